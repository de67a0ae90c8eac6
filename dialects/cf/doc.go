// Package cf defines MLIR's cf (control flow) dialect: the unstructured
// branches cf.br, cf.cond_br and cf.switch, which implement
// core.BranchOp so passes can follow successor operands, and cf.assert.
//
// cf.switch's syntax is hand-written (switch.go) and reproduces mlir-opt
// exactly, including its printing of case values as zero-extended unsigned
// numbers (-3 : i32 prints as 4294967293, which parses back to -3). Case
// values are APInts of the flag's width, so a flag wider than 64 bits works
// too.
//
// Canonicalization patterns, as MLIR 22's ControlFlowOps.cpp registers them
// (canonical.go, canonical_switch.go); none of the ops has a folder:
//   - cf.assert: erase an assert of constant true.
//   - cf.br: SimplifyBrToBlockWithSinglePred (merge the successor into the
//     block when it has one predecessor), SimplifyPassThroughBr (branch
//     through a block that only branches on).
//   - cf.cond_br: SimplifyConstCondBranchPred (constant condition -> br),
//     SimplifyPassThroughCondBranch (keeps branch weights),
//     SimplifyCondBranchIdenticalSuccessors,
//     SimplifyCondBranchFromCondBranchOnSameCondition,
//     CondBranchTruthPropagation.
//   - cf.switch: simplifySwitchWithOnlyDefault (-> br),
//     dropSwitchCasesThatMatchDefault, simplifyConstSwitchValue (constant
//     flag -> br), simplifyPassThroughSwitch,
//     simplifySwitchFromSwitchOnSameCondition (a switch reached through a
//     case of a switch on the same flag -> br),
//     simplifySwitchFromDefaultSwitchOnSameCondition (drop the cases such a
//     switch already took). MLIR 22's cf.switch has no branch_weights (only
//     cf.cond_br has): one written in its attribute dictionary is a
//     discardable attribute, which a rebuilt switch drops, as in MLIR.
//
// The pass-through patterns never collapse a branch into a cycle of
// unconditional branches (MLIR's collapseBranch check), which would keep
// the greedy driver rewriting forever.
//
// mliropt_test.go compares canonicalize with mlir-opt 22 on hand-written
// and generated programs.
package cf
