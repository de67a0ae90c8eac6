package modelgen

import (
	"fmt"
	"strings"
)

// The ops, each printed in stablehlo-opt's pretty form (generic form where
// stablehlo-opt prints it so: gather, reduce_window, case). Result types
// are inferred; a malformed use panics, as it is a bug in a generator.

func check(ok bool, format string, args ...any) {
	if !ok {
		panic("modelgen: " + fmt.Sprintf(format, args...))
	}
}

// Const is a splat constant of type t; x is rounded to t's element type.
func (b *Builder) Const(t Type, x float64) *Value {
	var lit string
	switch {
	case isFloat(t.Elem):
		lit = floatLit(t.Elem, x)
	case t.Elem == "i1":
		lit = "false"
		if x != 0 {
			lit = "true"
		}
	default:
		lit = fmt.Sprint(int64(x))
	}
	return b.constLit(t, lit)
}

// ConstInts is a dense integer constant with the given values.
func (b *Builder) ConstInts(t Type, xs []int) *Value {
	check(len(xs) == t.Size(), "constant of %s with %d values", t, len(xs))
	return b.constLit(t, "["+ints(xs)+"]")
}

func (b *Builder) constLit(t Type, lit string) *Value {
	o := b.newOp(func(p *printer) { p.w("stablehlo.constant dense<%s> : %s", lit, t) }, t)
	o.hint = "cst"
	if !isFloat(t.Elem) {
		o.hint = "c"
	}
	return o.results[0]
}

// Scalar is a rank-0 constant of elem.
func (b *Builder) Scalar(elem string, x float64) *Value { return b.Const(T(elem), x) }

// Unary is stablehlo.<name> x.
func (b *Builder) Unary(name string, x *Value) *Value {
	return b.newOp(func(p *printer) { p.w("stablehlo.%s %s : %s", name, p.ref(x), x.T) }, x.T).results[0]
}

// Binary is stablehlo.<name> x, y on equal types.
func (b *Builder) Binary(name string, x, y *Value) *Value {
	check(x.T.equal(y.T), "%s of %s and %s", name, x.T, y.T)
	return b.newOp(func(p *printer) { p.w("stablehlo.%s %s, %s : %s", name, p.ref(x), p.ref(y), x.T) }, x.T).results[0]
}

func (b *Builder) Add(x, y *Value) *Value { return b.Binary("add", x, y) }
func (b *Builder) Sub(x, y *Value) *Value { return b.Binary("subtract", x, y) }
func (b *Builder) Mul(x, y *Value) *Value { return b.Binary("multiply", x, y) }
func (b *Builder) Div(x, y *Value) *Value { return b.Binary("divide", x, y) }
func (b *Builder) Max(x, y *Value) *Value { return b.Binary("maximum", x, y) }
func (b *Builder) Min(x, y *Value) *Value { return b.Binary("minimum", x, y) }
func (b *Builder) Exp(x *Value) *Value    { return b.Unary("exponential", x) }
func (b *Builder) Abs(x *Value) *Value    { return b.Unary("abs", x) }
func (b *Builder) Neg(x *Value) *Value    { return b.Unary("negate", x) }
func (b *Builder) Tanh(x *Value) *Value   { return b.Unary("tanh", x) }
func (b *Builder) Rsqrt(x *Value) *Value  { return b.Unary("rsqrt", x) }

// Erf is chlo.erf.
func (b *Builder) Erf(x *Value) *Value {
	return b.newOp(func(p *printer) { p.w("chlo.erf %s : %s -> %s", p.ref(x), x.T, x.T) }, x.T).results[0]
}

// Compare is stablehlo.compare dir, x, y (dir: EQ NE LT LE GT GE).
func (b *Builder) Compare(dir string, x, y *Value) *Value {
	check(x.T.equal(y.T), "compare of %s and %s", x.T, y.T)
	t := x.T.As("i1")
	return b.newOp(func(p *printer) {
		p.w("stablehlo.compare  %s, %s, %s : (%s, %s) -> %s", dir, p.ref(x), p.ref(y), x.T, y.T, t)
	}, t).results[0]
}

