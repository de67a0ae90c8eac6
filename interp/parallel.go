package interp

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"

	"ncc/core"
	"ncc/dialects/stablehlo"
)

// interpreter.run_parallel: a num_replicas x num_partitions grid of
// processes, one goroutine each. Collectives meet at a rendezvous keyed by
// the op's process group and channel; send/recv use FIFO channels keyed by
// channel id. Results are collected in grid order, so they do not depend
// on scheduling.

type pid struct{ replica, partition int64 }

func (p pid) String() string { return fmt.Sprintf("(%d, %d)", p.replica, p.partition) }

type process struct {
	id   pid
	grid *grid
}

type grid struct {
	replicas, partitions int64

	mu       sync.Mutex
	cond     *sync.Cond
	rv       map[string]*rvState
	chans    map[int64][]Value
	finished map[pid]bool
	failed   bool
	infeed   []string // programs whose results feed stablehlo.infeed, in order
}

type rvState struct {
	gen     int
	vals    map[pid]Value
	results map[int]map[pid]Value
	taken   map[int]int
}

func newGrid(r, p int64) *grid {
	g := &grid{replicas: r, partitions: p, rv: map[string]*rvState{}, chans: map[int64][]Value{}, finished: map[pid]bool{}}
	g.cond = sync.NewCond(&g.mu)
	return g
}

