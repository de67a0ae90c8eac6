// Package lit_test runs the lit suite in this folder as part of go test:
// every tool in tools/ is built once, then each lit test becomes a parallel
// subtest of TestLit run by ncc's runner (internal/lit), and TestLLVMLit runs
// the same suite under LLVM's lit and checks that both runners agree.
package lit_test

import (
	"ncc/internal/llvm"

	"context"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/internal/lit"
)

// llvmLit is LLVM's lit from the llvm-22-tools package.
var llvmLit = llvm.Lit()

// perTest bounds one lit test, so a hang fails the test instead of go test.
const perTest = 5 * time.Minute

var (
	buildOnce sync.Once
	binDir    string
	buildErr  error
)

// tools builds every command in tools/ into one temporary folder, once per
// go test process. If the whole build fails (a tool under construction),
// the tools that do build are still used and the failure is reported.
func tools(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		binDir, buildErr = os.MkdirTemp("", "ncc-bin-")
		if buildErr != nil {
			return
		}
		out, err := goBuild(binDir, "./tools/...")
		if err == nil {
			return
		}
		buildErr = fmt.Errorf("go build ./tools/...: %v\n%s", err, out)
		dirs, _ := filepath.Glob("../tools/*")
		for _, d := range dirs {
			if fi, err := os.Stat(d); err == nil && fi.IsDir() && filepath.Base(d) != "internal" {
				goBuild(binDir, "./tools/"+filepath.Base(d))
			}
		}
	})
	if binDir == "" {
		t.Fatalf("no folder for the tools: %v", buildErr)
	}
	return binDir
}

func goBuild(dir, pkg string) ([]byte, error) {
	cmd := exec.Command("go", "build", "-o", dir+string(filepath.Separator), pkg)
	cmd.Dir = ".."
	return cmd.CombinedOutput()
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// dependOnSources stats every Go file of the module, so go test's cache
// reruns the lit suite when any tool's source changes (the tools are built
// in a subprocess, which the cache does not see).
func dependOnSources(t *testing.T) {
	t.Helper()
	err := filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "Output" || strings.HasPrefix(d.Name(), ".") && p != "..") {
			return filepath.SkipDir
		}
		if !d.IsDir() && (strings.HasSuffix(p, ".go") || d.Name() == "go.mod") {
			_, err = os.Stat(p)
		}
		return err
	})
	require.NoError(t, err)
}

// results holds TestLit's outcomes by test path, for TestLLVMLit.
var (
	resultsMu sync.Mutex
	results   = map[string]lit.Code{}
)

