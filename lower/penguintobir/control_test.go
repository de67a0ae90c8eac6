package penguintobir_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/dialects/bir"
)

// A while loop whose trip count is data: acc += x while the counter is
// below n, n read from the input.
func TestWhileDataDependent(t *testing.T) {
	src := `
penguin.kernel @main(%a: !penguin.hbm<128x64xf32>, %n: !penguin.hbm<1x1xi32>) -> (!penguin.hbm<128x64xf32>, !penguin.hbm<1x1xi32>) {
  %out = penguin.hbm_alloc : !penguin.hbm<128x64xf32>
  %cnt = penguin.hbm_alloc : !penguin.hbm<1x1xi32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<128x64xf32> -> !penguin.tile<128x64xf32, sbuf>
  %lim = penguin.load %n[0, 0] : !penguin.hbm<1x1xi32> -> !penguin.tile<1x1xi32, sbuf>
  %c0 = penguin.constant 0 : !penguin.tile<1x1xi32, sbuf>
  %z = penguin.zeros : !penguin.tile<128x64xf32, sbuf>
  %r:2 = penguin.while (%c = %c0, %acc = %z) : !penguin.tile<1x1xi32, sbuf>, !penguin.tile<128x64xf32, sbuf> cond {
    %lt = penguin.ewise is_lt %c, %lim : (!penguin.tile<1x1xi32, sbuf>, !penguin.tile<1x1xi32, sbuf>) -> !penguin.tile<1x1xi1, sbuf>
    penguin.yield %lt : !penguin.tile<1x1xi1, sbuf>
  } do {
    %c1 = penguin.ewise add %c, 1.0 : (!penguin.tile<1x1xi32, sbuf>) -> !penguin.tile<1x1xi32, sbuf>
    %acc1 = penguin.ewise add %acc, %x : (!penguin.tile<128x64xf32, sbuf>, !penguin.tile<128x64xf32, sbuf>) -> !penguin.tile<128x64xf32, sbuf>
    penguin.yield %c1, %acc1 : !penguin.tile<1x1xi32, sbuf>, !penguin.tile<128x64xf32, sbuf>
  }
  penguin.store %r#1, %out[0, 0] : !penguin.tile<128x64xf32, sbuf>, !penguin.hbm<128x64xf32>
  penguin.store %r#0, %cnt[0, 0] : !penguin.tile<1x1xi32, sbuf>, !penguin.hbm<1x1xi32>
  penguin.return %out, %cnt : !penguin.hbm<128x64xf32>, !penguin.hbm<1x1xi32>
}`
	x := randF32(128*64, 1)
	for _, n := range []int32{0, 1, 5} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			outs := run(t, src, f32Buf([]int64{128, 64}, x), i32Buf([]int64{1, 1}, []int32{n}))
			want := make([]float32, len(x))
			for range n {
				for i := range want {
					want[i] += x[i]
				}
			}
			requireClose(t, want, floats(outs[0]), 0)
			require.Equal(t, []int32{n}, ints(outs[1]))
		})
	}
	// The carried values are updated in place: no copies.
	m := lowerOK(t, src)
	require.Equal(t, 1, countOps(m, bir.TensorCopy.Name), "one copy: the condition byte widened to int32")
}

