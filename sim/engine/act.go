package engine

import (
	"math"
	"sync"

	"ncc/numerics/pwp"
)

// Func is a Scalar-engine function: a piecewise-polynomial table of
// numerics/pwp (Table, with Alpha the slope of prelu/lrelu), or one of the
// few functions the engine computes exactly without a table.
type Func struct {
	Table pwp.ID
	Alpha float32
	Exact Exact
}

// Exact names the functions without a PWP table that the simulator
// computes exactly (ncc's model: their tables are not public, and these
// have exact results anyway, except AbsRsqrt, which goes through the
// rsqrt table).
type Exact uint8

const (
	NoExact  Exact = iota
	IsFinite       // 1 for finite x, else 0
	ZeroFunc       // 0 (BIR's MemsetZero)
	AbsRsqrt       // rsqrt(|x|) through the rsqrt table (Abs_reciprocal_sqrt)
)

// PWP returns the Func of table id (prelu with alpha 0.01).
func PWP(id pwp.ID) Func {
	f := Func{Table: id}
	if id == pwp.PRelu {
		f.Alpha = 0.01
	}
	return f
}

// PRelu returns prelu (BIR's Prelu and Lrelu) with slope alpha.
func PRelu(alpha float32) Func { return Func{Table: pwp.PRelu, Alpha: alpha} }

// Activation is the Scalar engine's func(in·scale + bias) with its
// optional add-reduce along the free elements.
type Activation struct {
	Func Func
	// Scale and Bias are per-row scalars: immediates or one element per
	// row through an AP. Set Scale: its zero value multiplies by 0.
	Scale Scalar
	Bias  Scalar
	// Reduce, when set, is the accumulator (one element per row) that
	// receives each row's sum of the results as ReduceMode says.
	Reduce     *AP
	ReduceMode ReduceMode
}

// ReduceMode is how an activation's row sums reach its accumulator
// (BIR's EngineAccumulationType: Zero, ZeroAccumulate, Accumulate and
// AddAccumulate).
type ReduceMode uint8

const (
	ReduceSet  ReduceMode = iota // accumulator = sum (ZeroAccumulate)
	ReduceAdd                    // accumulator += sum (Accumulate, AddAccumulate)
	ReduceZero                   // accumulator = 0 (Zero)
)

type tableKey struct {
	id    pwp.ID
	alpha uint32
}

// tables caches generated tables across Machines: generation takes tens
// of milliseconds and tables are immutable.
var tables struct {
	sync.Mutex
	m map[tableKey]*pwp.Table
}

// table returns the table of f.
func (m *Machine) table(f Func) (*pwp.Table, error) {
	k := tableKey{f.Table, math.Float32bits(f.Alpha)}
	if f.Table != pwp.PRelu {
		k.alpha = 0
	}
	if t := m.tables[k]; t != nil {
		return t, nil
	}
	t, err := lookupTable(k, f)
	if err != nil {
		return nil, m.errf(ErrUnsupported, "activation table %s: %v", f.Table, err)
	}
	if m.tables == nil {
		m.tables = map[tableKey]*pwp.Table{}
	}
	m.tables[k] = t
	return t, nil
}

func lookupTable(k tableKey, f Func) (*pwp.Table, error) {
	if f.Table != pwp.PRelu || f.Alpha == float32(0.01) {
		return pwp.For(f.Table)
	}
	tables.Lock()
	defer tables.Unlock()
	if t := tables.m[k]; t != nil {
		return t, nil
	}
	t, err := pwp.Generate(pwp.PReluFunc(f.Alpha))
	if err != nil {
		return nil, err
	}
	if tables.m == nil {
		tables.m = map[tableKey]*pwp.Table{}
	}
	tables.m[k] = t
	return t, nil
}

// Activate computes out = f(in·scale + bias) elementwise in fp32: the
// product and the sum each round to fp32 (two roundings, ncc's model; a
// zero immediate bias adds nothing, so -0 stays -0),
// then f is evaluated through its PWP table as numerics/pwp does, and
// the result is narrowed to out's dtype. Reduce's sums fold the fp32
// results left to right.
func (m *Machine) Activate(inst string, out, in AP, a Activation) error {
	m.begin(inst)
	vs, err := m.views(rolesOI, &out, &in)
	if err != nil {
		return err
	}
	vo, vi := vs[0], vs[1]
	rows, n := vo.rows, vo.n
	var t *pwp.Table
	if a.Func.Exact == NoExact || a.Func.Exact == AbsRsqrt {
		f := a.Func
		if f.Exact == AbsRsqrt {
			f = Func{Table: pwp.Rsqrt}
		}
		if t, err = m.table(f); err != nil {
			return err
		}
	}
	sv, err := m.scalarView("scale", a.Scale, rows)
	if err != nil {
		return err
	}
	bv, err := m.scalarView("bias", a.Bias, rows)
	if err != nil {
		return err
	}
	var rv *view
	if a.Reduce != nil {
		if rv, err = m.compile("reduce", a.Reduce); err != nil {
			return err
		}
		if rv.rows != rows || rv.n != 1 {
			return m.errf(ErrShape, "reduce %s: want one element per row for %d rows, have %d rows of %d", a.Reduce, rows, rv.rows, rv.n)
		}
	}
	x, y := growF(&m.fa, n), growF(&m.fo, n)
	for r := range rows {
		if err := m.loadF("in", vi, r, x); err != nil {
			return err
		}
		scale, err := m.scalarF("scale", a.Scale, sv, r)
		if err != nil {
			return err
		}
		bias, err := m.scalarF("bias", a.Bias, bv, r)
		if err != nil {
			return err
		}
		if bv != nil || bias != 0 {
			for i, v := range x {
				x[i] = float32(v*scale) + bias
			}
		} else if scale != 1 {
			for i, v := range x {
				x[i] = v * scale
			}
		}
		switch a.Func.Exact {
		case IsFinite:
			for i, v := range x {
				y[i] = b2f(!math.IsInf(float64(v), 0) && v == v)
			}
		case ZeroFunc:
			fill(y, 0)
		case AbsRsqrt:
			for i, v := range x {
				x[i] = absF(v)
			}
			t.EvalSlice(y, x)
		default:
			t.EvalSlice(y, x)
		}
		m.storeF(vo, r, y)
		if rv != nil {
			var s float32
			if n > 0 && a.ReduceMode != ReduceZero {
				s = foldF(AluAdd, y)
			}
			if a.ReduceMode == ReduceAdd {
				var cur [1]float32
				if err := m.loadF("reduce", rv, r, cur[:]); err != nil {
					return err
				}
				s = cur[0] + s
			}
			one := growF(&m.fb, 1)
			one[0] = s
			m.storeF(rv, r, one)
		}
	}
	return nil
}
