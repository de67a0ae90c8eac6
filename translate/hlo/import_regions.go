package hlo

import (
	"ncc/core"
	function "ncc/dialects/func"
	"ncc/dialects/ods"
	"ncc/dialects/stablehlo"
)

// region imports computation c as the body of r, the way XLA's
// ImportAsRegion does: one block argument per leaf of c's parameters (at
// the op's location) and a stablehlo.return of the root's leaves.
func (im *importer) region(r *core.Region, c *Computation, in *Instruction) error {
	var types []core.Type
	for _, p := range c.Params {
		ts, err := leafTypes(im.ctx, p.Shape)
		if err != nil {
			return im.errf(p, "%v", err)
		}
		types = append(types, ts...)
	}
	locs := make([]core.Location, len(types))
	for i := range locs {
		locs[i] = im.loc(in)
	}
	block := core.NewBlock(types, locs)
	r.Append(block)
	args := make([]*val, len(c.Params))
	rest := block.ArgValues()
	for i, p := range c.Params {
		args[i], rest = treeOf(p.Shape, rest)
	}
	return im.fillRegion(block, c, args, in)
}

// capturedRegion imports c as the argument-less body of r, its parameter
// bound to arg: the branches of stablehlo.if and stablehlo.case use the
// values around them (XLA's ReplaceBlockArgumentsWithImplicitOperands).
func (im *importer) capturedRegion(r *core.Region, c *Computation, arg *val, in *Instruction) error {
	block := core.NewBlock(nil, nil)
	r.Append(block)
	return im.fillRegion(block, c, []*val{arg}, in)
}

func (im *importer) fillRegion(block *core.Block, c *Computation, args []*val, in *Instruction) error {
	saved, before := im.b.InsertionPoint()
	defer im.b.RestoreInsertionPoint(saved, before)
	im.b.SetInsertionPointToEnd(block)
	root, err := im.body(c, args, in)
	if err != nil {
		return err
	}
	vs, err := im.leaves(c.Root, root)
	if err != nil {
		return err
	}
	im.b.CreateOp("stablehlo.return", im.loc(c.Root), vs, nil)
	return nil
}

