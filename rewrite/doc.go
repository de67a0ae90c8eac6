// Package rewrite is ncc's pattern-rewrite engine: patterns, a Rewriter
// that reports every change, the greedy driver behind canonicalize, a
// walk-once driver, and the region simplifications MLIR runs between
// greedy iterations. Passes built on it live in rewrite/transforms; dialect
// conversion lives in rewrite/convert.
//
// # Patterns change IR or say no
//
// A Pattern has a root op name ("" for any op), a benefit, a name and
// labels, and a Rewrite function. Rewrite returns true only after it has
// changed the IR, and every change goes through the *Rewriter it is given;
// when it does not apply it returns false having changed nothing. Doing
// otherwise breaks the drivers: a change behind the Rewriter's back is not
// revisited, and a "success" without a change makes the greedy driver spin
// until its iteration limit. Config.TestConvergence (canonicalize's
// test-convergence option) fingerprints the IR around every successful
// pattern and names the pattern that changed nothing.
//
// The Rewriter embeds core.Builder and adds the mutations a pattern needs:
// Create/Insert, ReplaceOp, ReplaceAllUsesWith, EraseOp, EraseBlock,
// StartModify/FinalizeModify (or ModifyInPlace), InlineBlockBefore,
// MergeBlocks, InlineRegionBefore, SplitBlock, MoveOpBefore/After. Each
// notifies the Listener: inserted and modified ops after the fact, replaced
// and erased ops before, while they are intact. Before each pattern runs the
// insertion point is set just before the matched op.
//
// # The greedy driver
//
// ApplyPatternsGreedily(region, patterns, config) follows MLIR 22's
// GreedyPatternRewriteDriver so that canonicalize prints what mlir-opt
// prints:
//
//  1. Each iteration starts a new worklist. The region is walked in
//     post-order (pre-order with TopDown, then reversed so the stack pops in
//     program order). With CSEConstants, each ConstantLike op met is uniqued
//     per insertion region (the nearest region owned by an
//     IsolatedFromAbove, unregistered or top-level op): a duplicate is
//     replaced by the first one seen (its users are reported modified, so
//     they enter the worklist then), and a first occurrence is moved to the
//     front of the region's entry block unless it already follows a uniqued
//     constant there. Moving constants one by one to the front reverses
//     their order, as in MLIR.
//  2. Unreachable blocks are erased.
//  3. Ops are popped from the back of the worklist until it is empty or
//     MaxRewrites successful rewrites happened. A popped op that is
//     trivially dead (unused, no memory effects other than reads or
//     allocating its own results, not a terminator or symbol) is erased.
//     Otherwise, with Fold and unless it is ConstantLike, it is folded
//     through OpDef.Fold and then the trait folds (Commutative moves
//     constants right, Involution, Idempotent); constant results are
//     materialized by the op's dialect (core.Dialect.Materialize) just before
//     the op. Otherwise the patterns rooted at its name and the any-op
//     patterns are tried by decreasing benefit, op-specific first on ties,
//     registration order after that; the first success counts as a rewrite.
//  4. Worklist maintenance: inserted and modified ops (and their ancestors
//     up to the region) are pushed unless present; an erased op is removed
//     and the definers of its operands that had at most one other user are
//     pushed. Strict modes filter what may be pushed: ExistingOps only the
//     ops present at the start, ExistingAndNewOps also ops created since.
//  5. With RegionSimplify, the region is then simplified: unreachable
//     blocks, dead ops and dead block arguments (liveness through branch
//     operands, MLIR's runRegionDCE); SimplifyAggressive also merges
//     identical blocks and drops block arguments every predecessor feeds
//     the same value.
//  6. Another iteration runs while anything changed, up to MaxIterations.
//     The result says whether the IR changed and whether it converged.
//
// Folded constants are not uniqued when they are created, only at the start
// of the next iteration, which is why a fold always causes one more
// iteration: MLIR behaves the same way and the constant order it prints
// depends on it.
//
// ApplyPatternsWalk is the walk-once driver: one post-order walk, first
// matching pattern per op, no folding, no revisiting.
//
// # Canonicalization patterns
//
// Dialects register their canonicalization patterns with RegisterCanonical
// (per op) or RegisterDialectCanonical from an init function; rewrite never
// imports a dialect. CanonicalPatterns(ctx) collects those of the loaded
// dialects in MLIR's order (dialect-wide, then by op name).
package rewrite
