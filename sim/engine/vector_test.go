package engine

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/numerics"
)

var (
	nan  = math.NaN()
	negz = math.Copysign(0, -1)
)

// ttCase runs one tensor_tensor on 1 x len(a) tiles.
type ttCase struct {
	name       string
	op         AluOp
	dt, outDT  numerics.DType
	a, b, want []float64
	kind       ErrorKind
}

func runTT(t *testing.T, c ttCase) {
	t.Helper()
	n := int64(len(c.a))
	al := sb(t, "t", 1, 1024)
	in0 := tile(al, 1, n, c.dt)
	in1 := in0
	in1.Offset = 64
	out := tile(al, 1, n, c.outDT)
	out.Offset = 128
	if c.outDT.Size() == 2 {
		out.Offset = 256
	}
	put(t, in0, c.a)
	put(t, in1, c.b)
	err := New(nil).TensorTensor("tt", c.op, out, in0, in1)
	if c.kind != 0 {
		assert.Equal(t, c.kind, errKind(err), "%v", err)
		return
	}
	require.NoError(t, err)
	got := get(t, out)
	for i := range got {
		if math.IsNaN(c.want[i]) {
			assert.True(t, math.IsNaN(got[i]), "element %d: %v", i, got[i])
			continue
		}
		assert.Equal(t, c.want[i], got[i], "element %d", i)
		assert.Equal(t, math.Signbit(c.want[i]), math.Signbit(got[i]), "sign of element %d", i)
	}
}

func TestTensorTensorFloat(t *testing.T) {
	f32, bf := numerics.Float32, numerics.BFloat16
	third := float64(float32(1.0 / 3))
	cases := []ttCase{
		{"add", AluAdd, f32, f32, []float64{1, 0x1p24, negz}, []float64{2, 1, negz}, []float64{3, 0x1p24, negz}, 0},
		{"subtract", AluSubtract, f32, f32, []float64{1, 0}, []float64{3, 0}, []float64{-2, 0}, 0},
		{"mult", AluMult, f32, f32, []float64{3, -2}, []float64{0.5, 0}, []float64{1.5, negz}, 0},
		{"divide", AluDivide, f32, f32, []float64{1, 1, 0}, []float64{3, 0, 0}, []float64{third, math.Inf(1), nan}, 0},
		{"max", AluMax, f32, f32, []float64{1, negz, nan, 2}, []float64{2, 0, 1, nan}, []float64{2, 0, nan, nan}, 0},
		{"min", AluMin, f32, f32, []float64{1, negz, 0}, []float64{2, 0, negz}, []float64{1, negz, negz}, 0},
		{"abs_max", AluAbs, f32, f32, []float64{-3, 1, -2}, []float64{0, -2, 0}, []float64{3, 2, 2}, 0},
		{"average", AluAverage, f32, f32, []float64{1, -3}, []float64{2, 4}, []float64{1.5, 0.5}, 0},
		{"compare", AluIsGE, f32, f32, []float64{1, 2, nan}, []float64{2, 2, 1}, []float64{0, 1, 0}, 0},
		{"is_lt", AluIsLT, f32, f32, []float64{1, 2}, []float64{2, 2}, []float64{1, 0}, 0},
		{"not_equal", AluNotEqual, f32, f32, []float64{1, nan}, []float64{1, nan}, []float64{0, 1}, 0},
		{"logical_xor", AluLogicalXor, f32, f32, []float64{0, 2, 0.5}, []float64{0, 0, 3}, []float64{0, 1, 0}, 0},
		{"mod", AluMod, f32, f32, []float64{7, -7, 5.5}, []float64{3, 3, -2}, []float64{1, -1, 1.5}, 0},
		{"pow", AluPow, f32, f32, []float64{2, 9}, []float64{10, 0.5}, []float64{1024, 3}, 0},
		{"rsqrt", AluRsqrt, f32, f32, []float64{4, 0}, []float64{0, 0}, []float64{0.5, math.Inf(1)}, 0},
		{"bypass", AluBypass, f32, f32, []float64{4, -1}, []float64{0, 0}, []float64{4, -1}, 0},
		// bf16 write rounds to nearest even: 1 + 2^-8 is the tie between
		// 1 and 1 + 2^-7 and goes to 1; 1 + 3·2^-8 goes up to 1 + 2^-6.
		{"bf16 round", AluAdd, f32, bf, []float64{1, 1, 1 + 0x1p-7}, []float64{0x1p-8, 3 * 0x1p-8, 0x1p-8},
			[]float64{1, 1 + 0x1p-6, 1 + 0x1p-6}, 0},
		// bf16 inputs compute in fp32 and round once at the end.
		{"bf16 in", AluAdd, bf, bf, []float64{256, negz}, []float64{1, negz}, []float64{256, negz}, 0},
		{"bitvec on floats", AluBitwiseAnd, f32, f32, []float64{1}, []float64{1}, nil, ErrType},
		{"shift on floats", AluLogicalShiftLeft, f32, numerics.Int32, []float64{1}, []float64{1}, nil, ErrType},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { runTT(t, c) })
	}
}

