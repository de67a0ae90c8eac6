package driver

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// suiteDir holds StableHLO's interpreter tests, vendored in lit/suites.
const suiteDir = "../../lit/suites/stablehlo-interpret"

// suiteFiles lists the suite's top-level .mlir files; chlo/ needs the
// chlo-legalize-to-stablehlo pass and is run by the lit suite only.
func suiteFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(suiteDir, "*.mlir"))
	require.NoError(t, err)
	if len(files) == 0 {
		t.Skipf("no StableHLO interpreter suite at %s", suiteDir)
	}
	return files
}

// runOptions are the flags a suite file's RUN lines give.
func runOptions(t *testing.T, name string, src []byte) Options {
	o := Options{SplitInputFile: true, NoVerify: true}
	switch filepath.Base(name) {
	case "api_input_arguments.mlir":
		o.SplitInputFile = false
		o.Args = "[dense<1> : tensor<2xi32>, dense<2> : tensor<2xi32>]"
	case "probe.mlir":
		o.ProbeDir = t.TempDir()
	}
	return o
}

// TestSuite runs every file of the suite through the driver with the
// verifier off (the verifier is the stablehlo dialect's business; the lit
// suite runs it) and requires every check to pass.
func TestSuite(t *testing.T) {
	for _, f := range suiteFiles(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			var out, errw bytes.Buffer
			code := Run(f, src, runOptions(t, f, src), &out, &errw)
			assert.Equal(t, 0, code, "stderr:\n%s", errw.String())
		})
	}
}

var (
	checkConst = regexp.MustCompile(`check\.expect_(almost_)?eq_const [^,]+, dense<`)
	number     = regexp.MustCompile(`-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?|true|false`)
)

// mutate changes the first literal of the first expected constant in a
// chunk so the check must fail: booleans flip, integers move one step
// toward zero (staying in range), floats change sign and magnitude (which
// no rounding or saturation undoes). It reports false when the chunk has
// no such literal.
func mutate(chunk string) (string, bool) {
	loc := checkConst.FindStringIndex(chunk)
	if loc == nil {
		return "", false
	}
	rest := chunk[loc[1]:]
	if strings.HasPrefix(rest, "0x") || strings.HasPrefix(rest, "[0x") || strings.HasPrefix(rest, "(0x") || strings.HasPrefix(rest, "[(0x") || strings.HasPrefix(rest, ">") {
		return "", false
	}
	m := number.FindStringIndex(rest)
	if m == nil {
		return "", false
	}
	lit := rest[m[0]:m[1]]
	var repl string
	switch {
	case lit == "true":
		repl = "false"
	case lit == "false":
		repl = "true"
	case strings.ContainsAny(lit, ".eE"):
		v, err := strconv.ParseFloat(lit, 64)
		if err != nil {
			return "", false
		}
		if v == 0 {
			repl = "-1.0"
		} else {
			repl = strconv.FormatFloat(-v-1, 'e', 17, 64) // MLIR floats need the dot
		}
	default:
		v, err := strconv.ParseInt(lit, 10, 64)
		if err != nil {
			return "", false
		}
		if v > 0 {
			v--
		} else {
			v++
		}
		repl = strconv.FormatInt(v, 10)
	}
	at := loc[1] + m[0]
	return chunk[:at] + repl + chunk[at+len(lit):], true
}

// TestMutation is the suite's control: perturbing an expected value in
// each chunk must make the interpreter report a failed check.
func TestMutation(t *testing.T) {
	if testing.Short() {
		t.Skip("mutation control runs every suite chunk; skipped with -short")
	}
	mutated, skipped := 0, 0
	for _, f := range suiteFiles(t) {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		o := runOptions(t, f, src)
		if !o.SplitInputFile || filepath.Base(f) == "probe.mlir" {
			continue // whole-file RUN lines with arguments or probes
		}
		for i, ch := range split(src, DefaultSplitMarker) {
			m, ok := mutate(string(ch.src))
			if !ok {
				skipped++
				continue
			}
			mutated++
			var out, errw bytes.Buffer
			code := Run(f, []byte(m), Options{NoVerify: true}, &out, &errw)
			if !assert.Equal(t, 1, code, "%s chunk %d: mutated expectation still passes:\n%s", filepath.Base(f), i, m) {
				continue
			}
			assert.Contains(t, errw.String(), "check failed", "%s chunk %d failed for another reason", filepath.Base(f), i)
		}
	}
	t.Logf("mutated %d chunks; %d have no constant expectation to perturb", mutated, skipped)
	assert.Greater(t, mutated, 300)
}
