package transforms

import (
	"strings"
	"testing"
)

// twoLoops is a producer loop storing exp(a) into the intermediate %t and
// a consumer loop reading it back at READ (an index into %t's rows, from
// %m = 128·i) and storing 2·x into %out. EXTRA is added before the return;
// RESULTS replaces the kernel's results.
func twoLoops(read, extra string) string {
	r := strings.NewReplacer("READ", read, "EXTRA", extra)
	return r.Replace(`penguin.kernel @k(%a: !penguin.hbm<256x512xf32>) -> !penguin.hbm<256x512xf32> {
  %t = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c128 = arith.constant 128 : index
  %c1 = arith.constant 1 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.activation exp %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %t[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %t[READ, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.ewise mult %x, 2.0 : (!penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  EXTRA
  penguin.return %out : !penguin.hbm<256x512xf32>
}`)
}

const matmulChain = `penguin.kernel @chain(%a: !penguin.hbm<256x128xbf16>, %b: !penguin.hbm<128x512xbf16>) -> !penguin.hbm<256x512xf32> {
  %t1 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %t2 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %at = penguin.load %a[%m, 0] dims [d1, d0] : !penguin.hbm<256x128xbf16> -> !penguin.tile<128x128xbf16, sbuf>
    %bt = penguin.load %b[0, 0] : !penguin.hbm<128x512xbf16> -> !penguin.tile<128x512xbf16, sbuf>
    %p = penguin.matmul %at, %bt : !penguin.tile<128x128xbf16, sbuf>, !penguin.tile<128x512xbf16, sbuf> -> !penguin.tile<128x512xf32, psum>
    %r = penguin.copy %p : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %r, %t1[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %t1[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.activation relu %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %t2[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %t2[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.ewise mult %x, 0.5 : (!penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.return %out : !penguin.hbm<256x512xf32>
}`

// budgetKernel's consumer keeps three tiles live before it reads the
// intermediate, so forwarding exp's tile makes four.
const budgetKernel = `penguin.kernel @k(%a: !penguin.hbm<256x512xf32>, %b: !penguin.hbm<256x512xf32>) -> !penguin.hbm<256x512xf32> {
  %t = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.activation exp %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %t[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %w1 = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %w2 = penguin.load %b[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %v = penguin.ewise add %w1, %w2 : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    %u = penguin.load %t[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %r = penguin.ewise add %v, %u : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %r, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.return %out : !penguin.hbm<256x512xf32>
}`

func TestFuse(t *testing.T) {
	// The fused form of twoLoops: one loop, the load of %t replaced by
	// exp's tile, %t and its store gone.
	fused := []string{
		"%0 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>",
		"penguin.for %arg1 = 0 to 2 parallel {",
		"%3 = penguin.activation exp %2",
		"penguin.ewise mult %3, 2.000000e+00",
		"penguin.store %4, %0[%1, 0]",
		"}\n    penguin.return %0",
	}
	runCases(t, []passCase{{
		name:     "producer and consumer fuse",
		src:      twoLoops("%m", ""),
		pipeline: "penguin-fuse",
		want:     fused,
		not:      []string{"penguin.load %0", "penguin.for %arg2"},
	}, {
		name:     "the same start computed again is the same region",
		src:      strings.Replace(twoLoops("%m2", ""), "%x = penguin.load %t[%m2", "%m2 = arith.muli %i, %c128 : index\n    %x = penguin.load %t[%m2", 1),
		pipeline: "penguin-fuse",
		want:     []string{"penguin.for %arg1 = 0 to 2 parallel {", "penguin.ewise mult %3"},
		not:      []string{"penguin.for %arg2"},
	}, {
		name:     "an elementwise chain after a matmul reads PSUM once and writes HBM once",
		src:      matmulChain,
		pipeline: "penguin-fuse",
		want: []string{
			"penguin.for %arg2 = 0 to 2 parallel {",
			"penguin.matmul", "penguin.copy", "penguin.activation relu", "penguin.ewise mult",
			"penguin.store", "}\n    penguin.return",
		},
		not: []string{"penguin.for %arg3", "!penguin.hbm<256x512xf32>\n    %1 = penguin.hbm_alloc"},
	}, {
		name: "another iteration's region is not fused",
		src: strings.Replace(twoLoops("%r", ""), "%x = penguin.load %t[%r",
			"%j = arith.subi %c1, %i : index\n    %r = arith.muli %j, %c128 : index\n    %x = penguin.load %t[%r", 1),
		pipeline: "penguin-fuse",
		want:     []string{"penguin.store %4, %0[", "penguin.for %arg1 = 0 to 2 parallel {", "penguin.load %0["},
	}, {
		name: "a read of the intermediate in between stops the fusion",
		src: strings.Replace(twoLoops("%m", ""), "  penguin.for %i = 0 to 2 parallel {\n    %m = arith.muli %i, %c128 : index\n    %x = penguin.load %t",
			"  %peek = penguin.load %t[0, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>\n"+
				"  penguin.store %peek, %out[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>\n"+
				"  penguin.for %i = 0 to 2 parallel {\n    %m = arith.muli %i, %c128 : index\n    %x = penguin.load %t", 1),
		pipeline: "penguin-fuse",
		want:     []string{"penguin.for %arg1", "penguin.load %0[0, 0]", "penguin.for %arg1", "penguin.load %0["},
	}, {
		name: "a kernel result keeps its store",
		src: strings.NewReplacer(
			"penguin.return %out : !penguin.hbm<256x512xf32>", "penguin.return %t, %out : !penguin.hbm<256x512xf32>, !penguin.hbm<256x512xf32>",
			"-> !penguin.hbm<256x512xf32> {", "-> (!penguin.hbm<256x512xf32>, !penguin.hbm<256x512xf32>) {").Replace(twoLoops("%m", "")),
		pipeline: "penguin-fuse",
		want:     []string{"penguin.store %4, %0[%2, 0]", "penguin.ewise mult %4", "penguin.return %0, %1"},
		not:      []string{"penguin.for %arg2", "penguin.load %0"},
	}, {
		name: "a view of the intermediate read later keeps the store",
		src: twoLoops("%m", "%v = penguin.view %t : !penguin.hbm<256x512xf32> -> !penguin.hbm<131072xf32>\n"+
			"  %w = penguin.load %v[0] dims [d0 * 512, d0] : !penguin.hbm<131072xf32> -> !penguin.tile<128x512xf32, sbuf>\n"+
			"  penguin.store %w, %out[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>"),
		pipeline: "penguin-fuse",
		want:     []string{"penguin.store %6, %0[%4, 0]", "penguin.ewise mult %6", "penguin.view %0"},
		not:      []string{"penguin.for %arg2"},
	}, {
		name:     "a consumer writing what the producer reads is not fused",
		src:      strings.Replace(twoLoops("%m", ""), "penguin.store %y, %out[%m, 0]", "penguin.store %y, %a[%m, 0]", 1),
		pipeline: "penguin-fuse",
		want:     []string{"penguin.for %arg1", "penguin.store %4, %0", "penguin.for %arg1", "penguin.load %0["},
	}, {
		name:     "different bounds are not fused",
		src:      strings.Replace(twoLoops("%m", ""), "penguin.for %i = 0 to 2 parallel {\n    %m = arith.muli %i, %c128 : index\n    %x = penguin.load %t", "penguin.for %i = 0 to 1 parallel {\n    %m = arith.muli %i, %c128 : index\n    %x = penguin.load %t", 1),
		pipeline: "penguin-fuse",
		want:     []string{"penguin.for %arg1 = 0 to 2", "penguin.for %arg1 = 0 to 1", "penguin.load %0["},
	}, {
		name:     "sequential loops are not fused",
		src:      strings.ReplaceAll(twoLoops("%m", ""), "parallel", "sequential"),
		pipeline: "penguin-fuse",
		want:     []string{"penguin.for %arg1 = 0 to 2 sequential", "penguin.for %arg1 = 0 to 2 sequential", "penguin.load %0["},
	}, {
		name:     "a budget the fused loop would break",
		src:      budgetKernel,
		pipeline: "penguin-fuse{sbuf-budget=6144}",
		want:     []string{"penguin.for %arg2", "penguin.for %arg2", "penguin.load %0["},
	}})
}

