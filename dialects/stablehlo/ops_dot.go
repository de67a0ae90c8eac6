package stablehlo

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// Contractions and linear algebra: dot, dot_general, convolution,
// dynamic_conv, einsum, fft, triangular_solve, cholesky, batch norms.

var (
	Dot = &core.OpDef{
		Name:    "stablehlo.dot",
		Summary: "Dot operation",
		Operands: []core.ValueDef{
			{Name: "lhs", Type: tensorT},
			{Name: "rhs", Type: tensorQT}, // HLO_TensorOrPerAxisQuantizedTensor
		},
		Attrs:   []core.AttrDef{{Name: "precision_config", Constraint: precisionCfgC, Optional: true}},
		Results: []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:  core.Pure,
		Format:  "$lhs `,` $rhs `` custom<PrecisionConfig>($precision_config) attr-dict `:` functional-type(operands, results)",
		Custom:  customs,
		Verify:  verifyDot,
	}
	DotGeneral = &core.OpDef{
		Name:    "stablehlo.dot_general",
		Summary: "DotGeneral operation",
		Operands: []core.ValueDef{
			{Name: "lhs", Type: tensorT},
			{Name: "rhs", Type: tensorQT},
		},
		Attrs: []core.AttrDef{
			{Name: "dot_dimension_numbers", Constraint: dotDimsC},
			{Name: "precision_config", Constraint: precisionCfgC, Optional: true},
			{Name: "algorithm", Constraint: dotAlgorithmC, Optional: true},
		},
		Results: []core.ValueDef{{Name: "result", Type: tensorQT}},
		Traits:  core.NoMemoryEffect,
		Format: "$lhs `,` $rhs `,` custom<DotDimensionNumbers>($dot_dimension_numbers) `` " +
			"custom<PrecisionConfigAndAlgorithm>($precision_config, $algorithm) attr-dict `:` functional-type(operands, results)",
		Custom: customs,
		Verify: verifyDotGeneral,
	}
	Convolution = &core.OpDef{
		Name:    "stablehlo.convolution",
		Summary: "Convolution operation",
		Operands: []core.ValueDef{
			{Name: "lhs", Type: tensorT},
			{Name: "rhs", Type: tensorQT},
		},
		Attrs:   convAttrs(true),
		Results: []core.ValueDef{{Name: "result", Type: tensorQT}},
		Traits:  core.NoMemoryEffect,
		Format: "`(`operands`)` `dim_numbers` `=` custom<ConvolutionDimensions>($dimension_numbers) `,` " +
			"`window` `=` `{` custom<WindowAttributes>($window_strides, $padding, $lhs_dilation, $rhs_dilation, $window_reversal) `}` " +
			"attr-dict `:` functional-type(operands, results)",
		Custom: customs,
		Verify: verifyConvolution,
	}
	DynamicConv = &core.OpDef{
		Name:    "stablehlo.dynamic_conv",
		Summary: "DynamicConv operation",
		Operands: []core.ValueDef{
			{Name: "lhs", Type: tensorT},
			{Name: "rhs", Type: tensorQT},
			{Name: "padding", Type: static2DInt},
		},
		Attrs:   convAttrs(false),
		Results: []core.ValueDef{{Name: "result", Type: tensorQT}},
		Traits:  core.NoMemoryEffect,
		Verify:  verifyConvolution,
	}
	Einsum = &core.OpDef{
		Name:    "stablehlo.einsum",
		Summary: "Einsum operation",
		Operands: []core.ValueDef{
			{Name: "lhs", Type: tensorT},
			{Name: "rhs", Type: tensorT},
		},
		Attrs:   []core.AttrDef{{Name: "einsum_config", Constraint: strC}},
		Results: []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:  core.Pure,
		Format:  "$lhs `,` $rhs `,` `config` `=` $einsum_config attr-dict `:` functional-type(operands, results)",
	}
	UnaryEinsum = &core.OpDef{
		Name:     "stablehlo.unary_einsum",
		Summary:  "UnaryEinsum operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tensorT}},
		Attrs:    []core.AttrDef{{Name: "einsum_config", Constraint: strC}},
		Results:  []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:   core.Pure,
		Format:   "$operand `,` `config` `=` $einsum_config attr-dict `:` functional-type(operands, results)",
	}
	Fft = &core.OpDef{
		Name:     "stablehlo.fft",
		Summary:  "Fft operation",
		Operands: []core.ValueDef{{Name: "operand", Type: fpCplx}},
		Attrs: []core.AttrDef{
			{Name: "fft_type", Constraint: FftTypeKind.constraint()},
			{Name: "fft_length", Constraint: ods.DenseI64ArrayAttr},
		},
		Results:    []core.ValueDef{{Name: "result", Type: fpCplx}},
		Traits:     core.NoMemoryEffect,
		Format:     "$operand `,` `type` `=` $fft_type `,` `length` `=` $fft_length attr-dict `:` functional-type(operands, results)",
		InferTypes: inferFft,
	}
	TriangularSolve = &core.OpDef{
		Name:    "stablehlo.triangular_solve",
		Summary: "TriangularSolve operation",
		Operands: []core.ValueDef{
			{Name: "a", Type: fpCplx},
			{Name: "b", Type: fpCplx},
		},
		Attrs: []core.AttrDef{
			{Name: "left_side", Constraint: ods.BoolAttr},
			{Name: "lower", Constraint: ods.BoolAttr},
			{Name: "unit_diagonal", Constraint: ods.BoolAttr},
			{Name: "transpose_a", Constraint: TransposeKind.constraint()},
		},
		Results:    []core.ValueDef{{Name: "result", Type: fpCplx}},
		Traits:     core.NoMemoryEffect | core.SameOperandsAndResultElementType,
		InferTypes: inferTriangularSolve,
	}
	Cholesky = &core.OpDef{
		Name:     "stablehlo.cholesky",
		Summary:  "Cholesky operation",
		Operands: []core.ValueDef{{Name: "a", Type: fpCplx}},
		Attrs:    []core.AttrDef{boolDefaultFalse("lower")},
		Results:  []core.ValueDef{{Name: "result", Type: fpCplx}},
		Traits:   core.NoMemoryEffect,
		Format:   "$a (`,` `lower` `=` $lower^)? attr-dict `:` custom<SameOperandsAndResultType>(type($a), type($result))",
		Custom:   customs,
		InferTypes: func(st *core.OpState) ([]core.Type, error) {
			a := rankedTensor(st.Operands[0].Type())
			if a == nil {
				return nil, inferErr(st, "expects a ranked operand")
			}
			if n := len(a.Dims); n < 2 {
				return nil, inferErr(st, "argument 'a' must have rank >= 2, got shape %s.", dimsStr(a.Dims))
			} else if !dimsCompatible(a.Dims[n-1], a.Dims[n-2]) {
				return nil, inferErr(st, "minor dimensions of 'a' must have equal size, got shape %s.", dimsStr(a.Dims))
			}
			return []core.Type{a}, nil
		},
	}
	BatchNormTraining = &core.OpDef{
		Name:    "stablehlo.batch_norm_training",
		Summary: "BatchNormTraining operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: rankedFloatT},
			{Name: "scale", Type: oneDFloatT},
			{Name: "offset", Type: oneDFloatT},
		},
		Attrs: []core.AttrDef{
			{Name: "epsilon", Constraint: ods.F32Attr},
			{Name: "feature_index", Constraint: nonNegativeI64},
		},
		Results: []core.ValueDef{
			{Name: "output", Type: rankedFloatT},
			{Name: "batch_mean", Type: oneDFloatT},
			{Name: "batch_var", Type: oneDFloatT},
		},
		Traits:                core.NoMemoryEffect,
		InferTypes:            inferBatchNorm([]int{0}, []int{1, 2}, false),
		CompatibleReturnTypes: elemTraitReturnTypes,
		Verify:                verifyCompatibleElementTypes,
	}
	BatchNormInference = &core.OpDef{
		Name:    "stablehlo.batch_norm_inference",
		Summary: "BatchNormInference operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: rankedFloatT},
			{Name: "scale", Type: oneDFloatT},
			{Name: "offset", Type: oneDFloatT},
			{Name: "mean", Type: oneDFloatT},
			{Name: "variance", Type: oneDFloatT},
		},
		Attrs: []core.AttrDef{
			{Name: "epsilon", Constraint: ods.F32Attr},
			{Name: "feature_index", Constraint: nonNegativeI64},
		},
		Results:               []core.ValueDef{{Name: "result", Type: rankedFloatT}},
		Traits:                core.NoMemoryEffect,
		InferTypes:            inferBatchNorm([]int{0}, []int{1, 2, 3, 4}, true),
		CompatibleReturnTypes: elemTraitReturnTypes,
		Verify:                verifyCompatibleElementTypes,
	}
	BatchNormGrad = &core.OpDef{
		Name:    "stablehlo.batch_norm_grad",
		Summary: "BatchNormGrad operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: rankedFloatT},
			{Name: "scale", Type: oneDFloatT},
			{Name: "mean", Type: oneDFloatT},
			{Name: "variance", Type: oneDFloatT},
			{Name: "grad_output", Type: rankedFloatT},
		},
		Attrs: []core.AttrDef{
			{Name: "epsilon", Constraint: ods.F32Attr},
			{Name: "feature_index", Constraint: nonNegativeI64},
		},
		Results: []core.ValueDef{
			{Name: "grad_operand", Type: rankedFloatT},
			{Name: "grad_scale", Type: oneDFloatT},
			{Name: "grad_offset", Type: oneDFloatT},
		},
		Traits:                core.NoMemoryEffect,
		InferTypes:            inferBatchNorm([]int{0, 4}, []int{1, 2, 3}, false),
		CompatibleReturnTypes: elemTraitReturnTypes,
		Verify:                verifyCompatibleElementTypes,
	}
)

