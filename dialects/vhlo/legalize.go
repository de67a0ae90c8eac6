package vhlo

import (
	"encoding/binary"
	"fmt"
	"math"
	"sort"
	"strings"

	"ncc/core"
	"ncc/dialects/ods"
	"ncc/dialects/stablehlo"
)

// StableHLO ⇄ VHLO, op for op, as StablehloLegalizeToVhlo.cpp and
// VhloLegalizeToStablehlo.cpp do: each stablehlo (and func) op becomes the
// newest VHLO version of it, attributes converted generically (builtin and
// StableHLO attributes to their #vhlo twins), the struct attributes split
// into one attribute per field, and defaults StableHLO leaves implicit
// spelled out (VHLO has none); the way back undoes each step and drops
// the attributes equal to their defaults again.

// stablehloToVhloName maps an op name to its newest VHLO op.
var stablehloToVhloName, vhloToStablehloName = func() (map[string]string, map[string]string) {
	fwd, back := map[string]string{}, map[string]string{}
	for i := range opSpecs {
		s := &opSpecs[i]
		if s.Max != Current {
			continue
		}
		base := strings.TrimPrefix(s.Name, "vhlo.")
		base = base[:strings.LastIndex(base, "_v")]
		up := "stablehlo." + base
		switch base {
		case "func", "call":
			up = "func." + base
		case "return":
			fwd["func.return"] = s.Name
		}
		fwd[up] = s.Name
		back[s.Name] = up
	}
	return fwd, back
}()

func i64Tensor(c *core.Context, vs []int64) *TensorAttr {
	raw := make([]byte, 8*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint64(raw[8*i:], uint64(v))
	}
	bt := core.RankedTensor(c, []int64{int64(len(vs))}, core.IntegerType(c, 64), nil)
	if len(vs) == 0 {
		raw = nil
	}
	return TensorOf(c, FromBuiltinType(c, bt), core.Dense(c, bt, raw))
}

func i64Attr(c *core.Context, v int64) *IntegerAttr {
	return Integer(c, Simple(c, "i64_v1"), uint64(v))
}

// attrToVhlo is convertGeneric: a builtin or StableHLO attribute as VHLO.
func attrToVhlo(c *core.Context, a core.Attribute) (core.Attribute, error) {
	return attrToVhloOther(c, a, false)
}

// attrToVhloOther is attrToVhlo; with allowOther (allow-other-dialects) an
// attribute of another dialect that has no VHLO form is kept as it is (the
// type converter's fallback), StableHLO ones still must convert.
func attrToVhloOther(c *core.Context, a core.Attribute, allowOther bool) (core.Attribute, error) {
	orig := a
	fail := func() (core.Attribute, error) {
		return nil, fmt.Errorf("cannot convert attribute %s to VHLO", core.AttrString(orig))
	}
	switch a := a.(type) {
	case *stablehlo.EnumAttr:
		for _, k := range EnumKinds {
			if k.Mnemonic == a.Kind.Mnemonic+"_v1" {
				if v, ok := k.ValueOf(a.String()); ok {
					return Enum(c, k, v), nil
				}
			}
		}
		return fail()
	case *stablehlo.OutputOperandAlias:
		return OutputOperandAlias(c, a.OutputTupleIndices, a.OperandIndex, a.OperandTupleIndices), nil
	case *stablehlo.ResultAccuracy:
		m, err := attrToVhloOther(c, a.Mode, allowOther)
		if err != nil {
			return nil, err
		}
		return ResultAccuracy(c, a.Atol, a.Rtol, a.Ulps, m), nil
	case *stablehlo.AxisRef:
		r := &AxisRefAttr{Name: String(c, a.Name)}
		if a.SubAxis != nil {
			r.SubAxisInfo = Intern(c, &SubAxisInfoAttr{PreSize: a.SubAxis.PreSize, Size: a.SubAxis.Size})
		}
		return Intern(c, r), nil
	case *stablehlo.SubAxisInfo:
		return Intern(c, &SubAxisInfoAttr{PreSize: a.PreSize, Size: a.Size}), nil
	case *stablehlo.ReplicaGroupMeshAxes:
		var mesh core.Attribute
		if ref, ok := a.Mesh.(*core.SymbolRefAttr); ok && len(ref.Nested) == 0 {
			mesh = String(c, ref.Root)
		} else {
			m, err := attrToVhloOther(c, a.Mesh, allowOther)
			if err != nil {
				return nil, err
			}
			mesh = m
		}
		axes, err := attrToVhloOther(c, a.Axes, allowOther)
		if err != nil {
			return nil, err
		}
		return Intern(c, &ReplicaGroupMeshAxesAttr{Mesh: mesh, Axes: axes}), nil
	case *core.ArrayAttr:
		elems := make([]core.Attribute, len(a.Elems))
		for i, e := range a.Elems {
			v, err := attrToVhloOther(c, e, allowOther)
			if err != nil {
				return nil, err
			}
			elems[i] = v
		}
		return Array(c, elems), nil
	case *core.DenseAttr:
		t := FromBuiltinType(c, a.Type)
		if t == nil {
			return fail()
		}
		return TensorOf(c, t, a), nil
	case *core.DenseArrayAttr:
		it, ok := a.Elem.(*core.IntType)
		if !ok || (it.Width != 64 && it.Width != 1) {
			return fail()
		}
		bt := core.RankedTensor(c, []int64{int64(a.N)}, a.Elem, nil)
		raw := a.Raw
		if a.N == 0 {
			raw = nil
		}
		return TensorOf(c, FromBuiltinType(c, bt), core.Dense(c, bt, raw)), nil
	case *core.DictAttr:
		es := make([]DictEntry, len(a.Entries))
		for i, e := range a.Entries {
			v, err := attrToVhloOther(c, e.Value, allowOther)
			if err != nil {
				return nil, err
			}
			es[i] = DictEntry{String(c, e.Name), v}
		}
		return Dict(c, es), nil
	case *core.FloatAttr:
		t := FromBuiltinType(c, a.Type)
		if t == nil || a.Hi != 0 {
			return fail()
		}
		return Float(c, t, a.Bits), nil
	case *core.IntegerAttr:
		if it, ok := a.Type.(*core.IntType); ok && it.Width == 1 && it.Sign == core.Signless {
			return Bool(c, a.Val != 0), nil
		}
		t := FromBuiltinType(c, a.Type)
		if t == nil || a.Big != nil {
			return fail()
		}
		return Integer(c, t, uint64(a.Val)), nil
	case *core.SymbolRefAttr:
		if len(a.Nested) != 0 {
			return fail()
		}
		return String(c, a.Root), nil
	case *core.StringAttr:
		if a.Type != nil {
			if _, none := a.Type.(*core.NoneType); !none {
				return fail()
			}
		}
		return String(c, a.Value), nil
	case *core.TypeAttr:
		t := FromBuiltinType(c, a.Type)
		if t == nil {
			return fail()
		}
		return TypeOf(c, t), nil
	}
	if IsVhloAttr(a) {
		return a, nil
	}
	if allowOther && !isStablehloAttr(a) {
		return a, nil
	}
	return fail()
}

