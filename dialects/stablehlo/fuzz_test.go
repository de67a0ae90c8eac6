package stablehlo_test

import (
	"os"
	"path/filepath"
	"testing"

	"ncc/core/asm"
)

// FuzzParse feeds arbitrary text to the parser and verifier with the
// stablehlo dialect loaded: custom syntax, attribute and type parsers and
// verifiers must report errors, never panic, and whatever parses must print
// and parse again.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(suiteDir, "*.mlir"))
	// The invalid-op lit tests reach the verifiers' error paths.
	invalid, _ := filepath.Glob(filepath.Join("..", "..", "lit", "stablehlo", "invalid*.mlir"))
	for _, file := range append(files, invalid...) {
		if src, err := os.ReadFile(file); err == nil {
			f.Add(string(src))
		}
	}
	for _, s := range []string{
		`func.func @f() attributes {a = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>} { return }`,
		`func.func @f(%a: tensor<2xf32>) { %0 = stablehlo.slice %a [0:2:1] : (tensor<2xf32>) -> tensor<2xf32>
		return }`,
		`func.func @f(%a: tensor<2xf32>, %i: tensor<f32>) { %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
		return }`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		m, err := parse(newCtx(), src)
		if err != nil || m == nil {
			return
		}
		out := asm.PrintOp(m, asm.PrintOptions{})
		if _, err := parse(newCtx(), out); err != nil {
			t.Fatalf("printed form does not parse: %v\n%s", err, out)
		}
	})
}