func convAttrs(withPadding bool) []core.AttrDef {
	as := []core.AttrDef{{Name: "window_strides", Constraint: ods.DenseI64ArrayAttr, Optional: true}}
	if withPadding {
		as = append(as, core.AttrDef{Name: "padding", Constraint: ods.I64ElementsAttr, Optional: true})
	}
	return append(as,
		core.AttrDef{Name: "lhs_dilation", Constraint: ods.DenseI64ArrayAttr, Optional: true},
		core.AttrDef{Name: "rhs_dilation", Constraint: ods.DenseI64ArrayAttr, Optional: true},
		core.AttrDef{Name: "window_reversal", Constraint: ods.DenseBoolArrayAttr, Optional: true},
		core.AttrDef{Name: "dimension_numbers", Constraint: convDimsC},
		core.AttrDef{Name: "feature_group_count", Constraint: positiveI64},
		core.AttrDef{Name: "batch_group_count", Constraint: positiveI64},
		core.AttrDef{Name: "precision_config", Constraint: precisionCfgC, Optional: true},
	)
}

func verifyPrecisionConfig(op *core.Operation) error {
	arr, ok := op.Attr("precision_config").(*core.ArrayAttr)
	switch {
	case !ok:
	case len(arr.Elems) > 2:
		return op.Errorf("expects precision config to be empty or have <= 2 elements.")
	}
	// The spec's dot_general_c11 and convolution_c24 ask for exactly 0 or 2
	// (one per operand); stablehlo-opt accepts 1 as well, and so do we:
	// files it accepts must parse.
	return nil
}

