package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"

	"ncc/arch"
)

// report is everything one run of the tool measured.
type report struct {
	target   *arch.Target
	autoCast string
	rows     []*measurement
	bert     []*compiled // BERT-base compiles, for the compile-time target
	bertErr  error       // why the last BERT-base compile failed
}

// The targets.
const (
	matmulTarget      = 85.0 // % of TensorE's peak
	addTarget         = 80.0 // % of the HBM bound
	bertCompileTarget = 5 * time.Second
)

func (r *report) row(name string) *measurement {
	for _, m := range r.rows {
		if m.prog.name == name {
			return m
		}
	}
	return nil
}

// target is one of the goals with what was measured.
type target struct {
	what, goal, got string
	met, measured   bool
}

func (r *report) targets() []target {
	var ts []target
	t := target{what: "bf16 matmul 2048×2048×2048: TensorE utilization (PE bound / modeled time)", goal: fmt.Sprintf("≥ %.0f%%", matmulTarget)}
	if m := r.row("matmul"); m != nil && m.err != nil {
		t.got, t.measured = "fails: "+firstLine(m.err.Error()), true
	} else if m != nil && m.prog.desc == fullSizes.matmulDesc() {
		pct := 100 * m.peNs / m.res.ModeledNs
		t.got, t.met, t.measured = fmt.Sprintf("%.2f%% (%s modeled, %s at peak)", pct, dur(m.res.ModeledNs), dur(m.peNs)), pct >= matmulTarget, true
	}
	ts = append(ts, t)
	t = target{what: "bf16 add of two 64M-element tensors: share of the HBM bound (HBM bound / modeled time)", goal: fmt.Sprintf("≥ %.0f%%", addTarget)}
	if m := r.row("add"); m != nil && m.err != nil {
		t.got, t.measured = "fails: "+firstLine(m.err.Error()), true
	} else if m != nil && m.prog.desc == fullSizes.addDesc() {
		pct := 100 * m.hbmNs / m.res.ModeledNs
		t.got, t.met, t.measured = fmt.Sprintf("%.1f%% (%s modeled, %s at the HBM bound)", pct, dur(m.res.ModeledNs), dur(m.hbmNs)), pct >= addTarget, true
	}
	ts = append(ts, t)
	t = target{what: "BERT-base (12 layers, seq 128) compile stablehlo → NEFF, wall time on this machine", goal: "≤ 5 s"}
	if r.bertErr != nil {
		var ran time.Duration
		for _, st := range r.bert[len(r.bert)-1].stages {
			ran += st.d
		}
		t.got, t.measured = fmt.Sprintf("the compile fails in its %s stage (the stages before it took %.2f s): %s", r.bert[len(r.bert)-1].failed, ran.Seconds(), firstLine(r.bertErr.Error())), true
	} else if len(r.bert) > 0 {
		total := r.bertMedian(func(c *compiled) time.Duration { return c.total })
		t.got, t.met, t.measured = fmt.Sprintf("%.2f s (median of %d)", total.Seconds(), len(r.bert)), total <= bertCompileTarget, true
	}
	ts = append(ts, t)
	return ts
}

func (s sizes) matmulDesc() string { return matmulProgram(s.mm[0], s.mm[1], s.mm[2]).desc }
func (s sizes) addDesc() string    { return addProgram(s.add[0], s.add[1]).desc }

func (t target) verdict() string {
	switch {
	case !t.measured:
		return "not measured"
	case t.met:
		return "met"
	}
	return "not met"
}

func (r *report) bertMedian(f func(*compiled) time.Duration) time.Duration {
	ds := make([]time.Duration, len(r.bert))
	for i, c := range r.bert {
		ds[i] = f(c)
	}
	slices.Sort(ds)
	return ds[len(ds)/2]
}

// cells is one program's row, shared by the text and Markdown tables.
func (m *measurement) cells() []string {
	if m.err != nil {
		failed := "compile"
		if m.c != nil && m.c.failed != "" {
			failed = m.c.failed
		} else if m.c != nil {
			failed = "run"
		}
		return []string{m.prog.name, m.prog.desc, "FAILED in " + failed, "-", "-", "-", "-", "-"}
	}
	boundBy := "HBM"
	if m.peNs >= m.hbmNs {
		boundBy = "PE"
	}
	minBytes := m.bytesIn + m.bytesOut
	return []string{
		m.prog.name,
		m.prog.desc,
		dur(m.res.ModeledNs),
		fmt.Sprintf("%s (%s)", dur(m.boundNs), boundBy),
		fmt.Sprintf("%.1f%%", m.percent()),
		fmt.Sprintf("%s %.1f%%", m.bottle, 100*m.bottleUse),
		fmt.Sprintf("%s (%.1f× min)", bytesStr(m.res.DMA.Bytes), float64(m.res.DMA.Bytes)/float64(max(minBytes, 1))),
		fmt.Sprintf("%.2f s", m.c.total.Seconds()),
	}
}

