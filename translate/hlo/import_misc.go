package hlo

import (
	"strings"

	"ncc/core"
	"ncc/dialects/ods"
	"ncc/dialects/stablehlo"
	"ncc/numerics"
)

// collective imports all-reduce, all-gather, reduce-scatter, all-to-all,
// collective-permute and collective-broadcast (and the -start halves of
// their asynchronous forms) with replica groups and channel handles.
func (im *importer) collective(in *Instruction, ops []*val) (*val, error) {
	xs, err := im.arrs(in, ops)
	if err != nil {
		return nil, err
	}
	op := strings.TrimSuffix(in.Opcode, "-start")
	async := op != in.Opcode
	resShape := in.Shape
	if async && op != "all-reduce" {
		if !in.Shape.IsTuple() || len(in.Shape.Tuple) < 2 {
			return nil, im.errf(in, "'%s' (%s) must have a tuple shape (operands, results, ...)", in.Name, in.Opcode)
		}
		resShape = in.Shape.Tuple[1]
	}
	ts, err := leafTypes(im.ctx, resShape)
	if err != nil {
		return nil, im.errf(in, "%v", err)
	}
	gs, ga, err := im.groups(in, "replica_groups")
	if err != nil {
		return nil, err
	}
	attrs, err := im.channelAttrs(in, op != "collective-permute" && op != "all-to-all" && op != "collective-broadcast")
	if err != nil {
		return nil, err
	}
	if op != "collective-permute" {
		attrs = append(attrs, named("replica_groups", im.groupsAttr(gs)))
	}
	var name string
	var region *Computation
	switch op {
	case "all-reduce":
		name = "stablehlo.all_reduce"
		if region, err = im.comp(in, "to_apply"); err != nil {
			return nil, err
		}
	case "reduce-scatter":
		name = "stablehlo.reduce_scatter"
		if region, err = im.comp(in, "to_apply"); err != nil {
			return nil, err
		}
		d, err := im.oneDim(in)
		if err != nil {
			return nil, err
		}
		attrs = append(attrs, named("scatter_dimension", im.i64(d)))
	case "all-gather":
		name = "stablehlo.all_gather"
		d, err := im.oneDim(in)
		if err != nil {
			return nil, err
		}
		attrs = append(attrs, named("all_gather_dim", im.i64(d)))
	case "all-to-all":
		if in.Shape.IsTuple() || len(xs) != 1 {
			return nil, im.errf(in, "all-to-all '%s' over a tuple has no StableHLO form (only the array all-to-all does)", in.Name)
		}
		d, err := im.oneDim(in)
		if err != nil {
			return nil, err
		}
		if len(gs) == 0 {
			return nil, im.errf(in, "all-to-all '%s' needs non-empty replica_groups", in.Name)
		}
		name = "stablehlo.all_to_all"
		attrs = append(attrs, named("split_dimension", im.i64(d)), named("concat_dimension", im.i64(d)),
			named("split_count", im.i64(int64(len(gs[0])))))
	case "collective-permute":
		name = "stablehlo.collective_permute"
		pairs, pa, err := im.groups(in, "source_target_pairs")
		if err != nil {
			return nil, err
		}
		flat := []int64{}
		for _, p := range pairs {
			if len(p) != 2 {
				return nil, im.errAt(pa.Pos, in, "source_target_pairs of '%s' must be pairs", in.Name)
			}
			flat = append(flat, p...)
		}
		attrs = append(attrs, named("source_target_pairs", ods.DenseI64Elements(im.ctx, []int64{int64(len(pairs)), 2}, flat)))
	case "collective-broadcast":
		name = "stablehlo.collective_broadcast"
	}
	_ = ga
	if !async && (op == "all-gather" || op == "reduce-scatter") && len(xs) > 1 {
		return im.tupleCollective(in, name, xs, ts, region, attrs)
	}
	nRegions := 0
	if region != nil {
		nRegions = 1
	}
	o := im.create(in, name, xs, ts, nRegions, attrs...)
	if region != nil {
		if err := im.region(o.Region(0), region, in); err != nil {
			return nil, err
		}
	}
	res, _ := treeOf(resShape, o.Results())
	if resShape == in.Shape {
		return res, nil
	}
	// An asynchronous start is (operands, results, contexts...); the
	// contexts have no StableHLO value.
	operands := ops[0]
	if len(ops) != 1 {
		operands = tupleOf(ops)
	}
	es := []*val{operands, res}
	for range in.Shape.Tuple[2:] {
		es = append(es, leaf(nil))
	}
	return tupleOf(es), nil
}