// Select is stablehlo.select pred, x, y.
func (b *Builder) Select(pred, x, y *Value) *Value {
	check(x.T.equal(y.T) && pred.T.Elem == "i1", "select %s ? %s : %s", pred.T, x.T, y.T)
	return b.newOp(func(p *printer) {
		p.w("stablehlo.select %s, %s, %s : %s, %s", p.ref(pred), p.ref(x), p.ref(y), pred.T, x.T)
	}, x.T).results[0]
}

// Clamp is stablehlo.clamp lo, x, hi (lo and hi scalars or of x's type).
func (b *Builder) Clamp(lo, x, hi *Value) *Value {
	return b.newOp(func(p *printer) {
		if lo.T.equal(x.T) && hi.T.equal(x.T) {
			p.w("stablehlo.clamp %s, %s, %s : %s", p.ref(lo), p.ref(x), p.ref(hi), x.T)
			return
		}
		p.w("stablehlo.clamp %s, %s, %s : (%s, %s, %s) -> %s", p.ref(lo), p.ref(x), p.ref(hi), lo.T, x.T, hi.T, x.T)
	}, x.T).results[0]
}

// Convert is stablehlo.convert to elem.
func (b *Builder) Convert(x *Value, elem string) *Value {
	t := x.T.As(elem)
	return b.newOp(func(p *printer) { p.w("stablehlo.convert %s : (%s) -> %s", p.ref(x), x.T, t) }, t).results[0]
}

// Iota is stablehlo.iota along dim.
func (b *Builder) Iota(t Type, dim int) *Value {
	return b.newOp(func(p *printer) { p.w("stablehlo.iota dim = %d : %s", dim, t) }, t).results[0]
}

// Reshape is stablehlo.reshape to shape.
func (b *Builder) Reshape(x *Value, shape ...int) *Value {
	t := T(x.T.Elem, shape...)
	check(t.Size() == x.T.Size(), "reshape %s to %s", x.T, t)
	return b.newOp(func(p *printer) { p.w("stablehlo.reshape %s : (%s) -> %s", p.ref(x), x.T, t) }, t).results[0]
}

// Transpose is stablehlo.transpose by perm.
func (b *Builder) Transpose(x *Value, perm ...int) *Value {
	check(len(perm) == x.T.Rank(), "transpose %s by %v", x.T, perm)
	shape := make([]int, len(perm))
	for i, p := range perm {
		shape[i] = x.T.Shape[p]
	}
	t := T(x.T.Elem, shape...)
	return b.newOp(func(p *printer) { p.w("stablehlo.transpose %s, dims = %s : (%s) -> %s", p.ref(x), dims(perm), x.T, t) }, t).results[0]
}

// Broadcast is stablehlo.broadcast_in_dim of x to shape, x's dimension i
// going to dimension ds[i].
func (b *Builder) Broadcast(x *Value, shape []int, ds ...int) *Value {
	check(len(ds) == x.T.Rank(), "broadcast %s with dims %v", x.T, ds)
	t := T(x.T.Elem, shape...)
	return b.newOp(func(p *printer) {
		p.w("stablehlo.broadcast_in_dim %s, dims = %s : (%s) -> %s", p.ref(x), dims(ds), x.T, t)
	}, t).results[0]
}

// Slice is stablehlo.slice [start:limit:stride] (stride nil: all ones).
func (b *Builder) Slice(x *Value, start, limit, stride []int) *Value {
	shape := make([]int, x.T.Rank())
	parts := make([]string, x.T.Rank())
	for i := range shape {
		st := 1
		if stride != nil {
			st = stride[i]
		}
		shape[i] = (limit[i] - start[i] + st - 1) / st
		if st == 1 {
			parts[i] = fmt.Sprintf("%d:%d", start[i], limit[i])
		} else {
			parts[i] = fmt.Sprintf("%d:%d:%d", start[i], limit[i], st)
		}
	}
	t := T(x.T.Elem, shape...)
	return b.newOp(func(p *printer) {
		p.w("stablehlo.slice %s [%s] : (%s) -> %s", p.ref(x), strings.Join(parts, ", "), x.T, t)
	}, t).results[0]
}

