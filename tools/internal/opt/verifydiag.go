package opt

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/core/asm"
)

// expectation is one expected-* designator, as MLIR's
// SourceMgrDiagnosticVerifierHandler reads them.
type expectation struct {
	sev     core.Severity
	line    int    // 1-based line the diagnostic must be reported on; 0 for @unknown
	text    string // the substring between {{ and }}
	re      *regexp.Regexp
	count   int // how many diagnostics it stands for
	matched int
	// where the designator itself is, for "was not produced" errors
	dLine, dCol int
}

// expectedRE is MLIR's designator syntax.
var expectedRE = regexp.MustCompile(`expected-(error|note|remark|warning)(-re)? *([0-9]+)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$`)

var sevByName = map[string]core.Severity{
	"error": core.SevError, "warning": core.SevWarning, "note": core.SevNote, "remark": core.SevRemark,
}

// parseExpectations scans the whole file for designators. Lines are 1-based.
// A malformed -re pattern is reported as an error at the designator.
func parseExpectations(src string) ([]*expectation, []error) {
	lines := strings.Split(src, "\n")
	var exps []*expectation
	var errs []error
	var forNext []*expectation
	lastNonDesignator := 0
	for i, l := range lines {
		m := expectedRE.FindStringSubmatchIndex(l)
		if m == nil {
			for _, e := range forNext {
				e.line = i + 1
			}
			forNext = nil
			lastNonDesignator = i
			continue
		}
		sub := func(k int) string {
			if m[2*k] < 0 {
				return ""
			}
			return l[m[2*k]:m[2*k+1]]
		}
		e := &expectation{sev: sevByName[sub(1)], line: i + 1, text: sub(6), count: 1,
			dLine: i + 1, dCol: m[0] + 1}
		if n := sub(3); n != "" {
			e.count, _ = strconv.Atoi(n)
		}
		if sub(2) != "" {
			re, err := compileDesignatorRegex(e.text)
			if err != nil {
				errs = append(errs, fmt.Errorf("%d:%d: invalid regex: %v", e.dLine, e.dCol, err))
				continue
			}
			e.re = re
		}
		switch off := sub(5); {
		case off == "":
		case off == "above":
			e.line = lastNonDesignator + 1
		case off == "below":
			forNext = append(forNext, e)
			e.line = len(lines)
		case off == "unknown":
			e.line = 0
		default:
			n, _ := strconv.Atoi(off[1:])
			if off[0] == '+' {
				e.line += n
			} else {
				e.line -= n
			}
		}
		exps = append(exps, e)
	}
	return exps, errs
}

// compileDesignatorRegex turns an expected-*-re text into a regexp: text
// outside {{...}} is literal, text inside is a regex.
func compileDesignatorRegex(s string) (*regexp.Regexp, error) {
	var b strings.Builder
	for {
		i := strings.Index(s, "{{")
		if i < 0 {
			b.WriteString(regexp.QuoteMeta(s))
			break
		}
		b.WriteString(regexp.QuoteMeta(s[:i]))
		s = s[i+2:]
		j := strings.Index(s, "}}")
		if j < 0 {
			return nil, fmt.Errorf("found start of regex with no end '}}'")
		}
		b.WriteString("(?:" + s[:j] + ")")
		s = s[j+2:]
	}
	return regexp.Compile(b.String())
}

func (e *expectation) matches(msg string) bool {
	if e.re != nil {
		return e.re.MatchString(msg)
	}
	return strings.Contains(msg, e.text)
}

// diagVerifier checks reported diagnostics against the expectations.
type diagVerifier struct {
	file string
	exps []*expectation
	// failures are rendered messages, in the order MLIR prints them.
	failures []string
	render   func(d *core.Diagnostic) string
	renderAt func(line, col, length int, msg string) string
}

// newDiagVerifier reads the designators of src (a chunk starting after
// line lines of the file called name) and renders through sm.
func newDiagVerifier(name string, src []byte, line int, sm *asm.SourceMgr) *diagVerifier {
	exps, perrs := parseExpectations(string(src))
	for _, e := range exps {
		e.dLine += line
		if e.line > 0 {
			e.line += line
		}
	}
	v := &diagVerifier{file: name, exps: exps,
		render: func(d *core.Diagnostic) string {
			d.Op = nil // verify mode prints no "see current operation" notes, as mlir-opt
			return sm.Render(d)
		},
		renderAt: func(line, col, length int, msg string) string {
			return sm.RenderAt(name, line, col, length, core.SevError, msg)
		}}
	for _, e := range perrs {
		v.failures = append(v.failures, name+":"+e.Error()+"\n")
	}
	return v
}

// VerifyDiagnostics is --verify-diagnostics for a tool that processes one
// buffer (ncc-translate, as MlirTranslateMain's
// SourceMgrDiagnosticVerifierHandler): it checks diags against the
// expected-* designators of src, writes what did not match to errw as
// mlir-opt does, and reports whether everything matched.
func VerifyDiagnostics(name string, src []byte, sm *asm.SourceMgr, diags []*core.Diagnostic, errw io.Writer) bool {
	v := newDiagVerifier(name, src, 0, sm)
	for _, d := range diags {
		v.process(d)
	}
	unmet := v.unmet()
	for _, f := range append(v.failures, unmet...) {
		io.WriteString(errw, f)
	}
	return len(v.failures) == 0 && len(unmet) == 0
}

// process checks one diagnostic (and its notes).
func (v *diagVerifier) process(d *core.Diagnostic) {
	v.processOne(d)
	for _, n := range d.Notes {
		v.processOne(n)
	}
}

func (v *diagVerifier) processOne(d *core.Diagnostic) {
	line := 0
	if f, ok := core.FileLineColOf(d.Loc); ok {
		line = f.Line
	}
	var nearMiss *expectation
	for _, e := range v.exps {
		if e.line != line || e.matched >= e.count || !e.matches(d.Msg) {
			continue
		}
		if e.sev == d.Severity {
			e.matched++
			return
		}
		nearMiss = e
	}
	if nearMiss != nil {
		v.failures = append(v.failures, v.renderAt(nearMiss.dLine, nearMiss.dCol, 0,
			fmt.Sprintf("'%s' diagnostic emitted when expecting a '%s'", d.Severity, nearMiss.sev)))
		return
	}
	v.failures = append(v.failures, v.render(&core.Diagnostic{Severity: core.SevError, Loc: d.Loc,
		Msg: "unexpected " + d.Severity.String() + ": " + d.Msg}))
}

// unmet renders an error for each expectation that was not met.
func (v *diagVerifier) unmet() []string {
	var out []string
	for _, e := range v.exps {
		if e.matched >= e.count {
			continue
		}
		out = append(out, v.renderAt(e.dLine, e.dCol, len(e.text),
			fmt.Sprintf("expected %s \"%s\" was not produced", e.sev, e.text)))
	}
	return out
}
