package sim

import (
	"encoding/binary"
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/arch"
	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/bir"
	"ncc/dialects/builtin"
	"ncc/numerics"
	"ncc/numerics/pwp"
	"ncc/sim/engine"
)

// parseFunc parses and verifies src and returns its first bir.func.
func parseFunc(t testing.TB, src string) *core.Operation {
	t.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	require.NoError(t, err)
	m := builtin.WrapInModule(ctx, b)
	require.NoError(t, core.Verify(m))
	fns := bir.Funcs(m)
	if len(fns) == 0 {
		fns = bir.Funcs(m.Region(0).First().First())
	}
	require.NotEmpty(t, fns)
	return fns[0]
}

func f32Buf(shape []int64, vals []float32) Buffer {
	b := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	return Buffer{Shape: shape, DType: numerics.Float32, Data: b}
}

func i32Buf(shape []int64, vals []int32) Buffer {
	b := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(v))
	}
	return Buffer{Shape: shape, DType: numerics.Int32, Data: b}
}

func f32s(b Buffer) []float32 {
	out := make([]float32, len(b.Data)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b.Data[4*i:]))
	}
	return out
}

func i32s(b Buffer) []int32 {
	out := make([]int32, len(b.Data)/4)
	for i := range out {
		out[i] = int32(binary.LittleEndian.Uint32(b.Data[4*i:]))
	}
	return out
}

func randF32(n int, seed int64) []float32 {
	r := rand.New(rand.NewSource(seed))
	out := make([]float32, n)
	for i := range out {
		out[i] = float32(r.NormFloat64())
	}
	return out
}

// diag returns err's diagnostic, failing if it is not one.
func diag(t *testing.T, err error) *core.Diagnostic {
	t.Helper()
	require.Error(t, err)
	d, ok := err.(*core.Diagnostic)
	require.True(t, ok, "%T: %v", err, err)
	return d
}

func line(d *core.Diagnostic) int {
	l, ok := core.FileLineColOf(d.Loc)
	if !ok {
		return -1
	}
	return l.Line
}

// TestAluNames pins that bir's and the engine's AluOp number the same
// operators: the simulator converts one to the other by number.
func TestAluNames(t *testing.T) {
	require.Equal(t, int(engine.NumAluOps), len(bir.AluKind.Cases))
	for i := range engine.NumAluOps {
		assert.Equal(t, bir.AluOp(i).String(), i.String())
	}
}

const elementwise = `module attributes {bir.target = "trn1"} {
  bir.func @main {
    %a = bir.alloc "a" Input DRAM [1, 307200] index 0 : tensor<256x300xf32>
    %b = bir.alloc "b" Input DRAM [1, 307200] index 1 : tensor<256x300xf32>
    %out = bir.alloc "out" Output DRAM [1, 307200] index 0 : tensor<256x300xf32>
    %t0 = bir.alloc "t0" SB [128, 1200]
    %t1 = bir.alloc "t1" SB [128, 1200]
    %t2 = bir.alloc "t2" SB [128, 600]
    bir.loop "i" = 0 to 2 step 1 {
    ^bb0(%i: index):
      bir.dma sp ins(%a[[300, 128], [1, 300]] + 38400 * %i : f32) outs(%t0[0:128][[1, 300]] : f32)
      bir.dma sp ins(%b[[300, 128], [1, 300]] + 38400 * %i : f32) outs(%t1[0:128][[1, 300]] : f32)
      bir.activation act Exp ins(%t0[0:128][[1, 300]] : f32) outs(%t2[0:128][[1, 300]] : bf16) scale 0.5
      bir.tensor_tensor dve add ins(%t2[0:128][[1, 300]] : bf16, %t1[0:128][[1, 300]] : f32) outs(%t0[0:128][[1, 300]] : f32)
      bir.dma sp ins(%t0[0:128][[1, 300]] : f32) outs(%out[[300, 128], [1, 300]] + 38400 * %i : f32)
    }
    bir.return
  }
}`

