// Package cf defines MLIR's cf (control flow) dialect: the unstructured
// branches cf.br, cf.cond_br and cf.switch, which implement
// core.BranchOp so passes can follow successor operands, and cf.assert.
//
// cf.switch's syntax is hand-written (switch.go) and reproduces mlir-opt
// exactly, including its printing of case values as zero-extended unsigned
// numbers (-3 : i32 prints as 4294967293, which parses back to -3).
//
// Canonicalization patterns (to be written once rewrite/ exists), as MLIR's
// ControlFlowOps.cpp registers them:
//   - cf.assert: EraseRedundantAssertions (assert of constant true).
//   - cf.br: SimplifyBrToBlockWithSinglePred (merge the successor into the
//     block when it has one predecessor), SimplifyPassThroughBr (branch
//     through an empty block that only branches on).
//   - cf.cond_br: SimplifyConstCondBranchPred (constant condition -> br),
//     SimplifyPassThroughCondBranch, SimplifyCondBranchIdenticalSuccessors,
//     SimplifyCondBranchFromCondBranchOnSameCondition,
//     CondBranchTruthPropagation.
//   - cf.switch: simplifySwitchWithOnlyDefault, dropSwitchCasesThatMatchDefault,
//     simplifyConstSwitchValue, simplifyPassThroughSwitch,
//     simplifySwitchFromSwitchOnSameCondition,
//     simplifySwitchFromDefaultSwitchOnSameCondition.
package cf
