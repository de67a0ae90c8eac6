package hlotopenguin

import (
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/ods"
	"ncc/dialects/penguin"
	"ncc/dialects/stablehlo"
)

// stablehlo.convolution is a sum of matmuls over the kernel's positions:
// out[o, pixel] = Σ_pos Σ_i kernel[pos][i, o] · in[i, pixel·stride + pos·dilation].
// Input features are the contraction, on partitions; each output tile
// [Cout ≤ 128, pixels ≤ 512] accumulates in one PSUM tile across
// sequential loops over the kernel's spatial positions and the chunks of
// ≤ 128 input features, with stationary = kernel[pos] as [Cin, Cout] and
// moving = input pixels [Cin, pixels] (one pixel dimension walked with its
// window stride). Padding and lhs_dilation are first materialized as a
// zero-filled copy with the input at strides (lowerPad's technique), so
// every access afterwards is in bounds; rhs_dilation is a stride of the
// kernel-position walk; feature groups are one more parallel loop whose
// index offsets input features, kernel output features and output
// features together. Depthwise convolutions (one input feature per group)
// run on VectorE instead, channels on partitions (see depthwise).

func init() {
	registerChecked("stablehlo.convolution", checkConv, lowerConv)
	Limits["stablehlo.convolution"] = "batch_group_count 1, no window reversal, non-negative padding; " +
		"float operands, or integers of at most 16 bits (TensorE computes in fp32)"
}

// convWindow is a convolution's attributes with the defaults filled in,
// one entry per spatial dimension.
type convWindow struct {
	dn                      *stablehlo.ConvDims
	strides, lhsDil, rhsDil []int64
	lo, hi                  []int64
	groups                  int64
}

func readConv(op *core.Operation) convWindow {
	dn := op.Attr("dimension_numbers").(*stablehlo.ConvDims)
	n := len(dn.InputSpatial)
	cw := convWindow{dn: dn,
		strides: orOnes(intsAttr(op, "window_strides"), n),
		lhsDil:  orOnes(intsAttr(op, "lhs_dilation"), n),
		rhsDil:  orOnes(intsAttr(op, "rhs_dilation"), n),
		groups:  intAttrOr(op, "feature_group_count", 1)}
	cw.lo, cw.hi = padPairs(op, n)
	return cw
}

// orOnes is vs, or n ones when the attribute is absent.
func orOnes(vs []int64, n int) []int64 {
	if len(vs) == n {
		return vs
	}
	out := make([]int64, n)
	for i := range out {
		out[i] = 1
	}
	return out
}

func intAttrOr(op *core.Operation, name string, def int64) int64 {
	if a, ok := op.Attr(name).(*core.IntegerAttr); ok {
		return a.Val
	}
	return def
}

// padPairs reads a `padding` attribute (dense [n, 2]) as low and high
// padding, zeros when it is absent.
func padPairs(op *core.Operation, n int) (lo, hi []int64) {
	lo, hi = make([]int64, n), make([]int64, n)
	if d, ok := op.Attr("padding").(*core.DenseAttr); ok {
		vs := ods.DenseInts(d)
		for i := 0; i < n && 2*i+1 < len(vs); i++ {
			lo[i], hi[i] = vs[2*i], vs[2*i+1]
		}
	}
	return lo, hi
}

func checkConv(op *core.Operation) string {
	if bgc := intAttrOr(op, "batch_group_count", 1); bgc != 1 {
		return fmt.Sprintf("batch_group_count = %d (a weight gradient's batch groups) is not lowered", bgc)
	}
	if rev, ok := op.Attr("window_reversal").(*core.DenseArrayAttr); ok {
		for _, r := range ods.Bools(rev) {
			if r {
				return "window reversal"
			}
		}
	}
	cw := readConv(op)
	for i := range cw.lo {
		if cw.lo[i] < 0 || cw.hi[i] < 0 {
			return "negative padding"
		}
	}
	for _, v := range op.Operands() {
		e := v.Type().(*core.TensorType).Elem
		if penguin.IsIntElem(e) && !penguin.IsI1(e) && e.(*core.IntType).Width > 16 {
			return "an integer convolution wider than 16 bits (TensorE multiplies floats exactly only up to 2^24)"
		}
	}
	return ""
}