func TestElementwise(t *testing.T) {
	fn := parseFunc(t, elementwise)
	a, b := randF32(256*300, 1), randF32(256*300, 2)
	out, err := Run(fn, nil, []Buffer{f32Buf([]int64{256, 300}, a), f32Buf([]int64{256, 300}, b)})
	require.NoError(t, err)
	require.Len(t, out, 1)
	assert.Equal(t, []int64{256, 300}, out[0].Shape)
	assert.Equal(t, numerics.Float32, out[0].DType)
	exp, err := pwp.For(pwp.Exp)
	require.NoError(t, err)
	got := f32s(out[0])
	for i := range a {
		e := exp.Eval(a[i] * 0.5)
		e = math.Float32frombits(uint32(numerics.F32ToBF16(e)) << 16) // written as bf16
		require.Equal(t, e+b[i], got[i], "element %d", i)
	}
}

// TestOutOfBoundsNamesInstruction reads rows at an offset taken from
// memory, which the verifier cannot bound: the second iteration runs off
// the input.
func TestOutOfBoundsNamesInstruction(t *testing.T) {
	fn := parseFunc(t, `bir.func @main {
  %a = bir.alloc "a" Input DRAM [1, 64] index 0 : tensor<4x4xf32>
  %n = bir.alloc "n" Input DRAM [1, 4] index 1 : tensor<1xi32>
  %out = bir.alloc "out" Output DRAM [1, 32] index 0 : tensor<2x4xf32>
  %t = bir.alloc "t" SB [1, 32]
  %r = bir.register_load sp ins(%n[[1, 1], [1, 1]] : i32)
  bir.loop "i" = 0 to 2 step 1 {
  ^bb0(%i: index):
    bir.dma sp ins(%a[[4, 1], [1, 4]] + 4 * %r + 4 * %i : f32) outs(%t[0:1][[1, 4]] + 4 * %i : f32)
  }
  bir.dma sp ins(%t[0:1][[1, 8]] : f32) outs(%out[[8, 1], [1, 8]] : f32)
  bir.return
}`)
	a := f32Buf([]int64{4, 4}, randF32(16, 1))
	out, err := Run(fn, nil, []Buffer{a, i32Buf([]int64{1}, []int32{2})})
	require.NoError(t, err)
	assert.Equal(t, f32s(a)[8:16], f32s(out[0]))

	_, err = Run(fn, nil, []Buffer{a, i32Buf([]int64{1}, []int32{3})})
	d := diag(t, err)
	assert.Equal(t, `'bir.dma' op in "a"[[4, 1], [1, 4]] + 16 : float32: elements [16, 19] (bytes [64, 80)) outside "a"'s 64 bytes`, d.Msg)
	assert.Equal(t, 9, line(d), "the dma in the loop")
	require.Len(t, d.Notes, 1)
	assert.Equal(t, "in loop iteration i = 1", d.Notes[0].Msg)
}

func TestUninitializedRead(t *testing.T) {
	fn := parseFunc(t, `bir.func @main {
  %out = bir.alloc "out" Output DRAM [1, 512] index 0 : tensor<128xf32>
  %t = bir.alloc "t" SB [128, 64]
  %u = bir.alloc "u" SB [128, 64]
  bir.memset dve outs(%t[0:64][[1, 1]] : f32) constant 1.0
  bir.tensor_copy dve ins(%t[0:128][[1, 1]] : f32) outs(%u[0:128][[1, 1]] : f32)
  bir.dma sp ins(%u[0:128][[1, 1]] : f32) outs(%out[[1, 128], [1, 1]] : f32)
  bir.return
}`)
	_, err := Run(fn, arch.Trn1, nil)
	d := diag(t, err)
	assert.Equal(t, `'bir.tensor_copy' op in "t"[0:128][[1, 1]] : float32 reads uninitialized memory: "t" partition 64 byte 0`, d.Msg)
	assert.Equal(t, 6, line(d))
	assert.Empty(t, d.Notes)
}