// rendezvous blocks until every process of group has contributed a value
// under key, then returns all contributions. It fails if a member finished
// or another process failed meanwhile.
func (g *grid) rendezvous(op *core.Operation, key string, group []pid, me pid, v Value) (map[pid]Value, error) {
	for _, p := range group {
		if p.replica < 0 || p.replica >= g.replicas || p.partition < 0 || p.partition >= g.partitions {
			return nil, op.Errorf("process group refers to process %v outside the %dx%d process grid", p, g.replicas, g.partitions)
		}
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	st := g.rv[key]
	if st == nil {
		st = &rvState{vals: map[pid]Value{}, results: map[int]map[pid]Value{}, taken: map[int]int{}}
		g.rv[key] = st
	}
	gen := st.gen
	st.vals[me] = v
	if len(st.vals) == len(group) {
		st.results[gen] = st.vals
		st.vals = map[pid]Value{}
		st.gen++
		g.cond.Broadcast()
	}
	for st.gen == gen {
		if g.failed {
			return nil, op.Errorf("collective abandoned: another process failed")
		}
		for _, p := range group {
			if _, ok := st.vals[p]; !ok && g.finished[p] {
				return nil, op.Errorf("collective deadlock: process %v finished without joining", p)
			}
		}
		g.cond.Wait()
	}
	res := st.results[gen]
	st.taken[gen]++
	if st.taken[gen] == len(group) {
		delete(st.results, gen)
		delete(st.taken, gen)
	}
	return res, nil
}

func (g *grid) send(ch int64, v Value) {
	g.mu.Lock()
	g.chans[ch] = append(g.chans[ch], v)
	g.cond.Broadcast()
	g.mu.Unlock()
}

func (g *grid) recv(op *core.Operation, ch int64) (Value, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	for len(g.chans[ch]) == 0 {
		if g.failed {
			return nil, op.Errorf("recv abandoned: another process failed")
		}
		if len(g.finished) == int(g.replicas*g.partitions)-1 {
			return nil, op.Errorf("recv deadlock: no process can send on channel %d", ch)
		}
		g.cond.Wait()
	}
	v := g.chans[ch][0]
	g.chans[ch] = g.chans[ch][1:]
	return v, nil
}

func (g *grid) finish(p pid, failed bool) {
	g.mu.Lock()
	g.finished[p] = true
	if failed {
		g.failed = true
	}
	g.cond.Broadcast()
	g.mu.Unlock()
}

func init() {
	register(runParallel, "interpreter.run_parallel")
	register(replicaID, "stablehlo.replica_id")
	register(partitionID, "stablehlo.partition_id")
}

func runParallel(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	progs, ok := op.Attr("programs").(*core.ArrayAttr)
	if !ok || len(progs.Elems) == 0 {
		return nil, op.Errorf("'programs' must be a non-empty array of arrays of symbols")
	}
	var fns [][]*core.Operation
	for _, row := range progs.Elems {
		ra, ok := row.(*core.ArrayAttr)
		if !ok || len(ra.Elems) == 0 || (len(fns) > 0 && len(ra.Elems) != len(fns[0])) {
			return nil, op.Errorf("'programs' must be a rectangular array of arrays of symbols")
		}
		var r []*core.Operation
		for _, s := range ra.Elems {
			sr, ok := s.(*core.SymbolRefAttr)
			if !ok {
				return nil, op.Errorf("'programs' must hold symbol references")
			}
			fn := x.it.Lookup(sr.Root)
			if fn == nil || fn.Name() != "func.func" || fn.NumRegions() == 0 || fn.Region(0).Empty() {
				return nil, op.Errorf("'@%s' does not reference a function", sr.Root)
			}
			r = append(r, fn)
		}
		fns = append(fns, r)
	}
	g := newGrid(int64(len(fns)), int64(len(fns[0])))
	if inf, ok := op.Attr("infeed").(*core.ArrayAttr); ok {
		for _, s := range inf.Elems {
			sr, ok := s.(*core.SymbolRefAttr)
			if !ok {
				return nil, op.Errorf("'infeed' must hold symbol references")
			}
			g.infeed = append(g.infeed, sr.Root)
		}
	}
	var jobs []job
	off := 0
	for r, row := range fns {
		for p, fn := range row {
			n := fn.Region(0).First().NumArgs()
			if off+n > len(args) {
				return nil, op.Errorf("not enough inputs for the programs")
			}
			jobs = append(jobs, job{pid{int64(r), int64(p)}, fn, args[off : off+n]})
			off += n
		}
	}
	if off != len(args) {
		return nil, op.Errorf("%d inputs given, programs take %d", len(args), off)
	}
	results, err := x.it.runJobs(g, jobs)
	if err != nil {
		return nil, err
	}
	var out []Value
	for _, r := range results {
		out = append(out, r...)
	}
	if len(out) != op.NumResults() {
		return nil, op.Errorf("programs returned %d values, op has %d results", len(out), op.NumResults())
	}
	return out, nil
}

// job is one process's program and arguments.
type job struct {
	p    pid
	fn   *core.Operation
	args []Value
}

// runJobs runs every job on its own goroutine as a process of g and returns
// their results in job order, or the root cause of a failure: an error
// that is not another process's "abandoned" if there is one.
func (it *Interp) runJobs(g *grid, jobs []job) ([][]Value, error) {
	results := make([][]Value, len(jobs))
	errs := make([]error, len(jobs))
	var wg sync.WaitGroup
	for i, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = it.call(&process{id: j.p, grid: g}, j.fn, j.args)
			g.finish(j.p, errs[i] != nil)
		}()
	}
	wg.Wait()
	var first error
	for _, e := range errs {
		if e != nil && (first == nil || strings.Contains(first.Error(), "abandoned")) {
			first = e
		}
	}
	return results, first
}

// CallGrid runs fn as one SPMD program on a replicas x partitions grid of
// processes, as a model compiled for several NeuronCores (or devices) runs:
// args[i] are the arguments of process i in row-major grid order (replica
// r, partition p is i = r*partitions + p), and so are the results.
// Collectives meet across the grid; replica_id and partition_id tell the
// processes apart.
func (it *Interp) CallGrid(fn *core.Operation, replicas, partitions int64, args [][]Value) ([][]Value, error) {
	if replicas < 1 || partitions < 1 {
		return nil, fn.Errorf("process grid must be at least 1x1, got %dx%d", replicas, partitions)
	}
	if int64(len(args)) != replicas*partitions {
		return nil, fn.Errorf("%d argument lists given for a %dx%d process grid", len(args), replicas, partitions)
	}
	g := newGrid(replicas, partitions)
	jobs := make([]job, len(args))
	for i, a := range args {
		jobs[i] = job{pid{int64(i) / partitions, int64(i) % partitions}, fn, a}
	}
	return it.runJobs(g, jobs)
}

