package chlo

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// Scan is chlo.scan: a sequential scan of inputs along one dimension with
// carried state. The body gets one slice of each input (the dimension
// removed) and the carries, and returns one slice of each output and the
// new carries. Results are the outputs (the slices stacked along the
// dimension) followed by the final carries; is_reverse scans from the end.
//
// Its syntax follows the form used by StableHLO's tests:
//
//	%0:2 = chlo.scan(%x) inits(%c) dimension = 0 {^bb0(...): ...} : (T, C) -> (T, C)
var Scan = &core.OpDef{
	Name:    "chlo.scan",
	Summary: "Scan operation",
	Operands: []core.ValueDef{
		{Name: "inputs", Type: anyTensor, Arity: core.Variadic},
		{Name: "inits", Type: anyTensor, Arity: core.Variadic},
	},
	Attrs: []core.AttrDef{
		{Name: "dimension", Constraint: ods.I64Attr},
		{Name: "is_reverse", Constraint: ods.BoolAttr, Optional: true},
		{Name: "is_associative", Constraint: ods.BoolAttr, Optional: true},
	},
	Regions:       []core.RegionDef{{Name: "body", Arity: core.Single, SingleBlock: true}},
	Results:       []core.ValueDef{{Name: "results", Type: anyTensor, Arity: core.Variadic}},
	Traits:        core.RecursiveMemoryEffects | core.AttrSizedOperandSegments,
	Format:        "`(` $inputs `)` `inits` `(` $inits `)` `dimension` `=` $dimension attr-dict-with-keyword $body `:` functional-type(operands, results)",
	VerifyRegions: verifyScan,
}

// ScanParts splits a scan's operands and results: inputs, inits, outputs
// and carries.
func ScanParts(op *core.Operation) (inputs, inits []core.Value, outputs, carries []core.Value) {
	n := len(op.Operands())
	nInputs := n
	if seg, ok := op.Attr("operandSegmentSizes").(*core.DenseArrayAttr); ok {
		if s := ods.I32s(seg); len(s) == 2 {
			nInputs = int(s[0])
		}
	}
	inputs, inits = op.Operands()[:nInputs], op.Operands()[nInputs:]
	res := op.Results()
	nOut := len(res) - len(inits)
	if nOut < 0 {
		nOut = 0
	}
	return inputs, inits, res[:nOut], res[nOut:]
}

// dropDim is t without dimension d.
func dropDim(c *core.Context, t core.Type, d int64) core.Type {
	tt, ok := t.(*core.TensorType)
	if !ok || d < 0 || d >= int64(len(tt.Dims)) {
		return t
	}
	dims := append(append([]int64(nil), tt.Dims[:d]...), tt.Dims[d+1:]...)
	return core.RankedTensor(c, dims, tt.Elem, nil)
}

func verifyScan(op *core.Operation) error {
	inputs, inits, outputs, carries := ScanParts(op)
	dim := op.Attr("dimension").(*core.IntegerAttr).Val
	if len(inputs) == 0 {
		return op.Errorf("expects at least one input")
	}
	if len(op.Results()) < len(inits) {
		return op.Errorf("expects at least as many results as inits")
	}
	var n int64 = -2
	for _, v := range inputs {
		t, ok := v.Type().(*core.TensorType)
		if !ok {
			continue
		}
		if dim < 0 || dim >= int64(len(t.Dims)) {
			return op.Errorf("dimension %d is out of range for input of rank %d", dim, len(t.Dims))
		}
		if n == -2 {
			n = t.Dims[dim]
		} else if !isDyn(n) && !isDyn(t.Dims[dim]) && n != t.Dims[dim] {
			return op.Errorf("expects all inputs to have the same size along the scan dimension")
		}
	}
	for i, c := range carries {
		if !compatible(inits[i].Type(), c.Type()) {
			return op.Errorf("expects carry result #%d to have the type of init #%d", i, i)
		}
	}
	body := op.Region(0).First()
	if body == nil {
		return op.Errorf("expects a non-empty body")
	}
	args := body.ArgValues()
	if len(args) != len(inputs)+len(inits) {
		return op.Errorf("expects the body to take %d arguments (one per input and init), got %d", len(inputs)+len(inits), len(args))
	}
	for i, v := range inputs {
		if want := dropDim(op.Context(), v.Type(), dim); !compatible(want, args[i].Type()) {
			return op.Errorf("expects body argument #%d to be a slice of input #%d", i, i)
		}
	}
	for i, v := range inits {
		if !compatible(v.Type(), args[len(inputs)+i].Type()) {
			return op.Errorf("expects body argument #%d to have the type of init #%d", len(inputs)+i, i)
		}
	}
	term := body.Last()
	if term == nil || term.NumOperands() != len(outputs)+len(carries) {
		return op.Errorf("expects the body to return %d values (outputs and carries)", len(outputs)+len(carries))
	}
	for i, c := range carries {
		if !compatible(c.Type(), term.Operand(len(outputs)+i).Type()) {
			return op.Errorf("expects the body's carry #%d to have the type of the carry result", i)
		}
	}
	for i, o := range outputs {
		if want := dropDim(op.Context(), o.Type(), dim); !compatible(want, term.Operand(i).Type()) {
			return op.Errorf("expects the body's output #%d to be a slice of output result #%d", i, i)
		}
	}
	return nil
}
