package modelgen

import (
	"fmt"
	"math"
)

// The program families. Each takes an element type (f32 or bf16, except
// the integer program) and a shape, and returns @main. Random inputs are
// uniform in [-1, 1) for floats and [-8, 8) for integers (ncc run
// --random-inputs), so programs keep their values meaningful on those:
// logs and square roots see |x| + 1, divisors are kept away from zero.

// foldAbove is the element count from which the elementwise programs
// return the sum of their results of each type instead of each result:
// the small sizes tell which op is wrong, the large ones need not, and
// fewer outputs keep --check cheap.
const foldAbove = 1 << 20

// fold sums outs of equal type (booleans as i32) when they are larger
// than foldAbove elements, keeping the first appearance order.
func (b *Builder) fold(outs []*Value) []*Value {
	if outs[0].T.Size() <= foldAbove {
		return outs
	}
	var order []string
	sums := map[string]*Value{}
	for _, v := range outs {
		if v.T.Elem == "i1" {
			v = b.Convert(v, "i32")
		}
		k := v.T.String()
		if s, ok := sums[k]; ok {
			sums[k] = b.Add(s, v)
			continue
		}
		order = append(order, k)
		sums[k] = v
	}
	res := make([]*Value, len(order))
	for i, k := range order {
		res[i] = sums[k]
	}
	return res
}

// Unary applies each elementwise unary op to x[shape] and returns every
// result (a few, summed, above foldAbove elements).
func Unary(elem string, shape []int) *Func {
	f := NewFunc("main")
	x := f.Arg(T(elem, shape...))
	b := f.Body()
	one := b.Const(x.T, 1)
	ax := b.Abs(x)
	pos := b.Add(ax, one) // in [1, 2)
	if x.T.Size() > foldAbove {
		// Large: one op of each kind of evaluation (exp/log tables,
		// tanh, rsqrt, rounding), summed.
		f.Return(b.fold([]*Value{
			b.Neg(ax), b.Exp(x), b.Unary("log", pos), b.Tanh(x), b.Rsqrt(pos),
			b.Unary("floor", b.Mul(x, b.Const(x.T, 4))),
		})...)
		return f
	}
	f.Return(
		ax,
		b.Neg(x),
		b.Exp(x),
		b.Unary("log", pos),
		b.Unary("log_plus_one", ax),
		b.Unary("exponential_minus_one", x),
		b.Tanh(x),
		b.Unary("logistic", x),
		b.Unary("sqrt", ax),
		b.Rsqrt(pos),
		b.Unary("sine", x),
		b.Unary("cosine", x),
		b.Unary("floor", b.Mul(x, b.Const(x.T, 4))),
		b.Unary("ceil", b.Mul(x, b.Const(x.T, 4))),
		b.Unary("round_nearest_even", b.Mul(x, b.Const(x.T, 4))),
		b.Unary("sign", x),
		b.Unary("cbrt", x),
		b.Div(one, pos),
	)
	return f
}

// Binary applies elementwise binary ops to x, y [M, N] and broadcasts a
// row vector row[N] (dims = [1]), a column vector col[M] (dims = [0]) and
// a scalar.
func Binary(elem string, shape []int) *Func {
	m, n := shape[0], shape[1]
	f := NewFunc("main")
	x := f.Arg(T(elem, m, n))
	y := f.Arg(T(elem, m, n))
	row := f.Arg(T(elem, n))
	col := f.Arg(T(elem, m))
	b := f.Body()
	r := b.Broadcast(row, x.T.Shape, 1)
	c := b.Broadcast(col, x.T.Shape, 0)
	s := b.Broadcast(b.Scalar(elem, 0.75), x.T.Shape)
	den := b.Add(b.Abs(y), b.Const(x.T, 0.5))
	f.Return(b.fold([]*Value{
		b.Add(x, y),
		b.Sub(x, r),
		b.Mul(x, c),
		b.Div(x, den),
		b.Max(x, r),
		b.Min(x, c),
		b.Mul(b.Add(x, s), y),
		b.Binary("power", b.Abs(x), b.Add(r, b.Const(x.T, 1.5))),
		b.Binary("atan2", x, y),
		b.Binary("remainder", x, den),
		b.Add(b.Mul(x, r), c),
	})...)
	return f
}

