package penguintobir_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/numerics/pwp"
)

// Softmax over rows of 200 x 512 in tiles of 128 and 72 rows, as a tiled
// program writes it: max, exp with the negated max as bias and the row
// sums from the activation's add-reduce, a reciprocal, a scale by column.
func TestSoftmax(t *testing.T) {
	body := func(r0, rows string) string {
		return `
  %x` + r0 + ` = penguin.load %a[` + r0 + `, 0] : !penguin.hbm<200x512xf32> -> !penguin.tile<` + rows + `x512xf32, sbuf>
  %m` + r0 + ` = penguin.reduce max %x` + r0 + ` : !penguin.tile<` + rows + `x512xf32, sbuf> -> !penguin.tile<` + rows + `x1xf32, sbuf>
  %n` + r0 + ` = penguin.ewise mult %m` + r0 + `, -1.0 : (!penguin.tile<` + rows + `x1xf32, sbuf>) -> !penguin.tile<` + rows + `x1xf32, sbuf>
  %e` + r0 + `, %s` + r0 + ` = penguin.activation exp %x` + r0 + ` bias %n` + r0 + ` : !penguin.tile<` + rows + `x512xf32, sbuf>, !penguin.tile<` + rows + `x1xf32, sbuf> -> !penguin.tile<` + rows + `x512xf32, sbuf>, !penguin.tile<` + rows + `x1xf32, sbuf>
  %i` + r0 + ` = penguin.ewise divide 1.0, %s` + r0 + ` : (!penguin.tile<` + rows + `x1xf32, sbuf>) -> !penguin.tile<` + rows + `x1xf32, sbuf>
  %y` + r0 + ` = penguin.ewise mult %e` + r0 + `, %i` + r0 + ` : (!penguin.tile<` + rows + `x512xf32, sbuf>, !penguin.tile<` + rows + `x1xf32, sbuf>) -> !penguin.tile<` + rows + `x512xf32, sbuf>
  penguin.store %y` + r0 + `, %out[` + r0 + `, 0] : !penguin.tile<` + rows + `x512xf32, sbuf>, !penguin.hbm<200x512xf32>`
	}
	src := `
penguin.kernel @softmax(%a: !penguin.hbm<200x512xf32>) -> !penguin.hbm<200x512xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<200x512xf32>` + body("0", "128") + body("128", "72") + `
  penguin.return %out : !penguin.hbm<200x512xf32>
}`
	x := randF32(200*512, 1)
	outs := run(t, src, f32Buf([]int64{200, 512}, x))
	exp, err := pwp.For(pwp.Exp)
	require.NoError(t, err)
	want := make([]float32, len(x))
	for r := range 200 {
		row := x[r*512 : r*512+512]
		m := row[0]
		for _, v := range row {
			m = max(m, v)
		}
		var s float32
		e := make([]float32, 512)
		for j, v := range row {
			e[j] = exp.Eval(v + -m)
			s += e[j]
		}
		inv := 1 / s
		for j := range row {
			want[r*512+j] = e[j] * inv
		}
	}
	requireClose(t, want, floats(outs[0]), 0)
}