func TestOutputNotWritten(t *testing.T) {
	fn := parseFunc(t, `bir.func @main {
  %out = bir.alloc "out" Output DRAM [1, 512] index 0 : tensor<128xf32>
  %t = bir.alloc "t" SB [128, 64]
  bir.memset dve outs(%t[0:64][[1, 1]] : f32) constant 1.0
  bir.dma sp ins(%t[0:64][[1, 1]] : f32) outs(%out[[1, 64], [1, 1]] : f32)
  bir.return
}`)
	_, err := Run(fn, nil, nil)
	d := diag(t, err)
	assert.Equal(t, `'bir.alloc' op output 0 ("out") was not entirely written: byte 256 never was`, d.Msg)
}

func TestInputErrors(t *testing.T) {
	fn := parseFunc(t, elementwise)
	a := f32Buf([]int64{256, 300}, randF32(256*300, 1))
	_, err := Run(fn, nil, []Buffer{a})
	assert.Contains(t, err.Error(), "input 1 (\"b\") has no buffer: 1 given")
	_, err = Run(fn, nil, []Buffer{a, {Shape: []int64{300, 256}, DType: numerics.Float32, Data: a.Data}})
	assert.Contains(t, err.Error(), "buffer has shape [300 256], want [256 300]")
	_, err = Run(fn, nil, []Buffer{a, {Shape: []int64{256, 300}, DType: numerics.BFloat16, Data: a.Data}})
	assert.Contains(t, err.Error(), "buffer holds bfloat16, want float32")
	_, err = Run(fn, nil, []Buffer{a, a, a})
	assert.Contains(t, err.Error(), "takes 2 inputs but 3 were given")
}

// TestMatmulAccumulate computes out[128, 512] = aᵀ·b over K = 384 as three
// accumulating matmuls (the first outside the loop, with start), then
// copies PSUM out through SBUF.
func TestMatmulAccumulate(t *testing.T) {
	fn := parseFunc(t, `bir.func @main {
  %a = bir.alloc "a" Input DRAM [1, 196608] index 0 : tensor<384x128xf32>
  %b = bir.alloc "b" Input DRAM [1, 786432] index 1 : tensor<384x512xf32>
  %out = bir.alloc "out" Output DRAM [1, 262144] index 0 : tensor<128x512xf32>
  %sa = bir.alloc "sa" SB [128, 512]
  %sb = bir.alloc "sb" SB [128, 2048]
  %so = bir.alloc "so" SB [128, 2048]
  %ps = bir.alloc "ps" PSUM [128, 2048]
  bir.dma sp ins(%a[[128, 128], [1, 128]] : f32) outs(%sa[0:128][[1, 128]] : f32)
  bir.dma sp ins(%b[[512, 128], [1, 512]] : f32) outs(%sb[0:128][[1, 512]] : f32)
  bir.matmult pe ins(%sa[0:128][[1, 128]] : f32, %sb[0:128][[1, 512]] : f32) outs(%ps[0:128][[1, 512]] : f32) start_tensor_calc
  bir.loop "k" = 1 to 3 step 1 {
  ^bb0(%k: index):
    bir.dma sp ins(%a[[128, 128], [1, 128]] + 16384 * %k : f32) outs(%sa[0:128][[1, 128]] : f32)
    bir.dma sp ins(%b[[512, 128], [1, 512]] + 65536 * %k : f32) outs(%sb[0:128][[1, 512]] : f32)
    bir.matmult pe ins(%sa[0:128][[1, 128]] : f32, %sb[0:128][[1, 512]] : f32) outs(%ps[0:128][[1, 512]] : f32)
  }
  bir.tensor_copy act ins(%ps[0:128][[1, 512]] : f32) outs(%so[0:128][[1, 512]] : f32)
  bir.dma sp ins(%so[0:128][[1, 512]] : f32) outs(%out[[512, 128], [1, 512]] : f32)
  bir.return
}`)
	const K, M, N = 384, 128, 512
	a, b := randF32(K*M, 3), randF32(K*N, 4)
	out, err := Run(fn, nil, []Buffer{f32Buf([]int64{K, M}, a), f32Buf([]int64{K, N}, b)})
	require.NoError(t, err)
	want := make([]float32, M*N)
	numerics.MatMulAccumulate(want, a, b, K, M, N)
	got := f32s(out[0])
	for i := range want {
		require.Equal(t, math.Float32bits(want[i]), math.Float32bits(got[i]), "element %d", i)
	}
}

