package interp

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	function "ncc/dialects/func"
)

// ElemOf reads the quant dialect's uniform types: the storage integer
// gives Kind and Bits, the parameters go to Quant.
func TestElemOfQuant(t *testing.T) {
	cases := []struct {
		typ      string
		kind     Kind
		bits     int
		min, max int64
		axis     int
		scales   []float64
		zps      []int64
		expr     string
	}{
		{"!quant.uniform<i8:f32, 0.5:-3>", SInt, 8, -128, 127, -1, []float64{0.5}, []int64{-3}, "f32"},
		{"!quant.uniform<u8:bf16, 0.25>", UInt, 8, 0, 255, -1, []float64{0.25}, []int64{0}, "bf16"},
		{"!quant.uniform<ui4<1:15>:f16, 1.0:8>", UInt, 4, 1, 15, -1, []float64{1}, []int64{8}, "f16"},
		{"!quant.uniform<i8<-127:127>:f32:1, {0.1:1, 0.2}>", SInt, 8, -127, 127, 1, []float64{0.1, 0.2}, []int64{1, 0}, "f32"},
	}
	for _, c := range cases {
		t.Run(c.typ, func(t *testing.T) {
			mod := parseModule(t, "func.func private @f(tensor<2x"+c.typ+">)")
			tt := function.FunctionType(mod.Region(0).First().First()).Inputs[0]
			e, err := ElemOf(tt.(interface{ ElementType() core.Type }).ElementType())
			require.NoError(t, err)
			require.NotNil(t, e.Quant)
			assert.Equal(t, c.kind, e.Kind)
			assert.Equal(t, c.bits, e.Bits)
			assert.Equal(t, c.min, e.Quant.StorageMin)
			assert.Equal(t, c.max, e.Quant.StorageMax)
			assert.Equal(t, c.axis, e.Quant.Axis)
			assert.Equal(t, c.scales, e.Quant.Scales)
			assert.Equal(t, c.zps, e.Quant.ZeroPoints)
			assert.Equal(t, c.expr, e.Quant.Expressed.Fmt.String())
		})
	}
	// The interpreter has no kernels for the other quant types.
	for _, typ := range []string{"!quant.uniform<i8:f32:{0:1}, {0.1}>", "!quant.any<i8:f32>", "!quant.calibrated<f32<-1.0:1.0>>"} {
		mod := parseModule(t, "func.func private @f("+typ+")")
		_, err := ElemOf(function.FunctionType(mod.Region(0).First().First()).Inputs[0])
		assert.ErrorContains(t, err, "unsupported element type "+typ[:len("!quant.")], typ)
	}
}