// The condition region must not overwrite a carried value: when the
// condition is false, the loop's result is that value.
func TestWhileCondKeepsCarried(t *testing.T) {
	src := `
penguin.kernel @main(%a: !penguin.hbm<1x1xf32>, %n: !penguin.hbm<1x1xf32>) -> !penguin.hbm<1x1xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<1x1xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<1x1xf32> -> !penguin.tile<1x1xf32, sbuf>
  %lim = penguin.load %n[0, 0] : !penguin.hbm<1x1xf32> -> !penguin.tile<1x1xf32, sbuf>
  %r = penguin.while (%v = %x) : !penguin.tile<1x1xf32, sbuf> cond {
    %w = penguin.ewise add %v, 100.0 : (!penguin.tile<1x1xf32, sbuf>) -> !penguin.tile<1x1xf32, sbuf>
    %lt = penguin.ewise is_lt %w, %lim : (!penguin.tile<1x1xf32, sbuf>, !penguin.tile<1x1xf32, sbuf>) -> !penguin.tile<1x1xi1, sbuf>
    penguin.yield %lt : !penguin.tile<1x1xi1, sbuf>
  } do {
    %z = penguin.constant 1000.0 : !penguin.tile<1x1xf32, sbuf>
    penguin.yield %z : !penguin.tile<1x1xf32, sbuf>
  }
  penguin.store %r, %out[0, 0] : !penguin.tile<1x1xf32, sbuf>, !penguin.hbm<1x1xf32>
  penguin.return %out : !penguin.hbm<1x1xf32>
}`
	// 5 + 100 < 200: one iteration sets 1000; 1100 < 200 fails: 1000.
	outs := run(t, src, f32Buf([]int64{1, 1}, []float32{5}), f32Buf([]int64{1, 1}, []float32{200}))
	requireClose(t, []float32{1000}, floats(outs[0]), 0)
	// 5 + 100 < 50 fails at once: the result is the init, 5.
	outs = run(t, src, f32Buf([]int64{1, 1}, []float32{5}), f32Buf([]int64{1, 1}, []float32{50}))
	requireClose(t, []float32{5}, floats(outs[0]), 0)
}

// penguin.if on a data-dependent condition, with results, and one
// without an else.
func TestIf(t *testing.T) {
	src := `
penguin.kernel @main(%a: !penguin.hbm<64x32xf32>, %f: !penguin.hbm<1x1xf32>) -> !penguin.hbm<64x32xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<64x32xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<64x32xf32> -> !penguin.tile<64x32xf32, sbuf>
  %v = penguin.load %f[0, 0] : !penguin.hbm<1x1xf32> -> !penguin.tile<1x1xf32, sbuf>
  %p = penguin.ewise is_gt %v, 0.0 : (!penguin.tile<1x1xf32, sbuf>) -> !penguin.tile<1x1xi1, sbuf>
  %r = penguin.if %p -> (!penguin.tile<64x32xf32, sbuf>) {
    %y = penguin.ewise mult %x, 2.0 : (!penguin.tile<64x32xf32, sbuf>) -> !penguin.tile<64x32xf32, sbuf>
    penguin.yield %y : !penguin.tile<64x32xf32, sbuf>
  } else {
    penguin.yield %x : !penguin.tile<64x32xf32, sbuf>
  }
  %q = penguin.ewise is_lt %v, -1.0 : (!penguin.tile<1x1xf32, sbuf>) -> !penguin.tile<1x1xi1, sbuf>
  penguin.store %r, %out[0, 0] : !penguin.tile<64x32xf32, sbuf>, !penguin.hbm<64x32xf32>
  penguin.if %q {
    %z = penguin.ewise add %x, 100.0 : (!penguin.tile<64x32xf32, sbuf>) -> !penguin.tile<64x32xf32, sbuf>
    penguin.store %z, %out[0, 0] : !penguin.tile<64x32xf32, sbuf>, !penguin.hbm<64x32xf32>
  }
  penguin.return %out : !penguin.hbm<64x32xf32>
}`
	x := randF32(64*32, 2)
	for _, v := range []float32{1, -0.5, -3} {
		t.Run(fmt.Sprint(v), func(t *testing.T) {
			outs := run(t, src, f32Buf([]int64{64, 32}, x), f32Buf([]int64{1, 1}, []float32{v}))
			want := make([]float32, len(x))
			for i, e := range x {
				switch {
				case v > 0:
					want[i] = e * 2
				case v < -1:
					want[i] = e + 100
				default:
					want[i] = e
				}
			}
			requireClose(t, want, floats(outs[0]), 0)
		})
	}
}

