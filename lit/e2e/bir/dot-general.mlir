// The end-to-end test ../dot-general.mlir at --stop-at=bir: lowered through
// penguin to bir, the bir simulator's results match the interpreter's.
// RUN: ncc run %S/../dot-general.mlir --stop-at=bir --random-inputs 1 --check --auto-cast none | FileCheck %S/../dot-general.mlir