func TestTensorTensorInt(t *testing.T) {
	i32, u32, i8, u8 := numerics.Int32, numerics.Uint32, numerics.Int8, numerics.Uint8
	const maxI, minI = math.MaxInt32, math.MinInt32
	cases := []ttCase{
		// Exact, wrapping: beyond 2^24, fp32 would round.
		{"add exact", AluAdd, i32, i32, []float64{1<<24 + 1, maxI, -5}, []float64{2, 1, 3}, []float64{1<<24 + 3, minI, -2}, 0},
		{"mult wrap", AluMult, i32, i32, []float64{65537, 3}, []float64{65537, -7}, []float64{131073, -21}, 0},
		{"subtract u32 wraps", AluSubtract, u32, u32, []float64{0, 5}, []float64{1, 3}, []float64{4294967295, 2}, 0},
		{"divide truncates", AluDivide, i32, i32, []float64{-7, 7, minI}, []float64{2, -2, -1}, []float64{-3, -3, minI}, 0},
		{"divide by zero", AluDivide, i32, i32, []float64{1}, []float64{0}, nil, ErrDivideByZero},
		{"mod sign of dividend", AluMod, i32, i32, []float64{-7, 7}, []float64{3, -3}, []float64{-1, 1}, 0},
		{"mod by zero", AluMod, i32, i32, []float64{1}, []float64{0}, nil, ErrDivideByZero},
		{"max", AluMax, i32, i32, []float64{-1, 16777217}, []float64{-2, 16777216}, []float64{-1, 16777217}, 0},
		{"compare", AluIsGT, i32, i32, []float64{16777217, -1}, []float64{16777216, 0}, []float64{1, 0}, 0},
		{"compare to u8", AluIsEqual, i32, u8, []float64{3, 4}, []float64{3, 5}, []float64{1, 0}, 0},
		{"and", AluBitwiseAnd, i32, i32, []float64{-1, 12}, []float64{0x7fff0000, 10}, []float64{0x7fff0000, 8}, 0},
		{"or xor", AluBitwiseXor, i32, i32, []float64{-1, 12}, []float64{1, 10}, []float64{-2, 6}, 0},
		{"not", AluBitwiseNot, i32, i32, []float64{0, -1}, []float64{0, 0}, []float64{-1, 0}, 0},
		{"shl", AluLogicalShiftLeft, i32, i32, []float64{1, 1, 3}, []float64{31, 32, 1}, []float64{minI, 0, 6}, 0},
		{"lshr", AluLogicalShiftRight, i32, i32, []float64{-1, -8}, []float64{28, 40}, []float64{15, 0}, 0},
		{"lshr i8", AluLogicalShiftRight, i8, i32, []float64{-1}, []float64{4}, []float64{15}, 0},
		{"ashr", AluArithShiftRight, i32, i32, []float64{-8, -8, 8}, []float64{1, 40, 2}, []float64{-4, -1, 2}, 0},
		{"pow", AluPow, i32, i32, []float64{3, 2, -1, 2}, []float64{4, 31, -3, -1}, []float64{81, minI, -1, 0}, 0},
		{"average floors", AluAverage, i32, i32, []float64{3, -3}, []float64{4, 0}, []float64{3, -2}, 0},
		{"i8 wraps", AluAdd, i8, i8, []float64{127, -128}, []float64{1, -1}, []float64{-128, 127}, 0},
		// A float output takes the fp32 path: 2^24+1 rounds on read.
		{"float out", AluAdd, i32, numerics.Float32, []float64{1<<24 + 1}, []float64{0}, []float64{1 << 24}, 0},
		// rsqrt has no integer form: fp32, then round-to-nearest-even to i32.
		{"rsqrt", AluRsqrt, i32, i32, []float64{4, 1}, []float64{0, 0}, []float64{0, 1}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { runTT(t, c) })
	}
}

