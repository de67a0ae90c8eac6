package arith

import (
	"ncc/core"
	"ncc/rewrite"
)

// Canonicalization patterns of ArithCanonicalization.td and ArithOps.cpp
// (MLIR 22), registered with rewrite for the canonicalize pass. Benefits
// are DRR's: the number of ops in the matched DAG. Like DRR, the new ops
// take the fused location of the matched ops, constants are created
// before the ops that use them, and constant operands must be scalar
// IntegerAttrs where the .td says APIntAttr.

func init() {
	reg := func(op string, ps ...*rewrite.Pattern) {
		for _, p := range ps {
			p.Root = op
			// MLIR's debug name of the pattern, so disable-patterns and
			// enable-patterns written for mlir-opt work unchanged.
			p.Labels = append(p.Labels, "(anonymous namespace)::"+p.Name)
		}
		rewrite.RegisterCanonical(op, func() []*rewrite.Pattern { return ps })
	}
	reg("arith.addi",
		binConstPattern("AddIAddConstant", "arith.addi", "arith.addi", false, "arith.addi", addInts, true),
		binConstPattern("AddISubConstantRHS", "arith.addi", "arith.subi", false, "arith.addi", subIntsRev, true),
		binConstPattern("AddISubConstantLHS", "arith.addi", "arith.subi", true, "arith.subi", addInts, true),
		addIMulNegOne("AddIMulNegativeOneRhs", 1),
		addIMulNegOne("AddIMulNegativeOneLhs", 0))
	reg("arith.addui_extended", extendedToPlain("AddUIExtendedToAddI", "arith.addi"))
	reg("arith.subi",
		binConstPattern("SubIRHSAddConstant", "arith.subi", "arith.addi", false, "arith.addi", subInts, false),
		lhsConstPattern("SubILHSAddConstant", "arith.addi", false, "arith.subi", subIntsRev),
		binConstPattern("SubIRHSSubConstantRHS", "arith.subi", "arith.subi", false, "arith.subi", addInts, true),
		binConstPattern("SubIRHSSubConstantLHS", "arith.subi", "arith.subi", true, "arith.subi", subInts, true),
		lhsConstPattern("SubILHSSubConstantRHS", "arith.subi", false, "arith.subi", addInts),
		lhsConstPattern("SubILHSSubConstantLHS", "arith.subi", true, "arith.addi", subIntsRev),
		subISubILHSRHSLHS())
	reg("arith.muli", binConstPattern("MulIMulIConstant", "arith.muli", "arith.muli", false, "arith.muli", mulInts, true))
	reg("arith.mulsi_extended", extendedToPlain("MulSIExtendedToMulI", "arith.muli"), mulSIExtendedRHSOne())
	reg("arith.mului_extended", extendedToPlain("MulUIExtendedToMulI", "arith.muli"))
	reg("arith.xori", xorINotCmpI(),
		extOfBinary("XOrIOfExtUI", "arith.extui"), extOfBinary("XOrIOfExtSI", "arith.extsi"))
	reg("arith.andi", extOfBinary("AndOfExtUI", "arith.extui"), extOfBinary("AndOfExtSI", "arith.extsi"))
	reg("arith.ori", extOfBinary("OrOfExtUI", "arith.extui"), extOfBinary("OrOfExtSI", "arith.extsi"))
	reg("arith.mulf", negFBoth("MulFOfNegF"))
	reg("arith.divf", negFBoth("DivFOfNegF"))
	reg("arith.extsi", castOfCast("ExtSIOfExtUI", "arith.extui", "arith.extui"))
	reg("arith.trunci", truncIOfExt("TruncIExtSIToExtSI", "arith.extsi"), truncIOfExt("TruncIExtUIToExtUI", "arith.extui"),
		truncIShrSI())
	reg("arith.truncf", truncFOfIntToFP("TruncFSIToFPToSIToFP", "arith.sitofp"), truncFOfIntToFP("TruncFUIToFPToUIToFP", "arith.uitofp"))
	reg("arith.index_cast", castRoundTrip("IndexCastOfIndexCast"), castOfCast("IndexCastOfExtSI", "arith.extsi", "arith.index_cast"))
	reg("arith.index_castui", castRoundTrip("IndexCastUIOfIndexCastUI"), castOfCast("IndexCastUIOfExtUI", "arith.extui", "arith.index_castui"))
	reg("arith.bitcast", castOfCast("BitcastOfBitcast", "arith.bitcast", "arith.bitcast"))
	reg("arith.cmpi", cmpIOfExt("CmpIExtSI", "arith.extsi"), cmpIOfExt("CmpIExtUI", "arith.extui"))
	reg("arith.select", redundantSelect("RedundantSelectFalse", 2), redundantSelect("RedundantSelectTrue", 1),
		selectNotCond(), selectI1ToNot(), selectToExtUI())
}

