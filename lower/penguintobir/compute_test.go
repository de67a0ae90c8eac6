package penguintobir_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/numerics"
	"ncc/numerics/pwp"
)

// matmulBlock computes rows [m0, m0+rows) of C = relu(A · B) with the
// contraction of 300 in three steps of 100 accumulating in PSUM.
func matmulBlock(m0, rows int) string {
	return fmt.Sprintf(`
  %%acc0_%[1]d = penguin.zeros : !penguin.tile<%[2]dx512xf32, psum>
  %%acc_%[1]d = penguin.for %%k = 0 to 3 sequential iter_args(%%a1 = %%acc0_%[1]d) -> !penguin.tile<%[2]dx512xf32, psum> {
    %%k0 = arith.muli %%k, %%c100 : index
    %%at = penguin.load %%a[%[1]d, %%k0] dims [d1, d0] : !penguin.hbm<200x300xf32> -> !penguin.tile<100x%[2]dxf32, sbuf>
    %%bt = penguin.load %%b[%%k0, 0] : !penguin.hbm<300x512xf32> -> !penguin.tile<100x512xf32, sbuf>
    %%p = penguin.matmul %%at, %%bt acc %%a1 : !penguin.tile<100x%[2]dxf32, sbuf>, !penguin.tile<100x512xf32, sbuf> -> !penguin.tile<%[2]dx512xf32, psum>
    penguin.yield %%p : !penguin.tile<%[2]dx512xf32, psum>
  }
  %%r_%[1]d = penguin.activation relu %%acc_%[1]d : !penguin.tile<%[2]dx512xf32, psum> -> !penguin.tile<%[2]dx512xf32, sbuf>
  penguin.store %%r_%[1]d, %%out[%[1]d, 0] : !penguin.tile<%[2]dx512xf32, sbuf>, !penguin.hbm<200x512xf32>`, m0, rows)
}

// C = relu(A · B) for 200 rows as tiles of 128 and 72, K = 300
// accumulated across a sequential loop from penguin.zeros.
func TestMatmulAccumulation(t *testing.T) {
	src := `
penguin.kernel @main(%a: !penguin.hbm<200x300xf32>, %b: !penguin.hbm<300x512xf32>) -> !penguin.hbm<200x512xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<200x512xf32>
  %c100 = arith.constant 100 : index` + matmulBlock(0, 128) + matmulBlock(128, 72) + `
  penguin.return %out : !penguin.hbm<200x512xf32>
}`
	a, b := randF32(200*300, 1), randF32(300*512, 2)
	outs := run(t, src, f32Buf([]int64{200, 300}, a), f32Buf([]int64{300, 512}, b))
	want := matmul(a, b, 200, 300, 512)
	for i, v := range want {
		want[i] = max(v, 0)
	}
	// fp32 accumulation of 300 products against a float64 sum.
	requireClose(t, want, floats(outs[0]), 5e-4)
}

