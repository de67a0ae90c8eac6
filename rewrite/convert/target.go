package convert

import (
	"strings"

	"ncc/core"
)

// action is what a target says about an op or dialect.
type action uint8

const (
	unknown action = iota
	legal
	illegal
	dynamic
)

type rule struct {
	act   action
	check func(*core.Operation) bool // dynamic legality
}

// Target says which ops must remain after a conversion: legal, illegal or
// dynamically legal ops and dialects, ops whose regions are legal with them
// (recursive legality), and what to think of ops it names nowhere.
type Target struct {
	ops       map[string]rule
	dialects  map[string]rule
	unknownOp func(*core.Operation) bool // nil: unknown ops have no legality
	recursive map[string]func(*core.Operation) bool
}

// NewTarget returns a target that knows nothing.
func NewTarget() *Target {
	return &Target{ops: map[string]rule{}, dialects: map[string]rule{}, recursive: map[string]func(*core.Operation) bool{}}
}

// AddLegalOp marks ops legal.
func (t *Target) AddLegalOp(names ...string) {
	for _, n := range names {
		t.ops[n] = rule{act: legal}
	}
}

// AddIllegalOp marks ops illegal: they must be converted.
func (t *Target) AddIllegalOp(names ...string) {
	for _, n := range names {
		t.ops[n] = rule{act: illegal}
	}
}

// AddDynamicallyLegalOp makes op legal when f says so.
func (t *Target) AddDynamicallyLegalOp(name string, f func(*core.Operation) bool) {
	t.ops[name] = rule{act: dynamic, check: f}
}

// AddLegalDialect marks every op of the dialects legal.
func (t *Target) AddLegalDialect(names ...string) {
	for _, n := range names {
		t.dialects[n] = rule{act: legal}
	}
}

// AddIllegalDialect marks every op of the dialects illegal.
func (t *Target) AddIllegalDialect(names ...string) {
	for _, n := range names {
		t.dialects[n] = rule{act: illegal}
	}
}

// AddDynamicallyLegalDialect makes the dialect's ops legal when f says so.
func (t *Target) AddDynamicallyLegalDialect(name string, f func(*core.Operation) bool) {
	t.dialects[name] = rule{act: dynamic, check: f}
}

// MarkUnknownOpDynamicallyLegal decides legality of ops named nowhere.
func (t *Target) MarkUnknownOpDynamicallyLegal(f func(*core.Operation) bool) { t.unknownOp = f }

// MarkOpRecursivelyLegal makes the ops nested in a legal `name` op legal
// too (when f, if set, returns true for the op).
func (t *Target) MarkOpRecursivelyLegal(name string, f func(*core.Operation) bool) {
	if f == nil {
		f = func(*core.Operation) bool { return true }
	}
	t.recursive[name] = f
}

// Legality is a target's verdict on one op.
type Legality uint8

const (
	Unknown  Legality = iota // the target says nothing
	Legal                    // may stay
	Illegal                  // explicitly illegal (or dynamically found illegal)
	Unlawful                 // dynamically illegal; must go in full conversion
)

// Legality returns the target's verdict on op: op rules first, then its
// dialect, then the unknown-op rule.
func (t *Target) Legality(op *core.Operation) Legality {
	r, ok := t.ruleFor(op.Name())
	return t.verdict(r, ok, op)
}

// ruleFor finds the rule naming op (by op name, then dialect); the driver
// caches it per op name.
func (t *Target) ruleFor(name string) (rule, bool) {
	r, ok := t.ops[name]
	if !ok {
		d, _, _ := strings.Cut(name, ".")
		r, ok = t.dialects[d]
	}
	return r, ok
}

// verdict applies rule r (found is ruleFor's second result) to op.
func (t *Target) verdict(r rule, found bool, op *core.Operation) Legality {
	if !found {
		if t.unknownOp == nil {
			return Unknown
		}
		r = rule{act: dynamic, check: t.unknownOp}
	}
	switch r.act {
	case legal:
		return Legal
	case illegal:
		return Illegal
	case dynamic:
		if r.check == nil || r.check(op) {
			return Legal
		}
		return Unlawful
	}
	return Unknown
}
