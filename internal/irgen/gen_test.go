package irgen

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestProgramIsDeterministic(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		a, b := Program(seed, DefaultConfig), Program(seed, DefaultConfig)
		require.Equal(t, a, b, "seed %d", seed)
		assert.Contains(t, a, "@fn0(")
	}
	assert.NotEqual(t, Program(1, DefaultConfig), Program(2, DefaultConfig))
}

func TestBenchModuleSize(t *testing.T) {
	m := BenchModule(10000)
	ops := 0
	for _, l := range strings.Split(m, "\n") {
		if strings.Contains(l, " = arith.") || strings.Contains(l, "return") || strings.HasPrefix(l, "func.func") {
			ops++
		}
	}
	assert.InDelta(t, 10000, ops, 20)
}
