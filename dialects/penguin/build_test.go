package penguin_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/arch"
	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/arith"
	"ncc/dialects/builtin"
	"ncc/dialects/penguin"
	"ncc/numerics"
	"ncc/numerics/pwp"
)

// matmulText is docs/penguin.md's example, as the builder test below
// builds it.
const matmulText = `module {
  penguin.kernel @main(%arg0: !penguin.hbm<256x300xf32>, %arg1: !penguin.hbm<300x512xf32>) -> !penguin.hbm<256x512xf32> {
    %0 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
    %c128 = arith.constant 128 : index
    %c100 = arith.constant 100 : index
    penguin.for %arg2 = 0 to 2 parallel {
      %1 = arith.muli %arg2, %c128 : index
      %2 = penguin.zeros : !penguin.tile<128x512xf32, psum>
      %3 = penguin.for %arg3 = 0 to 3 sequential iter_args(%arg4 = %2) -> !penguin.tile<128x512xf32, psum> {
        %5 = arith.muli %arg3, %c100 : index
        %6 = penguin.load %arg0[%1, %5] dims [d1, d0] : !penguin.hbm<256x300xf32> -> !penguin.tile<100x128xf32, sbuf>
        %7 = penguin.load %arg1[%5, 0] : !penguin.hbm<300x512xf32> -> !penguin.tile<100x512xf32, sbuf>
        %8 = penguin.matmul %6, %7 acc %arg4 : !penguin.tile<100x128xf32, sbuf>, !penguin.tile<100x512xf32, sbuf> -> !penguin.tile<128x512xf32, psum>
        penguin.yield %8 : !penguin.tile<128x512xf32, psum>
      }
      %4 = penguin.activation relu %3 : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xf32, sbuf>
      penguin.store %4, %0[%1, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
    }
    penguin.return %0 : !penguin.hbm<256x512xf32>
  }
}
`

func indexConst(b *core.Builder, n int64) core.Value {
	return b.CreateOp("arith.constant", nil, nil, []core.Type{core.Index(b.Ctx)},
		core.NamedAttr{Name: "value", Value: core.Int(b.Ctx, core.Index(b.Ctx), n)}).Result(0)
}

func TestBuildMatmul(t *testing.T) {
	ctx := newCtx()
	b := core.NewBuilder(ctx)
	m := builtin.NewModule(ctx, nil)
	b.SetInsertionPointToEnd(m.Region(0).First())
	a := penguin.HBMOf(ctx, []int64{256, 300}, numerics.Float32)
	bt := penguin.HBMOf(ctx, []int64{300, 512}, numerics.Float32)
	ot := penguin.HBMOf(ctx, []int64{256, 512}, numerics.Float32)
	k, entry := penguin.NewKernel(b, nil, "main", []core.Type{a, bt}, []core.Type{ot})
	b.SetInsertionPointToEnd(entry)
	out := penguin.NewHBMAlloc(b, nil, ot)
	c128, c100 := indexConst(b, 128), indexConst(b, 100)
	acc := penguin.TileOf(ctx, []int64{128, 512}, numerics.Float32, arch.PSUM)
	penguin.NewFor(b, nil, 0, 2, 1, penguin.Parallel, nil, func(b *core.Builder, i core.Value, _ []core.Value) []core.Value {
		mrow := b.CreateOp("arith.muli", nil, []core.Value{i, c128}, []core.Type{core.Index(ctx)}).Result(0)
		zero := penguin.NewZeros(b, nil, acc)
		loop := penguin.NewFor(b, nil, 0, 3, 1, penguin.Sequential, []core.Value{zero},
			func(b *core.Builder, kk core.Value, iters []core.Value) []core.Value {
				k0 := b.CreateOp("arith.muli", nil, []core.Value{kk, c100}, []core.Type{core.Index(ctx)}).Result(0)
				at := penguin.NewLoad(b, nil, entry.Arg(0), penguin.Access{
					Starts: []penguin.Index{penguin.Dyn(mrow), penguin.Dyn(k0)},
					Dims:   []penguin.DimMap{penguin.Walk(1), penguin.Walk(0)},
				}, penguin.TileOf(ctx, []int64{100, 128}, numerics.Float32, arch.SBUF))
				bl := penguin.NewLoad(b, nil, entry.Arg(1), penguin.Access{
					Starts: []penguin.Index{penguin.Dyn(k0), penguin.Const(0)},
					Dims:   []penguin.DimMap{penguin.Walk(0), penguin.Walk(1)}, // the default: not written
				}, penguin.TileOf(ctx, []int64{100, 512}, numerics.Float32, arch.SBUF))
				return []core.Value{penguin.NewMatmul(b, nil, at, bl, iters[0])}
			})
		r, _ := penguin.NewActivation(b, nil, loop.Result(0), acc.WithMemory(ctx, arch.SBUF), penguin.ActivationOf(pwp.Relu))
		penguin.NewStore(b, nil, r, out, penguin.Access{Starts: []penguin.Index{penguin.Dyn(mrow), penguin.Const(0)}})
		return nil
	})
	penguin.NewReturn(b, nil, out)
	require.NoError(t, core.Verify(m))
	assert.Equal(t, matmulText, asm.PrintOp(m, asm.PrintOptions{Context: ctx}))
	assert.Equal(t, "main", k.KernelName())
	assert.Equal(t, "", k.TargetName())
	assert.Equal(t, []core.Type{ot}, k.Signature().Results)
	assert.Same(t, entry, k.Entry())
	roundTrip(t, matmulText)
}

