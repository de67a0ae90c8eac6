package vhlo

import (
	"ncc/core"
)

// The per-op upgrades and downgrades of VhloToVersionPatterns.td and
// VhloToVersion.cpp, one rule per pattern. Every VHLO op with a second
// version has both directions here; an op version that is illegal at the
// target and has no rule (or whose rule does not match) stays, and the
// conversion fails as applyPartialConversion does.

// versionRule rewrites op From into op To.
type versionRule struct {
	From, To string
	// Add gives the value of each attribute To has and From lacks
	// (VHLO_GetEmptyTensor, VHLO_GetNoneType, ...), computed from the op.
	Add map[string]func(op *core.Operation) core.Attribute
	// Drop lists the attributes From has and To lacks, each with the
	// constraint it must meet for the pattern to match (VHLO_EmptyTensor,
	// VHLO_NoneType, ...); a nil constraint drops it whatever it holds.
	Drop map[string]func(core.Attribute) bool
	// SingleOperand is VHLO_IsSingleOperand: the variadic To takes exactly
	// one operand (and so one result).
	SingleOperand bool
	// NoRegions matches only ops without regions (composite_v2 → v1).
	NoRegions bool
}

// Attribute builders and constraints of VhloToVersion.cpp.

func getEmptyI64Tensor(op *core.Operation) core.Attribute { return i64Tensor(op.Context(), nil) }
func getEmptyArray(op *core.Operation) core.Attribute     { return Array(op.Context(), nil) }
func getNoneType(op *core.Operation) core.Attribute {
	return TypeOf(op.Context(), Simple(op.Context(), "none_v1"))
}
func getFalseBoolean(op *core.Operation) core.Attribute { return Bool(op.Context(), false) }
func getDefaultResultAccuracy(op *core.Operation) core.Attribute {
	c := op.Context()
	return ResultAccuracy(c, 0, 0, 0, Enum(c, ResultAccuracyModeKind, 0))
}

// getDefaultConvPadding is zero padding for each spatial dimension of the
// lhs: a tensor<(rank-2)x2xi64> of zeros. It fails (nil) when lhs is not a
// ranked tensor, as the C++ returns a null attribute.
func getDefaultConvPadding(op *core.Operation) core.Attribute {
	if op.NumOperands() == 0 {
		return nil
	}
	t, ok := op.Operand(0).Type().(*TensorType)
	if !ok || len(t.Shape) < 2 {
		return nil
	}
	c := op.Context()
	n := int64(len(t.Shape) - 2)
	bt := core.RankedTensor(c, []int64{n, 2}, core.IntegerType(c, 64), nil)
	var raw []byte
	if n > 0 {
		raw = make([]byte, 16*n)
	}
	return TensorOf(c, FromBuiltinType(c, bt), core.Dense(c, bt, raw))
}

// isEmptyRawTensor is VhloToVersion.cpp's isEmptyTensor: a tensor whose
// raw data is empty.
func isEmptyRawTensor(a core.Attribute) bool {
	t, ok := a.(*TensorAttr)
	if !ok {
		return false
	}
	d, ok := t.Data.(*core.DenseAttr)
	return ok && len(d.Raw) == 0
}

func isFalseBoolean(a core.Attribute) bool {
	b, ok := a.(*BoolAttr)
	return ok && !b.Value
}

func isDefaultResultAccuracy(a core.Attribute) bool {
	r, ok := a.(*ResultAccuracyAttr)
	if !ok {
		return false
	}
	m, _ := r.Mode.(*EnumAttr)
	return r.Atol == 0 && r.Rtol == 0 && r.Ulps == 0 && m != nil && m.Kind == ResultAccuracyModeKind && m.Value == 0
}

// dotAlgorithmAttrs are the attributes dot_general_v2 adds.
var dotAlgorithmAttrs = []string{"lhs_precision_type", "rhs_precision_type", "accumulation_type",
	"lhs_component_count", "rhs_component_count", "num_primitive_operations", "allow_imprecise_accumulation"}

func adds(f func(*core.Operation) core.Attribute, names ...string) map[string]func(*core.Operation) core.Attribute {
	m := map[string]func(*core.Operation) core.Attribute{}
	for _, n := range names {
		m[n] = f
	}
	return m
}

func drops(f func(core.Attribute) bool, names ...string) map[string]func(core.Attribute) bool {
	m := map[string]func(core.Attribute) bool{}
	for _, n := range names {
		m[n] = f
	}
	return m
}

