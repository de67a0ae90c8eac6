package filecheck

import (
	"ncc/internal/llvm"

	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var llvmFileCheck = llvm.FileCheck()

func requireLLVM(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(llvmFileCheck); err != nil {
		t.Skipf("SKIP differential test: %s not installed (apt install llvm-22-tools)", llvmFileCheck)
	}
}

// TestDifferential runs every case in testdata/diff through LLVM's FileCheck
// and ours; they must agree on the exit code and the location of the first
// error. Each passing case is also mutated (one positive directive made
// unmatchable) and both must then fail, again agreeing.
func TestDifferential(t *testing.T) {
	requireLLVM(t)
	cases, err := LoadCases("testdata/diff")
	require.NoError(t, err)
	require.NotEmpty(t, cases)
	var total, agree, exact, mutated, mutAgree int
	compare := func(t *testing.T, c Case) (Outcome, bool) {
		dir := t.TempDir()
		llvm, err := RunBinary(llvmFileCheck, c, dir)
		require.NoError(t, err)
		llvm.Stderr = strings.ReplaceAll(llvm.Stderr, llvmFileCheck, "FileCheck")
		ours := RunInProcess(c, dir)
		total++
		ok := assert.Equal(t, llvm.Code, ours.Code, "exit code") &&
			assert.Equal(t, llvm.FirstError, ours.FirstError, "first error location")
		if ok {
			agree++
		}
		if llvm.Stderr == ours.Stderr {
			exact++
		} else if ok {
			t.Logf("stderr differs (pass/fail and location agree):\n--- llvm\n%s\n--- ours\n%s",
				strip(llvm.Stderr, dir), strip(ours.Stderr, dir))
		}
		if !ok {
			t.Logf("--- llvm\n%s\n--- ours\n%s", strip(llvm.Stderr, dir), strip(ours.Stderr, dir))
		}
		return llvm, ok
	}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			llvm, _ := compare(t, c)
			if llvm.Code != 0 {
				return
			}
			m, ok := Mutate(c)
			if !ok {
				return
			}
			t.Run("mutated", func(t *testing.T) {
				mutated++
				ml, ok := compare(t, m)
				assert.NotEqual(t, 0, ml.Code, "mutation must make LLVM fail")
				if ok && ml.Code != 0 {
					mutAgree++
				}
			})
		})
	}
	t.Logf("differential: %d/%d runs agree on exit code and first error location; "+
		"%d/%d have byte-identical stderr; mutations: %d/%d fail in both and agree",
		agree, total, exact, total, mutAgree, mutated)
}

func strip(s, dir string) string { return strings.ReplaceAll(s, dir+"/", "") }
