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
	CheckFile   string
	InputFile   string // "-" for stdin
	Dump        DumpMode
	Filter      DumpFilter
	Context     int
	LabelWidth  int
	ShowHelp    bool
	ShowVersion bool
}

type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// ParseArgs parses FileCheck's command line (without argv[0]) the way
// llvm::cl does: every long option takes one dash or two, values follow '='
// or come as the next argument, and list options may repeat.
func ParseArgs(args []string) (*Config, error) {
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
		"v":                            &cfg.Verbose, "vv": &cfg.VerboseVerbose, "help": &cfg.ShowHelp,
		"version": &cfg.ShowVersion, "color": new(bool),
	}
	valued := map[string]bool{"input-file": true, "check-prefixes": true, "check-prefix": true,
		"comment-prefixes": true, "implicit-check-not": true, "dump-input": true,
		"dump-input-filter": true, "dump-input-context": true}
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
				return nil, &usageError{"for the -D option: requires a value!"}
			}
			cfg.GlobalDefines = append(cfg.GlobalDefines, v)
			continue
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
				return nil, &usageError{fmt.Sprintf("for the %s%s option: '%s' is invalid value for boolean argument! Try 0 or 1", dashes, name, val)}
			}
			continue
		}
		if !valued[name] {
			return nil, &usageError{fmt.Sprintf("Unknown command line argument '%s'.  Try: 'FileCheck --help'", a)}
		}
		if !hasVal {
			if i+1 >= len(args) {
				return nil, &usageError{fmt.Sprintf("for the %s%s option: requires a value!", dashes, name)}
			}
			i++
			val = args[i]
		}
		bad := func() error {
			return &usageError{fmt.Sprintf("for the %s%s option: Cannot find option named '%s'!", dashes, name, val)}
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
				return nil, bad()
			}
			dumps = append(dumps, m)
		case "dump-input-filter":
			f, ok := map[string]DumpFilter{"all": FilterAll, "annotation-full": FilterAnnotationFull, "annotation": FilterAnnotation, "error": FilterError}[val]
			if !ok {
				return nil, bad()
			}
			filters = append(filters, f)
		case "dump-input-context":
			n, err := strconv.ParseUint(val, 0, 32)
			if err != nil {
				return nil, &usageError{fmt.Sprintf("for the %s%s option: '%s' value invalid for uint argument!", dashes, name, val)}
			}
			contexts = append(contexts, int(n))
		}
	}
	if len(positional) > 1 {
		return nil, &usageError{"Too many positional arguments specified!\nCan specify at most 1 positional arguments"}
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
	prog := "FileCheck"
	if len(argv) > 0 {
		prog = filepath.Base(argv[0])
	}
	args := argv[min(1, len(argv)):]
	if getenv != nil {
		if env := getenv("FILECHECK_OPTS"); env != "" {
			args = append(tokenizeGNU(env), args...)
		}
	}
	cfg, err := ParseArgs(args)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	if cfg.ShowHelp {
		fmt.Fprintf(stdout, "USAGE: %s [options] <check-file>\n\nOptions are parsed from the environment variable FILECHECK_OPTS and\nfrom the command line.\n", prog)
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
