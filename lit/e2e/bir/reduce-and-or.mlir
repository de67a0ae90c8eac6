// The end-to-end test ../reduce-and-or.mlir at --stop-at=bir: lowered through
// penguin to bir, the bir simulator's results match the interpreter's.
// RUN: ncc run %S/../reduce-and-or.mlir --stop-at=bir --random-inputs 1 --check --auto-cast none | FileCheck %S/../reduce-and-or.mlir