// regionOp imports reduce, reduce-window, select-and-scatter, scatter,
// sort and map: their computations become the op's regions.
func (im *importer) regionOp(in *Instruction, ops []*val) (*val, error) {
	xs, err := im.arrs(in, ops)
	if err != nil {
		return nil, err
	}
	ts, err := im.types(in)
	if err != nil {
		return nil, err
	}
	var attrs []core.NamedAttr
	var name string
	regions := []string{"to_apply"}
	switch in.Opcode {
	case "reduce":
		if len(xs) == 0 || len(xs)%2 != 0 {
			return nil, im.errf(in, "reduce '%s' needs inputs and as many init values, found %d operands", in.Name, len(xs))
		}
		ds, err := im.ints(in, "dimensions", true)
		if err != nil {
			return nil, err
		}
		name, attrs = "stablehlo.reduce", []core.NamedAttr{named("dimensions", im.dense64(ds))}
	case "reduce-window", "select-and-scatter":
		if len(xs) == 0 || in.Opcode == "reduce-window" && len(xs)%2 != 0 || in.Opcode == "select-and-scatter" && len(xs) != 3 {
			return nil, im.errf(in, "'%s' (%s) has the wrong number of operands (%d)", in.Name, in.Opcode, len(xs))
		}
		w, err := im.window(in, rankOf(xs[0]))
		if err != nil {
			return nil, err
		}
		var size, stride, lhsDil, rhsDil, pad []int64
		for _, d := range w.Dims {
			size, stride = append(size, d.Size), append(stride, d.Stride)
			lhsDil, rhsDil = append(lhsDil, d.LhsDilate), append(rhsDil, d.RhsDilate)
			pad = append(pad, d.PadLow, d.PadHigh)
		}
		padding := named("padding", ods.DenseI64Elements(im.ctx, []int64{int64(len(w.Dims)), 2}, pad))
		if in.Opcode == "select-and-scatter" {
			name, regions = "stablehlo.select_and_scatter", []string{"select", "scatter"}
			attrs = []core.NamedAttr{named("window_dimensions", im.dense64(size)), named("window_strides", im.dense64(stride)), padding}
			break
		}
		name = "stablehlo.reduce_window"
		attrs = []core.NamedAttr{named("window_dimensions", im.dense64(size)), named("window_strides", im.dense64(stride)),
			named("base_dilations", im.dense64(lhsDil)), named("window_dilations", im.dense64(rhsDil)), padding}
	case "scatter":
		if len(xs) < 3 || len(xs)%2 == 0 {
			return nil, im.errf(in, "scatter '%s' needs inputs, indices and as many updates, found %d operands", in.Name, len(xs))
		}
		var d stablehlo.ScatterDims
		for _, f := range []struct {
			name string
			dst  *[]int64
		}{{"update_window_dims", &d.UpdateWindowDims}, {"inserted_window_dims", &d.InsertedWindowDims},
			{"input_batching_dims", &d.InputBatchingDims}, {"scatter_indices_batching_dims", &d.ScatterIndicesBatchingDims},
			{"scatter_dims_to_operand_dims", &d.ScatterDimsToOperandDims}} {
			if *f.dst, err = im.ints(in, f.name, false); err != nil {
				return nil, err
			}
		}
		if d.IndexVectorDim, err = im.intAttr(in, "index_vector_dim", 0, true); err != nil {
			return nil, err
		}
		sorted, err := im.boolAttr(in, "indices_are_sorted")
		if err != nil {
			return nil, err
		}
		unique, err := im.boolAttr(in, "unique_indices")
		if err != nil {
			return nil, err
		}
		name = "stablehlo.scatter"
		attrs = []core.NamedAttr{named("scatter_dimension_numbers", stablehlo.NewScatterDims(im.ctx, d)),
			named("indices_are_sorted", core.Bool(im.ctx, sorted)), named("unique_indices", core.Bool(im.ctx, unique))}
	case "sort":
		d, err := im.oneDim(in)
		if err != nil {
			return nil, err
		}
		stable, err := im.boolAttr(in, "is_stable")
		if err != nil {
			return nil, err
		}
		name = "stablehlo.sort"
		attrs = []core.NamedAttr{named("dimension", im.i64(d)), named("is_stable", core.Bool(im.ctx, stable))}
	case "map":
		ds, err := im.ints(in, "dimensions", true)
		if err != nil {
			return nil, err
		}
		name, attrs = "stablehlo.map", []core.NamedAttr{named("dimensions", im.dense64(ds))}
	}
	comps := make([]*Computation, len(regions))
	for i, r := range regions {
		if comps[i], err = im.comp(in, r); err != nil {
			return nil, err
		}
	}
	op := im.create(in, name, xs, ts, len(regions), attrs...)
	for i, c := range comps {
		if err := im.region(op.Region(i), c, in); err != nil {
			return nil, err
		}
	}
	return im.results(in, op), nil
}

func rankOf(v core.Value) int {
	if tt, ok := v.Type().(*core.TensorType); ok {
		return len(tt.Dims)
	}
	return -1
}

// while becomes a stablehlo.while over the leaves of its (tuple) state.
func (im *importer) while(in *Instruction, ops []*val) (*val, error) {
	if err := im.want(in, ops, 1); err != nil {
		return nil, err
	}
	xs, err := im.leaves(in, ops[0])
	if err != nil {
		return nil, err
	}
	ts := make([]core.Type, len(xs))
	for i, x := range xs {
		ts[i] = x.Type()
	}
	cond, err := im.comp(in, "condition")
	if err != nil {
		return nil, err
	}
	body, err := im.comp(in, "body")
	if err != nil {
		return nil, err
	}
	if len(cond.Params) != 1 || len(body.Params) != 1 {
		return nil, im.errf(in, "the condition and body of while '%s' must take one parameter", in.Name)
	}
	if err := im.checkShape(in, ops[0]); err != nil {
		return nil, err
	}
	op := im.create(in, "stablehlo.while", xs, ts, 2)
	if err := im.region(op.Region(0), cond, in); err != nil {
		return nil, err
	}
	if err := im.region(op.Region(1), body, in); err != nil {
		return nil, err
	}
	return im.results(in, op), nil
}

