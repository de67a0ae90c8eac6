package bytecode

import (
	"ncc/core"
	"ncc/core/asm"
)

// Dense data is stored in bytecode as MLIR keeps it in memory: elements
// packed little-endian, ceil(width/8) bytes each (complex: two parts), a
// splat as one element; except i1, packed eight to a byte, least
// significant bit first, with a splat as the single byte 0x00 or 0xFF. ncc
// stores i1 elements a byte each, so only i1 data is converted.

// denseElemOK reports whether t can be the element type of dense int or
// float elements.
func denseElemOK(t core.Type) bool {
	if c, ok := t.(*core.ComplexType); ok {
		t = c.Elem
	}
	switch t := t.(type) {
	case *core.IntType:
		return t.Width > 0
	case *core.IndexType, *core.FloatType:
		return true
	}
	return false
}

func isI1(t core.Type) bool {
	it, ok := t.(*core.IntType)
	return ok && it.Width == 1
}

// staticElements returns the element count of a static shape, or false
// when the shape is dynamic, unranked, or has more elements than limit
// (the caller's bound on what the data could hold).
func staticElements(st core.ShapedType, limit int64) (int64, bool) {
	if !st.HasRank() {
		return 0, false
	}
	n := int64(1)
	for _, d := range st.Shape() {
		if d < 0 {
			return 0, false
		}
		if d != 0 && n > limit/d {
			// More elements than the data can hold; the count only
			// matters as "too many" (unless another dim is 0).
			n = limit + 1
			continue
		}
		n *= d
	}
	for _, d := range st.Shape() {
		if d == 0 {
			return 0, true
		}
	}
	return n, true
}

func readDenseElements(r *DialectReader) (core.Attribute, error) {
	st, err := readShaped(r)
	if err != nil {
		return nil, err
	}
	blob, err := r.Blob()
	if err != nil {
		return nil, err
	}
	elem := st.ElementType()
	if !denseElemOK(elem) {
		return nil, r.Errorf("invalid element type for dense elements: %s", asm.TypeString(elem))
	}
	n, ok := staticElements(st, int64(len(blob))*8+8)
	if !ok {
		return nil, r.Errorf("dense elements attribute requires a static shape, got %s", asm.TypeString(st))
	}
	ctx := r.Context()
	if isI1(elem) {
		if len(blob) == 1 && (blob[0] == 0 || blob[0] == 0xFF) {
			return core.Dense(ctx, st, []byte{blob[0] & 1}), nil
		}
		if int64(len(blob)) != (n+7)/8 {
			return nil, r.Errorf("invalid raw data size %d for dense elements of type %s", len(blob), asm.TypeString(st))
		}
		elems := make([]byte, n)
		for i := range elems {
			elems[i] = blob[i/8] >> (i % 8) & 1
		}
		// MLIR finds a splat in the packed bytes, padding bits included.
		if rem := n % 8; n > 1 && rem != 0 && blob[len(blob)-1]>>rem != 0 {
			return core.DenseList(ctx, st, elems), nil
		}
		return core.Dense(ctx, st, elems), nil
	}
	eb := int64(core.ElementBytes(elem))
	if int64(len(blob)) != eb && (n > int64(len(blob)) || n*eb != int64(len(blob))) {
		return nil, r.Errorf("invalid raw data size %d for dense elements of type %s", len(blob), asm.TypeString(st))
	}
	return core.Dense(ctx, st, append([]byte(nil), blob...)), nil
}

// denseBlob returns the bytecode form of a's data.
func denseBlob(a *core.DenseAttr) []byte {
	if !isI1(a.Type.ElementType()) {
		return a.Raw
	}
	if a.Splat {
		if len(a.Raw) > 0 && a.Raw[0] != 0 {
			return []byte{0xFF}
		}
		return []byte{0}
	}
	out := make([]byte, (len(a.Raw)+7)/8)
	for i, b := range a.Raw {
		if b != 0 {
			out[i/8] |= 1 << (i % 8)
		}
	}
	return out
}

func readDenseArray(r *DialectReader) (core.Attribute, error) {
	elem, err := r.Type()
	if err != nil {
		return nil, err
	}
	n, err := r.VarInt()
	if err != nil {
		return nil, err
	}
	blob, err := r.Blob()
	if err != nil {
		return nil, err
	}
	switch t := elem.(type) {
	case *core.IntType:
		if t.Width != 1 && t.Width%8 != 0 {
			return nil, r.Errorf("invalid element type for dense array: %s", asm.TypeString(elem))
		}
	case *core.FloatType:
		if t.Width%8 != 0 {
			return nil, r.Errorf("invalid element type for dense array: %s", asm.TypeString(elem))
		}
	default:
		return nil, r.Errorf("invalid element type for dense array: %s", asm.TypeString(elem))
	}
	eb := uint64(core.ElementBytes(elem))
	if n > uint64(len(blob)) || n*eb != uint64(len(blob)) {
		return nil, r.Errorf("dense array of %d elements of type %s has %d bytes of data", n, asm.TypeString(elem), len(blob))
	}
	return core.DenseArray(r.Context(), elem, int(n), append([]byte(nil), blob...)), nil
}

func readDenseStrings(r *DialectReader) (core.Attribute, error) {
	st, err := readShaped(r)
	if err != nil {
		return nil, err
	}
	splat, err := r.VarInt()
	if err != nil {
		return nil, err
	}
	n := int64(1)
	if splat == 0 {
		var ok bool
		if n, ok = staticElements(st, int64(r.r.left())); !ok {
			return nil, r.Errorf("dense string elements require a static shape, got %s", asm.TypeString(st))
		}
		if n > int64(r.r.left()) {
			return nil, r.Errorf("dense string elements of %d strings exceed the %d bytes left", n, r.r.left())
		}
	}
	vals := make([]string, n)
	for i := range vals {
		if vals[i], err = r.String(); err != nil {
			return nil, err
		}
	}
	return core.DenseStrings(r.Context(), st, vals), nil
}
