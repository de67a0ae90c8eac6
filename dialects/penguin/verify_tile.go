package penguin

import (
	"fmt"
	"math"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/ods"
)

func tileOf(v core.Value) *TileType {
	if v == nil {
		return nil
	}
	t, _ := v.Type().(*TileType)
	return t
}

func hbmOf(v core.Value) *HBMType {
	t, _ := v.Type().(*HBMType)
	return t
}

// staticStarts checks static_starts against rank HBM dimensions and nDyn
// start values and returns it.
func staticStarts(op *core.Operation, rank, nDyn int) ([]int64, error) {
	a, ok := op.Attr("static_starts").(*core.DenseArrayAttr)
	if !ok {
		return nil, op.Errorf("needs static_starts")
	}
	static := ods.I64s(a)
	if len(static) != rank {
		return nil, op.Errorf("has %d starts; it needs %d, one per HBM dimension", len(static), rank)
	}
	dyn := 0
	for i, s := range static {
		switch {
		case s == core.Dynamic:
			dyn++
		case s < 0:
			return nil, op.Errorf("start #%d is negative (%d)", i, s)
		}
	}
	if dyn != nDyn {
		return nil, op.Errorf("static_starts marks %d starts dynamic but %d index values are given", dyn, nDyn)
	}
	return static, nil
}

// accessDims returns the HBM walk of each tile dimension: the dims
// attribute, checked against the ranks, or the default walk.
func accessDims(op *core.Operation, tileRank, hbmRank int) ([]DimMap, error) {
	a, ok := op.Attr("dims").(*DimsAttr)
	if !ok {
		ms := DefaultDims(tileRank, hbmRank)
		if ms == nil {
			return nil, op.Errorf("needs dims: the tile has %d dimensions and the HBM buffer %d, so which HBM dimension each tile dimension walks must be said",
				tileRank, hbmRank)
		}
		return ms, nil
	}
	if len(a.Dims) != tileRank {
		return nil, op.Errorf("dims has %d entries; the tile has %d dimensions", len(a.Dims), tileRank)
	}
	for i, m := range a.Dims {
		switch {
		case m.IsBroadcast():
			if m.Stride != 0 {
				return nil, op.Errorf("dims entry #%d broadcasts with stride %d; a broadcast has stride 0", i, m.Stride)
			}
		case m.Dim >= hbmRank:
			return nil, op.Errorf("dims entry #%d walks d%d; the HBM buffer has %d dimensions", i, m.Dim, hbmRank)
		case m.Stride == 0:
			return nil, op.Errorf("dims entry #%d has stride 0; a walk that repeats elements is bcast", i)
		case m.Stride == math.MinInt64:
			return nil, op.Errorf("dims entry #%d has stride %d, beyond any buffer", i, m.Stride)
		}
	}
	return a.Dims, nil
}

// satMul and satAdd saturate at MaxInt64: extents of absurd strides must
// compare as out of bounds, not wrap around.
func satMul(a, b int64) int64 {
	if a != 0 && b > math.MaxInt64/a {
		return math.MaxInt64
	}
	return a * b
}

func satAdd(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}

// checkBounds checks that a walk of tile dims (tileDims, ms) from static
// starts stays inside buffer ht: along each HBM dimension the walk reaches
// above its start by the positive strides and below it by the negative
// ones, (n-1)·|stride| each. With a dynamic start only the walk's extent
// is checked: it must fit the dimension at all. verb is "reads" or
// "writes".
func checkBounds(op *core.Operation, verb string, tileDims []int64, ht *HBMType, static []int64, ms []DimMap, firstDim int) error {
	up := make([]int64, len(ht.Dims))   // indices above the start
	down := make([]int64, len(ht.Dims)) // indices below it
	for i, m := range ms {
		switch {
		case m.IsBroadcast():
		case m.Stride > 0:
			up[m.Dim] = satAdd(up[m.Dim], satMul(tileDims[i]-1, m.Stride))
		default:
			down[m.Dim] = satAdd(down[m.Dim], satMul(tileDims[i]-1, -m.Stride))
		}
	}
	for d := firstDim; d < len(ht.Dims); d++ {
		size, s, u, w := ht.Dims[d], static[d-firstDim], up[d], down[d]
		if s == core.Dynamic {
			if e := satAdd(u, w); e >= size {
				return op.Errorf("%s %s indices of HBM dimension %d, whose size is %d", verb, count(satAdd(e, 1)), d, size)
			}
			continue
		}
		if w > s {
			return op.Errorf("%s HBM dimension %d at indices %d down to %d; its indices start at 0", verb, d, s, s-w)
		}
		if last := satAdd(s, u); last >= size {
			return op.Errorf("%s HBM dimension %d at indices %d to %s; its size is %d", verb, d, s, count(last), size)
		}
	}
	return nil
}