// conditional becomes stablehlo.if (a pred selector) or stablehlo.case
// (an s32 branch index); each branch's parameter is its operand.
func (im *importer) conditional(in *Instruction, ops []*val) (*val, error) {
	pred, err := im.arr(in, ops, 0)
	if err != nil {
		return nil, err
	}
	var branches []*Computation
	if a := in.Attr("branch_computations"); a != nil {
		branches = a.Comps
	} else {
		t, err := im.comp(in, "true_computation")
		if err != nil {
			return nil, err
		}
		f, err := im.comp(in, "false_computation")
		if err != nil {
			return nil, err
		}
		branches = []*Computation{t, f}
	}
	if len(branches) == 0 || len(ops) != len(branches)+1 {
		return nil, im.errf(in, "conditional '%s' has %d branches and %d branch operands", in.Name, len(branches), len(ops)-1)
	}
	for _, c := range branches {
		if len(c.Params) != 1 {
			return nil, im.errf(in, "branch '%s' of conditional '%s' must take one parameter", c.Name, in.Name)
		}
	}
	ts, err := im.types(in)
	if err != nil {
		return nil, err
	}
	name := "stablehlo.case"
	if len(in.Operands) > 0 && in.Operands[0].Shape.Elem == "pred" {
		if len(branches) != 2 {
			return nil, im.errf(in, "conditional '%s' on a pred needs two branches", in.Name)
		}
		name = "stablehlo.if"
	}
	op := im.create(in, name, []core.Value{pred}, ts, len(branches))
	for i, c := range branches {
		if err := im.capturedRegion(op.Region(i), c, ops[i+1], in); err != nil {
			return nil, err
		}
	}
	return im.results(in, op), nil
}

// call becomes func.call of the computation imported as a private
// function, with tuple operands and results flattened.
func (im *importer) call(in *Instruction, ops []*val) (*val, error) {
	c, err := im.comp(in, "to_apply")
	if err != nil {
		return nil, err
	}
	if len(ops) != len(c.Params) {
		return nil, im.errf(in, "call '%s' passes %d operands to '%s', which has %d parameters", in.Name, len(ops), c.Name, len(c.Params))
	}
	for i, p := range c.Params {
		if err := im.checkShape(p, ops[i]); err != nil {
			return nil, im.errf(in, "operand %d of call '%s' does not match parameter '%s' of '%s' (%s)", i, in.Name, p.Name, c.Name, p.Shape)
		}
	}
	if im.active[c] {
		return nil, im.errf(in, "computation '%s' calls itself: the call graph has a cycle", c.Name)
	}
	f, err := im.function(c, false)
	if err != nil {
		return nil, err
	}
	var xs []core.Value
	for _, o := range ops {
		vs, err := im.leaves(in, o)
		if err != nil {
			return nil, err
		}
		xs = append(xs, vs...)
	}
	ft := function.FunctionType(f)
	if ts, err := im.types(in); err != nil || !sameTypes(ts, ft.Results) {
		return nil, im.errf(in, "call '%s' has shape %s, but '%s' returns %s", in.Name, in.Shape, c.Name, c.Root.Shape)
	}
	if comp, err := im.boolAttr(in, "is_composite"); err != nil {
		return nil, err
	} else if comp {
		return im.composite(in, f, xs, ft.Results)
	}
	op := im.create(in, "func.call", xs, ft.Results, 0, named("callee", core.SymbolRef(im.ctx, function.SymName(f))))
	v := im.results(in, op)
	return v, im.checkShape(in, v)
}

func sameTypes(a, b []core.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
