package bytecode

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core/asm"
)

// sdyModule carries every sdy attribute kind, and each encoding variant
// of shardings (V1 without unreduced axes, V2 with sum, V3 with max).
const sdyModule = `module {
  sdy.mesh @mesh = <["a"=2, "b"=4]>
  sdy.mesh @maximal = <[], device_ids=[3]>
  func.func @f(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p1, {"b":(1)2}], replicated={"b":(2)2}>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2], device_ids=[1, 0]>, [{"x"}, {?}]>}) attributes {k = [#sdy.sharding<@mesh, [{}, {}], unreduced={"a"}>, #sdy.sharding<@mesh, [{}, {}], unreduced=max{"a"}>, #sdy.sharding_per_value<[<@mesh, [], unreduced=min{"b"}>]>, #sdy<manual_axes{"a", "b"}>, #sdy<axis_ref_list{"a"}>, #sdy<list_of_axis_ref_lists[{"a"}, {}]>, #sdy<all_to_all_param_list[{"b"}: 0->1]>, #sdy<mesh_axis"z"=3>, #sdy<sub_axis_info(1)2>, #sdy<dimension_sharding{"a"}p0>, #sdy<tensor_mapping[i, j]>]} {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
    %1 = stablehlo.add %0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {"b"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8} reduction={} need_replication={i} permutation={j} blocked_propagation={i}, custom>} : tensor<8x8xf32>
    %2 = sdy.manual_computation(%1) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<4x8xf32>) {
      sdy.return %arg1 : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %2 : tensor<8x8xf32>
  }
}
`

// The sdy attributes are written in Shardy's binary encoding (no text
// fallback) and read back as the same attributes, at every version.
func TestSdyCodecRoundTrip(t *testing.T) {
	m, err := parseText("sdy.mlir", []byte(sdyModule))
	require.NoError(t, err)
	want := asm.PrintOp(m, asm.PrintOptions{})
	for _, v := range []int{1, 5, Version} {
		data := encode(t, m, &Options{Version: v})
		assert.NotContains(t, string(data), `"a"`, "no attribute falls back to its text form")
		back, err := readBytecode("sdy.mlir.bc", data)
		require.NoError(t, err, "version %d", v)
		assert.Equal(t, want, asm.PrintOp(back, asm.PrintOptions{}), "version %d", v)
		assert.Equal(t, data, encode(t, back, &Options{Version: v}))
	}
}

// Malformed sdy entries are errors, not panics.
func TestSdyCodecErrors(t *testing.T) {
	m, err := parseText("sdy.mlir", []byte(sdyModule))
	require.NoError(t, err)
	data := encode(t, m, nil)
	for i := range data {
		for _, b := range []byte{0x00, 0xff, 0x24} {
			bad := bytes.Clone(data)
			bad[i] = b
			_, _ = readBytecode("bad.mlir.bc", bad)
		}
	}
}