// tupleCollective imports an all-gather or reduce-scatter over several
// operands. The rank-0 operands are torch_xla's pseudo-token: a numeric zero
// that torch-neuronx's torch_xla threads through each collective, as an
// extra scalar operand, only to order the collectives. XLA's shape inference
// now rejects a scalar there (nothing to gather or scatter along), so the
// token has no collective meaning and passes through unchanged. The rest
// become one variadic all_gather, or one reduce_scatter each (StableHLO's
// reduce_scatter takes a single operand).
func (im *importer) tupleCollective(in *Instruction, name string, xs []core.Value, ts []core.Type, region *Computation, attrs []core.NamedAttr) (*val, error) {
	if len(xs) != len(ts) {
		return nil, im.errf(in, "'%s' (%s) has %d operands but %d results", in.Name, in.Opcode, len(xs), len(ts))
	}
	res := make([]core.Value, len(xs))
	var arrays []int
	for i, x := range xs {
		if t, ok := x.Type().(*core.TensorType); ok && len(t.Dims) == 0 && t.Key() == ts[i].Key() {
			res[i] = x
			continue
		}
		arrays = append(arrays, i)
	}
	groups := [][]int{arrays}
	if name == "stablehlo.reduce_scatter" {
		groups = groups[:0]
		for _, i := range arrays {
			groups = append(groups, []int{i})
		}
	}
	for _, g := range groups {
		if len(g) == 0 {
			continue
		}
		operands := make([]core.Value, len(g))
		types := make([]core.Type, len(g))
		for j, i := range g {
			operands[j], types[j] = xs[i], ts[i]
		}
		nRegions := 0
		if region != nil {
			nRegions = 1
		}
		o := im.create(in, name, operands, types, nRegions, attrs...)
		if region != nil {
			if err := im.region(o.Region(0), region, in); err != nil {
				return nil, err
			}
		}
		for j, i := range g {
			res[i] = o.Result(j)
		}
	}
	v, _ := treeOf(in.Shape, res)
	return v, nil
}

// precision is precision_config from operand_precision={...}; XLA's
// importer always writes one, [DEFAULT, DEFAULT] by default.
func (im *importer) precision(in *Instruction) (core.Attribute, error) {
	words := []string{"DEFAULT", "DEFAULT"}
	if a := in.Attr("operand_precision"); a != nil {
		ws, ok := a.Val.([]string)
		if !ok {
			return nil, im.attrErr(in, a, "a list of precisions")
		}
		words = ws
	}
	es := make([]core.Attribute, len(words))
	for i, w := range words {
		v, ok := stablehlo.PrecisionKind.Value(strings.ToUpper(w))
		if !ok {
			v = 0
		}
		es[i] = stablehlo.Enum(im.ctx, stablehlo.PrecisionKind, v)
	}
	return core.Array(im.ctx, es), nil
}

func (im *importer) dot(in *Instruction, ops []*val) (*val, error) {
	if err := im.want(in, ops, 2); err != nil {
		return nil, err
	}
	xs, err := im.arrs(in, ops)
	if err != nil {
		return nil, err
	}
	var dims [4][]int64
	for i, n := range []string{"lhs_batch_dims", "rhs_batch_dims", "lhs_contracting_dims", "rhs_contracting_dims"} {
		if dims[i], err = im.ints(in, n, false); err != nil {
			return nil, err
		}
	}
	prec, err := im.precision(in)
	if err != nil {
		return nil, err
	}
	lr, rr := rankOf(xs[0]), rankOf(xs[1])
	lc := int64(1)
	if lr == 1 {
		lc = 0
	}
	// XLA's DotIsDefault: ranks at most 2, no batch dims, the usual
	// contracting dims: stablehlo.dot. Anything else is dot_general.
	if lr <= 2 && rr <= 2 && len(dims[0]) == 0 && len(dims[1]) == 0 &&
		len(dims[2]) == 1 && dims[2][0] == lc && len(dims[3]) == 1 && dims[3][0] == 0 {
		return im.one(in, "stablehlo.dot", xs, named("precision_config", prec))
	}
	return im.one(in, "stablehlo.dot_general", xs, named("precision_config", prec),
		named("dot_dimension_numbers", stablehlo.NewDotDims(im.ctx, dims[0], dims[1], dims[2], dims[3])))
}

