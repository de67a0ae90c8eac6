package asm

import (
	"sort"
	"strconv"
	"strings"

	"ncc/core"
)

// nameState assigns printed names to values and blocks exactly as MLIR's
// SSANameState: regions number their values after those of the enclosing
// region (so sibling regions reuse numbers and IsolatedFromAbove bodies of
// a module each start at %0), entry block arguments are %argN, names
// suggested by ops are made unique with _N suffixes within the enclosing
// scopes, and blocks are ^bbN per region.
type nameState struct {
	// IDs are namedSentinel when valueNames has the value's name. Result 0
	// and block arguments, nearly every value, live in pointer-keyed maps,
	// which hash faster than interface keys.
	opIDs        map[*core.Operation]int
	argIDs       map[*core.BlockArg]int
	valueIDs     map[core.Value]int // results > 0 that start a group
	valueNames   map[core.Value]string
	blockIDs     map[*core.Block]int
	resultGroups map[*core.Operation][]int

	numOps int // ops in the printed op, itself included

	generic                       bool
	nextValue, nextArg, nextConfl int
	used                          map[string]int
	usedLog                       []string
}

const namedSentinel = -1

func newNameState(top *core.Operation, generic bool) *nameState {
	s := &nameState{
		opIDs:        map[*core.Operation]int{},
		argIDs:       map[*core.BlockArg]int{},
		valueIDs:     map[core.Value]int{},
		valueNames:   map[core.Value]string{},
		blockIDs:     map[*core.Block]int{},
		resultGroups: map[*core.Operation][]int{},
		generic:      generic,
		used:         map[string]int{},
	}
	if top == nil {
		return s
	}
	// Size the maps once: growing them dominated numbering large modules.
	nOps, nArgs := 0, 0
	top.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		s.numOps++
		if op.NumResults() > 0 {
			nOps++
		}
		for _, r := range op.Regions() {
			for b := r.First(); b != nil; b = b.Next() {
				nArgs += b.NumArgs()
			}
		}
		return core.Advance
	})
	s.opIDs = make(map[*core.Operation]int, nOps)
	s.argIDs = make(map[*core.BlockArg]int, nArgs)
	// MLIR walks regions with an explicit stack (last pushed first). Each
	// region restarts from the counters its parent region ended with, except
	// in generic form, which implies unique SSA ids across the whole op.
	type entry struct {
		r         *core.Region
		v, a, c   int
		parentLen int // scopes open when the entry was pushed
	}
	scopes := []int{0}
	var stack []entry
	for _, r := range top.Regions() {
		stack = append(stack, entry{r, 0, 0, 0, 1})
	}
	s.numberOp(top)
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !generic {
			s.nextValue, s.nextArg, s.nextConfl = e.v, e.a, e.c
		}
		for len(scopes) > e.parentLen {
			s.popUsed(scopes[len(scopes)-1])
			scopes = scopes[:len(scopes)-1]
		}
		scopes = append(scopes, len(s.usedLog))
		id := 0
		for b := e.r.First(); b != nil; b = b.Next() {
			s.blockIDs[b] = id
			id++
			s.numberBlock(b)
		}
		for b := e.r.First(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.Next() {
				for _, nr := range op.Regions() {
					stack = append(stack, entry{nr, s.nextValue, s.nextArg, s.nextConfl, len(scopes)})
				}
			}
		}
	}
	return s
}

func (s *nameState) popUsed(mark int) {
	for _, n := range s.usedLog[mark:] {
		if s.used[n]--; s.used[n] == 0 {
			delete(s.used, n)
		}
	}
	s.usedLog = s.usedLog[:mark]
}

func (s *nameState) numberBlock(b *core.Block) {
	entry := b.IsEntry()
	for _, arg := range b.Args() {
		if _, ok := s.argIDs[arg]; ok {
			continue
		}
		if entry {
			s.setName(arg, "arg"+strconv.Itoa(s.nextArg))
			s.nextArg++
		} else {
			s.argIDs[arg] = s.nextValue
			s.nextValue++
		}
	}
	for op := b.First(); op != nil; op = op.Next() {
		s.numberOp(op)
	}
}

