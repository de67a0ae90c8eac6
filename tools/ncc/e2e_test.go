package main

// The end-to-end corpus: every program of internal/modelgen, and the real
// networks in testdata/models, through `ncc run --random-inputs 1 --check
// --auto-cast none` at each stage of the descent.
//
// Stage stablehlo (ncc's preparation passes, then the reference
// interpreter against itself), stage bir (the functional simulator) and
// stage tonga (the NEFF the backend writes, on the timed simulator with
// its race verifier) must pass. NCC_E2E_STAGE=bir (or "stablehlo,tonga")
// picks the stages and makes "not built yet" a failure. Programs tagged
// "large" skip under -short, and at tonga unless NCC_E2E_STAGE names it
// (they take minutes there); "xl" ones (BERT-base) run only with
// NCC_E2E_XL=1.

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"ncc/internal/modelgen"
)

// notBuilt matches what the driver says while a stage's passes or runner
// do not exist yet.
var notBuilt = regexp.MustCompile(`nothing runs programs at stage|is not a registered pass|does not refer to a registered pass|is not built yet`)

// e2eStages returns the stages to run and whether they were asked for by
// NCC_E2E_STAGE (then "not built yet" fails instead of skipping).
func e2eStages() ([]string, bool) {
	if s := os.Getenv("NCC_E2E_STAGE"); s != "" {
		return strings.Split(s, ","), true
	}
	return []string{"stablehlo", "bir", "tonga"}, false
}

