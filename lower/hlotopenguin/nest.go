package hlotopenguin

import (
	"slices"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/penguin"
)

// lw is what a lowering builds with: the builder at the op, its location
// and the target.
type lw struct {
	b   *core.Builder
	ctx *core.Context
	loc core.Location
	t   *arch.Target

	flats  map[core.Value]core.Value
	cmpDir string // the comparison a stablehlo.compare lowers
}

// ix is an index expression c + Σ coeff·v over index values (loop
// induction variables): where a tile starts in one dimension.
type ix struct {
	c     int64
	terms []term
}

type term struct {
	v     core.Value
	coeff int64
}

func cst(c int64) ix          { return ix{c: c} }
func ivar(v core.Value) ix    { return ix{terms: []term{{v, 1}}} }
func (a ix) isConst() bool    { return len(a.terms) == 0 }
func (a ix) plus(c int64) ix  { a.c += c; return a }
func (a ix) add(b ix) ix      { return a.addScaled(b, 1) }
func (a ix) scale(k int64) ix { return cst(0).addScaled(a, k) }
func (a ix) addScaled(b ix, k int64) ix {
	out := ix{c: a.c + k*b.c, terms: append([]term(nil), a.terms...)}
	if k == 0 {
		return out
	}
	for _, t := range b.terms {
		merged := false
		for i := range out.terms {
			if out.terms[i].v == t.v {
				out.terms[i].coeff += k * t.coeff
				merged = true
				break
			}
		}
		if !merged {
			out.terms = append(out.terms, term{t.v, k * t.coeff})
		}
	}
	return out
}

// value materializes the expression as an index value with arith ops.
func (l *lw) value(a ix) core.Value {
	var acc core.Value
	for _, t := range a.terms {
		if t.coeff == 0 {
			continue
		}
		v := t.v
		if t.coeff != 1 {
			v = l.arith("arith.muli", v, l.index(t.coeff))
		}
		if acc == nil {
			acc = v
		} else {
			acc = l.arith("arith.addi", acc, v)
		}
	}
	switch {
	case acc == nil:
		return l.index(a.c)
	case a.c != 0:
		return l.arith("arith.addi", acc, l.index(a.c))
	}
	return acc
}

// start is the expression as a load/store start.
func (l *lw) start(a ix) penguin.Index {
	if a.isConst() {
		return penguin.Const(a.c)
	}
	return penguin.Dyn(l.value(a))
}

func (l *lw) index(n int64) core.Value {
	it := core.Index(l.ctx)
	return l.b.CreateOp("arith.constant", l.loc, nil, []core.Type{it},
		core.NamedAttr{Name: "value", Value: core.Int(l.ctx, it, n)}).Result(0)
}

func (l *lw) arith(name string, x, y core.Value) core.Value {
	return l.b.CreateOp(name, l.loc, []core.Value{x, y}, []core.Type{core.Index(l.ctx)}).Result(0)
}

// flat is the buffer v seen as one dimension, which every access of this
// package walks: a tile dimension then walks it with any stride, so
// transposes, broadcasts, slices and reshapes are all strides.
func (l *lw) flat(v core.Value) core.Value {
	ht := v.Type().(*penguin.HBMType)
	if ht.Rank() == 1 {
		return v
	}
	if f, ok := l.flats[v]; ok {
		return f
	}
	blk, before := l.b.InsertionPoint()
	if def := core.DefiningOp(v); def != nil {
		l.b.SetInsertionPointAfter(def)
	} else if ba, ok := v.(*core.BlockArg); ok {
		l.b.SetInsertionPointToStart(ba.Owner())
	}
	f := penguin.NewView(l.b, l.loc, v, penguin.HBM(l.ctx, []int64{ht.NumElements()}, ht.Elem))
	l.b.RestoreInsertionPoint(blk, before)
	if l.flats == nil {
		l.flats = map[core.Value]core.Value{}
	}
	l.flats[v] = f
	return f
}

// alloc is a new HBM buffer for a result of type t (a tensor type).
func (l *lw) alloc(t core.Type) core.Value {
	rt := t.(*core.TensorType)
	return penguin.NewHBMAlloc(l.b, l.loc, penguin.HBM(l.ctx, rt.Dims, storage(l.ctx, rt.Elem)))
}

// rowMajor is the element stride of each dimension of shape.
func rowMajor(shape []int64) []int64 {
	s := make([]int64, len(shape))
	n := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		s[i] = n
		n *= shape[i]
	}
	return s
}

