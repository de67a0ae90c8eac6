#m = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>
"test.a"() {a = #m, b = affine_map<(d0) -> (d0)>, c = affine_set<(d0) : (d0 - 1 >= 0)>, d = affine_map<(d0) -> (d0 floordiv 4)>} : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
"test.b"() : () -> memref<4xf32, affine_map<(d0) -> (d0)>>
"test.c"() {x = [#m, #m]} : () -> ()