// ReduceProgram reduces x over each of its dimensions with body (add,
// maximum, minimum, multiply) and over all of them, returning each.
// Products see exp(x/√n) so they neither vanish nor overflow.
func ReduceProgram(body, elem string, shape []int) *Func {
	f := NewFunc("main")
	x := f.Arg(T(elem, shape...))
	b := f.Body()
	in := x
	if body == "multiply" {
		maxN := 1
		for _, d := range shape {
			maxN = max(maxN, d)
		}
		in = b.Exp(b.Mul(x, b.Const(x.T, pow2Below(1/math.Sqrt(float64(maxN))))))
	}
	var outs []*Value
	for d := range shape {
		outs = append(outs, b.ReduceAlong(in, body, d))
	}
	all := make([]int, len(shape))
	for i := range all {
		all[i] = i
	}
	init := b.Scalar(elem, reduceInit(body, elem))
	if body != "multiply" {
		outs = append(outs, b.Reduce(in, init, body, all...))
	}
	f.Return(outs...)
	return f
}

// pow2Below is the largest power of two not above x.
func pow2Below(x float64) float64 { return math.Pow(2, math.Floor(math.Log2(x))) }

// ReduceBool reduces the masks x > -0.99 with and and x > 0.99 with or
// over each dimension.
func ReduceBool(elem string, shape []int) *Func {
	f := NewFunc("main")
	x := f.Arg(T(elem, shape...))
	b := f.Body()
	hi := b.Compare("GT", x, b.Const(x.T, -0.99))
	lo := b.Compare("GT", x, b.Const(x.T, 0.99))
	var outs []*Value
	for d := range shape {
		outs = append(outs, b.ReduceAlong(hi, "and", d), b.ReduceAlong(lo, "or", d))
	}
	f.Return(outs...)
	return f
}

// ShapeOps moves data without arithmetic: transpose, reshape, slice
// (strided), concatenate, pad (edge and interior, negative edges),
// reverse, on x of rank 2 or 3.
func ShapeOps(elem string, shape []int) *Func {
	f := NewFunc("main")
	x := f.Arg(T(elem, shape...))
	y := f.Arg(T(elem, shape...))
	b := f.Body()
	r := len(shape)
	perm := make([]int, r)
	for i := range perm {
		perm[i] = r - 1 - i
	}
	var outs []*Value
	outs = append(outs, b.Transpose(x, perm...))
	if r == 3 {
		outs = append(outs, b.Transpose(x, 1, 0, 2), b.Transpose(x, 0, 2, 1))
	}
	// reshape: merge the leading dims, split the last if it is even.
	outs = append(outs, b.Reshape(x, shape[0]*shape[1], x.T.Size()/(shape[0]*shape[1])))
	outs = append(outs, b.Reshape(x, x.T.Size()))
	start, limit, stride := make([]int, r), make([]int, r), make([]int, r)
	for i, d := range shape {
		start[i], limit[i], stride[i] = d/5, d-d/7, 1+i%3
	}
	outs = append(outs, b.Slice(x, start, limit, stride))
	for i := range stride {
		stride[i] = 1
	}
	outs = append(outs, b.Slice(x, start, limit, nil))
	for d := 0; d < r; d++ {
		outs = append(outs, b.Concat(d, x, y))
	}
	low, high, interior := make([]int, r), make([]int, r), make([]int, r)
	for i := range low {
		low[i], high[i], interior[i] = i+1, 3-i, i%2
	}
	high[0] = -1 // a negative edge cuts
	pv := b.Scalar(elem, 0.25)
	outs = append(outs, b.Pad(x, pv, low, high, interior))
	outs = append(outs, b.Reverse(x, 0), b.Reverse(x, r-1), b.Reverse(x, perm...))
	f.Return(outs...)
	return f
}

