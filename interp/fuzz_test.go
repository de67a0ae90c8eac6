package interp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
)

// FuzzInterpret feeds arbitrary module text to the parser, the verifier
// and, when both accept it, the interpreter. None may panic: the
// interpreter turns a kernel panic into an "internal error" diagnostic,
// which this target reports as a failure.
func FuzzInterpret(f *testing.F) {
	files, _ := filepath.Glob("../lit/suites/stablehlo-interpret/*.mlir")
	ours, _ := filepath.Glob("../lit/interpret/*.mlir")
	files = append(files, ours...)
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		for _, ch := range strings.Split(string(src), "// -----") {
			if len(ch) < 4000 && !strings.Contains(ch, "run_parallel") {
				f.Add(ch)
			}
		}
	}
	f.Add(`func.func @main() -> tensor<2xf32> {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = stablehlo.add %0, %0 : tensor<2xf32>
  func.return %1 : tensor<2xf32>
}`)
	saved := maxElems
	maxElems = 1 << 16 // keep fuzzed shapes small
	defer func() { maxElems = saved }()
	f.Fuzz(func(t *testing.T, src string) {
		ctx := core.NewContext()
		dialects.LoadAll(ctx)
		ctx.Load(Dialect)
		b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "fuzz.mlir"})
		if err != nil {
			return
		}
		mod := builtin.WrapInModule(ctx, b)
		if core.Verify(mod) != nil {
			return
		}
		it := New(mod)
		it.MaxSteps = 1 << 14
		fn, err := it.Main()
		if err != nil || fn == nil || fn.Region(0).Empty() || fn.Region(0).First().NumArgs() != 0 {
			return
		}
		if _, err := it.Call(fn, nil); err != nil && strings.Contains(err.Error(), "internal error") {
			t.Fatalf("interpreter panicked: %v\ninput:\n%s", err, src)
		}
	})
}
