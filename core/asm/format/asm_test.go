package format_test

// These tests run the engine inside the real parser and printer (core/asm,
// which imports this package, hence the external test package) on the
// builtin, func, arith and cf ops, against text mlir-opt 22 printed.

import (
	"ncc/internal/llvm"

	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
)

var mlirOpt = llvm.MlirOpt()

var (
	resultList = regexp.MustCompile(`(?m)^(\s*)%[\w$.\-]+(?::\d+)?(?:, %[\w$.\-]+)* = `)
	valueName  = regexp.MustCompile(`%[\w$.\-]+(?:#\d+)?`)
	shortName  = regexp.MustCompile(`(?m)^(\s*(?:%r = )?)(?:func|builtin)\.`)
	bareName   = regexp.MustCompile(`(?m)^(\s*(?:%[^=\n]* = )?)(return|call|module|unrealized_conversion_cast)\b`)
)

// qualify spells out the op names mlir-opt abbreviates inside func.func and
// builtin.module, so parsing does not depend on default-dialect handling.
func qualify(src []byte) []byte {
	return bareName.ReplaceAllFunc(src, func(m []byte) []byte {
		s := string(m)
		i := strings.LastIndexAny(s, " \n=") + 1
		d := "builtin."
		if n := s[i:]; n == "return" || n == "call" {
			d = "func."
		}
		return []byte(s[:i] + d + s[i:])
	})
}

// normalize erases what the format engine does not decide: SSA value names
// (OpAsmOpInterface result names, numbering) and the default-dialect prefix
// of op names. Everything an op's format prints stays.
func normalize(s string) string {
	s = resultList.ReplaceAllString(s, "$1%r = ")
	s = valueName.ReplaceAllStringFunc(s, func(v string) string {
		if v == "%r" {
			return v
		}
		return "%v"
	})
	s = shortName.ReplaceAllString(s, "$1")
	return strings.TrimRight(s, "\n") + "\n"
}

// parse parses src (with the op names mlir-opt abbreviates spelled out) into
// a module.
func parse(t *testing.T, ctx *core.Context, src []byte) *core.Operation {
	t.Helper()
	blk, err := asm.Parse(ctx, qualify(src), asm.ParseOptions{Filename: "ops.golden.mlir"})
	require.NoError(t, err)
	return builtin.WrapInModule(ctx, blk)
}

func newContext() *core.Context {
	ctx := core.NewContext()
	ctx.AllowUnregistered = true
	dialects.LoadAll(ctx)
	return ctx
}

// blockComment is the `// 2 preds: ...` note after a block label.
var blockComment = regexp.MustCompile(`(?m)  // .*$`)

// TestPrintMlirOptText parses mlir-opt's pretty output and prints it back:
// every format-printed op must come out as mlir-opt wrote it.
func TestPrintMlirOptText(t *testing.T) {
	golden, err := os.ReadFile("testdata/ops.golden.mlir")
	require.NoError(t, err)
	got := asm.PrintOp(parse(t, newContext(), golden), asm.PrintOptions{})
	strip := func(s string) string { return normalize(blockComment.ReplaceAllString(s, "")) }
	assert.Equal(t, strip(string(golden)), strip(got))
}

// TestParseMlirOptText checks that the pretty form parses to the op the
// generic form spells out: same operands, result types, properties
// (defaults and segment sizes included), attributes, regions, successors.
func TestParseMlirOptText(t *testing.T) {
	golden, err := os.ReadFile("testdata/ops.golden.mlir")
	require.NoError(t, err)
	generic, err := os.ReadFile("testdata/ops.generic.golden.mlir")
	require.NoError(t, err)
	ctx := newContext()
	var pretty, gen []*core.Operation
	parse(t, ctx, golden).WalkAll(func(op *core.Operation) { pretty = append(pretty, op) })
	parse(t, ctx, generic).WalkAll(func(op *core.Operation) { gen = append(gen, op) })
	require.Equal(t, len(gen), len(pretty))
	for i, want := range gen {
		got := pretty[i]
		require.Equal(t, want.Name(), got.Name(), "op #%d", i)
		assert.Equal(t, want.OperandTypes(), got.OperandTypes(), "%s operands", want.Name())
		assert.Equal(t, want.ResultTypes(), got.ResultTypes(), "%s results", want.Name())
		assert.Equal(t, want.Props(), got.Props(), "%s properties", want.Name())
		assert.Equal(t, want.Attrs(), got.Attrs(), "%s attributes", want.Name())
		assert.Equal(t, want.NumRegions(), got.NumRegions(), "%s regions", want.Name())
		assert.Equal(t, want.NumSuccessors(), got.NumSuccessors(), "%s successors", want.Name())
	}
}

// TestGoldenIsMlirOpt checks that the golden files are what mlir-opt prints.
func TestGoldenIsMlirOpt(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 22 not installed at " + mlirOpt + "; golden files not re-checked")
	}
	for file, args := range map[string][]string{
		"testdata/ops.golden.mlir":         {"--allow-unregistered-dialect", "testdata/ops.mlir"},
		"testdata/ops.generic.golden.mlir": {"--allow-unregistered-dialect", "--mlir-print-op-generic", "testdata/ops.mlir"},
	} {
		out, err := exec.Command(mlirOpt, args...).Output()
		require.NoError(t, err)
		want, err := os.ReadFile(file)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(out), file)
	}
}
