package interp

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Shardy ops on one device: annotations are the identity, manual
// computations over axes of size 1 run their body, larger ones are refused.
func TestSdyOps(t *testing.T) {
	const head = `sdy.mesh @mesh = <["a"=1, "b"=1]>
sdy.mesh @big = <["x"=2]>
func.func @main() -> tensor<2xf32> {
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
`
	tests := []struct {
		name, body, want, err string
	}{
		{"constraint", `%0 = sdy.sharding_constraint %c <@mesh, [{"a"}]> : tensor<2xf32>
  %1 = sdy.reshard %0 <@mesh, [{"b"}]> : tensor<2xf32>
  %2 = sdy.propagation_barrier %1 allowed_direction=NONE : tensor<2xf32>
  sdy.sharding_group %2 group_id=0 : tensor<2xf32>
  return %2 : tensor<2xf32>`, "tensor<2xf32> {\n  [1.000000e+00, 2.000000e+00]\n}", ""},
		{"manual size 1", `%0 = sdy.manual_computation(%c) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a", "b"} (%arg0: tensor<2xf32>) {
    %1 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
    sdy.return %1 : tensor<2xf32>
  } : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>`, "tensor<2xf32> {\n  [2.000000e+00, 4.000000e+00]\n}", ""},
		{"named", `%0 = sdy.named_computation<"double">(%c) (%arg0: tensor<2xf32>) {
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<2xf32>
    sdy.return %1 : tensor<2xf32>
  } : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>`, "tensor<2xf32> {\n  [1.000000e+00, 4.000000e+00]\n}", ""},
		{"constant", `%0 = sdy.constant dense<3.0> : tensor<2xf32>
  return %0 : tensor<2xf32>`, "tensor<2xf32> {\n  [3.000000e+00, 3.000000e+00]\n}", ""},
		{"collective on one device", `%0 = sdy.all_gather [{"a"}] %c out_sharding=<@mesh, [{}]> : tensor<2xf32>
  return %0 : tensor<2xf32>`, "tensor<2xf32> {\n  [1.000000e+00, 2.000000e+00]\n}", ""},
		{"manual size 2", `%0 = sdy.manual_computation(%c) in_shardings=[<@big, [{"x"}]>] out_shardings=[<@big, [{"x"}]>] manual_axes={"x"} (%arg0: tensor<1xf32>) {
    sdy.return %arg0 : tensor<1xf32>
  } : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>`, "", `'sdy.manual_computation' op is manual on mesh axis "x" of size 2: the interpreter runs one device, so only manual computations over axes of size 1 run`},
		{"collective on two devices", `%0 = sdy.all_gather [{"x"}] %c out_sharding=<@big, [{}]> : tensor<2xf32>
  return %0 : tensor<2xf32>`, "", `'sdy.all_gather' op is a collective over several devices: the interpreter runs one device`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := run(t, head+"  "+tc.body+"\n}\n")
			if tc.err != "" {
				require.Error(t, err)
				assert.Equal(t, tc.err, err.Error())
				return
			}
			require.NoError(t, err)
			require.Len(t, res, 1)
			assert.Equal(t, tc.want, Format(res[0]))
		})
	}
}