// runCheck runs `ncc run file --stop-at=stage --random-inputs 1 --check
// --auto-cast none` in-process and returns its exit code and output.
func runCheck(file, stage string) (int, string, string) {
	var stdout, stderr bytes.Buffer
	code := run([]string{"run", file, "--stop-at=" + stage, "--random-inputs", "1", "--check", "--auto-cast", "none"},
		strings.NewReader(""), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// probe is a program every stage should run; it tells whether a stage is
// built at all.
const probe = `func.func @main(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
`

// stageReady skips t when stage is not built yet (unless asked for).
func stageReady(t *testing.T, dir, stage string, asked bool) {
	t.Helper()
	file := filepath.Join(dir, "probe.mlir")
	require.NoError(t, os.WriteFile(file, []byte(probe), 0o644))
	code, _, stderr := runCheck(file, stage)
	if code != 0 && notBuilt.MatchString(stderr) && !asked {
		t.Skipf("stage %s is not built yet; its end-to-end tests turn on when it is:\n%s", stage, firstLines(stderr, 2))
	}
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

// checkRun runs one program at stage and fails t unless every result is
// within tolerance. A program listed in knownFailures (under
// "stage:name" or "name") must still fail with its known message (then t
// skips, saying why); one that passes, or fails otherwise, fails the
// test, so the list shrinks as bugs are fixed, like lit's XFAIL.
func checkRun(t *testing.T, file, stage string, names []string, asked bool) {
	t.Helper()
	start := time.Now()
	code, stdout, stderr := runCheck(file, stage)
	el := time.Since(start)
	if code != 0 && notBuilt.MatchString(stderr) && !asked {
		t.Skipf("stage %s is not built yet: %s", stage, firstLines(stderr, 1))
	}
	ok := code == 0 && !strings.Contains(stdout, " FAIL") && strings.Contains(stdout, " ok")
	// The most specific entry wins: a program's name, then its family.
	var known knownFailure
	isKnown := false
	name := names[0]
	for _, n := range names {
		for _, key := range []string{stage + ":" + n, n} {
			if k, ok := knownFailures[key]; ok && !isKnown {
				known, isKnown, name = k, true, n
			}
		}
	}
	switch {
	case isKnown && ok:
		t.Fatalf("%s now passes at stage %s: remove it from knownFailures (%s)", name, stage, known.why)
	case isKnown && regexp.MustCompile(known.match).MatchString(stdout+stderr):
		t.Skipf("known failure (%s):\n%s%s", known.why, stdout, firstLines(stderr, 3))
	case !ok:
		t.Fatalf("ncc run %s --stop-at=%s --random-inputs 1 --check --auto-cast none: exit %d\n%s%s",
			filepath.Base(file), stage, code, stdout, firstLines(stderr, 40))
	}
	t.Logf("%v\n%s", el.Round(time.Millisecond), stdout)
}

// knownFailure is a bug that keeps a program from passing: what it is, and
// a regular expression its output matches while it lasts.
type knownFailure struct{ why, match string }

// knownFailures are the programs that do not pass yet, by corpus family
// ("mlp-gelu-erf") or model ("iree/unidirectional_lstm"), optionally
// prefixed by a stage ("bir:..."). Each entry is a bug report.
var knownFailures = map[string]knownFailure{
	"bir:decoder/bf16/2x1x256x8x64":   decoderBF16,
	"tonga:decoder/bf16/2x1x256x8x64": decoderBF16, // the NEFF computes as bir does
}

var decoderBF16 = knownFailure{"bf16 rounding differences between the lowering and the interpreter, amplified by two " +
	"random-weight decoder layers at hidden 512: normalized error 0.043 against the 0.03 bound (its f32 twin passes at " +
	"8.5e-4, the small bf16 decoder at < 0.03); which op's rounding differs is not found yet",
	`result0 bf16: max error 0\.0[3-9]\d* \(tolerance 0\.03\) FAIL`}

func TestE2ECorpus(t *testing.T) {
	stages, asked := e2eStages()
	progs := modelgen.Corpus()
	dir := t.TempDir()
	files := make(map[string]string, len(progs))
	for _, p := range progs {
		files[p.Name] = filepath.Join(dir, strings.ReplaceAll(p.Name, "/", "_")+".mlir")
	}
	for _, stage := range stages {
		t.Run(stage, func(t *testing.T) {
			stageReady(t, dir, stage, asked)
			for _, p := range progs {
				t.Run(p.Name, func(t *testing.T) {
					if p.Has("xl") && os.Getenv("NCC_E2E_XL") == "" {
						t.Skip("BERT-base size: set NCC_E2E_XL=1 to run")
					}
					if p.Has("large") && testing.Short() {
						t.Skip("large program: skipped under -short")
					}
					if p.Has("large") && stage == "tonga" && !asked {
						t.Skip("large program at tonga (minutes on the timed simulator with its race verifier): set NCC_E2E_STAGE=tonga")
					}
					t.Parallel()
					f := files[p.Name]
					if _, err := os.Stat(f); err != nil {
						require.NoError(t, os.WriteFile(f, []byte(p.Text), 0o644))
					}
					checkRun(t, f, stage, []string{p.Name, p.Family}, asked)
				})
			}
		})
	}
}

// TestE2EModels runs the real networks exported by JAX, PyTorch/XLA and
// IREE's tests (testdata/models/*/*.mlir, see its README), and an exported
// JAX model (testdata/exports).
func TestE2EModels(t *testing.T) {
	stages, asked := e2eStages()
	files, err := filepath.Glob(filepath.Join("testdata", "models", "*", "*.mlir"))
	require.NoError(t, err)
	require.NotEmpty(t, files, "no models in testdata/models")
	// Of the exports (exports_test.go), the one whose random inputs are
	// meaningful. It is heavy (at tonga about 300,000 instructions, two
	// minutes and 5 GB with the race verifier): skipped under -short.
	heavy := map[string]bool{}
	for _, f := range []string{"searchless_chess_9m.mlir"} {
		files = append(files, filepath.Join(exportsDir, f))
		heavy["exports/"+strings.TrimSuffix(f, ".mlir")] = true
	}
	slices.Sort(files)
	dir := t.TempDir()
	for _, stage := range stages {
		t.Run(stage, func(t *testing.T) {
			stageReady(t, dir, stage, asked)
			for _, f := range files {
				name := filepath.Base(filepath.Dir(f)) + "/" + strings.TrimSuffix(filepath.Base(f), ".mlir")
				t.Run(name, func(t *testing.T) {
					if heavy[name] && testing.Short() {
						t.Skip("heavy model: skipped under -short")
					}
					t.Parallel()
					checkRun(t, f, stage, []string{name}, asked)
				})
			}
		})
	}
}