// Concat is stablehlo.concatenate along dim.
func (b *Builder) Concat(dim int, xs ...*Value) *Value {
	shape := append([]int(nil), xs[0].T.Shape...)
	for _, x := range xs[1:] {
		shape[dim] += x.T.Shape[dim]
	}
	t := T(xs[0].T.Elem, shape...)
	return b.newOp(func(p *printer) {
		p.w("stablehlo.concatenate %s, dim = %d : (%s) -> %s", p.refs(xs...), dim, types(xs), t)
	}, t).results[0]
}

// Pad is stablehlo.pad with the scalar v.
func (b *Builder) Pad(x, v *Value, low, high, interior []int) *Value {
	shape := make([]int, x.T.Rank())
	for i, d := range x.T.Shape {
		shape[i] = low[i] + high[i] + d + max(d-1, 0)*interior[i]
	}
	t := T(x.T.Elem, shape...)
	return b.newOp(func(p *printer) {
		p.w("stablehlo.pad %s, %s, low = %s, high = %s, interior = %s : (%s, %s) -> %s",
			p.ref(x), p.ref(v), dims(low), dims(high), dims(interior), x.T, v.T, t)
	}, t).results[0]
}

// Reverse is stablehlo.reverse along ds.
func (b *Builder) Reverse(x *Value, ds ...int) *Value {
	return b.newOp(func(p *printer) { p.w("stablehlo.reverse %s, dims = %s : %s", p.ref(x), dims(ds), x.T) }, x.T).results[0]
}

// DotGeneral is stablehlo.dot_general; the result is batch dims, then
// lhs free dims, then rhs free dims, of lhs's element type.
func (b *Builder) DotGeneral(x, y *Value, lb, rb, lc, rc []int) *Value {
	check(len(lb) == len(rb) && len(lc) == len(rc), "dot_general dims")
	var shape []int
	for i, d := range lb {
		check(x.T.Shape[d] == y.T.Shape[rb[i]], "dot_general batch dims %s %s", x.T, y.T)
		shape = append(shape, x.T.Shape[d])
	}
	for i, d := range lc {
		check(x.T.Shape[d] == y.T.Shape[rc[i]], "dot_general contracting dims %s %s", x.T, y.T)
	}
	free := func(t Type, used ...[]int) {
		for i, d := range t.Shape {
			skip := false
			for _, u := range used {
				for _, k := range u {
					skip = skip || k == i
				}
			}
			if !skip {
				shape = append(shape, d)
			}
		}
	}
	free(x.T, lb, lc)
	free(y.T, rb, rc)
	t := T(x.T.Elem, shape...)
	return b.newOp(func(p *printer) {
		p.w("stablehlo.dot_general %s, %s, ", p.ref(x), p.ref(y))
		if len(lb) > 0 {
			p.w("batching_dims = %s x %s, ", dims(lb), dims(rb))
		}
		p.w("contracting_dims = %s x %s : (%s, %s) -> %s", dims(lc), dims(rc), x.T, y.T, t)
	}, t).results[0]
}

// MatMul is x[..., K] · y[K, N] contracting x's last dim with y's first.
func (b *Builder) MatMul(x, y *Value) *Value {
	return b.DotGeneral(x, y, nil, nil, []int{x.T.Rank() - 1}, []int{0})
}

// Gather is stablehlo.gather in generic form.
func (b *Builder) Gather(x, idx *Value, offsetDims, collapsed, startIndexMap []int, indexVectorDim int, sliceSizes []int, result Type) *Value {
	return b.newOp(func(p *printer) {
		p.w("\"stablehlo.gather\"(%s, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = %s, collapsed_slice_dims = %s, start_index_map = %s, index_vector_dim = %d>, slice_sizes = array<i64: %s>}> : (%s, %s) -> %s",
			p.ref(x), p.ref(idx), dims(offsetDims), dims(collapsed), dims(startIndexMap), indexVectorDim, ints(sliceSizes), x.T, idx.T, result)
	}, result).results[0]
}

