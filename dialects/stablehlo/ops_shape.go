package stablehlo

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// Ops that produce or rearrange shapes: iota, broadcasts, reshapes,
// transpose, reverse, slices, pad, concatenate, dimension sizes.

// attrI64s reads an integer-list attribute of op (nil if absent).
func attrI64s(attrs interface{ Attr(string) core.Attribute }, name string) []int64 {
	vs, _ := i64sAttr(attrs.Attr(name))
	return vs
}

func attrInt(attrs interface{ Attr(string) core.Attribute }, name string) int64 {
	v, _ := intAttr(attrs.Attr(name))
	return v
}

var (
	Iota = &core.OpDef{
		Name:    "stablehlo.iota",
		Summary: "Iota operation",
		Attrs:   []core.AttrDef{{Name: "iota_dimension", Constraint: nonNegativeI64}},
		Results: []core.ValueDef{{Name: "output", Type: intFpCplxStatic}},
		Traits:  core.Pure,
		Format:  "`dim` `=` $iota_dimension attr-dict `:` type($output)",
		Verify: func(op *core.Operation) error {
			rank := len(shapeOf(op.Result(0)))
			if rank == 0 {
				return op.Errorf("does not support scalars.")
			}
			if d := attrInt(op, "iota_dimension"); d >= int64(rank) || d < 0 {
				return op.Errorf("iota dimension cannot go beyond the output rank.")
			}
			return nil
		},
	}
	DynamicIota = &core.OpDef{
		Name:     "stablehlo.dynamic_iota",
		Summary:  "DynamicIota operation",
		Operands: []core.ValueDef{{Name: "output_shape", Type: staticDimTensor}},
		Attrs:    []core.AttrDef{{Name: "iota_dimension", Constraint: nonNegativeI64}},
		Results:  []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:   core.NoMemoryEffect,
		Format:   "$output_shape `,` `dim` `=` $iota_dimension attr-dict `:` functional-type(operands, results)",
		Verify: func(op *core.Operation) error {
			rank := len(shapeOf(op.Result(0)))
			if d := attrInt(op, "iota_dimension"); d >= int64(rank) {
				return op.Errorf("iota dimension cannot go beyond the output rank.")
			}
			if s := shapeOf(op.Operand(0)); len(s) == 1 && !isDyn(s[0]) && s[0] != int64(rank) {
				return op.Errorf("output_shape length (%d) does not match result rank (%d)", s[0], rank)
			}
			return verifyShapeOperand(op, op.Operand(0), op.Result(0).Type())
		},
	}
	Broadcast = &core.OpDef{
		Name:       "stablehlo.broadcast",
		Summary:    "Broadcast operation",
		Operands:   []core.ValueDef{{Name: "operand", Type: tensorT}},
		Attrs:      []core.AttrDef{{Name: "broadcast_sizes", Constraint: ods.DenseI64ArrayAttr}},
		Results:    []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:     core.Pure | core.SameOperandsAndResultElementType,
		Format:     "$operand `,` `sizes` `=` $broadcast_sizes attr-dict `:` functional-type(operands, results)",
		InferTypes: inferBroadcast,
	}
	BroadcastInDim = &core.OpDef{
		Name:     "stablehlo.broadcast_in_dim",
		Summary:  "BroadcastInDim operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tensorT}},
		Attrs:    []core.AttrDef{{Name: "broadcast_dimensions", Constraint: ods.DenseI64ArrayAttr}},
		Results:  []core.ValueDef{{Name: "result", Type: staticOrBoundedT}},
		Traits:   core.Pure,
		Format:   "$operand `,` `dims` `=` $broadcast_dimensions attr-dict `:` functional-type(operands, results)",
		Verify:   verifyBroadcastInDim,
	}
	DynamicBroadcastInDim = &core.OpDef{
		Name:    "stablehlo.dynamic_broadcast_in_dim",
		Summary: "DynamicBroadcastInDim operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: tensorT},
			{Name: "output_dimensions", Type: staticDimTensor},
		},
		Attrs: []core.AttrDef{
			{Name: "broadcast_dimensions", Constraint: ods.DenseI64ArrayAttr},
			{Name: "known_expanding_dimensions", Constraint: ods.DenseI64ArrayAttr, Optional: true},
			{Name: "known_nonexpanding_dimensions", Constraint: ods.DenseI64ArrayAttr, Optional: true},
		},
		Results: []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:  core.NoMemoryEffect,
		Format:  "$operand `,` $output_dimensions `,` `dims` `=` $broadcast_dimensions attr-dict `:` functional-type(operands, results)",
		Verify:  verifyDynamicBroadcastInDim,
	}
	Reshape = &core.OpDef{
		Name:     "stablehlo.reshape",
		Summary:  "Reshape operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tensorT}},
		Results:  []core.ValueDef{{Name: "result", Type: staticOrBoundedT}},
		Traits:   core.NoMemoryEffect,
		Format:   "operands attr-dict `:` functional-type(operands, results)",
		Verify: func(op *core.Operation) error {
			if err := verifyCompatibleElementTypes(op); err != nil {
				return err
			}
			in, out := core.NumElements(shapeOf(op.Operand(0))), core.NumElements(shapeOf(op.Result(0)))
			if in >= 0 && out >= 0 && in != out {
				return op.Errorf("number of output elements (%d) doesn't match expected number of elements (%d)", out, in)
			}
			return verifyReshapeQuant(op, op.Operand(0).Type(), op.Result(0).Type())
		},
	}
	DynamicReshape = &core.OpDef{
		Name:    "stablehlo.dynamic_reshape",
		Summary: "DynamicReshape operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: tensorT},
			{Name: "output_shape", Type: staticDimTensor},
		},
		Results: []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:  core.NoMemoryEffect,
		Format:  "operands attr-dict `:` functional-type(operands, results)",
		Verify:  verifyDynamicReshape,
	}
	Transpose = &core.OpDef{
		Name:       "stablehlo.transpose",
		Summary:    "Transpose operation",
		Operands:   []core.ValueDef{{Name: "operand", Type: tensorT}},
		Attrs:      []core.AttrDef{{Name: "permutation", Constraint: ods.DenseI64ArrayAttr}},
		Results:    []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:     core.NoMemoryEffect,
		Format:     "$operand `,` `dims` `=` $permutation attr-dict `:` functional-type(operands, results)",
		InferTypes: inferTranspose,
		Verify:     verifyTransposeQuant,
	}
	Reverse = &core.OpDef{
		Name:     "stablehlo.reverse",
		Summary:  "Reverse operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tensorT}},
		Attrs:    []core.AttrDef{{Name: "dimensions", Constraint: ods.DenseI64ArrayAttr}},
		Results:  []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:   core.NoMemoryEffect | core.SameOperandsAndResultElementType,
		Format:   "$operand `,` `dims` `=` $dimensions attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))",
		Custom:   customs,
		InferTypes: func(st *core.OpState) ([]core.Type, error) {
			return []core.Type{st.Operands[0].Type()}, nil
		},
		Verify: func(op *core.Operation) error {
			dims := attrI64s(op, "dimensions")
			rank := rankOf(op.Operand(0))
			if hasDuplicates(dims) {
				return op.Errorf("dimensions should be unique. Got: %s", intsStr(dims))
			}
			for _, d := range dims {
				if d < 0 {
					return op.Errorf("all dimensions should be non-negative. Got dimension: %d.", d)
				}
				if d >= int64(rank) {
					return op.Errorf("all dimensions should be between [0, %d). Got dimension: %d.", rank, d)
				}
			}
			return nil
		},
	}
	Slice = &core.OpDef{
		Name:     "stablehlo.slice",
		Summary:  "Slice operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tensorT}},
		Attrs: []core.AttrDef{
			{Name: "start_indices", Constraint: ods.DenseI64ArrayAttr},
			{Name: "limit_indices", Constraint: ods.DenseI64ArrayAttr},
			{Name: "strides", Constraint: ods.DenseI64ArrayAttr},
		},
		Results:    []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:     core.NoMemoryEffect | core.SameOperandsAndResultElementType,
		Format:     "$operand custom<SliceRanges>($start_indices, $limit_indices, $strides) attr-dict `:` functional-type(operands, results)",
		Custom:     customs,
		InferTypes: inferSlice,
	}
	DynamicSlice = &core.OpDef{
		Name:    "stablehlo.dynamic_slice",
		Summary: "DynamicSlice operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: tensorT},
			{Name: "start_indices", Type: scalarIntT, Arity: core.Variadic},
		},
		Attrs:                 []core.AttrDef{{Name: "slice_sizes", Constraint: ods.DenseI64ArrayAttr}},
		Results:               []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:                core.Pure,
		Format:                "$operand `,` custom<VariadicOperandWithAttribute>($start_indices) `sizes` `=` $slice_sizes attr-dict `:` functional-type(operands, results)",
		Custom:                customs,
		InferTypes:            inferDynamicSlice,
		CompatibleReturnTypes: strictReturnTypes,
	}
	DynamicUpdateSlice = &core.OpDef{
		Name:    "stablehlo.dynamic_update_slice",
		Summary: "DynamicUpdateSlice operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: tensorT},
			{Name: "update", Type: tensorT},
			{Name: "start_indices", Type: scalarIntT, Arity: core.Variadic},
		},
		Results:               []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:                core.Pure,
		Format:                "operands attr-dict `:` functional-type(operands, results)",
		InferTypes:            inferDynamicUpdateSlice,
		CompatibleReturnTypes: strictReturnTypes,
	}
	RealDynamicSlice = &core.OpDef{
		Name:    "stablehlo.real_dynamic_slice",
		Summary: "RealDynamicSlice operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: tensorT},
			{Name: "start_indices", Type: dimTensor},
			{Name: "limit_indices", Type: dimTensor},
			{Name: "strides", Type: dimTensor},
		},
		Results:    []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:     core.NoMemoryEffect,
		Format:     "operands attr-dict `:` functional-type(operands, results)",
		TypesMatch: [][]string{{"start_indices", "limit_indices", "strides"}},
		Verify: func(op *core.Operation) error {
			if elemOf(op.Operand(0).Type()) != elemOf(op.Result(0).Type()) {
				return op.Errorf("failed to verify that all of {operand, result} have same element type")
			}
			rank := rankOf(op.Operand(0))
			if s := shapeOf(op.Operand(1)); len(s) == 1 && !isDyn(s[0]) && s[0] != int64(rank) {
				return op.Errorf("has mismatched number of operand rank (%d) and start_indices size (%d)", rank, s[0])
			}
			return nil
		},
	}
	Pad = &core.OpDef{
		Name:    "stablehlo.pad",
		Summary: "Pad operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: tensorT},
			{Name: "padding_value", Type: scalarT},
		},
		Attrs: []core.AttrDef{
			{Name: "edge_padding_low", Constraint: ods.DenseI64ArrayAttr},
			{Name: "edge_padding_high", Constraint: ods.DenseI64ArrayAttr},
			{Name: "interior_padding", Constraint: ods.DenseI64ArrayAttr},
		},
		Results:    []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:     core.NoMemoryEffect | core.SameOperandsAndResultElementType,
		Format:     "$operand `,` $padding_value `,` `low` `=` $edge_padding_low `,` `high` `=` $edge_padding_high `,` `interior` `=` $interior_padding attr-dict `:` functional-type(operands, results)",
		InferTypes: inferPad,
	}
	DynamicPad = &core.OpDef{
		Name:    "stablehlo.dynamic_pad",
		Summary: "DynamicPad operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: tensorT},
			{Name: "padding_value", Type: scalarT},
			{Name: "edge_padding_low", Type: staticDimTensor},
			{Name: "edge_padding_high", Type: staticDimTensor},
			{Name: "interior_padding", Type: staticDimTensor},
		},
		Results:    []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:     core.NoMemoryEffect,
		Format:     "operands attr-dict `:` functional-type(operands, results)",
		TypesMatch: [][]string{{"edge_padding_low", "edge_padding_high", "interior_padding"}},
		Verify: func(op *core.Operation) error {
			if elemOf(op.Operand(0).Type()) != elemOf(op.Result(0).Type()) || elemOf(op.Operand(1).Type()) != elemOf(op.Result(0).Type()) {
				return op.Errorf("failed to verify that all of {operand, padding_value, result} have same element type")
			}
			rank := rankOf(op.Operand(0))
			if rankOf(op.Result(0)) != rank {
				return op.Errorf("failed to verify that all of {operand, result} have same rank")
			}
			if s := shapeOf(op.Operand(2)); len(s) == 1 && !isDyn(s[0]) && s[0] != int64(rank) {
				return op.Errorf("padding operands size (%d) must match operand rank (%d)", s[0], rank)
			}
			return verifyDynamicPadValues(op)
		},
	}
	Concatenate = &core.OpDef{
		Name:       "stablehlo.concatenate",
		Summary:    "Concatenate operation",
		Operands:   []core.ValueDef{{Name: "inputs", Type: tensorT, Arity: core.Variadic}},
		Attrs:      []core.AttrDef{{Name: "dimension", Constraint: nonNegativeI64}},
		Results:    []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:     core.NoMemoryEffect | core.SameOperandsAndResultElementType,
		Format:     "custom<VariadicOperandWithAttribute>($inputs) `dim` `=` $dimension attr-dict `:` functional-type(operands, results)",
		Custom:     customs,
		InferTypes: inferConcatenate,
	}
	GetDimensionSize = &core.OpDef{
		Name:     "stablehlo.get_dimension_size",
		Summary:  "GetDimensionSize operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tensorT}},
		Attrs:    []core.AttrDef{{Name: "dimension", Constraint: nonNegativeI64}},
		Results:  []core.ValueDef{{Name: "result", Type: i32Tensor}},
		Traits:   core.Pure,
		Format:   "$operand `,` `dim` `=` $dimension attr-dict `:` functional-type(operands, results)",
		InferTypes: func(st *core.OpState) ([]core.Type, error) {
			rank := len(shapeOf(st.Operands[0]))
			if d := attrInt(st, "dimension"); d >= int64(rank) {
				return nil, inferErr(st, "requires dimension attribute in range [0, %d); found (%d)", rank, d)
			}
			return []core.Type{core.RankedTensor(st.Ctx, nil, core.IntegerType(st.Ctx, 32), nil)}, nil
		},
	}
	SetDimensionSize = &core.OpDef{
		Name:    "stablehlo.set_dimension_size",
		Summary: "SetDimensionSize operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: tensorT},
			{Name: "size", Type: i32Tensor},
		},
		Attrs:      []core.AttrDef{{Name: "dimension", Constraint: nonNegativeI64}},
		Results:    []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:     core.NoMemoryEffect,
		Format:     "$operand `,` $size `,` `dim` `=` $dimension attr-dict `:` functional-type(operands, results)",
		InferTypes: inferSetDimensionSize,
	}
	BitcastConvert = &core.OpDef{
		Name:     "stablehlo.bitcast_convert",
		Summary:  "BitcastConvert operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tensorT}},
		Results:  []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:   core.NoMemoryEffect,
		Format:   "operands attr-dict `:` functional-type(operands, results)",
		Verify:   verifyBitcastConvert,
	}
)