// Loop-carried tiles that cannot share one buffer: an init read after
// the loop, a yielded value defined outside the loop, two iter args
// swapped every iteration.
func TestCarriedCopies(t *testing.T) {
	src := `
penguin.kernel @main(%a: !penguin.hbm<32x16xf32>, %b: !penguin.hbm<32x16xf32>) -> (!penguin.hbm<32x16xf32>, !penguin.hbm<32x16xf32>, !penguin.hbm<32x16xf32>, !penguin.hbm<32x16xf32>) {
  %o1 = penguin.hbm_alloc : !penguin.hbm<32x16xf32>
  %o2 = penguin.hbm_alloc : !penguin.hbm<32x16xf32>
  %o3 = penguin.hbm_alloc : !penguin.hbm<32x16xf32>
  %o4 = penguin.hbm_alloc : !penguin.hbm<32x16xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<32x16xf32> -> !penguin.tile<32x16xf32, sbuf>
  %y = penguin.load %b[0, 0] : !penguin.hbm<32x16xf32> -> !penguin.tile<32x16xf32, sbuf>
  %r:3 = penguin.for %i = 0 to 3 sequential iter_args(%s = %x, %u = %x, %v = %y) -> (!penguin.tile<32x16xf32, sbuf>, !penguin.tile<32x16xf32, sbuf>, !penguin.tile<32x16xf32, sbuf>) {
    %s1 = penguin.ewise add %s, 1.0 : (!penguin.tile<32x16xf32, sbuf>) -> !penguin.tile<32x16xf32, sbuf>
    penguin.yield %s1, %v, %u : !penguin.tile<32x16xf32, sbuf>, !penguin.tile<32x16xf32, sbuf>, !penguin.tile<32x16xf32, sbuf>
  }
  %w = penguin.for %i = 0 to 2 sequential iter_args(%t = %x) -> !penguin.tile<32x16xf32, sbuf> {
    penguin.yield %y : !penguin.tile<32x16xf32, sbuf>
  }
  penguin.store %r#0, %o1[0, 0] : !penguin.tile<32x16xf32, sbuf>, !penguin.hbm<32x16xf32>
  penguin.store %r#1, %o2[0, 0] : !penguin.tile<32x16xf32, sbuf>, !penguin.hbm<32x16xf32>
  %sum = penguin.ewise add %w, %x : (!penguin.tile<32x16xf32, sbuf>, !penguin.tile<32x16xf32, sbuf>) -> !penguin.tile<32x16xf32, sbuf>
  penguin.store %sum, %o3[0, 0] : !penguin.tile<32x16xf32, sbuf>, !penguin.hbm<32x16xf32>
  penguin.store %r#2, %o4[0, 0] : !penguin.tile<32x16xf32, sbuf>, !penguin.hbm<32x16xf32>
  penguin.return %o1, %o2, %o3, %o4 : !penguin.hbm<32x16xf32>, !penguin.hbm<32x16xf32>, !penguin.hbm<32x16xf32>, !penguin.hbm<32x16xf32>
}`
	x, y := randF32(512, 3), randF32(512, 4)
	outs := run(t, src, f32Buf([]int64{32, 16}, x), f32Buf([]int64{32, 16}, y))
	w1, w3 := make([]float32, 512), make([]float32, 512)
	for i := range x {
		w1[i] = x[i] + 1 + 1 + 1
		w3[i] = y[i] + x[i]
	}
	requireClose(t, w1, floats(outs[0]), 0)
	requireClose(t, y, floats(outs[1]), 0) // three swaps
	requireClose(t, w3, floats(outs[2]), 0)
	requireClose(t, x, floats(outs[3]), 0)
}