// Each builder makes the op its text spells, and the readers give back
// what was built.
func TestBuildersAndReaders(t *testing.T) {
	ctx := newCtx()
	b := core.NewBuilder(ctx)
	m := builtin.NewModule(ctx, nil)
	b.SetInsertionPointToEnd(m.Region(0).First())
	f32, i32 := numerics.Float32, numerics.Int32
	tile := func(p, f int64, d numerics.DType) *penguin.TileType {
		return penguin.TileOf(ctx, []int64{p, f}, d, arch.SBUF)
	}
	vt := penguin.HBMOf(ctx, []int64{1024}, f32)
	tt := penguin.HBMOf(ctx, []int64{1000, 64}, f32)
	k, entry := penguin.NewKernel(b, nil, "k", []core.Type{vt, tt}, nil)
	k.SetAttr("target", core.String(ctx, "trn2"))
	b.SetInsertionPointToEnd(entry)
	c7 := indexConst(b, 7)

	w := penguin.NewHBMConstant(b, nil, penguin.HBMOf(ctx, []int64{2}, f32),
		core.Dense(ctx, core.RankedTensor(ctx, []int64{2}, core.F32(ctx), nil), []byte{0, 0, 0x80, 0x3f, 0, 0, 0, 0x40}))
	assert.NotNil(t, w)
	x := penguin.NewLoad(b, nil, entry.Arg(0), penguin.Access{Starts: penguin.Consts(0),
		Dims: []penguin.DimMap{{Dim: 0, Stride: 8}, penguin.Walk(0)}}, tile(128, 8, f32))
	ids := penguin.NewIota(b, nil, []int64{1, 0}, 5, tile(128, 1, i32))
	g := penguin.NewLoadIndirect(b, nil, entry.Arg(1), ids, []penguin.Index{penguin.Dyn(c7)}, tile(128, 32, f32))
	col := penguin.NewReduce(b, nil, penguin.AluMax, x, tile(128, 1, f32))
	e := penguin.NewEwise2(b, nil, penguin.AluSubtract, penguin.AluMult, tile(128, 8, numerics.BFloat16),
		penguin.Imm(1), penguin.V(x), penguin.V(col))
	bits := penguin.NewEwise(b, nil, penguin.AluBitwiseAnd, tile(128, 1, i32), penguin.V(ids), penguin.Imm(255))
	act, sum := penguin.NewActivation(b, nil, x, tile(128, 8, f32), penguin.ActSpec{
		Func: pwp.Gelu, Scale: 0.5, Bias: penguin.V(col), Reduce: tile(128, 1, f32)})
	pre, _ := penguin.NewActivation(b, nil, x, tile(128, 8, f32), penguin.ActSpec{Func: pwp.PRelu, Scale: 1, Alpha: 0.25, Bias: penguin.Imm(-1)})
	st := penguin.NewCopy(b, nil, x, tile(128, 8, numerics.BFloat16))
	mm := penguin.NewMatmul(b, nil, st, st, nil)
	tr := penguin.NewTranspose(b, nil, x, penguin.TileOf(ctx, []int64{8, 128}, f32, arch.PSUM))
	row := penguin.NewZeros(b, nil, tile(1, 8, f32))
	bc := penguin.NewBroadcast(b, nil, row, tile(128, 8, f32))
	cmp := penguin.NewEwise(b, nil, penguin.AluIsGt, tile(128, 8, numerics.Uint8), penguin.V(x), penguin.V(bc))
	sel := penguin.NewSelect(b, nil, cmp, x, bc)
	one := penguin.NewConstant(b, nil, 1, penguin.TileOf(ctx, []int64{1, 1}, numerics.Int32, arch.SBUF))
	n := penguin.NewExtractScalar(b, nil, one, 0, 0)
	cond := penguin.NewConstant(b, nil, 1, penguin.Tile(ctx, []int64{1, 1}, core.IntegerType(ctx, 1), arch.SBUF))
	wh := penguin.NewWhile(b, nil, []core.Value{one},
		func(b *core.Builder, it []core.Value) core.Value {
			return penguin.NewEwise(b, nil, penguin.AluIsLt, penguin.Tile(ctx, []int64{1, 1}, core.IntegerType(ctx, 1), arch.SBUF),
				penguin.V(it[0]), penguin.Imm(10))
		},
		func(b *core.Builder, it []core.Value) []core.Value {
			return []core.Value{penguin.NewEwise(b, nil, penguin.AluAdd, tile(1, 1, i32), penguin.V(it[0]), penguin.Imm(1))}
		})
	iff := penguin.NewIf(b, nil, cond, []core.Type{col.Type()},
		func(b *core.Builder) []core.Value { return []core.Value{col} },
		func(b *core.Builder) []core.Value {
			return []core.Value{penguin.NewConstant(b, nil, -1e30, tile(128, 1, f32))}
		})
	penguin.NewIf(b, nil, cond, nil, func(b *core.Builder) []core.Value {
		penguin.NewStore(b, nil, g, entry.Arg(1), penguin.Access{Starts: []penguin.Index{penguin.Const(0), penguin.Dyn(n)}})
		return nil
	}, nil)
	loop := penguin.NewFor(b, nil, 2, 9, 3, penguin.Sequential, []core.Value{n}, func(b *core.Builder, iv core.Value, it []core.Value) []core.Value {
		return []core.Value{b.CreateOp("arith.addi", nil, []core.Value{iv, it[0]}, []core.Type{core.Index(ctx)}).Result(0)}
	})
	penguin.NewReturn(b, nil)
	require.NoError(t, core.Verify(m), printIR(ctx, m, true))
	text := roundTrip(t, printIR(ctx, m, false))
	for _, want := range []string{
		`attributes {target = "trn2"}`,
		`penguin.hbm_alloc {value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>} : !penguin.hbm<2xf32>`,
		`penguin.load %arg0[0] dims [d0 * 8, d0] : !penguin.hbm<1024xf32> -> !penguin.tile<128x8xf32, sbuf>`,
		`penguin.iota [1, 0] base 5 : !penguin.tile<128x1xi32, sbuf>`,
		`penguin.load_indirect %arg1[%2, %c7] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x32xf32, sbuf>`,
		`penguin.reduce max %1 : `,
		`penguin.ewise subtract then mult 1.000000e+00, %1, %4 : (!penguin.tile<128x8xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128x8xbf16, sbuf>`,
		`penguin.ewise bitwise_and %2, 255 : `,
		`penguin.activation gelu %1 scale 5.000000e-01 bias %4 : !penguin.tile<128x8xf32, sbuf>, !penguin.tile<128x1xf32, sbuf> -> !penguin.tile<128x8xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>`,
		`penguin.activation prelu %1 alpha 2.500000e-01 bias -1.000000e+00 : `,
		`penguin.matmul %9, %9 : !penguin.tile<128x8xbf16, sbuf>, !penguin.tile<128x8xbf16, sbuf> -> !penguin.tile<8x8xf32, psum>`,
		`penguin.constant -1.0e+30 : !penguin.tile<128x1xf32, sbuf>`,
		`penguin.for %arg2 = 2 to 9 step 3 sequential iter_args(%arg3 = %17) -> index {`,
	} {
		assert.Contains(t, text, want)
	}

	// Readers.
	ld, ok := penguin.AsLoadOp(core.DefiningOp(x))
	require.True(t, ok)
	acc := ld.Access()
	assert.Equal(t, []penguin.Index{penguin.Const(0)}, acc.Starts)
	assert.Equal(t, []penguin.DimMap{{Dim: 0, Stride: 8}, penguin.Walk(0)}, acc.Dims)
	gi, _ := penguin.AsLoadIndirectOp(core.DefiningOp(g))
	assert.Equal(t, []penguin.Index{penguin.Dyn(c7)}, gi.StartIndices())
	ew, _ := penguin.AsEwiseOp(core.DefiningOp(e))
	assert.Equal(t, []penguin.AluOp{penguin.AluSubtract, penguin.AluMult}, ew.Alu())
	assert.Equal(t, []penguin.Arg{penguin.Imm(1), penguin.V(x), penguin.V(col)}, ew.Args())
	bw, _ := penguin.AsEwiseOp(core.DefiningOp(bits))
	assert.Equal(t, []penguin.Arg{penguin.V(ids), penguin.Imm(255)}, bw.Args())
	ac, _ := penguin.AsActivationOp(core.DefiningOp(act))
	assert.Equal(t, penguin.ActSpec{Func: pwp.Gelu, Scale: 0.5, Bias: penguin.V(col), Reduce: tile(128, 1, f32)}, ac.Spec())
	assert.Same(t, sum, ac.Reduced())
	assert.Equal(t, pwp.Gelu, ac.Function())
	pr, _ := penguin.AsActivationOp(core.DefiningOp(pre))
	assert.Equal(t, penguin.ActSpec{Func: pwp.PRelu, Scale: 1, Alpha: 0.25, Bias: penguin.Imm(-1)}, pr.Spec())
	rd, _ := penguin.AsReduceOp(core.DefiningOp(col))
	assert.Equal(t, penguin.AluMax, rd.Alu())
	io, _ := penguin.AsIotaOp(core.DefiningOp(ids))
	coeffs, base := io.Pattern()
	assert.Equal(t, []int64{1, 0}, coeffs)
	assert.Equal(t, int64(5), base)
	cst, _ := penguin.AsConstantOp(core.DefiningOp(one))
	assert.Equal(t, 1.0, cst.Splat())
	ex, _ := penguin.AsExtractScalarOp(core.DefiningOp(n))
	assert.Equal(t, []int64{0, 0}, ex.Indices())
	assert.Same(t, one, ex.Tile())
	fo, _ := penguin.AsForOp(core.DefiningOp(loop.Result(0)))
	lb, ub, step := fo.Bounds()
	assert.Equal(t, [3]int64{2, 9, 3}, [3]int64{lb, ub, step})
	assert.Equal(t, int64(3), fo.TripCount())
	assert.Equal(t, penguin.Sequential, fo.LoopKind())
	assert.Equal(t, []core.Value{n}, fo.Inits())
	assert.Len(t, fo.IterArgs(), 1)
	assert.Equal(t, core.Index(ctx), fo.InductionVar().Type())
	require.Len(t, fo.Yielded(), 1)
	assert.Equal(t, "arith.addi", core.DefiningOp(fo.Yielded()[0]).Name())
	assert.Equal(t, "penguin.ewise", core.DefiningOp(wh.Condition()).Name())
	assert.Len(t, wh.BodyYielded(), 1)
	assert.Equal(t, []core.Value{col}, iff.ThenYielded())
	assert.Len(t, iff.ElseYielded(), 1)
	tileT, ok := penguin.TileTypeOf(tr)
	require.True(t, ok)
	assert.Equal(t, arch.PSUM, tileT.Memory())
	_, ok = penguin.HBMTypeOf(tr)
	assert.False(t, ok)
	_ = mm
	_ = sel
}