var intFpCplxStatic = tc("statically shaped tensor of 4/6/8/16/32/64-bit float or 2/4/8/16/32/64-bit integer or complex type with 32-bit float or 64-bit float elements values",
	func(t core.Type) bool {
		tt, ok := t.(*core.TensorType)
		return ok && core.NumElements(tt.Dims) >= 0 && (isFloat(tt.Elem) || isInt(tt.Elem) || isComplex(tt.Elem))
	})

func inferBroadcast(st *core.OpState) ([]core.Type, error) {
	sizes := attrI64s(st, "broadcast_sizes")
	for _, s := range sizes {
		if s < 0 {
			return nil, inferErr(st, "Broadcast with negative dimension size %d", s)
		}
	}
	tt := rankedTensor(st.Operands[0].Type())
	if tt == nil {
		return nil, inferErr(st, "expects a ranked operand")
	}
	dims := append(append([]int64{}, sizes...), tt.Dims...)
	return []core.Type{core.RankedTensor(st.Ctx, dims, tt.Elem, nil)}, nil
}

// verifyBroadcastInDim is hlo::verifyBroadcastInDimOp
// (broadcast_in_dim_c1-c6), after its compatible element types trait.
func verifyBroadcastInDim(op *core.Operation) error {
	if err := verifyCompatibleElementTypes(op); err != nil {
		return err
	}
	ot, rt := op.Operand(0).Type(), op.Result(0).Type()
	if isQuantPerTensor(elemOf(ot)) && isQuantPerTensor(elemOf(rt)) && elemOf(ot) != elemOf(rt) {
		return op.Errorf("expect same quantization scale and zero_point but got %s vs %s", typeStr(ot), typeStr(rt))
	}
	dims := attrI64s(op, "broadcast_dimensions")
	in, out := shapeOf(op.Operand(0)), shapeOf(op.Result(0))
	if len(dims) != len(in) {
		return op.Errorf("broadcast_dimensions size (%d) does not match operand rank (%d)", len(dims), len(in))
	}
	if hasDuplicates(dims) {
		return op.Errorf("broadcast_dimensions should not have duplicates")
	}
	for i, d := range dims {
		if d < 0 || d >= int64(len(out)) {
			return op.Errorf("broadcast_dimensions contains invalid value %d for result with rank %d", d, len(out))
		}
		if !isDyn(in[i]) && in[i] != 1 && in[i] != out[d] {
			return op.Errorf("size of operand dimension %d (%d) is not equal to 1 or size of result dimension %d (%d)", i, in[i], d, out[d])
		}
	}
	return verifyBroadcastQuant(op, dims)
}

