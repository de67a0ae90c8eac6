package pass

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"

	"ncc/core"
)

// Config tunes a run. The zero value runs with GOMAXPROCS goroutines and
// verifies after each pass.
type Config struct {
	// Threads bounds the goroutines running passes on sibling ops: 0 means
	// GOMAXPROCS, 1 runs everything on the calling goroutine
	// (--mlir-disable-threading). Output is the same whatever the value.
	Threads int
	// NoVerify skips verification after each pass (--verify-each=false).
	NoVerify bool
	// Instrumentations observe the run, in order.
	Instrumentations []Instrumentation
	// Output receives instrumentation and pass output; nil is os.Stderr.
	Output io.Writer
	// Reproducer configures crash reproducers (see Reproducer); nil
	// writes none.
	Reproducer *Reproducer
}

func (c *Config) threads() int {
	if c.Threads > 0 {
		return c.Threads
	}
	return runtime.GOMAXPROCS(0)
}

// Run runs the pipeline on op, which must be the manager's anchor op (any op
// for AnyOp). It returns nil or the failure: core.Diagnostics not yet
// emitted (possibly empty when the failing pass already emitted its own).
func (m *Manager) Run(op *core.Operation, cfg *Config) error {
	if cfg == nil {
		cfg = &Config{}
	}
	if m.anchor != AnyOp && m.anchor != op.Name() {
		return core.Diagnostics{core.Errorf(op.Loc(), "can't run '%s' pass manager on '%s' op", m.anchor, op.Name())}
	}
	ex := &executor{cfg: cfg, verify: !cfg.NoVerify, instr: cfg.Instrumentations,
		plans: map[*Manager][]step{}, inited: map[*Manager]bool{}, root: m}
	if n := cfg.threads() - 1; n > 0 {
		ex.tokens = make(chan struct{}, n)
	}
	out := cfg.Output
	if out == nil {
		out = os.Stderr
	}
	ctx := op.Context()
	if err := ex.initialize(m, ctx); err != nil {
		return core.AsDiagnostics(err, op.Loc())
	}
	ex.crash = newCrashState(cfg.Reproducer, m, op, cfg)
	st := &State{ex: ex, op: op, mgr: m, am: NewAnalysisManager(op), out: out, emit: ctx.Emit}
	err := ex.runPasses(m, op, st.am, st)
	if err != nil {
		err = ex.crash.failed(err, op)
		var ds core.Diagnostics
		if errors.As(err, &ds) {
			return ds
		}
		return core.AsDiagnostics(err, op.Loc())
	}
	return nil
}

// executor is the shared state of one Run.
type executor struct {
	cfg    *Config
	root   *Manager
	verify bool
	instr  []Instrumentation
	tokens chan struct{} // one per extra goroutine allowed; nil: sequential
	crash  *crashState
	// inParallel is set while sibling ops run concurrently, so nested
	// parallel regions do not install their own Context diagnostic handler.
	inParallel bool

	mu     sync.Mutex
	plans  map[*Manager][]step
	inited map[*Manager]bool
}

// step is one element of a manager's execution plan: a pass, or a group of
// adjacent nested managers run together over the op's children (MLIR's
// coalesced OpToOpPassAdaptor).
type step struct {
	inst  *Instance
	group []*Manager
}

