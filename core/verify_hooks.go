package core

import "sync/atomic"

// Diagnostics quote types, attributes and whole ops the way mlir-opt prints
// them ("operand #0 must be ..., but got 'tensor<4xf32>'", "block with no
// terminator, has %0 = ..."). core cannot import core/asm, so asm installs its
// printers here at init; until then the uniquing keys stand in.

// DiagPrinters renders IR pieces inside diagnostic messages.
type DiagPrinters struct {
	Type func(Type) string
	Attr func(Attribute) string
	// Op prints op in generic form with local value names, as MLIR's
	// Diagnostic::appendOp does for errors.
	Op func(*Operation) string
}

var diagPrinters atomic.Pointer[DiagPrinters]

// SetDiagPrinters installs the printers used by TypeString, AttrString and
// OpString. Nil fields keep the fallback.
func SetDiagPrinters(p DiagPrinters) { diagPrinters.Store(&p) }

// TypeString prints t as mlir-opt would.
func TypeString(t Type) string {
	if p := diagPrinters.Load(); p != nil && p.Type != nil {
		return p.Type(t)
	}
	if t == nil {
		return "<<NULL TYPE>>"
	}
	return t.Key()
}

// AttrString prints a as mlir-opt would.
func AttrString(a Attribute) string {
	if p := diagPrinters.Load(); p != nil && p.Attr != nil {
		return p.Attr(a)
	}
	if a == nil {
		return "<<NULL ATTRIBUTE>>"
	}
	return a.Key()
}

// OpString prints op in generic form as mlir-opt does inside diagnostics.
func OpString(op *Operation) string {
	if p := diagPrinters.Load(); p != nil && p.Op != nil {
		return p.Op(op)
	}
	return "\"" + op.Name() + "\"(...)"
}