// verifyDynamicBroadcastInDim is hlo::verifyDynamicBroadcastInDimOp
// (dynamic_broadcast_in_dim_c1-c10).
func verifyDynamicBroadcastInDim(op *core.Operation) error {
	ot, rt := op.Operand(0).Type(), op.Result(0).Type()
	if !anyQuantized(ot, rt) && !elemCompatible(elemOf(ot), elemOf(rt)) {
		return op.Errorf("expects operand and result to have compatible element type. Got: %s and %s", typeStr(ot), typeStr(rt))
	}
	dims := attrI64s(op, "broadcast_dimensions")
	in, out := shapeOf(op.Operand(0)), shapeOf(op.Result(0))
	if len(dims) != len(in) {
		return op.Errorf("broadcast_dimensions size (%d) does not match operand rank (%d)", len(dims), len(in))
	}
	if len(out) < len(in) {
		return op.Errorf("result rank (%d) is less than operand rank (%d)", len(out), len(in))
	}
	if hasDuplicates(dims) {
		return op.Errorf("broadcast_dimensions should not have duplicates")
	}
	for i, d := range dims {
		if d < 0 || d >= int64(len(out)) {
			return op.Errorf("broadcast_dimensions contains invalid value %d for result with rank %d", d, len(out))
		}
		if in[i] != 1 && !dimsCompatible(in[i], out[d]) {
			return op.Errorf("size of operand dimension %d (%s) is not compatible with size of result dimension %d (%s)", i, dimStr(in[i]), d, dimStr(out[d]))
		}
	}
	if err := verifyShapeOperand(op, op.Operand(1), rt); err != nil {
		return err
	}
	hints := append(attrI64s(op, "known_expanding_dimensions"), attrI64s(op, "known_nonexpanding_dimensions")...)
	if hasDuplicates(hints) {
		return op.Errorf("duplicate expansion hint for at least one operand dimension")
	}
	for _, d := range hints {
		if d < 0 || d >= int64(len(in)) {
			return op.Errorf("hint for expanding dimension %d does not refer to a valid operand dimension", d)
		}
	}
	if shape, ok := constInts(op.Operand(1)); ok && core.NumElements(in) >= 0 && len(shape) == len(out) {
		for i, d := range dims {
			if in[i] != 1 && in[i] != shape[d] {
				return op.Errorf("size of operand dimension %d (%d) is not equal to 1 or value of shape at index %d (%d)", i, in[i], d, shape[d])
			}
		}
	}
	// dynamic_broadcast_in_dim_c7 for a shape that is not a constant.
	if s := shapeOf(op.Operand(1)); len(s) == 1 && !isDyn(s[0]) && s[0] != int64(len(out)) {
		return op.Errorf("result rank (%d) is not equal to number of output dimensions (%d)", len(out), s[0])
	}
	return verifyBroadcastQuant(op, dims)
}

