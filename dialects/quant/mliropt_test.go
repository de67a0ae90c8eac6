package quant_test

import (
	"ncc/internal/llvm"

	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/builtin"
)

var mlirOpt = llvm.MlirOpt()

// nccOpt is what ncc-opt does with src: the printed module, or the first
// rendered diagnostic's first line.
func nccOpt(name string, src []byte) (out, firstErr string) {
	ctx := newCtx()
	b, err := asm.Parse(ctx, src, asm.ParseOptions{Filename: name})
	if err != nil {
		sm := asm.NewSourceMgr()
		sm.Add(name, src)
		ds, ok := err.(core.Diagnostics)
		if !ok || len(ds) == 0 {
			return "", err.Error()
		}
		line, _, _ := strings.Cut(sm.Render(ds[0]), "\n")
		return "", line
	}
	m := builtin.WrapInModule(ctx, b)
	// mlir-opt ends its output with a newline after the module's own.
	return asm.PrintOp(m, asm.PrintOptions{Context: ctx}) + "\n", ""
}

// theirs runs mlir-opt on file: its output, or its first stderr line.
func theirs(t *testing.T, file string) (out, firstErr string) {
	var o, e bytes.Buffer
	cmd := exec.Command(mlirOpt, file)
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	if _, isExit := err.(*exec.ExitError); err != nil && !isExit {
		require.NoError(t, err)
	}
	line, _, _ := strings.Cut(e.String(), "\n")
	return o.String(), line
}

// TestAgainstMlirOpt runs every round-trip and error case of quant_test.go
// through mlir-opt 22 and ncc: printed modules must be byte-identical, and
// rejected inputs must get the same first diagnostic line (file, line,
// column, message) except where ncc knowingly differs.
func TestAgainstMlirOpt(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skipf("SKIP: %s not installed (apt-get install mlir-22-tools); quant types not compared with mlir-opt", mlirOpt)
	}
	// Where ncc's first diagnostic differs from mlir-opt's, and why.
	differs := map[string]string{
		"!quant.uniform": "eofQuirk: mlir-opt reports the token after the body",
		"!quant.any":     "eofQuirk: mlir-opt reports the token after the body",
		"!quant.uniform<f8E4M3FN:f32, 1.0>": "mlir-opt 22 reads a float storage type as an integer " +
			"and reports a garbage width; ncc says what MLIR's verifier says",
		"!quant.uniform<index:f32, 1.0>": "as for float storage types",
		"!quant.uniform<i123123123120:f32, 1.0>": "core's integer type parser reports the width " +
			"limit; mlir-opt says 'invalid integer width' for widths beyond 32 bits",
	}
	dir := t.TempDir()
	n := 0
	check := func(t *testing.T, typ, wantErr string) {
		src := []byte(prefix + typ + ")\n")
		file := filepath.Join(dir, fmt.Sprintf("c%d.mlir", n))
		n++
		require.NoError(t, os.WriteFile(file, src, 0o644))
		mOut, mErr := theirs(t, file)
		nOut, nErr := nccOpt(file, src)
		if why, ok := differs[typ]; ok {
			t.Logf("known difference (%s):\n mlir-opt: %s\n ncc:      %s", why, mErr, nErr)
			assert.NotEmpty(t, nErr, "ncc must reject what mlir-opt rejects")
			return
		}
		assert.Equal(t, mErr, nErr, "first diagnostic")
		assert.Equal(t, mOut, nOut, "printed module")
		if wantErr != "" {
			assert.Contains(t, mErr, wantErr, "the case table's message is mlir-opt's")
		}
	}
	for _, c := range append(roundTripCases, printOnlyCases...) {
		t.Run("ok/"+c.in, func(t *testing.T) { check(t, c.in, "") })
	}
	for _, c := range errorCases {
		t.Run("err/"+c.in, func(t *testing.T) { check(t, c.in, c.msg) })
	}
	t.Run("err/width", func(t *testing.T) { check(t, "!quant.uniform<i123123123120:f32, 1.0>", "") })
}