// access is how a loop nest reads or writes one buffer: the element at
// iteration index i is base + Σ stride[k]·i[k] of the flat buffer (stride
// 0: the buffer does not depend on dimension k, a broadcast).
type access struct {
	buf    core.Value // the buffer itself (not flat)
	base   int64
	dyn    ix // a start known at run time (dynamic_slice), added to base
	stride []int64
}

// identity is the access of a buffer of the iteration space's own shape.
func identity(buf core.Value) access {
	ht := buf.Type().(*penguin.HBMType)
	return access{buf: buf, stride: rowMajor(ht.Dims)}
}

func hbmType(v core.Value) *penguin.HBMType { return v.Type().(*penguin.HBMType) }

// tiling chooses how a loop nest covers an iteration space: dimension part
// on partitions (tiles of up to P), dimension free along the free axis
// (tiles of up to F), the dimensions whole (if any) taken whole as more
// free dimensions of the tile, before free, and the other dimensions as
// loops of single indices. part or free is -1 when the tile has one
// partition or one element per partition. A tile is then [P, whole...,
// F]: a DMA of up to 1 + len(whole) + 1 dimensions.
type tiling struct {
	shape      []int64
	part, free int
	P, F       int64
	whole      []int
}

// chunk is the tile's size along iteration dimension k.
func (tl tiling) chunk(k int) int64 {
	switch {
	case k == tl.part:
		return tl.P
	case k == tl.free:
		return tl.F
	case slices.Contains(tl.whole, k):
		return tl.shape[k]
	}
	return 1
}

// tiles is how many tiles (of all shapes) cover the iteration space.
func (tl tiling) tiles() int64 {
	n := int64(1)
	for k, s := range tl.shape {
		c := tl.chunk(k)
		n *= (s + c - 1) / c
	}
	return n
}

// maxFree is the free size of the tiles this package makes: large enough
// to amortize an instruction, small enough that the tiles of a fused chain
// fit SBUF together.
const maxFree = 2048

// tile2D tiles shape with its last dimension free and the one before on
// partitions (the common row-major case).
func (l *lw) tile2D(shape []int64) tiling {
	tl := tiling{shape: shape, part: -1, free: -1, P: 1, F: 1}
	n := len(shape)
	if n >= 1 {
		tl.free = n - 1
		tl.F = min(shape[n-1], maxFree)
	}
	if n >= 2 {
		tl.part = n - 2
		tl.P = min(shape[n-2], int64(l.t.Partitions))
	}
	if n == 1 && shape[0] > maxFree {
		// A long vector: partitions would be better, but its single
		// dimension is the free one; split by viewing is the caller's job.
		tl.F = maxFree
	}
	return tl
}

// minRunBytes is a contiguous run long enough that a DMA moves it at
// nearly full speed (our choice).
const minRunBytes = 512

// maxTileFree is how many free dimensions copyTiling gives a tile: with
// the partitions a DMA walks five dimensions.
const maxTileFree = 4

// copyTiling tiles the iteration space of a copy (a DMA in, a DMA out, no
// compute between) in the fewest tiles: the innermost dimension along the
// free axis as tile2D has it, any other dimension on partitions, and up to
// maxTileFree-1 more taken whole as outer free dimensions, within maxFree
// elements. A transpose, reverse or concatenation of a 3-D tensor is then
// a few [128, a, b] tiles where tile2D walks [128, b] tiles in a loop over
// a. The innermost chunk is the contiguous run of a row-major access: it
// shrinks to make room for the outer dimensions only to half its length or
// to minRunBytes, so the DMAs stay as efficient. tile2D's tiling is kept
// when nothing needs fewer tiles, and when it is the nest an elementwise
// producer or consumer of the same shape has (fusible), which penguin-fuse
// merges; among tilings of as many tiles, the one with more partitions,
// then fewer dimensions wins.
func (l *lw) copyTiling(shape []int64, elemBytes int64) tiling {
	best := l.tile2D(shape)
	if len(shape) < 2 || l.fusible(shape) {
		return best
	}
	var dims []int // the dimensions that need walking
	for k, n := range shape {
		if n > 1 {
			dims = append(dims, k)
		}
	}
	if len(dims) < 2 {
		return best
	}
	free := dims[len(dims)-1]
	full := min(shape[free], maxFree)
	minF := max(min((full+1)/2, minRunBytes/elemBytes), 1) // half the run, or a long one
	defN, bestN := best.tiles(), best.tiles()
	for _, part := range dims[:len(dims)-1] {
		var others []int
		for _, k := range dims[:len(dims)-1] {
			if k != part {
				others = append(others, k)
			}
		}
		for mask := 0; mask < 1<<len(others); mask++ {
			var whole []int
			w := int64(1)
			for i, k := range others {
				if mask&(1<<i) != 0 {
					whole = append(whole, k)
					w *= shape[k]
				}
			}
			F := min(full, maxFree/w)
			if len(whole) >= maxTileFree || F < minF {
				continue
			}
			tl := tiling{shape: shape, part: part, free: free, F: F, whole: whole,
				P: min(shape[part], int64(l.t.Partitions))}
			n := tl.tiles()
			if n >= defN {
				continue
			}
			if n < bestN || n == bestN && (tl.P > best.P || tl.P == best.P && len(whole) < len(best.whole)) {
				best, bestN = tl, n
			}
		}
	}
	return best
}

