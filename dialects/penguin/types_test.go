package penguin_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/penguin"
	"ncc/numerics"
)

func TestTileType(t *testing.T) {
	ctx := newCtx()
	tt := penguin.TileOf(ctx, []int64{128, 4, 64}, numerics.BFloat16, arch.SBUF)
	assert.Equal(t, "!penguin.tile<128x4x64xbf16, sbuf>", tt.String())
	assert.Equal(t, int64(128), tt.Partitions())
	assert.Equal(t, []int64{4, 64}, tt.FreeShape())
	assert.Equal(t, int64(256), tt.FreeSize())
	assert.Equal(t, int64(512), tt.PartitionBytes())
	assert.Equal(t, numerics.BFloat16, tt.DType())
	assert.Equal(t, arch.SBUF, tt.Memory())
	assert.Equal(t, 3, tt.Rank())
	assert.False(t, tt.IsColumn())
	assert.Same(t, tt, penguin.Tile(ctx, []int64{128, 4, 64}, core.Float(ctx, "bf16"), arch.SBUF), "types are uniqued")
	assert.Equal(t, "!penguin.tile<128x4x64xbf16, psum>", tt.WithMemory(ctx, arch.PSUM).String())
	assert.Equal(t, "!penguin.tile<128x1xbf16, sbuf>", tt.WithShape(ctx, []int64{128, 1}).String())
	assert.True(t, tt.WithShape(ctx, []int64{128, 1}).IsColumn())
	assert.Equal(t, "!penguin.tile<128x4x64xf32, sbuf>", tt.WithElem(ctx, core.F32(ctx)).String())

	var st core.ShapedType = tt
	assert.Equal(t, []int64{128, 4, 64}, st.Shape())

	h := penguin.HBMOf(ctx, []int64{256, 300}, numerics.Float32)
	assert.Equal(t, "!penguin.hbm<256x300xf32>", h.String())
	assert.Equal(t, int64(76800), h.NumElements())
	assert.Equal(t, 2, h.Rank())
	assert.Equal(t, "!penguin.hbm<f32>", penguin.HBMOf(ctx, nil, numerics.Float32).String(), "rank 0 is a scalar")
}

func TestTypeConstructorsPanic(t *testing.T) {
	ctx := newCtx()
	f32 := core.F32(ctx)
	assert.Panics(t, func() { penguin.Tile(ctx, []int64{128}, f32, arch.SBUF) })
	assert.Panics(t, func() { penguin.Tile(ctx, []int64{128, 0}, f32, arch.SBUF) })
	assert.Panics(t, func() { penguin.Tile(ctx, []int64{128, 4}, f32, arch.HBM) })
	assert.Panics(t, func() { penguin.Tile(ctx, []int64{128, 4}, core.F64(ctx), arch.SBUF) })
	assert.Panics(t, func() { penguin.HBM(ctx, []int64{-1}, f32) })
	assert.Panics(t, func() { penguin.HBM(ctx, []int64{4}, core.Index(ctx)) })
}

func TestCheckTypes(t *testing.T) {
	ctx := newCtx()
	f32 := core.F32(ctx)
	for _, c := range []struct {
		name  string
		shape []int64
		elem  core.Type
		mem   arch.Memory
		want  string
	}{
		{"ok", []int64{128, 512}, f32, arch.PSUM, ""},
		{"rank 1", []int64{128}, f32, arch.SBUF, "a tile has a partition dimension and at least one free dimension, got [128]"},
		{"zero dim", []int64{128, 0}, f32, arch.SBUF, "tile dimensions must be static and positive, got [128, 0]"},
		{"dynamic dim", []int64{128, core.Dynamic}, f32, arch.SBUF, "tile dimensions must be static and positive, got [128, ?]"},
		{"memory", []int64{128, 4}, f32, arch.HBM, "a tile lives in sbuf or psum, not hbm"},
		{"element", []int64{128, 4}, core.IntegerType(ctx, 64), arch.SBUF,
			"element type must be one of f32, bf16, f16, tf32, f8E4M3FN, f8E5M2, i32, i16, i8, ui32, ui16, ui8, i1, got i64"},
		{"signed", []int64{128, 4}, core.SignedIntType(ctx, 32), arch.SBUF, "element type must be one of f32, bf16, f16, tf32, f8E4M3FN, f8E5M2, i32, i16, i8, ui32, ui16, ui8, i1, got si32"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := penguin.CheckTile(c.shape, c.elem, c.mem)
			if c.want == "" {
				assert.NoError(t, err)
			} else {
				assert.EqualError(t, err, c.want)
			}
		})
	}
	assert.NoError(t, penguin.CheckHBM([]int64{0, 3}, f32), "empty HBM buffers exist")
	assert.EqualError(t, penguin.CheckHBM([]int64{core.Dynamic}, f32), "HBM dimensions must be static and non-negative, got [?]")
}

