package pass

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"ncc/core"
)

// CLI holds the pass-manager flags of a tool (ncc-opt), named as mlir-opt's.
// RegisterFlags creates it; the driver then calls Pipeline, Run and Finish.
type CLI struct {
	PassPipeline      string
	DumpPassPipeline  bool
	ListPasses        bool
	DisableThreading  bool
	PrintBefore       []string
	PrintAfter        []string
	PrintBeforeAll    bool
	PrintAfterAll     bool
	PrintAfterChange  bool
	PrintAfterFailure bool
	PrintModuleScope  bool
	Timing            bool
	TimingDisplay     string
	OutputFormat      string
	Statistics        bool
	StatisticsDisplay string
	PrintIRDiff       bool
	IRHTML            string
	CrashReproducer   string
	LocalReproducer   bool
	GenerateRepro     string
	RunReproducer     bool

	// passFlags are the pass and pipeline flags in command-line order.
	passFlags []passFlag
	reg       *Registry
	timing    *Timing
	repro     *ReproducerConfig
}

type passFlag struct{ arg, options string }

// noValue is the value pflag gives a pass flag written without "=".
const noValue = "\x00"

// passFlagValue appends its pass to the CLI's list each time it is set.
type passFlagValue struct {
	cli *CLI
	arg string
}

func (v *passFlagValue) String() string { return "" }
func (v *passFlagValue) Type() string   { return "options" }
func (v *passFlagValue) Set(s string) error {
	if s == noValue {
		s = ""
	}
	v.cli.passFlags = append(v.cli.passFlags, passFlag{v.arg, s})
	return nil
}

// RegisterFlags adds the pass-manager flags and one flag per registered
// pass and pipeline of the Default registry (`--cse`,
// `--canonicalize="max-iterations=3"`) to fs. Flags fs already has are
// left alone, so a tool's own flags win.
func RegisterFlags(fs *pflag.FlagSet) *CLI { return RegisterFlagsFrom(fs, Default) }

// RegisterFlagsFrom is RegisterFlags with another registry.
func RegisterFlagsFrom(fs *pflag.FlagSet, r *Registry) *CLI {
	c := &CLI{reg: r}
	str := func(p *string, name, def, help string) {
		if fs.Lookup(name) == nil {
			fs.StringVar(p, name, def, help)
		}
	}
	// oneOf is a string flag of fixed choices, as LLVM's cl::opt enums.
	oneOf := func(p *string, name, def, help string, choices ...string) {
		if fs.Lookup(name) == nil {
			*p = def
			fs.Var(&choiceFlag{p: p, choices: choices}, name, help+" ("+strings.Join(choices, ", ")+")")
		}
	}
	boolean := func(p *bool, name, help string) {
		if fs.Lookup(name) == nil {
			fs.BoolVar(p, name, false, help)
		}
	}
	list := func(p *[]string, name, help string) {
		if fs.Lookup(name) == nil {
			fs.StringSliceVar(p, name, nil, help)
		}
	}
	if fs.Lookup("pass-pipeline") == nil {
		fs.StringVarP(&c.PassPipeline, "pass-pipeline", "p", "", "a textual pass pipeline to run, e.g. 'builtin.module(func.func(cse))'")
	}
	boolean(&c.DumpPassPipeline, "dump-pass-pipeline", "print the pipeline that will be run")
	boolean(&c.ListPasses, "list-passes", "print the registered passes and pipelines with their options and exit")
	boolean(&c.DisableThreading, "mlir-disable-threading", "run passes on one goroutine")
	list(&c.PrintBefore, "mlir-print-ir-before", "print IR before the given passes (comma-separated pass arguments)")
	list(&c.PrintAfter, "mlir-print-ir-after", "print IR after the given passes")
	boolean(&c.PrintBeforeAll, "mlir-print-ir-before-all", "print IR before each pass")
	boolean(&c.PrintAfterAll, "mlir-print-ir-after-all", "print IR after each pass")
	boolean(&c.PrintAfterChange, "mlir-print-ir-after-change", "when printing IR after a pass, only print if the IR changed")
	boolean(&c.PrintAfterFailure, "mlir-print-ir-after-failure", "when printing IR after a pass, only print if the pass failed")
	boolean(&c.PrintModuleScope, "mlir-print-ir-module-scope", "print the top-level op in IR dumps, not just the pass's op")
	boolean(&c.Timing, "mlir-timing", "print the execution time report")
	oneOf(&c.TimingDisplay, "mlir-timing-display", "tree", "timing report layout", "list", "tree")
	oneOf(&c.OutputFormat, "mlir-output-format", "text", "format of the timing report", "text", "json")
	boolean(&c.Statistics, "mlir-pass-statistics", "print pass statistics")
	oneOf(&c.StatisticsDisplay, "mlir-pass-statistics-display", "pipeline", "statistics layout", "list", "pipeline")
	boolean(&c.PrintIRDiff, "print-ir-diff", "print a unified diff of the IR each pass changed")
	str(&c.IRHTML, "ir-html", "", "write an HTML page showing the IR after each pass, one column per pass")
	str(&c.CrashReproducer, "mlir-pass-pipeline-crash-reproducer", "", "write a reproducer to this file if the pipeline fails or crashes")
	boolean(&c.LocalReproducer, "mlir-pass-pipeline-local-reproducer", "make crash reproducers hold only the failing pass and the IR before it")
	str(&c.GenerateRepro, "mlir-generate-reproducer", "", "write a reproducer of the run to this file (no failure needed)")
	boolean(&c.RunReproducer, "run-reproducer", "run the pipeline stored in the input reproducer file")

	add := func(arg, help string) {
		if fs.Lookup(arg) != nil {
			return
		}
		f := fs.VarPF(&passFlagValue{c, arg}, arg, "", help)
		f.NoOptDefVal = noValue
	}
	for _, in := range r.Passes() {
		add(in.Arg, in.Summary)
	}
	for _, p := range r.Pipelines() {
		add(p.Arg, p.Summary)
	}
	return c
}

