package core

import (
	"errors"
	"fmt"
	"strings"
	"sync"
)

// Severity of a diagnostic.
type Severity uint8

const (
	SevError Severity = iota
	SevWarning
	SevNote
	SevRemark
)

func (s Severity) String() string {
	return [...]string{"error", "warning", "note", "remark"}[s]
}

// Diagnostic is a located message with attached notes. It is an error, so
// APIs return it through ordinary error results; tools render it with a
// SourceMgr in mlir-opt's form.
type Diagnostic struct {
	Severity Severity
	Loc      Location
	Msg      string
	Notes    []*Diagnostic
	// Op, when set, is the op the diagnostic is about; tools may print it as
	// a "see current operation" note, as mlir-opt does.
	Op *Operation
}

func (d *Diagnostic) Error() string { return d.Msg }

// Note attaches a note at loc (nil: the diagnostic's location) and returns d.
func (d *Diagnostic) Note(loc Location, format string, args ...any) *Diagnostic {
	if loc == nil {
		loc = d.Loc
	}
	d.Notes = append(d.Notes, &Diagnostic{Severity: SevNote, Loc: loc, Msg: fmt.Sprintf(format, args...)})
	return d
}

// Errorf returns an error diagnostic at loc.
func Errorf(loc Location, format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SevError, Loc: loc, Msg: fmt.Sprintf(format, args...)}
}

// Errorf returns an error about op: "'name' op <msg>" at op's location.
func (op *Operation) Errorf(format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SevError, Loc: op.loc, Op: op,
		Msg: "'" + op.name.Name + "' op " + fmt.Sprintf(format, args...)}
}

// Warningf returns a warning about op.
func (op *Operation) Warningf(format string, args ...any) *Diagnostic {
	d := op.Errorf(format, args...)
	d.Severity = SevWarning
	return d
}

// Diagnostics is a list of diagnostics returned as one error.
type Diagnostics []*Diagnostic

func (ds Diagnostics) Error() string {
	msgs := make([]string, len(ds))
	for i, d := range ds {
		msgs[i] = d.Msg
	}
	return strings.Join(msgs, "\n")
}

// AsDiagnostics flattens err into diagnostics; an error that is not a
// diagnostic becomes one at loc.
func AsDiagnostics(err error, loc Location) Diagnostics {
	if err == nil {
		return nil
	}
	var ds Diagnostics
	if errors.As(err, &ds) {
		return ds
	}
	var d *Diagnostic
	if errors.As(err, &d) {
		return Diagnostics{d}
	}
	return Diagnostics{{Severity: SevError, Loc: loc, Msg: err.Error()}}
}

// DiagHandler receives diagnostics that are reported rather than returned
// (warnings, remarks, and errors of passes that keep going).
type DiagHandler func(*Diagnostic)

// diagState is the Context's handler stack.
type diagState struct {
	mu       sync.Mutex
	handlers []DiagHandler
}

func (c *Context) diag() *diagState { return &c.diags }

// PushDiagHandler installs h until the returned func is called.
func (c *Context) PushDiagHandler(h DiagHandler) (pop func()) {
	s := c.diag()
	s.mu.Lock()
	s.handlers = append(s.handlers, h)
	n := len(s.handlers)
	s.mu.Unlock()
	return func() {
		s.mu.Lock()
		s.handlers = s.handlers[:n-1]
		s.mu.Unlock()
	}
}

// Emit reports d to the innermost handler; with none installed, it is dropped
// unless it is an error, which is written to nothing either: tools always
// install a handler.
func (c *Context) Emit(d *Diagnostic) {
	s := c.diag()
	s.mu.Lock()
	var h DiagHandler
	if n := len(s.handlers); n > 0 {
		h = s.handlers[n-1]
	}
	s.mu.Unlock()
	if h != nil {
		h(d)
	}
}