// ConvertProgram converts x to the other float type and back, to i32
// (truncating x·10) and back, and x < 0 to the float type.
func ConvertProgram(elem string, shape []int) *Func {
	other := "bf16"
	if elem == "bf16" {
		other = "f32"
	}
	f := NewFunc("main")
	x := f.Arg(T(elem, shape...))
	b := f.Body()
	o := b.Convert(x, other)
	back := b.Convert(b.Mul(o, b.Const(o.T, 3)), elem)
	i := b.Convert(b.Mul(x, b.Const(x.T, 10)), "i32")
	fi := b.Convert(b.Add(i, i), elem)
	mask := b.Convert(b.Compare("LT", x, b.Const(x.T, 0)), elem)
	f.Return(o, back, i, fi, mask)
	return f
}

// Masks uses compare, select, iota and clamp: elementwise masks, an iota
// triangle, a clamp to scalar bounds and to tensor bounds.
func Masks(elem string, shape []int) *Func {
	m, n := shape[0], shape[1]
	f := NewFunc("main")
	x := f.Arg(T(elem, m, n))
	y := f.Arg(T(elem, m, n))
	b := f.Body()
	gt := b.Compare("GT", x, y)
	sel := b.Select(gt, x, y)
	tri := b.CausalMask([]int{m, n})
	lower := b.Select(tri, x, b.Const(x.T, 0))
	ix := b.Convert(b.Iota(T("i32", m, n), 1), elem)
	ramp := b.Mul(ix, b.Const(x.T, 1/float64(n)))
	ne := b.Compare("NE", b.Unary("floor", b.Mul(x, b.Const(x.T, 4))), b.Const(x.T, 0))
	both := b.Binary("and", gt, ne)
	either := b.Binary("or", gt, b.Unary("not", ne))
	sel2 := b.Select(b.Binary("xor", both, either), ramp, y)
	cl := b.Clamp(b.Scalar(elem, -0.5), x, b.Scalar(elem, 0.25))
	cl2 := b.Clamp(b.Neg(b.Abs(y)), x, b.Abs(y))
	eq := b.Compare("EQ", sel, x)
	f.Return(b.fold([]*Value{sel, lower, ramp, sel2, cl, cl2, eq, b.Compare("LE", x, ramp)})...)
	return f
}

// IntArith is i32 arithmetic on a, b [shape]: add, sub, mul, div, rem
// (by b | 1, never zero), max, min, shifts (by b & 7), and, or, xor,
// negate, abs, compare and select.
func IntArith(shape []int) *Func {
	f := NewFunc("main")
	t := T("i32", shape...)
	x := f.Arg(t)
	y := f.Arg(t)
	b := f.Body()
	nz := b.Binary("or", y, b.Const(t, 1))
	sh := b.Binary("and", y, b.Const(t, 7))
	big := b.Mul(x, b.Const(t, 1000003))
	outs := b.fold([]*Value{
		b.Add(x, y),
		b.Sub(x, y),
		b.Mul(x, y),
		b.Div(big, nz),
		b.Binary("remainder", big, nz),
		b.Max(x, y),
		b.Min(x, y),
		b.Binary("shift_left", x, sh),
		b.Binary("shift_right_arithmetic", big, sh),
		b.Binary("shift_right_logical", big, sh),
		b.Binary("and", big, y),
		b.Binary("or", x, y),
		b.Binary("xor", big, y),
		b.Neg(x),
		b.Abs(x),
		b.Select(b.Compare("LT", x, y), big, y),
	})
	f.Return(append(outs, b.ReduceAlong(x, "add", len(shape)-1), b.ReduceAlong(x, "maximum", 0))...)
	return f
}

// MatMul is x[M, K] · y[K, N], x · zᵀ for z[N, K] (contracting both on
// dim 1), and a batched product with the batch dimension in the middle.
func MatMulProgram(elem string, m, k, n int) *Func {
	f := NewFunc("main")
	x := f.Arg(T(elem, m, k))
	y := f.Arg(T(elem, k, n))
	z := f.Arg(T(elem, n, k))
	b := f.Body()
	f.Return(
		b.MatMul(x, y),
		b.DotGeneral(x, z, nil, nil, []int{1}, []int{1}),
		b.DotGeneral(y, x, nil, nil, []int{0}, []int{1}), // yᵀxᵀ: the contraction on the lhs's first dim
	)
	return f
}

