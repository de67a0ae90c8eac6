// Command ncc-translate translates between MLIR and other formats.
//
// --interpret runs a StableHLO program with ncc's reference interpreter the
// way stablehlo-translate --interpret does; it exits 0 iff the program ran
// and every check.* op passed:
//
//	ncc-translate --interpret [--split-input-file] file.mlir [--args="[dense<...> : tensor<...>]"]
//	ncc-translate --interpret file.mlir --inputs a.npy,b.npy --output-dir out/
//	ncc-translate --interpret model.hlo --random-inputs 1 --num-replicas 8
//
// A program for several devices runs on a replicas x partitions grid
// (--num-replicas/--num-partitions, else the module's mhlo.num_replicas and
// mhlo.num_partitions), every process given the same arguments or, with
// --inputs naming a list per process, its own; results print per process.
//
// --import-hlo reads XLA HLO text (as JAX and PyTorch/XLA dump it) and
// prints it as StableHLO (translate/hlo); --split-input-file imports each
// chunk alone:
//
//	ncc-translate --import-hlo model.hlo [-o model.mlir] [--mlir-print-debuginfo]
//
// --interpret runs HLO text too (detected by content), as the StableHLO it
// imports to.
//
// --bir-to-json writes a module of bir functions as BIR JSON, and
// --json-to-bir reads BIR JSON back into bir (docs/bir-json.md); both
// verify the bir and exit 1 with located errors when it is wrong:
//
//	ncc-translate --bir-to-json kernel.mlir -o kernel.json
//	ncc-translate --json-to-bir kernel.json
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"github.com/spf13/cobra"

	"ncc/interp/driver"
	"ncc/tools/internal/outfile"
	"ncc/translate/hlo"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// normalize turns LLVM-style single-dash long options into pflag's form.