// initialize calls Initializer hooks once per pass and computes plans.
func (ex *executor) initialize(m *Manager, ctx *core.Context) error {
	ex.mu.Lock()
	done := ex.inited[m]
	ex.inited[m] = true
	ex.mu.Unlock()
	if done {
		return nil
	}
	for _, it := range m.items {
		switch it := it.(type) {
		case *Instance:
			if in, ok := it.Pass.(Initializer); ok {
				if err := in.Initialize(ctx); err != nil {
					return fmt.Errorf("failed to initialize pass '%s': %w", it.Info.Arg, err)
				}
			}
		case *Manager:
			if err := ex.initialize(it, ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

func (ex *executor) plan(m *Manager) []step {
	ex.mu.Lock()
	defer ex.mu.Unlock()
	if p, ok := ex.plans[m]; ok {
		return p
	}
	p := planOf(m)
	ex.plans[m] = p
	return p
}

// planOf computes m's execution plan, coalescing adjacent nested managers.
func planOf(m *Manager) []step {
	var p []step
	for _, it := range m.items {
		switch it := it.(type) {
		case *Instance:
			p = append(p, step{inst: it})
		case *Manager:
			if n := len(p); n > 0 && p[n-1].group != nil && compatible(p[n-1].group, it) {
				p[n-1].group = mergeInto(p[n-1].group, it)
			} else {
				p = append(p, step{group: []*Manager{cloneManager(it)}})
			}
		}
	}
	return p
}

// compatible says whether nested manager n may join a group: op-specific
// managers group together, and `any` managers with each other, since an
// `any` manager would otherwise claim ops meant for a specific one.
func compatible(group []*Manager, n *Manager) bool {
	return (group[0].anchor == AnyOp) == (n.anchor == AnyOp)
}

// mergeInto adds n's passes to the group's manager of the same anchor, or
// n itself, keeping the group sorted by anchor as MLIR does.
func mergeInto(group []*Manager, n *Manager) []*Manager {
	for _, g := range group {
		if g.anchor == n.anchor {
			g.items = append(g.items, n.items...)
			return group
		}
	}
	group = append(group, cloneManager(n))
	sort.SliceStable(group, func(i, j int) bool { return group[i].anchor < group[j].anchor })
	return group
}

func cloneManager(m *Manager) *Manager {
	c := *m
	c.items = append([]item(nil), m.items...)
	return &c
}

// runPipeline runs nested manager m on op with pipeline instrumentation.
func (ex *executor) runPipeline(m *Manager, op *core.Operation, am *AnalysisManager, parent *State) error {
	st := &State{ex: ex, op: op, mgr: m, parent: parent, am: am, out: parent.out, emit: parent.emit}
	return ex.runScope(m, st)
}

func (ex *executor) runScope(m *Manager, st *State) error {
	for _, in := range ex.instr {
		in.BeforePipeline(st)
	}
	err := ex.runPasses(m, st.op, st.am, st)
	for i := len(ex.instr) - 1; i >= 0; i-- {
		ex.instr[i].AfterPipeline(st)
	}
	return err
}

func (ex *executor) runPasses(m *Manager, op *core.Operation, am *AnalysisManager, scope *State) error {
	for _, s := range ex.plan(m) {
		var err error
		if s.inst != nil {
			err = ex.runPass(s.inst, m, op, am, scope)
		} else {
			err = ex.runAdaptor(s.group, op, am, scope)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// canSchedule reports whether pass inst may run on op, or why not, with
// MLIR's messages.
func canSchedule(inst *Instance, op *core.Operation) error {
	if !op.IsRegistered() {
		return op.Errorf("trying to schedule a pass on an unregistered operation")
	}
	if !op.HasTrait(core.IsolatedFromAbove) {
		return op.Errorf("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'")
	}
	if a := inst.Info.Anchor; a != "" && a != op.Name() {
		return op.Errorf("trying to schedule a pass on an unsupported operation")
	}
	return nil
}

func (ex *executor) runPass(inst *Instance, m *Manager, op *core.Operation, am *AnalysisManager, scope *State) error {
	if err := canSchedule(inst, op); err != nil {
		return err
	}
	st := &State{ex: ex, op: op, inst: inst, mgr: m, parent: scope, am: am, out: scope.out}
	st.emit = func(d *core.Diagnostic) { scope.emit(d) }
	prev := am.cur
	am.cur = st
	defer func() { am.cur = prev }()

	ex.crash.beforePass(inst, op)
	for _, in := range ex.instr {
		in.BeforePass(st)
	}
	err := ex.call(st)
	if err == nil && ex.verify {
		err = core.VerifyWith(op, core.VerifyOptions{Parallel: ex.tokens != nil && !ex.inParallel})
	}
	for i := len(ex.instr) - 1; i >= 0; i-- {
		ex.instr[i].AfterPass(st, err)
	}
	if err != nil {
		return ex.crash.wrap(st, err)
	}
	am.Invalidate(&st.preserved)
	return nil
}

// call runs the pass, turning its failure into diagnostics and a panic
// into an internal-error diagnostic naming the pass and the op.
func (ex *executor) call(st *State) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = ex.crash.panicked(st, r)
		}
	}()
	err = st.inst.Pass.Run(st.op, st)
	if err == nil {
		return nil
	}
	if errors.Is(err, ErrFailed) {
		if st.errs > 0 {
			return core.Diagnostics{}
		}
		return core.Diagnostics{core.Errorf(st.op.Loc(), "pass '%s' failed on '%s' op", st.inst.Info.Arg, st.op.Name())}
	}
	return core.AsDiagnostics(err, st.op.Loc())
}

// work is one child op and the nested manager to run on it.
type work struct {
	op  *core.Operation
	mgr *Manager
	out bytes.Buffer
	dgs []*core.Diagnostic
	err error
}

// runAdaptor runs each manager of group on the matching ops directly
// nested in op, concurrently when goroutines are available. Results
// (output, diagnostics, the failure) are delivered as a sequential run
// would: in IR order, stopping at the first failing op.
func (ex *executor) runAdaptor(group []*Manager, op *core.Operation, am *AnalysisManager, scope *State) error {
	var items []*work
	for _, r := range op.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				if m := findManager(group, o); m != nil {
					items = append(items, &work{op: o, mgr: m})
				}
			}
		}
	}
	if len(items) == 0 {
		return nil
	}
	// Child analysis managers are created up front so workers only touch
	// their own.
	ams := make([]*AnalysisManager, len(items))
	for i, w := range items {
		ams[i] = am.Nest(w.op)
	}
	extra := ex.acquire(len(items) - 1)
	if extra == 0 {
		for i, w := range items {
			if err := ex.runPipeline(w.mgr, w.op, ams[i], scope); err != nil {
				return err
			}
		}
		return nil
	}
	defer ex.release(extra)

	var popCtx func()
	var ctxDiags []*core.Diagnostic
	var ctxMu sync.Mutex
	outer := !ex.inParallel
	if outer {
		ex.inParallel = true
		popCtx = op.Context().PushDiagHandler(func(d *core.Diagnostic) {
			ctxMu.Lock()
			ctxDiags = append(ctxDiags, d)
			ctxMu.Unlock()
		})
	}
	var next atomic.Int64
	var firstFail atomic.Int64
	firstFail.Store(int64(len(items)))
	var wg sync.WaitGroup
	worker := func() {
		defer wg.Done()
		for {
			i := int(next.Add(1) - 1)
			if i >= len(items) || int64(i) > firstFail.Load() {
				return
			}
			w := items[i]
			child := &State{ex: ex, op: op, mgr: scope.mgr, parent: scope, am: am, out: &w.out,
				emit: func(d *core.Diagnostic) { w.dgs = append(w.dgs, d) }}
			if w.err = ex.runPipeline(w.mgr, w.op, ams[i], child); w.err != nil {
				for {
					f := firstFail.Load()
					if int64(i) >= f || firstFail.CompareAndSwap(f, int64(i)) {
						break
					}
				}
			}
		}
	}
	wg.Add(extra + 1)
	for range extra {
		go worker()
	}
	worker()
	wg.Wait()
	if outer {
		popCtx()
		ex.inParallel = false
	}
	fail := int(firstFail.Load())
	for i, w := range items {
		if i > fail {
			break
		}
		scope.out.Write(w.out.Bytes())
		for _, d := range w.dgs {
			scope.emit(d)
		}
	}
	if outer {
		sortDiagnostics(ctxDiags)
		for _, d := range ctxDiags {
			scope.emit(d)
		}
	}
	if fail < len(items) {
		return items[fail].err
	}
	return nil
}

// findManager returns the group's manager for op, as MLIR's
// findPassManagerFor: a manager anchored on op's name, or an `any` manager
// all of whose passes may run on op.
func findManager(group []*Manager, op *core.Operation) *Manager {
	for _, m := range group {
		if m.anchor == op.Name() {
			return m
		}
		if m.anchor == AnyOp && op.IsRegistered() && op.HasTrait(core.IsolatedFromAbove) && m.canScheduleAll(op.Name()) {
			return m
		}
	}
	return nil
}

func (m *Manager) canScheduleAll(name string) bool {
	for _, it := range m.items {
		if inst, ok := it.(*Instance); ok && inst.Info.Anchor != "" && inst.Info.Anchor != name {
			return false
		}
	}
	return true
}

// acquire takes up to n goroutine tokens without blocking.
func (ex *executor) acquire(n int) int {
	if ex.tokens == nil {
		return 0
	}
	got := 0
	for got < n {
		select {
		case ex.tokens <- struct{}{}:
			got++
		default:
			return got
		}
	}
	return got
}

func (ex *executor) release(n int) {
	for range n {
		<-ex.tokens
	}
}

// sortDiagnostics orders diagnostics emitted straight to the Context from
// concurrent passes by location, then message, so they print the same way
// every run.
func sortDiagnostics(ds []*core.Diagnostic) {
	key := func(d *core.Diagnostic) (string, int, int) {
		if f, ok := core.FileLineColOf(d.Loc); ok {
			return f.File, f.Line, f.Col
		}
		return "", 0, 0
	}
	sort.SliceStable(ds, func(i, j int) bool {
		fi, li, ci := key(ds[i])
		fj, lj, cj := key(ds[j])
		if fi != fj {
			return fi < fj
		}
		if li != lj {
			return li < lj
		}
		if ci != cj {
			return ci < cj
		}
		return ds[i].Msg < ds[j].Msg
	})
}

func (ex *executor) beforeAnalysis(st *State, name string) {
	for _, in := range ex.instr {
		in.BeforeAnalysis(st, name)
	}
}

func (ex *executor) afterAnalysis(st *State, name string) {
	for i := len(ex.instr) - 1; i >= 0; i-- {
		ex.instr[i].AfterAnalysis(st, name)
	}
}
