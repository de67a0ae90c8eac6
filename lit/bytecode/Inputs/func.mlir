// Source of func.mlir.bc (mlir-opt --emit-bytecode func.mlir -o func.mlir.bc).
func.func @select(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
  %c7 = arith.constant 7 : i32
  %cst = arith.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %0 = arith.addi %arg1, %c7 overflow<nsw> : i32
  cf.cond_br %arg0, ^bb1(%0 : i32), ^bb2
^bb1(%1: i32):
  cf.switch %1 : i32, [
    default: ^bb2,
    3: ^bb1(%c7 : i32)
  ]
^bb2:
  %2 = arith.cmpf olt, %arg2, %arg2 fastmath<nnan> : f32
  %3 = arith.select %2, %arg1, %c7 : i32
  return %3 : i32
}
