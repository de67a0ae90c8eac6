package hlo

import (
	"fmt"
	"math"

	"ncc/core"
	"ncc/dialects/ods"
	"ncc/dialects/stablehlo"
)

// create builds op `name` for in at the insertion point, with in's
// location, its sharding as mhlo.sharding and its frontend attributes as
// mhlo.frontend_attributes, as XLA's importer attaches them, and nRegions
// empty regions for the caller to fill.
func (im *importer) create(in *Instruction, name string, operands []core.Value, results []core.Type, nRegions int, attrs ...core.NamedAttr) *core.Operation {
	opName, err := im.ctx.OpName(name)
	if err != nil {
		panic("hlo: op " + name + " is not loaded")
	}
	st := &core.OpState{Ctx: im.ctx, Name: opName, Loc: im.loc(in), Operands: operands, ResultTypes: results, Attrs: attrs}
	for range nRegions {
		st.AddRegion()
	}
	if in.HasSharding {
		st.AddAttr("mhlo.sharding", core.String(im.ctx, in.Sharding))
	}
	if len(in.Frontend) > 0 {
		st.AddAttr("mhlo.frontend_attributes", im.kvDict(in.Frontend))
	}
	op := im.b.Create(st)
	im.origin[op] = in
	return op
}

// one builds a single-result op whose result has in's (array) shape.
func (im *importer) one(in *Instruction, name string, operands []core.Value, attrs ...core.NamedAttr) (*val, error) {
	t, err := im.arrayType(in)
	if err != nil {
		return nil, err
	}
	return leaf(im.create(in, name, operands, []core.Type{t}, 0, attrs...).Result(0)), nil
}

// results turns an op's results into in's value: one leaf for an array
// shape, a tuple of them for a tuple shape.
func (im *importer) results(in *Instruction, op *core.Operation) *val {
	v, _ := treeOf(in.Shape, op.Results())
	return v
}

func (im *importer) kvDict(kvs []KV) *core.DictAttr {
	es := make([]core.NamedAttr, len(kvs))
	for i, kv := range kvs {
		es[i] = core.NamedAttr{Name: kv.Key, Value: core.String(im.ctx, kv.Value)}
	}
	return core.Dict(im.ctx, es)
}

// arrayType is in's shape as a tensor type; in must have an array shape.
func (im *importer) arrayType(in *Instruction) (core.Type, error) {
	if !in.Shape.IsArray() {
		return nil, im.errf(in, "'%s' must have an array shape, not %s", in.Name, in.Shape)
	}
	t, err := mlirType(im.ctx, in.Shape)
	if err != nil {
		return nil, im.errf(in, "%v", err)
	}
	return t, nil
}

// types are the types of in's shape's leaves.
func (im *importer) types(in *Instruction) ([]core.Type, error) {
	ts, err := leafTypes(im.ctx, in.Shape)
	if err != nil {
		return nil, im.errf(in, "%v", err)
	}
	return ts, nil
}

func (im *importer) want(in *Instruction, ops []*val, n int) error {
	if len(ops) != n {
		return im.errf(in, "'%s' (%s) takes %d operands, found %d", in.Name, in.Opcode, n, len(ops))
	}
	return nil
}

func (im *importer) wantAtLeast(in *Instruction, ops []*val, n int) error {
	if len(ops) < n {
		return im.errf(in, "'%s' (%s) takes at least %d operands, found %d", in.Name, in.Opcode, n, len(ops))
	}
	return nil
}

// arr is operand i, which must be an array.
func (im *importer) arr(in *Instruction, ops []*val, i int) (core.Value, error) {
	if i >= len(ops) {
		return nil, im.errf(in, "'%s' (%s) needs operand %d", in.Name, in.Opcode, i)
	}
	if ops[i].isTuple() || ops[i].v == nil {
		return nil, im.errf(in, "operand %d of '%s' (%s) must be an array, not a tuple", i, in.Name, in.Opcode)
	}
	return ops[i].v, nil
}