func inferTranspose(st *core.OpState) ([]core.Type, error) {
	tt := rankedTensor(st.Operands[0].Type())
	perm := attrI64s(st, "permutation")
	if tt == nil {
		return nil, inferErr(st, "expects a ranked operand")
	}
	if len(perm) != len(tt.Dims) {
		return nil, inferErr(st, "TransposeOp operand rank %d does not match permutation size %d", len(tt.Dims), len(perm))
	}
	if !inRange(perm, len(tt.Dims)) || hasDuplicates(perm) {
		iota := make([]int64, len(tt.Dims))
		for i := range iota {
			iota[i] = int64(i)
		}
		return nil, inferErr(st, "attribute permutation must be a permutation of [%s] but got %s", intsStr(iota), intsStr(perm))
	}
	dims := make([]int64, len(perm))
	var bounds []int64
	ob := boundsOf(tt)
	if len(ob) == len(tt.Dims) {
		bounds = make([]int64, len(perm))
	}
	for i, p := range perm {
		dims[i] = tt.Dims[p]
		if bounds != nil {
			bounds[i] = ob[p]
		}
	}
	return []core.Type{core.RankedTensor(st.Ctx, dims, tt.Elem, boundsToEncoding(st.Ctx, tt.Encoding, bounds != nil, bounds))}, nil
}

