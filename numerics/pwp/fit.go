package pwp

import "math"

// chebFit fits a degree-d polynomial to f on [m-r, m+r] by weighted least
// squares at Chebyshev nodes, in the Chebyshev basis (well conditioned at
// any degree used here), and returns its coefficients in s = (x-m)/r,
// monomial form. w gives each node's weight from its x and f(x).
func chebFit(f func(float64) float64, m, r float64, d int, w func(x, y float64) float64) ([]float64, bool) {
	n := d + 1
	nodes := max(4*n, 16)
	a := make([][]float64, nodes)
	rhs := make([]float64, nodes)
	for k := range nodes {
		u := math.Cos(math.Pi * (float64(k) + 0.5) / float64(nodes))
		x := m + r*u
		y := f(x)
		wk := w(x, y)
		if math.IsNaN(y) || math.IsInf(y, 0) || math.IsNaN(wk) || math.IsInf(wk, 0) {
			return nil, false
		}
		row := make([]float64, n)
		t0, t1 := 1.0, u
		for j := range n {
			switch j {
			case 0:
				row[j] = 1
			case 1:
				row[j] = u
			default:
				t0, t1 = t1, 2*u*t1-t0
				row[j] = t1
			}
			row[j] *= wk
		}
		a[k] = row
		rhs[k] = y * wk
	}
	cheb, ok := leastSquares(a, rhs)
	if !ok {
		return nil, false
	}
	// Chebyshev to monomials in s: T0 = 1, T1 = s, T(j+1) = 2s·Tj - T(j-1).
	mono := make([]float64, n)
	tPrev, tCur := make([]float64, n), make([]float64, n)
	tPrev[0] = 1
	if n > 1 {
		tCur[1] = 1
	}
	for j := range n {
		var tj []float64
		switch j {
		case 0:
			tj = tPrev
		case 1:
			tj = tCur
		default:
			next := make([]float64, n)
			for i := 1; i < n; i++ {
				next[i] = 2 * tCur[i-1]
			}
			for i := range n {
				next[i] -= tPrev[i]
			}
			tPrev, tCur = tCur, next
			tj = next
		}
		for i := range n {
			mono[i] += cheb[j] * tj[i]
		}
	}
	return mono, true
}

// leastSquares solves min |Ax - b| by Householder QR.
func leastSquares(a [][]float64, b []float64) ([]float64, bool) {
	m, n := len(a), len(a[0])
	for j := range n {
		var norm float64
		for i := j; i < m; i++ {
			norm = math.Hypot(norm, a[i][j])
		}
		if norm == 0 {
			return nil, false
		}
		if a[j][j] > 0 {
			norm = -norm
		}
		// v = a[j:, j] - norm·e1, stored in place; H = I - 2vvᵀ/vᵀv.
		a[j][j] -= norm
		var vv float64
		for i := j; i < m; i++ {
			vv += a[i][j] * a[i][j]
		}
		apply := func(col func(i int) *float64) {
			var dot float64
			for i := j; i < m; i++ {
				dot += a[i][j] * *col(i)
			}
			s := 2 * dot / vv
			for i := j; i < m; i++ {
				*col(i) -= s * a[i][j]
			}
		}
		for k := j + 1; k < n; k++ {
			apply(func(i int) *float64 { return &a[i][k] })
		}
		apply(func(i int) *float64 { return &b[i] })
		a[j][j] = norm // R's diagonal; the rest of column j is no longer needed
	}
	x := make([]float64, n)
	for j := n - 1; j >= 0; j-- {
		s := b[j]
		for k := j + 1; k < n; k++ {
			s -= a[j][k] * x[k]
		}
		x[j] = s / a[j][j]
	}
	for _, v := range x {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, false
		}
	}
	return x, true
}

// rebase turns a polynomial in s = (x-m)/r into one in t = (x-c)·scale:
// s = t/(scale·r) + (c-m)/r, expanded by Horner's rule on polynomials.
func rebase(p []float64, m, r, c, scale float64) []float64 {
	alpha, beta := 1/(scale*r), (c-m)/r
	out := make([]float64, len(p))
	for k := len(p) - 1; k >= 0; k-- {
		// out = out·(alpha·t + beta) + p[k]
		for i := len(p) - 1; i >= 0; i-- {
			v := out[i] * beta
			if i > 0 {
				v += out[i-1] * alpha
			}
			out[i] = v
		}
		out[0] += p[k]
	}
	return out
}