func count(n int64) string {
	if n == math.MaxInt64 {
		return "beyond 2^63"
	}
	return fmt.Sprint(n)
}

func verifyLoad(op *core.Operation) error {
	ht, tt := hbmOf(op.Operand(0)), tileOf(op.Result(0))
	if ht == nil || tt == nil {
		return nil
	}
	if tt.Mem != arch.SBUF {
		return op.Errorf("loads into sbuf, not %s", tt.Mem)
	}
	if tt.Elem != ht.Elem {
		return op.Errorf("loads %s elements into a tile of %s; a DMA does not convert", typeKey(ht.Elem), typeKey(tt.Elem))
	}
	return checkAccess(op, "reads", tt, ht, op.NumOperands()-1)
}

func verifyStore(op *core.Operation) error {
	tt, ht := tileOf(op.Operand(0)), hbmOf(op.Operand(1))
	if ht == nil || tt == nil {
		return nil
	}
	if tt.Mem != arch.SBUF {
		return op.Errorf("stores from sbuf, not %s", tt.Mem)
	}
	if tt.Elem != ht.Elem {
		return op.Errorf("stores a tile of %s into %s elements; a DMA does not convert", typeKey(tt.Elem), typeKey(ht.Elem))
	}
	if err := checkAccess(op, "writes", tt, ht, op.NumOperands()-2); err != nil {
		return err
	}
	ms, _ := accessDims(op, tt.Rank(), ht.Rank())
	for i, m := range ms {
		if m.IsBroadcast() && tt.Dims[i] > 1 {
			return op.Errorf("cannot broadcast: tile dimension %d (size %d) walks no HBM dimension", i, tt.Dims[i])
		}
	}
	return nil
}

func checkAccess(op *core.Operation, verb string, tt *TileType, ht *HBMType, nDyn int) error {
	static, err := staticStarts(op, ht.Rank(), nDyn)
	if err != nil {
		return err
	}
	ms, err := accessDims(op, tt.Rank(), ht.Rank())
	if err != nil {
		return err
	}
	return checkBounds(op, verb, tt.Dims, ht, static, ms, 0)
}

func verifyLoadIndirect(op *core.Operation) error {
	ht, it, tt := hbmOf(op.Operand(0)), tileOf(op.Operand(1)), tileOf(op.Result(0))
	if ht == nil || it == nil || tt == nil {
		return nil
	}
	r := ht.Rank()
	if r == 0 {
		return op.Errorf("gathers rows of a scalar")
	}
	static, err := staticStarts(op, r-1, op.NumOperands()-2)
	if err != nil {
		return err
	}
	if it.Mem != arch.SBUF || !it.IsColumn() || (typeKey(it.Elem) != "i32" && typeKey(it.Elem) != "ui32") {
		return op.Errorf("indices must be an i32 or ui32 [P, 1] sbuf tile, got %s", it)
	}
	if tt.Mem != arch.SBUF {
		return op.Errorf("loads into sbuf, not %s", tt.Mem)
	}
	if tt.Elem != ht.Elem {
		return op.Errorf("loads %s elements into a tile of %s; a DMA does not convert", typeKey(ht.Elem), typeKey(tt.Elem))
	}
	if tt.Dims[0] != it.Dims[0] {
		return op.Errorf("gathers %d rows into a tile of %d partitions", it.Dims[0], tt.Dims[0])
	}
	if r == 1 {
		if !tt.IsColumn() {
			return op.Errorf("gathers from a rank-1 buffer into a [P, 1] tile, not %s", tt)
		}
		return nil
	}
	if tt.Rank() != r {
		return op.Errorf("the tile has %d dimensions; gathering from a buffer of rank %d gives %d", tt.Rank(), r, r)
	}
	ms := make([]DimMap, r)
	ms[0] = Bcast // the row is the index's, not a walk
	for i := 1; i < r; i++ {
		ms[i] = Walk(i)
	}
	return checkBounds(op, "reads", tt.Dims, ht, static, ms, 1)
}