// verifyDot is the legacy dot: vector/matrix operands contracting the last
// lhs and first rhs dimension.
func verifyDot(op *core.Operation) error {
	if err := verifyPrecisionConfig(op); err != nil {
		return err
	}
	l, r := shapeOf(op.Operand(0)), shapeOf(op.Operand(1))
	// StableHLO words a rank and a contracting size mismatch alike.
	if len(l) < 1 || len(l) > 2 || len(r) < 1 || len(r) > 2 || !dimsCompatible(l[len(l)-1], r[0]) {
		return op.Errorf("expected both lhs/rhs ranks to be either 1 or 2")
	}
	var out []int64
	if len(l) == 2 {
		out = append(out, l[0])
	}
	if len(r) == 2 {
		out = append(out, r[1])
	}
	if res := shapeOf(op.Result(0)); !shapesCompatible(res, out) {
		return op.Errorf("inferred shape '[%s]' is incompatible with return type of operation %s", dimsStr(out), typeStr(op.Result(0).Type()))
	}
	return nil
}

func checkDims(st *core.OpState, name string, dims []int64, rank int) error {
	for _, d := range dims {
		if d < 0 || d >= int64(rank) {
			return inferErr(st, "%s value: %d is out of range: [0, %d)", name, d, rank)
		}
	}
	return nil
}

