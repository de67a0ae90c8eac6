// Command ncc-bench times ncc's tools against their anchors side by side on
// generated workloads and prints the ratios (make bench). It measures wall
// time (median of runs) and peak RSS of each child process; it asserts
// nothing, it reports.
package main

import (
	"ncc/internal/llvm"

	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"syscall"
	"time"

	"ncc/internal/irgen"
)

// workload is one side-by-side comparison: the same input and equivalent
// flags for ncc-opt and mlir-opt.
type workload struct {
	name     string
	ops      int
	args     []string // flags common to both tools
	generic  bool     // the input is the module in generic form
	bytecode bool     // the input is the module as MLIR bytecode (mlir-opt's)
}

var workloads = []workload{
	{name: "parse+verify+print", ops: 200000},
	{name: "canonicalize+cse", ops: 200000, args: []string{"--pass-pipeline=builtin.module(func.func(canonicalize,cse))"}},
	{name: "generic in and out", ops: 200000, args: []string{"--mlir-print-op-generic"}, generic: true},
	{name: "bytecode in", ops: 200000, bytecode: true},
	{name: "bytecode out", ops: 200000, args: []string{"--emit-bytecode"}},
}

func main() {
	bin := flag.String("ncc-opt", "bin/ncc-opt", "path to the ncc-opt binary")
	anchor := flag.String("mlir-opt", llvm.MlirOpt(), "path to mlir-opt")
	runs := flag.Int("runs", 5, "runs per tool; the median wall time is reported")
	only := flag.String("only", "", "run only the workload with this name")
	flag.Parse()

	if _, err := os.Stat(*anchor); err != nil {
		fmt.Printf("ncc-bench: %s not found; install mlir-22-tools to compare (skipping)\n", *anchor)
		return
	}
	dir, err := os.MkdirTemp("", "ncc-bench")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(dir)

	fmt.Printf("%-22s %8s %12s %12s %8s %12s %12s %8s\n", "workload", "ops", "ncc-opt", "mlir-opt", "time×", "ncc RSS", "mlir RSS", "RSS×")
	nccTime := map[string]time.Duration{} // by workload, for the bytecode/text ratio
	for _, w := range workloads {
		if *only != "" && w.name != *only {
			continue
		}
		in := filepath.Join(dir, "bench.mlir")
		if err := os.WriteFile(in, []byte(irgen.BenchModule(w.ops)), 0o644); err != nil {
			fail(err)
		}
		if w.generic {
			// The same module as mlir-opt writes it in generic form.
			gen := filepath.Join(dir, "generic.mlir")
			if err := exec.Command(*anchor, "--mlir-print-op-generic", in, "-o", gen).Run(); err != nil {
				fail(err)
			}
			in = gen
		}
		if w.bytecode {
			// The same module as mlir-opt writes it in bytecode.
			bc := filepath.Join(dir, "bench.mlir.bc")
			if err := exec.Command(*anchor, "--emit-bytecode", in, "-o", bc).Run(); err != nil {
				fail(err)
			}
			in = bc
		}
		args := append(append([]string{}, w.args...), in, "-o", filepath.Join(dir, "out.mlir"))
		nt, nr, nerr := measure(*bin, args, *runs)
		mt, mr, merr := measure(*anchor, args, *runs)
		if nerr != nil || merr != nil {
			fmt.Printf("%-22s %8d  failed: ncc-opt: %v; mlir-opt: %v\n", w.name, w.ops, nerr, merr)
			continue
		}
		fmt.Printf("%-22s %8d %12s %12s %8.2f %10.1fMB %10.1fMB %8.2f\n", w.name, w.ops,
			nt.Round(time.Millisecond), mt.Round(time.Millisecond), float64(nt)/float64(mt),
			float64(nr)/1024, float64(mr)/1024, float64(nr)/float64(mr))
		nccTime[w.name] = nt
	}
	// The two front doors of ncc-opt on the same module: bytecode should be
	// the faster one.
	if bt, tt := nccTime["bytecode in"], nccTime["parse+verify+print"]; bt > 0 && tt > 0 {
		fmt.Printf("ncc-opt reading bytecode vs text: %s vs %s, %.2f×\n", bt.Round(time.Millisecond), tt.Round(time.Millisecond), float64(bt)/float64(tt))
	}
}

// measure runs the command runs times and returns the median wall time and
// the largest peak RSS (KiB) seen.
func measure(bin string, args []string, runs int) (time.Duration, int64, error) {
	var times []time.Duration
	var rss int64
	for i := 0; i < runs; i++ {
		cmd := exec.Command(bin, args...)
		cmd.Stderr = nil
		start := time.Now()
		out, err := cmd.CombinedOutput()
		d := time.Since(start)
		if err != nil {
			return 0, 0, fmt.Errorf("%v: %s", err, firstLine(out))
		}
		times = append(times, d)
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok && ru.Maxrss > rss {
			rss = ru.Maxrss
		}
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	return times[len(times)/2], rss, nil
}

func firstLine(b []byte) string {
	for i, c := range b {
		if c == '\n' {
			return string(b[:i])
		}
	}
	return string(b)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "ncc-bench:", err)
	os.Exit(1)
}
