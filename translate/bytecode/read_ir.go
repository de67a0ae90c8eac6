package bytecode

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"ncc/core"
	"ncc/core/asm"
)

// scope numbers the values visible in one isolated-from-above region tree.
// A region's values take the IDs after those of the regions enclosing it
// (in the same scope); when the region ends its IDs are free again.
type scope struct {
	values []core.Value
	next   []int // the next value ID of each open region, innermost last
}

// parallelMinBytes is the file size from which Read decodes the bodies of
// the top-level op's isolated ops (functions) in parallel.
var parallelMinBytes = 256 << 10

// job is an isolated op's regions, deferred for a worker.
type job struct {
	regions []*core.Region
	r       reader // the regions' IR section
}

// readIR reads the IR section: a block header (one op, no arguments) and
// the top-level operation. With several CPUs and a large file, the bodies
// of the isolated ops in the top-level op's regions are read in parallel
// once the rest is read; errors are those a sequential read would report
// first.
func (d *decoder) readIR(r reader) (*core.Block, error) {
	main := &worker{d: d}
	var jobs []job
	if len(d.data) >= parallelMinBytes && runtime.GOMAXPROCS(0) > 1 {
		main.jobs = &jobs
	}
	top := core.NewBlock(nil, nil)
	sc := &scope{next: []int{0}}
	err := main.readBlock(&r, top, nil, sc, 0)
	if err == nil && !r.empty() {
		err = r.errf("unexpected trailing data in the IR section")
	}
	workers := []*worker{main}
	if len(jobs) > 0 {
		ws, jerr := d.runJobs(jobs)
		workers = append(workers, ws...)
		if jerr != nil {
			return nil, jerr // jobs come before where the main reader stopped
		}
	}
	if err != nil {
		return nil, err
	}
	if len(main.placeholders) > 0 {
		return nil, r.errf("not all forward unresolved forward operand references")
	}
	if err := d.fixUseLists(top, workers); err != nil {
		return nil, err
	}
	return top, nil
}

// runJobs reads the deferred regions with one worker per CPU and returns
// the workers and the error of the first failing job.
func (d *decoder) runJobs(jobs []job) ([]*worker, error) {
	errs := make([]error, len(jobs))
	var next, failed atomic.Int64
	failed.Store(int64(len(jobs)))
	ws := make([]*worker, min(runtime.GOMAXPROCS(0), len(jobs)))
	var wg sync.WaitGroup
	for i := range ws {
		w := &worker{d: d}
		ws[i] = w
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				j := next.Add(1) - 1
				if j >= int64(len(jobs)) || j > failed.Load() {
					return // done, or only jobs after a failed one remain
				}
				if errs[j] = w.runJob(jobs[j]); errs[j] != nil {
					for f := failed.Load(); j < f && !failed.CompareAndSwap(f, j); f = failed.Load() {
					}
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return ws, err
		}
	}
	return ws, nil
}

func (w *worker) runJob(j job) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = &Error{Offset: j.r.p, Msg: fmt.Sprintf("internal error: %v", p)}
		}
	}()
	sc := &scope{next: []int{0}}
	for _, reg := range j.regions {
		if err := w.readRegion(&j.r, reg, sc, 2); err != nil {
			return err
		}
	}
	if !j.r.empty() {
		return j.r.errf("unexpected trailing data in the IR section of a region")
	}
	return nil
}

// readRegion reads a region: its block count, and if not empty the number
// of values it defines and its blocks.
func (w *worker) readRegion(r *reader, region *core.Region, sc *scope, depth int) error {
	nBlocks, err := r.count("block", 1)
	if err != nil || nBlocks == 0 {
		return err
	}
	at := r.p
	nValues, err := r.varint()
	if err != nil {
		return err
	}
	if nValues > uint64(r.left()) {
		return &Error{Offset: at, Msg: fmt.Sprintf("region value count %d exceeds the %d bytes left", nValues, r.left())}
	}
	blocks := make([]*core.Block, nBlocks)
	for i := range blocks {
		blocks[i] = core.NewBlock(nil, nil)
		region.Append(blocks[i])
	}
	base := len(sc.values)
	sc.values = append(sc.values, make([]core.Value, nValues)...)
	sc.next = append(sc.next, base)
	for _, b := range blocks {
		if err := w.readBlock(r, b, blocks, sc, depth); err != nil {
			return err
		}
	}
	for i, v := range sc.values[base:] {
		if len(w.placeholders) > 0 && w.placeholders[v] {
			return r.errf("use of value %d, which its region never defines", base+i)
		}
	}
	clear(sc.values[base:])
	sc.values = sc.values[:base]
	sc.next = sc.next[:len(sc.next)-1]
	return nil
}

