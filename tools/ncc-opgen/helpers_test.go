package main

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
)

// TestSpanMatchesSlotRanges checks the allocation-free slot arithmetic the
// generated accessors use against core.SlotRanges, for every layout of up
// to four slots with at most one variable slot and every count up to 6.
func TestSpanMatchesSlotRanges(t *testing.T) {
	arities := []core.Arity{core.Single, core.Optional, core.Variadic}
	checked := 0
	for k := 0; k <= 4; k++ {
		layouts := [][]core.Arity{{}}
		for range k {
			var next [][]core.Arity
			for _, l := range layouts {
				for _, a := range arities {
					next = append(next, append(append([]core.Arity{}, l...), a))
				}
			}
			layouts = next
		}
		for _, l := range layouts {
			defs := make([]core.ValueDef, len(l))
			v := -1
			variable := 0
			for i, a := range l {
				defs[i] = core.ValueDef{Name: fmt.Sprint("s", i), Arity: a}
				if a != core.Single {
					v, variable = i, variable+1
				}
			}
			if variable > 1 {
				continue // needs segment sizes; the generator refuses it
			}
			for n := 0; n <= 6; n++ {
				want, err := core.SlotRanges(defs, n, nil)
				for i := range defs {
					s, ln, ok := opgenSpan(n, k, v, i)
					msg := fmt.Sprintf("layout %v, %d values, slot %d", l, n, i)
					require.Equal(t, err == nil, ok, msg)
					if ok {
						require.Equal(t, want[i], core.SlotRange{Start: s, Len: ln}, msg)
					}
					checked++
				}
			}
		}
	}
	require.Greater(t, checked, 400, "the layouts were enumerated")
}

func TestOpgenOne(t *testing.T) {
	ctx := core.NewContext()
	b := core.NewBlock([]core.Type{core.IntegerType(ctx, 32), core.IntegerType(ctx, 32)}, nil)
	x, y := core.Value(b.Arg(0)), core.Value(b.Arg(1))
	require.Nil(t, opgenOne(nil))
	require.Equal(t, x, opgenOne([]core.Value{x}))
	require.Nil(t, opgenOne([]core.Value{x, y}))
}

func TestOpgenTyped(t *testing.T) {
	ctx := core.NewContext()
	require.Nil(t, opgenTyped[*core.StringAttr](nil))
	require.Nil(t, opgenTyped[*core.StringAttr](core.Unit(ctx)))
	s := core.String(ctx, "x")
	require.Same(t, s, opgenTyped[*core.StringAttr](s))
}
