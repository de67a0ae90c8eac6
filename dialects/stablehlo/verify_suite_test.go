package stablehlo_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/builtin"
)

// stablehlo-opt's verifier tests (lit/suites/stablehlo-verify) measured
// case by case: a case is one expected-error/-warning/-note/-remark line,
// matched when ncc reports that message at that line. lit runs only the
// files that pass whole; this test counts the cases of every file and
// fails when a file's count falls below its floor, so a regression shows
// even in files lit cannot run.
//
//	go test ./dialects/stablehlo -run TestVerifySuite -v   # figures
//	NCC_VERIFY_SUITE_MISSES=1 go test ...                 # and every miss

const verifySuiteDir = "../../lit/suites/stablehlo-verify"

// verifySuiteFloors are the matched cases per file; raise them as the
// verifiers improve (README.md there lists the figures and the misses).
var verifySuiteFloors = map[string]int{
	"ops_stablehlo.mlir":                   599, // of 599
	"verify_async_ops.mlir":                17,  // of 17
	"verify_bounds.mlir":                   2,   // of 2
	"verify_convolution.mlir":              46,  // of 48
	"verify_dynamic_conv.mlir":             34,  // of 34
	"verify_reduce.mlir":                   23,  // of 23
	"verify_reduce_window.mlir":            28,  // of 28
	"verify_replica_groups_mesh_axes.mlir": 1,   // of 1
	"verify_scatter.mlir":                  47,  // of 48
	"verify_select_and_scatter.mlir":       26,  // of 27
	"verify_while.mlir":                    10,  // of 10
}

func TestVerifySuite(t *testing.T) {
	total, matched := 0, 0
	names := make([]string, 0, len(verifySuiteFloors))
	for name := range verifySuiteFloors {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		floor := verifySuiteFloors[name]
		src, err := os.ReadFile(filepath.Join(verifySuiteDir, name))
		if os.IsNotExist(err) {
			t.Skipf("suite file %s not found (lit/suites missing)", name)
		}
		require.NoError(t, err)
		r := runVerifySuite(name, string(src))
		total += r.cases
		matched += r.matched
		t.Logf("%s: %d/%d cases matched, %d unexpected diagnostics", name, r.matched, r.cases, len(r.unexpected))
		if os.Getenv("NCC_VERIFY_SUITE_MISSES") != "" {
			for _, m := range r.misses {
				t.Logf("  miss %s", m)
			}
			for _, u := range r.unexpected {
				t.Logf("  unexpected %s", u)
			}
		}
		assert.GreaterOrEqual(t, r.matched, floor, "%s: matched cases fell below the floor", name)
		if floor == r.cases {
			// The file passes whole, so lit runs it: nothing else may be reported.
			assert.Empty(t, r.unexpected, "%s: unexpected diagnostics", name)
		}
	}
	t.Logf("all files: %d/%d cases matched (%.1f%%)", matched, total, 100*float64(matched)/float64(total))
}

// suiteResult is one file's outcome under -verify-diagnostics.
type suiteResult struct {
	cases, matched int
	misses         []string // "line: expected error {{text}}"
	unexpected     []string // "line: message"
}

// runVerifySuite runs each -split-input-file chunk of src as
// `ncc-opt -verify-diagnostics` does, with -allow-unregistered-dialect
// when the file's RUN line has it.
func runVerifySuite(name, src string) suiteResult {
	var r suiteResult
	run, _, _ := strings.Cut(src, "\n")
	allowUnregistered := strings.Contains(run, "-allow-unregistered-dialect")
	line := 0
	for _, chunk := range strings.Split(src, "// -----") {
		exps := parseDesignators(chunk, line)
		diags := chunkDiagnostics(name, chunk, line, allowUnregistered)
		for _, d := range diags {
			for _, d := range append([]*core.Diagnostic{d}, d.Notes...) {
				if !matchDesignator(exps, d) {
					r.unexpected = append(r.unexpected, fmt.Sprintf("%d: %s: %s", diagLine(d), d.Severity, d.Msg))
				}
			}
		}
		for _, e := range exps {
			r.cases++
			if e.matched >= e.count {
				r.matched++
			} else {
				r.misses = append(r.misses, fmt.Sprintf("%d: expected %s {{%s}}", e.dLine, e.sev, e.text))
			}
		}
		line += strings.Count(chunk, "\n")
	}
	return r
}

