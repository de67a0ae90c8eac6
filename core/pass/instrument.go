package pass

// Instrumentation observes a run of a pipeline (MLIR's PassInstrumentation).
// Before-hooks are called in registration order, after-hooks in reverse.
// Hooks for different ops may be called concurrently; output written to
// st.Output() is delivered in IR order.
type Instrumentation interface {
	// BeforePipeline and AfterPipeline bracket a nested manager's run on
	// one op (st.Manager() is the nested manager, st.Pass() is nil).
	BeforePipeline(st *State)
	AfterPipeline(st *State)
	// BeforePass and AfterPass bracket one pass on one op; err is the
	// pass's failure (or the verifier's after it), nil on success.
	BeforePass(st *State)
	AfterPass(st *State, err error)
	// BeforeAnalysis and AfterAnalysis bracket computing an analysis for
	// the pass st.Pass().
	BeforeAnalysis(st *State, name string)
	AfterAnalysis(st *State, name string)
}

// BaseInstrumentation implements every hook as a no-op; embed it to
// implement only some.
type BaseInstrumentation struct{}

func (BaseInstrumentation) BeforePipeline(*State)         {}
func (BaseInstrumentation) AfterPipeline(*State)          {}
func (BaseInstrumentation) BeforePass(*State)             {}
func (BaseInstrumentation) AfterPass(*State, error)       {}
func (BaseInstrumentation) BeforeAnalysis(*State, string) {}
func (BaseInstrumentation) AfterAnalysis(*State, string)  {}
