package stablehlo

import (
	"math"
	"strings"

	"ncc/core"
)

func f64bits(v float64) uint64 { return math.Float64bits(v) }

// parseAttr parses the body after `#stablehlo.` (or inside `#stablehlo<>`).
func parseAttr(p core.DialectParser, _ core.Type) (core.Attribute, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	ctx := p.Context()
	for _, k := range enumKinds {
		if k.Mnemonic != kw {
			continue
		}
		if p.ParseOptionalPunct("<") {
			a, err := k.parseValue(p)
			if err != nil {
				return nil, err
			}
			return a, p.ParsePunct(">")
		}
		return k.parseValue(p)
	}
	switch kw {
	case "dot":
		var d DotDims
		err := parseStructBody(p, "dot dimension numbers", []field{
			dimsField("lhs_batching_dimensions", &d.LhsBatching),
			dimsField("rhs_batching_dimensions", &d.RhsBatching),
			dimsField("lhs_contracting_dimensions", &d.LhsContracting),
			dimsField("rhs_contracting_dimensions", &d.RhsContracting),
		})
		if err != nil {
			return nil, err
		}
		return NewDotDims(ctx, d.LhsBatching, d.RhsBatching, d.LhsContracting, d.RhsContracting), nil
	case "gather":
		var d GatherDims
		err := parseStructBody(p, "gather dimension numbers", []field{
			dimsField("offset_dims", &d.OffsetDims),
			dimsField("collapsed_slice_dims", &d.CollapsedSliceDims),
			dimsField("operand_batching_dims", &d.OperandBatchingDims),
			dimsField("start_indices_batching_dims", &d.StartIndicesBatchingDims),
			dimsField("start_index_map", &d.StartIndexMap),
			intField("index_vector_dim", &d.IndexVectorDim),
		})
		if err != nil {
			return nil, err
		}
		return NewGatherDims(ctx, d), nil
	case "scatter":
		var d ScatterDims
		err := parseStructBody(p, "scatter dimension numbers", []field{
			dimsField("update_window_dims", &d.UpdateWindowDims),
			dimsField("inserted_window_dims", &d.InsertedWindowDims),
			dimsField("input_batching_dims", &d.InputBatchingDims),
			dimsField("scatter_indices_batching_dims", &d.ScatterIndicesBatchingDims),
			dimsField("scatter_dims_to_operand_dims", &d.ScatterDimsToOperandDims),
			intField("index_vector_dim", &d.IndexVectorDim),
		})
		if err != nil {
			return nil, err
		}
		return NewScatterDims(ctx, d), nil
	case "conv":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		if p.ParseOptionalKeyword("raw") {
			var d ConvDims
			err := parseStructFields(p, "dot dimension numbers", []field{
				intField("input_batch_dimension", &d.InputBatch),
				intField("input_feature_dimension", &d.InputFeature),
				dimsField("input_spatial_dimensions", &d.InputSpatial),
				intField("kernel_input_feature_dimension", &d.KernelInputFeature),
				intField("kernel_output_feature_dimension", &d.KernelOutputFeature),
				dimsField("kernel_spatial_dimensions", &d.KernelSpatial),
				intField("output_batch_dimension", &d.OutputBatch),
				intField("output_feature_dimension", &d.OutputFeature),
				dimsField("output_spatial_dimensions", &d.OutputSpatial),
			})
			if err != nil {
				return nil, err
			}
			return NewConvDims(ctx, d), nil
		}
		d, err := parseConvDims(p)
		if err != nil {
			return nil, err
		}
		return d, p.ParsePunct(">")
	case "channel_handle":
		var h, t int64
		err := parseStructBody(p, "channel handle", []field{intField("handle", &h), intField("type", &t)})
		if err != nil {
			return nil, err
		}
		return NewChannelHandle(ctx, h, t), nil
	case "output_operand_alias":
		var a OutputOperandAlias
		err := parseStructBody(p, "output operand alias", []field{
			dimsField("output_tuple_indices", &a.OutputTupleIndices),
			intField("operand_index", &a.OperandIndex),
			dimsField("operand_tuple_indices", &a.OperandTupleIndices),
		})
		if err != nil {
			return nil, err
		}
		return NewOutputOperandAlias(ctx, a.OutputTupleIndices, a.OperandIndex, a.OperandTupleIndices), nil
	case "dot_algorithm":
		return parseDotAlgorithmBody(p)
	case "result_accuracy":
		a := ResultAccuracy{Mode: Enum(ctx, ResultAccuracyModeKind, 0)}
		var mode core.Attribute
		err := parseStructBody(p, "result accuracy", []field{
			floatField("atol", &a.Atol),
			floatField("rtol", &a.Rtol),
			intField("ulps", &a.Ulps),
			{name: "mode", parse: func() error {
				m, err := p.ParseAttribute(nil)
				mode = m
				return err
			}},
		})
		if err != nil {
			return nil, err
		}
		if mode != nil {
			m, ok := mode.(*EnumAttr)
			if !ok || m.Kind != ResultAccuracyModeKind {
				return nil, p.ErrorAt(pos, "expected #stablehlo.result_accuracy_mode for 'mode'")
			}
			a.Mode = m
		}
		return NewResultAccuracy(ctx, a.Atol, a.Rtol, a.Ulps, a.Mode), nil
	case "bounds":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		var bounds []int64
		if !p.ParseOptionalPunct(">") {
			err := p.ParseCommaSeparatedList("", func() error {
				v, err := parseDimSize(p)
				bounds = append(bounds, v)
				return err
			})
			if err != nil {
				return nil, err
			}
			if err := p.ParsePunct(">"); err != nil {
				return nil, err
			}
		}
		return NewTypeExtensions(ctx, bounds), nil
	case "axis_ref":
		var name string
		var sub *SubAxisInfo
		err := parseStructBody(p, "axis ref", []field{{name: "name", parse: func() (err error) {
			name, err = p.ParseString()
			return err
		}}, {name: "sub_axis_info", parse: func() (err error) {
			sub, err = parseSubAxisInfo(ctx, p)
			return err
		}}})
		if err != nil {
			return nil, err
		}
		return NewSubAxisRef(ctx, name, sub), nil
	case "sub_axis_info":
		return parseSubAxisInfo(ctx, p)
	case "replica_group_mesh_axes":
		var mesh, axes core.Attribute
		attrField := func(name string, dst *core.Attribute) field {
			return field{name: name, parse: func() (err error) {
				*dst, err = p.ParseAttribute(nil)
				return err
			}}
		}
		if err := parseStructBody(p, "replica group mesh axes", []field{attrField("mesh", &mesh), attrField("axes", &axes)}); err != nil {
			return nil, err
		}
		arr, ok := axes.(*core.ArrayAttr)
		if mesh == nil || !ok {
			return nil, p.ErrorAt(pos, "struct is missing required parameter: mesh and axes")
		}
		// ReplicaGroupMeshAxesAttr::verify; the inline mesh is not modelled.
		if ref, ok := mesh.(*core.SymbolRefAttr); !ok || !ref.IsFlat() {
			return nil, p.ErrorAt(pos, "mesh must be a FlatSymbolRefAttr or MeshAttr")
		}
		return NewReplicaGroupMeshAxes(ctx, mesh, arr), nil
	case "type_extensions":
		var bounds []int64
		err := parseStructBody(p, "type extensions", []field{dimsField("bounds", &bounds)})
		if err != nil {
			return nil, err
		}
		return NewTypeExtensions(ctx, bounds), nil
	}
	return nil, p.ErrorAt(pos, "unknown StableHLO attribute")
}

