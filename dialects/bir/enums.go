package bir

import (
	"fmt"
	"strings"

	"ncc/arch"
	"ncc/core"
	"ncc/numerics/pwp"
)

// The enumerations of bir, each with BIR's own spelling of its values
// (KLR/Core/Operators.lean, KLR/BIR/Instructions.lean, KLR/BIR/Function.lean)
// so the text format, the Go API and the JSON say the same words.
//
// In the IR a value of one is an *EnumAttr of the enumeration's *EnumKind:
// the generic form writes `#bir.alu<add>`, op syntax the bare keyword
// (`bir.tensor_tensor dve add ...`). The Go types (AluOp, ActFunc, ...)
// number the values as the kinds list them.

// EnumKind is one enumeration: its mnemonic (the attribute's name in the
// generic form) and the keyword of each value.
type EnumKind struct {
	Name  string
	Cases []string
}

// EnumAttr is one value of an EnumKind.
type EnumAttr struct {
	Kind  *EnumKind
	Value int
}

func (a *EnumAttr) Key() string { return "bir." + a.Kind.Name + "<" + a.String() + ">" }

// String is the value's keyword.
func (a *EnumAttr) String() string {
	if a.Value < 0 || a.Value >= len(a.Kind.Cases) {
		return fmt.Sprintf("%s(%d)", a.Kind.Name, a.Value)
	}
	return a.Kind.Cases[a.Value]
}

// Enum returns the uniqued attribute for value v of k.
func Enum(c *core.Context, k *EnumKind, v int) *EnumAttr {
	return core.InternAttr(c, &EnumAttr{Kind: k, Value: v})
}

// Lookup returns the value spelled kw.
func (k *EnumKind) Lookup(kw string) (int, bool) {
	for i, c := range k.Cases {
		if c == kw {
			return i, true
		}
	}
	return 0, false
}

func (k *EnumKind) list() string { return strings.Join(k.Cases, ", ") }

// enumOf reads attribute a as a value of k; ok is false for anything else.
func enumOf(a core.Attribute, k *EnumKind) (int, bool) {
	e, ok := a.(*EnumAttr)
	if !ok || e.Kind != k || e.Value < 0 || e.Value >= len(k.Cases) {
		return 0, false
	}
	return e.Value, true
}

// parse reads one keyword of k.
func (k *EnumKind) parse(p core.DialectParser) (*EnumAttr, error) {
	pos := p.Pos()
	kw, err := p.ParseKeywordOrString()
	if err != nil {
		return nil, err
	}
	v, ok := k.Lookup(kw)
	if !ok {
		return nil, p.ErrorAt(pos, "expected %s to be one of: %s", k.Name, k.list())
	}
	return Enum(p.Context(), k, v), nil
}

// constraint is the op-syntax form of k's attributes: the bare keyword.
func (k *EnumKind) constraint() core.AttrConstraint {
	c := core.AttrConstraint{
		Summary: "bir " + k.Name + " attribute",
		Check: func(a core.Attribute) bool {
			_, ok := enumOf(a, k)
			return ok
		},
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			if optional {
				for i, c := range k.Cases {
					if p.ParseOptionalKeyword(c) {
						return Enum(p.Context(), k, i), nil
					}
				}
				return nil, nil
			}
			return k.parse(p)
		},
		Print: func(p core.OpPrinter, a core.Attribute) { p.WriteString(a.(*EnumAttr).String()) },
	}
	registerField(c.Summary, fieldInfo{Kind: FieldEnum, Enum: k})
	return c
}

