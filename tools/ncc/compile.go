package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"ncc/arch"
	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/lower"
	"ncc/neff"
	"ncc/tools/internal/opt"
)

// compileOptions are ncc compile's flags, named as neuronx-cc names them.
type compileOptions struct {
	output       string
	framework    string
	target       string
	optLevel     int
	autoCast     string
	autoCastType string
	lnc          int
	logfile      string
	verbose      string
	saveTemps    string
	timing       bool
}

func compileCommand(code *int, stdout, stderr io.Writer) *cobra.Command {
	var o compileOptions
	cmd := &cobra.Command{
		Use:   "compile MODEL (-o|--output) MODEL.neff [--target trn1] [--auto-cast none]",
		Short: "Compile a model (StableHLO, MLIR bytecode or XLA HLO) to a NEFF",
		Long: "Compiles MODEL down the whole descent — stablehlo, penguin, bir, tonga — and writes the NEFF the\n" +
			"Neuron runtime loads and `ncc run MODEL.neff` simulates. The flags are neuronx-cc's where they apply.\n" +
			"The output is written whole or not at all; two compiles of one input with the same flags give the\n" +
			"same bytes.",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			*code = compileFile(args[0], o, stdout, stderr)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVarP(&o.output, "output", "o", "", "the NEFF to write (default: MODEL with the extension .neff)")
	f.StringVar(&o.framework, "framework", "", "the framework that made MODEL: XLA (accepted; the input's format is detected from its content)")
	f.StringVar(&o.target, "target", arch.Default, "the NeuronCore target: trn1, inf2, trn2 or trn3")
	f.IntVar(&o.optLevel, "optlevel", 2, "optimization level 1, 2 or 3 (also -O1, -O2, -O3)")
	f.StringVar(&o.autoCast, "auto-cast", "matmult", "which fp32 operations to cast: none, matmult or all")
	f.StringVar(&o.autoCastType, "auto-cast-type", "bf16", "the type auto-cast casts to: bf16, fp16, tf32 or fp8_e4m3")
	f.IntVar(&o.lnc, "logical-nc-config", 1, "logical NeuronCore size: 1, or 2 on trn2/trn3 (also -lnc)")
	f.IntVar(&o.lnc, "lnc", 1, "the same as --logical-nc-config")
	f.StringVar(&o.logfile, "logfile", "", "also write the log (stages, timings, diagnostics) to this file")
	f.StringVar(&o.verbose, "verbose", "", "log level: debug, info, warning or error (neuronx-cc's; info prints the stages)")
	f.StringVar(&o.saveTemps, "save-temps", "", "write each stage's IR (and the BIR JSON) to DIR")
	f.BoolVar(&o.timing, "timing", false, "print a per-stage timing table")
	return cmd
}

// compileFile is ncc compile on one file; it returns the exit code.
func compileFile(path string, o compileOptions, stdout, stderr io.Writer) int {
	var log bytes.Buffer
	logw := io.MultiWriter(stderr, &log)
	defer func() {
		if o.logfile != "" {
			_ = os.WriteFile(o.logfile, log.Bytes(), 0o644)
		}
	}()
	src, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(logw, "ncc: error: cannot open input file '%s': %v\n", path, err)
		return 1
	}
	// The descent makes IR many times the input's size, each level's
	// replacing the last: collect rarely (compileGCInput: the budget as
	// for an input this large).
	opt.TuneGC(max(len(src), compileGCInput))
	sm := asm.NewSourceMgr()
	sm.Add(path, src)
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	var diags []*core.Diagnostic
	pop := ctx.PushDiagHandler(func(d *core.Diagnostic) { diags = append(diags, d) })
	defer pop()
	err = compileModule(ctx, path, src, o, stdout, logw)
	if err != nil {
		diags = append(diags, core.AsDiagnostics(err, core.FileLineCol(ctx, path, 1, 1))...)
	}
	for _, d := range diags {
		io.WriteString(logw, sm.Render(d))
	}
	if err != nil {
		return 1
	}
	return 0
}