// TestGather looks rows of an embedding table up by index, then an index
// out of range fails at the gather.
func TestGather(t *testing.T) {
	fn := parseFunc(t, `bir.func @main {
  %emb = bir.alloc "emb" Input DRAM [1, 320] index 0 : tensor<10x8xf32>
  %idx = bir.alloc "idx" Input DRAM [1, 16] index 1 : tensor<4xi32>
  %out = bir.alloc "out" Output DRAM [1, 128] index 0 : tensor<4x8xf32>
  %si = bir.alloc "si" SB [4, 4]
  %rows = bir.alloc "rows" SB [4, 32]
  bir.dma sp ins(%idx[[1, 4], [1, 1]] : i32) outs(%si[0:4][[1, 1]] : i32)
  bir.dma pool ins(%emb[[8, 10], [1, 8]] : f32, %si[0:4][[1, 1]] : i32) outs(%rows[0:4][[1, 8]] : f32) indirect
  bir.dma sp ins(%rows[0:4][[1, 8]] : f32) outs(%out[[8, 4], [1, 8]] : f32)
  bir.return
}`)
	emb := make([]float32, 80)
	for i := range emb {
		emb[i] = float32(i)
	}
	out, err := Run(fn, nil, []Buffer{f32Buf([]int64{10, 8}, emb), i32Buf([]int64{4}, []int32{7, 0, 9, 7})})
	require.NoError(t, err)
	got := f32s(out[0])
	for r, i := range []int{7, 0, 9, 7} {
		assert.Equal(t, emb[i*8:i*8+8], got[r*8:r*8+8], "row %d", r)
	}

	_, err = Run(fn, nil, []Buffer{f32Buf([]int64{10, 8}, emb), i32Buf([]int64{4}, []int32{7, 0, 10, 7})})
	d := diag(t, err)
	assert.Equal(t, 8, line(d))
	assert.Equal(t, `'bir.dma' op index 10 (element 2 of index "si"[0:4][[1, 1]] : int32) outside the 10 rows of in "emb"[[8, 10], [1, 8]] : float32`, d.Msg)
}

// TestIntExact runs i32 arithmetic beyond 2^24, which fp32 would round,
// and wrapping, which the StableHLO interpreter also does.
func TestIntExact(t *testing.T) {
	fn := parseFunc(t, `bir.func @main {
  %a = bir.alloc "a" Input DRAM [1, 16] index 0 : tensor<4xi32>
  %out = bir.alloc "out" Output DRAM [1, 16] index 0 : tensor<4xi32>
  %t = bir.alloc "t" SB [4, 16]
  bir.dma sp ins(%a[[1, 4], [1, 1]] : i32) outs(%t[0:4][[1, 1]] : i32)
  bir.tensor_tensor dve mult ins(%t[0:4][[1, 1]] : i32, %t[0:4][[1, 1]] : i32) outs(%t[0:4][[1, 1]] + 1 : i32)
  bir.tensor_scalar pool ins(%t[0:4][[1, 1]] + 1 : i32) outs(%t[0:4][[1, 1]] + 2 : i32) op0 add const0 3.0 op1 arith_shift_right const1 1.0
  bir.dma sp ins(%t[0:4][[1, 1]] + 2 : i32) outs(%out[[1, 4], [1, 1]] : i32)
  bir.return
}`)
	in := []int32{4097, 65537, -3, 46341}
	out, err := Run(fn, nil, []Buffer{i32Buf([]int64{4}, in)})
	require.NoError(t, err)
	var want []int32
	for _, x := range in {
		want = append(want, (x*x+3)>>1)
	}
	assert.Equal(t, want, i32s(out[0]))
}

