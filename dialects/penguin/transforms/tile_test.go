package transforms

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ewiseKernel is y = exp(x) + b over a [256, cols] f32 buffer in 128-row
// iterations, with b a per-row column.
func ewiseKernel(cols string) string {
	return strings.ReplaceAll(`penguin.kernel @k(%a: !penguin.hbm<256xCOLSxf32>, %b: !penguin.hbm<256x1xf32>) -> !penguin.hbm<256xCOLSxf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<256xCOLSxf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256xCOLSxf32> -> !penguin.tile<128xCOLSxf32, sbuf>
    %c = penguin.load %b[%m, 0] : !penguin.hbm<256x1xf32> -> !penguin.tile<128x1xf32, sbuf>
    %e = penguin.activation exp %x : !penguin.tile<128xCOLSxf32, sbuf> -> !penguin.tile<128xCOLSxf32, sbuf>
    %y = penguin.ewise add %e, %c : (!penguin.tile<128xCOLSxf32, sbuf>, !penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128xCOLSxf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128xCOLSxf32, sbuf>, !penguin.hbm<256xCOLSxf32>
  }
  penguin.return %out : !penguin.hbm<256xCOLSxf32>
}`, "COLS", cols)
}

const rowsKernel = `penguin.kernel @rows(%a: !penguin.hbm<384x64xf32>) -> !penguin.hbm<384x1xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<384x1xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<384x64xf32> -> !penguin.tile<384x64xf32, sbuf>
  %s = penguin.reduce max %x : !penguin.tile<384x64xf32, sbuf> -> !penguin.tile<384x1xf32, sbuf>
  penguin.store %s, %out[0, 0] : !penguin.tile<384x1xf32, sbuf>, !penguin.hbm<384x1xf32>
  penguin.return %out : !penguin.hbm<384x1xf32>
}`

const wideMatmul = `penguin.kernel @mm(%a: !penguin.hbm<128x128xbf16>, %b: !penguin.hbm<128x1024xbf16>) -> !penguin.hbm<128x1024xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x1024xf32>
  %at = penguin.load %a[0, 0] : !penguin.hbm<128x128xbf16> -> !penguin.tile<128x128xbf16, sbuf>
  %bt = penguin.load %b[0, 0] : !penguin.hbm<128x1024xbf16> -> !penguin.tile<128x1024xbf16, sbuf>
  %p = penguin.matmul %at, %bt : !penguin.tile<128x128xbf16, sbuf>, !penguin.tile<128x1024xbf16, sbuf> -> !penguin.tile<128x1024xf32, psum>
  %r = penguin.copy %p : !penguin.tile<128x1024xf32, psum> -> !penguin.tile<128x1024xf32, sbuf>
  penguin.store %r, %out[0, 0] : !penguin.tile<128x1024xf32, sbuf>, !penguin.hbm<128x1024xf32>
  penguin.return %out : !penguin.hbm<128x1024xf32>
}`

const reduceKernel = `penguin.kernel @red(%a: !penguin.hbm<128x1024xf32>) -> !penguin.hbm<128x1xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x1xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<128x1024xf32> -> !penguin.tile<128x1024xf32, sbuf>
  %s = penguin.reduce add %x : !penguin.tile<128x1024xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
  penguin.store %s, %out[0, 0] : !penguin.tile<128x1xf32, sbuf>, !penguin.hbm<128x1xf32>
  penguin.return %out : !penguin.hbm<128x1xf32>
}`

const deepContraction = `penguin.kernel @k256(%a: !penguin.hbm<256x128xbf16>, %b: !penguin.hbm<256x512xbf16>) -> !penguin.hbm<128x512xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x512xf32>
  %at = penguin.load %a[0, 0] : !penguin.hbm<256x128xbf16> -> !penguin.tile<256x128xbf16, sbuf>
  %bt = penguin.load %b[0, 0] : !penguin.hbm<256x512xbf16> -> !penguin.tile<256x512xbf16, sbuf>
  %p = penguin.matmul %at, %bt : !penguin.tile<256x128xbf16, sbuf>, !penguin.tile<256x512xbf16, sbuf> -> !penguin.tile<128x512xf32, psum>
  %r = penguin.copy %p : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xf32, sbuf>
  penguin.store %r, %out[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<128x512xf32>
  penguin.return %out : !penguin.hbm<128x512xf32>
}`

