package engine

import (
	"math"
	"math/bits"
	"runtime"
	"sync"

	"ncc/numerics"
)

// Matmul is TensorE's out (+)= stationaryᵀ · moving: stationary is K rows
// (partitions) of M elements, moving K rows of N, out M rows of N (in
// PSUM). With start the accumulators are zeroed first (the start of an
// accumulation group); otherwise the products add to what out holds,
// which must be initialized. Inputs widen exactly to fp32; each product
// is exact and each addition one fp32 rounding, in increasing k
// (numerics.AddProductF32, docs/numerics.md). The stop flag of an
// accumulation group has no functional effect and is not taken.
func (m *Machine) Matmul(inst string, out, stationary, moving AP, start bool) error {
	m.begin(inst)
	vs, err := m.compile("stationary", &stationary)
	if err != nil {
		return err
	}
	vm, err := m.compile("moving", &moving)
	if err != nil {
		return err
	}
	vo, err := m.compile("out", &out)
	if err != nil {
		return err
	}
	K, M, N := vs.rows, vs.n, vm.n
	t := m.Target
	switch {
	case vm.rows != K:
		return m.errf(ErrShape, "stationary %s has %d partitions (K) but moving %s has %d", &stationary, K, &moving, vm.rows)
	case vo.rows != M || vo.n != N:
		return m.errf(ErrShape, "out %s is %d x %d, want stationary's free size %d x moving's %d", &out, vo.rows, vo.n, M, N)
	case K > t.MatmulMaxK || M > t.MatmulMaxStationary || N > t.MatmulMaxMoving:
		return m.errf(ErrShape, "matmul K=%d M=%d N=%d exceeds TensorE's %d, %d, %d",
			K, M, N, t.MatmulMaxK, t.MatmulMaxStationary, t.MatmulMaxMoving)
	case !out.DType.IsFloat():
		return m.errf(ErrType, "out %s: TensorE writes floats", &out)
	}
	S := growF(&m.fa, K*M)
	mv := growF(&m.fb, K*N)
	O := growF(&m.fo, M*N)
	for k := range K {
		if err := m.loadF("stationary", vs, k, S[k*M:k*M+M]); err != nil {
			return err
		}
		if err := m.loadF("moving", vm, k, mv[k*N:k*N+N]); err != nil {
			return err
		}
	}
	if start {
		fill(O, 0)
	} else {
		for r := range M {
			if err := m.loadF("out", vo, r, O[r*N:r*N+N]); err != nil {
				return err
			}
		}
	}
	bs, okS := sigBits(S)
	bm, okM := sigBits(mv)
	if okS && okM && bs+bm <= 24 {
		matmulRows(O, S, mv, nil, K, M, N)
	} else {
		mv64 := m.f64(K * N)
		for i, x := range mv {
			mv64[i] = float64(x)
		}
		matmulRows(O, S, nil, mv64, K, M, N)
	}
	for r := range M {
		m.storeF(vo, r, O[r*N:r*N+N])
	}
	return nil
}

// sigBits returns the most significant bits any of xs has, and whether
// all are zero or of magnitude in [2^-63, 2^63]. When two operands' bits
// add up to at most 24, every product of them is exact in fp32 (and
// normal, and finite), so one fp32 addition per product rounds once, as
// numerics.AddProductF32 does: the fast path for bf16, fp16 and fp8
// inputs, and for fp32 data that happens to be short (small integers).
func sigBits(xs []float32) (int, bool) {
	var low uint32 // OR of the stored mantissas: its trailing zeros are common to all
	for _, x := range xs {
		b := math.Float32bits(x) &^ (1 << 31)
		if b == 0 {
			continue
		}
		if b < 0x20000000 || b > 0x5f000000 { // 2^-63, 2^63; NaN and inf excluded
			return 0, false
		}
		low |= b & 0x7fffff
	}
	return 24 - bits.TrailingZeros32(low|1<<23), true
}

func (m *Machine) f64(n int) []float64 {
	if cap(m.d64) < n {
		m.d64 = make([]float64, n)
	}
	return m.d64[:n]
}

// matmulRows computes O (M x N) += Sᵀ (S is K x M) · moving (K x N),
// splitting the rows of O among goroutines when the work is large. moving
// is mv (fp32, products exact in fp32) or mv64 (widened, for the general
// path). Every element is computed by one goroutine in the same order, so
// the result does not depend on the split.
func matmulRows(O, S, mv []float32, mv64 []float64, K, M, N int) {
	workers := min(runtime.GOMAXPROCS(0), M)
	if workers < 2 || K*M*N < 1<<18 {
		matmulRange(O, S, mv, mv64, K, M, N, 0, M)
		return
	}
	var wg sync.WaitGroup
	per := (M + workers - 1) / workers
	for lo := 0; lo < M; lo += per {
		hi := min(lo+per, M)
		wg.Add(1)
		go func() {
			defer wg.Done()
			matmulRange(O, S, mv, mv64, K, M, N, lo, hi)
		}()
	}
	wg.Wait()
}

