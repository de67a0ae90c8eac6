package core

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bigModule builds nfn functions of opsPerFn chained t.addi ops each; the
// functions listed in bad get a wrong operand count at their op k.
func bigModule(x *irb, nfn, opsPerFn int, bad map[int]int) *Operation {
	m := x.module()
	for i := range nfn {
		x.fn("f"+itoa(i), []Type{x.i32()}, func(b *Block) {
			v := Value(b.Arg(0))
			for k := range opsPerFn {
				operands := []Value{v, b.Arg(0)}
				if bk, ok := bad[i]; ok && bk == k {
					operands = operands[:1]
				}
				v = x.op("t.addi", operands, []Type{x.i32()}).Result(0)
			}
			x.op("t.ret", []Value{v}, nil)
		})
	}
	return m
}

// TestParallelVerifyIsDeterministic checks that, however the functions are
// scheduled, each bad function's first error is reported, in IR order.
// Run with -race.
func TestParallelVerifyIsDeterministic(t *testing.T) {
	prev := runtime.GOMAXPROCS(8)
	defer runtime.GOMAXPROCS(prev)
	x := newIRB(t)
	bad := map[int]int{17: 40, 3: 90, 60: 1}
	m := bigModule(x, 80, 100, bad)
	serial := VerifyWith(m, VerifyOptions{})
	require.Error(t, serial)
	want := serial.(Diagnostics)
	require.Len(t, want, 3)
	var fns []string
	for _, d := range want {
		n, _ := SymbolName(d.Op.ParentOp())
		fns = append(fns, n)
	}
	assert.Equal(t, []string{"f3", "f17", "f60"}, fns, "one error per bad function, in IR order")
	for range 20 {
		err := VerifyWith(m, VerifyOptions{Parallel: true})
		require.Error(t, err)
		got := err.(Diagnostics)
		require.Len(t, got, 3)
		for i := range got {
			assert.Same(t, want[i].Op, got[i].Op)
			assert.Equal(t, want[i].Msg, got[i].Msg)
		}
	}

	ok := bigModule(newIRB(t), 50, 50, nil)
	assert.NoError(t, VerifyWith(ok, VerifyOptions{Parallel: true}))
}

// BenchmarkVerify200k verifies a 200,000-op module (2,000 functions of 100
// ops), sequentially and in parallel, reporting ops/s.
func BenchmarkVerify200k(b *testing.B) {
	x := newIRB(&testing.T{})
	m := bigModule(x, 2000, 99, nil)
	for _, par := range []bool{false, true} {
		name := "serial"
		if par {
			name = "parallel"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if err := VerifyWith(m, VerifyOptions{Parallel: par}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(200000*b.N)/b.Elapsed().Seconds(), "ops/s")
		})
	}
}