func compileModule(ctx *core.Context, path string, src []byte, o compileOptions, stdout, stderr io.Writer) error {
	if o.framework != "" && !strings.EqualFold(o.framework, "XLA") {
		return fmt.Errorf("--framework %s: ncc compiles XLA (HLO or StableHLO) models", o.framework)
	}
	if o.optLevel < 1 || o.optLevel > 3 {
		return fmt.Errorf("--optlevel %d: give 1, 2 or 3", o.optLevel)
	}
	target, err := arch.Lookup(o.target)
	if err != nil {
		return err
	}
	lncOK := false
	for _, n := range target.LNC {
		lncOK = lncOK || n == o.lnc
	}
	if !lncOK {
		return fmt.Errorf("--logical-nc-config %d: %s supports %v", o.lnc, target.Name, target.LNC)
	}
	if o.lnc != 1 {
		return fmt.Errorf("--logical-nc-config %d: ncc compiles for one physical core (LNC 1) only, so far", o.lnc)
	}
	out := o.output
	if out == "" {
		out = strings.TrimSuffix(path, filepath.Ext(path)) + ".neff"
	}
	top, err := parseInput(ctx, path, src)
	if err != nil {
		return err
	}
	if err := core.Verify(top); err != nil {
		return err
	}
	level := inputStage(top)
	from := level
	if level == lower.StableHLO {
		from = ""
	}
	progress := newProgress(stderr, o.verbose)
	timer := newStageTimer()
	lo := lower.Options{Target: target, AutoCast: o.autoCast, AutoCastType: o.autoCastType}
	progress.stage("stablehlo")
	err = lower.Descend(top, from, lower.Tonga, lo, func(st lower.Stage, d time.Duration) error {
		timer.add(string(st), d)
		progress.done(string(st), d)
		if o.saveTemps != "" {
			return saveTemp(o.saveTemps, st.Index(), string(st), top)
		}
		return nil
	})
	if err != nil {
		return err
	}
	start := time.Now()
	name := strings.TrimSuffix(filepath.Base(out), filepath.Ext(out))
	f, err := neff.FromTonga(top, name)
	if err != nil {
		return err
	}
	data, err := neff.Marshal(f)
	if err != nil {
		return err
	}
	if err := writeAtomic(out, data); err != nil {
		return err
	}
	timer.add("neff", time.Since(start))
	progress.done("neff", time.Since(start))
	progress.finish()
	if o.timing {
		timer.print(stderr)
	}
	if o.verbose == "info" || o.verbose == "debug" {
		fmt.Fprintf(stderr, "ncc: wrote %s (%d bytes)\n", out, len(data))
	}
	return nil
}

// compileGCInput is the input size whose memory budget (opt.TuneGC: 20
// bytes of heap per byte) a compile gets at least: 1 GiB.
const compileGCInput = 50 << 20

// writeAtomic writes data to path whole or not at all (neffWriteFile); its
// errors say which file it could not write ("cannot write PATH: ...").
func writeAtomic(path string, data []byte) error {
	return neffWriteFile(path, data)
}

// progress shows the current stage and the elapsed time on a terminal
// (one line, rewritten), and with --verbose info each finished stage.
type progress struct {
	w       io.Writer
	tty     bool
	verbose bool
	start   time.Time
}

func newProgress(w io.Writer, verbose string) *progress {
	p := &progress{w: w, start: time.Now(), verbose: verbose == "info" || verbose == "debug"}
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			p.tty = true
		}
	}
	return p
}

func (p *progress) stage(name string) {
	if p.tty {
		fmt.Fprintf(p.w, "\r\x1b[Kncc compile: %s ... (%.1fs)", name, time.Since(p.start).Seconds())
	}
}

func (p *progress) done(name string, d time.Duration) {
	if p.verbose {
		if p.tty {
			fmt.Fprint(p.w, "\r\x1b[K")
		}
		fmt.Fprintf(p.w, "ncc: %s done in %.3fs\n", name, d.Seconds())
	}
	next := map[string]string{"stablehlo": "penguin", "penguin": "bir", "bir": "tonga", "tonga": "neff"}[name]
	if next != "" {
		p.stage(next)
	}
}

func (p *progress) finish() {
	if p.tty {
		fmt.Fprintf(p.w, "\r\x1b[Kncc compile: done in %.1fs\n", time.Since(p.start).Seconds())
	}
}
