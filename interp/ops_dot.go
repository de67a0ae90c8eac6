package interp

import (
	"ncc/core"
	"ncc/dialects/stablehlo"
)

// dot_general, dot and convolution.

func init() {
	register(dotGeneral, "stablehlo.dot_general", "stablehlo.dot")
	register(convolution, "stablehlo.convolution", "stablehlo.dynamic_conv")
}

// operandsLike converts b to a's storage kind when they differ (mixed
// precision dots), so kernels see one kind.
func sameKind(op *core.Operation, a, b *Tensor) error {
	if a.E.Kind != b.E.Kind {
		return op.Errorf("lhs and rhs must have the same element kind")
	}
	return nil
}

func dotGeneral(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	if len(ts) != 2 {
		return nil, op.Errorf("expects lhs and rhs")
	}
	a, b := ts[0], ts[1]
	if err := sameKind(op, a, b); err != nil {
		return nil, err
	}
	var d *stablehlo.DotDims
	if op.Name() == "stablehlo.dot" {
		d = &stablehlo.DotDims{LhsContracting: []int64{int64(a.Rank() - 1)}, RhsContracting: []int64{0}}
	} else if d, err = dotDims(op, "dot_dimension_numbers"); err != nil {
		return nil, err
	}
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	if len(d.LhsBatching) != len(d.RhsBatching) || len(d.LhsContracting) != len(d.RhsContracting) {
		return nil, op.Errorf("batching and contracting dimensions must pair up")
	}
	lfree := freeDims(a.Rank(), d.LhsBatching, d.LhsContracting)
	rfree := freeDims(b.Rank(), d.RhsBatching, d.RhsContracting)
	for _, ds := range [][]int64{d.LhsBatching, d.LhsContracting, lfree} {
		for _, v := range ds {
			if v < 0 || int(v) >= a.Rank() {
				return nil, op.Errorf("lhs dimension %d is out of range", v)
			}
		}
	}
	for _, ds := range [][]int64{d.RhsBatching, d.RhsContracting, rfree} {
		for _, v := range ds {
			if v < 0 || int(v) >= b.Rank() {
				return nil, op.Errorf("rhs dimension %d is out of range", v)
			}
		}
	}
	B, M, K, N := int64(1), int64(1), int64(1), int64(1)
	for i, v := range d.LhsBatching {
		if a.Shape[v] != b.Shape[d.RhsBatching[i]] {
			return nil, op.Errorf("batching dimensions differ in size")
		}
		B *= a.Shape[v]
	}
	for i, v := range d.LhsContracting {
		if a.Shape[v] != b.Shape[d.RhsContracting[i]] {
			return nil, op.Errorf("contracting dimensions differ in size")
		}
		K *= a.Shape[v]
	}
	for _, v := range lfree {
		M *= a.Shape[v]
	}
	for _, v := range rfree {
		N *= b.Shape[v]
	}
	if int64(out.Len()) != B*M*N {
		return nil, op.Errorf("result shape does not match the dot dimensions")
	}
	// Lay both operands out as [B, M, K] and [B, K, N].
	la := permuteTo(a, concat(d.LhsBatching, lfree, d.LhsContracting))
	lb := permuteTo(b, concat(d.RhsBatching, d.RhsContracting, rfree))
	acc := &Tensor{E: a.E}
	n := int(B * M * N)
	switch a.E.Kind {
	case Float:
		acc.F = make([]float64, n)
		for bi := int64(0); bi < B; bi++ {
			matmulF(acc.F[bi*M*N:(bi+1)*M*N], la.F[bi*M*K:(bi+1)*M*K], lb.F[bi*K*N:(bi+1)*K*N], int(M), int(K), int(N))
		}
	case Complex:
		acc.C = make([]complex128, n)
		for bi := int64(0); bi < B; bi++ {
			c, x, y := acc.C[bi*M*N:], la.C[bi*M*K:], lb.C[bi*K*N:]
			for i := int64(0); i < M; i++ {
				for k := int64(0); k < K; k++ {
					av := x[i*K+k]
					for j := int64(0); j < N; j++ {
						c[i*N+j] += av * y[k*N+j]
					}
				}
			}
		}
	default:
		acc.I = make([]int64, n)
		for bi := int64(0); bi < B; bi++ {
			c, x, y := acc.I[bi*M*N:], la.I[bi*M*K:], lb.I[bi*K*N:]
			for i := int64(0); i < M; i++ {
				for k := int64(0); k < K; k++ {
					av := x[i*K+k]
					if a.E.Kind == Bool {
						for j := int64(0); j < N; j++ {
							c[i*N+j] |= av & y[k*N+j]
						}
						continue
					}
					for j := int64(0); j < N; j++ {
						c[i*N+j] += av * y[k*N+j]
					}
				}
			}
		}
	}
	if out.E.Kind == a.E.Kind {
		// Round once from the wide accumulator.
		switch {
		case out.F != nil:
			copy(out.F, acc.F)
			out.E.Round(out.F)
		case out.C != nil:
			copy(out.C, acc.C)
			out.E.RoundC(out.C)
		default:
			copy(out.I, acc.I)
			out.E.WrapSlice(out.I)
		}
	} else {
		acc.Shape = out.Shape
		convertInto(out, acc)
	}
	return []Value{out}, nil
}

