package transforms

import (
	"hash/maphash"
	"sync"
	"unsafe"

	"ncc/core"
	"ncc/core/pass"
)

// CSE is mlir-opt's cse: it removes ops equivalent to an op that dominates
// them (same name, attributes, operands and result types; side-effect free,
// or only reading with no write in between in the same block), walking each
// region's dominator tree with scoped tables. Ops of IsolatedFromAbove ops
// get a fresh table. Trivially dead ops met on the way are erased too.
type CSE struct {
	NumCSE pass.Statistic `stat:"num-cse'd" help:"Number of operations CSE'd"`
	NumDCE pass.Statistic `stat:"num-dce'd" help:"Number of operations DCE'd"`
}

func init() {
	pass.Register(pass.Info{
		Arg:     "cse",
		Name:    "CSE",
		Summary: "Eliminate common sub-expressions",
		Description: "Removes redundant ops: an op equivalent to one that dominates it is replaced " +
			"by it. Follows MLIR's CSE, including which duplicate is kept.",
		New: func() pass.Pass { return &CSE{} },
	})
}

// Run eliminates common subexpressions in op's regions.
func (p *CSE) Run(op *core.Operation, st *pass.State) error {
	// Through the analysis manager, as MLIR's getAnalysis<DominanceInfo>:
	// --mlir-timing shows it as "(A) DominanceInfo".
	dom := pass.Get(st.Analyses(), func(*core.Operation) *core.DominanceInfo { return core.NewDominanceInfo() })
	cse, dce := EliminateCommonSubexpressions(op, dom)
	p.NumCSE.Add(int64(cse))
	p.NumDCE.Add(int64(dce))
	if cse == 0 && dce == 0 {
		st.PreserveAll()
	}
	return nil
}

// EliminateCommonSubexpressions runs CSE on the regions of op and returns
// the number of ops replaced and of dead ops erased.
func EliminateCommonSubexpressions(op *core.Operation, dom *core.DominanceInfo) (cse, dce int) {
	d := &cseDriver{dom: dom}
	t := newScopedTable()
	for _, r := range op.Regions() {
		d.region(t, r)
	}
	t.release()
	for _, o := range d.erase {
		o.Erase()
	}
	return d.numCSE, d.numDCE
}

type cseDriver struct {
	dom            *core.DominanceInfo
	erase          []*core.Operation
	numCSE, numDCE int
}

func (d *cseDriver) region(t *scopedTable, r *core.Region) {
	if r.Empty() {
		return
	}
	ssa := core.HasSSADominance(r)
	if !ssa {
		t.trackMembers()
	}
	if r.HasOneBlock() {
		t.push()
		d.block(t, r.First(), ssa)
		t.pop()
		return
	}
	if !ssa {
		return
	}
	children := domChildren(r, d.dom)
	type frame struct {
		b    *core.Block
		next int
	}
	t.push()
	d.block(t, r.First(), ssa)
	stack := []frame{{r.First(), 0}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		kids := children[top.b]
		if top.next < len(kids) {
			c := kids[top.next]
			top.next++
			t.push()
			d.block(t, c, ssa)
			stack = append(stack, frame{c, 0})
			continue
		}
		t.pop()
		stack = stack[:len(stack)-1]
	}
}

// domChildren returns each reachable block's dominator-tree children in
// the order LLVM's tree keeps them: depth-first pre-order over successors.
func domChildren(r *core.Region, dom *core.DominanceInfo) map[*core.Block][]*core.Block {
	kids := map[*core.Block][]*core.Block{}
	seen := map[*core.Block]bool{}
	stack := []*core.Block{r.First()}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		if idom := dom.ImmediateDominator(b); idom != nil {
			kids[idom] = append(kids[idom], b)
		}
		if t := b.Last(); t != nil {
			for i := t.NumSuccessors() - 1; i >= 0; i-- {
				if s := t.Successor(i); s != nil && !seen[s] {
					stack = append(stack, s)
				}
			}
		}
	}
	return kids
}

func (d *cseDriver) block(t *scopedTable, b *core.Block, ssa bool) {
	for o := b.First(); o != nil; o = o.Next() {
		if o.NumRegions() != 0 {
			if !o.IsRegistered() || o.HasTrait(core.IsolatedFromAbove) {
				nt := newScopedTable()
				for _, r := range o.Regions() {
					d.region(nt, r)
				}
				nt.release()
			} else {
				for _, r := range o.Regions() {
					d.region(t, r)
				}
			}
		}
		d.simplify(t, o, ssa)
	}
}

