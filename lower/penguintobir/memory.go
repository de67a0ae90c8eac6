package penguintobir

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/dialects/penguin"
	"ncc/numerics"
)

// Loads and stores are one DMA each, issued from the Sync engine's queue;
// gathers from GpSimd's, which issues indirect DMAs in NKI. The tile side
// of a transfer is the tile's partitions and its free elements in order;
// the DRAM side is flat element offsets into the buffer's allocation: the
// first pair walks the tile's partition dimension, the others its free
// dimensions, each with the stride its dims entry gives (row-major
// strides of the HBM shape, a view's shape for a view; step 0 for a
// broadcast). Starts add to the offset: constants, and loop variables and
// registers as terms.

// strides returns the row-major element strides of shape.
func strides(shape []int64) []int64 {
	s := make([]int64, len(shape))
	n := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		s[i] = n
		n *= shape[i]
	}
	return s
}

// mergePairs merges adjacent free pairs (after the first, the rows) that
// walk memory as one, and drops free pairs of count 1 while others remain.
func mergePairs(ps [][2]int64, from int) [][2]int64 {
	out := append([][2]int64(nil), ps[:from]...)
	for _, p := range ps[from:] {
		if p[1] == 1 && len(ps)-from > 1 {
			continue
		}
		if n := len(out); n > from && out[n-1][0] == p[0]*p[1] {
			out[n-1] = [2]int64{p[0], out[n-1][1] * p[1]}
			continue
		}
		out = append(out, p)
	}
	if len(out) == from {
		out = append(out, [2]int64{1, 1})
	}
	return out
}

// dramAP is the DRAM side of a load or store of tile type tt.
func (l *lowerer) dramAP(op *core.Operation, ref hbmRef, acc penguin.Access, tt *penguin.TileType) (bir.AP, error) {
	if len(acc.Dims) != tt.Rank() || len(acc.Starts) != len(ref.shape) {
		return bir.AP{}, op.Errorf("cannot lower this access: it needs one start per buffer dimension and one walk per tile dimension")
	}
	st := strides(ref.shape)
	pairs := make([][2]int64, tt.Rank())
	for k, d := range acc.Dims {
		var step int64
		if !d.IsBroadcast() {
			step = d.Stride * st[d.Dim]
		}
		pairs[k] = [2]int64{step, tt.Dims[k]}
	}
	ap := bir.Flat(ref.alloc, mergePairs(pairs, 1), ref.dt)
	return l.addStarts(ap, acc.Starts, st)
}

// addStarts adds the starts of each buffer dimension to ap's offset.
func (l *lowerer) addStarts(ap bir.AP, starts []penguin.Index, st []int64) (bir.AP, error) {
	for d, s := range starts {
		if s.Value == nil {
			ap.Offset += s.Const * st[d]
			continue
		}
		a, err := l.index(s.Value)
		if err != nil {
			return ap, err
		}
		ap = offset(ap, a, st[d])
	}
	return ap, nil
}

func (l *lowerer) lowerLoad(op *core.Operation) error {
	o, _ := penguin.AsLoadOp(op)
	ref, ok := l.hbm[o.Source()]
	if !ok {
		return l.internal(op, "load from an unknown buffer")
	}
	tt, _ := penguin.TileTypeOf(o.Result(0))
	src, err := l.dramAP(op, ref, o.Access(), tt)
	if err != nil {
		return err
	}
	l.b.DMA(arch.SP, src, l.tileAP(o.Result(0)))
	return nil
}

func (l *lowerer) lowerStore(op *core.Operation) error {
	o, _ := penguin.AsStoreOp(op)
	ref, ok := l.hbm[o.Dest()]
	if !ok {
		return l.internal(op, "store to an unknown buffer")
	}
	tt, _ := penguin.TileTypeOf(o.Value())
	dst, err := l.dramAP(op, ref, o.Access(), tt)
	if err != nil {
		return err
	}
	l.b.DMA(arch.SP, l.tileAP(o.Value()), dst)
	return nil
}

// lowerGather lowers load_indirect to an indirect DMA: the source's first
// pair steps between the table's rows, its others walk the tile's free
// dimensions along the table's trailing ones from their starts.
func (l *lowerer) lowerGather(op *core.Operation) error {
	o, _ := penguin.AsLoadIndirectOp(op)
	ref, ok := l.hbm[o.Source()]
	if !ok {
		return l.internal(op, "gather from an unknown buffer")
	}
	tt, _ := penguin.TileTypeOf(o.Result(0))
	st := strides(ref.shape)
	pairs := [][2]int64{{st[0], ref.shape[0]}}
	if len(ref.shape) == 1 {
		pairs = append(pairs, [2]int64{1, 1})
	}
	for k := 1; k < len(ref.shape) && k < tt.Rank(); k++ {
		pairs = append(pairs, [2]int64{st[k], tt.Dims[k]})
	}
	src := bir.Flat(ref.alloc, mergePairs(pairs, 1), ref.dt)
	starts := append([]penguin.Index{penguin.Const(0)}, o.StartIndices()...)
	if len(starts) > len(st) {
		starts = starts[:len(st)]
	}
	src, err := l.addStarts(src, starts, st)
	if err != nil {
		return err
	}
	l.b.DMAGather(arch.Pool, src, l.tileAP(o.Indices()), l.tileAP(o.Result(0)))
	return nil
}

// lowerExtract reads a tile element into a register: directly when it is
// an int32 or uint32, else moved (a DMA, which has no start-partition
// rule) to partition 0 of a scratch cell, widened to int32 there, and
// read.
func (l *lowerer) lowerExtract(op *core.Operation) error {
	o, _ := penguin.AsExtractScalarOp(op)
	tile := o.Tile()
	tt, _ := penguin.TileTypeOf(tile)
	pos := o.Indices()
	var flat int64
	st := strides(tt.FreeShape())
	for k, s := range st {
		flat += pos[k+1] * s
	}
	base := l.tileAP(tile)
	dt := tt.DType()
	elem := bir.Tile(base.Alloc, int(pos[0]), 1, [][2]int64{{1, 1}}, dt).At(base.Offset + flat)
	if !wideInt(dt) {
		cell, err := l.scratchAP(op, 1, 1, dt)
		if err != nil {
			return err
		}
		wide, err := l.scratchAP(op, 1, 1, numerics.Int32)
		if err != nil {
			return err
		}
		l.b.DMA(arch.SP, elem, cell)
		l.b.TensorCopy(l.vec(cell, wide), cell, wide)
		elem = wide
	}
	l.idx[o.Result(0)] = variable(l.b.RegisterLoad(elem))
	return nil
}

// wideInt reports whether a register loads dtype d directly.
func wideInt(d numerics.DType) bool { return d == numerics.Int32 || d == numerics.Uint32 }
