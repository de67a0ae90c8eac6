// Command ncc is the compiler driver: it takes a StableHLO program down
// the descent (lower/) and runs what it produced on ncc's simulator,
// comparing with the reference interpreter.
//
//	ncc run model.mlir --stop-at=bir --random-inputs 1 --check
//	ncc run model.mlir --inputs a.npy,b.npy --output-dir out/ --target trn2
//	ncc run kernel.bir.mlir --random-inputs 1     # a bir module runs as it is
//
// Errors are located diagnostics (file:line:col: error: ...) and exit 1;
// a panic is reported as an internal error, never a crash.
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"github.com/spf13/cobra"

	"ncc/internal/profile"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// normalize turns LLVM-style single-dash long options into pflag's form
// (-stop-at=bir), leaving -o and -O<n> alone.
func normalize(args []string) []string {
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if a == "-O1" || a == "-O2" || a == "-O3" { // neuronx-cc's optimization levels
			out = append(out, "--optlevel="+a[2:])
			continue
		}
		if len(a) > 2 && a[0] == '-' && a[1] != '-' && a[1] != 'O' && !(a[1] == 'o' && (len(a) == 2 || a[2] == '=')) {
			a = "-" + a
		}
		out = append(out, a)
	}
	return out
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "ncc: internal error: %v\n%s", r, debug.Stack())
			code = 1
		}
	}()
	root := &cobra.Command{
		Use:           "ncc",
		Short:         "ncc compiles StableHLO for AWS NeuronCores and runs it on its simulator",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	var cpuProfile, memProfile string
	pf := root.PersistentFlags()
	pf.StringVar(&cpuProfile, "cpuprofile", "", "write a CPU profile (pprof) to this file")
	pf.StringVar(&memProfile, "memprofile", "", "write a heap profile (pprof; alloc_space and inuse_space) to this file")
	var stop func() error
	root.PersistentPreRunE = func(*cobra.Command, []string) (err error) {
		stop, err = profile.Start(cpuProfile, memProfile)
		return err
	}
	defer func() {
		if stop != nil {
			if err := stop(); err != nil {
				fmt.Fprintf(stderr, "ncc: error: %v\n", err)
				code = 1
			}
		}
	}()
	root.AddCommand(compileCommand(&code, stdout, stderr))
	root.AddCommand(runCommand(&code, stdin, stdout, stderr))
	root.AddCommand(neffCommand(&code, stdout, stderr))
	root.SetArgs(normalize(args))
	root.SetOut(stdout)
	root.SetErr(stderr)
	if err := root.Execute(); err != nil {
		fmt.Fprintf(stderr, "ncc: error: %v\n", err)
		return 1
	}
	return code
}