func inferSlice(st *core.OpState) ([]core.Type, error) {
	tt := rankedTensor(st.Operands[0].Type())
	start, limit, strides := attrI64s(st, "start_indices"), attrI64s(st, "limit_indices"), attrI64s(st, "strides")
	if len(start) != len(limit) || len(start) != len(strides) {
		return nil, inferErr(st, "failed to verify that all of {start_indices, limit_indices, strides} have same size")
	}
	if tt == nil {
		return nil, inferErr(st, "expects a ranked operand")
	}
	if len(start) != len(tt.Dims) {
		return nil, inferErr(st, "the number of elements in start_indices (%d) does not match the rank of the operand (%d)", len(start), len(tt.Dims))
	}
	dims := make([]int64, len(start))
	for i := range start {
		if start[i] < 0 {
			return nil, inferErr(st, "negative start index %d in dimension %d", start[i], i)
		}
		if !isDyn(tt.Dims[i]) && limit[i] > tt.Dims[i] {
			return nil, inferErr(st, "limit index %d is larger than dimension size %d in dimension %d", limit[i], tt.Dims[i], i)
		}
		if b := boundsOf(tt); isDyn(tt.Dims[i]) && len(b) == len(tt.Dims) && !isDyn(b[i]) && limit[i] > b[i] {
			return nil, inferErr(st, "limit index %d is larger than dimension bound %d in dimension %d", limit[i], b[i], i)
		}
		if start[i] > limit[i] {
			return nil, inferErr(st, "start index %d is larger than limit index %d in dimension %d", start[i], limit[i], i)
		}
		if strides[i] <= 0 {
			return nil, inferErr(st, "stride must be positive but got %d in dimension %d", strides[i], i)
		}
		dims[i] = (limit[i] - start[i] + strides[i] - 1) / strides[i]
	}
	return []core.Type{core.RankedTensor(st.Ctx, dims, tt.Elem, nil)}, nil
}

