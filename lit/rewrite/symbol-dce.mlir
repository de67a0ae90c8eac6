// symbol-dce erases private symbols that live code does not reference,
// following references through the symbols it keeps.
// RUN: ncc-opt %s -symbol-dce | FileCheck %s

// CHECK-NOT:   @dead
// CHECK-NOT:   @only_from_dead
// CHECK-LABEL: func.func @public
// CHECK-LABEL: func.func private @used
// CHECK-LABEL: func.func private @used_transitively
func.func @public(%a: i32) -> i32 {
  %0 = func.call @used(%a) : (i32) -> i32
  return %0 : i32
}

func.func private @used(%a: i32) -> i32 {
  %0 = func.call @used_transitively(%a) : (i32) -> i32
  return %0 : i32
}

func.func private @used_transitively(%a: i32) -> i32 {
  return %a : i32
}

func.func private @dead(%a: i32) -> i32 {
  %0 = func.call @only_from_dead(%a) : (i32) -> i32
  return %0 : i32
}

func.func private @only_from_dead(%a: i32) -> i32 {
  return %a : i32
}
