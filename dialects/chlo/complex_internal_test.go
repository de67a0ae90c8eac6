package chlo

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"ncc/core"
)

// TestInvNegEps checks complex atanh's 1/eps choice against the selects
// of the generated pattern, which compare the largest finite value with
// 1e308 and 1e38 rounded to the element type (both overflow in f16).
func TestInvNegEps(t *testing.T) {
	ctx := core.NewContext()
	cases := []struct {
		name string
		want float64
	}{
		{"f64", 9007199254740994.0},
		{"f32", 16777218.0},
		{"bf16", 16777218.0},
		{"f16", 2050.0},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, invNegEps(core.Float(ctx, c.name)), c.name)
	}
}
