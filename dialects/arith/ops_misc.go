package arith

import (
	"strconv"

	"ncc/core"
	"ncc/dialects/ods"
)

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

var Constant = &core.OpDef{
	Name:           "arith.constant",
	Summary:        "integer or floating point constant",
	Attrs:          []core.AttrDef{{Name: "value", Constraint: ods.TypedAttr}},
	Results:        []core.ValueDef{{Name: "result", Type: ods.AnyType}},
	Traits:         core.ConstantLike | core.Pure,
	TypesMatch:     [][]string{{"value", "result"}},
	Format:         "attr-dict $value",
	InferTypes:     inferConstant,
	Verify:         verifyConstant,
	Fold:           func(op *core.Operation, _ []core.Attribute) []core.FoldResult { return attr(op.Attr("value")) },
	AsmResultNames: constantName,
}

func inferConstant(st *core.OpState) ([]core.Type, error) {
	if t, ok := st.Attr("value").(core.TypedAttr); ok && t.AttrType() != nil {
		return []core.Type{t.AttrType()}, nil
	}
	return nil, core.Errorf(st.Loc, "'arith.constant' op failed to verify that all of {value, result} have same type")
}

func verifyConstant(op *core.Operation) error {
	t := op.Result(0).Type()
	if it, ok := t.(*core.IntType); ok && it.Sign != core.Signless {
		return op.Errorf("integer return type must be signless")
	}
	v := op.Attr("value")
	switch v.(type) {
	case *core.IntegerAttr, *core.FloatAttr, core.ElementsAttr:
	default:
		return op.Errorf("value must be an integer, float, or elements attribute")
	}
	if vt, ok := t.(*core.VectorType); ok && vt.Scalable != nil {
		if d, ok := v.(*core.DenseAttr); !ok || !d.Splat {
			return op.Errorf("initializing scalable vectors with elements attribute is not supported unless it's a vector splat")
		}
	}
	return nil
}

// constantName is ConstantOp::getAsmResultNames: %true/%false for i1,
// %c42_i32 for integers, %c42 for index, %cst otherwise.
func constantName(op *core.Operation) []string {
	ia, ok := op.Attr("value").(*core.IntegerAttr)
	if !ok {
		return []string{"cst"}
	}
	it, isInt := op.Result(0).Type().(*core.IntType)
	if isInt && it.Width == 1 {
		if ia.Val != 0 {
			return []string{"true"}
		}
		return []string{"false"}
	}
	v := itoa(ia.Val)
	if ia.Big != nil {
		v = ia.Big.String()
	}
	name := "c" + v
	if isInt {
		name += "_" + ods.TypeString(it)
	}
	return []string{name}
}

// isBuildable is ConstantOp::isBuildableWith.
func isBuildable(value core.Attribute, t core.Type) bool {
	ta, ok := value.(core.TypedAttr)
	if !ok || ta.AttrType() != t {
		return false
	}
	if it, ok := core.ElementTypeOrSelf(t).(*core.IntType); ok && it.Sign != core.Signless {
		return false
	}
	switch value.(type) {
	case *core.IntegerAttr, *core.FloatAttr, core.ElementsAttr:
		return true
	}
	return false
}

func materialize(b *core.Builder, value core.Attribute, t core.Type, loc core.Location) *core.Operation {
	if !isBuildable(value, t) {
		return nil
	}
	return b.CreateOp(Constant.Name, loc, nil, []core.Type{t}, core.NamedAttr{Name: "value", Value: value})
}

// cmpI is applyCmpPredicate for integers of width w.
func cmpI(pred int64, a, b uint64, w int) bool {
	x, y := sext(a, w), sext(b, w)
	switch pred {
	case CmpEQ:
		return a == b
	case CmpNE:
		return a != b
	case CmpSLT:
		return x < y
	case CmpSLE:
		return x <= y
	case CmpSGT:
		return x > y
	case CmpSGE:
		return x >= y
	case CmpULT:
		return a < b
	case CmpULE:
		return a <= b
	case CmpUGT:
		return a > b
	}
	return a >= b
}

// swapped maps a predicate to the one that holds with operands exchanged.
var swapped = map[int64]int64{CmpSLT: CmpSGT, CmpSGT: CmpSLT, CmpSLE: CmpSGE, CmpSGE: CmpSLE,
	CmpULT: CmpUGT, CmpUGT: CmpULT, CmpULE: CmpUGE, CmpUGE: CmpULE, CmpEQ: CmpEQ, CmpNE: CmpNE}

func isI1Like(t core.Type) bool {
	it, ok := core.ElementTypeOrSelf(t).(*core.IntType)
	return ok && it.Width == 1
}

