package interp

import (
	"math"
	"math/cmplx"

	"ncc/core"
)

// fft, triangular_solve and cholesky. They compute in complex128 (exact
// for real inputs) and round once into the result type.

func init() {
	register(fftOp, "stablehlo.fft")
	register(triangularSolve, "stablehlo.triangular_solve")
	register(choleskyOp, "stablehlo.cholesky")
}

// toComplex returns t's elements as complex128.
func toComplex(t *Tensor) []complex128 {
	if t.C != nil {
		return append([]complex128(nil), t.C...)
	}
	c := make([]complex128, t.Len())
	for i := range c {
		c[i] = complex(t.floatAt(i), 0)
	}
	return c
}

// fromComplex stores c into out (complex or real part), rounding.
func fromComplex(out *Tensor, c []complex128) {
	for i, v := range c {
		if out.C != nil {
			out.C[i] = complex(out.E.RoundF(real(v)), out.E.RoundF(imag(v)))
		} else {
			out.F[i] = out.E.RoundF(real(v))
		}
	}
}

// dft transforms every line along axis of a row-major buffer of shape, in
// place: X[k] = sum_n x[n] exp(sign * 2πi kn/N), scaled by 1/N if inverse.
func dft(c []complex128, shape []int64, axis int, inverse bool) {
	n := int(shape[axis])
	if n == 0 {
		return
	}
	st := strides(shape)
	step := int(st[axis])
	sign := -1.0
	if inverse {
		sign = 1
	}
	tw := make([]complex128, n)
	for k := range tw {
		tw[k] = cmplx.Rect(1, sign*2*math.Pi*float64(k)/float64(n))
	}
	line := make([]complex128, n)
	ls := append([]int64(nil), shape...)
	ls[axis] = 1
	forEachIndex(ls, func(_ int, idx []int64) error {
		base := linear(idx, st)
		for k := 0; k < n; k++ {
			var s complex128
			for j := 0; j < n; j++ {
				s += c[base+j*step] * tw[(k*j)%n]
			}
			if inverse {
				s /= complex(float64(n), 0)
			}
			line[k] = s
		}
		for k := 0; k < n; k++ {
			c[base+k*step] = line[k]
		}
		return nil
	})
}

func fftOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	a := ts[0]
	typ := enumAttr(op, "fft_type", "FFT")
	lens, _, err := ints(op, "fft_length")
	if err != nil {
		return nil, err
	}
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	r := a.Rank()
	k := len(lens)
	if k < 1 || k > 3 || k > r {
		return nil, op.Errorf("fft_length must have 1 to 3 entries, at most the operand rank")
	}
	c := toComplex(a)
	shape := append([]int64(nil), a.Shape...)
	switch typ {
	case "FFT", "IFFT":
		for ax := r - k; ax < r; ax++ {
			dft(c, shape, ax, typ == "IFFT")
		}
	case "RFFT":
		for ax := r - k; ax < r; ax++ {
			dft(c, shape, ax, false)
		}
		// Keep the first L/2+1 entries of the last axis.
		c = truncateLast(c, shape, out.Shape[r-1])
	case "IRFFT":
		for ax := r - k; ax < r-1; ax++ {
			dft(c, shape, ax, true)
		}
		// Extend the last axis Hermitian-symmetrically to L, then invert.
		L := lens[k-1]
		c, shape = hermitianExtend(c, shape, L)
		dft(c, shape, r-1, true)
	default:
		return nil, op.Errorf("unknown fft_type %s", typ)
	}
	if len(c) != out.Len() {
		return nil, op.Errorf("result shape does not match the transform")
	}
	fromComplex(out, c)
	return []Value{out}, nil
}

func truncateLast(c []complex128, shape []int64, m int64) []complex128 {
	n := shape[len(shape)-1]
	rows := int64(len(c)) / max(n, 1)
	out := make([]complex128, 0, rows*m)
	for r := int64(0); r < rows; r++ {
		out = append(out, c[r*n:r*n+m]...)
	}
	return out
}

func hermitianExtend(c []complex128, shape []int64, L int64) ([]complex128, []int64) {
	h := shape[len(shape)-1]
	rows := int64(len(c)) / max(h, 1)
	out := make([]complex128, rows*L)
	for r := int64(0); r < rows; r++ {
		for k := int64(0); k < L; k++ {
			switch {
			case k < h:
				out[r*L+k] = c[r*h+k]
			case L-k < h:
				out[r*L+k] = cmplx.Conj(c[r*h+L-k])
			}
		}
	}
	ns := append([]int64(nil), shape...)
	ns[len(ns)-1] = L
	return out, ns
}

// batchedMatrices splits a [..., R, C] buffer into R*C matrices.
func matrixDims(op *core.Operation, t *Tensor) (int, int, int, error) {
	if t.Rank() < 2 {
		return 0, 0, 0, op.Errorf("operand must have rank >= 2")
	}
	r, c := int(t.Shape[t.Rank()-2]), int(t.Shape[t.Rank()-1])
	b := 1
	if r*c > 0 {
		b = t.Len() / (r * c)
	}
	return b, r, c, nil
}

