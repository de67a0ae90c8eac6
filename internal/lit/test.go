package lit

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"ncc/internal/lit/shell"
)

// Code is a test outcome, named as lit names them.
type Code int

const (
	Pass        Code = iota
	FlakyPass        // passed after ALLOW_RETRIES reruns
	XFail            // failed as expected
	Fail             // a RUN line failed
	XPass            // passed although marked XFAIL
	Unresolved       // the test file itself is broken
	Unsupported      // REQUIRES/UNSUPPORTED ruled it out
	Timeout          // exceeded --timeout
)

var codeNames = [...]string{"PASS", "FLAKYPASS", "XFAIL", "FAIL", "XPASS", "UNRESOLVED", "UNSUPPORTED", "TIMEOUT"}

func (c Code) String() string { return codeNames[c] }

// IsFailure reports whether c makes the run fail.
func (c Code) IsFailure() bool { return c == Fail || c == XPass || c == Unresolved || c == Timeout }

// Test is one test file of a suite.
type Test struct {
	Suite *Suite
	Path  string // slash-separated, relative to the suite's source root
}

// FullName is "suite :: path", lit's name for the test.
func (t *Test) FullName() string { return t.Suite.Name + " :: " + t.Path }

// SourcePath is the test file.
func (t *Test) SourcePath() string {
	return filepath.Join(t.Suite.SourceRoot, filepath.FromSlash(t.Path))
}

// ExecPath is where the test's Output folder and working directory derive
// from: the same relative path under the exec root.
func (t *Test) ExecPath() string {
	return filepath.Join(t.Suite.ExecRoot, filepath.FromSlash(t.Path))
}

// Result is the outcome of running a test.
type Result struct {
	Code     Code
	Output   string // lit's report: exit code, then the command trace
	Elapsed  time.Duration
	Attempts int // runs made; more than 1 only with ALLOW_RETRIES
	// MaxAttempts is 1 + the test's ALLOW_RETRIES.
	MaxAttempts int
}

// RunOptions control one test execution.
type RunOptions struct {
	Timeout time.Duration // per test; 0: none
}

// Run executes the test and never panics on a broken test file: problems
// with the test itself are UNRESOLVED.
func (t *Test) Run(ctx context.Context, opts RunOptions) Result {
	start := time.Now()
	r := t.run(ctx, opts)
	r.Elapsed = time.Since(start)
	return r
}

func (t *Test) run(ctx context.Context, opts RunOptions) Result {
	s := t.Suite
	if s.Config.Unsupported {
		return Result{Code: Unsupported, Output: "Test is unsupported"}
	}
	data, err := os.ReadFile(t.SourcePath())
	if err != nil {
		return Result{Code: Unresolved, Output: err.Error()}
	}
	script, err := ParseScript(data)
	if err != nil {
		return Result{Code: Unresolved, Output: err.Error()}
	}
	xfail, err := expectedToFail(script.XFail, s.Features)
	if err != nil {
		return Result{Code: Unresolved, Output: "Error in XFAIL list:\n" + err.Error()}
	}
	var missing, present []string
	for _, e := range script.Requires {
		ok, err := EvalFeatures(e, s.Features)
		if err != nil {
			return Result{Code: Unresolved, Output: "Error in REQUIRES list:\n" + err.Error()}
		}
		if !ok {
			missing = append(missing, e)
		}
	}
	if len(missing) > 0 {
		return Result{Code: Unsupported, Output: "Test requires the following unavailable features: " + strings.Join(missing, ", ")}
	}
	for _, e := range script.Unsupported {
		ok, err := EvalFeatures(e, s.Features)
		if err != nil {
			return Result{Code: Unresolved, Output: "Error in UNSUPPORTED list:\n" + err.Error()}
		}
		if ok {
			present = append(present, e)
		}
	}
	if len(present) > 0 {
		return Result{Code: Unsupported, Output: "Test does not support the following features and/or targets: " + strings.Join(present, ", ")}
	}

	execPath := t.ExecPath()
	tmpBase := filepath.Join(filepath.Dir(execPath), "Output", filepath.Base(execPath))
	if err := os.MkdirAll(filepath.Dir(tmpBase), 0o777); err != nil {
		return Result{Code: Unresolved, Output: err.Error()}
	}
	subs := append(append([]Subst(nil), s.Subst...), DefaultSubsts(t.SourcePath(), tmpBase)...)
	lines, err := Expand(script.Directives, subs, s.Features, s.Config.RecursiveExpansionLimit)
	if err != nil {
		return Result{Code: Unresolved, Output: err.Error()}
	}

	var r Result
	for attempt := 1; attempt <= script.AllowRetries+1; attempt++ {
		r = t.execute(ctx, lines, filepath.Dir(execPath), tmpBase, opts)
		r.Attempts, r.MaxAttempts = attempt, script.AllowRetries+1
		if r.Code != Fail {
			if attempt > 1 && r.Code == Pass {
				r.Code = FlakyPass
			}
			break
		}
	}
	if xfail {
		switch r.Code {
		case Pass, FlakyPass:
			r.Code = XPass
		case Fail:
			r.Code = XFail
		}
	}
	return r
}

