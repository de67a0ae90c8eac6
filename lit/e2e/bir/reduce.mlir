// The end-to-end test ../reduce.mlir at --stop-at=bir: lowered through
// penguin to bir, the bir simulator's results match the interpreter's.
// RUN: ncc run %S/../reduce.mlir --stop-at=bir --random-inputs 1 --check --auto-cast none | FileCheck %S/../reduce.mlir
