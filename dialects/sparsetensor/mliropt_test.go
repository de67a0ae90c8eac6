package sparsetensor_test

import (
	"ncc/internal/llvm"

	"bytes"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var mlirOpt = llvm.MlirOpt()

// runMlirOpt runs mlir-opt -split-input-file on src; it skips the test,
// visibly, when mlir-opt is not installed.
func runMlirOpt(t *testing.T, src string) (stdout, stderr string) {
	t.Helper()
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 22 not installed at " + mlirOpt + ": differential test skipped")
	}
	cmd := exec.Command(mlirOpt, "-split-input-file", "-")
	cmd.Stdin = strings.NewReader(src)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	_ = cmd.Run() // chunks with errors make it exit 1
	return out.String(), errb.String()
}

// TestEncodingsMatchMlirOpt prints every round-trip case with mlir-opt:
// the alias line must be the one our tests expect (and we print).
func TestEncodingsMatchMlirOpt(t *testing.T) {
	var chunks []string
	for _, c := range encodingCases {
		chunks = append(chunks, "#e = #sparse_tensor.encoding<{ "+c.in+" }>\nfunc.func private @f() attributes {e = #e}")
	}
	out, stderr := runMlirOpt(t, strings.Join(chunks, "\n// -----\n"))
	require.Empty(t, stderr)
	var got []string
	for _, line := range strings.Split(out, "\n") {
		if rest, ok := strings.CutPrefix(line, "#sparse = #sparse_tensor.encoding<{ "); ok {
			got = append(got, strings.TrimSuffix(rest, " }>"))
		}
	}
	require.Len(t, got, len(encodingCases))
	for i, c := range encodingCases {
		assert.Equal(t, c.want, got[i], c.name)
	}
}

// TestErrorsMatchMlirOpt checks every error case's first diagnostic, and
// its position, against mlir-opt's.
func TestErrorsMatchMlirOpt(t *testing.T) {
	var chunks []string
	for _, c := range errorCases {
		chunks = append(chunks, "#a = #sparse_tensor.encoding<{ "+c.in+" }>")
	}
	_, stderr := runMlirOpt(t, strings.Join(chunks, "\n// -----\n"))
	// Case i is on line 2i+1 of the input.
	diag := regexp.MustCompile(`^<stdin>:(\d+):(\d+): error: (.*)$`)
	first := map[int]string{}
	for _, line := range strings.Split(stderr, "\n") {
		m := diag.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[1])
		if _, seen := first[n]; !seen {
			first[n] = "1:" + m[2] + ": " + m[3]
		}
	}
	for i, c := range errorCases {
		assert.Equal(t, c.want, first[2*i+1], c.name)
	}
}
