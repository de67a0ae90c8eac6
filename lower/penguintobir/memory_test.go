package penguintobir_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/numerics"
	"ncc/sim"
)

// Loads that broadcast a row and a column, a transposed load and the two
// broadcast ops, on a tile of 100 x 300.
func TestBroadcastAndTransposedLoads(t *testing.T) {
	src := `
penguin.kernel @main(%v: !penguin.hbm<300xf32>, %w: !penguin.hbm<100xf32>, %a: !penguin.hbm<300x100xf32>, %row: !penguin.hbm<1x300xf32>) -> !penguin.hbm<100x300xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<100x300xf32>
  %r = penguin.load %v[0] dims [bcast, d0] : !penguin.hbm<300xf32> -> !penguin.tile<100x300xf32, sbuf>
  %c = penguin.load %w[0] dims [d0, bcast] : !penguin.hbm<100xf32> -> !penguin.tile<100x300xf32, sbuf>
  %t = penguin.load %a[0, 0] dims [d1, d0] : !penguin.hbm<300x100xf32> -> !penguin.tile<100x300xf32, sbuf>
  %w1 = penguin.load %w[0] dims [d0, bcast] : !penguin.hbm<100xf32> -> !penguin.tile<100x1xf32, sbuf>
  %bc = penguin.broadcast %w1 : !penguin.tile<100x1xf32, sbuf> -> !penguin.tile<100x300xf32, sbuf>
  %r1 = penguin.load %row[0, 0] : !penguin.hbm<1x300xf32> -> !penguin.tile<1x300xf32, sbuf>
  %br = penguin.broadcast %r1 : !penguin.tile<1x300xf32, sbuf> -> !penguin.tile<100x300xf32, sbuf>
  %s1 = penguin.ewise add %r, %c : (!penguin.tile<100x300xf32, sbuf>, !penguin.tile<100x300xf32, sbuf>) -> !penguin.tile<100x300xf32, sbuf>
  %s2 = penguin.ewise mult then add %t, 2.0, %s1 : (!penguin.tile<100x300xf32, sbuf>, !penguin.tile<100x300xf32, sbuf>) -> !penguin.tile<100x300xf32, sbuf>
  %s3 = penguin.ewise mult then add %bc, 4.0, %s2 : (!penguin.tile<100x300xf32, sbuf>, !penguin.tile<100x300xf32, sbuf>) -> !penguin.tile<100x300xf32, sbuf>
  %s4 = penguin.ewise mult then add %br, 8.0, %s3 : (!penguin.tile<100x300xf32, sbuf>, !penguin.tile<100x300xf32, sbuf>) -> !penguin.tile<100x300xf32, sbuf>
  penguin.store %s4, %out[0, 0] : !penguin.tile<100x300xf32, sbuf>, !penguin.hbm<100x300xf32>
  penguin.return %out : !penguin.hbm<100x300xf32>
}`
	v, w, a, row := randF32(300, 1), randF32(100, 2), randF32(300*100, 3), randF32(300, 4)
	outs := run(t, src, f32Buf([]int64{300}, v), f32Buf([]int64{100}, w), f32Buf([]int64{300, 100}, a), f32Buf([]int64{1, 300}, row))
	want := make([]float32, 100*300)
	for i := range 100 {
		for j := range 300 {
			s := v[j] + w[i]
			s = float32(a[j*100+i]*2) + s
			s = float32(w[i]*4) + s
			want[i*300+j] = float32(row[j]*8) + s
		}
	}
	requireClose(t, want, floats(outs[0]), 0)
}

// Views, a reshaping walk, a constant buffer and every way a result can be
// returned: an allocation written by stores, an argument, a view, the
// same buffer twice, a constant.
func TestViewsConstantsAndResults(t *testing.T) {
	src := `
penguin.kernel @main(%a: !penguin.hbm<4x8x16xf32>) -> (!penguin.hbm<32x16xf32>, !penguin.hbm<4x8x16xf32>, !penguin.hbm<512xf32>, !penguin.hbm<32x16xf32>, !penguin.hbm<2x2xf32>) {
  %out = penguin.hbm_alloc : !penguin.hbm<32x16xf32>
  %k = penguin.hbm_alloc {value = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>} : !penguin.hbm<2x2xf32>
  %w = penguin.hbm_alloc {value = dense<0.5> : tensor<16xf32>} : !penguin.hbm<16xf32>
  %v = penguin.view %a : !penguin.hbm<4x8x16xf32> -> !penguin.hbm<32x16xf32>
  %x = penguin.load %v[0, 0] : !penguin.hbm<32x16xf32> -> !penguin.tile<32x16xf32, sbuf>
  %c = penguin.load %w[0] dims [bcast, d0] : !penguin.hbm<16xf32> -> !penguin.tile<32x16xf32, sbuf>
  %y = penguin.ewise add %x, %c : (!penguin.tile<32x16xf32, sbuf>, !penguin.tile<32x16xf32, sbuf>) -> !penguin.tile<32x16xf32, sbuf>
  %flat = penguin.view %out : !penguin.hbm<32x16xf32> -> !penguin.hbm<512xf32>
  penguin.store %y, %flat[0] dims [d0 * 16, d0] : !penguin.tile<32x16xf32, sbuf>, !penguin.hbm<512xf32>
  penguin.return %out, %a, %flat, %out, %k : !penguin.hbm<32x16xf32>, !penguin.hbm<4x8x16xf32>, !penguin.hbm<512xf32>, !penguin.hbm<32x16xf32>, !penguin.hbm<2x2xf32>
}`
	a := randF32(512, 5)
	outs := run(t, src, f32Buf([]int64{4, 8, 16}, a))
	require.Len(t, outs, 5)
	want := make([]float32, 512)
	for i := range want {
		want[i] = a[i] + 0.5
	}
	requireClose(t, want, floats(outs[0]), 0)
	requireClose(t, a, floats(outs[1]), 0)
	requireClose(t, want, floats(outs[2]), 0)
	requireClose(t, want, floats(outs[3]), 0)
	requireClose(t, []float32{1, 2, 3, 4}, floats(outs[4]), 0)
	require.Equal(t, []int64{512}, outs[2].Shape)
}