// extFromI1 returns x when v is extsi/extui of an i1 (scalar or vector) x.
func extFromI1(v core.Value) core.Value {
	for _, name := range []string{"arith.extsi", "arith.extui"} {
		if ext := defOp(v, name); ext != nil {
			in := ext.Operand(0).Type()
			switch in.(type) {
			case *core.IntType, *core.VectorType:
				if isI1Like(in) {
					return ext.Operand(0)
				}
			}
		}
	}
	return nil
}

var CmpI = &core.OpDef{
	Name:    "arith.cmpi",
	Summary: "integer comparison operation",
	Operands: []core.ValueDef{
		{Name: "lhs", Type: ods.SignlessIntegerOrIndexLike},
		{Name: "rhs", Type: ods.SignlessIntegerOrIndexLike},
	},
	Results: []core.ValueDef{{Name: "result", Type: ods.BoolLike}},
	Attrs: []core.AttrDef{
		{Name: "predicate", Constraint: CmpIPredicate.Constraint("arith.cmpi", "predicate", "")},
	},
	Traits:     arithTraits | core.Pure | core.SameTypeOperands,
	Format:     "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
	InferTypes: inferI1SameShape,
	Verify:     verifyI1SameShape,
	Fold:       foldCmpI,
}

func foldCmpI(op *core.Operation, c []core.Attribute) []core.FoldResult {
	ctx := op.Context()
	p, ok := op.Attr("predicate").(*core.IntegerAttr)
	if !ok {
		return nil
	}
	pred := p.Val
	lhs, rhs := op.Operand(0), op.Operand(1)
	if lhs == rhs { // cmpi(pred, x, x)
		eq := pred == CmpEQ || pred == CmpSLE || pred == CmpSGE || pred == CmpULE || pred == CmpUGE
		return attr(boolAttr(ctx, op.Result(0).Type(), eq))
	}
	if isZero(c[1]) {
		if x := extFromI1(lhs); x != nil && pred == CmpNE { // ext(x : i1) != 0 -> x
			return val(x)
		}
		if isI1Like(lhs.Type()) && pred == CmpNE { // cmpi ne, %x, 0 : i1 -> x
			return val(lhs)
		}
	}
	if isOne(c[1]) && isI1Like(lhs.Type()) && pred == CmpEQ { // cmpi eq, %x, 1 : i1 -> x
		return val(lhs)
	}
	if c[0] != nil && c[1] == nil { // move the constant to the right
		op.SetAttr("predicate", CmpIPredicate.Attr(ctx, swapped[pred]))
		op.SetOperand(0, rhs)
		op.SetOperand(1, lhs)
		return val(op.Result(0))
	}
	ta, ok := c[0].(core.TypedAttr)
	if !ok {
		return nil
	}
	w := intWidth(core.ElementTypeOrSelf(lhs.Type()))
	if w == 0 {
		return nil
	}
	return attr(binaryFold(ctx, c[0], c[1], ods.I1SameShape(ctx, ta.AttrType()), true, func(a, b uint64) (uint64, bool) {
		if cmpI(pred, a, b, w) {
			return 1, true
		}
		return 0, true
	}))
}

var Select = &core.OpDef{
	Name:    "arith.select",
	Summary: "select operation",
	Operands: []core.ValueDef{
		{Name: "condition", Type: ods.BoolLike},
		{Name: "true_value", Type: ods.AnyType},
		{Name: "false_value", Type: ods.AnyType},
	},
	Results:    []core.ValueDef{{Name: "result", Type: ods.AnyType}},
	Traits:     arithTraits | core.Pure,
	TypesMatch: [][]string{{"true_value", "false_value", "result"}},
	Parse:      parseSelect,
	Print:      printSelect,
	Verify:     verifySelect,
	Fold:       foldSelect,
}

func verifySelect(op *core.Operation) error {
	ct, rt := op.Operand(0).Type(), op.Result(0).Type()
	cs, cok := ct.(core.ShapedType)
	rs, rok := rt.(core.ShapedType)
	if !isI1(ct) && !(cok && rok && sameShape(cs, rs)) {
		return op.Errorf("failed to verify that condition is signless i1 or has matching shape")
	}
	if isI1(ct) {
		return nil
	}
	switch rt.(type) {
	case *core.TensorType, *core.UnrankedTensorType, *core.VectorType:
	default:
		return op.Errorf("expected condition to be a signless i1, but got %s", ods.TypeString(ct))
	}
	if want := ods.I1SameShape(op.Context(), rt); ct != want {
		return op.Errorf("expected condition type to have the same shape as the result type, expected %s, but got %s",
			ods.TypeString(want), ods.TypeString(ct))
	}
	return nil
}

