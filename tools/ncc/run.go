package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/spf13/cobra"

	"ncc/arch"
	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/interp"
	"ncc/interp/npy"
	"ncc/lower"
	"ncc/translate/hlo"
)

// runOptions are ncc run's flags.
type runOptions struct {
	stopAt       string
	inputs       []string
	randomSeed   int64
	random       bool
	outputDir    string
	check        bool
	target       string
	autoCast     string
	autoCastType string
	saveTemps    string
	timing       bool
	targetSet    bool // --target was given
	neffRunOptions
}

func runCommand(code *int, stdin io.Reader, stdout, stderr io.Writer) *cobra.Command {
	var o runOptions
	cmd := &cobra.Command{
		Use:   "run FILE.mlir --stop-at=bir (--inputs a.npy,... | --random-inputs SEED) [--output-dir D] [--check]",
		Short: "Compile a StableHLO program down to a stage and run it on the simulator",
		Long: "Compiles FILE down to --stop-at (stablehlo, penguin or bir), runs the result on ncc's simulator with the\n" +
			"given inputs and writes D/result0.npy, D/result1.npy, ... as ncc-translate --interpret --output-dir does.\n" +
			"FILE may also be a module already below StableHLO: a bir.func (as ncc-opt or ncc-translate --json-to-bir\n" +
			"write it) runs on the simulator as it is, its inputs and outputs those of its Input and Output allocations.\n" +
			"--check also runs the reference interpreter and prints each result's normalized max error\n" +
			"max|got-ref| / max|ref|; it fails above 1e-3 for f32 results, 3e-2 for bf16/f16, 0.125 for fp8,\n" +
			"and on any difference for integer and boolean results.",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.random = cmd.Flags().Changed("random-inputs")
			o.targetSet = cmd.Flags().Changed("target")
			*code = runFile(args[0], o, stdout, stderr)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.stopAt, "stop-at", "bir", "the stage to compile to and run: stablehlo, penguin or bir")
	f.StringSliceVar(&o.inputs, "inputs", nil, "the entry function's arguments as .npy files, comma separated")
	f.Int64Var(&o.randomSeed, "random-inputs", 0, "generate the arguments from this seed instead of --inputs")
	f.StringVar(&o.outputDir, "output-dir", "", "write the results to DIR/result<i>.npy (created if missing)")
	f.BoolVar(&o.check, "check", false, "compare the results with the reference interpreter's")
	f.StringVar(&o.target, "target", arch.Default, "the NeuronCore target: trn1, inf2, trn2 or trn3")
	f.StringVar(&o.autoCast, "auto-cast", "matmult", "which fp32 operations to cast: none, matmult or all (neuronx-cc's flag)")
	f.StringVar(&o.autoCastType, "auto-cast-type", "bf16", "the type auto-cast casts to: bf16, fp16, tf32 or fp8_e4m3")
	f.StringVar(&o.saveTemps, "save-temps", "", "write the IR after each stage to DIR")
	f.BoolVar(&o.timing, "timing", false, "print a per-stage timing table")
	addNEFFRunFlags(f, &o.neffRunOptions)
	return cmd
}

// runFile is ncc run on one file; it returns the exit code.
func runFile(path string, o runOptions, stdout, stderr io.Writer) int {
	src, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "ncc: error: cannot open input file '%s': %v\n", path, err)
		return 1
	}
	if isNEFF(src) {
		return runNEFF(path, src, o, stdout, stderr)
	}
	sm := asm.NewSourceMgr()
	sm.Add(path, src)
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	ctx.Load(interp.Dialect)
	var diags []*core.Diagnostic
	pop := ctx.PushDiagHandler(func(d *core.Diagnostic) { diags = append(diags, d) })
	defer pop()
	err = runModule(ctx, path, src, o, stdout, stderr)
	if err != nil {
		diags = append(diags, core.AsDiagnostics(err, core.FileLineCol(ctx, path, 1, 1))...)
	}
	for _, d := range diags {
		io.WriteString(stderr, sm.Render(d))
	}
	if err != nil {
		return 1
	}
	return 0
}

