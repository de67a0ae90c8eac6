package shell

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"syscall"
)

// proc is what a builtin sees: its arguments and standard streams.
type proc struct {
	ctx            context.Context
	sh             *Shell
	args           []string
	stdin          io.Reader
	stdout, stderr io.Writer
}

func (p *proc) errorf(format string, a ...any) int {
	fmt.Fprintf(p.stderr, format+"\n", a...)
	return 1
}

// builtinFunc runs a builtin and returns its exit status.
type builtinFunc func(p *proc) int

var builtins map[string]builtinFunc

func init() {
	builtins = map[string]builtinFunc{
		"echo":  builtinEcho,
		"mkdir": builtinMkdir,
		"rm":    builtinRm,
		"cat":   builtinCat,
		"diff":  builtinDiff,
		"count": builtinCount,
		":":     func(*proc) int { return 0 },
		"true":  func(*proc) int { return 0 },
		"false": func(*proc) int { return 1 },
	}
}

// IsBuiltin reports whether name runs in-process rather than from PATH.
func IsBuiltin(name string) bool {
	_, ok := builtins[name]
	return ok || stateful[name] || name == "env" || name == "not"
}

// runStateful runs cd, pushd, popd and export, which change the shell.
func (sh *Shell) runStateful(st *stage) (int, error) {
	args := st.args
	fail := func(msg string) (int, error) {
		return ExitInternalError, &Error{Args: st.cmd.ArgStrings(), Msg: msg}
	}
	switch args[0] {
	case "cd", "pushd":
		if len(args) != 2 {
			return fail(fmt.Sprintf("'%s' supports only one argument", args[0]))
		}
		if args[0] == "pushd" {
			sh.dirStack = append(sh.dirStack, sh.Dir)
		}
		// Like lit, cd always succeeds; later commands fail if the
		// directory does not exist.
		sh.Dir = sh.abs(args[1])
	case "popd":
		if len(args) != 1 {
			return fail("'popd' does not support arguments")
		}
		if len(sh.dirStack) == 0 {
			return fail("popd: directory stack empty")
		}
		sh.Dir = sh.dirStack[len(sh.dirStack)-1]
		sh.dirStack = sh.dirStack[:len(sh.dirStack)-1]
	case "export":
		if len(args) != 2 {
			return fail("'export' supports only one argument")
		}
		updateEnv(sh.Env, args[1:])
	}
	return 0, nil
}

func builtinEnv(e map[string]string) builtinFunc {
	return func(p *proc) int {
		keys := make([]string, 0, len(e))
		for k := range e {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Fprintf(p.stdout, "%s=%s\n", k, e[k])
		}
		return 0
	}
}

// builtinEcho supports -n and -e, like lit's echo; other dashes are text.
func builtinEcho(p *proc) int {
	args := p.args[1:]
	escapes, newline := false, true
	for len(args) > 0 && (args[0] == "-e" || args[0] == "-n") {
		if args[0] == "-e" {
			escapes = true
		} else {
			newline = false
		}
		args = args[1:]
	}
	s := strings.Join(args, " ")
	if escapes {
		s = unescape(s)
	}
	if newline {
		s += "\n"
	}
	// lit's echo writes its text before the next stage runs, so a reader
	// that exits without reading (FileCheck refusing its options) does not
	// fail it; ours writes into a live pipe and must ignore EPIPE to agree.
	if _, err := io.WriteString(p.stdout, s); err != nil && !errors.Is(err, syscall.EPIPE) {
		return 1
	}
	return 0
}

// unescape interprets backslash escapes as Python's unicode_escape does for
// the common cases.
func unescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch c := s[i]; c {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'v':
			b.WriteByte('\v')
		case '\\':
			b.WriteByte('\\')
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			for j < len(s) && j < i+3 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			v, _ := strconv.ParseUint(s[i:j], 8, 8)
			b.WriteByte(byte(v))
			i = j - 1
		case 'x':
			if i+2 < len(s) {
				if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
					b.WriteByte(byte(v))
					i += 2
					continue
				}
			}
			b.WriteString(`\x`)
		default:
			b.WriteByte('\\')
			b.WriteByte(c)
		}
	}
	return b.String()
}

