package penguintobir

import (
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/dialects/penguin"
	"ncc/numerics"
)

// hbmRef is what an HBM value is in bir: a DRAM allocation seen with a
// shape (a view's, or the buffer's own).
type hbmRef struct {
	alloc core.Value
	shape []int64
	dt    numerics.DType
}

// lowerer builds the bir.func of one kernel.
type lowerer struct {
	ctx  *core.Context
	t    *arch.Target
	k    penguin.KernelOp
	b    *bir.Builder
	fn   *core.Operation
	p    *plan
	sb   core.Value // the SBUF range of every tile, nil if none
	psum core.Value
	hbm  map[core.Value]hbmRef
	idx  map[core.Value]affine
	// loops is the number of bir.loops around the insertion point.
	loops int
	// turn alternates elementwise work between VectorE and GpSimd.
	turn int
	// outs are the results copied into their Output allocation at the end.
	outs []outCopy
	// table is the identity table register loads read loop variables
	// from (created on first use).
	table core.Value
	// nHBM and nConst number the internal and constant DRAM allocations.
	nHBM, nConst int
}

// outCopy copies a result that is not its own Output allocation.
type outCopy struct {
	src core.Value
	dst hbmRef
}

// lowerKernel builds the bir.func of k before k, for target t ("" target
// name: the module's).
func lowerKernel(k penguin.KernelOp, t *arch.Target, target string) (*core.Operation, error) {
	p := newPlan(k.Operation)
	p.analyze()
	if err := p.scratchNeeds(); err != nil {
		return nil, err
	}
	if err := p.allocate(t); err != nil {
		return nil, err
	}
	ctx := k.Context()
	cb := core.NewBuilder(ctx)
	cb.SetInsertionPoint(k.Operation)
	l := &lowerer{ctx: ctx, t: t, k: k, b: bir.NewBuilder(cb), p: p, hbm: map[core.Value]hbmRef{},
		idx: map[core.Value]affine{}}
	l.b.Loc = k.Loc()
	l.fn = l.b.Func(k.KernelName(), target)
	if err := l.lower(); err != nil {
		l.fn.Erase()
		return nil, err
	}
	// The bir verifier checks every engine limit; what it rejects is
	// reported at the penguin op whose location the instruction carries.
	if err := core.Verify(l.fn); err != nil {
		var out core.Diagnostics
		for _, d := range core.AsDiagnostics(err, k.Loc()) {
			out = append(out, core.Errorf(d.Loc, "cannot lower this to bir: %s", d.Msg))
		}
		l.fn.Erase()
		return nil, out
	}
	return l.fn, nil
}

func (l *lowerer) lower() error {
	entry := l.k.Entry()
	var ret *core.Operation
	if last := entry.Last(); last != nil && last.Name() == penguin.Return.Name {
		ret = last
	}
	if err := l.declare(entry, ret); err != nil {
		return err
	}
	if err := l.lowerBlock(entry); err != nil {
		return err
	}
	if ret != nil {
		l.b.Loc = ret.Loc()
	}
	for _, c := range l.outs {
		ref, ok := l.hbm[c.src]
		if !ok {
			return l.internal(ret, "a result that is no HBM buffer of the kernel")
		}
		src, dst := l.wholeAP(ref), l.wholeAP(c.dst)
		l.b.DMA(arch.SP, src, dst)
	}
	l.b.Return()
	return nil
}

// declare creates the allocations: inputs, outputs, HBM buffers and
// constants, then the SBUF and PSUM ranges of the tiles.
func (l *lowerer) declare(entry *core.Block, ret *core.Operation) error {
	for i, a := range entry.Args() {
		ht, ok := penguin.HBMTypeOf(a)
		if !ok {
			return l.k.Errorf("argument #%d is not an HBM buffer", i)
		}
		l.hbm[a] = hbmRef{l.b.AllocInput(fmt.Sprintf("arg%d", i), i, l.tensorType(ht)), ht.Dims, ht.DType()}
	}
	if ret != nil {
		for i, v := range ret.Operands() {
			ht, _ := penguin.HBMTypeOf(v)
			out := hbmRef{l.b.AllocOutput(fmt.Sprintf("out%d", i), i, l.tensorType(ht)), ht.Dims, ht.DType()}
			op := core.DefiningOp(v)
			if _, seen := l.hbm[v]; !seen && op != nil && op.Name() == penguin.HBMAlloc.Name && op.Attr("value") == nil {
				l.hbm[v] = out
				continue
			}
			l.outs = append(l.outs, outCopy{src: v, dst: out})
		}
	}
	var err error
	l.k.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		a, ok := penguin.AsHBMAllocOp(op)
		if !ok || err != nil {
			return core.Advance
		}
		v := a.Result(0)
		if _, done := l.hbm[v]; done {
			return core.Advance
		}
		ht, _ := penguin.HBMTypeOf(v)
		ref := hbmRef{shape: ht.Dims, dt: ht.DType()}
		if val := a.Value(); val != nil {
			d, ok := val.(*core.DenseAttr)
			if !ok {
				err = op.Errorf("cannot lower a constant of %s to a bir Const allocation", core.AttrString(val))
				return core.Interrupt
			}
			if penguin.IsI1(ht.Elem) {
				// Booleans are bytes 0 and 1 in memory, as i1's dense
				// storage already holds them: the same bytes as ui8.
				ctx := op.Context()
				d = core.Dense(ctx, core.RankedTensor(ctx, ht.Dims, core.UnsignedIntType(ctx, 8), nil), d.Raw)
			}
			ref.alloc = l.b.AllocConst(fmt.Sprintf("const%d", l.nConst), d)
			l.nConst++
		} else {
			ref.alloc = l.b.AllocDRAM(fmt.Sprintf("hbm%d", l.nHBM), max(1, ht.NumElements()*int64(ht.DType().Size())))
			l.nHBM++
		}
		l.hbm[v] = ref
		return core.Advance
	})
	if err != nil {
		return err
	}
	if l.p.sbBytes > 0 {
		l.sb = l.b.AllocSB("sbuf", int64(l.t.Partitions), l.p.sbBytes)
	}
	if l.p.psumBytes > 0 {
		l.psum = l.b.AllocPSUM("psum", int64(l.t.Partitions), l.p.psumBytes)
	}
	return nil
}

