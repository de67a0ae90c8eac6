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
func (tm *Timing) Report(w io.Writer, display string) {
	tm.mu.Lock()
	defer tm.mu.Unlock()
	totalWall := time.Since(tm.start)
	var totalUser time.Duration
	var rows []row3
	var kids time.Duration
	var kidsUser time.Duration
	for _, c := range tm.root.children {
		kids += c.wall()
		kidsUser += c.user
	}
	totalUser = max(kidsUser+(totalWall-kids), totalWall)
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
			rows = append(rows, row3{name: strings.Repeat("  ", depth) + t.name, user: t.user, wall: t.wall()})
			for _, c := range t.children {
				visit(c, depth+1)
			}
		}
		for _, c := range tm.root.children {
			visit(c, 0)
		}
	}
	rows = append(rows, row3{name: "Rest", user: max(totalUser-kidsUser, 0), wall: max(totalWall-kids, 0)})
	rows = append(rows, row3{name: "Total", user: totalUser, wall: totalWall})

	var b strings.Builder
	b.WriteString("===" + strings.Repeat("-", 73) + "===\n")
	desc := "... Execution time report ..."
	b.WriteString(strings.Repeat(" ", (80-len(desc))/2) + desc + "\n")
	b.WriteString("===" + strings.Repeat("-", 73) + "===\n")
	fmt.Fprintf(&b, "  Total Execution Time: %.4f seconds\n\n", totalWall.Seconds())
	// As MLIR's printHeader: a User Time column only when passes ran in
	// parallel, so that it differs from the wall time.
	withUser := totalUser != totalWall
	if withUser {
		b.WriteString("  ----User Time----")
	}
	b.WriteString("  ----Wall Time----  ----Name----\n")
	cell := func(d, total time.Duration) string {
		pct := 0.0
		if total > 0 {
			pct = 100 * d.Seconds() / total.Seconds()
		}
		return fmt.Sprintf("  %8.4f (%5.1f%%)", d.Seconds(), pct)
	}
	for _, r := range rows {
		if withUser {
			b.WriteString(cell(r.user, totalUser))
		}
		b.WriteString(cell(r.wall, totalWall))
		b.WriteString("  " + r.name + "\n")
	}
	io.WriteString(w, b.String())
}

type row3 struct {
	name       string
	user, wall time.Duration
}
