package ods

import (
	"encoding/binary"
	"strconv"
	"strings"

	"ncc/core"
)

// Dense i64 and i1 arrays (DenseI64ArrayAttr, DenseBoolArrayAttr) and i64
// elements attributes (I64ElementsAttr), with the short forms op syntax
// writes them in: `[1, 2]` and `[true, false]`.

// DenseI64Array builds array<i64: vs...>.
func DenseI64Array(c *core.Context, vs []int64) *core.DenseArrayAttr {
	raw := make([]byte, 8*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint64(raw[8*i:], uint64(v))
	}
	return core.DenseArray(c, core.IntegerType(c, 64), len(vs), raw)
}

// I64s reads an array<i64: ...>.
func I64s(a *core.DenseArrayAttr) []int64 {
	vs := make([]int64, a.N)
	for i := range vs {
		vs[i] = int64(binary.LittleEndian.Uint64(a.Raw[8*i:]))
	}
	return vs
}

// DenseBoolArray builds array<i1: vs...>.
func DenseBoolArray(c *core.Context, vs []bool) *core.DenseArrayAttr {
	raw := make([]byte, len(vs))
	for i, v := range vs {
		if v {
			raw[i] = 1
		}
	}
	return core.DenseArray(c, core.IntegerType(c, 1), len(vs), raw)
}

// Bools reads an array<i1: ...>.
func Bools(a *core.DenseArrayAttr) []bool {
	vs := make([]bool, a.N)
	for i := range vs {
		vs[i] = a.Raw[i] != 0
	}
	return vs
}

// IsDenseArrayOf reports whether a is a dense array of signless w-bit integers.
func IsDenseArrayOf(a core.Attribute, w int) bool {
	d, ok := a.(*core.DenseArrayAttr)
	return ok && intTypeWidth(d.Elem) == w
}

// FormatInts writes vs as `[1, 2, 3]`.
func FormatInts(vs []int64) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = strconv.FormatInt(v, 10)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// ParseIntList parses `[1, 2]` (possibly empty). With optional set, it
// returns (nil, false, nil) when no '[' follows.
func ParseIntList(p core.DialectParser, optional bool) ([]int64, bool, error) {
	if optional {
		if !p.ParseOptionalPunct("[") {
			return nil, false, nil
		}
	} else if err := p.ParsePunct("["); err != nil {
		return nil, false, err
	}
	vs := []int64{}
	if p.ParseOptionalPunct("]") {
		return vs, true, nil
	}
	err := p.ParseCommaSeparatedList("", func() error {
		v, err := p.ParseInteger()
		vs = append(vs, v)
		return err
	})
	if err != nil {
		return nil, true, err
	}
	return vs, true, p.ParsePunct("]")
}

var (
	// DenseI64ArrayAttr's short form in op syntax is `[1, 2]`.
	DenseI64ArrayAttr = core.AttrConstraint{Summary: "i64 dense array attribute",
		Check: func(a core.Attribute) bool { return IsDenseArrayOf(a, 64) },
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			vs, ok, err := ParseIntList(p, optional)
			if err != nil || !ok {
				return nil, err
			}
			return DenseI64Array(p.Context(), vs), nil
		},
		Print: func(p core.OpPrinter, a core.Attribute) {
			p.WriteString(FormatInts(I64s(a.(*core.DenseArrayAttr))))
		}}
	// DenseBoolArrayAttr's short form in op syntax is `[true, false]`.
	DenseBoolArrayAttr = core.AttrConstraint{Summary: "i1 dense array attribute",
		Check: func(a core.Attribute) bool { return IsDenseArrayOf(a, 1) },
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			if optional && !p.ParseOptionalPunct("[") {
				return nil, nil
			}
			if !optional {
				if err := p.ParsePunct("["); err != nil {
					return nil, err
				}
			}
			var vs []bool
			if !p.ParseOptionalPunct("]") {
				err := p.ParseCommaSeparatedList("", func() error {
					switch {
					case p.ParseOptionalKeyword("true"):
						vs = append(vs, true)
					case p.ParseOptionalKeyword("false"):
						vs = append(vs, false)
					default:
						return p.Errorf("expected 'true' or 'false'")
					}
					return nil
				})
				if err != nil {
					return nil, err
				}
				if err := p.ParsePunct("]"); err != nil {
					return nil, err
				}
			}
			return DenseBoolArray(p.Context(), vs), nil
		},
		Print: func(p core.OpPrinter, a core.Attribute) {
			bs := Bools(a.(*core.DenseArrayAttr))
			s := make([]string, len(bs))
			for i, b := range bs {
				s[i] = strconv.FormatBool(b)
			}
			p.WriteString("[" + strings.Join(s, ", ") + "]")
		}}
	// I64ElementsAttr is a dense elements attribute of i64 values.
	I64ElementsAttr = core.AttrConstraint{Summary: "64-bit signless integer elements attribute",
		Check: func(a core.Attribute) bool {
			d, ok := a.(*core.DenseAttr)
			return ok && intTypeWidth(d.Type.ElementType()) == 64
		}}
	// F32Attr is a 32-bit float attribute.
	F32Attr = core.AttrConstraint{Summary: "32-bit float attribute",
		Check: func(a core.Attribute) bool {
			f, ok := a.(*core.FloatAttr)
			return ok && f.Type.Name == "f32"
		},
		ValueType: func(c *core.Context) core.Type { return core.F32(c) }}
)

// DenseInts reads the elements of an integer dense attribute as int64s,
// sign-extended for signless and signed types; a splat is expanded to its
// static element count.
func DenseInts(a *core.DenseAttr) []int64 {
	et := a.Type.ElementType()
	w := core.IntOrFloatWidth(et)
	if _, idx := et.(*core.IndexType); idx {
		w = 64
	}
	eb := core.ElementBytes(et)
	if eb == 0 {
		return nil
	}
	n := len(a.Raw) / eb
	if a.Splat {
		n = int(core.NumElements(a.Type.Shape()))
		if n < 0 {
			n = 1
		}
	}
	signed := true
	if it, ok := et.(*core.IntType); ok && it.Sign == core.Unsigned {
		signed = false
	}
	vs := make([]int64, n)
	for i := range vs {
		off := i * eb
		if a.Splat {
			off = 0
		}
		var u uint64
		for b := eb - 1; b >= 0; b-- {
			u = u<<8 | uint64(a.Raw[off+b])
		}
		if w > 0 && w < 64 {
			sh := 64 - uint(w)
			if signed && w > 1 {
				u = uint64(int64(u<<sh) >> sh)
			} else {
				u = u << sh >> sh
			}
		}
		vs[i] = int64(u)
	}
	return vs
}

// DenseI64Elements builds dense<vs> : tensor<shape x i64>.
func DenseI64Elements(c *core.Context, shape []int64, vs []int64) *core.DenseAttr {
	raw := make([]byte, 8*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint64(raw[8*i:], uint64(v))
	}
	return core.Dense(c, core.RankedTensor(c, shape, core.IntegerType(c, 64), nil), raw)
}
