package cf

import (
	"math/big"
	"slices"

	"ncc/core"
	"ncc/rewrite"
)

// cf.switch's canonicalization patterns, in the order
// SwitchOp::getCanonicalizationPatterns (ControlFlowOps.cpp, MLIR 22) adds
// them. MLIR adds them as plain functions, which gives them no debug name;
// ours carry the function's name so diagnostics can say which one ran.
// cf.switch has no folder in MLIR, so it has none here either.

func init() {
	rewrite.RegisterCanonical("cf.switch", func() []*rewrite.Pattern {
		p := func(name string, f func(*core.Operation, *rewrite.Rewriter) bool) *rewrite.Pattern {
			return &rewrite.Pattern{Root: "cf.switch", Benefit: 1, Name: "SwitchOp::" + name, Rewrite: f}
		}
		return []*rewrite.Pattern{
			p("simplifySwitchWithOnlyDefault", simplifySwitchWithOnlyDefault),
			p("dropSwitchCasesThatMatchDefault", dropSwitchCasesThatMatchDefault),
			p("simplifyConstSwitchValue", simplifyConstSwitchValue),
			p("simplifyPassThroughSwitch", simplifyPassThroughSwitch),
			p("simplifySwitchFromSwitchOnSameCondition", simplifySwitchFromSwitchOnSameCondition),
			p("simplifySwitchFromDefaultSwitchOnSameCondition", simplifySwitchFromDefaultSwitchOnSameCondition),
		}
	})
}

// switchCases is a switch's cases taken apart, to be edited and rebuilt.
type switchCases struct {
	elems [][]byte // each case value's raw element bytes, as stored
	dests []*core.Block
	ops   [][]core.Value
}

// casesOf reads op's cases. The values keep the bytes they are stored
// with, so a rebuilt attribute equals what MLIR's APInt round trip makes.
func casesOf(op *core.Operation) switchCases {
	var c switchCases
	d, _ := op.Attr("case_values").(*core.DenseAttr)
	eb := 0
	if d != nil {
		eb = core.ElementBytes(d.Type.ElementType())
	}
	for i := 1; i < op.NumSuccessors(); i++ {
		if d != nil && eb > 0 {
			off := (i - 1) * eb
			if d.Splat {
				off = 0
			}
			if off+eb <= len(d.Raw) {
				c.elems = append(c.elems, d.Raw[off:off+eb])
			}
		}
		c.dests = append(c.dests, op.Successor(i))
		c.ops = append(c.ops, succOperands(op, i))
	}
	return c
}

// add appends case i of from.
func (c *switchCases) add(from switchCases, i int) {
	if i < len(from.elems) {
		c.elems = append(c.elems, from.elems[i])
	}
	c.dests = append(c.dests, from.dests[i])
	c.ops = append(c.ops, from.ops[i])
}

// valueKey is an integer element's bytes with the bits above width w
// cleared: two case values (or a case value and a constant) of one type
// are equal APInts exactly when their keys are equal, whatever their
// width and however a sign was stored.
func valueKey(raw []byte, w int) string {
	b := append([]byte(nil), raw...)
	for j := range b {
		switch {
		case j*8 >= w:
			b[j] = 0
		case j*8+8 > w:
			b[j] &= byte(1<<(w-j*8) - 1)
		}
	}
	return string(b)
}

// caseKeys returns the valueKey of each case value of op.
func caseKeys(op *core.Operation) []string {
	w := core.IntOrFloatWidth(op.Operand(0).Type())
	var keys []string
	for _, e := range casesOf(op).elems {
		keys = append(keys, valueKey(e, w))
	}
	return keys
}

// intKey is the valueKey of an integer attribute stored in eb bytes.
func intKey(a *core.IntegerAttr, eb, w int) string {
	x := a.Big
	if x == nil {
		x = big.NewInt(a.Val)
	}
	// Two's complement in eb bytes, little-endian.
	mod := new(big.Int).Lsh(big.NewInt(1), uint(8*eb))
	be := new(big.Int).Mod(x, mod).FillBytes(make([]byte, eb))
	slices.Reverse(be)
	return valueKey(be, w)
}

// newSwitch builds cf.switch as SwitchOp::build does: case_values only
// when there are cases (values, when not nil, is used as it is), and no
// discardable attributes.
func newSwitch(rw *rewrite.Rewriter, loc core.Location, flag core.Value, def *core.Block, defOps []core.Value,
	values core.Attribute, c switchCases) *core.Operation {
	n, _ := rw.Ctx.OpName("cf.switch")
	operands := append([]core.Value{flag}, defOps...)
	segs := make([]int32, len(c.ops))
	nCase := 0
	for i, ops := range c.ops {
		operands = append(operands, ops...)
		segs[i] = int32(len(ops))
		nCase += len(ops)
	}
	st := &core.OpState{Ctx: rw.Ctx, Name: n, Loc: loc, Operands: operands,
		Successors: append([]*core.Block{def}, c.dests...)}
	st.Props = []core.NamedAttr{
		{Name: core.OperandSegmentSizesAttr, Value: core.DenseI32Array(rw.Ctx, []int32{1, int32(len(defOps)), int32(nCase)})},
		{Name: "case_operand_segments", Value: core.DenseI32Array(rw.Ctx, segs)},
	}
	if values == nil && len(c.elems) > 0 {
		ft := flag.Type()
		raw := make([]byte, 0, len(c.elems)*len(c.elems[0]))
		for _, e := range c.elems {
			raw = append(raw, e...)
		}
		values = core.Dense(rw.Ctx, core.Vector(rw.Ctx, []int64{int64(len(c.elems))}, nil, ft), raw)
	}
	if values != nil {
		st.Props = append(st.Props, core.NamedAttr{Name: "case_values", Value: values})
	}
	return rw.Create(st)
}