// Matching helpers.

// scalarInt is ConstantLikeMatcher APIntAttr: v is defined by a constant
// whose value is a scalar integer attribute.
func scalarInt(v core.Value) *core.IntegerAttr {
	a, _ := constantOf(v).(*core.IntegerAttr)
	if a == nil || a.Big != nil || intWidth(a.Type) == 0 {
		return nil
	}
	return a
}

func overflowFlags(op *core.Operation) uint32 {
	if a, ok := op.Attr("overflowFlags").(*OverflowAttr); ok {
		return a.Flags
	}
	return OverflowNone
}

func overflowNamed(c *core.Context, flags uint32) core.NamedAttr {
	return core.NamedAttr{Name: "overflowFlags", Value: Overflow(c, flags)}
}

func fused(ops ...*core.Operation) core.Location {
	locs := make([]core.Location, len(ops))
	for i, o := range ops {
		locs[i] = o.Loc()
	}
	return core.Fused(ops[0].Context(), locs, nil)
}

// newConst creates arith.constant value before the rewriter's insertion point.
func newConst(rw *rewrite.Rewriter, loc core.Location, value core.Attribute, t core.Type) core.Value {
	return rw.CreateOp("arith.constant", loc, nil, []core.Type{t}, core.NamedAttr{Name: "value", Value: value}).Result(0)
}

// Integer attribute arithmetic at the result's type (addIntegerAttrs & co).
type intFn func(c *core.Context, t core.Type, a, b *core.IntegerAttr) core.Attribute

func addInts(c *core.Context, t core.Type, a, b *core.IntegerAttr) core.Attribute {
	return core.Int(c, t, a.Val+b.Val)
}
func subInts(c *core.Context, t core.Type, a, b *core.IntegerAttr) core.Attribute {
	return core.Int(c, t, a.Val-b.Val)
}
func subIntsRev(c *core.Context, t core.Type, a, b *core.IntegerAttr) core.Attribute {
	return core.Int(c, t, b.Val-a.Val)
}
func mulInts(c *core.Context, t core.Type, a, b *core.IntegerAttr) core.Attribute {
	return core.Int(c, t, a.Val*b.Val)
}

// binConstPattern matches root(inner(x, c0), c1) (or root(inner(c0, x), c1)
// with constLHS) and builds newOp(x, fn(c0, c1)) (or newOp(fn(c0, c1), x)
// when newOp is subi and the constant comes first).
func binConstPattern(name, root, inner string, constLHS bool, newOp string, fn intFn, merge bool) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Benefit: 2, Generated: []string{"arith.constant", newOp},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			in := defOp(op.Operand(0), inner)
			if in == nil {
				return false
			}
			c1 := scalarInt(op.Operand(1))
			var x core.Value
			var c0 *core.IntegerAttr
			if constLHS {
				c0, x = scalarInt(in.Operand(0)), in.Operand(1)
			} else {
				x, c0 = in.Operand(0), scalarInt(in.Operand(1))
			}
			if c0 == nil || c1 == nil {
				return false
			}
			flags := OverflowNone
			if merge {
				flags = overflowFlags(in) & overflowFlags(op)
			}
			return buildConstBinary(rw, op, in, newOp, x, fn(op.Context(), op.Result(0).Type(), c0, c1), constLHS, flags)
		}}
}