// matmulF computes c (m x n) = a (m x k) * b (k x n), all row-major, in
// cache-sized tiles with a 4-way unrolled inner loop.
func matmulF(c, a, b []float64, m, k, n int) {
	const tk, tn = 128, 256
	for jj := 0; jj < n; jj += tn {
		je := min(jj+tn, n)
		for kk := 0; kk < k; kk += tk {
			ke := min(kk+tk, k)
			for i := 0; i < m; i++ {
				crow := c[i*n+jj : i*n+je]
				arow := a[i*k : i*k+k]
				p := kk
				for ; p+1 < ke; p += 2 {
					a0, a1 := arow[p], arow[p+1]
					b0 := b[p*n+jj : p*n+je]
					b1 := b[(p+1)*n+jj : (p+1)*n+je]
					b0 = b0[:len(crow)]
					b1 = b1[:len(crow)]
					for j := range crow {
						crow[j] += a0*b0[j] + a1*b1[j]
					}
				}
				for ; p < ke; p++ {
					a0 := arow[p]
					b0 := b[p*n+jj : p*n+je]
					b0 = b0[:len(crow)]
					for j := range crow {
						crow[j] += a0 * b0[j]
					}
				}
			}
		}
	}
}

func freeDims(rank int, a, b []int64) []int64 {
	var out []int64
	for d := 0; d < rank; d++ {
		if !contains(a, int64(d)) && !contains(b, int64(d)) {
			out = append(out, int64(d))
		}
	}
	return out
}

func concat(xs ...[]int64) []int64 {
	var out []int64
	for _, x := range xs {
		out = append(out, x...)
	}
	return out
}

// permuteTo returns t's elements reordered so that dimension perm[i] of t
// becomes dimension i (a transpose into a fresh buffer; only the storage
// matters, Type is left nil).
func permuteTo(t *Tensor, perm []int64) *Tensor {
	identity := true
	for i, p := range perm {
		if p != int64(i) {
			identity = false
		}
	}
	if identity {
		return t
	}
	shape := make([]int64, len(perm))
	st := strides(t.Shape)
	pst := make([]int64, len(perm))
	for i, p := range perm {
		shape[i] = t.Shape[p]
		pst[i] = st[p]
	}
	out := &Tensor{E: t.E, Shape: shape}
	n := t.Len()
	switch {
	case t.I != nil:
		out.I = make([]int64, n)
	case t.F != nil:
		out.F = make([]float64, n)
	default:
		out.C = make([]complex128, n)
	}
	forEachIndex(shape, func(i int, idx []int64) error {
		out.copyElem(i, t, linear(idx, pst))
		return nil
	})
	return out
}

