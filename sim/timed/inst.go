package timed

import (
	"fmt"
	"math"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/dialects/tonga"
	"ncc/numerics/pwp"
	"ncc/sim/engine"
)

// inst is one decoded instruction compiled to a call of sim/engine (or a
// sequencer action).
type inst struct {
	e    arch.Engine
	idx  int   // position in the stream
	word int64 // word address
	op   *core.Operation
	name string
	text string
	ins  []tonga.AP
	outs []tonga.AP
	wait *tonga.WaitAttr
	// signal applies when the instruction completes; update is
	// tonga.event_semaphore's own update, applied likewise.
	signal *tonga.SignalAttr
	update *tonga.SignalAttr
	work   arch.Work
	exec   func(x *machine, s *engState, in *inst) (next int, err error)
	// target is the instruction index a branch goes to.
	target int
}

// errorf is a run-time or load error of in, naming its engine, index and
// text.
func (in *inst) errorf(format string, args ...any) error {
	return &Error{Engine: in.e, Index: in.idx, Text: in.text, Msg: fmt.Sprintf(format, args...)}
}

// Error is a run-time error of one instruction.
type Error struct {
	Engine arch.Engine
	Index  int
	Text   string
	Msg    string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s instruction %d (%s): %s", e.Engine, e.Index, e.Text, e.Msg)
}

// next is the exec result meaning "the following instruction".
const next = -1

func freeSize(aps []tonga.AP, i int) int64 {
	if i < len(aps) {
		return aps[i].FreeSize()
	}
	return 0
}

