package stablehlo_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core/asm"
	"ncc/internal/filecheck"
)

// The stablehlo-opt printer tests of ../shared/suites/stablehlo-syntax run
// here as well as in lit (lit/stablehlo/syntax-suite): here, the functions
// of the two files lit excludes that do not need a missing dialect run too.

const suiteDir = "../../../shared/suites/stablehlo-syntax"

func readSuite(t *testing.T, name string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(suiteDir, name))
	if os.IsNotExist(err) {
		t.Skipf("suite file %s not found (shared/suites missing)", name)
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

var segmentStart = regexp.MustCompile(`^(// CHECK-LABEL|func\.func)`)

// dropFunctions splits src into a header and per-function segments (a
// segment starts at a CHECK-LABEL or func.func line after the previous
// function) and removes the segments mentioning any of needs, plus header
// lines mentioning them. It returns the kept text and the dropped names.
func dropFunctions(src string, needs []string) (string, []string) {
	lines := strings.Split(src, "\n")
	var segs [][]string
	cur := []string{}
	sawFunc, started := false, false
	for _, l := range lines {
		if segmentStart.MatchString(l) && (sawFunc || !started) {
			segs = append(segs, cur)
			cur, sawFunc, started = nil, false, true
		}
		if strings.HasPrefix(l, "func.func") {
			sawFunc = true
		}
		cur = append(cur, l)
	}
	segs = append(segs, cur)
	mentions := func(s string) bool {
		for _, n := range needs {
			if strings.Contains(s, n) {
				return true
			}
		}
		return false
	}
	var kept []string
	var dropped []string
	funcName := regexp.MustCompile(`func\.func @(\w+)`)
	for i, seg := range segs {
		text := strings.Join(seg, "\n")
		if i > 0 && mentions(text) {
			if m := funcName.FindStringSubmatch(text); m != nil {
				dropped = append(dropped, m[1])
			}
			continue
		}
		inDropped := false // inside a dropped multi-line alias definition
		for _, l := range seg {
			if i == 0 && (inDropped || mentions(l)) {
				inDropped = strings.HasSuffix(l, "{") || inDropped && !strings.HasPrefix(l, "}")
				continue
			}
			kept = append(kept, l)
		}
	}
	return strings.Join(kept, "\n"), dropped
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
		kept, dropped := dropFunctions(src, []string{"sparse_tensor", "#CSR", "#DCSR", "quant."})
		t.Logf("skipped (need sparse_tensor or quant): %s", strings.Join(dropped, ", "))
		require.Equal(t, []string{"encodings", "constants"}, dropped)
		once, twice := printTwice(t, kept, asm.PrintOptions{})
		fileCheck(t, "print_stablehlo.mlir", kept, once)
		fileCheck(t, "print_stablehlo.mlir", kept, twice)
	})
	t.Run("ops_stablehlo_roundtrip", func(t *testing.T) {
		src := readSuite(t, "ops_stablehlo_roundtrip.mlir")
		kept, dropped := dropFunctions(src, []string{"tensor.cast"})
		t.Logf("skipped (need the tensor dialect): %s", strings.Join(dropped, ", "))
		require.Equal(t, []string{"test_cast", "test_attr_type_extensions"}, dropped)
		roundTrip(t, kept)
	})
}
