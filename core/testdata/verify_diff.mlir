func.func @f(%a: i32, %b: f32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = "arith.addi"(%a) : (i32) -> i32
  func.return %0 : i32
}
// -----
func.func @f(%a: f32) -> f32 {
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
  func.return %0 : f32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  func.return %0 : i32
}
// -----
func.func @f() -> i32 {
  %0 = "arith.constant"() : () -> i32
  func.return %0 : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  func.return %a : i32
  %0 = arith.addi %a, %a : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %1, %a : i32
  %1 = arith.addi %a, %a : i32
  func.return %0 : i32
}
// -----
func.func @f(%a: i32) {
  func.return
}
func.func @f(%a: i32) {
  func.return
}
// -----
func.func @f(%a: i32) {
  "test.foo"() ({
    %0 = "test.bar"(%1) : (i32) -> i32
    %1 = "test.bar"(%a) : (i32) -> i32
  }) : () -> ()
  func.return
}
// -----
func.func @f(%a: i32) {
  "test.foo"() ({
   ^bb0:
    "test.t"()[^bb1] : () -> ()
   ^bb1:
    %0 = "test.bar"(%1) : (i32) -> i32
    %1 = "test.bar"(%a) : (i32) -> i32
  }) : () -> ()
  func.return
}
// -----
func.func @f(%a: i32) {
  "test.foo"() ({
    "test.bar"() : () -> ()
  }) : () -> ()
  func.return
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = "arith.constant"(%a) {value = 1 : i32} : (i32) -> i32
  func.return %0 : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0:2 = "arith.constant"() {value = 1 : i32} : () -> (i32, i32)
  func.return %0#0 : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  "arith.constant"() {value = 1 : i32} : () -> ()
  func.return %a : i32
}
// -----
func.func @f(%a: i32) {
  %0 = "func.return"() : () -> (i32)
}
// -----
"func.func"() ({}) {function_type = () -> (), sym_name = "x"} : () -> ()
"func.func"() {function_type = () -> (), sym_name = "x"} : () -> ()
// -----
func.func @f(%a: i32) {
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  func.return
}
// -----
func.func @f(%a: i32) {
  "cf.br"(%a)[^bb1] : (i32) -> ()
^bb1:
  func.return
}
// -----
func.func @f(%a: i32) {
  "cf.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: i64):
  func.return
}
// -----
func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
^bb1:
  func.return
}
// -----
func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  func.return
}
// -----
func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32) -> ()
^bb1:
  func.return
}
// -----
func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, -1, 1>}> : (i32) -> ()
^bb1:
  func.return
}
// -----
func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1] <{case_operand_segments = array<i32>}> : (i32) -> ()
^bb1:
  func.return
}
// -----
func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i64: 1, 0, 0>}> : (i32) -> ()
^bb1:
  func.return
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = "arith.constant"() {value = 1 : i64} : () -> i32
  func.return %0 : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = "arith.constant"() {value = "x"} : () -> i32
  func.return %0 : i32
}
// -----
func.func @f(%a: i32, %b: i64, %c: f32) -> i32 {
  %0 = "arith.select"(%c, %a, %b) : (f32, i32, i64) -> i32
  func.return %0 : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  func.return %a : i32
}
func.func @g(%a: f32) -> f32 {
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
  %1 = "arith.addi"(%a, %a) : (f32, f32) -> i32
  func.return %a : f32
}
// -----
func.func @f(%a: i32) -> i32 {
  func.return %a : i32
^bb1:
  %0 = arith.addi %1, %a : i32
  %1 = arith.addi %a, %a : i32
  cf.br ^bb1
}
// -----
func.func @f(%a: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  cf.br ^bb2
^bb2:
  %0 = arith.addi %1, %a : i32
  func.return %a : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  cf.br ^bb2
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  %0 = arith.addi %x, %a : i32
  func.return %a : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  "test.r"() ({
    %1 = arith.addi %a, %a : i32
    "test.t"() : () -> ()
  }) : () -> ()
  %0 = arith.addi %1, %a : i32
  func.return %a : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  "test.r"() ({
   ^bb0(%x: i32):
    "test.t"() : () -> ()
  }) : () -> ()
  %0 = arith.addi %x, %a : i32
  func.return %a : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  "test.r"() ({
    %1 = arith.addi %2, %a : i32
    "test.t"() : () -> ()
  ^bb1:
    %2 = arith.addi %0, %a : i32
    "test.t"() : () -> ()
  }) : () -> ()
  func.return %a : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  "test.r"() ({
    "test.t"() : () -> ()
  }, {
    %1 = "test.x"() : () -> i32
    "test.t"() : () -> ()
  }) : () -> ()
  "test.r"() ({
    %2 = arith.addi %1, %a : i32
    "test.t"() : () -> ()
  }) : () -> ()
  func.return %a : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  "func.func"() <{function_type = () -> (), sym_name = "x"}> ({
    "func.return"(%a) : (i32) -> ()
  }) : () -> ()
  func.return %a : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  "func.func"() <{function_type = () -> (), sym_name = "x"}> ({
    "func.return"(%a) : (i32) -> ()
  }) : () -> ()
  func.return %a : i32
}
// -----
func.func @f(%a: i32) -> i32
// -----
func.func private @f(%a: i32) -> i32
"func.func"() <{function_type = () -> (), sym_name = "x"}> ({}) : () -> ()
// -----
"builtin.module"() ({
^bb0:
  "test.x"() : () -> ()
^bb1:
  "test.x"() : () -> ()
}) : () -> ()
// -----
"test.x"() ({
^bb0:
  "test.x"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "x"}> ({
^bb0:
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "x"}> ({
^bb0:
  "test.x"()[^bb1] : () -> ()
^bb1:
  "test.x"()[^bb0] : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "x"}> ({
  "test.x"() : () -> ()
  "test.x"()[^bb1] : () -> ()
  "test.x"() : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "x"}> ({
  "test.x"() ({
    "test.y"()[^bb1] : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "x", sym_visibility = "foo"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "x", sym_visibility = 3}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = 3}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
%0 = "test.a"(%1) : (i32) -> i32
%1 = "test.a"(%0) : (i32) -> i32
// -----
"test.a"() {sym_name = "a"} : () -> ()
"test.a"() {sym_name = "a"} : () -> ()
// -----
"test.a"() ({
 "test.a"() {sym_name = "a"} : () -> ()
 "test.a"() {sym_name = "a"} : () -> ()
}) : () -> ()
// -----
func.func @f(%a: i32) {
  %0 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32)
  func.return
}
// -----
func.func @f(%a: i32) {
  "cf.switch"()[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
^bb1:
  func.return
}
// -----
func.func @f(%a: i32) {
  "cf.switch"(%a) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}
// -----
"func.return"() : () -> ()
// -----
func.func @f(%a: i32) {
  "test.x"() ({
    "func.return"() : () -> ()
  }) : () -> ()
  func.return
}
// -----
func.func @f(%a: i32) {
  "func.func"() <{function_type = () -> (), sym_name = "x"}> ({
    "test.x"(%a) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  func.return
}
// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "x"}> ({
    "test.x"(%0) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  %0 = "test.y"() : () -> i32
}) : () -> ()
// -----
func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>, case_values = dense<[1]> : tensor<1xi32>}> : (i32) -> ()
^bb1:
  func.return
}
// -----
"func.func"() ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
func.func @f(%a: i32) -> i32 {
  %0 = "test.r"() ({
    %1 = arith.addi %a, %a : i32
    "test.t"() : () -> ()
  }) : () -> i32
  "test.r"() ({
    %2 = arith.addi %0, %3 : i32
    "test.t"() : () -> ()
  }) : () -> ()
  %3 = arith.addi %a, %a : i32
  func.return %a : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  "test.r"() ({
  ^bb0(%x: i32):
    "test.t"() : () -> ()
  ^bb1:
    %y = arith.addi %x, %a : i32
    "test.t"() : () -> ()
  }) : () -> ()
  func.return %a : i32
}
// -----
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  func.return %x : i32
}
// -----
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  func.return %x : i32
}
// -----
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1
^bb1:
  %x = arith.addi %y, %a : i32
  %y = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  func.return %x : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = func.call @g(%a) : (i32) -> i32
  func.return %0 : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = func.call @f(%a, %a) : (i32, i32) -> i32
  func.return %0 : i32
}
// -----
func.func @f(%a: i32) -> i64 {
  func.return %a : i32
}
// -----
func.func @f(%a: i32) {
  "cf.cond_br"(%a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  func.return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  func.return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.extsi"(%a) : (i32) -> i16
  func.return
}
// -----
func.func @f(%a: tensor<4xi32>, %b: tensor<5xi32>) {
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (tensor<4xi32>, tensor<5xi32>) -> tensor<4xi32>
  func.return
}
// -----
func.func @f(%a: tensor<?xi32>, %b: tensor<5xi32>) {
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi32>, tensor<5xi32>) -> tensor<5xi32>
  func.return
}
// -----
func.func @f(%a: i32) {
  "test.r"() ({
    "func.return"() : () -> ()
  }) : () -> ()
  func.return
}
// -----
module {
  module @m {
    func.func @f() {
      func.return
    }
  }
  module @m {
  }
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = "test.op"(%a) ({
  ^bb0(%b: i32):
    "test.t"(%b) : (i32) -> ()
  }) : (i32) -> i32
  "test.op"(%0) : (i32) -> ()
  func.return %a : i32
}
// -----
func.func @f(%a: i32) {
  "test.op"() ({
    %x = "test.def"() : () -> i32
    "test.t"()[^bb1] : () -> ()
  ^bb1:
    "test.use"(%x) : (i32) -> ()
    "test.t"() : () -> ()
  }) : () -> ()
  func.return
}
// -----
func.func @f(%a: i32) {
  "test.op"() ({
    "test.t"()[^bb1] : () -> ()
  ^bb1:
    "test.t"()[^bb1] : () -> ()
  }) : () -> ()
  func.return
}
// -----
func.func @f(%a: i32) {
  "test.op"() ({
    "test.t"() : () -> ()
  }, {
    "test.t"() : () -> ()
  ^bb1:
    "test.use"(%a) : (i32) -> ()
  }) : () -> ()
  func.return
}
// -----
func.func private @decl(i32) -> i32
func.func @f(%a: i32) -> i32 {
  %0 = func.call @decl(%a) : (i32) -> i32
  func.return %0 : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 2 : i64
  %2 = arith.addi %0, %a : i32
  %3 = "arith.select"(%a, %0, %1) : (i32, i32, i64) -> i32
  func.return %2 : i32
}
// -----
func.func @f(%a: i1, %b: i32) -> i32 {
  %3 = "arith.select"(%a, %b, %a) : (i1, i32, i1) -> i32
  func.return %3 : i32
}
// -----
func.func @f(%a: i32) {
  cf.assert %a, "x"
  func.return
}
// -----
func.func @f(%a: index) {
  cf.switch %a : index, [
    default: ^bb1,
    0: ^bb1
  ]
^bb1:
  func.return
}
