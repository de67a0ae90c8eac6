// Inputs mlir-opt 22 rejects: ncc must report the same diagnostics (file, line,
// column, message and notes; mliropt_test.go).
func.func @loop_for_lb(%arg0: f32, %arg1: index) {
  "scf.for"(%arg0, %arg1, %arg1) ({}) : (f32, index, index) -> ()
  return
}
// -----
func.func @loop_for_mismatch(%arg0: i32, %arg1: index) {
  "scf.for"(%arg1, %arg0, %arg1) ({}) : (index, i32, index) -> ()
  return
}
// -----
func.func @loop_for_one_region(%arg0: index) {
  "scf.for"(%arg0, %arg0, %arg0) (
    {scf.yield},
    {scf.yield}
  ) : (index, index, index) -> ()
  return
}
// -----
func.func @loop_for_single_block(%arg0: index) {
  "scf.for"(%arg0, %arg0, %arg0) (
    {
    ^bb1:
      scf.yield
    ^bb2:
      scf.yield
    }
  ) : (index, index, index) -> ()
  return
}
// -----
func.func @loop_for_single_index_argument(%arg0: index) {
  "scf.for"(%arg0, %arg0, %arg0) (
    {
    ^bb0(%i0 : f32):
      scf.yield
    }
  ) : (index, index, index) -> ()
  return
}
// -----
func.func @not_enough_loop_results(%arg0: index, %init: f32) {
  "scf.for"(%arg0, %arg0, %arg0, %init) (
    {
    ^bb0(%i0 : index, %iter: f32):
      scf.yield %iter : f32
    }
  ) : (index, index, index, f32) -> ()
  return
}
// -----
func.func @scf_for_incorrect_result_type(%arg0: index, %init: f32) {
  "scf.for"(%arg0, %arg0, %arg0, %init) (
    {
    ^bb0(%i0 : index, %iter: f32):
      scf.yield %iter : f32
    }
  ) : (index, index, index, f32) -> (f64)
  return
}
// -----
func.func @too_many_iter_args(%arg0: index, %init: f32) {
  %x = "scf.for"(%arg0, %arg0, %arg0, %init) (
    {
    ^bb0(%i0 : index, %iter: f32, %iter2: f32):
      scf.yield %iter, %iter : f32, f32
    }
  ) : (index, index, index, f32) -> (f32)
  return
}
// -----
func.func @too_few_yielded_values(%arg0: index, %init: f32) {
  %x, %x2 = "scf.for"(%arg0, %arg0, %arg0, %init, %init) (
    {
    ^bb0(%i0 : index, %iter: f32, %iter2: f32):
      scf.yield %iter : f32
    }
  ) : (index, index, index, f32, f32) -> (f32, f32)
  return
}
// -----
func.func @loop_if_not_i1(%arg0: index) {
  "scf.if"(%arg0) ({}, {}) : (index) -> ()
  return
}
// -----
func.func @loop_if_more_than_2_regions(%arg0: i1) {
  "scf.if"(%arg0) ({}, {}, {}): (i1) -> ()
  return
}
// -----
func.func @loop_if_not_one_block_per_region(%arg0: i1) {
  "scf.if"(%arg0) ({
    ^bb0:
      scf.yield
    ^bb1:
      scf.yield
  }, {}): (i1) -> ()
  return
}
// -----
func.func @loop_if_illegal_block_argument(%arg0: i1) {
  "scf.if"(%arg0) ({
    ^bb0(%0 : index):
      scf.yield
  }, {}): (i1) -> ()
  return
}
// -----
func.func @std_if_incorrect_yield(%arg0: i1, %arg1: f32)
{
  %x, %y = scf.if %arg0 -> (f32, f32) {
    %0 = arith.addf %arg1, %arg1 : f32
    scf.yield %0 : f32
  } else {
    %0 = arith.subf %arg1, %arg1 : f32
    scf.yield %0, %0 : f32, f32
  }
  return
}
// -----
func.func @std_if_missing_else(%arg0: i1, %arg1: f32)
{
  %x = scf.if %arg0 -> (f32) {
    %0 = arith.addf %arg1, %arg1 : f32
    scf.yield %0 : f32
  }
  return
}
// -----
func.func @std_for_operands_mismatch(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1 : i32
  %result1:3 = scf.for %i0 = %arg0 to %arg1 step %arg2
                    iter_args(%si = %s0, %ti = %t0) -> (f32, i32, f32) {
    %sn = arith.addf %si, %si : f32
    %tn = arith.addi %ti, %ti : i32
    scf.yield %sn, %tn, %sn : f32, i32, f32
  }
  return
}
// -----
func.func @std_for_operands_mismatch_3(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1.0 : f32
  %result1:2 = scf.for %i0 = %arg0 to %arg1 step %arg2
                    iter_args(%si = %s0, %ti = %t0) -> (i32, i32) {
    %sn = arith.addf %si, %si : i32
    %tn = arith.addf %ti, %ti : i32
    scf.yield %sn, %tn : i32, i32
  }
  return
}
// -----
func.func @std_for_operands_mismatch_4(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1.0 : f32
  %result1:2 = scf.for %i0 = %arg0 to %arg1 step %arg2
                    iter_args(%si = %s0, %ti = %t0) -> (f32, f32) {
    %sn = arith.addf %si, %si : f32
    %ic = arith.constant 1 : i32
    scf.yield %sn, %ic : f32, i32
  }
  return
}
// -----
func.func @yield_invalid_parent_op() {
  "my.op"() ({
   scf.yield
  }) : () -> ()
  return
}
// -----
func.func @while_parser_type_mismatch() {
  %true = arith.constant true
  scf.while : (i32) -> () {
    scf.condition(%true)
  } do {
    scf.yield
  }
}
// -----
func.func @while_bad_terminator() {
  scf.while : () -> () {
    "some.other_terminator"() : () -> ()
  } do {
    scf.yield
  }
}
// -----
func.func @while_empty_region() {
  scf.while : () -> () {
  } do {
  }
}
// -----
func.func @while_empty_block() {
  scf.while : () -> () {
  ^bb0:
  } do {
  ^bb0:
  }
}
// -----
func.func @while_invalid_terminator() {
  scf.while : () -> () {
  ^bb0:
    "test.foo"() : () -> ()
  } do {
  ^bb0:
    "test.bar"() : () -> ()
  }
}
// -----
func.func @while_cross_region_type_mismatch() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true)
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
}
// -----
func.func @while_cross_region_type_mismatch() {
  %true = arith.constant true
  %0 = scf.while : () -> (i1) {
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
}
// -----
func.func @while_result_type_mismatch() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i1):
    scf.yield
  }
}
// -----
func.func @while_bad_terminator() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true)
  } do {
    "some.other_terminator"() : () -> ()
  }
}
// -----
func.func @execute_region() {
  "scf.execute_region"() ({
  ^bb0(%i : i32):
    scf.yield
  }) : () -> ()
  return
}
// -----
func.func @switch_wrong_case_count(%arg0: index) {
  "scf.index_switch"(%arg0) ({
    scf.yield
  }) {cases = array<i64: 1>} : (index) -> ()
  return
}
// -----
func.func @switch_duplicate_case(%arg0: index) {
  scf.index_switch %arg0
  case 0 {
    scf.yield
  }
  case 0 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
// -----
func.func @switch_wrong_types(%arg0: index) {
  scf.index_switch %arg0
  default {
    scf.yield %arg0 : index
  }
  return
}
// -----
func.func @switch_wrong_types(%arg0: index, %arg1: i32) {
  scf.index_switch %arg0 -> index
  case 0 {
    scf.yield %arg1 : i32
  }
  default {
    scf.yield %arg0 : index
  }
  return
}
// -----
func.func @switch_missing_terminator(%arg0: index, %arg1: i32) {
  "scf.index_switch"(%arg0) ({
    "scf.yield"() : () -> ()
  }, {
    return
  }) {cases = array<i64: 1>} : (index) -> ()
}
// -----
func.func @a(%c: i1) {
  "scf.if"(%c) ({}, {}) : (i1) -> ()
  return
}
// -----
func.func @b(%arg0: index, %init: f32, %i: i32) {
  %x:2 = "scf.for"(%arg0, %arg0, %arg0, %init, %init) (
    {
    ^bb0(%i0 : index, %iter: f32, %iter2: f32):
      scf.yield %iter, %iter2 : f32, f32
    }
  ) : (index, index, index, f32, f32) -> (f32, i32)
  return
}
// -----
func.func @c(%arg0: index, %init: f32, %i: i32) {
  %x:2 = "scf.for"(%arg0, %arg0, %arg0, %init, %i) (
    {
    ^bb0(%i0 : index, %iter: f32, %iter2: f32):
      scf.yield %iter, %iter2 : f32, f32
    }
  ) : (index, index, index, f32, i32) -> (f32, f32)
  return
}
// -----
func.func @d(%c: i1, %x: f32, %y: i32) {
  %r = scf.if %c -> (f32) {
    scf.yield %y : i32
  } else {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @e(%c: i1, %x: f32, %y: i32) {
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %y : i32
  }
  return
}
// -----
func.func @g(%c: i1, %x: f32, %y: i32) {
  %r = scf.execute_region -> f32 {
    scf.yield %y : i32
  }
  return
}
// -----
func.func @h(%c: i1, %x: f32, %y: i32) {
  scf.execute_region {
  }
  return
}
// -----
func.func @i(%c: i1, %x: f32, %y: i32) {
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %y : i32
  }
  return
}
// -----
func.func @j(%c: i1, %x: f32, %y: i32) {
  %r = scf.while (%a = %x) : (f32) -> i32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
// -----
func.func @k(%c: i1, %x: f32, %y: i32) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    scf.condition(%c) %a : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }) : (f32) -> i32
  return
}
// -----
func.func @l(%c: index, %x: f32, %y: i32) {
  scf.for %i = %c to %c step %c {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @n(%c: index, %x: f32, %y: i32) {
  scf.index_switch %c
  case 1 {
    "foo.term"() : () -> ()
  }
  default {
  }
  return
}
// -----
func.func @o(%c: index, %x: f32, %y: i32) {
  %r = scf.index_switch %c -> f32
  case 1 {
    scf.yield %x : f32
  }
  default {
  }
  return
}
// -----
func.func @p(%c: i1) {
  scf.condition(%c)
}
// -----
func.func @r(%c: index, %x: f32) {
  %r = scf.for %i = %c to %c step %c iter_args(%a = %x) -> (f32) {
  }
  return
}
// -----
func.func @s(%c: i1, %x: f32) {
  %r = scf.if %c -> (f32) {
  } else {
  }
  return
}
// -----
func.func @m(%c: index, %x: f32, %y: i32) {
  "scf.for"(%c, %c, %c) ({
  ^bb0(%i: index):
    "foo.term"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @m(%c: i1, %x: f32, %y: i32) {
  "scf.if"(%c) ({
    "foo.term"() : () -> ()
  }, {}) : (i1) -> ()
  return
}
// -----
func.func @m(%c: i1, %x: f32, %y: i32) {
  "scf.if"(%c) ({
    "cf.br"() [^bb1] : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }, {}) : (i1) -> ()
  return
}
// -----
func.func @m(%c: i1, %x: f32, %y: i32) {
  "scf.while"() ({
    "scf.condition"(%c) : (i1) -> ()
  }, {
    "foo.term"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @m(%c: i1, %x: f32, %y: i32) {
  "scf.while"() ({
    "scf.condition"(%c) : (i1) -> ()
  }, {
    "scf.condition"(%c) : (i1) -> ()
  }) : () -> ()
  return
}
// -----
func.func @m(%c: index, %x: f32, %y: i32) {
  "scf.index_switch"(%c) ({
    "foo.term"() : () -> ()
  }) {cases = array<i64>} : (index) -> ()
  return
}
// -----
func.func @m(%c: index, %x: f32) {
  scf.index_switch %c {a = 1}
  case 1 {
  }
  default {
  }
  return
}
// -----
func.func @m(%c: index, %x: f32) {
  scf.index_switch %c {a = 1}
  case 1 {
    "foo"() : () -> ()
  }
  default {
    scf.yield {x}
  }
  return
}
// -----
func.func @for_count(%a: index, %y: f32) {
  %r:2 = scf.for %i = %a to %a step %a iter_args(%x = %y) -> (f32, f32) {
    scf.yield %x, %x : f32, f32
  }
  return
}
// -----
func.func @for_no_step(%a: index) {
  scf.for %i = %a to %a {
  }
  return
}
// -----
func.func @for_no_paren(%a: index, %y: f32) {
  %r = scf.for %i = %a to %a step %a iter_args %x = %y -> (f32) {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @for_loc_on_init(%a: index, %y: f32) {
  %r = scf.for %i = %a to %a step %a iter_args(%x = %y loc("l")) -> (f32) {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @for_iv_type(%a: index) {
  scf.for %i = %a to %a step %a : i32 {
  }
  return
}
// -----
func.func @for_empty_results(%a: index) {
  %none = scf.for %i = %a to %a step %a iter_args() -> () {
  }
  return
}
// -----
func.func @while_not_function(%x: f32) {
  %r = scf.while (%a = %x) : f32 {
    scf.condition(%a) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
// -----
func.func @while_no_do(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } {
    scf.yield
  }
  return
}
// -----
func.func @while_bad_list(%x: f32) {
  %r = scf.while (%a = %x %b) : (f32) -> f32 {
    scf.condition(%a) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
// -----
func.func @if_cond_type(%x: f32) {
  scf.if %x {
  }
  return
}
// -----
func.func @if_else_keyword(%c: i1) {
  scf.if %c {
  } els {
  }
  return
}
// -----
func.func @switch_no_default(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  return
}
// -----
func.func @switch_bad_case(%i: index) {
  scf.index_switch %i
  case x {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @condition_no_paren(%c: i1) {
  scf.while : () -> () {
    scf.condition %c
  } do {
    scf.yield
  }
  return
}
// -----
func.func @yield_types(%c: i1, %x: f32) {
  %r = scf.if %c -> (f32) {
    scf.yield %x, %x : f32
  } else {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @execute_region_yield_count(%x: f32) {
  %r = scf.execute_region -> (f32) {
    scf.yield
  }
  return
}
// -----
func.func @execute_region_arrow(%x: f32) {
  %r = scf.execute_region -> {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @nested_yield_outside(%x: f32) {
  scf.yield %x : f32
}
// -----
func.func @while_before_yield(%c: i1, %x: f32) {
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.yield %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
// -----
func.func @for_result_index_bug(%a: index, %x: f32, %y: i32) {
  %r:2 = "scf.for"(%a, %a, %a, %x, %y) ({
  ^bb0(%i: index, %p: f32, %q: i32):
    scf.yield %p, %q : f32, i32
  }) : (index, index, index, f32, i32) -> (f32, f32)
  return
}
// -----
func.func @for_generic_empty_region(%a: index) {
  "scf.for"(%a, %a, %a) ({}) : (index, index, index) -> ()
  return
}
// -----
func.func @switch_cases_attr(%a: index) {
  "scf.index_switch"(%a) ({
    scf.yield
  }) {cases = array<i32: 1>} : (index) -> ()
  return
}
// -----
func.func @switch_no_cases_attr(%a: index) {
  "scf.index_switch"(%a) ({
    scf.yield
  }) : (index) -> ()
  return
}
// -----
func.func @switch_arg_type(%a: i32) {
  "scf.index_switch"(%a) ({
    scf.yield
  }) {cases = array<i64>} : (i32) -> ()
  return
}
// -----
func.func @execute_region_args() {
  %r = scf.execute_region -> i32 {
  ^bb0(%x: i32):
    scf.yield %x : i32
  }
  return
}
// -----
func.func @if_region_args(%c: i1) {
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    scf.yield
  }, {
  ^bb0(%y: i32):
    scf.yield
  }) : (i1) -> ()
  return
}