// readBlock reads a block header (op count, arguments, their use-list
// orders) and the block's operations.
func (w *worker) readBlock(r *reader, b *core.Block, blocks []*core.Block, sc *scope, depth int) error {
	at := r.p
	nOps, hasArgs, err := r.varintFlag()
	if err != nil {
		return err
	}
	if nOps > uint64(r.left()/3) {
		return &Error{Offset: at, Msg: fmt.Sprintf("block operation count %d exceeds the %d bytes left", nOps, r.left())}
	}
	if hasArgs {
		if err := w.readBlockArgs(r, b, sc); err != nil {
			return err
		}
		if w.d.version >= vUseListOrdering {
			has, err := r.byte()
			if err != nil {
				return err
			}
			if has != 0 {
				if err := w.readUseListOrders(r, b.ArgValues()); err != nil {
					return err
				}
			}
		}
	}
	for i := uint64(0); i < nOps; i++ {
		if err := w.readOp(r, b, blocks, sc, depth); err != nil {
			return err
		}
	}
	return nil
}

func (w *worker) readBlockArgs(r *reader, b *core.Block, sc *scope) error {
	n, err := r.count("block argument", 1)
	if err != nil {
		return err
	}
	d := w.d
	unknown := core.Unknown(d.ctx)
	for i := 0; i < n; i++ {
		var t core.Type
		var loc core.Location = unknown
		if d.version >= vElideUnknownBlockArgLocation {
			at := r.p
			idx, hasLoc, err := r.varintFlag()
			if err != nil {
				return err
			}
			if t, err = w.typeAt(idx, at); err != nil {
				return err
			}
			if hasLoc {
				if loc, err = w.locRef(r); err != nil {
					return err
				}
			}
		} else {
			if t, err = w.typeRef(r); err != nil {
				return err
			}
			if loc, err = w.locRef(r); err != nil {
				return err
			}
		}
		b.AddArg(t, loc)
	}
	return w.define(r, sc, b.ArgValues())
}

// define gives the next value IDs of the innermost region to vs.
func (w *worker) define(r *reader, sc *scope, vs []core.Value) error {
	next := &sc.next[len(sc.next)-1]
	if *next+len(vs) > len(sc.values) {
		return r.errf("value index range was outside of the expected range for the parent region, got [%d, %d), but the maximum index was %d",
			*next, *next+len(vs), len(sc.values)-1)
	}
	for i, v := range vs {
		slot := &sc.values[*next+i]
		if old := *slot; old != nil {
			if !w.placeholders[old] {
				return r.errf("value %d is defined twice", *next+i)
			}
			delete(w.placeholders, old)
			core.ReplaceAllUsesWith(old, v)
			w.forwarded = append(w.forwarded, v)
		}
		*slot = v
	}
	*next += len(vs)
	return nil
}

// operand resolves a value reference; a value not defined yet gets a
// placeholder that its definition replaces.
func (w *worker) operand(r *reader, sc *scope) (core.Value, error) {
	at := r.p
	i, err := r.varint()
	if err != nil {
		return nil, err
	}
	if i >= uint64(len(sc.values)) {
		return nil, &Error{Offset: at, Msg: fmt.Sprintf("invalid value index: %d", i)}
	}
	v := sc.values[i]
	if v == nil {
		v = core.NewBlock([]core.Type{core.None(w.d.ctx)}, nil).Arg(0)
		if w.placeholders == nil {
			w.placeholders = map[core.Value]bool{}
		}
		w.placeholders[v] = true
		sc.values[i] = v
	}
	return v, nil
}

