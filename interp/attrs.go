package interp

import (
	"strconv"
	"strings"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/stablehlo"
)

// Attribute access. Ops are interpreted by name, so attributes are read
// generically: integers and arrays from the builtin attribute kinds, and
// StableHLO's own attributes (#stablehlo.gather<...>, comparison
// directions, ...) from their printed form, which the specification fixes
// and which does not depend on how the dialect represents them in Go.

// ints reads an integer array attribute: array<i64: ...>, a dense integer
// elements attribute, or an array of integer attributes. ok is false when
// the attribute is absent.
func ints(op *core.Operation, name string) ([]int64, bool, error) {
	a := op.Attr(name)
	if a == nil {
		return nil, false, nil
	}
	v, err := intsOf(a)
	if err != nil {
		return nil, true, op.Errorf("attribute '%s': %v", name, err)
	}
	return v, true, nil
}

func intsOf(a core.Attribute) ([]int64, error) {
	switch a := a.(type) {
	case *core.DenseArrayAttr:
		w := core.ElementBytes(a.Elem)
		if w == 0 {
			return nil, errorString("expected an integer array")
		}
		out := make([]int64, a.N)
		for i := range out {
			out[i] = signExtend(loadLE(a.Raw[i*w:], w), w*8)
			if it, ok := a.Elem.(*core.IntType); ok && it.Width == 1 {
				out[i] &= 1
			}
		}
		return out, nil
	case *core.DenseAttr:
		t, err := FromDense(a)
		if err != nil {
			return nil, err
		}
		if t.I == nil {
			return nil, errorString("expected integer elements")
		}
		return t.I, nil
	case *core.ArrayAttr:
		out := make([]int64, len(a.Elems))
		for i, e := range a.Elems {
			ia, ok := e.(*core.IntegerAttr)
			if !ok {
				return nil, errorString("expected an array of integers")
			}
			out[i] = ia.Val
		}
		return out, nil
	case *core.IntegerAttr:
		return []int64{a.Val}, nil
	}
	return nil, errorString("expected an integer array, got " + asm.AttrString(a))
}

type errorString string

func (e errorString) Error() string { return string(e) }

func signExtend(v uint64, bits int) int64 {
	if bits >= 64 {
		return int64(v)
	}
	s := uint(64 - bits)
	return int64(v<<s) >> s
}

// intAttr reads an integer attribute, returning def when absent.
func intAttr(op *core.Operation, name string, def int64) (int64, error) {
	switch a := op.Attr(name).(type) {
	case nil:
		return def, nil
	case *core.IntegerAttr:
		return a.Val, nil
	default:
		if v, err := intsOf(a); err == nil && len(v) == 1 {
			return v[0], nil
		}
	}
	return 0, op.Errorf("attribute '%s' must be an integer", name)
}

// boolAttr reads a bool (or unit) attribute.
func boolAttr(op *core.Operation, name string) bool {
	switch a := op.Attr(name).(type) {
	case *core.IntegerAttr:
		return a.Val != 0
	case *core.UnitAttr:
		return true
	}
	return false
}

// floatAttr reads a float attribute.
func floatAttr(op *core.Operation, name string, def float64) (float64, error) {
	switch a := op.Attr(name).(type) {
	case nil:
		return def, nil
	case *core.FloatAttr:
		e, err := ElemOf(a.Type)
		if err != nil {
			return 0, op.Errorf("attribute '%s': %v", name, err)
		}
		return e.Fmt.ToFloat64(a.Bits), nil
	case *core.IntegerAttr:
		return float64(a.Val), nil
	}
	return 0, op.Errorf("attribute '%s' must be a float", name)
}

// enumAttr returns the keyword of an enum attribute such as
// #stablehlo<comparison_direction LT> (here "LT"), or def when absent.
func enumAttr(op *core.Operation, name, def string) string {
	a := op.Attr(name)
	if a == nil {
		return def
	}
	switch a := a.(type) {
	case *stablehlo.EnumAttr:
		return a.String()
	case *core.StringAttr:
		return a.Value
	}
	s := strings.TrimSpace(asm.AttrString(a))
	s = strings.TrimSuffix(s, ">")
	if i := strings.LastIndexAny(s, " <"); i >= 0 {
		s = s[i+1:]
	}
	return s
}

// structAttr parses a dialect attribute printed as #dialect.name<k = v, ...>
// into its fields (values keep their text).
func structAttr(op *core.Operation, name string) (map[string]string, bool) {
	a := op.Attr(name)
	if a == nil {
		return nil, false
	}
	return parseStruct(asm.AttrString(a)), true
}

