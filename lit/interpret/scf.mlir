// RUN: ncc-translate --interpret -split-input-file %s

// scf.for, scf.if, scf.while, scf.execute_region and scf.index_switch
// around StableHLO and tensor ops, as exported programs mix them: each
// chunk's checks must pass.

// A loop carrying a tensor, writing one element per iteration.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %cst = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %t) -> (tensor<4xf32>) {
    %e = tensor.extract %acc[%i] : tensor<4xf32>
    %s = tensor.from_elements %e : tensor<f32>
    %d = stablehlo.add %s, %s : tensor<f32>
    %v = tensor.extract %d[] : tensor<f32>
    %u = tensor.insert %v into %acc[%i] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  check.expect_eq_const %r, dense<[2.0, 4.0, 6.0, 8.0]> : tensor<4xf32>
  // A step of 2, and a loop that never runs (its results are the inits).
  %c2 = arith.constant 2 : index
  %z = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = scf.for %i = %c0 to %c4 step %c2 iter_args(%a = %z) -> (tensor<i32>) {
    %b = stablehlo.add %a, %one : tensor<i32>
    scf.yield %b : tensor<i32>
  }
  check.expect_eq_const %n, dense<2> : tensor<i32>
  %m = scf.for %i = %c4 to %c0 step %c1 iter_args(%a = %z) -> (tensor<i32>) {
    %b = stablehlo.add %a, %one : tensor<i32>
    scf.yield %b : tensor<i32>
  }
  check.expect_eq_const %m, dense<0> : tensor<i32>
  return
}

// -----

// An integer induction variable, converted for the body's arithmetic.
func.func @main() {
  %lb = arith.constant -2 : i32
  %ub = arith.constant 3 : i32
  %st = arith.constant 1 : i32
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %z) -> (tensor<i32>) : i32 {
    %t = tensor.from_elements %i : tensor<i32>
    %b = stablehlo.add %a, %t : tensor<i32>
    scf.yield %b : tensor<i32>
  }
  check.expect_eq_const %r, dense<0> : tensor<i32>
  return
}

// -----

// scf.if on a scalar read from a comparison, with and without results.
func.func @main() {
  %x = stablehlo.constant dense<3.0> : tensor<f32>
  %y = stablehlo.constant dense<5.0> : tensor<f32>
  %lt = stablehlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %c = tensor.extract %lt[] : tensor<i1>
  %r = scf.if %c -> (tensor<f32>) {
    scf.yield %x : tensor<f32>
  } else {
    scf.yield %y : tensor<f32>
  }
  check.expect_eq_const %r, dense<3.0> : tensor<f32>
  %gt = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %c2 = tensor.extract %gt[] : tensor<i1>
  %r2:2 = scf.if %c2 -> (tensor<f32>, tensor<f32>) {
    scf.yield %x, %y : tensor<f32>, tensor<f32>
  } else {
    %s = stablehlo.add %x, %y : tensor<f32>
    scf.yield %s, %x : tensor<f32>, tensor<f32>
  }
  check.expect_eq_const %r2#0, dense<8.0> : tensor<f32>
  check.expect_eq_const %r2#1, dense<3.0> : tensor<f32>
  scf.if %c2 {
    check.expect_eq_const %x, dense<0.0> : tensor<f32>
  }
  return
}

// -----

// A while loop: double until at least 100, counting the steps.
func.func @main() {
  %x = stablehlo.constant dense<3> : tensor<i64>
  %z = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %lim = stablehlo.constant dense<100> : tensor<i64>
  %r:2 = scf.while (%v = %x, %n = %z) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>) {
    %lt = stablehlo.compare LT, %v, %lim : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c = tensor.extract %lt[] : tensor<i1>
    scf.condition(%c) %v, %n : tensor<i64>, tensor<i64>
  } do {
  ^bb0(%v: tensor<i64>, %n: tensor<i64>):
    %d = stablehlo.add %v, %v : tensor<i64>
    %m = stablehlo.add %n, %one : tensor<i64>
    scf.yield %d, %m : tensor<i64>, tensor<i64>
  }
  check.expect_eq_const %r#0, dense<192> : tensor<i64>
  check.expect_eq_const %r#1, dense<6> : tensor<i64>
  return
}

// -----

// scf.execute_region with branches, and scf.index_switch.
func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<f32>
  %y = stablehlo.constant dense<2.0> : tensor<f32>
  %t = arith.constant true
  %r = scf.execute_region -> tensor<f32> {
    cf.cond_br %t, ^bb1, ^bb2
  ^bb1:
    scf.yield %y : tensor<f32>
  ^bb2:
    scf.yield %x : tensor<f32>
  }
  check.expect_eq_const %r, dense<2.0> : tensor<f32>
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %s = scf.index_switch %c5 -> tensor<f32>
  case 2 {
    scf.yield %x : tensor<f32>
  }
  case 5 {
    %a = stablehlo.add %x, %y : tensor<f32>
    scf.yield %a : tensor<f32>
  }
  default {
    scf.yield %y : tensor<f32>
  }
  check.expect_eq_const %s, dense<3.0> : tensor<f32>
  %d = scf.index_switch %c7 -> tensor<f32>
  case 2 {
    scf.yield %x : tensor<f32>
  }
  default {
    scf.yield %y : tensor<f32>
  }
  check.expect_eq_const %d, dense<2.0> : tensor<f32>
  return
}
