package interp

import (
	"math"

	"ncc/core"
	"ncc/numerics"
)

func init() {
	register(constantOp, "stablehlo.constant", "arith.constant")
	register(convertOp, "stablehlo.convert")
	register(bitcastConvert, "stablehlo.bitcast_convert")
	register(clampOp, "stablehlo.clamp")
	register(selectOp, "stablehlo.select")
	register(iotaOp, "stablehlo.iota", "stablehlo.dynamic_iota")
	register(func(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
		return []Value{&Tuple{Elems: append([]Value(nil), args...)}}, nil
	}, "stablehlo.tuple")
	register(getTupleElement, "stablehlo.get_tuple_element")
	register(func(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
		return args, nil
	}, "stablehlo.optimization_barrier")
	register(func(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
		return []Value{&Token{}}, nil
	}, "stablehlo.after_all", "stablehlo.create_token")
	register(getDimensionSize, "stablehlo.get_dimension_size")
}

func constantOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	switch a := op.Attr("value").(type) {
	case *core.DenseAttr:
		t, err := FromDense(a)
		if err != nil {
			return nil, op.Errorf("%v", err)
		}
		return []Value{t}, nil
	case *core.IntegerAttr, *core.FloatAttr:
		// arith.constant of a scalar (i1, i32, f32, index, ...): a
		// rank-0 tensor of its type, as every scalar.
		t, err := scalarResult(op, a.(core.TypedAttr).AttrType())
		if err != nil {
			return nil, err
		}
		if ia, ok := a.(*core.IntegerAttr); ok && t.I != nil {
			t.I[0] = t.E.Wrap(ia.Val)
		} else if fa, ok := a.(*core.FloatAttr); ok && t.F != nil {
			t.F[0] = t.E.Fmt.ToFloat64(fa.Bits)
		}
		return []Value{t}, nil
	case nil:
		return nil, op.Errorf("constant has no value")
	}
	return nil, op.Errorf("unsupported constant value")
}

// convertOp is stablehlo.convert: integer wrap, float rounding to nearest
// even, float-to-integer truncation with saturation (NaN to 0), and to
// boolean as value != 0.
func convertOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	a := ts[0]
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	if out.Len() != a.Len() {
		return nil, op.Errorf("result shape does not match the operand")
	}
	convertInto(out, a)
	return []Value{out}, nil
}