// rowNorm is softmax's shape: a loop reducing each row block of %a into a
// column of the vector %s, and a loop reading that column back broadcast
// along the rows (dims [d0, bcast]) to subtract it from the block.
const rowNorm = `penguin.kernel @k(%a: !penguin.hbm<256x512xf32>) -> !penguin.hbm<256x512xf32> {
  %s = penguin.hbm_alloc : !penguin.hbm<256xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %r = penguin.reduce max %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
    penguin.store %r, %s[%m] dims [d0, d0] : !penguin.tile<128x1xf32, sbuf>, !penguin.hbm<256xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %c = penguin.load %s[%m] dims [d0, bcast] : !penguin.hbm<256xf32> -> !penguin.tile<128x512xf32, sbuf>
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.ewise subtract %x, %c : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.return %out : !penguin.hbm<256x512xf32>
}`

// TestFuseColumns: a column stored and read back broadcast fuses; the
// subtract reads the column itself, and the block of %a is loaded once.
// A broadcast load left alone loads the column and broadcasts on chip.
func TestFuseColumns(t *testing.T) {
	runCases(t, []passCase{{
		name:     "a reduced column read back broadcast",
		src:      rowNorm,
		pipeline: "penguin-fuse",
		want: []string{
			"penguin.for %arg1 = 0 to 2 parallel {",
			"%3 = penguin.reduce max %2",
			"penguin.ewise subtract %2, %3 : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>)",
		},
		not: []string{"penguin.for %arg2", "bcast", "penguin.broadcast", "penguin.hbm<256xf32>"},
	}, {
		name: "a broadcast load of an input vector",
		src: `penguin.kernel @k(%v: !penguin.hbm<256xf32>, %a: !penguin.hbm<256x512xf32>) -> !penguin.hbm<256x512xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %c = penguin.load %v[%m] dims [d0, bcast] : !penguin.hbm<256xf32> -> !penguin.tile<128x512xf32, sbuf>
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.ewise mult %x, %c : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    %z = penguin.activation exp %c : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
    %w = penguin.ewise add %y, %z : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %w, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.return %out : !penguin.hbm<256x512xf32>
}`,
		pipeline: "penguin-fuse",
		want: []string{
			"penguin.load %arg0[%1] dims [d0, d0] : !penguin.hbm<256xf32> -> !penguin.tile<128x1xf32, sbuf>",
			"penguin.broadcast %2 : !penguin.tile<128x1xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>",
			"penguin.ewise mult %4, %2 : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>)",
			"penguin.activation exp %3",
		},
		not: []string{"bcast"},
	}})
}
