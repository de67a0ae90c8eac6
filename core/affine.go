package core

import (
	"math"
	"math/bits"
	"strconv"
)

// Affine expressions, maps and integer sets, as in mlir/IR/AffineExpr.h.
// Expressions are uniqued per Context (compare with ==) and simplified on
// construction exactly as MLIR's operator+, operator*, floorDiv, ceilDiv and
// operator% do (constant folding, constants moved right, d0 + 0 -> d0,
// (d0 * 2) * 3 -> d0 * 6, e - (e floordiv c) * c -> e mod c, ...), so that
// what we print is what mlir-opt prints.

// AffineExprKind says what an AffineExpr is.
type AffineExprKind uint8

const (
	AffineAdd AffineExprKind = iota
	AffineMul
	AffineMod
	AffineFloorDiv
	AffineCeilDiv
	AffineConstant
	AffineDimId
	AffineSymbolId
)

// AffineExpr is one node of an affine expression. Value is the constant of
// an AffineConstant and the position of an AffineDimId or AffineSymbolId.
type AffineExpr struct {
	Kind     AffineExprKind
	LHS, RHS *AffineExpr
	Value    int64

	ctx *Context
	key string
}

// Key is the uniquing key (structural, not the printed form).
func (e *AffineExpr) Key() string { return e.key }

// Context returns the Context e belongs to.
func (e *AffineExpr) Context() *Context { return e.ctx }

func internExpr(c *Context, e *AffineExpr) *AffineExpr {
	e.ctx = c
	return InternAttr(c, e)
}

// AffineConst returns the constant expression v.
func AffineConst(c *Context, v int64) *AffineExpr {
	return internExpr(c, &AffineExpr{Kind: AffineConstant, Value: v, key: "#aff:" + strconv.FormatInt(v, 10)})
}

// AffineDim returns the dimension dPos.
func AffineDim(c *Context, pos int) *AffineExpr {
	return internExpr(c, &AffineExpr{Kind: AffineDimId, Value: int64(pos), key: "#aff:d" + strconv.Itoa(pos)})
}

// AffineSymbol returns the symbol sPos.
func AffineSymbol(c *Context, pos int) *AffineExpr {
	return internExpr(c, &AffineExpr{Kind: AffineSymbolId, Value: int64(pos), key: "#aff:s" + strconv.Itoa(pos)})
}

var binKeyOps = [...]string{"+", "*", "mod", "floordiv", "ceildiv"}

// affineBinOp returns the unsimplified node kind(l, r).
func affineBinOp(kind AffineExprKind, l, r *AffineExpr) *AffineExpr {
	key := "#aff:(" + binKeyOps[kind] + " " + l.key[5:] + " " + r.key[5:] + ")"
	return internExpr(l.ctx, &AffineExpr{Kind: kind, LHS: l, RHS: r, key: key})
}

// AffineBinary builds kind(l, r) with simplification, like MLIR's
// getAffineBinaryOpExpr.
func AffineBinary(kind AffineExprKind, l, r *AffineExpr) *AffineExpr {
	switch kind {
	case AffineAdd:
		return l.Add(r)
	case AffineMul:
		return l.Mul(r)
	case AffineFloorDiv:
		return l.FloorDiv(r)
	case AffineCeilDiv:
		return l.CeilDiv(r)
	case AffineMod:
		return l.Mod(r)
	}
	panic("core: AffineBinary of a non-binary kind")
}

// IsBinary reports whether e has operands.
func (e *AffineExpr) IsBinary() bool { return e.Kind <= AffineCeilDiv }

func (e *AffineExpr) isConst() bool { return e.Kind == AffineConstant }

// IsSymbolicOrConstant reports whether e involves no dimension.
func (e *AffineExpr) IsSymbolicOrConstant() bool {
	switch e.Kind {
	case AffineConstant, AffineSymbolId:
		return true
	case AffineDimId:
		return false
	}
	return e.LHS.IsSymbolicOrConstant() && e.RHS.IsSymbolicOrConstant()
}

// IsPureAffine reports whether multiplication, division and modulo in e are
// only by constants.
func (e *AffineExpr) IsPureAffine() bool {
	switch e.Kind {
	case AffineConstant, AffineSymbolId, AffineDimId:
		return true
	case AffineAdd:
		return e.LHS.IsPureAffine() && e.RHS.IsPureAffine()
	case AffineMul:
		return e.LHS.IsPureAffine() && e.RHS.IsPureAffine() && (e.LHS.isConst() || e.RHS.isConst())
	}
	return e.LHS.IsPureAffine() && e.RHS.isConst()
}