// compile sets in's cost and semantics.
func (x *machine) compile(s *stream, in *inst) error {
	op := in.op
	in.work = arch.Work{Engine: in.e, Class: arch.ClassVector}
	need := func(nIn, nOut int) error {
		if len(in.ins) < nIn || len(in.outs) < nOut {
			return fmt.Errorf("needs %d ins and %d outs, has %d and %d", nIn, nOut, len(in.ins), len(in.outs))
		}
		return nil
	}
	alu := func(name string) engine.AluOp { return engine.AluOp(tonga.EnumValue(op, name)) }
	i64 := func(name string) int64 { v, _ := tonga.I64(op, name); return v }
	f32 := func(name string, def float32) float64 {
		if v, ok := tonga.F32(op, name); ok {
			return float64(v)
		}
		return float64(def)
	}
	elems := func(idx ...int) int64 {
		var n int64
		for _, i := range idx {
			n += freeSize(in.ins, i)
		}
		return n
	}
	var err error
	switch in.name {
	case "tonga.load_stationary":
		err = need(1, 0)
		in.work.Class = arch.ClassLoadStationary
		in.exec = execLoadStationary
	case "tonga.multiply_moving":
		err = need(1, 1)
		in.work = arch.Work{Engine: in.e, Class: arch.ClassMatmul, Elems: elems(0)}
		start, transpose := tonga.Flag(op, "start_tensor_calc"), tonga.Flag(op, "is_transpose")
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			out, mov := x.ap(s, in.outs[0]), x.ap(s, in.ins[0])
			if transpose {
				return next, x.m.TransposePE(in.text, out, mov)
			}
			if s.stationary == nil {
				return next, fmt.Errorf("no load_stationary before this multiply_moving")
			}
			return next, x.m.Matmul(in.text, out, *s.stationary, mov, start)
		}
	case "tonga.activate":
		err = need(1, 1)
		in.work = arch.Work{Engine: in.e, Class: arch.ClassActivate, Elems: elems(0)}
		if err == nil {
			err = x.compileActivate(in, f32("scale", 1), float32(f32("alpha", 0)))
		}
	case "tonga.load_act_func_set":
		in.work.Class = arch.ClassLoadActFuncSet
		id := i64("id")
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			if id < 0 || id >= int64(len(x.sets)) {
				return next, fmt.Errorf("function set %d does not exist: Activation.json lists %d", id, len(x.sets))
			}
			s.actSet = int(id)
			return next, nil
		}
	case "tonga.tensor_tensor":
		err = need(2, 1)
		in.work.Elems = elems(0, 1)
		o := alu("op")
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			return next, x.m.TensorTensor(in.text, o, x.ap(s, in.outs[0]), x.ap(s, in.ins[0]), x.ap(s, in.ins[1]))
		}
	case "tonga.tensor_scalar":
		err = need(1, 1)
		in.work.Elems = elems(0)
		op0 := engine.ScalarOp{Op: alu("op0"), Reverse: tonga.Flag(op, "reverse0")}
		op1 := engine.ScalarOp{Op: alu("op1"), Reverse: tonga.Flag(op, "reverse1")}
		if op1.Op > engine.NumAluOps || tonga.EnumValue(op, "op1") < 0 {
			op1.Op = engine.AluBypass
		}
		op0.Arg = engine.Imm(f32("const0", 0))
		op1.Arg = engine.Imm(f32("const1", 0))
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			o0, o1 := op0, op1
			if len(in.ins) > 1 {
				a := x.ap(s, in.ins[1])
				o0.Arg = engine.Scalar{AP: &a}
			}
			if len(in.ins) > 2 {
				a := x.ap(s, in.ins[2])
				o1.Arg = engine.Scalar{AP: &a}
			}
			return next, x.m.TensorScalar(in.text, x.ap(s, in.outs[0]), x.ap(s, in.ins[0]), o0, o1)
		}
	case "tonga.scalar_tensor_tensor":
		err = need(3, 1)
		in.work.Elems = elems(0, 2)
		op0 := engine.ScalarOp{Op: alu("op0"), Reverse: tonga.Flag(op, "reverse0")}
		op1, rev1 := alu("op1"), tonga.Flag(op, "reverse1")
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			o0 := op0
			sc := x.ap(s, in.ins[1])
			o0.Arg = engine.Scalar{AP: &sc}
			return next, x.m.ScalarTensorTensor(in.text, x.ap(s, in.outs[0]), x.ap(s, in.ins[0]), x.ap(s, in.ins[2]), o0, op1, rev1)
		}
	case "tonga.tensor_reduce":
		err = need(1, 1)
		in.work.Elems = elems(0)
		o, neg := alu("op"), tonga.Flag(op, "negate")
		n, parts := tonga.Axis(max(0, tonga.EnumValue(op, "axis"))).FreeDims()
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			a := x.ap(s, in.ins[0])
			axes := min(n, len(a.Free()))
			return next, x.m.TensorReduce(in.text, x.ap(s, in.outs[0]), a, o, axes, parts, neg)
		}
	case "tonga.copy":
		err = need(1, 1)
		in.work.Elems = elems(0)
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			return next, x.m.TensorCopy(in.text, x.ap(s, in.outs[0]), x.ap(s, in.ins[0]))
		}
	case "tonga.transpose32":
		err = need(1, 1)
		in.work.Elems = elems(0)
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			return next, x.m.TransposeDVE(in.text, x.ap(s, in.outs[0]), x.ap(s, in.ins[0]))
		}
	case "tonga.shuffle":
		err = need(1, 1)
		in.work.Elems = elems(0)
		mask := tonga.I64List(op, "mask")
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			return next, x.m.Shuffle(in.text, x.ap(s, in.outs[0]), x.ap(s, in.ins[0]), mask)
		}
	case "tonga.iota":
		err = need(0, 1)
		in.work.Elems = freeSize(in.outs, 0)
		pat := engine.Pattern{Base: i64("base"), Pairs: tonga.Pairs(op.Attr("pattern")), ChannelMultiplier: i64("channel_multiplier")}
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			return next, x.m.Iota(in.text, x.ap(s, in.outs[0]), pat)
		}
	case "tonga.memset":
		err = need(0, 1)
		in.work.Elems = freeSize(in.outs, 0)
		c := f32("constant", 0)
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			return next, x.m.Memset(in.text, x.ap(s, in.outs[0]), c)
		}
	case "tonga.select":
		err = need(3, 1)
		in.work.Elems = elems(0, 1, 2)
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			return next, x.m.Select(in.text, x.ap(s, in.outs[0]), x.ap(s, in.ins[0]), x.ap(s, in.ins[1]), x.ap(s, in.ins[2]))
		}
	case "tonga.affine_select":
		err = need(1, 1)
		in.work.Elems = elems(0)
		pat := engine.Pattern{Base: i64("base"), Pairs: tonga.Pairs(op.Attr("pattern")), ChannelMultiplier: i64("channel_multiplier")}
		cmp, fill := alu("compare_op"), f32("fill_value", 0)
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			return next, x.m.AffineSelect(in.text, x.ap(s, in.outs[0]), x.ap(s, in.ins[0]), pat, cmp, fill)
		}
	case "tonga.bn_stats":
		err = need(1, 1)
		in.work.Elems = elems(0)
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			return next, x.m.BNStats(in.text, x.ap(s, in.outs[0]), x.ap(s, in.ins[0]))
		}
	case "tonga.bn_aggr":
		err = need(1, 1)
		in.work.Elems = elems(0)
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			return next, x.m.BNAggr(in.text, x.ap(s, in.outs[0]), x.ap(s, in.ins[0]))
		}
	case "tonga.quantize_mx":
		err = need(1, 2)
		in.work.Elems = elems(0)
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			return next, x.m.QuantizeMX(in.text, x.ap(s, in.outs[0]), x.ap(s, in.outs[1]), x.ap(s, in.ins[0]))
		}
	case "tonga.dma_trigger":
		in.work.Class = arch.ClassDMATrigger
		q, first, count := i64("queue"), i64("first"), i64("count")
		if q < 0 || q >= int64(x.t.DMAEngines) {
			return fmt.Errorf("queue %d: %s has queues 0 to %d", q, x.t.Name, x.t.DMAEngines-1)
		}
		descs := x.f.Subgraphs[0].Streams[in.e].DMA
		if first < 0 || count < 1 || first+count > int64(len(descs)) {
			return fmt.Errorf("descriptors %d to %d: %s's JSON lists %d", first, first+count-1, in.e, len(descs))
		}
		for i := first; i < first+count; i++ {
			if descs[i].ID != int(i) {
				return fmt.Errorf("descriptor at position %d of %s's JSON has id %d: ids must equal positions", i, in.e, descs[i].ID)
			}
			if _, err := x.plan(in.e, int(i)); err != nil {
				return err
			}
		}
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			s.trigger = &triggerReq{q: int(q), first: int(first), count: int(count), regs: s.regs}
			return next, nil
		}
	case "tonga.nop", "tonga.core_barrier", "tonga.halt":
		in.work.Class = arch.ClassControl
		in.exec = func(*machine, *engState, *inst) (int, error) { return next, nil }
	case "tonga.event_semaphore":
		in.work.Class = arch.ClassControl
		in.update, _ = op.Attr("update").(*tonga.SignalAttr)
		in.exec = func(*machine, *engState, *inst) (int, error) { return next, nil }
	case "tonga.branch", "tonga.branch_if", "tonga.iterate":
		in.work.Class = arch.ClassControl
		off, _ := tonga.BranchTarget(op)
		t, ok := s.words[in.word+off]
		if !ok {
			return fmt.Errorf("branch target word %d is not the start of an instruction of the %s stream", in.word+off, in.e)
		}
		in.target = t
		in.exec = x.branch(in)
	case "tonga.reg_set":
		in.work.Class = arch.ClassControl
		dst, imm := i64("dst"), i64("imm")
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			s.regs[dst&15] = int64(int32(imm))
			return next, nil
		}
	case "tonga.reg_alu":
		in.work.Class = arch.ClassControl
		dst, lhs, o, imm := i64("dst"), i64("lhs"), alu("op"), i64("imm")
		rhs, hasRHS := tonga.I64(op, "rhs")
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			b := imm
			if hasRHS {
				b = s.regs[rhs&15]
			}
			v, err := x.m.RegisterAlu(in.text, o, s.regs[lhs&15], b)
			if err != nil {
				return next, err
			}
			s.regs[dst&15] = v
			return next, nil
		}
	case "tonga.reg_load":
		err = need(1, 0)
		in.work.Class = arch.ClassControl
		dst := i64("dst")
		in.exec = func(x *machine, s *engState, in *inst) (int, error) {
			v, err := x.m.ReadInt(in.text, x.ap(s, in.ins[0]))
			if err != nil {
				return next, err
			}
			s.regs[dst&15] = int64(int32(v))
			return next, nil
		}
	default:
		return fmt.Errorf("%s is not an instruction the timed simulator runs", in.name)
	}
	return err
}