// inferDotGeneral is dot_general_c1-c12 and its result shape: batch dims,
// then lhs free dims, then rhs free dims.
func inferDotGeneral(st *core.OpState) ([]core.Type, error) {
	dn, ok := st.Attr("dot_dimension_numbers").(*DotDims)
	l, r := rankedTensor(st.Operands[0].Type()), rankedTensor(st.Operands[1].Type())
	if !ok || l == nil || r == nil {
		return nil, inferErr(st, "expects ranked operands and dot_dimension_numbers")
	}
	if len(dn.LhsBatching) != len(dn.RhsBatching) {
		return nil, inferErr(st, "lhs and rhs should have the same number of batching dimensions")
	}
	if len(dn.LhsContracting) != len(dn.RhsContracting) {
		return nil, inferErr(st, "lhs and rhs should have the same number of contracting dimensions")
	}
	for _, side := range []struct {
		name        string
		batch, cont []int64
		rank        int
	}{{"lhs", dn.LhsBatching, dn.LhsContracting, len(l.Dims)}, {"rhs", dn.RhsBatching, dn.RhsContracting, len(r.Dims)}} {
		all := append(append([]int64{}, side.batch...), side.cont...)
		if d, dup := firstDuplicate(all); dup {
			return nil, inferErr(st, "has duplicated dimension from %s_batching_dimensions and %s_contracting_dimensions: %d", side.name, side.name, d)
		}
		if err := checkDims(st, side.name+"_batching_dimensions", side.batch, side.rank); err != nil {
			return nil, err
		}
		if err := checkDims(st, side.name+"_contracting_dimensions", side.cont, side.rank); err != nil {
			return nil, err
		}
	}
	for i := range dn.LhsBatching {
		if !dimsCompatible(l.Dims[dn.LhsBatching[i]], r.Dims[dn.RhsBatching[i]]) {
			return nil, inferErr(st, "batching dimension sizes must match for lhs/rhs")
		}
	}
	for i := range dn.LhsContracting {
		if !dimsCompatible(l.Dims[dn.LhsContracting[i]], r.Dims[dn.RhsContracting[i]]) {
			return nil, inferErr(st, "contracting dimension sizes must match for lhs/rhs")
		}
	}
	var out []int64
	for _, d := range dn.LhsBatching {
		out = append(out, l.Dims[d])
	}
	free := func(dims []int64, skip ...[]int64) {
		used := map[int64]bool{}
		for _, s := range skip {
			for _, d := range s {
				used[d] = true
			}
		}
		for i, d := range dims {
			if !used[int64(i)] {
				out = append(out, d)
			}
		}
	}
	free(l.Dims, dn.LhsBatching, dn.LhsContracting)
	free(r.Dims, dn.RhsBatching, dn.RhsContracting)
	return []core.Type{core.RankedTensor(st.Ctx, out, l.Elem, nil)}, nil
}

func firstDuplicate(vs []int64) (int64, bool) {
	seen := map[int64]bool{}
	for _, v := range vs {
		if seen[v] {
			return v, true
		}
		seen[v] = true
	}
	return 0, false
}