// DynamicSlice is stablehlo.dynamic_slice at the scalar starts.
func (b *Builder) DynamicSlice(x *Value, starts []*Value, sizes ...int) *Value {
	t := T(x.T.Elem, sizes...)
	return b.newOp(func(p *printer) {
		p.w("stablehlo.dynamic_slice %s, %s, sizes = %s : (%s, %s) -> %s", p.ref(x), p.refs(starts...), dims(sizes), x.T, types(starts), t)
	}, t).results[0]
}

// DynamicUpdateSlice is stablehlo.dynamic_update_slice.
func (b *Builder) DynamicUpdateSlice(x, upd *Value, starts ...*Value) *Value {
	return b.newOp(func(p *printer) {
		p.w("stablehlo.dynamic_update_slice %s, %s, %s : (%s, %s, %s) -> %s", p.ref(x), p.ref(upd), p.refs(starts...), x.T, upd.T, types(starts), x.T)
	}, x.T).results[0]
}

// Conv describes a 2-D convolution's layout and window.
type Conv struct {
	Layout   string // "NCHW" (OIHW kernel) or "NHWC" (HWIO kernel)
	Stride   [2]int
	Pad      [2][2]int
	Dilation [2]int // rhs_dilate
	Groups   int    // feature_group_count
}

// Convolution is stablehlo.convolution; w is OIHW for NCHW and HWIO for
// NHWC.
func (b *Builder) Convolution(x, w *Value, c Conv) *Value {
	var n, h, wd, o, kh, kw int
	var dimNums string
	switch c.Layout {
	case "NCHW":
		n, h, wd = x.T.Shape[0], x.T.Shape[2], x.T.Shape[3]
		o, kh, kw = w.T.Shape[0], w.T.Shape[2], w.T.Shape[3]
		dimNums = "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]"
	case "NHWC":
		n, h, wd = x.T.Shape[0], x.T.Shape[1], x.T.Shape[2]
		o, kh, kw = w.T.Shape[3], w.T.Shape[0], w.T.Shape[1]
		dimNums = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"
	default:
		panic("modelgen: conv layout " + c.Layout)
	}
	out := func(in, k, i int) int {
		ek := (k-1)*c.Dilation[i] + 1
		return (in+c.Pad[i][0]+c.Pad[i][1]-ek)/c.Stride[i] + 1
	}
	oh, ow := out(h, kh, 0), out(wd, kw, 1)
	var t Type
	if c.Layout == "NCHW" {
		t = T(x.T.Elem, n, o, oh, ow)
	} else {
		t = T(x.T.Elem, n, oh, ow, o)
	}
	return b.newOp(func(p *printer) {
		p.w("stablehlo.convolution(%s, %s) dim_numbers = %s, window = {stride = [%d, %d], pad = [[%d, %d], [%d, %d]], rhs_dilate = [%d, %d]} {batch_group_count = 1 : i64, feature_group_count = %d : i64} : (%s, %s) -> %s",
			p.ref(x), p.ref(w), dimNums, c.Stride[0], c.Stride[1], c.Pad[0][0], c.Pad[0][1], c.Pad[1][0], c.Pad[1][1],
			c.Dilation[0], c.Dilation[1], c.Groups, x.T, w.T, t)
	}, t).results[0]
}

// Reduce is stablehlo.reduce with a one-op body (add, maximum, minimum,
// multiply, and, or), printed in the compact "applies" form.
func (b *Builder) Reduce(x, init *Value, body string, ds ...int) *Value {
	var shape []int
	for i, d := range x.T.Shape {
		keep := true
		for _, r := range ds {
			keep = keep && r != i
		}
		if keep {
			shape = append(shape, d)
		}
	}
	t := T(x.T.Elem, shape...)
	o := b.newOp(func(p *printer) {
		p.w("stablehlo.reduce(%s init: %s) applies stablehlo.%s across dimensions = %s : (%s, %s) -> %s",
			p.ref(x), p.ref(init), body, dims(ds), x.T, init.T, t)
	}, t)
	return o.results[0]
}

