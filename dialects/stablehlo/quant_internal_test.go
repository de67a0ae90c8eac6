package stablehlo

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestParseQuantKey(t *testing.T) {
	cases := []struct {
		key string
		ok  bool
		qi  quantInfo
	}{
		{"!quant.uniform<i8:f32, 0.1:-30>", true, quantInfo{storage: "i8", width: 8, min: -128, max: 127, expressed: "f32", axis: -1}},
		{"!quant.uniform<ui4:bf16, 2:1>", true, quantInfo{storage: "ui4", width: 4, min: 0, max: 15, expressed: "bf16", axis: -1}},
		{"!quant.uniform<i8<-127:127>:f32:2, {0.1:-30,0.5:-20}>", true, quantInfo{storage: "i8", width: 8, min: -127, max: 127, expressed: "f32", axis: 2}},
		{"!quant.uniform<i8", false, quantInfo{}},
		{"!quant.uniform<i8<1:f32, 0.1>", false, quantInfo{}},
		{"!quant.uniform<x8:f32, 1>", false, quantInfo{}},
		{"!quant.any<i8:f32>", false, quantInfo{}},
		{"tensor<2xi8>", false, quantInfo{}},
	}
	for _, c := range cases {
		t.Run(c.key, func(t *testing.T) {
			qi, ok := parseQuantKey(c.key)
			assert.Equal(t, c.ok, ok)
			assert.Equal(t, c.qi, qi)
		})
	}
}
