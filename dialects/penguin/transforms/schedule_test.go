package transforms

import (
	"strings"
	"testing"
)

// hoistKernel adds a weight tile, loaded and scaled in every iteration, to
// each 128-row block of %a.
const hoistKernel = `penguin.kernel @hoist(%a: !penguin.hbm<512x512xf32>, %w: !penguin.hbm<128x512xf32>) -> !penguin.hbm<512x512xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<512x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 4 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %wt = penguin.load %w[0, 0] : !penguin.hbm<128x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %w2 = penguin.ewise mult %wt, 0.5 : (!penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.ewise add %x, %w2 : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<512x512xf32>
  }
  penguin.return %out : !penguin.hbm<512x512xf32>
}`

// swapKernel's inner loop reloads the row block of %a for every column
// block (2 x 4 reloads of 256 KiB) and the column block of %w for every
// row block (4 x 2 loads); the interchanged nest loads each %w block once.
const swapKernel = `penguin.kernel @swap(%a: !penguin.hbm<512x512xf32>, %w: !penguin.hbm<128x1024xf32>) -> !penguin.hbm<512x1024xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<512x1024xf32>
  %c128 = arith.constant 128 : index
  %c512 = arith.constant 512 : index
  penguin.for %i = 0 to 4 parallel {
    %m = arith.muli %i, %c128 : index
    penguin.for %j = 0 to 2 parallel {
      %n = arith.muli %j, %c512 : index
      %x = penguin.load %a[%m, 0] : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
      %wt = penguin.load %w[0, %n] : !penguin.hbm<128x1024xf32> -> !penguin.tile<128x512xf32, sbuf>
      %y = penguin.ewise add %x, %wt : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
      penguin.store %y, %out[%m, %n] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<512x1024xf32>
    }
  }
  penguin.return %out : !penguin.hbm<512x1024xf32>
}`

// accKernel reads back what earlier iterations wrote and builds an
// accumulator from a memset: neither may leave the loop.
const accKernel = `penguin.kernel @acc(%a: !penguin.hbm<512x512xf32>, %b: !penguin.hbm<128x128xbf16>) -> !penguin.hbm<512x512xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<512x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 4 sequential {
    %m = arith.muli %i, %c128 : index
    %prev = penguin.load %out[0, 0] : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %x = penguin.load %a[%m, 0] : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.ewise add %x, %prev : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<512x512xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %z = penguin.zeros : !penguin.tile<128x128xf32, psum>
    %bt = penguin.load %b[0, 0] : !penguin.hbm<128x128xbf16> -> !penguin.tile<128x128xbf16, sbuf>
    %p = penguin.matmul %bt, %bt acc %z : !penguin.tile<128x128xbf16, sbuf>, !penguin.tile<128x128xbf16, sbuf> -> !penguin.tile<128x128xf32, psum>
    %r = penguin.copy %p : !penguin.tile<128x128xf32, psum> -> !penguin.tile<128x128xf32, sbuf>
    %c = penguin.copy %r : !penguin.tile<128x128xf32, sbuf> -> !penguin.tile<128x128xf32, sbuf>
  }
  penguin.return %out : !penguin.hbm<512x512xf32>
}`

func TestSchedule(t *testing.T) {
	runCases(t, []passCase{{
		name:     "invariant loads and the pure ops of them leave the loop",
		src:      hoistKernel,
		pipeline: "penguin-schedule",
		want: []string{
			"%1 = penguin.load %arg1[0, 0] :",
			"%2 = penguin.ewise mult %1, 5.000000e-01",
			"penguin.for %arg2 = 0 to 4 parallel {",
			"penguin.load %arg0[%3, 0] {double_buffer}",
			"penguin.ewise add %4, %2",
		},
		not: []string{"%arg1[0, 0] {double_buffer}"},
	}, {
		name:     "double buffering only where the budget allows twice the tile",
		src:      hoistKernel,
		pipeline: "penguin-schedule{sbuf-budget=7000}",
		want:     []string{"penguin.for %arg2", "penguin.load %arg0[%3, 0] :"},
		not:      []string{"double_buffer"},
	}, {
		name:     "double buffering can be turned off",
		src:      hoistKernel,
		pipeline: "penguin-schedule{double-buffer=false}",
		want:     []string{"penguin.load %arg1[0, 0]", "penguin.for %arg2"},
		not:      []string{"double_buffer"},
	}, {
		name:     "a nest is interchanged so the reused tile is loaded once per outer iteration",
		src:      swapKernel,
		pipeline: "penguin-schedule",
		want: []string{
			"penguin.for %arg2 = 0 to 2 parallel {",
			"%1 = arith.muli %arg2, %c512 : index",
			"%2 = penguin.load %arg1[0, %1] {double_buffer}",
			"penguin.for %arg3 = 0 to 4 parallel {",
			"%3 = arith.muli %arg3, %c128 : index",
			"%4 = penguin.load %arg0[%3, 0] {double_buffer}",
			"penguin.store %5, %0[%3, %1]",
		},
	}, {
		name:     "no interchange when told not to",
		src:      swapKernel,
		pipeline: "penguin-schedule{interchange=false}",
		want:     []string{"penguin.for %arg2 = 0 to 4 parallel {", "penguin.load %arg0[%1, 0] {double_buffer}", "penguin.for %arg3 = 0 to 2 parallel {"},
	}, {
		name:     "loads of buffers the loop writes, memsets and accumulators stay",
		src:      accKernel,
		pipeline: "penguin-schedule",
		want: []string{
			"penguin.for %arg2 = 0 to 4 sequential {",
			"penguin.load %0[0, 0] : ",
			"penguin.load %arg0[%2, 0] {double_buffer}",
			"%1 = penguin.load %arg1[0, 0] :",
			"penguin.for %arg2 = 0 to 2 parallel {",
			"penguin.zeros",
			"penguin.matmul %1, %1 acc",
		},
	}, {
		name:     "a loop of one iteration gets no double buffering",
		src:      strings.ReplaceAll(hoistKernel, "0 to 4 parallel", "0 to 1 parallel"),
		pipeline: "penguin-schedule",
		want:     []string{"penguin.for %arg2 = 0 to 1 parallel {"},
		not:      []string{"double_buffer"},
	}})
}