var header = []string{"program", "size", "modeled time", "bound", "% of roofline", "bottleneck (busy)", "DMA traffic", "compile"}

func (r *report) writeText(w io.Writer) {
	fmt.Fprintf(w, "modeled time against the roofline, target %s (PE peak %.2f TFLOP/s, HBM %.0f GB/s per core), auto-cast %s\n",
		r.target.Name, r.target.PEPeakFLOPS/1e12, r.target.HBMBytesPerSec/1e9, r.autoCast)
	rows := [][]string{header}
	for _, m := range r.rows {
		rows = append(rows, m.cells())
	}
	widths := make([]int, len(header))
	for _, row := range rows {
		for i, c := range row {
			widths[i] = max(widths[i], len([]rune(c)))
		}
	}
	for _, row := range rows {
		var b strings.Builder
		for i, c := range row {
			pad := widths[i] - len([]rune(c))
			if i == 0 || i == 1 {
				b.WriteString(c + strings.Repeat(" ", pad))
			} else {
				b.WriteString(strings.Repeat(" ", pad) + c)
			}
			b.WriteString("  ")
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
	r.writeErrors(w, "")
	if len(r.bert) > 0 {
		fmt.Fprintln(w)
		r.writeStagesText(w)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "targets (issue 12):")
	for _, t := range r.targets() {
		got := t.got
		if got == "" {
			got = "-"
		}
		fmt.Fprintf(w, "  %-12s %s %s: %s\n", strings.ToUpper(t.verdict()), t.what, t.goal, got)
	}
}

// stageRows are BERT-base's compile stages, each followed by its passes,
// with the median time of the runs and its share.
func (r *report) stageRows() (rows [][3]string, total time.Duration) {
	first := r.bert[0]
	stageD := make([]time.Duration, len(first.stages))
	for i := range first.stages {
		stageD[i] = r.bertMedian(func(c *compiled) time.Duration { return c.stages[i].d })
		total += stageD[i]
	}
	for i, st := range first.stages {
		d := stageD[i]
		rows = append(rows, [3]string{st.name, ms(d), fmt.Sprintf("%.1f%%", 100*float64(d)/float64(max(total, 1)))})
		for j, p := range st.passes {
			pd := r.bertMedian(func(c *compiled) time.Duration {
				if j < len(c.stages[i].passes) {
					return c.stages[i].passes[j].d
				}
				return 0
			})
			rows = append(rows, [3]string{"    " + p.name, ms(pd), fmt.Sprintf("%.1f%% of %s", 100*float64(pd)/float64(max(d, 1)), st.name)})
		}
	}
	if first.failed != "" {
		rows = append(rows, [3]string{first.failed, "FAILED", ""})
	}
	return rows, total
}

func (r *report) writeStagesText(w io.Writer) {
	rows, total := r.stageRows()
	fmt.Fprintf(w, "compile time: BERT-base (12 layers, seq 128, hidden 768, 12 heads, f32), stablehlo → NEFF, median of %d\n", len(r.bert))
	for _, row := range rows {
		fmt.Fprintf(w, "  %-34s %12s  %s\n", row[0], row[1], row[2])
	}
	verdict := ""
	if r.bertErr != nil {
		verdict = " INCOMPLETE: the stages before " + r.bert[0].failed + " only"
	}
	fmt.Fprintf(w, "  %-34s %12s  target ≤ %v, ratio %.2f×%s\n", "total", ms(total), bertCompileTarget, float64(total)/float64(bertCompileTarget), verdict)
}

func (r *report) writeMarkdown(w io.Writer, now time.Time) {
	t := r.target
	fmt.Fprintf(w, `# Performance

How fast the NEFFs ncc compiles run, measured on ncc's timed simulator
against the roofline of the hardware, and how long ncc takes to compile.
This page is written by `+"`bin/ncc-bench-perf -write docs/performance.md`"+`
(tools/ncc-bench-perf; `+"`make bench`"+` runs it without -write); the figures
below are from %s on a %d-core machine, target %s, `+"`--auto-cast %s`"+`.

## Method

Each benchmark program is StableHLO text generated by the tool. It is
compiled in-process with the pipelines `+"`ncc compile`"+` runs (stablehlo →
penguin → bir → tonga, then the NEFF), read back from the NEFF's bytes, and
run on the timed simulator (sim/timed) with random inputs, as
`+"`ncc run model.neff --random-inputs 1`"+` does. The **modeled time** is when
the last engine halts and the last DMA transfer lands.

The simulator costs every instruction with arch/'s cost model
(arch/cost.go; each number cited there or marked as our estimate):

- TensorE: a MultiplyMoving of moving free size N keeps the PE busy
  max(N, %d) cycles at the PE clock (%.1f GHz on %s), a LoadStationary %d
  cycles (our estimate).
- VectorE, ScalarE, GpSimd: N cycles per input element per partition plus
  %d cycles fixed per instruction, at the engine's clock (VectorE %.2f GHz,
  ScalarE and GpSimd %.1f GHz).
- DMA: %d queues per core, each moving %.0f GiB/s; transfers touching HBM
  share the core's %.0f GB/s. A descriptor costs Target.DMANanos: a fixed
  latency of %d ns (our estimate) and its bytes, every contiguous run
  rounded up to %d-byte beats — alone on its queue, 64 KiB in one run take
  %s, 64 KiB in 2-byte runs %s.

The **roofline** comes from the peaks in arch/targets.go, which cite the
Neuron SDK's architecture pages:

- PE bound = 2·M·N·K summed over the program's dot_generals, divided by
  Target.PEPeakFLOPS = 128×128 MACs × 2 FLOP × %.1f GHz = %.2f TFLOP/s.
- HBM bound = bytes of the arguments + bytes of the results, divided by
  Target.HBMBytesPerSec = %.0f GB/s (%s: 820 GB/s per chip, shared by its
  2 cores).
- A program's **bound** is the larger of the two: no schedule can be faster.
  **%% of roofline** = bound / modeled time; 100%% would be a program running
  at the hardware's limit. The cost model may never beat the roofline; a
  test (tools/ncc-bench-perf, TestCostModelNotFasterThanRoofline) checks
  modeled time ≥ bound for every program at small sizes.

The bottleneck is the engine (pe, act, dve, pool, sp) or the DMA with the
largest share of busy time in the modeled time (DMA: the time at least one
queue was transferring). DMA traffic is the bytes all descriptors moved,
and how many times the minimum (arguments + results) that is. Compile is the
wall time of parse → NEFF bytes on this machine; wall times move with the
machine's load (%s), modeled times do not.

## Results

`, now.Format("2006-01-02"), runtime.NumCPU(), t.Name, r.autoCast,
		arch.MatmulMinCycles, t.ClockHz[arch.PE]/1e9, t.Name, arch.LoadStationaryCycles,
		arch.VectorFixedCycles, t.ClockHz[arch.DVE]/1e9, t.ClockHz[arch.ACT]/1e9,
		t.DMAEngines, t.DMABytesPerSec/(1<<30), t.HBMBytesPerSec/1e9, arch.DMAFixedNanos, arch.DMABeatBytes,
		dur(t.DMANanos(64<<10, 1)), dur(t.DMANanos(64<<10, 32<<10)),
		t.ClockHz[arch.PE]/1e9, t.PEPeakFLOPS/1e12, t.HBMBytesPerSec/1e9, t.Name, loadAverage())
	fmt.Fprintln(w, "| "+strings.Join(header, " | ")+" |")
	fmt.Fprintln(w, "|"+strings.Repeat("---|", len(header)))
	for _, m := range r.rows {
		fmt.Fprintln(w, "| "+strings.Join(m.cells(), " | ")+" |")
	}
	r.writeErrors(w, "\n")
	fmt.Fprintf(w, "\n## Targets (issue 12)\n\n| target | goal | measured | |\n|---|---|---|---|\n")
	for _, tg := range r.targets() {
		got := tg.got
		if got == "" {
			got = "—"
		}
		fmt.Fprintf(w, "| %s | %s | %s | **%s** |\n", tg.what, tg.goal, got, tg.verdict())
	}
	fmt.Fprintln(w)
	r.writeNotes(w)
	if len(r.bert) > 0 {
		rows, total := r.stageRows()
		fmt.Fprintf(w, "\n## BERT-base compile time, per stage\n\n12 layers, seq 128, hidden 768, 12 heads, f32 (internal/modelgen.BERT), stablehlo → NEFF, median of %d compiles; the passes of each stage under it.\n\n| stage / pass | wall | share |\n|---|---:|---:|\n", len(r.bert))
		for _, row := range rows {
			name := row[0]
			if strings.HasPrefix(name, " ") {
				name = "&nbsp;&nbsp;&nbsp;&nbsp;" + strings.TrimSpace(name)
			}
			fmt.Fprintf(w, "| %s | %s | %s |\n", name, strings.TrimSpace(row[1]), row[2])
		}
		verdict := ""
		if r.bertErr != nil {
			verdict = "; incomplete: the stages before " + r.bert[0].failed + " only"
		}
		fmt.Fprintf(w, "| **total** | **%s** | target ≤ %v, ratio %.2f×%s |\n", strings.TrimSpace(ms(total)), bertCompileTarget, float64(total)/float64(bertCompileTarget), verdict)
		if r.bertErr != nil {
			fmt.Fprintf(w, "\nThe compile fails: %s\n", firstLine(r.bertErr.Error()))
		}
	}
}

// writeErrors lists why programs failed, after the table.
func (r *report) writeErrors(w io.Writer, before string) {
	for _, m := range r.rows {
		if m.err != nil {
			fmt.Fprintf(w, "%s%s failed: %s\n", before, m.prog.name, firstLine(m.err.Error()))
			before = ""
		}
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// writeNotes says, for each program below its target, where the time goes,
// from the statistics alone.
func (r *report) writeNotes(w io.Writer) {
	fmt.Fprintln(w, "Where the time goes:")
	fmt.Fprintln(w)
	for _, m := range r.rows {
		if m.err != nil {
			continue
		}
		var busy []string
		for e := range arch.NumEngines {
			if s := m.res.Engines[e]; s.Instructions > 0 {
				busy = append(busy, fmt.Sprintf("%s %.1f%%", e, 100*s.BusyNs/m.res.ModeledNs))
			}
		}
		minBytes := m.bytesIn + m.bytesOut
		hbmUse := float64(m.res.DMA.Bytes) / (m.res.ModeledNs * 1e-9) / r.target.HBMBytesPerSec
		queues := 0
		var queueBusy float64
		for _, q := range m.res.Queues {
			if q.Descriptors > 0 {
				queues++
				queueBusy += q.BusyNs
			}
		}
		ideal := float64(m.res.DMA.Bytes) * 1e9 / r.target.DMABytesPerSec
		fmt.Fprintf(w, "- **%s**: %s busy %.1f%% of the %s; engines busy %s. The DMA moved %s (%.1f× the %s of arguments and results; an average of %.0f%% of the HBM bandwidth) in %d descriptors of %s on average, on %d of %d queues, %.1f of them busy at a time on average; the bytes at full queue speed account for %.0f%% of the queues' %s of busy time (the rest: per-descriptor latency, short runs rounded up to %d-byte beats, queues sharing HBM).\n",
			m.prog.name, m.bottle, 100*m.bottleUse, dur(m.res.ModeledNs), strings.Join(busy, ", "),
			bytesStr(m.res.DMA.Bytes), float64(m.res.DMA.Bytes)/float64(max(minBytes, 1)), bytesStr(minBytes), 100*hbmUse,
			m.res.DMA.Descriptors, bytesStr(m.res.DMA.Bytes/max(m.res.DMA.Descriptors, 1)), queues, r.target.DMAEngines,
			queueBusy/max(m.res.DMA.BusyNs, 1), 100*ideal/max(queueBusy, 1), dur(queueBusy), arch.DMABeatBytes)
	}
}

// loadAverage describes /proc/loadavg's 1-minute figure, where there is one.
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "load average unknown"
	}
	f := strings.Fields(string(data))
	if len(f) == 0 {
		return "load average unknown"
	}
	return "load average " + f[0] + " when this page was written"
}

// dur prints nanoseconds in the unit that reads best.
func dur(ns float64) string {
	switch {
	case ns >= 1e9:
		return fmt.Sprintf("%.2f s", ns/1e9)
	case ns >= 1e6:
		return fmt.Sprintf("%.2f ms", ns/1e6)
	case ns >= 1e3:
		return fmt.Sprintf("%.1f µs", ns/1e3)
	}
	return fmt.Sprintf("%.0f ns", ns)
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }

func bytesStr(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.2f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
