package sim

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/bir"
	"ncc/dialects/builtin"
	"ncc/internal/birgen"
	"ncc/interp"
)

// The benchmarks run a program on the bir simulator and, as the anchor in
// the same run, the same computation written in StableHLO on ncc's
// reference interpreter (interp/bench_test.go's programs), and report the
// ratio sim/interp of their times. DESIGN.md asks the simulator to stay
// within 2x of the interpreter (target below); each benchmark logs its
// ratio against it.

// target is DESIGN.md's bound on sim/interp.
const target = 2.0

// interpProgram parses a StableHLO module for the interpreter and returns
// a function that runs it once on random f32 inputs of the given shapes.
func interpProgram(b *testing.B, src string, shapes ...[]int64) func() {
	b.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	ctx.Load(interp.Dialect)
	blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "bench.mlir"})
	if err != nil {
		b.Fatal(err)
	}
	mod := builtin.WrapInModule(ctx, blk)
	it := interp.New(mod)
	fn, err := it.Main()
	if err != nil {
		b.Fatal(err)
	}
	var args []interp.Value
	for i, s := range shapes {
		t, err := interp.NewTensor(core.RankedTensor(ctx, s, core.F32(ctx), nil))
		if err != nil {
			b.Fatal(err)
		}
		for j, v := range randF32(len(t.F), int64(i+1)) {
			t.F[j] = float64(v)
		}
		args = append(args, t)
	}
	return func() {
		if _, err := it.Call(fn, args); err != nil {
			b.Fatal(err)
		}
	}
}

// timeIt returns the mean time of n runs of f after one warm-up run.
func timeIt(n int, f func()) time.Duration {
	f()
	start := time.Now()
	for range n {
		f()
	}
	return time.Since(start) / time.Duration(n)
}

// compare runs sim as the benchmark's body, times anchor as many times,
// and reports both and their ratio.
func compare(b *testing.B, sim, anchor func()) {
	b.Helper()
	sim()
	b.ResetTimer()
	for b.Loop() {
		sim()
	}
	simT := b.Elapsed() / time.Duration(b.N)
	b.StopTimer()
	anchorT := timeIt(b.N, anchor)
	b.ReportMetric(float64(anchorT.Microseconds())/1e3, "interp-ms")
	b.ReportMetric(float64(simT.Microseconds())/1e3, "sim-ms")
	ratio := float64(simT) / float64(anchorT)
	b.ReportMetric(ratio, "sim/interp")
	verdict := "ok"
	if ratio > target {
		verdict = "ABOVE TARGET"
	}
	b.Logf("sim %v, interp %v: sim/interp %.2f× (target ≤ %g×) %s", simT.Round(time.Microsecond),
		anchorT.Round(time.Microsecond), ratio, target, verdict)
}

// benchProgram runs birgen program p: on the simulator, the bir the stage
// pipelines lower p.HLO to when they reach bir, else (or when that bir
// fails on the simulator) the hand-built one; on the interpreter, p.HLO.
// Both get the same inputs. It logs which bir it timed.
func benchProgram(b *testing.B, p birgen.Program) {
	b.Helper()
	var in []Buffer
	for i, s := range p.Args {
		in = append(in, f32Buf(s, randF32(int(core.NumElements(s)), int64(i+1))))
	}
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	fn, how, err := p.Func(ctx)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := Run(fn, nil, in); err != nil {
		if how != "lowered" {
			b.Fatal(err)
		}
		m, berr := p.Build(ctx)
		if berr != nil {
			b.Fatal(berr)
		}
		fn, how = bir.Funcs(m)[0], "hand-built (the lowered bir fails on the simulator: "+strings.SplitN(err.Error(), "\n", 2)[0]+")"
	}
	b.Logf("%s: %s bir", p.Name, how)
	anchor := interpProgram(b, p.HLO, p.Args...)
	compare(b, func() {
		if _, err := Run(fn, nil, in); err != nil {
			b.Fatal(err)
		}
	}, anchor)
}

// BenchmarkMatMulBiasRelu512 is relu(x·w + bias) for 512x512 f32
// matrices: a linear layer's matmul and its elementwise epilogue
// (birgen.MatMulBiasRelu: xᵀ tiles by strided DMA, 4 accumulating
// matmuls per 128-row block, bias add on VectorE, Relu on ScalarE).
func BenchmarkMatMulBiasRelu512(b *testing.B) {
	p, err := birgen.MatMulBiasRelu(512, 512, 512)
	if err != nil {
		b.Fatal(err)
	}
	benchProgram(b, p)
}

// BenchmarkSoftmax512 is softmax over the rows of a 512x512 f32 matrix
// (birgen.Softmax: max-reduce, exp with a fused row sum, divide).
func BenchmarkSoftmax512(b *testing.B) {
	p, err := birgen.Softmax(512, 512)
	if err != nil {
		b.Fatal(err)
	}
	benchProgram(b, p)
}