// BatchMatMul is x[B, M, K] · y[B, K, N] with batch dims [0] x [0], and
// x · w[K, B, N] with batch dims [0] x [1].
func BatchMatMul(elem string, bs, m, k, n int) *Func {
	f := NewFunc("main")
	x := f.Arg(T(elem, bs, m, k))
	y := f.Arg(T(elem, bs, k, n))
	w := f.Arg(T(elem, k, bs, n))
	b := f.Body()
	f.Return(
		b.DotGeneral(x, y, []int{0}, []int{0}, []int{2}, []int{1}),
		b.DotGeneral(x, w, []int{0}, []int{1}, []int{2}, []int{0}),
	)
	return f
}

// GatherProgram is an embedding lookup table[V, D][ids[S]], a 2-D lookup
// table[ids2[B, S]], and an index-select of x[M, N]'s columns.
func GatherProgram(elem string, v, d, s int) *Func {
	f := NewFunc("main")
	table := f.Arg(T(elem, v, d))
	ids := f.Arg(T("i32", s))
	ids2 := f.Arg(T("i32", 3, s))
	cols := f.Arg(T("i32", s))
	b := f.Body()
	e := b.Embed(table, b.Wrap(ids, v))
	e2 := b.Embed(table, b.Wrap(ids2, v))
	// index_select over the table's columns (D of them)
	sel := b.IndexSelect(table, b.Wrap(cols, d))
	f.Return(e, e2, sel)
	return f
}

// DynamicSlices slices x[M, N] at data-dependent offsets (from the scalar
// arguments, clamped by StableHLO's semantics) and updates it there.
func DynamicSlices(elem string, shape []int) *Func {
	m, n := shape[0], shape[1]
	f := NewFunc("main")
	x := f.Arg(T(elem, m, n))
	u := f.Arg(T(elem, m/3, n/2))
	i := f.Arg(T("i32"))
	j := f.Arg(T("i32"))
	b := f.Body()
	si := b.Mul(b.Abs(i), b.Const(i.T, float64(max(m/8, 1))))
	sj := b.Mul(b.Abs(j), b.Const(j.T, float64(max(n/8, 1))))
	ds := b.DynamicSlice(x, []*Value{si, sj}, m/2, n/3)
	dus := b.DynamicUpdateSlice(x, u, sj, si)
	row := b.DynamicSlice(x, []*Value{i, b.Const(j.T, 0)}, 1, n)
	f.Return(ds, dus, row)
	return f
}

// ConvNet is conv2d + bias + relu, then a 2×2 max pool (stride 2) and a
// 3×3 average pool (stride 1, padding 1, divided by 9), in the given
// layout. x is [N, C, H, W] (NCHW) or [N, H, W, C] (NHWC).
func ConvNet(elem string, c Conv, n, ch, h, w, out, k int) *Func {
	f := NewFunc("main")
	var x, wt, bias *Value
	if c.Layout == "NCHW" {
		x = f.Arg(T(elem, n, ch, h, w))
		wt = f.Arg(T(elem, out, ch/c.Groups, k, k))
	} else {
		x = f.Arg(T(elem, n, h, w, ch))
		wt = f.Arg(T(elem, k, k, ch/c.Groups, out))
	}
	bias = f.Arg(T(elem, out))
	b := f.Body()
	y := b.Convolution(x, wt, c)
	fd := 1
	if c.Layout == "NHWC" {
		fd = 3
	}
	y = b.Add(y, b.Broadcast(bias, y.T.Shape, fd))
	y = b.Relu(y)
	ones := []int{1, 1, 1, 1}
	win2, win3 := append([]int(nil), ones...), append([]int(nil), ones...)
	str2 := append([]int(nil), ones...)
	pad3 := [][2]int{{0, 0}, {0, 0}, {0, 0}, {0, 0}}
	for _, d := range spatial(c.Layout) {
		win2[d], str2[d], win3[d] = 2, 2, 3
		pad3[d] = [2]int{1, 1}
	}
	ninf := b.Scalar(elem, math.Inf(-1))
	mp := b.ReduceWindow(y, ninf, "maximum", Window{Dims: win2, Strides: str2})
	zero := b.Scalar(elem, 0)
	sum := b.ReduceWindow(y, zero, "add", Window{Dims: win3, Strides: ones, Pad: pad3})
	ap := b.Mul(sum, b.Const(sum.T, 1.0/9))
	f.Return(y, mp, ap)
	return f
}

