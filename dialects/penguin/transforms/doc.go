// Package transforms holds the penguin passes that reshape a tile program
// between lower/hlotopenguin and lower/penguintobir, in pipeline order:
//
//   - penguin-tile (Tile): splits loop nests whose tiles break the
//     target's limits, or whose live tiles overflow the SBUF budget, into
//     more iterations over smaller tiles.
//   - penguin-fuse (Fuse): merges a loop that reads back, iteration by
//     iteration, what the loop before it stored in an HBM intermediate;
//     the load becomes the stored tile and the intermediate disappears.
//   - penguin-schedule (Schedule): interchanges parallel nests for reuse,
//     hoists loop-invariant loads and pure ops, and marks the loads that
//     may be double-buffered (DoubleBufferAttr).
//
// Each is registered with core/pass, so `ncc-opt -penguin-tile` runs it
// alone; docs/penguin.md ("Passes") is the user's description and
// lit/penguin-passes shows the IR each produces.
//
// # How they reason
//
// A tile dimension is tied to dimensions of other tiles by the ops between
// them (split.go: links): an ewise's operands and result, a matmul's moving
// operand and result, a loop's carried value with its init, yield and
// result. penguin-tile splits such a class of dimensions at once, wrapping
// the ops that touch it in a new parallel loop over the pieces and moving
// each DMA's start by the piece's offset; an op that cannot work on a
// piece (a reduce over the dimension, a matmul's contraction, an iota
// varying along it) stops the split with a located error naming the limit.
//
// HBM accesses are compared by their root buffer (views followed to the
// hbm_alloc or kernel argument): two different roots never alias, and an
// op whose effects are unknown may touch any buffer. Regions are compared
// exactly: the same buffer value (or equal views of it), the same walk,
// the same tile shape, and starts that are the same index computations of
// corresponding induction variables (equivIndex). Iterations of a
// parallel loop are taken to write disjoint regions, as the loop's
// meaning (any order, or overlapped) requires of a deterministic program.
//
// The SBUF budget (live.go) is the bytes per partition of SBUF tiles live
// at once: a tile is live from its definition to its last use, through
// the end of any loop that uses it without defining it; a double-buffered
// load counts twice. penguin-tile splits until the kernel fits;
// penguin-fuse does not fuse, and penguin-schedule does not hoist or
// double-buffer, past it.
package transforms