// The enumerations.
var (
	// EngineKind names arch.Engine values: pe, act, dve, pool, sp.
	EngineKind = &EnumKind{Name: "engine", Cases: engineNames()}
	// MemoryKind is BIR's MemoryType as bir uses it: where an allocation lives.
	MemoryKind = &EnumKind{Name: "memory", Cases: []string{"DRAM", "SB", "PSUM"}}
	// TensorKindKind is the subset of BIR's TensorKind bir allocations use.
	TensorKindKind = &EnumKind{Name: "tensor_kind", Cases: []string{"Internal", "Input", "Output", "Const"}}
	// AluKind is KLR's AluOp.
	AluKind = &EnumKind{Name: "alu", Cases: []string{
		"abs", "add", "arith_shift_left", "arith_shift_right", "average", "bitwise_and", "bitwise_not",
		"bitwise_or", "bitwise_xor", "bypass", "divide", "is_equal", "is_ge", "is_gt", "is_le", "is_lt",
		"logical_and", "logical_or", "logical_shift_left", "logical_shift_right", "logical_xor", "max",
		"min", "mod", "mult", "not_equal", "pow", "rsqrt", "subtract",
	}}
	// ActKind is BIR's ActivationFunctionType.
	ActKind = &EnumKind{Name: "act", Cases: []string{
		"Abs", "Abs_reciprocal_sqrt", "Arctan", "Copy", "Derivative_Erf", "Derivative_Gelu",
		"Derivative_silu", "Dsqrt", "Erf", "Exp", "Gelu", "Gelu_apprx_sigmoid", "Gelu_apprx_tanh",
		"Identity", "Is_finite", "Ln", "Ln_prime", "Lrelu", "MemsetZero", "Mish", "Prelu", "Reciprocal",
		"Relu", "Rsqrt", "Sigmoid", "Sign", "Silu", "Sin", "Softplus", "Sqrt", "Square", "Tanh", "Unknown",
	}}
	// AccKind is BIR's EngineAccumulationType.
	AccKind = &EnumKind{Name: "acc", Cases: []string{"Idle", "Zero", "Accumulate", "ZeroAccumulate", "AddAccumulate"}}
	// AxisKind is BIR's AxisListType: which innermost free dimensions a
	// reduction folds (X the innermost pair, XY the two innermost, ...; C
	// the partitions).
	AxisKind = &EnumKind{Name: "axis", Cases: []string{"X", "XY", "XYZ", "XYZW", "C", "XYZWC"}}
	// CompareKind is BIR's BranchCompareOp without its IMM/REG suffix, which
	// bir reads off the right operand (an immediate or a register).
	CompareKind = &EnumKind{Name: "compare", Cases: []string{"IS_EQ", "IS_NE", "IS_GE", "IS_GT", "IS_LE", "IS_LT"}}

	enumKinds = []*EnumKind{EngineKind, MemoryKind, TensorKindKind, AluKind, ActKind, AccKind, AxisKind, CompareKind}
)

func engineNames() []string {
	ns := make([]string, arch.NumEngines)
	for e := arch.Engine(0); e < arch.NumEngines; e++ {
		ns[e] = e.String()
	}
	return ns
}

// Memory is where an allocation lives (BIR's MemoryType).
type Memory uint8

const (
	DRAM Memory = iota // HBM: one "partition", a flat byte range
	SB                 // the state buffer (SBUF)
	PSUM               // the partial-sum buffer
)

func (m Memory) String() string { return MemoryKind.Cases[m] }

// Arch is the arch.Memory the allocation's bytes are in.
func (m Memory) Arch() arch.Memory {
	switch m {
	case SB:
		return arch.SBUF
	case PSUM:
		return arch.PSUM
	}
	return arch.HBM
}

// OnChip reports whether m is partitioned (SB or PSUM).
func (m Memory) OnChip() bool { return m == SB || m == PSUM }

// TensorKind says what an allocation holds (BIR's TensorKind subset).
type TensorKind uint8

const (
	Internal TensorKind = iota // scratch: SB/PSUM tiles, DRAM spills
	Input                      // a function input, bound by Index
	Output                     // a function output, bound by Index
	Const                      // constant data, its initializer in the op
)

func (k TensorKind) String() string { return TensorKindKind.Cases[k] }

// AluOp is an ALU operation of the Vector, GpSimd and Scalar engines
// (KLR's AluOp, same names and order).
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
	AluIsGE
	AluIsGT
	AluIsLE
	AluIsLT
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
)

func (o AluOp) String() string { return AluKind.Cases[o] }

// ActFunc is a Scalar-engine activation function (BIR's
// ActivationFunctionType, same names and order).
type ActFunc uint8

const (
	ActAbs ActFunc = iota
	ActAbsReciprocalSqrt
	ActArctan
	ActCopy
	ActDerivativeErf
	ActDerivativeGelu
	ActDerivativeSilu
	ActDsqrt
	ActErf
	ActExp
	ActGelu
	ActGeluApprxSigmoid
	ActGeluApprxTanh
	ActIdentity
	ActIsFinite
	ActLn
	ActLnPrime
	ActLrelu
	ActMemsetZero
	ActMish
	ActPrelu
	ActReciprocal
	ActRelu
	ActRsqrt
	ActSigmoid
	ActSign
	ActSilu
	ActSin
	ActSoftplus
	ActSqrt
	ActSquare
	ActTanh
	ActUnknown
)

func (f ActFunc) String() string { return ActKind.Cases[f] }

