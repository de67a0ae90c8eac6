package stablehlo_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core/asm"
	"ncc/internal/filecheck"
)

// The stablehlo-opt printer tests of lit/suites/stablehlo-syntax run
// here as well as in lit, so that
// `go test ./dialects/stablehlo` alone checks the syntax against them.

const suiteDir = "../../lit/suites/stablehlo-syntax"

func readSuite(t *testing.T, name string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(suiteDir, name))
	if os.IsNotExist(err) {
		t.Skipf("suite file %s not found (lit/suites missing)", name)
	}
	require.NoError(t, err)
	return string(src)
}

// fileCheck runs FileCheck (ncc's) with the checks of checkText on out.
func fileCheck(t *testing.T, name, checkText, out string) {
	t.Helper()
	cfg, err := filecheck.ParseArgs([]string{name})
	require.NoError(t, err)
	var msg strings.Builder
	if code := filecheck.CheckText(cfg, name, checkText, out, &msg); code != 0 {
		t.Fatalf("FileCheck failed on %s:\n%s\n--- output:\n%s", name, msg.String(), out)
	}
}

// printTwice returns print(parse(src)) and print(parse(print(parse(src)))),
// the two outputs the RUN lines check.
func printTwice(t *testing.T, src string, opts asm.PrintOptions) (string, string) {
	t.Helper()
	m, err := parse(newCtx(), src)
	require.NoError(t, err)
	once := asm.PrintOp(m, opts)
	m2, err := parse(newCtx(), once)
	require.NoError(t, err, "reparse:\n%s", once)
	return once, asm.PrintOp(m2, opts)
}

func TestSyntaxSuite(t *testing.T) {
	t.Run("print_while", func(t *testing.T) {
		src := readSuite(t, "print_while.mlir")
		once, twice := printTwice(t, src, asm.PrintOptions{})
		fileCheck(t, "print_while.mlir", src, once)
		fileCheck(t, "print_while.mlir", src, twice)
	})
	t.Run("print_reduce", func(t *testing.T) {
		src := readSuite(t, "print_reduce.mlir")
		opts := asm.PrintOptions{DebugInfo: true, LocalScope: true}
		once, twice := printTwice(t, src, opts)
		fileCheck(t, "print_reduce.mlir", src, once)
		fileCheck(t, "print_reduce.mlir", src, twice)
	})
	t.Run("print_stablehlo", func(t *testing.T) {
		src := readSuite(t, "print_stablehlo.mlir")
		once, twice := printTwice(t, src, asm.PrintOptions{})
		fileCheck(t, "print_stablehlo.mlir", src, once)
		fileCheck(t, "print_stablehlo.mlir", src, twice)
	})
	t.Run("ops_stablehlo_roundtrip", func(t *testing.T) {
		roundTrip(t, readSuite(t, "ops_stablehlo_roundtrip.mlir"))
	})
}
