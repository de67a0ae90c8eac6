package sparsetensor

import (
	"strconv"
	"strings"

	"ncc/core"
)

// Dialect is the sparse_tensor dialect: its attributes only.
var Dialect = &core.Dialect{
	Name:      "sparse_tensor",
	Summary:   "Sparse tensor encodings: the #sparse_tensor.encoding tensor encoding and #sparse_tensor<slice(...)> dimension slices",
	ParseAttr: parseAttr,
	PrintAttr: printAttr,
	AliasName: aliasName,
}

// aliasName is SparseTensorAsmDialectInterface::getAlias: every encoding
// prints as #sparse, #sparse1, ...
func aliasName(v any) string {
	if _, ok := v.(*Encoding); ok {
		return "sparse"
	}
	return ""
}

// printAttr prints an attribute of the dialect after `#sparse_tensor.`.
func printAttr(a core.Attribute, p core.DialectPrinter) bool {
	switch a := a.(type) {
	case *Encoding:
		printEncoding(a, p)
	case *DimSlice:
		p.WriteString("slice" + a.String())
	default:
		return false
	}
	return true
}

// printEncoding is SparseTensorEncodingAttr::print: the map in its short
// form (no level variables, d0... and s0... names, slices as attributes),
// then the fields that differ from their defaults.
func printEncoding(e *Encoding, p core.DialectPrinter) {
	m := e.DimToLvl
	var b strings.Builder
	b.WriteString("encoding<{ map = ")
	if m.NumSymbols > 0 {
		b.WriteByte('[')
		for i := range m.NumSymbols {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString("s" + strconv.Itoa(i))
		}
		b.WriteByte(']')
	}
	b.WriteByte('(')
	p.WriteString(b.String())
	for i := range m.NumDims {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteString("d" + strconv.Itoa(i))
		if i < len(e.DimSlices) {
			p.WriteString(" : ")
			p.PrintAttribute(e.DimSlices[i])
		}
	}
	b.Reset()
	b.WriteString(") -> (")
	for i, r := range m.Results {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(r.String() + " : ")
		if i < len(e.LvlTypes) {
			b.WriteString(e.LvlTypes[i].String())
		}
	}
	b.WriteByte(')')
	if e.PosWidth != 0 {
		b.WriteString(", posWidth = " + strconv.FormatUint(uint64(e.PosWidth), 10))
	}
	if e.CrdWidth != 0 {
		b.WriteString(", crdWidth = " + strconv.FormatUint(uint64(e.CrdWidth), 10))
	}
	p.WriteString(b.String())
	if e.ExplicitVal != nil {
		p.WriteString(", explicitVal = ")
		p.PrintAttribute(e.ExplicitVal)
	}
	if e.ImplicitVal != nil {
		p.WriteString(", implicitVal = ")
		p.PrintAttribute(e.ImplicitVal)
	}
	p.WriteString(" }>")
}
