package engine

// TensorReduce folds the innermost axes free pairs of in (as the AP
// writes them, before any merging) with op, and with partitions set also
// folds across the rows, writing one row. Folding is sequential from the
// first element, in fp32 (or exactly, on the integer path); negate (for
// arithmetic ops) negates the result.
func (m *Machine) TensorReduce(inst string, out, in AP, op AluOp, axes int, partitions, negate bool) error {
	m.begin(inst)
	vi, err := m.compile("in", &in)
	if err != nil {
		return err
	}
	vo, err := m.compile("out", &out)
	if err != nil {
		return err
	}
	free := in.Free()
	if axes < 0 || axes > len(free) {
		return m.errf(ErrShape, "cannot reduce %d innermost free axes of in %s, which has %d", axes, &in, len(free))
	}
	g := 1
	for _, p := range free[len(free)-axes:] {
		g *= int(p[1])
	}
	if g == 0 || vi.n == 0 {
		return m.errf(ErrShape, "reduction of in %s over no elements", &in)
	}
	keep := vi.n / g
	wantRows := vi.rows
	if partitions {
		wantRows = 1
	}
	if vo.rows != wantRows || vo.n != keep {
		return m.errf(ErrShape, "out %s has %d rows of %d elements; reducing in %s gives %d rows of %d",
			&out, vo.rows, vo.n, &in, wantRows, keep)
	}
	intPath := allInt(&out, &in) && !op.floatOnly()
	if err := m.bitvecCheck(op, intPath); err != nil {
		return err
	}
	neg := negate && op.Arith()
	if intPath {
		x, acc, o := growI(&m.ia, vi.n), growI(&m.ib, keep), growI(&m.io, keep)
		for r := range vi.rows {
			if err := m.loadI("in", vi, r, x); err != nil {
				return err
			}
			dst := o
			if partitions && r > 0 {
				dst = acc
			}
			for j := range keep {
				s := x[j*g]
				for _, v := range x[j*g+1 : j*g+g] {
					var ok bool
					if s, ok = aluI(op, s, v, uint(vi.size*8)); !ok {
						return m.divZero(op)
					}
				}
				dst[j] = s
			}
			if partitions {
				if r > 0 && !binI(op, o, o, acc, uint(vi.size*8)) {
					return m.divZero(op)
				}
				continue
			}
			if neg {
				negI(o)
			}
			m.storeI(vo, r, o)
		}
		if partitions {
			if neg {
				negI(o)
			}
			m.storeI(vo, 0, o)
		}
		return nil
	}
	x, acc, o := growF(&m.fa, vi.n), growF(&m.fb, keep), growF(&m.fo, keep)
	for r := range vi.rows {
		if err := m.loadF("in", vi, r, x); err != nil {
			return err
		}
		dst := o
		if partitions && r > 0 {
			dst = acc
		}
		for j := range keep {
			dst[j] = foldF(op, x[j*g:j*g+g])
		}
		if partitions {
			if r > 0 {
				binF(op, o, o, acc)
			}
			continue
		}
		if neg {
			negF(o)
		}
		m.storeF(vo, r, o)
	}
	if partitions {
		if neg {
			negF(o)
		}
		m.storeF(vo, 0, o)
	}
	return nil
}

// foldF folds xs (at least one element) with op, left to right, in fp32.
func foldF(op AluOp, xs []float32) float32 {
	s := xs[0]
	switch op {
	case AluAdd:
		for _, v := range xs[1:] {
			s += v
		}
	case AluMax:
		for _, v := range xs[1:] {
			s = maxF(s, v)
		}
	case AluMin:
		for _, v := range xs[1:] {
			s = minF(s, v)
		}
	case AluMult:
		for _, v := range xs[1:] {
			s *= v
		}
	default:
		for _, v := range xs[1:] {
			s = aluF(op, s, v)
		}
	}
	return s
}

func negF(s []float32) {
	for i := range s {
		s[i] = -s[i]
	}
}

func negI(s []int64) {
	for i := range s {
		s[i] = -s[i]
	}
}
