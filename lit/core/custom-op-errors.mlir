// Errors an op's own parser reports (format engine, hooks) carry MLIR's
// "custom op 'name' " prefix; those of the parsing primitives do not, nor
// those of dialect types and attributes. The second RUN line holds mlir-opt
// to the same expectations.
// RUN: ncc-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %if mlir-opt %{ %{mlir-opt} %s -split-input-file -verify-diagnostics -allow-unregistered-dialect %}

func.func @select(%a: i32) {
  // expected-error @+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %a, %a : i32
  return
}

// -----

func.func @br(%a: i32) {
  // expected-error @+1 {{custom op 'cf.br' number of operands and types do not match: got 2 operands and 1 types}}
  cf.br ^bb1(%a, %a : i32)
^bb1(%x: i32, %y: i32):
  return
}

// -----

func.func private @g(i32)
func.func @call(%a: i32) {
  // expected-error @+1 {{custom op 'func.call' number of operands and types do not match: got 2 operands and 1 types}}
  func.call @g(%a, %a) : (i32) -> ()
  return
}

// -----

func.func @cmpi(%a: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @primitive(%a: i32) {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.addi %a, %a, %a : i32
  return
}

// -----

func.func @dialect_type(%a: i32) {
  // expected-error @+1 {{illegal storage type size: 64}}
  %0 = arith.bitcast %a : i32 to !quant.uniform<i64:f32, 1.0>
  return
}

// -----

// type($x) of a single value must be of the kind the op's constraint reads
// (ODS cppType), named when the kind has a name.
func.func @cast(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'tensor.cast' invalid kind of type specified}}
  %0 = tensor.cast %t : f32 to tensor<?xf32>
  return
}

// -----

func.func @empty() {
  // expected-error @+1 {{custom op 'tensor.empty' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.empty() : tensor<*xf32>
  return
}

// -----

func.func @dim(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'tensor.dim' invalid kind of type specified}}
  %0 = tensor.dim %t, %i : f32
  return
}

// -----

// An integer width that does not fit 32 bits is invalid, and a dialect
// type's missing token is reported after its body, as mlir-opt does.
// expected-error @+1 {{invalid integer width}}
"test.a"() {a = i123123123120} : () -> ()

// -----

// expected-error @+1 {{expected '<'}}
"test.a"() {a = !quant.any} : () -> ()
