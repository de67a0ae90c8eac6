package hlotopenguin

import (
	"math"

	"ncc/core"
	"ncc/dialects/penguin"
	"ncc/dialects/stablehlo"
	"ncc/numerics/pwp"
)

// Elementwise ops: every operand has the result's shape, so all of them
// are walked as the same 2-D view of their flat buffers and one tile
// expression computes the result tile.

// tileFn computes a result tile of type t from the operand tiles.
type tileFn func(l *lw, t *penguin.TileType, x []core.Value) core.Value

func alu(op penguin.AluOp) tileFn {
	return func(l *lw, t *penguin.TileType, x []core.Value) core.Value {
		args := make([]penguin.Arg, len(x))
		for i, v := range x {
			args[i] = penguin.V(v)
		}
		return penguin.NewEwise(l.b, l.loc, op, t, args...)
	}
}

// aluImm is x op imm.
func aluImm(op penguin.AluOp, imm float64) tileFn {
	return func(l *lw, t *penguin.TileType, x []core.Value) core.Value {
		return penguin.NewEwise(l.b, l.loc, op, t, penguin.V(x[0]), penguin.Imm(imm))
	}
}

// act is the activation f(x·scale + bias) on ScalarE.
func act(f pwp.ID, scale float32, bias float64) tileFn {
	return func(l *lw, t *penguin.TileType, x []core.Value) core.Value {
		spec := penguin.ActivationOf(f)
		spec.Scale = scale
		spec.Bias = penguin.Imm(bias)
		r, _ := penguin.NewActivation(l.b, l.loc, x[0], t, spec)
		return r
	}
}

// intOr picks the integer form of an op when the tiles hold integers.
func intOr(ints, floats tileFn) tileFn {
	return func(l *lw, t *penguin.TileType, x []core.Value) core.Value {
		if penguin.IsIntElem(t.Elem) {
			return ints(l, t, x)
		}
		return floats(l, t, x)
	}
}

// f32 is t with f32 elements (the type of intermediate float tiles).
func f32(l *lw, t *penguin.TileType) *penguin.TileType { return t.WithElem(l.ctx, core.F32(l.ctx)) }

var binaryFns = map[string]tileFn{
	"stablehlo.add":       alu(penguin.AluAdd),
	"stablehlo.subtract":  alu(penguin.AluSubtract),
	"stablehlo.multiply":  alu(penguin.AluMult),
	"stablehlo.divide":    alu(penguin.AluDivide),
	"stablehlo.maximum":   alu(penguin.AluMax),
	"stablehlo.minimum":   alu(penguin.AluMin),
	"stablehlo.power":     alu(penguin.AluPow),
	"stablehlo.remainder": alu(penguin.AluMod),
	"stablehlo.and":       logicOr(penguin.AluLogicalAnd, penguin.AluBitwiseAnd),
	"stablehlo.or":        logicOr(penguin.AluLogicalOr, penguin.AluBitwiseOr),
	"stablehlo.xor":       logicOr(penguin.AluLogicalXor, penguin.AluBitwiseXor),

	"stablehlo.atan2":                  atan2,
	"stablehlo.shift_left":             alu(penguin.AluLogicalShiftLeft),
	"stablehlo.shift_right_arithmetic": alu(penguin.AluArithShiftRight),
	"stablehlo.shift_right_logical":    alu(penguin.AluLogicalShiftRight),
}

// logicOr is the logical op on i1 tiles, the bitwise one on integers.
func logicOr(logical, bitwise penguin.AluOp) tileFn {
	return func(l *lw, t *penguin.TileType, x []core.Value) core.Value {
		if penguin.IsI1(t.Elem) {
			return alu(logical)(l, t, x)
		}
		return alu(bitwise)(l, t, x)
	}
}

