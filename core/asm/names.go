package asm

import (
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"ncc/core"
)

// nameState assigns printed names to values and blocks exactly as MLIR's
// SSANameState: regions number their values after those of the enclosing
// region (so sibling regions reuse numbers and IsolatedFromAbove bodies of
// a module each start at %0), entry block arguments are %argN, names
// suggested by ops are made unique with _N suffixes within the enclosing
// scopes, and blocks are ^bbN per region.
//
// A region's names depend only on the names and counters of the regions
// enclosing it, never on its siblings'. So the regions of each op in the
// printed op's own blocks (the functions of a module) are numbered
// separately, in parallel when there are many, each into a nameState of
// its own whose parent is the state of the printed op. Small tables per
// function are also faster to fill and to read than one for the module.
type nameState struct {
	// parent holds the names of the enclosing regions; it is only read.
	parent *nameState
	// subs are the states of the ops whose regions are numbered apart.
	subs map[*core.Operation]*subState

	// IDs n >= 0 print as %n; a value with a name has the ID -(i+1) of
	// names[i]. Result 0 and block arguments, nearly every value, live in
	// pointer-keyed maps, which hash faster than interface keys.
	opIDs        map[*core.Operation]int
	argIDs       map[*core.BlockArg]int
	valueIDs     map[core.Value]int // results > 0 that start a group
	names        []string
	blockIDs     map[*core.Block]int
	resultGroups map[*core.Operation][]int

	generic                       bool
	nextValue, nextArg, nextConfl int
	used                          map[string]int
	usedLog                       []string
}

// parallelNameMinOps is the op count from which subtrees are numbered on
// several goroutines.
var parallelNameMinOps = 20000

// parallelCountMinSubs is the number of top-level ops with regions from
// which they are counted on several goroutines.
var parallelCountMinSubs = 64

// splitNames lets the printer number top-level ops' regions apart. Tests
// turn it off to compare with numbering the whole op at once.
var splitNames = true

// regionEntry is a region waiting to be numbered with the counters its
// parent region left and the number of name scopes open above it.
type regionEntry struct {
	r         *core.Region
	v, a, c   int
	parentLen int
}

// subtree is an op of the top op's blocks whose regions are numbered into
// a state of their own, with the counters they start from.
type subtree struct {
	op      *core.Operation
	v, a, c int
	ops     int // ops in its regions
	args    int // block arguments in its regions
	entry   int // entry block arguments, named %argN, among args
	values  int // values numbered %N in generic form
}

func newState(parent *nameState, generic bool, ops, args int) *nameState {
	return &nameState{
		parent:       parent,
		opIDs:        make(map[*core.Operation]int, ops),
		argIDs:       make(map[*core.BlockArg]int, args),
		valueIDs:     map[core.Value]int{},
		blockIDs:     map[*core.Block]int{},
		resultGroups: map[*core.Operation][]int{},
		generic:      generic,
		used:         map[string]int{},
	}
}

// newNameState numbers top and everything it holds. split numbers the
// regions of the ops in top's blocks apart (see nameState); lookups must
// then go through sub for those ops, as the printer does.
//
// In pretty form a subtree's numbering needs only the counters top's
// regions end with, so it waits for the first sub call: the printer's
// worker that prints the subtree numbers it just before, while its ops are
// in cache. Generic numbering runs on from one region to the next, so
// there every region is counted and numbered up front.
func newNameState(top *core.Operation, generic, split bool) *nameState {
	if top == nil {
		return newState(nil, generic, 0, 0)
	}
	// Names of one of several top regions would leak into the next's
	// subtrees (and generic numbering interleaves them): keep those whole.
	split = split && top.NumRegions() == 1
	var subs []subtree
	topOps, topArgs := 1, 0
	for _, r := range top.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			topArgs += b.NumArgs()
			for op := b.First(); op != nil; op = op.Next() {
				topOps++
				if op.NumRegions() > 0 {
					subs = append(subs, subtree{op: op})
				}
			}
		}
	}
	total := topOps
	if !split || generic {
		// Count first to size the tables (growing them dominated
		// numbering); counting walks the whole IR, so in parallel.
		forEach(len(subs), len(subs) >= parallelCountMinSubs, func(i int) { countRegions(subs[i].op, &subs[i]) })
		for _, st := range subs {
			total += st.ops
		}
	}
	if !split {
		for _, st := range subs {
			topOps += st.ops
			topArgs += st.args
		}
		subs = nil
	}
	s := newState(nil, generic, topOps, topArgs)
	s.numberOp(top)
	var stack []regionEntry
	for _, r := range top.Regions() {
		stack = append(stack, regionEntry{r, 0, 0, 0, 1})
	}
	s.numberRegions(stack, 1, !split)
	if len(subs) == 0 {
		return s
	}
	// Regions of top's ops start from the counters top's regions ended
	// with. In generic form numbering runs on across the whole op, in
	// MLIR's stack order (the last op's regions first).
	v, a := s.nextValue, s.nextArg
	s.subs = make(map[*core.Operation]*subState, len(subs))
	for i := len(subs) - 1; i >= 0; i-- {
		st := subs[i]
		st.v, st.a, st.c = s.nextValue, s.nextArg, s.nextConfl
		if generic {
			st.v, st.a = v, a
			v, a = v+st.values, a+st.entry
		}
		s.subs[st.op] = &subState{subtree: st}
	}
	if generic {
		forEach(len(subs), total >= parallelNameMinOps, func(i int) { s.sub(subs[i].op) })
	}
	return s
}

// subState is the state of a subtree, made by the first sub call.
type subState struct {
	subtree
	once  sync.Once
	state *nameState
}