// isStablehloAttr reports whether a is an attribute of the stablehlo
// dialect, which must always have a VHLO counterpart.
func isStablehloAttr(a core.Attribute) bool {
	return strings.HasPrefix(a.Key(), "stablehlo.") || strings.HasPrefix(a.Key(), "stablehlo<")
}

// toVhloAttrs converts the attributes of a stablehlo/func op: defaults
// first (addDefaults), then each attribute, special or generic.
func toVhloAttrs(op *core.Operation, allowOther bool) ([]core.NamedAttr, error) {
	c := op.Context()
	name := op.Name()
	var out []core.NamedAttr
	add := func(n string, a core.Attribute) { out = append(out, core.NamedAttr{Name: n, Value: a}) }
	has := func(n string) bool { return op.Attr(n) != nil }
	addDef := func(n string, a core.Attribute) {
		if !has(n) {
			v, err := attrToVhlo(c, a)
			if err == nil {
				add(n, v)
			}
		}
	}
	emptyArr := core.Array(c, nil)
	f := core.Bool(c, false)
	i64 := func(v int64) core.Attribute { return core.Int(c, core.IntegerType(c, 64), v) }
	splat := func(n int, v int64) core.Attribute {
		vs := make([]int64, n)
		for i := range vs {
			vs[i] = v
		}
		return i64Tensor(c, vs)
	}
	pad := func(n int) core.Attribute {
		bt := core.RankedTensor(c, []int64{int64(n), 2}, core.IntegerType(c, 64), nil)
		raw := make([]byte, 16*n)
		if n == 0 {
			raw = nil
		}
		return TensorOf(c, FromBuiltinType(c, bt), core.Dense(c, bt, raw))
	}
	prec := func() core.Attribute {
		d := Enum(c, PrecisionKind, 0)
		return Array(c, []core.Attribute{d, d})
	}
	switch name {
	case "func.func":
		addDef("sym_visibility", core.String(c, ""))
		addDef("arg_attrs", emptyArr)
		addDef("res_attrs", emptyArr)
	case "stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.reduce_scatter", "stablehlo.collective_reduce":
		addDef("channel_handle", i64(0))
		addDef("use_global_device_ids", f)
		if name == "stablehlo.collective_reduce" {
			addDef("has_dynamic_root", f)
		}
	case "stablehlo.all_to_all", "stablehlo.collective_permute":
		addDef("channel_handle", i64(0))
	case "stablehlo.collective_broadcast":
		addDef("channel_handle", i64(0))
		addDef("has_dynamic_root", f)
	case "stablehlo.cholesky":
		addDef("lower", f)
	case "stablehlo.compare":
		if !has("compare_type") {
			add("compare_type", Enum(c, ComparisonTypeKind, 0))
		}
	case "stablehlo.composite":
		addDef("version", core.Int(c, core.IntegerType(c, 64), 0))
		addDef("composite_attributes", core.Dict(c, nil))
	case "stablehlo.convolution", "stablehlo.dynamic_conv":
		n := 0
		if d, ok := op.Attr("dimension_numbers").(*stablehlo.ConvDims); ok {
			n = len(d.InputSpatial)
		}
		for _, k := range []string{"window_strides", "lhs_dilation", "rhs_dilation"} {
			if !has(k) {
				add(k, splat(n, 1))
			}
		}
		if name == "stablehlo.convolution" && !has("padding") {
			add("padding", pad(n))
		}
		if !has("window_reversal") {
			bt := core.RankedTensor(c, []int64{int64(n)}, core.IntegerType(c, 1), nil)
			raw := make([]byte, n)
			if n == 0 {
				raw = nil
			}
			add("window_reversal", TensorOf(c, FromBuiltinType(c, bt), core.Dense(c, bt, raw)))
		}
		if !has("precision_config") {
			add("precision_config", prec())
		}
	case "stablehlo.custom_call":
		addDef("has_side_effect", f)
		if !has("backend_config") {
			// getBackendConfigOrDefault: an empty dictionary for the typed
			// FFI, an empty string otherwise.
			if ia, ok := op.Attr("api_version").(*core.IntegerAttr); ok && ia.Val == 4 {
				add("backend_config", Dict(c, nil))
			} else {
				add("backend_config", String(c, ""))
			}
		}
		if !has("api_version") {
			add("api_version", Enum(c, APIVersionKind, 1))
		}
		addDef("called_computations", emptyArr)
		addDef("operand_layouts", emptyArr)
		addDef("result_layouts", emptyArr)
		addDef("output_operand_aliases", emptyArr)
		addDef("result_tilings", emptyArr)
	case "stablehlo.dot_general", "stablehlo.dot":
		if !has("precision_config") {
			add("precision_config", prec())
		}
		if name == "stablehlo.dot_general" && !has("algorithm") {
			none := TypeOf(c, Simple(c, "none_v1"))
			for _, k := range []string{"lhs_precision_type", "rhs_precision_type", "accumulation_type",
				"lhs_component_count", "rhs_component_count", "num_primitive_operations", "allow_imprecise_accumulation"} {
				add(k, none)
			}
		}
	case "stablehlo.cbrt", "stablehlo.cosine", "stablehlo.exponential", "stablehlo.exponential_minus_one", "stablehlo.log",
		"stablehlo.log_plus_one", "stablehlo.logistic", "stablehlo.rsqrt", "stablehlo.sine", "stablehlo.sqrt", "stablehlo.tan", "stablehlo.tanh":
		if !has("result_accuracy") {
			add("result_accuracy", ResultAccuracy(c, 0, 0, 0, Enum(c, ResultAccuracyModeKind, 0)))
		}
	case "stablehlo.dynamic_broadcast_in_dim":
		for _, k := range []string{"known_expanding_dimensions", "known_nonexpanding_dimensions"} {
			if !has(k) {
				add(k, i64Tensor(c, nil))
			}
		}
	case "stablehlo.dynamic_gather", "stablehlo.gather":
		addDef("indices_are_sorted", f)
	case "stablehlo.infeed":
		addDef("infeed_config", core.String(c, ""))
		addDef("layout", emptyArr)
	case "stablehlo.outfeed":
		addDef("outfeed_config", core.String(c, ""))
	case "stablehlo.recv", "stablehlo.send":
		addDef("is_host_transfer", f)
		if !has("source_target_pairs") {
			add("source_target_pairs", i64Tensor(c, nil))
		}
	case "stablehlo.reduce_window":
		n := 0
		if d, ok := op.Attr("window_dimensions").(*core.DenseArrayAttr); ok {
			n = d.N
		}
		for _, k := range []string{"window_strides", "base_dilations", "window_dilations"} {
			if !has(k) {
				add(k, splat(n, 1))
			}
		}
		if !has("padding") {
			add("padding", pad(n))
		}
	case "stablehlo.scatter":
		addDef("indices_are_sorted", f)
		addDef("unique_indices", f)
	case "stablehlo.select_and_scatter":
		d, ok := op.Attr("window_dimensions").(*core.DenseArrayAttr)
		if !ok {
			return nil, fmt.Errorf("select_and_scatter without window_dimensions")
		}
		if !has("window_strides") {
			add("window_strides", splat(d.N, 1))
		}
		if !has("padding") {
			add("padding", pad(d.N))
		}
	case "stablehlo.sort":
		addDef("dimension", i64(-1))
		addDef("is_stable", f)
	}
	// channel_handle defaults above were added under the StableHLO name;
	// give them VHLO's.
	for i := range out {
		if out[i].Name == "channel_handle" {
			out[i].Name = "channel_id"
		}
	}
	for _, na := range op.AllAttrs() {
		done, err := toVhloSpecial(op, na, &out)
		if err != nil {
			return nil, err
		}
		if done {
			continue
		}
		v, err := attrToVhloOther(c, na.Value, allowOther)
		if err != nil {
			return nil, err
		}
		add(na.Name, v)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

func toVhloSpecial(op *core.Operation, na core.NamedAttr, out *[]core.NamedAttr) (bool, error) {
	c := op.Context()
	add := func(n string, a core.Attribute) { *out = append(*out, core.NamedAttr{Name: n, Value: a}) }
	name := op.Name()
	switch a := na.Value.(type) {
	case *stablehlo.ChannelHandle:
		add("channel_id", i64Attr(c, a.Handle))
		if name == "stablehlo.send" || name == "stablehlo.recv" {
			add("channel_type", i64Attr(c, a.Type))
		}
		return true, nil
	case *stablehlo.ConvDims:
		add("input_batch_dimension", i64Attr(c, a.InputBatch))
		add("input_feature_dimension", i64Attr(c, a.InputFeature))
		add("input_spatial_dimensions", i64Tensor(c, a.InputSpatial))
		add("kernel_input_feature_dimension", i64Attr(c, a.KernelInputFeature))
		add("kernel_output_feature_dimension", i64Attr(c, a.KernelOutputFeature))
		add("kernel_spatial_dimensions", i64Tensor(c, a.KernelSpatial))
		add("output_batch_dimension", i64Attr(c, a.OutputBatch))
		add("output_feature_dimension", i64Attr(c, a.OutputFeature))
		add("output_spatial_dimensions", i64Tensor(c, a.OutputSpatial))
		return true, nil
	case *stablehlo.DotDims:
		add("lhs_batching_dimensions", i64Tensor(c, a.LhsBatching))
		add("rhs_batching_dimensions", i64Tensor(c, a.RhsBatching))
		add("lhs_contracting_dimensions", i64Tensor(c, a.LhsContracting))
		add("rhs_contracting_dimensions", i64Tensor(c, a.RhsContracting))
		return true, nil
	case *stablehlo.DotAlgorithm:
		for _, p := range []struct {
			n string
			t core.Type
		}{{"lhs_precision_type", a.LhsPrecisionType}, {"rhs_precision_type", a.RhsPrecisionType}, {"accumulation_type", a.AccumulationType}} {
			t := FromBuiltinType(c, p.t)
			if t == nil {
				return false, fmt.Errorf("cannot convert type %s to VHLO", core.TypeString(p.t))
			}
			add(p.n, TypeOf(c, t))
		}
		add("lhs_component_count", i64Attr(c, a.LhsComponentCount))
		add("rhs_component_count", i64Attr(c, a.RhsComponentCount))
		add("num_primitive_operations", i64Attr(c, a.NumPrimitiveOperations))
		add("allow_imprecise_accumulation", Bool(c, a.AllowImpreciseAccumulation))
		return true, nil
	case *stablehlo.GatherDims:
		add("offset_dims", i64Tensor(c, a.OffsetDims))
		add("collapsed_slice_dims", i64Tensor(c, a.CollapsedSliceDims))
		add("operand_batching_dims", i64Tensor(c, a.OperandBatchingDims))
		add("start_indices_batching_dims", i64Tensor(c, a.StartIndicesBatchingDims))
		add("start_index_map", i64Tensor(c, a.StartIndexMap))
		add("index_vector_dim", i64Attr(c, a.IndexVectorDim))
		return true, nil
	case *stablehlo.ScatterDims:
		add("update_window_dims", i64Tensor(c, a.UpdateWindowDims))
		add("inserted_window_dims", i64Tensor(c, a.InsertedWindowDims))
		add("input_batching_dims", i64Tensor(c, a.InputBatchingDims))
		add("scatter_indices_batching_dims", i64Tensor(c, a.ScatterIndicesBatchingDims))
		add("scatter_dims_to_operand_dims", i64Tensor(c, a.ScatterDimsToOperandDims))
		add("index_vector_dim", i64Attr(c, a.IndexVectorDim))
		return true, nil
	case *core.UnitAttr:
		if na.Name == "use_global_device_ids" || na.Name == "has_dynamic_root" {
			add(na.Name, Bool(c, true))
			return true, nil
		}
	}
	if name == "stablehlo.custom_call" && na.Name == "api_version" {
		ia, ok := na.Value.(*core.IntegerAttr)
		if !ok || ia.Val < 0 || ia.Val >= int64(len(APIVersionKind.Cases)) {
			return false, fmt.Errorf("invalid api_version")
		}
		add("api_version", Enum(c, APIVersionKind, int(ia.Val)))
		return true, nil
	}
	return false, nil
}

// LegalizeToVhlo rewrites every stablehlo and func op nested in top into
// VHLO (--stablehlo-legalize-to-vhlo). With allowOther, ops of other
// dialects stay, with their types as they are; without it, they fail.
// Nothing is changed when an op cannot be converted.
func LegalizeToVhlo(top *core.Operation, allowOther bool) error {
	c := top.Context()
	type plan struct {
		op    *core.Operation
		name  string
		attrs []core.NamedAttr
		types []core.Type
	}
	var plans []plan
	var firstErr error
	top.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		if op == top {
			return core.Advance
		}
		name := op.Name()
		vname, ok := stablehloToVhloName[name]
		if name == "stablehlo.return" {
			vname, ok = "vhlo.return_v1", true
		}
		if !ok {
			if strings.HasPrefix(name, "vhlo.") {
				return core.Advance
			}
			if !allowOther || strings.HasPrefix(name, "stablehlo.") || strings.HasPrefix(name, "func.") {
				firstErr = op.Errorf("failed to legalize operation '%s' that was explicitly marked illegal", name)
				return core.Interrupt
			}
			return core.Advance
		}
		attrs, err := toVhloAttrs(op, allowOther)
		if err != nil {
			firstErr = op.Errorf("failed to legalize operation '%s' that was explicitly marked illegal", name)
			return core.Interrupt
		}
		types := make([]core.Type, op.NumResults())
		for i, t := range op.ResultTypes() {
			if types[i] = convertTypeOther(c, t, allowOther); types[i] == nil {
				firstErr = op.Errorf("failed to legalize operation '%s' that was explicitly marked illegal", name)
				return core.Interrupt
			}
		}
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Args() {
					if convertTypeOther(c, a.Type(), allowOther) == nil {
						firstErr = op.Errorf("failed to legalize operation '%s' that was explicitly marked illegal", name)
						return core.Interrupt
					}
				}
			}
		}
		plans = append(plans, plan{op, vname, attrs, types})
		return core.Advance
	})
	if firstErr != nil {
		return firstErr
	}
	// Other dialects' ops are joined to the converted ones by casts
	// (legalize_mixed.go), which need the types converted values had.
	converted := make([]*core.Operation, 0, len(plans))
	oldTypes := map[core.Value]core.Type{}
	for _, p := range plans {
		for _, r := range p.op.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Args() {
					oldTypes[a] = a.Type()
					a.SetType(convertTypeOther(c, a.Type(), allowOther))
				}
			}
		}
		old := p.op.ResultTypes()
		nop := replace(p.op, p.name, p.attrs, p.types)
		for i, r := range nop.Results() {
			oldTypes[r] = old[i]
		}
		converted = append(converted, nop)
	}
	if allowOther {
		materializeCasts(c, converted, oldTypes)
	}
	return nil
}

