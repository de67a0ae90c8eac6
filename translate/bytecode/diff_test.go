package bytecode

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/internal/irgen"
	"ncc/internal/llvm"
)

var mlirOpt = llvm.MlirOpt()

func requireMlirOpt(t testing.TB) {
	t.Helper()
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skipf("SKIP differential test: %s not found (apt-get install mlir-22-tools)", mlirOpt)
	}
}

// runMlir runs mlir-opt in dir and returns its stdout, or stderr and false.
func runMlir(dir string, args ...string) ([]byte, string, bool) {
	cmd := exec.Command(mlirOpt, append([]string{"--allow-unregistered-dialect"}, args...)...)
	cmd.Dir = dir
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	return o.Bytes(), e.String(), err == nil
}

func newCtx() *core.Context {
	ctx := core.NewContext()
	ctx.AllowUnregistered = true
	dialects.LoadAll(ctx)
	return ctx
}

// parseText parses and verifies MLIR text as ncc-opt does.
func parseText(name string, src []byte) (*core.Operation, error) {
	ctx := newCtx()
	blk, err := asm.Parse(ctx, src, asm.ParseOptions{Filename: name})
	if err != nil {
		return nil, err
	}
	// The implicit module at "file":0:0, as mlir-opt makes it.
	m := builtin.WrapInModuleAt(ctx, blk, core.FileLineCol(ctx, name, 0, 0))
	return m, core.Verify(m)
}

// readBytecode reads and verifies bytecode as ncc-opt does.
func readBytecode(name string, data []byte) (*core.Operation, error) {
	ctx := newCtx()
	blk, err := Read(ctx, name, data)
	if err != nil {
		return nil, err
	}
	m := builtin.WrapInModule(ctx, blk)
	return m, core.Verify(m)
}

func encode(t testing.TB, m *core.Operation, opts *Options) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, Write(&b, m, opts))
	return b.Bytes()
}

type corpusFile struct {
	name string
	src  []byte
}

// diffCorpus is the builtin/func/arith/cf corpus: this package's testdata,
// the printer's differential files, and generated programs.
func diffCorpus(t testing.TB, seeds int) []corpusFile {
	var out []corpusFile
	for _, glob := range []string{"testdata/*.mlir", "../../core/asm/testdata/diff/*.mlir"} {
		files, err := filepath.Glob(glob)
		require.NoError(t, err)
		for _, f := range files {
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			out = append(out, corpusFile{f, src})
		}
	}
	for seed := 1; seed <= seeds; seed++ {
		out = append(out, corpusFile{fmt.Sprintf("irgen-%d", seed), []byte(irgen.Program(uint64(seed), irgen.DefaultConfig))})
	}
	return out
}

var printModes = []struct {
	name  string
	flags []string
	opts  asm.PrintOptions
}{
	{"pretty", nil, asm.PrintOptions{}},
	{"generic", []string{"--mlir-print-op-generic"}, asm.PrintOptions{Generic: true}},
	{"debuginfo", []string{"--mlir-print-debuginfo"}, asm.PrintOptions{DebugInfo: true}},
}

