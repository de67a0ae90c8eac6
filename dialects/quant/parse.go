package quant

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"ncc/core"
)

// The parser follows MLIR's TypeParser.cpp piece by piece, so inputs are
// accepted, rejected and located as mlir-opt does: errors found while
// reading point at the offending token; errors of the finished type (what
// MLIR's getChecked reports) point at the type's keyword.

// maxNesting bounds the nesting of scale lists: MLIR has no limit, but a
// pathological input must not exhaust the Go stack.
const maxNesting = 256

func parseType(p core.DialectParser) (core.Type, error) {
	at := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	var t core.Type
	switch kw {
	case "uniform":
		t, err = parseUniform(p, at)
	case "any":
		t, err = parseAny(p, at)
	case "calibrated":
		t, err = parseCalibrated(p, at)
	default:
		return nil, p.ErrorAt(at, "unknown quantized type %s", kw)
	}
	if err != nil {
		return nil, err
	}
	return t, nil
}

// located turns a constructor's verification error into a diagnostic at pos.
func located(p core.DialectParser, pos core.Pos, err error) error {
	if _, ok := err.(*core.Diagnostic); ok {
		return err
	}
	return p.ErrorAt(pos, "%s", err.Error())
}

// parseStorageType reads `i8`, `si8`, `ui8` (builtin types) or `u8` (a
// keyword: the signless type, unsigned).
func parseStorageType(p core.DialectParser) (*core.IntType, bool, error) {
	pos := p.Pos()
	t, ok, err := p.ParseOptionalType()
	if err != nil {
		return nil, false, err
	}
	var it *core.IntType
	signed := false
	if ok {
		var isInt bool
		if it, isInt = t.(*core.IntType); !isInt {
			// MLIR 22 reads such types as integers and reports a garbage
			// width; this is the message its verifier has for them.
			return nil, false, p.ErrorAt(pos, "storage type must be integral")
		}
		signed = it.Sign != core.Unsigned
	} else {
		kw, err := p.ParseAnyKeyword()
		if err != nil {
			return nil, false, err
		}
		rest, isU := strings.CutPrefix(kw, "u")
		if !isU {
			return nil, false, p.ErrorAt(pos, "illegal storage type prefix")
		}
		w, err := strconv.ParseUint(rest, 10, 32)
		if err != nil {
			return nil, false, p.ErrorAt(pos, "expected storage type width")
		}
		if w == 0 || w > MaxStorageBits {
			return nil, false, p.ErrorAt(pos, "illegal storage type size: %d", w)
		}
		it = core.IntegerType(p.Context(), int(w))
	}
	if it.Width == 0 || it.Width > MaxStorageBits {
		return nil, false, p.ErrorAt(pos, "illegal storage type size: %d", it.Width)
	}
	return it, signed, nil
}

// parseStorage reads the storage type and its optional `<min:max>`.
func parseStorage(p core.DialectParser) (Storage, error) {
	it, signed, err := parseStorageType(p)
	if err != nil {
		return Storage{}, err
	}
	s := NewStorage(it, signed)
	if !p.ParseOptionalPunct("<") {
		return s, nil
	}
	minPos := p.Pos()
	lo, err := p.ParseInteger()
	if err != nil {
		return Storage{}, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return Storage{}, err
	}
	maxPos := p.Pos()
	hi, err := p.ParseInteger()
	if err != nil {
		return Storage{}, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return Storage{}, err
	}
	if lo < s.Min {
		return Storage{}, p.ErrorAt(minPos, "illegal storage type minimum: %d", lo)
	}
	if hi > s.Max {
		return Storage{}, p.ErrorAt(maxPos, "illegal storage type maximum: %d", hi)
	}
	return s.WithRange(lo, hi), nil
}

// parseFloatType is parseType(FloatType&): any type, then a kind check.
func parseFloatType(p core.DialectParser) (*core.FloatType, error) {
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	ft, ok := t.(*core.FloatType)
	if !ok {
		return nil, p.ErrorAt(pos, "invalid kind of type specified")
	}
	return ft, nil
}

// parseDouble is DialectAsmParser::parseFloat(double&): a float literal or
// the bits of a double in hex; a decimal integer is an error (with MLIR's
// note), as are inf, nan and other keywords. The attribute parser with an
// f64 type applies exactly these rules, so it does the reading; what could
// open a non-numeric attribute is turned away first.
func parseDouble(p core.DialectParser) (float64, error) {
	pos := p.Pos()
	bad := func() (float64, error) { return 0, p.ErrorAt(pos, "expected floating point literal") }
	if p.ParseOptionalPunct("{") || p.ParseOptionalPunct("[") {
		return bad()
	}
	if _, ok := p.ParseOptionalAnyKeyword(); ok {
		return bad()
	}
	if _, ok := p.ParseOptionalString(); ok {
		return bad()
	}
	f64 := core.F64(p.Context())
	a, ok, err := p.ParseOptionalAttribute(f64)
	if err != nil {
		return 0, err
	}
	fa, isFloat := a.(*core.FloatAttr)
	if !ok || !isFloat || fa.Type != f64 {
		return bad()
	}
	return math.Float64frombits(fa.Bits), nil
}

// parseInt32 is parseInteger<int32_t>.
func parseInt32(p core.DialectParser) (int32, error) {
	pos := p.Pos()
	v, err := p.ParseInteger()
	if err != nil {
		return 0, err
	}
	if v < math.MinInt32 || v > math.MaxInt32 {
		return 0, p.ErrorAt(pos, "integer value too large")
	}
	return int32(v), nil
}