// A while loop whose body runs a penguin.for and a penguin.if; a loop
// with a negative lower bound and a step, whose variable enters a
// register; a for loop inside an if.
func TestNestedControl(t *testing.T) {
	src := `
penguin.kernel @main(%a: !penguin.hbm<64x16xf32>, %n: !penguin.hbm<1x1xi32>) -> (!penguin.hbm<64x16xf32>, !penguin.hbm<64x16xf32>) {
  %o1 = penguin.hbm_alloc : !penguin.hbm<64x16xf32>
  %o2 = penguin.hbm_alloc : !penguin.hbm<64x16xf32>
  %c16 = arith.constant 16 : index
  %c3 = arith.constant 3 : index
  %lim = penguin.load %n[0, 0] : !penguin.hbm<1x1xi32> -> !penguin.tile<1x1xi32, sbuf>
  %z = penguin.zeros : !penguin.tile<16x16xf32, sbuf>
  %k0 = penguin.constant 0 : !penguin.tile<1x1xi32, sbuf>
  %w:2 = penguin.while (%k = %k0, %acc = %z) : !penguin.tile<1x1xi32, sbuf>, !penguin.tile<16x16xf32, sbuf> cond {
    %lt = penguin.ewise is_lt %k, %lim : (!penguin.tile<1x1xi32, sbuf>, !penguin.tile<1x1xi32, sbuf>) -> !penguin.tile<1x1xi1, sbuf>
    penguin.yield %lt : !penguin.tile<1x1xi1, sbuf>
  } do {
    %s = penguin.for %i = 0 to 4 sequential iter_args(%t = %acc) -> !penguin.tile<16x16xf32, sbuf> {
      %r = arith.muli %i, %c16 : index
      %x = penguin.load %a[%r, 0] : !penguin.hbm<64x16xf32> -> !penguin.tile<16x16xf32, sbuf>
      %t1 = penguin.ewise add %t, %x : (!penguin.tile<16x16xf32, sbuf>, !penguin.tile<16x16xf32, sbuf>) -> !penguin.tile<16x16xf32, sbuf>
      penguin.yield %t1 : !penguin.tile<16x16xf32, sbuf>
    }
    %odd = penguin.ewise bitwise_and %k, 1 : (!penguin.tile<1x1xi32, sbuf>) -> !penguin.tile<1x1xi1, sbuf>
    %s2 = penguin.if %odd -> (!penguin.tile<16x16xf32, sbuf>) {
      %neg = penguin.ewise mult %s, -1.0 : (!penguin.tile<16x16xf32, sbuf>) -> !penguin.tile<16x16xf32, sbuf>
      penguin.yield %neg : !penguin.tile<16x16xf32, sbuf>
    } else {
      penguin.yield %s : !penguin.tile<16x16xf32, sbuf>
    }
    %k1 = penguin.ewise add %k, 1.0 : (!penguin.tile<1x1xi32, sbuf>) -> !penguin.tile<1x1xi32, sbuf>
    penguin.yield %k1, %s2 : !penguin.tile<1x1xi32, sbuf>, !penguin.tile<16x16xf32, sbuf>
  }
  penguin.store %w#1, %o1[0, 0] : !penguin.tile<16x16xf32, sbuf>, !penguin.hbm<64x16xf32>
  penguin.for %i = -3 to 9 step 3 parallel {
    %j = arith.addi %i, %c3 : index
    %q = arith.muli %j, %j : index
    %row = arith.divsi %q, %c3 : index
    %x = penguin.load %a[%row, 0] : !penguin.hbm<64x16xf32> -> !penguin.tile<16x16xf32, sbuf>
    %o = arith.muli %j, %c16 : index
    %o3 = arith.divsi %o, %c3 : index
    penguin.store %x, %o2[%o3, 0] : !penguin.tile<16x16xf32, sbuf>, !penguin.hbm<64x16xf32>
  }
  penguin.for %i = 1 to 4 sequential {
    %r = arith.muli %i, %c16 : index
    penguin.store %w#1, %o1[%r, 0] : !penguin.tile<16x16xf32, sbuf>, !penguin.hbm<64x16xf32>
  }
  penguin.return %o1, %o2 : !penguin.hbm<64x16xf32>, !penguin.hbm<64x16xf32>
}`
	a := randF32(64*16, 2)
	for _, n := range []int32{0, 1, 2, 3} {
		outs := run(t, src, f32Buf([]int64{64, 16}, a), i32Buf([]int64{1, 1}, []int32{n}))
		acc := make([]float32, 256)
		for k := range n {
			for i := range 4 {
				for e := range acc {
					acc[e] += a[i*256+e]
				}
			}
			if k&1 == 1 {
				for e := range acc {
					acc[e] = -acc[e]
				}
			}
		}
		w1 := make([]float32, 64*16)
		for r := range 4 {
			copy(w1[r*256:], acc)
		}
		requireClose(t, w1, floats(outs[0]), 0)
		w2 := make([]float32, 64*16)
		for _, i := range []int{-3, 0, 3, 6} {
			j := i + 3
			row, o := j*j/3, j*16/3
			copy(w2[o*16:o*16+256], a[row*16:row*16+256])
		}
		requireClose(t, w2, floats(outs[1]), 0)
	}
}
