// The end-to-end test ../norms.mlir at --stop-at=bir, expected to fail until
// the lowering to bir and the bir simulator exist: when it passes, lit
// reports XPASS (a failure); then delete the XFAIL line.
// XFAIL: *
// RUN: ncc run %S/../norms.mlir --stop-at=bir --random-inputs 1 --check --auto-cast none | FileCheck %S/../norms.mlir