// Matmuls without an accumulator, onto zeros, and onto an accumulator
// that stays live (copied first), in bf16.
func TestMatmulForms(t *testing.T) {
	src := `
penguin.kernel @main(%a: !penguin.hbm<64x32xbf16>, %b: !penguin.hbm<64x96xbf16>) -> (!penguin.hbm<32x96xf32>, !penguin.hbm<32x96xf32>) {
  %o1 = penguin.hbm_alloc : !penguin.hbm<32x96xf32>
  %o2 = penguin.hbm_alloc : !penguin.hbm<32x96xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<64x32xbf16> -> !penguin.tile<64x32xbf16, sbuf>
  %y = penguin.load %b[0, 0] : !penguin.hbm<64x96xbf16> -> !penguin.tile<64x96xbf16, sbuf>
  %z = penguin.zeros : !penguin.tile<32x96xf32, psum>
  %p0 = penguin.matmul %x, %y acc %z : !penguin.tile<64x32xbf16, sbuf>, !penguin.tile<64x96xbf16, sbuf> -> !penguin.tile<32x96xf32, psum>
  %p1 = penguin.matmul %x, %y acc %p0 : !penguin.tile<64x32xbf16, sbuf>, !penguin.tile<64x96xbf16, sbuf> -> !penguin.tile<32x96xf32, psum>
  %s0 = penguin.copy %p0 : !penguin.tile<32x96xf32, psum> -> !penguin.tile<32x96xf32, sbuf>
  %s1 = penguin.copy %p1 : !penguin.tile<32x96xf32, psum> -> !penguin.tile<32x96xf32, sbuf>
  penguin.store %s0, %o1[0, 0] : !penguin.tile<32x96xf32, sbuf>, !penguin.hbm<32x96xf32>
  penguin.store %s1, %o2[0, 0] : !penguin.tile<32x96xf32, sbuf>, !penguin.hbm<32x96xf32>
  penguin.return %o1, %o2 : !penguin.hbm<32x96xf32>, !penguin.hbm<32x96xf32>
}`
	a, b := bf16(randF32(64*32, 3)), bf16(randF32(64*96, 4))
	outs := run(t, src, buf([]int64{64, 32}, numerics.BFloat16, a), buf([]int64{64, 96}, numerics.BFloat16, b))
	at := make([]float32, 32*64)
	for k := range 64 {
		for m := range 32 {
			at[m*64+k] = a[k*32+m]
		}
	}
	want := matmul(at, b, 32, 64, 96)
	requireClose(t, want, floats(outs[0]), 1e-5)
	for i := range want {
		want[i] *= 2
	}
	requireClose(t, want, floats(outs[1]), 1e-5)
}

// bf16 rounds xs to bf16.
func bf16(xs []float32) []float32 {
	b := make([]byte, 2*len(xs))
	numerics.BFloat16.Store(b, xs)
	out := make([]float32, len(xs))
	numerics.BFloat16.Load(out, b)
	return out
}

