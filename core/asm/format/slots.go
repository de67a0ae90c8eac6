package format

import (
	"encoding/binary"

	"ncc/core"
)

// segmentSizes splits n values among slots: from the sizes attribute when
// the op has one (AttrSizedOperandSegments), otherwise one value per single
// slot, at most one per optional slot and the rest shared evenly by the
// variadic ones, as ODS's getODSOperandIndexAndLength does. A malformed
// op still gets a split that covers exactly n values, so printing it never
// fails.
func segmentSizes(defs []core.ValueDef, n int, sized core.Attribute) []int {
	sizes := make([]int, len(defs))
	if a, ok := sized.(*core.DenseArrayAttr); ok && a.N == len(defs) && len(a.Raw) == 4*a.N {
		total := 0
		for i := range sizes {
			sizes[i] = int(int32(binary.LittleEndian.Uint32(a.Raw[4*i:])))
			if sizes[i] < 0 {
				total = -1
				break
			}
			total += sizes[i]
		}
		if total == n {
			return sizes
		}
	}
	fixed, variable := 0, 0
	for _, d := range defs {
		if d.Arity == core.Single {
			fixed++
		} else {
			variable++
		}
	}
	dyn := n - fixed
	if dyn < 0 {
		dyn = 0
	}
	per := 0
	if variable > 0 {
		per = dyn / variable
	}
	left := n
	for i, d := range defs {
		s := 1
		if d.Arity != core.Single {
			s = per
		}
		if d.Arity == core.Optional && s > 1 {
			s = 1
		}
		if s > left {
			s = left
		}
		sizes[i] = s
		left -= s
	}
	// Give anything a malformed split left over to the last slot.
	if left > 0 && len(sizes) > 0 {
		sizes[len(sizes)-1] += left
	}
	return sizes
}

// opGroups are an op's operands, results, regions and successors split by
// the slots of its definition.
type opGroups struct {
	operands   [][]core.Value
	results    [][]core.Value
	regions    [][]*core.Region
	successors [][]*core.Block
}

func split[T any](all []T, sizes []int) [][]T {
	out := make([][]T, len(sizes))
	at := 0
	for i, s := range sizes {
		out[i] = all[at : at+s]
		at += s
	}
	return out
}

func groupsOf(def *core.OpDef, op *core.Operation) opGroups {
	var g opGroups
	var osz, rsz core.Attribute
	if def.Traits.Has(core.AttrSizedOperandSegments) {
		osz = op.Attr("operandSegmentSizes")
	}
	if def.Traits.Has(core.AttrSizedResultSegments) {
		rsz = op.Attr("resultSegmentSizes")
	}
	g.operands = split(op.Operands(), segmentSizes(def.Operands, op.NumOperands(), osz))
	g.results = split(op.Results(), segmentSizes(def.Results, op.NumResults(), rsz))
	g.regions = split(op.Regions(), segmentSizes(arities(def.Regions, func(r core.RegionDef) core.Arity { return r.Arity }), op.NumRegions(), nil))
	g.successors = split(op.Successors(), segmentSizes(arities(def.Successors, func(s core.SuccessorDef) core.Arity { return s.Arity }), op.NumSuccessors(), nil))
	return g
}

func arities[T any](ds []T, f func(T) core.Arity) []core.ValueDef {
	out := make([]core.ValueDef, len(ds))
	for i, d := range ds {
		out[i].Arity = f(d)
	}
	return out
}

func typesOf(vs []core.Value) []core.Type {
	ts := make([]core.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

// segmentAttr builds array<i32: sizes...>.
func segmentAttr(ctx *core.Context, sizes []int) core.Attribute {
	raw := make([]byte, 4*len(sizes))
	for i, s := range sizes {
		binary.LittleEndian.PutUint32(raw[4*i:], uint32(int32(s)))
	}
	return core.DenseArray(ctx, core.IntegerType(ctx, 32), len(sizes), raw)
}
