package shell

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"
)

// Shell holds the state that lasts across the commands of one test: working
// directory, environment and the log of what ran.
type Shell struct {
	Dir      string
	Env      map[string]string
	Pipefail bool
	// Results records every command run, in order, for failure reports.
	Results []Result

	dirStack []string
}

// Result is the outcome of one command of a pipeline.
type Result struct {
	Args   []string // as written, including env/not prefixes
	Stdout string   // captured standard output (empty when redirected or piped)
	Stderr string   // captured standard error (empty when redirected)
	Exit   int      // exit status; negative: killed by that signal
	// Files holds, for a failing command, the contents of files it wrote by
	// redirection, so a report can show them.
	Files []File
}

// File is a redirected output file and its (possibly truncated) contents.
type File struct {
	Name string
	Data string
}

// Error is an internal shell error (unknown command, bad redirection, misuse
// of a builtin). Like lit, the whole script stops with status 127.
type Error struct {
	Args []string
	Msg  string
}

func (e *Error) Error() string { return e.Msg }

// ExitInternalError is the status reported after an *Error.
const ExitInternalError = 127

// New returns a shell in dir with a copy of env.
func New(dir string, env map[string]string) *Shell {
	e := make(map[string]string, len(env))
	for k, v := range env {
		e[k] = v
	}
	return &Shell{Dir: dir, Env: e, Pipefail: true}
}

// Run executes n and returns its exit status. An *Error stops execution; it
// is also recorded in Results with status 127. When ctx ends, running
// processes are killed and Run returns ctx.Err().
func (sh *Shell) Run(ctx context.Context, n Node) (int, error) {
	code, err := sh.run(ctx, n)
	var ie *Error
	if errors.As(err, &ie) {
		sh.Results = append(sh.Results, Result{Args: ie.Args, Stderr: ie.Msg + "\n", Exit: ExitInternalError})
		return ExitInternalError, err
	}
	if err == nil && ctx.Err() != nil {
		err = ctx.Err()
	}
	return code, err
}

func (sh *Shell) run(ctx context.Context, n Node) (int, error) {
	if ctx.Err() != nil {
		return 1, ctx.Err()
	}
	switch n := n.(type) {
	case *Seq:
		code, err := sh.run(ctx, n.LHS)
		if err != nil {
			return code, err
		}
		switch n.Op {
		case "&&":
			if code != 0 {
				return code, nil
			}
		case "||":
			if code == 0 {
				return code, nil
			}
		}
		return sh.run(ctx, n.RHS)
	case *Pipeline:
		return sh.runPipeline(ctx, n)
	}
	return 1, fmt.Errorf("unknown node %T", n)
}

// stage is one command of a pipeline, ready to start.
type stage struct {
	cmd     *Command
	args    []string
	env     map[string]string // nil: the shell's
	negs    []string          // "not", "crash" or "!", outermost first
	builtin builtinFunc
	path    string // external program

	stdin          io.Reader
	stdout, stderr io.Writer
	outBuf, errBuf *bytes.Buffer
	closeAfter     []io.Closer // pipe ends this stage owns
	written        []string    // files opened for writing, for reports
	exit           int
}

// Builtins that change the shell itself; they must run alone.
var stateful = map[string]bool{"cd": true, "pushd": true, "popd": true, "export": true}

