// Package birgen pairs StableHLO programs (written with internal/modelgen)
// with bir functions that compute the same thing, built by hand with
// dialects/bir's Builder the way lower/penguintobir will build them: tiles
// of 128 partitions loaded by DMA, TensorE matmuls accumulating in PSUM,
// Vector and Scalar engine instructions, results stored by DMA.
//
// The simulator's benchmarks run the bir next to the StableHLO program on
// the reference interpreter (sim/bench_test.go) and its differential tests
// compare the two. Program.Func prefers the real lowering: once the stage
// pipelines reach bir, the benchmarks measure what the compiler emits, and
// the hand-built functions only stand in until then.
package birgen

import (
	"errors"
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/bir"
	"ncc/dialects/builtin"
	"ncc/internal/modelgen"
	"ncc/lower"
	"ncc/numerics"
)

// Program is a StableHLO program over f32 tensors and a hand-built bir
// function computing it.
type Program struct {
	Name string
	// HLO is the StableHLO module, entry @main.
	HLO string
	// Args are the shapes of @main's f32 arguments, in order; the bir
	// function's Input allocations have the same, by index.
	Args [][]int64
	// build inserts bir.func @main into an empty module.
	build func(b *bir.Builder)
}

// Build returns a module (bir.target trn1) holding the hand-built
// bir.func @main, verified. ctx must have the builtin and bir dialects
// loaded.
func (p Program) Build(ctx *core.Context) (*core.Operation, error) {
	m := builtin.NewModule(ctx, core.Unknown(ctx))
	m.SetAttr(bir.TargetAttrName, core.String(ctx, "trn1"))
	b := bir.NewBuilder(core.NewBuilder(ctx))
	b.SetInsertionPointToEnd(builtin.Body(m))
	b.Func("main", "")
	p.build(b)
	b.Return()
	if err := core.Verify(m); err != nil {
		return nil, fmt.Errorf("birgen %s: the hand-built bir does not verify: %w", p.Name, err)
	}
	return m, nil
}

// Func returns the bir.func to simulate for p: HLO lowered by the stage
// pipelines (lower.Descend down to bir, auto-cast off so that the
// arithmetic stays f32) when they are built, else the hand-built one. how
// says which, and why the lowering was not used.
func (p Program) Func(ctx *core.Context) (fn *core.Operation, how string, err error) {
	lowered, lerr := Lower(ctx, p.HLO)
	if lerr == nil {
		return lowered, "lowered", nil
	}
	m, err := p.Build(ctx)
	if err != nil {
		return nil, "", err
	}
	reason := firstLine(lerr.Error())
	if !lower.IsMissing(lerr) {
		reason = "lowering failed: " + reason
	}
	return bir.Funcs(m)[0], "hand-built (" + reason + ")", nil
}

// Lower parses a StableHLO module and takes it down to bir with the stage
// pipelines (arch.Default, auto-cast none); it returns the bir.func @main, or an
// error saying which stage is missing or failed (a *lower.StageError).
func Lower(ctx *core.Context, hlo string) (*core.Operation, error) {
	var diags []*core.Diagnostic
	pop := ctx.PushDiagHandler(func(d *core.Diagnostic) { diags = append(diags, d) })
	defer pop()
	blk, err := asm.Parse(ctx, []byte(hlo), asm.ParseOptions{Filename: "birgen.mlir"})
	if err != nil {
		return nil, err
	}
	top := builtin.WrapInModule(ctx, blk)
	if err := core.Verify(top); err != nil {
		return nil, err
	}
	err = lower.Descend(top, "", lower.BIR, lower.Options{AutoCast: "none"}, nil)
	if err != nil {
		if len(diags) > 0 {
			var se *lower.StageError
			if errors.As(err, &se) {
				return nil, &lower.StageError{Stage: se.Stage, Missing: se.Missing, Err: diags[0]}
			}
		}
		return nil, err
	}
	fns := bir.Funcs(top)
	for _, f := range fns {
		if n, _ := core.SymbolName(f); n == "main" {
			return f, nil
		}
	}
	if len(fns) == 1 {
		return fns[0], nil
	}
	return nil, fmt.Errorf("the lowered module has %d bir.func ops and none is @main", len(fns))
}

