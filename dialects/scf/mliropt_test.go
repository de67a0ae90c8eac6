package scf_test

import (
	"bytes"
	"fmt"
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
	"ncc/internal/llvm"
)

// Differential tests against mlir-opt 22: every program of
// testdata/valid.mlir prints byte for byte as mlir-opt prints it (custom
// form, generic form, with locations, and after a round trip through the
// generic form), and every input of testdata/invalid.mlir gets the same
// diagnostics (file, line, column, severity, message and notes; the "see
// current operation" notes, which depend on the printing flags, aside).

var mlirOpt = llvm.MlirOpt()

func requireMlirOpt(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skipf("differential test skipped: %s not found (install mlir-22-tools)", mlirOpt)
	}
}

// runMlirOpt runs mlir-opt on file with args; a rejected input is not an
// error here.
func runMlirOpt(t *testing.T, stdin []byte, args ...string) (stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(mlirOpt, append([]string{"-allow-unregistered-dialect"}, args...)...)
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	if err := cmd.Run(); err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			t.Fatalf("mlir-opt: %v", err)
		}
	}
	return o.String(), e.String()
}

// chunk is one part of a -split-input-file input.
type chunk struct {
	src  string
	line int // lines before it in the file
}

var marker = regexp.MustCompile(`(?m)^// -----.*\n`)

func split(src string) []chunk {
	var cs []chunk
	start, line := 0, 0
	for _, m := range marker.FindAllStringIndex(src, -1) {
		cs = append(cs, chunk{src[start:m[0]], line})
		line += strings.Count(src[start:m[1]], "\n")
		start = m[1]
	}
	return append(cs, chunk{src[start:], line})
}

func newContext() *core.Context {
	ctx := core.NewContext()
	ctx.AllowUnregistered = true
	dialects.LoadAll(ctx)
	return ctx
}

// ncc parses and verifies one chunk as ncc-opt does: the module, or the
// diagnostics.
func ncc(name string, c chunk) (*core.Operation, core.Diagnostics) {
	ctx := newContext()
	blk, err := asm.Parse(ctx, []byte(c.src), asm.ParseOptions{Filename: name, LineOffset: c.line})
	if err == nil {
		m := builtin.WrapInModule(ctx, blk)
		if err = core.Verify(m); err == nil {
			return m, nil
		}
	}
	return nil, core.AsDiagnostics(err, core.Unknown(ctx))
}

func TestPrintMatchesMlirOpt(t *testing.T) {
	requireMlirOpt(t)
	const file = "testdata/valid.mlir"
	src, err := os.ReadFile(file)
	require.NoError(t, err)
	chunks := split(string(src))
	var custom []string // mlir-opt's custom form of each chunk
	for _, mode := range []struct {
		name string
		args []string
		opts asm.PrintOptions
	}{
		{"custom", nil, asm.PrintOptions{}},
		{"generic", []string{"-mlir-print-op-generic"}, asm.PrintOptions{Generic: true}},
	} {
		out, stderr := runMlirOpt(t, nil, append([]string{"-split-input-file", file}, mode.args...)...)
		require.Empty(t, stderr, "mlir-opt rejects part of %s", file)
		want := strings.Split(out, "// -----\n")
		require.Len(t, want, len(chunks))
		if custom == nil {
			custom = want
		}
		for i, c := range chunks {
			m, ds := ncc(file, c)
			require.Nil(t, ds, "%s chunk %d: %v", mode.name, i, ds)
			assert.Equal(t, want[i], asm.PrintOp(m, mode.opts)+"\n", "%s chunk %d", mode.name, i)
			if mode.opts.Generic {
				// The generic form reads back into the same program.
				back, ds := ncc("generic.mlir", chunk{src: asm.PrintOp(m, mode.opts)})
				require.Nil(t, ds, "chunk %d: generic form: %v", i, ds)
				assert.Equal(t, custom[i], asm.PrintOp(back, asm.PrintOptions{})+"\n", "round trip of chunk %d", i)
			}
		}
	}
}

// TestDebugInfoMatchesMlirOpt prints each program alone with its
// locations: only the locations that are printed get aliases.
func TestDebugInfoMatchesMlirOpt(t *testing.T) {
	requireMlirOpt(t)
	src, err := os.ReadFile("testdata/valid.mlir")
	require.NoError(t, err)
	for i, c := range split(string(src)) {
		want, stderr := runMlirOpt(t, []byte(c.src), "-mlir-print-debuginfo", "-")
		require.Empty(t, stderr)
		m, ds := ncc("<stdin>", chunk{src: c.src})
		require.Nil(t, ds)
		assert.Equal(t, want, asm.PrintOp(m, asm.PrintOptions{DebugInfo: true})+"\n", "chunk %d", i)
	}
}

var diagLine = regexp.MustCompile(`^(\S+):(\d+):(\d+): (error|note|warning|remark): (.*)$`)

func TestDiagnosticsMatchMlirOpt(t *testing.T) {
	requireMlirOpt(t)
	const file = "testdata/invalid.mlir"
	src, err := os.ReadFile(file)
	require.NoError(t, err)
	_, stderr := runMlirOpt(t, nil, "-split-input-file", file)
	var want []string
	for _, l := range strings.Split(stderr, "\n") {
		m := diagLine.FindStringSubmatch(l)
		if m == nil || strings.HasPrefix(m[5], "see current operation") {
			continue
		}
		want = append(want, strings.Join(m[2:], ":"))
	}
	var got []string
	chunks := split(string(src))
	for _, c := range chunks {
		_, ds := ncc(file, c)
		for _, d := range ds {
			for _, x := range append([]*core.Diagnostic{d}, d.Notes...) {
				if strings.HasPrefix(x.Msg, "see current operation") {
					continue
				}
				f, ok := core.FileLineColOf(x.Loc)
				require.True(t, ok, "diagnostic without a location: %s", x.Msg)
				got = append(got, fmt.Sprintf("%d:%d:%s:%s", f.Line, f.Col, x.Severity, x.Msg))
			}
		}
	}
	assert.Equal(t, want, got)
	errors := 0
	for _, w := range want {
		if strings.Contains(w, ":error:") {
			errors++
		}
	}
	assert.Equal(t, len(chunks), errors, "each input has one error")
	t.Logf("%d invalid inputs, %d diagnostics compared with mlir-opt", len(chunks), len(want))
}
