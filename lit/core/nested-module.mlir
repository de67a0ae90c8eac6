// Modules nest: inside a builtin.module its ops, module included, are written
// without the `builtin.` prefix (ModuleOp's default dialect is builtin), named
// or not, with attributes, at any depth. Elsewhere the default dialect is the
// enclosing op's: inside func.func a module needs its prefix, and a region of
// an op in generic form keeps the default dialect around that op. As
// mlir-opt, which the %if lines hold to the same expectations.
// RUN: ncc-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics | FileCheck %s
// RUN: ncc-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %{mlir-opt} %s -allow-unregistered-dialect -split-input-file -verify-diagnostics | FileCheck %s %}
// RUN: %if mlir-opt %{ %{mlir-opt} %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}

// CHECK-LABEL: module attributes {test.outer} {
// CHECK-NEXT:    module @inner attributes {test.x = 1 : i32} {
// CHECK-NEXT:      module {
// CHECK-NEXT:        module @deepest {
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    module attributes {test.y} {
// CHECK-NEXT:      %0 = unrealized_conversion_cast to i32
// CHECK-NEXT:      "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    module @prefixed attributes {test.z} {
// CHECK-NEXT:      module {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func @f() {
// CHECK-NEXT:      builtin.module attributes {test.in_func} {
// CHECK-NEXT:        module @back_to_builtin {
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      "test.region"() ({
// CHECK-NEXT:        builtin.module {
// CHECK-NEXT:        }
// CHECK-NEXT:      }) : () -> ()
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:    "test.region"() ({
// CHECK-NEXT:      builtin.module @in_generic {
// CHECK-NEXT:      }
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }

// GENERIC-LABEL: "builtin.module"() ({
// GENERIC-NEXT:    "builtin.module"() <{sym_name = "inner"}> ({
// GENERIC-NEXT:      "builtin.module"() ({
// GENERIC-NEXT:        "builtin.module"() <{sym_name = "deepest"}> ({
// GENERIC-NEXT:        ^bb0:
// GENERIC-NEXT:        }) : () -> ()
// GENERIC-NEXT:      }) : () -> ()
// GENERIC-NEXT:    }) {test.x = 1 : i32} : () -> ()
// GENERIC:         "builtin.module"() <{sym_name = "in_generic"}> ({
// GENERIC:       }) {test.outer} : () -> ()
module attributes {test.outer} {
  module @inner attributes {test.x = 1 : i32} {
    module {
      module @deepest {
      }
    }
  }
  module attributes {test.y} {
    %0 = unrealized_conversion_cast to i32
    "test.use"(%0) : (i32) -> ()
  }
  builtin.module @prefixed attributes {test.z} {
    builtin.module {
    }
  }
  func.func @f() {
    builtin.module attributes {test.in_func} {
      module @back_to_builtin {
      }
    }
    "test.region"() ({
      builtin.module {
      }
    }) : () -> ()
    return
  }
  "test.region"() ({
    module @in_generic {
    }
  }) : () -> ()
}

// -----

// An unnamed module at the top level of a split, around a named one.
// CHECK:       // {{-----}}
// CHECK-NEXT:  {{^}}module {
// CHECK-NEXT:    module @second attributes {test.a, test.b = "s"} {
// CHECK-NEXT:    }
// CHECK-NEXT:  }
module {
  module @second attributes {test.a, test.b = "s"} {
  }
}

// -----

// Inside func.func the default dialect is func: an unprefixed module is
// func.module, which does not exist (builtin is not tried as well).
func.func @g() {
  // expected-error @+1 {{custom op 'module' is unknown (tried 'func.module' as well)}}
  module {
  }
  return
}