func TestTensorScalar(t *testing.T) {
	al := sb(t, "t", 2, 256)
	in := tile(al, 2, 4, numerics.Float32)
	put(t, in, []float64{1, 2, 3, 4, 5, 6, 7, 8})
	out := tile(al, 2, 4, numerics.Float32)
	out.Offset = 16
	sc := AP{Alloc: al, Partitions: 2, Pairs: [][2]int64{{1, 1}}, Offset: 32, DType: numerics.Float32}
	put(t, sc, []float64{10, 100})
	m := New(nil)

	// (x - 1) * 2
	require.NoError(t, m.TensorScalar("ts", out, in, ScalarOp{Op: AluSubtract, Arg: Imm(1)}, ScalarOp{Op: AluMult, Arg: Imm(2)}))
	assert.Equal(t, []float64{0, 2, 4, 6, 8, 10, 12, 14}, get(t, out))
	// reverse: 1 - x, then identity
	require.NoError(t, m.TensorScalar("ts", out, in, ScalarOp{Op: AluSubtract, Arg: Imm(1), Reverse: true}, Identity))
	assert.Equal(t, []float64{0, -1, -2, -3, -4, -5, -6, -7}, get(t, out))
	// per-partition scalar from an AP, reversed divide: s / x
	require.NoError(t, m.TensorScalar("ts", out, in, ScalarOp{Op: AluDivide, Arg: Scalar{AP: &sc}, Reverse: true}, Identity))
	assert.Equal(t, []float64{10, 5, float64(float32(10.0 / 3)), 2.5, 20, float64(float32(100.0 / 6)), float64(float32(100.0 / 7)), 12.5}, get(t, out))
	// reversed bypass gives the scalar
	require.NoError(t, m.TensorScalar("ts", out, in, ScalarOp{Op: AluBypass, Arg: Scalar{AP: &sc}, Reverse: true}, Identity))
	assert.Equal(t, []float64{10, 10, 10, 10, 100, 100, 100, 100}, get(t, out))
	// scalar AP with the wrong shape
	bad := sc
	bad.Pairs = [][2]int64{{1, 2}}
	err := m.TensorScalar("ts", out, in, ScalarOp{Op: AluAdd, Arg: Scalar{AP: &bad}}, Identity)
	assert.Equal(t, ErrShape, errKind(err))

	// Integer path: wraps after each operator, as StableHLO would.
	ii := tile(al, 1, 2, numerics.Int32)
	ii.Offset = 48
	put(t, ii, []float64{math.MaxInt32, 6})
	oi := ii
	oi.Offset = 56
	require.NoError(t, m.TensorScalar("ts", oi, ii, ScalarOp{Op: AluAdd, Arg: Imm(1)}, ScalarOp{Op: AluArithShiftRight, Arg: Imm(1)}))
	assert.Equal(t, []float64{-(1 << 30), 3}, get(t, oi))
	// A fractional immediate forces the fp32 path (i32 out: round to even).
	require.NoError(t, m.TensorScalar("ts", oi, ii, ScalarOp{Op: AluMult, Arg: Imm(0.5)}, Identity))
	assert.Equal(t, []float64{1 << 30, 3}, get(t, oi))
}

func TestScalarTensorTensor(t *testing.T) {
	al := sb(t, "t", 1, 256)
	a, b, out := tile(al, 1, 3, numerics.Float32), tile(al, 1, 3, numerics.Float32), tile(al, 1, 3, numerics.Float32)
	b.Offset, out.Offset = 8, 16
	put(t, a, []float64{1, 2, 3})
	put(t, b, []float64{10, 20, 30})
	m := New(nil)
	// (a * 2) - b, and reversed: b - (a * 2)
	require.NoError(t, m.ScalarTensorTensor("stt", out, a, b, ScalarOp{Op: AluMult, Arg: Imm(2)}, AluSubtract, false))
	assert.Equal(t, []float64{-8, -16, -24}, get(t, out))
	require.NoError(t, m.ScalarTensorTensor("stt", out, a, b, ScalarOp{Op: AluMult, Arg: Imm(2)}, AluSubtract, true))
	assert.Equal(t, []float64{8, 16, 24}, get(t, out))
}