// convDim is one dimension of the convolution's output iteration space
// with its stride in the (padded) input, the kernel and the output.
type convDim struct {
	n             int64
	in, ker, outS int64
}

func lowerConv(l *lw, op *core.Operation, args []core.Value) []core.Value {
	x, w := args[0], args[1]
	cw := readConv(op)
	dn := cw.dn
	out := l.alloc(op.Result(0).Type())
	ot := hbmType(out)
	if ot.NumElements() == 0 {
		return []core.Value{out}
	}
	nsp := len(dn.InputSpatial)
	// Padding and lhs_dilation (interior padding) as a zero-filled copy.
	r := hbmType(x).Rank()
	lo, hi, interior := make([]int64, r), make([]int64, r), make([]int64, r)
	pad := false
	for j, d := range dn.InputSpatial {
		lo[d], hi[d], interior[d] = cw.lo[j], cw.hi[j], cw.lhsDil[j]-1
		pad = pad || lo[d] != 0 || hi[d] != 0 || interior[d] != 0
	}
	if pad {
		x = l.padded(x, lo, hi, interior, nil)
	}
	xt, wt := hbmType(x), hbmType(w)
	xs, ws, ys := rowMajor(xt.Dims), rowMajor(wt.Dims), rowMajor(ot.Dims)
	cg := xt.Dims[dn.InputFeature] / cw.groups  // input features per group
	og := ot.Dims[dn.OutputFeature] / cw.groups // output features per group

	// The pixel dimensions: batch and output spatial. The largest one (the
	// last on ties, usually W) is the free axis; the others are loops.
	pix := []convDim{{n: ot.Dims[dn.OutputBatch], in: xs[dn.InputBatch], outS: ys[dn.OutputBatch]}}
	for j := 0; j < nsp; j++ {
		pix = append(pix, convDim{n: ot.Dims[dn.OutputSpatial[j]],
			in: cw.strides[j] * xs[dn.InputSpatial[j]], outS: ys[dn.OutputSpatial[j]]})
	}
	fi := 0
	for i, d := range pix {
		if d.n >= pix[fi].n {
			fi = i
		}
	}
	free := pix[fi]
	if cg == 1 && cw.groups > 1 {
		l.depthwise(cw, x, w, out, pix, fi)
		return []core.Value{out}
	}
	var loops []convDim
	if cw.groups > 1 {
		loops = append(loops, convDim{n: cw.groups, in: cg * xs[dn.InputFeature],
			ker: og * ws[dn.KernelOutputFeature], outS: og * ys[dn.OutputFeature]})
	}
	for i, d := range pix {
		if i != fi {
			loops = append(loops, d)
		}
	}
	cout := convDim{n: og, ker: ws[dn.KernelOutputFeature], outS: ys[dn.OutputFeature]}

	// The contraction: kernel positions (sequential loops of single
	// indices, rhs_dilation as the input stride), then input features in
	// chunks on partitions. lhs of dotDim is the kernel, rhs the input.
	var ks []dotDim
	for j := 0; j < nsp; j++ {
		ks = append(ks, dotDim{n: wt.Dims[dn.KernelSpatial[j]], lhs: ws[dn.KernelSpatial[j]],
			rhs: cw.rhsDil[j] * xs[dn.InputSpatial[j]]})
	}
	ks = append(ks, dotDim{n: cg, lhs: ws[dn.KernelInputFeature], rhs: xs[dn.InputFeature]})

	shape := make([]int64, 0, len(loops)+2)
	for _, d := range loops {
		shape = append(shape, d.n)
	}
	shape = append(shape, cout.n, free.n)
	tl := tiling{shape: shape, part: len(loops), free: len(loops) + 1,
		P: min(cout.n, int64(l.t.MatmulMaxStationary)),
		F: min(free.n, int64(l.t.MatmulMaxMoving), int64(l.t.PSUMBankElems()))}
	dims := append(append(append([]convDim(nil), loops...), cout), free)
	l.nest(tl, func(pt point) {
		kOff, xOff, oOff := cst(0), cst(0), cst(0)
		for i, d := range dims {
			kOff = kOff.addScaled(pt.at[i], d.ker)
			xOff = xOff.addScaled(pt.at[i], d.in)
			oOff = oOff.addScaled(pt.at[i], d.outS)
		}
		acc := penguin.NewZeros(l.b, l.loc, penguin.Tile(l.ctx, []int64{pt.p, pt.f}, core.F32(l.ctx), arch.PSUM))
		acc = l.contract(ks, 0, kOff, xOff, acc, func(ko, xo ix, kk int64, acc core.Value) core.Value {
			st := l.loadOperand(w, ko, kk, ws[dn.KernelInputFeature], pt.p, cout.ker)
			mv := l.loadOperand(x, xo, kk, xs[dn.InputFeature], pt.f, free.in)
			return penguin.NewMatmul(l.b, l.loc, st, mv, acc)
		})
		res := penguin.NewCopy(l.b, l.loc, acc, penguin.Tile(l.ctx, []int64{pt.p, pt.f}, ot.Elem, arch.SBUF))
		penguin.NewStore(l.b, l.loc, res, l.flat(out), penguin.Access{
			Starts: []penguin.Index{l.start(oOff)},
			Dims:   []penguin.DimMap{{Dim: 0, Stride: cout.outS}, {Dim: 0, Stride: free.outS}}})
	})
	return []core.Value{out}
}

