package hlo

import (
	"encoding/binary"
	"math"
	"ncc/core"
	"ncc/dialects/stablehlo"
	"strconv"
)

// unaryOps and binaryOps map element-wise HLO opcodes to their StableHLO
// ops (XLA's NO_ATTRIBUTE_CASE and RESULT_ACCURACY_CASE lists). erf has
// no StableHLO op; CHLO's is what JAX exports for it.
var unaryOps = map[string]string{
	"abs": "stablehlo.abs", "cbrt": "stablehlo.cbrt", "ceil": "stablehlo.ceil",
	"clz": "stablehlo.count_leading_zeros", "cosine": "stablehlo.cosine", "exponential": "stablehlo.exponential",
	"exponential-minus-one": "stablehlo.exponential_minus_one", "floor": "stablehlo.floor", "imag": "stablehlo.imag",
	"is-finite": "stablehlo.is_finite", "log": "stablehlo.log", "log-plus-one": "stablehlo.log_plus_one",
	"logistic": "stablehlo.logistic", "negate": "stablehlo.negate", "not": "stablehlo.not",
	"popcnt": "stablehlo.popcnt", "real": "stablehlo.real", "round-nearest-afz": "stablehlo.round_nearest_afz",
	"round-nearest-even": "stablehlo.round_nearest_even", "rsqrt": "stablehlo.rsqrt", "sign": "stablehlo.sign",
	"sine": "stablehlo.sine", "sqrt": "stablehlo.sqrt", "tan": "stablehlo.tan", "tanh": "stablehlo.tanh",
	"erf": "chlo.erf", "bitcast-convert": "stablehlo.bitcast_convert", "reshape": "stablehlo.reshape",
}

var binaryOps = map[string]string{
	"add": "stablehlo.add", "atan2": "stablehlo.atan2", "complex": "stablehlo.complex", "divide": "stablehlo.divide",
	"maximum": "stablehlo.maximum", "minimum": "stablehlo.minimum", "multiply": "stablehlo.multiply",
	"power": "stablehlo.power", "remainder": "stablehlo.remainder", "shift-left": "stablehlo.shift_left",
	"shift-right-arithmetic": "stablehlo.shift_right_arithmetic", "shift-right-logical": "stablehlo.shift_right_logical",
	"subtract": "stablehlo.subtract", "and": "stablehlo.and", "or": "stablehlo.or", "xor": "stablehlo.xor",
}

