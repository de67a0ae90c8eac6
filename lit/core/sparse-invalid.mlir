// Malformed sparse elements attributes get mlir-opt's messages at its
// positions; the second RUN line holds mlir-opt to the same expectations.
// RUN: ncc-opt %s -split-input-file -allow-unregistered-dialect -verify-diagnostics
// RUN: %if mlir-opt %{ %{mlir-opt} %s -split-input-file -allow-unregistered-dialect -verify-diagnostics %}

// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[5, 0], and type='tensor<3x4xi32>'}}
"t.b"() {a = sparse<[[5, 0]], [1]> : tensor<3x4xi32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([3, 4]); inferred shape of indices literal ([1, 3]); inferred shape of values literal ([1])}}
"t.c"() {a = sparse<[[0, 0, 0]], [1]> : tensor<3x4xi32>} : () -> ()

// -----

// expected-error @+1 {{expected 1-d tensor for sparse element values}}
"t.d"() {a = sparse<[[0], [1]], [[1], [2]]> : tensor<3xi32>} : () -> ()
