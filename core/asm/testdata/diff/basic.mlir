// Unregistered ops, SSA naming, blocks and successors.
"test.func"() ({
^bb0(%a: i32, %b: i64):
  %0:2 = "test.pair"(%a) : (i32) -> (i32, i64)
  %1 = "test.use"(%0#0, %0#1, %b) : (i32, i64, i64) -> index
  "test.cond_br"(%1)[^bb1, ^bb2] : (index) -> ()
^bb1:
  "test.br"(%0#0)[^bb3] : (i32) -> ()
^bb2:
  "test.br"(%a)[^bb3] : (i32) -> ()
^bb3(%x: i32):
  %r = "test.region"() ({
    %inner = "test.c"() : () -> f32
    "test.yield"(%inner, %x) : (f32, i32) -> ()
  }, {
    "test.other"() : () -> ()
  }) : () -> i1
  "test.return"(%r) : (i1) -> ()
}) {sym_name = "f"} : () -> ()
"test.unreach"() ({
^bb0:
  "test.br"()[^bb2] : () -> ()
^bb1:
  "test.br"()[^bb2] : () -> ()
^bb2:
  "test.br"()[^bb2] : () -> ()
}) : () -> ()