// Timer returns the timing collector when --mlir-timing is on (nil
// otherwise), so the driver can time its own phases:
// `defer cli.Timer().Phase("Parser")()` is safe with a nil Timer.
func (c *CLI) Timer() *Timing {
	if c == nil {
		return nil
	}
	if c.Timing && c.timing == nil {
		c.timing = NewTiming()
	}
	return c.timing
}

// LoadReproducer reads the pipeline and settings of a reproducer file
// (--run-reproducer), which then override the command line's, as in mlir-opt.
func (c *CLI) LoadReproducer(src []byte) error {
	cfg, err := ParseReproducer(src)
	if err != nil {
		return err
	}
	c.repro = &cfg
	c.PassPipeline = cfg.Pipeline
	c.passFlags = nil
	if cfg.DisableThreading {
		c.DisableThreading = true
	}
	return nil
}

// HasPasses reports whether the command line asked for any pass.
func (c *CLI) HasPasses() bool { return c.PassPipeline != "" || len(c.passFlags) > 0 }

// Pipeline builds the pipeline: --pass-pipeline, or the pass flags in
// command-line order nested implicitly under anchor (the top-level op's
// name) as mlir-opt does.
func (c *CLI) Pipeline(anchor string) (*Manager, error) {
	if c.PassPipeline != "" {
		if len(c.passFlags) > 0 {
			return nil, errors.New("'-pass-pipeline' option can't be used with individual pass options")
		}
		return c.reg.Parse(c.PassPipeline)
	}
	m := NewIn(c.reg, anchor)
	m.SetNesting(Implicit)
	for _, f := range c.passFlags {
		if err := m.AddNamed(f.arg, f.options); err != nil {
			var oe *optionError
			if errors.As(err, &oe) {
				return nil, fmt.Errorf("%s\nfailed to add `%s` with options `%s`", err, f.arg, f.options)
			}
			return nil, err
		}
	}
	return m, nil
}

// Env is what the driver supplies to run a pipeline on one parsed input.
type Env struct {
	// Print prints IR for dumps, diffs, the HTML page and reproducers.
	Print PrintFunc
	// Source is the text the op was parsed from (for reproducers); it is
	// only read.
	Source []byte
	// VerifyEach verifies after each pass (the driver's --verify-each).
	VerifyEach bool
	// Err receives dumps, reports and instrumentation output (stderr).
	Err io.Writer
}

