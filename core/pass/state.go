package pass

import (
	"io"

	"ncc/core"
)

// State is what a pass (or an instrumentation hook) sees of the run it is
// part of: the op, its analyses, where to report diagnostics and write
// output, and what the pass preserved.
type State struct {
	ex     *executor
	op     *core.Operation
	inst   *Instance // the running pass; nil for a pipeline scope
	mgr    *Manager  // the manager whose pass (or pipeline) this is
	parent *State
	am     *AnalysisManager
	out    io.Writer
	emit   func(*core.Diagnostic)
	errs   int // error diagnostics emitted through Emit

	preserved Preserved
	// analysisScope keys the timer of the analysis being computed.
	analysisScope *State
}

// Op returns the op the pass runs on.
func (st *State) Op() *core.Operation { return st.op }

// Context returns the op's Context.
func (st *State) Context() *core.Context { return st.op.Context() }

// Pass returns the running pass, or nil in a pipeline hook.
func (st *State) Pass() *Instance { return st.inst }

// Manager returns the manager being run (pipeline hooks) or holding the pass.
func (st *State) Manager() *Manager { return st.mgr }

// Parent returns the State of the enclosing pipeline run, nil at the top.
func (st *State) Parent() *State { return st.parent }

// Analyses returns the analysis manager of the op.
func (st *State) Analyses() *AnalysisManager { return st.am }

// Output is where passes and instrumentations write text (IR dumps, test
// output). Output of passes running in parallel is delivered in IR order.
func (st *State) Output() io.Writer { return st.out }

// Emit reports a diagnostic. Diagnostics of passes running in parallel are
// delivered in IR order, as if the passes had run one after the other.
func (st *State) Emit(d *core.Diagnostic) {
	if d.Severity == core.SevError {
		st.errs++
	}
	st.emit(d)
}

// PreserveAll marks every analysis as preserved (the pass changed nothing
// they depend on).
func (st *State) PreserveAll() { st.preserved.all = true }

// Preserve marks analyses of the given keys as preserved.
func (st *State) Preserve(keys ...Key) {
	for _, k := range keys {
		st.preserved.add(k)
	}
}

// MarkPreserved marks the analysis of type T preserved.
func MarkPreserved[T any](st *State) { st.Preserve(KeyOf[T]()) }

// RunPipeline runs m on op, which must be the pass's op or nested in it
// (MLIR's dynamic pass pipelines, as inline uses for its default pipeline).
// Instrumentation and verification apply as for the outer pipeline.
func (st *State) RunPipeline(m *Manager, op *core.Operation) error {
	if !st.op.IsAncestorOf(op) {
		return op.Errorf("trying to schedule a dynamic pipeline on an operation that isn't nested under the current operation the pass is processing")
	}
	if m.anchor != AnyOp && m.anchor != op.Name() {
		return core.Errorf(op.Loc(), "can't run '%s' pass manager on '%s' op", m.anchor, op.Name())
	}
	if err := st.ex.initialize(m, op.Context()); err != nil {
		return err
	}
	return st.ex.runPipeline(m, op, st.am.Nest(op), st)
}