// replace swaps op for a new op called name with the same operands,
// regions and location, results of the given types, and attrs.
func replace(op *core.Operation, name string, attrs []core.NamedAttr, types []core.Type) *core.Operation {
	c := op.Context()
	on, err := c.OpName(name)
	if err != nil {
		panic(err)
	}
	st := &core.OpState{Ctx: c, Name: on, Loc: op.Loc(), Operands: op.Operands(), ResultTypes: types, Attrs: attrs}
	for _, r := range op.Regions() {
		nr := st.AddRegion()
		nr.TakeBody(r)
	}
	nop := core.NewOperation(st)
	nop.MoveBefore(op)
	nop.MoveBefore(op)
	op.ReplaceAllUsesWith(nop.Results())
	op.Erase()
	return nop
}

// ---- VHLO → StableHLO ----

func f64Of(a *FloatAttr, t *core.FloatType) float64 {
	switch t.Name {
	case "f64":
		return math.Float64frombits(a.Bits)
	case "f32":
		return float64(math.Float32frombits(uint32(a.Bits)))
	}
	return 0
}

// attrToStablehlo is convertGeneric the other way.
func attrToStablehlo(c *core.Context, a core.Attribute) (core.Attribute, error) {
	fail := func() (core.Attribute, error) {
		return nil, fmt.Errorf("cannot convert attribute %s from VHLO", core.AttrString(a))
	}
	switch a := a.(type) {
	case *ArrayAttr:
		elems := make([]core.Attribute, len(a.Elems))
		for i, e := range a.Elems {
			v, err := attrToStablehlo(c, e)
			if err != nil {
				return nil, err
			}
			elems[i] = v
		}
		return core.Array(c, elems), nil
	case *BoolAttr:
		return core.Bool(c, a.Value), nil
	case *EnumAttr:
		if a.Kind == APIVersionKind {
			return core.Int(c, core.IntegerType(c, 32), int64(a.Value)), nil
		}
		for _, k := range stablehloEnumKinds() {
			if k.Mnemonic+"_v1" == a.Kind.Mnemonic {
				if v, ok := k.Value(a.String()); ok {
					return stablehlo.Enum(c, k, v), nil
				}
			}
		}
		return fail()
	case *DictAttr:
		es := make([]core.NamedAttr, 0, len(a.Entries))
		for _, e := range a.Entries {
			k, ok := e.Key.(*StringAttr)
			if !ok {
				return fail()
			}
			v, err := attrToStablehlo(c, e.Value)
			if err != nil {
				return nil, err
			}
			es = append(es, core.NamedAttr{Name: k.Value, Value: v})
		}
		return core.Dict(c, es), nil
	case *FloatAttr:
		ft, ok := ToBuiltinType(c, a.Type).(*core.FloatType)
		if !ok {
			return fail()
		}
		return core.FloatBits(c, ft, a.Bits), nil
	case *IntegerAttr:
		t := ToBuiltinType(c, a.Type)
		if t == nil {
			return fail()
		}
		return core.Int(c, t, a.Int64()), nil
	case *OutputOperandAliasAttr:
		return stablehlo.NewOutputOperandAlias(c, a.OutputTupleIndices, a.OperandIndex, a.OperandTupleIndices), nil
	case *StringAttr:
		return core.String(c, a.Value), nil
	case *TensorAttr:
		return a.Data, nil
	case *TypeAttr:
		t := ToStablehloType(c, a.Value)
		if t == nil {
			return fail()
		}
		return core.TypeAttrOf(c, t), nil
	case *ResultAccuracyAttr:
		m, err := attrToStablehlo(c, a.Mode)
		if err != nil {
			return nil, err
		}
		me, ok := m.(*stablehlo.EnumAttr)
		if !ok {
			return fail()
		}
		return stablehlo.NewResultAccuracy(c, a.Atol, a.Rtol, a.Ulps, me), nil
	case *AxisRefAttr:
		n, ok := a.Name.(*StringAttr)
		if !ok {
			return fail()
		}
		var sub *stablehlo.SubAxisInfo
		if a.SubAxisInfo != nil {
			si, ok := a.SubAxisInfo.(*SubAxisInfoAttr)
			if !ok {
				return fail()
			}
			sub = stablehlo.NewSubAxisInfo(c, si.PreSize, si.Size)
		}
		return stablehlo.NewSubAxisRef(c, n.Value, sub), nil
	case *SubAxisInfoAttr:
		return stablehlo.NewSubAxisInfo(c, a.PreSize, a.Size), nil
	case *ReplicaGroupMeshAxesAttr:
		var mesh core.Attribute
		if s, ok := a.Mesh.(*StringAttr); ok {
			mesh = core.SymbolRef(c, s.Value)
		} else {
			return fail()
		}
		axes, err := attrToStablehlo(c, a.Axes)
		if err != nil {
			return nil, err
		}
		arr, ok := axes.(*core.ArrayAttr)
		if !ok {
			return fail()
		}
		return stablehlo.NewReplicaGroupMeshAxes(c, mesh, arr), nil
	}
	// An attribute of another dialect (allowed when serializing with
	// allow-other-dialects, as JAX's #sdy shardings are) is kept:
	// VhloTypeConverter::convertUnknownAttribute with allowOtherDialects.
	if !IsVhloAttr(a) {
		return a, nil
	}
	return fail()
}

