package main

import (
	"ncc/internal/llvm"

	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/internal/irgen"
)

var mlirOpt = llvm.MlirOpt()

// runNcc runs ncc-opt in process on file with args.
func runNcc(args ...string) (stdout, stderr string, code int) {
	var o, e bytes.Buffer
	code = run(args, strings.NewReader(""), &o, &e)
	return o.String(), e.String(), code
}

func runMlir(t *testing.T, args ...string) (stdout, stderr string, code int) {
	var o, e bytes.Buffer
	cmd := exec.Command(mlirOpt, args...)
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return o.String(), e.String(), ee.ExitCode()
	}
	require.NoError(t, err)
	return o.String(), e.String(), 0
}

var firstErrRE = regexp.MustCompile(`(?m)^[^\n]*?:(\d+):\d+: error:`)

// firstErrorLine returns the line of the first error diagnostic, or "".
func firstErrorLine(stderr string) string {
	if m := firstErrRE.FindStringSubmatch(stderr); m != nil {
		return m[1]
	}
	return ""
}

// TestDifferentialAgainstMlirOpt prints a corpus of random programs (nested
// regions, successors, aliases, every attribute and type kind, locations)
// with ncc-opt and mlir-opt 22 and requires byte-identical output in pretty,
// generic and debug-info form; programs mlir-opt rejects must be rejected
// with the first error on the same line.
func TestDifferentialAgainstMlirOpt(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skipf("SKIP differential test: %s not found (apt-get install mlir-22-tools)", mlirOpt)
	}
	n := 100
	if testing.Short() {
		n = 20
	}
	dir := t.TempDir()
	modes := [][]string{nil, {"--mlir-print-op-generic"}, {"--mlir-print-debuginfo"}, {"--mlir-print-local-scope", "--mlir-print-debuginfo"}}
	var same, rejected atomic.Int64
	accepted := make([]bool, n+1)
	t.Run("corpus", func(t *testing.T) {
		for seed := 1; seed <= n; seed++ {
			t.Run(fmt.Sprint(seed), func(t *testing.T) {
				t.Parallel()
				s, r := diffOne(t, dir, seed, modes)
				same.Add(s)
				rejected.Add(r)
				accepted[seed] = r == 0
			})
		}
	})
	t.Logf("%d outputs byte-identical with mlir-opt, %d programs rejected by both", same.Load(), rejected.Load())

	// One module of copies of all the accepted programs (symbols renamed
	// apart, those defining aliases left out) is large enough for ncc-opt
	// to parse, number and print it in parallel (over 256 KB and 20,000
	// ops).
	t.Run("concatenated", func(t *testing.T) {
		sym := regexp.MustCompile(`@("?)`)
		aliasDef := regexp.MustCompile(`(?m)^[#!]`)
		var big strings.Builder
		for copy := 0; big.Len() < 1<<20; copy++ {
			for seed := 1; seed <= n; seed++ {
				src := irgen.Program(uint64(seed), irgen.DefaultConfig)
				if !accepted[seed] || aliasDef.MatchString(src) {
					continue
				}
				big.WriteString(sym.ReplaceAllString(src, fmt.Sprintf("@${1}c%d_s%d_", copy, seed)) + "\n")
			}
			if copy == 0 && big.Len() == 0 {
				t.Skip("no generated program was accepted")
			}
		}
		file := filepath.Join(dir, "all.mlir")
		require.NoError(t, os.WriteFile(file, []byte(big.String()), 0o644))
		for _, mode := range modes {
			args := append([]string{"--allow-unregistered-dialect", file}, mode...)
			mOut, mErr, mCode := runMlir(t, args...)
			require.Equal(t, 0, mCode, mErr)
			nOut, nErr, nCode := runNcc(args...)
			require.Equal(t, 0, nCode, nErr)
			assert.Equal(t, mOut, nOut, "concatenated corpus %v", mode)
		}
		t.Logf("concatenated corpus: %d bytes", big.Len())
	})
}

// diffOne compares one generated program in every mode.
func diffOne(t *testing.T, dir string, seed int, modes [][]string) (same, rejected int64) {
	{
		src := irgen.Program(uint64(seed), irgen.DefaultConfig)
		file := filepath.Join(dir, fmt.Sprintf("p%d.mlir", seed))
		require.NoError(t, os.WriteFile(file, []byte(src), 0o644))
		for _, mode := range modes {
			args := append([]string{"--allow-unregistered-dialect", file}, mode...)
			mOut, mErr, mCode := runMlir(t, args...)
			nOut, nErr, nCode := runNcc(args...)
			if mCode != 0 {
				if assert.NotEqual(t, 0, nCode, "seed %d %v: mlir-opt rejects, ncc-opt accepts:\n%s", seed, mode, mErr) {
					assert.Equal(t, firstErrorLine(mErr), firstErrorLine(nErr), "seed %d %v: first error line\nmlir-opt: %s\nncc-opt: %s", seed, mode, mErr, nErr)
				}
				rejected++
				break
			}
			if assert.Equal(t, 0, nCode, "seed %d %v: ncc-opt rejects what mlir-opt accepts:\n%s", seed, mode, nErr) &&
				assert.Equal(t, mOut, nOut, "seed %d %v", seed, mode) {
				same++
			}
		}
	}
	return same, rejected
}

// notFixpoint lists the lit files whose printed form does not read back,
// in mlir-opt 22 either, with the reason.
var notFixpoint = map[string]string{
	"rewrite/canonicalize-switch.mlir": "a cf.switch on i128 prints case -1 as its low 64 bits, " +
		"18446744073709551615, as mlir-opt does, which is too large to read back",
}

// TestRoundTripFixpoint: for every .mlir file of the lit suite that ncc-opt
// accepts, printing is a fixpoint in pretty and generic form.
func TestRoundTripFixpoint(t *testing.T) {
	root := filepath.Join("..", "..", "lit")
	var files []string
	require.NoError(t, filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "Inputs" || d.Name() == "Output") {
			return filepath.SkipDir
		}
		if strings.HasSuffix(p, ".mlir") {
			files = append(files, p)
		}
		return nil
	}))
	dir := t.TempDir()
	checked := 0
	for _, f := range files {
		rel, _ := filepath.Rel(root, f)
		if why, ok := notFixpoint[filepath.ToSlash(rel)]; ok {
			t.Logf("not checked: %s: %s", rel, why)
			continue
		}
		for _, generic := range []bool{false, true} {
			args := []string{"--allow-unregistered-dialect", "--split-input-file", f}
			if generic {
				args = append(args, "--mlir-print-op-generic")
			}
			out1, _, code := runNcc(args...)
			if code != 0 {
				continue // files of expected errors; their good chunks are checked elsewhere
			}
			tmp := filepath.Join(dir, "once.mlir")
			require.NoError(t, os.WriteFile(tmp, []byte(out1), 0o644))
			args[2] = tmp
			out2, errs, code := runNcc(args...)
			require.Equal(t, 0, code, "%s: reparsing printed output failed:\n%s", f, errs)
			assert.Equal(t, out1, out2, "%s (generic=%v): print(parse(x)) is not a fixpoint", f, generic)
			checked++
		}
	}
	t.Logf("%d lit files x forms checked for round-trip fixpoint", checked)
}
