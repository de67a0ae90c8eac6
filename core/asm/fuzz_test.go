package asm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
)

// TestRoundTripFixpoint checks print(parse(x)) is a fixpoint, generic and
// pretty, on every testdata/diff file.
func TestRoundTripFixpoint(t *testing.T) {
	files, err := filepath.Glob("testdata/diff/*.mlir")
	require.NoError(t, err)
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, opts := range []PrintOptions{{}, {Generic: true}, {DebugInfo: true}, {Generic: true, DebugInfo: true}} {
			once, err := parsePrint(t, string(src), opts)
			require.NoError(t, err, f)
			twice, err := parsePrint(t, once, opts)
			require.NoError(t, err, "%s reparse:\n%s", f, once)
			require.Equal(t, once, twice, "%s %+v", f, opts)
		}
	}
}

// TestDeepNesting: 100,000 levels of regions, arrays, types and locations
// give a located error, not a stack overflow.
func TestDeepNesting(t *testing.T) {
	const n = 100000
	cases := map[string]string{
		"regions": strings.Repeat(`"t.a"() ({`, n) + strings.Repeat(`}) : () -> ()`, n),
		"arrays":  `"t.a"() {x = ` + strings.Repeat("[", n) + strings.Repeat("]", n) + `} : () -> ()`,
		"types":   `"t.a"() {x = ` + strings.Repeat("tuple<", n) + "i1" + strings.Repeat(">", n) + `} : () -> ()`,
		"funcs":   `"t.a"() : ` + strings.Repeat("() -> (", n) + "i1" + strings.Repeat(")", n),
		"locs":    `"t.a"() : () -> () loc(` + strings.Repeat(`"n"(`, n) + "unknown" + strings.Repeat(")", n+1),
		"dense":   `"t.a"() {x = dense<` + strings.Repeat("[", n) + "1" + strings.Repeat("]", n) + `> : tensor<1xi32>} : () -> ()`,
	}
	for name, src := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := parsePrint(t, src, PrintOptions{})
			require.Error(t, err)
			require.Contains(t, err.Error(), "exceeded maximum nesting depth")
		})
	}
}

// FuzzParse feeds arbitrary text to the parser: it must never panic or
// hang, and whatever it accepts and verifies must print and re-parse to a
// fixpoint. (IR that does not verify need not print readably, in MLIR
// either: an entry block with predecessors loses its label.)
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/diff/*.mlir")
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(string(b))
		}
	}
	for _, c := range errorCases {
		f.Add(c)
	}
	f.Add(`%0 = "t.a"() : () -> i32` + "\n" + `"t.b"(%0) : (i32) -> ()`)
	f.Fuzz(func(t *testing.T, src string) {
		ctx := newTestContext()
		blk, err := Parse(ctx, []byte(src), ParseOptions{Filename: "in.mlir"})
		if err != nil {
			return
		}
		top := wrapModule(ctx, blk)
		if core.Verify(top) != nil {
			return
		}
		for _, generic := range []bool{true, false} {
			opts := PrintOptions{Generic: generic, DebugInfo: true, Context: ctx}
			once := PrintOp(top, opts)
			twice, err := parsePrint(t, once, opts)
			if err != nil {
				t.Fatalf("printed output does not parse: %v\ninput:\n%s\nprinted:\n%s", err, src, once)
			}
			if once != twice {
				t.Fatalf("not a fixpoint:\n%s\n---\n%s", once, twice)
			}
		}
	})
}
