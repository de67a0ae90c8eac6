// The end-to-end test ../norms.mlir at --stop-at=bir: lowered through
// penguin to bir, the bir simulator's results match the interpreter's.
// RUN: ncc run %S/../norms.mlir --stop-at=bir --random-inputs 1 --check --auto-cast none | FileCheck %S/../norms.mlir