func (d *cseDriver) simplify(t *scopedTable, op *core.Operation, ssa bool) {
	if op.HasTrait(core.Terminator) {
		return
	}
	if op.UseEmpty() && wouldBeDead(op) {
		d.erase = append(d.erase, op)
		d.numDCE++
		return
	}
	for _, r := range op.Regions() {
		if !r.Empty() && !r.HasOneBlock() {
			return
		}
	}
	if !core.IsMemoryEffectFree(op) {
		if !onlyReads(op) {
			return
		}
		ex, h := t.lookup(op)
		if ex != nil && ex.ParentBlock() == op.ParentBlock() && !writesBetween(ex, op) {
			d.replace(t, op, ex, ssa)
			return
		}
		t.insert(op, h)
		return
	}
	ex, h := t.lookup(op)
	if ex != nil {
		d.replace(t, op, ex, ssa)
		return
	}
	t.insert(op, h)
}

func (d *cseDriver) replace(t *scopedTable, op, ex *core.Operation, ssa bool) {
	d.numCSE++
	if ssa {
		op.ReplaceAllUsesWith(ex.Results())
		d.erase = append(d.erase, op)
	} else {
		for i := 0; i < op.NumResults(); i++ {
			core.ReplaceUsesIf(op.Result(i), ex.Result(i), func(u *core.Operand) bool { return !t.known(u.Owner()) })
		}
		if op.UseEmpty() {
			d.erase = append(d.erase, op)
		}
	}
	if _, unk := ex.Loc().(*core.UnknownLoc); unk {
		if _, unk2 := op.Loc().(*core.UnknownLoc); !unk2 {
			ex.SetLoc(op.Loc())
		}
	}
}

// onlyReads is hasSingleEffect<MemoryEffects::Read>: the op reports effects
// through the interface and every one of them is a read.
func onlyReads(op *core.Operation) bool {
	i, ok := core.Iface[core.MemoryEffectsOp](op)
	if !ok {
		return false
	}
	effs := i.Effects(op)
	for _, e := range effs {
		if e.Kind != core.EffectRead {
			return false
		}
	}
	return len(effs) > 0
}

// writesBetween reports whether an op strictly between from and to (same
// block) may write memory.
func writesBetween(from, to *core.Operation) bool {
	for o := from.Next(); o != nil && o != to; o = o.Next() {
		effs, ok := core.Effects(o)
		if !ok {
			return true
		}
		for _, e := range effs {
			if e.Kind == core.EffectWrite {
				return true
			}
		}
	}
	return false
}

// scopedTable is a scoped hash set of ops keyed by op equivalence (MLIR's
// ScopedHashTable in CSE): lookups see the latest insertion of an
// equivalent op in any open scope. Entries live in one slab; each hash
// maps to its newest entry, which links to the older ones it shadows.
type scopedTable struct {
	heads   map[uint64]int32 // hash -> index+1 of the newest entry
	entries []tableEntry
	scopes  []int // len(entries) when each open scope began
	members map[*core.Operation]bool
}

type tableEntry struct {
	op   *core.Operation
	hash uint64
	next int32 // index+1 of the entry shadowed by this one, 0 for none
}

// tablePool keeps scoped tables (and their grown hash index) across CSE
// runs: the pass runs once per function.
var tablePool = sync.Pool{New: func() any { return &scopedTable{heads: map[uint64]int32{}} }}

func newScopedTable() *scopedTable { return tablePool.Get().(*scopedTable) }

// release returns t, whose scopes are all closed, to the pool unless it
// grew too large to clear cheaply.
func (t *scopedTable) release() {
	if cap(t.entries) > 1<<16 {
		return
	}
	clear(t.heads)
	clear(t.entries[:cap(t.entries)])
	t.entries, t.scopes, t.members = t.entries[:0], t.scopes[:0], nil
	tablePool.Put(t)
}

func (t *scopedTable) push() { t.scopes = append(t.scopes, len(t.entries)) }

func (t *scopedTable) pop() {
	start := t.scopes[len(t.scopes)-1]
	for i := len(t.entries) - 1; i >= start; i-- {
		e := t.entries[i]
		if e.next == 0 {
			delete(t.heads, e.hash)
		} else {
			t.heads[e.hash] = e.next
		}
		if t.members != nil {
			delete(t.members, e.op)
		}
	}
	t.entries = t.entries[:start]
	t.scopes = t.scopes[:len(t.scopes)-1]
}

// insert adds op, whose opHash is h.
func (t *scopedTable) insert(op *core.Operation, h uint64) {
	t.entries = append(t.entries, tableEntry{op: op, hash: h, next: t.heads[h]})
	t.heads[h] = int32(len(t.entries))
	if t.members != nil {
		t.members[op] = true
	}
}