func normalize(args []string) []string {
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) > 2 && a[0] == '-' && a[1] != '-' && !(a[1] == 'o' && (len(a) == 2 || a[2] == '=')) {
			a = "-" + a
		}
		out = append(out, a)
	}
	return out
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "ncc-translate: internal error: %v\n%s", r, debug.Stack())
			code = 1
		}
	}()
	var o driver.Options
	var interpret, birToJSON, jsonToBir, importHLO bool
	var hloOpts hloFlags
	var vf vhloFlags
	var split, output string
	cmd := &cobra.Command{
		Use:           "ncc-translate --interpret|--import-hlo|--bir-to-json|--json-to-bir [flags] [input]",
		Short:         "Translate MLIR: run StableHLO with the reference interpreter, import XLA HLO text, or convert bir to and from BIR JSON",
		Args:          cobra.MaximumNArgs(1),
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if vf.serialize || vf.deserialize {
				// Portable artifacts (vhlo.go), as stablehlo-translate has them.
				if vf.serialize && vf.deserialize {
					return fmt.Errorf("give one of --serialize and --deserialize")
				}
				name, src, err := readInput(args, stdin)
				if err != nil {
					return err
				}
				vf.debugInfo = hloOpts.debugInfo
				code = translatePortable(name, src, vf, output, stdout, stderr)
				return nil
			}
			if n := count(interpret, birToJSON, jsonToBir, importHLO); n != 1 {
				if n == 0 {
					return fmt.Errorf("no translation given (use --interpret, --bir-to-json or --json-to-bir, or --import-hlo)")
				}
				return fmt.Errorf("give one translation: --interpret, --bir-to-json or --json-to-bir (or --import-hlo)")
			}
			o.Random = cmd.Flags().Changed("random-inputs")
			if importHLO {
				name, src, err := readInput(args, stdin)
				if err != nil {
					return err
				}
				hloOpts.split = ""
				if cmd.Flags().Changed("split-input-file") {
					hloOpts.split = split
				}
				hloOpts.noVerify = o.NoVerify
				code = translateHLO(name, src, hloOpts, output, stdout, stderr)
				return nil
			}
			if birToJSON || jsonToBir {
				if cmd.Flags().Changed("split-input-file") {
					return fmt.Errorf("--split-input-file works with --interpret and --import-hlo only")
				}
				name, src, err := readInput(args, stdin)
				if err != nil {
					return err
				}
				code = translateBIR(name, src, jsonToBir, o.AllowUnregistered, output, stdout, stderr)
				return nil
			}
			o.SplitInputFile = cmd.Flags().Changed("split-input-file")
			o.SplitMarker = split
			name, src, err := readInput(args, stdin)
			if err != nil {
				return err
			}
			if hlo.IsHLO(src) {
				// HLO (text or HloModuleProto) runs as the StableHLO it imports to.
				if src, code = hloToMLIR(name, src, o.SplitInputFile, split, hloOpts, stderr); code != 0 {
					return nil
				}
				o.SplitMarker = hloSplitMarker
			}
			if output == "" || output == "-" {
				code = driver.Run(name, src, o, stdout, stderr)
				return nil
			}
			// Written only when the run succeeds, whole or not at all.
			w := outfile.New(output)
			if code = driver.Run(name, src, o, w, stderr); code != 0 {
				w.Abort()
				return nil
			}
			return w.Commit()
		},
	}
	f := cmd.Flags()
	f.BoolVar(&interpret, "interpret", false, "run the input with the StableHLO reference interpreter")
	f.BoolVar(&birToJSON, "bir-to-json", false, "write the input's bir functions as BIR JSON")
	f.BoolVar(&jsonToBir, "json-to-bir", false, "read BIR JSON and print it as bir")
	f.BoolVar(&importHLO, "import-hlo", false, "read XLA HLO (text or HloModuleProto, told by content) and print it as StableHLO")
	f.BoolVar(&vf.serialize, "serialize", false, "write StableHLO as a portable artifact (VHLO bytecode) of --target")
	f.BoolVar(&vf.deserialize, "deserialize", false, "read a portable artifact and print it as StableHLO")
	f.StringVar(&vf.target, "target", "", "with --serialize: the StableHLO version to target (#.#.# or current)")
	f.BoolVar(&vf.allowOther, "allow-other-dialects", false, "with --serialize: keep ops of other dialects")
	f.BoolVar(&vf.stripDebugInfo, "strip-debuginfo", false, "with --serialize: drop locations")
	f.BoolVar(&vf.printVersion, "print-stablehlo-version", false, "with --deserialize: print the artifact's StableHLO version")
	f.BoolVar(&vf.verifyDiagnostics, "verify-diagnostics", false, "with --serialize or --deserialize: check that the diagnostics match the input's expected-* comments")
	f.BoolVar(&hloOpts.keepNeuron, "keep-neuron-custom-calls", false, "with --import-hlo: keep torch-neuronx custom calls (AwsNeuron*) as stablehlo.custom_call")
	f.BoolVar(&hloOpts.fillElided, "fill-elided-constants", false, "with --import-hlo: give constants the dump elided ({...}) deterministic values, as XLA's parser does, instead of refusing them")
	f.BoolVar(&hloOpts.debugInfo, "mlir-print-debuginfo", false, "print locations")
	f.StringVar(&split, "split-input-file", "", "split the input at the marker (default \"// -----\") and run each chunk alone")
	f.Lookup("split-input-file").NoOptDefVal = driver.DefaultSplitMarker
	f.StringVarP(&output, "o", "o", "-", "output file (- for stdout)")
	f.StringVar(&o.Args, "args", "", "entry function arguments: \"[dense<...> : tensor<...>, ...]\"")
	f.StringSliceVar(&o.Inputs, "inputs", nil, "entry function arguments as .npy files, comma separated")
	f.StringVar(&o.OutputDir, "output-dir", "", "write the results to DIR/result<i>.npy instead of printing them")
	f.StringVar(&o.ProbeDir, "probe-output-dir", "", "directory for interpreter.probe files and index.csv")
	f.BoolVar(&o.PrintDense, "interpreter-print-dense", false, "print results as dense elements attributes")
	f.BoolVar(&o.AllowUnregistered, "allow-unregistered-dialect", false, "accept operations of dialects that are not loaded")
	f.BoolVar(&o.NoVerify, "no-verify", false, "skip the verifier before interpreting")
	f.Uint64Var(&o.RandomSeed, "random-inputs", 0, "with --interpret: generate the entry function's arguments from this seed")
	f.Int64Var(&o.NumReplicas, "num-replicas", 0, "with --interpret: run the entry function on this many replicas (default: the module's mhlo.num_replicas, else 1)")
	f.Int64Var(&o.NumPartitions, "num-partitions", 0, "with --interpret: run the entry function on this many partitions per replica (default: the module's mhlo.num_partitions, else 1)")
	cmd.SetArgs(normalize(args))
	cmd.SetOut(stdout)
	cmd.SetErr(stderr)
	if err := cmd.Execute(); err != nil {
		fmt.Fprintf(stderr, "ncc-translate: %v\n", err)
		return 1
	}
	return code
}

func readInput(args []string, stdin io.Reader) (string, []byte, error) {
	if len(args) == 0 || args[0] == "-" {
		src, err := io.ReadAll(stdin)
		return "<stdin>", src, err
	}
	src, err := os.ReadFile(args[0])
	if err != nil {
		return "", nil, fmt.Errorf("cannot open input file '%s': %v", args[0], err)
	}
	return args[0], src, nil
}

func count(flags ...bool) int {
	n := 0
	for _, f := range flags {
		if f {
			n++
		}
	}
	return n
}