// convolution maps window= and dim_labels= onto stablehlo.convolution's
// window attributes and #stablehlo.conv dimension numbers.
func (im *importer) convolution(in *Instruction, ops []*val) (*val, error) {
	if err := im.want(in, ops, 2); err != nil {
		return nil, err
	}
	xs, err := im.arrs(in, ops)
	if err != nil {
		return nil, err
	}
	rank := rankOf(xs[0])
	la := in.Attr("dim_labels")
	labels, _ := func() (string, bool) {
		if la == nil {
			return "", false
		}
		s, ok := la.Val.(string)
		return s, ok
	}()
	if labels == "" {
		return nil, im.errf(in, "convolution '%s' needs attribute 'dim_labels'", in.Name)
	}
	cd, ok := convDims(labels, rank)
	if !ok {
		return nil, im.errAt(la.Pos, in, "bad dim_labels '%s' for operands of rank %d", labels, rank)
	}
	w, err := im.window(in, rank-2)
	if err != nil {
		return nil, err
	}
	var stride, pad, lhsDil, rhsDil []int64
	var rev []bool
	for _, d := range w.Dims {
		stride, lhsDil, rhsDil = append(stride, d.Stride), append(lhsDil, d.LhsDilate), append(rhsDil, d.RhsDilate)
		pad, rev = append(pad, d.PadLow, d.PadHigh), append(rev, d.Reversal)
	}
	fgc, err := im.intAttr(in, "feature_group_count", 1, false)
	if err != nil {
		return nil, err
	}
	bgc, err := im.intAttr(in, "batch_group_count", 1, false)
	if err != nil {
		return nil, err
	}
	prec, err := im.precision(in)
	if err != nil {
		return nil, err
	}
	if xs, err = im.commonElem(in, xs); err != nil {
		return nil, err
	}
	return im.one(in, "stablehlo.convolution", xs,
		named("window_strides", im.dense64(stride)),
		named("padding", ods.DenseI64Elements(im.ctx, []int64{int64(len(w.Dims)), 2}, pad)),
		named("lhs_dilation", im.dense64(lhsDil)), named("rhs_dilation", im.dense64(rhsDil)),
		named("window_reversal", ods.DenseBoolArray(im.ctx, rev)),
		named("dimension_numbers", stablehlo.NewConvDims(im.ctx, cd)),
		named("feature_group_count", im.i64(fgc)), named("batch_group_count", im.i64(bgc)),
		named("precision_config", prec))
}

// convDims reads dim labels like b01f_01io->b01f: b and f (or i and o for
// the kernel) name batch and feature dimensions, digits the spatial ones.
func convDims(labels string, rank int) (stablehlo.ConvDims, bool) {
	var d stablehlo.ConvDims
	lk, out, ok := strings.Cut(labels, "->")
	lhs, kernel, ok2 := strings.Cut(lk, "_")
	if !ok || !ok2 || rank < 2 || len(lhs) != rank || len(kernel) != rank || len(out) != rank {
		return d, false
	}
	parse := func(s string, a, b byte) (int64, int64, []int64, bool) {
		ia, ib := strings.IndexByte(s, a), strings.IndexByte(s, b)
		sp := make([]int64, rank-2)
		seen := 0
		for i := range sp {
			sp[i] = -1
		}
		for i := 0; i < len(s); i++ {
			c := s[i]
			if c >= '0' && c <= '9' {
				k := int(c - '0')
				if k >= rank-2 || sp[k] >= 0 {
					return 0, 0, nil, false
				}
				sp[k] = int64(i)
				seen++
			} else if c != a && c != b {
				return 0, 0, nil, false
			}
		}
		return int64(ia), int64(ib), sp, ia >= 0 && ib >= 0 && ia != ib && seen == rank-2 &&
			strings.Count(s, string(a)) == 1 && strings.Count(s, string(b)) == 1
	}
	var ok3, ok4, ok5 bool
	d.InputBatch, d.InputFeature, d.InputSpatial, ok3 = parse(lhs, 'b', 'f')
	d.KernelInputFeature, d.KernelOutputFeature, d.KernelSpatial, ok4 = parse(kernel, 'i', 'o')
	d.OutputBatch, d.OutputFeature, d.OutputSpatial, ok5 = parse(out, 'b', 'f')
	return d, ok3 && ok4 && ok5
}