func inferDynamicSlice(st *core.OpState) ([]core.Type, error) {
	tt := rankedTensor(st.Operands[0].Type())
	sizes := attrI64s(st, "slice_sizes")
	starts := st.Operands[1:]
	if tt == nil {
		return nil, inferErr(st, "expects a ranked operand")
	}
	if len(sizes) != len(starts) {
		return nil, inferErr(st, "has mismatched number of slice sizes (%d) and number of start indices (%d)", len(sizes), len(starts))
	}
	if len(starts) != len(tt.Dims) {
		return nil, inferErr(st, "has mismatched number of start indices (%d) and the rank of operand (%d)", len(starts), len(tt.Dims))
	}
	for i := 1; i < len(starts); i++ {
		if elemOf(starts[i].Type()) != elemOf(starts[0].Type()) {
			return nil, inferErr(st, "start indices must have same element type")
		}
	}
	for i, s := range sizes {
		if s < 0 {
			return nil, inferErr(st, "has negative size index to dynamic slice: %d", s)
		}
		if !isDyn(tt.Dims[i]) && s > tt.Dims[i] {
			return nil, inferErr(st, "has slice size %d greater than dimension size %d in dimension %d of operand", s, tt.Dims[i], i)
		}
	}
	return []core.Type{core.RankedTensor(st.Ctx, sizes, tt.Elem, nil)}, nil
}

