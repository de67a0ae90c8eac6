// IR printing instrumentation: headers and scopes exactly as mlir-opt's.
// RUN: ncc-opt %s -p 'builtin.module(func.func(test-tag{on=f},test-remark))' --mlir-print-ir-before=test-tag --mlir-print-ir-after=test-remark -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEL
// RUN: ncc-opt %s -p 'builtin.module(func.func(test-tag{on=f},test-remark))' --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: ncc-opt %s -p 'builtin.module(func.func(test-tag{on=g}))' --mlir-print-ir-before-all --mlir-print-ir-module-scope -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: not ncc-opt %s -p 'builtin.module(func.func(test-tag,test-fail{on=g}))' --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=FAIL

// SEL:      // -----// IR Dump Before TestTag (test-tag) //----- //
// SEL-NEXT: func.func @f() {
// SEL:      // -----// IR Dump After TestRemark (test-remark) //----- //
// SEL-NEXT: func.func @f() attributes {test.tagged} {
// SEL:      // -----// IR Dump Before TestTag (test-tag) //----- //
// SEL-NEXT: func.func @g(%arg0: i32) -> i32 {
// SEL:      // -----// IR Dump After TestRemark (test-remark) //----- //
// SEL-NEXT: func.func @g(%arg0: i32) -> i32 {
// SEL-NOT:  IR Dump

// Only test-tag on @f changes anything.
// CHANGE:     // -----// IR Dump After TestTag (test-tag) //----- //
// CHANGE-NEXT: func.func @f() attributes {test.tagged} {
// CHANGE-NOT: IR Dump

// SCOPE:      // -----// IR Dump Before TestTag (test-tag) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE:      // -----// IR Dump Before TestTag (test-tag) ('func.func' operation: @g) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func @f() {

// FAIL-NOT:   IR Dump After TestTag
// FAIL:       // -----// IR Dump After TestFail Failed (test-fail) //----- //
// FAIL-NEXT:  func.func @g(%arg0: i32) -> i32 attributes {test.tagged} {
// FAIL:       error: 'func.func' op test-fail failed as requested

func.func @f() {
  return
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
