// The end-to-end test ../while-case.mlir at --stop-at=bir: lowered through
// penguin to bir, the bir simulator's results match the interpreter's.
// RUN: ncc run %S/../while-case.mlir --stop-at=bir --random-inputs 1 --check --auto-cast none | FileCheck %S/../while-case.mlir