var unaryFns = map[string]tileFn{
	"stablehlo.negate":      aluImm(penguin.AluMult, -1),
	"stablehlo.abs":         alu(penguin.AluAbs),
	"stablehlo.exponential": act(pwp.Exp, 1, 0),
	"stablehlo.log":         act(pwp.Log, 1, 0),
	"stablehlo.log_plus_one": func(l *lw, t *penguin.TileType, x []core.Value) core.Value {
		return act(pwp.Log, 1, 1)(l, t, x)
	},
	"stablehlo.exponential_minus_one": func(l *lw, t *penguin.TileType, x []core.Value) core.Value {
		e := act(pwp.Exp, 1, 0)(l, f32(l, t), x)
		return aluImm(penguin.AluSubtract, 1)(l, t, []core.Value{e})
	},
	"stablehlo.tanh":     act(pwp.Tanh, 1, 0),
	"stablehlo.logistic": act(pwp.Sigmoid, 1, 0),
	"stablehlo.sqrt":     act(pwp.Sqrt, 1, 0),
	"stablehlo.rsqrt":    act(pwp.Rsqrt, 1, 0),
	"stablehlo.sign":     act(pwp.Sign, 1, 0),
	"stablehlo.sine":     sine(0),
	"stablehlo.cosine":   sine(math.Pi / 2),
	"stablehlo.atan":     atan,
	"stablehlo.cbrt": func(l *lw, t *penguin.TileType, x []core.Value) core.Value {
		ft := f32(l, t)
		a := alu(penguin.AluAbs)(l, ft, x)
		r := aluImm(penguin.AluPow, 1.0/3)(l, ft, []core.Value{a})
		s := act(pwp.Sign, 1, 0)(l, ft, x)
		return alu(penguin.AluMult)(l, t, []core.Value{r, s})
	},
	"stablehlo.not": func(l *lw, t *penguin.TileType, x []core.Value) core.Value {
		if penguin.IsI1(t.Elem) {
			return aluImm(penguin.AluIsEqual, 0)(l, t, x)
		}
		return alu(penguin.AluBitwiseNot)(l, t, x)
	},
	"stablehlo.round_nearest_even": roundEven,
	"stablehlo.floor":              floorCeil(penguin.AluIsGt, penguin.AluSubtract),
	"stablehlo.ceil":               floorCeil(penguin.AluIsLt, penguin.AluAdd),
	"stablehlo.popcnt":             nil,
}

// sine is sin(x + phase), reducing the argument into [-π, π], where
// ScalarE's sin table is valid: r = mod(x + phase + π, 2π) is in (-2π, 2π);
// adding 2π where it is negative and subtracting π lands in [-π, π).
func sine(phase float64) tileFn {
	return func(l *lw, t *penguin.TileType, x []core.Value) core.Value {
		ft := f32(l, t)
		shifted := aluImm(penguin.AluAdd, phase+math.Pi)(l, ft, x)
		r := aluImm(penguin.AluMod, 2*math.Pi)(l, ft, []core.Value{shifted})
		neg := aluImm(penguin.AluIsLt, 0)(l, ft, []core.Value{r})
		// r + 2π·neg - π
		wrapped := penguin.NewEwise2(l.b, l.loc, penguin.AluMult, penguin.AluAdd, ft,
			penguin.V(neg), penguin.Imm(2*math.Pi), penguin.V(r))
		return act(pwp.Sin, 1, -math.Pi)(l, t, []core.Value{wrapped})
	}
}

// roundEven rounds through an i32 tile: a float → integer write rounds to
// nearest even (values beyond 2^31, infinities and NaN would saturate, so
// they are kept as they are).
func roundEven(l *lw, t *penguin.TileType, x []core.Value) core.Value {
	ft := f32(l, t)
	xf := x[0]
	if xf.Type() != core.Type(ft) {
		xf = penguin.NewCopy(l.b, l.loc, xf, ft)
	}
	i := penguin.NewCopy(l.b, l.loc, xf, t.WithElem(l.ctx, core.IntegerType(l.ctx, 32)))
	r := penguin.NewCopy(l.b, l.loc, i, ft)
	sel := penguin.NewSelect(l.b, l.loc, smallMask(l, ft, xf), r, xf)
	if t.Elem == ft.Elem {
		return sel
	}
	return penguin.NewCopy(l.b, l.loc, sel, t)
}