func TestTile(t *testing.T) {
	runCases(t, []passCase{{
		name:     "legal input is left alone",
		src:      ewiseKernel("512"),
		pipeline: "penguin-tile",
		want:     []string{"penguin.for %arg2 = 0 to 2 parallel {", "!penguin.tile<128x512xf32, sbuf>"},
		not:      []string{"penguin.for %arg3"},
	}, {
		name:     "max-free splits the free dimension, not the column",
		src:      ewiseKernel("1024"),
		pipeline: "penguin-tile{max-free=256}",
		want: []string{
			"penguin.for %arg2 = 0 to 2 parallel {",
			"penguin.for %arg3 = 0 to 4 parallel {",
			"%c256 = arith.constant 256 : index",
			"= arith.muli %arg3, %c256 : index",
			"-> !penguin.tile<128x256xf32, sbuf>",
			"-> !penguin.tile<128x1xf32, sbuf>",
			"penguin.store",
		},
		not: []string{"128x1024xf32, sbuf"},
	}, {
		name:     "partitions are split in 128-row pieces",
		src:      rowsKernel,
		pipeline: "penguin-tile",
		invalid:  true,
		want: []string{
			"penguin.for %arg1 = 0 to 3 parallel {",
			"penguin.load %arg0[%1, 0] : !penguin.hbm<384x64xf32> -> !penguin.tile<128x64xf32, sbuf>",
			"penguin.reduce max %2 : !penguin.tile<128x64xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>",
			"penguin.store %3, %0[%1, 0]",
		},
	}, {
		name:     "a matmul's moving free size is split to 512",
		src:      wideMatmul,
		pipeline: "penguin-tile",
		invalid:  true,
		want: []string{
			"penguin.load %arg0[0, 0]",
			"penguin.for %arg2 = 0 to 2 parallel {",
			"penguin.load %arg1[0, %2] : !penguin.hbm<128x1024xbf16> -> !penguin.tile<128x512xbf16, sbuf>",
			"-> !penguin.tile<128x512xf32, psum>",
			"penguin.store %5, %0[0, %2]",
		},
	}, {
		name:     "the SBUF budget splits the live tiles",
		src:      ewiseKernel("4096"),
		pipeline: "penguin-tile{sbuf-budget=20000}",
		want:     []string{"penguin.for %arg3 = 0 to 2 parallel {", "!penguin.tile<128x2048xf32, sbuf>"},
	}, {
		name:     "a reduce over the split dimension stops the split",
		src:      reduceKernel,
		pipeline: "penguin-tile{max-free=512}",
		err:      "has a free size of 1024 elements; max-free allows 512 in sbuf\nnote: 'penguin.reduce' op reduces its free dimensions, so dimension 1",
	}, {
		name:     "a contraction is not split",
		src:      deepContraction,
		pipeline: "penguin-tile",
		invalid:  true,
		err:      "has 256 partitions; trn1 has 128\nnote: 'penguin.matmul' op contracts over it, so dimension 0",
	}, {
		name:     "a budget no split reaches",
		src:      ewiseKernel("4"),
		pipeline: "penguin-tile{sbuf-budget=8}",
		err:      "bytes per partition of SBUF tiles are live here; the budget is 8",
	}, {
		name: "an allocation among the split ops moves before the piece loop",
		src: `penguin.kernel @k(%a: !penguin.hbm<128x1024xf32>) -> !penguin.hbm<128x1024xf32> {
  %x = penguin.load %a[0, 0] : !penguin.hbm<128x1024xf32> -> !penguin.tile<128x1024xf32, sbuf>
  %out = penguin.hbm_alloc : !penguin.hbm<128x1024xf32>
  %y = penguin.activation exp %x : !penguin.tile<128x1024xf32, sbuf> -> !penguin.tile<128x1024xf32, sbuf>
  penguin.store %y, %out[0, 0] : !penguin.tile<128x1024xf32, sbuf>, !penguin.hbm<128x1024xf32>
  penguin.return %out : !penguin.hbm<128x1024xf32>
}`,
		pipeline: "penguin-tile{max-free=512}",
		want: []string{
			"%0 = penguin.hbm_alloc", "penguin.for %arg1 = 0 to 2 parallel {",
			"penguin.load %arg0[0, %1]", "penguin.store %3, %0[0, %1]", "}\n    penguin.return %0",
		},
	}, {
		name:     "an unknown target option",
		src:      ewiseKernel("4"),
		pipeline: "penguin-tile{target=trn9}",
		err:      "target option",
	}})
}

func TestPeakSBUF(t *testing.T) {
	for _, c := range []struct {
		name string
		src  string
		want int64
	}{
		// Two tiles of 512 f32 are live at once (x and e at the exp, e and
		// y at the add), with the column.
		{"loop body", ewiseKernel("512"), 2*512*4 + 4},
		// The load, the reduce's column.
		{"straight line", reduceKernel, 1024*4 + 4},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := parse(t, newCtx(), c.src, true)
			peak, at := peakSBUF(kernels(m)[0], liveness{})
			assert.Equal(t, c.want, peak)
			require.NotNil(t, at)
		})
	}
}
