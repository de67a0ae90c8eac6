package pass

import (
	"errors"
	"sync/atomic"

	"ncc/core"
)

// Pass is one transformation or analysis run over an op.
//
// Run returns nil on success. A failure is an error: a *core.Diagnostic or
// core.Diagnostics (reported as is), any other error (reported at op's
// location), or ErrFailed when the pass already emitted its diagnostics
// through st.Emit (MLIR's signalPassFailure).
type Pass interface {
	Run(op *core.Operation, st *State) error
}

// ErrFailed signals failure without a message of its own.
var ErrFailed = errors.New("pass failed")

// Initializer is implemented by passes that prepare state once per run of
// a pipeline (MLIR's Pass::initialize), e.g. freezing a pattern set. It is
// called once, before any Run, with the Context of the IR; it must not touch
// the IR.
type Initializer interface {
	Initialize(ctx *core.Context) error
}

// Info describes a registered pass.
type Info struct {
	// Arg is the command-line name: "cse", "canonicalize".
	Arg string
	// Name is the display name used in IR dump headers, timing and
	// statistics ("CSE", "Canonicalizer"); defaults to Arg.
	Name        string
	Summary     string
	Description string
	// Anchor is the op the pass runs on ("func.func"); "" runs on any op.
	Anchor string
	// Dialects lists dialects the pass may create ops of (MLIR's
	// dependentDialects), so drivers can load them before running.
	Dialects []string
	// New returns a pass with default options. It must return a pointer
	// to a struct when the pass has options or statistics.
	New func() Pass
}

// DisplayName is Name, or Arg when Name is empty.
func (in *Info) DisplayName() string {
	if in.Name != "" {
		return in.Name
	}
	return in.Arg
}

// Statistic is a counter a pass declares as a struct field tagged
// `stat:"name" help:"description"`; reported by --mlir-pass-statistics.
type Statistic struct{ n atomic.Int64 }

// Add adds n.
func (s *Statistic) Add(n int64) { s.n.Add(n) }

// Inc adds one.
func (s *Statistic) Inc() { s.n.Add(1) }

// Value returns the current count.
func (s *Statistic) Value() int64 { return s.n.Load() }