func stablehloEnumKinds() []*stablehlo.EnumKind {
	return []*stablehlo.EnumKind{stablehlo.ComparisonDirectionKind, stablehlo.ComparisonTypeKind, stablehlo.PrecisionKind,
		stablehlo.FftTypeKind, stablehlo.TransposeKind, stablehlo.RngDistributionKind, stablehlo.RngAlgorithmKind,
		stablehlo.ResultAccuracyModeKind}
}

func ints(a core.Attribute) ([]int64, bool) {
	t, ok := a.(*TensorAttr)
	if !ok {
		return nil, false
	}
	d, ok := t.Data.(*core.DenseAttr)
	if !ok {
		return nil, false
	}
	tt, ok := d.Type.(*core.TensorType)
	if !ok {
		return nil, false
	}
	n := core.NumElements(tt.Dims)
	eb := core.ElementBytes(tt.Elem)
	out := make([]int64, n)
	for i := range out {
		off := i * eb
		if d.Splat {
			off = 0
		}
		if off+eb > len(d.Raw) {
			return nil, false
		}
		var v uint64
		for b := eb - 1; b >= 0; b-- {
			v = v<<8 | uint64(d.Raw[off+b])
		}
		if eb < 8 && eb > 0 {
			sh := uint(64 - 8*eb)
			v = uint64(int64(v<<sh) >> sh)
		}
		out[i] = int64(v)
	}
	return out, true
}

