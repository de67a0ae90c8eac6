package ods

import (
	"encoding/binary"
	"fmt"
	"strings"

	"ncc/core"
)

func intAttrOfWidth(w int) func(core.Attribute) bool {
	return func(a core.Attribute) bool {
		ia, ok := a.(*core.IntegerAttr)
		if !ok {
			return false
		}
		it, ok := ia.Type.(*core.IntType)
		return ok && it.Sign == core.Signless && it.Width == w
	}
}

func isType[T any](a core.Attribute) bool { _, ok := a.(T); return ok }

var (
	I32Attr = core.AttrConstraint{Summary: "32-bit signless integer attribute",
		Check: intAttrOfWidth(32), ValueType: func(c *core.Context) core.Type { return core.IntegerType(c, 32) }}
	I64Attr = core.AttrConstraint{Summary: "64-bit signless integer attribute",
		Check: intAttrOfWidth(64), ValueType: func(c *core.Context) core.Type { return core.IntegerType(c, 64) }}
	IndexAttr = core.AttrConstraint{Summary: "index attribute",
		Check: func(a core.Attribute) bool {
			ia, ok := a.(*core.IntegerAttr)
			if !ok {
				return false
			}
			_, ok = ia.Type.(*core.IndexType)
			return ok
		}, ValueType: func(c *core.Context) core.Type { return core.Index(c) }}
	// StrAttr is any StringAttr, typed ("foo" : tensor<3xf32>) or not, as
	// ODS's StrAttr.
	StrAttr = core.AttrConstraint{Summary: "string attribute", Check: isType[*core.StringAttr]}
	// SymbolNameAttr is a symbol's own name; formats write it as @name.
	SymbolNameAttr = core.AttrConstraint{Summary: "string attribute",
		Check: StrAttr.Check,
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			if optional {
				s, ok := p.ParseOptionalSymbolName()
				if !ok {
					return nil, nil
				}
				return core.String(p.Context(), s), nil
			}
			s, err := p.ParseSymbolName()
			if err != nil {
				return nil, err
			}
			return core.String(p.Context(), s), nil
		},
		Print: func(p core.OpPrinter, a core.Attribute) { p.PrintSymbolName(a.(*core.StringAttr).Value) },
	}
	FlatSymbolRefAttr = core.AttrConstraint{Summary: "flat symbol reference attribute",
		Check: func(a core.Attribute) bool {
			s, ok := a.(*core.SymbolRefAttr)
			return ok && s.IsFlat()
		}}
	SymbolRefAttr = core.AttrConstraint{Summary: "symbol reference attribute",
		Check: isType[*core.SymbolRefAttr]}
	UnitAttr = core.AttrConstraint{Summary: "unit attribute", Check: isType[*core.UnitAttr], Unit: true}
	BoolAttr = core.AttrConstraint{Summary: "bool attribute", Check: intAttrOfWidth(1),
		ValueType: func(c *core.Context) core.Type { return core.IntegerType(c, 1) }}
	DictAttr         = core.AttrConstraint{Summary: "dictionary of named attribute values", Check: isType[*core.DictAttr]}
	ArrayAttr        = core.AttrConstraint{Summary: "array attribute", Check: isType[*core.ArrayAttr]}
	TypedAttr        = core.AttrConstraint{Summary: "TypedAttr instance", Check: func(a core.Attribute) bool { t, ok := a.(core.TypedAttr); return ok && t.AttrType() != nil }}
	AnyAttr          = core.AttrConstraint{Summary: "any attribute"}
	DictArrayAttr    = core.AttrConstraint{Summary: "Array of dictionary attributes", Check: arrayOf(isType[*core.DictAttr])}
	FunctionTypeAttr = core.AttrConstraint{Summary: "type attribute of function type",
		Check: func(a core.Attribute) bool {
			t, ok := a.(*core.TypeAttr)
			if !ok {
				return false
			}
			_, ok = t.Type.(*core.FunctionType)
			return ok
		}}
	// DenseI32ArrayAttr's short form in op syntax is `[1, 2]`.
	DenseI32ArrayAttr = core.AttrConstraint{Summary: "i32 dense array attribute",
		Check: func(a core.Attribute) bool {
			d, ok := a.(*core.DenseArrayAttr)
			return ok && intTypeWidth(d.Elem) == 32
		},
		Parse: parseI32List,
		Print: func(p core.OpPrinter, a core.Attribute) {
			vs := I32s(a.(*core.DenseArrayAttr))
			s := make([]string, len(vs))
			for i, v := range vs {
				s[i] = fmt.Sprint(v)
			}
			p.WriteString("[" + strings.Join(s, ", ") + "]")
		}}
	AnyIntElementsAttr = core.AttrConstraint{Summary: "integer elements attribute",
		Check: func(a core.Attribute) bool {
			d, ok := a.(*core.DenseAttr)
			if !ok {
				return false
			}
			_, ok = d.Type.ElementType().(*core.IntType)
			return ok
		}}
)

