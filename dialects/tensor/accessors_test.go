package tensor_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/dialects/tensor"
)

// The generated accessors (ops_gen.go) read the slots of parsed ops.
func TestAccessors(t *testing.T) {
	m, err := parse(newCtx(), `func.func @f(%t: tensor<4x?xf32>, %i: index, %s: f32) -> (f32, tensor<4x?xf32>, tensor<4x?xf32>) {
  %0 = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %1 = tensor.insert %s into %t[%i, %i] : tensor<4x?xf32>
  %2 = tensor.splat %s[%i] : tensor<4x?xf32>
  return %0, %1, %2 : f32, tensor<4x?xf32>, tensor<4x?xf32>
}`)
	require.NoError(t, err)
	ops := map[string]*core.Operation{}
	m.WalkAll(func(op *core.Operation) { ops[op.Name()] = op })

	ex, ok := tensor.AsExtractOp(ops["tensor.extract"])
	require.True(t, ok)
	assert.Len(t, ex.Indices(), 2)
	assert.Equal(t, "tensor<4x?xf32>", ex.Tensor().Type().Key())

	in, ok := tensor.AsInsertOp(ops["tensor.insert"])
	require.True(t, ok)
	assert.Same(t, ex.Tensor(), in.Dest())
	assert.Equal(t, "f32", in.Scalar().Type().Key())

	sp, ok := tensor.AsSplatOp(ops["tensor.splat"])
	require.True(t, ok)
	assert.Same(t, in.Scalar(), sp.Input())
	assert.Len(t, sp.DynamicSizes(), 1)

	_, ok = tensor.AsCastOp(ops["tensor.extract"])
	assert.False(t, ok)
}
