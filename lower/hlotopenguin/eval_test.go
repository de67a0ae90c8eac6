package hlotopenguin_test

import (
	"fmt"
	"math"

	"ncc/core"
	"ncc/dialects/penguin"
	"ncc/numerics"
)

// evalKernel runs a penguin kernel on the host: a reference semantics of
// the subset of penguin this package emits (HBM buffers, views, loads and
// stores through accesses, for loops, matmul, ewise, reduce, copies and
// constants), so the lowering's numbers are checked before penguin → bir
// and the simulator can run them. Elements are float64 rounded to each
// value's element type; it panics on an op it does not know (the test
// recovers and reports it).
func evalKernel(k *core.Operation, inputs [][]float64) [][]float64 {
	kop, ok := penguin.AsKernelOp(k)
	if !ok {
		panic("not a penguin.kernel")
	}
	e := &evaluator{vals: map[core.Value]any{}}
	entry := kop.Entry()
	for i, a := range entry.ArgValues() {
		e.vals[a] = &hbmBuf{data: append([]float64(nil), inputs[i]...), t: a.Type().(*penguin.HBMType)}
	}
	res := e.block(entry)
	out := make([][]float64, len(res))
	for i, r := range res {
		out[i] = r.(*hbmBuf).data
	}
	return out
}

type hbmBuf struct {
	data []float64 // shared by views
	t    *penguin.HBMType
}

type tileVal struct {
	t    *penguin.TileType
	data []float64 // row-major [P, free...]
}

type evaluator struct {
	vals map[core.Value]any
}

// block runs the ops of b and returns what its terminator passes on.
func (e *evaluator) block(b *core.Block) []any {
	for op := b.First(); op != nil; op = op.Next() {
		switch op.Name() {
		case "penguin.yield", "penguin.return":
			out := make([]any, op.NumOperands())
			for i, v := range op.Operands() {
				out[i] = e.vals[v]
			}
			return out
		}
		e.op(op)
	}
	return nil
}

func (e *evaluator) idx(v core.Value) int64 { return e.vals[v].(int64) }
func (e *evaluator) tile(v core.Value) *tileVal {
	return e.vals[v].(*tileVal)
}

func (e *evaluator) newTile(v core.Value) *tileVal {
	t := v.Type().(*penguin.TileType)
	return &tileVal{t: t, data: make([]float64, t.NumElements())}
}

// round rounds xs to the element type of t in place.
func round(xs []float64, elem core.Type) {
	dt, ok := penguin.DTypeOf(elem)
	if !ok {
		panic(fmt.Sprintf("no dtype for %s", core.TypeString(elem)))
	}
	if dt == numerics.Float32 {
		for i, x := range xs {
			xs[i] = float64(float32(x))
		}
		return
	}
	f := make([]float32, len(xs))
	for i, x := range xs {
		f[i] = float32(x)
	}
	raw := make([]byte, len(xs)*dt.Size())
	dt.Store(raw, f)
	dt.Load(f, raw)
	for i := range xs {
		xs[i] = float64(f[i])
	}
}

