package bytecode

import (
	"math/big"

	"ncc/core"
	"ncc/core/asm"
)

// The fields of builtin attributes and types.

func readAttrList(r *DialectReader) ([]core.Attribute, error) {
	n, err := r.Count("attribute")
	if err != nil {
		return nil, err
	}
	as := make([]core.Attribute, n)
	for i := range as {
		if as[i], err = r.Attribute(); err != nil {
			return nil, err
		}
	}
	return as, nil
}

func readTypeList(r *DialectReader) ([]core.Type, error) {
	n, err := r.Count("type")
	if err != nil {
		return nil, err
	}
	ts := make([]core.Type, n)
	for i := range ts {
		if ts[i], err = r.Type(); err != nil {
			return nil, err
		}
	}
	return ts, nil
}

func readShape(r *DialectReader) ([]int64, error) {
	n, err := r.Count("dimension")
	if err != nil {
		return nil, err
	}
	shape := make([]int64, n)
	for i := range shape {
		if shape[i], err = r.SignedVarInt(); err != nil {
			return nil, err
		}
		if shape[i] < 0 && shape[i] != core.Dynamic {
			return nil, r.Errorf("invalid dimension size: %d", shape[i])
		}
	}
	return shape, nil
}

func readStringAttr(r *DialectReader) (string, error) {
	a, err := r.Attribute()
	if err != nil {
		return "", err
	}
	s, ok := a.(*core.StringAttr)
	if !ok {
		return "", r.Errorf("expected StringAttr, but got: %s", asm.AttrString(a))
	}
	return s.Value, nil
}

func readLoc(r *DialectReader) (core.Location, error) {
	a, err := r.Attribute()
	if err != nil {
		return nil, err
	}
	l, ok := a.(core.Location)
	if !ok {
		return nil, r.Errorf("expected LocationAttr, but got: %s", asm.AttrString(a))
	}
	return l, nil
}

func readShaped(r *DialectReader) (core.ShapedType, error) {
	t, err := r.Type()
	if err != nil {
		return nil, err
	}
	st, ok := t.(core.ShapedType)
	if !ok {
		return nil, r.Errorf("expected ShapedType, but got: %s", asm.TypeString(t))
	}
	return st, nil
}

func readDict(r *DialectReader) (core.Attribute, error) {
	n, err := r.Count("dictionary entry")
	if err != nil {
		return nil, err
	}
	entries := make([]core.NamedAttr, n)
	seen := make(map[string]bool, n)
	for i := range entries {
		name, err := readStringAttr(r)
		if err != nil {
			return nil, err
		}
		if seen[name] {
			return nil, r.Errorf("duplicate key '%s' in dictionary attribute", name)
		}
		seen[name] = true
		v, err := r.Attribute()
		if err != nil {
			return nil, err
		}
		entries[i] = core.NamedAttr{Name: name, Value: v}
	}
	return core.Dict(r.Context(), entries), nil
}

func readSymbolRef(r *DialectReader) (core.Attribute, error) {
	root, err := readStringAttr(r)
	if err != nil {
		return nil, err
	}
	n, err := r.Count("nested reference")
	if err != nil {
		return nil, err
	}
	nested := make([]string, n)
	for i := range nested {
		a, err := r.Attribute()
		if err != nil {
			return nil, err
		}
		s, ok := a.(*core.SymbolRefAttr)
		if !ok || !s.IsFlat() {
			return nil, r.Errorf("expected FlatSymbolRefAttr, but got: %s", asm.AttrString(a))
		}
		nested[i] = s.Root
	}
	return core.SymbolRef(r.Context(), root, nested...), nil
}

func readInteger(r *DialectReader) (core.Attribute, error) {
	t, err := r.Type()
	if err != nil {
		return nil, err
	}
	var w int
	switch t := t.(type) {
	case *core.IntType:
		w = t.Width
	case *core.IndexType:
		w = 64
	default:
		return nil, r.Errorf("expected integer or index type for IntegerAttr, but got: %s", asm.TypeString(t))
	}
	if w == 0 {
		return nil, r.Errorf("integer attribute of zero width")
	}
	words, err := r.APInt(w)
	if err != nil {
		return nil, err
	}
	if w <= 64 {
		return core.Int(r.Context(), t, int64(words[0])), nil
	}
	v := wordsToBig(words)
	if it, ok := t.(*core.IntType); len(words)*64 < w || v.Bit(w-1) == 0 || (ok && it.Sign == core.Unsigned) {
		// Non-negative: what core.BigInt makes, without its 2^width
		// modulus (megabytes for the widest integer types).
		return core.InternAttr(r.Context(), &core.IntegerAttr{Type: t, Val: v.Int64(), Big: v}), nil
	}
	return core.BigInt(r.Context(), t, v), nil
}

func readFloat(r *DialectReader) (core.Attribute, error) {
	t, err := r.Type()
	if err != nil {
		return nil, err
	}
	ft, ok := t.(*core.FloatType)
	if !ok {
		return nil, r.Errorf("expected float type for FloatAttr, but got: %s", asm.TypeString(t))
	}
	words, err := r.APInt(ft.Width)
	if err != nil {
		return nil, err
	}
	if len(words) > 1 {
		return core.FloatWide(r.Context(), ft, words[0], words[1]), nil
	}
	return core.FloatBits(r.Context(), ft, words[0]), nil
}

func wordsToBig(words []uint64) *big.Int {
	v := new(big.Int)
	for i := len(words) - 1; i >= 0; i-- {
		v.Lsh(v, 64)
		v.Or(v, new(big.Int).SetUint64(words[i]))
	}
	return v
}

// readFileRange reads a FileLineColRange: the file, then 0 to 4 numbers
// (line; line and column; line, column and end column; or all four).
func readFileRange(r *DialectReader) (core.Attribute, error) {
	file, err := readStringAttr(r)
	if err != nil {
		return nil, err
	}
	n, err := r.Count("line or column")
	if err != nil {
		return nil, err
	}
	if n > 4 {
		return nil, r.Errorf("invalid FileLineColRange: %d numbers", n)
	}
	var v [4]int
	for i := 0; i < n; i++ {
		x, err := r.VarInt()
		if err != nil {
			return nil, err
		}
		v[i] = int(uint32(x))
	}
	ctx := r.Context()
	switch n {
	case 0, 1, 2:
		return core.FileLineCol(ctx, file, v[0], v[1]), nil
	case 3:
		return core.FileRange(ctx, file, v[0], v[1], v[0], v[2]), nil
	}
	return core.FileRange(ctx, file, v[0], v[1], v[2], v[3]), nil
}

func isIntOrFloat(t core.Type) bool {
	switch t.(type) {
	case *core.IntType, *core.FloatType, *core.IndexType:
		return true
	}
	return false
}
