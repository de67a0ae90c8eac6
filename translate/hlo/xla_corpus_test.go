package hlo_test

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/translate/hlo"
)

// xlaCorpus is XLA's own .hlo test files (testdata/xla/README.md): HLO
// text as XLA's developers and tools write it, with or without the module
// header, several modules split by `// -----`, and HloProtos in protobuf
// text format.
const xlaCorpus = "testdata/xla"

// xlaKnownFailures are the files (or their first failing chunk) that do
// not import, with a substring of the error. Each is a gap or a file XLA
// itself rejects; the test fails when one starts importing, so that this
// list stays exact.
var xlaKnownFailures = map[string]string{
	// Opcodes without a StableHLO meaning: refused by design.
	"tests__rng_get_and_update_state.hlo":               "cannot import HLO opcode 'rng-get-and-update-state'",
	"service__gpu__tests__rng_get_and_update_state.hlo": "cannot import HLO opcode 'rng-get-and-update-state'",
	// ragged-dot has a CHLO meaning (chlo.ragged_dot) ncc does not import yet.
	"hlo__translate__hlo_to_mhlo__tests__ragged_dot.hlo": "cannot import HLO opcode 'ragged-dot'",
	// Invalid on purpose (a test of XLA's verifier).
	"tools__tests__invalid_concat.hlo": "are not compatible at non-concat index",
	// Instructions without their shape, which XLA's parser infers: not yet.
	"service__xla_aot_compile_test.hlo": "unknown primitive type 'add'",
	// The pre-2018 module header (`HloModule name:`).
	"tests__isolated_convolution.hlo": "expected a computation, found ':'",
	// A scalar literal for an array constant (s8[10] constant(1)).
	"tools__compute_cost_test.hlo": "expected '{' at dimension 0 of a literal",
	// all-gather-start with an array shape (newer XLA) where ncc expects
	// the (operands, results) tuple.
	"hlo__translate__hlo_to_mhlo__tests__import_async.hlo": "must have a tuple shape",
}

// splitMarker is --split-input-file's marker line.
var splitMarker = regexp.MustCompile(`(?m)^// -----$`)

func TestXLACorpus(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(xlaCorpus, "*.hlo"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	ctx := newContext()
	ok := 0
	var failed []string
	for _, f := range files {
		name := filepath.Base(f)
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		first := ""
		chunks := []string{string(src)}
		if strings.Contains(chunks[0], "split-input-file") { // as its RUN lines do
			chunks = splitMarker.Split(chunks[0], -1)
		}
		for _, chunk := range chunks {
			if onlyComments(chunk) {
				continue
			}
			if _, err := hlo.Import(ctx, name, []byte(chunk), hlo.Options{}); err != nil {
				first = err.Error()
				break
			}
		}
		want, known := xlaKnownFailures[name]
		switch {
		case first == "" && known:
			t.Errorf("%s imports now: remove it from xlaKnownFailures", name)
		case first == "":
			ok++
		case !known:
			t.Errorf("%s: %s", name, first)
		default:
			assert.Contains(t, first, want, name)
			failed = append(failed, name)
		}
	}
	sort.Strings(failed)
	t.Logf("XLA's .hlo test files: %d of %d import; known failures: %s", ok, len(files), strings.Join(failed, ", "))
}

// onlyComments reports whether an HLO chunk has nothing but comments
// (the first chunk of a split file is often its RUN lines alone).
func onlyComments(s string) bool {
	for _, line := range strings.Split(s, "\n") {
		l := strings.TrimSpace(line)
		if l != "" && !strings.HasPrefix(l, "//") && !strings.HasPrefix(l, "#") {
			return false
		}
	}
	return true
}