func (x *exec) needProcess(op *core.Operation) (*process, error) {
	if x.proc == nil {
		// Outside run_parallel the program is a 1x1 grid.
		x.proc = &process{id: pid{0, 0}, grid: newGrid(1, 1)}
	}
	return x.proc, nil
}

func scalarID(op *core.Operation, rt []core.Type, v int64) ([]Value, error) {
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	if out.I == nil || out.Len() != 1 {
		return nil, op.Errorf("result must be an integer scalar")
	}
	out.I[0] = out.E.Wrap(v)
	return []Value{out}, nil
}

func replicaID(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	p, _ := x.needProcess(op)
	return scalarID(op, rt, p.id.replica)
}

func partitionID(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	p, _ := x.needProcess(op)
	return scalarID(op, rt, p.id.partition)
}

// channelID reads channel_handle's handle (0 when absent).
func channelID(op *core.Operation) int64 {
	if h, ok := op.Attr("channel_handle").(*stablehlo.ChannelHandle); ok {
		return h.Handle
	}
	m, ok := structAttr(op, "channel_handle")
	if !ok {
		return 0
	}
	v, err := strconv.ParseInt(m["handle"], 10, 64)
	if err != nil {
		return 0
	}
	return v
}

// groups reads a 2-D group attribute, dropping -1 padding.
func groups(op *core.Operation, name string) ([][]int64, error) {
	d, ok := op.Attr(name).(*core.DenseAttr)
	if !ok {
		if op.Attr(name) == nil {
			return nil, nil
		}
		return nil, op.Errorf("'%s' must be a 2-D integer tensor", name)
	}
	t, err := FromDense(d)
	if err != nil || t.I == nil || t.Rank() != 2 {
		return nil, op.Errorf("'%s' must be a 2-D integer tensor", name)
	}
	var out [][]int64
	for r := int64(0); r < t.Shape[0]; r++ {
		var g []int64
		for c := int64(0); c < t.Shape[1]; c++ {
			if v := t.I[r*t.Shape[1]+c]; v >= 0 {
				g = append(g, v)
			}
		}
		out = append(out, g)
	}
	return out, nil
}

// processGroups applies the spec's strategies.
func (g *grid) crossReplica(gs [][]int64) [][]pid {
	var out [][]pid
	for _, rg := range gs {
		for p := int64(0); p < g.partitions; p++ {
			var pg []pid
			for _, r := range rg {
				pg = append(pg, pid{r, p})
			}
			out = append(out, pg)
		}
	}
	return out
}

func (g *grid) crossPartition(gs [][]int64) [][]pid {
	var out [][]pid
	for _, pgi := range gs {
		for r := int64(0); r < g.replicas; r++ {
			var pg []pid
			for _, p := range pgi {
				pg = append(pg, pid{r, p})
			}
			out = append(out, pg)
		}
	}
	return out
}

func (g *grid) crossReplicaAndPartition(gs [][]int64) [][]pid {
	var out [][]pid
	for _, rg := range gs {
		var pg []pid
		for p := int64(0); p < g.partitions; p++ {
			for _, r := range rg {
				pg = append(pg, pid{r, p})
			}
		}
		out = append(out, pg)
	}
	return out
}

func (g *grid) flattenedIDs(gs [][]int64) [][]pid {
	var out [][]pid
	for _, fg := range gs {
		var pg []pid
		for _, f := range fg {
			pg = append(pg, pid{f / g.partitions, f % g.partitions})
		}
		out = append(out, pg)
	}
	return out
}

// myGroup finds the process group containing me (nil if none).
func myGroup(gs [][]pid, me pid) []pid {
	for _, g := range gs {
		for _, p := range g {
			if p == me {
				return g
			}
		}
	}
	return nil
}

func groupKey(op *core.Operation, group []pid, ch int64) string {
	var b strings.Builder
	b.WriteString(op.Name())
	b.WriteString(":" + strconv.FormatInt(ch, 10) + ":")
	ps := append([]pid(nil), group...)
	sort.Slice(ps, func(i, j int) bool {
		if ps[i].replica != ps[j].replica {
			return ps[i].replica < ps[j].replica
		}
		return ps[i].partition < ps[j].partition
	})
	for _, p := range ps {
		b.WriteString(p.String())
	}
	return b.String()
}
