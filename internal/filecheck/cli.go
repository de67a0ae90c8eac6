package filecheck

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// DumpMode is -dump-input's value; larger values take precedence.
type DumpMode int

const (
	DumpNever DumpMode = iota
	DumpFail
	DumpAlways
	DumpHelp
)

// Config is a parsed command line.
type Config struct {
	Options
	CheckFile  string
	InputFile  string // "-" for stdin
	Dump       DumpMode
	Filter     DumpFilter
	Context    int
	LabelWidth int
	// Help is the option listing asked for (--help and its kin), and
	// ShowVersion --version. llvm::cl acts on these as soon as it reads
	// them: later arguments are not looked at, and the errors of earlier
	// ones are in ArgErrors (printed, yet the exit code is 0).
	Help        HelpMode
	ShowVersion bool
	ArgErrors   []string
}

// usageError is the command line's errors, one message each, as llvm::cl
// reports them all before it exits 1.
type usageError struct{ msgs []string }

func (e *usageError) Error() string { return strings.Join(e.msgs, "\n") }

// ParseArgs parses FileCheck's command line (without argv[0]) the way
// llvm::cl does: every long option takes one dash or two, values follow '='
// or come as the next argument, and list options may repeat. An error does
// not stop it: all of them are reported, unless a help or version option
// comes first, which ends the parse there (see Config.Help).
func ParseArgs(args []string) (*Config, error) { return parseArgs("FileCheck", args) }

// parseArgs is ParseArgs; argv0 is the program as invoked, which llvm::cl
// names in its hints to run --help.
func parseArgs(argv0 string, args []string) (*Config, error) {
	cfg := &Config{InputFile: "-"}
	var dumps []DumpMode
	var filters []DumpFilter
	var contexts []int
	var positional []string
	bools := map[string]*bool{
		"strict-whitespace": &cfg.StrictWhitespace, "ignore-case": &cfg.IgnoreCase,
		"allow-empty": &cfg.AllowEmptyInput, "allow-unused-prefixes": &cfg.AllowUnusedPrefixes,
		"match-full-lines": &cfg.MatchFullLines, "enable-var-scope": &cfg.EnableVarScope,
		"allow-deprecated-dag-overlap": &cfg.AllowDeprecatedDAGOverlap,
		"v":                            &cfg.Verbose, "vv": &cfg.VerboseVerbose, "color": new(bool),
	}
	valued := map[string]bool{"input-file": true, "check-prefixes": true, "check-prefix": true,
		"comment-prefixes": true, "implicit-check-not": true, "dump-input": true,
		"dump-input-filter": true, "dump-input-context": true}
	var errs []string
	fail := func(format string, a ...any) { errs = append(errs, fmt.Sprintf(format, a...)) }
	onlyPositional := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if onlyPositional || a == "-" || !strings.HasPrefix(a, "-") {
			positional = append(positional, a)
			continue
		}
		if a == "--" {
			onlyPositional = true
			continue
		}
		dashes := "-"
		name := a[1:]
		if strings.HasPrefix(name, "-") {
			dashes, name = "--", name[1:]
		}
		val, hasVal := "", false
		if eq := strings.IndexByte(name, '='); eq >= 0 {
			name, val, hasVal = name[:eq], name[eq+1:], true
		}
		if strings.HasPrefix(name, "D") {
			// -D is an always-prefix option: the value is glued on.
			v := a[len(dashes)+1:]
			if v == "" {
				fail("for the -D option: requires a value!")
				continue
			}
			cfg.GlobalDefines = append(cfg.GlobalDefines, v)
			continue
		}
		if mode, ok := helpModes[name]; ok || name == "version" {
			if hasVal {
				fail("for the %s%s option: does not allow a value! '%s' specified.", dashes, name, val)
				continue
			}
			cfg.Help, cfg.ShowVersion, cfg.ArgErrors = mode, !ok, errs
			return cfg, nil
		}
		if b, ok := bools[name]; ok {
			if !hasVal {
				*b = true
				continue
			}
			switch val {
			case "true", "TRUE", "True", "1":
				*b = true
			case "false", "FALSE", "False", "0":
				*b = false
			default:
				fail("for the %s%s option: '%s' is invalid value for boolean argument! Try 0 or 1", dashes, name, val)
			}
			continue
		}
		if !valued[name] {
			fail("Unknown command line argument '%s'.  Try: '%s --help'", a, argv0)
			continue
		}
		if !hasVal {
			if i+1 >= len(args) {
				fail("for the %s%s option: requires a value!", dashes, name)
				continue
			}
			i++
			val = args[i]
		}
		bad := func() {
			fail("for the %s%s option: Cannot find option named '%s'!", dashes, name, val)
		}
		switch name {
		case "input-file":
			cfg.InputFile = val
		case "check-prefixes", "check-prefix":
			cfg.CheckPrefixes = append(cfg.CheckPrefixes, strings.Split(val, ",")...)
		case "comment-prefixes":
			cfg.CommentPrefixes = append(cfg.CommentPrefixes, strings.Split(val, ",")...)
		case "implicit-check-not":
			cfg.ImplicitCheckNot = append(cfg.ImplicitCheckNot, val)
		case "dump-input":
			m, ok := map[string]DumpMode{"help": DumpHelp, "always": DumpAlways, "fail": DumpFail, "never": DumpNever}[val]
			if !ok {
				bad()
				continue
			}
			dumps = append(dumps, m)
		case "dump-input-filter":
			f, ok := map[string]DumpFilter{"all": FilterAll, "annotation-full": FilterAnnotationFull, "annotation": FilterAnnotation, "error": FilterError}[val]
			if !ok {
				bad()
				continue
			}
			filters = append(filters, f)
		case "dump-input-context":
			n, err := strconv.ParseUint(val, 0, 32)
			if err != nil {
				fail("for the %s%s option: '%s' value invalid for uint argument!", dashes, name, val)
				continue
			}
			contexts = append(contexts, int(n))
		}
	}
	if len(positional) > 1 {
		fail("Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: %s --help", argv0)
	}
	if len(errs) > 0 {
		return nil, &usageError{errs}
	}
	if len(positional) == 1 {
		cfg.CheckFile = positional[0]
	}
	cfg.Dump = DumpFail
	if len(dumps) > 0 {
		cfg.Dump = maxOf(dumps)
	}
	cfg.Filter = FilterError
	if len(filters) > 0 {
		cfg.Filter = maxOf(filters)
	} else if cfg.Dump == DumpAlways {
		cfg.Filter = FilterAll
	}
	cfg.Context = 5
	if len(contexts) > 0 {
		cfg.Context = maxOf(contexts)
	}
	if cfg.VerboseVerbose {
		cfg.Verbose = true
	}
	return cfg, nil
}