// padded copies x into a new buffer with lo and hi edge padding and
// interior padding between elements, the rest filled with fill (a rank-0
// buffer; nil fills zeros). Window ops read the copy instead of x, so
// none of their accesses leaves the buffer.
func (l *lw) padded(x core.Value, lo, hi, interior []int64, fill core.Value) core.Value {
	xt := hbmType(x)
	shape := make([]int64, xt.Rank())
	for k, n := range xt.Dims {
		shape[k] = lo[k] + n + hi[k]
		if n > 0 {
			shape[k] += (n - 1) * interior[k]
		}
	}
	pt := penguin.HBM(l.ctx, shape, xt.Elem)
	buf := penguin.NewHBMAlloc(l.b, l.loc, pt)
	if pt.NumElements() == 0 {
		return buf
	}
	l.fill(buf, fill)
	if xt.NumElements() == 0 {
		return buf
	}
	rm := rowMajor(shape)
	dst := access{buf: buf, stride: make([]int64, len(rm))}
	for k := range rm {
		dst.base += lo[k] * rm[k]
		dst.stride[k] = rm[k] * (interior[k] + 1)
	}
	l.copyNest(l.copyTiling(xt.Dims, int64(xt.DType().Size())), dst, identity(x))
	return buf
}

// fill writes the value of the rank-0 buffer s (zeros when s is nil) to
// every element of buf: a memset when the value is a known constant,
// else a broadcast load.
func (l *lw) fill(buf, s core.Value) {
	elem := hbmType(buf).Elem
	if s == nil {
		l.elementwise(buf, nil, func(pt point, _ []core.Value) core.Value {
			return penguin.NewZeros(l.b, l.loc, l.tileType(pt, elem))
		})
		return
	}
	if v, ok := constFill(s, elem); ok {
		l.elementwise(buf, nil, func(pt point, _ []core.Value) core.Value {
			return penguin.NewConstant(l.b, l.loc, v, l.tileType(pt, elem))
		})
		return
	}
	l.elementwise(buf, []access{{buf: s}}, func(_ point, t []core.Value) core.Value { return t[0] })
}

// constFill is the value of the constant rank-0 buffer s when a
// penguin.constant of element type elem holds it exactly (splatOf reads
// through f32, which cannot hold every i32).
func constFill(s core.Value, elem core.Type) (float64, bool) {
	v, ok := splatOf(s)
	if !ok {
		return 0, false
	}
	if penguin.IsIntElem(elem) && (v != float64(int64(v)) || v > 1<<24 || v < -(1<<24)) {
		return 0, false
	}
	return v, true
}

