// Package lit runs LLVM-style lit tests: the engine behind tools/ncc-lit and
// lit/lit_test.go.
//
// A suite is rooted at a lit.cfg.json (see Config); lit/lit.cfg.py reads the
// same file, so LLVM's own lit runs the same suite the same way. Tests are
// files with a listed suffix. A test says what to run in comment lines,
// exactly as for lit:
//
//	// RUN: ncc-opt %s | FileCheck %s       (a "\" at the end continues a line)
//	// REQUIRES: mlir-opt && !windows       (feature expressions, see EvalFeatures)
//	// UNSUPPORTED: ..., XFAIL: ... or *, ALLOW_RETRIES: N, END.
//	// DEFINE: %{check} = FileCheck %s      (REDEFINE: changes it later)
//
// RUN lines are expanded (the suite's substitutions, then lit's built-ins:
// %s %S %p %t %T %basename_t %{pathsep} %% %if … and friends, see
// DefaultSubsts) and run one after the other in package shell's internal
// shell, or with bash when the config says "shell": "sh". The first failing
// line fails the test.
//
// Outcomes use lit's names (PASS, FAIL, XFAIL, XPASS, UNSUPPORTED,
// UNRESOLVED, TIMEOUT, FLAKYPASS). RunAll prints lit's per-test lines
// "PASS: suite :: path (i of n)", lit's summary, and then one closing line
// "N passed, N failed" followed by ", N skipped" when any test was
// UNSUPPORTED or XFAIL (see Summary for the exact grouping).
//
// Deliberate differences from lit 22: %T still expands (lit 22 rejects it),
// a leading VAR=value word sets VAR for one command as sh does, builtins may
// appear inside pipelines, and substitution patterns are literal strings
// (lit's are regular expressions) applied longest first, then tool words.
package lit