func maxOf[T ~int](xs []T) T {
	m := xs[0]
	for _, x := range xs[1:] {
		m = max(m, x)
	}
	return m
}

// tokenizeGNU splits an environment string like a GNU shell command line.
func tokenizeGNU(s string) []string {
	var out []string
	var cur strings.Builder
	in := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s):
			i++
			cur.WriteByte(s[i])
			in = true
		case c == '\'' || c == '"':
			j := i + 1
			for j < len(s) && s[j] != c {
				if c == '"' && s[j] == '\\' && j+1 < len(s) {
					j++
				}
				cur.WriteByte(s[j])
				j++
			}
			i = j
			in = true
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if in {
				out = append(out, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteByte(c)
			in = true
		}
	}
	if in {
		out = append(out, cur.String())
	}
	return out
}

func errnoText(err error) string {
	var en syscall.Errno
	if errors.As(err, &en) {
		s := en.Error()
		return strings.ToUpper(s[:1]) + s[1:]
	}
	return err.Error()
}

func readFileOrStdin(name string, stdin io.Reader) (string, error) {
	if name == "-" {
		b, err := io.ReadAll(stdin)
		return string(b), err
	}
	b, err := os.ReadFile(name)
	return string(b), err
}

// Main runs FileCheck with argv (argv[0] is the program name) and returns
// the exit code. getenv supplies FILECHECK_OPTS (nil: none).
func Main(argv []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	// llvm::cl names the program by the base name of argv[0] (USAGE, error
	// prefixes) and by argv[0] itself in its hints to run --help.
	prog, argv0 := "FileCheck", "FileCheck"
	if len(argv) > 0 {
		prog, argv0 = filepath.Base(argv[0]), argv[0]
	}
	args := argv[min(1, len(argv)):]
	if getenv != nil {
		if env := getenv("FILECHECK_OPTS"); env != "" {
			args = append(tokenizeGNU(env), args...)
		}
	}
	cfg, err := parseArgs(argv0, args)
	if err != nil {
		var ue *usageError
		if !errors.As(err, &ue) {
			ue = &usageError{[]string{err.Error()}}
		}
		for _, m := range ue.msgs {
			fmt.Fprintf(stderr, "%s: %s\n", prog, m)
		}
		return 1
	}
	for _, m := range cfg.ArgErrors {
		fmt.Fprintf(stderr, "%s: %s\n", prog, m)
	}
	if cfg.Help != HelpNone {
		WriteHelp(stdout, prog, cfg.Help)
		return 0
	}
	if cfg.ShowVersion {
		fmt.Fprintln(stdout, "ncc FileCheck (compatible with LLVM FileCheck 22)")
		return 0
	}
	if cfg.Dump == DumpHelp {
		io.WriteString(stdout, DumpInputHelp)
		return 0
	}
	if cfg.CheckFile == "" {
		fmt.Fprintln(stderr, "<check-file> not specified")
		return 2
	}
	return run1(cfg, argv, stdin, stderr)
}