func gcd64(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

// LargestKnownDivisor returns the largest integer known to divide e.
func (e *AffineExpr) LargestKnownDivisor() int64 {
	switch e.Kind {
	case AffineCeilDiv, AffineDimId, AffineFloorDiv, AffineSymbolId:
		return 1
	case AffineConstant:
		return abs64(e.Value)
	case AffineMul:
		return e.LHS.LargestKnownDivisor() * e.RHS.LargestKnownDivisor()
	}
	return int64(gcd64(uint64(e.LHS.LargestKnownDivisor()), uint64(e.RHS.LargestKnownDivisor())))
}

// floorDiv, ceilDiv and mod are MLIR's MathExtras for a positive divisor.
func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) == (b < 0)) {
		q++
	}
	return q
}

func mod(a, b int64) int64 {
	m := a % b
	if m < 0 {
		m += b
	}
	return m
}

func addOverflows(a, b int64) (int64, bool) {
	s := a + b
	return s, (a >= 0) == (b >= 0) && (s >= 0) != (a >= 0)
}

func mulOverflows(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, false
	}
	hi, lo := bits.Mul64(uint64(abs64(a)), uint64(abs64(b)))
	neg := (a < 0) != (b < 0)
	if hi != 0 || (!neg && lo > math.MaxInt64) || (neg && lo > 1<<63) {
		return 0, true
	}
	return a * b, false
}

// Add returns e + o.
func (e *AffineExpr) Add(o *AffineExpr) *AffineExpr {
	if s := simplifyAdd(e, o); s != nil {
		return s
	}
	return affineBinOp(AffineAdd, e, o)
}

// AddConst returns e + v.
func (e *AffineExpr) AddConst(v int64) *AffineExpr { return e.Add(AffineConst(e.ctx, v)) }

// Mul returns e * o.
func (e *AffineExpr) Mul(o *AffineExpr) *AffineExpr {
	if s := simplifyMul(e, o); s != nil {
		return s
	}
	return affineBinOp(AffineMul, e, o)
}

// MulConst returns e * v.
func (e *AffineExpr) MulConst(v int64) *AffineExpr { return e.Mul(AffineConst(e.ctx, v)) }

// Neg returns -e (e * -1).
func (e *AffineExpr) Neg() *AffineExpr { return e.MulConst(-1) }

// Sub returns e - o (e + o * -1).
func (e *AffineExpr) Sub(o *AffineExpr) *AffineExpr { return e.Add(o.Neg()) }

// FloorDiv returns e floordiv o.
func (e *AffineExpr) FloorDiv(o *AffineExpr) *AffineExpr {
	if s := simplifyFloorDiv(e, o); s != nil {
		return s
	}
	return affineBinOp(AffineFloorDiv, e, o)
}

// CeilDiv returns e ceildiv o.
func (e *AffineExpr) CeilDiv(o *AffineExpr) *AffineExpr {
	if s := simplifyCeilDiv(e, o); s != nil {
		return s
	}
	return affineBinOp(AffineCeilDiv, e, o)
}

// Mod returns e mod o.
func (e *AffineExpr) Mod(o *AffineExpr) *AffineExpr {
	if s := simplifyMod(e, o); s != nil {
		return s
	}
	return affineBinOp(AffineMod, e, o)
}

// commuteLeaves reports whether a commutative op on two dims (or two
// symbols) should swap them so the lower position comes first, as mlir-opt
// 22 does (d1 + d0 -> d0 + d1, s1 * s0 -> s0 * s1).
func commuteLeaves(lhs, rhs *AffineExpr) bool {
	return lhs.Kind == rhs.Kind && (lhs.Kind == AffineDimId || lhs.Kind == AffineSymbolId) && lhs.Value > rhs.Value
}