// Activations with a bias column, an immediate bias, a scale and the
// add-reduce output; prelu's alpha.
func TestActivation(t *testing.T) {
	const p, f = 100, 300
	cases := []struct {
		name, act string
		fn        pwp.ID
		scale     float32
		bias      int // 0 none, 1 column, 2 immediate -1
		alpha     float32
		reduce    bool
	}{
		{"exp-bias-column-reduce", "exp %x scale 5.000000e-01 bias %s", pwp.Exp, 0.5, 1, 0, true},
		{"gelu-bias-imm", "gelu_apprx_tanh %x bias -1.000000e+00", pwp.GeluApprxTanh, 1, 2, 0, false},
		{"relu-reduce", "relu %x", pwp.Relu, 1, 0, 0, true},
		{"prelu", "prelu %x alpha 1.000000e-01", pwp.PRelu, 1, 0, 0.1, false},
		{"sigmoid-scale-0", "sigmoid %x scale 0.000000e+00 bias %s", pwp.Sigmoid, 0, 1, 0, false},
	}
	x, s := randF32(p*f, 5), randF32(p, 6)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tile, col := fmt.Sprintf("!penguin.tile<%dx%dxf32, sbuf>", p, f), fmt.Sprintf("!penguin.tile<%dx1xf32, sbuf>", p)
			types := tile + " -> " + tile
			if tc.bias == 1 {
				types = tile + ", " + col + " -> " + tile
			}
			res, store := "%r", ""
			if tc.reduce {
				res, types = "%r, %sum", types+", "+col
				store = "penguin.store %sum, %o2[0, 0] : " + col + fmt.Sprintf(", !penguin.hbm<%dx1xf32>", p)
			}
			src := fmt.Sprintf(`
penguin.kernel @main(%%a: !penguin.hbm<%[1]dx%[2]dxf32>, %%c: !penguin.hbm<%[1]dx1xf32>) -> (!penguin.hbm<%[1]dx%[2]dxf32>, !penguin.hbm<%[1]dx1xf32>) {
  %%out = penguin.hbm_alloc : !penguin.hbm<%[1]dx%[2]dxf32>
  %%o2 = penguin.hbm_alloc : !penguin.hbm<%[1]dx1xf32>
  %%x = penguin.load %%a[0, 0] : !penguin.hbm<%[1]dx%[2]dxf32> -> %[3]s
  %%s = penguin.load %%c[0, 0] : !penguin.hbm<%[1]dx1xf32> -> %[4]s
  %[5]s = penguin.activation %[6]s : %[7]s
  penguin.store %%r, %%out[0, 0] : %[3]s, !penguin.hbm<%[1]dx%[2]dxf32>
  %[8]s
  penguin.return %%out, %%o2 : !penguin.hbm<%[1]dx%[2]dxf32>, !penguin.hbm<%[1]dx1xf32>
}`, p, f, tile, col, res, tc.act, types, store)
			if !tc.reduce {
				// o2 must be written: store the bias column there.
				src = replaceOnce(src, "  penguin.return", "  penguin.store %s, %o2[0, 0] : "+col+fmt.Sprintf(", !penguin.hbm<%dx1xf32>\n  penguin.return", p))
			}
			outs := run(t, src, f32Buf([]int64{p, f}, x), f32Buf([]int64{p, 1}, s))
			table, err := pwp.For(tc.fn)
			if tc.fn == pwp.PRelu {
				table, err = pwp.Generate(pwp.PReluFunc(tc.alpha))
			}
			require.NoError(t, err)
			want, sums := make([]float32, p*f), make([]float32, p)
			for i := range want {
				v := float32(x[i] * tc.scale)
				switch tc.bias {
				case 1:
					v += s[i/f]
				case 2:
					v--
				}
				want[i] = table.Eval(v)
				sums[i/f] += want[i]
			}
			requireClose(t, want, floats(outs[0]), 0)
			if tc.reduce {
				requireClose(t, sums, floats(outs[1]), 0)
			}
		})
	}
}

func replaceOnce(s, old, new string) string {
	for i := 0; i+len(old) <= len(s); i++ {
		if s[i:i+len(old)] == old {
			return s[:i] + new + s[i+len(old):]
		}
	}
	return s
}

// Reductions over several free dimensions, in SBUF and PSUM.
func TestReduce(t *testing.T) {
	src := `
penguin.kernel @main(%a: !penguin.hbm<128x6x50xf32>) -> (!penguin.hbm<128x1xf32>, !penguin.hbm<128x1xf32>, !penguin.hbm<128x1xf32>) {
  %o1 = penguin.hbm_alloc : !penguin.hbm<128x1xf32>
  %o2 = penguin.hbm_alloc : !penguin.hbm<128x1xf32>
  %o3 = penguin.hbm_alloc : !penguin.hbm<128x1xf32>
  %x = penguin.load %a[0, 0, 0] : !penguin.hbm<128x6x50xf32> -> !penguin.tile<128x6x50xf32, sbuf>
  %m = penguin.reduce max %x : !penguin.tile<128x6x50xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
  %s = penguin.reduce add %x : !penguin.tile<128x6x50xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
  %ps = penguin.copy %x : !penguin.tile<128x6x50xf32, sbuf> -> !penguin.tile<128x6x50xf32, psum>
  %n = penguin.reduce min %ps : !penguin.tile<128x6x50xf32, psum> -> !penguin.tile<128x1xf32, sbuf>
  penguin.store %m, %o1[0, 0] : !penguin.tile<128x1xf32, sbuf>, !penguin.hbm<128x1xf32>
  penguin.store %s, %o2[0, 0] : !penguin.tile<128x1xf32, sbuf>, !penguin.hbm<128x1xf32>
  penguin.store %n, %o3[0, 0] : !penguin.tile<128x1xf32, sbuf>, !penguin.hbm<128x1xf32>
  penguin.return %o1, %o2, %o3 : !penguin.hbm<128x1xf32>, !penguin.hbm<128x1xf32>, !penguin.hbm<128x1xf32>
}`
	x := randF32(128*300, 7)
	outs := run(t, src, f32Buf([]int64{128, 6, 50}, x))
	mx, sum, mn := make([]float32, 128), make([]float32, 128), make([]float32, 128)
	for p := range 128 {
		row := x[p*300 : p*300+300]
		mx[p], mn[p] = row[0], row[0]
		for _, v := range row {
			mx[p], mn[p] = max(mx[p], v), min(mn[p], v)
			sum[p] += v
		}
	}
	requireClose(t, mx, floats(outs[0]), 0)
	requireClose(t, sum, floats(outs[1]), 0)
	requireClose(t, mn, floats(outs[2]), 0)
}