// branch compiles branch, branch_if and iterate.
func (x *machine) branch(in *inst) func(*machine, *engState, *inst) (int, error) {
	op := in.op
	switch in.name {
	case "tonga.branch":
		return func(_ *machine, _ *engState, in *inst) (int, error) { return in.target, nil }
	case "tonga.branch_if":
		lhs, _ := tonga.I64(op, "lhs")
		rhs, hasRHS := tonga.I64(op, "rhs")
		imm, _ := tonga.I64(op, "imm")
		cmp := tonga.Compare(max(0, tonga.EnumValue(op, "compare")))
		return func(_ *machine, s *engState, in *inst) (int, error) {
			b := imm
			if hasRHS {
				b = s.regs[rhs&15]
			}
			if cmp.Holds(s.regs[lhs&15], b) {
				return in.target, nil
			}
			return next, nil
		}
	}
	reg, _ := tonga.I64(op, "reg")
	step, _ := tonga.I64(op, "step")
	bound, _ := tonga.I64(op, "bound")
	cmp := tonga.Compare(max(0, tonga.EnumValue(op, "compare")))
	return func(_ *machine, s *engState, in *inst) (int, error) {
		v := int64(int32(s.regs[reg&15] + step))
		s.regs[reg&15] = v
		if cmp.Holds(v, bound) {
			return in.target, nil
		}
		return next, nil
	}
}