// readOp reads one operation, then its regions.
func (w *worker) readOp(r *reader, b *core.Block, blocks []*core.Block, sc *scope, depth int) error {
	d := w.d
	at := r.p
	on, rn, err := d.opName(r)
	if err != nil {
		return err
	}
	mask, err := r.byte()
	if err != nil {
		return err
	}
	loc, err := w.locRef(r)
	if err != nil {
		return err
	}
	st := core.OpState{Ctx: d.ctx, Name: rn.opName, Loc: loc}
	if mask&maskAttrs != 0 {
		dict, err := w.dictRef(r)
		if err != nil {
			return err
		}
		st.Attrs = dict.Entries
	}
	if mask&maskProperties != 0 {
		if st.Props, err = w.readOpProps(r, on, rn); err != nil {
			return err
		}
	}
	if mask&maskResults != 0 {
		n, err := r.count("result", 1)
		if err != nil {
			return err
		}
		st.ResultTypes = make([]core.Type, n)
		for i := range st.ResultTypes {
			if st.ResultTypes[i], err = w.typeRef(r); err != nil {
				return err
			}
		}
	}
	if mask&maskOperands != 0 {
		n, err := r.count("operand", 1)
		if err != nil {
			return err
		}
		st.Operands = make([]core.Value, n)
		for i := range st.Operands {
			if st.Operands[i], err = w.operand(r, sc); err != nil {
				return err
			}
		}
	}
	if mask&maskSuccessors != 0 {
		n, err := r.count("successor", 1)
		if err != nil {
			return err
		}
		st.Successors = make([]*core.Block, n)
		for i := range st.Successors {
			at := r.p
			idx, err := r.varint()
			if err != nil {
				return err
			}
			if idx >= uint64(len(blocks)) {
				return &Error{Offset: at, Msg: fmt.Sprintf("invalid successor index: %d", idx)}
			}
			st.Successors[i] = blocks[idx]
		}
	}
	var orders *reader
	if d.version >= vUseListOrdering && mask&maskUseListOrders != 0 {
		// Applied once the results exist.
		saved := *r
		if err := skipUseListOrders(r, len(st.ResultTypes)); err != nil {
			return err
		}
		orders = &saved
	}
	isolated := false
	if mask&maskInlineRegions != 0 {
		var n uint64
		if n, isolated, err = r.varintFlag(); err != nil {
			return err
		}
		if n > uint64(r.left()) {
			return r.errf("region count %d exceeds the %d bytes left", n, r.left())
		}
		st.Regions = make([]*core.Region, n)
		for i := range st.Regions {
			st.Regions[i] = core.NewRegion()
		}
	}
	regions := st.Regions
	op := core.NewOperation(&st)
	b.Append(op)
	if len(st.ResultTypes) > 0 {
		if err := w.define(r, sc, op.Results()); err != nil {
			return err
		}
	}
	if orders != nil {
		if err := w.readUseListOrders(orders, op.Results()); err != nil {
			return err
		}
	}
	if len(regions) == 0 {
		return nil
	}
	if depth >= maxNesting {
		return &Error{Offset: at, Msg: "regions nest too deeply"}
	}
	rr, rsc := r, sc
	if isolated {
		rsc = &scope{next: []int{0}}
		if d.version >= vLazyLoading {
			at := r.p
			id, sub, err := r.section()
			if err != nil {
				return err
			}
			if id != secIR {
				return &Error{Offset: at, Msg: "expected IR section for region"}
			}
			rr = &sub
			if w.jobs != nil && depth == 1 {
				*w.jobs = append(*w.jobs, job{regions: regions, r: sub})
				return nil
			}
		}
	}
	for _, reg := range regions {
		if err := w.readRegion(rr, reg, rsc, depth+1); err != nil {
			return err
		}
	}
	if rr != r && !rr.empty() {
		return rr.errf("unexpected trailing data in the IR section of a region")
	}
	return nil
}

// readOpProps reads an op's properties: an index into the properties
// section, whose entry the op's definition decodes, or for an op that is
// not registered here a reference to the attribute (a dictionary) holding
// them. (MLIR's reader means to read the properties of ops unregistered
// where written from the IR stream, but tests the flag's presence, not its
// value, so it reads every op's properties from the section; as do we.)
func (w *worker) readOpProps(r *reader, on *opNameEntry, rn *resolvedName) ([]core.NamedAttr, error) {
	d := w.d
	name := rn.opName.Name
	if on.registered < 0 {
		return nil, r.errf("Unexpected missing `wasRegistered` opname flag at bytecode version %d with properties.", d.version)
	}
	at := r.p
	idx, err := r.varint()
	if err != nil {
		return nil, err
	}
	if idx >= uint64(len(d.props)) {
		return nil, &Error{Offset: at, Msg: "Properties idx out-of-bound for " + name}
	}
	pr := d.props[idx]
	switch {
	case rn.schema != nil && rn.schema.has:
		return w.readProps(&pr, rn.schema, name)
	case rn.opName.Def != nil:
		return nil, &Error{Offset: at, Msg: "has properties but missing BytecodeOpInterface for " + name}
	case on.registered == 1:
		// Registered where written but unknown here (an op of a newer
		// version of a loaded dialect): MLIR reads the first attribute of
		// the op's own encoding as its properties attribute. A dictionary
		// is kept; anything else has no place in ncc's properties and is
		// dropped (the verifier rejects the op anyway).
		a, err := w.attrRef(&pr)
		if err != nil {
			return nil, err
		}
		if dict, ok := a.(*core.DictAttr); ok {
			return dict.Entries, nil
		}
		return nil, nil
	}
	return w.propsAttr(&pr)
}

func (w *worker) propsAttr(r *reader) ([]core.NamedAttr, error) {
	at := r.p
	a, err := w.attrRef(r)
	if err != nil {
		return nil, err
	}
	dict, ok := a.(*core.DictAttr)
	if !ok {
		return nil, &Error{Offset: at, Msg: "expected a dictionary of properties, but got: " + asm.AttrString(a)}
	}
	return dict.Entries, nil
}
