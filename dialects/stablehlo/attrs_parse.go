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
	return NewDotAlgorithm(p.Context(), d), nil
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
// comma is fine), up to and including the closing `>`.
func parseStructFields(p core.DialectParser, what string, fields []field) error {
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
			return p.Errorf("expected one of: %s (failed parsing %s attribute)", strings.Join(names, ", "), what)
		}
	}
	return nil
}