func firstLine(s string) string {
	for i, c := range s {
		if c == '\n' {
			return s[:i]
		}
	}
	return s
}

const (
	parts = 128 // partitions of a tile
	bank  = 512 // f32 elements of one PSUM bank per partition (2 KiB)
)

var f32 = numerics.Float32

func tensor(b *bir.Builder, dims ...int64) *core.TensorType {
	return core.RankedTensor(b.Ctx, dims, core.F32(b.Ctx), nil)
}

// row is the [1, n] free pattern of one partition's n elements.
func row(n int64) [][2]int64 { return [][2]int64{{1, n}} }

// MatMulBiasRelu is relu(x·w + bias) for x[m, k], w[k, n], bias[n]: a
// linear layer's matmul with its elementwise epilogue. m and k must be
// multiples of 128, n at most 512 (one PSUM bank).
//
// The bir keeps w in SBUF as k/128 blocks of [128, n] and bias broadcast
// to [128, n] (a DMA with a partition step of 0). For each block of 128
// rows of x it loads xᵀ's k/128 blocks [128 (k), 128 (m)] with a strided
// DMA (TensorE's stationary operand is the transposed lhs), accumulates
// the k/128 matmuls into one PSUM bank, adds the bias on VectorE while
// moving the result to SBUF, applies Relu on ScalarE and stores the rows.
func MatMulBiasRelu(m, k, n int) (Program, error) {
	if m <= 0 || k <= 0 || n <= 0 || m%parts != 0 || k%parts != 0 || n > bank {
		return Program{}, fmt.Errorf("birgen: MatMulBiasRelu(%d, %d, %d): m and k must be multiples of %d and n at most %d", m, k, n, parts, bank)
	}
	f := modelgen.NewFunc("main")
	x := f.Arg(modelgen.T("f32", m, k))
	w := f.Arg(modelgen.T("f32", k, n))
	bias := f.Arg(modelgen.T("f32", n))
	body := f.Body()
	f.Return(body.Relu(body.Linear(x, w, bias)))
	M, K, N := int64(m), int64(k), int64(n)
	return Program{
		Name: fmt.Sprintf("matmul-bias-relu %dx%dx%d", m, k, n),
		HLO:  f.Text(),
		Args: [][]int64{{M, K}, {K, N}, {N}},
		build: func(b *bir.Builder) {
			kt, mt := K/parts, M/parts
			xIn := b.AllocInput("x", 0, tensor(b, M, K))
			wIn := b.AllocInput("w", 1, tensor(b, K, N))
			bIn := b.AllocInput("bias", 2, tensor(b, N))
			out := b.AllocOutput("out", 0, tensor(b, M, N))
			ws := b.AllocSB("w_sb", parts, kt*N*4)
			xt := b.AllocSB("xT_sb", parts, kt*parts*4)
			bs := b.AllocSB("bias_sb", parts, N*4)
			ys := b.AllocSB("y_sb", parts, N*4)
			acc := b.AllocPSUM("acc", parts, bank*4)
			b.Loop("kt", 0, kt, 1, func(i core.Value) {
				b.DMA(arch.SP, bir.Flat(wIn, [][2]int64{{N, parts}, {1, N}}, f32).Plus(parts*N, i),
					bir.Tile(ws, 0, parts, row(N), f32).Plus(N, i))
			})
			b.DMA(arch.ACT, bir.Flat(bIn, [][2]int64{{0, parts}, {1, N}}, f32), bir.Tile(bs, 0, parts, row(N), f32))
			ps := bir.Tile(acc, 0, parts, row(N), f32)
			y := bir.Tile(ys, 0, parts, row(N), f32)
			b.Loop("mt", 0, mt, 1, func(i core.Value) {
				b.Loop("kt", 0, kt, 1, func(j core.Value) {
					// xᵀ[k, m] = x[m, k]: partitions walk k (step 1), the free
					// dimension walks m (step K).
					b.DMA(arch.SP, bir.Flat(xIn, [][2]int64{{1, parts}, {K, parts}}, f32).Plus(parts*K, i).Plus(parts, j),
						bir.Tile(xt, 0, parts, row(parts), f32).Plus(parts, j))
				})
				for j := range kt {
					b.Matmult(bir.Tile(xt, 0, parts, row(parts), f32).At(j*parts),
						bir.Tile(ws, 0, parts, row(N), f32).At(j*N), ps, j == 0, j == kt-1)
				}
				b.TensorTensor(arch.DVE, bir.AluAdd, ps, bir.Tile(bs, 0, parts, row(N), f32), y)
				b.Activation(bir.ActRelu, y, y, bir.ActivationArgs{})
				b.DMA(arch.SP, y, bir.Flat(out, [][2]int64{{N, parts}, {1, N}}, f32).Plus(parts*N, i))
			})
		},
	}, nil
}