func inferDynamicUpdateSlice(st *core.OpState) ([]core.Type, error) {
	operand, update := rankedTensor(st.Operands[0].Type()), rankedTensor(st.Operands[1].Type())
	starts := st.Operands[2:]
	if operand == nil || update == nil {
		return nil, inferErr(st, "expects ranked operand and update")
	}
	if operand.Elem != update.Elem {
		return nil, inferErr(st, "failed to verify that all of {operand, update, result} have same element type")
	}
	if len(update.Dims) != len(operand.Dims) {
		return nil, inferErr(st, "update rank does not match operand rank: %d vs %d.", len(update.Dims), len(operand.Dims))
	}
	if len(starts) != len(operand.Dims) {
		return nil, inferErr(st, "expects number of start_indices to match operand rank: %d vs %d.", len(starts), len(operand.Dims))
	}
	for i := 1; i < len(starts); i++ {
		if elemOf(starts[i].Type()) != elemOf(starts[0].Type()) {
			return nil, inferErr(st, "start indices must have same element type")
		}
	}
	for i, d := range update.Dims {
		if !isDyn(d) && !isDyn(operand.Dims[i]) && (d < 0 || d > operand.Dims[i]) {
			return nil, inferErr(st, "expects size at dimension %d of update to be in range [0, %d]. Got: %d.", i, operand.Dims[i], d)
		}
	}
	return []core.Type{operand}, nil
}

func inferPad(st *core.OpState) ([]core.Type, error) {
	tt := rankedTensor(st.Operands[0].Type())
	low, high, interior := attrI64s(st, "edge_padding_low"), attrI64s(st, "edge_padding_high"), attrI64s(st, "interior_padding")
	if tt == nil {
		return nil, inferErr(st, "expects a ranked operand")
	}
	if len(low) != len(high) || len(low) != len(interior) {
		return nil, inferErr(st, "failed to verify that all of {edge_padding_low, edge_padding_high, interior_padding} have same size")
	}
	if pv := rankedTensor(st.Operands[1].Type()); pv != nil && len(pv.Dims) != 0 {
		return nil, inferErr(st, "padding value type should be a rank-0 tensor, is rank %d", len(pv.Dims))
	}
	if len(low) != len(tt.Dims) {
		return nil, inferErr(st, "edge_padding_low length (%d) must match operand rank (%d)", len(low), len(tt.Dims))
	}
	dims := make([]int64, len(tt.Dims))
	for i, d := range tt.Dims {
		if interior[i] < 0 {
			return nil, inferErr(st, "Interior padding cannot be negative: %d", interior[i])
		}
		if isDyn(d) {
			dims[i] = core.Dynamic
			continue
		}
		size := d + low[i] + high[i] + max(d-1, 0)*interior[i]
		if size < 0 {
			return nil, inferErr(st, "Padding result in negative size for dimension %d", i)
		}
		dims[i] = size
	}
	return []core.Type{core.RankedTensor(st.Ctx, dims, tt.Elem, nil)}, nil
}

func inferConcatenate(st *core.OpState) ([]core.Type, error) {
	if len(st.Operands) == 0 {
		return nil, inferErr(st, "expects at least one input")
	}
	dim := attrInt(st, "dimension")
	first := rankedTensor(st.Operands[0].Type())
	if first == nil {
		return nil, inferErr(st, "expects ranked inputs")
	}
	rank := len(first.Dims)
	if rank == 0 {
		return nil, inferErr(st, "rank-0 values cannot be concatenated")
	}
	if dim < 0 || dim >= int64(rank) {
		return nil, inferErr(st, "dimension %d is out-of-bounds for input rank %d", dim, rank)
	}
	dims := append([]int64(nil), first.Dims...)
	dims[dim] = 0
	for i, v := range st.Operands {
		t := rankedTensor(v.Type())
		if t == nil || len(t.Dims) != rank {
			return nil, inferErr(st, "operands (0) and (%d) do not match rank", i)
		}
		if t.Elem != first.Elem {
			return nil, inferErr(st, "requires the same element type for all operands and results")
		}
		for k, d := range t.Dims {
			if int64(k) == dim {
				if isDyn(d) || isDyn(dims[k]) {
					dims[k] = core.Dynamic
				} else {
					dims[k] += d
				}
				continue
			}
			if !dimsCompatible(d, dims[k]) {
				return nil, inferErr(st, "shapes of operand (0) and (%d) are not compatible at non-concat index %d: (%s) != (%s)",
					i, k, intsStr(first.Dims), intsStr(t.Dims))
			}
			if isDyn(dims[k]) {
				dims[k] = d
			}
		}
	}
	return []core.Type{core.RankedTensor(st.Ctx, dims, first.Elem, nil)}, nil
}