// verifyDotGeneral is dot_general_c1-c24.
func verifyDotGeneral(op *core.Operation) error {
	if a, ok := op.Attr("algorithm").(*DotAlgorithm); ok {
		// Parsed attributes were checked as they were built.
		if err := verifyDotAlgorithm(opFail(op), a); err != nil {
			return err
		}
	}
	if err := verifyPrecisionConfig(op); err != nil {
		return err
	}
	inferred, err := inferDotGeneral(stateOf(op))
	if err != nil {
		return asOpError(op, err)
	}
	// The result element type may differ (i8 x i8 -> i32): compare shapes.
	want, got := rankedTensor(inferred[0]), rankedTensor(op.Result(0).Type())
	if got != nil && !shapesCompatible(want.Dims, got.Dims) {
		return op.Errorf("inferred shape '[%s]' is incompatible with return type of operation %s", dimsStr(want.Dims), typeStr(got))
	}
	if op.Attr("algorithm") != nil {
		if arr, ok := op.Attr("precision_config").(*core.ArrayAttr); ok {
			for _, p := range arr.Elems {
				if v, _ := enumOf(p, PrecisionKind); v != 0 {
					return op.Errorf("must specify DEFAULT precision config when algorithm is set.")
				}
			}
		}
	}
	le, re := elemOf(op.Operand(0).Type()), elemOf(op.Operand(1).Type())
	if !anyQuantized(le, re, elemOf(op.Result(0).Type())) && le != re {
		return op.Errorf("expects lhs and rhs to have the same element type. Got: %s and %s", typeStr(le), typeStr(re))
	}
	return verifyDotGeneralQuant(op, op.Attr("dot_dimension_numbers").(*DotDims).RhsContracting)
}

// inferFft is hlo::inferFftOp (fft_c1-c5), its checks in StableHLO's order.
func inferFft(st *core.OpState) ([]core.Type, error) {
	kind, _ := enumOf(st.Attr("fft_type"), FftTypeKind)
	length := attrI64s(st, "fft_length")
	tt := rankedTensor(st.Operands[0].Type())
	if tt == nil {
		return nil, inferErr(st, "expects a ranked operand")
	}
	n := len(length)
	if n < 1 || n > 3 {
		return nil, inferErr(st, "rank must be between 1 and 3, but got %d.", n)
	}
	elem := tt.Elem
	if kind == FftRFFT {
		if ft, ok := elem.(*core.FloatType); !ok || (ft.Name != "f32" && ft.Name != "f64") {
			return nil, inferErr(st, "RFFT requires f32 or f64 input type, but is given %s.", typeStr(elem))
		}
	} else if _, c := elem.(*core.ComplexType); !c {
		return nil, inferErr(st, "FFT/IFFT/IRFFT take a complex tensor as input, but is given %s.", typeStr(tt))
	}
	switch kind {
	case FftRFFT:
		elem = core.Complex(st.Ctx, elem)
	case FftIRFFT:
		elem = elem.(*core.ComplexType).Elem
	}
	if len(tt.Dims) < n {
		return nil, inferErr(st, "operand rank must not be less than fft rank of %d for operand of type %s.", n, typeStr(tt))
	}
	dims := append([]int64(nil), tt.Dims...)
	back := tt.Dims[len(tt.Dims)-n:]
	last := length[n-1]
	switch kind {
	case FftRFFT:
		for i, d := range back {
			if !dimsCompatible(d, length[i]) {
				return nil, inferErr(st, "RFFT requires innermost dimensions to be compatible with fft_length. Got: %s but wanted %s.", intsStr(tt.Dims), intsStr(length))
			}
		}
		if last != 0 {
			dims[len(dims)-1] = last/2 + 1
		}
	case FftIRFFT:
		// As StableHLO, the dimensions before the last fft one are paired
		// with fft_length from its start.
		for i, d := range back[:n-1] {
			if !dimsCompatible(d, length[i]) {
				return nil, inferErr(st, "IRFFT requires non-final dimensions to be compatible with fft_length. Got: %s but wanted %s, and %d != %d.", intsStr(tt.Dims), intsStr(length), d, length[i])
			}
		}
		if d := dims[len(dims)-1]; (!dimsCompatible(d, 0) || last != 0) && !dimsCompatible(d, last/2+1) {
			return nil, inferErr(st, "IRFFT requires innermost dimension to be compatible with fft_length[-1]/2+1. Got: %d but fft_length is %s.", d, intsStr(length))
		}
		dims[len(dims)-1] = last
	}
	bounds := boundsOf(tt)
	if b := append([]int64(nil), bounds...); len(b) > 0 && kind != FftFFT && kind != FftIFFT {
		b[len(b)-1] = core.Dynamic
		bounds = b
	}
	return []core.Type{core.RankedTensor(st.Ctx, dims, elem, boundsToEncoding(st.Ctx, tt.Encoding, len(bounds) > 0, bounds))}, nil
}

