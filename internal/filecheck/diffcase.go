package filecheck

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// Differential testing support, exported so other suites (the lit runner)
// can compare any FileCheck invocation against LLVM's binary:
//
//	cases, _ := filecheck.LoadCases("internal/filecheck/testdata/diff")
//	llvm, _ := filecheck.RunBinary("/usr/lib/llvm-22/bin/FileCheck", c, dir)
//	ours := filecheck.RunInProcess(c, dir)
//	agree := llvm.Code == ours.Code && llvm.FirstError == ours.FirstError
//
// A case file is a small txtar-like archive:
//
//	args: --check-prefix=FOO --match-full-lines
//	noeol: true            (optional: strip the input's final newline)
//	-- check --
//	FOO: hello
//	-- input --
//	hello
//
// The check section is written to <dir>/check.txt and the input is fed on
// stdin, so diagnostics name "<stdin>" and the check file's absolute path.

// Case is one FileCheck invocation: arguments, check file and input.
type Case struct {
	Name  string
	Args  []string
	Check string
	Input string
}

// Outcome is what one FileCheck run produced.
type Outcome struct {
	Code   int
	Stderr string
	// FirstError is "file:line:col" of the first "error:" diagnostic, or the
	// whole first error line for unlocated errors; "" if none.
	FirstError string
}

// ParseCase parses one case archive.
func ParseCase(name string, data string) Case {
	c := Case{Name: name}
	noeol := false
	sections := map[string]*strings.Builder{}
	var cur *strings.Builder
	for _, line := range strings.SplitAfter(data, "\n") {
		t := strings.TrimRight(line, "\n")
		if strings.HasPrefix(t, "-- ") && strings.HasSuffix(t, " --") && len(t) > 6 {
			cur = &strings.Builder{}
			sections[strings.TrimSpace(t[3:len(t)-3])] = cur
			continue
		}
		if cur != nil {
			cur.WriteString(line)
			continue
		}
		if v, ok := strings.CutPrefix(t, "args:"); ok {
			c.Args = splitArgs(v)
		}
		if v, ok := strings.CutPrefix(t, "noeol:"); ok && strings.TrimSpace(v) == "true" {
			noeol = true
		}
	}
	if s := sections["check"]; s != nil {
		c.Check = s.String()
	}
	if s := sections["input"]; s != nil {
		c.Input = s.String()
	}
	if noeol {
		c.Input = strings.TrimSuffix(c.Input, "\n")
	}
	return c
}

// splitArgs splits on spaces, honoring single quotes.
func splitArgs(s string) []string {
	return tokenizeGNU(strings.TrimSpace(s))
}

// LoadCases reads every *.case file in dir, sorted by name.
func LoadCases(dir string) ([]Case, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.case"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var cs []Case
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			return nil, err
		}
		cs = append(cs, ParseCase(strings.TrimSuffix(filepath.Base(n), ".case"), string(b)))
	}
	return cs, nil
}

// CheckPath is where a case's check file is written inside dir.
func CheckPath(dir string) string { return filepath.Join(dir, "check.txt") }

var firstErrRE = regexp.MustCompile(`(?m)^(.*?:\d+:\d+): error: |^(.*error.*)$`)

func outcome(code int, stderr string) Outcome {
	o := Outcome{Code: code, Stderr: stderr}
	if m := firstErrRE.FindStringSubmatch(stderr); m != nil {
		o.FirstError = m[1]
		if o.FirstError == "" {
			o.FirstError = m[2]
		}
	}
	return o
}

// RunBinary runs the FileCheck binary bin on c, using dir for files.
func RunBinary(bin string, c Case, dir string) (Outcome, error) {
	if err := os.WriteFile(CheckPath(dir), []byte(c.Check), 0o644); err != nil {
		return Outcome{}, err
	}
	cmd := exec.Command(bin, append([]string{CheckPath(dir)}, c.Args...)...)
	cmd.Stdin = strings.NewReader(c.Input)
	cmd.Env = append(os.Environ(), "FILECHECK_OPTS=")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		return Outcome{}, err
	}
	return outcome(code, stderr.String()), nil
}

// RunInProcess runs this package's FileCheck on c, using dir for files.
func RunInProcess(c Case, dir string) Outcome {
	if err := os.WriteFile(CheckPath(dir), []byte(c.Check), 0o644); err != nil {
		return Outcome{Code: -1, Stderr: err.Error()}
	}
	var stdout, stderr bytes.Buffer
	argv := append([]string{"FileCheck", CheckPath(dir)}, c.Args...)
	code := Main(argv, strings.NewReader(c.Input), &stdout, &stderr, nil)
	return outcome(code, stderr.String())
}

var directiveRE = regexp.MustCompile(`(?m)(^|[^A-Za-z0-9_-])([A-Za-z0-9_-]+?)(-NEXT|-SAME|-DAG|-LABEL|-COUNT-[0-9]+)?(\{LITERAL\})?:`)

// Mutate returns c with its last positive directive's pattern made
// unmatchable (a literal token no input contains is put in front of it), and
// whether such a directive was found.
func Mutate(c Case) (Case, bool) {
	prefixes := map[string]bool{}
	for i := 0; i < len(c.Args); i++ {
		a := strings.TrimLeft(c.Args[i], "-")
		for _, opt := range []string{"check-prefix", "check-prefixes"} {
			if v, ok := strings.CutPrefix(a, opt+"="); ok {
				for _, p := range strings.Split(v, ",") {
					prefixes[p] = true
				}
			} else if a == opt && i+1 < len(c.Args) {
				for _, p := range strings.Split(c.Args[i+1], ",") {
					prefixes[p] = true
				}
			}
		}
	}
	if len(prefixes) == 0 {
		prefixes["CHECK"] = true
	}
	lines := strings.SplitAfter(c.Check, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		for _, m := range directiveRE.FindAllStringSubmatchIndex(lines[i], -1) {
			if !prefixes[lines[i][m[4]:m[5]]] {
				continue
			}
			after := strings.TrimLeft(lines[i][m[1]:], " \t")
			if strings.TrimSpace(after) == "" {
				continue // CHECK-EMPTY and friends
			}
			at := len(lines[i]) - len(after)
			lines[i] = lines[i][:at] + "QZXMUT" + lines[i][at:]
			c.Check = strings.Join(lines, "")
			c.Name += "/mutated"
			return c, true
		}
	}
	return c, false
}
