// Package lower names the descent's pipelines: the passes, in order, that
// take a StableHLO module to penguin, to bir (and, later, to tonga), so
// that `ncc compile`, `ncc run` and `ncc-opt --pass-pipeline=...` run the
// same passes. Each conversion between two dialects lives in its own
// package, lower/<from>to<to>/ (hlotopenguin, penguintobir); transforms at
// one level used by the pipelines live beside them (autocast). Importing
// this package registers all of them with core/pass.
//
// The stages, each a level of DESIGN.md's descent:
//
//	stablehlo  prepare: chlo-legalize-to-stablehlo, stablehlo-unfuse-batch-norm,
//	           stablehlo-simplify, symbol-dce, stablehlo-auto-cast, canonicalize, cse
//	penguin    convert-stablehlo-to-penguin, penguin-tile, penguin-fuse,
//	           penguin-schedule
//	bir        convert-penguin-to-bir
//
// Pipeline returns the textual pipeline up to a stage; tools print it with
// --dump-pass-pipeline like any other.
package lower
