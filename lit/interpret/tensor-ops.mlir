// RUN: not ncc-translate --interpret -split-input-file %s 2>&1 | FileCheck %s --implicit-check-not=error:

// The tensor dialect ops that exported programs carry: tensor.extract,
// tensor.from_elements, tensor.empty, tensor.cast, tensor.dim and
// tensor.insert. Scalars (i1, f32, index) are values like any other.
// The last chunks fail on purpose: bad indices and sizes are located
// errors, and every other chunk must run without one.

// The loop of IREE's LSTM test (tests/e2e/models/unidirectional_lstm.mlir):
// the condition is a call returning tensor<i1>, read with tensor.extract
// and branched on with cf.cond_br.
func.func private @ForwardLoopCond(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<5xi64>) -> tensor<i1> {
  %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
  return %0 : tensor<i1>
}
func.func private @Forward(%arg0: tensor<i64>) -> (tensor<i64>, tensor<5xi64>) {
  %cst = arith.constant dense<0> : tensor<i64>
  %cst_0 = arith.constant dense<1> : tensor<i64>
  %0 = stablehlo.constant dense<0> : tensor<5xi64>
  cf.br ^bb1(%cst, %arg0, %0 : tensor<i64>, tensor<i64>, tensor<5xi64>)
^bb1(%1: tensor<i64>, %2: tensor<i64>, %3: tensor<5xi64>):  // 2 preds: ^bb0, ^bb2
  %4 = call @ForwardLoopCond(%1, %2, %3) : (tensor<i64>, tensor<i64>, tensor<5xi64>) -> tensor<i1>
  %5 = tensor.extract %4[] : tensor<i1>
  cf.cond_br %5, ^bb2(%1, %2, %3 : tensor<i64>, tensor<i64>, tensor<5xi64>), ^bb3(%1, %3 : tensor<i64>, tensor<5xi64>)
^bb2(%6: tensor<i64>, %7: tensor<i64>, %8: tensor<5xi64>):  // pred: ^bb1
  %9 = stablehlo.add %6, %cst_0 : tensor<i64>
  %10 = stablehlo.multiply %6, %6 : tensor<i64>
  %11 = stablehlo.reshape %10 : (tensor<i64>) -> tensor<1xi64>
  %12 = stablehlo.convert %6 : (tensor<i64>) -> tensor<i32>
  %13 = stablehlo.dynamic_update_slice %8, %11, %12 : (tensor<5xi64>, tensor<1xi64>, tensor<i32>) -> tensor<5xi64>
  cf.br ^bb1(%9, %7, %13 : tensor<i64>, tensor<i64>, tensor<5xi64>)
^bb3(%14: tensor<i64>, %15: tensor<5xi64>):  // pred: ^bb1
  return %14, %15 : tensor<i64>, tensor<5xi64>
}
func.func @main() {
  %0 = stablehlo.constant dense<4> : tensor<i64>
  %1:2 = call @Forward(%0) : (tensor<i64>) -> (tensor<i64>, tensor<5xi64>)
  check.expect_eq_const %1#0, dense<4> : tensor<i64>
  check.expect_eq_const %1#1, dense<[0, 1, 4, 9, 0]> : tensor<5xi64>
  return
}

// -----

// A stablehlo.while whose condition reads its predicate as an i1 with
// tensor.extract and rebuilds the tensor<i1> it must return.
func.func @main() {
  %init = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %c0 = arith.constant 0 : index
  %r = stablehlo.while(%s = %init) : tensor<2xi64>
   cond {
    %i = tensor.extract %s[%c0] : tensor<2xi64>
    %it = tensor.from_elements %i : tensor<i64>
    %n = stablehlo.constant dense<6> : tensor<i64>
    %lt = stablehlo.compare LT, %it, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %p = tensor.extract %lt[] : tensor<i1>
    %pt = tensor.from_elements %p : tensor<i1>
    stablehlo.return %pt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
    %two = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %x = stablehlo.multiply %s, %two : tensor<2xi64>
    %y = stablehlo.add %x, %one : tensor<2xi64>
    stablehlo.return %y : tensor<2xi64>
  }
  check.expect_eq_const %r, dense<[6, 64]> : tensor<2xi64>
  func.return
}

// -----

