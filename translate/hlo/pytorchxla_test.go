package hlo_test

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	function "ncc/dialects/func"
	"ncc/interp"
)

// Real PyTorch/XLA dumps (testdata/pytorch-xla, see its ORIGIN.md): BERT,
// GPT-2 and Llama training and inference graphs as torch-neuronx,
// neuronx-distributed and transformers-neuronx hand them to neuronx-cc.

const dumpDir = "testdata/pytorch-xla"

// TestPyTorchXLADumps imports each dump, verifies it, and interprets it on
// the process grid its replica groups name, every replica given the same
// random arguments. The programs are symmetric (no replica_id), so every
// replica must compute the same results, of the entry function's types.
func TestPyTorchXLADumps(t *testing.T) {
	dumps := []struct {
		file     string
		replicas int64
	}{
		{"bert_train_fwd_bwd.hlo", 1},
		{"bert_train_fwd_bwd_tp2_dp4.hlo", 8},
		{"bert_train_optimizer_tp2_dp4.hlo", 8},
		{"gpt2_infer_tp1.hlo", 1},
		{"gpt2_infer_tp2.hlo", 2},
		{"gpt2_infer_tp8.hlo", 8},
		{"llama2_train_tp4_pp2.hlo", 8},
		{"mlp_train_dp.hlo", 2},
		{"sharding_batch.hlo", 1},
		{"sharding_fsdp.hlo", 2},
		{"sharding_megatron.hlo", 2},
	}
	files, err := filepath.Glob(filepath.Join(dumpDir, "*.hlo"))
	require.NoError(t, err)
	listed := map[string]bool{"llama_infer_tp1.hlo": true, "llama_infer_tp2.hlo": true} // TestPyTorchXLATensorParallel
	for _, d := range dumps {
		listed[d.file] = true
	}
	for _, f := range files {
		require.True(t, listed[filepath.Base(f)], "%s is not in the table", f)
	}
	for _, d := range dumps {
		t.Run(strings.TrimSuffix(d.file, ".hlo"), func(t *testing.T) {
			ctx := newContext()
			m := importFile(t, ctx, filepath.Join(dumpDir, d.file))
			requireNoNeuronCalls(t, m)
			it := interp.New(m)
			fn, err := it.Main()
			require.NoError(t, err)
			args := randomInputs(t, fn, 1)
			grid := make([][]interp.Value, d.replicas)
			for i := range grid {
				grid[i] = args
			}
			res, err := it.CallGrid(fn, d.replicas, 1, grid)
			require.NoError(t, err)
			want := function.FunctionType(fn).Results
			for r, rs := range res {
				require.Len(t, rs, len(want), "replica %d", r)
				for i, v := range rs {
					tv, ok := v.(*interp.Tensor)
					require.True(t, ok, "replica %d result %d", r, i)
					require.Equal(t, want[i].Key(), tv.Type.Key(), "replica %d result %d", r, i)
					if r > 0 {
						requireIdentical(t, i, v, res[0][i])
					}
				}
			}
		})
	}
}

// requireNoNeuronCalls requires that torch-neuronx's custom calls were
// rewritten into StableHLO.
func requireNoNeuronCalls(t *testing.T, m *core.Operation) {
	t.Helper()
	m.WalkAll(func(op *core.Operation) {
		if op.Name() == "stablehlo.custom_call" {
			if s, ok := op.Attr("call_target_name").(*core.StringAttr); ok && strings.HasPrefix(s.Value, "AwsNeuron") {
				t.Errorf("custom call %s was not rewritten", s.Value)
			}
		}
	})
}

// randomInputs draws fn's arguments as --random-inputs SEED does.
func randomInputs(t *testing.T, fn *core.Operation, seed uint64) []interp.Value {
	t.Helper()
	rng := interp.NewRand(seed)
	var out []interp.Value
	for _, ty := range function.FunctionType(fn).Inputs {
		tt, ok := ty.(*core.TensorType)
		require.True(t, ok, "argument type %s", ty.Key())
		v, err := interp.RandomTensor(tt, rng)
		require.NoError(t, err)
		out = append(out, v)
	}
	return out
}

