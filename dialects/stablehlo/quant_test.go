package stablehlo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Quantized element types (dialects/quant, loaded with the other dialects)
// where StableHLO's constraints accept and reject them.
func TestVerifyQuantized(t *testing.T) {
	const q = "!quant.uniform<i8:f32, 0.1:-30>"
	const q2 = "!quant.uniform<i8:f32, 0.5:-20>"
	const qa = "!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>"
	const qa1 = "!quant.uniform<i8:f32:1, {0.1:-30,0.5:-20}>"
	const q16 = "!quant.uniform<i16:f32, 0.1:-30>"
	cases := []verifyCase{
		{"bitcast from per-axis", `func.func @f(%a: tensor<2x` + qa + `>) {
			%0 = "stablehlo.bitcast_convert"(%a) : (tensor<2x` + qa + `>) -> tensor<2xi8>
			return }`, ""},
		{"bitcast to per-axis", `func.func @f(%a: tensor<2xi8>) {
			%0 = "stablehlo.bitcast_convert"(%a) : (tensor<2xi8>) -> tensor<2x` + qa + `>
			return }`, ""},
		{"bitcast uses storage width", `func.func @f(%a: tensor<2xi8>) {
			%0 = "stablehlo.bitcast_convert"(%a) : (tensor<2xi8>) -> tensor<2x` + q16 + `>
			return }`, "rank of smaller element type (1) should be 1 more than rank of larger element type (1)"},
		{"add of differently scaled", `func.func @f(%a: tensor<2x` + q + `>, %b: tensor<2x` + q2 + `>) {
			%0 = "stablehlo.add"(%a, %b) : (tensor<2x` + q + `>, tensor<2x` + q2 + `>) -> tensor<2x` + q2 + `>
			return }`, ""},
		{"add of different storage", `func.func @f(%a: tensor<2x` + q + `>, %b: tensor<2x` + q16 + `>) {
			%0 = "stablehlo.add"(%a, %b) : (tensor<2x` + q + `>, tensor<2x` + q16 + `>) -> tensor<2x` + q + `>
			return }`, "mismatched operands and result quantization storage types"},
		{"add per-axis", `func.func @f(%a: tensor<2x` + qa + `>) {
			%0 = "stablehlo.add"(%a, %a) : (tensor<2x` + qa + `>, tensor<2x` + qa + `>) -> tensor<2x` + qa + `>
			return }`, ""},
		{"tanh per-tensor", `func.func @f(%a: tensor<2x` + q + `>) {
			%0 = "stablehlo.tanh"(%a) : (tensor<2x` + q + `>) -> tensor<2x` + q + `>
			return }`, ""},
		{"tanh per-axis", `func.func @f(%a: tensor<2x` + qa + `>) {
			%0 = "stablehlo.tanh"(%a) : (tensor<2x` + qa + `>) -> tensor<2x` + qa + `>
			return }`, "operand #0 must be ranked tensor of"},
		{"xor quantized", `func.func @f(%a: tensor<2x` + q + `>) {
			%0 = "stablehlo.xor"(%a, %a) : (tensor<2x` + q + `>, tensor<2x` + q + `>) -> tensor<2x` + q + `>
			return }`, "operand #0 must be ranked tensor of"},
		{"convert quantized", `func.func @f(%a: tensor<2x` + q + `>) {
			%0 = "stablehlo.convert"(%a) : (tensor<2x` + q + `>) -> tensor<2xf32>
			return }`, "operand #0 must be ranked tensor of"},
		{"reshape per-axis", `func.func @f(%a: tensor<2x` + qa + `>) {
			%0 = "stablehlo.reshape"(%a) : (tensor<2x` + qa + `>) -> tensor<1x2x` + qa1 + `>
			return }`, ""},
		{"reshape per-axis size", `func.func @f(%a: tensor<2x` + qa + `>) {
			%0 = "stablehlo.reshape"(%a) : (tensor<2x` + qa + `>) -> tensor<1x2x` + qa + `>
			return }`, "expect same quantization dimension size for operand and result"},
		{"reshape per-tensor scale", `func.func @f(%a: tensor<2x` + q + `>) {
			%0 = "stablehlo.reshape"(%a) : (tensor<2x` + q + `>) -> tensor<1x2x` + q2 + `>
			return }`, "expect same quantization scale and zero_point but got"},
		{"transpose per-axis", `func.func @f(%a: tensor<2x3x` + qa + `>) {
			%0 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 0>} : (tensor<2x3x` + qa + `>) -> tensor<3x2x` + qa1 + `>
			return }`, ""},
		{"transpose per-axis dimension", `func.func @f(%a: tensor<2x3x` + qa + `>) {
			%0 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 0>} : (tensor<2x3x` + qa + `>) -> tensor<3x2x` + qa + `>
			return }`, "operand quantization_dimension 0 is not same as permutation[0] = 1"},
		{"add per-tensor and per-axis", `func.func @f(%a: tensor<2x` + q + `>, %b: tensor<2x` + qa + `>) {
			%0 = "stablehlo.add"(%a, %b) : (tensor<2x` + q + `>, tensor<2x` + qa + `>) -> tensor<2x` + q + `>
			return }`, "result is not per_axis quantized but lhs or rhs are"},
		{"add quantized and float", `func.func @f(%a: tensor<2x` + q + `>, %b: tensor<2xf32>) {
			%0 = "stablehlo.add"(%a, %b) : (tensor<2x` + q + `>, tensor<2xf32>) -> tensor<2x` + q + `>
			return }`, "all operands and results to be either quantized or non-quantized"},
		{"add per-axis on different axes", `func.func @f(%a: tensor<2x2x` + qa + `>, %b: tensor<2x2x` + qa1 + `>) {
			%0 = "stablehlo.add"(%a, %b) : (tensor<2x2x` + qa + `>, tensor<2x2x` + qa1 + `>) -> tensor<2x2x` + qa + `>
			return }`, "quantization_dimension of rhs and result are not same"},
		{"add per-axis result of per-tensor", `func.func @f(%a: tensor<2x` + q + `>) {
			%0 = "stablehlo.add"(%a, %a) : (tensor<2x` + q + `>, tensor<2x` + q + `>) -> tensor<2x` + qa + `>
			return }`, "result per_axis quantized but none from rhs and lhs are per_axis quantized"},
		{"tanh quantized to float", `func.func @f(%a: tensor<2x` + q + `>) {
			%0 = "stablehlo.tanh"(%a) : (tensor<2x` + q + `>) -> tensor<2xf32>
			return }`, "are incompatible with return type(s) of operation"},
		{"slice per-tensor", `func.func @f(%a: tensor<2x` + q + `>) {
			%0 = stablehlo.slice %a [0:1] : (tensor<2x` + q + `>) -> tensor<1x` + q + `>
			return }`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ctx := newCtx()
			_, err := parse(ctx, c.src)
			if c.err == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.err)
		})
	}
}