// commonElem converts convolution operands of different element types to
// the one that holds the other's values, as XLA's importer does.
func (im *importer) commonElem(in *Instruction, xs []core.Value) ([]core.Value, error) {
	a, b := core.ElementTypeOrSelf(xs[0].Type()), core.ElementTypeOrSelf(xs[1].Type())
	if a == b {
		return xs, nil
	}
	conv := func(x core.Value, elem core.Type) core.Value {
		tt := x.Type().(*core.TensorType)
		t := core.RankedTensor(im.ctx, tt.Dims, elem, tt.Encoding)
		return im.create(in, "stablehlo.convert", []core.Value{x}, []core.Type{t}, 0).Result(0)
	}
	switch {
	case preserves(a, b):
		return []core.Value{conv(xs[0], b), xs[1]}, nil
	case preserves(b, a):
		return []core.Value{xs[0], conv(xs[1], a)}, nil
	}
	return nil, im.errf(in, "convolution '%s' mixes element types %s and %s, neither of which holds the other's values",
		in.Name, typeName(a), typeName(b))
}

// preserves reports whether every value of from is a value of to
// (primitive_util::CastPreservesValues).
func preserves(from, to core.Type) bool {
	fi, fInt := from.(*core.IntType)
	ti, tInt := to.(*core.IntType)
	ff, fFloat := from.(*core.FloatType)
	tf, tFloat := to.(*core.FloatType)
	switch {
	case fInt && tInt:
		if fi.Width == 1 {
			return true
		}
		if (fi.Sign == core.Unsigned) == (ti.Sign == core.Unsigned) {
			return ti.Width >= fi.Width
		}
		return fi.Sign == core.Unsigned && ti.Width > fi.Width
	case fInt && tFloat:
		t, ok := numerics.FormatByName(tf.Name)
		return ok && t.ManBits()+1 >= fi.Width
	case fFloat && tFloat:
		f, ok1 := numerics.FormatByName(ff.Name)
		t, ok2 := numerics.FormatByName(tf.Name)
		return ok1 && ok2 && t.ManBits() >= f.ManBits() && t.ExpBits() >= f.ExpBits()
	}
	return false
}

func (im *importer) gather(in *Instruction, ops []*val) (*val, error) {
	if err := im.want(in, ops, 2); err != nil {
		return nil, err
	}
	xs, err := im.arrs(in, ops)
	if err != nil {
		return nil, err
	}
	var d stablehlo.GatherDims
	for _, f := range []struct {
		name string
		dst  *[]int64
	}{{"offset_dims", &d.OffsetDims}, {"collapsed_slice_dims", &d.CollapsedSliceDims},
		{"operand_batching_dims", &d.OperandBatchingDims}, {"start_indices_batching_dims", &d.StartIndicesBatchingDims},
		{"start_index_map", &d.StartIndexMap}} {
		if *f.dst, err = im.ints(in, f.name, false); err != nil {
			return nil, err
		}
	}
	if d.IndexVectorDim, err = im.intAttr(in, "index_vector_dim", 0, true); err != nil {
		return nil, err
	}
	sizes, err := im.ints(in, "slice_sizes", true)
	if err != nil {
		return nil, err
	}
	sorted, err := im.boolAttr(in, "indices_are_sorted")
	if err != nil {
		return nil, err
	}
	return im.one(in, "stablehlo.gather", xs, named("dimension_numbers", stablehlo.NewGatherDims(im.ctx, d)),
		named("slice_sizes", im.dense64(sizes)), named("indices_are_sorted", core.Bool(im.ctx, sorted)))
}