// TestRegisters branches on a value read from memory: a data-dependent
// CFG choosing which rows to copy.
func TestRegisters(t *testing.T) {
	fn := parseFunc(t, `bir.func @main {
  %a = bir.alloc "a" Input DRAM [1, 64] index 0 : tensor<4x4xf32>
  %n = bir.alloc "n" Input DRAM [1, 4] index 1 : tensor<1xi32>
  %out = bir.alloc "out" Output DRAM [1, 16] index 0 : tensor<4xf32>
  %t = bir.alloc "t" SB [1, 16]
  %r = bir.register_load sp ins(%n[[1, 1], [1, 1]] : i32)
  %r2 = bir.register_alu sp mult %r, 4
  bir.compare_and_branch sp IS_LT %r, 4, ^bb1, ^bb2
^bb1:
  bir.dma sp ins(%a[[4, 1], [1, 4]] + %r2 : f32) outs(%t[0:1][[1, 4]] : f32)
  bir.branch ^bb3
^bb2:
  bir.memset dve outs(%t[0:1][[1, 4]] : f32) constant -1.0
  bir.branch ^bb3
^bb3:
  bir.dma sp ins(%t[0:1][[1, 4]] : f32) outs(%out[[4, 1], [1, 4]] : f32)
  bir.return
}`)
	a := make([]float32, 16)
	for i := range a {
		a[i] = float32(i)
	}
	for _, c := range []struct {
		n    int32
		want []float32
	}{{2, []float32{8, 9, 10, 11}}, {0, []float32{0, 1, 2, 3}}, {7, []float32{-1, -1, -1, -1}}} {
		out, err := Run(fn, nil, []Buffer{f32Buf([]int64{4, 4}, a), i32Buf([]int64{1}, []int32{c.n})})
		require.NoError(t, err)
		assert.Equal(t, c.want, f32s(out[0]), "n = %d", c.n)
	}
}

func TestNonTermination(t *testing.T) {
	fn := parseFunc(t, `bir.func @main {
  %out = bir.alloc "out" Output DRAM [1, 4] index 0 : tensor<1xf32>
  bir.branch ^bb1
^bb1:
  bir.branch ^bb1
}`)
	_, err := RunWith(fn, nil, Options{MaxSteps: 1000})
	d := diag(t, err)
	assert.Equal(t, `'bir.branch' op ran more than 1000 blocks and loop iterations: giving up`, d.Msg)
}

// TestActivationAccumulate runs an activation with a per-partition bias
// from a constant and its add-reduce output, and a nested loop.
func TestActivationAccumulate(t *testing.T) {
	fn := parseFunc(t, `bir.func @main {
  %a = bir.alloc "a" Input DRAM [1, 64] index 0 : tensor<2x8xf32>
  %bias = bir.alloc "bias" Const DRAM [1, 8] = dense<[1.0, -1.0]> : tensor<2xf32>
  %out = bir.alloc "out" Output DRAM [1, 64] index 0 : tensor<2x8xf32>
  %sums = bir.alloc "sums" Output DRAM [1, 8] index 1 : tensor<2xf32>
  %t = bir.alloc "t" SB [2, 64]
  %s = bir.alloc "s" SB [2, 16]
  bir.dma sp ins(%a[[8, 2], [1, 8]] : f32) outs(%t[0:2][[1, 8]] : f32)
  bir.dma sp ins(%bias[[1, 2], [1, 1]] : f32) outs(%s[0:2][[1, 1]] : f32)
  bir.memset dve outs(%s[0:2][[1, 1]] + 1 : f32) constant 0.0
  bir.loop "i" = 0 to 2 step 1 {
  ^bb0(%i: index):
    bir.loop "j" = 0 to 2 step 1 {
    ^bb0(%j: index):
      bir.activation act Relu ins(%t[0:2][[1, 2]] + 4 * %i + 2 * %j : f32, %s[0:2][[1, 1]] : f32) outs(%t[0:2][[1, 2]] + 8 + 4 * %i + 2 * %j : f32, %s[0:2][[1, 1]] + 1 : f32) scale 2.0 acc Accumulate
    }
  }
  bir.dma sp ins(%t[0:2][[1, 8]] + 8 : f32) outs(%out[[8, 2], [1, 8]] : f32)
  bir.dma sp ins(%s[0:2][[1, 1]] + 1 : f32) outs(%sums[[1, 2], [1, 1]] : f32)
  bir.return
}`)
	a := []float32{-2, -1, 0, 1, 2, 3, -0.5, 0.25, 1, 2, -3, -4, 0.5, 0.75, 5, -6}
	out, err := Run(fn, nil, []Buffer{f32Buf([]int64{2, 8}, a)})
	require.NoError(t, err)
	relu, err := pwp.For(pwp.Relu)
	require.NoError(t, err)
	got, sums := f32s(out[0]), f32s(out[1])
	for p, bias := range []float32{1, -1} {
		var s float32
		for i := range 8 {
			y := relu.Eval(a[p*8+i]*2 + bias)
			assert.Equal(t, y, got[p*8+i], "[%d][%d]", p, i)
			s += y
		}
		assert.Equal(t, s, sums[p], "sum of row %d", p)
	}
}