// TestLit runs every lit test in this folder with ncc's runner, each as a
// parallel subtest whose failure message is lit's report of the test.
func TestLit(t *testing.T) {
	dependOnSources(t)
	bin := tools(t)
	if buildErr != nil {
		t.Errorf("%v", buildErr)
	}
	tests, err := lit.Discover([]string{"."}, map[string]string{"bin_dir": bin, "exec_root": t.TempDir()})
	require.NoError(t, err)
	require.NotEmpty(t, tests, "no lit tests found")
	for _, tc := range tests {
		t.Run(tc.Path, func(t *testing.T) {
			t.Parallel()
			r := tc.Run(context.Background(), lit.RunOptions{Timeout: perTest})
			resultsMu.Lock()
			results[tc.Path] = r.Code
			resultsMu.Unlock()
			switch {
			case r.Code.IsFailure():
				t.Errorf("%s: %s\n%s", r.Code, tc.FullName(), r.Output)
			case r.Code == lit.Unsupported || r.Code == lit.XFail:
				t.Skipf("%s: %s", r.Code, strings.TrimSpace(firstLine(r.Output)))
			}
		})
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

var resultLine = regexp.MustCompile(`^([A-Z]+): \S+ :: (\S+) \(\d+ of \d+\)$`) // any suite, nested ones too

// TestLLVMLit runs the suite under LLVM's lit (lit.cfg.py) and checks that
// it passes and that every test gets the same result code as with ncc-lit.
func TestLLVMLit(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the suite is not rerun under LLVM lit")
	}
	if _, err := os.Stat(llvmLit); err != nil {
		t.Skipf("LLVM lit not found at %s (apt-get install llvm-22-tools): the suite is not checked against LLVM lit", llvmLit)
	}
	dependOnSources(t)
	bin := tools(t)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, llvmLit, "--param", "bin_dir="+bin, "--param", "exec_root="+t.TempDir(), ".")
	out, err := cmd.CombinedOutput()
	llvm := map[string]string{}
	for _, line := range strings.Split(string(out), "\n") {
		if m := resultLine.FindStringSubmatch(line); m != nil {
			llvm[m[2]] = m[1]
		}
	}
	if err != nil {
		t.Errorf("LLVM lit failed: %v\n%s", err, out)
	}
	require.NotEmpty(t, llvm, "no result lines from LLVM lit:\n%s", out)

	ours := ourResults(t, bin)
	var paths []string
	for p := range llvm {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		got, ok := ours[p]
		if assert.True(t, ok, "LLVM lit ran %s, ncc-lit did not discover it", p) {
			assert.Equal(t, llvm[p], got.String(), "result of %s: LLVM lit vs ncc-lit", p)
		}
	}
	assert.Len(t, ours, len(llvm), "number of tests: ncc-lit vs LLVM lit")
}

// ourResults returns TestLit's outcomes, or runs the suite quietly when
// TestLit did not run (go test -run TestLLVMLit).
func ourResults(t *testing.T, bin string) map[string]lit.Code {
	resultsMu.Lock()
	defer resultsMu.Unlock()
	if len(results) > 0 {
		return results
	}
	tests, err := lit.Discover([]string{"."}, map[string]string{"bin_dir": bin, "exec_root": t.TempDir()})
	require.NoError(t, err)
	out := map[string]lit.Code{}
	for _, tc := range tests {
		out[tc.Path] = tc.Run(context.Background(), lit.RunOptions{Timeout: perTest}).Code
	}
	return out
}

// llvmFileCheck is LLVM's FileCheck, the oracle for ours.
var llvmFileCheck = llvm.FileCheck()

// TestLitWithLLVMFileCheck runs the whole suite again with LLVM's FileCheck
// in place of ours and requires every test to get the result it got with
// ours: the two FileChecks agree on every check of the suite.
func TestLitWithLLVMFileCheck(t *testing.T) {
	if _, err := os.Stat(llvmFileCheck); err != nil {
		t.Skipf("LLVM FileCheck not found at %s (apt-get install llvm-22-tools): the suite's checks are not compared with it", llvmFileCheck)
	}
	bin := tools(t)
	alt := t.TempDir()
	entries, err := os.ReadDir(bin)
	require.NoError(t, err)
	for _, e := range entries {
		target := filepath.Join(bin, e.Name())
		if e.Name() == "filecheck" {
			target = llvmFileCheck
		}
		require.NoError(t, os.Symlink(target, filepath.Join(alt, e.Name())))
	}
	tests, err := lit.Discover([]string{"."}, map[string]string{"bin_dir": alt, "exec_root": t.TempDir()})
	require.NoError(t, err)
	for _, tc := range tests {
		t.Run(tc.Path, func(t *testing.T) {
			t.Parallel()
			r := tc.Run(context.Background(), lit.RunOptions{Timeout: perTest})
			resultsMu.Lock()
			ours, ran := results[tc.Path]
			resultsMu.Unlock()
			if ran {
				assert.Equal(t, ours.String(), r.Code.String(), "%s: result with our FileCheck vs LLVM's\n%s", tc.Path, r.Output)
			} else if r.Code.IsFailure() {
				t.Errorf("%s with LLVM FileCheck: %s\n%s", r.Code, tc.FullName(), r.Output)
			}
		})
	}
}
