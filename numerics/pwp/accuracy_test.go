package pwp

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAccuracy checks every function's targets: exhaustively over bf16
// inputs, and on fp32 samples (a few per binade with -short, 2048 per
// binade otherwise; the report uses 8192).
func TestAccuracy(t *testing.T) {
	perBinade := 1 << 11
	if testing.Short() {
		perBinade = 1 << 5
	}
	exact := map[string]bool{"copy": true, "square": true, "relu": true, "prelu": true, "sign": true, "abs": true}
	for _, f := range Funcs() {
		t.Run(f.Name, func(t *testing.T) {
			_, tb := tableOf(t, f.Name)
			a := Measure(f, tb, perBinade)
			require.Greater(t, a.BF16.N, 0)
			require.Greater(t, a.F32.N, 0)
			assert.LessOrEqual(t, a.BF16.MaxULP, int64(1), "bf16 ULP at x = %g", a.BF16.AtULP)
			if f.Smooth {
				assert.LessOrEqual(t, a.BF16.MaxRel, 0x1p-20, "rel at bf16 x = %g", a.BF16.AtRel)
				assert.LessOrEqual(t, a.F32.MaxRel, 0x1p-20, "rel at x = %g", a.F32.AtRel)
			} else {
				// Not a target, a guard: the fit is to 2^-16 on its samples.
				assert.LessOrEqual(t, a.F32.MaxRel, 0x1p-14, "rel at x = %g", a.F32.AtRel)
			}
			if exact[f.Name] {
				// Polynomials to begin with: correctly rounded in fp32.
				assert.Zero(t, a.F32.MaxULP, "fp32 ULP at x = %g", a.F32.AtULP)
			}
			assert.True(t, a.Pass())
		})
	}
}

// The measurement itself must see errors: a table for one function
// measured against another fails its targets.
func TestMeasureDetectsWrongTable(t *testing.T) {
	f, _ := tableOf(t, "gelu")
	_, other := tableOf(t, "silu")
	a := Measure(f, other, 4)
	assert.Greater(t, a.BF16.MaxULP, int64(1))
	assert.False(t, a.Pass())
}
