package pass

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"time"
)

// Timing collects a tree of timers, fed by the pass manager (as an
// Instrumentation) and by the driver's own phases ("Parser", "Output"),
// and prints mlir-opt's --mlir-timing report.
type Timing struct {
	BaseInstrumentation
	mu    sync.Mutex
	root  *timer
	start time.Time
	open  map[*State]span
}

type timer struct {
	name     string
	children []*timer
	byName   map[string]*timer
	user     time.Duration
	spans    [][2]time.Time
}

type span struct {
	t     *timer
	start time.Time
}

// NewTiming starts the total time now.
func NewTiming() *Timing {
	return &Timing{root: &timer{name: "root"}, start: time.Now(), open: map[*State]span{}}
}

func (t *timer) child(name string) *timer {
	if c := t.byName[name]; c != nil {
		return c
	}
	if t.byName == nil {
		t.byName = map[string]*timer{}
	}
	c := &timer{name: name}
	t.byName[name] = c
	t.children = append(t.children, c)
	return c
}

// Phase times a top-level phase of the driver; call the result to stop.
// It is a no-op on a nil Timing.
func (tm *Timing) Phase(name string) (stop func()) {
	if tm == nil {
		return func() {}
	}
	tm.mu.Lock()
	t := tm.root.child(name)
	tm.mu.Unlock()
	start := time.Now()
	return func() { tm.record(t, start, time.Now()) }
}

func (tm *Timing) record(t *timer, start, end time.Time) {
	tm.mu.Lock()
	t.user += end.Sub(start)
	t.spans = append(t.spans, [2]time.Time{start, end})
	tm.mu.Unlock()
}

// node returns the timer of a scope: the root for the run's top scope,
// else the child of the enclosing scope's timer.
func (tm *Timing) node(st *State, name string) *timer {
	parent := tm.root
	for s := st.parent; s != nil; s = s.parent {
		if sp, ok := tm.open[s]; ok {
			parent = sp.t
			break
		}
	}
	return parent.child(name)
}

func (tm *Timing) begin(st *State, name string) {
	tm.mu.Lock()
	tm.open[st] = span{tm.node(st, name), time.Now()}
	tm.mu.Unlock()
}

func (tm *Timing) end(st *State) {
	end := time.Now()
	tm.mu.Lock()
	sp, ok := tm.open[st]
	delete(tm.open, st)
	tm.mu.Unlock()
	if ok {
		tm.record(sp.t, sp.start, end)
	}
}

func (tm *Timing) BeforePipeline(st *State) {
	tm.begin(st, "'"+st.mgr.anchorName()+"' Pipeline")
}
func (tm *Timing) AfterPipeline(st *State)      { tm.end(st) }
func (tm *Timing) BeforePass(st *State)         { tm.begin(st, st.inst.Info.DisplayName()) }
func (tm *Timing) AfterPass(st *State, _ error) { tm.end(st) }

// Analyses nest under the pass that asked for them; their scope is keyed
// by a per-call marker State.
func (tm *Timing) BeforeAnalysis(st *State, name string) {
	tm.mu.Lock()
	parent := tm.root
	if sp, ok := tm.open[st]; ok {
		parent = sp.t
	}
	tm.open[analysisKey(st)] = span{parent.child("(A) " + name), time.Now()}
	tm.mu.Unlock()
}

func (tm *Timing) AfterAnalysis(st *State, _ string) { tm.end(analysisKey(st)) }

// analysisKey gives each pass State a companion key for the analysis it
// is computing (analyses of one pass do not overlap in time).
func analysisKey(st *State) *State {
	if st.analysisScope == nil {
		st.analysisScope = &State{}
	}
	return st.analysisScope
}

// wall merges a timer's spans into the wall-clock time it was active.
func (t *timer) wall() time.Duration {
	spans := append([][2]time.Time(nil), t.spans...)
	sort.Slice(spans, func(i, j int) bool { return spans[i][0].Before(spans[j][0]) })
	var total time.Duration
	var cur [2]time.Time
	for i, s := range spans {
		if i == 0 || s[0].After(cur[1]) {
			if i > 0 {
				total += cur[1].Sub(cur[0])
			}
			cur = s
		} else if s[1].After(cur[1]) {
			cur[1] = s[1]
		}
	}
	if len(spans) > 0 {
		total += cur[1].Sub(cur[0])
	}
	return total
}

// Report prints the execution time report; display is "tree" or "list".
func (tm *Timing) Report(w io.Writer, display string) { tm.ReportAs(w, display, "text") }

