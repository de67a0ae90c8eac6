// The textual pipeline: parsing, printing back (--dump-pass-pipeline, as
// mlir-opt prints it), and errors pointing into the string.
// RUN: ncc-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=5 top-down=false}),any(cse))' 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: ncc-opt %s --dump-pass-pipeline -p 'builtin.module(test-pipeline{attr=test.x})' 2>&1 >/dev/null | FileCheck %s --check-prefix=NAMED
// RUN: not ncc-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not ncc-opt %s --pass-pipeline='builtin.module(func.func(csee))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not ncc-opt %s --pass-pipeline='cse' 2>&1 | FileCheck %s --check-prefix=NOANCHOR
// RUN: not ncc-opt %s --pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=WRONGANCHOR
// RUN: not ncc-opt %s --pass-pipeline='builtin.module(test-func-tag)' 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: not ncc-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=many})' 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: not ncc-opt %s --pass-pipeline='builtin.module(cse)' -canonicalize 2>&1 | FileCheck %s --check-prefix=BOTH

// DUMP:      Pass Manager with 2 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   func.func(
// DUMP-NEXT:     cse,
// DUMP-NEXT:     canonicalize{  max-iterations=5 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}
// DUMP-NEXT:   ),
// DUMP-NEXT:   any(
// DUMP-NEXT:     cse
// DUMP-NEXT:   )
// DUMP-NEXT: )
// DUMP-EMPTY:

// A registered pipeline expands into its passes.
// NAMED:      builtin.module(
// NAMED-NEXT:   func.func(
// NAMED-NEXT:     test-tag{attr=test.x on=},
// NAMED-NEXT:     test-remark
// NAMED-NEXT:   )
// NAMED-NEXT: )

// UNBALANCED:      MLIR Textual PassPipeline Parser:1:15: error: encountered unbalanced parentheses while parsing pipeline
// UNBALANCED-NEXT: builtin.module(func.func(cse)
// UNBALANCED-NEXT: {{^}}              ^

// UNKNOWN:      MLIR Textual PassPipeline Parser:1:26: error: 'csee' does not refer to a registered pass or pass pipeline; did you mean 'cse'?
// UNKNOWN-NEXT: builtin.module(func.func(csee))
// UNKNOWN-NEXT: {{^}}                         ^

// NOANCHOR: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// WRONGANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op

// NEST: {{^}}<unknown>:0: error: MLIR Textual PassPipeline Parser:1:16: error: Can't add pass 'TestFuncTag' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?

// BADOPT:      error: for the --max-iterations option: 'many' value invalid for integer argument!
// BADOPT-NEXT: builtin.module(canonicalize{max-iterations=many})
// BADOPT-NEXT: {{^}}                                            ^

// BOTH: error: '-pass-pipeline' option can't be used with individual pass options

func.func @f() {
  return
}