func expectedToFail(xfails []string, features map[string]bool) (bool, error) {
	for _, e := range xfails {
		if e == "*" {
			return true, nil
		}
		ok, err := EvalFeatures(e, features)
		if err != nil || ok {
			return ok, err
		}
	}
	return false, nil
}

// execute runs the RUN lines once and builds lit's report.
func (t *Test) execute(ctx context.Context, lines []RunLine, dir, tmpBase string, opts RunOptions) Result {
	if opts.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.Timeout)
		defer cancel()
	}
	env := make(map[string]string, len(t.Suite.Env)+1)
	for k, v := range t.Suite.Env {
		env[k] = v
	}
	env["LIT_CURRENT_TESTCASE"] = t.FullName()

	var trace strings.Builder
	var code int
	var err error
	if t.Suite.Config.Shell == "sh" {
		code, err = runExternal(ctx, lines, dir, tmpBase, env, t.pipefail(), &trace)
	} else {
		code, err = runInternal(ctx, lines, dir, env, t.pipefail(), &trace)
	}
	var r Result
	out := fmt.Sprintf("Exit Code: %d\n", code)
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		r.Code = Timeout
		out += fmt.Sprintf("Timeout: Reached timeout of %v seconds\n", opts.Timeout.Seconds())
	case err != nil && !isShellError(err):
		r.Code = Unresolved
	case code == 0:
		r.Code = Pass
	default:
		r.Code = Fail
	}
	out += "\n"
	if trace.Len() > 0 {
		out += "Command Output (stdout):\n--\n" + trace.String() + "\n--\n"
	}
	r.Output = out
	return r
}

func (t *Test) pipefail() bool {
	return t.Suite.Config.Pipefail == nil || *t.Suite.Config.Pipefail
}

func isShellError(err error) bool {
	var se *shell.Error
	return errors.As(err, &se)
}

// runInternal runs each RUN line with the internal shell, stopping at the
// first failure, and writes a trace in lit's format.
func runInternal(ctx context.Context, lines []RunLine, dir string, env map[string]string, pipefail bool, trace *strings.Builder) (int, error) {
	// Parse everything first: a syntax error anywhere makes the test
	// UNRESOLVED before anything runs, as in lit.
	nodes := make([]shell.Node, len(lines))
	for i, l := range lines {
		if strings.TrimSpace(l.Command) == "" {
			continue // e.g. "%if feature %{ … %}" without the feature
		}
		n, err := shell.Parse(l.Command)
		if err != nil {
			fmt.Fprintf(trace, "# shell parser error on RUN: %s: %s\n", l.Location(), l.Command)
			return 1, fmt.Errorf("shell parser error: %w", err)
		}
		nodes[i] = n
	}
	sh := shell.New(dir, env)
	sh.Pipefail = pipefail
	for i, l := range lines {
		if nodes[i] == nil {
			fmt.Fprintf(trace, "# RUN: %s has no command after substitutions\n", l.Location())
			continue
		}
		fmt.Fprintf(trace, "# RUN: %s\n%s\n", l.Location(), l.Command)
		sh.Results = sh.Results[:0]
		code, err := sh.Run(ctx, nodes[i])
		writeResults(trace, sh.Results)
		if err != nil {
			if ctx.Err() != nil {
				return code, ctx.Err()
			}
			return code, err
		}
		if code != 0 {
			return code, nil
		}
	}
	return 0, nil
}