func TestBuilderMisuse(t *testing.T) {
	ctx := newCtx()
	b := core.NewBuilder(ctx)
	m := builtin.NewModule(ctx, nil)
	b.SetInsertionPointToEnd(m.Region(0).First())
	c := b.CreateOp(arith.Constant.Name, nil, nil, []core.Type{core.Index(ctx)},
		core.NamedAttr{Name: "value", Value: core.Int(ctx, core.Index(ctx), 0)}).Result(0)
	tile := penguin.TileOf(ctx, []int64{1, 1}, numerics.Int8, arch.SBUF)
	assert.PanicsWithValue(t, "penguin: expected an HBM buffer, got index", func() { penguin.NewLoad(b, nil, c, penguin.Access{}, tile) })
	assert.PanicsWithValue(t, "penguin: expected a tile value, got index", func() { penguin.NewMatmul(b, nil, c, c, nil) })
	assert.PanicsWithValue(t, "penguin.NewConstant: 200 is not a value of i8", func() { penguin.NewConstant(b, nil, 200, tile) })
}

func TestTargetOf(t *testing.T) {
	ops := opsByName(t, `module attributes {penguin.target = "trn2"} {
  penguin.kernel @a() { %z = penguin.zeros : !penguin.tile<1x1xf32, sbuf>
    penguin.return }
  penguin.kernel @b() attributes {target = "INF2"} { %z = penguin.zeros : !penguin.tile<1x1xf32, sbuf>
    penguin.return }
}
penguin.kernel @c() { %z = penguin.zeros : !penguin.tile<1x1xf32, sbuf>
  penguin.return }`)
	var names []string
	for _, z := range ops["penguin.zeros"] {
		tg, err := penguin.TargetOf(z)
		require.NoError(t, err)
		names = append(names, tg.Name)
	}
	assert.Equal(t, []string{"trn2", "inf2", "trn1"}, names)
}

