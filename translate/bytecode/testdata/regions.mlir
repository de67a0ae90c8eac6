// Nested regions: ops with several regions and blocks, regions that use
// values from outside (not isolated), graph regions with forward uses
// (their use lists need explicit orders), properties of unregistered ops.
func.func @nest(%a: i32, %b: f32) -> i32 {
  %0 = "test.region_op"(%a) ({
  ^bb0(%x: i32):
    %1 = arith.addi %x, %a : i32
    "test.yield"(%1) : (i32) -> ()
  }, {
    %2 = "test.inner"() ({
      %3 = arith.addi %a, %a : i32
      "test.yield"(%3) : (i32) -> ()
    }) : () -> i32
    "test.yield"(%2) : (i32) -> ()
  }) {test.attr = 3 : i8} : (i32) -> i32
  %4 = "test.isolated"() <{prop = "p", num = 3 : i64}> ({
  ^entry(%y: i32, %z: f32):
    "test.br"()[^next] : () -> ()
  ^next:
    %5 = "test.use"(%y, %y, %y) : (i32, i32, i32) -> i32
    "test.yield"(%5) : (i32) -> ()
  }) : () -> i32
  %6 = "test.empty_regions"() ({}, {}) : () -> i32
  return %0 : i32
}
"test.graph"() ({
  %1 = "test.use"(%0, %2, %0) : (i32, i32, i32) -> i32
  %0 = "test.def"() : () -> i32
  %2 = "test.use"(%0, %1) : (i32, i32) -> i32
  %3 = "test.use"(%0) : (i32) -> i32
}) : () -> ()
"test.multi"() ({
  ^bb0:
    "test.succ"()[^bb2, ^bb1] : () -> ()
  ^bb1:
    "test.succ"()[^bb2] : () -> ()
  ^bb2:
    "test.term"() : () -> ()
}, {
  %r:3 = "test.results"() : () -> (i32, i64, f32)
  "test.use"(%r#2, %r#0, %r#1, %r#0) : (f32, i32, i64, i32) -> ()
}) {sym_name = "multi"} : () -> ()
module @named_inner attributes {test.x} {
  func.func private @f()
}
