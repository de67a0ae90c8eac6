// Package hlotopenguin is convert-stablehlo-to-penguin: StableHLO functions
// become penguin kernels, loop nests over SBUF/PSUM tiles.
//
// Every func.func becomes a penguin.kernel whose arguments and results are
// HBM buffers; every StableHLO op becomes a loop nest that loads tiles of
// its operands, computes on them, and stores its result into a new HBM
// buffer (penguin.hbm_alloc). Keeping every intermediate in HBM makes each
// op's lowering independent; penguin-fuse then keeps producer → consumer
// chains on chip.
//
// # Accesses
//
// Every buffer is walked as one flat dimension (penguin.view): the element
// at iteration index i is base + Σ stride[k]·i[k]. A transpose, a
// broadcast (stride 0), a slice (base and strides), a concatenation (the
// destination's base) and a pad (the destination's strides) are then all
// the same loop nest with different strides, and a reshape is only a view.
// An iteration space is tiled with its innermost dimension along the free
// axis (chunks of up to maxFree elements) and the one before on partitions
// (chunks of up to the target's 128); the other dimensions are loops of
// single indices. Full tiles run in parallel loops; a remainder (200 rows
// = 128 + 72) is one more tile of its own static shape after the loop.
// A copy (transpose, reverse, slice, concatenate, pad) may take any
// dimension on partitions and more dimensions whole along the free axes
// (copyTiling): a tile [128, a, b] is one DMA of three dimensions each
// way, where [128, b] tiles would loop over a. A reverse walks its
// reversed dimensions with negative strides from their last index, so it
// is the same copy.
// Elementwise ops first view all their operands as one 2-D [R, C] array
// whose C divides the element count (viewCols), so any shape fills the
// partitions.
//
// # Families
//
//   - ewise.go: elementwise ops on VectorE's ALU or ScalarE's activation
//     tables; float → integer converts truncate as StableHLO does.
//   - move.go: constants, reshape (a view), broadcast_in_dim, transpose,
//     slice, concatenate, pad, iota.
//   - reduce.go: reduce with kept dimensions on partitions.
//   - dot.go: dot_general with the contraction on partitions.
//
// An op without a lowering, or of a type penguin cannot hold, is reported
// as "ncc cannot lower 'stablehlo.X' yet" at its location before anything
// changes. Lowered lists the ops lowered (docs/coverage.md).
package hlotopenguin