// A gather of rows by an index tile, from a start in the second dimension.
func TestGather(t *testing.T) {
	src := `
penguin.kernel @main(%table: !penguin.hbm<1000x64xf32>, %ids: !penguin.hbm<128x1xi32>) -> !penguin.hbm<128x32xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x32xf32>
  %c7 = arith.constant 7 : index
  %i = penguin.load %ids[0, 0] : !penguin.hbm<128x1xi32> -> !penguin.tile<128x1xi32, sbuf>
  %g = penguin.load_indirect %table[%i, %c7] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x32xf32, sbuf>
  penguin.store %g, %out[0, 0] : !penguin.tile<128x32xf32, sbuf>, !penguin.hbm<128x32xf32>
  penguin.return %out : !penguin.hbm<128x32xf32>
}`
	table := randF32(1000*64, 6)
	ids := randI32(128, 7, 500)
	for i := range ids {
		ids[i] += 500
	}
	outs := run(t, src, f32Buf([]int64{1000, 64}, table), i32Buf([]int64{128, 1}, ids))
	want := make([]float32, 128*32)
	for p := range 128 {
		for j := range 32 {
			want[p*32+j] = table[int(ids[p])*64+7+j]
		}
	}
	requireClose(t, want, floats(outs[0]), 0)
}

// Dynamic starts: offsets read from a tile (extract_scalar), an int16 one
// among them, combined with loop variables, some not affinely (divsi,
// remsi, a product of two registers).
func TestDynamicStarts(t *testing.T) {
	src := `
penguin.kernel @main(%a: !penguin.hbm<64x40xf32>, %offs: !penguin.hbm<1x2xi32>, %o16: !penguin.hbm<1x1xi16>) -> !penguin.hbm<64x8xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<64x8xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %t = penguin.load %offs[0, 0] : !penguin.hbm<1x2xi32> -> !penguin.tile<1x2xi32, sbuf>
  %t16 = penguin.load %o16[0, 0] : !penguin.hbm<1x1xi16> -> !penguin.tile<1x1xi16, sbuf>
  %r0 = penguin.extract_scalar %t[0, 0] : !penguin.tile<1x2xi32, sbuf>
  %r1 = penguin.extract_scalar %t[0, 1] : !penguin.tile<1x2xi32, sbuf>
  %r2 = penguin.extract_scalar %t16[0, 0] : !penguin.tile<1x1xi16, sbuf>
  penguin.for %i = 0 to 4 sequential {
    %q = arith.divsi %i, %c2 : index
    %m = arith.remsi %i, %c2 : index
    %row = arith.addi %r0, %q : index
    %col = arith.muli %m, %c3 : index
    %col2 = arith.addi %col, %r1 : index
    %x = penguin.load %a[%row, %col2] : !penguin.hbm<64x40xf32> -> !penguin.tile<8x8xf32, sbuf>
    %o = arith.muli %i, %c8 : index
    penguin.store %x, %out[%o, 0] : !penguin.tile<8x8xf32, sbuf>, !penguin.hbm<64x8xf32>
  }
  %p = arith.muli %r1, %r2 : index
  %y = penguin.load %a[%p, %r2] : !penguin.hbm<64x40xf32> -> !penguin.tile<32x8xf32, sbuf>
  penguin.store %y, %out[32, 0] : !penguin.tile<32x8xf32, sbuf>, !penguin.hbm<64x8xf32>
  penguin.return %out : !penguin.hbm<64x8xf32>
}`
	a := randF32(64*40, 8)
	r0, r1, r2 := 5, 4, 3
	b16 := []byte{byte(r2), 0}
	outs := run(t, src, f32Buf([]int64{64, 40}, a), i32Buf([]int64{1, 2}, []int32{int32(r0), int32(r1)}),
		sim.Buffer{Shape: []int64{1, 1}, DType: numerics.Int16, Data: b16})
	want := make([]float32, 64*8)
	for i := range 4 {
		row, col := r0+i/2, (i%2)*3+r1
		for p := range 8 {
			for j := range 8 {
				want[(i*8+p)*8+j] = a[(row+p)*40+col+j]
			}
		}
	}
	for p := range 32 {
		for j := range 8 {
			want[(32+p)*8+j] = a[(r1*r2+p)*40+r2+j]
		}
	}
	requireClose(t, want, floats(outs[0]), 0)
}