func isI1(t core.Type) bool {
	it, ok := t.(*core.IntType)
	return ok && it.Width == 1 && it.Sign == core.Signless
}

func sameShape(a, b core.ShapedType) bool {
	if !a.HasRank() || !b.HasRank() {
		return true
	}
	sa, sb := a.Shape(), b.Shape()
	if len(sa) != len(sb) {
		return false
	}
	for i := range sa {
		if sa[i] != sb[i] && sa[i] != core.Dynamic && sb[i] != core.Dynamic {
			return false
		}
	}
	return true
}

func foldSelect(op *core.Operation, c []core.Attribute) []core.FoldResult {
	cond, tv, fv := op.Operand(0), op.Operand(1), op.Operand(2)
	if tv == fv {
		return val(tv)
	}
	if isOne(c[0]) { // select true, a, b -> a
		return val(tv)
	}
	if isZero(c[0]) { // select false, a, b -> b
		return val(fv)
	}
	if isI1(op.Result(0).Type()) && isOne(c[1]) && isZero(c[2]) { // select %x, true, false -> %x
		return val(cond)
	}
	if cmp := defOp(cond, "arith.cmpi"); cmp != nil {
		if p, ok := cmp.Attr("predicate").(*core.IntegerAttr); ok && (p.Val == CmpEQ || p.Val == CmpNE) {
			l, r := cmp.Operand(0), cmp.Operand(1)
			if (l == tv && r == fv) || (r == tv && l == fv) {
				if p.Val == CmpNE {
					return val(tv)
				}
				return val(fv)
			}
		}
	}
	// Elementwise select of three dense constants.
	cd, ok1 := c[0].(*core.DenseAttr)
	ld, ok2 := c[1].(*core.DenseAttr)
	rd, ok3 := c[2].(*core.DenseAttr)
	if ok1 && ok2 && ok3 {
		ce, okc := decode(cd)
		le, okl := decode(ld)
		re, okr := decode(rd)
		if !okc || !okl || !okr {
			return nil
		}
		n := int(core.NumElements(ld.Type.Shape()))
		out := make([]uint64, n)
		for i := range out {
			at := func(e elems) uint64 { return e.vals[min(i, len(e.vals)-1)] }
			if at(ce) != 0 {
				out[i] = at(le)
			} else {
				out[i] = at(re)
			}
		}
		return attr(encode(op.Context(), ld.Type, out))
	}
	return nil
}

// select: %c, %a, %b attr-dict : [condType ,] resultType
func parseSelect(p core.OpParser, st *core.OpState) error {
	pos := p.Pos()
	ops, err := p.ParseOperandList("")
	if err != nil {
		return err
	}
	if len(ops) != 3 {
		return p.ErrorAt(pos, "expected 3 operands")
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	rt, err := p.ParseColonType()
	if err != nil {
		return err
	}
	ct := core.Type(core.IntegerType(p.Context(), 1))
	if p.ParseOptionalPunct(",") {
		ct = rt
		if rt, err = p.ParseType(); err != nil {
			return err
		}
	}
	vs, err := p.ResolveOperands(ops, []core.Type{ct, rt, rt})
	if err != nil {
		return err
	}
	st.Operands = vs
	st.ResultTypes = []core.Type{rt}
	return nil
}

func printSelect(p core.OpPrinter, op *core.Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.PrintOptionalAttrDict(op.AllAttrs())
	p.WriteString(" : ")
	if ct, ok := op.Operand(0).Type().(core.ShapedType); ok {
		p.PrintType(ct)
		p.WriteString(", ")
	}
	p.PrintType(op.Result(0).Type())
}

// Dialect is the arith dialect.
var Dialect = &core.Dialect{
	Name:    "arith",
	Summary: "Basic integer and floating point arithmetic, bitwise, cast and compare operations",
	Ops: []*core.OpDef{
		Constant, AddI, AddUIExtended, SubI, MulI, MulSIExtended, MulUIExtended,
		DivUI, DivSI, CeilDivUI, CeilDivSI, FloorDivSI, RemUI, RemSI,
		AndI, OrI, XOrI, ShLI, ShRUI, ShRSI,
		NegF, AddF, SubF, MaximumF, MaxNumF, MaxSI, MaxUI, MinimumF, MinNumF, MinSI, MinUI,
		MulF, DivF, RemF,
		ExtUI, ExtSI, ExtF, ScalingExtF, TruncI, TruncF, ScalingTruncF,
		UIToFP, SIToFP, FPToUI, FPToSI, IndexCast, IndexCastUI, Bitcast,
		CmpI, CmpF, Select,
	},
	ParseAttr:   parseAttr,
	PrintAttr:   printAttr,
	Materialize: materialize,
}