// lhsConstPattern matches subi(c1, inner(..)) for the SubILHS* patterns.
func lhsConstPattern(name, inner string, innerConstLHS bool, newOp string, fn intFn) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Benefit: 2, Generated: []string{"arith.constant", newOp},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			c1 := scalarInt(op.Operand(0))
			in := defOp(op.Operand(1), inner)
			if c1 == nil || in == nil {
				return false
			}
			var x core.Value
			var c0 *core.IntegerAttr
			if innerConstLHS {
				c0, x = scalarInt(in.Operand(0)), in.Operand(1)
			} else {
				x, c0 = in.Operand(0), scalarInt(in.Operand(1))
			}
			if c0 == nil {
				return false
			}
			// The constant leads in a subi result, trails in an addi one.
			constFirst := newOp == "arith.subi"
			flags := overflowFlags(in) & overflowFlags(op)
			return buildConstBinary(rw, op, in, newOp, x, fn(op.Context(), op.Result(0).Type(), c0, c1), constFirst, flags)
		}}
}

func buildConstBinary(rw *rewrite.Rewriter, op, in *core.Operation, newOp string, x core.Value, c core.Attribute, constFirst bool, flags uint32) bool {
	if c == nil {
		return false
	}
	loc := fused(op, in)
	rw.SetInsertionPoint(op)
	k := newConst(rw, loc, c, op.Result(0).Type())
	operands := []core.Value{x, k}
	if constFirst {
		operands = []core.Value{k, x}
	}
	n := rw.CreateOp(newOp, loc, operands, []core.Type{op.Result(0).Type()}, overflowNamed(op.Context(), flags))
	rw.ReplaceOpWithOp(op, n)
	return true
}

// isNegOne is IsScalarOrSplatNegativeOne.
func isNegOne(v core.Value) bool {
	c := constantOf(v)
	return c != nil && isAllOnes(c)
}

// addIMulNegOne is AddIMulNegativeOneRhs (mul on operand 1:
// addi(x, muli(y, -1)) -> subi(x, y)) and ...Lhs (mul on operand 0).
func addIMulNegOne(name string, mulAt int) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Benefit: 2, Generated: []string{"arith.subi"},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			mul := defOp(op.Operand(mulAt), "arith.muli")
			if mul == nil || !isNegOne(mul.Operand(1)) {
				return false
			}
			other := op.Operand(1 - mulAt)
			rw.SetInsertionPoint(op)
			n := rw.CreateOp("arith.subi", fused(op, mul), []core.Value{other, mul.Operand(0)},
				[]core.Type{op.Result(0).Type()}, overflowNamed(op.Context(), OverflowNone))
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}

// subISubILHSRHSLHS: subi(subi(a, b), a) -> subi(0, b).
func subISubILHSRHSLHS() *rewrite.Pattern {
	return &rewrite.Pattern{Name: "SubISubILHSRHSLHS", Benefit: 2, Generated: []string{"arith.constant", "arith.subi"},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			in := defOp(op.Operand(0), "arith.subi")
			if in == nil || in.Operand(0) != op.Operand(1) {
				return false
			}
			y := in.Operand(1)
			z := zeroAttr(op.Context(), y.Type())
			if z == nil {
				return false
			}
			loc := fused(op, in)
			rw.SetInsertionPoint(op)
			k := newConst(rw, loc, z, y.Type())
			n := rw.CreateOp("arith.subi", loc, []core.Value{k, y}, []core.Type{op.Result(0).Type()},
				overflowNamed(op.Context(), overflowFlags(in)&overflowFlags(op)))
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}

// extendedToPlain replaces an *_extended op whose second result is unused
// by the plain op, and the unused result by the first operand.
func extendedToPlain(name, plain string) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Benefit: 1, Generated: []string{plain},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			if core.HasUses(op.Result(1)) {
				return false
			}
			rw.SetInsertionPoint(op)
			n := rw.CreateOp(plain, op.Loc(), []core.Value{op.Operand(0), op.Operand(1)},
				[]core.Type{op.Result(0).Type()}, overflowNamed(op.Context(), OverflowNone))
			rw.ReplaceOp(op, []core.Value{n.Result(0), op.Operand(0)})
			return true
		}}
}

