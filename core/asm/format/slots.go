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
	return appendSegmentSizes(nil, defs, n, sized)
}

// appendSegmentSizes is segmentSizes appending to dst.
func appendSegmentSizes(dst []int, defs []core.ValueDef, n int, sized core.Attribute) []int {
	at := len(dst)
	dst = append(dst, make([]int, len(defs))...)
	sizes := dst[at:]
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
			return dst
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
	return dst
}

// opGroups are an op's operands, results, regions and successors split by
// the slots of its definition.
type opGroups struct {
	operands   [][]core.Value
	results    [][]core.Value
	regions    [][]*core.Region
	successors [][]*core.Block

	vals  []core.Value // operands then results, which the groups slice
	sizes []int
}

// appendSplit appends to dst the consecutive pieces of all with the given sizes.
func appendSplit[T any](dst [][]T, all []T, sizes []int) [][]T {
	at := 0
	for _, s := range sizes {
		dst = append(dst, all[at:at+s:at+s])
		at += s
	}
	return dst
}

// fillGroups splits op's operands, results, regions and successors by the
// slots of p's definition, reusing g's storage: printing runs this for
// every op, so it allocates only while the storage grows.
func (g *opGroups) fill(p *Program, op *core.Operation) {
	def := p.def
	var osz, rsz core.Attribute
	if def.Traits.Has(core.AttrSizedOperandSegments) {
		osz = op.Attr("operandSegmentSizes")
	}
	if def.Traits.Has(core.AttrSizedResultSegments) {
		rsz = op.Attr("resultSegmentSizes")
	}
	nOpd, nRes := op.NumOperands(), op.NumResults()
	g.vals = g.vals[:0]
	for i := range nOpd {
		g.vals = append(g.vals, op.Operand(i))
	}
	for i := range nRes {
		g.vals = append(g.vals, op.Result(i))
	}
	g.sizes = appendSegmentSizes(g.sizes[:0], def.Operands, nOpd, osz)
	g.sizes = appendSegmentSizes(g.sizes, def.Results, nRes, rsz)
	g.sizes = appendSegmentSizes(g.sizes, p.regionArity, op.NumRegions(), nil)
	g.sizes = appendSegmentSizes(g.sizes, p.successorArity, op.NumSuccessors(), nil)
	sz := g.sizes
	g.operands = appendSplit(g.operands[:0], g.vals[:nOpd], sz[:len(def.Operands)])
	sz = sz[len(def.Operands):]
	g.results = appendSplit(g.results[:0], g.vals[nOpd:], sz[:len(def.Results)])
	sz = sz[len(def.Results):]
	g.regions = appendSplit(g.regions[:0], op.Regions(), sz[:len(p.regionArity)])
	sz = sz[len(p.regionArity):]
	var succs []*core.Block
	if op.NumSuccessors() > 0 {
		succs = op.Successors()
	}
	g.successors = appendSplit(g.successors[:0], succs, sz)
}

// clear drops the references g holds, keeping its storage.
func (g *opGroups) clear() {
	clear(g.vals)
	clear(g.operands)
	clear(g.results)
	clear(g.regions)
	clear(g.successors)
}

func arities[T any](ds []T, f func(T) core.Arity) []core.ValueDef {
	out := make([]core.ValueDef, len(ds))
	for i, d := range ds {
		out[i].Arity = f(d)
	}
	return out
}

// appendTypes appends the types of vs to dst.
func appendTypes(dst []core.Type, vs []core.Value) []core.Type {
	for _, v := range vs {
		dst = append(dst, v.Type())
	}
	return dst
}

// segmentAttr builds array<i32: sizes...>.
func segmentAttr(ctx *core.Context, sizes []int) core.Attribute {
	raw := make([]byte, 4*len(sizes))
	for i, s := range sizes {
		binary.LittleEndian.PutUint32(raw[4*i:], uint32(int32(s)))
	}
	return core.DenseArray(ctx, core.IntegerType(ctx, 32), len(sizes), raw)
}