func intOf(a core.Attribute) (int64, bool) {
	ia, ok := a.(*IntegerAttr)
	if !ok {
		return 0, false
	}
	return ia.Int64(), true
}

func isNone(a core.Attribute) bool {
	t, ok := a.(*TypeAttr)
	if !ok {
		return false
	}
	s, ok := t.Value.(*SimpleType)
	return ok && s.Mnemonic == "none_v1"
}

func isSplatTensor(a core.Attribute, v int64) bool {
	vs, ok := ints(a)
	if !ok {
		return false
	}
	for _, x := range vs {
		if x != v {
			return false
		}
	}
	return true
}

func isDefaultPrecision(a core.Attribute) bool {
	arr, ok := a.(*ArrayAttr)
	if !ok {
		return false
	}
	for _, e := range arr.Elems {
		if ea, ok := e.(*EnumAttr); !ok || ea.Kind != PrecisionKind || ea.Value != 0 {
			return false
		}
	}
	return true
}

func isEmptyArray(a core.Attribute) bool { x, ok := a.(*ArrayAttr); return ok && len(x.Elems) == 0 }
func isEmptyDict(a core.Attribute) bool  { x, ok := a.(*DictAttr); return ok && len(x.Entries) == 0 }
func isStr(a core.Attribute, s string) bool {
	x, ok := a.(*StringAttr)
	return ok && x.Value == s
}
func isBool(a core.Attribute, b bool) bool { x, ok := a.(*BoolAttr); return ok && x.Value == b }
func isInt(a core.Attribute, v int64) bool { x, ok := intOf(a); return ok && x == v }
func isEmptyTensor(a core.Attribute) bool {
	vs, ok := ints(a)
	return ok && len(vs) == 0
}

