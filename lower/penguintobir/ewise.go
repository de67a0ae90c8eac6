package penguintobir

import (
	"math"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/dialects/penguin"
	"ncc/numerics"
)

// penguin.ewise becomes one instruction where one exists, else two:
//
//	x op y            tensor_tensor (two tiles), tensor_scalar (a tile and
//	                  an immediate or a [P, 1] column; reverse0 when the
//	                  scalar is on the left)
//	(x op0 y) op1 z   tensor_scalar (two scalars), scalar_tensor_tensor (a
//	                  scalar, then a tile), else x op0 y into an fp32 (or
//	                  int32) scratch tile and that op1 z
//
// A [P, 1] column read where a full tile goes is a broadcast access
// pattern (step 0). tensor_scalar takes two immediates or two column
// access patterns, and scalar_tensor_tensor a column: an immediate that
// must be a column is written into a scratch column first (memset, or
// iota for integers, which is exact). So is an integer immediate that an
// f32 attribute cannot hold.

type argKind uint8

const (
	argTile argKind = iota // a tile of the result's shape
	argCol                 // a [P, 1] column (the result is not one)
	argImm                 // an immediate
	argTemp                // the scratch tile between two steps
	argMat                 // a scratch column holding an immediate
)

type eArg struct {
	kind argKind
	v    core.Value
	imm  float64
	mat  int // index into ePlan.mats for argMat
}

func (a eArg) scalar() bool { return a.kind == argImm || a.kind == argCol || a.kind == argMat }

type eForm uint8

const (
	formTS eForm = iota
	formTT
	formSTT
)

// eStep is one instruction: TS in0 op0 s0 [op1 s1]; TT in0 op0 in1; STT
// (in0 op0 s0) op1 in1.
type eStep struct {
	form     eForm
	in0, in1 eArg
	s0, s1   eArg
	op0, op1 bir.AluOp
	rev0     bool
	two      bool // TS with op1
	toTemp   bool
}

type ePlan struct {
	steps  []eStep
	mats   []eArg // the immediates materialized, in order
	matDT  numerics.DType
	temp   bool
	tempDT numerics.DType
	free   int64
}

// scratchBytes is the scratch the plan needs per partition.
func (pl *ePlan) scratchBytes() int64 {
	n := int64(len(pl.mats)) * 4
	if pl.temp {
		n += alignUp(pl.free*int64(pl.tempDT.Size()), 4)
	}
	return n
}

func aluOf(o penguin.AluOp) bir.AluOp { return bir.AluOp(o) }

// planEwise decides the instructions of an ewise.
func planEwise(o penguin.EwiseOp) *ePlan {
	res, _ := penguin.TileTypeOf(o.Result(0))
	pl := &ePlan{free: res.FreeSize(), matDT: numerics.Float32, tempDT: numerics.Float32}
	intPath := penguin.IsIntElem(res.Elem)
	var args []eArg
	for _, a := range o.Args() {
		if a.IsImm() {
			intPath = intPath && a.Imm == math.Trunc(a.Imm)
			args = append(args, eArg{kind: argImm, imm: a.Imm})
			continue
		}
		t, _ := penguin.TileTypeOf(a.Value)
		intPath = intPath && penguin.IsIntElem(t.Elem)
		k := argTile
		if !sameShape(t.Dims, res.Dims) {
			k = argCol
		}
		args = append(args, eArg{kind: k, v: a.Value})
	}
	if intPath {
		pl.matDT, pl.tempDT = numerics.Int32, numerics.Int32
	}
	ops := o.Alu()
	if len(ops) == 1 {
		pl.steps = []eStep{pl.single(aluOf(ops[0]), args...)}
		return pl
	}
	op0, op1 := aluOf(ops[0]), aluOf(ops[1])
	x0, x1, x2 := args[0], args[1], args[2]
	if x0.kind == argImm && x1.kind == argImm {
		x0 = pl.mat(x0)
	}
	var d, s eArg
	rev := false
	switch {
	case !x0.scalar() && x1.scalar():
		d, s = x0, x1
	case x0.scalar() && !x1.scalar():
		d, s, rev = x1, x0, true
	case (x0.kind == argCol || x0.kind == argMat) && x1.scalar():
		d, s = x0, x1
	default: // two tiles: no one-instruction form
		pl.temp = true
		st := pl.single(op0, x0, x1)
		st.toTemp = true
		pl.steps = []eStep{st, pl.single(op1, eArg{kind: argTemp}, x2)}
		return pl
	}
	if x2.scalar() {
		s, x2 = pl.pair(s, x2)
		pl.steps = []eStep{{form: formTS, in0: d, s0: s, op0: op0, rev0: rev, two: true, s1: x2, op1: op1}}
		return pl
	}
	if s.kind == argImm {
		s = pl.mat(s)
	}
	pl.steps = []eStep{{form: formSTT, in0: d, s0: s, in1: x2, op0: op0, op1: op1, rev0: rev}}
	return pl
}

// single plans x op y (or op x for a unary op).
func (pl *ePlan) single(op bir.AluOp, args ...eArg) eStep {
	if len(args) == 1 {
		return eStep{form: formTS, in0: args[0], op0: op, s0: eArg{kind: argImm}}
	}
	a, b := args[0], args[1]
	switch {
	case !a.scalar() && !b.scalar():
		return eStep{form: formTT, in0: a, in1: b, op0: op}
	case b.scalar() && (!a.scalar() || a.kind == argCol || a.kind == argMat):
		return eStep{form: formTS, in0: a, s0: pl.exact(b), op0: op}
	default: // a scalar, b a tile
		return eStep{form: formTS, in0: b, s0: pl.exact(a), op0: op, rev0: true}
	}
}