// mulSIExtendedRHSOne: mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)].
func mulSIExtendedRHSOne() *rewrite.Pattern {
	return &rewrite.Pattern{Name: "MulSIExtendedRHSOne", Benefit: 1, Generated: []string{"arith.constant", "arith.cmpi", "arith.extsi"},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			c := constantOf(op.Operand(1))
			if c == nil || !isOne(c) {
				return false
			}
			x := op.Operand(0)
			ctx := op.Context()
			z := zeroAttr(ctx, x.Type())
			if z == nil {
				return false
			}
			rw.SetInsertionPoint(op)
			loc := op.Loc()
			k := newConst(rw, loc, z, x.Type())
			cmp := rw.CreateOp("arith.cmpi", loc, []core.Value{x, k}, []core.Type{i1Like(ctx, x.Type())},
				core.NamedAttr{Name: "predicate", Value: CmpIPredicate.Attr(ctx, CmpSLT)})
			ext := rw.CreateOp("arith.extsi", loc, []core.Value{cmp.Result(0)}, []core.Type{op.Result(1).Type()})
			rw.ReplaceOp(op, []core.Value{x, ext.Result(0)})
			return true
		}}
}

// i1Like returns i1 with the shape of t.
func i1Like(c *core.Context, t core.Type) core.Type {
	i1 := core.IntegerType(c, 1)
	switch t := t.(type) {
	case *core.VectorType:
		return core.Vector(c, t.Dims, t.Scalable, i1)
	case *core.TensorType:
		return core.RankedTensor(c, t.Dims, i1, t.Encoding)
	case *core.UnrankedTensorType:
		return core.UnrankedTensor(c, i1)
	}
	return i1
}

var inverted = map[int64]int64{CmpEQ: CmpNE, CmpNE: CmpEQ, CmpSLT: CmpSGE, CmpSGE: CmpSLT, CmpSLE: CmpSGT,
	CmpSGT: CmpSLE, CmpULT: CmpUGE, CmpUGE: CmpULT, CmpULE: CmpUGT, CmpUGT: CmpULE}

// xorINotCmpI: xori(cmpi(p, a, b), 1 : i1) -> cmpi(!p, a, b).
func xorINotCmpI() *rewrite.Pattern {
	return &rewrite.Pattern{Name: "XOrINotCmpI", Benefit: 2, Generated: []string{"arith.cmpi"},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			cmp := defOp(op.Operand(0), "arith.cmpi")
			c := scalarInt(op.Operand(1))
			if cmp == nil || c == nil || intWidth(c.Type) != 1 || c.Val&1 != 1 {
				return false
			}
			p, ok := cmp.Attr("predicate").(*core.IntegerAttr)
			if !ok {
				return false
			}
			ctx := op.Context()
			rw.SetInsertionPoint(op)
			n := rw.CreateOp("arith.cmpi", fused(op, cmp), cmp.Operands(), []core.Type{op.Result(0).Type()},
				core.NamedAttr{Name: "predicate", Value: CmpIPredicate.Attr(ctx, inverted[p.Val])})
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}

// extOfBinary: op(ext(x), ext(y)) -> ext(op(x, y)) when x and y have the same type.
func extOfBinary(name, ext string) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Benefit: 3, Generated: []string{ext},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			a, b := defOp(op.Operand(0), ext), defOp(op.Operand(1), ext)
			if a == nil || b == nil || a.Operand(0).Type() != b.Operand(0).Type() {
				return false
			}
			loc := fused(op, a, b)
			rw.SetInsertionPoint(op)
			inner := rw.CreateOp(op.Name(), loc, []core.Value{a.Operand(0), b.Operand(0)}, []core.Type{a.Operand(0).Type()})
			n := rw.CreateOp(ext, loc, []core.Value{inner.Result(0)}, []core.Type{op.Result(0).Type()})
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}

// negFBoth: op(negf(x), negf(y)) -> op(x, y), keeping op's fastmath flags.
func negFBoth(name string) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Benefit: 3,
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			a, b := defOp(op.Operand(0), "arith.negf"), defOp(op.Operand(1), "arith.negf")
			if a == nil || b == nil || a.Operand(0).Type() != b.Operand(0).Type() {
				return false
			}
			rw.SetInsertionPoint(op)
			n := rw.CreateOp(op.Name(), fused(op, a, b), []core.Value{a.Operand(0), b.Operand(0)},
				[]core.Type{op.Result(0).Type()}, core.NamedAttr{Name: "fastmath", Value: op.Attr("fastmath")})
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}

