package engine

import (
	"ncc/numerics"
)

// The Vector, GpSimd and Scalar engines' elementwise instructions. Each
// row (partition) is a lane; an instruction's operands must have the same
// number of rows and of elements per row, matched in each AP's row-major
// order. Arithmetic is fp32 unless every operand and result is an integer
// dtype (the integer path, exact; see doc.go).

// views compiles aps, named by roles, and checks that they have the same
// rows and elements per row.
func (m *Machine) views(roles []string, aps ...*AP) ([]*view, error) {
	vs := make([]*view, len(aps))
	for i, ap := range aps {
		v, err := m.compile(roles[i], ap)
		if err != nil {
			return nil, err
		}
		vs[i] = v
		if i > 0 && (v.rows != vs[0].rows || v.n != vs[0].n) {
			return nil, m.errf(ErrShape, "%s %s has %d rows of %d elements, but %s %s has %d rows of %d",
				roles[i], ap, v.rows, v.n, roles[0], aps[0], vs[0].rows, vs[0].n)
		}
	}
	return vs, nil
}

var (
	rolesO   = []string{"out"}
	rolesOI  = []string{"out", "in"}
	rolesOII = []string{"out", "in0", "in1"}
)

// allInt reports whether every AP is of an integer dtype.
func allInt(aps ...*AP) bool {
	for _, ap := range aps {
		if !isInt(ap.DType) {
			return false
		}
	}
	return true
}

// wrap reduces x to dtype dt's range: two's complement for signed types,
// modulo 2^width for unsigned ones.
func wrap(dt numerics.DType, x int64) int64 {
	switch dt {
	case numerics.Int32:
		return int64(int32(x))
	case numerics.Uint32:
		return int64(uint32(x))
	case numerics.Int16:
		return int64(int16(x))
	case numerics.Uint16:
		return int64(uint16(x))
	case numerics.Int8:
		return int64(int8(x))
	case numerics.Uint8:
		return int64(uint8(x))
	}
	return x
}

func wrapAll(dt numerics.DType, s []int64) {
	for i, x := range s {
		s[i] = wrap(dt, x)
	}
}

func (m *Machine) divZero(op AluOp) error {
	return m.errf(ErrDivideByZero, "integer %s by zero", op)
}

func (m *Machine) bitvecCheck(op AluOp, intPath bool) error {
	if op.Bitvec() && !intPath {
		return m.errf(ErrType, "bitvec operator %s needs integer operands and results", op)
	}
	return nil
}

// TensorTensor computes out = in0 op in1 elementwise.
func (m *Machine) TensorTensor(inst string, op AluOp, out, in0, in1 AP) error {
	m.begin(inst)
	vs, err := m.views(rolesOII, &out, &in0, &in1)
	if err != nil {
		return err
	}
	vo, v0, v1 := vs[0], vs[1], vs[2]
	n := vo.n
	intPath := allInt(&out, &in0, &in1) && !op.floatOnly()
	if err := m.bitvecCheck(op, intPath); err != nil {
		return err
	}
	if intPath {
		a, b, o := growI(&m.ia, n), growI(&m.ib, n), growI(&m.io, n)
		for r := range vo.rows {
			if err := m.loadI("in0", v0, r, a); err != nil {
				return err
			}
			if err := m.loadI("in1", v1, r, b); err != nil {
				return err
			}
			if !binI(op, o, a, b, uint(in0.DType.Size()*8)) {
				return m.divZero(op)
			}
			m.storeI(vo, r, o)
		}
		return nil
	}
	a, b, o := growF(&m.fa, n), growF(&m.fb, n), growF(&m.fo, n)
	for r := range vo.rows {
		if err := m.loadF("in0", v0, r, a); err != nil {
			return err
		}
		if err := m.loadF("in1", v1, r, b); err != nil {
			return err
		}
		binF(op, o, a, b)
		m.storeF(vo, r, o)
	}
	return nil
}

