package hlo

import (
	"encoding/binary"
	"strings"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/ods"
	"ncc/dialects/stablehlo"
)

// apiVersions are custom-call's api_version= values, numbered as
// StableHLO's CustomCallApiVersion.
var apiVersions = map[string]int64{"API_VERSION_UNSPECIFIED": 0, "API_VERSION_ORIGINAL": 1,
	"API_VERSION_STATUS_RETURNING": 2, "API_VERSION_STATUS_RETURNING_UNIFIED": 3, "API_VERSION_TYPED_FFI": 4}

// customCall keeps a custom-call as stablehlo.custom_call with its target,
// backend_config, api_version, called computations and layouts. A tuple
// result stays a tuple, taken apart with stablehlo.get_tuple_element, as
// in XLA's importer.
func (im *importer) customCall(in *Instruction, ops []*val) (*val, error) {
	a := in.Attr("custom_call_target")
	target, ok := "", false
	if a != nil {
		target, ok = a.Val.(string)
	}
	if !ok {
		return nil, im.errf(in, "custom-call '%s' needs custom_call_target", in.Name)
	}
	xs := make([]core.Value, 0, len(ops))
	for _, o := range ops {
		x, err := im.materialize(in, o)
		if err != nil {
			return nil, err
		}
		xs = append(xs, x)
	}
	rt, err := mlirType(im.ctx, in.Shape)
	if err != nil {
		return nil, im.errf(in, "%v", err)
	}
	side, err := im.boolAttr(in, "custom_call_has_side_effect")
	if err != nil {
		return nil, err
	}
	apiWord, aa, err := im.word(in, "api_version", "API_VERSION_ORIGINAL")
	if err != nil {
		return nil, err
	}
	api, ok := apiVersions[apiWord]
	if !ok {
		return nil, im.errAt(aa.Pos, in, "unknown api_version '%s'", apiWord)
	}
	attrs := []core.NamedAttr{
		named("call_target_name", core.String(im.ctx, target)),
		named("has_side_effect", core.Bool(im.ctx, side)),
		named("api_version", im.i32(api)),
	}
	if api == 4 {
		cfg, err := im.parseAttr(in, in.BackendCfg, "backend_config")
		if err != nil {
			return nil, err
		}
		attrs = append(attrs, named("backend_config", cfg))
	} else {
		attrs = append(attrs, named("backend_config", core.String(im.ctx, in.BackendCfg)))
	}
	if ca := in.Attr("called_computations"); ca != nil && len(ca.Comps) > 0 {
		refs := make([]core.Attribute, len(ca.Comps))
		for i, c := range ca.Comps {
			if im.active[c] {
				return nil, im.errf(in, "computation '%s' calls itself: the call graph has a cycle", c.Name)
			}
			f, err := im.function(c, false)
			if err != nil {
				return nil, err
			}
			refs[i] = core.SymbolRef(im.ctx, f.Attr("sym_name").(*core.StringAttr).Value)
		}
		attrs = append(attrs, named("called_computations", core.Array(im.ctx, refs)))
	}
	if la := in.Attr("operand_layout_constraints"); la != nil {
		shapes, ok := la.Val.([]*Shape)
		if !ok || len(shapes) != len(xs) {
			return nil, im.errAt(la.Pos, in, "operand_layout_constraints of '%s' must give one shape per operand", in.Name)
		}
		attrs = append(attrs, named("operand_layouts", im.layouts(shapes)),
			named("result_layouts", im.layouts(in.Shape.Leaves())))
	}
	if la := in.Attr("literal"); la != nil {
		sl, ok := la.Val.(*shapedLiteral)
		if !ok || !sl.Shape.IsArray() {
			return nil, im.errAt(la.Pos, in, "literal of '%s' must be an array literal", in.Name)
		}
		t, err := mlirType(im.ctx, sl.Shape)
		if err != nil {
			return nil, im.errAt(la.Pos, in, "%v", err)
		}
		if sl.Lit.Elided {
			return nil, im.errAt(la.Pos, in, "literal of '%s' is elided ({...})", in.Name)
		}
		d, err := denseOf(im.ctx, t.(*core.TensorType), sl.Lit)
		if err != nil {
			return nil, im.errAt(la.Pos, in, "bad literal of '%s': %v", in.Name, err)
		}
		attrs = append(attrs, named("mhlo.literal", d))
	}
	op := im.create(in, "stablehlo.custom_call", xs, []core.Type{rt}, 0, attrs...)
	return im.untuple(in, op.Result(0), in.Shape), nil
}