// smallMask is |x| < 2^31: the floats an i32 round trip rounds. The
// others are integers already, infinities or NaN (for which the
// comparison is false), and are kept as they are.
func smallMask(l *lw, ft *penguin.TileType, x core.Value) core.Value {
	a := alu(penguin.AluAbs)(l, ft, []core.Value{x})
	return aluImm(penguin.AluIsLt, 0x1p31)(l, ft.WithElem(l.ctx, core.IntegerType(l.ctx, 1)), []core.Value{a})
}

// floorCeil is round(x) ∓ (round(x) > x) (floor) or ± (round(x) < x) (ceil).
func floorCeil(cmp, fix penguin.AluOp) tileFn {
	return func(l *lw, t *penguin.TileType, x []core.Value) core.Value {
		ft := f32(l, t)
		r := roundEven(l, ft, x)
		off := penguin.NewEwise(l.b, l.loc, cmp, ft, penguin.V(r), penguin.V(x[0]))
		return alu(fix)(l, t, []core.Value{r, off})
	}
}

// compareOps maps comparison_direction to the ALU op.
var compareOps = map[string]penguin.AluOp{
	"EQ": penguin.AluIsEqual, "NE": penguin.AluNotEqual, "GE": penguin.AluIsGe,
	"GT": penguin.AluIsGt, "LE": penguin.AluIsLe, "LT": penguin.AluIsLt,
}

func compareDir(op *core.Operation) string {
	if e, ok := op.Attr("comparison_direction").(*stablehlo.EnumAttr); ok {
		return e.String()
	}
	return ""
}

func init() {
	for name, fn := range binaryFns {
		if name == "stablehlo.shift_right_logical" {
			continue
		}
		registerElementwise(name, fn)
	}
	registerElementwiseChecked("stablehlo.shift_right_logical", func(op *core.Operation) string {
		if it, ok := op.Result(0).Type().(*core.TensorType).Elem.(*core.IntType); ok && it.Width == 64 {
			return "a logical shift of 64-bit integers, which ncc holds in 32 bits"
		}
		return ""
	}, binaryFns["stablehlo.shift_right_logical"])
	for name, fn := range unaryFns {
		if fn != nil {
			registerElementwise(name, fn)
		}
	}
	registerElementwise("stablehlo.compare", func(l *lw, t *penguin.TileType, x []core.Value) core.Value {
		return alu(compareOps[l.cmpDir])(l, t, x)
	})
	registerElementwise("stablehlo.select", func(l *lw, t *penguin.TileType, x []core.Value) core.Value {
		return penguin.NewSelect(l.b, l.loc, x[0], x[1], x[2])
	})
	registerElementwise("stablehlo.convert", convertTile)
	register("stablehlo.clamp", lowerClamp)
}

// registerElementwise lowers an elementwise op with tile function fn.
func registerElementwise(name string, fn tileFn) { registerElementwiseChecked(name, nil, fn) }

func registerElementwiseChecked(name string, check func(*core.Operation) string, fn tileFn) {
	registerChecked(name, check, func(l *lw, op *core.Operation, args []core.Value) []core.Value {
		if name == "stablehlo.compare" {
			l.cmpDir = compareDir(op)
		}
		out := l.alloc(op.Result(0).Type())
		ins := make([]access, len(args))
		for i, a := range args {
			if hbmType(a).Rank() == 0 && hbmType(out).Rank() > 0 {
				ins[i] = access{buf: a} // a scalar operand (select's predicate)
			} else {
				ins[i] = identity(a)
			}
		}
		l.elementwise(out, ins, func(pt point, tiles []core.Value) core.Value {
			return fn(l, l.tileType(pt, hbmType(out).Elem), tiles)
		})
		return []core.Value{out}
	})
}

