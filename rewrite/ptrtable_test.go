package rewrite

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPtrTableMatchesMap runs random puts, gets and deletes against a Go
// map, across growth and backward-shift deletion.
func TestPtrTableMatchesMap(t *testing.T) {
	objs := make([]int, 3000)
	var tab ptrTable[int]
	ref := map[*int]int32{}
	rng := rand.New(rand.NewPCG(1, 2))
	for step := 0; step < 200000; step++ {
		k := &objs[rng.IntN(len(objs))]
		switch rng.IntN(3) {
		case 0:
			v := int32(rng.IntN(1000))
			tab.put(k, v)
			ref[k] = v
		case 1:
			tab.del(k)
			delete(ref, k)
		default:
			got, ok := tab.get(k)
			want, wok := ref[k]
			require.Equal(t, wok, ok, "step %d", step)
			require.Equal(t, want, got, "step %d", step)
		}
		require.Equal(t, len(ref), tab.len())
		if step%50000 == 0 {
			tab.reset()
			clear(ref)
		}
	}
	for k, v := range ref {
		got, ok := tab.get(k)
		require.True(t, ok)
		require.Equal(t, v, got)
	}
}