// tensorType is the tensor an Input or Output allocation holds (i1 as
// ui8, as NeuronCore memory stores it).
func (l *lowerer) tensorType(ht *penguin.HBMType) *core.TensorType {
	return core.RankedTensor(l.ctx, ht.Dims, penguin.ElementType(l.ctx, ht.DType()), nil)
}

// wholeAP reads or writes all of an HBM buffer, row by row.
func (l *lowerer) wholeAP(r hbmRef) bir.AP {
	n := core.NumElements(r.shape)
	last := int64(1)
	if len(r.shape) > 0 {
		last = max(1, r.shape[len(r.shape)-1])
	}
	return bir.Flat(r.alloc, [][2]int64{{last, max(1, n/last)}, {1, last}}, r.dt)
}

// lowerBlock lowers the ops of b but its terminator.
func (l *lowerer) lowerBlock(b *core.Block) error {
	for op := b.First(); op != nil; op = op.Next() {
		if op.Name() == penguin.Yield.Name || op.Name() == penguin.Return.Name {
			continue
		}
		l.b.Loc = op.Loc()
		if err := l.lowerOp(op); err != nil {
			return err
		}
	}
	return nil
}

func (l *lowerer) lowerOp(op *core.Operation) error {
	if op.Dialect() == "arith" {
		return l.lowerArith(op)
	}
	switch op.Name() {
	case penguin.HBMAlloc.Name:
		return nil
	case penguin.View.Name:
		src, ok := l.hbm[op.Operand(0)]
		if !ok {
			return l.internal(op, "view of an unknown buffer")
		}
		ht, _ := penguin.HBMTypeOf(op.Result(0))
		l.hbm[op.Result(0)] = hbmRef{src.alloc, ht.Dims, ht.DType()}
		return nil
	case penguin.For.Name:
		return l.lowerFor(op)
	case penguin.While.Name:
		return l.lowerWhile(op)
	case penguin.If.Name:
		return l.lowerIf(op)
	case penguin.Load.Name:
		return l.lowerLoad(op)
	case penguin.Store.Name:
		return l.lowerStore(op)
	case penguin.LoadIndirect.Name:
		return l.lowerGather(op)
	case penguin.Ewise.Name:
		o, _ := penguin.AsEwiseOp(op)
		return l.lowerEwise(o)
	case penguin.ExtractScalar.Name:
		return l.lowerExtract(op)
	}
	return l.lowerCompute(op)
}

// internal reports a bug of the lowering as a located error.
func (l *lowerer) internal(op *core.Operation, what string) error {
	if op == nil {
		op = l.k.Operation
	}
	return op.Errorf("internal error in convert-penguin-to-bir: %s", what)
}

// tileAP is the whole of tile v: its partitions and its free elements as
// one run.
func (l *lowerer) tileAP(v core.Value) bir.AP {
	t, _ := penguin.TileTypeOf(v)
	c := l.p.cls[v]
	alloc := l.sb
	if t.Mem == arch.PSUM {
		alloc = l.psum
	}
	dt := t.DType()
	return bir.Tile(alloc, 0, int(t.Partitions()), [][2]int64{{1, t.FreeSize()}}, dt).At(c.off / int64(dt.Size()))
}

// bcastAP reads column v as f elements per partition (step 0).
func (l *lowerer) bcastAP(v core.Value, f int64) bir.AP {
	ap := l.tileAP(v)
	ap.Pairs = [][2]int64{{0, f}}
	return ap
}

// vec chooses the engine of an elementwise instruction: VectorE, or
// GpSimd every other time when every access is in SBUF and the target
// lets the two use SBUF at once.
func (l *lowerer) vec(aps ...bir.AP) arch.Engine {
	if l.t.SharedSBUFPort {
		return arch.DVE
	}
	for _, ap := range aps {
		if ap.Memory() != bir.SB {
			return arch.DVE
		}
	}
	l.turn++
	if l.turn%2 == 0 {
		return arch.Pool
	}
	return arch.DVE
}

// copyEngine chooses the engine of a tensor_copy: ScalarE evacuates PSUM
// into SBUF, the vector engines do the rest.
func (l *lowerer) copyEngine(in, out bir.AP) arch.Engine {
	if in.Memory() == bir.PSUM && out.Memory() == bir.SB {
		return arch.ACT
	}
	return l.vec(in, out)
}

func (l *lowerer) aluAttr(name string, op bir.AluOp) core.NamedAttr {
	return core.NamedAttr{Name: name, Value: bir.AluAttr(l.ctx, op)}
}

func (l *lowerer) flag(name string, on bool) []core.NamedAttr {
	if !on {
		return nil
	}
	return []core.NamedAttr{{Name: name, Value: core.Unit(l.ctx)}}
}

// scratchAP takes a [p, f] tile of dtype dt from op's scratch.
func (l *lowerer) scratchAP(op *core.Operation, p int, f int64, dt numerics.DType) (bir.AP, error) {
	off, ok := l.p.scratch[op].take(f * int64(dt.Size()))
	if !ok {
		return bir.AP{}, l.internal(op, "scratch")
	}
	return bir.Tile(l.sb, 0, p, [][2]int64{{1, f}}, dt).At(off / int64(dt.Size())), nil
}