func parseStruct(s string) map[string]string {
	out := map[string]string{}
	i := strings.IndexByte(s, '<')
	if i < 0 {
		return out
	}
	body := strings.TrimSpace(s[i+1:])
	body = strings.TrimSuffix(body, ">")
	for _, f := range splitTop(body) {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			out[strings.TrimSpace(f)] = ""
			continue
		}
		out[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	return out
}

// splitTop splits s at commas outside brackets.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '[', '<', '(', '{':
			depth++
		case ']', '>', ')', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

// intList parses "[1, 2, 3]" (or "1") into integers.
func intList(s string) ([]int64, error) {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(s, "[")
	s = strings.TrimSuffix(s, "]")
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var out []int64
	for _, f := range strings.Split(s, ",") {
		v, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// structInts reads an integer list field of a struct attribute.
func structInts(op *core.Operation, m map[string]string, field string) ([]int64, error) {
	v, err := intList(m[field])
	if err != nil {
		return nil, op.Errorf("malformed field '%s': %q", field, m[field])
	}
	return v, nil
}

// symbolAttr reads a flat symbol reference.
func symbolAttr(op *core.Operation, name string) (string, bool) {
	switch a := op.Attr(name).(type) {
	case *core.SymbolRefAttr:
		return a.Root, true
	case *core.StringAttr:
		return a.Value, true
	}
	return "", false
}

func contains(xs []int64, v int64) bool {
	for _, x := range xs {
		if x == v {
			return true
		}
	}
	return false
}

// The dimension-number attributes, read from the stablehlo dialect's types
// or, for unregistered (opaque) attributes, from their text.

func gatherDims(op *core.Operation, name string) (*stablehlo.GatherDims, error) {
	switch a := op.Attr(name).(type) {
	case *stablehlo.GatherDims:
		return a, nil
	case *stablehlo.ScatterDims:
		return nil, op.Errorf("'%s' must be gather dimension numbers", name)
	case nil:
		return nil, op.Errorf("missing '%s'", name)
	}
	m, _ := structAttr(op, name)
	var d stablehlo.GatherDims
	var err error
	for _, f := range []struct {
		key string
		dst *[]int64
	}{{"offset_dims", &d.OffsetDims}, {"collapsed_slice_dims", &d.CollapsedSliceDims},
		{"operand_batching_dims", &d.OperandBatchingDims}, {"start_indices_batching_dims", &d.StartIndicesBatchingDims},
		{"start_index_map", &d.StartIndexMap}} {
		if *f.dst, err = structInts(op, m, f.key); err != nil {
			return nil, err
		}
	}
	v, err := structInts(op, m, "index_vector_dim")
	if err != nil || len(v) != 1 {
		return nil, op.Errorf("malformed '%s'", name)
	}
	d.IndexVectorDim = v[0]
	return &d, nil
}

func scatterDims(op *core.Operation, name string) (*stablehlo.ScatterDims, error) {
	switch a := op.Attr(name).(type) {
	case *stablehlo.ScatterDims:
		return a, nil
	case nil:
		return nil, op.Errorf("missing '%s'", name)
	}
	m, _ := structAttr(op, name)
	var d stablehlo.ScatterDims
	var err error
	for _, f := range []struct {
		key string
		dst *[]int64
	}{{"update_window_dims", &d.UpdateWindowDims}, {"inserted_window_dims", &d.InsertedWindowDims},
		{"input_batching_dims", &d.InputBatchingDims}, {"scatter_indices_batching_dims", &d.ScatterIndicesBatchingDims},
		{"scatter_dims_to_operand_dims", &d.ScatterDimsToOperandDims}} {
		if *f.dst, err = structInts(op, m, f.key); err != nil {
			return nil, err
		}
	}
	v, err := structInts(op, m, "index_vector_dim")
	if err != nil || len(v) != 1 {
		return nil, op.Errorf("malformed '%s'", name)
	}
	d.IndexVectorDim = v[0]
	return &d, nil
}

func dotDims(op *core.Operation, name string) (*stablehlo.DotDims, error) {
	switch a := op.Attr(name).(type) {
	case *stablehlo.DotDims:
		return a, nil
	case nil:
		return &stablehlo.DotDims{}, nil
	}
	m, _ := structAttr(op, name)
	var d stablehlo.DotDims
	var err error
	for _, f := range []struct {
		key string
		dst *[]int64
	}{{"lhs_batching_dimensions", &d.LhsBatching}, {"rhs_batching_dimensions", &d.RhsBatching},
		{"lhs_contracting_dimensions", &d.LhsContracting}, {"rhs_contracting_dimensions", &d.RhsContracting}} {
		if *f.dst, err = structInts(op, m, f.key); err != nil {
			return nil, err
		}
	}
	return &d, nil
}

func convDims(op *core.Operation, name string) (*stablehlo.ConvDims, error) {
	if a, ok := op.Attr(name).(*stablehlo.ConvDims); ok {
		return a, nil
	}
	return nil, op.Errorf("'%s' must be convolution dimension numbers", name)
}
