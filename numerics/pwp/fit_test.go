package pwp

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A polynomial of the fit's degree is reproduced, and rebase moves it to
// any center and scale without changing its values.
func TestChebFitAndRebase(t *testing.T) {
	poly := func(x float64) float64 { return 0.5 - 2*x + 0.25*x*x*x }
	m, r := 3.0, 0.5
	p, ok := chebFit(poly, m, r, 3, func(_, _ float64) float64 { return 1 })
	require.True(t, ok)
	eval := func(c []float64, t float64) float64 {
		v := 0.0
		for k := len(c) - 1; k >= 0; k-- {
			v = v*t + c[k]
		}
		return v
	}
	q := rebase(p, m, r, 2.75, 4)
	for _, x := range []float64{2.5, 2.8, 3.1, 3.5} {
		assert.InDelta(t, poly(x), eval(p, (x-m)/r), 1e-12)
		assert.InDelta(t, poly(x), eval(q, (x-2.75)*4), 1e-12)
	}
}

func TestLeastSquaresSingular(t *testing.T) {
	_, ok := leastSquares([][]float64{{1, 0}, {1, 0}}, []float64{1, 2})
	assert.False(t, ok)
}

func TestScaleFor(t *testing.T) {
	for _, tc := range []struct {
		h    float64
		want float32
	}{{1, 1}, {0.75, 1}, {0.5, 2}, {3, 0.25}, {0x1p-100, 0x1p100}} {
		assert.Equal(t, tc.want, scaleFor(tc.h), "h = %g", tc.h)
		assert.LessOrEqual(t, tc.h*float64(tc.want), 1.0)
		assert.Greater(t, tc.h*float64(tc.want), 0.5-math.SmallestNonzeroFloat64)
	}
}
