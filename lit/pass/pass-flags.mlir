// Every registered pass is also a flag that appends it to the pipeline in
// command-line order, with mlir-opt's option syntax; passes anchored on
// another op are nested implicitly.
// RUN: ncc-opt %s -cse -canonicalize='max-iterations=3 top-down=false' --test-func-tag -test-func-tag --cse --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s
// RUN: ncc-opt %s -test-options='flag int=-7 uint=7 str="a b" list=x,y ints={1,2} mode=aggressive number=2.5' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTS
// RUN: not ncc-opt %s -test-options='nope=1' 2>&1 | FileCheck %s --check-prefix=NOOPT
// RUN: ncc-opt --list-passes | FileCheck %s --check-prefix=LIST

// CHECK:      Pass Manager with 5 passes:
// CHECK-NEXT: builtin.module(
// CHECK-NEXT:   cse,
// CHECK-NEXT:   canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false},
// CHECK-NEXT:   func.func(
// CHECK-NEXT:     test-func-tag{attr=test.func_tag}
// CHECK-NEXT:   ),
// CHECK-NEXT:   func.func(
// CHECK-NEXT:     test-func-tag{attr=test.func_tag}
// CHECK-NEXT:   ),
// CHECK-NEXT:   cse
// CHECK-NEXT: )

// OPTS: test-options on 'builtin.module': flag=true int=-7 uint=7 str="a b" list=[x|y] ints=[1 2] mode=2 number=2.5

// NOOPT: error: no such option nope
// NOOPT-NEXT: failed to add `test-options` with options `nope=1`

// LIST:      Passes:
// LIST:        --canonicalize {{ *}}- Canonicalize operations
// LIST-NEXT:     --disable-patterns=<list<string>>
// LIST:          --region-simplify=<enum> {{ *}}- Perform control flow optimizations to the region tree (default: normal)
// LIST-NEXT:       =disabled
// LIST-NEXT:       =normal
// LIST-NEXT:       =aggressive
// LIST:        --test-fail
// LIST:      Pass Pipelines:
// LIST:        --test-pipeline {{ *}}- Test pipeline: test-tag then test-remark on every function
// LIST-NEXT:     --attr=<string>

func.func @f() {
  return
}