func intTypeWidth(t core.Type) int {
	if it, ok := t.(*core.IntType); ok && it.Sign == core.Signless {
		return it.Width
	}
	return -1
}

func arrayOf(elem func(core.Attribute) bool) func(core.Attribute) bool {
	return func(a core.Attribute) bool {
		arr, ok := a.(*core.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if !elem(e) {
				return false
			}
		}
		return true
	}
}

// DenseI32Array builds array<i32: vs...>.
func DenseI32Array(c *core.Context, vs []int32) *core.DenseArrayAttr {
	raw := make([]byte, 4*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint32(raw[4*i:], uint32(v))
	}
	return core.DenseArray(c, core.IntegerType(c, 32), len(vs), raw)
}

// I32s reads an array<i32: ...>.
func I32s(a *core.DenseArrayAttr) []int32 {
	vs := make([]int32, a.N)
	for i := range vs {
		vs[i] = int32(binary.LittleEndian.Uint32(a.Raw[4*i:]))
	}
	return vs
}

// Enum is an integer enum attribute stored as an IntegerAttr of Width bits
// (ODS I32EnumAttr/I64EnumAttr): generic form `2 : i64`, short form in op
// syntax the case's keyword.
type Enum struct {
	Name  string // C++ enum name in messages: "CmpIPredicate"
	Width int
	Cases []string // keyword of value i; "" for a hole
}

// Keyword returns the keyword of value v, or "".
func (e *Enum) Keyword(v int64) string {
	if v < 0 || v >= int64(len(e.Cases)) {
		return ""
	}
	return e.Cases[v]
}

// Value returns the value spelled kw.
func (e *Enum) Value(kw string) (int64, bool) {
	for i, c := range e.Cases {
		if c == kw && c != "" {
			return int64(i), true
		}
	}
	return 0, false
}

// Attr returns the attribute for value v.
func (e *Enum) Attr(c *core.Context, v int64) *core.IntegerAttr {
	return core.Int(c, core.IntegerType(c, e.Width), v)
}

// Constraint returns the ODS constraint of the enum attribute, with
// mlir-opt's summary ("allowed 64-bit signless integer cases: 0, 1, ...")
// unless summary is given, and the keyword syntax; op and attr name the op
// and attribute for the parser's message.
func (e *Enum) Constraint(op, attr, summary string) core.AttrConstraint {
	if summary == "" {
		var vals []string
		for i, c := range e.Cases {
			if c != "" {
				vals = append(vals, fmt.Sprint(i))
			}
		}
		summary = fmt.Sprintf("allowed %d-bit signless integer cases: %s", e.Width, strings.Join(vals, ", "))
	}
	return core.AttrConstraint{
		Summary: summary,
		Check: func(a core.Attribute) bool {
			ia, ok := a.(*core.IntegerAttr)
			return ok && intTypeWidth(ia.Type) == e.Width && e.Keyword(ia.Val) != ""
		},
		ValueType: func(c *core.Context) core.Type { return core.IntegerType(c, e.Width) },
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			pos := p.Pos()
			var kw string
			if optional {
				// Only one of the enum's keywords starts an optional group;
				// anything else is left for what follows.
				for i, c := range e.Cases {
					if c != "" && p.ParseOptionalKeyword(c) {
						return e.Attr(p.Context(), int64(i)), nil
					}
				}
				return nil, nil
			} else {
				k, err := p.ParseKeywordOrString()
				if err != nil {
					return nil, err
				}
				kw = k
			}
			v, ok := e.Value(kw)
			if !ok {
				var names []string
				for _, c := range e.Cases {
					if c != "" {
						names = append(names, c)
					}
				}
				return nil, p.ErrorAt(pos, "expected string or keyword containing one of the following enum values for attribute '%s' [%s]",
					attr, strings.Join(names, ", "))
			}
			return e.Attr(p.Context(), v), nil
		},
		Print: func(p core.OpPrinter, a core.Attribute) {
			p.WriteString(e.Keyword(a.(*core.IntegerAttr).Val))
		},
	}
}

func parseI32List(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
	if optional && !p.ParseOptionalPunct("[") {
		return nil, nil
	}
	if !optional {
		if err := p.ParsePunct("["); err != nil {
			return nil, err
		}
	}
	var vs []int32
	if !p.ParseOptionalPunct("]") {
		err := p.ParseCommaSeparatedList("", func() error {
			v, err := p.ParseInteger()
			vs = append(vs, int32(v))
			return err
		})
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct("]"); err != nil {
			return nil, err
		}
	}
	return DenseI32Array(p.Context(), vs), nil
}
