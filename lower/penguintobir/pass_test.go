package penguintobir_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/pass"
	"ncc/dialects/bir"
	"ncc/dialects/builtin"
	"ncc/dialects/penguin"
	"ncc/lower/penguintobir"
)

// The pass is registered and runs from a textual pipeline; every kernel
// becomes a function of its name, the module gets the first kernel's
// target (here the module's penguin.target) and a kernel with another
// target names its own.
func TestPipelineAndTargets(t *testing.T) {
	require.NotNil(t, pass.Lookup("convert-penguin-to-bir"))
	src := `
module attributes {penguin.target = "trn2"} {
  penguin.kernel @a(%x: !penguin.hbm<4x4xf32>) -> !penguin.hbm<4x4xf32> {
    penguin.return %x : !penguin.hbm<4x4xf32>
  }
  func.func private @other()
  penguin.kernel @b(%x: !penguin.hbm<4x4xf32>) -> !penguin.hbm<4x4xf32> attributes {target = "inf2"} {
    penguin.return %x : !penguin.hbm<4x4xf32>
  }
}`
	ctx := newCtx()
	m := parse(t, ctx, src)
	pm, err := pass.Parse("builtin.module(convert-penguin-to-bir)")
	require.NoError(t, err)
	require.NoError(t, pm.Run(m, nil))
	require.NoError(t, core.Verify(m))
	fns := bir.Funcs(m)
	require.Len(t, fns, 2)
	require.Equal(t, "trn2", bir.Str(m, bir.TargetAttrName))
	require.Nil(t, m.Attr(penguin.TargetAttr), "no penguin op is left to read penguin.target")
	name := func(op *core.Operation) string { s, _ := core.SymbolName(op); return s }
	require.Equal(t, "a", name(fns[0]))
	require.Nil(t, fns[0].Attr("target"))
	require.Equal(t, "b", name(fns[1]))
	require.Equal(t, "inf2", bir.Str(fns[1], "target"))
	tb, err := bir.TargetOf(fns[1])
	require.NoError(t, err)
	require.Equal(t, "inf2", tb.Name)
}

// PSUM tiles of up to one bank never straddle a bank boundary, so every
// matmul accumulates within one bank.
func TestPSUMBanks(t *testing.T) {
	src := `
penguin.kernel @main(%a: !penguin.hbm<64x384xf32>) -> !penguin.hbm<64x384xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<64x384xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<64x384xf32> -> !penguin.tile<64x384xf32, sbuf>
  %y = penguin.load %a[0, 0] : !penguin.hbm<64x384xf32> -> !penguin.tile<64x64xf32, sbuf>
  %p1 = penguin.matmul %y, %x : !penguin.tile<64x64xf32, sbuf>, !penguin.tile<64x384xf32, sbuf> -> !penguin.tile<64x384xf32, psum>
  %p2 = penguin.matmul %y, %x : !penguin.tile<64x64xf32, sbuf>, !penguin.tile<64x384xf32, sbuf> -> !penguin.tile<64x384xf32, psum>
  %p3 = penguin.matmul %y, %x acc %p2 : !penguin.tile<64x64xf32, sbuf>, !penguin.tile<64x384xf32, sbuf> -> !penguin.tile<64x384xf32, psum>
  %s = penguin.ewise add %p1, %p3 : (!penguin.tile<64x384xf32, psum>, !penguin.tile<64x384xf32, psum>) -> !penguin.tile<64x384xf32, sbuf>
  penguin.store %s, %out[0, 0] : !penguin.tile<64x384xf32, sbuf>, !penguin.hbm<64x384xf32>
  penguin.return %out : !penguin.hbm<64x384xf32>
}`
	m := lowerOK(t, src)
	var offs []int64
	m.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		if op.Name() == bir.Matmult.Name {
			out := bir.OutsAPs(op)[0]
			offs = append(offs, out.Offset*4)
		}
		return core.Advance
	})
	require.Len(t, offs, 3)
	for _, o := range offs {
		require.Equal(t, o/2048, (o+384*4-1)/2048, "the result at byte %d stays in one bank", o)
	}
	require.NotEqual(t, offs[0], offs[1])
	require.Equal(t, offs[1], offs[2], "%p3 accumulates in place of %p2")
	x := randF32(64*384, 1)
	outs := run(t, src, f32Buf([]int64{64, 384}, x))
	yt := make([]float32, 64*64)
	for k := range 64 {
		for mm := range 64 {
			yt[mm*64+k] = x[k*384+mm]
		}
	}
	want := matmul(yt, x, 64, 64, 384)
	for i := range want {
		want[i] *= 3
	}
	requireClose(t, want, floats(outs[0]), 1e-4)
}

// Without the bir dialect loaded the pass reports it instead of failing
// to build.
func TestNeedsBIRDialect(t *testing.T) {
	ctx := core.NewContext()
	for _, d := range []*core.Dialect{builtin.Dialect, penguin.Dialect} {
		ctx.Load(d)
	}
	m := parse(t, ctx, "penguin.kernel @k() {\n  penguin.return\n}\n")
	_, err := penguintobir.Convert(m)
	require.ErrorContains(t, err, "needs the bir dialect loaded")
}
