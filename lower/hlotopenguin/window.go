package hlotopenguin

import (
	"ncc/core"
	"ncc/dialects/penguin"
)

// stablehlo.reduce_window (max, min, add pooling, ...): each output tile is
// a fold, with the body's ALU op, over the window's positions, starting
// from the init value. The input seen at one window position is an affine
// walk: the output's walk times the window strides, offset by the
// position times the window dilations; so each position is one strided
// load and one ewise. Padding and base dilations (interior padding) are
// first materialized as a copy filled with the init value, as the spec
// defines them, so no load leaves the buffer. Window dimensions larger
// than 1 are sequential loops carrying the accumulator (foldWindow, which
// depthwise convolutions share).

func init() {
	registerChecked("stablehlo.reduce_window", checkWindow, lowerWindow)
	Limits["stablehlo.reduce_window"] = "one operand; a body of one add, multiply, maximum, minimum, and, or or xor; " +
		"non-negative padding"
}

func checkWindow(op *core.Operation) string {
	if op.NumOperands() != 2 {
		return "a reduce_window of several operands is not lowered"
	}
	xt := op.Operand(0).Type().(*core.TensorType)
	if _, ok := reducer(op.Region(0), xt.Elem); !ok {
		return "the reduction body is not a single add, multiply, maximum, minimum, and, or or xor"
	}
	lo, hi := padPairs(op, len(xt.Dims))
	for k := range lo {
		if lo[k] < 0 || hi[k] < 0 {
			return "negative padding"
		}
	}
	return ""
}

func lowerWindow(l *lw, op *core.Operation, args []core.Value) []core.Value {
	x, init := args[0], args[1]
	xt := hbmType(x)
	out := l.alloc(op.Result(0).Type())
	ot := hbmType(out)
	if ot.NumElements() == 0 {
		return []core.Value{out}
	}
	r := xt.Rank()
	alu, _ := reducer(op.Region(0), xt.Elem)
	win := intsAttr(op, "window_dimensions")
	strides := orOnes(intsAttr(op, "window_strides"), r)
	baseDil := orOnes(intsAttr(op, "base_dilations"), r)
	winDil := orOnes(intsAttr(op, "window_dilations"), r)
	lo, hi := padPairs(op, r)
	interior := make([]int64, r)
	pad := false
	for k := range interior {
		interior[k] = baseDil[k] - 1
		pad = pad || lo[k] != 0 || hi[k] != 0 || interior[k] != 0
	}
	if pad {
		x = l.padded(x, lo, hi, interior, init)
	}
	xs := rowMajor(hbmType(x).Dims)
	in := access{buf: x, stride: make([]int64, r)}
	for k := range xs {
		in.stride[k] = strides[k] * xs[k]
	}
	// The window's positions: one loop per dimension wider than 1. An
	// empty window leaves every result at the init value.
	wins := make([]winDim, len(win))
	for k, n := range win {
		wins[k] = winDim{n: n, strides: []int64{winDil[k] * xs[k]}}
	}
	accElem := xt.Elem
	if !penguin.IsIntElem(accElem) {
		accElem = core.F32(l.ctx) // one rounding at the end, as reduce does
	}
	tl := l.windowTiling(ot.Dims)
	l.nest(tl, func(pt point) {
		t := l.tileType(pt, accElem)
		acc := l.splatTile(init, t)
		acc = l.foldWindow(wins, 0, []ix{in.offset(pt)}, acc, func(off []ix, acc core.Value) core.Value {
			v := penguin.NewLoad(l.b, l.loc, l.flat(x), penguin.Access{
				Starts: []penguin.Index{l.start(off[0])},
				Dims:   in.dims(tl)}, l.tileType(pt, xt.Elem))
			return penguin.NewEwise(l.b, l.loc, alu, t, penguin.V(acc), penguin.V(v))
		})
		if accElem != ot.Elem {
			acc = penguin.NewCopy(l.b, l.loc, acc, t.WithElem(l.ctx, ot.Elem))
		}
		l.store(acc, identity(out), tl, pt)
	})
	return []core.Value{out}
}

// windowTiling puts the output's innermost dimension along the free axis
// (contiguous stores) and its largest other dimension on partitions (the
// last on ties): pooling's channels or rows, whichever fills more.
func (l *lw) windowTiling(shape []int64) tiling {
	tl := tiling{shape: shape, part: -1, free: -1, P: 1, F: 1}
	n := len(shape)
	if n == 0 {
		return tl
	}
	tl.free, tl.F = n-1, min(shape[n-1], maxFree)
	for k := 0; k < n-1; k++ {
		if tl.part < 0 || shape[k] >= shape[tl.part] {
			tl.part = k
		}
	}
	if tl.part >= 0 {
		tl.P = min(shape[tl.part], int64(l.t.Partitions))
	}
	return tl
}

// winDim is one dimension of a window: its size and its stride in each
// buffer the window walks.
type winDim struct {
	n       int64
	strides []int64
}

// foldWindow runs step at every window position from wins[k] on, in
// order, with each buffer's offset there, carrying the accumulator through
// sequential loops (none for a dimension of size 1). An empty window runs
// no step: the accumulator stays as it came.
func (l *lw) foldWindow(wins []winDim, k int, offs []ix, acc core.Value, step func(offs []ix, acc core.Value) core.Value) core.Value {
	if k == len(wins) {
		return step(offs, acc)
	}
	d := wins[k]
	switch d.n {
	case 0:
		return acc
	case 1:
		return l.foldWindow(wins, k+1, offs, acc, step)
	}
	loop := penguin.NewFor(l.b, l.loc, 0, d.n, 1, penguin.Sequential, []core.Value{acc},
		func(_ *core.Builder, iv core.Value, it []core.Value) []core.Value {
			at := make([]ix, len(offs))
			for i, o := range offs {
				at[i] = o.addScaled(ivar(iv), d.strides[i])
			}
			return []core.Value{l.foldWindow(wins, k+1, at, it[0], step)}
		})
	return loop.Result(0)
}

// splatTile is a tile of type t holding the rank-0 buffer s: a memset when
// s is a constant t can hold, else a broadcast load.
func (l *lw) splatTile(s core.Value, t *penguin.TileType) core.Value {
	if v, ok := constFill(s, t.Elem); ok {
		return penguin.NewConstant(l.b, l.loc, v, t)
	}
	lt := t.WithElem(l.ctx, hbmType(s).Elem)
	v := penguin.NewLoad(l.b, l.loc, l.flat(s), penguin.Access{
		Starts: []penguin.Index{penguin.Const(0)},
		Dims:   []penguin.DimMap{penguin.Bcast, penguin.Bcast}}, lt)
	if lt.Elem != t.Elem {
		v = penguin.NewCopy(l.b, l.loc, v, t)
	}
	return v
}