// nameEntryArgs gives r's entry block arguments the names r's op suggests
// before the region is numbered, as MLIR does.
func (s *nameState) nameEntryArgs(r *core.Region) {
	op := r.ParentOp()
	if s.generic || op == nil || r.First() == nil {
		return
	}
	def := op.Def()
	if def == nil || def.AsmBlockArgNames == nil {
		return
	}
	args := r.First().Args()
	for i, name := range def.AsmBlockArgNames(op, r) {
		if name != "" && i < len(args) {
			s.setName(args[i], name)
		}
	}
}

// sub returns the state that names op's regions: its own when they are
// numbered apart, else s. Several goroutines may call it.
func (s *nameState) sub(op *core.Operation) *nameState {
	ss, ok := s.subs[op]
	if !ok {
		return s
	}
	ss.once.Do(func() { ss.state = s.numberSubtree(&ss.subtree) })
	return ss.state
}

// numberSubtree numbers the regions of st.op into a state whose parent is s.
func (s *nameState) numberSubtree(st *subtree) *nameState {
	if st.ops == 0 {
		countRegions(st.op, st)
	}
	sub := newState(s, s.generic, st.ops, st.args)
	var stack []regionEntry
	for _, r := range st.op.Regions() {
		stack = append(stack, regionEntry{r, st.v, st.a, st.c, 1})
	}
	sub.nextValue, sub.nextArg, sub.nextConfl = st.v, st.a, st.c
	sub.numberRegions(stack, 1, true)
	return sub
}

// forEach calls f(0) ... f(n-1), on GOMAXPROCS goroutines if parallel.
func forEach(n int, parallel bool, f func(i int)) {
	workers := runtime.GOMAXPROCS(0)
	if !parallel || workers < 2 || n < 2 {
		for i := range n {
			f(i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(workers, n) {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				f(i)
			}
		})
	}
	wg.Wait()
}

// countRegions adds the ops, block arguments and generic-form values of
// op's regions to st.
func countRegions(op *core.Operation, st *subtree) {
	for _, r := range op.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			n := b.NumArgs()
			st.args += n
			if b.IsEntry() {
				st.entry += n
			} else {
				st.values += n
			}
			for o := b.First(); o != nil; o = o.Next() {
				st.ops++
				if o.NumResults() > 0 {
					st.values++
				}
				if o.NumRegions() > 0 {
					countRegions(o, st)
				}
			}
		}
	}
}

// numberRegions numbers the regions on stack and, when nested, the
// regions of their ops, as MLIR does: with an explicit stack (last pushed
// first), each region restarting from the counters its parent region ended
// with, except in generic form, which implies unique SSA ids across the
// whole op. scopes is the number of name scopes open above the entries.
func (s *nameState) numberRegions(stack []regionEntry, scopes int, nested bool) {
	marks := make([]int, scopes, scopes+8)
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !s.generic {
			s.nextValue, s.nextArg, s.nextConfl = e.v, e.a, e.c
		}
		for len(marks) > e.parentLen {
			s.popUsed(marks[len(marks)-1])
			marks = marks[:len(marks)-1]
		}
		marks = append(marks, len(s.usedLog))
		s.nameEntryArgs(e.r)
		id := 0
		for b := e.r.First(); b != nil; b = b.Next() {
			s.blockIDs[b] = id
			id++
			s.numberBlock(b)
		}
		if !nested {
			continue
		}
		for b := e.r.First(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.Next() {
				for _, nr := range op.Regions() {
					stack = append(stack, regionEntry{nr, s.nextValue, s.nextArg, s.nextConfl, len(marks)})
				}
			}
		}
	}
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
	s.names = append(s.names, s.uniqueName(name))
	s.setID(v, -len(s.names))
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

// id returns v's number, or its name.
func (s *nameState) id(v core.Value) (int, string, bool) {
	for ; s != nil; s = s.parent {
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
		if ok {
			if id < 0 {
				return 0, s.names[-id-1], true
			}
			return id, "", true
		}
	}
	return 0, "", false
}

func (s *nameState) blockID(b *core.Block) (int, bool) {
	for ; s != nil; s = s.parent {
		if id, ok := s.blockIDs[b]; ok {
			return id, true
		}
	}
	return 0, false
}

func (s *nameState) groups(op *core.Operation) []int {
	for ; s != nil; s = s.parent {
		if g, ok := s.resultGroups[op]; ok {
			return g
		}
	}
	return nil
}

// isUsed reports whether name is taken in an open scope of s or of the
// regions enclosing it.
func (s *nameState) isUsed(name string) bool {
	for ; s != nil; s = s.parent {
		if s.used[name] > 0 {
			return true
		}
	}
	return false
}

func (s *nameState) uniqueName(name string) string {
	name = sanitizeIdentifier(name)
	if s.isUsed(name) {
		base := name + "_"
		for {
			probe := base + strconv.Itoa(s.nextConfl)
			s.nextConfl++
			if !s.isUsed(probe) {
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
			groups := s.groups(owner)
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
	id, name, ok := s.id(lookup)
	if !ok {
		return append(b, "<<UNKNOWN SSA VALUE>>"...)
	}
	b = append(b, '%')
	if name == "" {
		b = strconv.AppendInt(b, int64(id), 10)
	} else {
		b = append(b, name...)
	}
	if resultNo >= 0 && printResultNo {
		b = append(b, '#')
		b = strconv.AppendInt(b, int64(resultNo), 10)
	}
	return b
}

func sortBlocksByOrder(bs []*core.Block, s *nameState) {
	sort.SliceStable(bs, func(i, j int) bool {
		a, _ := s.blockID(bs[i])
		b, _ := s.blockID(bs[j])
		return a < b
	})
}