func matmulRange(O, S, mv []float32, mv64 []float64, K, M, N, lo, hi int) {
	avx := useAVX2 && N > 0
	for r := lo; r < hi; r++ {
		row := O[r*N : r*N+N]
		for k := range K {
			a := S[k*M+r]
			if mv != nil {
				// The product is exact: one fp32 addition rounds once.
				b := mv[k*N : k*N+N]
				b = b[:len(row)]
				n := 0
				if avx {
					n = addProductsF32(&row[0], &b[0], a, len(row))
				}
				for ; n < len(row); n++ {
					row[n] = row[n] + float32(a*b[n])
				}
				continue
			}
			// The float64 sum of the accumulator and the exact product
			// rounds to fp32 correctly unless it landed exactly on an
			// fp32 rounding midpoint (the one case where rounding twice
			// differs from rounding once) or lies below fp32's normal
			// range (where midpoints are coarser): those take
			// numerics.AddProductF32's exact route.
			a64 := float64(a)
			b := mv64[k*N : k*N+N]
			b = b[:len(row)]
			for n := 0; n < len(row); {
				end := len(row)
				if avx {
					if n += addProductsF64(&row[n], &b[n], a64, len(row)-n); n == len(row) {
						break
					}
					end = min(n+4, len(row)) // the group the kernel stopped at
				}
				for ; n < end; n++ {
					s := float64(row[n]) + a64*b[n]
					bits := math.Float64bits(s)
					if bits&(1<<29-1) == 1<<28 || bits&^(1<<63) < 0x3810000000000000 {
						row[n] = numerics.AddProductF32(row[n], a, float32(b[n]))
						continue
					}
					row[n] = float32(s)
				}
			}
		}
	}
}

// useAVX2 selects the assembly kernels where there are any (tests turn it
// off to check the Go path).
var useAVX2 = hasAVX2

// TransposePE is TensorE's transpose (matmul against the identity): in is
// K rows of N, out N rows of K; values pass exactly through fp32 and are
// written in out's dtype (fp32 in PSUM).
func (m *Machine) TransposePE(inst string, out, in AP) error {
	m.begin(inst)
	vi, err := m.compile("in", &in)
	if err != nil {
		return err
	}
	vo, err := m.compile("out", &out)
	if err != nil {
		return err
	}
	K, N := vi.rows, vi.n
	t := m.Target
	switch {
	case vo.rows != N || vo.n != K:
		return m.errf(ErrShape, "out %s is %d x %d, want the transpose %d x %d of in %s", &out, vo.rows, vo.n, N, K, &in)
	case K > t.MatmulMaxK || N > t.MatmulMaxStationary:
		return m.errf(ErrShape, "transpose of %d x %d exceeds TensorE's %d x %d", K, N, t.MatmulMaxK, t.MatmulMaxStationary)
	}
	x := growF(&m.fa, K*N)
	for k := range K {
		if err := m.loadF("in", vi, k, x[k*N:k*N+N]); err != nil {
			return err
		}
	}
	row := growF(&m.fo, K)
	for n := range N {
		for k := range K {
			row[k] = x[k*N+n]
		}
		m.storeF(vo, n, row)
	}
	return nil
}

// TransposeDVE is VectorE's transpose of one block of at most 32x32: in
// is R rows of F, out F rows of R. Integers pass exactly, floats through
// fp32.
func (m *Machine) TransposeDVE(inst string, out, in AP) error {
	m.begin(inst)
	vi, err := m.compile("in", &in)
	if err != nil {
		return err
	}
	vo, err := m.compile("out", &out)
	if err != nil {
		return err
	}
	R, F := vi.rows, vi.n
	switch {
	case vo.rows != F || vo.n != R:
		return m.errf(ErrShape, "out %s is %d x %d, want the transpose %d x %d of in %s", &out, vo.rows, vo.n, F, R, &in)
	case R > 32 || F > 32:
		return m.errf(ErrShape, "in %s is %d x %d; VectorE transposes one block of at most 32x32", &in, R, F)
	}
	if allInt(&out, &in) {
		x, y := growI(&m.ia, R*F), growI(&m.io, R)
		for r := range R {
			if err := m.loadI("in", vi, r, x[r*F:r*F+F]); err != nil {
				return err
			}
		}
		for f := range F {
			for r := range R {
				y[r] = x[r*F+f]
			}
			m.storeI(vo, f, y)
		}
		return nil
	}
	x, y := growF(&m.fa, R*F), growF(&m.fo, R)
	for r := range R {
		if err := m.loadF("in", vi, r, x[r*F:r*F+F]); err != nil {
			return err
		}
	}
	for f := range F {
		for r := range R {
			y[r] = x[r*F+f]
		}
		m.storeF(vo, f, y)
	}
	return nil
}