func spatial(layout string) []int {
	if layout == "NCHW" {
		return []int{2, 3}
	}
	return []int{1, 2}
}

// SoftmaxProgram is softmax over the last dimension, and over the first.
func SoftmaxProgram(elem string, shape []int) *Func {
	f := NewFunc("main")
	x := f.Arg(T(elem, shape...))
	b := f.Body()
	f.Return(b.Softmax(x, len(shape)-1), b.Softmax(x, 0))
	return f
}

// NormProgram is layernorm and rmsnorm over the last dimension.
func NormProgram(elem string, shape []int) *Func {
	d := shape[len(shape)-1]
	f := NewFunc("main")
	x := f.Arg(T(elem, shape...))
	g := f.Arg(T(elem, d))
	be := f.Arg(T(elem, d))
	b := f.Body()
	f.Return(b.LayerNorm(x, g, be, 1e-5), b.RMSNorm(x, g, 1e-6))
	return f
}

// MLP is Linear → GELU → Linear on x[M, D] with hidden width F; gelu is
// "erf" or "tanh".
func MLP(elem, gelu string, m, d, hidden int) *Func {
	f := NewFunc("main")
	x := f.Arg(T(elem, m, d))
	w1 := f.Arg(T(elem, d, hidden))
	b1 := f.Arg(T(elem, hidden))
	w2 := f.Arg(T(elem, hidden, d))
	b2 := f.Arg(T(elem, d))
	b := f.Body()
	h := b.Linear(x, w1, b1)
	if gelu == "erf" {
		h = b.GeluErf(h)
	} else {
		h = b.GeluTanh(h)
	}
	f.Return(b.Linear(h, w2, b2))
	return f
}

// Attention is single-head causal attention: softmax(q kᵀ/√d + mask) v
// for q, k, v [S, D].
func Attention(elem string, s, d int) *Func {
	f := NewFunc("main")
	q := f.Arg(T(elem, s, d))
	k := f.Arg(T(elem, s, d))
	v := f.Arg(T(elem, s, d))
	b := f.Body()
	scores := b.DotGeneral(q, k, nil, nil, []int{1}, []int{1})
	scores = b.Mul(scores, b.Const(scores.T, 1/math.Sqrt(float64(d))))
	mask := b.CausalMask(scores.T.Shape)
	scores = b.Select(mask, scores, b.Const(scores.T, math.Inf(-1)))
	p := b.Softmax(scores, 1)
	f.Return(b.MatMul(p, v))
	return f
}

// MultiHeadAttention is causal multi-head self-attention on x[B, S, H·Dh]
// with projections wq, wk, wv, wo [H·Dh, H·Dh]: heads split by reshape
// and transpose, scores as a dot_general with two batch dims, the mask
// broadcast over batch and heads.
func MultiHeadAttention(elem string, bs, s, heads, dh int) *Func {
	dm := heads * dh
	f := NewFunc("main")
	x := f.Arg(T(elem, bs, s, dm))
	wq := f.Arg(T(elem, dm, dm))
	wk := f.Arg(T(elem, dm, dm))
	wv := f.Arg(T(elem, dm, dm))
	wo := f.Arg(T(elem, dm, dm))
	b := f.Body()
	f.Return(b.mha(x, wq, wk, wv, wo, nil, nil, nil, nil, heads, true, nil))
	return f
}

