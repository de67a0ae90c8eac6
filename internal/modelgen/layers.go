package modelgen

import "math"

// Building blocks of networks, written the way JAX and PyTorch/XLA lower
// them: reductions with scalar inits, broadcast_in_dim back to the input
// shape, elementwise ops.

// without returns shape without dimension d.
func without(shape []int, d int) []int {
	var out []int
	for i, x := range shape {
		if i != d {
			out = append(out, x)
		}
	}
	return out
}

// keepDims lists 0..rank-1 without d: the broadcast_in_dim dims that put a
// reduction over d back into the full shape.
func keepDims(rank, d int) []int {
	var out []int
	for i := 0; i < rank; i++ {
		if i != d {
			out = append(out, i)
		}
	}
	return out
}

// reduceInit is the neutral element of a reduction body for elem.
func reduceInit(body, elem string) float64 {
	switch body {
	case "add", "or":
		return 0
	case "multiply", "and":
		return 1
	case "maximum":
		if isFloat(elem) {
			return math.Inf(-1)
		}
		return math.MinInt32
	case "minimum":
		if isFloat(elem) {
			return math.Inf(1)
		}
		return math.MaxInt32
	}
	panic("modelgen: no init for " + body)
}

// ReduceAlong reduces x over dimension d with body.
func (b *Builder) ReduceAlong(x *Value, body string, d int) *Value {
	init := b.Scalar(x.T.Elem, reduceInit(body, x.T.Elem))
	return b.Reduce(x, init, body, d)
}

// BackTo broadcasts r (x reduced over d) back to x's shape.
func (b *Builder) BackTo(r *Value, x *Value, d int) *Value {
	return b.Broadcast(r, x.T.Shape, keepDims(x.T.Rank(), d)...)
}

// Mean is the mean of x over d, broadcast back to x's shape.
func (b *Builder) Mean(x *Value, d int) *Value {
	s := b.ReduceAlong(x, "add", d)
	n := b.Const(s.T, 1/float64(x.T.Shape[d]))
	return b.BackTo(b.Mul(s, n), x, d)
}

// Softmax is softmax of x over dimension d (max-subtracted).
func (b *Builder) Softmax(x *Value, d int) *Value {
	m := b.BackTo(b.ReduceAlong(x, "maximum", d), x, d)
	e := b.Exp(b.Sub(x, m))
	s := b.BackTo(b.ReduceAlong(e, "add", d), x, d)
	return b.Div(e, s)
}

// LayerNorm normalizes x over its last dimension and applies gamma and
// beta (vectors of that length).
func (b *Builder) LayerNorm(x, gamma, beta *Value, eps float64) *Value {
	d := x.T.Rank() - 1
	mean := b.Mean(x, d)
	c := b.Sub(x, mean)
	v := b.Mean(b.Mul(c, c), d)
	r := b.Rsqrt(b.Add(v, b.Const(v.T, eps)))
	y := b.Mul(c, r)
	y = b.Mul(y, b.Broadcast(gamma, x.T.Shape, d))
	return b.Add(y, b.Broadcast(beta, x.T.Shape, d))
}

// RMSNorm is x * rsqrt(mean(x²) + eps) * gamma over the last dimension.
func (b *Builder) RMSNorm(x, gamma *Value, eps float64) *Value {
	d := x.T.Rank() - 1
	ms := b.Mean(b.Mul(x, x), d)
	r := b.Rsqrt(b.Add(ms, b.Const(ms.T, eps)))
	return b.Mul(b.Mul(x, r), b.Broadcast(gamma, x.T.Shape, d))
}

// GeluErf is x/2 · (1 + erf(x/√2)), as jax.nn.gelu(approximate=False) and
// torch's default GELU lower.
func (b *Builder) GeluErf(x *Value) *Value {
	e := b.Erf(b.Mul(x, b.Const(x.T, 1/math.Sqrt2)))
	one := b.Const(x.T, 1)
	half := b.Const(x.T, 0.5)
	return b.Mul(b.Mul(x, half), b.Add(e, one))
}

// GeluTanh is x/2 · (1 + tanh(√(2/π)(x + 0.044715x³))).
func (b *Builder) GeluTanh(x *Value) *Value {
	x3 := b.Mul(b.Mul(x, x), x)
	inner := b.Add(x, b.Mul(x3, b.Const(x.T, 0.044715)))
	t := b.Tanh(b.Mul(inner, b.Const(x.T, math.Sqrt(2/math.Pi))))
	one := b.Const(x.T, 1)
	half := b.Const(x.T, 0.5)
	return b.Mul(b.Mul(x, half), b.Add(t, one))
}

// Linear is x[..., in] · w[in, out] + bias[out].
func (b *Builder) Linear(x, w, bias *Value) *Value {
	y := b.MatMul(x, w)
	return b.Add(y, b.Broadcast(bias, y.T.Shape, y.T.Rank()-1))
}

// Relu is max(x, 0).
func (b *Builder) Relu(x *Value) *Value { return b.Max(x, b.Const(x.T, 0)) }

// CausalMask returns a [.., S, S] boolean tensor (shape), true where the
// key position (last dim) is at most the query position (the one before).
func (b *Builder) CausalMask(shape []int) *Value {
	r := len(shape)
	t := T("i32", shape...)
	q := b.Iota(t, r-2)
	k := b.Iota(t, r-1)
	return b.Compare("GE", q, k)
}

// Wrap maps arbitrary i32 ids (random inputs are small and may be
// negative) to [0, n): ((ids + 8) · 131 + iota · 17) mod n, so lookups
// touch the whole table.
func (b *Builder) Wrap(ids *Value, n int) *Value {
	t := ids.T
	shifted := b.Add(ids, b.Const(t, 8))
	mixed := b.Mul(shifted, b.Const(t, 131))
	var pos *Value
	if t.Rank() == 0 {
		pos = b.Const(t, 0)
	} else {
		pos = b.Mul(b.Iota(t, t.Rank()-1), b.Const(t, 17))
	}
	s := b.Abs(b.Add(mixed, pos))
	return b.Binary("remainder", s, b.Const(t, float64(n)))
}

// Embed gathers rows of table[V, D] for ids[...] (i32): the lookup JAX's
// jnp.take / table[ids] and torch.nn.Embedding lower to.
func (b *Builder) Embed(table, ids *Value) *Value {
	d := table.T.Shape[1]
	shape := append(append([]int(nil), ids.T.Shape...), d)
	r := ids.T.Rank()
	return b.Gather(table, ids, []int{r}, []int{0}, []int{0}, r, []int{1, d}, T(table.T.Elem, shape...))
}

// IndexSelect is torch.index_select(x, 1, idx) for x[M, N], idx[K]: a
// gather of columns, result [M, K].
func (b *Builder) IndexSelect(x, idx *Value) *Value {
	m := x.T.Shape[0]
	k := idx.T.Shape[0]
	return b.Gather(x, idx, []int{0}, []int{1}, []int{1}, 1, []int{m, 1}, T(x.T.Elem, m, k))
}
