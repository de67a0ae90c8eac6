// Command ncc-bench-hlo times the HLO front door on BERT-base (make
// bench): translate/hlo/hlogen's 12-layer encoder at seq 128, hidden 768,
// 12 heads, written as PyTorch/XLA traces it and serialized as the
// HloModuleProto neuronx-cc is handed, then read (hlo.ReadProto) and
// imported to verified StableHLO (hlo.ImportModule) in this process, as
// `ncc-translate --import-hlo model.pb` does before printing. It prints
// the median wall time of each step over the runs, and the total against
// the 0.5 s target (-target-time) as a ratio; with -ncc-translate it also
// times that binary on the file, printing included. It asserts nothing.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"time"

	"ncc/core"
	"ncc/dialects"
	"ncc/translate/hlo"
	"ncc/translate/hlo/hlogen"
)

func main() {
	runs := flag.Int("runs", 5, "runs; the median wall time is reported")
	target := flag.Duration("target-time", 500*time.Millisecond, "the import-time target")
	layers := flag.Int("layers", hlogen.BERTBase.Layers, "encoder layers")
	bin := flag.String("ncc-translate", "", "also time this ncc-translate binary on the proto (--import-hlo -o /dev/null)")
	flag.Parse()

	cfg := hlogen.BERTBase
	cfg.Layers = *layers
	m, err := hlo.Parse("bert.hlo", []byte(hlogen.BERT(cfg)), hlo.ParseOptions{})
	if err != nil {
		fail(err)
	}
	pb, err := hlo.MarshalProto(m)
	if err != nil {
		fail(err)
	}
	instrs := 0
	for _, c := range m.Computations {
		instrs += len(c.Instrs)
	}
	fmt.Printf("BERT-base HloModuleProto: %d layers, seq %d, hidden %d, %d heads: %d instructions, %d bytes\n",
		cfg.Layers, cfg.Seq, cfg.Hidden, cfg.Heads, instrs, len(pb))

	var read, imp, total []time.Duration
	ops := 0
	for range *runs {
		ctx := core.NewContext()
		dialects.LoadAll(ctx)
		t0 := time.Now()
		pm, err := hlo.ReadProto("bert.pb", pb)
		if err != nil {
			fail(err)
		}
		t1 := time.Now()
		mod, err := hlo.ImportModule(ctx, pm, hlo.Options{})
		if err != nil {
			fail(err)
		}
		t2 := time.Now()
		read, imp, total = append(read, t1.Sub(t0)), append(imp, t2.Sub(t1)), append(total, t2.Sub(t0))
		ops = 0
		mod.WalkAll(func(*core.Operation) { ops++ })
	}
	fmt.Printf("%-34s %12s\n", "step", "median")
	fmt.Printf("%-34s %12s\n", "read proto (hlo.ReadProto)", median(read))
	fmt.Printf("%-34s %12s\n", "import + verify (hlo.ImportModule)", median(imp))
	t := median(total)
	fmt.Printf("%-34s %12s   %d StableHLO ops, target %s, ratio %.2f×\n", "total", t, ops, *target, float64(t)/float64(*target))
	if *bin != "" {
		dir, err := os.MkdirTemp("", "ncc-bench-hlo")
		if err != nil {
			fail(err)
		}
		defer os.RemoveAll(dir)
		in := filepath.Join(dir, "bert.pb")
		if err := os.WriteFile(in, pb, 0o644); err != nil {
			fail(err)
		}
		var ts []time.Duration
		for range *runs {
			t0 := time.Now()
			if out, err := exec.Command(*bin, "--import-hlo", in, "-o", filepath.Join(dir, "bert.mlir")).CombinedOutput(); err != nil {
				fail(fmt.Errorf("%s: %v\n%s", *bin, err, out))
			}
			ts = append(ts, time.Since(t0))
		}
		d := median(ts)
		fmt.Printf("%-34s %12s   ratio %.2f×\n", "ncc-translate --import-hlo (process)", d, float64(d)/float64(*target))
	}
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2].Round(10 * time.Microsecond)
}

func fail(err error) {
	fmt.Fprintf(os.Stderr, "ncc-bench-hlo: %v\n", err)
	os.Exit(1)
}
