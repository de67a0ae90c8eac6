// Source of unregistered.mlir.bc: ops of an unknown dialect with
// properties, attributes, regions and a forward reference.
"foo.graph"() <{kind = "g", n = 2 : i64}> ({
  %1 = "foo.use"(%0, %0) : (i32, i32) -> i32
  %0 = "foo.def"() {attr = [1, 2]} : () -> i32
}) : () -> ()
