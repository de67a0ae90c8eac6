package asm

import (
	"encoding/binary"
	"math/big"
	"strconv"

	"ncc/core"
)

// attrElision is MLIR's AttrTypeElision: whether `: type` may be left out.
type attrElision uint8

const (
	elideNever attrElision = iota
	elideMay
	elideMust
)

func (pr *printer) printAttr(a core.Attribute, el attrElision) {
	if pr.collect != nil {
		pr.collect.visitAttr(a, false)
		return
	}
	if pr.aliases != nil {
		if name, ok := pr.aliases.attrAlias(a); ok {
			pr.wb('#')
			pr.ws(name)
			return
		}
	}
	pr.printAttrImpl(a, el)
}

func (pr *printer) printAttrImpl(a core.Attribute, el attrElision) {
	var typ core.Type // printed as ` : type` unless elided
	switch a := a.(type) {
	case *core.OpaqueAttr:
		pr.printDialectSymbol('#', a.Dialect, a.Data)
		typ = a.Type
	case *core.UnitAttr:
		pr.ws("unit")
		return
	case *core.DictAttr:
		pr.printDictEntries(a.Entries)
		return
	case *core.IntegerAttr:
		if it, ok := a.Type.(*core.IntType); ok && it.Width == 1 && it.Sign == core.Signless {
			if a.Val != 0 {
				pr.ws("true")
			} else {
				pr.ws("false")
			}
			return
		}
		pr.buf = appendIntAttrValue(pr.buf, a)
		if el == elideMay {
			if it, ok := a.Type.(*core.IntType); ok && it.Width == 64 && it.Sign == core.Signless {
				return
			}
		}
		typ = a.Type
	case *core.FloatAttr:
		var hex bool
		if w := wideFormatOf(a.Type); w != nil {
			pr.buf, hex = appendWideFloat(pr.buf, w, a.Bits, a.Hi)
		} else {
			pr.buf, hex = appendFloat(pr.buf, a.Type, a.Bits)
		}
		if el == elideMay && a.Type.Name == "f64" && !hex {
			return
		}
		typ = a.Type
	case *core.StringAttr:
		pr.printEscapedQuoted(a.Value)
		typ = a.Type
	case *core.ArrayAttr:
		pr.wb('[')
		for i, e := range a.Elems {
			if i > 0 {
				pr.ws(", ")
			}
			pr.printAttr(e, elideMay)
		}
		pr.wb(']')
		return
	case *core.TypeAttr:
		pr.printType(a.Type)
		return
	case *core.SymbolRefAttr:
		pr.wb('@')
		pr.printKeywordOrString(a.Root)
		for _, n := range a.Nested {
			pr.ws("::@")
			pr.printKeywordOrString(n)
		}
		return
	case *core.DenseArrayAttr:
		pr.ws("array<")
		pr.printType(a.Elem)
		if a.N > 0 {
			pr.ws(": ")
			eb := core.ElementBytes(a.Elem)
			for i := 0; i < a.N; i++ {
				if i > 0 {
					pr.ws(", ")
				}
				pr.printElementAt(a.Elem, a.Raw[i*eb:], eb)
			}
		}
		pr.wb('>')
		return
	case *core.DenseAttr:
		if pr.shouldElide(a.Splat, a.Type) {
			pr.ws("dense_resource<__elided__>")
		} else {
			pr.ws("dense<")
			pr.printDense(a)
			pr.wb('>')
		}
		typ = a.Type
	case *core.SparseAttr:
		if pr.shouldElideElements(a.Indices) || pr.shouldElideElements(a.Values) {
			pr.ws("dense_resource<__elided__>")
		} else {
			pr.ws("sparse<")
			if core.NumElements(a.Indices.Type.Shape()) != 0 {
				pr.printDenseHex(a.Indices, false)
				pr.ws(", ")
				switch v := a.Values.(type) {
				case *core.DenseAttr:
					pr.printDense(v)
				case *core.DenseStringAttr:
					pr.printDenseStrings(v)
				}
			}
			pr.wb('>')
		}
		typ = a.Type
	case *core.DenseStringAttr:
		if pr.shouldElide(a.Splat, a.Type) {
			pr.ws("dense_resource<__elided__>")
		} else {
			pr.ws("dense<")
			pr.printDenseStrings(a)
			pr.wb('>')
		}
		typ = a.Type
	case *core.DenseResourceAttr:
		pr.ws("dense_resource<")
		pr.printKeywordOrString(a.Handle)
		pr.wb('>')
		pr.noteResource(a.Handle)
		typ = a.Type
	case *core.DistinctAttr:
		if pr.distinctIDs == nil {
			pr.distinctIDs = map[*core.DistinctAttr]int{}
		}
		id, ok := pr.distinctIDs[a]
		if !ok {
			id = len(pr.distinctIDs)
			pr.distinctIDs[a] = id
		}
		pr.ws("distinct[")
		pr.wint(int64(id))
		pr.ws("]<")
		if _, unit := a.Ref.(*core.UnitAttr); !unit {
			pr.printAttr(a.Ref, elideNever)
		}
		pr.wb('>')
		return
	case *core.AffineMapAttr:
		pr.ws("affine_map<")
		pr.ws(a.Map.String())
		pr.wb('>')
		return
	case *core.IntegerSetAttr:
		pr.ws("affine_set<")
		pr.ws(a.Set.String())
		pr.wb('>')
		return
	case *core.StridedLayoutAttr:
		pr.ws("strided<[")
		for i, s := range a.Strides {
			if i > 0 {
				pr.ws(", ")
			}
			pr.buf = appendInt(pr.buf, s)
		}
		pr.wb(']')
		if a.Offset != 0 {
			pr.ws(", offset: ")
			pr.buf = appendInt(pr.buf, a.Offset)
		}
		pr.wb('>')
		return
	case core.Location:
		if pr.opts.PrettyDebugInfo {
			pr.printLocInternal(a, true, true)
			return
		}
		pr.ws("loc(")
		pr.printLocInternal(a, false, true)
		pr.wb(')')
		return
	default:
		if !pr.printDialectAttr(a) {
			pr.ws("<<unknown attribute " + a.Key() + ">>")
		}
		if ta, ok := a.(core.TypedAttr); ok {
			typ = ta.AttrType()
		}
	}
	if el != elideMust && typ != nil {
		if _, none := typ.(*core.NoneType); !none {
			pr.ws(" : ")
			pr.printType(typ)
		}
	}
}

