package interp

import (
	"ncc/core"
	"ncc/dialects/check"
	"ncc/dialects/ods"
)

// Dialect is StableHLO's interpreter dialect (stablehlo/reference/
// InterpreterOps.td): ops that only make sense when interpreting. Tools
// that interpret load it next to the registered dialects.
var Dialect = &core.Dialect{
	Name:    "interpreter",
	Summary: "Interpreter-specific operations outside the StableHLO specification",
	Ops:     []*core.OpDef{RunParallel, PrintOp, ProbeOp},
}

var symbolGrid = core.AttrConstraint{Summary: "Array of FlatSymbolRefArrayAttr",
	Check: func(a core.Attribute) bool {
		arr, ok := a.(*core.ArrayAttr)
		if !ok {
			return false
		}
		for _, r := range arr.Elems {
			row, ok := r.(*core.ArrayAttr)
			if !ok {
				return false
			}
			for _, s := range row.Elems {
				if sr, ok := s.(*core.SymbolRefAttr); !ok || !sr.IsFlat() {
					return false
				}
			}
		}
		return true
	}}

var anyValue = core.TypeConstraint{Summary: "tensor or token"}

// RunParallel runs a replicas x partitions grid of programs.
var RunParallel = &core.OpDef{
	Name:     "interpreter.run_parallel",
	Summary:  "Runs a grid of StableHLO processes",
	Operands: []core.ValueDef{{Name: "inputs", Type: anyValue, Arity: core.Variadic}},
	Results:  []core.ValueDef{{Name: "results", Type: anyValue, Arity: core.Variadic}},
	Attrs: []core.AttrDef{
		{Name: "infeed", Constraint: ods.ArrayAttr, Optional: true},
		{Name: "programs", Constraint: symbolGrid},
	},
}

// PrintOp prints its operand to the interpreter's output.
var PrintOp = &core.OpDef{
	Name:     "interpreter.print",
	Summary:  "Prints a tensor",
	Operands: []core.ValueDef{{Name: "operand", Type: check.Tensor}},
	Format:   "$operand attr-dict `:` type($operand)",
}

// ProbeOp serializes its operand to a NumPy file and returns it unchanged.
var ProbeOp = &core.OpDef{
	Name:       "interpreter.probe",
	Summary:    "Stores a tensor's value in a NumPy file",
	Operands:   []core.ValueDef{{Name: "operand", Type: check.Tensor}},
	Results:    []core.ValueDef{{Name: "result", Type: check.Tensor}},
	Attrs:      []core.AttrDef{{Name: "probe_id", Constraint: check.StrAttr}},
	Traits:     core.SameOperandsAndResultType,
	TypesMatch: [][]string{{"operand", "result"}},
	Format:     "$operand `,` `probe_id` `=` $probe_id attr-dict `:` type($result)",
}
