// A failing pass stops the pipeline with its error; a panicking pass
// becomes an internal-error diagnostic naming the pass and the op and
// writes a reproducer that --run-reproducer replays; verification runs
// after each pass unless --verify-each=false.
// RUN: not ncc-opt %s -p 'builtin.module(func.func(test-fail{on=g}),func.func(test-remark))' 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: not ncc-opt %s -p 'builtin.module(func.func(test-panic{on=g}))' --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir 2>&1 | FileCheck %s --check-prefix=PANIC -DREPRO=%t.repro.mlir
// RUN: FileCheck %s --check-prefix=REPRO < %t.repro.mlir
// RUN: not ncc-opt --run-reproducer %t.repro.mlir 2>&1 | FileCheck %s --check-prefix=PANIC2
// RUN: not ncc-opt %s -p 'builtin.module(test-tag{attr=bad})' 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: ncc-opt %s -p 'builtin.module(test-tag{attr=bad})' --verify-each=false | FileCheck %s --check-prefix=NOVERIFY
// RUN: not ncc-opt %s -p 'builtin.module(func.func(test-fail))' --mlir-pass-pipeline-crash-reproducer=%t.local.mlir --mlir-pass-pipeline-local-reproducer 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: FileCheck %s --check-prefix=LOCALREPRO < %t.local.mlir

// The failure on @g stops everything: the remark pass never runs.
// FAIL:     error: 'func.func' op test-fail failed as requested
// FAIL-NOT: remark

// PANIC:      :[[@LINE+27]]:1: error: internal error: pass 'test-panic' panicked on 'func.func' op: test-panic: deliberate panic
// PANIC:      note: reproducer generated at `[[REPRO]]`

// REPRO:      // internal error: pass 'test-panic' panicked
// REPRO:      func.func @g
// REPRO:      {-#
// REPRO-NEXT:   external_resources: {
// REPRO-NEXT:     mlir_reproducer: {
// REPRO-NEXT:       pipeline: "builtin.module(func.func(test-panic{on=g}))",
// REPRO-NEXT:       disable_threading: false,
// REPRO-NEXT:       verify_each: true
// REPRO-NEXT:     }
// REPRO-NEXT:   }
// REPRO-NEXT: #-}

// PANIC2: error: internal error: pass 'test-panic' panicked on 'func.func' op

// VERIFY: error: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'bad'
// NOVERIFY: module attributes {bad} {

// LOCAL: note: reproducer generated at
// LOCALREPRO: pipeline: "builtin.module(func.func(test-fail{message={test-fail failed as requested} on=}))",
// LOCALREPRO: disable_threading: true,

func.func @f() {
  return
}
func.func @g() {
  return
}
