// canonicalize's options: traversal order, region simplification levels,
// iteration and rewrite limits, pattern filtering by name.
// RUN: ncc-opt %s -allow-unregistered-dialect -canonicalize='top-down=false' | FileCheck %s --check-prefix=BOTTOMUP
// RUN: ncc-opt %s -allow-unregistered-dialect -canonicalize='region-simplify=disabled' | FileCheck %s --check-prefix=NOSIMPLIFY
// RUN: ncc-opt %s -allow-unregistered-dialect -canonicalize='region-simplify=normal' | FileCheck %s --check-prefix=NORMAL
// RUN: ncc-opt %s -allow-unregistered-dialect -canonicalize='region-simplify=aggressive' | FileCheck %s --check-prefix=AGGRESSIVE
// RUN: ncc-opt %s -allow-unregistered-dialect -canonicalize='max-iterations=1' | FileCheck %s --check-prefix=ONEITER
// RUN: ncc-opt %s -allow-unregistered-dialect -canonicalize='max-num-rewrites=0' | FileCheck %s --check-prefix=NOREWRITE
// RUN: ncc-opt %s -allow-unregistered-dialect -canonicalize='disable-patterns=AddIAddConstant' | FileCheck %s --check-prefix=DISABLED
// RUN: ncc-opt %s -allow-unregistered-dialect -canonicalize='enable-patterns=SelectNotCond' | FileCheck %s --check-prefix=ENABLED
// RUN: ncc-opt %s -allow-unregistered-dialect -canonicalize='disable-patterns={(anonymous namespace)::AddIAddConstant}' | FileCheck %s --check-prefix=DISABLED

// BOTTOMUP-LABEL: func.func @chain
// BOTTOMUP:         arith.constant 3 : i32
// BOTTOMUP-NOT:     arith.constant 1 : i32

// Unreachable blocks go in every mode (the driver erases them before each
// iteration, as MLIR's does). Without region simplification the dead block
// argument stays; normal removes it; aggressive also merges the two
// identical blocks.
// NOSIMPLIFY-LABEL: func.func @blocks
// NOSIMPLIFY:       ^bb3(%{{.*}}: i32):
// NOSIMPLIFY-NOT:   ^bb4:
// NORMAL-LABEL:     func.func @blocks
// NORMAL:           ^bb1:
// NORMAL:           ^bb2:
// NORMAL:           ^bb3:
// NORMAL-NOT:       ^bb4
// AGGRESSIVE-LABEL: func.func @blocks
// AGGRESSIVE-NEXT:    "test.effect"() : () -> ()
// AGGRESSIVE-NEXT:    return %arg1 : i32

// One iteration folds but leaves the new constant where it was made.
// ONEITER-LABEL: func.func @chain
// ONEITER:         %[[C3:.*]] = arith.constant 3 : i32
// ONEITER-NEXT:    arith.addi %arg0, %[[C3]] : i32

// With no rewrites allowed only folding and dead-code removal happen.
// NOREWRITE-LABEL: func.func @chain
// NOREWRITE:         arith.constant 2 : i32
// NOREWRITE:         arith.constant 1 : i32

// DISABLED-LABEL: func.func @chain
// DISABLED:         arith.constant 2 : i32
// DISABLED:         arith.constant 1 : i32
// ENABLED-LABEL:  func.func @chain
// ENABLED:          arith.constant 2 : i32
// ENABLED-LABEL:  func.func @select
// ENABLED:          arith.select %arg0, %arg2, %arg1 : i32
func.func @chain(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %c2 = arith.constant 2 : i32
  %y = arith.addi %x, %c2 : i32
  return %y : i32
}

func.func @select(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %s = arith.select %n, %a, %b : i32
  return %s : i32
}

func.func @blocks(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.effect"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "test.effect"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb3(%unused: i32):
  return %a : i32
^bb4:
  return %a : i32
}