func.func @main() {
  %t = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index

  // tensor.dim reads the runtime shape, also through a dynamic type, and
  // its index result indexes like any other.
  %d = tensor.cast %t : tensor<2x3xf32> to tensor<?x3xf32>
  %rows = tensor.dim %d, %c0 : tensor<?x3xf32>
  %cols = tensor.dim %t, %c1 : tensor<2x3xf32>
  %last = tensor.extract %d[%c1, %c1] : tensor<?x3xf32>
  %dims = tensor.from_elements %rows, %cols : tensor<2xindex>
  %r = tensor.extract %dims[%c0] : tensor<2xindex>
  %rm1 = tensor.extract %dims[%c1] : tensor<2xindex>
  %e = tensor.extract %t[%c0, %rows] : tensor<2x3xf32>
  %f = tensor.extract %d[%c1, %c0] : tensor<?x3xf32>

  // tensor.from_elements builds row-major.
  %v = tensor.from_elements %e, %f, %last, %e : tensor<2x2xf32>
  check.expect_eq_const %v, dense<[[3.0, 4.0], [5.0, 3.0]]> : tensor<2x2xf32>

  // A cast back to a static type keeps the values.
  %back = tensor.cast %d : tensor<?x3xf32> to tensor<2x3xf32>
  check.expect_eq %back, %t : tensor<2x3xf32>

  // tensor.insert returns a new tensor and leaves its operand alone.
  %ins = tensor.insert %e into %t[%c1, %c0] : tensor<2x3xf32>
  check.expect_eq_const %ins, dense<[[1.0, 2.0, 3.0], [3.0, 5.0, 6.0]]> : tensor<2x3xf32>
  check.expect_eq_const %t, dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %ind = tensor.insert %e into %d[%c0, %c0] : tensor<?x3xf32>
  %inds = tensor.cast %ind : tensor<?x3xf32> to tensor<2x3xf32>
  check.expect_eq_const %inds, dense<[[3.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>

  // tensor.empty is zero-filled, with dynamic sizes from index values.
  %z = tensor.empty(%r, %rm1) : tensor<?x4x?xi32>
  %zs = tensor.cast %z : tensor<?x4x?xi32> to tensor<2x4x3xi32>
  check.expect_eq_const %zs, dense<0> : tensor<2x4x3xi32>
  %zf = tensor.empty() : tensor<2xf16>
  check.expect_eq_const %zf, dense<0.0> : tensor<2xf16>
  func.return
}

// -----

// Booleans and rank-0 tensors.
func.func @main() {
  %b = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.extract %b[%c0] : tensor<2xi1>
  %f = tensor.extract %b[%c1] : tensor<2xi1>
  %fb = tensor.from_elements %f, %t, %t : tensor<3xi1>
  check.expect_eq_const %fb, dense<[false, true, true]> : tensor<3xi1>
  %ib = tensor.insert %t into %b[%c1] : tensor<2xi1>
  check.expect_eq_const %ib, dense<true> : tensor<2xi1>
  %s = stablehlo.constant dense<7> : tensor<ui8>
  %x = tensor.extract %s[] : tensor<ui8>
  %yt = stablehlo.constant dense<200> : tensor<ui8>
  %y = tensor.extract %yt[] : tensor<ui8>
  %s2 = tensor.insert %y into %s[] : tensor<ui8>
  %xy = tensor.from_elements %x, %y : tensor<2xui8>
  check.expect_eq_const %xy, dense<[7, 200]> : tensor<2xui8>
  check.expect_eq_const %s2, dense<200> : tensor<ui8>
  func.return
}

// -----

func.func @extract_out_of_bounds() -> f32 {
  %t = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  // CHECK: tensor-ops.mlir:[[# @LINE + 1]]:8: error: 'tensor.extract' op index [0, 3] is out of bounds for tensor<2x3xf32>
  %e = tensor.extract %t[%c0, %c3] : tensor<2x3xf32>
  func.return %e : f32
}

// -----

func.func @insert_negative_index() -> tensor<?xi32> {
  %t = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %d = tensor.cast %t : tensor<4xi32> to tensor<?xi32>
  %m = arith.constant -1 : index
  %v = arith.constant 9 : i32
  // CHECK: tensor-ops.mlir:[[# @LINE + 1]]:8: error: 'tensor.insert' op index [-1] is out of bounds for tensor<4xi32>
  %i = tensor.insert %v into %d[%m] : tensor<?xi32>
  func.return %i : tensor<?xi32>
}

// -----

func.func @dim_out_of_range() -> index {
  %t = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %c1 = arith.constant 1 : index
  // CHECK: tensor-ops.mlir:[[# @LINE + 1]]:8: error: 'tensor.dim' op dimension index 1 is out of range for a tensor of rank 1
  %d = tensor.dim %t, %c1 : tensor<4xi32>
  func.return %d : index
}

// -----

func.func @cast_wrong_shape() -> tensor<3xi32> {
  %t = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %d = tensor.cast %t : tensor<4xi32> to tensor<?xi32>
  // CHECK: tensor-ops.mlir:[[# @LINE + 1]]:8: error: 'tensor.cast' op cannot cast a value of type tensor<4xi32> to tensor<3xi32>
  %s = tensor.cast %d : tensor<?xi32> to tensor<3xi32>
  func.return %s : tensor<3xi32>
}

// -----

func.func @empty_negative_size() -> tensor<?xf32> {
  %m = arith.constant -2 : index
  // CHECK: tensor-ops.mlir:[[# @LINE + 1]]:8: error: 'tensor.empty' op dynamic size -2 is negative
  %e = tensor.empty(%m) : tensor<?xf32>
  func.return %e : tensor<?xf32>
}
