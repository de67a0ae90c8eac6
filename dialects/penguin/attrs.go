package penguin

import (
	"strconv"
	"strings"

	"ncc/core"
	"ncc/numerics/pwp"
)

// AluOp is an operation of the engines' ALUs. The names and their order are
// KLR's AluOp (leanprover/KLR, KLR/Core/Operators.lean), which BIR's JSON
// uses, so penguin → bir maps them one to one.
type AluOp uint8

const (
	AluAbs AluOp = iota
	AluAdd
	AluArithShiftLeft
	AluArithShiftRight
	AluAverage
	AluBitwiseAnd
	AluBitwiseNot
	AluBitwiseOr
	AluBitwiseXor
	AluBypass
	AluDivide
	AluIsEqual
	AluIsGe
	AluIsGt
	AluIsLe
	AluIsLt
	AluLogicalAnd
	AluLogicalOr
	AluLogicalShiftLeft
	AluLogicalShiftRight
	AluLogicalXor
	AluMax
	AluMin
	AluMod
	AluMult
	AluNotEqual
	AluPow
	AluRsqrt
	AluSubtract
	numAluOps
)

var aluNames = [numAluOps]string{
	"abs", "add", "arith_shift_left", "arith_shift_right", "average",
	"bitwise_and", "bitwise_not", "bitwise_or", "bitwise_xor", "bypass",
	"divide", "is_equal", "is_ge", "is_gt", "is_le", "is_lt",
	"logical_and", "logical_or", "logical_shift_left", "logical_shift_right", "logical_xor",
	"max", "min", "mod", "mult", "not_equal", "pow", "rsqrt", "subtract",
}

func (o AluOp) String() string {
	if o < numAluOps {
		return aluNames[o]
	}
	return "alu(" + strconv.Itoa(int(o)) + ")"
}

// AluOps lists every ALU op in KLR's order.
func AluOps() []AluOp {
	out := make([]AluOp, numAluOps)
	for i := range out {
		out[i] = AluOp(i)
	}
	return out
}

// AluOpByName returns the op KLR spells name ("mult", "is_ge").
func AluOpByName(name string) (AluOp, bool) {
	for i, n := range aluNames {
		if n == name {
			return AluOp(i), true
		}
	}
	return 0, false
}

// Unary reports whether the op reads one value: abs, bitwise_not, rsqrt
// and bypass (which passes its input through). The others read two.
func (o AluOp) Unary() bool {
	switch o {
	case AluAbs, AluBitwiseNot, AluRsqrt, AluBypass:
		return true
	}
	return false
}

// Bitwise reports whether the op works on the bits of integers (KLR's
// isBitwise minus bypass): its tiles and immediates must be integers.
func (o AluOp) Bitwise() bool {
	switch o {
	case AluArithShiftLeft, AluArithShiftRight, AluBitwiseNot, AluBitwiseAnd, AluBitwiseOr,
		AluBitwiseXor, AluLogicalShiftLeft, AluLogicalShiftRight:
		return true
	}
	return false
}

// Reduces reports whether penguin.reduce accepts the op: the associative
// and commutative ones, whose result does not depend on the order the
// engine walks the free dimensions in.
func (o AluOp) Reduces() bool {
	switch o {
	case AluAdd, AluMult, AluMax, AluMin, AluBitwiseAnd, AluBitwiseOr, AluBitwiseXor,
		AluLogicalAnd, AluLogicalOr, AluLogicalXor:
		return true
	}
	return false
}

// AluAttr is #penguin.alu<add>; ops write it as the bare keyword.
type AluAttr struct{ Op AluOp }

func (a *AluAttr) Key() string { return "#penguin.alu<" + a.Op.String() + ">" }

// Alu returns the uniqued attribute of op.
func Alu(c *core.Context, op AluOp) *AluAttr { return core.InternAttr(c, &AluAttr{Op: op}) }

// ActAttr is #penguin.act<relu>: a Scalar-engine activation function,
// numbered as numerics/pwp numbers its tables (pwp.ID), named as NKI names
// it. Ops write the bare keyword.
type ActAttr struct{ Func pwp.ID }

func (a *ActAttr) Key() string { return "#penguin.act<" + a.Func.String() + ">" }

// Act returns the uniqued attribute of function f.
func Act(c *core.Context, f pwp.ID) *ActAttr { return core.InternAttr(c, &ActAttr{Func: f}) }

