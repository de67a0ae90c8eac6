package cf_test

import (
	"ncc/internal/llvm"

	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects"
	"ncc/dialects/builtin"
	_ "ncc/rewrite/transforms"
)

// Differential tests: canonicalize prints, byte for byte, what mlir-opt 22
// prints for cf.switch (every pattern of SwitchOp::getCanonicalizationPatterns)
// and the cf.br/cf.cond_br patterns they interact with.

var mlirOpt = llvm.MlirOpt()

func requireMlirOpt(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skipf("differential test skipped: %s not found (install mlir-22-tools)", mlirOpt)
	}
}

// runMlirOpt runs mlir-opt on src; ok is false when it rejects the input.
func runMlirOpt(src string, args ...string) (string, string, bool) {
	cmd := exec.Command(mlirOpt, append(append([]string{"-allow-unregistered-dialect"}, args...), "-")...)
	cmd.Stdin = strings.NewReader(src)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	return o.String(), e.String(), err == nil
}

// runNcc parses src, runs the pipeline and prints the module (in generic
// form when the pipeline string is followed by genericSuffix).
func runNcc(t *testing.T, src, pipeline string) string {
	pipeline, generic := strings.CutSuffix(pipeline, genericSuffix)
	t.Helper()
	ctx := core.NewContext()
	ctx.AllowUnregistered = true
	dialects.LoadAll(ctx)
	blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "input.mlir"})
	require.NoError(t, err, src)
	m := builtin.WrapInModule(ctx, blk)
	pm, err := pass.Parse(pipeline)
	require.NoError(t, err)
	require.NoError(t, pm.Run(m, &pass.Config{Threads: 1}), "%s\n%s", pipeline, src)
	return asm.PrintOp(m, asm.PrintOptions{Generic: generic}) + "\n"
}

// genericSuffix marks a pipeline whose output is compared in generic form
// (attributes and properties in full).
const genericSuffix = " generic"

// accepted keeps the sources mlir-opt parses and verifies (one batch when
// all do).
func accepted(t *testing.T, srcs []string) []string {
	t.Helper()
	if _, _, ok := runMlirOpt(strings.Join(srcs, "\n// -----\n"), "-split-input-file"); ok {
		return srcs
	}
	var out []string
	for _, s := range srcs {
		if _, _, ok := runMlirOpt(s); ok {
			out = append(out, s)
		}
	}
	return out
}

// oracle returns mlir-opt's output for each source under pipeline, or
// ok=false for the sources it crashes on (some inputs reach undefined
// behaviour in MLIR, e.g. a switch without cases behind the default of a
// switch on the same flag).
func oracle(t *testing.T, srcs []string, pipeline string) (outs []string, ok []bool) {
	t.Helper()
	outs, ok = make([]string, len(srcs)), make([]bool, len(srcs))
	// Run the whole batch; when mlir-opt crashes, halve it until the
	// crashing sources are alone.
	args := []string{"-split-input-file"}
	if pl, ok := strings.CutSuffix(pipeline, genericSuffix); ok {
		pipeline = pl
		args = append(args, "-mlir-print-op-generic")
	}
	var run func(lo, hi int)
	run = func(lo, hi int) {
		out, _, good := runMlirOpt(strings.Join(srcs[lo:hi], "\n// -----\n"), append(args, "--pass-pipeline="+pipeline)...)
		if good {
			parts := strings.Split(out, "// -----\n")
			require.Len(t, parts, hi-lo)
			for i := lo; i < hi; i++ {
				outs[i], ok[i] = parts[i-lo], true
			}
			return
		}
		if hi-lo == 1 {
			return
		}
		mid := (lo + hi) / 2
		run(lo, mid)
		run(mid, hi)
	}
	run(0, len(srcs))
	return outs, ok
}

// compare runs every pipeline over srcs in ncc and mlir-opt and returns
// how many (source, pipeline) pairs agree, and how many were skipped
// because mlir-opt crashed.
func compare(t *testing.T, srcs []string, pipelines []string) (agree, total, crashed int) {
	t.Helper()
	fails := 0
	for _, pl := range pipelines {
		wants, ok := oracle(t, srcs, pl)
		for i, src := range srcs {
			if !ok[i] {
				crashed++
				continue
			}
			total++
			want := strings.TrimSpace(wants[i])
			got := strings.TrimSpace(runNcc(t, src, pl))
			if got == want {
				agree++
				continue
			}
			if fails++; fails <= 3 {
				t.Errorf("%s on case %d differs from mlir-opt\n--- input\n%s\n--- mlir-opt\n%s\n--- ncc\n%s", pl, i, src, want, got)
			}
		}
	}
	if fails > 0 {
		t.Errorf("%d of %d differ", fails, total)
	}
	return agree, total, crashed
}

