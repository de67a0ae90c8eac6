package isa_test

import (
	"errors"
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/arch"
	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/tonga"
	"ncc/dialects/tonga/isa"
	"ncc/numerics"
)

// loop is an sp stream with a loop: the listing's example.
const loop = `tonga.program @p target "trn1" {
  tonga.stream sp {
    tonga.reg_set sp r1 = 0
    tonga.dma_trigger sp queue 0 first 0 count 1 signal S[0] inc
    tonga.tensor_tensor sp add ins(sb[0:1][[1, 1]] at 0x0 : f32, sb[0:1][[1, 1]] at 0x0 : f32) outs(sb[0:1][[1, 1]] at 0x0 : f32)
    tonga.iterate sp r1 step 1 lt 4 to -3
    tonga.halt sp
  }
}
`

func parseModule(t *testing.T, ctx *core.Context, src string) *core.Operation {
	t.Helper()
	b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	require.NoError(t, err)
	return b.First()
}

func TestStreamRoundTrip(t *testing.T) {
	ctx := newCtx()
	src, err := os.ReadFile("../../../lit/tonga/ops.mlir")
	require.NoError(t, err)
	module := parseModule(t, ctx, string(src))
	require.NoError(t, core.Verify(module))
	for _, p := range tonga.Programs(module) {
		for _, s := range tonga.Streams(p) {
			code, err := isa.AssembleStream(s)
			require.NoError(t, err)
			words := 0
			for _, op := range tonga.Instructions(s) {
				words += tonga.Words(op)
			}
			assert.Len(t, code, words*isa.WordBytes)
			back, err := isa.DisassembleStream(ctx, tonga.Engine(s), code)
			require.NoError(t, err)
			opts := asm.PrintOptions{Context: ctx}
			assert.Equal(t, asm.PrintOp(s, opts), asm.PrintOp(back, opts))
		}
	}
}

func TestListing(t *testing.T) {
	ctx := newCtx()
	// tensor_tensor is not an sp instruction: assemble an sp-legal stream.
	src := strings.Replace(loop, "tonga.tensor_tensor sp add ins(sb[0:1][[1, 1]] at 0x0 : f32, sb[0:1][[1, 1]] at 0x0 : f32) outs(sb[0:1][[1, 1]] at 0x0 : f32)",
		"tonga.reg_load sp r2 ins(sb[0:1][[1, 1]] at 0x10 : i32)", 1)
	src = strings.Replace(src, "to -3", "to -2", 1)
	module := parseModule(t, ctx, src)
	require.NoError(t, core.Verify(module))
	code, err := isa.AssembleStream(tonga.Streams(module)[0])
	require.NoError(t, err)
	var b strings.Builder
	require.NoError(t, isa.WriteListing(&b, ctx, code))
	assert.Equal(t, `0000  tonga.reg_set sp r1 = 0
0001  tonga.dma_trigger sp queue 0 first 0 count 1 signal S[0] inc
0002  tonga.reg_load sp r2 ins(sb[0:1][[1, 1]] at 0x10 : i32)
0003  tonga.iterate sp r1 step 1 lt 4 to -2  ; -> 0001
0004  tonga.halt sp
`, b.String())

	// A bad word stops the listing with its word number.
	bad := append(append([]byte(nil), code...), make([]byte, 64)...)
	b.Reset()
	err = isa.WriteListing(&b, ctx, bad)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "word 5: byte 0: opcode: 0x00 is not an instruction")
	assert.Equal(t, 5, strings.Count(b.String(), "\n"), "the lines before it are written")
}