// materialize gives a tuple value an MLIR value (stablehlo.tuple), for the
// few ops that take tuples whole.
func (im *importer) materialize(in *Instruction, v *val) (core.Value, error) {
	if !v.isTuple() {
		if v.v == nil {
			return nil, im.errf(in, "'%s' uses a part of an asynchronous start that has no StableHLO value", in.Name)
		}
		return v.v, nil
	}
	xs := make([]core.Value, len(v.elems))
	ts := make([]core.Type, len(v.elems))
	for i, e := range v.elems {
		x, err := im.materialize(in, e)
		if err != nil {
			return nil, err
		}
		xs[i], ts[i] = x, x.Type()
	}
	return im.create(in, "stablehlo.tuple", xs, []core.Type{core.Tuple(im.ctx, ts)}, 0).Result(0), nil
}

// untuple takes a tuple-typed value apart with get_tuple_element.
func (im *importer) untuple(in *Instruction, x core.Value, sh *Shape) *val {
	if !sh.IsTuple() {
		return leaf(x)
	}
	tt := x.Type().(*core.TupleType)
	es := make([]*val, len(sh.Tuple))
	for i, e := range sh.Tuple {
		g := im.b.CreateOp("stablehlo.get_tuple_element", im.loc(in),
			[]core.Value{x}, []core.Type{tt.Types[i]}, named("index", im.i32(int64(i))))
		es[i] = im.untuple(in, g.Result(0), e)
	}
	return tupleOf(es)
}

// layouts are shapes' minor_to_major layouts as index tensors.
func (im *importer) layouts(shapes []*Shape) core.Attribute {
	es := make([]core.Attribute, len(shapes))
	for i, s := range shapes {
		var mtm []int64
		if s.Layout != nil && len(s.Layout.MinorToMajor) == len(s.Dims) {
			mtm = s.Layout.MinorToMajor
		} else {
			for d := len(s.Dims) - 1; d >= 0; d-- {
				mtm = append(mtm, int64(d))
			}
		}
		es[i] = im.indexTensor(mtm)
	}
	return core.Array(im.ctx, es)
}

func (im *importer) indexTensor(vs []int64) core.Attribute {
	raw := make([]byte, 8*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint64(raw[8*i:], uint64(v))
	}
	t := core.RankedTensor(im.ctx, []int64{int64(len(vs))}, core.Index(im.ctx), nil)
	return core.Dense(im.ctx, t, raw)
}

// parseAttr reads an MLIR dictionary attribute written as text: the
// backend_config of a typed-FFI custom call, composite.attributes.
func (im *importer) parseAttr(in *Instruction, text, what string) (core.Attribute, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return core.Dict(im.ctx, nil), nil
	}
	saved := im.ctx.AllowUnregistered
	im.ctx.AllowUnregistered = true
	block, err := asm.Parse(im.ctx, []byte(`"hlo.attr"() {attr = `+text+`} : () -> ()`), asm.ParseOptions{Filename: "<" + what + ">"})
	im.ctx.AllowUnregistered = saved
	if err == nil && block.First() != nil {
		if d, ok := block.First().Attr("attr").(*core.DictAttr); ok {
			return d, nil
		}
	}
	return nil, im.errf(in, "%s of '%s' is not an MLIR dictionary attribute: %s", what, in.Name, text)
}