// actPWP maps activation functions to the piecewise-polynomial tables of
// numerics/pwp, which the simulator evaluates. Identity is x, as Copy.
// Lrelu and Prelu are pwp's prelu with the instruction's alpha
// (pwp.PReluFunc). Abs_reciprocal_sqrt, Dsqrt, Is_finite, Ln_prime,
// MemsetZero and Unknown have no table.
var actPWP = map[ActFunc]pwp.ID{
	ActAbs: pwp.Abs, ActArctan: pwp.Arctan, ActCopy: pwp.Copy, ActIdentity: pwp.Copy,
	ActDerivativeErf: pwp.ErfDx, ActDerivativeGelu: pwp.GeluDx, ActDerivativeSilu: pwp.SiluDx,
	ActErf: pwp.Erf, ActExp: pwp.Exp, ActGelu: pwp.Gelu, ActGeluApprxSigmoid: pwp.GeluApprxSigmoid,
	ActGeluApprxTanh: pwp.GeluApprxTanh, ActLn: pwp.Log, ActLrelu: pwp.PRelu, ActPrelu: pwp.PRelu,
	ActMish: pwp.Mish, ActReciprocal: pwp.Reciprocal, ActRelu: pwp.Relu, ActRsqrt: pwp.Rsqrt,
	ActSigmoid: pwp.Sigmoid, ActSign: pwp.Sign, ActSilu: pwp.Silu, ActSin: pwp.Sin,
	ActSoftplus: pwp.Softplus, ActSqrt: pwp.Sqrt, ActSquare: pwp.Square, ActTanh: pwp.Tanh,
}

// PWP returns the numerics/pwp function that computes f, if there is one.
func (f ActFunc) PWP() (pwp.ID, bool) {
	id, ok := actPWP[f]
	return id, ok
}

// ActFuncOf returns the activation function whose pwp table is id (the
// first one, for the IDs two functions share: Copy, PRelu).
func ActFuncOf(id pwp.ID) (ActFunc, bool) {
	for f := ActFunc(0); int(f) < len(ActKind.Cases); f++ {
		if g, ok := actPWP[f]; ok && g == id {
			return f, true
		}
	}
	return 0, false
}

// Acc is how an engine's output accumulates (BIR's EngineAccumulationType).
type Acc uint8

const (
	AccIdle Acc = iota
	AccZero
	AccAccumulate
	AccZeroAccumulate
	AccAddAccumulate
)

func (a Acc) String() string { return AccKind.Cases[a] }

// AxisList says which dimensions a tensor_reduce folds.
type AxisList uint8

const (
	AxisX AxisList = iota
	AxisXY
	AxisXYZ
	AxisXYZW
	AxisC
	AxisXYZWC
)

func (a AxisList) String() string { return AxisKind.Cases[a] }

// FreeDims is how many innermost free dimensions a reduction over a folds
// (X: 1 ... XYZW: 4; C: 0; XYZWC: 4) and whether it folds the partitions.
func (a AxisList) FreeDims() (n int, partitions bool) {
	switch a {
	case AxisC:
		return 0, true
	case AxisXYZWC:
		return 4, true
	}
	return int(a) + 1, false
}

// Compare is a compare_and_branch condition.
type Compare uint8

const (
	IsEQ Compare = iota
	IsNE
	IsGE
	IsGT
	IsLE
	IsLT
)

func (c Compare) String() string { return CompareKind.Cases[c] }

// Holds reports whether lhs c rhs.
func (c Compare) Holds(lhs, rhs int64) bool {
	switch c {
	case IsEQ:
		return lhs == rhs
	case IsNE:
		return lhs != rhs
	case IsGE:
		return lhs >= rhs
	case IsGT:
		return lhs > rhs
	case IsLE:
		return lhs <= rhs
	}
	return lhs < rhs
}

// Typed enum attribute constructors.

func EngineAttr(c *core.Context, e arch.Engine) *EnumAttr    { return Enum(c, EngineKind, int(e)) }
func MemoryAttr(c *core.Context, m Memory) *EnumAttr         { return Enum(c, MemoryKind, int(m)) }
func TensorKindAttr(c *core.Context, k TensorKind) *EnumAttr { return Enum(c, TensorKindKind, int(k)) }
func AluAttr(c *core.Context, o AluOp) *EnumAttr             { return Enum(c, AluKind, int(o)) }
func ActAttr(c *core.Context, f ActFunc) *EnumAttr           { return Enum(c, ActKind, int(f)) }
func AccAttr(c *core.Context, a Acc) *EnumAttr               { return Enum(c, AccKind, int(a)) }
func AxisAttr(c *core.Context, a AxisList) *EnumAttr         { return Enum(c, AxisKind, int(a)) }
func CompareAttr(c *core.Context, x Compare) *EnumAttr       { return Enum(c, CompareKind, int(x)) }