// Every element type maps to the DType it is stored as and back.
func TestDTypeMapping(t *testing.T) {
	ctx := newCtx()
	for _, c := range []struct {
		elem string
		want numerics.DType
	}{
		{"f32", numerics.Float32}, {"bf16", numerics.BFloat16}, {"f16", numerics.Float16},
		{"tf32", numerics.TFloat32}, {"f8E4M3FN", numerics.Float8E4M3}, {"f8E5M2", numerics.Float8E5M2},
		{"i32", numerics.Int32}, {"i16", numerics.Int16}, {"i8", numerics.Int8},
		{"ui32", numerics.Uint32}, {"ui16", numerics.Uint16}, {"ui8", numerics.Uint8}, {"i1", numerics.Uint8},
	} {
		h := parseType(t, ctx, "!penguin.hbm<4x"+c.elem+">").(*penguin.HBMType)
		d, ok := penguin.DTypeOf(h.Elem)
		require.True(t, ok, c.elem)
		assert.Equal(t, c.want, d, c.elem)
		assert.Equal(t, c.want, h.DType(), c.elem)
		if c.elem != "i1" {
			assert.Same(t, h.Elem, penguin.ElementType(ctx, d), "ElementType(%v)", d)
		}
	}
	for _, bad := range []core.Type{core.F64(ctx), core.Index(ctx), core.IntegerType(ctx, 64), core.Float(ctx, "f8E4M3FNUZ"), nil} {
		_, ok := penguin.DTypeOf(bad)
		assert.False(t, ok)
	}
	for _, d := range numerics.DTypes() {
		got, ok := penguin.DTypeOf(penguin.ElementType(ctx, d))
		assert.True(t, ok)
		assert.Equal(t, d, got)
	}
}

func parseType(t *testing.T, ctx *core.Context, s string) core.Type {
	t.Helper()
	m, err := parse(ctx, "func.func private @f("+s+")")
	require.NoError(t, err)
	var ty core.Type
	m.WalkAll(func(op *core.Operation) {
		if op.Name() == "func.func" {
			ty = op.Attr("function_type").(*core.TypeAttr).Type.(*core.FunctionType).Inputs[0]
		}
	})
	return ty
}

// The types and attributes print as they parse.
func TestTypeAndAttrSyntax(t *testing.T) {
	for _, s := range []string{
		"!penguin.hbm<256x300xf32>", "!penguin.hbm<i1>", "!penguin.hbm<0x4xui8>",
		"!penguin.tile<128x512xf32, psum>", "!penguin.tile<1x2x3x4xf8E5M2, sbuf>",
	} {
		out := roundTrip(t, "func.func private @f("+s+")")
		assert.Contains(t, out, s)
	}
	out := roundTrip(t, `func.func private @f() attributes {a = #penguin.alu<is_ge>, b = #penguin.act<gelu_apprx_tanh>,
  c = #penguin.dims<[d2 * 4, bcast, d0]>, d = #penguin.loop<sequential>, e = #penguin.dims<[]>, f = #penguin.dims<[d1 * -1, d0 * -3]>}`)
	assert.Contains(t, out, "a = #penguin.alu<is_ge>, b = #penguin.act<gelu_apprx_tanh>, c = #penguin.dims<[d2 * 4, bcast, d0]>, d = #penguin.loop<sequential>, e = #penguin.dims<[]>, f = #penguin.dims<[d1 * -1, d0 * -3]>")
}

func TestTypeAndAttrErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"func.func private @f(!penguin.tile<128xf32, sbuf>)", "1:36: a tile has a partition dimension and at least one free dimension, got [128]"},
		{"func.func private @f(!penguin.tile<4x4xf64, sbuf>)", "1:40: element type must be one of f32, bf16, f16, tf32, f8E4M3FN, f8E5M2, i32, i16, i8, ui32, ui16, ui8, i1, got f64"},
		{"func.func private @f(!penguin.tile<4x4xf32, dram>)", "1:45: expected sbuf or psum, got dram"},
		{"func.func private @f(!penguin.tile<4x4xf32>)", "1:43: expected ','"},
		{"func.func private @f(!penguin.vector<4xf32>)", "1:31: unknown penguin type: vector (expected hbm or tile)"},
		{"func.func private @f() attributes {a = #penguin.alu<plus>}", "1:53: unknown ALU op plus (expected one of abs, add, arith_shift_left, arith_shift_right, average, bitwise_and, bitwise_not, bitwise_or, bitwise_xor, bypass, divide, is_equal, is_ge, is_gt, is_le, is_lt, logical_and, logical_or, logical_shift_left, logical_shift_right, logical_xor, max, min, mod, mult, not_equal, pow, rsqrt, subtract)"},
		{"func.func private @f() attributes {a = #penguin.loop<forever>}", "1:54: expected parallel or sequential, got forever"},
		{"func.func private @f() attributes {a = #penguin.dims<[e1]>}", "1:55: expected an HBM dimension (d0, d1, ...) or bcast, got e1"},
		{"func.func private @f() attributes {a = #penguin.dims<[d-1]>}", "1:55: expected an HBM dimension (d0, d1, ...) or bcast, got d"},
		{"func.func private @f() attributes {a = #penguin.dims<[d1 * 0]>}", "1:60: a stride must not be 0 (a repeated dimension is bcast)"},
		{"func.func private @f() attributes {a = #penguin.shape<[1]>}", "1:49: unknown penguin attribute: shape (expected alu, act, loop or dims)"},
	} {
		assert.Equal(t, c.want, firstError(c.src), c.src)
	}
}
