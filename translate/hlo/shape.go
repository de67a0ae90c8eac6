package hlo

import (
	"fmt"
	"strings"

	"ncc/core"
	"ncc/dialects/stablehlo"
)

// primitiveTypes maps HLO's primitive type names (xla_data.proto's
// PrimitiveType, lowercased as the HLO printer writes them) to MLIR
// element types; token and opaque are not element types.
var primitiveTypes = map[string]func(*core.Context) core.Type{
	"pred": func(c *core.Context) core.Type { return core.IntegerType(c, 1) },
	"s1":   sint(1), "s2": sint(2), "s4": sint(4), "s8": sint(8), "s16": sint(16), "s32": sint(32), "s64": sint(64),
	"u1": uintT(1), "u2": uintT(2), "u4": uintT(4), "u8": uintT(8), "u16": uintT(16), "u32": uintT(32), "u64": uintT(64),
	"f16": floatT("f16"), "bf16": floatT("bf16"), "f32": floatT("f32"), "f64": floatT("f64"),
	"f8e5m2": floatT("f8E5M2"), "f8e4m3": floatT("f8E4M3"), "f8e4m3fn": floatT("f8E4M3FN"),
	"f8e4m3b11fnuz": floatT("f8E4M3B11FNUZ"), "f8e5m2fnuz": floatT("f8E5M2FNUZ"), "f8e4m3fnuz": floatT("f8E4M3FNUZ"),
	"f8e3m4": floatT("f8E3M4"), "f4e2m1fn": floatT("f4E2M1FN"), "f8e8m0fnu": floatT("f8E8M0FNU"),
	"c64":  func(c *core.Context) core.Type { return core.Complex(c, core.F32(c)) },
	"c128": func(c *core.Context) core.Type { return core.Complex(c, core.F64(c)) },
}

// sint is a signless integer, as StableHLO spells XLA's signed types.
func sint(w int) func(*core.Context) core.Type {
	return func(c *core.Context) core.Type { return core.IntegerType(c, w) }
}

func uintT(w int) func(*core.Context) core.Type {
	return func(c *core.Context) core.Type { return core.UnsignedIntType(c, w) }
}

func floatT(name string) func(*core.Context) core.Type {
	return func(c *core.Context) core.Type { return core.Float(c, name) }
}

func isPrimitive(name string) bool {
	_, ok := primitiveTypes[name]
	return ok || name == "token" || name == "opaque"
}

// maxDim bounds one dimension and maxElems a shape's element count, so that
// sizes that lie cannot overflow the arithmetic downstream.
const (
	maxDim   = int64(1) << 40
	maxElems = int64(1) << 48
)

// shape reads an HLO shape: `f32[2,<=3,?]{1,0}`, `(f32[], s32[2])`,
// `token[]`.
func (p *parser) shape() (*Shape, error) {
	s := p.s
	if s.peek() == '(' {
		start := s.off
		s.off++
		p.depth++
		defer func() { p.depth-- }()
		if p.depth > maxNesting {
			return nil, s.errAt(start, "shape nested too deeply")
		}
		sh := &Shape{Elem: "tuple", Tuple: []*Shape{}}
		if s.eat(')') {
			return sh, nil
		}
		for {
			e, err := p.shape()
			if err != nil {
				return nil, err
			}
			sh.Tuple = append(sh.Tuple, e)
			if s.eat(')') {
				return sh, nil
			}
			if err := s.expect(',', "or ')' in tuple shape"); err != nil {
				return nil, err
			}
		}
	}
	name, off := s.name()
	if name == "" {
		return nil, s.errAt(off, "expected a shape, found %s", s.describe())
	}
	if !isPrimitive(name) {
		return nil, s.errAt(off, "unknown primitive type '%s'", name)
	}
	sh := &Shape{Elem: name, Dims: []int64{}}
	if err := s.expect('[', "after the element type of a shape"); err != nil {
		return nil, err
	}
	total := int64(1)
	for !s.eat(']') {
		if len(sh.Dims) > 0 {
			if err := s.expect(',', "or ']' in shape dimensions"); err != nil {
				return nil, err
			}
		}
		if len(sh.Dims) >= 64 {
			return nil, s.errAt(s.off, "shape has more than 64 dimensions")
		}
		bounded := s.eatLit("<=")
		if !bounded && s.eat('?') {
			sh.Dims = append(sh.Dims, Dynamic)
			sh.Bounded = appendBounded(sh.Bounded, len(sh.Dims)-1, false)
			continue
		}
		d, off, err := s.int("a dimension size")
		if err != nil {
			return nil, err
		}
		if d < 0 || d > maxDim {
			return nil, s.errAt(off, "dimension size %d is out of range", d)
		}
		if total = total * max(d, 1); total > maxElems {
			return nil, s.errAt(off, "shape has more than %d elements", maxElems)
		}
		sh.Dims = append(sh.Dims, d)
		if bounded || sh.Bounded != nil {
			sh.Bounded = appendBounded(sh.Bounded, len(sh.Dims)-1, bounded)
		}
	}
	if (name == "token" || name == "opaque") && len(sh.Dims) > 0 {
		return nil, s.errAt(off, "%s shape cannot have dimensions", name)
	}
	if s.peek() == '{' && sh.IsArray() && p.layoutAhead() {
		l, err := p.layout(len(sh.Dims))
		if err != nil {
			return nil, err
		}
		sh.Layout = l
	}
	return sh, nil
}