// depthwise lowers a convolution with one input feature per group on
// VectorE: as matmuls its contraction would be a single partition. The
// groups (channels) go on partitions and each kernel position is one
// multiply-add, acc = x·w + acc, of an input tile and the kernel's [P, 1]
// column at that position, accumulated in f32 through sequential loops
// over the kernel's positions. A channel multiplier (several output
// features per group) is one more loop.
func (l *lw) depthwise(cw convWindow, x, w, out core.Value, pix []convDim, fi int) {
	dn := cw.dn
	xt, wt, ot := hbmType(x), hbmType(w), hbmType(out)
	xs, ws, ys := rowMajor(xt.Dims), rowMajor(wt.Dims), rowMajor(ot.Dims)
	og := ot.Dims[dn.OutputFeature] / cw.groups
	var loops []convDim
	if og > 1 {
		loops = append(loops, convDim{n: og, ker: ws[dn.KernelOutputFeature], outS: ys[dn.OutputFeature]})
	}
	for i, d := range pix {
		if i != fi {
			loops = append(loops, d)
		}
	}
	group := convDim{n: cw.groups, in: xs[dn.InputFeature],
		ker: og * ws[dn.KernelOutputFeature], outS: og * ys[dn.OutputFeature]}
	free := pix[fi]
	var wins []winDim
	for j, d := range dn.KernelSpatial {
		wins = append(wins, winDim{n: wt.Dims[d], strides: []int64{ws[d], cw.rhsDil[j] * xs[dn.InputSpatial[j]]}})
	}
	shape := make([]int64, 0, len(loops)+2)
	for _, d := range loops {
		shape = append(shape, d.n)
	}
	shape = append(shape, group.n, free.n)
	tl := tiling{shape: shape, part: len(loops), free: len(loops) + 1,
		P: min(group.n, int64(l.t.Partitions)), F: min(free.n, maxFree)}
	dims := append(append(append([]convDim(nil), loops...), group), free)
	l.nest(tl, func(pt point) {
		kOff, xOff, oOff := cst(0), cst(0), cst(0)
		for i, d := range dims {
			kOff = kOff.addScaled(pt.at[i], d.ker)
			xOff = xOff.addScaled(pt.at[i], d.in)
			oOff = oOff.addScaled(pt.at[i], d.outS)
		}
		accT := l.tileType(pt, core.F32(l.ctx))
		acc := penguin.NewZeros(l.b, l.loc, accT)
		acc = l.foldWindow(wins, 0, []ix{kOff, xOff}, acc, func(off []ix, acc core.Value) core.Value {
			col := penguin.NewLoad(l.b, l.loc, l.flat(w), penguin.Access{
				Starts: []penguin.Index{l.start(off[0])},
				Dims:   []penguin.DimMap{{Dim: 0, Stride: group.ker}, {Dim: 0, Stride: 1}}},
				penguin.Tile(l.ctx, []int64{pt.p, 1}, wt.Elem, arch.SBUF))
			v := penguin.NewLoad(l.b, l.loc, l.flat(x), penguin.Access{
				Starts: []penguin.Index{l.start(off[1])},
				Dims:   []penguin.DimMap{{Dim: 0, Stride: group.in}, {Dim: 0, Stride: free.in}}},
				l.tileType(pt, xt.Elem))
			return penguin.NewEwise2(l.b, l.loc, penguin.AluMult, penguin.AluAdd, accT,
				penguin.V(v), penguin.V(col), penguin.V(acc))
		})
		if ot.Elem != accT.Elem {
			acc = penguin.NewCopy(l.b, l.loc, acc, accT.WithElem(l.ctx, ot.Elem))
		}
		penguin.NewStore(l.b, l.loc, acc, l.flat(out), penguin.Access{
			Starts: []penguin.Index{l.start(oOff)},
			Dims:   []penguin.DimMap{{Dim: 0, Stride: group.outS}, {Dim: 0, Stride: free.outS}}})
	})
}
