// The end-to-end test ../mha-causal.mlir at --stop-at=bir: lowered through
// penguin to bir, the bir simulator's results match the interpreter's.
// RUN: ncc run %S/../mha-causal.mlir --stop-at=bir --random-inputs 1 --check --auto-cast none | FileCheck %S/../mha-causal.mlir
