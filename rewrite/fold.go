package rewrite

import "ncc/core"

// ConstantValue returns the value of a ConstantLike op (MLIR's
// m_Constant): its folder's answer with no operands.
func ConstantValue(op *core.Operation) (core.Attribute, bool) {
	if !op.HasTrait(core.ConstantLike) || op.NumResults() != 1 {
		return nil, false
	}
	def := op.Def()
	if def.Fold == nil {
		return nil, false
	}
	rs := def.Fold(op, make([]core.Attribute, op.NumOperands()))
	if len(rs) != 1 || rs[0].Attr == nil {
		return nil, false
	}
	return rs[0].Attr, true
}

// ConstantOf returns the constant value defining v, if v is the result of a
// ConstantLike op.
func ConstantOf(v core.Value) (core.Attribute, bool) {
	if r, ok := v.(*core.OpResult); ok {
		return ConstantValue(r.Owner())
	}
	return nil, false
}

// operandConstants returns the constant value of each operand (nil when not
// constant).
func operandConstants(op *core.Operation, buf *[]core.Attribute) []core.Attribute {
	var cs []core.Attribute
	if n := op.NumOperands(); buf != nil && cap(*buf) >= n {
		cs = (*buf)[:n]
		clear(cs)
	} else {
		cs = make([]core.Attribute, n)
		if buf != nil {
			*buf = cs
		}
	}
	for i := range cs {
		if d := core.DefiningOp(op.Operand(i)); d != nil {
			cs[i], _ = ConstantValue(d)
		}
	}
	return cs
}

// Fold folds op as MLIR's Operation::fold does: the op's folder, then, when
// it fails or only updated op in place, the folds implied by its traits
// (Commutative moves constant operands last, Involution, Idempotent).
// It returns ok=false when nothing happened; ok=true with nil results when
// op was updated in place; otherwise one result per op result.
func Fold(op *core.Operation) (results []core.FoldResult, ok bool) { return fold(op, nil) }

// fold is Fold with buf (if not nil) reused for the operand constants,
// which folders only read during the call.
func fold(op *core.Operation, buf *[]core.Attribute) (results []core.FoldResult, ok bool) {
	def := op.Def()
	if def == nil {
		return nil, false
	}
	consts := operandConstants(op, buf)
	inPlace := false
	if def.Fold != nil {
		rs := def.Fold(op, consts)
		if rs != nil {
			if !isSelf(op, rs) {
				return rs, true
			}
			inPlace = true
		}
	}
	if traitFold(op, consts) {
		// Trait folds that return a value (Involution/Idempotent) are
		// returned by traitValueFold; this one changed op in place.
		return nil, true
	}
	if v := traitValueFold(op); v != nil && op.NumResults() == 1 {
		return []core.FoldResult{{Value: v}}, true
	}
	if rs := identityCastFold(op); rs != nil {
		return rs, true
	}
	return nil, inPlace
}

// isSelf reports whether rs just returns op's own results (an in-place fold).
func isSelf(op *core.Operation, rs []core.FoldResult) bool {
	if len(rs) != op.NumResults() {
		return false
	}
	for i, r := range rs {
		if r.Attr != nil || r.Value != core.Value(op.Result(i)) {
			return false
		}
	}
	return true
}

// traitFold applies OpTrait::impl::foldCommutative: constant operands move
// to the end, keeping the relative order of both groups. It reports whether
// an operand moved.
func traitFold(op *core.Operation, consts []core.Attribute) bool {
	if !op.HasTrait(core.Commutative) || op.NumOperands() < 2 {
		return false
	}
	first := -1
	for i, c := range consts {
		if c != nil {
			first = i
			break
		}
	}
	if first < 0 {
		return false
	}
	moved := false
	for i := first + 1; i < len(consts); i++ {
		if consts[i] == nil {
			moved = true
			break
		}
	}
	if !moved {
		return false
	}
	var nonConst, constV []core.Value
	for i := first; i < len(consts); i++ {
		if consts[i] == nil {
			nonConst = append(nonConst, op.Operand(i))
		} else {
			constV = append(constV, op.Operand(i))
		}
	}
	vals := append(nonConst, constV...)
	for k, v := range vals {
		op.SetOperand(first+k, v)
	}
	return true
}

// identityCastFold is CastOpInterface's trait fold: a cast whose result
// types equal its operand types folds to its operands.
func identityCastFold(op *core.Operation) []core.FoldResult {
	if _, ok := core.Iface[core.CastOp](op); !ok || op.NumOperands() != op.NumResults() || op.NumResults() == 0 {
		return nil
	}
	for i := 0; i < op.NumResults(); i++ {
		if op.Operand(i).Type() != op.Result(i).Type() {
			return nil // the usual case: check before allocating
		}
	}
	rs := make([]core.FoldResult, op.NumResults())
	for i := range rs {
		rs[i] = core.FoldResult{Value: op.Operand(i)}
	}
	return rs
}

// traitValueFold is foldInvolution and foldIdempotent.
func traitValueFold(op *core.Operation) core.Value {
	if op.HasTrait(core.Involution) && op.NumOperands() == 1 {
		if d := core.DefiningOp(op.Operand(0)); d != nil && d.OpName() == op.OpName() {
			return d.Operand(0)
		}
	}
	if op.HasTrait(core.Idempotent) {
		switch op.NumOperands() {
		case 1:
			if d := core.DefiningOp(op.Operand(0)); d != nil && d.OpName() == op.OpName() {
				return op.Operand(0)
			}
		case 2:
			if op.Operand(0) == op.Operand(1) {
				return op.Operand(0)
			}
		}
	}
	return nil
}

// Materialize asks op's dialect to build a constant of value and type t at
// the rewriter's insertion point; nil when it cannot.
func Materialize(r *Rewriter, dialect *core.Dialect, value core.Attribute, t core.Type, loc core.Location) *core.Operation {
	if dialect == nil || dialect.Materialize == nil {
		return nil
	}
	// Materialize builds through a plain Builder; insert through r so the
	// listener hears of it.
	b := core.NewBuilder(r.Ctx)
	c := dialect.Materialize(b, value, t, loc)
	if c == nil {
		return nil
	}
	if c.ParentBlock() != nil {
		c.Remove()
	}
	return r.Insert(c)
}

// ValueLoc returns the location of v: its defining op's, or the block
// argument's (unknown when it has none).
func ValueLoc(v core.Value) core.Location {
	switch v := v.(type) {
	case *core.OpResult:
		return v.Owner().Loc()
	case *core.BlockArg:
		if v.Loc != nil {
			return v.Loc
		}
	}
	return nil
}