// flags splits GNU-style short options (anywhere before "--") from operands.
func flags(args []string, allowed string) (set map[byte]bool, operands []string, bad string) {
	set = map[byte]bool{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return set, append(operands, args[i+1:]...), ""
		}
		if a == "--recursive" && strings.Contains(allowed, "r") {
			set['r'] = true
			continue
		}
		if len(a) < 2 || a[0] != '-' {
			operands = append(operands, a)
			continue
		}
		for j := 1; j < len(a); j++ {
			if !strings.ContainsRune(allowed, rune(a[j])) {
				return nil, nil, a
			}
			set[a[j]] = true
		}
	}
	return set, operands, ""
}

func builtinMkdir(p *proc) int {
	f, dirs, bad := flags(p.args[1:], "p")
	if bad != "" {
		return p.errorf("Unsupported: 'mkdir': option %s not recognized", bad)
	}
	if len(dirs) == 0 {
		return p.errorf("Error: 'mkdir' is missing an operand")
	}
	code := 0
	for _, d := range dirs {
		var err error
		if f['p'] {
			err = os.MkdirAll(p.sh.abs(d), 0o777)
		} else if err = os.Mkdir(p.sh.abs(d), 0o777); os.IsExist(err) {
			err = nil // lit's mkdir uses exist_ok=True
		}
		if err != nil {
			code = p.errorf("Error: 'mkdir' command failed, %v", err)
		}
	}
	return code
}

func builtinRm(p *proc) int {
	f, paths, bad := flags(p.args[1:], "frR")
	if bad != "" {
		return p.errorf("Unsupported: 'rm': option %s not recognized", bad)
	}
	if len(paths) == 0 {
		return p.errorf("Error: 'rm' is missing an operand")
	}
	recursive := f['r'] || f['R']
	code := 0
	for _, name := range paths {
		path := p.sh.abs(name)
		fi, err := os.Lstat(path)
		if err != nil {
			if !f['f'] {
				code = p.errorf("Error: 'rm' command failed, %v", err)
			}
			continue
		}
		if fi.IsDir() {
			if !recursive {
				code = p.errorf("Error: %s is a directory", path)
				continue
			}
			err = os.RemoveAll(path)
		} else {
			err = os.Remove(path)
		}
		if err != nil {
			code = p.errorf("Error: 'rm' command failed, %v", err)
		}
	}
	return code
}

func builtinCat(p *proc) int {
	f, files, bad := flags(p.args[1:], "v")
	if bad != "" && bad != "--show-nonprinting" {
		return p.errorf("Unsupported: 'cat': option %s not recognized", bad)
	}
	showNonprinting := f['v'] || bad == "--show-nonprinting"
	if len(files) == 0 {
		files = []string{"-"}
	}
	w := bufio.NewWriter(p.stdout)
	defer w.Flush()
	code := 0
	for _, name := range files {
		var data []byte
		var err error
		if name == "-" {
			data, err = io.ReadAll(p.stdin)
		} else {
			data, err = os.ReadFile(p.sh.abs(name))
		}
		if err != nil {
			code = p.errorf("%v", err)
			continue
		}
		if showNonprinting {
			data = []byte(nonprinting(data))
		}
		if _, err := w.Write(data); err != nil {
			return 1
		}
	}
	return code
}

// nonprinting renders control and high bytes the way cat -v does.
func nonprinting(data []byte) string {
	var b strings.Builder
	for _, c := range data {
		if c >= 128 {
			b.WriteString("M-")
			c -= 128
		}
		switch {
		case c == '\n' || c == '\t':
			b.WriteByte(c)
		case c < 32:
			b.WriteByte('^')
			b.WriteByte(c + 64)
		case c == 127:
			b.WriteString("^?")
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// builtinCount is LLVM's count: it succeeds when stdin has exactly N lines
// (a final line without a newline counts).
func builtinCount(p *proc) int {
	if len(p.args) != 2 {
		return p.errorf("usage: count <expected>")
	}
	want, err := strconv.ParseInt(p.args[1], 10, 64)
	if err != nil || want < 0 {
		return p.errorf("count: invalid number: '%s'", p.args[1])
	}
	r := bufio.NewReader(p.stdin)
	var n int64
	last := byte('\n')
	buf := make([]byte, 32<<10)
	for {
		k, err := r.Read(buf)
		for _, c := range buf[:k] {
			if c == '\n' {
				n++
			}
		}
		if k > 0 {
			last = buf[k-1]
		}
		if err != nil {
			break
		}
	}
	if last != '\n' {
		n++
	}
	if n != want {
		return p.errorf("Expected %d lines, got %d.", want, n)
	}
	return 0
}