// castOfCast: root(inner(x)) -> newOp(x) with root's result type.
func castOfCast(name, inner, newOp string) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Benefit: 2, Generated: []string{newOp},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			in := defOp(op.Operand(0), inner)
			if in == nil {
				return false
			}
			rw.SetInsertionPoint(op)
			n := rw.CreateOp(newOp, fused(op, in), []core.Value{in.Operand(0)}, []core.Type{op.Result(0).Type()})
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}

// castRoundTrip: cast(cast(x)) -> x when the types match (same op kind).
func castRoundTrip(name string) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Benefit: 2,
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			in := core.DefiningOp(op.Operand(0))
			if in == nil || in.OpName() != op.OpName() || in.Operand(0).Type() != op.Result(0).Type() {
				return false
			}
			rw.ReplaceOp(op, []core.Value{in.Operand(0)})
			return true
		}}
}

// elemWidth is getScalarOrElementWidth: the bit width of an int or float
// element type, -1 otherwise.
func elemWidth(t core.Type) int {
	switch e := core.ElementTypeOrSelf(t).(type) {
	case *core.IntType:
		return e.Width
	case *core.FloatType:
		return core.IntOrFloatWidth(e)
	}
	return -1
}

func widerThan(a, b core.Type) bool { return elemWidth(a) > elemWidth(b) && elemWidth(b) > 0 }

// truncIOfExt: trunci(ext(x)) -> ext(x) when only extension bits are cut.
func truncIOfExt(name, ext string) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Benefit: 2, Generated: []string{ext},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			in := defOp(op.Operand(0), ext)
			if in == nil {
				return false
			}
			x, tr := in.Operand(0).Type(), op.Result(0).Type()
			if !widerThan(in.Result(0).Type(), tr) || !widerThan(tr, x) {
				return false
			}
			rw.SetInsertionPoint(op)
			n := rw.CreateOp(ext, fused(op, in), []core.Value{in.Operand(0)}, []core.Type{tr})
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}

// truncIShrSI: trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the
// number of truncated bits.
func truncIShrSI() *rewrite.Pattern {
	return &rewrite.Pattern{Name: "TruncIShrSIToTrunciShrUI", Benefit: 2,
		Generated: []string{"arith.constant", "arith.shrui", "arith.trunci"},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			sh := defOp(op.Operand(0), "arith.shrsi")
			if sh == nil {
				return false
			}
			c := constantOf(sh.Operand(1))
			amount, _, ok := constInt(c)
			if !ok {
				return false
			}
			x := sh.Operand(0)
			if int64(elemWidth(x.Type())-elemWidth(op.Result(0).Type())) != sext(amount, 64) {
				return false
			}
			ta, ok := c.(core.TypedAttr)
			if !ok {
				return false
			}
			loc := fused(op, sh)
			rw.SetInsertionPoint(op)
			k := newConst(rw, loc, c, ta.AttrType())
			shr := rw.CreateOp("arith.shrui", loc, []core.Value{x, k}, []core.Type{x.Type()})
			var attrs []core.NamedAttr
			if f := op.Attr("overflowFlags"); f != nil {
				attrs = append(attrs, core.NamedAttr{Name: "overflowFlags", Value: f})
			}
			n := rw.CreateOp("arith.trunci", loc, []core.Value{shr.Result(0)}, []core.Type{op.Result(0).Type()}, attrs...)
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}

// truncFOfIntToFP: truncf(itofp(x)) -> itofp(x) without a rounding mode.
func truncFOfIntToFP(name, itofp string) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Benefit: 2, Generated: []string{itofp},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			in := defOp(op.Operand(0), itofp)
			if in == nil || op.Attr("roundingmode") != nil {
				return false
			}
			rw.SetInsertionPoint(op)
			n := rw.CreateOp(itofp, fused(op, in), []core.Value{in.Operand(0)}, []core.Type{op.Result(0).Type()})
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}

// cmpIOfExt: cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b).
func cmpIOfExt(name, ext string) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Benefit: 3, Generated: []string{"arith.cmpi"},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			p, ok := op.Attr("predicate").(*core.IntegerAttr)
			if !ok || (p.Val != CmpEQ && p.Val != CmpNE) {
				return false
			}
			a, b := defOp(op.Operand(0), ext), defOp(op.Operand(1), ext)
			if a == nil || b == nil || a.Operand(0).Type() != b.Operand(0).Type() {
				return false
			}
			rw.SetInsertionPoint(op)
			n := rw.CreateOp("arith.cmpi", fused(op, a, b), []core.Value{a.Operand(0), b.Operand(0)},
				[]core.Type{op.Result(0).Type()}, core.NamedAttr{Name: "predicate", Value: p})
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}

