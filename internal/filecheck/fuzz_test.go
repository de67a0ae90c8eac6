package filecheck

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// FuzzParseChecks feeds arbitrary check files (and inputs) through parsing,
// matching and the input dump: any outcome is fine except a panic or an
// exit code FileCheck never returns.
func FuzzParseChecks(f *testing.F) {
	seeds := []string{
		"CHECK: a\nCHECK-NEXT: b\n", "CHECK-DAG: [[X:a+]]\nCHECK-NOT: [[X]]\n",
		"CHECK: [[#%.4X,N:]] [[#N+1]] [[#max(N,add(1,2))]]\n", "CHECK: {{(a|b)*}}[[V:[[:alpha:]]]]\\1\n",
		"CHECK-LABEL: f\nCHECK-EMPTY:\nCHECK-COUNT-2{LITERAL}: [[\n", "CHECK: [[@LINE+1]] [[#@LINE-2]]\n",
		"CHECK: {{[[:<:]]x{2,3}[^\\n]}}\n", "CHECK: [[a:]]]\n", "CHECK: [[#%#x,V:]]\n", "CHECK-SAME: {{$}}\n",
	}
	if cases, err := LoadCases("testdata/diff"); err == nil {
		for _, c := range cases {
			seeds = append(seeds, c.Check+"\x00"+c.Input)
		}
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data string) {
		check, in, _ := strings.Cut(data, "\x00")
		if in == "" {
			in = "a b\nfoo 12 0xff\n\nbar\n"
		}
		for _, args := range []string{"--dump-input=always -vv", "--match-full-lines --strict-whitespace --ignore-case --enable-var-scope"} {
			cfg, err := ParseArgs(append(strings.Fields(args), "check.txt"))
			require.NoError(t, err)
			var stderr bytes.Buffer
			code := CheckText(cfg, "check.txt", check, in, &stderr)
			if code < 0 || code > 2 {
				t.Fatalf("exit code %d", code)
			}
		}
	})
}

// TestLargeInput checks a 10 MB input against thousands of directives of
// every kind; it logs the time (never asserts on it) so quadratic behavior
// shows up as a test that takes minutes rather than a second.
func TestLargeInput(t *testing.T) {
	if testing.Short() {
		t.Skip("large input")
	}
	var in, check strings.Builder
	const funcs = 5200
	for f := 0; f < funcs; f++ {
		in.WriteString("func f" + itoa(f) + ":\n")
		check.WriteString("CHECK-LABEL: func f" + itoa(f) + ":\n")
		for l := 0; l < 40; l++ {
			in.WriteString("  %" + itoa(l) + " = add i32 %a, " + itoa(f*l) + " ; padding padding padding\n")
		}
		switch f % 4 {
		case 0:
			check.WriteString("CHECK: %[[V:[0-9]+]] = add i32 %a, [[#N:]]\nCHECK-NEXT: %[[#]] = add i32 %a, [[#N+" + itoa(f) + "]]\n")
		case 1:
			check.WriteString("CHECK-DAG: %7 = add\nCHECK-DAG: %3 = add\nCHECK-NOT: sub\nCHECK: %39 = {{.*}}padding{{$}}\n")
		case 2:
			check.WriteString("CHECK-COUNT-3: add i32\nCHECK-SAME: padding\n")
		default:
			check.WriteString("CHECK: %38 = add i32 %a, " + itoa(f*38) + "\n")
		}
	}
	require.Greater(t, in.Len(), 10<<20)
	cfg, err := ParseArgs([]string{"--implicit-check-not=error", "check.txt"})
	require.NoError(t, err)
	start := time.Now()
	var stderr bytes.Buffer
	code := CheckText(cfg, "check.txt", check.String(), in.String(), &stderr)
	assert.Equal(t, 0, code, stderr.String())
	ours := time.Since(start)
	t.Logf("ours: %d MB against %d check lines in %v", in.Len()>>20, strings.Count(check.String(), "\n"), ours)
	if _, err := os.Stat(llvmFileCheck); err != nil {
		return
	}
	dir := t.TempDir()
	c := Case{Args: []string{"--implicit-check-not=error"}, Check: check.String(), Input: in.String()}
	start = time.Now()
	llvm, err := RunBinary(llvmFileCheck, c, dir)
	require.NoError(t, err)
	assert.Equal(t, 0, llvm.Code, llvm.Stderr)
	t.Logf("LLVM FileCheck: %v (ours/LLVM = %.2f)", time.Since(start), float64(ours)/float64(time.Since(start)))
}