func (e *evaluator) op(op *core.Operation) {
	set := func(v any) { e.vals[op.Result(0)] = v }
	switch op.Name() {
	case "arith.constant":
		set(op.Attr("value").(*core.IntegerAttr).Val)
	case "arith.addi":
		set(e.idx(op.Operand(0)) + e.idx(op.Operand(1)))
	case "arith.muli":
		set(e.idx(op.Operand(0)) * e.idx(op.Operand(1)))
	case "arith.subi":
		set(e.idx(op.Operand(0)) - e.idx(op.Operand(1)))
	case "penguin.hbm_alloc":
		t := op.Result(0).Type().(*penguin.HBMType)
		b := &hbmBuf{t: t, data: make([]float64, t.NumElements())}
		for i := range b.data {
			b.data[i] = math.NaN() // reading what was never written shows
		}
		if d, ok := op.Attr("value").(*core.DenseAttr); ok {
			dt, _ := penguin.DTypeOf(t.Elem)
			n := len(d.Raw) / dt.Size()
			f := make([]float32, n)
			dt.Load(f, d.Raw)
			for i := range b.data {
				b.data[i] = float64(f[i%n])
			}
		}
		set(b)
	case "penguin.view":
		b := e.vals[op.Operand(0)].(*hbmBuf)
		set(&hbmBuf{data: b.data, t: op.Result(0).Type().(*penguin.HBMType)})
	case "penguin.load":
		l, _ := penguin.AsLoadOp(op)
		b := e.vals[l.Source()].(*hbmBuf)
		t := e.newTile(op.Result(0))
		e.walk(b, l.Access(), t.t, func(i int, at int64) { t.data[i] = b.data[at] })
		set(t)
	case "penguin.store":
		s, _ := penguin.AsStoreOp(op)
		b := e.vals[s.Dest()].(*hbmBuf)
		t := e.tile(s.Value())
		e.walk(b, s.Access(), t.t, func(i int, at int64) { b.data[at] = t.data[i] })
	case "penguin.zeros":
		set(e.newTile(op.Result(0)))
	case "penguin.constant":
		c, _ := penguin.AsConstantOp(op)
		t := e.newTile(op.Result(0))
		for i := range t.data {
			t.data[i] = c.Splat()
		}
		round(t.data, t.t.Elem)
		set(t)
	case "penguin.copy":
		x := e.tile(op.Operand(0))
		t := e.newTile(op.Result(0))
		copy(t.data, x.data)
		round(t.data, t.t.Elem)
		set(t)
	case "penguin.matmul":
		m, _ := penguin.AsMatmulOp(op)
		st, mv := e.tile(m.Stationary()), e.tile(m.Moving())
		t := e.newTile(op.Result(0))
		K, M, N := st.t.Dims[0], st.t.Dims[1], mv.t.Dims[1]
		if acc := m.Acc(); acc != nil {
			copy(t.data, e.tile(acc).data)
		}
		for i := int64(0); i < M; i++ {
			for j := int64(0); j < N; j++ {
				s := 0.0
				for k := int64(0); k < K; k++ {
					s += st.data[k*M+i] * mv.data[k*N+j]
				}
				t.data[i*N+j] += s
			}
		}
		round(t.data, t.t.Elem)
		set(t)
	case "penguin.ewise":
		w, _ := penguin.AsEwiseOp(op)
		t := e.newTile(op.Result(0))
		args := w.Args()
		get := func(a penguin.Arg, i int) float64 {
			if a.IsImm() {
				return a.Imm
			}
			x := e.tile(a.Value)
			if x.t.IsColumn() && !t.t.IsColumn() {
				return x.data[int64(i)/t.t.FreeSize()]
			}
			return x.data[i]
		}
		ops := w.Alu()
		for i := range t.data {
			v := aluApply(ops[0], get(args[0], i), get(args[1], i))
			if len(ops) == 2 {
				v = aluApply(ops[1], v, get(args[2], i))
			}
			t.data[i] = v
		}
		round(t.data, t.t.Elem)
		set(t)
	case "penguin.reduce":
		r, _ := penguin.AsReduceOp(op)
		x := e.tile(r.Input())
		t := e.newTile(op.Result(0))
		f := x.t.FreeSize()
		for p := range t.data {
			v := x.data[int64(p)*f]
			for j := int64(1); j < f; j++ {
				v = aluApply(r.Alu(), v, x.data[int64(p)*f+j])
			}
			t.data[p] = v
		}
		round(t.data, t.t.Elem)
		set(t)
	case "penguin.for":
		f, _ := penguin.AsForOp(op)
		lb, ub, step := f.Bounds()
		carried := make([]any, len(f.Inits()))
		for i, v := range f.Inits() {
			carried[i] = e.vals[v]
		}
		body := op.Region(0).First()
		for i := lb; i < ub; i += step {
			e.vals[f.InductionVar()] = i
			for j, a := range f.IterArgs() {
				e.vals[a] = carried[j]
			}
			carried = e.block(body)
		}
		for i, r := range op.Results() {
			e.vals[r] = carried[i]
		}
	default:
		panic(fmt.Sprintf("evalKernel: %s is not evaluated", op.Name()))
	}
}

// walk calls f with each tile element's index and the flat offset it
// reads or writes in b.
func (e *evaluator) walk(b *hbmBuf, acc penguin.Access, t *penguin.TileType, f func(i int, at int64)) {
	rm := make([]int64, b.t.Rank())
	n := int64(1)
	for d := len(rm) - 1; d >= 0; d-- {
		rm[d] = n
		n *= b.t.Dims[d]
	}
	base := int64(0)
	for d, s := range acc.Starts {
		v := s.Const
		if s.Value != nil {
			v = e.idx(s.Value)
		}
		base += v * rm[d]
	}
	idx := make([]int64, t.Rank())
	for i := 0; i < int(t.NumElements()); i++ {
		r := int64(i)
		for d := t.Rank() - 1; d >= 0; d-- {
			idx[d] = r % t.Dims[d]
			r /= t.Dims[d]
		}
		at := base
		for d, m := range acc.Dims {
			if !m.IsBroadcast() {
				at += idx[d] * m.Stride * rm[m.Dim]
			}
		}
		if at < 0 || at >= int64(len(b.data)) {
			panic(fmt.Sprintf("access at %d outside a buffer of %d elements", at, len(b.data)))
		}
		f(i, at)
	}
}

func aluApply(op penguin.AluOp, a, b float64) float64 {
	switch op {
	case penguin.AluAdd:
		return a + b
	case penguin.AluSubtract:
		return a - b
	case penguin.AluMult:
		return a * b
	case penguin.AluDivide:
		return a / b
	case penguin.AluMax:
		return math.Max(a, b)
	case penguin.AluMin:
		return math.Min(a, b)
	}
	panic(fmt.Sprintf("evalKernel: ALU op %s is not evaluated", op))
}
