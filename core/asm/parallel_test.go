package asm_test

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/arith"
	"ncc/dialects/builtin"
	"ncc/dialects/cf"
	func_ "ncc/dialects/func"
	"ncc/internal/irgen"
)

// parseAndPrint parses src (with every top-level op wrapped in a module as
// ncc-opt does) and returns the pretty and generic forms, or the error.
func parseAndPrint(src string) string {
	ctx := core.NewContext()
	ctx.AllowUnregistered = true
	for _, d := range []*core.Dialect{builtin.Dialect, func_.Dialect, arith.Dialect, cf.Dialect} {
		ctx.Load(d)
	}
	blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "in.mlir"})
	if err != nil {
		return "error: " + err.Error()
	}
	top := builtin.WrapInModule(ctx, blk)
	var out strings.Builder
	for _, o := range []asm.PrintOptions{{}, {Generic: true, DebugInfo: true}, {LocalScope: true}} {
		o.Context = ctx
		require.NoError(nil, asm.Print(&out, top, o))
	}
	return out.String()
}

// TestParallelMatchesSequential parses and prints every lit test chunk, the
// differential corpus and generated programs sequentially and in parallel:
// the output and the diagnostics must be the same.
func TestParallelMatchesSequential(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("SKIP: parallel parsing needs GOMAXPROCS > 1")
	}
	var inputs []string
	files, _ := filepath.Glob("../../lit/*/*.mlir")
	more, _ := filepath.Glob("testdata/diff/*.mlir")
	for _, f := range append(files, more...) {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		inputs = append(inputs, strings.Split(string(b), "// -----")...)
	}
	for seed := range uint64(20) {
		inputs = append(inputs, irgen.Program(seed, irgen.Config{Funcs: 6, OpsPerBlock: 6, Unregistered: true, Locations: true, MaxDepth: 2}))
	}
	inputs = append(inputs,
		// Bodies that the brace scan must get right.
		"func.func @s() { %0 = \"x.y\"() {s = \"}{\\\"}\"} : () -> i32 // }\n return }\nfunc.func @t() {\n return\n}",
		// Aliases after a body (seen by a sequential parse only after it).
		"func.func @a() -> !t { %0 = \"x.y\"() : () -> !t\n return %0 : !t }\n!t = i32",
		"func.func @a() { return loc(#l) }\n#l = loc(\"f\":1:2)",
		// Errors inside bodies and after them.
		"func.func @e1() { %0 = arith.constant 1 : i32\n return %1 : i32 }\nfunc.func @e2() { return }",
		"func.func @e1() { return }\nfunc.func @e2() { %0 = arith.addi %x, %x : i32\n return }\nfunc.func @e3( {",
		"func.func @u() { \"x.y\"() : () -> ()\n return\n",
		"func.func @d() { \"x.y\"() {a = distinct[0]<1 : i32>} : () -> ()\n return }\nfunc.func @d2() { \"x.y\"() {a = distinct[0]<1 : i32>} : () -> ()\n return }",
		"func.func @d() { return }\nfunc.func @d1() { \"x.y\"() {a = distinct[0]<1 : i32>, b = dense_resource<r> : tensor<2xi32>} : () -> ()\n return }\nfunc.func @d2() { \"x.y\"() {a = distinct[1]<2 : i32>} : () -> ()\n return }\nfunc.func @d3() { return }",
		"module { func.func @m() { return }\n func.func @n() -> i32 { %c = arith.constant 3 : i32\n return %c : i32 } }",
		"func.func @empty() {}\nfunc.func @decl()",
		// Names and numbers of top-level regions depend on the module body's.
		"%c = arith.constant 1 : i32\n%u = \"x.v\"() : () -> i32\n"+
			"\"x.r\"() ({\n %d = arith.constant 1 : i32\n \"x.u\"(%c, %d, %u) : (i32, i32, i32) -> ()\n \"x.t\"() : () -> ()\n}) : () -> ()\n"+
			"%w = \"x.r\"() ({\n^bb0(%a: i32):\n %e = \"x.v\"() : () -> i32\n \"x.br\"(%a)[^bb1] : (i32) -> ()\n^bb1(%b: i32):\n \"x.u\"(%c, %b, %e) : (i32, i32, i32) -> ()\n \"x.t\"() : () -> ()\n}, {\n^bb0(%q: i32):\n %f = \"x.v\"() : () -> i32\n \"x.t\"() : () -> ()\n}) : () -> i32\n"+
			"\"x.r\"() ({\n %g = arith.constant 1 : i32\n \"x.r\"() ({\n %h = arith.constant 1 : i32\n \"x.u\"(%g, %h, %w) : (i32, i32, i32) -> ()\n \"x.t\"() : () -> ()\n }) : () -> ()\n \"x.t\"() : () -> ()\n}) : () -> ()",
	)
	restoreParse, restorePrint := asm.SetParallelMinBytes(1<<62), asm.SetParallelPrintMinOps(1<<62)
	restoreSplit := asm.SetSplitNames(false)
	want := make([]string, len(inputs))
	for i, in := range inputs {
		want[i] = parseAndPrint(in)
	}
	restoreParse()
	restorePrint()
	restoreSplit()
	defer asm.SetParallelMinBytes(0)()
	defer asm.SetParallelPrintMinOps(0)()
	for i, in := range inputs {
		assert.Equal(t, want[i], parseAndPrint(in), "input %d:\n%s", i, in)
	}
}