// execLoadStationary copies the stationary operand into TensorE's private
// array (so a later overwrite of its SBUF bytes does not change the
// matmuls that use it: the hardware has loaded it).
func execLoadStationary(x *machine, s *engState, in *inst) (int, error) {
	src := x.ap(s, in.ins[0])
	k, m := src.Partitions, src.FreeSize()
	dt := src.DType
	bytes := m * int64(dt.Size())
	if s.array == nil || int64(s.array.PartitionBytes) < bytes {
		a, err := engine.NewAlloc("stationary", arch.SBUF, x.t.Partitions, int(max(bytes, 4)))
		if err != nil {
			return next, err
		}
		s.array = a
	}
	dst := engine.AP{Alloc: s.array, Start: 0, Partitions: k, Pairs: [][2]int64{{1, m}}, DType: dt}
	if err := x.m.DMA(in.text, dst, src); err != nil {
		return next, err
	}
	s.stationary = &dst
	return next, nil
}

// compileActivate sets activate's semantics: ins(in, [bias]) outs(out,
// [accumulator]), its function from the loaded set.
func (x *machine) compileActivate(in *inst, scale float64, alpha float32) error {
	op := in.op
	f := bir.ActFunc(max(0, tonga.EnumValue(op, "func")))
	var fn engine.Func
	id, hasTable := f.PWP()
	if hasTable {
		fn = engine.PWP(id)
		if id == pwp.PRelu {
			fn = engine.PRelu(alpha)
		}
	} else {
		switch f {
		case bir.ActIsFinite:
			fn.Exact = engine.IsFinite
		case bir.ActMemsetZero:
			fn.Exact = engine.ZeroFunc
		case bir.ActAbsReciprocalSqrt:
			fn.Exact, id, hasTable = engine.AbsRsqrt, pwp.Rsqrt, true
		default:
			return fmt.Errorf("activation function %s has no model in the simulator (no PWP table in numerics/pwp)", f)
		}
	}
	mode, reduce := engine.ReduceSet, false
	switch tonga.Acc(max(0, tonga.EnumValue(op, "acc"))) {
	case tonga.AccZero:
		mode, reduce = engine.ReduceZero, true
	case tonga.AccZeroAccumulate:
		reduce = true
	case tonga.AccAccumulate, tonga.AccAddAccumulate:
		mode, reduce = engine.ReduceAdd, true
	}
	if reduce && len(in.outs) < 2 {
		return fmt.Errorf("acc needs an accumulator in outs[1]")
	}
	in.exec = func(x *machine, s *engState, in *inst) (int, error) {
		if hasTable {
			if err := x.checkSet(s, id, fn, f); err != nil {
				return next, err
			}
		}
		a := engine.Activation{Func: fn, Scale: engine.Imm(scale), ReduceMode: mode}
		if len(in.ins) > 1 {
			b := x.ap(s, in.ins[1])
			a.Bias = engine.Scalar{AP: &b}
		}
		if reduce {
			r := x.ap(s, in.outs[1])
			a.Reduce = &r
		}
		return next, x.m.Activate(in.text, x.ap(s, in.outs[0]), x.ap(s, in.ins[0]), a)
	}
	return nil
}