func runModule(ctx *core.Context, path string, src []byte, o runOptions, stdout, stderr io.Writer) error {
	stop, err := lower.ParseStage(o.stopAt)
	if err != nil {
		return err
	}
	target, err := arch.Lookup(o.target)
	if err != nil {
		return err
	}
	if len(o.inputs) > 0 && o.random {
		return fmt.Errorf("--inputs and --random-inputs exclude each other")
	}
	if len(o.inputs) == 0 && !o.random {
		return fmt.Errorf("no inputs: give --inputs a.npy,... or --random-inputs SEED")
	}
	top, err := parseInput(ctx, path, src)
	if err != nil {
		return err
	}
	if err := core.Verify(top); err != nil {
		return err
	}

	// The input may already be below StableHLO (a bir module written by
	// ncc-opt or ncc-translate --json-to-bir): then the stages down to it
	// are skipped.
	level := inputStage(top)
	if level.Index() > stop.Index() {
		return core.Errorf(top.Loc(), "the input is %s, below --stop-at=%s: ncc run only lowers programs", level, stop)
	}
	fn, s, err := entryOf(top, level)
	if err != nil {
		return err
	}
	if level == lower.BIR {
		if target, err = birTarget(fn, target, o.targetSet); err != nil {
			return err
		}
	}
	if o.check && level != lower.StableHLO {
		return core.Errorf(fn.Loc(), "--check compares with the reference interpreter, which runs StableHLO: the input is %s", level)
	}
	entry, _ := core.SymbolName(fn)
	args, err := loadInputs(fn, s, o)
	if err != nil {
		return err
	}

	// The reference runs on the program as written, before lowering
	// changes it.
	var ref []*interp.Tensor
	if o.check {
		if ref, err = interpret(top, fn, s, args); err != nil {
			return fmt.Errorf("reference interpreter: %w", err)
		}
	}

	timer := newStageTimer()
	lo := lower.Options{Target: target, AutoCast: o.autoCast, AutoCastType: o.autoCastType}
	from := level
	if level == lower.StableHLO {
		from = "" // a program as written still needs the StableHLO stage's preparation
	}
	err = lower.Descend(top, from, stop, lo, func(st lower.Stage, d time.Duration) error {
		timer.add(string(st), d)
		if o.saveTemps != "" {
			return saveTemp(o.saveTemps, st.Index(), string(st), top)
		}
		return nil
	})
	if err != nil {
		return err
	}

	start := time.Now()
	got, err := execute(stop, top, entry, target, s, args, o.neffRunOptions, stdout)
	if err != nil {
		return err
	}
	timer.add("run ("+string(stop)+")", time.Since(start))

	if o.outputDir != "" {
		if err := os.MkdirAll(o.outputDir, 0o755); err != nil {
			return fmt.Errorf("cannot create --output-dir: %v", err)
		}
		for i, a := range got {
			if err := npy.WriteFile(filepath.Join(o.outputDir, "result"+strconv.Itoa(i)+".npy"), a); err != nil {
				return fmt.Errorf("cannot write result #%d: %v", i, err)
			}
		}
	}
	if o.timing {
		timer.print(stderr)
	}
	if o.check {
		return check(stdout, fn, s, got, ref)
	}
	if o.outputDir == "" {
		for i, a := range got {
			t, err := interp.FromNPY(s.results[i], a)
			if err != nil {
				return err
			}
			io.WriteString(stdout, interp.Format(t)+"\n")
		}
	}
	return nil
}

// sig is an entry function's tensor signature.
type sig struct {
	args, results []*core.TensorType
}

func signature(fn *core.Operation) (sig, error) {
	var s sig
	ft, ok := fn.Attr("function_type").(*core.TypeAttr)
	if !ok {
		return s, core.Errorf(fn.Loc(), "entry function has no function type")
	}
	fty, ok := ft.Type.(*core.FunctionType)
	if !ok {
		return s, core.Errorf(fn.Loc(), "entry function has no function type")
	}
	for i, t := range fty.Inputs {
		tt, ok := t.(*core.TensorType)
		if !ok || !static(tt) {
			return s, core.Errorf(fn.Loc(), "argument #%d has type %s: ncc runs functions of statically shaped tensors", i, asm.TypeString(t))
		}
		s.args = append(s.args, tt)
	}
	for i, t := range fty.Results {
		tt, ok := t.(*core.TensorType)
		if !ok || !static(tt) {
			return s, core.Errorf(fn.Loc(), "result #%d has type %s: ncc runs functions of statically shaped tensors", i, asm.TypeString(t))
		}
		s.results = append(s.results, tt)
	}
	return s, nil
}

func interpret(top, fn *core.Operation, s sig, args []*npy.Array) ([]*interp.Tensor, error) {
	var vals []interp.Value
	for i, a := range args {
		t, err := interp.FromNPY(s.args[i], a)
		if err != nil {
			return nil, err
		}
		vals = append(vals, t)
	}
	// The reference accumulates 16-bit float reductions in f32, as XLA and
	// neuronx-cc do (StableHLO leaves a reduction's order to the
	// implementation): it runs on a widened copy of the program.
	ref := top.Clone(nil)
	m, err := pass.Parse("builtin.module(stablehlo-widen-reductions)")
	if err != nil {
		return nil, err
	}
	if err := m.Run(ref, &pass.Config{}); err != nil {
		return nil, err
	}
	name, _ := core.SymbolName(fn)
	it := interp.New(ref)
	refFn := it.Lookup(name)
	if refFn == nil {
		return nil, core.Errorf(fn.Loc(), "reference: no function @%s", name)
	}
	res, err := it.Call(refFn, vals)
	if err != nil {
		return nil, err
	}
	out := make([]*interp.Tensor, len(res))
	for i, r := range res {
		t, ok := r.(*interp.Tensor)
		if !ok {
			return nil, core.Errorf(fn.Loc(), "result #%d is not a tensor", i)
		}
		out[i] = t
	}
	return out, nil
}

func saveTemp(dir string, i int, stage string, top *core.Operation) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("cannot create --save-temps folder: %v", err)
	}
	f, err := os.Create(filepath.Join(dir, fmt.Sprintf("%02d-%s.mlir", i, stage)))
	if err != nil {
		return err
	}
	if err := asm.Print(f, top, asm.PrintOptions{}); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func static(t *core.TensorType) bool {
	for _, d := range t.Dims {
		if d < 0 {
			return false
		}
	}
	return true
}

// parseInput reads a program as MLIR text or, detected by its content,
// XLA HLO text or HloModuleProto (imported to StableHLO).
func parseInput(ctx *core.Context, path string, src []byte) (*core.Operation, error) {
	if hlo.IsHLO(src) {
		return hlo.Import(ctx, path, src, hlo.Options{})
	}
	block, err := asm.Parse(ctx, src, asm.ParseOptions{Filename: path})
	if err != nil {
		return nil, err
	}
	return builtin.WrapInModule(ctx, block), nil
}