// simplifySwitchWithOnlyDefault: a switch without cases is a cf.br to
// its default destination.
func simplifySwitchWithOnlyDefault(op *core.Operation, rw *rewrite.Rewriter) bool {
	if op.NumSuccessors() > 1 {
		return false
	}
	rw.ReplaceOpWithOp(op, newBr(rw, op.Loc(), op.Successor(0), succOperands(op, 0)))
	return true
}

// dropSwitchCasesThatMatchDefault removes the cases that go where the
// default goes, with the same operands.
func dropSwitchCasesThatMatchDefault(op *core.Operation, rw *rewrite.Rewriter) bool {
	def, defOps := op.Successor(0), succOperands(op, 0)
	cases := casesOf(op)
	var kept switchCases
	changed := false
	for i, d := range cases.dests {
		if d == def && sameValues(cases.ops[i], defOps) {
			changed = true
			continue
		}
		kept.add(cases, i)
	}
	if !changed {
		return false
	}
	rw.ReplaceOpWithOp(op, newSwitch(rw, op.Loc(), op.Operand(0), def, defOps, nil, kept))
	return true
}

// foldSwitch replaces op by a cf.br to the destination of the first case
// whose value has key v, or to the default destination.
func foldSwitch(op *core.Operation, rw *rewrite.Rewriter, v string) {
	for i, k := range caseKeys(op) {
		if k == v {
			rw.ReplaceOpWithOp(op, newBr(rw, op.Loc(), op.Successor(1+i), succOperands(op, 1+i)))
			return
		}
	}
	rw.ReplaceOpWithOp(op, newBr(rw, op.Loc(), op.Successor(0), succOperands(op, 0)))
}

// simplifyConstSwitchValue: a switch on a constant (m_ConstantInt)
// branches to the case it selects.
func simplifyConstSwitchValue(op *core.Operation, rw *rewrite.Rewriter) bool {
	c, ok := rewrite.ConstantOf(op.Operand(0))
	if !ok {
		return false
	}
	i, ok := c.(*core.IntegerAttr)
	if !ok {
		return false
	}
	t := op.Operand(0).Type()
	eb := core.ElementBytes(t)
	if eb == 0 {
		return false
	}
	foldSwitch(op, rw, intKey(i, eb, core.IntOrFloatWidth(t)))
	return true
}

// simplifyPassThroughSwitch retargets every destination (cases and
// default) that only holds a cf.br to that branch's destination.
func simplifyPassThroughSwitch(op *core.Operation, rw *rewrite.Rewriter) bool {
	cases := casesOf(op)
	changed := false
	for i := range cases.dests {
		d, ops, ok := collapseBranch(cases.dests[i], cases.ops[i])
		if ok {
			changed = true
			cases.dests[i], cases.ops[i] = d, ops
		}
	}
	def, defOps, ok := collapseBranch(op.Successor(0), succOperands(op, 0))
	if ok {
		changed = true
	}
	if !changed {
		return false
	}
	values := op.Attr("case_values")
	rw.ReplaceOpWithOp(op, newSwitch(rw, op.Loc(), op.Operand(0), def, defOps, values, cases))
	return true
}

// predecessorSwitch returns the cf.switch on the same flag that ends the
// single predecessor of op's block, or nil.
func predecessorSwitch(op *core.Operation) *core.Operation {
	pred := singlePredecessor(op.ParentBlock())
	if pred == nil {
		return nil
	}
	ps := pred.Last()
	if ps == nil || ps.Name() != "cf.switch" || ps.Operand(0) != op.Operand(0) {
		return nil
	}
	return ps
}

// simplifySwitchFromSwitchOnSameCondition: a switch reached only through a
// case of a switch on the same flag knows the flag's value.
func simplifySwitchFromSwitchOnSameCondition(op *core.Operation, rw *rewrite.Rewriter) bool {
	cur := op.ParentBlock()
	ps := predecessorSwitch(op)
	if ps == nil || ps.Successor(0) == cur {
		return false
	}
	keys := caseKeys(ps)
	for i := 1; i < ps.NumSuccessors(); i++ {
		if ps.Successor(i) == cur && i-1 < len(keys) {
			foldSwitch(op, rw, keys[i-1])
			return true
		}
	}
	rw.ReplaceOpWithOp(op, newBr(rw, op.Loc(), op.Successor(0), succOperands(op, 0)))
	return true
}

// simplifySwitchFromDefaultSwitchOnSameCondition: a switch reached only
// through the default of a switch on the same flag drops the cases that
// switch already took elsewhere.
func simplifySwitchFromDefaultSwitchOnSameCondition(op *core.Operation, rw *rewrite.Rewriter) bool {
	cur := op.ParentBlock()
	ps := predecessorSwitch(op)
	if ps == nil || ps.Successor(0) != cur {
		return false
	}
	remove := map[string]bool{}
	for i, v := range caseKeys(ps) {
		if ps.Successor(1+i) != cur {
			remove[v] = true
		}
	}
	cases := casesOf(op)
	var kept switchCases
	changed := false
	for i, v := range caseKeys(op) {
		if remove[v] {
			changed = true
			continue
		}
		kept.add(cases, i)
	}
	if !changed {
		return false
	}
	rw.ReplaceOpWithOp(op, newSwitch(rw, op.Loc(), op.Operand(0), op.Successor(0), succOperands(op, 0), nil, kept))
	return true
}