var pipelines = []string{
	"builtin.module(func.func(canonicalize))",
	"builtin.module(func.func(canonicalize{top-down=false}))",
	"builtin.module(func.func(canonicalize{region-simplify=disabled}))",
	"builtin.module(func.func(canonicalize{max-iterations=1 region-simplify=disabled}))",
	"builtin.module(func.func(canonicalize))" + genericSuffix,
}

// switchCases are hand-written inputs for each cf.switch pattern and the
// branch fixes that came with them.
var switchCases = []string{
	// simplifySwitchWithOnlyDefault.
	`func.func @only_default(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}`,
	// dropSwitchCasesThatMatchDefault: same destination and operands.
	`func.func @drop_default_cases(%flag: i32, %a: i32, %b: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2,
    44: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
^bb2:
  "test.other"() : () -> ()
  return
}`,
	// All cases dropped: the switch becomes a branch.
	`func.func @drop_all(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^bb1,
    -1: ^bb1,
    7: ^bb1
  ]
^bb1:
  "test.use"() : () -> ()
  return
}`,
	// cf.switch has no branch_weights in MLIR 22: this is a discardable
	// attribute, which a rebuilt switch does not keep.
	`func.func @weights(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb1
  ] {branch_weights = array<i32: 1, 2, 3>}
^bb1:
  "test.x"() : () -> ()
  return
^bb2:
  "test.y"() : () -> ()
  return
}`,
	// simplifyConstSwitchValue: a case, the default, negative values.
	`func.func @const_case() {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
^bb3:
  "test.c"() : () -> ()
  return
}`,
	`func.func @const_default(%a: i32) {
  %c = arith.constant 0 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2
  ]
^bb1(%x: i32):
  "test.a"(%x) : (i32) -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}`,
	`func.func @const_negative() {
  %c = arith.constant -3 : i8
  cf.switch %c : i8, [
    default: ^bb1,
    253: ^bb2,
    5: ^bb1
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}`,
	`func.func @const_i1() {
  %t = arith.constant true
  cf.switch %t : i1, [
    default: ^bb1,
    0: ^bb1,
    1: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}`,
	`func.func @const_i64() {
  %c = arith.constant -9223372036854775808 : i64
  cf.switch %c : i64, [
    default: ^bb1,
    -9223372036854775808: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}`,
	// Wide flags: case values are APInts of the flag's width.
	`func.func @wide(%x: i128) {
  %c = arith.constant -1 : i128
  cf.switch %c : i128, [
    default: ^bb1,
    -1: ^bb2,
    5: ^bb3
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  cf.switch %x : i128, [
    default: ^bb1,
    -2: ^bb3
  ]
^bb3:
  "test.c"() : () -> ()
  return
}`,
	`func.func @wide_generic() {
  %c = arith.constant 5 : i128
  %d = arith.constant 18446744073709551621 : i128
  "cf.switch"(%c)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<18446744073709551621> : vector<1xi128>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i128) -> ()
^bb1:
  "test.a"() : () -> ()
  "cf.switch"(%d)[^bb3, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<18446744073709551621> : vector<1xi128>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i128) -> ()
^bb2:
  "test.b"() : () -> ()
  return
^bb3:
  "test.c"() : () -> ()
  return
}`,
	// simplifyPassThroughSwitch: cases and default through empty blocks,
	// with block arguments forwarded.
	`func.func @pass_through(%flag: i32, %a: i32, %b: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    43: ^bb3(%b : i32)
  ]
^bb1(%x: i32):
  cf.br ^bb4(%x, %a : i32, i32)
^bb2:
  cf.br ^bb5
^bb3(%y: i32):
  cf.br ^bb4(%b, %y : i32, i32)
^bb4(%p: i32, %q: i32):
  "test.use"(%p, %q) : (i32, i32) -> ()
  return
^bb5:
  "test.other"() : () -> ()
  return
}`,
	// A pass-through cycle is not collapsed.
	`func.func @pass_through_cycle(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb3
  ]
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
^bb3:
  return
}`,
	`func.func @pass_through_cycle_later(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb4
  ]
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb2
^bb4:
  return
}`,
	// simplifySwitchFromSwitchOnSameCondition.
	`func.func @same_cond_case(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.in_case"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb3,
    42: ^bb4
  ]
^bb3:
  "test.b"() : () -> ()
  return
^bb4:
  "test.c"() : () -> ()
  return
}`,
	`func.func @same_cond_case_default(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.in_case"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb3,
    43: ^bb4
  ]
^bb3:
  "test.b"() : () -> ()
  return
^bb4:
  "test.c"() : () -> ()
  return
}`,
	// simplifySwitchFromDefaultSwitchOnSameCondition.
	`func.func @same_cond_default(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.in_default"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb2:
  "test.a"() : () -> ()
  return
^bb3:
  "test.b"() : () -> ()
  return
^bb4:
  "test.c"() : () -> ()
  return
^bb5:
  "test.d"() : () -> ()
  return
}`,
	`func.func @same_cond_default_all(%flag: i16, %a: i32) {
  cf.switch %flag : i16, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb2,
    -1: ^bb3
  ]
^bb1:
  "test.in_default"() : () -> ()
  cf.switch %flag : i16, [
    default: ^bb4(%a : i32),
    -1: ^bb2,
    2: ^bb3
  ]
^bb2:
  "test.a"() : () -> ()
  return
^bb3:
  "test.b"() : () -> ()
  return
^bb4(%x: i32):
  "test.c"(%x) : (i32) -> ()
  return
}`,
	// Two predecessors: neither same-condition pattern applies.
	`func.func @two_preds(%flag: i32, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.x"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb3,
    42: ^bb2
  ]
^bb2:
  "test.in_case"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb4,
    42: ^bb3
  ]
^bb3:
  "test.b"() : () -> ()
  return
^bb4:
  "test.c"() : () -> ()
  return
}`,
	// Unsigned and signed flag types.
	`func.func @unsigned_flag(%flag: ui8, %g: si16) {
  cf.switch %flag : ui8, [
    default: ^bb1,
    255: ^bb1,
    3: ^bb2
  ]
^bb1:
  cf.switch %g : si16, [
    default: ^bb2,
    -2: ^bb2,
    7: ^bb3
  ]
^bb2:
  "test.a"() : () -> ()
  return
^bb3:
  "test.b"() : () -> ()
  return
}`,
	// cf.cond_br through pass-through blocks keeps its weights.
	`func.func @cond_br_weights(%c: i1) {
  cf.cond_br %c weights([3, 5]), ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  "test.x"() : () -> ()
  return
^bb3:
  "test.y"() : () -> ()
  return
}`,
	// cf.cond_br into a cycle of branches.
	`func.func @cond_br_cycle(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
^bb3:
  return
}`,
	// A switch in a loop on its own flag.
	`func.func @loop(%flag: i32, %a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  cf.switch %flag : i32, [
    default: ^bb1(%x : i32),
    0: ^bb2,
    1: ^bb1(%a : i32)
  ]
^bb2:
  return
}`,
}