// ScalarOp is one operator of a tensor_scalar: x op Arg, or Arg op x when
// Reverse is set. Bypass with Reverse false leaves x unchanged.
type ScalarOp struct {
	Op      AluOp
	Arg     Scalar
	Reverse bool
}

// Identity is the ScalarOp that changes nothing (an absent op1).
var Identity = ScalarOp{Op: AluBypass}

// TensorScalar computes out = (in op0 arg0) op1 arg1 elementwise, the
// arguments being per-row scalars (BIR's TensorScalar and TensorScalarPtr).
func (m *Machine) TensorScalar(inst string, out, in AP, op0, op1 ScalarOp) error {
	m.begin(inst)
	vs, err := m.views(rolesOI, &out, &in)
	if err != nil {
		return err
	}
	return m.tensorScalar(vs[0], vs[1], nil, []ScalarOp{op0, op1}, AluBypass, false)
}

// ScalarTensorTensor computes out = (in0 op0 arg0) op1 in1 elementwise
// (in1 op1 (in0 op0 arg0) with reverse1).
func (m *Machine) ScalarTensorTensor(inst string, out, in0, in1 AP, op0 ScalarOp, op1 AluOp, reverse1 bool) error {
	m.begin(inst)
	vs, err := m.views(rolesOII, &out, &in0, &in1)
	if err != nil {
		return err
	}
	return m.tensorScalar(vs[0], vs[1], vs[2], []ScalarOp{op0}, op1, reverse1)
}

// tensorScalar applies ops to each row of vi with per-row scalars, then,
// if vt is set, combines the result with vt's row by top.
func (m *Machine) tensorScalar(vo, vi, vt *view, ops []ScalarOp, top AluOp, trev bool) error {
	n, rows := vo.n, vo.rows
	svs := make([]*view, len(ops))
	intPath := isInt(vo.dt) && isInt(vi.dt) && (vt == nil || isInt(vt.dt))
	for i, s := range ops {
		v, err := m.scalarView("operand", s.Arg, rows)
		if err != nil {
			return err
		}
		svs[i] = v
		intPath = intPath && s.Arg.integral() && !s.Op.floatOnly()
	}
	if vt != nil {
		intPath = intPath && !top.floatOnly()
	}
	for _, s := range ops {
		if err := m.bitvecCheck(s.Op, intPath); err != nil {
			return err
		}
	}
	if vt != nil {
		if err := m.bitvecCheck(top, intPath); err != nil {
			return err
		}
	}
	if intPath {
		x, b, t := growI(&m.ia, n), growI(&m.ib, n), growI(&m.ic, n)
		for r := range rows {
			if err := m.loadI("in", vi, r, x); err != nil {
				return err
			}
			width := uint(vi.size * 8)
			for i, s := range ops {
				c, err := m.scalarI("operand", s.Arg, svs[i], r)
				if err != nil {
					return err
				}
				fill(b, c)
				lhs, rhs, w := x, b, width
				if s.Reverse {
					lhs, rhs, w = b, x, 32
					if svs[i] != nil {
						w = uint(svs[i].size * 8)
					}
				}
				if !binI(s.Op, x, lhs, rhs, w) {
					return m.divZero(s.Op)
				}
				wrapAll(vo.dt, x)
			}
			if vt != nil {
				if err := m.loadI("in1", vt, r, t); err != nil {
					return err
				}
				lhs, rhs := x, t
				if trev {
					lhs, rhs = t, x
				}
				if !binI(top, x, lhs, rhs, uint(vo.size*8)) {
					return m.divZero(top)
				}
			}
			m.storeI(vo, r, x)
		}
		return nil
	}
	x, b, t := growF(&m.fa, n), growF(&m.fb, n), growF(&m.fc, n)
	for r := range rows {
		if err := m.loadF("in", vi, r, x); err != nil {
			return err
		}
		for i, s := range ops {
			if s.Op == AluBypass && !s.Reverse {
				continue
			}
			c, err := m.scalarF("operand", s.Arg, svs[i], r)
			if err != nil {
				return err
			}
			fill(b, c)
			if s.Reverse {
				binF(s.Op, x, b, x)
			} else {
				binF(s.Op, x, x, b)
			}
		}
		if vt != nil {
			if err := m.loadF("in1", vt, r, t); err != nil {
				return err
			}
			if trev {
				binF(top, x, t, x)
			} else {
				binF(top, x, x, t)
			}
		}
		m.storeF(vo, r, x)
	}
	return nil
}

