package tonga

import (
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/ods"
)

// The enumerations of tonga's immediates. Each is an ods.Enum: in the IR
// an integer attribute (the generic form writes `9 : i32`), in op syntax
// the case's keyword. The cases and their order are KLR's
// (KLR/Core/Operators.lean, KLR/BIR/Instructions.lean), as in bir and
// sim/engine, so the three convert by number; the number is also the byte
// the encoding stores (docs/tonga-isa.md).

var (
	// EngineEnum names arch.Engine values: pe, act, dve, pool, sp.
	EngineEnum = &ods.Enum{Name: "Engine", Width: 32, Cases: engineNames()}
	// AluEnum is KLR's AluOp.
	AluEnum = &ods.Enum{Name: "AluOp", Width: 32, Cases: []string{
		"abs", "add", "arith_shift_left", "arith_shift_right", "average", "bitwise_and", "bitwise_not",
		"bitwise_or", "bitwise_xor", "bypass", "divide", "is_equal", "is_ge", "is_gt", "is_le", "is_lt",
		"logical_and", "logical_or", "logical_shift_left", "logical_shift_right", "logical_xor", "max",
		"min", "mod", "mult", "not_equal", "pow", "rsqrt", "subtract",
	}}
	// ActEnum is BIR's ActivationFunctionType.
	ActEnum = &ods.Enum{Name: "ActivationFunctionType", Width: 32, Cases: []string{
		"Abs", "Abs_reciprocal_sqrt", "Arctan", "Copy", "Derivative_Erf", "Derivative_Gelu",
		"Derivative_silu", "Dsqrt", "Erf", "Exp", "Gelu", "Gelu_apprx_sigmoid", "Gelu_apprx_tanh",
		"Identity", "Is_finite", "Ln", "Ln_prime", "Lrelu", "MemsetZero", "Mish", "Prelu", "Reciprocal",
		"Relu", "Rsqrt", "Sigmoid", "Sign", "Silu", "Sin", "Softplus", "Sqrt", "Square", "Tanh", "Unknown",
	}}
	// AccEnum is BIR's EngineAccumulationType, in bir's order.
	AccEnum = &ods.Enum{Name: "EngineAccumulationType", Width: 32,
		Cases: []string{"Idle", "Zero", "Accumulate", "ZeroAccumulate", "AddAccumulate"}}
	// AxisEnum is BIR's AxisListType, in bir's order: X folds the innermost
	// free pair, XY the two innermost, ...; C the partitions.
	AxisEnum = &ods.Enum{Name: "AxisListType", Width: 32, Cases: []string{"X", "XY", "XYZ", "XYZW", "C", "XYZWC"}}
	// CompareEnum is how branches compare a register with a register or an
	// immediate, and how a wait compares a semaphore with its value.
	CompareEnum = &ods.Enum{Name: "Compare", Width: 32, Cases: []string{"eq", "ne", "ge", "gt", "le", "lt"}}
)

func engineNames() []string {
	ns := make([]string, arch.NumEngines)
	for e := arch.Engine(0); e < arch.NumEngines; e++ {
		ns[e] = e.String()
	}
	return ns
}

// AluOp is an ALU operation (AluEnum's numbering, KLR's AluOp).
type AluOp uint8

// The ALU operations the verifier and builders name.
const (
	AluAdd    AluOp = 1
	AluBypass AluOp = 9
	AluMax    AluOp = 21
	AluMult   AluOp = 24
)

func (o AluOp) String() string { return enumString(AluEnum, int64(o)) }

// ActFunc is an activation function (ActEnum's numbering).
type ActFunc uint8

// The activation functions the verifier and builders name.
const (
	ActCopy     ActFunc = 3
	ActExp      ActFunc = 9
	ActIdentity ActFunc = 13
)

func (f ActFunc) String() string { return enumString(ActEnum, int64(f)) }

// Acc is how ScalarE accumulates its per-partition sums (AccEnum's
// numbering).
type Acc uint8

const (
	AccIdle Acc = iota
	AccZero
	AccAccumulate
	AccZeroAccumulate
	AccAddAccumulate
)

func (a Acc) String() string { return enumString(AccEnum, int64(a)) }

// Axis is which dimensions a tensor_reduce folds (AxisEnum's numbering).
type Axis uint8

const (
	AxisX Axis = iota
	AxisXY
	AxisXYZ
	AxisXYZW
	AxisC
	AxisXYZWC
)

func (a Axis) String() string { return enumString(AxisEnum, int64(a)) }

// FreeDims is how many innermost free dimensions a reduction over a folds
// and whether it folds the partitions.
func (a Axis) FreeDims() (n int, partitions bool) {
	switch a {
	case AxisC:
		return 0, true
	case AxisXYZWC:
		return 4, true
	}
	return int(a) + 1, false
}

// Compare is a comparison of branches and waits (CompareEnum's numbering).
type Compare uint8

const (
	EQ Compare = iota
	NE
	GE
	GT
	LE
	LT
)

func (c Compare) String() string { return enumString(CompareEnum, int64(c)) }

// Holds reports whether lhs c rhs.
func (c Compare) Holds(lhs, rhs int64) bool {
	switch c {
	case EQ:
		return lhs == rhs
	case NE:
		return lhs != rhs
	case GE:
		return lhs >= rhs
	case GT:
		return lhs > rhs
	case LE:
		return lhs <= rhs
	}
	return lhs < rhs
}

func enumString(e *ods.Enum, v int64) string {
	if kw := e.Keyword(v); kw != "" {
		return kw
	}
	return fmt.Sprintf("%s(%d)", e.Name, v)
}

// enumField declares an enum attribute; with def >= 0 it defaults to that
// value (and the pretty form leaves it out when it has it).
func enumField(name string, e *ods.Enum, def int64) core.AttrDef {
	d := core.AttrDef{Name: name, Constraint: e.Constraint("", name, "tonga "+e.Name)}
	if def >= 0 {
		d.Default = func(c *core.Context) core.Attribute { return e.Attr(c, def) }
	}
	return d
}

// EnumValue returns the value of op's enum attribute name, or -1.
func EnumValue(op *core.Operation, name string) int64 {
	if a, ok := op.Attr(name).(*core.IntegerAttr); ok {
		return a.Val
	}
	return -1
}

// Engine returns op's engine.
func Engine(op *core.Operation) arch.Engine { return arch.Engine(max(0, EnumValue(op, "engine"))) }

// EngineAttr returns the attribute naming engine e.
func EngineAttr(c *core.Context, e arch.Engine) core.Attribute { return EngineEnum.Attr(c, int64(e)) }
