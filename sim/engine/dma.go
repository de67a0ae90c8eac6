package engine

// DMA moves bytes: in and out name element streams (each AP's rows, then
// its free elements in row-major order) of the same length, whose dtypes
// have the same size. Nothing is converted; different dtypes of one size
// reinterpret the bits. The source is read whole before anything is
// written, so overlapping APs copy as if through a buffer.

// DMA copies in's elements to out's.
func (m *Machine) DMA(inst string, out, in AP) error {
	m.begin(inst)
	vi, err := m.compile("in", &in)
	if err != nil {
		return err
	}
	vo, err := m.compile("out", &out)
	if err != nil {
		return err
	}
	if err := m.dmaTypes(vo, vi); err != nil {
		return err
	}
	total := int64(vi.rows) * int64(vi.n)
	if int64(vo.rows)*int64(vo.n) != total {
		return m.errf(ErrShape, "in %s has %d elements (%d rows of %d) but out %s has %d (%d rows of %d)",
			&in, total, vi.rows, vi.n, &out, int64(vo.rows)*int64(vo.n), vo.rows, vo.n)
	}
	if total == 0 {
		return nil
	}
	sz := int(vi.size)
	buf := m.bytes(int(total) * sz)
	w := vi.n * sz
	for r := range vi.rows {
		if err := m.check("in", vi, r); err != nil {
			return err
		}
		vi.gather(r, buf[r*w:r*w+w])
	}
	w = vo.n * sz
	for r := range vo.rows {
		vo.scatter(r, buf[r*w:r*w+w])
	}
	return nil
}

func (m *Machine) dmaTypes(vo, vi *view) error {
	if vo.size != vi.size {
		return m.errf(ErrType, "DMA does not convert: in is %s, out %s", vi.dt, vo.dt)
	}
	return nil
}

// DMATranspose copies in (R rows of F elements) to out (F rows of R),
// transposed.
func (m *Machine) DMATranspose(inst string, out, in AP) error {
	m.begin(inst)
	vi, err := m.compile("in", &in)
	if err != nil {
		return err
	}
	vo, err := m.compile("out", &out)
	if err != nil {
		return err
	}
	if err := m.dmaTypes(vo, vi); err != nil {
		return err
	}
	R, F, sz := vi.rows, vi.n, int(vi.size)
	if vo.rows != F || vo.n != R {
		return m.errf(ErrShape, "out %s is %d x %d, want the transpose %d x %d of in %s", &out, vo.rows, vo.n, F, R, &in)
	}
	buf := m.bytes(2 * R * F * sz)
	src, row := buf[:R*F*sz], buf[R*F*sz:]
	for r := range R {
		if err := m.check("in", vi, r); err != nil {
			return err
		}
		vi.gather(r, src[r*F*sz:(r+1)*F*sz])
	}
	for f := range F {
		for r := range R {
			copy(row[r*sz:(r+1)*sz], src[(r*F+f)*sz:])
		}
		vo.scatter(f, row[:R*sz])
	}
	return nil
}

// IndirectDMA gathers rows: out's row r is in's row index[r], where in's
// rows are its partitions (on chip) or its first pair (in HBM) and index
// lists one integer per out row (its elements in row-major order). An
// index outside in's rows is an error.
func (m *Machine) IndirectDMA(inst string, out, in, index AP) error {
	m.begin(inst)
	vi, err := m.compile("in", &in)
	if err != nil {
		return err
	}
	vo, err := m.compile("out", &out)
	if err != nil {
		return err
	}
	vx, err := m.compile("index", &index)
	if err != nil {
		return err
	}
	if err := m.dmaTypes(vo, vi); err != nil {
		return err
	}
	if !isInt(index.DType) {
		return m.errf(ErrType, "index %s must be of an integer dtype", &index)
	}
	nIdx := vx.rows * vx.n
	if nIdx != vo.rows || vo.n != vi.n {
		return m.errf(ErrShape, "out %s has %d rows of %d elements; want %d rows (one per index of %s) of in %s's %d",
			&out, vo.rows, vo.n, nIdx, &index, &in, vi.n)
	}
	idx := growI(&m.ic, nIdx)
	for r := range vx.rows {
		if err := m.loadI("index", vx, r, idx[r*vx.n:(r+1)*vx.n]); err != nil {
			return err
		}
	}
	row := m.bytes(vi.n * int(vi.size))
	for r, i := range idx {
		if i < 0 || i >= int64(vi.rows) {
			return m.errf(ErrIndex, "index %d (element %d of index %s) outside the %d rows of in %s", i, r, &index, vi.rows, &in)
		}
		if err := m.check("in", vi, int(i)); err != nil {
			return err
		}
		vi.gather(int(i), row)
		vo.scatter(r, row)
	}
	return nil
}
