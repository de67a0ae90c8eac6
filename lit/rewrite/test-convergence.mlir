// The convergence check names a pattern that reports success without
// changing the IR; canonicalize's test-convergence fails when the rewrite
// hits its iteration limit.
// RUN: not ncc-opt %s -p 'builtin.module(func.func(test-rewrite-noop-pattern))' 2>&1 | FileCheck %s --check-prefix=NOOP
// RUN: not ncc-opt %s -p 'builtin.module(func.func(canonicalize{max-iterations=1 test-convergence}))' 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: ncc-opt %s -p 'builtin.module(func.func(canonicalize{test-convergence}))' | FileCheck %s --check-prefix=OK
// RUN: ncc-opt %s -p 'builtin.module(func.func(test-walk-patterns))' | FileCheck %s --check-prefix=WALK

// NOOP: error: 'func.func' op pattern NoopPattern returned success but IR did not change (root 'arith.addi')
// LIMIT: error: 'func.func' op greedy rewrite did not converge after 1 iterations
// OK: %[[C:.*]] = arith.constant 3 : i32
// OK-NEXT: arith.addi %arg0, %[[C]] : i32

// The walk driver applies AddIAddConstant once, without folding or
// uniquing the constant it creates.
// WALK:      %[[C1:.*]] = arith.constant 1 : i32
// WALK-NEXT: %[[X:.*]] = arith.addi %arg0, %[[C1]] : i32
// WALK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// WALK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// WALK-NEXT: %[[Y:.*]] = arith.addi %arg0, %[[C3]] : i32
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %c2 = arith.constant 2 : i32
  %y = arith.addi %x, %c2 : i32
  return %y : i32
}