// TestPyTorchXLATensorParallel checks the collectives of real
// tensor-parallel graphs against the same model on one core:
// transformers-neuronx compiled GPT-2 (and a Llama layer) for 1, 2 and 8
// NeuronCores. The one-core graph runs on random weights; the sharded graph
// runs on a grid, each replica given its shard of the same weights, cut
// where the shapes differ (Megatron's contiguous split; the vocabulary and
// GPT-2's 12 heads at tp=8 padded with zeros, which add nothing). The
// biases of row-parallel layers are added on every replica before the
// all-reduce, so each replica holds bias/tp, as transformers-neuronx
// shards them. The results, put back together the same way, must match.
func TestPyTorchXLATensorParallel(t *testing.T) {
	cases := []struct {
		ref, sharded string
		tp           int64
		rowBiases    []int // arguments added before an all-reduce
		xl           bool  // heavy (about a minute): only with NCC_E2E_XL=1
	}{
		{"gpt2_infer_tp1.hlo", "gpt2_infer_tp2.hlo", 2, []int{16, 22}, false},
		{"gpt2_infer_tp1.hlo", "gpt2_infer_tp8.hlo", 8, []int{16, 22}, false},
		{"llama_infer_tp1.hlo", "llama_infer_tp2.hlo", 2, nil, true},
	}
	for _, c := range cases {
		t.Run(strings.TrimSuffix(c.sharded, ".hlo"), func(t *testing.T) {
			if c.xl && os.Getenv("NCC_E2E_XL") == "" {
				t.Skip("set NCC_E2E_XL=1 to run the Llama-7B-shaped layer (about a minute, 7 GB)")
			}
			ctx := newContext()
			ref := importFile(t, ctx, filepath.Join(dumpDir, c.ref))
			sh := importFile(t, ctx, filepath.Join(dumpDir, c.sharded))
			rit, sit := interp.New(ref), interp.New(sh)
			rfn, err := rit.Main()
			require.NoError(t, err)
			sfn, err := sit.Main()
			require.NoError(t, err)
			args := randomInputs(t, rfn, 1)
			want, err := rit.Call(rfn, args)
			require.NoError(t, err)

			sin := function.FunctionType(sfn).Inputs
			require.Len(t, sin, len(args))
			grid := make([][]interp.Value, c.tp)
			for i, a := range args {
				x := a.(*interp.Tensor)
				if slices.Contains(c.rowBiases, i) {
					x = scaled(x, 1/float64(c.tp))
				}
				for r := range grid {
					grid[r] = append(grid[r], shard(t, x, sin[i].(*core.TensorType), int64(r)))
				}
			}
			got, err := sit.CallGrid(sfn, c.tp, 1, grid)
			require.NoError(t, err)
			for i, w := range want {
				wt := w.(*interp.Tensor)
				parts := make([]*interp.Tensor, c.tp)
				for r := range parts {
					parts[r] = got[r][i].(*interp.Tensor)
				}
				requireClose(t, fmt.Sprintf("result %d", i), unshard(t, parts, wt.Shape), wt)
			}
		})
	}
}

// scaled is x*f (exact for the powers of two used here).
func scaled(x *interp.Tensor, f float64) *interp.Tensor {
	y := *x
	y.F = make([]float64, len(x.F))
	for i, v := range x.F {
		y.F[i] = v * f
	}
	return &y
}

// splitDim is the one dimension where a shard's shape differs from the
// whole's, or -1 for a replicated value.
func splitDim(t *testing.T, whole, part []int64) int {
	t.Helper()
	require.Equal(t, len(whole), len(part))
	d := -1
	for i := range whole {
		if whole[i] != part[i] {
			require.Equal(t, -1, d, "shapes %v and %v differ in more than one dimension", whole, part)
			d = i
		}
	}
	return d
}

// shard is replica r's part of x: the r-th slice along the dimension where
// tt differs from x, zero beyond x's end.
func shard(t *testing.T, x *interp.Tensor, tt *core.TensorType, r int64) *interp.Tensor {
	t.Helper()
	d := splitDim(t, x.Shape, tt.Dims)
	if d < 0 {
		return x
	}
	out, err := interp.NewTensor(tt)
	require.NoError(t, err)
	k := tt.Dims[d]
	forEachIndex(tt.Dims, func(i int, idx []int64) {
		idx[d] += r * k
		if idx[d] < x.Shape[d] {
			j := flat(x.Shape, idx)
			if out.F != nil {
				out.F[i] = x.F[j]
			} else {
				out.I[i] = x.I[j]
			}
		}
		idx[d] -= r * k
	})
	return out
}

// unshard concatenates the replicas' parts along the dimension where they
// differ from shape and drops the padding; a replicated result must be the
// same on every replica.
func unshard(t *testing.T, parts []*interp.Tensor, shape []int64) *interp.Tensor {
	t.Helper()
	d := splitDim(t, shape, parts[0].Shape)
	if d < 0 {
		for _, p := range parts[1:] {
			requireClose(t, "replicated result", p, parts[0])
		}
		return parts[0]
	}
	out := &interp.Tensor{Shape: shape, F: make([]float64, numElems(shape))}
	k := parts[0].Shape[d]
	forEachIndex(shape, func(i int, idx []int64) {
		r := idx[d] / k
		idx[d] -= r * k
		out.F[i] = parts[r].F[flat(parts[r].Shape, idx)]
		idx[d] += r * k
	})
	return out
}

// requireClose requires got ≈ want relative to want's largest magnitude
// (both computed in float64 and rounded to f32 per op, in a different
// order of summation), and finite values: NaN would match anything.
func requireClose(t *testing.T, what string, got, want *interp.Tensor) {
	t.Helper()
	require.Equal(t, want.Shape, got.Shape, what)
	scale, worst := 0.0, 0.0
	for i, w := range want.F {
		require.False(t, math.IsNaN(w) || math.IsInf(w, 0), "%s: element %d of the one-core result is %v", what, i, w)
		scale = max(scale, math.Abs(w))
		worst = max(worst, math.Abs(got.F[i]-w))
	}
	require.LessOrEqual(t, worst, 1e-4*max(scale, 1), "%s: max error %g (largest value %g)", what, worst, scale)
}

func numElems(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return n
}

func flat(shape, idx []int64) int64 {
	j := int64(0)
	for i, d := range shape {
		j = j*d + idx[i]
	}
	return j
}

// forEachIndex calls f with each row-major index of shape and its position.
func forEachIndex(shape []int64, f func(i int, idx []int64)) {
	idx := make([]int64, len(shape))
	n := int(numElems(shape))
	for i := range n {
		f(i, idx)
		for d := len(shape) - 1; d >= 0; d-- {
			idx[d]++
			if idx[d] < shape[d] {
				break
			}
			idx[d] = 0
		}
	}
}
