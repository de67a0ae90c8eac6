// The end-to-end test ../convert.mlir at --stop-at=bir: lowered through
// penguin to bir, the bir simulator's results match the interpreter's.
// RUN: ncc run %S/../convert.mlir --stop-at=bir --random-inputs 1 --check --auto-cast none | FileCheck %S/../convert.mlir
