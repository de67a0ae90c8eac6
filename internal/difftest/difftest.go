// Package difftest runs mlir-opt as an oracle for differential tests: it
// finds the binary, runs it on text, and parses and prints IR the way
// ncc-opt does (every dialect loaded), so tests can compare output byte for
// byte. It sits beside tools/ in the layer table: it may import anything,
// and only tests import it.
package difftest

import (
	"ncc/internal/llvm"

	"bytes"
	"os"
	"os/exec"
	"testing"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
)

// MlirOpt is where mlir-opt 22 is installed (ncc/internal/llvm finds it).
var MlirOpt = llvm.MlirOpt()

// Require skips the test, visibly, when mlir-opt is absent.
func Require(t testing.TB) {
	t.Helper()
	if _, err := os.Stat(MlirOpt); err != nil {
		t.Skipf("differential test skipped: %s not found (install mlir-22-tools)", MlirOpt)
	}
}

// Run runs mlir-opt with args on src and returns stdout, or ok=false with
// stderr when it rejects the input.
func Run(src string, args ...string) (out string, stderr string, ok bool) {
	cmd := exec.Command(MlirOpt, append(args, "-")...)
	cmd.Stdin = bytes.NewReader([]byte(src))
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	return o.String(), e.String(), err == nil
}

// Parse parses src into a builtin.module with every ncc dialect loaded.
func Parse(t testing.TB, src string) *core.Operation {
	t.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "input.mlir"})
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	return builtin.WrapInModule(ctx, blk)
}

// Print prints op as mlir-opt does by default.
func Print(op *core.Operation) string {
	return asm.PrintOp(op, asm.PrintOptions{}) + "\n"
}

// Funcs returns the func.func ops directly in module.
func Funcs(module *core.Operation) []*core.Operation {
	var fs []*core.Operation
	for o := builtin.Body(module).First(); o != nil; o = o.Next() {
		if o.Name() == "func.func" {
			fs = append(fs, o)
		}
	}
	return fs
}