// DimMap says how one tile dimension walks an HBM buffer: along HBM
// dimension Dim, Stride elements (of that dimension's index) per step. A
// negative stride walks backwards, from the start down (`d2 * -1`, a
// reversed dimension). A broadcast (Dim -1, Stride 0) repeats the same HBM
// elements.
type DimMap struct {
	Dim    int
	Stride int64
}

// Walk is tile dimension walking HBM dimension d with stride 1; Bcast
// walks none.
func Walk(d int) DimMap { return DimMap{Dim: d, Stride: 1} }

var Bcast = DimMap{Dim: -1, Stride: 0}

// IsBroadcast reports whether m walks no HBM dimension.
func (m DimMap) IsBroadcast() bool { return m.Dim < 0 }

func (m DimMap) String() string {
	switch {
	case m.IsBroadcast():
		return "bcast"
	case m.Stride == 1:
		return "d" + strconv.Itoa(m.Dim)
	}
	return "d" + strconv.Itoa(m.Dim) + " * " + strconv.FormatInt(m.Stride, 10)
}

// DimsAttr is #penguin.dims<[d1, d0 * 2, bcast]>: one DimMap per tile
// dimension of a load or store. Ops write `dims [d1, d0]`.
type DimsAttr struct{ Dims []DimMap }

func (a *DimsAttr) Key() string { return "#penguin.dims<" + a.body() + ">" }

