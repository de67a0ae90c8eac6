package sdy

import (
	"fmt"
	"strconv"
	"strings"

	"ncc/core"
)

// The parsers follow Shardy's parsers.cc and the parsers mlir-tblgen
// generates from the assembly formats in attrs.td, token for token, with
// their messages. Each parseX reads the stripped form (what follows the
// mnemonic); parseAttr dispatches on the mnemonic after `#sdy.`.

func errf(format string, args ...any) error { return fmt.Errorf(format, args...) }

// chain adds, after the errors err holds, the one mlir-tblgen's parsers
// report when a parameter fails to parse: "failed to parse Sdy_Mesh
// parameter 'axes' which is to be a `::llvm::ArrayRef<MeshAxisAttr>`"
// (cppType "" leaves the last part out, as Shardy's hand-written parsers
// do), at the token where parsing stopped.
func chain(p core.DialectParser, err error, def, param, cppType string) error {
	msg := "failed to parse " + def + " parameter '" + param + "'"
	if cppType != "" {
		msg += " which is to be a `" + cppType + "`"
	}
	return chainMsg(p, err, msg)
}

func chainMsg(p core.DialectParser, err error, msg string) error {
	return append(core.AsDiagnostics(err, nil), core.AsDiagnostics(p.Errorf("%s", msg), nil)...)
}

// chained is parse as the element parser of a list parameter: its errors
// are chained as those of def's parameter param.
func chained[T any](p core.DialectParser, parse func(core.DialectParser) (T, error), def, param, cppType string) func() (T, error) {
	return func() (T, error) {
		x, err := parse(p)
		if err != nil {
			var zero T
			return zero, chain(p, err, def, param, cppType)
		}
		return x, nil
	}
}

// parseAttr parses the body of an sdy attribute after `#sdy.` (or inside
// `#sdy<...>`).
func parseAttr(p core.DialectParser, _ core.Type) (core.Attribute, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	switch kw {
	case "mesh_axis":
		return parseMeshAxis(p)
	case "mesh":
		return parseMesh(p)
	case "sub_axis_info":
		return parseSubAxisInfo(p)
	case "axis_ref":
		return parseAxisRef(p)
	case "dimension_sharding":
		return parseDimSharding(p)
	case "sharding":
		return parseSharding(p)
	case "sharding_per_value":
		return parseShardingPerValue(p)
	case "dim_mapping":
		return parseDimMapping(p)
	case "tensor_mapping":
		return parseTensorMapping(p)
	case "op_sharding_rule":
		return parseOpShardingRule(p)
	case "manual_axes":
		return parseManualAxes(p)
	case "axis_ref_list":
		return parseAxisRefList(p)
	case "list_of_axis_ref_lists":
		return parseListOfAxisRefLists(p)
	case "all_to_all_param":
		return parseAllToAllParam(p)
	case "all_to_all_param_list":
		return parseAllToAllParamList(p)
	}
	return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `sdy`", kw)
}

// checked reports a failed attribute verifier at pos, as getChecked does.
func checked[T core.Attribute](p core.DialectParser, pos core.Pos, a T, verify func() error) (T, error) {
	if err := verify(); err != nil {
		var zero T
		return zero, p.ErrorAt(pos, "%s", err.Error())
	}
	return a, nil
}

func parseInt64(p core.DialectParser) (int64, error) { return p.ParseInteger() }

// parseList reads open, zero or more comma-separated elements and close
// (`[]`, `[a, b]`); an empty list is nil. elem reads one element and
// wraps its own errors (see chained), as each list names its parameter.
func parseList[T any](p core.DialectParser, open, close string, elem func() (T, error)) ([]T, error) {
	if err := p.ParsePunct(open); err != nil {
		return nil, err
	}
	return parseListRest(p, close, elem)
}

// parseListRest is parseList after its opening punctuation.
func parseListRest[T any](p core.DialectParser, close string, elem func() (T, error)) ([]T, error) {
	if p.ParseOptionalPunct(close) {
		return nil, nil
	}
	return parseElems(p, close, elem)
}

// parseNonEmptyList is parseList for a list of at least one element.
func parseNonEmptyList[T any](p core.DialectParser, open, close string, elem func() (T, error)) ([]T, error) {
	if err := p.ParsePunct(open); err != nil {
		return nil, err
	}
	return parseElems(p, close, elem)
}