// chunkDiagnostics parses and verifies one chunk, returning what it reports.
func chunkDiagnostics(name, chunk string, lineOffset int, allowUnregistered bool) (diags []*core.Diagnostic) {
	ctx := newCtx()
	ctx.AllowUnregistered = allowUnregistered
	pop := ctx.PushDiagHandler(func(d *core.Diagnostic) { diags = append(diags, d) })
	defer pop()
	b, err := asm.Parse(ctx, []byte(chunk), asm.ParseOptions{Filename: name, LineOffset: lineOffset})
	if err == nil {
		err = core.Verify(builtin.WrapInModule(ctx, b))
	}
	if err != nil {
		diags = append(diags, core.AsDiagnostics(err, core.Unknown(ctx))...)
	}
	return diags
}

// designator is one expected-* line, as MLIR's verifier handler reads it.
type designator struct {
	sev            core.Severity
	line, dLine    int // where the diagnostic must be; where the designator is
	text           string
	re             *regexp.Regexp
	count, matched int
}

var designatorRE = regexp.MustCompile(`expected-(error|note|remark|warning)(-re)? *([0-9]+)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$`)

var severities = map[string]core.Severity{
	"error": core.SevError, "warning": core.SevWarning, "note": core.SevNote, "remark": core.SevRemark,
}

func parseDesignators(chunk string, lineOffset int) []*designator {
	var out, below []*designator
	lastCode := lineOffset
	for i, l := range strings.Split(chunk, "\n") {
		n := lineOffset + i + 1
		m := designatorRE.FindStringSubmatch(l)
		if m == nil {
			for _, e := range below {
				e.line = n
			}
			below, lastCode = nil, n
			continue
		}
		e := &designator{sev: severities[m[1]], line: n, dLine: n, text: m[6], count: 1}
		if m[3] != "" {
			e.count, _ = strconv.Atoi(m[3])
		}
		if m[2] != "" {
			e.re = designatorRegexp(e.text)
		}
		switch off := m[5]; {
		case off == "":
		case off == "above":
			e.line = lastCode
		case off == "below":
			below = append(below, e)
		case off == "unknown":
			e.line = 0
		default:
			k, _ := strconv.Atoi(off[1:])
			if off[0] == '-' {
				k = -k
			}
			e.line += k
		}
		out = append(out, e)
	}
	return out
}

// designatorRegexp compiles an expected-*-re text: {{...}} is a regex,
// the rest literal.
func designatorRegexp(s string) *regexp.Regexp {
	var b strings.Builder
	for {
		i := strings.Index(s, "{{")
		j := -1
		if i >= 0 {
			j = strings.Index(s[i+2:], "}}")
		}
		if j < 0 {
			b.WriteString(regexp.QuoteMeta(s))
			break
		}
		b.WriteString(regexp.QuoteMeta(s[:i]) + "(?:" + s[i+2:i+2+j] + ")")
		s = s[i+2+j+2:]
	}
	return regexp.MustCompile(b.String())
}

func diagLine(d *core.Diagnostic) int {
	if f, ok := core.FileLineColOf(d.Loc); ok {
		return f.Line
	}
	return 0
}

// matchDesignator marks the first unmet designator d satisfies.
func matchDesignator(exps []*designator, d *core.Diagnostic) bool {
	line := diagLine(d)
	for _, e := range exps {
		if e.line != line || e.matched >= e.count || e.sev != d.Severity {
			continue
		}
		if e.re != nil && e.re.MatchString(d.Msg) || e.re == nil && strings.Contains(d.Msg, e.text) {
			e.matched++
			return true
		}
	}
	return false
}