func (a *DimsAttr) body() string {
	s := make([]string, len(a.Dims))
	for i, m := range a.Dims {
		s[i] = m.String()
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// Dims returns the uniqued attribute of ms.
func Dims(c *core.Context, ms []DimMap) *DimsAttr {
	return core.InternAttr(c, &DimsAttr{Dims: append([]DimMap{}, ms...)})
}

// DefaultDims is the walk a load or store has without a dims attribute:
// tile dimension i walks HBM dimension hbmRank-tileRank+i with stride 1
// (the tile is a block of the trailing HBM dimensions). It is nil when
// the tile has more dimensions than the buffer.
func DefaultDims(tileRank, hbmRank int) []DimMap {
	if tileRank > hbmRank {
		return nil
	}
	ms := make([]DimMap, tileRank)
	for i := range ms {
		ms[i] = Walk(hbmRank - tileRank + i)
	}
	return ms
}

// LoopKind says whether a penguin.for's iterations may run concurrently.
type LoopKind uint8

const (
	// Parallel iterations are independent; the schedule may reorder and
	// overlap them. Values they carry are accumulations (see doc.go).
	Parallel LoopKind = iota
	// Sequential iterations run in order, each seeing the last's values.
	Sequential
)

func (k LoopKind) String() string {
	if k == Sequential {
		return "sequential"
	}
	return "parallel"
}

// LoopKindAttr is #penguin.loop<parallel>; penguin.for writes the keyword.
type LoopKindAttr struct{ Kind LoopKind }

func (a *LoopKindAttr) Key() string { return "#penguin.loop<" + a.Kind.String() + ">" }

// Loop returns the uniqued attribute of k.
func Loop(c *core.Context, k LoopKind) *LoopKindAttr {
	return core.InternAttr(c, &LoopKindAttr{Kind: k})
}

// actNames lists the activation functions' keywords, in pwp.ID order.
var actNames = func() []string {
	var ns []string
	for _, f := range pwp.Funcs() {
		ns = append(ns, f.Name)
	}
	return ns
}()

func parseAttr(p core.DialectParser, _ core.Type) (core.Attribute, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var a core.Attribute
	switch kw {
	case "alu":
		a, err = parseAluBody(p)
	case "act":
		a, err = parseActBody(p)
	case "loop":
		a, err = parseLoopBody(p)
	case "dims":
		a, err = parseDimsBody(p)
	default:
		return nil, p.ErrorAt(pos, "unknown penguin attribute: %s (expected alu, act, loop or dims)", kw)
	}
	if err != nil {
		return nil, err
	}
	return a, p.ParsePunct(">")
}

func parseAluBody(p core.DialectParser) (*AluAttr, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	op, ok := AluOpByName(kw)
	if !ok {
		return nil, p.ErrorAt(pos, "unknown ALU op %s (expected one of %s)", kw, strings.Join(aluNames[:], ", "))
	}
	return Alu(p.Context(), op), nil
}

func parseActBody(p core.DialectParser) (*ActAttr, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	f, ok := pwp.Lookup(kw)
	if !ok || strings.HasPrefix(kw, "nl.") {
		return nil, p.ErrorAt(pos, "unknown activation function %s (expected one of %s)", kw, strings.Join(actNames, ", "))
	}
	return Act(p.Context(), f.ID), nil
}

func parseLoopBody(p core.DialectParser) (*LoopKindAttr, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	switch kw {
	case "parallel":
		return Loop(p.Context(), Parallel), nil
	case "sequential":
		return Loop(p.Context(), Sequential), nil
	}
	return nil, p.ErrorAt(pos, "expected parallel or sequential, got %s", kw)
}

// parseDimsBody reads `[d1, d0 * 2, bcast]`.
func parseDimsBody(p core.DialectParser) (*DimsAttr, error) {
	if err := p.ParsePunct("["); err != nil {
		return nil, err
	}
	var ms []DimMap
	if !p.ParseOptionalPunct("]") {
		err := p.ParseCommaSeparatedList("", func() error {
			m, err := parseDimMap(p)
			ms = append(ms, m)
			return err
		})
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct("]"); err != nil {
			return nil, err
		}
	}
	return Dims(p.Context(), ms), nil
}

// maxDim bounds the HBM dimension numbers the parser accepts, so a
// mistyped d99999999999 is an error here rather than an overflow later.
const maxDim = 1 << 16

func parseDimMap(p core.DialectParser) (DimMap, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return DimMap{}, err
	}
	if kw == "bcast" {
		return Bcast, nil
	}
	n, err := strconv.Atoi(strings.TrimPrefix(kw, "d"))
	if !strings.HasPrefix(kw, "d") || err != nil || n < 0 || n > maxDim || kw[1] == '+' {
		return DimMap{}, p.ErrorAt(pos, "expected an HBM dimension (d0, d1, ...) or bcast, got %s", kw)
	}
	m := Walk(n)
	if p.ParseOptionalPunct("*") {
		spos := p.Pos()
		s, err := p.ParseInteger()
		if err != nil {
			return DimMap{}, err
		}
		if s == 0 {
			return DimMap{}, p.ErrorAt(spos, "a stride must not be 0 (a repeated dimension is bcast)")
		}
		m.Stride = s
	}
	return m, nil
}

func printAttr(a core.Attribute, p core.DialectPrinter) bool {
	switch a := a.(type) {
	case *AluAttr:
		p.WriteString("alu<" + a.Op.String() + ">")
	case *ActAttr:
		p.WriteString("act<" + a.Func.String() + ">")
	case *LoopKindAttr:
		p.WriteString("loop<" + a.Kind.String() + ">")
	case *DimsAttr:
		p.WriteString("dims<" + a.body() + ">")
	default:
		return false
	}
	return true
}

// Constraints with the short forms ops write: the bare keyword of an enum,
// the bracketed list of a DimsAttr.

func aluConstraint(summary string, allowed func(AluOp) bool) core.AttrConstraint {
	return core.AttrConstraint{
		Summary: summary,
		Check: func(a core.Attribute) bool {
			x, ok := a.(*AluAttr)
			return ok && x.Op < numAluOps && (allowed == nil || allowed(x.Op))
		},
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			if optional {
				for i, n := range aluNames {
					if p.ParseOptionalKeyword(n) {
						return Alu(p.Context(), AluOp(i)), nil
					}
				}
				return nil, nil
			}
			return parseAluBody(p)
		},
		Print: func(p core.OpPrinter, a core.Attribute) { p.WriteString(a.(*AluAttr).Op.String()) },
	}
}

var (
	aluAttr    = aluConstraint("ALU op attribute", nil)
	reduceAttr = aluConstraint("ALU op attribute (add, mult, max, min or a bitwise or logical and/or/xor)", AluOp.Reduces)

	actAttr = core.AttrConstraint{
		Summary: "activation function attribute",
		Check: func(a core.Attribute) bool {
			x, ok := a.(*ActAttr)
			if !ok {
				return false
			}
			_, known := pwp.ByID(x.Func)
			return known
		},
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			return parseActBody(p)
		},
		Print: func(p core.OpPrinter, a core.Attribute) { p.WriteString(a.(*ActAttr).Func.String()) },
	}

	loopAttr = core.AttrConstraint{
		Summary: "loop kind attribute (parallel or sequential)",
		Check:   func(a core.Attribute) bool { x, ok := a.(*LoopKindAttr); return ok && x.Kind <= Sequential },
	}

	dimsAttr = core.AttrConstraint{
		Summary: "HBM walk of each tile dimension",
		Check:   func(a core.Attribute) bool { _, ok := a.(*DimsAttr); return ok },
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			return parseDimsBody(p)
		},
		Print: func(p core.OpPrinter, a core.Attribute) { p.WriteString(a.(*DimsAttr).body()) },
	}
)