func TestTensorReduce(t *testing.T) {
	al := sb(t, "t", 2, 512)
	// in: 2 partitions x [2][3]
	in := AP{Alloc: al, Partitions: 2, Pairs: [][2]int64{{3, 2}, {1, 3}}, DType: numerics.Float32}
	put(t, in, []float64{1, 2, 3, 4, 5, 6, -1, -2, -3, -4, -5, 7})
	at := func(off int64, n int64) AP {
		return AP{Alloc: al, Partitions: 2, Pairs: [][2]int64{{1, n}}, Offset: off, DType: numerics.Float32}
	}
	m := New(nil)
	cases := []struct {
		name   string
		op     AluOp
		axes   int
		neg    bool
		outN   int64
		want   []float64
		parts  bool
		outRow int
	}{
		{"add X", AluAdd, 1, false, 2, []float64{6, 15, -6, -2}, false, 2},
		{"add XY negated", AluAdd, 2, true, 1, []float64{-21, 8}, false, 2},
		{"max X", AluMax, 1, false, 2, []float64{3, 6, -1, 7}, false, 2},
		{"abs_max XY", AluAbs, 2, false, 1, []float64{6, 7}, false, 2},
		{"mult X", AluMult, 1, false, 2, []float64{6, 120, -6, 140}, false, 2},
		{"min C", AluMin, 0, false, 6, []float64{-1, -2, -3, -4, -5, 6}, true, 1},
		{"add XYC", AluAdd, 2, false, 1, []float64{13}, true, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := at(64, c.outN)
			out.Partitions = c.outRow
			require.NoError(t, m.TensorReduce("r", out, in, c.op, c.axes, c.parts, c.neg))
			assert.Equal(t, c.want, get(t, out))
		})
	}
	err := m.TensorReduce("r", at(64, 3), in, AluAdd, 1, false, false)
	assert.Equal(t, ErrShape, errKind(err))
	err = m.TensorReduce("r", at(64, 1), in, AluAdd, 3, false, false)
	assert.Equal(t, ErrShape, errKind(err))

	// Integers reduce exactly.
	ii := AP{Alloc: al, Partitions: 1, Pairs: [][2]int64{{1, 3}}, Offset: 100, DType: numerics.Int32}
	put(t, ii, []float64{1 << 24, 1, 1})
	oi := AP{Alloc: al, Partitions: 1, Pairs: [][2]int64{{1, 1}}, Offset: 110, DType: numerics.Int32}
	require.NoError(t, m.TensorReduce("r", oi, ii, AluAdd, 1, false, false))
	assert.Equal(t, []float64{1<<24 + 2}, get(t, oi))
	require.NoError(t, m.TensorReduce("r", oi, ii, AluBitwiseOr, 1, false, true))
	assert.Equal(t, []float64{1<<24 + 1}, get(t, oi), "negate applies to arithmetic ops only")
}

func TestTensorCopyConversions(t *testing.T) {
	al := sb(t, "t", 1, 256)
	cases := []struct {
		name    string
		from    numerics.DType
		to      numerics.DType
		in, out []float64
	}{
		{"f32 to bf16 ties to even", numerics.Float32, numerics.BFloat16, []float64{1 + 0x1p-8, 1 + 3*0x1p-8, 0x1p127 * 1.999}, []float64{1, 1 + 0x1p-6, math.Inf(1)}},
		{"f32 to fp8e4m3 saturates to NaN", numerics.Float32, numerics.Float8E4M3, []float64{464, 465, 0.3}, []float64{448, nan, 0.3125}},
		{"f32 to i32 rounds to even, saturates", numerics.Float32, numerics.Int32, []float64{2.5, -3.5, 1e10, nan}, []float64{2, -4, math.MaxInt32, 0}},
		{"i32 to i8 wraps", numerics.Int32, numerics.Int8, []float64{200, -129, 5}, []float64{-56, 127, 5}},
		{"i32 to u16 wraps", numerics.Int32, numerics.Uint16, []float64{-1, 65537}, []float64{65535, 1}},
		{"i32 to f32 rounds", numerics.Int32, numerics.Float32, []float64{1<<24 + 1}, []float64{1 << 24}},
		{"u8 to bf16", numerics.Uint8, numerics.BFloat16, []float64{255, 0}, []float64{255, 0}},
	}
	m := New(nil)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := tile(al, 1, int64(len(c.in)), c.from)
			out := tile(al, 1, int64(len(c.in)), c.to)
			out.Offset = 64 / int64(c.to.Size())
			put(t, in, c.in)
			require.NoError(t, m.TensorCopy("c", out, in))
			got := get(t, out)
			for i := range got {
				if math.IsNaN(c.out[i]) {
					assert.True(t, math.IsNaN(got[i]))
					continue
				}
				assert.Equal(t, c.out[i], got[i], "element %d", i)
			}
		})
	}
}