func inferSetDimensionSize(st *core.OpState) ([]core.Type, error) {
	tt := rankedTensor(st.Operands[0].Type())
	if tt == nil {
		return nil, inferErr(st, "expects a ranked operand")
	}
	if size := rankedTensor(st.Operands[1].Type()); size != nil && len(size.Dims) != 0 {
		return nil, inferErr(st, "size operand should be of rank-0")
	}
	d := attrInt(st, "dimension")
	if err := verifyDimInBounds(inferFail(st), d, len(tt.Dims)); err != nil {
		return nil, err
	}
	dims := append([]int64(nil), tt.Dims...)
	bounds := make([]int64, len(dims))
	ob := boundsOf(tt)
	for i := range bounds {
		bounds[i] = core.Dynamic
		if len(ob) == len(dims) {
			bounds[i] = ob[i]
		}
	}
	if !isDyn(dims[d]) {
		bounds[d] = dims[d]
	}
	dims[d] = core.Dynamic
	// A constant size equal to the bound makes the dimension static again.
	if vs, ok := constInts(st.Operands[1]); ok && len(vs) > 0 && vs[0] == bounds[d] {
		dims[d], bounds[d] = vs[0], core.Dynamic
	}
	return []core.Type{core.RankedTensor(st.Ctx, dims, tt.Elem, boundsToEncoding(st.Ctx, nil, true, bounds))}, nil
}

// verifyDimInBounds is hlo::verifyDimInBounds.
func verifyDimInBounds(fail failf, dim int64, rank int) error {
	if dim < 0 {
		return fail("requires non-negative dimension attribute; found (%d)", dim)
	}
	if dim >= int64(rank) {
		return fail("requires dimension attribute in range [0, %d); found (%d)", rank, dim)
	}
	return nil
}

func bitWidth(t core.Type) int {
	if ct, ok := t.(*core.ComplexType); ok {
		return 2 * core.IntOrFloatWidth(ct.Elem)
	}
	return core.IntOrFloatWidth(t)
}

// verifyBitcastConvert is bitcast_convert_c1 and _c2: the shapes line up
// after the element widths are accounted for, complex only with complex.
func verifyBitcastConvert(op *core.Operation) error {
	in, out := rankedTensor(op.Operand(0).Type()), rankedTensor(op.Result(0).Type())
	if in == nil || out == nil {
		return nil
	}
	_, ic := in.Elem.(*core.ComplexType)
	_, oc := out.Elem.(*core.ComplexType)
	if ic != oc {
		return op.Errorf("cannot convert between real and complex types, but got: %s and %s", typeStr(in), typeStr(out))
	}
	iw, ow := storageWidth(in.Elem), storageWidth(out.Elem) // bitcast_convert_c1: the storage type of quantized tensors
	small, big := out.Dims, in.Dims
	sw, bw := ow, iw
	if iw < ow {
		small, big, sw, bw = in.Dims, out.Dims, iw, ow
	}
	prefix := small
	if iw != ow {
		if len(small) != len(big)+1 {
			return op.Errorf("rank of smaller element type (%d) should be 1 more than rank of larger element type (%d), but %d != %d + 1.", len(small), len(big), len(small), len(big))
		}
		prefix = small[:len(small)-1]
		if last := small[len(small)-1]; !isDyn(last) && last*int64(sw) != int64(bw) {
			return op.Errorf("requires compatible bit widths. Got: %s and %s, but %d * %d != %d.", typeStr(in), typeStr(out), sw, last, bw)
		}
	}
	// As StableHLO, only the common leading dimensions are compared.
	for i := 0; i < len(prefix) && i < len(big); i++ {
		if !dimsCompatible(prefix[i], big[i]) {
			return op.Errorf("operand and result shapes must match except for the innermost dimension of the shape with the smaller element type. Got: %s and %s.", typeStr(in), typeStr(out))
		}
	}
	return nil
}