// instr imports one instruction given its operands' values.
func (im *importer) instr(in *Instruction, ops []*val) (*val, error) {
	op := in.Opcode
	if name, ok := unaryOps[op]; ok {
		if err := im.want(in, ops, 1); err != nil {
			return nil, err
		}
		xs, err := im.arrs(in, ops)
		if err != nil {
			return nil, err
		}
		return im.one(in, name, xs)
	}
	if name, ok := binaryOps[op]; ok {
		if err := im.want(in, ops, 2); err != nil {
			return nil, err
		}
		xs, err := im.arrs(in, ops)
		if err != nil {
			return nil, err
		}
		if op == "add" && in.Shape.Elem == "pred" {
			name = "stablehlo.or" // HLO's add of PRED is logical or
		}
		return im.one(in, name, xs)
	}
	switch op {
	case "select", "clamp":
		if err := im.want(in, ops, 3); err != nil {
			return nil, err
		}
		xs, err := im.arrs(in, ops)
		if err != nil {
			return nil, err
		}
		return im.one(in, "stablehlo."+op, xs)
	case "constant":
		return im.constant(in)
	case "iota":
		d, err := im.intAttr(in, "iota_dimension", 0, true)
		if err != nil {
			return nil, err
		}
		return im.one(in, "stablehlo.iota", nil, named("iota_dimension", im.i64(d)))
	case "compare":
		return im.compare(in, ops)
	case "convert":
		return im.convert(in, ops)
	case "tuple":
		v := tupleOf(ops)
		return v, im.checkShape(in, v)
	case "get-tuple-element":
		return im.getTupleElement(in, ops)
	case "copy", "add-dependency", "domain", "all-reduce-done", "async-update":
		return im.identity(in, ops)
	case "async-start":
		return im.asyncStart(in, ops)
	case "topk":
		return im.topK(in, ops)
	case "copy-start":
		if err := im.want(in, ops, 1); err != nil {
			return nil, err
		}
		return tupleOf([]*val{ops[0], ops[0], leaf(nil)}), nil
	case "bitcast":
		return im.bitcast(in, ops)
	case "broadcast", "transpose", "reverse":
		return im.dimsOp(in, ops)
	case "slice", "dynamic-slice", "dynamic-update-slice", "concatenate", "pad":
		return im.shapeOp(in, ops)
	case "reduce-precision":
		xs, err := im.unary(in, ops)
		if err != nil {
			return nil, err
		}
		e, err := im.intAttr(in, "exponent_bits", 0, true)
		if err != nil {
			return nil, err
		}
		m, err := im.intAttr(in, "mantissa_bits", 0, true)
		if err != nil {
			return nil, err
		}
		return im.one(in, "stablehlo.reduce_precision", xs, named("exponent_bits", im.i32(e)), named("mantissa_bits", im.i32(m)))
	case "dot":
		return im.dot(in, ops)
	case "convolution":
		return im.convolution(in, ops)
	case "reduce", "reduce-window", "select-and-scatter", "scatter", "sort", "map":
		return im.regionOp(in, ops)
	case "gather":
		return im.gather(in, ops)
	case "while":
		return im.while(in, ops)
	case "conditional":
		return im.conditional(in, ops)
	case "call":
		return im.call(in, ops)
	case "fusion":
		c, err := im.comp(in, "calls")
		if err != nil {
			return nil, err
		}
		v, err := im.body(c, ops, in)
		if err != nil {
			return nil, err
		}
		return v, im.checkShape(in, v)
	case "custom-call":
		return im.customCall(in, ops)
	case "all-reduce", "all-reduce-start", "all-gather", "all-gather-start", "reduce-scatter", "all-to-all",
		"collective-permute", "collective-permute-start", "collective-broadcast":
		return im.collective(in, ops)
	case "all-gather-done", "collective-permute-done", "copy-done", "async-done":
		if err := im.want(in, ops, 1); err != nil {
			return nil, err
		}
		if !ops[0].isTuple() || len(ops[0].elems) < 2 {
			return nil, im.errf(in, "operand of '%s' must be the tuple of its start", in.Name)
		}
		v := ops[0].elems[1]
		return v, im.checkShape(in, v)
	case "replica-id", "partition-id":
		if err := im.want(in, ops, 0); err != nil {
			return nil, err
		}
		return im.one(in, map[string]string{"replica-id": "stablehlo.replica_id", "partition-id": "stablehlo.partition_id"}[op], nil)
	case "after-all":
		xs, err := im.arrs(in, ops)
		if err != nil {
			return nil, err
		}
		t := stablehlo.Token(im.ctx)
		if len(xs) == 0 {
			return leaf(im.create(in, "stablehlo.create_token", nil, []core.Type{t}, 0).Result(0)), nil
		}
		return leaf(im.create(in, "stablehlo.after_all", xs, []core.Type{t}, 0).Result(0)), nil
	case "opt-barrier", "optimization-barrier":
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
		v := im.results(in, im.create(in, "stablehlo.optimization_barrier", xs, ts, 0))
		return v, im.checkShape(in, v)
	case "get-dimension-size", "set-dimension-size":
		xs, err := im.arrs(in, ops)
		if err != nil {
			return nil, err
		}
		d, err := im.oneDim(in)
		if err != nil {
			return nil, err
		}
		name := "stablehlo.get_dimension_size"
		if op == "set-dimension-size" {
			name = "stablehlo.set_dimension_size"
		}
		return im.one(in, name, xs, named("dimension", im.i64(d)))
	case "rng", "rng-bit-generator":
		return im.rng(in, ops)
	case "batch-norm-training", "batch-norm-inference", "batch-norm-grad":
		return im.batchNorm(in, ops)
	case "fft", "triangular-solve", "cholesky":
		return im.linalg(in, ops)
	case "infeed", "outfeed", "send", "recv", "send-done", "recv-done":
		return im.io(in, ops)
	case "parameter":
		return nil, im.errf(in, "parameter '%s' outside a computation's parameter list", in.Name)
	}
	return nil, im.errf(in, "cannot import HLO opcode '%s'", op)
}