// bitcast reinterprets the operand's buffer under the result's layout. In
// value terms that is a reshape of the elements in physical order:
// transpose the operand to its layout's major-to-minor order, reshape to
// the result's physical dimensions, transpose back to the result's logical
// order (and bitcast_convert when the element type changes size-for-size).
func (im *importer) bitcast(in *Instruction, ops []*val) (*val, error) {
	xs, err := im.unary(in, ops)
	if err != nil {
		return nil, err
	}
	src, dst := in.Operands[0].Shape, in.Shape
	rt, err := im.arrayType(in)
	if err != nil {
		return nil, err
	}
	stt, ok1 := xs[0].Type().(*core.TensorType)
	dtt, ok2 := rt.(*core.TensorType)
	if !ok1 || !ok2 || core.NumElements(stt.Dims) < 0 || core.NumElements(dtt.Dims) < 0 {
		return nil, im.errf(in, "bitcast '%s' needs static array shapes", in.Name)
	}
	if core.NumElements(stt.Dims) != core.NumElements(dtt.Dims) {
		return nil, im.errf(in, "bitcast '%s' from %s to %s changes the number of elements", in.Name, src, dst)
	}
	if core.IntOrFloatWidth(stt.Elem) != core.IntOrFloatWidth(dtt.Elem) || core.ElementBytes(stt.Elem) != core.ElementBytes(dtt.Elem) {
		return nil, im.errf(in, "bitcast '%s' from %s to %s changes the element size", in.Name, src, dst)
	}
	x := xs[0]
	srcOrder, dstOrder := majorToMinor(src), majorToMinor(dst)
	x = im.transposeTo(in, x, srcOrder)
	phys := make([]int64, len(dstOrder))
	for i, d := range dstOrder {
		phys[i] = dtt.Dims[d]
	}
	if pt := core.RankedTensor(im.ctx, phys, stt.Elem, nil); core.Type(pt) != x.Type() {
		x = im.create(in, "stablehlo.reshape", []core.Value{x}, []core.Type{pt}, 0).Result(0)
	}
	inv := make([]int64, len(dstOrder))
	for i, d := range dstOrder {
		inv[d] = int64(i)
	}
	x = im.transposeTo(in, x, inv)
	if stt.Elem != dtt.Elem {
		x = im.create(in, "stablehlo.bitcast_convert", []core.Value{x}, []core.Type{rt}, 0).Result(0)
	}
	return leaf(x), nil
}

// majorToMinor is the order of s's dimensions from major to minor.
func majorToMinor(s *Shape) []int64 {
	n := len(s.Dims)
	out := make([]int64, n)
	if s.Layout != nil && len(s.Layout.MinorToMajor) == n {
		for i, d := range s.Layout.MinorToMajor {
			out[n-1-i] = d
		}
		return out
	}
	for i := range out {
		out[i] = int64(i)
	}
	return out
}

// transposeTo transposes x by perm, unless perm is the identity.
func (im *importer) transposeTo(in *Instruction, x core.Value, perm []int64) core.Value {
	identity := true
	for i, p := range perm {
		identity = identity && p == int64(i)
	}
	if identity {
		return x
	}
	tt := x.Type().(*core.TensorType)
	dims := make([]int64, len(perm))
	for i, p := range perm {
		dims[i] = tt.Dims[p]
	}
	t := core.RankedTensor(im.ctx, dims, tt.Elem, nil)
	return im.create(in, "stablehlo.transpose", []core.Value{x}, []core.Type{t}, 0, named("permutation", ods.DenseI64Array(im.ctx, perm))).Result(0)
}

// rng imports rng (with the shape as a constant operand) and
// rng-bit-generator (whose array form drops the output state).
func (im *importer) rng(in *Instruction, ops []*val) (*val, error) {
	if in.Opcode == "rng" {
		if err := im.want(in, ops, 2); err != nil {
			return nil, err
		}
		xs, err := im.arrs(in, ops)
		if err != nil {
			return nil, err
		}
		dist, da, err := im.word(in, "distribution", "")
		if err != nil {
			return nil, err
		}
		d := map[string]int{"rng_uniform": 1, "rng_normal": 2}[dist]
		if d == 0 {
			if da == nil {
				return nil, im.errf(in, "rng '%s' needs a distribution", in.Name)
			}
			return nil, im.errAt(da.Pos, in, "unknown rng distribution '%s'", dist)
		}
		if !in.Shape.IsArray() {
			return nil, im.errf(in, "rng '%s' must have an array shape", in.Name)
		}
		st := core.RankedTensor(im.ctx, []int64{int64(len(in.Shape.Dims))}, core.IntegerType(im.ctx, 64), nil)
		shape := im.create(in, "stablehlo.constant", nil, []core.Type{st}, 0,
			named("value", ods.DenseI64Elements(im.ctx, []int64{int64(len(in.Shape.Dims))}, in.Shape.Dims))).Result(0)
		return im.one(in, "stablehlo.rng", append(xs, shape), named("rng_distribution", stablehlo.Enum(im.ctx, stablehlo.RngDistributionKind, d)))
	}
	xs, err := im.unary(in, ops)
	if err != nil {
		return nil, err
	}
	alg, aa, err := im.word(in, "algorithm", "rng_default")
	if err != nil {
		return nil, err
	}
	a, ok := map[string]int{"rng_default": 0, "rng_three_fry": 1, "rng_philox": 2}[alg]
	if !ok {
		return nil, im.errAt(aa.Pos, in, "unknown rng algorithm '%s'", alg)
	}
	attr := named("rng_algorithm", stablehlo.Enum(im.ctx, stablehlo.RngAlgorithmKind, a))
	if in.Shape.IsTuple() {
		ts, err := im.types(in)
		if err != nil {
			return nil, err
		}
		return im.results(in, im.create(in, "stablehlo.rng_bit_generator", xs, ts, 0, attr)), nil
	}
	t, err := im.arrayType(in)
	if err != nil {
		return nil, err
	}
	return leaf(im.create(in, "stablehlo.rng_bit_generator", xs, []core.Type{xs[0].Type(), t}, 0, attr).Result(1)), nil
}