// parseElems reads one or more comma-separated elements, then close.
func parseElems[T any](p core.DialectParser, close string, elem func() (T, error)) ([]T, error) {
	var xs []T
	for {
		x, err := elem()
		if err != nil {
			return nil, err
		}
		xs = append(xs, x)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct(close); err != nil {
		return nil, err
	}
	return xs, nil
}

// parseMeshAxis reads `"a"=2`.
func parseMeshAxis(p core.DialectParser) (*MeshAxis, error) {
	pos := p.Pos()
	name, err := p.ParseString()
	if err != nil {
		return nil, chain(p, err, "Sdy_MeshAxis", "name", "::llvm::StringRef")
	}
	if err := p.ParsePunct("="); err != nil {
		return nil, err
	}
	size, err := parseInt64(p)
	if err != nil {
		return nil, chain(p, err, "Sdy_MeshAxis", "size", "int64_t")
	}
	a := NewMeshAxis(p.Context(), name, size)
	return checked(p, pos, a, a.Verify)
}

// parseMesh reads `<[axes], device_ids=[...]>`.
func parseMesh(p core.DialectParser) (*Mesh, error) {
	pos := p.Pos()
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	axes, err := parseList(p, "[", "]", chained(p, parseMeshAxis, "Sdy_Mesh", "axes", "::llvm::ArrayRef<MeshAxisAttr>"))
	if err != nil {
		return nil, err
	}
	var ids []int64
	if p.ParseOptionalPunct(",") {
		if err := p.ParseKeyword("device_ids"); err != nil {
			return nil, err
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, err
		}
		if ids, err = parseNonEmptyList(p, "[", "]", chained(p, parseInt64, "Sdy_Mesh", "device_ids", "::llvm::ArrayRef<int64_t>")); err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	// Shardy's checked builder drops iota device ids, then verifies.
	raw := &Mesh{Axes: axes, DeviceIDs: ids}
	if err := raw.verifyBuilt(); err != nil {
		return nil, p.ErrorAt(pos, "%s", err.Error())
	}
	return NewMesh(p.Context(), axes, ids), nil
}

// verifyBuilt is Verify on the mesh the builder makes of these
// parameters (iota device ids dropped), as Shardy's getChecked verifies.
func (m *Mesh) verifyBuilt() error {
	b := *m
	if len(b.Axes) > 0 && len(b.DeviceIDs) > 0 {
		iota := int64(len(b.DeviceIDs)) == b.TotalSize()
		for i, d := range b.DeviceIDs {
			if d != int64(i) {
				iota = false
			}
		}
		if iota {
			b.DeviceIDs = nil
		}
	}
	return b.Verify()
}

// parseSubAxisInfo reads `(pre)size`.
func parseSubAxisInfo(p core.DialectParser) (*SubAxisInfo, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	pre, err := parseInt64(p)
	if err != nil {
		return nil, chain(p, err, "Sdy_SubAxisInfo", "pre_size", "int64_t")
	}
	if err := p.ParsePunct(")"); err != nil {
		return nil, err
	}
	size, err := parseInt64(p)
	if err != nil {
		return nil, chain(p, err, "Sdy_SubAxisInfo", "size", "int64_t")
	}
	return NewSubAxisInfo(p.Context(), pre, size), nil
}

// parseAxisRef reads `"a"` or `"a":(1)2`.
func parseAxisRef(p core.DialectParser) (*AxisRef, error) {
	name, err := p.ParseString()
	if err != nil {
		return nil, chain(p, err, "Sdy_AxisRef", "name", "::llvm::StringRef")
	}
	var sub *SubAxisInfo
	if p.ParseOptionalPunct(":") {
		if sub, err = parseSubAxisInfo(p); err != nil {
			return nil, chain(p, err, "Sdy_AxisRef", "sub_axis_info", "SubAxisInfoAttr")
		}
	}
	return NewAxisRef(p.Context(), name, sub), nil
}

// parseBracedAxes reads `{` axes `}`, possibly empty (the ArrayOfAttr
// format "`{` (`}`) : ($value^ “ `}`)?").
func parseBracedAxes(p core.DialectParser) ([]*AxisRef, error) {
	return parseList(p, "{", "}", chained(p, parseAxisRef, "Sdy_AxisRefList", "value", "::llvm::ArrayRef<AxisRefAttr>"))
}

// parseDimSharding is DimensionShardingAttr::parse: `{"a", "b", ?}p2`.
func parseDimSharding(p core.DialectParser) (*DimSharding, error) {
	if err := p.ParsePunct("{"); err != nil {
		return nil, err
	}
	var axes []*AxisRef
	closed := true
	for !p.ParseOptionalPunct("}") {
		if len(axes) > 0 {
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
		}
		if p.ParseOptionalPunct("?") {
			closed = false
			if err := p.ParsePunct("}"); err != nil {
				return nil, err
			}
			break
		}
		a, err := parseAxisRef(p)
		if err != nil {
			return nil, err
		}
		axes = append(axes, a)
	}
	priority := int64(-1)
	pos := p.Pos()
	if kw, ok := p.ParseOptionalAnyKeyword(); ok {
		num := strings.TrimPrefix(kw, "p")
		digits := len(kw) >= 2 && kw[0] == 'p'
		for i := 0; digits && i < len(num); i++ {
			digits = num[i] >= '0' && num[i] <= '9'
		}
		if !digits {
			return nil, p.ErrorAt(pos, "expecting priority in format 'p<number>', got: %s", kw)
		}
		if strings.HasPrefix(num, "0") && len(num) > 1 {
			return nil, p.ErrorAt(pos, "priorities with leading zeros are not allowed, got: %s", kw)
		}
		v, err := strconv.ParseInt(num, 10, 64)
		if err != nil {
			return nil, p.ErrorAt(pos, "expecting integer priority, got: %s", kw)
		}
		priority = v
	}
	return NewDimSharding(p.Context(), axes, closed, priority), nil
}

// parseSharding reads the stripped TensorShardingAttr:
// `<@mesh, [dims], replicated={...}, unreduced=max{...}>`.
func parseSharding(p core.DialectParser) (*Sharding, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	meshOrRef, err := parseMeshOrRef(p)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	dims, err := parseList(p, "[", "]", chained(p, parseDimSharding, "Sdy_TensorSharding", "dim_shardings", "::llvm::ArrayRef<DimensionShardingAttr>"))
	if err != nil {
		return nil, err
	}
	var replicated, unreduced []*AxisRef
	red := ReductionSum
	for p.ParseOptionalPunct(",") {
		switch {
		case len(replicated) == 0 && p.ParseOptionalKeyword("replicated"):
			if err := p.ParsePunct("="); err != nil {
				return nil, chain(p, err, "Sdy_TensorSharding", "replicated_axes", "")
			}
			if replicated, err = parseAxisList(p); err != nil {
				return nil, chain(p, err, "Sdy_TensorSharding", "replicated_axes", "")
			}
		case len(unreduced) == 0 && p.ParseOptionalKeyword("unreduced"):
			if p.ParseOptionalPunct("=") {
				switch {
				case p.ParseOptionalKeyword("sum"):
					red = ReductionSum
				case p.ParseOptionalKeyword("max"):
					red = ReductionMax
				case p.ParseOptionalKeyword("min"):
					red = ReductionMin
				}
			}
			if unreduced, err = parseAxisList(p); err != nil {
				return nil, chain(p, err, "Sdy_TensorSharding", "unreduced_axes", "")
			}
		default:
			return nil, p.Errorf("failed to parse Sdy_TensorSharding, expected valid named axis list after comma")
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return NewSharding(p.Context(), meshOrRef, dims, replicated, unreduced, red), nil
}

// parseAxisList is Shardy's parseAxisList: `{` one or more axes `}`.
func parseAxisList(p core.DialectParser) ([]*AxisRef, error) {
	return parseNonEmptyList(p, "{", "}", func() (*AxisRef, error) {
		a, err := parseAxisRef(p)
		if err != nil {
			return nil, chainMsg(p, err, "failed to parse axis list which is expected to be an `ArrayRef<AxisRefAttr>`")
		}
		return a, nil
	})
}

// parseMeshOrRef reads `mesh<...>` (an inlined mesh) or `@name`.
func parseMeshOrRef(p core.DialectParser) (core.Attribute, error) {
	if p.ParseOptionalKeyword("mesh") {
		m, err := parseMesh(p)
		if err != nil {
			return nil, chainMsg(p, err, "failed to parse MeshAttr")
		}
		return m, nil
	}
	pos := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, chainMsg(p, err, "expecting MeshAttr or FlatSymbolRefAttr, got: <<NULL ATTRIBUTE>>")
	}
	if r, ok := a.(*core.SymbolRefAttr); ok && len(r.Nested) == 0 {
		return r, nil
	}
	return nil, chainMsg(p, p.ErrorAt(pos, "invalid kind of attribute specified"),
		"expecting MeshAttr or FlatSymbolRefAttr, got: <<NULL ATTRIBUTE>>")
}

// parseStrippedPerValue reads `[<...>, <...>]`: the list of
// TensorShardingPerValueAttr (generated: a failed sharding is chained) or
// of parseStrippedTensorShardingPerValueAttr (hand-written: it is not).
func parseStrippedPerValue(p core.DialectParser, generated bool) (*ShardingPerValue, error) {
	elem := func() (*Sharding, error) { return parseSharding(p) }
	if generated {
		elem = chained(p, parseSharding, "Sdy_TensorShardingPerValue", "shardings", "::llvm::ArrayRef<TensorShardingAttr>")
	}
	shs, err := parseList(p, "[", "]", elem)
	if err != nil {
		return nil, err
	}
	return NewShardingPerValue(p.Context(), shs), nil
}

// parseShardingPerValue reads the stripped TensorShardingPerValueAttr,
// `<[<...>, <...>]>`.
func parseShardingPerValue(p core.DialectParser) (*ShardingPerValue, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	s, err := parseStrippedPerValue(p, true)
	if err != nil {
		return nil, err
	}
	return s, p.ParsePunct(">")
}

// parseFactorSymbol removes the first factor symbol from s and returns its
// index (Shardy's parseFactorSymbolIndex): a letter i..z, or z_N.
func parseFactorSymbol(p core.DialectParser, pos core.Pos, s *string) (int64, error) {
	str := *s
	if !strings.HasPrefix(str, "z_") {
		c := str[0]
		if c < 'i' || c > 'z' {
			return 0, p.ErrorAt(pos, "expecting symbol from 'i' to 'z'. Received: '%c'", c)
		}
		*s = str[1:]
		return int64(c - 'i'), nil
	}
	n := 2
	for n < len(str) && str[n] >= '0' && str[n] <= '9' {
		n++
	}
	if n == 2 {
		return 0, p.ErrorAt(pos, "expecting integer after 'z_'. Received: '%s'", str)
	}
	num := str[2:n]
	if num[0] == '0' {
		return 0, p.ErrorAt(pos, "expecting positive integer without leading zeros. Received: '%s'", num)
	}
	v, err := strconv.ParseInt(num, 10, 64)
	if err != nil {
		return 0, p.ErrorAt(pos, "expecting symbol index <=2^63-1. Received: '%s'", num)
	}
	*s = str[n:]
	// As in Shardy, an index near 2^63 wraps around (and then fails the
	// iota-order or range checks).
	return v + startAtZ, nil
}

// parseDimMapping is DimMappingAttr::parse: the factor symbols of one
// dimension run together (`ijz_1`); no keyword is an empty mapping, which
// the verifier rejects.
func parseDimMapping(p core.DialectParser) (*DimMapping, error) {
	pos := p.Pos()
	kw, ok := p.ParseOptionalAnyKeyword()
	if !ok {
		return NewDimMapping(p.Context(), nil), nil
	}
	var fs []int64
	for kw != "" {
		f, err := parseFactorSymbol(p, pos, &kw)
		if err != nil {
			return nil, err
		}
		fs = append(fs, f)
	}
	return NewDimMapping(p.Context(), fs), nil
}

// parseTensorMapping reads `[i, jk]`.
func parseTensorMapping(p core.DialectParser) (*TensorMapping, error) {
	dims, err := parseList(p, "[", "]", chained(p, parseDimMapping, "Sdy_TensorMapping", "dim_mappings", "::llvm::ArrayRef<DimMappingAttr>"))
	if err != nil {
		return nil, err
	}
	return NewTensorMapping(p.Context(), dims), nil
}

// parseTensorMappings reads `(m1, m2)`, the operand or result mappings
// (param) of an op sharding rule. A failed mapping is chained; a missing
// parenthesis is not.
func parseTensorMappings(p core.DialectParser, param string) ([]*TensorMapping, error) {
	return parseNonEmptyList(p, "(", ")", func() (*TensorMapping, error) {
		m, err := parseTensorMapping(p)
		if err != nil {
			return nil, chain(p, err, "Sdy_OpShardingRule", param, "::llvm::ArrayRef<TensorMappingAttr>")
		}
		return m, nil
	})
}

// parseOpShardingRule reads
// `<(operands)->(results) {i=2, ...} reduction={...} ..., custom>`.
func parseOpShardingRule(p core.DialectParser) (*OpShardingRule, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var r OpShardingRule
	var err error
	if r.Operands, err = parseTensorMappings(p, "operand_mappings"); err != nil {
		return nil, err
	}
	if err := p.ParsePunct("->"); err != nil {
		return nil, err
	}
	if r.Results, err = parseTensorMappings(p, "result_mappings"); err != nil {
		return nil, err
	}
	// custom<FactorSizes>: `{i=2, j=4}`, symbols in iota order.
	if p.ParseOptionalPunct("{") {
		want := int64(0)
		if r.FactorSizes, err = parseListRest(p, "}", func() (int64, error) {
			pos := p.Pos()
			kw, err := p.ParseAnyKeyword()
			if err != nil {
				return 0, err
			}
			rest := kw
			f, err := parseFactorSymbol(p, pos, &rest)
			if err != nil {
				return 0, err
			}
			if f != want {
				return 0, p.ErrorAt(pos, "expecting factor indices to be ordered like an iota ([0,1,2,...], e.g. {i=#, j=#, ...}). Expecting factor index symbol '%s', received: '%s'",
					FactorSymbol(want), FactorSymbol(f))
			}
			if rest != "" {
				return 0, p.ErrorAt(pos, "expecting single factor symbol: %s", rest)
			}
			if err := p.ParsePunct("="); err != nil {
				return 0, err
			}
			want++
			return parseInt64(p)
		}); err != nil {
			return nil, err
		}
	}
	// custom<FactorsWithType>, in this order.
	for _, g := range []struct {
		name string
		dst  *[]int64
	}{{"reduction", &r.Reduction}, {"need_replication", &r.NeedReplication},
		{"permutation", &r.Permutation}, {"blocked_propagation", &r.BlockedPropagation}} {
		if !p.ParseOptionalKeyword(g.name) {
			continue
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, err
		}
		if p.ParseOptionalPunct("{") {
			if *g.dst, err = parseListRest(p, "}", func() (int64, error) {
				pos := p.Pos()
				kw, err := p.ParseAnyKeyword()
				if err != nil {
					return 0, err
				}
				return parseFactorSymbol(p, pos, &kw)
			}); err != nil {
				return nil, err
			}
		}
	}
	// custom<IsCustomRule>.
	if p.ParseOptionalPunct(",") {
		if err := p.ParseKeyword("custom"); err != nil {
			return nil, err
		}
		r.Custom = true
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return NewOpShardingRule(p.Context(), r), nil
}

// parseManualAxes reads `{"a", "b"}`.
func parseManualAxes(p core.DialectParser) (*ManualAxes, error) {
	names, err := parseList(p, "{", "}",
		chained(p, core.DialectParser.ParseString, "Sdy_ManualAxes", "value", "::llvm::ArrayRef<StringAttr>"))
	if err != nil {
		return nil, err
	}
	return NewManualAxes(p.Context(), names), nil
}

// parseAxisRefList reads `{"a", "b":(1)2}`.
func parseAxisRefList(p core.DialectParser) (*AxisRefList, error) {
	axes, err := parseBracedAxes(p)
	if err != nil {
		return nil, err
	}
	return NewAxisRefList(p.Context(), axes), nil
}

// parseListOfAxisRefLists reads `[{"a"}, {}]`.
func parseListOfAxisRefLists(p core.DialectParser) (*ListOfAxisRefLists, error) {
	ls, err := parseList(p, "[", "]", chained(p, parseAxisRefList, "Sdy_ListOfAxisRefLists", "value", "::llvm::ArrayRef<AxisRefListAttr>"))
	if err != nil {
		return nil, err
	}
	return NewListOfAxisRefLists(p.Context(), ls), nil
}

// parseAllToAllParam reads `{"b"}: 0->2`.
func parseAllToAllParam(p core.DialectParser) (*AllToAllParam, error) {
	axes, err := parseNonEmptyList(p, "{", "}", chained(p, parseAxisRef, "Sdy_AllToAllParam", "axes", "::llvm::ArrayRef<AxisRefAttr>"))
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	src, err := parseInt64(p)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct("->"); err != nil {
		return nil, err
	}
	tgt, err := parseInt64(p)
	if err != nil {
		return nil, err
	}
	return NewAllToAllParam(p.Context(), axes, src, tgt), nil
}

// parseAllToAllParamList reads `[{"b"}: 0->2, ...]`.
func parseAllToAllParamList(p core.DialectParser) (*AllToAllParamList, error) {
	ps, err := parseList(p, "[", "]", chained(p, parseAllToAllParam, "Sdy_AllToAllParamList", "value", "::llvm::ArrayRef<AllToAllParamAttr>"))
	if err != nil {
		return nil, err
	}
	return NewAllToAllParamList(p.Context(), ps), nil
}
