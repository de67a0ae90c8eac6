package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// diamond builds, inside t.func @f, the CFG
//
//	entry -> a, b;  a -> join;  b -> join;  join -> loop;  loop -> loop, exit
//
// plus an unreachable block, and returns the blocks by name.
func diamond(x *irb) (*Operation, map[string]*Block) {
	m := x.module()
	f := x.fn("f", []Type{x.i32()}, func(*Block) {})
	r := f.Region(0)
	bs := map[string]*Block{"entry": r.First()}
	for _, n := range []string{"a", "b", "join", "loop", "exit", "dead"} {
		bs[n] = x.in(r, nil, func(*Block) {})
	}
	br := func(from string, to ...string) {
		x.b.SetInsertionPointToEnd(bs[from])
		var succs []*Block
		for _, t := range to {
			succs = append(succs, bs[t])
		}
		x.b.Create(&OpState{Ctx: x.c, Name: mustName(x, "test.br"), Loc: Unknown(x.c), Successors: succs})
	}
	br("entry", "a", "b")
	br("a", "join")
	br("b", "join")
	br("join", "loop")
	br("loop", "loop", "exit")
	br("dead", "exit")
	x.b.SetInsertionPointToEnd(bs["exit"])
	x.op("t.ret", nil, nil)
	return m, bs
}

func TestDominanceBlocks(t *testing.T) {
	x := newIRB(t)
	_, bs := diamond(x)
	d := NewDominanceInfo()
	cases := []struct {
		a, b string
		dom  bool
	}{
		{"entry", "a", true}, {"entry", "join", true}, {"entry", "exit", true},
		{"a", "join", false}, {"b", "join", false}, {"join", "loop", true},
		{"loop", "exit", true}, {"exit", "loop", false}, {"a", "a", true},
		{"dead", "exit", false}, {"entry", "dead", true}, {"a", "dead", true},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.dom, d.Dominates(bs[tc.a], bs[tc.b]), "%s dom %s", tc.a, tc.b)
	}
	assert.False(t, d.ProperlyDominates(bs["a"], bs["a"]))
	assert.True(t, d.IsReachable(bs["exit"]))
	assert.False(t, d.IsReachable(bs["dead"]))
	assert.Equal(t, bs["entry"], d.ImmediateDominator(bs["join"]))
	assert.Equal(t, bs["join"], d.ImmediateDominator(bs["loop"]))
	assert.Equal(t, bs["loop"], d.ImmediateDominator(bs["exit"]))
	assert.Nil(t, d.ImmediateDominator(bs["dead"]))
	assert.Nil(t, d.ImmediateDominator(bs["entry"]))
}

func TestDominanceOpsAndValues(t *testing.T) {
	x := newIRB(t)
	m := x.module()
	var a, b, inner, nested *Operation
	var g *Operation
	x.fn("f", []Type{x.i32()}, func(e *Block) {
		a = x.op("t.addi", []Value{e.Arg(0), e.Arg(0)}, []Type{x.i32()})
		g = x.withRegions("test.region", 1, nil, nil)
		x.in(g.Region(0), []Type{x.i32()}, func(*Block) {
			inner = x.op("t.addi", []Value{a.Result(0), a.Result(0)}, []Type{x.i32()})
			nested = x.withRegions("test.region", 1, nil, nil)
			x.in(nested.Region(0), nil, func(*Block) { x.op("test.use", []Value{inner.Result(0)}, nil) })
		})
		b = x.op("t.addi", []Value{a.Result(0), a.Result(0)}, []Type{x.i32()})
		x.op("t.ret", nil, nil)
	})
	_ = m
	d := NewDominanceInfo()
	assert.True(t, d.OpProperlyDominates(a, b))
	assert.False(t, d.OpProperlyDominates(b, a))
	assert.True(t, d.OpDominates(a, a))
	assert.False(t, d.OpProperlyDominates(a, a))
	assert.True(t, d.OpProperlyDominates(a, inner), "an op dominates ops nested in later ops")
	assert.True(t, d.OpProperlyDominates(g, inner), "an op properly dominates what it encloses")
	assert.False(t, d.OpProperlyDominates(inner, b), "a nested op does not dominate outside its region")
	assert.True(t, d.ValueDominates(a.Result(0), b))
	assert.False(t, d.ValueDominates(b.Result(0), a))
	assert.True(t, d.ValueDominates(inner.Result(0), nested.Region(0).First().First()))
	assert.False(t, d.ValueDominates(g.Region(0).First().Arg(0), b))
	// The value of an op does not dominate the op's own nested uses.
	assert.False(t, d.ValueDominates(g.Region(0).First().Arg(0), a))
}

func TestHasSSADominance(t *testing.T) {
	x := newIRB(t)
	m := x.module()
	assert.False(t, HasSSADominance(m.Region(0)), "GraphRegions trait")
	u := x.withRegions("test.unregistered", 1, nil, nil)
	x.in(u.Region(0), nil, func(*Block) {})
	assert.False(t, HasSSADominance(u.Region(0)), "unregistered single-block region")
	x.in(u.Region(0), nil, func(*Block) {})
	assert.True(t, HasSSADominance(u.Region(0)), "multi-block regions always")
	f := x.fn("f", nil, func(*Block) {})
	assert.True(t, HasSSADominance(f.Region(0)))
}

func TestDominanceInvalidate(t *testing.T) {
	x := newIRB(t)
	_, bs := diamond(x)
	d := NewDominanceInfo()
	assert.False(t, d.IsReachable(bs["dead"]))
	// Make "dead" reachable from a.
	br := bs["a"].Last()
	br.SetSuccessor(0, bs["dead"])
	d.Invalidate(bs["a"].Parent())
	assert.True(t, d.IsReachable(bs["dead"]))
	assert.False(t, d.Dominates(bs["join"], bs["exit"]), "exit is now reached through dead too")
	d.Invalidate(nil)
	assert.True(t, d.Dominates(bs["entry"], bs["exit"]))
}