// writeResults formats command results the way lit's internal shell does.
func writeResults(w *strings.Builder, results []shell.Result) {
	for _, r := range results {
		w.WriteString("# executed command: " + quoteArgs(r.Args) + "\n")
		if r.Exit == 0 && strings.TrimSpace(r.Stdout) == "" && strings.TrimSpace(r.Stderr) == "" {
			continue
		}
		for _, f := range r.Files {
			w.WriteString(formatOutput(fmt.Sprintf("redirected output from '%s'", f.Name), f.Data))
		}
		w.WriteString(formatOutput("command stdout", r.Stdout))
		w.WriteString(formatOutput("command stderr", r.Stderr))
		if strings.TrimSpace(r.Stdout) == "" && strings.TrimSpace(r.Stderr) == "" {
			w.WriteString("# note: command had no output on stdout or stderr\n")
		}
		if r.Exit != 0 {
			fmt.Fprintf(w, "# error: command failed with exit status: %d\n", r.Exit)
		}
	}
}

func formatOutput(title, data string) string {
	if strings.TrimSpace(data) == "" {
		return ""
	}
	const dashes = 30
	var b strings.Builder
	b.WriteString("# .---" + title + strings.Repeat("-", max(dashes-4-len(title), 0)) + "\n")
	for _, line := range strings.Split(strings.TrimRight(data, "\n"), "\n") {
		b.WriteString("# | " + line + "\n")
	}
	b.WriteString("# `---" + strings.Repeat("-", dashes-4) + "\n")
	return b.String()
}

// quoteArgs quotes like Python's shlex.quote, so traces can be pasted into
// a shell.
func quoteArgs(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = shellQuote(a)
	}
	return strings.Join(q, " ")
}

func shellQuote(s string) string {
	if s == "" {
		return "''"
	}
	safe := true
	for _, c := range s {
		if !(c == '_' || c == '@' || c == '%' || c == '+' || c == '=' || c == ':' || c == ',' || c == '.' || c == '/' || c == '-' ||
			c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			safe = false
			break
		}
	}
	if safe {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'"'"'`) + "'"
}

// shPrelude supplies not and count when the PATH lacks them, so RUN lines
// mean the same under /bin/sh as under the internal shell.
const shPrelude = `command -v not >/dev/null 2>&1 || not() {
  if [ "$1" = --crash ]; then shift; "$@"; [ $? -gt 128 ]; return; fi
  "$@"; s=$?; [ $s -ne 0 ] && [ $s -le 128 ]
}
command -v count >/dev/null 2>&1 || count() {
  n=$(wc -l | tr -d ' '); [ "$n" = "$1" ] || { echo "Expected $1 lines, got $n." >&2; return 1; }
}
`

// runExternal writes the RUN lines to a script and runs it with bash (or
// /bin/sh), as lit does with execute_external.
func runExternal(ctx context.Context, lines []RunLine, dir, tmpBase string, env map[string]string, pipefail bool, trace *strings.Builder) (int, error) {
	var b strings.Builder
	b.WriteString(shPrelude)
	shPath, err := exec.LookPath("bash")
	if err == nil && pipefail {
		b.WriteString("set -o pipefail;")
	} else if err != nil {
		shPath = "/bin/sh"
	}
	b.WriteString("set -x;")
	first := true
	for _, l := range lines {
		if strings.TrimSpace(l.Command) == "" {
			continue
		}
		if !first {
			b.WriteString(" &&\n")
		}
		first = false
		fmt.Fprintf(&b, "{ %s; }", l.Command)
	}
	b.WriteString("\n")
	script := tmpBase + ".script"
	if err := os.WriteFile(script, []byte(b.String()), 0o666); err != nil {
		return 1, err
	}
	cmd := exec.CommandContext(ctx, shPath, script)
	cmd.Dir = dir
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	var out, errOut strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errOut
	// On timeout kill the script's whole process group, not just the shell.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	err = cmd.Run()
	trace.WriteString(out.String())
	if errOut.Len() > 0 {
		trace.WriteString("\n--\nCommand Output (stderr):\n--\n" + errOut.String())
	}
	if ctx.Err() != nil {
		return 1, ctx.Err()
	}
	if ee := (*exec.ExitError)(nil); errors.As(err, &ee) {
		return ee.ExitCode(), nil
	}
	return 0, err
}