// Window is a reduce_window's window.
type Window struct {
	Dims, Strides []int
	Pad           [][2]int // nil: none
}

// ReduceWindow is stablehlo.reduce_window with a one-op body.
func (b *Builder) ReduceWindow(x, init *Value, body string, w Window) *Value {
	shape := make([]int, x.T.Rank())
	for i, d := range x.T.Shape {
		lo, hi := 0, 0
		if w.Pad != nil {
			lo, hi = w.Pad[i][0], w.Pad[i][1]
		}
		shape[i] = (d+lo+hi-w.Dims[i])/w.Strides[i] + 1
	}
	t := T(x.T.Elem, shape...)
	r := &region{label: true}
	rb := &Builder{r: r}
	s := x.T.Scalar()
	a0, a1 := &Value{T: s}, &Value{T: s}
	r.args = []*Value{a0, a1}
	v := rb.Binary(body, a0, a1)
	rb.Return(v)
	o := b.newOp(func(p *printer) {
		p.w("\"stablehlo.reduce_window\"(%s, %s) <{", p.ref(x), p.ref(init))
		if w.Pad != nil {
			ps := make([]string, len(w.Pad))
			for i, q := range w.Pad {
				ps[i] = fmt.Sprintf("[%d, %d]", q[0], q[1])
			}
			p.w("padding = dense<[%s]> : tensor<%dx2xi64>, ", strings.Join(ps, ", "), len(w.Pad))
		}
		p.w("window_dimensions = array<i64: %s>, window_strides = array<i64: %s>}> (", ints(w.Dims), ints(w.Strides))
		p.block(r)
		p.w(") : (%s, %s) -> %s", x.T, init.T, t)
	}, t)
	o.regions = []*region{r}
	return o.results[0]
}

// Return is stablehlo.return, ending a region.
func (b *Builder) Return(vs ...*Value) {
	b.newOp(func(p *printer) { p.w("stablehlo.return %s : %s", p.refs(vs...), types(vs)) })
}

// While is stablehlo.while over inits; cond and body get the iteration
// values and build their regions (cond returns a tensor<i1>, body the next
// values with Return).
func (b *Builder) While(inits []*Value, cond, body func(b *Builder, args []*Value)) []*Value {
	mk := func(fill func(*Builder, []*Value)) *region {
		r := &region{argHint: "iterArg"}
		for _, v := range inits {
			r.args = append(r.args, &Value{T: v.T})
		}
		fill(&Builder{r: r}, r.args)
		return r
	}
	cr, br := mk(cond), mk(body)
	ts := make([]Type, len(inits))
	for i, v := range inits {
		ts[i] = v.T
	}
	o := b.newOp(func(p *printer) {
		p.s("stablehlo.while(")
		for i, a := range cr.args {
			if i > 0 {
				p.s(", ")
			}
			p.w("%%%s = %s", a.name, p.ref(inits[i]))
		}
		p.w(") : %s\n", types(inits))
		p.pad()
		p.s(" cond ")
		p.block(cr)
		p.s(" do ")
		p.block(br)
	}, ts...)
	o.regions = []*region{cr, br}
	// The body's arguments print with the cond's names, as in MLIR
	// (both regions name them iterArg from the same counters).
	return o.results
}

// Case is stablehlo.case on the scalar i32 index; each branch builds its
// region and returns values of the types ts.
func (b *Builder) Case(index *Value, ts []Type, branches ...func(b *Builder)) []*Value {
	var rs []*region
	for _, fill := range branches {
		r := &region{}
		fill(&Builder{r: r})
		rs = append(rs, r)
	}
	var tys []string
	for _, t := range ts {
		tys = append(tys, t.String())
	}
	res := strings.Join(tys, ", ")
	if len(ts) > 1 {
		res = "(" + res + ")"
	}
	o := b.newOp(func(p *printer) {
		p.w("\"stablehlo.case\"(%s) (", p.ref(index))
		for i, r := range rs {
			if i > 0 {
				p.s(", ")
			}
			p.block(r)
		}
		p.w(") : (%s) -> %s", index.T, res)
	}, ts...)
	o.regions = rs
	return o.results
}