// TestDiffMlirOpt checks bytecode interop with mlir-opt 22 both ways, in
// pretty, generic and debug-info printing: (a) bytecode mlir-opt writes,
// read by ncc, prints what mlir-opt prints from the text; (b) bytecode ncc
// writes, read by mlir-opt, prints the same. It also counts the files
// whose bytecode ncc re-encodes byte for byte as mlir-opt wrote it.
func TestDiffMlirOpt(t *testing.T) {
	requireMlirOpt(t)
	seeds := 60
	if testing.Short() {
		seeds = 15
	}
	corpus := diffCorpus(t, seeds)
	var files, readSame, writeSame, modes, identical, fromText, rejected atomic.Int64
	t.Run("corpus", func(t *testing.T) {
		for _, cf := range corpus {
			t.Run(filepath.Base(cf.name), func(t *testing.T) {
				t.Parallel()
				dir := t.TempDir()
				require.NoError(t, os.WriteFile(filepath.Join(dir, "in.mlir"), cf.src, 0o644))
				mbc, stderr, ok := runMlir(dir, "--emit-bytecode", "in.mlir")
				if !ok {
					rejected.Add(1)
					t.Logf("mlir-opt rejects %s: %s", cf.name, stderr)
					return
				}
				files.Add(1)
				ours, err := parseText("in.mlir", cf.src)
				require.NoError(t, err, "ncc rejects what mlir-opt accepts")
				nbc := encode(t, ours, nil)
				if bytes.Equal(encode(t, ours, &Options{Version: Version, Producer: "MLIR22.1.8"}), mbc) {
					fromText.Add(1)
				}
				require.NoError(t, os.WriteFile(filepath.Join(dir, "ncc.bc"), nbc, 0o644))
				theirs, err := readBytecode("mlir.bc", mbc)
				require.NoError(t, err, "reading mlir-opt's bytecode")
				for _, mode := range printModes {
					modes.Add(1)
					want, stderr, ok := runMlir(dir, append([]string{"in.mlir"}, mode.flags...)...)
					require.True(t, ok, stderr)
					got := asm.PrintOp(theirs, mode.opts) + "\n"
					if assert.Equal(t, string(want), got, "(a) %s %s: ncc reading mlir-opt's bytecode", cf.name, mode.name) {
						readSame.Add(1)
					}
					got2, stderr, ok := runMlir(dir, append([]string{"ncc.bc"}, mode.flags...)...)
					if assert.True(t, ok, "(b) %s: mlir-opt rejects ncc's bytecode: %s", cf.name, stderr) &&
						assert.Equal(t, string(want), string(got2), "(b) %s %s: mlir-opt reading ncc's bytecode", cf.name, mode.name) {
						writeSame.Add(1)
					}
				}
				again := encode(t, theirs, &Options{Version: Version, Producer: "MLIR22.1.8"})
				if bytes.Equal(again, mbc) {
					identical.Add(1)
				} else if os.Getenv("BYTECODE_DUMP") != "" {
					os.WriteFile(filepath.Join(os.Getenv("BYTECODE_DUMP"), filepath.Base(cf.name)+".mlir.bc"), mbc, 0o644)
					os.WriteFile(filepath.Join(os.Getenv("BYTECODE_DUMP"), filepath.Base(cf.name)+".ncc.bc"), again, 0o644)
				}
			})
		}
	})
	t.Logf("%d files (%d rejected by mlir-opt), %d file×mode comparisons: (a) mlir-opt → ncc %d identical, (b) ncc → mlir-opt %d identical", files.Load(), rejected.Load(), modes.Load(), readSame.Load(), writeSame.Load())
	t.Logf("byte-identical to mlir-opt's bytecode (but the producer): ncc re-encoding it %d/%d, ncc encoding the text %d/%d "+
		"(files of mlir-opt's test dialect differ by its dialect version)", identical.Load(), files.Load(), fromText.Load(), files.Load())
}

// TestDiffVersions does the same for the older versions 0 to 5: mlir-opt
// and ncc read each other's bytecode of a version and print the same as
// mlir-opt reading its own.
func TestDiffVersions(t *testing.T) {
	requireMlirOpt(t)
	files, err := filepath.Glob("testdata/*.mlir")
	require.NoError(t, err)
	var same, total, identical atomic.Int64
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			require.NoError(t, os.WriteFile(filepath.Join(dir, "in.mlir"), src, 0o644))
			ours, err := parseText("in.mlir", src)
			require.NoError(t, err)
			for v := 0; v < Version; v++ {
				ver := fmt.Sprintf("--emit-bytecode-version=%d", v)
				mbc, stderr, ok := runMlir(dir, "--emit-bytecode", ver, "in.mlir")
				require.True(t, ok, stderr)
				require.NoError(t, os.WriteFile(filepath.Join(dir, "m.bc"), mbc, 0o644))
				want, stderr, ok := runMlir(dir, "--mlir-print-debuginfo", "m.bc")
				require.True(t, ok, stderr)
				theirs, err := readBytecode("m.bc", mbc)
				require.NoError(t, err, "version %d", v)
				total.Add(2)
				if assert.Equal(t, string(want), asm.PrintOp(theirs, asm.PrintOptions{DebugInfo: true})+"\n", "ncc reading mlir-opt's version %d", v) {
					same.Add(1)
				}
				if bytes.Equal(mbc, encode(t, theirs, &Options{Version: v, Producer: "MLIR22.1.8"})) {
					identical.Add(1)
				}
				if v < vNativeProperties && hasUnregisteredProps(ours) {
					// mlir-opt drops the properties of unregistered ops
					// before version 5; ncc keeps them as attributes.
					total.Add(-1)
					continue
				}
				require.NoError(t, os.WriteFile(filepath.Join(dir, "n.bc"), encode(t, ours, &Options{Version: v}), 0o644))
				got, stderr, ok := runMlir(dir, "--mlir-print-debuginfo", "n.bc")
				if assert.True(t, ok, "mlir-opt rejects ncc's version %d: %s", v, stderr) &&
					assert.Equal(t, string(want), string(got), "mlir-opt reading ncc's version %d", v) {
					same.Add(1)
				}
			}
		})
	}
	t.Cleanup(func() {
		t.Logf("versions 0-5: %d/%d comparisons identical; %d/%d files re-encoded byte for byte", same.Load(), total.Load(), identical.Load(), len(files)*Version)
	})
}