func (im *importer) unary(in *Instruction, ops []*val) ([]core.Value, error) {
	if err := im.want(in, ops, 1); err != nil {
		return nil, err
	}
	return im.arrs(in, ops)
}

func (im *importer) identity(in *Instruction, ops []*val) (*val, error) {
	if err := im.wantAtLeast(in, ops, 1); err != nil {
		return nil, err
	}
	return ops[0], im.checkShape(in, ops[0])
}

func (im *importer) constant(in *Instruction) (*val, error) {
	lit := in.Literal
	if lit == nil {
		return nil, im.errf(in, "constant '%s' has no literal", in.Name)
	}
	if in.Shape.IsTuple() {
		es := make([]*val, len(lit.Tuple))
		for i, sub := range lit.Tuple {
			x, err := im.arrayConstant(in, in.Shape.Tuple[i], sub)
			if err != nil {
				return nil, err
			}
			es[i] = x
		}
		return tupleOf(es), nil
	}
	return im.arrayConstant(in, in.Shape, lit)
}

func (im *importer) arrayConstant(in *Instruction, sh *Shape, lit *Literal) (*val, error) {
	if lit.Elided && im.opts.FillElidedConstants && !sh.IsTuple() {
		lit = im.fillElided(sh, lit)
	}
	if lit.Elided || lit.Tuple != nil && !sh.IsTuple() {
		return nil, im.errAt(lit.Pos, in, "constant '%s' is elided ({...}): the dump left out its values; dump the HLO with large constants printed (XLA_FLAGS=--xla_dump_large_constants), or import with --fill-elided-constants", in.Name)
	}
	if sh.IsTuple() {
		return nil, im.errAt(lit.Pos, in, "nested tuple constants are not supported")
	}
	t, err := mlirType(im.ctx, sh)
	if err != nil {
		return nil, im.errf(in, "%v", err)
	}
	tt, ok := t.(*core.TensorType)
	if !ok {
		return nil, im.errf(in, "constant '%s' must be an array", in.Name)
	}
	d, err := denseOf(im.ctx, tt, lit)
	if err != nil {
		if le, ok := err.(*litError); ok {
			return nil, im.errAt(le.pos, in, "bad literal of '%s': %s", in.Name, le.msg)
		}
		return nil, im.errAt(lit.Pos, in, "bad literal of '%s': %v", in.Name, err)
	}
	return leaf(im.create(in, "stablehlo.constant", nil, []core.Type{t}, 0, named("value", d)).Result(0)), nil
}