// parseDotAlgorithmBody parses `<lhs_precision_type = tf32, ...>`.
func parseDotAlgorithmBody(p core.DialectParser) (*DotAlgorithm, error) {
	var d DotAlgorithm
	typeField := func(name string, dst *core.Type) field {
		return field{name: name, parse: func() error {
			t, err := p.ParseType()
			*dst = t
			return err
		}}
	}
	pos := p.Pos()
	err := parseStructBody(p, "dot algorithm", []field{
		typeField("lhs_precision_type", &d.LhsPrecisionType),
		typeField("rhs_precision_type", &d.RhsPrecisionType),
		typeField("accumulation_type", &d.AccumulationType),
		intField("lhs_component_count", &d.LhsComponentCount),
		intField("rhs_component_count", &d.RhsComponentCount),
		intField("num_primitive_operations", &d.NumPrimitiveOperations),
		{name: "allow_imprecise_accumulation", parse: func() error {
			switch {
			case p.ParseOptionalKeyword("true"):
				d.AllowImpreciseAccumulation = true
			case p.ParseOptionalKeyword("false"):
			default:
				return p.Errorf("expected 'true' or 'false'")
			}
			return nil
		}},
	})
	if err != nil {
		return nil, err
	}
	if d.LhsPrecisionType == nil || d.RhsPrecisionType == nil || d.AccumulationType == nil {
		return nil, p.ErrorAt(pos, "struct is missing required parameter: precision and accumulation types")
	}
	// The attribute verifies itself as it is built, as in StableHLO.
	if err := verifyDotAlgorithm(func(format string, args ...any) error { return p.ErrorAt(pos, format, args...) }, &d); err != nil {
		return nil, err
	}
	return NewDotAlgorithm(p.Context(), d), nil
}