// lowerClamp is min(max(x, lo), hi); lo and hi may be scalars.
func lowerClamp(l *lw, op *core.Operation, args []core.Value) []core.Value {
	out := l.alloc(op.Result(0).Type())
	ins := make([]access, 3)
	for i, a := range args {
		if hbmType(a).Rank() == 0 && hbmType(out).Rank() > 0 {
			ins[i] = access{buf: a}
		} else {
			ins[i] = identity(a)
		}
	}
	l.elementwise(out, ins, func(pt point, x []core.Value) core.Value {
		t := l.tileType(pt, hbmType(out).Elem)
		m := penguin.NewEwise(l.b, l.loc, penguin.AluMax, t, penguin.V(x[1]), penguin.V(x[0]))
		return penguin.NewEwise(l.b, l.loc, penguin.AluMin, t, penguin.V(m), penguin.V(x[2]))
	})
	return []core.Value{out}
}

// convertTile converts a tile: a copy casts on write, but a float →
// integer write rounds to nearest, where StableHLO truncates toward zero,
// so the fraction is removed first (x - fmod(x, 1)); to i1, x ≠ 0.
func convertTile(l *lw, t *penguin.TileType, x []core.Value) core.Value {
	in := x[0].Type().(*penguin.TileType)
	switch {
	case penguin.IsI1(t.Elem) && !penguin.IsI1(in.Elem):
		return aluImm(penguin.AluNotEqual, 0)(l, t, x)
	case penguin.IsIntElem(t.Elem) && !penguin.IsIntElem(in.Elem):
		ft := f32(l, in)
		frac := aluImm(penguin.AluMod, 1)(l, ft, x)
		whole := penguin.NewEwise(l.b, l.loc, penguin.AluSubtract, ft, penguin.V(x[0]), penguin.V(frac))
		return penguin.NewCopy(l.b, l.loc, whole, t)
	}
	return penguin.NewCopy(l.b, l.loc, x[0], t)
}

// atan folds |x| > 1 onto 1/|x| (arctan x = π/2 - arctan(1/x)), since
// ScalarE's arctan table covers [-π/2, π/2] only, and restores the sign.
func atan(l *lw, t *penguin.TileType, x []core.Value) core.Value {
	ft := f32(l, t)
	i1 := ft.WithElem(l.ctx, core.IntegerType(l.ctx, 1))
	a := alu(penguin.AluAbs)(l, ft, x)
	inv := act(pwp.Reciprocal, 1, 0)(l, ft, []core.Value{a})
	big := aluImm(penguin.AluIsGt, 1)(l, i1, []core.Value{a})
	r := penguin.NewSelect(l.b, l.loc, big, inv, a)
	at := act(pwp.Arctan, 1, 0)(l, ft, []core.Value{r})
	folded := penguin.NewEwise2(l.b, l.loc, penguin.AluMult, penguin.AluAdd, ft, penguin.V(at), penguin.Imm(-1), penguin.Imm(math.Pi/2))
	m := penguin.NewSelect(l.b, l.loc, big, folded, at)
	s := act(pwp.Sign, 1, 0)(l, ft, x)
	return alu(penguin.AluMult)(l, t, []core.Value{m, s})
}

// atan2 is atan(y/x), moved by ±π into the left half-plane (x < 0).
func atan2(l *lw, t *penguin.TileType, x []core.Value) core.Value {
	ft := f32(l, t)
	i1 := ft.WithElem(l.ctx, core.IntegerType(l.ctx, 1))
	q := alu(penguin.AluDivide)(l, ft, x)
	a := atan(l, ft, []core.Value{q})
	left := aluImm(penguin.AluIsLt, 0)(l, ft, []core.Value{x[1]})
	yNeg := aluImm(penguin.AluIsLt, 0)(l, i1, []core.Value{x[0]})
	// shift = π·(1 - 2·yNeg)·left
	sgn := penguin.NewEwise2(l.b, l.loc, penguin.AluMult, penguin.AluAdd, ft, penguin.V(yNeg), penguin.Imm(-2*math.Pi), penguin.Imm(math.Pi))
	shift := alu(penguin.AluMult)(l, ft, []core.Value{sgn, left})
	return alu(penguin.AluAdd)(l, t, []core.Value{a, shift})
}