// mha is multi-head attention over x[B, S, Dm]; biases may be nil;
// keyBias, if set, is [B, S] added to every query's scores (a padding
// mask); causal adds the causal mask.
func (b *Builder) mha(x, wq, wk, wv, wo, bq, bk, bv, bo *Value, heads int, causal bool, keyBias *Value) *Value {
	bs, s, dm := x.T.Shape[0], x.T.Shape[1], x.T.Shape[2]
	dh := dm / heads
	proj := func(w, bias *Value) *Value {
		y := b.MatMul(x, w)
		if bias != nil {
			y = b.Add(y, b.Broadcast(bias, y.T.Shape, 2))
		}
		return b.Transpose(b.Reshape(y, bs, s, heads, dh), 0, 2, 1, 3) // [B, H, S, Dh]
	}
	q, k, v := proj(wq, bq), proj(wk, bk), proj(wv, bv)
	scores := b.DotGeneral(q, k, []int{0, 1}, []int{0, 1}, []int{3}, []int{3}) // [B, H, S, S]
	scores = b.Mul(scores, b.Const(scores.T, 1/math.Sqrt(float64(dh))))
	if keyBias != nil {
		scores = b.Add(scores, b.Broadcast(keyBias, scores.T.Shape, 0, 3))
	}
	if causal {
		mask := b.CausalMask([]int{s, s})
		mask = b.Broadcast(mask, scores.T.Shape, 2, 3)
		scores = b.Select(mask, scores, b.Const(scores.T, math.Inf(-1)))
	}
	p := b.Softmax(scores, 3)
	ctx := b.DotGeneral(p, v, []int{0, 1}, []int{0, 1}, []int{3}, []int{2}) // [B, H, S, Dh]
	ctx = b.Reshape(b.Transpose(ctx, 0, 2, 1, 3), bs, s, dm)
	out := b.MatMul(ctx, wo)
	if bo != nil {
		out = b.Add(out, b.Broadcast(bo, out.T.Shape, 2))
	}
	return out
}

// WhileCase halves x (scaled by 100) until max|x| < 0.5, a data-dependent
// trip count it also returns, then picks one of three branches with a
// stablehlo.case on an index computed from the data.
func WhileCase(elem string, shape []int) *Func {
	f := NewFunc("main")
	x := f.Arg(T(elem, shape...))
	b := f.Body()
	big := b.Mul(x, b.Const(x.T, 100))
	zero := b.Scalar("i32", 0)
	res := b.While([]*Value{big, zero}, func(b *Builder, a []*Value) {
		all := make([]int, len(shape))
		for i := range all {
			all[i] = i
		}
		m := b.Reduce(b.Abs(a[0]), b.Scalar(elem, 0), "maximum", all...)
		b.Return(b.Compare("GE", m, b.Scalar(elem, 0.5)))
	}, func(b *Builder, a []*Value) {
		h := b.Mul(a[0], b.Const(a[0].T, 0.5))
		n := b.Add(a[1], b.Scalar("i32", 1))
		b.Return(h, n)
	})
	y, trips := res[0], res[1]
	// index = clamp(round(sum(x) · 4) , 0, 2) as i32: data picks the branch
	all := make([]int, len(shape))
	for i := range all {
		all[i] = i
	}
	sum := b.Reduce(x, b.Scalar(elem, 0), "add", all...)
	idx := b.Convert(b.Unary("round_nearest_even", b.Mul(sum, b.Scalar(elem, 0.25))), "i32")
	idx = b.Clamp(b.Scalar("i32", 0), b.Binary("remainder", b.Abs(idx), b.Scalar("i32", 3)), b.Scalar("i32", 2))
	out := b.Case(idx, []Type{x.T}, func(b *Builder) {
		b.Return(b.Exp(y))
	}, func(b *Builder) {
		b.Return(b.Tanh(y))
	}, func(b *Builder) {
		b.Return(b.Neg(y))
	})
	// and one more case on a fixed index per branch count: a two-way case
	// on whether the trip count is odd.
	odd := b.Binary("and", trips, b.Scalar("i32", 1))
	out2 := b.Case(odd, []Type{x.T, T("i32")}, func(b *Builder) {
		b.Return(b.Add(x, y), trips)
	}, func(b *Builder) {
		b.Return(b.Sub(x, y), b.Neg(trips))
	})
	f.Return(y, trips, out[0], out2[0], out2[1])
	return f
}

// Sprintf-free shape names: "200x300".
func shapeName(shape []int) string {
	s := ""
	for i, d := range shape {
		if i > 0 {
			s += "x"
		}
		s += fmt.Sprint(d)
	}
	return s
}
