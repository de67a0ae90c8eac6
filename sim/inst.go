package sim

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/numerics/pwp"
	"ncc/sim/engine"
)

// inst is one bir instruction compiled to a call of the engine.
type inst struct {
	op   *core.Operation
	name string
	ins  []*apRef
	outs []*apRef
	exec func(s *inst, p *program) error
}

func (s *inst) run(p *program) error {
	if err := s.exec(s, p); err != nil {
		return p.fail(s.op, err)
	}
	return nil
}

// in and out return the i-th input and output APs at the current
// registers.
func (s *inst) in(p *program, i int) engine.AP  { return s.ins[i].at(p) }
func (s *inst) out(p *program, i int) engine.AP { return s.outs[i].at(p) }

// alu reads an AluOp attribute as the engine's (same numbering: both are
// KLR's AluOp).
func alu(op *core.Operation, name string) engine.AluOp { return engine.AluOp(bir.Alu(op, name)) }

func f32(op *core.Operation, name string) float64 {
	v, _ := bir.F32(op, name)
	return float64(v)
}

func i64(op *core.Operation, name string) int64 {
	v, _ := bir.I64(op, name)
	return v
}

// compileInst compiles one instruction; nIn and nOut are the access
// patterns it needs at least.
func (p *program) compileInst(op *core.Operation) (step, error) {
	s := &inst{op: op, name: op.Name()}
	need := func(nIn, nOut int) error {
		var err error
		if s.ins, err = p.aps(op, bir.InsAPs(op), nIn); err != nil {
			return err
		}
		s.outs, err = p.aps(op, bir.OutsAPs(op), nOut)
		return err
	}
	var err error
	switch op.Name() {
	case "bir.matmult":
		err = need(2, 1)
		start := bir.Flag(op, "start_tensor_calc")
		s.exec = func(s *inst, p *program) error {
			return p.m.Matmul(s.name, s.out(p, 0), s.in(p, 0), s.in(p, 1), start)
		}
	case "bir.transpose":
		err = need(1, 1)
		if bir.Engine(op) == arch.PE {
			s.exec = func(s *inst, p *program) error { return p.m.TransposePE(s.name, s.out(p, 0), s.in(p, 0)) }
		} else {
			s.exec = func(s *inst, p *program) error { return p.m.TransposeDVE(s.name, s.out(p, 0), s.in(p, 0)) }
		}
	case "bir.activation":
		err = need(1, 1)
		if err == nil {
			err = p.activation(s)
		}
	case "bir.tensor_tensor":
		err = need(2, 1)
		o := alu(op, "op")
		s.exec = func(s *inst, p *program) error {
			return p.m.TensorTensor(s.name, o, s.out(p, 0), s.in(p, 0), s.in(p, 1))
		}
	case "bir.tensor_scalar":
		err = need(1, 1)
		if err == nil {
			err = p.tensorScalar(s)
		}
	case "bir.scalar_tensor_tensor":
		err = need(3, 1)
		op0 := engine.ScalarOp{Op: alu(op, "op0"), Reverse: bir.Flag(op, "reverse0")}
		op1, rev1 := alu(op, "op1"), bir.Flag(op, "reverse1")
		s.exec = func(s *inst, p *program) error {
			o0 := op0
			sc := s.in(p, 1)
			o0.Arg = engine.Scalar{AP: &sc}
			return p.m.ScalarTensorTensor(s.name, s.out(p, 0), s.in(p, 0), s.in(p, 2), o0, op1, rev1)
		}
	case "bir.tensor_reduce":
		err = need(1, 1)
		o, neg := alu(op, "op"), bir.Flag(op, "negate")
		n, parts := bir.AxisOf(op).FreeDims()
		s.exec = func(s *inst, p *program) error {
			in := s.in(p, 0)
			axes := min(n, len(in.Free())) // XYZWC folds every free pair there is
			return p.m.TensorReduce(s.name, s.out(p, 0), in, o, axes, parts, neg)
		}
	case "bir.tensor_copy":
		err = need(1, 1)
		s.exec = func(s *inst, p *program) error { return p.m.TensorCopy(s.name, s.out(p, 0), s.in(p, 0)) }
	case "bir.iota":
		err = need(0, 1)
		pat := pattern(op)
		s.exec = func(s *inst, p *program) error { return p.m.Iota(s.name, s.out(p, 0), pat) }
	case "bir.memset":
		err = need(0, 1)
		c := f32(op, "constant")
		s.exec = func(s *inst, p *program) error { return p.m.Memset(s.name, s.out(p, 0), c) }
	case "bir.select":
		err = need(3, 1)
		s.exec = func(s *inst, p *program) error {
			return p.m.Select(s.name, s.out(p, 0), s.in(p, 0), s.in(p, 1), s.in(p, 2))
		}
	case "bir.affine_select":
		err = need(1, 1)
		pat, cmp, fill := pattern(op), alu(op, "compare_op"), f32(op, "fill_value")
		s.exec = func(s *inst, p *program) error {
			return p.m.AffineSelect(s.name, s.out(p, 0), s.in(p, 0), pat, cmp, fill)
		}
	case "bir.bn_stats":
		err = need(1, 1)
		s.exec = func(s *inst, p *program) error { return p.m.BNStats(s.name, s.out(p, 0), s.in(p, 0)) }
	case "bir.bn_aggr":
		err = need(1, 1)
		s.exec = func(s *inst, p *program) error { return p.m.BNAggr(s.name, s.out(p, 0), s.in(p, 0)) }
	case "bir.shuffle":
		err = need(1, 1)
		mask := bir.I64List(op, "mask")
		s.exec = func(s *inst, p *program) error { return p.m.Shuffle(s.name, s.out(p, 0), s.in(p, 0), mask) }
	case "bir.dma":
		err = need(1, 1)
		switch {
		case bir.Flag(op, "indirect"):
			if err == nil && len(s.ins) < 2 {
				err = op.Errorf("an indirect transfer needs its row indices in ins[1]")
			}
			s.exec = func(s *inst, p *program) error {
				return p.m.IndirectDMA(s.name, s.out(p, 0), s.in(p, 0), s.in(p, 1))
			}
		case bir.Flag(op, "transpose"):
			s.exec = func(s *inst, p *program) error { return p.m.DMATranspose(s.name, s.out(p, 0), s.in(p, 0)) }
		default:
			s.exec = func(s *inst, p *program) error { return p.m.DMA(s.name, s.out(p, 0), s.in(p, 0)) }
		}
	case "bir.quantize_mx":
		err = need(1, 2)
		s.exec = func(s *inst, p *program) error {
			return p.m.QuantizeMX(s.name, s.out(p, 0), s.out(p, 1), s.in(p, 0))
		}
	default:
		return nil, op.Errorf("is not an instruction the simulator runs")
	}
	if err != nil {
		return nil, err
	}
	return s, nil
}

