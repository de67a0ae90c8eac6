package interp

import (
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
)

const gridProgram = `
func.func @main(%x: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<ui32>) {
  %all = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<> : tensor<0x0xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  %pairs = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  %id = stablehlo.replica_id : tensor<ui32>
  return %all, %pairs, %id : tensor<2xi64>, tensor<2xi64>, tensor<ui32>
}`

// TestCallGrid runs one SPMD program on a 4x1 grid, each replica with its
// own argument: an empty replica_groups is every replica (as XLA reads it),
// and each process sees its own replica_id.
func TestCallGrid(t *testing.T) {
	mod := parseModule(t, gridProgram)
	require.NoError(t, core.Verify(mod))
	it := New(mod)
	fn, err := it.Main()
	require.NoError(t, err)
	tt := fn.Region(0).First().Arg(0).Type().(*core.TensorType)
	args := make([][]Value, 4)
	for r := range args {
		x, err := NewTensor(tt)
		require.NoError(t, err)
		x.I[0], x.I[1] = int64(r), int64(10*r)
		args[r] = []Value{x}
	}
	res, err := it.CallGrid(fn, 4, 1, args)
	require.NoError(t, err)
	require.Len(t, res, 4)
	for r, rs := range res {
		require.Equal(t, []int64{6, 60}, rs[0].(*Tensor).I, "replica %d: sum over every replica", r)
		pair := int64(r / 2 * 2)
		require.Equal(t, []int64{2*pair + 1, 10 * (2*pair + 1)}, rs[1].(*Tensor).I, "replica %d: sum over its pair", r)
		require.Equal(t, []int64{int64(r)}, rs[2].(*Tensor).I, "replica %d: replica_id", r)
	}

	for _, c := range []struct {
		r, p int64
		n    int
		want string
	}{
		{0, 1, 0, "process grid must be at least 1x1, got 0x1"},
		{2, 2, 3, "3 argument lists given for a 2x2 process grid"},
		{2, 1, 2, "outside the 2x1 process grid"}, // groups name replicas 2 and 3
	} {
		_, err := it.CallGrid(fn, c.r, c.p, args[:c.n])
		require.ErrorContains(t, err, c.want)
	}
}
