package core

import (
	"encoding/binary"
	"fmt"
)

// Names of the properties that split operands and results into slots for ops
// with the AttrSizedOperandSegments / AttrSizedResultSegments traits, as in ODS.
const (
	OperandSegmentSizesAttr = "operandSegmentSizes"
	ResultSegmentSizesAttr  = "resultSegmentSizes"
)

// SlotRange is the span [Start, Start+Len) of an op's flat operand (or
// result) list that one ValueDef slot covers.
type SlotRange struct{ Start, Len int }

// SlotRanges maps n flat values onto defs. segments, when not nil, gives each
// slot's size (AttrSizedOperandSegments). Without segments at most one slot
// may be Optional or Variadic, as ODS requires; it takes whatever the Single
// slots leave. The error says why the values do not fit; the verifier reports
// count problems with MLIR's own wording before it gets here.
func SlotRanges(defs []ValueDef, n int, segments []int32) ([]SlotRange, error) {
	rs := make([]SlotRange, len(defs))
	if segments != nil {
		if len(segments) != len(defs) {
			return nil, fmt.Errorf("%d segment sizes for %d slots", len(segments), len(defs))
		}
		start := 0
		for i, s := range segments {
			if s < 0 {
				return nil, fmt.Errorf("negative segment size %d", s)
			}
			rs[i] = SlotRange{start, int(s)}
			start += int(s)
		}
		if start != n {
			return nil, fmt.Errorf("segment sizes sum to %d, but there are %d values", start, n)
		}
		return rs, nil
	}
	variable := -1
	for i, d := range defs {
		if d.Arity != Single {
			if variable >= 0 {
				return nil, fmt.Errorf("slots %q and %q are both variable-length and no segment sizes are given",
					defs[variable].Name, d.Name)
			}
			variable = i
		}
	}
	fixed := len(defs)
	if variable >= 0 {
		fixed--
	}
	if n < fixed || (variable < 0 && n != fixed) {
		return nil, fmt.Errorf("%d values do not fit %d slots", n, len(defs))
	}
	start := 0
	for i := range defs {
		l := 1
		if i == variable {
			l = n - fixed
		}
		rs[i] = SlotRange{start, l}
		start += l
	}
	return rs, nil
}

// DenseI32Array returns array<i32: vs...>.
func DenseI32Array(c *Context, vs []int32) *DenseArrayAttr {
	raw := make([]byte, 4*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint32(raw[4*i:], uint32(v))
	}
	return DenseArray(c, IntegerType(c, 32), len(vs), raw)
}

// DenseI32Values returns the elements of an array<i32: ...>; ok is false for
// any other attribute.
func DenseI32Values(a Attribute) (vs []int32, ok bool) {
	d, isArr := a.(*DenseArrayAttr)
	if !isArr {
		return nil, false
	}
	if it, isInt := d.Elem.(*IntType); !isInt || it.Width != 32 || it.Sign != Signless || len(d.Raw) != 4*d.N {
		return nil, false
	}
	vs = make([]int32, d.N)
	for i := range vs {
		vs[i] = int32(binary.LittleEndian.Uint32(d.Raw[4*i:]))
	}
	return vs, true
}

// segmentSizes returns the segment sizes stored under name. An absent
// property reads as all zeros, as MLIR's default-constructed property does.
func segmentSizes(op *Operation, name string, nslots int) ([]int32, error) {
	a := op.Attr(name)
	if a == nil {
		return make([]int32, nslots), nil
	}
	vs, ok := DenseI32Values(a)
	if !ok {
		return nil, fmt.Errorf("requires dense i32 array attribute '%s'", name)
	}
	return vs, nil
}

// OperandRanges returns the operand span of each operand slot of op's
// definition. It fails for unregistered ops and for operands that do not fit.
func OperandRanges(op *Operation) ([]SlotRange, error) {
	d := op.Def()
	if d == nil {
		return nil, fmt.Errorf("'%s' is not registered", op.Name())
	}
	var segs []int32
	if d.Traits.Has(AttrSizedOperandSegments) {
		var err error
		if segs, err = segmentSizes(op, OperandSegmentSizesAttr, len(d.Operands)); err != nil {
			return nil, err
		}
	}
	return SlotRanges(d.Operands, op.NumOperands(), segs)
}

// ResultRanges is OperandRanges for results.
func ResultRanges(op *Operation) ([]SlotRange, error) {
	d := op.Def()
	if d == nil {
		return nil, fmt.Errorf("'%s' is not registered", op.Name())
	}
	var segs []int32
	if d.Traits.Has(AttrSizedResultSegments) {
		var err error
		if segs, err = segmentSizes(op, ResultSegmentSizesAttr, len(d.Results)); err != nil {
			return nil, err
		}
	}
	return SlotRanges(d.Results, op.NumResults(), segs)
}

func slotIndex(defs []ValueDef, name string) int {
	for i := range defs {
		if defs[i].Name == name {
			return i
		}
	}
	return -1
}

// OperandSlot returns the operands in op's slot called name: one value for a
// Single slot, zero or one for Optional, any number for Variadic. It returns
// nil when the slot does not exist or the operands do not fit the definition
// (which the verifier reports).
func OperandSlot(op *Operation, name string) []Value {
	d := op.Def()
	if d == nil {
		return nil
	}
	i := slotIndex(d.Operands, name)
	if i < 0 {
		return nil
	}
	rs, err := OperandRanges(op)
	if err != nil {
		return nil
	}
	vs := make([]Value, rs[i].Len)
	for j := range vs {
		vs[j] = op.Operand(rs[i].Start + j)
	}
	return vs
}

// ResultSlot is OperandSlot for results.
func ResultSlot(op *Operation, name string) []Value {
	d := op.Def()
	if d == nil {
		return nil
	}
	i := slotIndex(d.Results, name)
	if i < 0 {
		return nil
	}
	rs, err := ResultRanges(op)
	if err != nil {
		return nil
	}
	vs := make([]Value, rs[i].Len)
	for j := range vs {
		vs[j] = op.Result(rs[i].Start + j)
	}
	return vs
}

// SegmentSizesFor returns the sizes to store in operandSegmentSizes (or
// resultSegmentSizes) for values grouped by slot, for builders and parsers.
func SegmentSizesFor(c *Context, groups [][]Value) *DenseArrayAttr {
	sizes := make([]int32, len(groups))
	for i, g := range groups {
		sizes[i] = int32(len(g))
	}
	return DenseI32Array(c, sizes)
}
