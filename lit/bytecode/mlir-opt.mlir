// Interop with mlir-opt 22, both ways: bytecode mlir-opt writes reads in
// ncc-opt, and bytecode ncc-opt writes reads in mlir-opt, printing the
// same as from the text.
// REQUIRES: mlir-opt
// RUN: %{mlir-opt} %s --emit-bytecode | ncc-opt --mlir-print-debuginfo | FileCheck %s
// RUN: ncc-opt %s --emit-bytecode | %{mlir-opt} --mlir-print-debuginfo | FileCheck %s
// RUN: %{mlir-opt} %s --emit-bytecode --emit-bytecode-version=3 | ncc-opt --mlir-print-debuginfo | FileCheck %s
// RUN: ncc-opt %s --emit-bytecode --emit-bytecode-version=3 | %{mlir-opt} --mlir-print-debuginfo | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: f32 loc("arg.py":7:1), %arg1: index loc(unknown)) -> f32 {
// CHECK-NEXT:    %cst = arith.constant dense<[1, 2, 3]> : vector<3xi64> loc(#[[L1:loc[0-9]*]])
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg0 fastmath<fast> : f32 loc(#[[L2:loc[0-9]*]])
// CHECK-NEXT:    %1 = arith.index_cast %arg1 : index to i64 loc(#[[L3:loc[0-9]*]])
// CHECK-NEXT:    return %0 : f32
// CHECK-DAG:   #[[L1]] = loc("const.py":3:4)
// CHECK-DAG:   #[[L2]] = loc(fused<"fuse">[#{{loc[0-9]*}}, #{{loc[0-9]*}}])
// CHECK-DAG:   #[[L3]] = loc(callsite(#{{loc[0-9]*}} at #{{loc[0-9]*}}))
func.func @f(%a: f32 loc("arg.py":7:1), %i: index loc(unknown)) -> f32 {
  %c = arith.constant dense<[1, 2, 3]> : vector<3xi64> loc("const.py":3:4)
  %0 = arith.addf %a, %a fastmath<fast> : f32 loc(fused<"fuse">["x.py":1:1, "y.py":2:2])
  %1 = arith.index_cast %i : index to i64 loc(callsite("f.py":1:1 at "g.py":2:2))
  return %0 : f32
}