// checkSet requires the loaded function set to hold function id's table,
// byte for byte the table sim/engine computes with, so that the result is
// what the loaded table gives.
func (x *machine) checkSet(s *engState, id pwp.ID, fn engine.Func, f bir.ActFunc) error {
	if s.actSet < 0 {
		return fmt.Errorf("activation function %s, but no function set is loaded (load_act_func_set)", f)
	}
	set := x.sets[s.actSet]
	if set.table.Func != id {
		return fmt.Errorf("activation function %s is not in the loaded function set %d (%q holds %s)", f, s.actSet, set.name, set.table.Func)
	}
	key := math.Float32bits(fn.Alpha)
	if set.ok[key] {
		return nil
	}
	var want *pwp.Table
	var err error
	if id == pwp.PRelu && fn.Alpha != float32(0.01) {
		want, err = pwp.Generate(pwp.PReluFunc(fn.Alpha))
	} else {
		want, err = pwp.For(id)
	}
	if err != nil {
		return fmt.Errorf("activation table %s: %v", id, err)
	}
	if string(want.Encode()) != string(set.data) {
		return fmt.Errorf("function set %d (%q) is not ncc's table for %s: the simulator computes with ncc's tables (numerics/pwp)", s.actSet, set.name, f)
	}
	set.ok[key] = true
	return nil
}

// ap converts a tonga access pattern to the engine's, adding its register.
func (x *machine) ap(s *engState, a tonga.AP) engine.AP {
	mv := x.sbuf
	if a.Memory == arch.PSUM {
		mv = x.psum
	}
	var alloc *engine.Alloc
	if mv != nil {
		alloc = mv.a
	}
	addr := a.Addr
	if a.Reg != tonga.NoReg {
		addr += s.regs[a.Reg&15]
	}
	size := int64(max(1, a.DType.Size()))
	off := addr / size
	if addr%size != 0 || addr < 0 {
		// Misaligned: make the engine refuse it as out of bounds.
		off = -1 << 41
	}
	return engine.AP{Alloc: alloc, Start: a.StartPartition, Partitions: a.NumPartitions, Pairs: a.Pairs, Offset: off, DType: a.DType}
}
