// The end-to-end test ../softmax.mlir at --stop-at=bir: lowered through
// penguin to bir, the bir simulator's results match the interpreter's.
// RUN: ncc run %S/../softmax.mlir --stop-at=bir --random-inputs 1 --check --auto-cast none | FileCheck %S/../softmax.mlir
