// Command ncc-opt reads MLIR text or bytecode, verifies it, runs passes and
// prints the result, as mlir-opt does. See `ncc-opt --help`.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"ncc/core"
	"ncc/core/pass"
	_ "ncc/core/pass/testpasses"
	"ncc/dialects"
	"ncc/internal/profile"
	_ "ncc/lower" // the descent's passes and pipelines
	_ "ncc/rewrite/transforms"
	"ncc/tools/internal/opt"
	"ncc/tools/internal/outfile"
	"ncc/translate/bytecode"
	_ "ncc/translate/portable" // VHLO bytecode (portable artifacts)
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		// A panic is always our bug: say so plainly instead of crashing.
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "ncc-opt: internal error: %v\n%s", r, debug.Stack())
			code = 1
		}
	}()
	var o opt.Options
	var output, split string
	var showDialects bool
	var cpuProfile, memProfile string
	var emitBytecode bool
	var bytecodeVersion int
	cmd := &cobra.Command{
		Use:           "ncc-opt [flags] [input.mlir]",
		Short:         "Parse, verify, transform and print MLIR",
		Args:          cobra.MaximumNArgs(1),
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if showDialects {
				ctx := core.NewContext()
				dialects.LoadAll(ctx)
				var names []string
				for _, d := range ctx.Dialects() {
					names = append(names, d.Name)
				}
				fmt.Fprintf(stdout, "Available Dialects: %s\n", strings.Join(names, ","))
				return nil
			}
			if emitBytecode {
				o.Bytecode = &bytecode.Options{Version: bytecode.Version}
				if cmd.Flags().Changed("emit-bytecode-version") {
					o.Bytecode.Version = bytecodeVersion
				}
			} else if cmd.Flags().Changed("emit-bytecode-version") {
				io.WriteString(stderr, "<unknown>:0: error: bytecode version while not emitting bytecode\n") // as mlir-opt words it
				code = 1
				return nil
			}
			o.SplitInputFile = cmd.Flags().Changed("split-input-file")
			if o.SplitInputFile {
				o.SplitMarker = split
			}
			stop, err := profile.Start(cpuProfile, memProfile)
			if err != nil {
				return err
			}
			defer func() {
				if err := stop(); err != nil {
					fmt.Fprintf(stderr, "ncc-opt: %v\n", err)
					code = 1
				}
			}()
			if o.Passes.ListPasses {
				o.Passes.WriteList(stdout)
				return nil
			}
			// A malformed pipeline is reported once, before any input is
			// read, in the pipeline parser's own located form.
			if o.Passes.HasPasses() && !o.NoImplicitModule {
				var pe *pass.PipelineError
				if _, err := o.Passes.Pipeline("builtin.module"); errors.As(err, &pe) {
					io.WriteString(stderr, "<unknown>:0: error: "+pe.Error()) // as mlir-opt prints it
					code = 1
					return nil
				}
			}
			in, err := readInput(args, stdin)
			if err != nil {
				return err
			}
			size := len(in.Src)
			if bytecode.IsBytecode(in.Src) {
				size *= 3 // bytecode is about a third the size of the same IR as text
			}
			opt.TuneGC(size)
			if o.Passes.RunReproducer {
				if err := o.Passes.LoadReproducer(in.Src); err != nil {
					return err
				}
			}
			code = process(in, o, output, stdout, stderr)
			o.Passes.Finish(stderr)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVarP(&output, "o", "o", "-", "output file (- for stdout)")
	f.StringVar(&split, "split-input-file", "", "split the input into chunks at the marker (default \"// -----\") and process each alone")
	f.Lookup("split-input-file").NoOptDefVal = opt.DefaultSplitMarker
	f.StringVar(&o.OutputSplitMarker, "output-split-marker", opt.DefaultSplitMarker, "marker printed between the outputs of split chunks")
	f.BoolVar(&o.VerifyDiagnostics, "verify-diagnostics", false, "check that emitted diagnostics match expected-* comments")
	f.BoolVar(&o.AllowUnregistered, "allow-unregistered-dialect", false, "accept operations of dialects that are not loaded")
	f.BoolVar(&o.NoImplicitModule, "no-implicit-module", false, "do not wrap the input in a builtin.module")
	f.BoolVar(&o.VerifyEach, "verify-each", true, "verify the IR after parsing and after each pass")
	f.BoolVar(&o.Print.Generic, "mlir-print-op-generic", false, "print every op in the generic form")
	f.BoolVar(&o.Print.DebugInfo, "mlir-print-debuginfo", false, "print locations")
	f.BoolVar(&o.Print.PrettyDebugInfo, "mlir-pretty-debuginfo", false, "print locations in a readable form")
	f.BoolVar(&o.Print.LocalScope, "mlir-print-local-scope", false, "print without aliases, with local value names")
	f.IntVar(&o.Print.ElideElementsLargerThan, "mlir-elide-elementsattrs-if-larger", 0, "elide element attributes with more elements than this")
	f.BoolVar(&emitBytecode, "emit-bytecode", false, "write MLIR bytecode instead of text")
	f.IntVar(&bytecodeVersion, "emit-bytecode-version", bytecode.Version, "bytecode version to write with --emit-bytecode")
	f.BoolVar(&showDialects, "show-dialects", false, "print the loaded dialects and exit")
	f.StringVar(&cpuProfile, "cpuprofile", "", "write a CPU profile (pprof) to this file")
	f.StringVar(&memProfile, "memprofile", "", "write a heap profile (pprof; alloc_space and inuse_space) to this file")
	// Pass-manager flags, and one flag per registered pass and pipeline.
	o.Passes = pass.RegisterFlags(f)

	cmd.SetArgs(opt.NormalizeArgs(args, "oph"))
	cmd.SetOut(stdout)
	cmd.SetErr(stderr)
	if err := cmd.Execute(); err != nil {
		var ie inputError
		if errors.As(err, &ie) {
			fmt.Fprintln(stderr, ie.msg) // as mlir-opt words it, no prefix
		} else {
			fmt.Fprintf(stderr, "ncc-opt: %v\n", err)
		}
		return 1
	}
	return code
}

// inputError is an input file that cannot be read.
type inputError struct{ msg string }

func (e inputError) Error() string { return e.msg }

func readInput(args []string, stdin io.Reader) (opt.Input, error) {
	if len(args) == 0 || args[0] == "-" {
		src, err := io.ReadAll(stdin)
		return opt.Input{Name: "<stdin>", Src: src}, err
	}
	src, err := os.ReadFile(args[0])
	if err != nil {
		// LLVM prints the C library's message: "No such file or directory".
		why := unwrapPathErr(err).Error()
		if why != "" {
			why = strings.ToUpper(why[:1]) + why[1:]
		}
		return opt.Input{}, inputError{fmt.Sprintf("cannot open input file '%s': %s", args[0], why)}
	}
	return opt.Input{Name: args[0], Src: src}, nil
}

func unwrapPathErr(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// process runs the driver and writes its output: to stdout, or whole and
// atomically to a file, which a failed run leaves untouched.
func process(in opt.Input, o opt.Options, output string, stdout, stderr io.Writer) int {
	if output == "-" || output == "" {
		return opt.Run(in, o, stdout, stderr)
	}
	w := outfile.New(output)
	code := opt.Run(in, o, w, stderr)
	if code != 0 {
		w.Abort()
		return code
	}
	if err := w.Commit(); err != nil {
		fmt.Fprintf(stderr, "ncc-opt: %v\n", err)
		return 1
	}
	return 0
}