func simplifyAdd(lhs, rhs *AffineExpr) *AffineExpr {
	c := lhs.ctx
	if lhs.isConst() && rhs.isConst() {
		s, ovf := addOverflows(lhs.Value, rhs.Value)
		if ovf {
			return nil
		}
		return AffineConst(c, s)
	}
	// Constants, then symbolic terms, go to the right.
	if lhs.isConst() || (lhs.IsSymbolicOrConstant() && !rhs.IsSymbolicOrConstant()) {
		return rhs.Add(lhs)
	}
	if commuteLeaves(lhs, rhs) {
		return rhs.Add(lhs)
	}
	if rhs.isConst() && rhs.Value == 0 {
		return lhs
	}
	// (d0 + 2) + 3 -> d0 + 5.
	if lhs.Kind == AffineAdd && rhs.isConst() && lhs.RHS.isConst() {
		if s, ovf := addOverflows(lhs.RHS.Value, rhs.Value); !ovf {
			return lhs.LHS.AddConst(s)
		}
	}
	// c1 * e + c2 * e -> (c1 + c2) * e.
	lc, first := int64(1), lhs
	if lhs.Kind == AffineMul && lhs.RHS.isConst() {
		lc, first = lhs.RHS.Value, lhs.LHS
	}
	rc, second := int64(1), rhs
	if rhs.Kind == AffineMul && rhs.RHS.isConst() {
		rc, second = rhs.RHS.Value, rhs.LHS
	}
	if first == second {
		if s, ovf := addOverflows(lc, rc); !ovf {
			return first.MulConst(s)
		}
	}
	// (d0 + 2) + d1 -> (d0 + d1) + 2.
	if lhs.Kind == AffineAdd && lhs.RHS.isConst() {
		return lhs.LHS.Add(rhs).Add(lhs.RHS)
	}
	// e + (e floordiv q) * q * -1 -> e mod q, for a symbolic q.
	if !rhs.IsBinary() {
		return nil
	}
	lrhs, rrhs := rhs.LHS, rhs.RHS
	if rrhs.isConst() && rrhs.Value == -1 && lrhs.Kind == AffineMul {
		llrhs, rlrhs := lrhs.LHS, lrhs.RHS
		if llrhs.Kind != AffineFloorDiv {
			return nil
		}
		if llrhs.RHS == rlrhs && lhs == llrhs.LHS {
			return lhs.Mod(rlrhs)
		}
	}
	// e + (e floordiv c) * -c -> e mod c.
	if rhs.Kind != AffineMul || lrhs.Kind != AffineFloorDiv {
		return nil
	}
	llrhs, rlrhs := lrhs.LHS, lrhs.RHS
	if lhs == llrhs && rlrhs == rrhs.Neg() {
		return lhs.Mod(rlrhs)
	}
	return nil
}

func simplifyMul(lhs, rhs *AffineExpr) *AffineExpr {
	c := lhs.ctx
	if lhs.isConst() && rhs.isConst() {
		p, ovf := mulOverflows(lhs.Value, rhs.Value)
		if ovf {
			return nil
		}
		return AffineConst(c, p)
	}
	// The constant or symbolic factor goes to the right.
	if !rhs.IsSymbolicOrConstant() || lhs.isConst() {
		if !lhs.IsSymbolicOrConstant() && !rhs.IsSymbolicOrConstant() {
			return nil // semi-affine d0 * d1: kept as written
		}
		return rhs.Mul(lhs)
	}
	if commuteLeaves(lhs, rhs) {
		return rhs.Mul(lhs)
	}
	if rhs.isConst() {
		if rhs.Value == 1 {
			return lhs
		}
		if rhs.Value == 0 {
			return rhs
		}
	}
	// (d0 * 2) * 3 -> d0 * 6.
	if lhs.Kind == AffineMul && rhs.isConst() && lhs.RHS.isConst() {
		if p, ovf := mulOverflows(lhs.RHS.Value, rhs.Value); !ovf {
			return lhs.LHS.MulConst(p)
		}
	}
	// (d0 * 2) * s0 -> (d0 * s0) * 2.
	if lhs.Kind == AffineMul && lhs.RHS.isConst() {
		return lhs.LHS.Mul(rhs).Mul(lhs.RHS)
	}
	return nil
}

func simplifyFloorDiv(lhs, rhs *AffineExpr) *AffineExpr {
	if !rhs.isConst() || rhs.Value < 1 {
		return nil
	}
	d := rhs.Value
	if lhs.isConst() {
		return AffineConst(lhs.ctx, floorDiv(lhs.Value, d))
	}
	if d == 1 {
		return lhs
	}
	if lhs.Kind == AffineMul && lhs.RHS.isConst() && lhs.RHS.Value%d == 0 {
		return lhs.LHS.MulConst(lhs.RHS.Value / d)
	}
	if lhs.Kind == AffineAdd {
		if lhs.LHS.LargestKnownDivisor()%d == 0 || lhs.RHS.LargestKnownDivisor()%d == 0 {
			return lhs.LHS.FloorDiv(rhs).Add(lhs.RHS.FloorDiv(rhs))
		}
	}
	return nil
}

func simplifyCeilDiv(lhs, rhs *AffineExpr) *AffineExpr {
	if !rhs.isConst() || rhs.Value < 1 {
		return nil
	}
	d := rhs.Value
	if lhs.isConst() {
		return AffineConst(lhs.ctx, ceilDiv(lhs.Value, d))
	}
	if d == 1 {
		return lhs
	}
	if lhs.Kind == AffineMul && lhs.RHS.isConst() && lhs.RHS.Value%d == 0 {
		return lhs.LHS.MulConst(lhs.RHS.Value / d)
	}
	return nil
}