func (im *importer) batchNorm(in *Instruction, ops []*val) (*val, error) {
	n := map[string]int{"batch-norm-training": 3, "batch-norm-inference": 5, "batch-norm-grad": 5}[in.Opcode]
	if err := im.want(in, ops, n); err != nil {
		return nil, err
	}
	xs, err := im.arrs(in, ops)
	if err != nil {
		return nil, err
	}
	eps := 0.0
	if a := in.Attr("epsilon"); a != nil {
		v, ok := a.Val.(float64)
		if !ok {
			return nil, im.attrErr(in, a, "a number")
		}
		eps = v
	}
	fi, err := im.intAttr(in, "feature_index", 0, true)
	if err != nil {
		return nil, err
	}
	attrs := []core.NamedAttr{named("epsilon", im.f32(eps)), named("feature_index", im.i64(fi))}
	name := "stablehlo." + strings.ReplaceAll(in.Opcode, "-", "_")
	if in.Opcode == "batch-norm-inference" {
		return im.one(in, name, xs, attrs...)
	}
	ts, err := im.types(in)
	if err != nil {
		return nil, err
	}
	if len(ts) != 3 {
		return nil, im.errf(in, "'%s' (%s) must have a shape of three arrays", in.Name, in.Opcode)
	}
	return im.results(in, im.create(in, name, xs, ts, 0, attrs...)), nil
}

// linalg imports fft, triangular-solve and cholesky.
func (im *importer) linalg(in *Instruction, ops []*val) (*val, error) {
	xs, err := im.arrs(in, ops)
	if err != nil {
		return nil, err
	}
	switch in.Opcode {
	case "fft":
		if err := im.want(in, ops, 1); err != nil {
			return nil, err
		}
		typ, ta, err := im.word(in, "fft_type", "FFT")
		if err != nil {
			return nil, err
		}
		v, ok := stablehlo.FftTypeKind.Value(typ)
		if !ok {
			return nil, im.errAt(ta.Pos, in, "unknown fft_type '%s'", typ)
		}
		length, err := im.ints(in, "fft_length", true)
		if err != nil {
			return nil, err
		}
		return im.one(in, "stablehlo.fft", xs, named("fft_type", stablehlo.Enum(im.ctx, stablehlo.FftTypeKind, v)),
			named("fft_length", im.dense64(length)))
	case "cholesky":
		if err := im.want(in, ops, 1); err != nil {
			return nil, err
		}
		lower, err := im.boolAttr(in, "lower")
		if err != nil {
			return nil, err
		}
		return im.one(in, "stablehlo.cholesky", xs, named("lower", core.Bool(im.ctx, lower)))
	}
	if err := im.want(in, ops, 2); err != nil {
		return nil, err
	}
	var attrs []core.NamedAttr
	for _, n := range []string{"left_side", "lower", "unit_diagonal"} {
		b, err := im.boolAttr(in, n)
		if err != nil {
			return nil, err
		}
		attrs = append(attrs, named(n, core.Bool(im.ctx, b)))
	}
	tr, ta, err := im.word(in, "transpose_a", "NO_TRANSPOSE")
	if err != nil {
		return nil, err
	}
	v, ok := stablehlo.TransposeKind.Value(tr)
	if !ok {
		return nil, im.errAt(ta.Pos, in, "unknown transpose_a '%s'", tr)
	}
	attrs = append(attrs, named("transpose_a", stablehlo.Enum(im.ctx, stablehlo.TransposeKind, v)))
	return im.one(in, "stablehlo.triangular_solve", xs, attrs...)
}