// versionRules are the patterns, in VhloToVersionPatterns.td's order, then
// VhloToVersion.cpp's C++ ones.
var versionRules = func() []versionRule {
	rs := []versionRule{
		{From: "vhlo.dynamic_conv_v1", To: "vhlo.dynamic_conv_v2", Drop: drops(nil, "padding")},
		{From: "vhlo.dynamic_conv_v2", To: "vhlo.dynamic_conv_v1", Add: adds(getDefaultConvPadding, "padding")},
		{From: "vhlo.gather_v1", To: "vhlo.gather_v2", Add: adds(getEmptyI64Tensor, "operand_batching_dims", "start_indices_batching_dims")},
		{From: "vhlo.gather_v2", To: "vhlo.gather_v1", Drop: drops(isEmptyRawTensor, "operand_batching_dims", "start_indices_batching_dims")},
		{From: "vhlo.dynamic_gather_v1", To: "vhlo.dynamic_gather_v2", Add: adds(getEmptyI64Tensor, "operand_batching_dims", "start_indices_batching_dims")},
		{From: "vhlo.dynamic_gather_v2", To: "vhlo.dynamic_gather_v1", Drop: drops(isEmptyRawTensor, "operand_batching_dims", "start_indices_batching_dims")},
		{From: "vhlo.all_gather_v1", To: "vhlo.all_gather_v2"},
		{From: "vhlo.all_gather_v2", To: "vhlo.all_gather_v1", SingleOperand: true},
		{From: "vhlo.all_to_all_v1", To: "vhlo.all_to_all_v2"},
		{From: "vhlo.all_to_all_v2", To: "vhlo.all_to_all_v1", SingleOperand: true},
		{From: "vhlo.dot_general_v2", To: "vhlo.dot_general_v1", Drop: drops(isNone, dotAlgorithmAttrs...)},
		{From: "vhlo.dot_general_v1", To: "vhlo.dot_general_v2", Add: adds(getNoneType, dotAlgorithmAttrs...)},
		{From: "vhlo.send_v2", To: "vhlo.send_v1", Drop: drops(isEmptyRawTensor, "source_target_pairs")},
		{From: "vhlo.send_v1", To: "vhlo.send_v2", Add: adds(getEmptyI64Tensor, "source_target_pairs")},
		{From: "vhlo.recv_v2", To: "vhlo.recv_v1", Drop: drops(isEmptyRawTensor, "source_target_pairs")},
		{From: "vhlo.recv_v1", To: "vhlo.recv_v2", Add: adds(getEmptyI64Tensor, "source_target_pairs")},
	}
	for _, op := range []string{"cbrt", "cosine", "exponential", "exponential_minus_one", "log", "log_plus_one",
		"logistic", "rsqrt", "sine", "sqrt", "tan", "tanh"} {
		v1, v2 := "vhlo."+op+"_v1", "vhlo."+op+"_v2"
		rs = append(rs,
			versionRule{From: v1, To: v2, Add: adds(getDefaultResultAccuracy, "result_accuracy")},
			versionRule{From: v2, To: v1, Drop: drops(isDefaultResultAccuracy, "result_accuracy")})
	}
	return append(rs,
		versionRule{From: "vhlo.collective_broadcast_v1", To: "vhlo.collective_broadcast_v2", Add: adds(getFalseBoolean, "has_dynamic_root")},
		versionRule{From: "vhlo.collective_broadcast_v2", To: "vhlo.collective_broadcast_v1", Drop: drops(isFalseBoolean, "has_dynamic_root"), SingleOperand: true},
		// VhloToVersion.cpp
		versionRule{From: "vhlo.scatter_v2", To: "vhlo.scatter_v1", Drop: drops(isEmptyRawTensor, "input_batching_dims", "scatter_indices_batching_dims")},
		versionRule{From: "vhlo.scatter_v1", To: "vhlo.scatter_v2", Add: adds(getEmptyI64Tensor, "input_batching_dims", "scatter_indices_batching_dims")},
		versionRule{From: "vhlo.all_reduce_v1", To: "vhlo.all_reduce_v2"},
		versionRule{From: "vhlo.all_reduce_v2", To: "vhlo.all_reduce_v1", SingleOperand: true},
		versionRule{From: "vhlo.composite_v1", To: "vhlo.composite_v2"},
		versionRule{From: "vhlo.composite_v2", To: "vhlo.composite_v1", NoRegions: true},
		versionRule{From: "vhlo.custom_call_v1", To: "vhlo.custom_call_v2", Add: adds(getEmptyArray, "result_tilings")},
		versionRule{From: "vhlo.custom_call_v2", To: "vhlo.custom_call_v1", Drop: drops(isEmptyArray, "result_tilings")},
	)
}()

// rulesFrom indexes versionRules by the op they rewrite.
var rulesFrom = func() map[string][]versionRule {
	m := map[string][]versionRule{}
	for _, r := range versionRules {
		m[r.From] = append(m[r.From], r)
	}
	return m
}()

// apply rewrites op by r, or reports false (nothing changed) when r does
// not match. Inherent attributes are carried over by name, except the
// dropped ones; discardable attributes are copied (copyDiscardableAttrs).
func (r versionRule) apply(op *core.Operation) (*core.Operation, bool) {
	if r.SingleOperand && op.NumOperands() != 1 {
		return nil, false
	}
	if r.NoRegions && op.NumRegions() != 0 {
		return nil, false
	}
	var attrs []core.NamedAttr
	for _, na := range op.Props() {
		if cond, ok := r.Drop[na.Name]; ok {
			if cond != nil && !cond(na.Value) {
				return nil, false
			}
			continue
		}
		attrs = append(attrs, na)
	}
	for name, cond := range r.Drop {
		if cond != nil && op.Attr(name) == nil {
			return nil, false // a required attribute of From is missing
		}
	}
	to := Info(r.To)
	if to == nil {
		return nil, false
	}
	for _, name := range to.Attrs { // in declaration order, for a stable result
		f, ok := r.Add[name]
		if !ok {
			continue
		}
		a := f(op)
		if a == nil {
			return nil, false
		}
		attrs = append(attrs, core.NamedAttr{Name: name, Value: a})
	}
	attrs = append(attrs, op.Attrs()...)
	return replace(op, r.To, attrs, op.ResultTypes()), true
}
