// Differential: --dump-pass-pipeline prints what mlir-opt 22 prints for the
// passes both have, given as a pipeline or as flags.
// REQUIRES: mlir-opt
// RUN: ncc-opt %s --dump-pass-pipeline -p 'builtin.module(func.func(cse,canonicalize{max-iterations=5 top-down=false region-simplify=aggressive}),cse)' -o /dev/null 2> %t.ncc
// RUN: %{mlir-opt} %s --dump-pass-pipeline -p 'builtin.module(func.func(cse,canonicalize{max-iterations=5 top-down=false region-simplify=aggressive}),cse)' -o /dev/null 2> %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %s --dump-pass-pipeline -p 'builtin.module(canonicalize{disable-patterns=a,b enable-patterns={c,d} test-convergence})' -o /dev/null 2> %t.ncc2
// RUN: %{mlir-opt} %s --dump-pass-pipeline -p 'builtin.module(canonicalize{disable-patterns=a,b enable-patterns={c,d} test-convergence})' -o /dev/null 2> %t.mlir2
// RUN: diff %t.ncc2 %t.mlir2
// RUN: ncc-opt %s --dump-pass-pipeline -cse -canonicalize='max-num-rewrites=7' -cse -o /dev/null 2> %t.ncc3
// RUN: %{mlir-opt} %s --dump-pass-pipeline -cse -canonicalize='max-num-rewrites=7' -cse -o /dev/null 2> %t.mlir3
// RUN: diff %t.ncc3 %t.mlir3
// RUN: ncc-opt %s --dump-pass-pipeline -p 'builtin.module(any(cse),func.func(canonicalize),func.func(cse))' -o /dev/null 2> %t.ncc4
// RUN: %{mlir-opt} %s --dump-pass-pipeline -p 'builtin.module(any(cse),func.func(canonicalize),func.func(cse))' -o /dev/null 2> %t.mlir4
// RUN: diff %t.ncc4 %t.mlir4
// The IR dumps of a real pipeline match too (sequential, as mlir-opt's
// order is only deterministic without threads).
// RUN: ncc-opt %s -p 'builtin.module(func.func(cse,canonicalize))' --mlir-disable-threading --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-module-scope -o /dev/null 2> %t.ncc5
// RUN: %{mlir-opt} %s -p 'builtin.module(func.func(cse,canonicalize))' --mlir-disable-threading --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-module-scope -o /dev/null 2> %t.mlir5
// RUN: diff %t.ncc5 %t.mlir5

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.addi %a, %c : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @g() {
  return
}
