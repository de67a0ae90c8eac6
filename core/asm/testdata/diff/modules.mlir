// Nested modules, named and unnamed, with attributes: inside a module the
// default dialect is builtin, so they are written (and printed) without the
// `builtin.` prefix at any depth; inside an op in generic form the prefix
// is needed, as that op's region keeps the enclosing default dialect for
// parsing but prints with none.
module @outer attributes {test.outer, test.n = 3 : i64} {
  module @inner attributes {test.x = 1 : i32} {
    module {
      module @deepest {
        "test.op"() : () -> ()
      }
    }
    module attributes {test.unnamed} {
    }
  }
  builtin.module @prefixed attributes {test.y = "s"} {
    builtin.module {
    }
  }
  module @visibility attributes {sym_visibility = "private", test.z} {
  }
  "test.region"() ({
    module @in_generic attributes {test.g} {
      module {
      }
    }
    "test.region"() ({
      builtin.module {
      }
    }) : () -> ()
  }) : () -> ()
  %0 = "test.def"() : () -> i32 loc("defs.mlir":1:2)
  module @located {
    "test.op"() : () -> () loc(fused["a.mlir":3:4, "b.mlir":5:6])
  } loc("mods.mlir":7:8)
}