// point is one tile of a nest: the start of each iteration dimension, and
// the tile's size along part, whole and free.
type point struct {
	at    []ix
	p, f  int64
	whole []int64
}

// dims is the tile's shape: [p, whole..., f].
func (pt point) dims() []int64 {
	return append(append([]int64{pt.p}, pt.whole...), pt.f)
}

// nest emits the loops of tl and calls body once per tile shape: full
// tiles inside loops, remainders after them.
func (l *lw) nest(tl tiling, body func(pt point)) {
	at := make([]ix, len(tl.shape))
	var rec func(k int)
	sizes := make([]int64, len(tl.shape))
	rec = func(k int) {
		if k == len(tl.shape) {
			pt := point{at: append([]ix(nil), at...), p: 1, f: 1}
			if tl.part >= 0 {
				pt.p = sizes[tl.part]
			}
			if tl.free >= 0 {
				pt.f = sizes[tl.free]
			}
			for _, k := range tl.whole {
				pt.whole = append(pt.whole, sizes[k])
			}
			body(pt)
			return
		}
		n := tl.shape[k]
		chunk := tl.chunk(k)
		full, rem := n/chunk, n%chunk
		if full == 1 {
			at[k], sizes[k] = cst(0), chunk
			rec(k + 1)
		} else if full > 1 {
			penguin.NewFor(l.b, l.loc, 0, full, 1, penguin.Parallel, nil, func(_ *core.Builder, iv core.Value, _ []core.Value) []core.Value {
				at[k], sizes[k] = ivar(iv).scale(chunk), chunk
				rec(k + 1)
				return nil
			})
		}
		if rem > 0 {
			at[k], sizes[k] = cst(full*chunk), rem
			rec(k + 1)
		}
	}
	rec(0)
}

// offset is acc's flat start at the tile starting at pt.
func (a access) offset(pt point) ix {
	off := a.dyn.plus(a.base)
	for k, s := range a.stride {
		off = off.addScaled(pt.at[k], s)
	}
	return off
}

// dims is how the tile walks the flat buffer.
func (a access) dims(tl tiling) []penguin.DimMap {
	walk := func(k int) penguin.DimMap {
		if k < 0 || a.stride[k] == 0 {
			return penguin.Bcast
		}
		return penguin.DimMap{Dim: 0, Stride: a.stride[k]}
	}
	ms := []penguin.DimMap{walk(tl.part)}
	for _, k := range tl.whole {
		ms = append(ms, walk(k))
	}
	return append(ms, walk(tl.free))
}

// load reads the tile of a at pt.
func (l *lw) load(a access, tl tiling, pt point) core.Value {
	ht := hbmType(a.buf)
	t := penguin.Tile(l.ctx, pt.dims(), ht.Elem, arch.SBUF)
	dims := a.dims(tl)
	return penguin.NewLoad(l.b, l.loc, l.flat(a.buf), penguin.Access{
		Starts: []penguin.Index{l.start(a.offset(pt))},
		Dims:   dims}, t)
}

// store writes tile v to a at pt. A dimension of size 1 that a does not
// depend on walks with stride 1 (a store cannot broadcast).
func (l *lw) store(v core.Value, a access, tl tiling, pt point) {
	dims := a.dims(tl)
	for i := range dims {
		if dims[i].IsBroadcast() {
			dims[i] = penguin.DimMap{Dim: 0, Stride: 1}
		}
	}
	penguin.NewStore(l.b, l.loc, v, l.flat(a.buf), penguin.Access{
		Starts: []penguin.Index{l.start(a.offset(pt))},
		Dims:   dims})
}

// tileType is an sbuf tile of pt's shape with element type elem.
func (l *lw) tileType(pt point, elem core.Type) *penguin.TileType {
	return penguin.Tile(l.ctx, pt.dims(), elem, arch.SBUF)
}