func pattern(op *core.Operation) engine.Pattern {
	return engine.Pattern{Base: i64(op, "base"), Pairs: bir.Pairs(op.Attr("pattern")),
		ChannelMultiplier: i64(op, "channel_multiplier")}
}

// activation compiles bir.activation: ins(in, [bias]) outs(out,
// [accumulator]).
func (p *program) activation(s *inst) error {
	op := s.op
	f := bir.ActOf(op)
	var fn engine.Func
	if id, ok := f.PWP(); ok {
		fn = engine.PWP(id)
		if id == pwp.PRelu {
			alpha, _ := bir.F32(op, "alpha")
			fn = engine.PRelu(alpha)
		}
	} else {
		switch f {
		case bir.ActIsFinite:
			fn.Exact = engine.IsFinite
		case bir.ActMemsetZero:
			fn.Exact = engine.ZeroFunc
		case bir.ActAbsReciprocalSqrt:
			fn.Exact = engine.AbsRsqrt
		default:
			return op.Errorf("activation function %s has no model in the simulator (no PWP table in numerics/pwp)", f)
		}
	}
	scale := f32(op, "scale")
	mode, reduce := engine.ReduceSet, false
	switch bir.AccOf(op) {
	case bir.AccZero:
		mode, reduce = engine.ReduceZero, true
	case bir.AccZeroAccumulate:
		reduce = true
	case bir.AccAccumulate, bir.AccAddAccumulate:
		mode, reduce = engine.ReduceAdd, true
	}
	if reduce && len(s.outs) < 2 {
		return op.Errorf("acc %s needs an accumulator in outs[1]", bir.AccOf(op))
	}
	hasBias := len(s.ins) > 1
	s.exec = func(s *inst, p *program) error {
		a := engine.Activation{Func: fn, Scale: engine.Imm(scale), ReduceMode: mode}
		if hasBias {
			b := s.in(p, 1)
			a.Bias = engine.Scalar{AP: &b}
		}
		if reduce {
			r := s.out(p, 1)
			a.Reduce = &r
		}
		return p.m.Activate(s.name, s.out(p, 0), s.in(p, 0), a)
	}
	return nil
}

// tensorScalar compiles bir.tensor_scalar: immediates const0/const1, or
// per-partition scalars in ins[1] and ins[2].
func (p *program) tensorScalar(s *inst) error {
	op := s.op
	op0 := engine.ScalarOp{Op: alu(op, "op0"), Reverse: bir.Flag(op, "reverse0")}
	op1 := engine.ScalarOp{Op: alu(op, "op1"), Reverse: bir.Flag(op, "reverse1")}
	if len(s.ins) == 1 {
		op0.Arg = engine.Imm(f32(op, "const0"))
		op1.Arg = engine.Imm(f32(op, "const1"))
		s.exec = func(s *inst, p *program) error {
			return p.m.TensorScalar(s.name, s.out(p, 0), s.in(p, 0), op0, op1)
		}
		return nil
	}
	n := len(s.ins)
	s.exec = func(s *inst, p *program) error {
		o0, o1 := op0, op1
		a0 := s.in(p, 1)
		o0.Arg = engine.Scalar{AP: &a0}
		if n > 2 {
			a1 := s.in(p, 2)
			o1.Arg = engine.Scalar{AP: &a1}
		}
		return p.m.TensorScalar(s.name, s.out(p, 0), s.in(p, 0), o0, o1)
	}
	return nil
}