func run1(cfg *Config, argv []string, stdin io.Reader, stderr io.Writer) int {
	checkText, err := "", error(nil)
	readCheck := func() (string, error) {
		checkText, err = readFileOrStdin(cfg.CheckFile, stdin)
		return checkText, err
	}
	readInput := func() (string, error) { return readFileOrStdin(cfg.InputFile, stdin) }
	return check(cfg, argv, readCheck, readInput, stderr)
}

// CheckText runs FileCheck on in-memory texts, as the command line does
// once the files are read, and returns the exit code. Diagnostics name the
// check file checkName and the input "<stdin>".
func CheckText(cfg *Config, checkName, checkText, inputText string, stderr io.Writer) int {
	c := *cfg
	c.CheckFile, c.InputFile = checkName, "-"
	return check(&c, []string{"FileCheck", checkName},
		func() (string, error) { return checkText, nil },
		func() (string, error) { return inputText, nil }, stderr)
}

func check(cfg *Config, argv []string, readCheck, readInput func() (string, error), stderr io.Writer) int {
	defError := false
	var defs []string
	for _, g := range cfg.GlobalDefines {
		eq := strings.IndexByte(g, '=')
		if eq < 0 {
			fmt.Fprintf(stderr, "Missing equal sign in command-line definition '-D%s'\n", g)
			defError = true
			continue
		}
		if eq == 0 {
			fmt.Fprintf(stderr, "Missing variable name in command-line definition '-D%s'\n", g)
			defError = true
			continue
		}
		defs = append(defs, g)
	}
	if defError {
		return 2
	}
	opts := cfg.Options
	opts.GlobalDefines = defs
	opts.CheckPrefixes = append([]string(nil), cfg.CheckPrefixes...)
	opts.CommentPrefixes = append([]string(nil), cfg.CommentPrefixes...)
	w := &errWriter{w: stderr}
	if !opts.validatePrefixes(w) {
		return 2
	}
	checkText, err := readCheck()
	if err != nil {
		fmt.Fprintf(stderr, "Could not open check file '%s': %s\n", cfg.CheckFile, errnoText(err))
		return 2
	}
	checkName := cfg.CheckFile
	if checkName == "-" {
		checkName = "<stdin>"
	}
	c := &checker{opts: &opts, ctx: newContext()}
	cb := newBuffer(checkName, canonicalize(checkText, opts.StrictWhitespace))
	if !c.readCheckFile(cb, w) {
		if w.fatal {
			return 1
		}
		return 2
	}
	inputName := cfg.InputFile
	inText, err := readInput()
	if inputName == "-" {
		inputName = "<stdin>"
	}
	if err != nil {
		fmt.Fprintf(stderr, "Could not open input file '%s': %s\n", inputName, errnoText(err))
		return 2
	}
	if len(inText) == 0 && !opts.AllowEmptyInput {
		fmt.Fprintf(stderr, "FileCheck error: '%s' is empty.\n", inputName)
		fmt.Fprint(stderr, "FileCheck command line: ")
		for _, a := range argv {
			fmt.Fprint(stderr, " "+a)
		}
		fmt.Fprintln(stderr)
		return 2
	}
	in := &input{buf: newBuffer(inputName, canonicalize(inText, opts.StrictWhitespace))}
	r := &run{c: c, opts: &opts, in: in, w: w}
	var diags []fcDiag
	if cfg.Dump != DumpNever {
		r.diags = &diags
	}
	code := 0
	if !r.checkInput() {
		code = 1
	}
	if cfg.Dump == DumpAlways || (code == 1 && cfg.Dump == DumpFail) {
		fmt.Fprintf(stderr, "\nInput file: %s\nCheck file: %s\n\n-dump-input=help explains the following input dump.\n\n", inputName, cfg.CheckFile)
		as, width := c.buildAnnotations(in.buf, diags)
		dumpAnnotatedInput(stderr, cfg.Filter, cfg.Context, in.buf.text, as, width)
	}
	return code
}