// Transposes through TensorE into PSUM, and on VectorE in 32x32 blocks
// (a float tile into SBUF, an integer tile into PSUM).
func TestTranspose(t *testing.T) {
	src := `
penguin.kernel @main(%a: !penguin.hbm<100x72xf32>, %b: !penguin.hbm<40x70xi32>) -> (!penguin.hbm<72x100xf32>, !penguin.hbm<72x100xf32>, !penguin.hbm<70x40xi32>) {
  %o1 = penguin.hbm_alloc : !penguin.hbm<72x100xf32>
  %o2 = penguin.hbm_alloc : !penguin.hbm<72x100xf32>
  %o3 = penguin.hbm_alloc : !penguin.hbm<70x40xi32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<100x72xf32> -> !penguin.tile<100x72xf32, sbuf>
  %pt = penguin.transpose %x : !penguin.tile<100x72xf32, sbuf> -> !penguin.tile<72x100xf32, psum>
  %st = penguin.copy %pt : !penguin.tile<72x100xf32, psum> -> !penguin.tile<72x100xf32, sbuf>
  %vt = penguin.transpose %x : !penguin.tile<100x72xf32, sbuf> -> !penguin.tile<72x100xf32, sbuf>
  %y = penguin.load %b[0, 0] : !penguin.hbm<40x70xi32> -> !penguin.tile<40x70xi32, sbuf>
  %it = penguin.transpose %y : !penguin.tile<40x70xi32, sbuf> -> !penguin.tile<70x40xi32, psum>
  %is = penguin.copy %it : !penguin.tile<70x40xi32, psum> -> !penguin.tile<70x40xi32, sbuf>
  penguin.store %st, %o1[0, 0] : !penguin.tile<72x100xf32, sbuf>, !penguin.hbm<72x100xf32>
  penguin.store %vt, %o2[0, 0] : !penguin.tile<72x100xf32, sbuf>, !penguin.hbm<72x100xf32>
  penguin.store %is, %o3[0, 0] : !penguin.tile<70x40xi32, sbuf>, !penguin.hbm<70x40xi32>
  penguin.return %o1, %o2, %o3 : !penguin.hbm<72x100xf32>, !penguin.hbm<72x100xf32>, !penguin.hbm<70x40xi32>
}`
	x, y := randF32(100*72, 8), randI32(40*70, 9, 1<<30)
	outs := run(t, src, f32Buf([]int64{100, 72}, x), i32Buf([]int64{40, 70}, y))
	want := make([]float32, 72*100)
	for i := range 100 {
		for j := range 72 {
			want[j*100+i] = x[i*72+j]
		}
	}
	requireClose(t, want, floats(outs[0]), 0)
	requireClose(t, want, floats(outs[1]), 0)
	wi := make([]int32, 70*40)
	for i := range 40 {
		for j := range 70 {
			wi[j*40+i] = y[i*70+j]
		}
	}
	require.Equal(t, wi, ints(outs[2]))
}

