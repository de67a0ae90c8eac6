package ods

import (
	"fmt"
	"strconv"
	"strings"

	"ncc/core"
)

// TypeString renders a type for a diagnostic ("'i32'" in "but got 'i32'").
// It writes the builtin types itself and leaves dialect types and
// attributes (encodings, layouts) to core's diagnostic printers, which
// core/asm installs, so they read exactly as mlir-opt writes them.
var TypeString = builtinTypeString

func builtinTypeString(t core.Type) string {
	if s, ok := t.(fmt.Stringer); ok {
		return s.String()
	}
	var b strings.Builder
	writeType(&b, t)
	return b.String()
}

func writeDims(b *strings.Builder, dims []int64, scalable []bool) {
	for i, d := range dims {
		s := "?"
		if d != core.Dynamic {
			s = strconv.FormatInt(d, 10)
		}
		if scalable != nil && scalable[i] {
			s = "[" + s + "]"
		}
		b.WriteString(s + "x")
	}
}

func writeTypes(b *strings.Builder, ts []core.Type) {
	for i, t := range ts {
		if i > 0 {
			b.WriteString(", ")
		}
		writeType(b, t)
	}
}

func writeType(b *strings.Builder, t core.Type) {
	switch t := t.(type) {
	case *core.IntType, *core.FloatType, *core.IndexType, *core.NoneType:
		// Their key is their text; constant names ("c0_i32") come here
		// for every constant printed, so this must stay cheap.
		b.WriteString(t.Key())
	case *core.TensorType:
		b.WriteString("tensor<")
		writeDims(b, t.Dims, nil)
		writeType(b, t.Elem)
		if t.Encoding != nil {
			b.WriteString(", " + core.AttrString(t.Encoding))
		}
		b.WriteString(">")
	case *core.UnrankedTensorType:
		b.WriteString("tensor<*x")
		writeType(b, t.Elem)
		b.WriteString(">")
	case *core.VectorType:
		b.WriteString("vector<")
		writeDims(b, t.Dims, t.Scalable)
		writeType(b, t.Elem)
		b.WriteString(">")
	case *core.MemRefType:
		b.WriteString("memref<")
		writeDims(b, t.Dims, nil)
		writeType(b, t.Elem)
		if t.Layout != nil {
			b.WriteString(", " + core.AttrString(t.Layout))
		}
		if t.MemorySpace != nil {
			b.WriteString(", " + core.AttrString(t.MemorySpace))
		}
		b.WriteString(">")
	case *core.ComplexType:
		b.WriteString("complex<")
		writeType(b, t.Elem)
		b.WriteString(">")
	case *core.TupleType:
		b.WriteString("tuple<")
		writeTypes(b, t.Types)
		b.WriteString(">")
	case *core.FunctionType:
		b.WriteString("(")
		writeTypes(b, t.Inputs)
		b.WriteString(") -> ")
		writeResultTypes(b, t.Results)
	case *core.OpaqueType:
		b.WriteString("!" + t.Dialect + "<" + strconv.Quote(t.Data) + ">")
	default:
		b.WriteString(core.TypeString(t)) // full text when core/asm is linked
	}
}

// writeResultTypes writes a function's results as MLIR does: bare when
// there is exactly one that is not itself a function type.
func writeResultTypes(b *strings.Builder, rs []core.Type) {
	if len(rs) == 1 {
		if _, isFn := rs[0].(*core.FunctionType); !isFn {
			writeType(b, rs[0])
			return
		}
	}
	b.WriteString("(")
	writeTypes(b, rs)
	b.WriteString(")")
}

// TypeListString renders types comma-separated, as MLIR streams a TypeRange.
func TypeListString(ts []core.Type) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = TypeString(t)
	}
	return strings.Join(s, ", ")
}