// arrs are all operands, each an array.
func (im *importer) arrs(in *Instruction, ops []*val) ([]core.Value, error) {
	out := make([]core.Value, len(ops))
	for i := range ops {
		v, err := im.arr(in, ops, i)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// Attribute access. Each fails with a located error when the attribute is
// missing (and required) or of the wrong kind.

func (im *importer) attrErr(in *Instruction, a *Attr, what string) error {
	return im.errAt(a.Pos, in, "attribute '%s' of '%s' must be %s", a.Name, in.Name, what)
}

func (im *importer) ints(in *Instruction, name string, required bool) ([]int64, error) {
	a := in.Attr(name)
	if a == nil {
		if required {
			return nil, im.errf(in, "'%s' (%s) needs attribute '%s'", in.Name, in.Opcode, name)
		}
		return nil, nil
	}
	v, ok := a.Val.([]int64)
	if !ok {
		return nil, im.attrErr(in, a, "a list of integers")
	}
	return v, nil
}

func (im *importer) intAttr(in *Instruction, name string, def int64, required bool) (int64, error) {
	a := in.Attr(name)
	if a == nil {
		if required {
			return 0, im.errf(in, "'%s' (%s) needs attribute '%s'", in.Name, in.Opcode, name)
		}
		return def, nil
	}
	v, ok := a.Val.(int64)
	if !ok {
		return 0, im.attrErr(in, a, "an integer")
	}
	return v, nil
}

// oneDim reads dimensions={d}.
func (im *importer) oneDim(in *Instruction) (int64, error) {
	ds, err := im.ints(in, "dimensions", true)
	if err != nil {
		return 0, err
	}
	if len(ds) != 1 {
		return 0, im.errAt(in.Attr("dimensions").Pos, in, "'%s' (%s) needs exactly one dimension in 'dimensions'", in.Name, in.Opcode)
	}
	return ds[0], nil
}

func (im *importer) boolAttr(in *Instruction, name string) (bool, error) {
	a := in.Attr(name)
	if a == nil {
		return false, nil
	}
	v, ok := a.Val.(bool)
	if !ok {
		return false, im.attrErr(in, a, "true or false")
	}
	return v, nil
}

func (im *importer) word(in *Instruction, name, def string) (string, *Attr, error) {
	a := in.Attr(name)
	if a == nil {
		return def, nil, nil
	}
	v, ok := a.Val.(string)
	if !ok {
		return "", a, im.attrErr(in, a, "a word")
	}
	return v, a, nil
}

// comp is the computation attribute name names.
func (im *importer) comp(in *Instruction, name string) (*Computation, error) {
	a := in.Attr(name)
	if a == nil || len(a.Comps) != 1 {
		return nil, im.errf(in, "'%s' (%s) needs attribute '%s' naming a computation", in.Name, in.Opcode, name)
	}
	return a.Comps[0], nil
}

func (im *importer) window(in *Instruction, rank int) (*Window, error) {
	a := in.Attr("window")
	if a == nil {
		if rank == 0 {
			return &Window{}, nil
		}
		return nil, im.errf(in, "'%s' (%s) needs attribute 'window'", in.Name, in.Opcode)
	}
	w, ok := a.Val.(*Window)
	if !ok {
		return nil, im.attrErr(in, a, "a window")
	}
	if rank >= 0 && len(w.Dims) != rank {
		return nil, im.errAt(a.Pos, in, "window of '%s' has %d dimensions, the operand has rank %d", in.Name, len(w.Dims), rank)
	}
	return w, nil
}

// Attribute values.

func (im *importer) i64(v int64) core.Attribute {
	return core.Int(im.ctx, core.IntegerType(im.ctx, 64), v)
}

func (im *importer) i32(v int64) core.Attribute {
	return core.Int(im.ctx, core.IntegerType(im.ctx, 32), v)
}

func (im *importer) dense64(vs []int64) core.Attribute { return ods.DenseI64Array(im.ctx, vs) }

func (im *importer) f32(v float64) core.Attribute {
	return core.FloatBits(im.ctx, core.F32(im.ctx), uint64(math.Float32bits(float32(v))))
}

func named(name string, a core.Attribute) core.NamedAttr { return core.NamedAttr{Name: name, Value: a} }

// groupsAttr is replica groups as StableHLO has them: an i64 tensor of
// [groups, largest group], short groups padded with -1.
func (im *importer) groupsAttr(gs [][]int64) core.Attribute {
	width := 0
	for _, g := range gs {
		width = max(width, len(g))
	}
	flat := make([]int64, 0, len(gs)*width)
	for _, g := range gs {
		flat = append(flat, g...)
		for range width - len(g) {
			flat = append(flat, -1)
		}
	}
	if len(gs) == 0 {
		return ods.DenseI64Elements(im.ctx, []int64{0, 0}, nil)
	}
	return ods.DenseI64Elements(im.ctx, []int64{int64(len(gs)), int64(width)}, flat)
}

func (im *importer) groups(in *Instruction, name string) ([][]int64, *Attr, error) {
	a := in.Attr(name)
	if a == nil {
		return [][]int64{}, nil, nil
	}
	gs, ok := a.Val.([][]int64)
	if !ok {
		return nil, a, im.attrErr(in, a, "a list of groups")
	}
	return gs, a, nil
}

// channelAttrs are the channel_handle (from channel_id) and
// use_global_device_ids of a collective.
func (im *importer) channelAttrs(in *Instruction, globalIDs bool) ([]core.NamedAttr, error) {
	var out []core.NamedAttr
	if a := in.Attr("channel_id"); a != nil {
		id, err := im.intAttr(in, "channel_id", 0, true)
		if err != nil {
			return nil, err
		}
		out = append(out, named("channel_handle", stablehlo.NewChannelHandle(im.ctx, id, 0)))
	}
	if globalIDs {
		g, err := im.boolAttr(in, "use_global_device_ids")
		if err != nil {
			return nil, err
		}
		if g {
			out = append(out, named("use_global_device_ids", core.Unit(im.ctx)))
		}
	}
	return out, nil
}

func fmtShapes(ss []*Shape) string {
	s := ""
	for i, x := range ss {
		if i > 0 {
			s += ", "
		}
		s += x.String()
	}
	return fmt.Sprint(s)
}
