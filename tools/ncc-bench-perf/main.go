// Command ncc-bench-perf measures how fast the NEFFs ncc compiles run on
// the timed simulator against the roofline of the hardware (make bench).
//
// It generates a list of StableHLO benchmark programs — a bf16 matmul
// 2048×2048×2048, an elementwise add of two 8192×8192 bf16 tensors (64M
// elements each), a softmax and a layernorm of 2048×2048 f32, and with
// -bert BERT-base (slow to simulate) — compiles each to a NEFF in-process
// with the pipelines `ncc compile` runs (lower.Descend to tonga, then
// neff.FromTonga), runs it on sim/timed with random inputs as `ncc run
// model.neff --random-inputs 1` does, and compares the modeled time with
// the roofline from arch's cited peaks:
//
//	PE bound  = 2·M·N·K (every dot_general) / Target.PEPeakFLOPS
//	HBM bound = (bytes of arguments + bytes of results) / Target.HBMBytesPerSec
//	bound     = max(PE bound, HBM bound); % of roofline = bound / modeled time
//
// It also compiles BERT-base (12 layers, seq 128, hidden 768) stablehlo →
// NEFF -compile-runs times and reports the median per stage and pass
// against the 5 s target. It prints a table; -write FILE also
// writes it as Markdown (docs/performance.md) with the method and the
// issue's performance targets, each met or not.
//
// The tool asserts nothing about the numbers: it exits 0 unless a program
// fails to compile or run.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"ncc/arch"
	"ncc/internal/modelgen"
	"ncc/tools/internal/outfile"
)

type config struct {
	target      string
	autoCast    string
	seed        uint64
	bert        bool
	small       bool
	compileRuns int
	write       string
	only        string
	emit        string
	strict      bool
}

func main() {
	var c config
	flag.StringVar(&c.target, "target", arch.Default, "the NeuronCore target")
	flag.StringVar(&c.autoCast, "auto-cast", "matmult", "ncc compile's --auto-cast: none, matmult or all")
	flag.Uint64Var(&c.seed, "random-inputs", 1, "the seed of the random inputs")
	flag.BoolVar(&c.bert, "bert", false, "also simulate BERT-base (slow)")
	flag.BoolVar(&c.small, "small", false, "the small sizes of the cost-model test instead of the issue's")
	flag.IntVar(&c.compileRuns, "compile-runs", 3, "compiles of BERT-base for its compile-time row (median); 0 skips it")
	flag.StringVar(&c.write, "write", "", "also write the report as Markdown to FILE (docs/performance.md)")
	flag.StringVar(&c.only, "only", "", "run only the program of this name (matmul, add, softmax, layernorm, bert-base)")
	flag.StringVar(&c.emit, "emit", "", "print the StableHLO text of the program of this name (or transformer-block, the demo) and exit")
	flag.BoolVar(&c.strict, "strict", false, "exit 1 when a program fails to compile or run")
	flag.Parse()
	if c.emit != "" {
		text, ok := emit(c.emit, c.small)
		if !ok {
			fmt.Fprintf(os.Stderr, "ncc-bench-perf: -emit %s: no such program\n", c.emit)
			os.Exit(1)
		}
		fmt.Print(text)
		return
	}
	if err := run(os.Stdout, os.Stderr, c); err != nil {
		fmt.Fprintln(os.Stderr, "ncc-bench-perf:", err)
		os.Exit(1)
	}
}

// emit returns the text of the named program.
func emit(name string, small bool) (string, bool) {
	if name == "transformer-block" {
		return demoHeader + transformerBlock(64, 128, 2, 512), true
	}
	sz := fullSizes
	if small {
		sz = smallSizes
	}
	for _, p := range programs(sz, true) {
		if p.name == name {
			return p.text, true
		}
	}
	return "", false
}

func run(stdout, stderr io.Writer, c config) error {
	t, err := arch.Lookup(c.target)
	if err != nil {
		return err
	}
	o := options{target: t, autoCast: c.autoCast, seed: c.seed}
	sz := fullSizes
	if c.small {
		sz = smallSizes
	}
	r := report{target: t, autoCast: c.autoCast}
	failed := 0
	for _, p := range programs(sz, c.bert || c.only == "bert-base") {
		if c.only != "" && p.name != c.only {
			continue
		}
		fmt.Fprintf(stderr, "ncc-bench-perf: %s (%s) ...\n", p.name, p.desc)
		m, err := measure(p, o)
		if err != nil {
			fmt.Fprintf(stderr, "ncc-bench-perf: %v\n", err)
			failed++
		}
		r.rows = append(r.rows, m)
	}
	if c.compileRuns > 0 && (c.only == "" || c.only == "bert-base") {
		fmt.Fprintf(stderr, "ncc-bench-perf: compiling BERT-base %d times ...\n", c.compileRuns)
		text := modelgen.BERT(12, 128, 768, 12)
		for range c.compileRuns {
			cc, err := compile("bert-base", text, o)
			r.bert = append(r.bert, cc)
			if err != nil {
				fmt.Fprintf(stderr, "ncc-bench-perf: %v\n", err)
				r.bertErr = err
				failed++
				break
			}
		}
	}
	r.writeText(stdout)
	if c.write != "" {
		var buf bytes.Buffer
		r.writeMarkdown(&buf, time.Now())
		if err := writeAtomic(c.write, buf.Bytes()); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "ncc-bench-perf: wrote %s\n", c.write)
	}
	if c.strict && failed > 0 {
		return fmt.Errorf("%d programs failed to compile or run", failed)
	}
	return nil
}

// writeAtomic writes data to path whole or not at all.
func writeAtomic(path string, data []byte) error {
	return outfile.WriteFile(path, data, 0o644)
}