// convolution implements the spec's convolution (and dynamic_conv, whose
// padding is an operand) directly: every output element sums lhs*rhs over
// the kernel window and the group's input features.
func convolution(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	if len(ts) < 2 {
		return nil, op.Errorf("expects lhs and rhs")
	}
	lhs, rhs := ts[0], ts[1]
	if err := sameKind(op, lhs, rhs); err != nil {
		return nil, err
	}
	dn, err := convDims(op, "dimension_numbers")
	if err != nil {
		return nil, err
	}
	ns := len(dn.InputSpatial)
	if len(dn.KernelSpatial) != ns || len(dn.OutputSpatial) != ns {
		return nil, op.Errorf("spatial dimension counts differ")
	}
	ones := func() []int64 {
		o := make([]int64, ns)
		for i := range o {
			o[i] = 1
		}
		return o
	}
	strideA, ok, err := ints(op, "window_strides")
	if err != nil {
		return nil, err
	}
	if !ok {
		strideA = ones()
	}
	lhsDil, ok, err := ints(op, "lhs_dilation")
	if err != nil {
		return nil, err
	}
	if !ok {
		lhsDil = ones()
	}
	rhsDil, ok, err := ints(op, "rhs_dilation")
	if err != nil {
		return nil, err
	}
	if !ok {
		rhsDil = ones()
	}
	var pad []int64
	if len(ts) == 3 { // dynamic_conv
		pad = ts[2].I
	} else if pad, ok, err = ints(op, "padding"); err != nil {
		return nil, err
	} else if !ok {
		pad = make([]int64, 2*ns)
	}
	rev := make([]bool, ns)
	if rv, ok, err := ints(op, "window_reversal"); err != nil {
		return nil, err
	} else if ok {
		for i := range rv {
			if i < ns {
				rev[i] = rv[i] != 0
			}
		}
	}
	if len(strideA) != ns || len(lhsDil) != ns || len(rhsDil) != ns || len(pad) != 2*ns {
		return nil, op.Errorf("window attributes must have one entry per spatial dimension")
	}
	fgc, err := intAttr(op, "feature_group_count", 1)
	if err != nil {
		return nil, err
	}
	bgc, err := intAttr(op, "batch_group_count", 1)
	if err != nil {
		return nil, err
	}
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	inF := lhs.Shape[dn.InputFeature]
	inB := lhs.Shape[dn.InputBatch]
	kIF := rhs.Shape[dn.KernelInputFeature]
	kOF := rhs.Shape[dn.KernelOutputFeature]
	if fgc < 1 || bgc < 1 || inF != kIF*fgc || kOF%fgc != 0 || kOF%bgc != 0 || inB%bgc != 0 {
		return nil, op.Errorf("feature and batch group counts do not divide the dimensions")
	}
	outF := out.Shape[dn.OutputFeature]
	outB := out.Shape[dn.OutputBatch]
	lst, rst := strides(lhs.Shape), strides(rhs.Shape)
	kshape := make([]int64, ns)
	for i, d := range dn.KernelSpatial {
		kshape[i] = rhs.Shape[d]
	}
	isz := make([]int64, ns)
	for i, d := range dn.InputSpatial {
		isz[i] = lhs.Shape[d]
	}
	accF, accC, accI := 0.0, complex128(0), int64(0)
	kidx := make([]int64, ns)
	err = forEachIndex(out.Shape, func(oi int, idx []int64) error {
		ob, of := idx[dn.OutputBatch], idx[dn.OutputFeature]
		fg := of / (kOF / fgc)
		bg := of / (kOF / bgc)
		b := bg*(inB/bgc) + ob
		if b >= inB || ob >= outB || of >= outF {
			return nil
		}
		accF, accC, accI = 0, 0, 0
		for i := range kidx {
			kidx[i] = 0
		}
		nk := numElems(kshape)
		for kn := int64(0); kn < nk; kn++ {
			loff := int64(b) * lst[dn.InputBatch]
			roff := of * rst[dn.KernelOutputFeature]
			inside := true
			for s := 0; s < ns; s++ {
				ks := kidx[s]
				wk := ks
				if rev[s] {
					wk = kshape[s] - 1 - ks
				}
				p := idx[dn.OutputSpatial[s]]*strideA[s] + wk*rhsDil[s] - pad[2*s]
				if p < 0 || p%lhsDil[s] != 0 || p/lhsDil[s] >= isz[s] {
					inside = false
					break
				}
				loff += (p / lhsDil[s]) * lst[dn.InputSpatial[s]]
				roff += ks * rst[dn.KernelSpatial[s]]
			}
			if inside {
				for c := int64(0); c < kIF; c++ {
					li := int(loff + (fg*kIF+c)*lst[dn.InputFeature])
					ri := int(roff + c*rst[dn.KernelInputFeature])
					switch lhs.E.Kind {
					case Float:
						accF += lhs.F[li] * rhs.F[ri]
					case Complex:
						accC += lhs.C[li] * rhs.C[ri]
					case Bool:
						accI |= lhs.I[li] & rhs.I[ri]
					default:
						accI += lhs.I[li] * rhs.I[ri]
					}
				}
			}
			nextIndex(kidx, kshape)
		}
		switch out.E.Kind {
		case Float:
			if lhs.E.Kind == Float {
				out.F[oi] = out.E.RoundF(accF)
			} else {
				out.F[oi] = out.E.RoundF(float64(accI))
			}
		case Complex:
			out.C[oi] = complex(out.E.RoundF(real(accC)), out.E.RoundF(imag(accC)))
		default:
			if lhs.E.Kind == Float {
				accI = int64(accF)
			}
			out.I[oi] = out.E.Wrap(accI)
		}
		return nil
	})
	return []Value{out}, err
}
