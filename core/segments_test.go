package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSlotRanges(t *testing.T) {
	single := ValueDef{Name: "s"}
	opt := ValueDef{Name: "o", Arity: Optional}
	vari := ValueDef{Name: "v", Arity: Variadic}
	cases := []struct {
		defs []ValueDef
		n    int
		segs []int32
		want []SlotRange
		err  string
	}{
		{defs: []ValueDef{single, single}, n: 2, want: []SlotRange{{0, 1}, {1, 1}}},
		{defs: []ValueDef{single, vari, single}, n: 5, want: []SlotRange{{0, 1}, {1, 3}, {4, 1}}},
		{defs: []ValueDef{single, vari, single}, n: 2, want: []SlotRange{{0, 1}, {1, 0}, {1, 1}}},
		{defs: []ValueDef{single, opt}, n: 1, want: []SlotRange{{0, 1}, {1, 0}}},
		{defs: []ValueDef{single, opt}, n: 2, want: []SlotRange{{0, 1}, {1, 1}}},
		{defs: []ValueDef{single, vari, vari}, n: 4, segs: []int32{1, 2, 1}, want: []SlotRange{{0, 1}, {1, 2}, {3, 1}}},
		{defs: []ValueDef{single, single}, n: 3, err: "3 values do not fit 2 slots"},
		{defs: []ValueDef{single, vari}, n: 0, err: "0 values do not fit 2 slots"},
		{defs: []ValueDef{vari, vari}, n: 2, err: `slots "v" and "v" are both variable-length and no segment sizes are given`},
		{defs: []ValueDef{single, vari}, n: 2, segs: []int32{1}, err: "1 segment sizes for 2 slots"},
		{defs: []ValueDef{single, vari}, n: 2, segs: []int32{1, 2}, err: "segment sizes sum to 3, but there are 2 values"},
		{defs: []ValueDef{single, vari}, n: 2, segs: []int32{3, -1}, err: "negative segment size -1"},
	}
	for _, tc := range cases {
		got, err := SlotRanges(tc.defs, tc.n, tc.segs)
		if tc.err != "" {
			assert.EqualError(t, err, tc.err)
			continue
		}
		require.NoError(t, err)
		assert.Equal(t, tc.want, got)
	}
}

func TestOperandSlots(t *testing.T) {
	x := newIRB(t)
	m := x.module()
	var sw *Operation
	f := x.fn("f", []Type{x.i32(), x.f32()}, func(*Block) {})
	a, b := f.Region(0).First().Arg(0), f.Region(0).First().Arg(1)
	x.b.SetInsertionPointToEnd(f.Region(0).First())
	sw = x.b.Create(&OpState{Ctx: x.c, Name: mustName(x, "t.switch"), Loc: Unknown(x.c),
		Operands: []Value{a, b, a, b}, Attrs: []NamedAttr{{OperandSegmentSizesAttr, SegmentSizesFor(x.c,
			[][]Value{{a}, {b}, {a, b}})}}})
	_ = m
	assert.Equal(t, []Value{a}, OperandSlot(sw, "flag"))
	assert.Equal(t, []Value{b}, OperandSlot(sw, "defaults"))
	assert.Equal(t, []Value{a, b}, OperandSlot(sw, "cases"))
	assert.Nil(t, OperandSlot(sw, "nope"))
	vs, ok := DenseI32Values(sw.Attr(OperandSegmentSizesAttr))
	assert.True(t, ok)
	assert.Equal(t, []int32{1, 1, 2}, vs)
	_, ok = DenseI32Values(Int(x.c, x.i32(), 1))
	assert.False(t, ok)

	add := x.op("t.addi", []Value{a, a}, []Type{x.i32()})
	assert.Equal(t, []Value{add.Result(0)}, ResultSlot(add, "result"))
	assert.Equal(t, []Value{a}, OperandSlot(add, "rhs"))
	un := x.op("test.unregistered", []Value{a}, nil)
	assert.Nil(t, OperandSlot(un, "x"))
	_, err := OperandRanges(un)
	assert.Error(t, err)
}