// verifyDotAlgorithm is hlo::verifyDotAlgorithmAttr (dot_general_c22-c24,
// i8-i10): positive counts and a combination some hardware supports.
func verifyDotAlgorithm(fail failf, d *DotAlgorithm) error {
	switch {
	case d.LhsComponentCount < 1:
		return fail("lhs component count must be positive")
	case d.RhsComponentCount < 1:
		return fail("rhs component count must be positive")
	case d.NumPrimitiveOperations < 1:
		return fail("num primitive operations must be positive")
	case !knownDotAlgorithm(d):
		imprecise := 0
		if d.AllowImpreciseAccumulation {
			imprecise = 1
		}
		return fail("dot algorithm not known to be supported on any hardware: {lhs:%s, rhs:%s, accum:%s, lhs_components:%d, rhs_components:%d, primitive_ops:%d, imprecise:%d}",
			typeStr(d.LhsPrecisionType), typeStr(d.RhsPrecisionType), typeStr(d.AccumulationType),
			d.LhsComponentCount, d.RhsComponentCount, d.NumPrimitiveOperations, imprecise)
	}
	return nil
}

// knownDotAlgorithm is hlo::isKnownDotAlgorithm: the precision,
// accumulation and pass combinations of StableHLO's known algorithms.
func knownDotAlgorithm(d *DotAlgorithm) bool {
	if d.LhsComponentCount != 1 || d.RhsComponentCount != 1 {
		return false
	}
	name := func(t core.Type) string {
		if ft, ok := t.(*core.FloatType); ok {
			return ft.Name
		}
		return ""
	}
	f8 := func(t core.Type) bool {
		switch name(t) {
		case "f8E3M4", "f8E4M3", "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E5M2FNUZ":
			return true
		}
		return false
	}
	if f8(d.LhsPrecisionType) && f8(d.RhsPrecisionType) && name(d.AccumulationType) == "f32" && d.NumPrimitiveOperations == 1 {
		return true
	}
	if d.AllowImpreciseAccumulation {
		return false
	}
	switch [4]any{name(d.LhsPrecisionType), name(d.RhsPrecisionType), name(d.AccumulationType), d.NumPrimitiveOperations} {
	case [4]any{"f16", "f16", "f16", int64(1)}, [4]any{"f16", "f16", "f32", int64(1)},
		[4]any{"bf16", "bf16", "bf16", int64(1)}, [4]any{"bf16", "bf16", "f32", int64(1)},
		[4]any{"bf16", "bf16", "f32", int64(3)}, [4]any{"bf16", "bf16", "f32", int64(6)},
		[4]any{"bf16", "bf16", "f32", int64(9)}, [4]any{"tf32", "tf32", "f32", int64(1)},
		[4]any{"tf32", "tf32", "f32", int64(3)}, [4]any{"f32", "f32", "f32", int64(1)},
		[4]any{"f64", "f64", "f64", int64(1)}:
		return true
	}
	return false
}