func appendBounded(b []bool, i int, v bool) []bool {
	for len(b) < i {
		b = append(b, false)
	}
	return append(b, v)
}

// layoutAhead reports whether the '{' ahead opens a layout rather than a
// computation body: as in XLA's parser, a layout starts with a dimension
// number, ':' or '}'.
func (p *parser) layoutAhead() bool {
	s := p.s
	save := s.off
	s.off++
	c := s.peek()
	s.off = save
	return c >= '0' && c <= '9' || c == ':' || c == '}'
}

// layout reads {minor_to_major[:tiles and the like]}.
func (p *parser) layout(rank int) (*Layout, error) {
	s := p.s
	start := s.off
	s.off++ // '{'
	l := &Layout{MinorToMajor: []int64{}}
	for s.peek() != '}' && s.peek() != ':' {
		if len(l.MinorToMajor) > 0 {
			if err := s.expect(',', "in layout"); err != nil {
				return nil, err
			}
		}
		d, off, err := s.int("a dimension number in layout")
		if err != nil {
			return nil, err
		}
		if d < 0 || d >= int64(rank) {
			return nil, s.errAt(off, "layout dimension %d is out of range for rank %d", d, rank)
		}
		l.MinorToMajor = append(l.MinorToMajor, d)
	}
	if s.eat(':') {
		begin := s.off
		depth := 0
		for ; s.off < len(s.src); s.off++ {
			c := s.src[s.off]
			if c == '(' {
				depth++
			} else if c == ')' {
				depth--
			} else if c == '}' && depth <= 0 {
				break
			}
		}
		l.Extra = strings.TrimSpace(string(s.src[begin:s.off]))
	}
	if err := s.expect('}', "at the end of a layout"); err != nil {
		return nil, err
	}
	if n := len(l.MinorToMajor); n != 0 && n != rank {
		return nil, s.errAt(start, "layout has %d dimensions, shape has %d", n, rank)
	}
	return l, nil
}

// mlirType converts an HLO shape to the type StableHLO gives it: a ranked
// tensor (a bounded dimension is '?' with #stablehlo.bounds), a token, or a
// tuple of those.
func mlirType(ctx *core.Context, s *Shape) (core.Type, error) {
	switch s.Elem {
	case "tuple":
		ts := make([]core.Type, len(s.Tuple))
		for i, e := range s.Tuple {
			t, err := mlirType(ctx, e)
			if err != nil {
				return nil, err
			}
			ts[i] = t
		}
		return core.Tuple(ctx, ts), nil
	case "token":
		return stablehlo.Token(ctx), nil
	case "opaque":
		return nil, fmt.Errorf("opaque shapes have no StableHLO type")
	}
	elem := primitiveTypes[s.Elem](ctx)
	dims := make([]int64, len(s.Dims))
	var bounds []int64
	for i, d := range s.Dims {
		dims[i] = d
		if d == Dynamic {
			dims[i] = core.Dynamic
		}
		if s.Bounded != nil && s.Bounded[i] {
			if bounds == nil {
				bounds = make([]int64, len(s.Dims))
				for j := range bounds {
					bounds[j] = core.Dynamic
				}
			}
			dims[i], bounds[i] = core.Dynamic, d
		}
	}
	var enc core.Attribute
	if bounds != nil {
		enc = stablehlo.NewTypeExtensions(ctx, bounds)
	}
	return core.RankedTensor(ctx, dims, elem, enc), nil
}

// leafTypes returns the MLIR types of s's leaves.
func leafTypes(ctx *core.Context, s *Shape) ([]core.Type, error) {
	var out []core.Type
	for _, l := range s.Leaves() {
		t, err := mlirType(ctx, l)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}
