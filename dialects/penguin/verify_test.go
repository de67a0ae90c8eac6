package penguin_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// kernel wraps body in a kernel over three buffers, %a, %v and %t, with
// %c7 an index constant; target, if not "", is the kernel's target.
func kernel(target, body string) string {
	attrs := ""
	if target != "" {
		attrs = ` attributes {target = "` + target + `"}`
	}
	return `penguin.kernel @k(%a: !penguin.hbm<256x300xf32>, %v: !penguin.hbm<1024xf32>, %t: !penguin.hbm<1000x64xf32>)` + attrs + ` {
  %c7 = arith.constant 7 : index
` + body + `
  penguin.return
}`
}

// Tiles used by the cases.
const (
	x   = "%x = penguin.zeros : !penguin.tile<128x64xf32, sbuf>\n"
	col = "%col = penguin.zeros : !penguin.tile<128x1xf32, sbuf>\n"
	ids = "%ids = penguin.zeros : !penguin.tile<128x1xi32, sbuf>\n"
	xt  = "!penguin.tile<128x64xf32, sbuf>"
)

// validCases verify, many of them at a limit.
var validCases = []struct{ name, src string }{
	{"128 partitions", kernel("", `%z = penguin.zeros : !penguin.tile<128x1xf32, sbuf>`)},
	{"sbuf free size limit", kernel("", `%z = penguin.zeros : !penguin.tile<1x65536xbf16, sbuf>`)},
	{"sbuf bytes limit", kernel("", `%z = penguin.zeros : !penguin.tile<1x49152xf32, sbuf>`)},
	{"trn2 has more sbuf", kernel("trn2", `%z = penguin.zeros : !penguin.tile<1x57344xf32, sbuf>`)},
	{"module target", `module attributes {penguin.target = "trn3"} {` + kernel("", `%z = penguin.zeros : !penguin.tile<1x57344xf32, sbuf>`) + `}`},
	{"psum bank", kernel("", `%z = penguin.zeros : !penguin.tile<128x4096xf32, psum>`)},
	{"psum i32", kernel("", `%z = penguin.zeros : !penguin.tile<128x4096xi32, psum>`)},
	{"matmul at its limits", kernel("", `%s = penguin.zeros : !penguin.tile<128x128xf8E4M3FN, sbuf>
%m = penguin.zeros : !penguin.tile<128x512xbf16, sbuf>
%p = penguin.matmul %s, %m : !penguin.tile<128x128xf8E4M3FN, sbuf>, !penguin.tile<128x512xbf16, sbuf> -> !penguin.tile<128x512xf32, psum>`)},
	{"load last rows", kernel("", `%l = penguin.load %a[128, 236] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x64xf32, sbuf>`)},
	{"load dynamic start", kernel("", `%l = penguin.load %a[%c7, %c7] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x300xf32, sbuf>`)},
	{"load reshaped", kernel("", `%l = penguin.load %v[0] dims [d0 * 8, d0] : !penguin.hbm<1024xf32> -> !penguin.tile<128x8xf32, sbuf>`)},
	{"load of fewer dims", kernel("", `%l = penguin.load %a[3, 0] : !penguin.hbm<256x300xf32> -> !penguin.tile<1x300xf32, sbuf>`)},
	{"load reversed", kernel("", `%l = penguin.load %a[255, 299] dims [d0 * -1, d1 * -2] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x150xf32, sbuf>`)},
	{"load reversed flat", kernel("", `%l = penguin.load %v[1023] dims [d0 * -8, d0 * -1] : !penguin.hbm<1024xf32> -> !penguin.tile<128x8xf32, sbuf>`)},
	{"load reversed dynamic", kernel("", `%l = penguin.load %a[%c7, 0] dims [d0 * -1, d1] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x300xf32, sbuf>`)},
	{"store reversed", kernel("", x+`penguin.store %x, %a[255, 0] dims [d0 * -1, d1] : `+xt+`, !penguin.hbm<256x300xf32>`)},
	{"load broadcast", kernel("", `%l = penguin.load %v[1000] dims [bcast, d0] : !penguin.hbm<1024xf32> -> !penguin.tile<128x24xf32, sbuf>`)},
	{"store size-1 bcast", kernel("", col+`penguin.store %col, %v[0] dims [d0, bcast] : !penguin.tile<128x1xf32, sbuf>, !penguin.hbm<1024xf32>`)},
	{"gather of a vector", kernel("", ids+`%g = penguin.load_indirect %v[%ids] : !penguin.hbm<1024xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x1xf32, sbuf>`)},
	{"ewise column and immediate", kernel("", x+col+`%y = penguin.ewise subtract then max %col, %x, 0.0 : (!penguin.tile<128x1xf32, sbuf>, `+xt+`) -> `+xt)},
	{"ewise unary chain", kernel("", x+`%y = penguin.ewise rsqrt then abs %x : (`+xt+`) -> `+xt)},
	{"ewise shift", kernel("", ids+`%y = penguin.ewise arith_shift_left %ids, 2 : (!penguin.tile<128x1xi32, sbuf>) -> !penguin.tile<128x1xi32, sbuf>`)},
	{"parallel loop accumulating", kernel("", `%z = penguin.zeros : !penguin.tile<128x512xf32, psum>
%r = penguin.for %i = 0 to 0 parallel iter_args(%s = %z) -> !penguin.tile<128x512xf32, psum> {
  penguin.yield %s : !penguin.tile<128x512xf32, psum>
}`)},
	{"matmul of a tile by itself", kernel("", x+`%p = penguin.matmul %x, %x : `+xt+`, `+xt+` -> !penguin.tile<64x64xf32, psum>`)},
	{"generic broadcast walk", kernel("", `%l = "penguin.load"(%v) <{dims = #penguin.dims<[bcast, d0]>, static_starts = array<i64: 0>}> : (!penguin.hbm<1024xf32>) -> !penguin.tile<1x1xf32, sbuf>`)},
	{"transpose through PE", kernel("", `%s = penguin.zeros : !penguin.tile<32x128xbf16, sbuf>
%r = penguin.transpose %s : !penguin.tile<32x128xbf16, sbuf> -> !penguin.tile<128x32xf32, psum>`)},
}

