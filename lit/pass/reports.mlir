// Timing (tree and list), statistics (pipeline and list), the IR diff and
// the HTML page.
// RUN: ncc-opt %s -p 'builtin.module(func.func(test-count-ops,test-tag),test-count-ops)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TREE
// RUN: ncc-opt %s -p 'builtin.module(func.func(test-count-ops,test-tag),test-count-ops)' --mlir-timing --mlir-timing-display=list --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: ncc-opt %s -p 'builtin.module(func.func(test-count-ops,test-tag),test-count-ops)' --mlir-timing --mlir-output-format=json --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: not ncc-opt %s --mlir-output-format=xml 2>&1 | FileCheck %s --check-prefix=BADFMT
// RUN: ncc-opt %s -p 'builtin.module(func.func(test-count-ops,test-tag),test-count-ops)' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: ncc-opt %s -p 'builtin.module(func.func(test-count-ops,test-tag),test-count-ops)' --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATLIST
// RUN: ncc-opt %s -p 'builtin.module(func.func(test-tag{on=g},test-remark))' --print-ir-diff -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIFF
// RUN: ncc-opt %s -p 'builtin.module(func.func(test-tag{on=g}))' --ir-html=%t.html -o /dev/null
// RUN: FileCheck %s --check-prefix=HTML < %t.html

// TREE:      ===-------------------------------------------------------------------------===
// TREE-NEXT:                          ... Execution time report ...
// TREE-NEXT: ===-------------------------------------------------------------------------===
// TREE-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// TREE-EMPTY:
// The User Time column appears only when passes ran in parallel (as in
// mlir-opt: when the user time differs from the wall time).
// TREE-NEXT: {{(  ----User Time----)?}}  ----Wall Time----  ----Name----
// TREE-NEXT:   {{( *[0-9.]+ \( *[0-9.]+%\))? +[0-9.]+ \( *[0-9.]+%\)}}  Parser
// TREE-NEXT:   {{.*}}  'func.func' Pipeline
// TREE-NEXT:   {{.*}}    TestCountOps
// TREE-NEXT:   {{.*}}      (A) OpCount
// TREE-NEXT:   {{.*}}    TestTag
// TREE-NEXT:   {{.*}}  TestCountOps
// TREE-NEXT:   {{.*}}    (A) OpCount
// TREE-NEXT:   {{.*}}  Output
// TREE-NEXT:   {{.*}}  Rest
// TREE-NEXT:   {{.*}}100.0%)  Total

// LIST:      ----Wall Time----  ----Name----
// LIST-NEXT: {{ +[0-9.]+ \(100.0%\)}}  root
// LIST-DAG:  Parser
// LIST-DAG:  {{[0-9]%\)}}  TestCountOps
// LIST-DAG:  {{[0-9]%\)}}  (A) OpCount
// LIST-DAG:  {{[0-9]%\)}}  Pipeline Collection : ['func.func']
// LIST:      Rest
// LIST-NEXT: Total

// JSON:      [
// JSON-NEXT: {"wall": {"duration": {{ *[0-9.]+}}, "percentage": {{ *[0-9.]+}}}, "name": "Parser", "passes": [
// JSON-NEXT: {}]},
// JSON-NEXT: {"wall": {{.*}}, "name": "'func.func' Pipeline", "passes": [
// JSON-NEXT:   {"wall": {{.*}}, "name": "TestCountOps", "passes": [
// JSON-NEXT:     {"wall": {{.*}}, "name": "(A) OpCount", "passes": [
// JSON-NEXT:     {}]},
// JSON-NEXT:   {}]},
// JSON-NEXT:   {"wall": {{.*}}, "name": "TestTag", "passes": [
// JSON-NEXT:   {}]},
// JSON-NEXT: {}]},
// JSON:      {"wall": {{.*}}, "name": "Rest"},
// JSON-NEXT: {"wall": {{.*}}, "name": "Total"}
// JSON-NEXT: ]

// BADFMT: --mlir-output-format{{.*}}Cannot find option named 'xml'!

// STATS:      ===-------------------------------------------------------------------------===
// STATS-NEXT:                          ... Pass statistics report ...
// STATS-NEXT: ===-------------------------------------------------------------------------===
// STATS-NEXT: 'func.func' Pipeline
// STATS-NEXT:   TestCountOps
// STATS-NEXT:     (S) 3 num-ops    - Number of nested operations
// STATS-NEXT:     (S) 2 num-visits - Number of operations the pass ran on
// STATS-NEXT:   TestTag
// STATS-NEXT: TestCountOps
// STATS-NEXT:   (S) 5 num-ops    - Number of nested operations
// STATS-NEXT:   (S) 1 num-visits - Number of operations the pass ran on
// STATS-EMPTY:

// STATLIST:      ... Pass statistics report ...
// STATLIST-NEXT: ===-------------------------------------------------------------------------===
// STATLIST-NEXT:   TestCountOps
// STATLIST-NEXT:     (S) 8 num-ops    - Number of nested operations
// STATLIST-NEXT:     (S) 3 num-visits - Number of operations the pass ran on

// Only the pass that changed something prints a diff.
// DIFF:      // -----// IR Diff After TestTag (test-tag) //----- //
// DIFF-NEXT: --- before
// DIFF-NEXT: +++ after
// DIFF-NEXT: @@ -1,4 +1,4 @@
// DIFF-NEXT: -func.func @g(%arg0: i32) -> i32 {
// DIFF-NEXT: +func.func @g(%arg0: i32) -> i32 attributes {test.tagged} {
// DIFF-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// DIFF-NEXT:    return %0 : i32
// DIFF-NEXT:  }
// DIFF-NOT:  IR Diff

// HTML:     <!DOCTYPE html>
// HTML:     <h2 onclick="toggle(this)">input</h2>
// HTML:     <h2 onclick="toggle(this)">TestTag (test-tag)</h2>
// HTML:     &#39;func.func&#39; @f (unchanged)
// HTML:     &#39;func.func&#39; @g</div>
// HTML:     <span class="l chg">func.func <span class="v" data-v="@g">@g</span>

func.func @f() {
  return
}
func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