// convertInto converts a's elements into out (same length).
func convertInto(out, a *Tensor) {
	n := a.Len()
	switch out.E.Kind {
	case Bool:
		for i := 0; i < n; i++ {
			switch {
			case a.I != nil:
				out.I[i] = b2i(a.I[i] != 0)
			case a.F != nil:
				out.I[i] = b2i(a.F[i] != 0)
			default:
				out.I[i] = b2i(real(a.C[i]) != 0)
			}
		}
	case SInt, UInt:
		it, _ := numerics.IntType(out.E.Bits, out.E.Kind == SInt)
		for i := 0; i < n; i++ {
			switch {
			case a.I != nil:
				out.I[i] = a.I[i]
			case a.F != nil:
				out.I[i] = int64(it.FromFloat64(a.F[i]))
			default:
				out.I[i] = int64(it.FromFloat64(real(a.C[i])))
			}
		}
		out.E.WrapSlice(out.I)
	case Float:
		for i := 0; i < n; i++ {
			switch {
			case a.F != nil:
				out.F[i] = a.F[i]
			case a.C != nil:
				out.F[i] = real(a.C[i])
			case a.E.Kind == UInt:
				out.F[i] = out.E.Fmt.ToFloat64(out.E.Fmt.FromUint64(uint64(a.I[i])))
				continue
			default:
				out.F[i] = out.E.Fmt.ToFloat64(out.E.Fmt.FromInt64(a.I[i]))
				continue
			}
			out.F[i] = out.E.RoundF(out.F[i])
		}
	case Complex:
		for i := 0; i < n; i++ {
			switch {
			case a.C != nil:
				out.C[i] = a.C[i]
			case a.F != nil:
				out.C[i] = complex(a.F[i], 0)
			case a.E.Kind == UInt:
				out.C[i] = complex(float64(uint64(a.I[i])), 0)
			default:
				out.C[i] = complex(float64(a.I[i]), 0)
			}
		}
		out.E.RoundC(out.C)
	}
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// elemBits returns the bit pattern of element i (parts of a complex value
// as two patterns, real first) appended to dst.
func elemBits(dst []uint64, t *Tensor, i int) []uint64 {
	switch t.E.Kind {
	case Bool, SInt, UInt:
		return append(dst, uint64(t.I[i])&t.E.MaxUint())
	case Float:
		return append(dst, t.E.Fmt.FromFloat64(t.F[i]))
	}
	return append(dst, t.E.Fmt.FromFloat64(real(t.C[i])), t.E.Fmt.FromFloat64(imag(t.C[i])))
}

// storageBits is the width of one storage unit (a complex part counts once).
func storageBits(e *Elem) int {
	if e.Kind == Complex {
		return 2 * e.Bits
	}
	return e.Bits
}

// bitcastConvert reinterprets the operand's bits, least significant
// element first when widths differ (little-endian, as the reference does).
func bitcastConvert(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	a := ts[0]
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	ib, ob := storageBits(a.E), storageBits(out.E)
	if int64(a.Len())*int64(ib) != int64(out.Len())*int64(ob) {
		return nil, op.Errorf("operand and result hold different numbers of bits")
	}
	// Stream bits through a 128-bit window: complex<f64> units are 128 bits.
	var acc [2]uint64 // little-endian 128-bit accumulator
	nacc := 0
	j := 0
	var parts []uint64
	push := func(v uint64, w int) {
		if w == 64 {
			v = v & math.MaxUint64
		} else {
			v &= 1<<uint(w) - 1
		}
		lo := nacc
		if lo < 64 {
			acc[0] |= v << uint(lo)
			if lo+w > 64 && lo > 0 {
				acc[1] |= v >> uint(64-lo)
			}
		} else {
			acc[1] |= v << uint(lo-64)
		}
		nacc += w
	}
	pop := func(w int) uint64 {
		var v uint64
		if w == 64 {
			v = acc[0]
		} else {
			v = acc[0] & (1<<uint(w) - 1)
		}
		// shift the 128-bit accumulator right by w
		if w == 64 {
			acc[0], acc[1] = acc[1], 0
		} else {
			acc[0] = acc[0]>>uint(w) | acc[1]<<uint(64-w)
			acc[1] >>= uint(w)
		}
		nacc -= w
		return v
	}
	pw := out.E.Bits // out part width
	for i := 0; i < a.Len(); i++ {
		parts = elemBits(parts[:0], a, i)
		for _, p := range parts {
			push(p, a.E.Bits)
			for out.E.Kind != Complex && nacc >= pw {
				setFromBits(out, j, pop(pw), 0)
				j++
			}
			for out.E.Kind == Complex && nacc >= 2*pw {
				re := pop(pw)
				im := pop(pw)
				setFromBits(out, j, re, im)
				j++
			}
		}
	}
	return []Value{out}, nil
}

// setFromBits stores a bit pattern into element i.
func setFromBits(t *Tensor, i int, b, im uint64) {
	switch t.E.Kind {
	case Bool, SInt, UInt:
		t.I[i] = t.E.Wrap(int64(b))
	case Float:
		t.F[i] = t.E.Fmt.ToFloat64(b)
	default:
		t.C[i] = complex(t.E.Fmt.ToFloat64(b), t.E.Fmt.ToFloat64(im))
	}
}

// clampOp is clamp(min, operand, max); min and max may be scalars.
func clampOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	if len(ts) != 3 {
		return nil, op.Errorf("clamp expects three operands")
	}
	lo, a, hi := ts[0], ts[1], ts[2]
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	n := a.Len()
	if (lo.Len() != 1 && lo.Len() != n) || (hi.Len() != 1 && hi.Len() != n) || out.Len() != n {
		return nil, op.Errorf("min and max must be scalars or have the operand's shape")
	}
	at := func(t *Tensor, i int) int {
		if t.Len() == 1 {
			return 0
		}
		return i
	}
	for i := 0; i < n; i++ {
		l, h := at(lo, i), at(hi, i)
		switch a.E.Kind {
		case Float:
			out.F[i] = fmin(fmax(a.F[i], lo.F[l]), hi.F[h])
		case Complex:
			v := a.C[i]
			if lessC(v, lo.C[l]) {
				v = lo.C[l]
			}
			if lessC(hi.C[h], v) {
				v = hi.C[h]
			}
			out.C[i] = v
		default:
			u := a.E.Kind != SInt
			v := a.I[i]
			if ilt(v, lo.I[l], u) {
				v = lo.I[l]
			}
			if ilt(hi.I[h], v, u) {
				v = hi.I[h]
			}
			out.I[i] = v
		}
	}
	return []Value{out}, nil
}

func selectOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	if len(ts) != 3 {
		return nil, op.Errorf("select expects three operands")
	}
	p, a, b := ts[0], ts[1], ts[2]
	n := a.Len()
	if b.Len() != n || (p.Len() != 1 && p.Len() != n) || p.I == nil {
		return nil, op.Errorf("pred must be a boolean scalar or have the operands' shape")
	}
	out := a.Clone()
	if tt, ok := rt[0].(*core.TensorType); ok {
		out = out.withType(tt)
	}
	for i := 0; i < n; i++ {
		c := p.I[0]
		if p.Len() != 1 {
			c = p.I[i]
		}
		if c == 0 {
			out.copyElem(i, b, i)
		}
	}
	return []Value{out}, nil
}

func iotaOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	dim, err := intAttr(op, "iota_dimension", 0)
	if err != nil {
		return nil, err
	}
	var out *Tensor
	if len(args) == 1 { // dynamic_iota: shape from the operand
		ts, err := tensors(op, args)
		if err != nil {
			return nil, err
		}
		if ts[0].I == nil {
			return nil, op.Errorf("output_shape must be an integer tensor")
		}
		if out, err = shapedResult(op, rt, 0, ts[0].I); err != nil {
			return nil, err
		}
	} else if out, err = result(op, rt, 0); err != nil {
		return nil, err
	}
	if dim < 0 || int(dim) >= out.Rank() {
		return nil, op.Errorf("iota_dimension %d is out of range", dim)
	}
	st := strides(out.Shape)
	for i := 0; i < out.Len(); i++ {
		v := (int64(i) / st[dim]) % out.Shape[dim]
		switch out.E.Kind {
		case Float:
			out.F[i] = out.E.RoundF(float64(v))
		case Complex:
			out.C[i] = complex(out.E.RoundF(float64(v)), 0)
		default:
			out.I[i] = out.E.Wrap(v)
		}
	}
	return []Value{out}, nil
}

func getTupleElement(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	t, ok := args[0].(*Tuple)
	if !ok {
		return nil, op.Errorf("operand must be a tuple")
	}
	i, err := intAttr(op, "index", 0)
	if err != nil {
		return nil, err
	}
	if i < 0 || int(i) >= len(t.Elems) {
		return nil, op.Errorf("index %d is out of range for a tuple of %d elements", i, len(t.Elems))
	}
	return []Value{t.Elems[i]}, nil
}

func getDimensionSize(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	d, err := intAttr(op, "dimension", 0)
	if err != nil {
		return nil, err
	}
	if d < 0 || int(d) >= ts[0].Rank() {
		return nil, op.Errorf("dimension %d is out of range", d)
	}
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	out.I[0] = ts[0].Shape[d]
	return []Value{out}, nil
}
