// The end-to-end test ../mlp-gelu-tanh.mlir at --stop-at=bir: lowered through
// penguin to bir, the bir simulator's results match the interpreter's.
// RUN: ncc run %S/../mlp-gelu-tanh.mlir --stop-at=bir --random-inputs 1 --check --auto-cast none | FileCheck %S/../mlp-gelu-tanh.mlir