func verifyMatmul(op *core.Operation) error {
	st, mv, res := tileOf(op.Operand(0)), tileOf(op.Operand(1)), tileOf(op.Result(0))
	if st == nil || mv == nil || res == nil {
		return nil
	}
	for _, x := range []struct {
		name string
		t    *TileType
	}{{"stationary", st}, {"moving", mv}} {
		if x.t.Mem != arch.SBUF || x.t.Rank() != 2 {
			return op.Errorf("the %s operand must be a 2-D sbuf tile, got %s", x.name, x.t)
		}
	}
	t := target(op)
	for _, x := range []*TileType{st, mv} {
		if !t.Supports(arch.PE, x.DType()) {
			return op.Errorf("TensorE does not read %s (%s)", typeKey(x.Elem), x)
		}
	}
	k, m, n := st.Dims[0], st.Dims[1], mv.Dims[1]
	if mv.Dims[0] != k {
		return op.Errorf("contracts %d partitions of the stationary operand with %d of the moving one", k, mv.Dims[0])
	}
	if res.Mem != arch.PSUM || res.Rank() != 2 || res.Dims[0] != m || res.Dims[1] != n || typeKey(res.Elem) != "f32" {
		return op.Errorf("result must be !penguin.tile<%dx%dxf32, psum>, got %s", m, n, res)
	}
	switch {
	case k > int64(t.MatmulMaxK):
		return op.Errorf("contracts K = %d partitions; %s's TensorE takes at most %d", k, t.Name, t.MatmulMaxK)
	case m > int64(t.MatmulMaxStationary):
		return op.Errorf("has a stationary free size M = %d; %s's TensorE takes at most %d", m, t.Name, t.MatmulMaxStationary)
	case n > int64(t.MatmulMaxMoving):
		return op.Errorf("has a moving free size N = %d; %s's TensorE takes at most %d", n, t.Name, t.MatmulMaxMoving)
	case n*4 > int64(t.PSUMBankBytes):
		return op.Errorf("writes %d bytes per partition; one PSUM bank of %s holds %d", n*4, t.Name, t.PSUMBankBytes)
	}
	return nil
}

func verifyTranspose(op *core.Operation) error {
	in, res := tileOf(op.Operand(0)), tileOf(op.Result(0))
	if in == nil || res == nil {
		return nil
	}
	if in.Rank() != 2 || res.Rank() != 2 || res.Dims[0] != in.Dims[1] || res.Dims[1] != in.Dims[0] {
		return op.Errorf("transposes a 2-D tile [A, B] into [B, A]; got %s -> %s", in, res)
	}
	// The result's partitions (the input's free size) were checked with
	// the result tile (verifyTiles).
	if res.Mem == arch.SBUF && res.Elem != in.Elem {
		return op.Errorf("into sbuf keeps the element type: %s, not %s", typeKey(in.Elem), typeKey(res.Elem))
	}
	return nil
}

// ewiseOps returns an ewise's ALU ops, one or two.
func ewiseOps(op *core.Operation) []AluOp { return aluOps(op.Attr("op"), op.Attr("op1")) }

func verifyEwise(op *core.Operation) error {
	res := tileOf(op.Result(0))
	ops := ewiseOps(op)
	if res == nil || len(ops) == 0 {
		return nil
	}
	cons := consumers(ops)
	tiles := op.Operands()
	n := len(tiles)
	if sc, ok := op.Attr("scalars").(*core.ArrayAttr); ok {
		n = len(sc.Elems)
		units := 0
		for i, a := range sc.Elems {
			if _, unit := a.(*core.UnitAttr); unit {
				units++
				continue
			}
			if i >= len(cons) {
				continue // the count check below reports it
			}
			if want := immType(op.Context(), cons[i]); attrType(a) != want {
				return op.Errorf("input #%d: %s reads an immediate of type %s, got %s", i, cons[i], ods.TypeString(want), core.AttrString(a))
			}
		}
		if units != len(tiles) {
			return op.Errorf("scalars has %d tile places for %d tile operands", units, len(tiles))
		}
	}
	if n != len(cons) {
		return op.Errorf("%s takes %d inputs, got %d", chainString(ops), len(cons), n)
	}
	if len(tiles) == 0 {
		return op.Errorf("needs at least one tile input")
	}
	bitwise := false
	for _, o := range ops {
		bitwise = bitwise || o.Bitwise()
	}
	for i, v := range tiles {
		t := tileOf(v)
		if !sameDims(t.Dims, res.Dims) && !(t.IsColumn() && t.Dims[0] == res.Dims[0]) {
			return op.Errorf("tile operand #%d (%s) is neither of the result's shape %s nor a [%d, 1] column",
				i, t, dimsString(res.Dims), res.Dims[0])
		}
		if bitwise && !IsIntElem(t.Elem) {
			return op.Errorf("%s works on integers; tile operand #%d is %s", chainString(ops), i, t)
		}
	}
	if bitwise && !IsIntElem(res.Elem) {
		return op.Errorf("%s works on integers; the result is %s", chainString(ops), res)
	}
	return nil
}

func chainString(ops []AluOp) string {
	if len(ops) == 2 {
		return ops[0].String() + " then " + ops[1].String()
	}
	return ops[0].String()
}

// attrType is a typed attribute's type, or nil.
func attrType(a core.Attribute) core.Type {
	if t, ok := a.(core.TypedAttr); ok {
		return t.AttrType()
	}
	return nil
}
