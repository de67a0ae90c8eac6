// Package arith defines MLIR 22's arith dialect: every op of ArithOps.td
// (integer and float arithmetic, bitwise ops, shifts, min/max, casts,
// comparisons, select, constant), the #arith.fastmath and #arith.overflow
// attributes, the cmpi/cmpf predicate and rounding-mode enums (i64/i32
// integers in generic form, keywords in pretty form), verifiers with
// mlir-opt's messages, constant materialization and the folders of
// ArithOps.cpp.
//
// Folding works on element bit patterns (fold.go): integers of up to 64
// bits wrap at their width; floats use the numerics package's formats and
// round once (see ops_float.go for why float64 intermediates are exact
// enough). Integers wider than 64 bits and f80/f128 never fold, except
// cmpf, whose f80/f128 folder compares exact values (cmpf.go). Float casts
// fold only when exact, as MLIR's convertFloatValue requires.
//
// Generic folding rules that belong to the fold driver, not to an op:
// for Commutative ops MLIR first moves a constant operand to the right
// (OpTrait::impl::foldCommutative) and Idempotent/Involution traits fold
// op(x, x) -> x and op(op(x)) -> x; the driver in rewrite/ must apply them
// when an op's own folder fails, as Operation::fold does.
//
// Canonicalization patterns (TODO once rewrite/ exists; names and rules
// from ArithCanonicalization.td and ArithOps.cpp, register per op):
//
//   - addi: AddIAddConstant addi(addi(x, c0), c1) -> addi(x, c0+c1);
//     AddISubConstantRHS addi(subi(x, c0), c1) -> addi(x, c1-c0);
//     AddISubConstantLHS addi(subi(c0, x), c1) -> subi(c0+c1, x);
//     AddIMulNegativeOneRhs addi(x, muli(y, -1)) -> subi(x, y);
//     AddIMulNegativeOneLhs addi(muli(x, -1), y) -> subi(y, x).
//     Overflow flags of rewritten ops are the intersection of the
//     originals' (mergeOverflowFlags).
//   - addui_extended: AddUIExtendedToAddI (overflow result unused -> addi).
//   - subi: SubIRHSAddConstant subi(addi(x, c0), c1) -> addi(x, c0-c1);
//     SubILHSAddConstant subi(c1, addi(x, c0)) -> subi(c1-c0, x);
//     SubIRHSSubConstantRHS subi(subi(x, c0), c1) -> subi(x, c0+c1);
//     SubIRHSSubConstantLHS subi(subi(c0, x), c1) -> subi(c0-c1, x);
//     SubILHSSubConstantRHS subi(c1, subi(x, c0)) -> subi(c0+c1, x);
//     SubILHSSubConstantLHS subi(c1, subi(c0, x)) -> addi(x, c1-c0);
//     SubISubILHSRHSLHS subi(subi(a, b), a) -> subi(0, b).
//   - muli: MulIMulIConstant muli(muli(x, c0), c1) -> muli(x, c0*c1).
//   - mulsi_extended: MulSIExtendedToMulI (high unused -> muli),
//     MulSIExtendedRHSOne (x, 1 -> x, sign bits of x via cmpi slt 0 + extsi).
//   - mului_extended: MulUIExtendedToMulI.
//   - xori: XOrINotCmpI xori(cmpi(p, a, b), 1) -> cmpi(!p, a, b);
//     XOrIOfExtUI, XOrIOfExtSI xori(ext(x), ext(y)) -> ext(xori(x, y)).
//   - andi: AndOfExtUI, AndOfExtSI; ori: OrOfExtUI, OrOfExtSI (same shape).
//   - mulf: MulFOfNegF mulf(negf(x), negf(y)) -> mulf(x, y);
//     divf: DivFOfNegF likewise.
//   - extsi: ExtSIOfExtUI extsi(extui(x)) -> extui(x).
//   - trunci: TruncIExtSIToExtSI, TruncIExtUIToExtUI (trunc of a wider ext
//     to a width above the source -> narrower ext), TruncIShrSIToTrunciShrUI.
//   - truncf: TruncFSIToFPToSIToFP, TruncFUIToFPToUIToFP.
//   - index_cast: IndexCastOfExtSI; index_castui: IndexCastUIOfExtUI.
//   - bitcast: BitcastOfBitcast bitcast(bitcast(x)) -> bitcast(x) or x.
//   - cmpi: CmpIExtSI, CmpIExtUI (eq/ne of two same-kind extensions ->
//     cmpi of the sources).
//   - cmpf: CmpFIntToFPConst (cmpf.go; cmpf of sitofp/uitofp against a
//     float constant -> cmpi against the integer, or a constant i1, with
//     ArithOps.cpp's range and fraction rules, computed exactly for every
//     float type f80 and f128 included; the always-true/false predicates,
//     where MLIR reaches llvm_unreachable, are left alone). Its debug name
//     is the bare "CmpFIntToFPConst": MLIR defines it at file scope.
//   - select: RedundantSelectFalse, RedundantSelectTrue (nested select on
//     the same condition), SelectNotCond (select(not c, a, b) ->
//     select(c, b, a)), SelectI1ToNot (select(c, false, true) : i1 ->
//     xori(c, true)), SelectToExtUI (select(c, 1, 0) -> extui(c);
//     select(c, 0, 1) -> extui(xori(c, true)), integers wider than i1 only).
//
// Not in MLIR 22 and so not here: arith.flush_denormals, arith.convertf,
// rounding modes on binary float ops, #arith.denormal.
package arith