// field is one `name = value` entry of a struct-like attribute.
type field struct {
	name  string
	parse func() error
	bind  func(core.DialectParser) error // used instead of parse when set
}

func parseDimSize(p core.DialectParser) (int64, error) {
	if p.ParseOptionalPunct("?") {
		return core.Dynamic, nil
	}
	return p.ParseInteger()
}

func parseDims(p core.DialectParser) ([]int64, error) {
	vs := []int64{}
	err := p.ParseCommaSeparatedList("[]", func() error {
		v, err := parseDimSize(p)
		vs = append(vs, v)
		return err
	})
	return vs, err
}

func dimsField(name string, dst *[]int64) field {
	return field{name: name}.with(func(p core.DialectParser) error {
		vs, err := parseDims(p)
		*dst = vs
		return err
	})
}

func intField(name string, dst *int64) field {
	return field{name: name}.with(func(p core.DialectParser) error {
		v, err := p.ParseInteger()
		*dst = v
		return err
	})
}

func floatField(name string, dst *float64) field {
	return field{name: name}.with(func(p core.DialectParser) error {
		v, err := p.ParseFloat()
		*dst = v
		return err
	})
}

// with defers binding the parser: fields are built before parseStructFields
// hands them the parser.
func (f field) with(fn func(core.DialectParser) error) field {
	f.parse = nil
	f.bind = fn
	return f
}

// parseStructBody parses `<` then the fields; see parseStructFields.
func parseStructBody(p core.DialectParser, what string, fields []field) error {
	if err := p.ParsePunct("<"); err != nil {
		return err
	}
	return parseStructFields(p, what, fields)
}

// parseStructFields is StablehloOps.cpp's parseStruct: `name = value`
// entries in any order, each at most once, separated by commas (a trailing
// comma is fine), up to and including the closing `>`. On an error it
// adds, as StableHLO's attribute parsers do, "failed parsing <what>
// attribute" at the token reached.
func parseStructFields(p core.DialectParser, what string, fields []field) error {
	if err := parseStructEntries(p, fields); err != nil {
		return append(core.AsDiagnostics(err, nil), core.AsDiagnostics(p.Errorf("failed parsing %s attribute", what), nil)...)
	}
	return nil
}

func parseStructEntries(p core.DialectParser, fields []field) error {
	seen := make([]bool, len(fields))
	for !p.ParseOptionalPunct(">") {
		found := false
		for i, f := range fields {
			if !p.ParseOptionalKeyword(f.name) {
				continue
			}
			if seen[i] {
				return p.Errorf("duplicated `%s` entry", f.name)
			}
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			var err error
			if f.bind != nil {
				err = f.bind(p)
			} else {
				err = f.parse()
			}
			if err != nil {
				return err
			}
			seen[i] = true
			found = true
			if !p.ParseOptionalPunct(",") {
				return p.ParsePunct(">")
			}
		}
		if !found {
			names := make([]string, len(fields))
			for i, f := range fields {
				names[i] = "`" + f.name + "`"
			}
			return p.Errorf("expected one of: %s", strings.Join(names, ", "))
		}
	}
	return nil
}

// parseSubAxisInfo reads the body of a sub_axis_info: `(` pre_size `)` size.
func parseSubAxisInfo(ctx *core.Context, p core.DialectParser) (*SubAxisInfo, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	pre, err := p.ParseInteger()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(")"); err != nil {
		return nil, err
	}
	size, err := p.ParseInteger()
	if err != nil {
		return nil, err
	}
	return NewSubAxisInfo(ctx, pre, size), nil
}
