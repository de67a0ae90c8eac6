package transforms_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core/pass"
	"ncc/internal/difftest"
	"ncc/internal/irgen"
	_ "ncc/rewrite/transforms"
)

// runPipeline parses src, runs the textual pipeline and prints the result.
func runPipeline(t testing.TB, src, pipeline string) string {
	t.Helper()
	m := difftest.Parse(t, src)
	pm, err := pass.Parse(pipeline)
	require.NoError(t, err)
	require.NoError(t, pm.Run(m, &pass.Config{Threads: 1}))
	return difftest.Print(m)
}

// oracle runs mlir-opt once over all srcs (with -split-input-file) and
// returns its output for each.
func oracle(t *testing.T, srcs []string, pipeline string) []string {
	t.Helper()
	out, stderr, ok := difftest.Run(strings.Join(srcs, "\n// -----\n"), "-split-input-file", "--pass-pipeline="+pipeline)
	require.True(t, ok, stderr)
	parts := strings.Split(out, "// -----\n")
	require.Len(t, parts, len(srcs))
	return parts
}

// corpus returns up to n generated arith/func/cf programs mlir-opt accepts
// (checked in one batch).
func corpus(t *testing.T, n int, cfg irgen.Config) []string {
	var cands []string
	for seed := uint64(1); seed <= uint64(n); seed++ {
		cands = append(cands, irgen.Program(seed, cfg))
	}
	if _, _, ok := difftest.Run(strings.Join(cands, "\n// -----\n"), "-split-input-file"); ok {
		return cands
	}
	var out []string
	for _, src := range cands {
		if _, _, ok := difftest.Run(src); ok {
			out = append(out, src)
		}
	}
	return out
}

var handCases = []string{
	`func.func @chain(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %c2 = arith.constant 2 : i32
  %y = arith.addi %x, %c2 : i32
  %z = arith.subi %y, %c1 : i32
  %w = arith.subi %c2, %z : i32
  return %w : i32
}`,
	`func.func @cse(%a: i32, %b: i32) -> (i32, i32, i1) {
  %x = arith.addi %a, %b : i32
  %y = arith.addi %a, %b : i32
  %p = arith.cmpi slt, %x, %y : i32
  %q = arith.cmpi slt, %x, %b : i32
  %r = arith.cmpi slt, %y, %b : i32
  %s = arith.xori %q, %r : i1
  return %x, %y, %s : i32, i32, i1
}`,
	`func.func @select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i1, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %n = arith.xori %c, %t : i1
  %s = arith.select %n, %a, %b : i32
  %s2 = arith.select %c, %s, %b : i32
  %i = arith.select %c, %f, %t : i1
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %e = arith.select %c, %zero, %one : i32
  return %s2, %s, %i, %e : i32, i32, i1, i32
}`,
	`func.func @cfg(%c: i1, %a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %c1 : i32
  cf.br ^bb3(%x : i32)
^bb2:
  %y = arith.addi %a, %c1 : i32
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  %w = arith.addi %a, %c1 : i32
  %r = arith.muli %z, %w : i32
  return %r : i32
}`,
	`func.func @casts(%a: i8, %b: i16, %c: i64) -> (i32, i1, i16, index) {
  %e = arith.extsi %a : i8 to i64
  %t = arith.trunci %e : i64 to i32
  %u = arith.extui %a : i8 to i32
  %v = arith.extui %a : i8 to i32
  %p = arith.cmpi eq, %u, %v : i32
  %s = arith.extui %a : i8 to i16
  %s2 = arith.extsi %s : i16 to i32
  %s3 = arith.trunci %s2 : i32 to i16
  %ic = arith.extsi %b : i16 to i64
  %ix = arith.index_cast %ic : i64 to index
  return %t, %p, %s3, %ix : i32, i1, i16, index
}`,
}

func TestCanonicalizeCSEMatchesMlirOpt(t *testing.T) {
	difftest.Require(t)
	pipelines := []string{
		"builtin.module(func.func(canonicalize,cse))",
		"builtin.module(func.func(canonicalize{top-down=false}))",
		"builtin.module(func.func(canonicalize{region-simplify=aggressive}))",
		"builtin.module(func.func(cse))",
	}
	srcs := append([]string{}, handCases...)
	srcs = append(srcs, corpus(t, 150, irgen.Config{Funcs: 3, OpsPerBlock: 10, MaxDepth: 2})...)
	fails := 0
	for _, pl := range pipelines {
		wants := oracle(t, srcs, pl)
		for i, src := range srcs {
			want := wants[i]
			got := runPipeline(t, src, pl)
			if got != want {
				fails++
				if fails <= 3 {
					t.Errorf("%s on case %d differs from mlir-opt\n--- input\n%s\n--- mlir-opt\n%s--- ncc\n%s", pl, i, src, want, got)
				}
			}
		}
	}
	if fails > 0 {
		t.Errorf("%d of %d differ", fails, len(srcs)*len(pipelines))
	}
}