func TestMemsetIota(t *testing.T) {
	al := sb(t, "t", 4, 256)
	m := New(nil)
	i32 := tile(al, 4, 3, numerics.Int32)
	require.NoError(t, m.Memset("m", i32, math.MaxInt32))
	assert.Equal(t, []float64{math.MaxInt32, math.MaxInt32, math.MaxInt32}, get(t, tile(al, 1, 3, numerics.Int32)))
	// bir's immediates are f32: INT32_MAX arrives as 2^31 and saturates.
	require.NoError(t, m.Memset("m", i32, float64(float32(math.MaxInt32))))
	assert.Equal(t, []float64{math.MaxInt32, math.MaxInt32, math.MaxInt32}, get(t, tile(al, 1, 3, numerics.Int32)))
	u8 := tile(al, 1, 2, numerics.Uint8)
	u8.Offset = 200
	require.NoError(t, m.Memset("m", u8, -3))
	assert.Equal(t, []float64{0, 0}, get(t, u8))
	bf := tile(al, 1, 2, numerics.BFloat16)
	bf.Offset = 64
	require.NoError(t, m.Memset("m", bf, 1.00390625))
	assert.Equal(t, []float64{1, 1}, get(t, bf))

	// iota: base 5, partition multiplier 100, pattern [[10, 2], [1, 3]]
	out := AP{Alloc: al, Partitions: 3, Pairs: [][2]int64{{1, 6}}, Offset: 32, DType: numerics.Int32}
	require.NoError(t, m.Iota("iota", out, Pattern{Base: 5, Pairs: [][2]int64{{10, 2}, {1, 3}}, ChannelMultiplier: 100}))
	assert.Equal(t, []float64{5, 6, 7, 15, 16, 17, 105, 106, 107, 115, 116, 117, 205, 206, 207, 215, 216, 217}, get(t, out))
	f := out
	f.DType = numerics.Float32
	require.NoError(t, m.Iota("iota", f, Pattern{Base: 1 << 24, Pairs: [][2]int64{{1, 6}}}))
	assert.Equal(t, []float64{1 << 24, 1 << 24, 1<<24 + 2, 1<<24 + 4, 1<<24 + 4, 1<<24 + 4}, get(t, f)[:6])
	err := m.Iota("iota", out, Pattern{Pairs: [][2]int64{{1, 5}}})
	assert.Equal(t, ErrShape, errKind(err))
}

func TestSelects(t *testing.T) {
	al := sb(t, "t", 2, 256)
	m := New(nil)
	pred := tile(al, 2, 3, numerics.Uint8)
	put(t, pred, []float64{1, 0, 2, 0, 0, 1})
	a := tile(al, 2, 3, numerics.Float32)
	a.Offset = 4
	b := tile(al, 2, 3, numerics.Float32)
	b.Offset = 8
	put(t, a, seq(6, 1, 1))
	put(t, b, seq(6, -1, -1))
	out := tile(al, 2, 3, numerics.Float32)
	out.Offset = 12
	require.NoError(t, m.Select("sel", out, pred, a, b))
	assert.Equal(t, []float64{1, -2, 3, -4, -5, 6}, get(t, out))

	// affine_select keeps the lower triangle: p - i >= 0.
	sq := tile(al, 2, 2, numerics.Float32)
	sq.Offset = 20
	put(t, sq, []float64{1, 2, 3, 4})
	so := sq
	so.Offset = 24
	require.NoError(t, m.AffineSelect("as", so, sq, Pattern{Pairs: [][2]int64{{-1, 2}}, ChannelMultiplier: 1}, AluIsGE, -9))
	assert.Equal(t, []float64{1, -9, 3, 4}, get(t, so))
}

func TestTransposeDVE(t *testing.T) {
	al := sb(t, "t", 64, 512)
	in := tile(al, 20, 32, numerics.Int32)
	vals := seq(20*32, 1<<24, 1)
	put(t, in, vals)
	out := tile(al, 32, 20, numerics.Int32)
	out.Offset = 64
	m := New(nil)
	require.NoError(t, m.TransposeDVE("tr", out, in))
	got := get(t, out)
	for r := range 20 {
		for f := range 32 {
			require.Equal(t, vals[r*32+f], got[f*20+r], "[%d][%d]", r, f)
		}
	}
	big := tile(al, 32, 64, numerics.Float32)
	assert.Equal(t, ErrShape, errKind(m.TransposeDVE("tr", tile(al, 64, 32, numerics.Float32), big)))
	assert.Equal(t, ErrShape, errKind(m.TransposeDVE("tr", in, in)))
}