func TestUnsupported(t *testing.T) {
	fn := parseFunc(t, `bir.func @main {
  %t = bir.alloc "t" SB [2, 64]
  bir.activation act Dsqrt ins(%t[0:2][[1, 2]] : f32) outs(%t[0:2][[1, 2]] : f32)
  bir.return
}`)
	_, err := Run(fn, nil, nil)
	d := diag(t, err)
	assert.Equal(t, "'bir.activation' op activation function Dsqrt has no model in the simulator (no PWP table in numerics/pwp)", d.Msg)
}

// TestBuilder runs a function built with bir's Builder rather than parsed:
// a reduction of each row of a [128, 64] input to its max, negated, as
// lowerings build it.
func TestBuilder(t *testing.T) {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	m := builtin.NewModule(ctx, core.Unknown(ctx))
	b := bir.NewBuilder(core.NewBuilder(ctx))
	b.SetInsertionPointToEnd(builtin.Body(m))
	fn := b.Func("main", "trn2")
	f32 := numerics.Float32
	a := b.AllocInput("a", 0, core.RankedTensor(ctx, []int64{128, 64}, core.F32(ctx), nil))
	out := b.AllocOutput("out", 0, core.RankedTensor(ctx, []int64{128}, core.F32(ctx), nil))
	tl := b.AllocSB("t", 128, 512)
	b.DMA(arch.SP, bir.Flat(a, [][2]int64{{64, 128}, {1, 64}}, f32), bir.Tile(tl, 0, 128, [][2]int64{{1, 64}}, f32))
	b.TensorReduce(arch.DVE, bir.AluMax, bir.AxisX, bir.Tile(tl, 0, 128, [][2]int64{{8, 8}, {1, 8}}, f32),
		bir.Tile(tl, 0, 128, [][2]int64{{1, 8}}, f32).At(64), false)
	b.TensorReduce(arch.Pool, bir.AluMax, bir.AxisX, bir.Tile(tl, 0, 128, [][2]int64{{1, 8}}, f32).At(64),
		bir.Tile(tl, 0, 128, [][2]int64{{1, 1}}, f32).At(72), true)
	b.DMA(arch.SP, bir.Tile(tl, 0, 128, [][2]int64{{1, 1}}, f32).At(72), bir.Flat(out, [][2]int64{{1, 128}, {1, 1}}, f32))
	b.Return()
	require.NoError(t, core.Verify(m))

	in := randF32(128*64, 9)
	res, err := Run(fn, nil, []Buffer{f32Buf([]int64{128, 64}, in)})
	require.NoError(t, err)
	got := f32s(res[0])
	for r := range 128 {
		mx := in[r*64]
		for _, v := range in[r*64 : r*64+64] {
			mx = max(mx, v)
		}
		assert.Equal(t, -mx, got[r], "row %d", r)
	}
}