// genSwitchProgram writes a random function whose blocks end in cf.switch,
// cf.cond_br, cf.br or return, with pass-through blocks, shared flags,
// constant flags and block arguments, so every pattern gets chances to
// fire and to interact.
func genSwitchProgram(seed uint64) string {
	r := rand.New(rand.NewPCG(seed, seed*0x9e3779b97f4a7c15+1))
	var b strings.Builder
	flagT := []string{"i32", "i8", "i1", "i64", "i16", "i128"}[r.IntN(6)]
	caseVals := []int64{0, 1, 2, 3, -1, 42, -128}
	if flagT == "i1" {
		caseVals = []int64{0, 1}
	}
	if flagT == "i8" {
		caseVals = append(caseVals, 127)
	}
	nBlocks := 3 + r.IntN(6)
	// Block arguments: every block but the entry takes 0-2 i32s, except
	// pass-through blocks (which only branch on). Every argument is used:
	// ncc's region simplification cannot yet drop a dead argument fed by a
	// cf.switch (rewrite.EraseOperands leaves case_operand_segments stale),
	// so the generator keeps all of them live.
	nArgs := make([]int, nBlocks)
	passThrough := make([]bool, nBlocks)
	for i := 1; i < nBlocks; i++ {
		passThrough[i] = r.IntN(3) == 0
		if !passThrough[i] {
			nArgs[i] = r.IntN(3)
		}
	}
	fmt.Fprintf(&b, "func.func @sw%d(%%f0: %s, %%f1: %s, %%v0: i32, %%v1: i32, %%c: i1) {\n", seed, flagT, flagT)
	k := caseVals[r.IntN(len(caseVals))]
	kText := fmt.Sprint(k)
	if flagT == "i1" {
		kText = map[int64]string{0: "false", 1: "true"}[k]
	}
	if flagT == "i1" {
		fmt.Fprintf(&b, "  %%k = arith.constant %s\n", kText)
	} else {
		fmt.Fprintf(&b, "  %%k = arith.constant %s : %s\n", kText, flagT)
	}
	flags := []string{"%f0", "%f0", "%f1", "%k"}
	target := func(self int, scope []string) string {
		d := 1 + r.IntN(nBlocks-1)
		if d == self && r.IntN(2) == 0 {
			d = 1 + r.IntN(nBlocks-1)
		}
		if nArgs[d] == 0 {
			return fmt.Sprintf("^bb%d", d)
		}
		var vs, ts []string
		for range nArgs[d] {
			vs = append(vs, scope[r.IntN(len(scope))])
			ts = append(ts, "i32")
		}
		return fmt.Sprintf("^bb%d(%s : %s)", d, strings.Join(vs, ", "), strings.Join(ts, ", "))
	}
	for i := 0; i < nBlocks; i++ {
		scope := []string{"%v0", "%v1"}
		if i > 0 {
			var params []string
			for j := range nArgs[i] {
				a := fmt.Sprintf("%%b%d_%d", i, j)
				params = append(params, a+": i32")
				scope = append(scope, a)
			}
			if len(params) > 0 {
				fmt.Fprintf(&b, "^bb%d(%s):\n", i, strings.Join(params, ", "))
			} else {
				fmt.Fprintf(&b, "^bb%d:\n", i)
			}
			if !passThrough[i] {
				for _, a := range scope[2:] {
					fmt.Fprintf(&b, "  \"test.use\"(%s) : (i32) -> ()\n", a)
				}
				fmt.Fprintf(&b, "  \"test.op%d\"() : () -> ()\n", i)
			}
		}
		choice := r.IntN(10)
		if (i == 0 || passThrough[i]) && choice >= 8 {
			choice = 0
		}
		if passThrough[i] && r.IntN(2) == 0 {
			choice = 7 // mostly cf.br, which the pass-through patterns follow
		}
		def := target(i, scope)
		switch {
		case choice < 5: // switch
			flag := flags[r.IntN(len(flags))]
			fmt.Fprintf(&b, "  cf.switch %s : %s, [\n    default: %s", flag, flagT, def)
			// At least one case: MLIR reads the case values of a case-less
			// switch ending the only predecessor without checking they
			// exist (simplifySwitchFromDefaultSwitchOnSameCondition) and
			// crashes; the hand-written cases cover switches without cases.
			n := 1 + r.IntN(3)
			if flagT == "i1" {
				n = 1 + r.IntN(2)
			}
			for range n {
				v := caseVals[r.IntN(len(caseVals))]
				fmt.Fprintf(&b, ",\n    %d: %s", v, target(i, scope))
			}
			b.WriteString("\n  ]")
			if r.IntN(5) == 0 {
				var ws []string
				for range n + 1 {
					ws = append(ws, fmt.Sprint(1+r.IntN(9)))
				}
				fmt.Fprintf(&b, " {branch_weights = array<i32: %s>}", strings.Join(ws, ", "))
			}
			b.WriteString("\n")
		case choice < 7: // cond_br
			fmt.Fprintf(&b, "  cf.cond_br %%c, %s, %s\n", def, target(i, scope))
		case choice < 8: // br
			fmt.Fprintf(&b, "  cf.br %s\n", def)
		default:
			b.WriteString("  return\n")
		}
	}
	b.WriteString("}\n")
	return b.String()
}

func TestSwitchCanonicalizeMatchesMlirOpt(t *testing.T) {
	requireMlirOpt(t)
	srcs := accepted(t, switchCases)
	require.Len(t, srcs, len(switchCases), "mlir-opt rejected a hand-written case")
	agree, total, crashed := compare(t, srcs, pipelines)
	require.Zero(t, crashed, "mlir-opt crashed on a hand-written case")
	t.Logf("hand-written: %d of %d (input, pipeline) pairs agree with mlir-opt", agree, total)
}

func TestGeneratedSwitchCanonicalizeMatchesMlirOpt(t *testing.T) {
	requireMlirOpt(t)
	n := 400
	if testing.Short() {
		n = 100
	}
	var cands []string
	for seed := uint64(1); seed <= uint64(n); seed++ {
		cands = append(cands, genSwitchProgram(seed))
	}
	srcs := accepted(t, cands)
	require.Greater(t, len(srcs), n*9/10, "the generator should write valid IR")
	agree, total, crashed := compare(t, srcs, pipelines)
	t.Logf("generated: %d programs, %d of %d (program, pipeline) pairs agree with mlir-opt (%d pairs skipped: mlir-opt crashed)",
		len(srcs), agree, total, crashed)
}
