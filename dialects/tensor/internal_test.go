package tensor

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"ncc/core"
)

func TestCastCompatibility(t *testing.T) {
	ctx := core.NewContext()
	f32, i32, f16 := core.F32(ctx), core.IntegerType(ctx, 32), core.Float(ctx, "f16")
	ui32 := core.UnsignedIntType(ctx, 32)
	ranked := func(e core.Type, dims ...int64) core.Type { return core.RankedTensor(ctx, dims, e, nil) }
	enc := core.String(ctx, "any encoding")
	d := core.Dynamic
	cases := []struct {
		name         string
		in, out      core.Type
		cast, bitcas bool
	}{
		{"static to dynamic", ranked(f32, 4), ranked(f32, d), true, true},
		{"dynamic to static", ranked(f32, d, 2), ranked(f32, 3, 2), true, true},
		{"sizes differ", ranked(f32, 4), ranked(f32, 5), false, false},
		{"ranks differ", ranked(f32, 4), ranked(f32, 4, 1), false, false},
		{"to unranked", ranked(f32, 4), core.UnrankedTensor(ctx, f32), true, true},
		{"from unranked", core.UnrankedTensor(ctx, f32), ranked(f32, 2, d), true, true},
		{"encodings ignored", core.RankedTensor(ctx, []int64{d}, f32, enc), ranked(f32, d), true, true},
		{"element types differ, same width", ranked(f32, 4), ranked(i32, 4), false, true},
		{"signedness differs", ranked(ui32, 4), ranked(i32, 4), false, true},
		{"widths differ", ranked(f32, 4), ranked(f16, 4), false, false},
		{"not tensors", f32, f32, false, false},
		{"vector", core.Vector(ctx, []int64{4}, nil, f32), ranked(f32, 4), false, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.cast, castCompatible(c.in, c.out), "cast: "+c.name)
		assert.Equal(t, c.bitcas, bitcastCompatible(c.in, c.out), "bitcast: "+c.name)
	}
	assert.True(t, castIface(castCompatible).AreCastCompatible([]core.Type{ranked(f32, 4)}, []core.Type{ranked(f32, d)}))
	assert.False(t, castIface(castCompatible).AreCastCompatible(nil, []core.Type{ranked(f32, d)}))
}

func TestConcatShape(t *testing.T) {
	ctx := core.NewContext()
	f32 := core.F32(ctx)
	d := core.Dynamic
	ranked := func(dims ...int64) *core.TensorType { return core.RankedTensor(ctx, dims, f32, nil) }
	cases := []struct {
		name   string
		dim    int
		inputs []*core.TensorType
		want   []int64
		bad    int // -1: no mismatch
	}{
		{"static", 0, []*core.TensorType{ranked(3, 4), ranked(5, 4)}, []int64{8, 4}, -1},
		{"dynamic concat dim", 0, []*core.TensorType{ranked(3, 4), ranked(d, 4)}, []int64{d, 4}, -1},
		{"static wins elsewhere", 0, []*core.TensorType{ranked(3, d), ranked(1, 4)}, []int64{4, 4}, -1},
		{"mismatch", 1, []*core.TensorType{ranked(3, 4), ranked(5, 4)}, nil, 0},
	}
	for _, c := range cases {
		shape, bad, ok := concatShape(c.dim, c.inputs, 2)
		if c.bad >= 0 {
			assert.False(t, ok, c.name)
			assert.Equal(t, c.bad, bad, c.name)
			continue
		}
		assert.True(t, ok, c.name)
		assert.Equal(t, c.want, shape, c.name)
	}
}

func TestElementCodec(t *testing.T) {
	ctx := core.NewContext()
	cases := []struct {
		name  string
		elem  core.Type
		elems []core.Attribute
	}{
		{"i1", core.IntegerType(ctx, 1), []core.Attribute{core.Bool(ctx, true), core.Bool(ctx, false)}},
		{"i8 negative", core.IntegerType(ctx, 8), []core.Attribute{core.Int(ctx, core.IntegerType(ctx, 8), -1), core.Int(ctx, core.IntegerType(ctx, 8), 127)}},
		{"ui16", core.UnsignedIntType(ctx, 16), []core.Attribute{core.Int(ctx, core.UnsignedIntType(ctx, 16), 65535), core.Int(ctx, core.UnsignedIntType(ctx, 16), 1)}},
		{"index", core.Index(ctx), []core.Attribute{core.Int(ctx, core.Index(ctx), -5), core.Int(ctx, core.Index(ctx), 1<<40)}},
		{"bf16", core.Float(ctx, "bf16"), []core.Attribute{core.FloatBits(ctx, core.Float(ctx, "bf16"), 0x3fc0), core.FloatBits(ctx, core.Float(ctx, "bf16"), 0x8000)}},
		{"f64", core.F64(ctx), []core.Attribute{core.FloatBits(ctx, core.F64(ctx), 0x3ff8000000000000), core.FloatBits(ctx, core.F64(ctx), 1)}},
	}
	for _, c := range cases {
		typ := core.RankedTensor(ctx, []int64{int64(len(c.elems))}, c.elem, nil)
		a, ok := denseOf(ctx, typ, c.elems).(*core.DenseAttr)
		if !assert.True(t, ok, c.name) {
			continue
		}
		for i, e := range c.elems {
			assert.Same(t, e, elementAt(ctx, a, int64(i)), c.name)
		}
	}
	// Mismatched element types and dynamic shapes build nothing.
	i32 := core.IntegerType(ctx, 32)
	assert.Nil(t, denseOf(ctx, core.RankedTensor(ctx, []int64{1}, i32, nil), []core.Attribute{core.Bool(ctx, true)}))
	assert.Nil(t, denseOf(ctx, core.RankedTensor(ctx, []int64{core.Dynamic}, i32, nil), []core.Attribute{core.Int(ctx, i32, 1)}))
	// A splat reads back its one element anywhere.
	splat := denseOf(ctx, core.RankedTensor(ctx, []int64{3}, i32, nil), []core.Attribute{core.Int(ctx, i32, 9)}).(*core.DenseAttr)
	assert.True(t, splat.Splat)
	assert.Same(t, core.Int(ctx, i32, 9), elementAt(ctx, splat, 2))
}

func TestPreservesStaticInformation(t *testing.T) {
	ctx := core.NewContext()
	f32 := core.F32(ctx)
	r := func(dims ...int64) core.Type { return core.RankedTensor(ctx, dims, f32, nil) }
	d := core.Dynamic
	assert.True(t, preservesStaticInformation(r(d, d), r(4, d)))
	assert.True(t, preservesStaticInformation(r(4, d), r(4, d)))
	assert.False(t, preservesStaticInformation(r(4, d), r(d, d)))
	assert.False(t, preservesStaticInformation(r(4), r(4, 1)))
	assert.False(t, preservesStaticInformation(core.UnrankedTensor(ctx, f32), r(4)))
}
