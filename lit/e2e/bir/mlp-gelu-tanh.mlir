// The end-to-end test ../mlp-gelu-tanh.mlir at --stop-at=bir, expected to fail until
// the lowering to bir and the bir simulator exist: when it passes, lit
// reports XPASS (a failure); then delete the XFAIL line.
// XFAIL: *
// RUN: ncc run %S/../mlp-gelu-tanh.mlir --stop-at=bir --random-inputs 1 --check --auto-cast none | FileCheck %S/../mlp-gelu-tanh.mlir