func (sh *Shell) runPipeline(ctx context.Context, pl *Pipeline) (int, error) {
	stages := make([]*stage, len(pl.Commands))
	var opened []io.Closer
	closeAll := func() {
		for _, c := range opened {
			c.Close()
		}
	}
	for i, c := range pl.Commands {
		st, err := sh.prepare(c, len(pl.Commands))
		if err != nil {
			closeAll()
			return ExitInternalError, err
		}
		stages[i] = st
	}
	// Stateful builtins run alone and need no plumbing beyond redirects.
	if len(stages) == 1 && stateful[stages[0].args[0]] {
		st := stages[0]
		code, err := sh.runStateful(st)
		if err != nil {
			return code, err
		}
		code = applyNegations(st.negs, code)
		sh.Results = append(sh.Results, Result{Args: st.cmd.ArgStrings(), Exit: code})
		return code, nil
	}
	// Connect the stages, then apply each one's redirections.
	var pipeR *os.File
	for i, st := range stages {
		if pipeR != nil {
			st.stdin = pipeR
			st.closeAfter = append(st.closeAfter, pipeR)
			pipeR = nil
		}
		if i < len(stages)-1 {
			r, w, err := os.Pipe()
			if err != nil {
				closeAll()
				return ExitInternalError, &Error{Args: st.args, Msg: err.Error()}
			}
			st.stdout = w
			st.closeAfter = append(st.closeAfter, w)
			opened = append(opened, r, w)
			pipeR = r
		} else {
			st.outBuf = &bytes.Buffer{}
			st.stdout = st.outBuf
		}
		st.errBuf = &bytes.Buffer{}
		st.stderr = st.errBuf
		files, err := sh.redirect(st)
		opened = append(opened, files...)
		if err != nil {
			closeAll()
			return ExitInternalError, err
		}
	}
	defer closeAll()

	done := make(chan *stage, len(stages))
	for i, st := range stages {
		if err := sh.start(ctx, st, done); err != nil {
			// Started stages see their pipes close and finish.
			closeAll()
			for range i {
				<-done
			}
			return ExitInternalError, err
		}
	}
	for range stages {
		<-done
	}

	code := 0
	for _, st := range stages {
		st.exit = applyNegations(st.negs, st.exit)
		r := Result{Args: st.cmd.ArgStrings(), Exit: st.exit}
		if st.outBuf != nil {
			r.Stdout = st.outBuf.String()
		}
		if st.errBuf != nil && st.stderr == st.errBuf {
			r.Stderr = st.errBuf.String()
		}
		if st.exit != 0 {
			r.Files = readFiles(st.written)
		}
		sh.Results = append(sh.Results, r)
		// lit: with pipefail the last failing status wins.
		if !sh.Pipefail || code == 0 || st.exit != 0 {
			code = st.exit
		}
	}
	return code, nil
}

// start launches st; it sends st on done when it has finished, and nothing
// when it returns an error.
func (sh *Shell) start(ctx context.Context, st *stage, done chan<- *stage) error {
	finish := func() {
		for _, c := range st.closeAfter {
			c.Close()
		}
		done <- st
	}
	if st.builtin != nil {
		go func() {
			p := &proc{ctx: ctx, sh: sh, args: st.args, stdin: st.stdin, stdout: st.stdout, stderr: st.stderr}
			if p.stdin == nil {
				p.stdin = strings.NewReader("")
			}
			st.exit = st.builtin(p)
			finish()
		}()
		return nil
	}
	cmd := exec.CommandContext(ctx, st.path, st.args[1:]...)
	cmd.Args[0] = st.args[0]
	cmd.Dir = sh.Dir
	env := st.env
	if env == nil {
		env = sh.Env
	}
	cmd.Env = envList(env)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = st.stdin, st.stdout, st.stderr
	// Kill the whole process group on timeout, so grandchildren that hold
	// our pipes open cannot hang the test.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	if err := cmd.Start(); err != nil {
		return &Error{Args: st.args, Msg: fmt.Sprintf("%s: %v", st.args[0], err)}
	}
	// The child has its own copies of the pipe ends now.
	for _, c := range st.closeAfter {
		c.Close()
	}
	st.closeAfter = nil
	go func() {
		err := cmd.Wait()
		st.exit = exitStatus(cmd.ProcessState, err)
		finish()
	}()
	return nil
}

func exitStatus(ps *os.ProcessState, err error) int {
	if ps == nil {
		if err != nil {
			return 1
		}
		return 0
	}
	if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return -int(ws.Signal())
	}
	return ps.ExitCode()
}