func newSelect(rw *rewrite.Rewriter, op *core.Operation, loc core.Location, c, a, b core.Value) {
	rw.SetInsertionPoint(op)
	n := rw.CreateOp("arith.select", loc, []core.Value{c, a, b}, []core.Type{op.Result(0).Type()})
	rw.ReplaceOpWithOp(op, n)
}

// redundantSelect: select(p, a, select(p, b, c)) -> select(p, a, c) (at
// operand 2) and select(p, select(p, a, b), c) -> select(p, a, c) (at 1).
func redundantSelect(name string, at int) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Benefit: 2, Generated: []string{"arith.select"},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			in := defOp(op.Operand(at), "arith.select")
			if in == nil || in.Operand(0) != op.Operand(0) {
				return false
			}
			if at == 2 {
				newSelect(rw, op, fused(op, in), op.Operand(0), op.Operand(1), in.Operand(2))
			} else {
				newSelect(rw, op, fused(op, in), op.Operand(0), in.Operand(1), op.Operand(2))
			}
			return true
		}}
}

// selectNotCond: select(xori(p, -1), a, b) -> select(p, b, a).
func selectNotCond() *rewrite.Pattern {
	return &rewrite.Pattern{Name: "SelectNotCond", Benefit: 2, Generated: []string{"arith.select"},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			x := defOp(op.Operand(0), "arith.xori")
			if x == nil {
				return false
			}
			c := scalarInt(x.Operand(1))
			if c == nil || !isAllOnes(c) {
				return false
			}
			newSelect(rw, op, fused(op, x), x.Operand(0), op.Operand(2), op.Operand(1))
			return true
		}}
}

func isI1Const(v core.Value, bit int64) bool {
	c := scalarInt(v)
	return c != nil && intWidth(c.Type) == 1 && c.Val&1 == bit
}

// selectI1ToNot: select(p, false, true) -> xori(p, true).
func selectI1ToNot() *rewrite.Pattern {
	return &rewrite.Pattern{Name: "SelectI1ToNot", Benefit: 1, Generated: []string{"arith.constant", "arith.xori"},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			if !isI1Const(op.Operand(1), 0) || !isI1Const(op.Operand(2), 1) {
				return false
			}
			ctx := op.Context()
			rw.SetInsertionPoint(op)
			k := newConst(rw, op.Loc(), core.Bool(ctx, true), core.IntegerType(ctx, 1))
			n := rw.CreateOp("arith.xori", op.Loc(), []core.Value{op.Operand(0), k}, []core.Type{op.Result(0).Type()})
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}

// selectToExtUI: select(p, 1, 0) -> extui(p); select(p, 0, 1) ->
// extui(xori(p, 1)), for integer results wider than i1.
func selectToExtUI() *rewrite.Pattern {
	return &rewrite.Pattern{Name: "SelectToExtUI", Benefit: 1, Generated: []string{"arith.extui", "arith.xori", "arith.constant"},
		Rewrite: func(op *core.Operation, rw *rewrite.Rewriter) bool {
			t, ok := op.Result(0).Type().(*core.IntType)
			if !ok || t.Width == 1 {
				return false
			}
			tv, fv := constantOf(op.Operand(1)), constantOf(op.Operand(2))
			cond := op.Operand(0)
			loc := op.Loc()
			switch {
			case isOne(tv) && isZero(fv):
			case isZero(tv) && isOne(fv):
				rw.SetInsertionPoint(op)
				k := newConst(rw, loc, core.Int(op.Context(), cond.Type(), 1), cond.Type())
				cond = rw.CreateOp("arith.xori", loc, []core.Value{cond, k}, []core.Type{cond.Type()}).Result(0)
			default:
				return false
			}
			rw.SetInsertionPoint(op)
			n := rw.CreateOp("arith.extui", loc, []core.Value{cond}, []core.Type{t})
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}
