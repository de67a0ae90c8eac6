// Programs mlir-opt 22 accepts: ncc must print each as mlir-opt does, in
// the custom and the generic form (mliropt_test.go).
func.func @for_plain(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
  }
  scf.for %i = %lb to %ub step %st {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

func.func @for_iter_args(%lb: index, %ub: index, %st: index, %x: f32, %t: tensor<4xf32>) -> (f32, tensor<4xf32>) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %t) -> (f32, tensor<4xf32>) {
    %s = arith.addf %a, %a : f32
    scf.yield %s, %b : f32, tensor<4xf32>
  }
  %one = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> f32 {
    scf.yield %a : f32
  }
  scf.for %i = %lb to %ub step %st iter_args() -> () {
  }
  return %r#0, %r#1 : f32, tensor<4xf32>
}

// -----

func.func @for_integer_iv(%lb: i32, %ub: i32, %st: i32, %x: i64) -> i64 {
  scf.for %i = %lb to %ub step %st : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i64) : i32 {
    %e = arith.extsi %i : i32 to i64
    %s = arith.addi %a, %e : i64
    scf.yield %s : i64
  }
  return %r : i64
}

// -----

func.func @for_nested(%n: index, %t: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cst = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<2x3xf32>) {
    %inner = scf.for %j = %c0 to %c3 step %c1 iter_args(%acc2 = %acc) -> (tensor<2x3xf32>) {
      %v = tensor.insert %cst into %acc2[%i, %j] : tensor<2x3xf32>
      scf.yield %v : tensor<2x3xf32>
    }
    scf.yield %inner : tensor<2x3xf32>
  }
  return %r : tensor<2x3xf32>
}

// -----

func.func @for_attrs(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
  } {some.attr = 1 : i32, unit}
  scf.for %i = %lb to %ub step %st {
    scf.yield {tag}
  }
  return
}

// -----

func.func @if_forms(%c: i1, %x: f32, %y: i32) -> (f32, i32) {
  scf.if %c {
    "test.then"() : () -> ()
  }
  scf.if %c {
  } else {
    "test.else"() : () -> ()
  }
  scf.if %c {
    "test.then"() : () -> ()
  } else {
  }
  %a = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    %n = arith.negf %x : f32
    scf.yield %n : f32
  }
  %b:2 = scf.if %c -> (f32, i32) {
    scf.yield %a, %y : f32, i32
  } else {
    scf.yield %x, %y : f32, i32
  } {tag = "two"}
  return %b#0, %b#1 : f32, i32
}

// -----

func.func @if_unregistered_terminator(%c: i1) {
  scf.if %c {
    "test.term"() : () -> ()
  }
  return
}

// -----

func.func @while_forms(%x: f32, %n: i32, %c: i1) -> (f32, i32) {
  %w = scf.while (%a = %x) : (f32) -> f32 {
    %cond = "test.cond"(%a) : (f32) -> i1
    scf.condition(%cond) %a : f32
  } do {
  ^bb0(%b: f32):
    %next = arith.addf %b, %b : f32
    scf.yield %next : f32
  }
  %w2:2 = scf.while (%a = %x, %b = %n) : (f32, i32) -> (i32, f32) {
    scf.condition(%c) %b, %a : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    scf.yield %q, %p : f32, i32
  } attributes {tag}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return %w, %w2#0 : f32, i32
}

// -----

func.func @while_do_while(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i64 {
    %e = arith.extsi %a : i32 to i64
    %z = arith.constant 0 : i32
    %c = arith.cmpi slt, %a, %z : i32
    scf.condition(%c) %e : i64
  } do {
  ^bb0(%b: i64):
    %t = arith.trunci %b : i64 to i32
    scf.yield %t : i32
  }
  %o = arith.trunci %r : i64 to i32
  return %o : i32
}

// -----

func.func @execute_region(%x: f32, %c: i1) -> f32 {
  %a = scf.execute_region -> f32 {
    scf.yield %x : f32
  }
  %b:2 = scf.execute_region -> (f32, i1) no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x, %c : f32, i1
  ^bb2:
    scf.yield %a, %c : f32, i1
  } {tag}
  scf.execute_region {
    scf.yield
  }
  return %b#0 : f32
}

// -----

func.func @index_switch(%i: index, %x: f32, %y: f32) -> f32 {
  %r = scf.index_switch %i -> f32
  case 2 {
    scf.yield %x : f32
  }
  case -5 {
    %s = arith.addf %x, %y : f32
    scf.yield %s : f32
  }
  default {
    scf.yield %y : f32
  }
  scf.index_switch %i
  default {
  }
  scf.index_switch %i {tag}
  case 0 {
    "test.zero"() : () -> ()
    scf.yield
  }
  default {
    "test.other"() : () -> ()
  }
  %p:2 = scf.index_switch %i -> f32, index
  default {
    scf.yield %x, %i : f32, index
  }
  return %r : f32
}

// -----

func.func @mixed(%t: tensor<8xf32>, %n: index, %flag: i1) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<8xf32>) {
    %v = scf.if %flag -> (tensor<8xf32>) {
      %e = tensor.extract %acc[%i] : tensor<8xf32>
      %d = arith.addf %e, %e : f32
      %u = tensor.insert %d into %acc[%i] : tensor<8xf32>
      scf.yield %u : tensor<8xf32>
    } else {
      scf.yield %acc : tensor<8xf32>
    }
    scf.yield %v : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

func.func @other_dialect_inside(%t: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant 0.0 : f32
  %for = scf.for %i = %c0 to %c2 step %c1 iter_args(%arg2 = %t) -> tensor<2xf32> {
    %new_out = tensor.insert %cst into %arg2[%i] : tensor<2xf32>
    %add = "test.add"(%new_out, %new_out) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    scf.yield %add : tensor<2xf32>
  }
  return %for : tensor<2xf32>
}

// -----

func.func @locations(%lb: index, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a loc("iter") = %x) -> (f32) {
    scf.yield %a : f32
  } loc("for")
  return %r : f32
}