// BenchmarkElementwise runs ten tensor_tensor ops over 1M f32 elements:
// eight tiles of 128 x 1024, each loaded by DMA, computed on in SBUF and
// stored; the anchor is interp's BenchmarkElementwiseChain.
func BenchmarkElementwise(b *testing.B) {
	ops := []string{"add", "mult", "subtract", "max", "add", "mult", "min", "subtract", "add", "mult"}
	var body strings.Builder
	prev := "%ta"
	for _, o := range ops {
		fmt.Fprintf(&body, "      bir.tensor_tensor dve %s ins(%s[0:128][[1, 1024]] : f32, %%tb[0:128][[1, 1024]] : f32) outs(%%to[0:128][[1, 1024]] : f32)\n", o, prev)
		prev = "%to"
	}
	fn := parseFunc(b, `bir.func @main {
    %a = bir.alloc "a" Input DRAM [1, 4194304] index 0 : tensor<1048576xf32>
    %b = bir.alloc "b" Input DRAM [1, 4194304] index 1 : tensor<1048576xf32>
    %out = bir.alloc "out" Output DRAM [1, 4194304] index 0 : tensor<1048576xf32>
    %ta = bir.alloc "ta" SB [128, 4096]
    %tb = bir.alloc "tb" SB [128, 4096]
    %to = bir.alloc "to" SB [128, 4096]
    bir.loop "i" = 0 to 8 step 1 {
    ^bb0(%i: index):
      bir.dma sp ins(%a[[1024, 128], [1, 1024]] + 131072 * %i : f32) outs(%ta[0:128][[1, 1024]] : f32)
      bir.dma sp ins(%b[[1024, 128], [1, 1024]] + 131072 * %i : f32) outs(%tb[0:128][[1, 1024]] : f32)
`+body.String()+`      bir.dma sp ins(%to[0:128][[1, 1024]] : f32) outs(%out[[1024, 128], [1, 1024]] + 131072 * %i : f32)
    }
    bir.return
}`)
	const n = 1 << 20
	in := []Buffer{f32Buf([]int64{n}, randF32(n, 1)), f32Buf([]int64{n}, randF32(n, 2))}
	var chain strings.Builder
	prev = "%a"
	for i, o := range []string{"add", "multiply", "subtract", "maximum", "add", "multiply", "minimum", "subtract", "add", "multiply"} {
		fmt.Fprintf(&chain, "  %%%d = \"stablehlo.%s\"(%s, %%b) : (tensor<%[4]dxf32>, tensor<%[4]dxf32>) -> tensor<%[4]dxf32>\n", i, o, prev, n)
		prev = fmt.Sprintf("%%%d", i)
	}
	anchor := interpProgram(b, fmt.Sprintf("func.func @main(%%a: tensor<%[1]dxf32>, %%b: tensor<%[1]dxf32>) -> tensor<%[1]dxf32> {\n%s  func.return %s : tensor<%[1]dxf32>\n}", n, chain.String(), prev),
		[]int64{n}, []int64{n})
	compare(b, func() {
		if _, err := Run(fn, nil, in); err != nil {
			b.Fatal(err)
		}
	}, anchor)
}

// BenchmarkMatmul512 multiplies two 512x512 f32 matrices as TensorE tiles
// (the lhs given transposed, as TensorE's stationary operand wants it):
// for each of 4 row blocks, 4 accumulating matmuls of [128, 128] by
// [128, 512] into one PSUM bank, copied out through SBUF. The anchor is
// interp's BenchmarkDotGeneral512.
func BenchmarkMatmul512(b *testing.B) {
	fn := parseFunc(b, `bir.func @main {
  %at = bir.alloc "at" Input DRAM [1, 1048576] index 0 : tensor<512x512xf32>
  %b = bir.alloc "b" Input DRAM [1, 1048576] index 1 : tensor<512x512xf32>
  %out = bir.alloc "out" Output DRAM [1, 1048576] index 0 : tensor<512x512xf32>
  %sa = bir.alloc "sa" SB [128, 2048]
  %sb = bir.alloc "sb" SB [128, 8192]
  %so = bir.alloc "so" SB [128, 2048]
  %ps = bir.alloc "ps" PSUM [128, 2048]
  bir.loop "k" = 0 to 4 step 1 {
  ^bb0(%k: index):
    bir.dma sp ins(%b[[512, 128], [1, 512]] + 65536 * %k : f32) outs(%sb[0:128][[1, 512]] + 512 * %k : f32)
  }
  bir.loop "m" = 0 to 4 step 1 {
  ^bb0(%m: index):
    bir.loop "k" = 0 to 4 step 1 {
    ^bb0(%k: index):
      bir.dma sp ins(%at[[512, 128], [1, 128]] + 65536 * %k + 128 * %m : f32) outs(%sa[0:128][[1, 128]] + 128 * %k : f32)
    }
    bir.matmult pe ins(%sa[0:128][[1, 128]] : f32, %sb[0:128][[1, 512]] : f32) outs(%ps[0:128][[1, 512]] : f32) start_tensor_calc
    bir.loop "k" = 1 to 4 step 1 {
    ^bb0(%k: index):
      bir.matmult pe ins(%sa[0:128][[1, 128]] + 128 * %k : f32, %sb[0:128][[1, 512]] + 512 * %k : f32) outs(%ps[0:128][[1, 512]] : f32)
    }
    bir.tensor_copy act ins(%ps[0:128][[1, 512]] : f32) outs(%so[0:128][[1, 512]] : f32)
    bir.dma sp ins(%so[0:128][[1, 512]] : f32) outs(%out[[512, 128], [1, 512]] + 65536 * %m : f32)
  }
  bir.return
}`)
	const n = 512
	in := []Buffer{f32Buf([]int64{n, n}, randF32(n*n, 1)), f32Buf([]int64{n, n}, randF32(n*n, 2))}
	anchor := interpProgram(b, fmt.Sprintf(`func.func @main(%%a: tensor<%[1]dx%[1]dxf32>, %%b: tensor<%[1]dx%[1]dxf32>) -> tensor<%[1]dx%[1]dxf32> {
  %%0 = "stablehlo.dot_general"(%%a, %%b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<%[1]dx%[1]dxf32>, tensor<%[1]dx%[1]dxf32>) -> tensor<%[1]dx%[1]dxf32>
  func.return %%0 : tensor<%[1]dx%[1]dxf32>
}`, n), []int64{n, n}, []int64{n, n})
	compare(b, func() {
		if _, err := Run(fn, nil, in); err != nil {
			b.Fatal(err)
		}
	}, anchor)
}
