package lower

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"ncc/core"
	"ncc/core/pass"
)

// StageError is why a stage of Descend did not complete: its pipeline
// names a pass that is not registered (Missing: the stage is not built
// yet), or a pass of it failed on the module.
type StageError struct {
	Stage   Stage
	Missing bool
	Err     error
}

func (e *StageError) Error() string {
	var pe *pass.PipelineError
	if e.Missing && errors.As(e.Err, &pe) {
		return fmt.Sprintf("stage %s is not built yet: %s", e.Stage, pe.Msg)
	}
	return fmt.Sprintf("stage %s: %v", e.Stage, e.Err)
}

func (e *StageError) Unwrap() error { return e.Err }

// IsMissing reports whether err says a stage is not built yet (a pass of
// its pipeline is not registered).
func IsMissing(err error) bool {
	var se *StageError
	return errors.As(err, &se) && se.Missing
}

// Index is st's position in Stages (-1 if it is none of them).
func (st Stage) Index() int { return slices.Index(Stages, st) }

// Descend takes module top from stage from down to stop, running each
// stage's pipeline (StagePipelines) in turn: the stages after from, or all
// of them when from is "" (a StableHLO program as written still needs the
// StableHLO stage's preparation). After each stage, after (if not nil) is
// called with the stage and its wall time, pipeline parsing included; an
// error it returns stops the descent. A pipeline that does not parse is a
// *StageError, with Missing set when it names a pass that is not
// registered (the stage is not built yet); a failing pass is a
// *StageError wrapping its error (its diagnostics went to the context's
// handler).
func Descend(top *core.Operation, from, stop Stage, o Options, after func(Stage, time.Duration) error) error {
	return DescendWith(top, from, stop, o, nil, after)
}

// DescendWith is Descend running the pipelines with cfg (nil: the zero
// Config), e.g. to add instrumentations.
func DescendWith(top *core.Operation, from, stop Stage, o Options, cfg *pass.Config, after func(Stage, time.Duration) error) error {
	if cfg == nil {
		cfg = &pass.Config{}
	}
	stages, pipes := StagePipelines(stop, o)
	for i, st := range stages {
		if from != "" && st.Index() <= from.Index() {
			continue
		}
		start := time.Now()
		m, err := pass.Parse(pipes[i])
		if err != nil {
			var pe *pass.PipelineError
			missing := errors.As(err, &pe) && strings.Contains(pe.Msg, "does not refer to a registered pass")
			return &StageError{Stage: st, Missing: missing, Err: err}
		}
		if err := m.Run(top, cfg); err != nil {
			return &StageError{Stage: st, Err: err}
		}
		if after != nil {
			if err := after(st, time.Since(start)); err != nil {
				return err
			}
		}
	}
	return nil
}