func (pr *printer) printDialectAttr(a core.Attribute) bool {
	ctx := pr.context()
	if ctx == nil {
		return false
	}
	for _, d := range pr.dialectList() {
		if d.PrintAttr == nil {
			continue
		}
		sub := pr.sub()
		if d.PrintAttr(a, sub) {
			pr.printDialectSymbol('#', d.Name, string(sub.buf))
			pr.adoptSub(sub)
			return true
		}
	}
	return false
}

func appendIntAttrValue(b []byte, a *core.IntegerAttr) []byte {
	if a.Big != nil {
		return append(b, a.Big.String()...)
	}
	if it, ok := a.Type.(*core.IntType); ok && it.Sign == core.Unsigned {
		return strconv.AppendUint(b, uint64(a.Val), 10)
	}
	return strconv.AppendInt(b, a.Val, 10)
}

func readLE(b []byte, n int) uint64 {
	if n >= 8 {
		return binary.LittleEndian.Uint64(b)
	}
	var v uint64
	for i := n - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

// printElement prints one int or float element stored as raw bits.
func (pr *printer) printElement(t core.Type, raw uint64) {
	switch t := t.(type) {
	case *core.FloatType:
		pr.buf, _ = appendFloat(pr.buf, t, raw)
	case *core.IntType:
		if t.Width == 1 && t.Sign == core.Signless {
			if raw&1 != 0 {
				pr.ws("true")
			} else {
				pr.ws("false")
			}
			return
		}
		w := uint(t.Width)
		if t.Sign == core.Unsigned || w == 1 {
			if w < 64 {
				raw &= 1<<w - 1
			}
			pr.buf = strconv.AppendUint(pr.buf, raw, 10)
			return
		}
		v := int64(raw)
		if w < 64 {
			v = v << (64 - w) >> (64 - w)
		}
		pr.wint(v)
	default: // index
		pr.wint(int64(raw))
	}
}

// printElementAt prints the element of type t stored in the first eb
// bytes of raw, wide ones included.
func (pr *printer) printElementAt(t core.Type, raw []byte, eb int) {
	switch t := t.(type) {
	case *core.IntType:
		if t.Width > 64 {
			pr.printWideInt(t, raw[:eb])
			return
		}
	case *core.FloatType:
		if w := wideFormatOf(t); w != nil {
			lo, hi := readWideLE(raw, w)
			pr.buf, _ = appendWideFloat(pr.buf, w, lo, hi)
			return
		}
	}
	pr.printElement(t, readLE(raw, eb))
}

// printWideInt prints an integer element wider than 64 bits from its
// little-endian bytes.
func (pr *printer) printWideInt(t *core.IntType, le []byte) {
	be := make([]byte, len(le))
	for i, c := range le {
		be[len(le)-1-i] = c
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(t.Width))
	v := new(big.Int).SetBytes(be)
	v.Mod(v, mod) // drop the bits of the storage bytes above the width
	if t.Sign != core.Unsigned && v.Bit(t.Width-1) == 1 {
		v.Sub(v, mod)
	}
	pr.buf = v.Append(pr.buf, 10)
}

func (pr *printer) shouldElide(splat bool, t core.ShapedType) bool {
	lim := pr.opts.ElideElementsLargerThan
	return lim > 0 && !splat && core.NumElements(t.Shape()) > int64(lim)
}

// packBits packs one-byte booleans eight to a byte, least significant bit
// first.
func packBits(elems []byte) []byte {
	out := make([]byte, (len(elems)+7)/8)
	for i, e := range elems {
		out[i/8] |= (e & 1) << (i % 8)
	}
	return out
}

// shouldElideElements is shouldElide for a dense attribute of any kind.
func (pr *printer) shouldElideElements(a core.ElementsAttr) bool {
	switch a := a.(type) {
	case *core.DenseAttr:
		return pr.shouldElide(a.Splat, a.Type)
	case *core.DenseStringAttr:
		return pr.shouldElide(a.Splat, a.Type)
	}
	return false
}

func (pr *printer) printDense(a *core.DenseAttr) { pr.printDenseHex(a, true) }

// printDenseHex prints a's elements, as one hex string when allowHex and
// there are more than 100 of them.
func (pr *printer) printDenseHex(a *core.DenseAttr, allowHex bool) {
	n := core.NumElements(a.Type.Shape())
	if allowHex && !a.Splat && n > 100 {
		raw := a.Raw
		if it, ok := a.Type.ElementType().(*core.IntType); ok && it.Width == 1 {
			raw = packBits(raw) // MLIR's hex form of i1 packs bits
		}
		pr.ws("\"0x")
		for _, c := range raw {
			pr.buf = append(pr.buf, hexDigits[c>>4], hexDigits[c&15])
		}
		pr.wb('"')
		return
	}
	elt := a.Type.ElementType()
	eb := core.ElementBytes(elt)
	printOne := func(i int) {
		off := i * eb
		if c, ok := elt.(*core.ComplexType); ok {
			h := eb / 2
			pr.wb('(')
			pr.printElementAt(c.Elem, a.Raw[off:], h)
			pr.wb(',')
			pr.printElementAt(c.Elem, a.Raw[off+h:], h)
			pr.wb(')')
			return
		}
		pr.printElementAt(elt, a.Raw[off:], eb)
	}
	pr.printElementsShape(a.Splat, a.Type.Shape(), printOne)
}

func (pr *printer) printDenseStrings(a *core.DenseStringAttr) {
	pr.printElementsShape(a.Splat, a.Type.Shape(), func(i int) { pr.printEscapedQuoted(a.Values[i]) })
}

// printElementsShape prints nested [..] lists following shape, as MLIR's
// printDenseElementsAttrImpl.
func (pr *printer) printElementsShape(splat bool, shape []int64, printOne func(int)) {
	if splat {
		printOne(0)
		return
	}
	n := core.NumElements(shape)
	if n == 0 {
		return
	}
	rank := len(shape)
	counter := make([]int64, rank)
	open := 0
	for idx := int64(0); idx < n; idx++ {
		if idx != 0 {
			pr.ws(", ")
		}
		for open < rank {
			pr.wb('[')
			open++
		}
		printOne(int(idx))
		if rank == 0 {
			continue
		}
		counter[rank-1]++
		for i := rank - 1; i > 0; i-- {
			if counter[i] >= shape[i] {
				counter[i] = 0
				counter[i-1]++
				open--
				pr.wb(']')
			}
		}
	}
	for ; open > 0; open-- {
		pr.wb(']')
	}
}

// Locations.

func (pr *printer) printLocation(l core.Location, allowAlias bool) {
	if pr.collect != nil {
		pr.collect.visitAttr(l, false)
		return
	}
	if pr.opts.PrettyDebugInfo {
		pr.printLocInternal(l, true, true)
		return
	}
	pr.ws("loc(")
	if allowAlias && pr.aliases != nil {
		if name, ok := pr.aliases.attrAlias(l); ok {
			pr.wb('#')
			pr.ws(name)
			pr.wb(')')
			return
		}
	}
	pr.printLocInternal(l, false, true)
	pr.wb(')')
}

func (pr *printer) printLocInternal(l core.Location, pretty, top bool) {
	if !top && pr.aliases != nil {
		if name, ok := pr.aliases.attrAlias(l); ok {
			pr.wb('#')
			pr.ws(name)
			return
		}
	}
	switch l := l.(type) {
	case *core.UnknownLoc:
		if pretty {
			pr.ws("[unknown]")
		} else {
			pr.ws("unknown")
		}
	case *core.FileLineColLoc:
		if pretty {
			pr.ws(l.File)
		} else {
			pr.printEscapedQuoted(l.File)
		}
		pr.wb(':')
		pr.wint(int64(l.Line))
		pr.wb(':')
		pr.wint(int64(l.Col))
		if l.EndLine > 0 && (l.EndLine != l.Line || l.EndCol != l.Col) {
			if l.EndLine == l.Line {
				pr.ws(" to :")
			} else {
				pr.ws(" to ")
				pr.wint(int64(l.EndLine))
				pr.wb(':')
			}
			pr.wint(int64(l.EndCol))
		}
	case *core.NameLoc:
		pr.printEscapedQuoted(l.Name)
		if l.Child != nil {
			if _, unk := l.Child.(*core.UnknownLoc); !unk {
				pr.wb('(')
				pr.printLocInternal(l.Child, pretty, false)
				pr.wb(')')
			}
		}
	case *core.CallSiteLoc:
		if !pretty {
			pr.ws("callsite(")
		}
		pr.printLocInternal(l.Callee, pretty, false)
		if pretty {
			_, calleeName := l.Callee.(*core.NameLoc)
			_, callerFile := l.Caller.(*core.FileLineColLoc)
			if calleeName && callerFile {
				pr.ws(" at ")
			} else {
				pr.newline()
				pr.ws(" at ")
			}
		} else {
			pr.ws(" at ")
		}
		pr.printLocInternal(l.Caller, pretty, false)
		if !pretty {
			pr.wb(')')
		}
	case *core.FusedLoc:
		if !pretty {
			pr.ws("fused")
		}
		if l.Metadata != nil {
			pr.wb('<')
			pr.printAttr(l.Metadata, elideNever)
			pr.wb('>')
		}
		pr.wb('[')
		for i, x := range l.Locs {
			if i > 0 {
				pr.ws(", ")
			}
			pr.printLocInternal(x, pretty, false)
		}
		pr.wb(']')
	default:
		pr.ws("<<unknown location>>")
	}
}