// removeDefaults drops the attributes StableHLO leaves implicit.
func removeDefaults(name string, attrs map[string]core.Attribute) {
	drop := func(n string, cond bool) {
		if cond {
			delete(attrs, n)
		}
	}
	switch name {
	case "vhlo.func_v1":
		drop("sym_visibility", isStr(attrs["sym_visibility"], ""))
		drop("arg_attrs", isEmptyArray(attrs["arg_attrs"]))
		drop("res_attrs", isEmptyArray(attrs["res_attrs"]))
	case "vhlo.all_gather_v2", "vhlo.all_reduce_v2", "vhlo.reduce_scatter_v1", "vhlo.collective_reduce_v1":
		drop("channel_id", isInt(attrs["channel_id"], 0))
		drop("use_global_device_ids", isBool(attrs["use_global_device_ids"], false))
		drop("has_dynamic_root", isBool(attrs["has_dynamic_root"], false))
	case "vhlo.all_to_all_v2", "vhlo.collective_permute_v1":
		drop("channel_id", isInt(attrs["channel_id"], 0))
	case "vhlo.collective_broadcast_v2":
		drop("channel_id", isInt(attrs["channel_id"], 0))
		drop("has_dynamic_root", isBool(attrs["has_dynamic_root"], false))
	case "vhlo.cholesky_v1":
		drop("lower", isBool(attrs["lower"], false))
	case "vhlo.compare_v1":
		ct, _ := attrs["compare_type"].(*EnumAttr)
		drop("compare_type", ct != nil && ct.Value == 0)
	case "vhlo.composite_v2":
		drop("version", isInt(attrs["version"], 0))
		drop("composite_attributes", isEmptyDict(attrs["composite_attributes"]))
	case "vhlo.convolution_v1", "vhlo.dynamic_conv_v2":
		drop("window_strides", isSplatTensor(attrs["window_strides"], 1))
		if name == "vhlo.convolution_v1" {
			drop("padding", isSplatTensor(attrs["padding"], 0))
		}
		drop("lhs_dilation", isSplatTensor(attrs["lhs_dilation"], 1))
		drop("rhs_dilation", isSplatTensor(attrs["rhs_dilation"], 1))
		drop("window_reversal", isSplatTensor(attrs["window_reversal"], 0))
		drop("precision_config", isDefaultPrecision(attrs["precision_config"]))
	case "vhlo.custom_call_v2":
		drop("has_side_effect", isBool(attrs["has_side_effect"], false))
		drop("backend_config", isStr(attrs["backend_config"], "") || isEmptyDict(attrs["backend_config"]))
		av, _ := attrs["api_version"].(*EnumAttr)
		drop("api_version", av != nil && av.Value == 1)
		drop("called_computations", isEmptyArray(attrs["called_computations"]))
		if isEmptyArray(attrs["operand_layouts"]) && isEmptyArray(attrs["result_layouts"]) {
			delete(attrs, "operand_layouts")
			delete(attrs, "result_layouts")
		}
		drop("output_operand_aliases", isEmptyArray(attrs["output_operand_aliases"]))
		drop("result_tilings", isEmptyArray(attrs["result_tilings"]))
	case "vhlo.dot_general_v2", "vhlo.dot_v1":
		drop("precision_config", isDefaultPrecision(attrs["precision_config"]))
	case "vhlo.dynamic_broadcast_in_dim_v1":
		drop("known_expanding_dimensions", isEmptyTensor(attrs["known_expanding_dimensions"]))
		drop("known_nonexpanding_dimensions", isEmptyTensor(attrs["known_nonexpanding_dimensions"]))
	case "vhlo.dynamic_gather_v2", "vhlo.gather_v2":
		drop("indices_are_sorted", isBool(attrs["indices_are_sorted"], false))
	case "vhlo.infeed_v1":
		drop("infeed_config", isStr(attrs["infeed_config"], ""))
		drop("layout", isEmptyArray(attrs["layout"]))
	case "vhlo.outfeed_v1":
		drop("outfeed_config", isStr(attrs["outfeed_config"], ""))
	case "vhlo.recv_v2", "vhlo.send_v2":
		drop("is_host_transfer", isBool(attrs["is_host_transfer"], false))
		drop("source_target_pairs", isEmptyTensor(attrs["source_target_pairs"]))
	case "vhlo.reduce_window_v1":
		drop("window_strides", isSplatTensor(attrs["window_strides"], 1))
		drop("base_dilations", isSplatTensor(attrs["base_dilations"], 1))
		drop("window_dilations", isSplatTensor(attrs["window_dilations"], 1))
		drop("padding", isSplatTensor(attrs["padding"], 0))
	case "vhlo.scatter_v2":
		drop("indices_are_sorted", isBool(attrs["indices_are_sorted"], false))
		drop("unique_indices", isBool(attrs["unique_indices"], false))
	case "vhlo.select_and_scatter_v1":
		drop("window_strides", isSplatTensor(attrs["window_strides"], 1))
		drop("padding", isSplatTensor(attrs["padding"], 0))
	case "vhlo.sort_v1":
		drop("dimension", isInt(attrs["dimension"], -1))
		drop("is_stable", isBool(attrs["is_stable"], false))
	case "vhlo.cbrt_v2", "vhlo.cosine_v2", "vhlo.exponential_v2", "vhlo.exponential_minus_one_v2", "vhlo.log_v2",
		"vhlo.log_plus_one_v2", "vhlo.logistic_v2", "vhlo.rsqrt_v2", "vhlo.sine_v2", "vhlo.sqrt_v2", "vhlo.tan_v2", "vhlo.tanh_v2":
		if ra, ok := attrs["result_accuracy"].(*ResultAccuracyAttr); ok {
			m, _ := ra.Mode.(*EnumAttr)
			drop("result_accuracy", ra.Atol == 0 && ra.Rtol == 0 && ra.Ulps == 0 && m != nil && m.Value == 0)
		}
	}
}