func triangularSolve(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	a, b := ts[0], ts[1]
	left := boolAttr(op, "left_side")
	lower := boolAttr(op, "lower")
	unit := boolAttr(op, "unit_diagonal")
	tr := enumAttr(op, "transpose_a", "NO_TRANSPOSE")
	nb, m, m2, err := matrixDims(op, a)
	if err != nil {
		return nil, err
	}
	bb, br, bc, err := matrixDims(op, b)
	if err != nil {
		return nil, err
	}
	if m != m2 || nb != bb || (left && br != m) || (!left && bc != m) {
		return nil, op.Errorf("a must be square and match b")
	}
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	ac, bcx := toComplex(a), toComplex(b)
	res := make([]complex128, len(bcx))
	T := make([]complex128, m*m)
	for n := 0; n < nb; n++ {
		A := ac[n*m*m : (n+1)*m*m]
		// T = op(tri(A)); T is lower iff lower xor transposed.
		for i := 0; i < m; i++ {
			for j := 0; j < m; j++ {
				si, sj := i, j
				if tr != "NO_TRANSPOSE" {
					si, sj = j, i
				}
				v := A[si*m+sj]
				if (lower && sj > si) || (!lower && sj < si) {
					v = 0
				}
				if si == sj && unit {
					v = 1
				}
				if tr == "ADJOINT" {
					v = cmplx.Conj(v)
				}
				T[i*m+j] = v
			}
		}
		tLower := lower != (tr != "NO_TRANSPOSE")
		B := bcx[n*br*bc : (n+1)*br*bc]
		X := res[n*br*bc : (n+1)*br*bc]
		if left { // T X = B, column by column
			for col := 0; col < bc; col++ {
				solveTri(T, m, tLower, false, func(i int) complex128 { return B[i*bc+col] }, func(i int, v complex128) { X[i*bc+col] = v })
			}
		} else { // X T = B  <=>  T^T X^T = B^T, row by row
			for row := 0; row < br; row++ {
				solveTri(T, m, !tLower, true, func(i int) complex128 { return B[row*bc+i] }, func(i int, v complex128) { X[row*bc+i] = v })
			}
		}
	}
	fromComplex(out, res)
	return []Value{out}, nil
}

// solveTri solves M y = rhs by substitution, where M is T (or T^T when
// transposed) and lower says whether M is lower triangular.
func solveTri(T []complex128, m int, lower, transposed bool, rhs func(int) complex128, set func(int, complex128)) {
	at := func(i, j int) complex128 {
		if transposed {
			return T[j*m+i]
		}
		return T[i*m+j]
	}
	y := make([]complex128, m)
	if lower {
		for i := 0; i < m; i++ {
			s := rhs(i)
			for j := 0; j < i; j++ {
				s -= at(i, j) * y[j]
			}
			y[i] = s / at(i, i)
		}
	} else {
		for i := m - 1; i >= 0; i-- {
			s := rhs(i)
			for j := i + 1; j < m; j++ {
				s -= at(i, j) * y[j]
			}
			y[i] = s / at(i, i)
		}
	}
	for i, v := range y {
		set(i, v)
	}
}

// choleskyOp computes L with A = L L^H (lower) or U with A = U^H U; the
// other triangle of the result is zero.
func choleskyOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	a := ts[0]
	nb, n, n2, err := matrixDims(op, a)
	if err != nil {
		return nil, err
	}
	if n != n2 {
		return nil, op.Errorf("operand must be square matrices")
	}
	lower := boolAttr(op, "lower")
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	ac := toComplex(a)
	res := make([]complex128, len(ac))
	for b := 0; b < nb; b++ {
		A := ac[b*n*n : (b+1)*n*n]
		L := res[b*n*n : (b+1)*n*n]
		get := func(i, j int) complex128 { // lower triangle of A (or mirrored upper)
			if lower {
				return A[i*n+j]
			}
			return cmplx.Conj(A[j*n+i])
		}
		for j := 0; j < n; j++ {
			s := get(j, j)
			for k := 0; k < j; k++ {
				s -= L[j*n+k] * cmplx.Conj(L[j*n+k])
			}
			d := cmplx.Sqrt(complex(real(s), 0))
			L[j*n+j] = d
			for i := j + 1; i < n; i++ {
				s := get(i, j)
				for k := 0; k < j; k++ {
					s -= L[i*n+k] * cmplx.Conj(L[j*n+k])
				}
				L[i*n+j] = s / d
			}
		}
		if !lower { // U = L^H
			U := make([]complex128, n*n)
			for i := 0; i < n; i++ {
				for j := 0; j < n; j++ {
					U[i*n+j] = cmplx.Conj(L[j*n+i])
				}
			}
			copy(L, U)
		}
	}
	fromComplex(out, res)
	return []Value{out}, nil
}
