// RUN: ncc-opt %s -split-input-file -verify-each=false -penguin-tile="max-free=512 sbuf-budget=1024" -verify-diagnostics

// What penguin-tile cannot split: the error is at the tile that breaks a
// limit and names the limit; the note is at the op that cannot work on a
// piece.

penguin.kernel @reduce(%a: !penguin.hbm<128x1024xf32>) -> !penguin.hbm<128x1xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x1xf32>
  // expected-error @+1 {{'penguin.load' op cannot be tiled: result #0 (!penguin.tile<128x1024xf32, sbuf>) has a free size of 1024 elements; max-free allows 512 in sbuf}}
  %x = penguin.load %a[0, 0] : !penguin.hbm<128x1024xf32> -> !penguin.tile<128x1024xf32, sbuf>
  // expected-note @+1 {{'penguin.reduce' op reduces its free dimensions, so dimension 1 of !penguin.tile<128x1024xf32, sbuf> cannot be split}}
  %s = penguin.reduce add %x : !penguin.tile<128x1024xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
  penguin.store %s, %out[0, 0] : !penguin.tile<128x1xf32, sbuf>, !penguin.hbm<128x1xf32>
  penguin.return %out : !penguin.hbm<128x1xf32>
}

// -----

penguin.kernel @contraction(%a: !penguin.hbm<256x128xbf16>, %b: !penguin.hbm<256x512xbf16>) -> !penguin.hbm<128x512xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x512xf32>
  // expected-error @+1 {{'penguin.load' op cannot be tiled: result #0 (!penguin.tile<256x128xbf16, sbuf>) has 256 partitions; trn1 has 128}}
  %at = penguin.load %a[0, 0] : !penguin.hbm<256x128xbf16> -> !penguin.tile<256x128xbf16, sbuf>
  %bt = penguin.load %b[0, 0] : !penguin.hbm<256x512xbf16> -> !penguin.tile<256x512xbf16, sbuf>
  // expected-note @+1 {{'penguin.matmul' op contracts over it, so dimension 0 of !penguin.tile<256x128xbf16, sbuf> cannot be split}}
  %p = penguin.matmul %at, %bt : !penguin.tile<256x128xbf16, sbuf>, !penguin.tile<256x512xbf16, sbuf> -> !penguin.tile<128x512xf32, psum>
  %r = penguin.copy %p : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xf32, sbuf>
  penguin.store %r, %out[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<128x512xf32>
  penguin.return %out : !penguin.hbm<128x512xf32>
}

// -----

penguin.kernel @iota(%a: !penguin.hbm<128x1024xi32>) -> !penguin.hbm<128x1024xi32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x1024xi32>
  // expected-error @+2 {{'penguin.iota' op cannot be tiled: result #0 (!penguin.tile<128x1024xi32, sbuf>) has a free size of 1024 elements; max-free allows 512 in sbuf}}
  // expected-note @+1 {{'penguin.iota' op computes its values from the index, so dimension 1 of !penguin.tile<128x1024xi32, sbuf> cannot be split}}
  %i = penguin.iota [0, 1] : !penguin.tile<128x1024xi32, sbuf>
  penguin.store %i, %out[0, 0] : !penguin.tile<128x1024xi32, sbuf>, !penguin.hbm<128x1024xi32>
  penguin.return %out : !penguin.hbm<128x1024xi32>
}

// -----

// Within every limit, but the two tiles live at the reduce need 1028
// bytes per partition, and the reduce forbids a smaller piece.
penguin.kernel @budget(%a: !penguin.hbm<128x256xf32>) -> !penguin.hbm<128x1xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x1xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<128x256xf32> -> !penguin.tile<128x256xf32, sbuf>
  // expected-error @+1 {{'penguin.reduce' op cannot be tiled: 1028 bytes per partition of SBUF tiles are live here; the budget is 1024, and no live tile can be split further}}
  %s = penguin.reduce add %x : !penguin.tile<128x256xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
  penguin.store %s, %out[0, 0] : !penguin.tile<128x1xf32, sbuf>, !penguin.hbm<128x1xf32>
  penguin.return %out : !penguin.hbm<128x1xf32>
}