// Iota (with a partition coefficient, into SBUF and PSUM), select on a
// comparison, copies that cast f32 to bf16 and back, constants.
func TestIotaSelectCopyConstants(t *testing.T) {
	src := `
penguin.kernel @main(%a: !penguin.hbm<128x8xf32>) -> (!penguin.hbm<128x2x4xi32>, !penguin.hbm<128x8xf32>, !penguin.hbm<128x8xbf16>, !penguin.hbm<128x8xf32>) {
  %o1 = penguin.hbm_alloc : !penguin.hbm<128x2x4xi32>
  %o2 = penguin.hbm_alloc : !penguin.hbm<128x8xf32>
  %o3 = penguin.hbm_alloc : !penguin.hbm<128x8xbf16>
  %o4 = penguin.hbm_alloc : !penguin.hbm<128x8xf32>
  %io = penguin.iota [100, 1, 3] base -7 : !penguin.tile<128x2x4xi32, sbuf>
  penguin.store %io, %o1[0, 0, 0] : !penguin.tile<128x2x4xi32, sbuf>, !penguin.hbm<128x2x4xi32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<128x8xf32> -> !penguin.tile<128x8xf32, sbuf>
  %fi = penguin.iota [0, 1] : !penguin.tile<128x8xf32, psum>
  %pr = penguin.ewise is_gt %x, 0.0 : (!penguin.tile<128x8xf32, sbuf>) -> !penguin.tile<128x8xi1, sbuf>
  %k = penguin.constant -2.5 : !penguin.tile<128x8xf32, sbuf>
  %fis = penguin.copy %fi : !penguin.tile<128x8xf32, psum> -> !penguin.tile<128x8xf32, sbuf>
  %sel = penguin.select %pr, %fis, %k : !penguin.tile<128x8xi1, sbuf>, !penguin.tile<128x8xf32, sbuf>
  penguin.store %sel, %o2[0, 0] : !penguin.tile<128x8xf32, sbuf>, !penguin.hbm<128x8xf32>
  %h = penguin.copy %x : !penguin.tile<128x8xf32, sbuf> -> !penguin.tile<128x8xbf16, sbuf>
  penguin.store %h, %o3[0, 0] : !penguin.tile<128x8xbf16, sbuf>, !penguin.hbm<128x8xbf16>
  %back = penguin.copy %h : !penguin.tile<128x8xbf16, sbuf> -> !penguin.tile<128x8xf32, psum>
  %bs = penguin.copy %back : !penguin.tile<128x8xf32, psum> -> !penguin.tile<128x8xf32, sbuf>
  penguin.store %bs, %o4[0, 0] : !penguin.tile<128x8xf32, sbuf>, !penguin.hbm<128x8xf32>
  penguin.return %o1, %o2, %o3, %o4 : !penguin.hbm<128x2x4xi32>, !penguin.hbm<128x8xf32>, !penguin.hbm<128x8xbf16>, !penguin.hbm<128x8xf32>
}`
	x := randF32(128*8, 10)
	outs := run(t, src, f32Buf([]int64{128, 8}, x))
	io := make([]int32, 128*8)
	for p := range 128 {
		for i := range 2 {
			for j := range 4 {
				io[p*8+i*4+j] = int32(-7 + 100*p + i + 3*j)
			}
		}
	}
	require.Equal(t, io, ints(outs[0]))
	sel := make([]float32, 128*8)
	for i, v := range x {
		sel[i] = -2.5
		if v > 0 {
			sel[i] = float32(i % 8)
		}
	}
	requireClose(t, sel, floats(outs[1]), 0)
	h := bf16(x)
	requireClose(t, h, floats(outs[2]), 0)
	requireClose(t, h, floats(outs[3]), 0)
	require.Equal(t, numerics.BFloat16, outs[2].DType)
	_ = math.Inf
}
