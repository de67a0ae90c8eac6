package scf

import (
	"strconv"

	"ncc/core"
	"ncc/dialects/ods"
)

// RegionBranchOpInterface for the scf ops: which region or parent each
// branch point (the op itself, or a return-like terminator of one of its
// regions) passes control to, with which values, and the check
// (verifyRegionBranchOpInterface) that those values fit the successor's
// inputs in number and type.

func itoa(i int) string { return strconv.Itoa(i) }

// Parent is the successor "the parent op" (its results).
const Parent = -1

// Successor is one place control may go from a branch point: region
// Region of the op (or Parent) and the values it receives there.
type Successor struct {
	Region int
	Inputs []core.Type
}

// isBranchTerminator reports whether t is a RegionBranchTerminatorOpInterface
// op: a return-like op or scf.condition.
func isBranchTerminator(t *core.Operation) bool {
	return t != nil && (t.HasTrait(core.ReturnLike) || t.Name() == opCondition)
}

func regionArgTypes(r *core.Region) []core.Type {
	if r.Empty() {
		return nil
	}
	var ts []core.Type
	for _, a := range r.First().Args() {
		ts = append(ts, a.Type())
	}
	return ts
}

// Successors returns where control goes from op itself (from == nil) or
// from its terminator from, as the op's getSuccessorRegions says.
func Successors(op *core.Operation, from *core.Operation) []Successor {
	results := op.ResultTypes()
	parent := Successor{Region: Parent, Inputs: results}
	switch op.Name() {
	case opFor:
		var iter []core.Type
		if ts := regionArgTypes(op.Region(0)); len(ts) > 0 {
			iter = ts[1:]
		}
		return []Successor{{Region: 0, Inputs: iter}, parent}
	case opIf:
		if from != nil {
			return []Successor{parent}
		}
		if op.NumRegions() < 2 || op.Region(1).Empty() {
			return []Successor{{Region: 0}, {Region: Parent}}
		}
		return []Successor{{Region: 0}, {Region: 1}}
	case opWhile:
		before := Successor{Region: 0, Inputs: regionArgTypes(op.Region(0))}
		if from == nil || from.ParentRegion() == op.Region(1) {
			return []Successor{before}
		}
		return []Successor{parent, {Region: 1, Inputs: regionArgTypes(op.Region(1))}}
	case opExecuteRegion:
		if from != nil {
			return []Successor{parent}
		}
		return []Successor{{Region: 0}}
	case opIndexSwitch:
		if from != nil {
			return []Successor{parent}
		}
		ss := make([]Successor, op.NumRegions())
		for i := range ss {
			ss[i] = Successor{Region: i}
		}
		return ss
	}
	return nil
}

// successorOperands are the values a branch point passes on: the op's
// entry operands (scf.for's and scf.while's inits; none for the others),
// scf.condition's args, or all of a return-like op's operands.
func successorOperands(op, from *core.Operation) []core.Value {
	if from == nil {
		switch op.Name() {
		case opFor:
			return op.Operands()[3:]
		case opWhile:
			return op.Operands()
		}
		return nil
	}
	if from.Name() == opCondition {
		return from.Operands()[1:]
	}
	return from.Operands()
}

// verifyBranches is verifyRegionBranchOpInterface: every edge from a branch
// point to a successor carries as many values as the successor takes, of
// the same types.
func verifyBranches(op *core.Operation) error {
	points := []*core.Operation{nil}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			if t := b.Last(); isBranchTerminator(t) {
				points = append(points, t)
			}
		}
	}
	for _, from := range points {
		operands := successorOperands(op, from)
		for _, s := range Successors(op, from) {
			edgeErr := func(format string, args ...any) error {
				src, noteLoc := "parent", op.Loc()
				if from != nil {
					src, noteLoc = "Operation "+from.Name(), from.Loc()
				}
				dst := "parent"
				if s.Region != Parent {
					dst = "Region #" + itoa(s.Region)
				}
				d := op.Errorf("along control flow edge from %s to %s: "+format, append([]any{src, dst}, args...)...)
				d.Note(noteLoc, "region branch point")
				return d
			}
			if len(operands) != len(s.Inputs) {
				return edgeErr("region branch point has %d operands, but region successor needs %d inputs", len(operands), len(s.Inputs))
			}
			for i, v := range operands {
				if v.Type() != s.Inputs[i] {
					return edgeErr("successor operand type #%d '%s' should match successor input type #%d '%s'",
						i, ods.TypeString(v.Type()), i, ods.TypeString(s.Inputs[i]))
				}
			}
		}
	}
	return nil
}