func TestValid(t *testing.T) {
	for _, c := range validCases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, "", firstError(c.src))
			roundTrip(t, c.src)
		})
	}
}

// errorCases name each verifier check with its message (locations are
// checked in lit/penguin/invalid.mlir).
var errorCases = []struct{ name, src, want string }{
	// Target limits.
	{"partitions", kernel("", `%z = penguin.zeros : !penguin.tile<129x4xf32, sbuf>`),
		"'penguin.zeros' op result #0 (!penguin.tile<129x4xf32, sbuf>) has 129 partitions; trn1 has 128"},
	{"sbuf free size", kernel("", `%z = penguin.zeros : !penguin.tile<1x65537xi8, sbuf>`),
		"'penguin.zeros' op result #0 (!penguin.tile<1x65537xi8, sbuf>) has a free size of 65537 elements; trn1 allows 65536 in sbuf"},
	{"sbuf bytes", kernel("", `%z = penguin.zeros : !penguin.tile<1x49153xf32, sbuf>`),
		"'penguin.zeros' op result #0 (!penguin.tile<1x49153xf32, sbuf>) needs 196612 bytes per partition; a sbuf partition of trn1 has 196608"},
	{"trn2 sbuf bytes", kernel("trn2", `%z = penguin.zeros : !penguin.tile<1x57345xf32, sbuf>`),
		"'penguin.zeros' op result #0 (!penguin.tile<1x57345xf32, sbuf>) needs 229380 bytes per partition; a sbuf partition of trn2 has 229376"},
	{"psum free size", kernel("", `%z = penguin.zeros : !penguin.tile<128x4097xf32, psum>`),
		"'penguin.zeros' op result #0 (!penguin.tile<128x4097xf32, psum>) has a free size of 4097 elements; trn1 allows 4096 in psum"},
	{"psum dtype", kernel("", `%z = penguin.zeros : !penguin.tile<128x512xbf16, psum>`),
		"'penguin.zeros' op result #0 (!penguin.tile<128x512xbf16, psum>) is a psum tile of bf16; psum holds f32 or i32"},
	{"unknown target", kernel("trn0", ``), `'penguin.kernel' op unknown target "trn0" (known: inf2, trn1, trn2, trn3)`},
	{"unknown module target", `module attributes {penguin.target = "tpu"} {` + kernel("", ``) + `}`,
		`'penguin.kernel' op unknown target "tpu" (known: inf2, trn1, trn2, trn3)`},

	// Kernels and buffers.
	{"kernel argument", `penguin.kernel @k(%i: index) { penguin.return }`, "'penguin.kernel' op argument #0 must be a penguin HBM buffer, got index"},
	{"kernel result", `penguin.kernel @k() -> !penguin.tile<1x1xf32, sbuf> {
  %z = penguin.zeros : !penguin.tile<1x1xf32, sbuf>
  "penguin.return"(%z) : (!penguin.tile<1x1xf32, sbuf>) -> ()
}`, "'penguin.kernel' op result #0 must be a penguin HBM buffer, got !penguin.tile<1x1xf32, sbuf>"},
	{"kernel entry block", `"penguin.kernel"() <{function_type = (!penguin.hbm<4xf32>) -> (), sym_name = "k"}> ({
  "penguin.return"() : () -> ()
}) : () -> ()`, "'penguin.kernel' op entry block has 0 arguments; the signature has 1"},
	{"return count", `penguin.kernel @k(%a: !penguin.hbm<4xf32>) -> !penguin.hbm<4xf32> { penguin.return }`,
		"'penguin.return' op returns 0 values; kernel @k returns 1"},
	{"return type", `penguin.kernel @k(%a: !penguin.hbm<4xf32>) -> !penguin.hbm<4xi32> { penguin.return %a : !penguin.hbm<4xf32> }`,
		"'penguin.return' op returns !penguin.hbm<4xf32> as result #0; kernel @k returns !penguin.hbm<4xi32>"},
	{"return parent", `func.func @f() { "penguin.return"() : () -> () }`, "'penguin.return' op expects parent op 'penguin.kernel'"},
	{"alloc value type", kernel("", `%w = penguin.hbm_alloc {value = dense<1> : tensor<4xi32>} : !penguin.hbm<4xf32>`),
		"'penguin.hbm_alloc' op value has type tensor<4xi32>; the buffer needs tensor<4xf32>"},
	{"alloc value kind", kernel("", `%w = penguin.hbm_alloc {value = 1.0 : f32} : !penguin.hbm<4xf32>`),
		"'penguin.hbm_alloc' op value must be a dense elements attribute, got 1.000000e+00 : f32"},

	// Loads and stores.
	{"load memory", kernel("", `%l = penguin.load %a[0, 0] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x4xf32, psum>`),
		"'penguin.load' op loads into sbuf, not psum"},
	{"load convert", kernel("", `%l = penguin.load %a[0, 0] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x4xf16, sbuf>`),
		"'penguin.load' op loads f32 elements into a tile of f16; a DMA does not convert"},
	{"load starts", kernel("", `%l = penguin.load %a[0, 0, 0] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x4xf32, sbuf>`),
		"'penguin.load' op has 3 starts; it needs 2, one per HBM dimension"},
	{"load negative start", kernel("", `%l = penguin.load %a[-1, 0] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x4xf32, sbuf>`),
		"'penguin.load' op start #0 is negative (-1)"},
	{"load dynamic count", kernel("", `%l = "penguin.load"(%a, %c7) <{static_starts = array<i64: 0, 0>}> : (!penguin.hbm<256x300xf32>, index) -> !penguin.tile<128x4xf32, sbuf>`),
		"'penguin.load' op static_starts marks 0 starts dynamic but 1 index values are given"},
	{"load dims count", kernel("", `%l = penguin.load %a[0, 0] dims [d1, d0, d1] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x4xf32, sbuf>`),
		"'penguin.load' op dims has 3 entries; the tile has 2 dimensions"},
	{"load dims rank", kernel("", `%l = penguin.load %a[0, 0] dims [d2, d0] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x4xf32, sbuf>`),
		"'penguin.load' op dims entry #0 walks d2; the HBM buffer has 2 dimensions"},
	{"load needs dims", kernel("", `%l = penguin.load %v[0] : !penguin.hbm<1024xf32> -> !penguin.tile<128x8xf32, sbuf>`),
		"'penguin.load' op needs dims: the tile has 2 dimensions and the HBM buffer 1, so which HBM dimension each tile dimension walks must be said"},
	{"load bounds", kernel("", `%l = penguin.load %a[129, 0] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x4xf32, sbuf>`),
		"'penguin.load' op reads HBM dimension 0 at indices 129 to 256; its size is 256"},
	{"load bounds of a fixed dimension", kernel("", `%l = penguin.load %a[256, 0] : !penguin.hbm<256x300xf32> -> !penguin.tile<1x4xf32, sbuf>`),
		"'penguin.load' op reads HBM dimension 0 at indices 256 to 256; its size is 256"},
	{"load bounds of two walks", kernel("", `%l = penguin.load %v[0] dims [d0 * 8, d0] : !penguin.hbm<1024xf32> -> !penguin.tile<128x9xf32, sbuf>`),
		"'penguin.load' op reads HBM dimension 0 at indices 0 to 1024; its size is 1024"},
	{"load dynamic extent", kernel("", `%l = penguin.load %a[0, %c7] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x301xf32, sbuf>`),
		"'penguin.load' op reads 301 indices of HBM dimension 1, whose size is 300"},
	{"load huge stride", kernel("", `%l = penguin.load %v[0] dims [d0 * 9223372036854775807, d0] : !penguin.hbm<1024xf32> -> !penguin.tile<128x1xf32, sbuf>`),
		"'penguin.load' op reads HBM dimension 0 at indices 0 to beyond 2^63; its size is 1024"},
	{"load reversed below 0", kernel("", `%l = penguin.load %a[126, 0] dims [d0 * -1, d1] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x4xf32, sbuf>`),
		"'penguin.load' op reads HBM dimension 0 at indices 126 down to -1; its indices start at 0"},
	{"load reversed and forwards", kernel("", `%l = penguin.load %v[1000] dims [d0 * 8, d0 * -1] : !penguin.hbm<1024xf32> -> !penguin.tile<4x8xf32, sbuf>`),
		"'penguin.load' op reads HBM dimension 0 at indices 1000 to 1024; its size is 1024"},
	{"load reversed dynamic extent", kernel("", `%l = penguin.load %v[%c7] dims [d0 * -8, d0] : !penguin.hbm<1024xf32> -> !penguin.tile<128x9xf32, sbuf>`),
		"'penguin.load' op reads 1025 indices of HBM dimension 0, whose size is 1024"},
	{"store reversed below 0", kernel("", x+`penguin.store %x, %a[0, 62] dims [d0, d1 * -1] : `+xt+`, !penguin.hbm<256x300xf32>`),
		"'penguin.store' op writes HBM dimension 1 at indices 62 down to -1; its indices start at 0"},
	{"store memory", kernel("", `%z = penguin.zeros : !penguin.tile<128x300xf32, psum>
penguin.store %z, %a[0, 0] : !penguin.tile<128x300xf32, psum>, !penguin.hbm<256x300xf32>`),
		"'penguin.store' op stores from sbuf, not psum"},
	{"store convert", kernel("", `%z = penguin.zeros : !penguin.tile<128x300xbf16, sbuf>
penguin.store %z, %a[0, 0] : !penguin.tile<128x300xbf16, sbuf>, !penguin.hbm<256x300xf32>`),
		"'penguin.store' op stores a tile of bf16 into f32 elements; a DMA does not convert"},
	{"store bounds", kernel("", x+`penguin.store %x, %a[0, 237] : `+xt+`, !penguin.hbm<256x300xf32>`),
		"'penguin.store' op writes HBM dimension 1 at indices 237 to 300; its size is 300"},
	{"store broadcast", kernel("", x+`penguin.store %x, %v[0] dims [bcast, d0] : `+xt+`, !penguin.hbm<1024xf32>`),
		"'penguin.store' op cannot broadcast: tile dimension 0 (size 128) walks no HBM dimension"},
	{"gather of a scalar", `penguin.kernel @k(%s: !penguin.hbm<f32>) {
  ` + ids + `  %g = penguin.load_indirect %s[%ids] : !penguin.hbm<f32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
  penguin.return
}`, "'penguin.load_indirect' op gathers rows of a scalar"},
	{"gather starts", kernel("", ids+`%g = penguin.load_indirect %t[%ids] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x64xf32, sbuf>`),
		"'penguin.load_indirect' op has 0 starts; it needs 1, one per HBM dimension"},
	{"gather index type", kernel("", `%ids = penguin.zeros : !penguin.tile<128x1xi16, sbuf>
%g = penguin.load_indirect %t[%ids, 0] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi16, sbuf> -> !penguin.tile<128x64xf32, sbuf>`),
		"'penguin.load_indirect' op indices must be an i32 or ui32 [P, 1] sbuf tile, got !penguin.tile<128x1xi16, sbuf>"},
	{"gather memory", kernel("", ids+`%g = penguin.load_indirect %t[%ids, 0] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x64xf32, psum>`),
		"'penguin.load_indirect' op loads into sbuf, not psum"},
	{"gather convert", kernel("", ids+`%g = penguin.load_indirect %t[%ids, 0] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x64xbf16, sbuf>`),
		"'penguin.load_indirect' op loads f32 elements into a tile of bf16; a DMA does not convert"},
	{"gather partitions", kernel("", ids+`%g = penguin.load_indirect %t[%ids, 0] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<64x64xf32, sbuf>`),
		"'penguin.load_indirect' op gathers 128 rows into a tile of 64 partitions"},
	{"gather of a vector", kernel("", ids+`%g = penguin.load_indirect %v[%ids] : !penguin.hbm<1024xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x2xf32, sbuf>`),
		"'penguin.load_indirect' op gathers from a rank-1 buffer into a [P, 1] tile, not !penguin.tile<128x2xf32, sbuf>"},
	{"gather rank", kernel("", ids+`%g = penguin.load_indirect %t[%ids, 0] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x2x32xf32, sbuf>`),
		"'penguin.load_indirect' op the tile has 3 dimensions; gathering from a buffer of rank 2 gives 2"},
	{"gather bounds", kernel("", ids+`%g = penguin.load_indirect %t[%ids, 1] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x64xf32, sbuf>`),
		"'penguin.load_indirect' op reads HBM dimension 1 at indices 1 to 64; its size is 64"},

	// TensorE.
	{"matmul operand rank", kernel("", `%s = penguin.zeros : !penguin.tile<128x2x2xf32, sbuf>
%p = penguin.matmul %s, %s : !penguin.tile<128x2x2xf32, sbuf>, !penguin.tile<128x2x2xf32, sbuf> -> !penguin.tile<2x2xf32, psum>`),
		"'penguin.matmul' op the stationary operand must be a 2-D sbuf tile, got !penguin.tile<128x2x2xf32, sbuf>"},
	{"matmul moving in psum", kernel("", x+`%m = penguin.zeros : !penguin.tile<128x64xf32, psum>
%p = penguin.matmul %x, %m : `+xt+`, !penguin.tile<128x64xf32, psum> -> !penguin.tile<64x64xf32, psum>`),
		"'penguin.matmul' op the moving operand must be a 2-D sbuf tile, got !penguin.tile<128x64xf32, psum>"},
	{"matmul dtype", kernel("", `%s = penguin.zeros : !penguin.tile<128x64xi32, sbuf>
%p = penguin.matmul %s, %s : !penguin.tile<128x64xi32, sbuf>, !penguin.tile<128x64xi32, sbuf> -> !penguin.tile<64x64xf32, psum>`),
		"'penguin.matmul' op TensorE does not read i32 (!penguin.tile<128x64xi32, sbuf>)"},
	{"matmul K", kernel("", x+`%m = penguin.zeros : !penguin.tile<64x64xf32, sbuf>
%p = penguin.matmul %x, %m : `+xt+`, !penguin.tile<64x64xf32, sbuf> -> !penguin.tile<64x64xf32, psum>`),
		"'penguin.matmul' op contracts 128 partitions of the stationary operand with 64 of the moving one"},
	{"matmul result", kernel("", x+`%p = penguin.matmul %x, %x : `+xt+`, `+xt+` -> !penguin.tile<64x64xbf16, sbuf>`),
		"'penguin.matmul' op result must be !penguin.tile<64x64xf32, psum>, got !penguin.tile<64x64xbf16, sbuf>"},
	{"matmul M", kernel("", `%s = penguin.zeros : !penguin.tile<128x129xf32, sbuf>
%p = penguin.matmul %s, %s : !penguin.tile<128x129xf32, sbuf>, !penguin.tile<128x129xf32, sbuf> -> !penguin.tile<129x129xf32, psum>`),
		"'penguin.matmul' op result #0 (!penguin.tile<129x129xf32, psum>) has 129 partitions; trn1 has 128"},
	{"matmul N", kernel("", x+`%m = penguin.zeros : !penguin.tile<128x513xf32, sbuf>
%p = penguin.matmul %x, %m : `+xt+`, !penguin.tile<128x513xf32, sbuf> -> !penguin.tile<64x513xf32, psum>`),
		"'penguin.matmul' op has a moving free size N = 513; trn1's TensorE takes at most 512"},
	{"matmul acc", kernel("", x+`%acc = penguin.zeros : !penguin.tile<64x32xf32, psum>
%p = "penguin.matmul"(%x, %x, %acc) : (`+xt+`, `+xt+`, !penguin.tile<64x32xf32, psum>) -> !penguin.tile<64x64xf32, psum>`),
		"'penguin.matmul' op failed to verify that all of {acc, result} have same type"},
	{"transpose shape", kernel("", x+`%r = penguin.transpose %x : `+xt+` -> `+xt),
		"'penguin.transpose' op transposes a 2-D tile [A, B] into [B, A]; got !penguin.tile<128x64xf32, sbuf> -> !penguin.tile<128x64xf32, sbuf>"},
	{"transpose free size", kernel("", `%s = penguin.zeros : !penguin.tile<2x200xf32, sbuf>
%r = penguin.transpose %s : !penguin.tile<2x200xf32, sbuf> -> !penguin.tile<200x2xf32, psum>`),
		"'penguin.transpose' op result #0 (!penguin.tile<200x2xf32, psum>) has 200 partitions; trn1 has 128"},
	{"transpose sbuf dtype", kernel("", x+`%r = penguin.transpose %x : `+xt+` -> !penguin.tile<64x128xbf16, sbuf>`),
		"'penguin.transpose' op into sbuf keeps the element type: f32, not bf16"},

	// Vector and Scalar engines.
	{"ewise count", kernel("", x+`%y = penguin.ewise add %x, %x, %x : (`+xt+`, `+xt+`, `+xt+`) -> `+xt),
		"'penguin.ewise' op add takes 2 inputs, got 3"},
	{"ewise unary count", kernel("", x+`%y = penguin.ewise abs %x, %x : (`+xt+`, `+xt+`) -> `+xt),
		"'penguin.ewise' op abs takes 1 inputs, got 2"},
	{"ewise chain count", kernel("", x+`%y = penguin.ewise add then mult %x, %x : (`+xt+`, `+xt+`) -> `+xt),
		"'penguin.ewise' op add then mult takes 3 inputs, got 2"},
	{"ewise no tile", kernel("", `%y = penguin.ewise add 1.0, 2.0 : () -> `+xt), "'penguin.ewise' op needs at least one tile input"},
	{"ewise shape", kernel("", x+`%z = penguin.zeros : !penguin.tile<64x64xf32, sbuf>
%y = penguin.ewise add %x, %z : (`+xt+`, !penguin.tile<64x64xf32, sbuf>) -> `+xt),
		"'penguin.ewise' op tile operand #1 (!penguin.tile<64x64xf32, sbuf>) is neither of the result's shape [128, 64] nor a [128, 1] column"},
	{"ewise bitwise input", kernel("", x+`%y = penguin.ewise bitwise_or %x, 1 : (`+xt+`) -> !penguin.tile<128x64xi32, sbuf>`),
		"'penguin.ewise' op bitwise_or works on integers; tile operand #0 is !penguin.tile<128x64xf32, sbuf>"},
	{"ewise bitwise result", kernel("", ids+`%y = penguin.ewise bitwise_not %ids : (!penguin.tile<128x1xi32, sbuf>) -> !penguin.tile<128x1xf32, sbuf>`),
		"'penguin.ewise' op bitwise_not works on integers; the result is !penguin.tile<128x1xf32, sbuf>"},
	{"ewise float immediate", kernel("", x+`%y = "penguin.ewise"(%x) <{op = #penguin.alu<add>, scalars = [unit, 1 : i32]}> : (`+xt+`) -> `+xt),
		"'penguin.ewise' op input #1: add reads an immediate of type f32, got 1 : i32"},
	{"ewise int immediate", kernel("", ids+`%y = "penguin.ewise"(%ids) <{op = #penguin.alu<bitwise_and>, scalars = [unit, 1.0 : f32]}> : (!penguin.tile<128x1xi32, sbuf>) -> !penguin.tile<128x1xi32, sbuf>`),
		"'penguin.ewise' op input #1: bitwise_and reads an immediate of type i32, got 1.000000e+00 : f32"},
	{"ewise scalars places", kernel("", x+`%y = "penguin.ewise"(%x, %x) <{op = #penguin.alu<add>, scalars = [unit, 1.0 : f32]}> : (`+xt+`, `+xt+`) -> `+xt),
		"'penguin.ewise' op scalars has 1 tile places for 2 tile operands"},
	{"ewise op kind", kernel("", x+`%y = "penguin.ewise"(%x) <{op = #penguin.act<exp>}> : (`+xt+`) -> `+xt),
		"'penguin.ewise' op attribute 'op' failed to satisfy constraint: ALU op attribute"},
	{"activation shape", kernel("", x+`%y = penguin.activation tanh %x : `+xt+` -> !penguin.tile<128x32xf32, sbuf>`),
		"'penguin.activation' op maps [128, 64] to [128, 32]; the shapes must match"},
	{"activation bias shape", kernel("", x+`%b = penguin.zeros : !penguin.tile<64x1xf32, sbuf>
%y = penguin.activation tanh %x bias %b : `+xt+`, !penguin.tile<64x1xf32, sbuf> -> `+xt),
		"'penguin.activation' op bias must be a [128, 1] column, got !penguin.tile<64x1xf32, sbuf>"},
	{"activation two biases", kernel("", x+col+`%y = "penguin.activation"(%x, %col) <{func = #penguin.act<exp>, bias_value = 2.0 : f32}> : (`+xt+`, !penguin.tile<128x1xf32, sbuf>) -> `+xt),
		"'penguin.activation' op has both a bias tile and a bias value"},
	{"activation prelu alpha", kernel("", x+`%y = penguin.activation prelu %x : `+xt+` -> `+xt),
		"'penguin.activation' op prelu needs alpha, its slope below zero"},
	{"activation alpha", kernel("", x+`%y = penguin.activation sigmoid %x alpha 0.2 : `+xt+` -> `+xt),
		"'penguin.activation' op alpha is prelu's; sigmoid takes none"},
	{"activation reduce", kernel("", x+`%y, %s = penguin.activation exp %x : `+xt+` -> `+xt+`, !penguin.tile<128x1xi32, sbuf>`),
		"'penguin.activation' op the reduce result must be a float [128, 1] tile, got !penguin.tile<128x1xi32, sbuf>"},
	{"reduce op", kernel("", x+`%y = penguin.reduce divide %x : `+xt+` -> !penguin.tile<128x1xf32, sbuf>`),
		"'penguin.reduce' op attribute 'op' failed to satisfy constraint: ALU op attribute (add, mult, max, min or a bitwise or logical and/or/xor)"},
	{"reduce shape", kernel("", x+`%y = penguin.reduce add %x : `+xt+` -> !penguin.tile<64x1xf32, sbuf>`),
		"'penguin.reduce' op reduces !penguin.tile<128x64xf32, sbuf> to a [128, 1] column, not [64, 1]"},
	{"broadcast shape", kernel("", col+`%y = penguin.broadcast %col : !penguin.tile<128x1xf32, sbuf> -> !penguin.tile<64x64xf32, sbuf>`),
		"'penguin.broadcast' op broadcasts [1, F] to [P, F] or [P, 1] to [P, F]; got [128, 1] -> [64, 64]"},
	{"broadcast dtype", kernel("", col+`%y = penguin.broadcast %col : !penguin.tile<128x1xf32, sbuf> -> !penguin.tile<128x64xbf16, sbuf>`),
		"'penguin.broadcast' op keeps the element type: f32, not bf16"},
	{"iota coefficients", kernel("", `%i = penguin.iota [1, 2, 3] : !penguin.tile<128x64xi32, sbuf>`),
		"'penguin.iota' op has 3 coefficients; the tile has 2 dimensions"},
	{"select predicate", kernel("", x+col+`%y = penguin.select %col, %x, %x : !penguin.tile<128x1xf32, sbuf>, `+xt),
		"'penguin.select' op the predicate [128, 1] has another shape than the result [128, 64]"},
	{"select types", kernel("", x+col+`%y = "penguin.select"(%x, %x, %col) : (`+xt+`, `+xt+`, !penguin.tile<128x1xf32, sbuf>) -> `+xt),
		"'penguin.select' op failed to verify that all of {on_true, on_false, result} have same type"},
	{"copy shape", kernel("", x+`%y = penguin.copy %x : `+xt+` -> !penguin.tile<128x32xf32, sbuf>`),
		"'penguin.copy' op copies [128, 64] into [128, 32]; the shapes must match"},
	{"constant float attribute", kernel("", `%c = "penguin.constant"() <{value = 1.0 : f64}> : () -> `+xt),
		"'penguin.constant' op value must be an f32 attribute for a tile of f32, got 1.000000e+00 : f64"},
	{"constant int range", kernel("", `%c = "penguin.constant"() <{value = 128 : i64}> : () -> !penguin.tile<1x1xi8, sbuf>`),
		"'penguin.constant' op value 128 is not a value of i8"},
	{"constant syntax range", kernel("", `%c = penguin.constant -1 : !penguin.tile<1x1xui32, sbuf>`), "custom op 'penguin.constant' -1 is not a value of ui32"},
	{"extract from floats", kernel("", x+`%i = penguin.extract_scalar %x[0, 0] : `+xt),
		"'penguin.extract_scalar' op reads an index from an integer tile, not !penguin.tile<128x64xf32, sbuf>"},
	{"extract position", kernel("", ids+`%i = penguin.extract_scalar %ids[128, 0] : !penguin.tile<128x1xi32, sbuf>`),
		"'penguin.extract_scalar' op position [128, 0] is outside the tile's shape [128, 1]"},
	{"extract rank", kernel("", ids+`%i = penguin.extract_scalar %ids[0, 0, 0] : !penguin.tile<128x1xi32, sbuf>`),
		"'penguin.extract_scalar' op position has 3 entries; the tile has 2 dimensions"},

	// Control.
	{"for step", kernel("", `penguin.for %i = 0 to 4 step -1 sequential {
}`), "'penguin.for' op step must be positive, got -1"},
	{"for kind", kernel("", `penguin.for %i = 0 to 4 step 1 {
}`), "custom op 'penguin.for' expected parallel or sequential"},
	{"for yield", kernel("", col+`%r = penguin.for %i = 0 to 4 sequential iter_args(%s = %col) -> !penguin.tile<128x1xf32, sbuf> {
  penguin.yield
}`), "'penguin.yield' op yields 0 values; penguin.for needs 1"},
	{"for iter type", kernel("", col+`%r = "penguin.for"(%col) <{kind = #penguin.loop<parallel>, lb = 0, ub = 1, step = 1}> ({
^bb0(%i: index, %s: !penguin.tile<128x1xf32, sbuf>):
  "penguin.yield"(%s) : (!penguin.tile<128x1xf32, sbuf>) -> ()
}) : (!penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128x1xf32, psum>`),
		"'penguin.for' op iter_args #0 is !penguin.tile<128x1xf32, sbuf> but result #0 is !penguin.tile<128x1xf32, psum>"},
	{"for body arguments", kernel("", `"penguin.for"() <{kind = #penguin.loop<parallel>, lb = 0, ub = 1, step = 1}> ({
  "penguin.yield"() : () -> ()
}) : () -> ()`), "'penguin.for' op body has 0 arguments; it needs the induction variable and 0 iter_args"},
	{"for induction variable", kernel("", `"penguin.for"() <{kind = #penguin.loop<parallel>, lb = 0, ub = 1, step = 1}> ({
^bb0(%i: i64):
  "penguin.yield"() : () -> ()
}) : () -> ()`), "'penguin.for' op the induction variable must be an index, got i64"},
	{"for carries hbm", kernel("", `%r = penguin.for %i = 0 to 4 sequential iter_args(%s = %v) -> !penguin.hbm<1024xf32> {
  penguin.yield %s : !penguin.hbm<1024xf32>
}`), "'penguin.for' op operand #0 must be variadic of penguin tile or index, but got '!penguin.hbm<1024xf32>'"},
	{"while cond", kernel("", col+`%r = penguin.while (%s = %col) : !penguin.tile<128x1xf32, sbuf> cond {
  penguin.yield %s : !penguin.tile<128x1xf32, sbuf>
} do {
  penguin.yield %s : !penguin.tile<128x1xf32, sbuf>
}`), "'penguin.yield' op yields !penguin.tile<128x1xf32, sbuf> as value #0; penguin.while cond needs !penguin.tile<1x1xi1, sbuf>"},
	{"while body", kernel("", col+`%c = penguin.zeros : !penguin.tile<1x1xi1, sbuf>
%r = penguin.while (%s = %col) : !penguin.tile<128x1xf32, sbuf> cond {
  penguin.yield %c : !penguin.tile<1x1xi1, sbuf>
} do {
  penguin.yield %c : !penguin.tile<1x1xi1, sbuf>
}`), "'penguin.yield' op yields !penguin.tile<1x1xi1, sbuf> as value #0; penguin.while do needs !penguin.tile<128x1xf32, sbuf>"},
	{"while region arguments", kernel("", col+`%c = penguin.zeros : !penguin.tile<1x1xi1, sbuf>
%r = "penguin.while"(%col) ({
^bb0:
  "penguin.yield"(%c) : (!penguin.tile<1x1xi1, sbuf>) -> ()
}, {
^bb0(%s: !penguin.tile<128x1xf32, sbuf>):
  "penguin.yield"(%s) : (!penguin.tile<128x1xf32, sbuf>) -> ()
}) : (!penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128x1xf32, sbuf>`),
		"'penguin.while' op cond region takes (); the loop carries (!penguin.tile<128x1xf32, sbuf>)"},
	{"if else", kernel("", col+`%c = penguin.zeros : !penguin.tile<1x1xi1, sbuf>
%r = penguin.if %c -> (!penguin.tile<128x1xf32, sbuf>) {
  penguin.yield %col : !penguin.tile<128x1xf32, sbuf>
}`), "'penguin.if' op has results, so it needs an else region"},
	{"if yield", kernel("", col+`%c = penguin.zeros : !penguin.tile<1x1xi1, sbuf>
%r = penguin.if %c -> (!penguin.tile<128x1xf32, sbuf>) {
  penguin.yield %col : !penguin.tile<128x1xf32, sbuf>
} else {
  penguin.yield %c : !penguin.tile<1x1xi1, sbuf>
}`), "'penguin.yield' op yields !penguin.tile<1x1xi1, sbuf> as value #0; penguin.if else needs !penguin.tile<128x1xf32, sbuf>"},
	{"if condition", kernel("", col+`penguin.if %col {
}`), "use of value '%col' expects different type than prior uses: '!penguin.tile<1x1xi1, sbuf>' vs '!penguin.tile<128x1xf32, sbuf>'"},
	{"yield parent", kernel("", `penguin.yield`), "'penguin.yield' op expects parent op to be one of 'penguin.for, penguin.while, penguin.if'"},
}

func TestErrors(t *testing.T) {
	for _, c := range errorCases {
		t.Run(c.name, func(t *testing.T) {
			got := firstError(c.src)
			// Drop the location: lit/penguin/invalid.mlir checks those.
			if i := strings.Index(got, ": "); i >= 0 && strings.Count(got[:i], ":") == 1 {
				got = got[i+2:]
			}
			assert.Equal(t, c.want, got)
		})
	}
}