// A parallel loop accumulating an ewise add of the carried value; nested
// loops accumulating a matmul, whose carried tiles share one PSUM buffer;
// an index carried as the previous value plus a constant.
func TestLoopsAccumulateAndCarryIndex(t *testing.T) {
	src := `
penguin.kernel @main(%a: !penguin.hbm<512x64xf32>, %b: !penguin.hbm<256x32xf32>) -> (!penguin.hbm<128x64xf32>, !penguin.hbm<32x32xf32>) {
  %o1 = penguin.hbm_alloc : !penguin.hbm<128x64xf32>
  %o2 = penguin.hbm_alloc : !penguin.hbm<32x32xf32>
  %c128 = arith.constant 128 : index
  %c0 = arith.constant 0 : index
  %z = penguin.zeros : !penguin.tile<128x64xf32, sbuf>
  %s = penguin.for %i = 0 to 4 parallel iter_args(%acc = %z) -> !penguin.tile<128x64xf32, sbuf> {
    %r = arith.muli %i, %c128 : index
    %x = penguin.load %a[%r, 0] : !penguin.hbm<512x64xf32> -> !penguin.tile<128x64xf32, sbuf>
    %acc1 = penguin.ewise add %acc, %x : (!penguin.tile<128x64xf32, sbuf>, !penguin.tile<128x64xf32, sbuf>) -> !penguin.tile<128x64xf32, sbuf>
    penguin.yield %acc1 : !penguin.tile<128x64xf32, sbuf>
  }
  penguin.store %s, %o1[0, 0] : !penguin.tile<128x64xf32, sbuf>, !penguin.hbm<128x64xf32>
  %pz = penguin.zeros : !penguin.tile<32x32xf32, psum>
  %m:2 = penguin.for %i = 0 to 2 sequential iter_args(%po = %pz, %row = %c0) -> (!penguin.tile<32x32xf32, psum>, index) {
    %pi = penguin.for %j = 0 to 2 sequential iter_args(%p = %po) -> !penguin.tile<32x32xf32, psum> {
      %k = arith.muli %j, %c128 : index
      %row2 = arith.addi %row, %k : index
      %w = penguin.load %b[%row2, 0] : !penguin.hbm<256x32xf32> -> !penguin.tile<64x32xf32, sbuf>
      %q = penguin.matmul %w, %w acc %p : !penguin.tile<64x32xf32, sbuf>, !penguin.tile<64x32xf32, sbuf> -> !penguin.tile<32x32xf32, psum>
      penguin.yield %q : !penguin.tile<32x32xf32, psum>
    }
    %c64 = arith.constant 64 : index
    %next = arith.addi %row, %c64 : index
    penguin.yield %pi, %next : !penguin.tile<32x32xf32, psum>, index
  }
  %ms = penguin.copy %m#0 : !penguin.tile<32x32xf32, psum> -> !penguin.tile<32x32xf32, sbuf>
  penguin.store %ms, %o2[0, 0] : !penguin.tile<32x32xf32, sbuf>, !penguin.hbm<32x32xf32>
  penguin.return %o1, %o2 : !penguin.hbm<128x64xf32>, !penguin.hbm<32x32xf32>
}`
	a, b := randF32(512*64, 5), randF32(256*32, 6)
	m := lowerOK(t, src)
	require.Equal(t, 1, countOps(m, bir.TensorCopy.Name), "only the PSUM evacuation: the carried tiles share buffers")
	outs := run(t, src, f32Buf([]int64{512, 64}, a), f32Buf([]int64{256, 32}, b))
	w1 := make([]float32, 128*64)
	for i := range 4 {
		for e := range w1 {
			w1[e] += a[i*128*64+e]
		}
	}
	requireClose(t, w1, floats(outs[0]), 0)
	// rows 0-63 and 128-191 (i = 0), 64-127 and 192-255 (i = 1): all of b.
	bt := make([]float32, 32*256)
	for r := range 256 {
		for c := range 32 {
			bt[c*256+r] = b[r*32+c]
		}
	}
	requireClose(t, matmul(bt, b, 32, 256, 32), floats(outs[1]), 1e-4)
}

// Thousands of tile ops fit in SBUF because dead tiles' space is reused.
func TestManyTiles(t *testing.T) {
	const n = 3000
	var sb strings.Builder
	sb.WriteString(`penguin.kernel @main(%a: !penguin.hbm<128x2048xf32>) -> !penguin.hbm<128x2048xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x2048xf32>
  %t0 = penguin.load %a[0, 0] : !penguin.hbm<128x2048xf32> -> !penguin.tile<128x2048xf32, sbuf>
`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&sb, "  %%t%d = penguin.ewise add %%t%d, 1.0 : (!penguin.tile<128x2048xf32, sbuf>) -> !penguin.tile<128x2048xf32, sbuf>\n", i, i-1)
	}
	fmt.Fprintf(&sb, `  penguin.store %%t%d, %%out[0, 0] : !penguin.tile<128x2048xf32, sbuf>, !penguin.hbm<128x2048xf32>
  penguin.return %%out : !penguin.hbm<128x2048xf32>
}`, n)
	m := lowerOK(t, sb.String())
	var sbBytes int64
	for _, a := range bir.Allocs(bir.Funcs(m)[0]) {
		if info := bir.AllocInfoOf(a); info.Memory == bir.SB {
			sbBytes = info.Bytes
		}
	}
	require.Equal(t, int64(8192), sbBytes, "one tile of 8 KiB per partition: each add writes in place of its dead input")
}

func countOps(m *core.Operation, name string) int {
	n := 0
	m.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		if op.Name() == name {
			n++
		}
		return core.Advance
	})
	return n
}