// TensorCopy copies in to out, converting to out's dtype on write
// (integer to integer exactly, wrapping).
func (m *Machine) TensorCopy(inst string, out, in AP) error {
	m.begin(inst)
	vs, err := m.views(rolesOI, &out, &in)
	if err != nil {
		return err
	}
	vo, vi := vs[0], vs[1]
	if allInt(&out, &in) {
		x := growI(&m.ia, vo.n)
		for r := range vo.rows {
			if err := m.loadI("in", vi, r, x); err != nil {
				return err
			}
			m.storeI(vo, r, x)
		}
		return nil
	}
	x := growF(&m.fa, vo.n)
	for r := range vo.rows {
		if err := m.loadF("in", vi, r, x); err != nil {
			return err
		}
		m.storeF(vo, r, x)
	}
	return nil
}

// satInt converts an integral immediate to dtype dt, saturating at dt's
// range (as an engine write of the value would: bir's immediates are
// f32, and int32's extremes are not, so 2^31 must give 2^31-1).
func satInt(dt numerics.DType, v float64) int64 {
	t := dt.Int()
	return min(max(int64(v), t.MinInt()), t.MaxInt())
}

// Memset writes v to every element of out (exactly, for an integer out
// and an integral v, saturated to out's range; otherwise v is rounded to
// fp32 and then to out's dtype).
func (m *Machine) Memset(inst string, out AP, v float64) error {
	m.begin(inst)
	vo, err := m.compile("out", &out)
	if err != nil {
		return err
	}
	if isInt(out.DType) && Imm(v).integral() {
		x := growI(&m.ia, vo.n)
		fill(x, satInt(out.DType, v))
		for r := range vo.rows {
			m.storeI(vo, r, x)
		}
		return nil
	}
	x := growF(&m.fa, vo.n)
	fill(x, float32(v))
	for r := range vo.rows {
		m.storeF(vo, r, x)
	}
	return nil
}

// Pattern generates values: for row r and indices i_k of Pairs (row-major),
// Base + r·ChannelMultiplier + Σ i_k·Pairs[k][0] (KLR's DataPattern with
// Iota's channel multiplier). r counts rows of the access, from 0.
type Pattern struct {
	Base              int64
	Pairs             [][2]int64
	ChannelMultiplier int64
}

// row writes the pattern's values for row r into dst, or reports that its
// size is not len(dst).
func (p *Pattern) row(r int, dst []int64) bool {
	n := int64(1)
	for _, q := range p.Pairs {
		n *= q[1]
	}
	if n != int64(len(dst)) {
		return false
	}
	var idx [maxPairs + 8]int64
	if len(p.Pairs) > len(idx) {
		return false
	}
	v := p.Base + int64(r)*p.ChannelMultiplier
	for i := range dst {
		dst[i] = v
		for k := len(p.Pairs) - 1; k >= 0; k-- {
			idx[k]++
			v += p.Pairs[k][0]
			if idx[k] < p.Pairs[k][1] {
				break
			}
			v -= p.Pairs[k][0] * p.Pairs[k][1]
			idx[k] = 0
		}
	}
	return true
}