// Softmax is softmax over the last dimension of x[rows, cols]
// (max-subtracted, as modelgen's Builder.Softmax). rows must be a multiple
// of 128.
//
// For each block of 128 rows: load, a VectorE max-reduction negated into a
// [128, 1] column, one ScalarE exp(x - max) that also sums each row into
// a second column, a VectorE division by that column, store.
func Softmax(rows, cols int) (Program, error) {
	if rows <= 0 || cols <= 0 || rows%parts != 0 || cols*4 > 64*1024 {
		return Program{}, fmt.Errorf("birgen: Softmax(%d, %d): rows must be a multiple of %d, cols at most %d", rows, cols, parts, 16*1024)
	}
	f := modelgen.NewFunc("main")
	x := f.Arg(modelgen.T("f32", rows, cols))
	body := f.Body()
	f.Return(body.Softmax(x, 1))
	R, C := int64(rows), int64(cols)
	return Program{
		Name: fmt.Sprintf("softmax %dx%d", rows, cols),
		HLO:  f.Text(),
		Args: [][]int64{{R, C}},
		build: func(b *bir.Builder) {
			xIn := b.AllocInput("x", 0, tensor(b, R, C))
			out := b.AllocOutput("out", 0, tensor(b, R, C))
			xs := b.AllocSB("x_sb", parts, C*4)
			es := b.AllocSB("e_sb", parts, C*4)
			negMax := b.AllocSB("neg_max", parts, 4)
			sum := b.AllocSB("sum", parts, 4)
			t := bir.Tile(xs, 0, parts, row(C), f32)
			e := bir.Tile(es, 0, parts, row(C), f32)
			nm := bir.Tile(negMax, 0, parts, row(1), f32)
			s := bir.Tile(sum, 0, parts, row(1), f32)
			rowsAP := bir.Flat(xIn, [][2]int64{{C, parts}, {1, C}}, f32)
			outAP := bir.Flat(out, [][2]int64{{C, parts}, {1, C}}, f32)
			b.Loop("rt", 0, R/parts, 1, func(i core.Value) {
				b.DMA(arch.SP, rowsAP.Plus(parts*C, i), t)
				b.TensorReduce(arch.DVE, bir.AluMax, bir.AxisX, t, nm, true)
				b.Activation(bir.ActExp, t, e, bir.ActivationArgs{Bias: &nm, Acc: bir.AccZeroAccumulate, Accumulator: &s})
				b.TensorScalarPtr(arch.DVE, e, e, bir.AluDivide, s, bir.AluBypass, nil)
				b.DMA(arch.SP, e, outAP.Plus(parts*C, i))
			})
		},
	}, nil
}