// inferTriangularSolve is hlo::inferTriangularSolveOp
// (triangular_solve_c1-c5): the result has b's type.
func inferTriangularSolve(st *core.OpState) ([]core.Type, error) {
	at, bt := st.Operands[0].Type(), st.Operands[1].Type()
	a, b := shapeOfType(at), shapeOfType(bt)
	if len(a) < 2 {
		return nil, inferErr(st, "operand 'a' must have rank >= 2, but got %s", typeStr(at))
	}
	if !dimsCompatible(a[len(a)-2], a[len(a)-1]) {
		return nil, inferErr(st, "two minor dimensions of operand 'a' must be compatible, but got %s", typeStr(at))
	}
	if len(b) != len(a) {
		return nil, inferErr(st, "operands must have equal rank, but got %s and %s", typeStr(at), typeStr(bt))
	}
	shared := b[len(b)-1]
	if boolAttr(st.Attr("left_side")) {
		shared = b[len(b)-2]
	}
	if !dimsCompatible(a[len(a)-1], shared) {
		return nil, inferErr(st, "shared dimension of operands 'a' and 'b' must be compatible, but got %s and %s", typeStr(at), typeStr(bt))
	}
	if k := len(a) - 2; !shapesCompatible(a[:k], b[:k]) {
		return nil, inferErr(st, "batch dimensions of the operands must be compatible, but got %s and %s", typeStr(at), typeStr(bt))
	}
	if v, _ := enumOf(st.Attr("transpose_a"), TransposeKind); v == 0 {
		return nil, inferErr(st, "Invalid transpose option value for triangular solve")
	}
	return []core.Type{bt}, nil
}

// inferBatchNorm is hlo::inferBatchNormOp (batch_norm_*_c1-c7): the
// operand's type, and unless inference alone, twice a 1-D tensor of the
// feature count. multi and single index the operands of each rank.
func inferBatchNorm(multi, single []int, inference bool) func(st *core.OpState) ([]core.Type, error) {
	return func(st *core.OpState) ([]core.Type, error) {
		for _, i := range multi[1:] {
			if !shapesCompatible(shapeOf(st.Operands[i]), shapeOf(st.Operands[multi[0]])) {
				return nil, inferErr(st, "expects multi-dimensional operands to have compatible shapes.")
			}
		}
		for _, i := range single[1:] {
			if !shapesCompatible(shapeOf(st.Operands[i]), shapeOf(st.Operands[single[0]])) {
				return nil, inferErr(st, "expects single-dimensional operands to have compatible shapes.")
			}
		}
		operand := rankedTensor(st.Operands[0].Type())
		if operand == nil || len(shapeOf(st.Operands[single[0]])) != 1 {
			return nil, inferErr(st, "expects ranked operands")
		}
		fi := attrInt(st, "feature_index")
		if fi >= int64(len(operand.Dims)) {
			return nil, inferErr(st, "expects featureIndex to be smaller than the rank of multi-dimensional operands; got featureIndex %d, and rank %d.", fi, len(operand.Dims))
		}
		features := operand.Dims[fi]
		if size := shapeOf(st.Operands[single[0]])[0]; !dimsCompatible(size, features) {
			return nil, inferErr(st, "expects the size of single-dimensional operands to be compatible with feature count, but the size of single-dimensional operands is %s and the feature count is %s.", dimStr(size), dimStr(features))
		}
		if inference {
			return []core.Type{operand}, nil
		}
		var enc core.Attribute
		if b := boundsOf(operand); len(b) == len(operand.Dims) {
			enc = boundsToEncoding(st.Ctx, operand.Encoding, true, []int64{b[fi]})
		}
		feature := core.RankedTensor(st.Ctx, []int64{features}, operand.Elem, enc)
		return []core.Type{operand, feature, feature}, nil
	}
}
