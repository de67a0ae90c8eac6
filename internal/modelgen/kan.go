package modelgen

// KAN is a Kolmogorov–Arnold network (Liu et al. 2024, arXiv:2404.19756)
// of two KANLinear layers, in → hidden → out, on x[B, in], written as
// jax.jit traces efficient-KAN's layer (B-spline bases of order 3 on a
// uniform grid of 5 intervals over [-1, 1], extended by 3 knots on each
// side): y = silu(x)·Wbase + B(x)·Wspline, where B(x) is the Cox–de Boor
// recursion, order 0 a mask of the knot interval x falls in, each next
// order a blend of two neighbours of the last. The grid is computed in the
// graph from iota, as jnp.linspace is under jit, so its ops (compare, and,
// convert of masks, slices of the grid, divisions by knot spans) are
// exercised with the matmuls.
func KAN(elem string, batch, in, hidden, out int) *Func {
	f := NewFunc("main")
	x := f.Arg(T(elem, batch, in))
	type layer struct{ base, spline *Value }
	var layers []layer
	for _, d := range [][2]int{{in, hidden}, {hidden, out}} {
		layers = append(layers, layer{
			base:   f.Arg(T(elem, d[0], d[1])),
			spline: f.Arg(T(elem, d[0]*(kanGrid+kanOrder), d[1])),
		})
	}
	b := f.Body()
	h := x
	for _, l := range layers {
		h = b.KANLinear(h, l.base, l.spline)
	}
	f.Return(h)
	return f
}

// kanGrid and kanOrder are efficient-KAN's defaults: 5 grid intervals,
// cubic splines.
const (
	kanGrid  = 5
	kanOrder = 3
)

// KANLinear is one KAN layer on x[B, in]: silu(x)·base[in, out] plus the
// B-spline bases of x, flattened to [B, in·(G+k)], times spline[in·(G+k),
// out].
func (b *Builder) KANLinear(x, base, spline *Value) *Value {
	batch, in := x.T.Shape[0], x.T.Shape[1]
	elem := x.T.Elem
	silu := b.Mul(x, b.Unary("logistic", x))
	baseOut := b.MatMul(silu, base)

	// The knots: -1 + (i - k)·h for i in [0, G+2k], the same for every input
	// feature, as a [B, in, G+2k+1] tensor.
	knots := kanGrid + 2*kanOrder + 1
	h := 2.0 / kanGrid
	g3 := T(elem, batch, in, knots)
	grid := b.Iota(g3, 2)
	grid = b.Add(b.Mul(grid, b.Const(g3, h)), b.Const(g3, -1-float64(kanOrder)*h))
	xb := b.Broadcast(x, g3.Shape, 0, 1)
	// knot(j, n) is grid[:, :, j:j+n].
	knot := func(j, n int) *Value {
		return b.Slice(grid, []int{0, 0, j}, []int{batch, in, j + n}, []int{1, 1, 1})
	}
	xs := func(n int) *Value {
		return b.Slice(xb, []int{0, 0, 0}, []int{batch, in, n}, []int{1, 1, 1})
	}
	// Order 0: 1 where knot[j] <= x < knot[j+1].
	n := knots - 1
	x0 := xs(n)
	bases := b.Convert(b.Binary("and",
		b.Compare("GE", x0, knot(0, n)),
		b.Compare("LT", x0, knot(1, n))), elem)
	for k := 1; k <= kanOrder; k++ {
		n = knots - 1 - k
		xk := xs(n)
		lo := b.Slice(bases, []int{0, 0, 0}, []int{batch, in, n}, []int{1, 1, 1})
		hi := b.Slice(bases, []int{0, 0, 1}, []int{batch, in, n + 1}, []int{1, 1, 1})
		left := b.Mul(b.Div(b.Sub(xk, knot(0, n)), b.Sub(knot(k, n), knot(0, n))), lo)
		right := b.Mul(b.Div(b.Sub(knot(k+1, n), xk), b.Sub(knot(k+1, n), knot(1, n))), hi)
		bases = b.Add(left, right)
	}
	flat := b.Reshape(bases, batch, in*n)
	return b.Add(baseOut, b.MatMul(flat, spline))
}