func TestStreamErrors(t *testing.T) {
	ctx := newCtx()
	module := parseModule(t, ctx, loop)
	_, err := isa.AssembleStream(tonga.Streams(module)[0])
	require.Error(t, err)
	assert.Contains(t, err.Error(), "word 2: tonga.tensor_tensor: engine: tonga.tensor_tensor does not run on engine 4")

	pe := parseInst(t, ctx, "tonga.halt pe")
	code, err := isa.Encode(pe)
	require.NoError(t, err)
	_, err = isa.DisassembleStream(ctx, arch.SP, code)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "word 0: tonga.halt runs on pe, not in the sp stream")

	_, err = isa.Disassemble(ctx, append(code, 1, 2, 3))
	var de *isa.DecodeError
	require.True(t, errors.As(err, &de))
	assert.EqualError(t, err, "word 1: byte 3: word: 3 bytes, an instruction word has 64")
	n, err := isa.Size(code)
	require.NoError(t, err)
	assert.Equal(t, 64, n)

	text, n, err := isa.Line(ctx, arch.PE, code)
	require.NoError(t, err)
	assert.Equal(t, "tonga.halt pe", text)
	assert.Equal(t, 64, n)
	_, _, err = isa.Line(ctx, arch.DVE, code)
	assert.EqualError(t, err, "byte 1: engine: tonga.halt runs on pe, not in the dve stream")
}

// TestRandomRoundTrip encodes random instructions whose every field is in
// its encoding's range, and checks op -> bytes -> op -> bytes.
func TestRandomRoundTrip(t *testing.T) {
	ctx := newCtx()
	b := tonga.NewBuilder(core.NewBuilder(ctx))
	r := rand.New(rand.NewSource(12))
	dts := numerics.DTypes()
	randAP := func() tonga.AP {
		ap := tonga.AP{Memory: arch.SBUF, StartPartition: r.Intn(128), NumPartitions: 1 + r.Intn(128),
			Addr: r.Int63n(tonga.MaxAddr + 1), Reg: tonga.NoReg, DType: dts[r.Intn(len(dts))]}
		if r.Intn(2) == 0 {
			ap.Memory = arch.PSUM
		}
		if r.Intn(3) == 0 {
			ap.Reg = r.Intn(tonga.NumRegisters)
		}
		for k := r.Intn(tonga.MaxDims + 1); k > 0; k-- {
			ap.Pairs = append(ap.Pairs, [2]int64{tonga.MinStep + r.Int63n(tonga.MaxStep-tonga.MinStep+1), 1 + r.Int63n(tonga.MaxPairNum)})
		}
		return ap
	}
	for i := 0; i < 2000; i++ {
		var op *core.Operation
		switch i % 3 {
		case 0:
			op = tonga.NewInst(ctx, nil, "tonga.copy", arch.DVE, []tonga.AP{randAP()}, []tonga.AP{randAP()})
		case 1:
			bias, acc := randAP(), randAP()
			op = tonga.NewInst(ctx, nil, "tonga.activate", arch.ACT, []tonga.AP{randAP(), bias}, []tonga.AP{randAP(), acc},
				b.Enum("func", tonga.ActEnum, int64(r.Intn(len(tonga.ActEnum.Cases)))),
				b.Float("scale", r.Float32()), b.Float("alpha", -r.Float32()),
				b.Enum("acc", tonga.AccEnum, int64(r.Intn(len(tonga.AccEnum.Cases)))))
		default:
			op = tonga.NewInst(ctx, nil, "tonga.iterate", arch.Engine(r.Intn(5)), nil, nil,
				b.Int("reg", int64(r.Intn(16))), b.Int("step", int64(r.Int31())-1<<30),
				b.Enum("compare", tonga.CompareEnum, int64(r.Intn(6))), b.Int("bound", int64(r.Int31())),
				b.Int("target", -int64(r.Int31())))
		}
		tonga.Sync(op, tonga.Wait(ctx, tonga.WaitKind(1+r.Intn(6)), r.Intn(256), int64(r.Intn(65536))),
			tonga.Signal(ctx, tonga.SignalAdd, r.Intn(256), int64(r.Intn(65536))))
		code, err := isa.Encode(op)
		require.NoError(t, err, isa.Text(ctx, op))
		back, n, err := isa.Decode(ctx, code)
		require.NoError(t, err, isa.Text(ctx, op))
		require.Equal(t, len(code), n)
		require.Equal(t, asm.PrintOp(op, asm.PrintOptions{Generic: true}), asm.PrintOp(back, asm.PrintOptions{Generic: true}))
		again, err := isa.Encode(back)
		require.NoError(t, err)
		require.Equal(t, code, again)
	}
}