// lookup returns the newest op equivalent to op, if any, and op's hash.
func (t *scopedTable) lookup(op *core.Operation) (*core.Operation, uint64) {
	h := opHash(op)
	for i := t.heads[h]; i != 0; i = t.entries[i-1].next {
		if e := t.entries[i-1].op; equivalent(e, op) {
			return e, h
		}
	}
	return nil, h
}

// trackMembers makes known() answer; only regions without SSA dominance
// need it.
func (t *scopedTable) trackMembers() {
	if t.members == nil {
		t.members = map[*core.Operation]bool{}
		for _, e := range t.entries {
			t.members[e.op] = true
		}
	}
}

// known reports whether op is in the table (a visited op).
func (t *scopedTable) known(op *core.Operation) bool { return t.members[op] }

var hashSeed = maphash.MakeSeed()

// ptrOf returns the data word of an interface holding a pointer: the
// identity of a uniqued type or attribute, or of a value.
func ptrOf[T any](v T) uint64 {
	return uint64((*[2]uintptr)(unsafe.Pointer(&v))[1])
}

// opHash hashes what equivalent ops share: name, attributes, result types
// and operands (OperationEquivalence::computeHash with direct operand hashing).
// Words are combined by multiply-xorshift mixing rather than streamed
// through maphash.Hash, which cost a buffered write per word.
func opHash(op *core.Operation) uint64 {
	h := uint64(uintptr(unsafe.Pointer(op.OpName())))
	w := func(x uint64) { h = mix(h ^ x) }
	w(0)
	for _, a := range op.Props() {
		w(maphash.String(hashSeed, a.Name))
		w(ptrOf(a.Value))
	}
	for _, a := range op.Attrs() {
		w(maphash.String(hashSeed, a.Name))
		w(ptrOf(a.Value))
	}
	for i := 0; i < op.NumResults(); i++ {
		w(ptrOf(op.Result(i).Type()))
	}
	for i := 0; i < op.NumOperands(); i++ {
		w(ptrOf(op.Operand(i)))
	}
	return h
}

// mix is a 64-bit finalizer (murmur3's fmix64 constants).
func mix(x uint64) uint64 {
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	x ^= x >> 29
	return x
}

// equivalent is OperationEquivalence::isEquivalentTo ignoring locations,
// plus MLIR's CSE rule for ops with one single-block region without
// arguments.
func equivalent(a, b *core.Operation) bool {
	if a == b {
		return true
	}
	if !sameShape(a, b) {
		return false
	}
	for i := 0; i < a.NumOperands(); i++ {
		if a.Operand(i) != b.Operand(i) {
			return false
		}
	}
	if a.NumRegions() == 0 {
		return true
	}
	if a.NumRegions() != 1 || !a.Region(0).HasOneBlock() || !b.Region(0).HasOneBlock() {
		return false
	}
	ab, bb := a.Region(0).First(), b.Region(0).First()
	if ab.NumArgs() != 0 || bb.NumArgs() != 0 {
		return false
	}
	m := map[core.Value]core.Value{}
	x, y := ab.First(), bb.First()
	for ; x != nil && y != nil; x, y = x.Next(), y.Next() {
		if !sameShape(x, y) || x.NumRegions() != 0 {
			return false
		}
		for i := 0; i < x.NumOperands(); i++ {
			xv, yv := x.Operand(i), y.Operand(i)
			if mv, ok := m[xv]; ok {
				xv = mv
			}
			if xv != yv {
				return false
			}
		}
		for i := 0; i < x.NumResults(); i++ {
			m[x.Result(i)] = y.Result(i)
		}
	}
	return x == nil && y == nil
}

// sameShape compares everything but operands and locations.
func sameShape(a, b *core.Operation) bool {
	if a.OpName() != b.OpName() || a.NumOperands() != b.NumOperands() || a.NumResults() != b.NumResults() ||
		a.NumRegions() != b.NumRegions() || a.NumSuccessors() != b.NumSuccessors() {
		return false
	}
	if !sameAttrs(a.Props(), b.Props()) || !sameAttrs(a.Attrs(), b.Attrs()) {
		return false
	}
	for i := 0; i < a.NumResults(); i++ {
		if a.Result(i).Type() != b.Result(i).Type() {
			return false
		}
	}
	for i := 0; i < a.NumSuccessors(); i++ {
		if a.Successor(i) != b.Successor(i) {
			return false
		}
	}
	return true
}

func sameAttrs(a, b []core.NamedAttr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name || a[i].Value != b[i].Value {
			return false
		}
	}
	return true
}