// applyNegations applies not / not --crash / ! prefixes, innermost first.
// Like LLVM's not, a crash (negative status) is a failure for plain "not".
func applyNegations(negs []string, code int) int {
	for i := len(negs) - 1; i >= 0; i-- {
		switch negs[i] {
		case "crash":
			code = b2i(code >= 0)
		case "not":
			code = b2i(code == 0 || code < 0)
		case "!":
			code = b2i(code == 0)
		}
	}
	return code
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// prepare expands the command's words and peels env, not and ! prefixes.
func (sh *Shell) prepare(c *Command, pipelineLen int) (*stage, error) {
	st := &stage{cmd: c}
	args := sh.expand(c.Args)
	fail := func(msg string) (*stage, error) { return nil, &Error{Args: c.ArgStrings(), Msg: msg} }
	for len(args) > 0 {
		switch {
		case args[0] == "env":
			if st.env == nil {
				st.env = copyEnv(sh.Env)
			}
			args = updateEnv(st.env, args[1:])
			if len(args) == 0 {
				args = []string{"env"} // plain "env" prints the environment
				st.builtin = builtinEnv(st.env)
				st.args = args
				return st, nil
			}
			continue
		case args[0] == "not":
			args = args[1:]
			if len(args) > 0 && args[0] == "--crash" {
				st.negs = append(st.negs, "crash")
				args = args[1:]
			} else {
				st.negs = append(st.negs, "not")
			}
			if len(args) == 0 {
				return fail("Error: 'not' requires a subcommand")
			}
			continue
		case args[0] == "!":
			st.negs = append(st.negs, "!")
			args = args[1:]
			if len(args) == 0 {
				return fail("Error: '!' requires a subcommand")
			}
			continue
		case isAssignment(args[0]):
			// sh's "VAR=value cmd": like env, for this command only.
			if st.env == nil {
				st.env = copyEnv(sh.Env)
			}
			k, v, _ := strings.Cut(args[0], "=")
			st.env[k] = v
			args = args[1:]
			if len(args) == 0 {
				return fail("Error: variable assignment without a command")
			}
			continue
		}
		break
	}
	if len(args) == 0 {
		return fail("empty command")
	}
	st.args = args
	if stateful[args[0]] {
		if st.env != nil {
			return fail(fmt.Sprintf("Error: 'env' cannot call '%s'", args[0]))
		}
		if pipelineLen != 1 {
			return fail(fmt.Sprintf("Unsupported: '%s' cannot be part of a pipeline", args[0]))
		}
		return st, nil
	}
	if b, ok := builtins[args[0]]; ok {
		st.builtin = b
		return st, nil
	}
	path, err := sh.lookPath(args[0], st.env)
	if err != nil {
		return fail(fmt.Sprintf("'%s': command not found", args[0]))
	}
	st.path = path
	return st, nil
}

func isAssignment(s string) bool {
	k, _, ok := strings.Cut(s, "=")
	if !ok || k == "" {
		return false
	}
	for i, c := range k {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// updateEnv applies env's arguments (-u VAR, -i, VAR=value) to e and returns
// the remaining command, as lit's updateEnv does.
func updateEnv(e map[string]string, args []string) []string {
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "-u" && i+1 < len(args):
			delete(e, args[i+1])
			i++
		case a == "-i":
			for k := range e {
				delete(e, k)
			}
		default:
			k, v, ok := strings.Cut(a, "=")
			if !ok {
				return args[i:]
			}
			e[k] = v
		}
	}
	return nil
}

func copyEnv(e map[string]string) map[string]string {
	c := make(map[string]string, len(e))
	for k, v := range e {
		c[k] = v
	}
	return c
}

func envList(e map[string]string) []string {
	l := make([]string, 0, len(e))
	for k, v := range e {
		l = append(l, k+"="+v)
	}
	sort.Strings(l)
	return l
}

// expand turns words into arguments, expanding globs against the working
// directory; a glob that matches nothing stays as written.
func (sh *Shell) expand(words []Word) []string {
	var args []string
	for _, w := range words {
		if !w.Glob {
			args = append(args, w.Text)
			continue
		}
		pat := w.Text
		if !filepath.IsAbs(pat) {
			pat = filepath.Join(sh.Dir, pat)
		}
		m, _ := filepath.Glob(pat)
		if len(m) == 0 {
			args = append(args, w.Text)
			continue
		}
		for _, f := range m {
			if !filepath.IsAbs(w.Text) {
				if rel, err := filepath.Rel(sh.Dir, f); err == nil {
					f = rel
				}
			}
			args = append(args, f)
		}
	}
	return args
}

// lookPath finds an executable the way lit does: names starting with "." or
// containing a slash are relative to the working directory, others are
// searched on the command's PATH.
func (sh *Shell) lookPath(name string, env map[string]string) (string, error) {
	if strings.Contains(name, "/") {
		p := name
		if !filepath.IsAbs(p) {
			p = filepath.Join(sh.Dir, p)
		}
		if isExecutable(p) {
			return p, nil
		}
		return "", os.ErrNotExist
	}
	path, ok := sh.Env["PATH"]
	if env != nil {
		if p, ok2 := env["PATH"]; ok2 {
			path, ok = p, true
		}
	}
	if !ok {
		path = os.Getenv("PATH")
	}
	for _, dir := range filepath.SplitList(path) {
		if dir == "" {
			dir = "."
		}
		if !filepath.IsAbs(dir) {
			dir = filepath.Join(sh.Dir, dir)
		}
		if p := filepath.Join(dir, name); isExecutable(p) {
			return p, nil
		}
	}
	return "", os.ErrNotExist
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0
}

// abs resolves p against the shell's working directory.
func (sh *Shell) abs(p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(sh.Dir, p)
}
