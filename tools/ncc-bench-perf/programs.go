package main

import (
	"fmt"
	"math"

	"ncc/internal/modelgen"
)

// program is one benchmark: StableHLO text with @main, and what it is.
type program struct {
	name string // row name: "matmul", "add", ...
	desc string // "bf16 2048×2048×2048"
	text string
	// memoryBound programs are judged against the HBM bound, compute-bound
	// ones against TensorE's peak (the row's "bound" is the larger of the
	// two either way).
	memoryBound bool
}

// sizes are the benchmark programs' dimensions: the (full) and a
// small set that simulates in seconds (the cost-model test).
type sizes struct {
	mm        [3]int // M, K, N
	add       [2]int
	softmax   [2]int
	layernorm [2]int
}

var (
	fullSizes  = sizes{mm: [3]int{2048, 2048, 2048}, add: [2]int{8192, 8192}, softmax: [2]int{2048, 2048}, layernorm: [2]int{2048, 2048}}
	smallSizes = sizes{mm: [3]int{256, 512, 256}, add: [2]int{1024, 1024}, softmax: [2]int{256, 512}, layernorm: [2]int{256, 512}}
)

// programs returns the benchmark programs at sz; with bert, BERT-base as
// well (12 layers, seq 128, hidden 768, 12 heads, f32).
func programs(sz sizes, bert bool) []program {
	ps := []program{
		matmulProgram(sz.mm[0], sz.mm[1], sz.mm[2]),
		addProgram(sz.add[0], sz.add[1]),
		softmaxProgram(sz.softmax[0], sz.softmax[1]),
		layernormProgram(sz.layernorm[0], sz.layernorm[1]),
	}
	if bert {
		ps = append(ps, program{
			name: "bert-base",
			desc: "f32, 12 layers, seq 128, hidden 768, 12 heads",
			text: modelgen.BERT(12, 128, 768, 12),
		})
	}
	return ps
}

// matmulProgram is one dot_general x[M, K] · y[K, N], bf16 in and out.
func matmulProgram(m, k, n int) program {
	f := modelgen.NewFunc("main")
	x := f.Arg(modelgen.T("bf16", m, k))
	y := f.Arg(modelgen.T("bf16", k, n))
	f.Return(f.Body().MatMul(x, y))
	return program{name: "matmul", desc: fmt.Sprintf("bf16 %d×%d×%d", m, k, n), text: f.Text()}
}

// addProgram is x + y on two bf16 [M, N] tensors.
func addProgram(m, n int) program {
	f := modelgen.NewFunc("main")
	x := f.Arg(modelgen.T("bf16", m, n))
	y := f.Arg(modelgen.T("bf16", m, n))
	f.Return(f.Body().Add(x, y))
	return program{name: "add", desc: fmt.Sprintf("bf16 %d×%d (%s elements)", m, n, elems(m*n)), text: f.Text(), memoryBound: true}
}

// softmaxProgram is softmax over the last dimension of an f32 [M, N].
func softmaxProgram(m, n int) program {
	f := modelgen.NewFunc("main")
	x := f.Arg(modelgen.T("f32", m, n))
	f.Return(f.Body().Softmax(x, 1))
	return program{name: "softmax", desc: fmt.Sprintf("f32 %d×%d, last dim", m, n), text: f.Text(), memoryBound: true}
}

// layernormProgram is layernorm over the last dimension of an f32 [M, N]
// with gamma and beta.
func layernormProgram(m, n int) program {
	f := modelgen.NewFunc("main")
	x := f.Arg(modelgen.T("f32", m, n))
	g := f.Arg(modelgen.T("f32", n))
	b := f.Arg(modelgen.T("f32", n))
	f.Return(f.Body().LayerNorm(x, g, b, 1e-5))
	return program{name: "layernorm", desc: fmt.Sprintf("f32 %d×%d, last dim", m, n), text: f.Text(), memoryBound: true}
}

func elems(n int) string {
	switch {
	case n%(1<<20) == 0:
		return fmt.Sprintf("%dM", n>>20)
	case n%(1<<10) == 0:
		return fmt.Sprintf("%dK", n>>10)
	}
	return fmt.Sprint(n)
}

// demoHeader opens examples/transformer_block.mlir; TestDemoExample checks
// that the rest of the file is transformerBlock(64, 128, 2, 512).
const demoHeader = `// A small pre-norm transformer block, the model ` + "`make demo`" + ` compiles and runs:
//   h = x + Wo·attention(LayerNorm(x))      2 heads of 64, softmax over the keys
//   y = h + W2·GELU(W1·LayerNorm(h) + b1) + b2
// x is [64, 128] (sequence 64, hidden 128), f32; every weight is an argument,
// in the order: x, LayerNorm 1 gamma and beta, Wq bq, Wk bk, Wv bv, Wo bo
// ([128, 128] and [128]), LayerNorm 2 gamma and beta, W1 [128, 512] b1,
// W2 [512, 128] b2.
// Written by ` + "`go test ./tools/ncc-bench-perf -run TestDemoExample -update`" + `.
`

// transformerBlock is a pre-norm transformer block on x[s, d]: layernorm,
// Q/K/V projections with biases, multi-head attention (softmax over the
// keys, scaled by 1/√dh), the output projection, a residual, then
// layernorm, an erf-GELU MLP of width ff and a second residual.
func transformerBlock(s, d, heads, ff int) string {
	dh := d / heads
	f := modelgen.NewFunc("main")
	T := modelgen.T
	x := f.Arg(T("f32", s, d))
	g1, b1 := f.Arg(T("f32", d)), f.Arg(T("f32", d))
	wq, bq := f.Arg(T("f32", d, d)), f.Arg(T("f32", d))
	wk, bk := f.Arg(T("f32", d, d)), f.Arg(T("f32", d))
	wv, bv := f.Arg(T("f32", d, d)), f.Arg(T("f32", d))
	wo, bo := f.Arg(T("f32", d, d)), f.Arg(T("f32", d))
	g2, b2 := f.Arg(T("f32", d)), f.Arg(T("f32", d))
	w1, c1 := f.Arg(T("f32", d, ff)), f.Arg(T("f32", ff))
	w2, c2 := f.Arg(T("f32", ff, d)), f.Arg(T("f32", d))
	b := f.Body()

	n := b.LayerNorm(x, g1, b1, 1e-5)
	// [s, d] → [heads, s, dh]
	split := func(w, bias *modelgen.Value) *modelgen.Value {
		y := b.Linear(n, w, bias)
		return b.Transpose(b.Reshape(y, s, heads, dh), 1, 0, 2)
	}
	q, k, v := split(wq, bq), split(wk, bk), split(wv, bv)
	scores := b.DotGeneral(q, k, []int{0}, []int{0}, []int{2}, []int{2}) // [heads, s, s]
	scores = b.Mul(scores, b.Const(scores.T, 1/math.Sqrt(float64(dh))))
	p := b.Softmax(scores, 2)
	ctx := b.DotGeneral(p, v, []int{0}, []int{0}, []int{2}, []int{1}) // [heads, s, dh]
	ctx = b.Reshape(b.Transpose(ctx, 1, 0, 2), s, d)
	h := b.Add(x, b.Linear(ctx, wo, bo))

	m := b.Linear(b.GeluErf(b.Linear(b.LayerNorm(h, g2, b2, 1e-5), w1, c1)), w2, c2)
	f.Return(b.Add(h, m))
	return f.Text()
}