// Iota writes the pattern's values to out (integers exactly, wrapping;
// floats rounded to fp32, then to out's dtype).
func (m *Machine) Iota(inst string, out AP, p Pattern) error {
	m.begin(inst)
	vo, err := m.compile("out", &out)
	if err != nil {
		return err
	}
	x := growI(&m.ia, vo.n)
	f := growF(&m.fa, vo.n)
	for r := range vo.rows {
		if !p.row(r, x) {
			return m.errf(ErrShape, "pattern %v does not give the %d elements per row of out %s", p.Pairs, vo.n, &out)
		}
		if isInt(out.DType) {
			m.storeI(vo, r, x)
			continue
		}
		for i, v := range x {
			f[i] = float32(v)
		}
		m.storeF(vo, r, f)
	}
	return nil
}

// Select computes out = pred != 0 ? onTrue : onFalse elementwise.
func (m *Machine) Select(inst string, out, pred, onTrue, onFalse AP) error {
	m.begin(inst)
	vs, err := m.views([]string{"out", "predicate", "on_true", "on_false"}, &out, &pred, &onTrue, &onFalse)
	if err != nil {
		return err
	}
	vo, vp, vt, vf := vs[0], vs[1], vs[2], vs[3]
	n := vo.n
	p := growF(&m.fc, n)
	if allInt(&out, &onTrue, &onFalse) {
		a, b := growI(&m.ia, n), growI(&m.ib, n)
		for r := range vo.rows {
			if err := m.loadF("predicate", vp, r, p); err != nil {
				return err
			}
			if err := m.loadI("on_true", vt, r, a); err != nil {
				return err
			}
			if err := m.loadI("on_false", vf, r, b); err != nil {
				return err
			}
			for i := range a {
				if p[i] == 0 {
					a[i] = b[i]
				}
			}
			m.storeI(vo, r, a)
		}
		return nil
	}
	a, b := growF(&m.fa, n), growF(&m.fb, n)
	for r := range vo.rows {
		if err := m.loadF("predicate", vp, r, p); err != nil {
			return err
		}
		if err := m.loadF("on_true", vt, r, a); err != nil {
			return err
		}
		if err := m.loadF("on_false", vf, r, b); err != nil {
			return err
		}
		for i := range a {
			if p[i] == 0 {
				a[i] = b[i]
			}
		}
		m.storeF(vo, r, a)
	}
	return nil
}

// AffineSelect computes out = (pattern cmp 0) != 0 ? in : fill
// elementwise, the pattern's value generated per element as Iota's and
// compared with 0 by cmp (an AluOp, is_ge and the like) on integers.
func (m *Machine) AffineSelect(inst string, out, in AP, p Pattern, cmp AluOp, fillValue float64) error {
	m.begin(inst)
	vs, err := m.views(rolesOI, &out, &in)
	if err != nil {
		return err
	}
	vo, vi := vs[0], vs[1]
	n := vo.n
	if cmp.Bitvec() {
		return m.errf(ErrType, "affine_select compares with %s, a bitvec operator", cmp)
	}
	mask := growI(&m.ic, n)
	intPath := allInt(&out, &in) && Imm(fillValue).integral()
	x, f := growI(&m.ia, n), growF(&m.fa, n)
	for r := range vo.rows {
		if !p.row(r, mask) {
			return m.errf(ErrShape, "pattern %v does not give the %d elements per row of out %s", p.Pairs, n, &out)
		}
		for i, v := range mask {
			c, ok := aluI(cmp, v, 0, 64)
			if !ok {
				return m.divZero(cmp)
			}
			mask[i] = c
		}
		if intPath {
			if err := m.loadI("in", vi, r, x); err != nil {
				return err
			}
			fv := satInt(out.DType, fillValue)
			for i, c := range mask {
				if c == 0 {
					x[i] = fv
				}
			}
			m.storeI(vo, r, x)
			continue
		}
		if err := m.loadF("in", vi, r, f); err != nil {
			return err
		}
		for i, c := range mask {
			if c == 0 {
				f[i] = float32(fillValue)
			}
		}
		m.storeF(vo, r, f)
	}
	return nil
}
