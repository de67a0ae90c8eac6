// Command ncc-pwp builds and reports the Scalar engine's piecewise-polynomial
// activation tables (package ncc/numerics/pwp).
//
//	ncc-pwp report [-o file] [--func name]... [--samples n]
//	ncc-pwp table --func name -o file.bin [--alpha a]
//	ncc-pwp dump file.bin
package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"ncc/numerics/pwp"
	"ncc/tools/internal/outfile"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one command line and returns the exit code. A panic is our
// bug: it becomes an "internal error" diagnostic, never a crash.
func run(args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "ncc-pwp: internal error: %v\n", r)
			code = 1
		}
	}()
	cmd := newRoot(stdout)
	cmd.SetArgs(normalize(args))
	cmd.SetOut(stdout)
	cmd.SetErr(stderr)
	if err := cmd.Execute(); err != nil {
		fmt.Fprintf(stderr, "ncc-pwp: error: %v\n", err)
		return 1
	}
	return 0
}

// normalize lets every long option take one dash or two, as LLVM tools
// do: "-func" becomes "--func". Single letters stay short options.
func normalize(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		if len(a) > 2 && a[0] == '-' && a[1] != '-' && !strings.HasPrefix(a, "-o=") {
			a = "-" + a
		}
		out[i] = a
	}
	return out
}

func newRoot(stdout io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:           "ncc-pwp",
		Short:         "Build and check the Scalar engine's activation tables",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.AddCommand(reportCmd(stdout), tableCmd(), dumpCmd(stdout))
	return root
}

func reportCmd(stdout io.Writer) *cobra.Command {
	var out string
	var names []string
	var samples int
	c := &cobra.Command{
		Use:   "report",
		Short: "Print each function's table size and measured error (Markdown)",
		Args:  cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			if samples < 1 || samples > 1<<23 {
				return fmt.Errorf("--samples %d outside 1..%d", samples, 1<<23)
			}
			var fs []*pwp.Func
			for _, n := range names {
				f, ok := pwp.Lookup(n)
				if !ok {
					return unknownFunc(n)
				}
				fs = append(fs, f)
			}
			accs, err := pwp.MeasureAll(fs, samples)
			if err != nil {
				return err
			}
			var b bytes.Buffer
			if err := pwp.WriteReport(&b, accs, samples); err != nil {
				return err
			}
			return output(out, stdout, b.Bytes())
		},
	}
	c.Flags().StringVarP(&out, "output", "o", "-", "output file")
	c.Flags().StringSliceVar(&names, "func", nil, "report only these functions (repeatable)")
	c.Flags().IntVar(&samples, "samples", pwp.DefaultPerBinade, "fp32 samples per binade")
	return c
}

func tableCmd() *cobra.Command {
	var out, name string
	var alpha float32
	c := &cobra.Command{
		Use:   "table",
		Short: "Write one function's table in the binary table format",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if name == "" {
				return errors.New("table needs --func")
			}
			if out == "" {
				return errors.New("table needs -o file")
			}
			f, ok := pwp.Lookup(name)
			if !ok {
				return unknownFunc(name)
			}
			if cmd.Flags().Changed("alpha") {
				if f.ID != pwp.PRelu {
					return errors.New("--alpha applies only to prelu")
				}
				f = pwp.PReluFunc(alpha)
			}
			t, err := pwp.Generate(f)
			if err != nil {
				return err
			}
			return output(out, cmd.OutOrStdout(), t.Encode())
		},
	}
	c.Flags().StringVarP(&out, "output", "o", "", "output file (- for stdout)")
	c.Flags().StringVar(&name, "func", "", "function name, e.g. gelu or nl.gelu")
	c.Flags().Float32Var(&alpha, "alpha", 0.01, "prelu's slope for x < 0")
	return c
}

func dumpCmd(stdout io.Writer) *cobra.Command {
	return &cobra.Command{
		Use:   "dump file.bin",
		Short: "Decode a table and print its segments",
		Args:  cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			data, err := os.ReadFile(args[0])
			if err != nil {
				return err
			}
			t, err := pwp.Decode(data)
			if err != nil {
				return fmt.Errorf("%s: %w", args[0], err)
			}
			var b bytes.Buffer
			fmt.Fprintf(&b, "function %s (id %d), degree %d, %d segments, %d bytes\n", t.Func, t.Func, t.Degree, len(t.Segs), t.Size())
			fmt.Fprintf(&b, "f(+0) = %g, f(-0) = %g, f(+inf) = %g, f(-inf) = %g\n", t.Zero[0], t.Zero[1], t.Inf[0], t.Inf[1])
			for _, s := range t.Segs {
				fmt.Fprintf(&b, "[%#08x, %#08x] center %g scale %g coef %g\n", s.Lo, s.Hi, s.Center, s.Scale, s.Coef)
			}
			_, err = stdout.Write(b.Bytes())
			return err
		},
	}
}

func unknownFunc(name string) error {
	var all []string
	for _, f := range pwp.Funcs() {
		all = append(all, f.Name)
	}
	return fmt.Errorf("unknown function %q (known: %s)", name, strings.Join(all, ", "))
}

// output writes data to stdout for "-", else to path atomically: a temp
// file in the same directory, then rename.
func output(path string, stdout io.Writer, data []byte) error {
	if path == "-" {
		_, err := stdout.Write(data)
		return err
	}
	return outfile.WriteFile(path, data, 0o644)
}
