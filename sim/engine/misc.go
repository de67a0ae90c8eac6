package engine

import (
	"ncc/numerics"
)

// Shuffle moves rows within quadrants of 32: in each quadrant, out's row i
// is in's row mask[i] of the same quadrant, or is left as it was when
// mask[i] is 255 (StreamShuffle). Bytes are copied; in and out must have
// the same dtype size.
func (m *Machine) Shuffle(inst string, out, in AP, mask []int64) error {
	m.begin(inst)
	vs, err := m.views(rolesOI, &out, &in)
	if err != nil {
		return err
	}
	vo, vi := vs[0], vs[1]
	if err := m.dmaTypes(vo, vi); err != nil {
		return err
	}
	if len(mask) != 32 || vo.rows%32 != 0 {
		return m.errf(ErrShape, "a shuffle takes a 32-entry mask and whole quadrants, not %d entries over %d rows", len(mask), vo.rows)
	}
	for _, k := range mask {
		if (k < 0 || k > 31) && k != 255 {
			return m.errf(ErrShape, "mask entry %d: entries are 0 to 31, or 255", k)
		}
	}
	w := vi.n * int(vi.size)
	buf := m.bytes(vi.rows * w)
	for r := range vi.rows {
		if err := m.check("in", vi, r); err != nil {
			return err
		}
		vi.gather(r, buf[r*w:r*w+w])
	}
	for r := range vo.rows {
		k := mask[r%32]
		if k == 255 {
			continue
		}
		src := r/32*32 + int(k)
		vo.scatter(r, buf[src*w:src*w+w])
	}
	return nil
}

// BNStats writes, for each row, the batch-norm statistics of its even and
// of its odd elements: count, mean, and variance·count (the sum of squared
// deviations), six values. It computes in fp32: the mean as the sum (left
// to right) divided by the count, then the squared deviations summed left
// to right (ncc's model; the hardware's algorithm is not public).
func (m *Machine) BNStats(inst string, out, in AP) error {
	m.begin(inst)
	vi, err := m.compile("in", &in)
	if err != nil {
		return err
	}
	vo, err := m.compile("out", &out)
	if err != nil {
		return err
	}
	if vo.rows != vi.rows || vo.n != 6 {
		return m.errf(ErrShape, "out %s has %d rows of %d elements, want %d rows of 6", &out, vo.rows, vo.n, vi.rows)
	}
	x, o := growF(&m.fa, vi.n), growF(&m.fo, 6)
	for r := range vi.rows {
		if err := m.loadF("in", vi, r, x); err != nil {
			return err
		}
		for par := range 2 {
			var cnt, sum float32
			for i := par; i < len(x); i += 2 {
				sum += x[i]
				cnt++
			}
			var mean, m2 float32
			if cnt > 0 {
				mean = sum / cnt
				for i := par; i < len(x); i += 2 {
					d := x[i] - mean
					m2 += float32(d * d)
				}
			}
			o[3*par], o[3*par+1], o[3*par+2] = cnt, mean, m2
		}
		m.storeF(vo, r, o)
	}
	return nil
}

// BNAggr combines each row's (count, mean, variance·count) triples into
// the mean and the variance, folding the triples left to right in fp32
// with Chan's pairwise update (ncc's model).
func (m *Machine) BNAggr(inst string, out, in AP) error {
	m.begin(inst)
	vi, err := m.compile("in", &in)
	if err != nil {
		return err
	}
	vo, err := m.compile("out", &out)
	if err != nil {
		return err
	}
	if vi.n%3 != 0 || vo.rows != vi.rows || vo.n != 2 {
		return m.errf(ErrShape, "bn_aggr reads triples and writes 2 values per row: in %s, out %s", &in, &out)
	}
	x, o := growF(&m.fa, vi.n), growF(&m.fo, 2)
	for r := range vi.rows {
		if err := m.loadF("in", vi, r, x); err != nil {
			return err
		}
		var n, mean, m2 float32
		for i := 0; i < len(x); i += 3 {
			nb, mb, m2b := x[i], x[i+1], x[i+2]
			if nb == 0 {
				continue
			}
			tot := n + nb
			d := mb - mean
			mean += float32(d*nb) / tot
			m2 += m2b + float32(float32(d*d)*n)*nb/tot
			n = tot
		}
		o[0], o[1] = mean, 0
		if n > 0 {
			o[1] = m2 / n
		}
		m.storeF(vo, r, o)
	}
	return nil
}

// QuantizeMX quantizes each row of in in blocks of 32 elements to MX
// (numerics.MX, OCP Microscaling): out receives the fp8 elements (e4m3 or
// e5m2, out's dtype) and scales one e8m0 byte per block.
func (m *Machine) QuantizeMX(inst string, out, scales, in AP) error {
	m.begin(inst)
	vs, err := m.views(rolesOI, &out, &in)
	if err != nil {
		return err
	}
	vo, vi := vs[0], vs[1]
	vsc, err := m.compile("scales", &scales)
	if err != nil {
		return err
	}
	var mx *numerics.MX
	switch out.DType {
	case numerics.Float8E4M3:
		mx = numerics.MXFP8E4M3
	case numerics.Float8E5M2:
		mx = numerics.MXFP8E5M2
	default:
		return m.errf(ErrType, "out %s: MX elements are float8_e4m3 or float8_e5m2", &out)
	}
	if scales.DType.Size() != 1 {
		return m.errf(ErrType, "scales %s: scales are one byte each", &scales)
	}
	nb := mx.Blocks(vi.n)
	if vsc.rows != vi.rows || vsc.n != nb {
		return m.errf(ErrShape, "scales %s has %d rows of %d, want %d rows of %d (one per block)", &scales, vsc.rows, vsc.n, vi.rows, nb)
	}
	x := growF(&m.fa, vi.n)
	b := make([]byte, vi.n+nb)
	elems, sc := b[:vi.n], b[vi.n:]
	for r := range vi.rows {
		if err := m.loadF("in", vi, r, x); err != nil {
			return err
		}
		mx.Quantize(sc, elems, x)
		vo.scatter(r, elems)
		vsc.scatter(r, sc)
	}
	return nil
}

// ReadInt reads the one integer element ap names: a register load (BIR's
// RegisterMove from memory).
func (m *Machine) ReadInt(inst string, ap AP) (int64, error) {
	m.begin(inst)
	v, err := m.compile("in", &ap)
	if err != nil {
		return 0, err
	}
	if !isInt(ap.DType) {
		return 0, m.errf(ErrType, "in %s: registers hold integers", &ap)
	}
	if v.rows != 1 || v.n != 1 {
		return 0, m.errf(ErrShape, "in %s names %d rows of %d elements, not one element", &ap, v.rows, v.n)
	}
	var x [1]int64
	if err := m.loadI("in", v, 0, x[:]); err != nil {
		return 0, err
	}
	return x[0], nil
}

// RegisterAlu computes a op b on registers in 32-bit two's-complement
// arithmetic (BIR's RegisterAlu): exactly, then wrapped to int32.
func (m *Machine) RegisterAlu(inst string, op AluOp, a, b int64) (int64, error) {
	m.begin(inst)
	if op.floatOnly() {
		return 0, m.errf(ErrType, "%s has no integer form", op)
	}
	r, ok := aluI(op, int64(int32(a)), int64(int32(b)), 32)
	if !ok {
		return 0, m.divZero(op)
	}
	return int64(int32(r)), nil
}