// toStablehloAttrs converts the attributes of a (current) VHLO op to those
// of up, the stablehlo or func op it becomes.
func toStablehloAttrs(op *core.Operation, up string) ([]core.NamedAttr, error) {
	c := op.Context()
	attrs := map[string]core.Attribute{}
	for _, na := range op.AllAttrs() {
		attrs[na.Name] = na.Value
	}
	removeDefaults(op.Name(), attrs)
	var out []core.NamedAttr
	add := func(n string, a core.Attribute) { out = append(out, core.NamedAttr{Name: n, Value: a}) }
	take := func(names ...string) ([]core.Attribute, bool) {
		vs := make([]core.Attribute, len(names))
		for i, n := range names {
			v, ok := attrs[n]
			if !ok {
				return nil, false
			}
			vs[i] = v
			delete(attrs, n)
		}
		return vs, true
	}
	bad := fmt.Errorf("cannot convert the attributes of %s", op.Name())
	mustInts := func(a core.Attribute) []int64 { vs, _ := ints(a); return vs }
	mustInt := func(a core.Attribute) int64 { v, _ := intOf(a); return v }
	switch op.Name() {
	case "vhlo.convolution_v1", "vhlo.dynamic_conv_v2":
		vs, ok := take("input_batch_dimension", "input_feature_dimension", "input_spatial_dimensions",
			"kernel_input_feature_dimension", "kernel_output_feature_dimension", "kernel_spatial_dimensions",
			"output_batch_dimension", "output_feature_dimension", "output_spatial_dimensions")
		if !ok {
			return nil, bad
		}
		add("dimension_numbers", stablehlo.NewConvDims(c, stablehlo.ConvDims{
			InputBatch: mustInt(vs[0]), InputFeature: mustInt(vs[1]), InputSpatial: mustInts(vs[2]),
			KernelInputFeature: mustInt(vs[3]), KernelOutputFeature: mustInt(vs[4]), KernelSpatial: mustInts(vs[5]),
			OutputBatch: mustInt(vs[6]), OutputFeature: mustInt(vs[7]), OutputSpatial: mustInts(vs[8])}))
	case "vhlo.dot_general_v2":
		vs, ok := take("lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions", "rhs_contracting_dimensions")
		if !ok {
			return nil, bad
		}
		add("dot_dimension_numbers", stablehlo.NewDotDims(c, mustInts(vs[0]), mustInts(vs[1]), mustInts(vs[2]), mustInts(vs[3])))
		al, ok := take("lhs_precision_type", "rhs_precision_type", "accumulation_type", "lhs_component_count",
			"rhs_component_count", "num_primitive_operations", "allow_imprecise_accumulation")
		if !ok {
			return nil, bad
		}
		if !isNone(al[3]) {
			var d stablehlo.DotAlgorithm
			for i, p := range []*core.Type{&d.LhsPrecisionType, &d.RhsPrecisionType, &d.AccumulationType} {
				t, ok := al[i].(*TypeAttr)
				if !ok {
					return nil, bad
				}
				*p = ToStablehloType(c, t.Value)
			}
			d.LhsComponentCount, d.RhsComponentCount, d.NumPrimitiveOperations = mustInt(al[3]), mustInt(al[4]), mustInt(al[5])
			b, _ := al[6].(*BoolAttr)
			d.AllowImpreciseAccumulation = b != nil && b.Value
			add("algorithm", stablehlo.NewDotAlgorithm(c, d))
		}
	case "vhlo.gather_v2", "vhlo.dynamic_gather_v2":
		vs, ok := take("offset_dims", "collapsed_slice_dims", "operand_batching_dims", "start_indices_batching_dims", "start_index_map", "index_vector_dim")
		if !ok {
			return nil, bad
		}
		add("dimension_numbers", stablehlo.NewGatherDims(c, stablehlo.GatherDims{OffsetDims: mustInts(vs[0]),
			CollapsedSliceDims: mustInts(vs[1]), OperandBatchingDims: mustInts(vs[2]), StartIndicesBatchingDims: mustInts(vs[3]),
			StartIndexMap: mustInts(vs[4]), IndexVectorDim: mustInt(vs[5])}))
	case "vhlo.scatter_v2":
		vs, ok := take("update_window_dims", "inserted_window_dims", "input_batching_dims", "scatter_indices_batching_dims", "scatter_dims_to_operand_dims", "index_vector_dim")
		if !ok {
			return nil, bad
		}
		add("scatter_dimension_numbers", stablehlo.NewScatterDims(c, stablehlo.ScatterDims{UpdateWindowDims: mustInts(vs[0]),
			InsertedWindowDims: mustInts(vs[1]), InputBatchingDims: mustInts(vs[2]), ScatterIndicesBatchingDims: mustInts(vs[3]),
			ScatterDimsToOperandDims: mustInts(vs[4]), IndexVectorDim: mustInt(vs[5])}))
	case "vhlo.send_v2", "vhlo.recv_v2":
		vs, ok := take("channel_id", "channel_type")
		if !ok {
			return nil, bad
		}
		add("channel_handle", stablehlo.NewChannelHandle(c, mustInt(vs[0]), mustInt(vs[1])))
	}
	if v, ok := attrs["channel_id"]; ok {
		delete(attrs, "channel_id")
		add("channel_handle", stablehlo.NewChannelHandle(c, mustInt(v), 0))
	}
	for _, n := range []string{"use_global_device_ids", "has_dynamic_root"} {
		if v, ok := attrs[n]; ok {
			delete(attrs, n)
			if isBool(v, true) {
				add(n, core.Unit(c))
			}
		}
	}
	var def *core.OpDef
	if d := c.LookupOp(up); d != nil {
		def = d
	}
	names := make([]string, 0, len(attrs))
	for n := range attrs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		v := attrs[n]
		if (n == "callee" || n == "decomposition") && isStrAttr(v) {
			add(n, core.SymbolRef(c, v.(*StringAttr).Value))
			continue
		}
		if n == "called_computations" {
			arr, ok := v.(*ArrayAttr)
			if !ok {
				return nil, bad
			}
			refs := make([]core.Attribute, len(arr.Elems))
			for i, e := range arr.Elems {
				s, ok := e.(*StringAttr)
				if !ok {
					return nil, bad
				}
				refs[i] = core.SymbolRef(c, s.Value)
			}
			add(n, core.Array(c, refs))
			continue
		}
		if def != nil {
			if ad := def.AttrDef(n); ad != nil && (ad.Constraint.Summary == ods.DenseI64ArrayAttr.Summary || ad.Constraint.Summary == ods.DenseBoolArrayAttr.Summary) {
				vs, ok := ints(v)
				if !ok {
					return nil, bad
				}
				elem := core.IntegerType(c, 64)
				eb := 8
				if ad.Constraint.Summary == ods.DenseBoolArrayAttr.Summary {
					elem, eb = core.IntegerType(c, 1), 1
				}
				raw := make([]byte, eb*len(vs))
				for i, x := range vs {
					for b := 0; b < eb; b++ {
						raw[i*eb+b] = byte(uint64(x) >> (8 * b))
					}
					if eb == 1 && x != 0 {
						raw[i] = 1
					}
				}
				add(n, core.DenseArray(c, elem, len(vs), raw))
				continue
			}
		}
		sv, err := attrToStablehlo(c, v)
		if err != nil {
			return nil, err
		}
		add(n, sv)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

func isStrAttr(a core.Attribute) bool { _, ok := a.(*StringAttr); return ok }

// LegalizeToStablehlo rewrites every VHLO op nested in top into StableHLO
// and func (--vhlo-legalize-to-stablehlo). The ops must be at the current
// version (run ToVersion(Current) first); nothing changes on failure.
func LegalizeToStablehlo(top *core.Operation) error {
	c := top.Context()
	type plan struct {
		op    *core.Operation
		name  string
		attrs []core.NamedAttr
		types []core.Type
	}
	var plans []plan
	var firstErr error
	fail := func(op *core.Operation) core.WalkResult {
		firstErr = op.Errorf("failed to legalize operation '%s' that was explicitly marked illegal", op.Name())
		return core.Interrupt
	}
	var others []*core.Operation
	top.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		if op == top {
			return core.Advance
		}
		if !strings.HasPrefix(op.Name(), "vhlo.") {
			others = append(others, op)
			return core.Advance
		}
		up, ok := vhloToStablehloName[op.Name()]
		if !ok {
			return fail(op)
		}
		if op.Name() == "vhlo.return_v1" {
			up = "stablehlo.return"
			if p := op.ParentOp(); p != nil && p.Name() == "vhlo.func_v1" {
				up = "func.return"
			}
		}
		attrs, err := toStablehloAttrs(op, up)
		if err != nil {
			return fail(op)
		}
		types := make([]core.Type, op.NumResults())
		for i, t := range op.ResultTypes() {
			if types[i] = ToStablehloType(c, t); types[i] == nil {
				return fail(op)
			}
		}
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Args() {
					if ToStablehloType(c, a.Type()) == nil {
						return fail(op)
					}
				}
			}
		}
		plans = append(plans, plan{op, up, attrs, types})
		return core.Advance
	})
	if firstErr != nil {
		return firstErr
	}
	for _, p := range plans {
		for _, r := range p.op.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Args() {
					a.SetType(ToStablehloType(c, a.Type()))
				}
			}
		}
		replace(p.op, p.name, p.attrs, p.types)
	}
	// Ops of other dialects (allow-other-dialects artifacts: sdy ops, and
	// the unrealized casts the serializer put between them and VHLO) get
	// builtin types too, as the pass's AttrTypeReplacer gives every op,
	// and the casts that became identities go (reconcileUnrealizedCasts).
	var casts []*core.Operation
	for _, op := range others {
		for i := range op.NumResults() {
			if t := op.Result(i).Type(); IsVhloType(t) {
				if b := ToStablehloType(c, t); b != nil {
					op.Result(i).SetType(b)
				}
			}
		}
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Args() {
					if IsVhloType(a.Type()) {
						if t := ToStablehloType(c, a.Type()); t != nil {
							a.SetType(t)
						}
					}
				}
			}
		}
		if op.Name() == "builtin.unrealized_conversion_cast" {
			casts = append(casts, op)
		}
	}
	reconcileCasts(casts)
	return nil
}
