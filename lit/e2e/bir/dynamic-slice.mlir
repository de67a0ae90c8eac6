// The end-to-end test ../dynamic-slice.mlir at --stop-at=bir: lowered through
// penguin to bir, the bir simulator's results match the interpreter's.
// RUN: ncc run %S/../dynamic-slice.mlir --stop-at=bir --random-inputs 1 --check --auto-cast none | FileCheck %S/../dynamic-slice.mlir