// fillElided returns values for an elided literal of shape sh
// (Options.FillElidedConstants): little-endian f32/f64 bits or integers,
// from a generator the importer carries on from constant to constant.
func (im *importer) fillElided(sh *Shape, lit *Literal) *Literal {
	n := int64(1)
	for _, d := range sh.Dims {
		n *= d
	}
	next := func() uint64 { // splitmix64
		im.fill += 0x9e3779b97f4a7c15
		z := im.fill
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	small := func() float64 { return float64(next()>>11)/(1<<53)*0.1 - 0.05 }
	out := &Literal{Pos: lit.Pos}
	switch sh.Elem {
	case "f32":
		out.Raw = make([]byte, 4*n)
		for i := range n {
			binary.LittleEndian.PutUint32(out.Raw[4*i:], math.Float32bits(float32(small())))
		}
	case "f64":
		out.Raw = make([]byte, 8*n)
		for i := range n {
			binary.LittleEndian.PutUint64(out.Raw[8*i:], math.Float64bits(small()))
		}
	case "pred", "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64":
		out.Ints = make([]int64, n)
		for i := range out.Ints {
			out.Ints[i] = int64(next() & 1)
		}
	default: // other floats and complex: as text, which encodes any of them
		out.Elems = make([]LitElem, n)
		for i := range out.Elems {
			out.Elems[i] = LitElem{Text: strconv.FormatFloat(small(), 'g', -1, 64), Pos: lit.Pos}
		}
	}
	return out
}

// comparisonDirections are HLO's direction= values in StableHLO's order.
var comparisonDirections = map[string]int{"EQ": stablehlo.CmpEQ, "NE": stablehlo.CmpNE, "GE": stablehlo.CmpGE,
	"GT": stablehlo.CmpGT, "LE": stablehlo.CmpLE, "LT": stablehlo.CmpLT}

func (im *importer) compare(in *Instruction, ops []*val) (*val, error) {
	if err := im.want(in, ops, 2); err != nil {
		return nil, err
	}
	xs, err := im.arrs(in, ops)
	if err != nil {
		return nil, err
	}
	dir, a, err := im.word(in, "direction", "")
	if err != nil {
		return nil, err
	}
	d, ok := comparisonDirections[dir]
	if !ok {
		if a == nil {
			return nil, im.errf(in, "compare '%s' needs a direction", in.Name)
		}
		return nil, im.errAt(a.Pos, in, "unknown comparison direction '%s'", dir)
	}
	attrs := []core.NamedAttr{named("comparison_direction", stablehlo.Enum(im.ctx, stablehlo.ComparisonDirectionKind, d))}
	typ, ta, err := im.word(in, "type", "")
	if err != nil {
		return nil, err
	}
	if typ != "" {
		v, ok := stablehlo.ComparisonTypeKind.Value(typ)
		if !ok {
			return nil, im.errAt(ta.Pos, in, "unknown comparison type '%s'", typ)
		}
		// XLA's importer writes compare_type only when it is not the
		// element type's default (Comparison::DefaultComparisonType).
		if v != defaultCompareType(core.ElementTypeOrSelf(xs[0].Type())) {
			attrs = append(attrs, named("compare_type", stablehlo.Enum(im.ctx, stablehlo.ComparisonTypeKind, v)))
		}
	}
	return im.one(in, "stablehlo.compare", xs, attrs...)
}

func defaultCompareType(t core.Type) int {
	switch t := t.(type) {
	case *core.FloatType, *core.ComplexType:
		return stablehlo.CmpTypeFloat
	case *core.IntType:
		if t.Width == 1 || t.Sign == core.Unsigned {
			return stablehlo.CmpTypeUnsigned
		}
	}
	return stablehlo.CmpTypeSigned
}

// convert is stablehlo.convert, except that a conversion to pred is
// `x != 0`, as in XLA's importer.
func (im *importer) convert(in *Instruction, ops []*val) (*val, error) {
	xs, err := im.unary(in, ops)
	if err != nil {
		return nil, err
	}
	if in.Shape.Elem != "pred" {
		return im.one(in, "stablehlo.convert", xs)
	}
	tt, ok := xs[0].Type().(*core.TensorType)
	if !ok || core.NumElements(tt.Dims) < 0 {
		return nil, im.errf(in, "convert '%s' to pred needs a static operand shape", in.Name)
	}
	zero := core.Dense(im.ctx, tt, make([]byte, core.ElementBytes(tt.Elem)))
	z := im.create(in, "stablehlo.constant", nil, []core.Type{tt}, 0, named("value", zero)).Result(0)
	return im.one(in, "stablehlo.compare", []core.Value{xs[0], z},
		named("comparison_direction", stablehlo.Enum(im.ctx, stablehlo.ComparisonDirectionKind, stablehlo.CmpNE)))
}

func (im *importer) getTupleElement(in *Instruction, ops []*val) (*val, error) {
	if err := im.want(in, ops, 1); err != nil {
		return nil, err
	}
	i, err := im.intAttr(in, "index", 0, true)
	if err != nil {
		return nil, err
	}
	t := ops[0]
	if !t.isTuple() {
		return nil, im.errf(in, "operand of get-tuple-element '%s' is not a tuple", in.Name)
	}
	if i < 0 || i >= int64(len(t.elems)) {
		return nil, im.errAt(in.Attr("index").Pos, in, "index %d of '%s' is out of range for a tuple of %d elements", i, in.Name, len(t.elems))
	}
	return t.elems[i], im.checkShape(in, t.elems[i])
}

// dimsOp imports broadcast, transpose and reverse, whose dimensions=
// becomes broadcast_dimensions, permutation or dimensions.
func (im *importer) dimsOp(in *Instruction, ops []*val) (*val, error) {
	xs, err := im.unary(in, ops)
	if err != nil {
		return nil, err
	}
	ds, err := im.ints(in, "dimensions", in.Opcode != "broadcast")
	if err != nil {
		return nil, err
	}
	if ds == nil {
		ds = []int64{}
	}
	switch in.Opcode {
	case "broadcast":
		return im.one(in, "stablehlo.broadcast_in_dim", xs, named("broadcast_dimensions", im.dense64(ds)))
	case "transpose":
		return im.one(in, "stablehlo.transpose", xs, named("permutation", im.dense64(ds)))
	}
	return im.one(in, "stablehlo.reverse", xs, named("dimensions", im.dense64(ds)))
}

func (im *importer) shapeOp(in *Instruction, ops []*val) (*val, error) {
	xs, err := im.arrs(in, ops)
	if err != nil {
		return nil, err
	}
	switch in.Opcode {
	case "slice":
		if err := im.want(in, ops, 1); err != nil {
			return nil, err
		}
		a := in.Attr("slice")
		sl, ok := []SliceDim(nil), false
		if a != nil {
			sl, ok = a.Val.([]SliceDim)
		}
		if !ok {
			return nil, im.errf(in, "slice '%s' needs attribute 'slice'", in.Name)
		}
		var starts, limits, strides []int64
		for _, d := range sl {
			starts, limits, strides = append(starts, d.Start), append(limits, d.Limit), append(strides, d.Stride)
		}
		return im.one(in, "stablehlo.slice", xs, named("start_indices", im.dense64(starts)),
			named("limit_indices", im.dense64(limits)), named("strides", im.dense64(strides)))
	case "dynamic-slice":
		if err := im.wantAtLeast(in, ops, 1); err != nil {
			return nil, err
		}
		sizes, err := im.ints(in, "dynamic_slice_sizes", true)
		if err != nil {
			return nil, err
		}
		return im.one(in, "stablehlo.dynamic_slice", xs, named("slice_sizes", im.dense64(sizes)))
	case "dynamic-update-slice":
		if err := im.wantAtLeast(in, ops, 2); err != nil {
			return nil, err
		}
		return im.one(in, "stablehlo.dynamic_update_slice", xs)
	case "concatenate":
		d, err := im.oneDim(in)
		if err != nil {
			return nil, err
		}
		return im.one(in, "stablehlo.concatenate", xs, named("dimension", im.i64(d)))
	}
	// pad
	if err := im.want(in, ops, 2); err != nil {
		return nil, err
	}
	a := in.Attr("padding")
	var pads []PadDim
	if a != nil {
		pads, _ = a.Val.([]PadDim)
	}
	if pads == nil {
		if a != nil || in.Shape.IsArray() && len(in.Shape.Dims) > 0 {
			return nil, im.errf(in, "pad '%s' needs attribute 'padding'", in.Name)
		}
	}
	var lo, hi, interior []int64
	for _, p := range pads {
		lo, hi, interior = append(lo, p.Low), append(hi, p.High), append(interior, p.Interior)
	}
	return im.one(in, "stablehlo.pad", xs, named("edge_padding_low", im.dense64(lo)),
		named("edge_padding_high", im.dense64(hi)), named("interior_padding", im.dense64(interior)))
}

// asyncStart imports the asynchronous wrapper of any op (async-start,
// async-update, async-done with calls=%wrapped): its value is the wrapped
// computation's, inlined on the operands, as XLA's importer makes the
// synchronous op of it. The start's value is the tuple ((operands),
// result, context...) the -update and -done ops pass along; the contexts
// have no StableHLO value.
func (im *importer) asyncStart(in *Instruction, ops []*val) (*val, error) {
	c, err := im.comp(in, "calls")
	if err != nil {
		return nil, err
	}
	if !in.Shape.IsTuple() || len(in.Shape.Tuple) < 2 {
		return nil, im.errf(in, "'%s' (async-start) must have a tuple shape ((operands), result, ...)", in.Name)
	}
	r, err := im.body(c, ops, in)
	if err != nil {
		return nil, err
	}
	es := []*val{tupleOf(ops), r}
	for _, sh := range in.Shape.Tuple[2:] {
		es = append(es, nilTree(sh))
	}
	v := tupleOf(es)
	return v, im.checkShape(in, v)
}

// nilTree is a value of shape sh with no StableHLO values in it.
func nilTree(sh *Shape) *val {
	if !sh.IsTuple() {
		return leaf(nil)
	}
	es := make([]*val, len(sh.Tuple))
	for i, e := range sh.Tuple {
		es[i] = nilTree(e)
	}
	return tupleOf(es)
}

// topK imports topk(x), k=K, largest=true as chlo.top_k, as XLA's
// importer does; the smallest k (largest=false) are the largest k of the
// negated operand (negated back), for a signed or floating operand.
func (im *importer) topK(in *Instruction, ops []*val) (*val, error) {
	if err := im.want(in, ops, 1); err != nil {
		return nil, err
	}
	x, err := im.arr(in, ops, 0)
	if err != nil {
		return nil, err
	}
	k, err := im.intAttr(in, "k", 0, true)
	if err != nil {
		return nil, err
	}
	largest := true
	if a := in.Attr("largest"); a != nil {
		if largest, err = im.boolAttr(in, "largest"); err != nil {
			return nil, err
		}
	}
	if !in.Shape.IsTuple() || len(in.Shape.Tuple) != 2 {
		return nil, im.errf(in, "'%s' (topk) must have the shape (values, indices)", in.Name)
	}
	ts, err := im.types(in)
	if err != nil {
		return nil, err
	}
	if !largest {
		if it, ok := core.ElementTypeOrSelf(x.Type()).(*core.IntType); ok && (it.Sign == core.Unsigned || it.Width == 1) {
			return nil, im.errf(in, "topk '%s' with largest=false needs a signed or floating-point operand", in.Name)
		}
		x = im.create(in, "stablehlo.negate", []core.Value{x}, []core.Type{x.Type()}, 0).Result(0)
	}
	op := im.create(in, "chlo.top_k", []core.Value{x}, ts, 0, named("k", im.i64(k)))
	vals, idx := op.Result(0), op.Result(1)
	if !largest {
		vals = im.create(in, "stablehlo.negate", []core.Value{vals}, []core.Type{vals.Type()}, 0).Result(0)
	}
	return tupleOf([]*val{leaf(vals), leaf(idx)}), nil
}