// parseParam reads `scale[:zero_point]`, checking the scale against the
// expressed type as soon as it is read.
func parseParam(p core.DialectParser, expressed *core.FloatType) (float64, int64, error) {
	scale, err := parseDouble(p)
	if err != nil {
		return 0, 0, err
	}
	if err := checkScale(expressed, scale); err != nil {
		return 0, 0, p.Errorf("%s", err.Error())
	}
	if !p.ParseOptionalPunct(":") {
		return scale, 0, nil
	}
	zp, err := p.ParseInteger()
	return scale, zp, err
}

// paramList collects the scales and zero points of a `{...}` list.
type paramList struct {
	scales []float64
	zps    []int64
}

// parseList reads the rest of a `{...}` list whose '{' has been read: its
// elements are params or nested lists, all of one shape, which it returns
// with the list's own length in front (parseQuantParamListUntilRBrace).
func (l *paramList) parseList(p core.DialectParser, expressed *core.FloatType, depth int) ([]int64, error) {
	if depth > maxNesting {
		return nil, p.Errorf("quantization parameters nested too deeply")
	}
	var inner []int64
	first, size := true, int64(0)
	err := p.ParseCommaSeparatedList("", func() error {
		var dims []int64
		if p.ParseOptionalPunct("{") {
			var err error
			if dims, err = l.parseList(p, expressed, depth+1); err != nil {
				return err
			}
		} else {
			s, z, err := parseParam(p, expressed)
			if err != nil {
				return err
			}
			l.scales, l.zps = append(l.scales, s), append(l.zps, z)
		}
		size++
		if first {
			inner, first = dims, false
			return nil
		}
		if !slices.Equal(inner, dims) {
			return p.Errorf("tensor literal is invalid; ranks are not consistent between elements")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct("}"); err != nil {
		return nil, err
	}
	return append([]int64{size}, inner...), nil
}

// parseBlockSizes reads the rest of `{axis:block, ...}` after its '{'.
func parseBlockSizes(p core.DialectParser) ([]int32, []int64, error) {
	var axes []int32
	var blocks []int64
	if p.ParseOptionalPunct("}") {
		return axes, blocks, nil
	}
	err := p.ParseCommaSeparatedList("", func() error {
		a, err := parseInt32(p)
		if err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		b, err := p.ParseInteger()
		if err != nil {
			return err
		}
		axes, blocks = append(axes, a), append(blocks, b)
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	return axes, blocks, p.ParsePunct("}")
}

// parseUniform reads the three uniform forms after `uniform`:
//
//	<storage:expressed, scale[:zp]>                        per-tensor
//	<storage:expressed:axis, {scale[:zp], ...}>             per-axis
//	<storage:expressed:{axis:block, ...}, {{...}, ...}>     sub-channel
func parseUniform(p core.DialectParser, at core.Pos) (core.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	s, err := parseStorage(p)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	expressed, err := parseFloatType(p)
	if err != nil {
		return nil, err
	}
	perAxis, subChannel := false, false
	var axes []int32
	var blocks []int64
	if p.ParseOptionalPunct(":") {
		if p.ParseOptionalPunct("{") {
			subChannel = true
			if axes, blocks, err = parseBlockSizes(p); err != nil {
				return nil, err
			}
		} else {
			perAxis = true
			a, err := parseInt32(p)
			if err != nil {
				return nil, err
			}
			axes = []int32{a}
		}
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	ctx := p.Context()
	if !perAxis && !subChannel {
		scale, zp, err := parseParam(p, expressed)
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		t, err := NewUniform(ctx, s, expressed, scale, zp)
		if err != nil {
			return nil, located(p, at, err)
		}
		return t, nil
	}
	if err := p.ParsePunct("{"); err != nil {
		return nil, err
	}
	var l paramList
	dims, err := l.parseList(p, expressed, 0)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	var t core.Type
	if perAxis {
		t, err = NewPerAxis(ctx, s, expressed, axes[0], l.scales, l.zps)
	} else {
		t, err = NewSubChannel(ctx, s, expressed, axes, blocks, dims, l.scales, l.zps)
	}
	if err != nil {
		return nil, located(p, at, err)
	}
	return t, nil
}

// parseAny reads `<storage[:expressed]>` after `any`.
func parseAny(p core.DialectParser, at core.Pos) (core.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	s, err := parseStorage(p)
	if err != nil {
		return nil, err
	}
	var expressed *core.FloatType
	if p.ParseOptionalPunct(":") {
		if expressed, err = parseFloatType(p); err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	t, err := NewAny(p.Context(), s, expressed)
	if err != nil {
		return nil, located(p, at, err)
	}
	return t, nil
}

// parseCalibrated reads `<expressed<min:max>>` after `calibrated`. MLIR
// follows a failure inside with a second error ("expecting float expressed
// type", "calibrated values must be present"); ncc reports the first.
func parseCalibrated(p core.DialectParser, at core.Pos) (core.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	expressed, err := parseFloatType(p)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	lo, err := parseDouble(p)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	hi, err := parseDouble(p)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	t, err := NewCalibrated(p.Context(), expressed, lo, hi)
	if err != nil {
		return nil, located(p, at, err)
	}
	return t, nil
}