// ReportAs prints the report in format "text" or "json" (mlir-opt's
// --mlir-output-format).
func (tm *Timing) ReportAs(w io.Writer, display, format string) {
	tm.mu.Lock()
	defer tm.mu.Unlock()
	totalWall := time.Since(tm.start)
	var rows []row3
	var kids, kidsUser time.Duration
	for _, c := range tm.root.children {
		kids += c.wall()
		kidsUser += c.user
	}
	totalUser := max(kidsUser+(totalWall-kids), totalWall)
	if display == "list" {
		merged := map[string]*row3{}
		var order []string
		add := func(name string, user, wall time.Duration) {
			r := merged[name]
			if r == nil {
				r = &row3{name: name}
				merged[name] = r
				order = append(order, name)
			}
			r.user += user
			r.wall += wall
		}
		var visit func(t *timer)
		visit = func(t *timer) {
			add(t.name, t.user, t.wall())
			// MLIR times the adaptor that runs a nested pipeline as a pass of
			// its own, hidden in the tree but listed here.
			if anchor, ok := strings.CutSuffix(t.name, " Pipeline"); ok && strings.HasPrefix(anchor, "'") {
				add("Pipeline Collection : ["+anchor+"]", t.user, t.wall())
			}
			for _, c := range t.children {
				visit(c)
			}
		}
		merged["root"] = &row3{name: "root", user: totalUser, wall: totalWall}
		order = append(order, "root")
		for _, c := range tm.root.children {
			visit(c)
		}
		for _, n := range order {
			rows = append(rows, *merged[n])
		}
		sort.SliceStable(rows, func(i, j int) bool { return rows[i].wall > rows[j].wall })
	} else {
		var visit func(t *timer, depth int)
		visit = func(t *timer, depth int) {
			rows = append(rows, row3{name: t.name, depth: depth, user: t.user, wall: t.wall(), tree: true})
			for _, c := range t.children {
				visit(c, depth+1)
			}
			rows = append(rows, row3{depth: depth, end: true})
		}
		for _, c := range tm.root.children {
			visit(c, 0)
		}
	}
	rows = append(rows, row3{name: "Rest", user: max(totalUser-kidsUser, 0), wall: max(totalWall-kids, 0)})
	rows = append(rows, row3{name: "Total", user: totalUser, wall: totalWall})
	r := timingReport{rows: rows, totalUser: totalUser, totalWall: totalWall,
		withUser: totalUser != totalWall} // as MLIR: a user column only when it differs
	if format == "json" {
		io.WriteString(w, r.json())
	} else {
		io.WriteString(w, r.text())
	}
}

// row3 is one line of the report: a timer, or in the tree the end of a
// timer's children (JSON closes its "passes" list there).
type row3 struct {
	name       string
	depth      int
	user, wall time.Duration
	tree, end  bool
}

type timingReport struct {
	rows                 []row3
	totalUser, totalWall time.Duration
	withUser             bool
}

func percent(d, total time.Duration) float64 {
	if total <= 0 {
		return 0
	}
	return 100 * d.Seconds() / total.Seconds()
}

// text is MLIR's OutputTextStrategy.
func (r *timingReport) text() string {
	var b strings.Builder
	b.WriteString("===" + strings.Repeat("-", 73) + "===\n")
	desc := "... Execution time report ..."
	b.WriteString(strings.Repeat(" ", (80-len(desc))/2) + desc + "\n")
	b.WriteString("===" + strings.Repeat("-", 73) + "===\n")
	fmt.Fprintf(&b, "  Total Execution Time: %.4f seconds\n\n", r.totalWall.Seconds())
	if r.withUser {
		b.WriteString("  ----User Time----")
	}
	b.WriteString("  ----Wall Time----  ----Name----\n")
	cell := func(d, total time.Duration) string {
		return fmt.Sprintf("  %8.4f (%5.1f%%)", d.Seconds(), percent(d, total))
	}
	for _, row := range r.rows {
		if row.end {
			continue
		}
		if r.withUser {
			b.WriteString(cell(row.user, r.totalUser))
		}
		b.WriteString(cell(row.wall, r.totalWall))
		b.WriteString("  " + strings.Repeat("  ", row.depth) + row.name + "\n")
	}
	return b.String()
}

// json is MLIR's OutputJsonStrategy: a tree entry opens a "passes" list
// that its end row closes with an empty object.
func (r *timingReport) json() string {
	var b strings.Builder
	b.WriteString("[\n")
	times := func(row row3) {
		if r.withUser {
			fmt.Fprintf(&b, "\"user\": {\"duration\": %8.4f, \"percentage\": %5.1f}, ",
				row.user.Seconds(), percent(row.user, r.totalUser))
		}
		fmt.Fprintf(&b, "\"wall\": {\"duration\": %8.4f, \"percentage\": %5.1f}",
			row.wall.Seconds(), percent(row.wall, r.totalWall))
	}
	for i, row := range r.rows {
		indent := strings.Repeat("  ", row.depth)
		switch {
		case row.end:
			b.WriteString(indent + "{}]}")
		case row.tree:
			b.WriteString(indent + "{")
			times(row)
			fmt.Fprintf(&b, ", \"name\": \"%s\", \"passes\": [\n", row.name)
			continue
		default:
			b.WriteString("{")
			times(row)
			fmt.Fprintf(&b, ", \"name\": \"%s\"}", row.name)
		}
		if i != len(r.rows)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString("]\n")
	return b.String()
}