func (s *nameState) numberOp(op *core.Operation) {
	n := op.NumResults()
	var groups []int
	if !s.generic && n > 0 {
		if def := op.Def(); def != nil && def.AsmResultNames != nil {
			groups = []int{0}
			for i, name := range def.AsmResultNames(op) {
				if name == "" || i >= n {
					continue
				}
				s.setName(op.Result(i), name)
				if i > 0 {
					groups = append(groups, i)
				}
			}
		}
	}
	if n == 0 {
		return
	}
	if _, ok := s.opIDs[op]; !ok {
		s.opIDs[op] = s.nextValue
		s.nextValue++
	}
	if len(groups) > 1 {
		sort.Ints(groups)
		s.resultGroups[op] = groups
	}
}

func (s *nameState) setName(v core.Value, name string) {
	s.setID(v, namedSentinel)
	s.valueNames[v] = s.uniqueName(name)
}

func (s *nameState) setID(v core.Value, id int) {
	switch v := v.(type) {
	case *core.OpResult:
		if v.Index() == 0 {
			s.opIDs[v.Owner()] = id
			return
		}
	case *core.BlockArg:
		s.argIDs[v] = id
		return
	}
	s.valueIDs[v] = id
}

func (s *nameState) id(v core.Value) (int, bool) {
	var id int
	var ok bool
	switch v := v.(type) {
	case *core.OpResult:
		if v.Index() == 0 {
			id, ok = s.opIDs[v.Owner()]
		} else {
			id, ok = s.valueIDs[v]
		}
	case *core.BlockArg:
		id, ok = s.argIDs[v]
	}
	return id, ok
}

func (s *nameState) uniqueName(name string) string {
	name = sanitizeIdentifier(name)
	if s.used[name] > 0 {
		base := name + "_"
		for {
			probe := base + strconv.Itoa(s.nextConfl)
			s.nextConfl++
			if s.used[probe] == 0 {
				name = probe
				break
			}
		}
	}
	s.used[name]++
	s.usedLog = append(s.usedLog, name)
	return name
}

// sanitizeIdentifier makes name a valid SSA suffix as MLIR does.
func sanitizeIdentifier(name string) string {
	valid := func(c byte) bool {
		return isAlpha(c) || isDigit(c) || c == '$' || c == '.' || c == '_' || c == '-'
	}
	ok := true
	for i := 0; i < len(name); i++ {
		if !valid(name[i]) {
			ok = false
			break
		}
	}
	if ok && name != "" && !isDigit(name[0]) {
		return name
	}
	var b []byte
	if name != "" && isDigit(name[0]) {
		b = append(b, '_')
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case valid(c):
			b = append(b, c)
		case c == ' ':
			b = append(b, '_')
		default:
			b = append(b, strings.ToUpper(strconv.FormatUint(uint64(c), 16))...)
		}
	}
	return string(b)
}

// appendValueID appends %name / %N / %N#k for v.
func (s *nameState) appendValueID(b []byte, v core.Value, printResultNo bool) []byte {
	if v == nil {
		return append(b, "<<NULL VALUE>>"...)
	}
	lookup := v
	resultNo := -1
	if r, ok := v.(*core.OpResult); ok {
		owner := r.Owner()
		if owner.NumResults() != 1 {
			no := r.Index()
			groups := s.resultGroups[owner]
			if groups == nil {
				resultNo = no
				lookup = owner.Result(0)
			} else {
				i := sort.Search(len(groups), func(i int) bool { return groups[i] > no })
				var start, size int
				if i == len(groups) {
					start = groups[len(groups)-1]
					size = owner.NumResults() - start
				} else {
					start = groups[i-1]
					size = groups[i] - start
				}
				if size != 1 {
					resultNo = no - start
				}
				lookup = owner.Result(start)
			}
		}
	}
	id, ok := s.id(lookup)
	if !ok {
		return append(b, "<<UNKNOWN SSA VALUE>>"...)
	}
	b = append(b, '%')
	if id != namedSentinel {
		b = strconv.AppendInt(b, int64(id), 10)
	} else {
		b = append(b, s.valueNames[lookup]...)
	}
	if resultNo >= 0 && printResultNo {
		b = append(b, '#')
		b = strconv.AppendInt(b, int64(resultNo), 10)
	}
	return b
}

func sortBlocksByOrder(bs []*core.Block, s *nameState) {
	sort.SliceStable(bs, func(i, j int) bool { return s.blockIDs[bs[i]] < s.blockIDs[bs[j]] })
}