func TestCheckTileLimits(t *testing.T) {
	ctx := newCtx()
	trn1, err := arch.Lookup("trn1")
	require.NoError(t, err)
	ok := penguin.TileOf(ctx, []int64{128, 512}, numerics.Float32, arch.PSUM)
	assert.NoError(t, penguin.CheckTileLimits(ok, trn1))
	big := penguin.TileOf(ctx, []int64{128, 8192}, numerics.Float32, arch.PSUM)
	assert.EqualError(t, penguin.CheckTileLimits(big, trn1), "has a free size of 8192 elements; trn1 allows 4096 in psum")
}

func TestAluOps(t *testing.T) {
	assert.Len(t, penguin.AluOps(), 29)
	for _, o := range penguin.AluOps() {
		got, ok := penguin.AluOpByName(o.String())
		assert.True(t, ok)
		assert.Equal(t, o, got)
	}
	_, ok := penguin.AluOpByName("multiply")
	assert.False(t, ok)
	assert.True(t, penguin.AluRsqrt.Unary())
	assert.False(t, penguin.AluPow.Unary())
	assert.True(t, penguin.AluLogicalShiftRight.Bitwise())
	assert.False(t, penguin.AluLogicalAnd.Bitwise())
	assert.True(t, penguin.AluMin.Reduces())
	assert.False(t, penguin.AluDivide.Reduces())
	assert.Equal(t, "alu(99)", penguin.AluOp(99).String())
	assert.Equal(t, "d1 * 4", penguin.DimMap{Dim: 1, Stride: 4}.String())
	assert.Equal(t, "bcast", penguin.Bcast.String())
	assert.Nil(t, penguin.DefaultDims(3, 2))
	assert.Equal(t, []penguin.DimMap{penguin.Walk(1), penguin.Walk(2)}, penguin.DefaultDims(2, 3))
}

// A stride of 0 cannot be written (the parser refuses it) but can be
// built; the verifier refuses it too: a repeated walk is bcast.
func TestVerifyStrideZero(t *testing.T) {
	ctx := newCtx()
	b := core.NewBuilder(ctx)
	m := builtin.NewModule(ctx, nil)
	b.SetInsertionPointToEnd(m.Region(0).First())
	ht := penguin.HBMOf(ctx, []int64{4, 100}, numerics.Float32)
	_, entry := penguin.NewKernel(b, nil, "k", []core.Type{ht}, nil)
	b.SetInsertionPointToEnd(entry)
	penguin.NewLoad(b, nil, entry.Arg(0), penguin.Access{
		Starts: []penguin.Index{penguin.Const(0), penguin.Const(0)},
		Dims:   []penguin.DimMap{{Dim: 0, Stride: 0}, penguin.Walk(1)},
	}, penguin.TileOf(ctx, []int64{4, 100}, numerics.Float32, arch.SBUF))
	penguin.NewReturn(b, nil)
	err := core.Verify(m)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "dims entry #0 has stride 0; a walk that repeats elements is bcast")
}
