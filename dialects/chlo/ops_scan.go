package chlo

import (
	"fmt"

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
	Regions:               []core.RegionDef{{Name: "body", Arity: core.Single, SingleBlock: true}},
	Results:               []core.ValueDef{{Name: "results", Type: anyTensor, Arity: core.Variadic}},
	Traits:                core.RecursiveMemoryEffects | core.AttrSizedOperandSegments,
	Format:                "`(` $inputs `)` `inits` `(` $inits `)` `dimension` `=` $dimension attr-dict-with-keyword $body `:` functional-type(operands, results)",
	InferTypes:            inferScan,
	CompatibleReturnTypes: compatibleAll,
	VerifyRegions:         verifyScan,
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

// inferScan is ScanOp::inferReturnTypeComponents: the body's returned
// types, the outputs (all but the last len(inits)) with the scan dimension
// put back, of the inputs' size along it (dynamic when no input has it
// static).
func inferScan(st *core.OpState) ([]core.Type, error) {
	if len(st.Regions) == 0 || st.Regions[0].First() == nil || st.Regions[0].First().Last() == nil {
		return nil, fmt.Errorf("ScanOp region is empty")
	}
	nInputs := len(st.Operands)
	if seg, ok := st.Attr("operandSegmentSizes").(*core.DenseArrayAttr); ok {
		if s := ods.I32s(seg); len(s) == 2 {
			nInputs = int(s[0])
		}
	}
	nCarries := len(st.Operands) - nInputs
	term := st.Regions[0].First().Last()
	if term.NumOperands() < nCarries {
		return nil, fmt.Errorf("ScanOp body must return at least %d values (carries)", nCarries)
	}
	nOutputs := term.NumOperands() - nCarries
	dim := int64(0)
	if a, ok := st.Attr("dimension").(*core.IntegerAttr); ok {
		dim = a.Val
	}
	size := int64(core.Dynamic)
	for i, v := range st.Operands[:nInputs] {
		t, ok := v.Type().(*core.TensorType)
		if !ok {
			return nil, fmt.Errorf("operand %d is not ranked", i)
		}
		if dim < 0 || dim >= int64(len(t.Dims)) {
			return nil, fmt.Errorf("scan dimension of operand %d is out of bounds", i)
		}
		if isDyn(size) {
			size = t.Dims[dim]
		}
	}
	out := make([]core.Type, term.NumOperands())
	for i, v := range term.Operands() {
		t, ok := v.Type().(*core.TensorType)
		if !ok {
			return nil, fmt.Errorf("terminator operand %d is not ranked", i)
		}
		if i >= nOutputs {
			out[i] = core.RankedTensor(st.Ctx, t.Dims, t.Elem, nil)
			continue
		}
		if dim < 0 || dim > int64(len(t.Dims)) {
			return nil, fmt.Errorf("scan dimension is out of bounds for terminator operand %d", i)
		}
		dims := append(append(append([]int64(nil), t.Dims[:dim]...), size), t.Dims[dim:]...)
		out[i] = core.RankedTensor(st.Ctx, dims, t.Elem, nil)
	}
	return out, nil
}

// verifyScan is ScanOp::verify: the scan dimension in range and of one
// size for every input, and body arguments compatible with the inputs'
// slices and the inits. The results are checked against the body's
// returned types by inference.
func verifyScan(op *core.Operation) error {
	inputs, inits, _, _ := ScanParts(op)
	dim := op.Attr("dimension").(*core.IntegerAttr).Val
	if len(inputs) == 0 {
		return op.Errorf("expects at least one input")
	}
	var size int64 = core.Dynamic
	for i, v := range inputs {
		t, ok := v.Type().(*core.TensorType)
		if !ok {
			return op.Errorf("operand %d is not ranked", i)
		}
		if dim < 0 || dim >= int64(len(t.Dims)) {
			return op.Errorf("scan dimension of operand %d is out of bounds", i)
		}
		if isDyn(t.Dims[dim]) {
			continue
		}
		if !isDyn(size) && size != t.Dims[dim] {
			return op.Errorf("invalid scan dimension size of operand %d", i)
		}
		size = t.Dims[dim]
	}
	body := op.Region(0).First()
	if body == nil {
		return op.Errorf("expects a non-empty body")
	}
	args := body.ArgValues()
	if len(args) != op.NumOperands() {
		return op.Errorf("expects %d arguments in the body, but got %d", op.NumOperands(), len(args))
	}
	for i, v := range op.Operands() {
		want := v.Type()
		if i < len(inputs) {
			want = dropDim(op.Context(), want, dim)
		}
		if !compatible(want, args[i].Type()) {
			return op.Errorf("operand and body argument %d are incompatible", i)
		}
	}
	_ = inits
	return nil
}