func simplifyMod(lhs, rhs *AffineExpr) *AffineExpr {
	if !rhs.isConst() || rhs.Value < 1 {
		return nil
	}
	d := rhs.Value
	if lhs.isConst() {
		return AffineConst(lhs.ctx, mod(lhs.Value, d))
	}
	if lhs.LargestKnownDivisor()%d == 0 {
		return AffineConst(lhs.ctx, 0)
	}
	if lhs.Kind == AffineAdd {
		if lhs.LHS.LargestKnownDivisor()%d == 0 {
			return lhs.RHS.Mod(rhs)
		}
		if lhs.RHS.LargestKnownDivisor()%d == 0 {
			return lhs.LHS.Mod(rhs)
		}
	}
	// (e mod a) mod b -> e mod b when b divides a.
	if lhs.Kind == AffineMod && lhs.RHS.isConst() && lhs.RHS.Value >= 1 && mod(lhs.RHS.Value, d) == 0 {
		return lhs.LHS.Mod(rhs)
	}
	return nil
}

// AffineMap is (d0, ..., dN)[s0, ..., sM] -> (results), uniqued per Context.
// MLIR does not simplify a map's results beyond their expressions' own
// construction, and neither does NewAffineMap.
type AffineMap struct {
	NumDims, NumSymbols int
	Results             []*AffineExpr
	str                 string
}

// Key is "#affine_map:" plus the printed form.
func (m *AffineMap) Key() string { return "#affine_map:" + m.str }

// String prints the map as mlir-opt does inside affine_map<...>.
func (m *AffineMap) String() string { return m.str }

// NewAffineMap returns the uniqued map.
func NewAffineMap(c *Context, numDims, numSymbols int, results []*AffineExpr) *AffineMap {
	rs := append([]*AffineExpr(nil), results...)
	return InternAttr(c, &AffineMap{NumDims: numDims, NumSymbols: numSymbols, Results: rs,
		str: affineMapString(numDims, numSymbols, rs)})
}

// IdentityAffineMap returns (d0, ..., dn-1) -> (d0, ..., dn-1).
func IdentityAffineMap(c *Context, n int) *AffineMap {
	rs := make([]*AffineExpr, n)
	for i := range rs {
		rs[i] = AffineDim(c, i)
	}
	return NewAffineMap(c, n, 0, rs)
}

// IsIdentity reports whether m maps its dims to themselves in order.
func (m *AffineMap) IsIdentity() bool {
	if m.NumDims != len(m.Results) {
		return false
	}
	for i, r := range m.Results {
		if r.Kind != AffineDimId || r.Value != int64(i) {
			return false
		}
	}
	return true
}

// IntegerSet is (dims)[symbols] : (c0 == 0, c1 >= 0, ...), uniqued per Context.
type IntegerSet struct {
	NumDims, NumSymbols int
	Constraints         []*AffineExpr
	IsEq                []bool
	str                 string
}

// Key is "#affine_set:" plus the printed form.
func (s *IntegerSet) Key() string { return "#affine_set:" + s.str }

// String prints the set as mlir-opt does inside affine_set<...>.
func (s *IntegerSet) String() string { return s.str }

// NewIntegerSet returns the uniqued set; eq[i] says constraint i is an
// equality. With no constraints it is the always-true set (0 == 0), as MLIR's
// parser builds it.
func NewIntegerSet(c *Context, numDims, numSymbols int, constraints []*AffineExpr, eq []bool) *IntegerSet {
	cs := append([]*AffineExpr(nil), constraints...)
	es := append([]bool(nil), eq...)
	if len(cs) == 0 {
		cs, es = []*AffineExpr{AffineConst(c, 0)}, []bool{true}
	}
	return InternAttr(c, &IntegerSet{NumDims: numDims, NumSymbols: numSymbols, Constraints: cs, IsEq: es,
		str: integerSetString(numDims, numSymbols, cs, es)})
}

// AffineMapAttr is the attribute affine_map<...>.
type AffineMapAttr struct{ Map *AffineMap }

// Key is the printed form, affine_map<...>.
func (a *AffineMapAttr) Key() string { return "affine_map<" + a.Map.str + ">" }

// AffineMapAttrOf returns the uniqued attribute holding m.
func AffineMapAttrOf(c *Context, m *AffineMap) *AffineMapAttr {
	return InternAttr(c, &AffineMapAttr{Map: m})
}

// IntegerSetAttr is the attribute affine_set<...>.
type IntegerSetAttr struct{ Set *IntegerSet }

// Key is the printed form, affine_set<...>.
func (a *IntegerSetAttr) Key() string { return "affine_set<" + a.Set.str + ">" }

// IntegerSetAttrOf returns the uniqued attribute holding s.
func IntegerSetAttrOf(c *Context, s *IntegerSet) *IntegerSetAttr {
	return InternAttr(c, &IntegerSetAttr{Set: s})
}
