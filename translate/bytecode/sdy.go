package bytecode

import (
	"ncc/core"
	"ncc/dialects/sdy"
)

// The sdy (Shardy) dialect's bytecode encoding: Shardy implements MLIR's
// BytecodeDialectInterface (shardy/dialect/sdy/ir/bytecode.td, generated
// by mlir-tblgen -gen-bytecode), so JAX's artifacts carry its attributes
// in binary, not as text. An entry is a kind code, then the fields in
// the order bytecode.td lists them: strings as string-section references,
// integers as signed varints, lists as a count then their elements
// (attributes by reference), booleans as a byte, optional attributes and
// integers flagged. The codes are fixed ("take care when changing this
// list"); a sharding with unreduced axes is written in its V2 (sum) or V3
// form, a list of shardings in its V2 form when any has unreduced axes.
// Shardy writes no dialect version unless asked to (SdyDialectVersion),
// nor do we. sdy has no types.

func init() { RegisterDialectCodec("sdy", sdyCodec{}) }

const (
	sdyManualAxes         = 0
	sdyMeshAxis           = 1
	sdyMesh               = 2
	sdySubAxisInfo        = 3
	sdyAxisRef            = 4
	sdyDimSharding        = 5
	sdyShardingV1         = 6
	sdyPerValueV1         = 7
	sdyDimMapping         = 8
	sdyTensorMapping      = 9
	sdyOpShardingRule     = 10
	sdyAxisRefList        = 11
	sdyListOfAxisRefLists = 12
	sdyAllToAllParam      = 13
	sdyAllToAllParamList  = 14
	sdyShardingV2         = 15
	sdyPerValueV2         = 16
	sdyShardingV3         = 17
)

type sdyCodec struct{}

// sdyRef reads a reference to an attribute of kind T (MLIR's
// readAttribute<T>, which fails on another kind).
func sdyRef[T core.Attribute](r *DialectReader, what string) (T, error) {
	var zero T
	a, err := r.Attribute()
	if err != nil {
		return zero, err
	}
	t, ok := a.(T)
	if !ok {
		return zero, r.Errorf("expected attribute of type: %s, but got: %s", what, core.AttrString(a))
	}
	return t, nil
}