func TestBenchModuleMatchesMlirOpt(t *testing.T) {
	difftest.Require(t)
	n := 20000
	if testing.Short() {
		n = 3000
	}
	src := irgen.BenchModule(n)
	pl := "builtin.module(func.func(canonicalize,cse))"
	want, stderr, ok := difftest.Run(src, "--pass-pipeline="+pl)
	require.True(t, ok, stderr)
	got := runPipeline(t, src, pl)
	if got != want {
		wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
		for i := range wl {
			if i >= len(gl) || wl[i] != gl[i] {
				t.Fatalf("first difference at line %d:\nmlir-opt: %s\nncc:      %s", i+1, wl[i], fmt.Sprint(gl[min(i, len(gl)-1)]))
			}
		}
		t.Fatalf("ncc output longer (%d vs %d lines)", len(gl), len(wl))
	}
}

// BenchmarkCanonicalizeCSE measures canonicalize,cse on the bench module
// without parsing and printing (which ncc-bench includes).
func BenchmarkCanonicalizeCSE(b *testing.B) {
	src := irgen.BenchModule(200000)
	pm, err := pass.Parse("builtin.module(func.func(canonicalize,cse))")
	require.NoError(b, err)
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		m := difftest.Parse(b, src)
		b.StartTimer()
		require.NoError(b, pm.Run(m, &pass.Config{Threads: 1}))
	}
}

func TestInlineSymbolDCEMatchMlirOpt(t *testing.T) {
	difftest.Require(t)
	fails, total := 0, 0
	var srcs []string
	for seed := uint64(1); seed <= 150; seed++ {
		srcs = append(srcs, funcProgram(seed, seed%5 == 0))
	}
	for _, pl := range []string{"builtin.module(inline)", "builtin.module(symbol-dce)", "builtin.module(inline{default-pipeline=},symbol-dce)"} {
		wants := oracle(t, srcs, pl)
		for i, src := range srcs {
			want, seed := wants[i], i+1
			got := runPipeline(t, src, pl)
			total++
			if got != want {
				fails++
				if fails <= 3 {
					t.Errorf("%s on seed %d differs\n--- input\n%s\n--- mlir-opt\n%s--- ncc\n%s", pl, seed, src, want, got)
				}
			}
		}
	}
	if fails > 0 {
		t.Errorf("%d of %d differ", fails, total)
	}
}

func TestSCCPMatchesMlirOpt(t *testing.T) {
	difftest.Require(t)
	srcs := append([]string{}, handCases...)
	srcs = append(srcs, corpus(t, 150, irgen.Config{Funcs: 3, OpsPerBlock: 10, MaxDepth: 2})...)
	fails, total := 0, 0
	for _, pl := range []string{"builtin.module(func.func(sccp))", "builtin.module(sccp)"} {
		wants := oracle(t, srcs, pl)
		for i, src := range srcs {
			want := wants[i]
			got := runPipeline(t, src, pl)
			total++
			if got != want {
				fails++
				if fails <= 2 {
					t.Errorf("%s on case %d differs\n--- input\n%s\n--- mlir-opt\n%s--- ncc\n%s", pl, i, src, want, got)
				}
			}
		}
	}
	if fails > 0 {
		t.Errorf("%d of %d differ", fails, total)
	}
}

// TestDeterministicAcrossThreads checks that every pass prints the same
// output run on one thread and on many.
func TestDeterministicAcrossThreads(t *testing.T) {
	src := irgen.BenchModule(5000) + funcProgram(3, false)
	for _, pl := range []string{
		"builtin.module(func.func(canonicalize,cse))",
		"builtin.module(inline,symbol-dce)",
		"builtin.module(func.func(sccp))",
	} {
		var outs []string
		for _, threads := range []int{1, 4} {
			m := difftest.Parse(t, src)
			pm, err := pass.Parse(pl)
			require.NoError(t, err)
			require.NoError(t, pm.Run(m, &pass.Config{Threads: threads}))
			outs = append(outs, difftest.Print(m))
		}
		require.Equal(t, outs[0], outs[1], pl)
	}
}