// Run builds the pipeline for top, prints it if asked, runs it with the
// instrumentations the flags ask for, and prints the statistics. The error
// is core.Diagnostics to render (possibly empty when passes reported their
// own), or a plain error for a bad pipeline.
func (c *CLI) Run(top *core.Operation, env Env) error {
	m, err := c.Pipeline(top.Name())
	if err != nil {
		return err
	}
	if c.DumpPassPipeline {
		io.WriteString(env.Err, m.Dump())
	}
	if m.Empty() && c.GenerateRepro == "" {
		return nil
	}
	verify := env.VerifyEach
	if c.repro != nil {
		verify = c.repro.VerifyEach
	}
	cfg := &Config{NoVerify: !verify, Output: env.Err}
	if c.DisableThreading {
		cfg.Threads = 1
	}
	if c.GenerateRepro != "" {
		var b bytes.Buffer
		if len(env.Source) > 0 {
			b.Write(env.Source)
		} else if err := env.Print(&b, top); err != nil {
			return err
		}
		b.WriteString(ReproducerResource(m.String(), c.DisableThreading, verify))
		if err := writeAtomic(c.GenerateRepro, b.Bytes()); err != nil {
			return fmt.Errorf("cannot write reproducer: %w", err)
		}
	}
	cfg.Reproducer = &Reproducer{Path: c.CrashReproducer, Local: c.LocalReproducer,
		Source: env.Source, Print: env.Print}
	if c.LocalReproducer {
		cfg.Threads = 1
	}
	if pi := c.printIR(env.Print); pi != nil {
		cfg.Instrumentations = append(cfg.Instrumentations, pi)
	}
	if c.PrintIRDiff {
		cfg.Instrumentations = append(cfg.Instrumentations, &PrintDiff{ModuleScope: c.PrintModuleScope, Print: env.Print})
	}
	var page *HTML
	if c.IRHTML != "" {
		page = NewHTML(env.Print)
		page.Begin(top, m.String())
		cfg.Instrumentations = append(cfg.Instrumentations, page)
	}
	if tm := c.Timer(); tm != nil {
		cfg.Instrumentations = append(cfg.Instrumentations, tm)
	}
	runErr := m.Run(top, cfg)
	if page != nil {
		var b bytes.Buffer
		if err := page.Write(&b, top); err == nil {
			if err := writeAtomic(c.IRHTML, b.Bytes()); err != nil && runErr == nil {
				runErr = fmt.Errorf("cannot write %s: %w", c.IRHTML, err)
			}
		}
	}
	if c.Statistics {
		m.WriteStatistics(env.Err, c.StatisticsDisplay)
	}
	return runErr
}

// printIR builds the IR printing instrumentation the flags ask for.
func (c *CLI) printIR(print PrintFunc) *PrintIR {
	sel := func(all bool, names []string) func(*Instance) bool {
		if all {
			return func(*Instance) bool { return true }
		}
		if len(names) == 0 {
			return nil
		}
		set := map[string]bool{}
		for _, n := range names {
			set[strings.TrimSpace(n)] = true
		}
		return func(in *Instance) bool { return set[in.Info.Arg] }
	}
	p := &PrintIR{Before: sel(c.PrintBeforeAll, c.PrintBefore),
		After:        sel(c.PrintAfterAll || c.PrintAfterFailure, c.PrintAfter),
		OnlyOnChange: c.PrintAfterChange, OnlyOnFailure: c.PrintAfterFailure,
		ModuleScope: c.PrintModuleScope, Print: print}
	if p.Before == nil && p.After == nil {
		return nil
	}
	return p
}

// Finish prints the timing report (--mlir-timing) once all inputs ran.
func (c *CLI) Finish(w io.Writer) {
	if c.timing != nil {
		c.timing.ReportAs(w, c.TimingDisplay, c.OutputFormat)
	}
}

// WriteList prints --list-passes output for the CLI's registry.
func (c *CLI) WriteList(w io.Writer) { c.reg.WriteList(w) }

// choiceFlag is a pflag.Value that accepts one of its choices.
type choiceFlag struct {
	p       *string
	choices []string
}

func (c *choiceFlag) String() string { return *c.p }
func (c *choiceFlag) Type() string   { return "string" }
func (c *choiceFlag) Set(s string) error {
	if !slices.Contains(c.choices, s) {
		return fmt.Errorf("Cannot find option named '%s'!", s)
	}
	*c.p = s
	return nil
}