func sdyList[T any](r *DialectReader, what string, elem func() (T, error)) ([]T, error) {
	n, err := r.Count(what)
	if err != nil {
		return nil, err
	}
	var out []T
	for range n {
		x, err := elem()
		if err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return out, nil
}

func sdyRefs[T core.Attribute](r *DialectReader, what string) ([]T, error) {
	return sdyList(r, what, func() (T, error) { return sdyRef[T](r, what) })
}

func sdyInts(r *DialectReader) ([]int64, error) {
	return sdyList(r, "integers", r.SignedVarInt)
}

func (sdyCodec) ReadAttribute(r *DialectReader) (core.Attribute, error) {
	c := r.Context()
	code, err := r.VarInt()
	if err != nil {
		return nil, err
	}
	switch code {
	case sdyManualAxes:
		strs, err := sdyRefs[*core.StringAttr](r, "StringAttr")
		if err != nil {
			return nil, err
		}
		names := make([]string, len(strs))
		for i, s := range strs {
			names[i] = s.Value
		}
		return sdy.NewManualAxes(c, names), nil
	case sdyMeshAxis:
		name, err := r.String()
		if err != nil {
			return nil, err
		}
		size, err := r.SignedVarInt()
		if err != nil {
			return nil, err
		}
		return sdy.NewMeshAxis(c, name, size), nil
	case sdyMesh:
		axes, err := sdyRefs[*sdy.MeshAxis](r, "MeshAxisAttr")
		if err != nil {
			return nil, err
		}
		ids, err := sdyInts(r)
		if err != nil {
			return nil, err
		}
		return sdy.NewMesh(c, axes, ids), nil
	case sdySubAxisInfo:
		pre, err := r.SignedVarInt()
		if err != nil {
			return nil, err
		}
		size, err := r.SignedVarInt()
		if err != nil {
			return nil, err
		}
		return sdy.NewSubAxisInfo(c, pre, size), nil
	case sdyAxisRef:
		name, err := r.String()
		if err != nil {
			return nil, err
		}
		a, err := r.OptionalAttribute()
		if err != nil {
			return nil, err
		}
		var sub *sdy.SubAxisInfo
		if a != nil {
			var ok bool
			if sub, ok = a.(*sdy.SubAxisInfo); !ok {
				return nil, r.Errorf("expected attribute of type: SubAxisInfoAttr, but got: %s", core.AttrString(a))
			}
		}
		return sdy.NewAxisRef(c, name, sub), nil
	case sdyDimSharding:
		axes, err := sdyRefs[*sdy.AxisRef](r, "AxisRefAttr")
		if err != nil {
			return nil, err
		}
		closed, err := r.Bool()
		if err != nil {
			return nil, err
		}
		prio, has, err := r.VarIntWithFlag()
		if err != nil {
			return nil, err
		}
		p := int64(-1)
		if has {
			p = int64(prio)
		}
		d := sdy.NewDimSharding(c, axes, closed, p)
		return d, nil
	case sdyShardingV1, sdyShardingV2, sdyShardingV3:
		mesh, err := r.Attribute()
		if err != nil {
			return nil, err
		}
		switch m := mesh.(type) {
		case *sdy.Mesh:
		case *core.SymbolRefAttr:
			if len(m.Nested) != 0 {
				return nil, r.Errorf("expected a mesh or a flat symbol reference, got: %s", core.AttrString(mesh))
			}
		default:
			return nil, r.Errorf("expected a mesh or a flat symbol reference, got: %s", core.AttrString(mesh))
		}
		dims, err := sdyRefs[*sdy.DimSharding](r, "DimensionShardingAttr")
		if err != nil {
			return nil, err
		}
		repl, err := sdyRefs[*sdy.AxisRef](r, "AxisRefAttr")
		if err != nil {
			return nil, err
		}
		var unred []*sdy.AxisRef
		red := sdy.ReductionSum
		if code != sdyShardingV1 {
			if unred, err = sdyRefs[*sdy.AxisRef](r, "AxisRefAttr"); err != nil {
				return nil, err
			}
		}
		if code == sdyShardingV3 {
			v, err := r.SignedVarInt()
			if err != nil {
				return nil, err
			}
			if v < 0 || v > int64(sdy.ReductionMin) {
				return nil, r.Errorf("invalid reduction op: %d", v)
			}
			red = sdy.ReductionOp(v)
		}
		return sdy.NewSharding(c, mesh, dims, repl, unred, red), nil
	case sdyPerValueV1, sdyPerValueV2:
		shs, err := sdyRefs[*sdy.Sharding](r, "TensorShardingAttr")
		if err != nil {
			return nil, err
		}
		return sdy.NewShardingPerValue(c, shs), nil
	case sdyDimMapping:
		fs, err := sdyInts(r)
		if err != nil {
			return nil, err
		}
		return sdy.NewDimMapping(c, fs), nil
	case sdyTensorMapping:
		dims, err := sdyRefs[*sdy.DimMapping](r, "DimMappingAttr")
		if err != nil {
			return nil, err
		}
		return sdy.NewTensorMapping(c, dims), nil
	case sdyOpShardingRule:
		var rule sdy.OpShardingRule
		if rule.FactorSizes, err = sdyInts(r); err != nil {
			return nil, err
		}
		if rule.Operands, err = sdyRefs[*sdy.TensorMapping](r, "TensorMappingAttr"); err != nil {
			return nil, err
		}
		if rule.Results, err = sdyRefs[*sdy.TensorMapping](r, "TensorMappingAttr"); err != nil {
			return nil, err
		}
		for _, dst := range []*[]int64{&rule.Reduction, &rule.NeedReplication, &rule.Permutation, &rule.BlockedPropagation} {
			if *dst, err = sdyInts(r); err != nil {
				return nil, err
			}
		}
		if rule.Custom, err = r.Bool(); err != nil {
			return nil, err
		}
		return sdy.NewOpShardingRule(c, rule), nil
	case sdyAxisRefList:
		axes, err := sdyRefs[*sdy.AxisRef](r, "AxisRefAttr")
		if err != nil {
			return nil, err
		}
		return sdy.NewAxisRefList(c, axes), nil
	case sdyListOfAxisRefLists:
		ls, err := sdyRefs[*sdy.AxisRefList](r, "AxisRefListAttr")
		if err != nil {
			return nil, err
		}
		return sdy.NewListOfAxisRefLists(c, ls), nil
	case sdyAllToAllParam:
		axes, err := sdyRefs[*sdy.AxisRef](r, "AxisRefAttr")
		if err != nil {
			return nil, err
		}
		src, err := r.SignedVarInt()
		if err != nil {
			return nil, err
		}
		tgt, err := r.SignedVarInt()
		if err != nil {
			return nil, err
		}
		return sdy.NewAllToAllParam(c, axes, src, tgt), nil
	case sdyAllToAllParamList:
		ps, err := sdyRefs[*sdy.AllToAllParam](r, "AllToAllParamAttr")
		if err != nil {
			return nil, err
		}
		return sdy.NewAllToAllParamList(c, ps), nil
	}
	return nil, r.Errorf("unknown attribute code: %d", code)
}

func (sdyCodec) ReadType(r *DialectReader) (core.Type, error) {
	code, err := r.VarInt()
	if err != nil {
		return nil, err
	}
	return nil, r.Errorf("unknown type code: %d", code)
}

func writeRefs[T core.Attribute](w *DialectWriter, as []T) {
	w.VarInt(uint64(len(as)))
	for _, a := range as {
		w.Attribute(a)
	}
}

func writeInts(w *DialectWriter, vs []int64) {
	w.VarInt(uint64(len(vs)))
	for _, v := range vs {
		w.SignedVarInt(v)
	}
}

func (sdyCodec) WriteAttribute(w *DialectWriter, a core.Attribute) bool {
	c := w.Context()
	switch a := a.(type) {
	case *sdy.ManualAxes:
		w.VarInt(sdyManualAxes)
		w.VarInt(uint64(len(a.Names)))
		for _, n := range a.Names {
			w.Attribute(core.String(c, n))
		}
	case *sdy.MeshAxis:
		w.VarInt(sdyMeshAxis)
		w.String(a.Name)
		w.SignedVarInt(a.Size)
	case *sdy.Mesh:
		w.VarInt(sdyMesh)
		writeRefs(w, a.Axes)
		writeInts(w, a.DeviceIDs)
	case *sdy.SubAxisInfo:
		w.VarInt(sdySubAxisInfo)
		w.SignedVarInt(a.PreSize)
		w.SignedVarInt(a.Size)
	case *sdy.AxisRef:
		w.VarInt(sdyAxisRef)
		w.String(a.Name)
		if a.Sub != nil {
			w.OptionalAttribute(a.Sub)
		} else {
			w.OptionalAttribute(nil)
		}
	case *sdy.DimSharding:
		w.VarInt(sdyDimSharding)
		writeRefs(w, a.Axes)
		w.Bool(a.Closed)
		if a.HasPriority {
			w.VarIntWithFlag(uint64(a.Priority), true)
		} else {
			w.VarIntWithFlag(0, false)
		}
	case *sdy.Sharding:
		code := sdyShardingV1
		switch {
		case len(a.Unreduced) > 0 && a.Reduction == sdy.ReductionSum:
			code = sdyShardingV2
		case len(a.Unreduced) > 0:
			code = sdyShardingV3
		}
		w.VarInt(uint64(code))
		w.Attribute(a.MeshOrRef)
		writeRefs(w, a.Dims)
		writeRefs(w, a.Replicated)
		if code != sdyShardingV1 {
			writeRefs(w, a.Unreduced)
		}
		if code == sdyShardingV3 {
			w.SignedVarInt(int64(a.Reduction))
		}
	case *sdy.ShardingPerValue:
		code := sdyPerValueV1
		for _, s := range a.Shardings {
			if len(s.Unreduced) > 0 {
				code = sdyPerValueV2
			}
		}
		w.VarInt(uint64(code))
		writeRefs(w, a.Shardings)
	case *sdy.DimMapping:
		w.VarInt(sdyDimMapping)
		writeInts(w, a.Factors)
	case *sdy.TensorMapping:
		w.VarInt(sdyTensorMapping)
		writeRefs(w, a.Dims)
	case *sdy.OpShardingRule:
		w.VarInt(sdyOpShardingRule)
		writeInts(w, a.FactorSizes)
		writeRefs(w, a.Operands)
		writeRefs(w, a.Results)
		writeInts(w, a.Reduction)
		writeInts(w, a.NeedReplication)
		writeInts(w, a.Permutation)
		writeInts(w, a.BlockedPropagation)
		w.Bool(a.Custom)
	case *sdy.AxisRefList:
		w.VarInt(sdyAxisRefList)
		writeRefs(w, a.Axes)
	case *sdy.ListOfAxisRefLists:
		w.VarInt(sdyListOfAxisRefLists)
		writeRefs(w, a.Lists)
	case *sdy.AllToAllParam:
		w.VarInt(sdyAllToAllParam)
		writeRefs(w, a.Axes)
		w.SignedVarInt(a.SrcDim)
		w.SignedVarInt(a.TgtDim)
	case *sdy.AllToAllParamList:
		w.VarInt(sdyAllToAllParamList)
		writeRefs(w, a.Params)
	default:
		return false
	}
	return true
}

func (sdyCodec) WriteType(*DialectWriter, core.Type) bool { return false }