// mapNest is the common loop nest: over the iteration space of out's
// shape, load each input's tile through its access, compute, and store the
// result through out's identity access.
func (l *lw) mapNest(out core.Value, ins []access, compute func(pt point, tiles []core.Value) core.Value) {
	tl := l.tile2D(hbmType(out).Dims)
	l.mapNestTiled(tl, identity(out), ins, compute)
}

func (l *lw) mapNestTiled(tl tiling, out access, ins []access, compute func(pt point, tiles []core.Value) core.Value) {
	l.nest(tl, func(pt point) {
		tiles := make([]core.Value, len(ins))
		for i, a := range ins {
			tiles[i] = l.load(a, tl, pt)
		}
		l.store(compute(pt, tiles), out, tl, pt)
	})
}

// elementwise runs compute over operands of out's shape, all seen as one
// 2-D view [R, C]: C is a divisor of the element count that fills the
// free axis and leaves at least a full tile of partitions when it can.
func (l *lw) elementwise(out core.Value, ins []access, compute func(pt point, tiles []core.Value) core.Value) {
	n := hbmType(out).NumElements()
	c := l.rowLen(hbmType(out).Dims)
	shape := []int64{n / c, c}
	tl := l.tile2D(shape)
	re := func(a access) access {
		switch {
		case a.stride == nil: // a scalar broadcast to every element
			return access{buf: a.buf, base: a.base, stride: []int64{0, 0}}
		case isIdentity(a):
			return access{buf: a.buf, base: a.base, stride: []int64{c, 1}}
		}
		panic("hlotopenguin: elementwise access is neither identity nor scalar")
	}
	outA := re(identity(out))
	for i := range ins {
		ins[i] = re(ins[i])
	}
	l.mapNestTiled(tl, outA, ins, compute)
}

// rowLen is the row length c of the 2-D view [n/c, c] elementwise takes
// of a tensor of shape dims (n elements).
func (l *lw) rowLen(dims []int64) int64 {
	n := core.NumElements(dims)
	c := viewCols(n, int64(l.t.Partitions))
	// A row length of the tensor's own, when it is wide enough, makes the
	// nest the same as its producer's and consumers' (a matmul's [M, N]
	// tiles, another elementwise op of the shape), so penguin-fuse can
	// merge them.
	if len(dims) >= 2 && dims[len(dims)-1] <= maxFree {
		last := dims[len(dims)-1]
		tiles := func(c int64) int64 { return (n/c + int64(l.t.Partitions) - 1) / int64(l.t.Partitions) }
		if last >= 64 || tiles(last) <= tiles(c) {
			c = last
		}
	}
	return c
}

// fusible reports whether tile2D's nest over shape is the nest
// elementwise makes over a tensor of that shape: the same [P, F] tiles at
// the same places, which penguin-fuse can merge.
func (l *lw) fusible(shape []int64) bool {
	r := len(shape)
	if r < 2 || l.rowLen(shape) != shape[r-1] {
		return false
	}
	return shape[r-2]%int64(l.t.Partitions) == 0 || core.NumElements(shape[:r-2]) == 1
}

func isIdentity(a access) bool {
	want := rowMajor(hbmType(a.buf).Dims)
	if a.base != 0 || len(want) != len(a.stride) {
		return false
	}
	for i := range want {
		if want[i] != a.stride[i] {
			return false
		}
	}
	return true
}

// viewCols picks the row length c of an n-element 2-D view [n/c, c]: the
// divisor of n up to maxFree that needs the fewest tiles of p partitions,
// and among those the one that fills the most partitions.
func viewCols(n, p int64) int64 {
	best, bestTiles, bestParts := int64(1), int64(-1), int64(0)
	for c := int64(1); c <= maxFree && c <= n; c++ {
		if n%c != 0 {
			continue
		}
		rows := n / c
		tiles, parts := (rows+p-1)/p, min(rows, p)
		if bestTiles < 0 || tiles < bestTiles || tiles == bestTiles && parts > bestParts {
			best, bestTiles, bestParts = c, tiles, parts
		}
	}
	return best
}

// splatOf is the value of every element of a constant HBM buffer, when
// it is one (penguin.hbm_alloc of a splat).
func splatOf(v core.Value) (float64, bool) {
	def := core.DefiningOp(v)
	if def == nil || def.Name() != "penguin.hbm_alloc" {
		return 0, false
	}
	d, ok := def.Attr("value").(*core.DenseAttr)
	if !ok || !d.Splat {
		return 0, false
	}
	dt, ok := penguin.DTypeOf(d.Type.ElementType())
	if !ok {
		return 0, false
	}
	x := make([]float32, 1)
	dt.Load(x, d.Raw)
	return float64(x[0]), true
}