// pair makes two scalars both immediates or both columns.
func (pl *ePlan) pair(a, b eArg) (eArg, eArg) {
	a, b = pl.exact(a), pl.exact(b)
	if a.kind == argImm && b.kind != argImm {
		a = pl.mat(a)
	}
	if b.kind == argImm && a.kind != argImm {
		b = pl.mat(b)
	}
	return a, b
}

// exact materializes an immediate an f32 attribute cannot hold.
func (pl *ePlan) exact(a eArg) eArg {
	if a.kind == argImm && float64(float32(a.imm)) != a.imm {
		return pl.mat(a)
	}
	return a
}

func (pl *ePlan) mat(a eArg) eArg {
	pl.mats = append(pl.mats, a)
	return eArg{kind: argMat, imm: a.imm, mat: len(pl.mats) - 1}
}

// lowerEwise emits the plan of an ewise.
func (l *lowerer) lowerEwise(o penguin.EwiseOp) error {
	pl := planEwise(o)
	res := o.Result(0)
	rt, _ := penguin.TileTypeOf(res)
	p, f := int(rt.Partitions()), rt.FreeSize()
	sc := l.p.scratch[o.Operation]
	mats := make([]bir.AP, len(pl.mats))
	for i, m := range pl.mats {
		off, ok := sc.take(4)
		if !ok {
			return l.internal(o.Operation, "scratch")
		}
		ap := bir.Tile(l.sb, 0, p, [][2]int64{{1, 1}}, pl.matDT).At(off / 4)
		if err := l.fill(ap, m.imm); err != nil {
			return err
		}
		mats[i] = ap
	}
	var temp bir.AP
	if pl.temp {
		off, ok := sc.take(f * int64(pl.tempDT.Size()))
		if !ok {
			return l.internal(o.Operation, "scratch")
		}
		temp = bir.Tile(l.sb, 0, p, [][2]int64{{1, f}}, pl.tempDT).At(off / int64(pl.tempDT.Size()))
	}
	full := func(a eArg) bir.AP {
		switch a.kind {
		case argCol:
			return l.bcastAP(a.v, f)
		case argTemp:
			return temp
		case argMat:
			m := mats[a.mat]
			m.Pairs = [][2]int64{{0, f}}
			return m
		}
		return l.tileAP(a.v)
	}
	col := func(a eArg) bir.AP {
		if a.kind == argMat {
			return mats[a.mat]
		}
		return l.tileAP(a.v)
	}
	for _, st := range pl.steps {
		out := l.tileAP(res)
		if st.toTemp {
			out = temp
		}
		in0 := full(st.in0)
		switch st.form {
		case formTT:
			in1 := full(st.in1)
			l.b.TensorTensor(l.vec(in0, in1, out), st.op0, in0, in1, out)
		case formSTT:
			s, in1 := col(st.s0), full(st.in1)
			attrs := []core.NamedAttr{l.aluAttr("op0", st.op0), l.aluAttr("op1", st.op1)}
			attrs = append(attrs, l.flag("reverse0", st.rev0)...)
			l.b.Inst(bir.ScalarTensorTensor.Name, l.vec(in0, s, in1, out), []bir.AP{in0, s, in1}, []bir.AP{out}, attrs...)
		default:
			l.tensorScalar(in0, out, st, col)
		}
	}
	return nil
}

// tensorScalar emits a tensor_scalar step: immediates as const0/const1,
// columns as ins[1] and ins[2].
func (l *lowerer) tensorScalar(in, out bir.AP, st eStep, col func(eArg) bir.AP) {
	ins := []bir.AP{in}
	attrs := []core.NamedAttr{l.aluAttr("op0", st.op0)}
	op1 := bir.AluBypass
	if st.two {
		op1 = st.op1
	}
	if st.s0.kind == argImm {
		attrs = append(attrs, core.NamedAttr{Name: "const0", Value: bir.F32Attr(l.ctx, float32(st.s0.imm))})
	} else {
		ins = append(ins, col(st.s0))
	}
	attrs = append(attrs, l.flag("reverse0", st.rev0)...)
	attrs = append(attrs, l.aluAttr("op1", op1))
	if st.two {
		if st.s1.kind == argImm {
			attrs = append(attrs, core.NamedAttr{Name: "const1", Value: bir.F32Attr(l.ctx, float32(st.s1.imm))})
		} else {
			ins = append(ins, col(st.s1))
		}
	}
	l.b.Inst(bir.TensorScalar.Name, l.vec(append(ins, out)...), ins, []bir.AP{out}, attrs...)
}

// fill writes v to every element of ap (an SBUF access): iota for an
// integer value into an integer access (exact), else memset.
func (l *lowerer) fill(ap bir.AP, v float64) error {
	if isIntDType(ap.DType) && v == math.Trunc(v) && math.Abs(v) > 1<<24 {
		if ap.Memory() != bir.SB {
			return l.internal(nil, "iota outside SBUF")
		}
		n := ap.FreeSize()
		l.b.Iota(ap, [][2]int64{{0, n}}, int64(v), 0)
		return nil
	}
	e := arch.DVE
	if ap.Memory() == bir.SB {
		e = l.vec(ap)
	}
	l.b.Memset(e, ap, float32(v))
	return nil
}

func isIntDType(d numerics.DType) bool { return d.Valid() && !d.IsFloat() }
