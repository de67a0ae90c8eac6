package hlo

import (
	"strconv"
	"strings"
)

// window reads {size=3x3 stride=2x2 pad=0_1x0_1 lhs_dilate=1x1
// rhs_dilate=1x1 rhs_reversal=0x1}.
func (p *parser) window() (*Window, error) {
	s := p.s
	if err := s.expect('{', "before window"); err != nil {
		return nil, err
	}
	w := &Window{}
	fields := map[string][]string{}
	offs := map[string]int{}
	for !s.eat('}') {
		k, _, err := s.needName("a window field")
		if err != nil {
			return nil, err
		}
		if err := s.expect('=', "after window field '"+k+"'"); err != nil {
			return nil, err
		}
		v, off := s.word()
		if v == "" {
			return nil, s.errAt(off, "expected a value for window %s, found %s", k, s.describe())
		}
		switch k {
		case "size", "stride", "pad", "lhs_dilate", "rhs_dilate", "rhs_reversal":
		default:
			return nil, s.errAt(off-len(k)-1, "unknown window field '%s'", k)
		}
		fields[k], offs[k] = strings.Split(v, "x"), off
	}
	n := len(fields["size"])
	if fields["size"] == nil {
		if len(fields) > 0 {
			return nil, s.errAt(s.off-1, "window has no size")
		}
		return w, nil
	}
	w.Dims = make([]WindowDim, n)
	for i := range w.Dims {
		w.Dims[i] = WindowDim{Stride: 1, LhsDilate: 1, RhsDilate: 1}
	}
	for k, parts := range fields {
		if len(parts) != n {
			return nil, s.errAt(offs[k], "window %s has %d dimensions, size has %d", k, len(parts), n)
		}
		for i, part := range parts {
			d := &w.Dims[i]
			if k == "pad" {
				lo, hi, ok := strings.Cut(part, "_")
				l, err1 := strconv.ParseInt(lo, 10, 64)
				h, err2 := strconv.ParseInt(hi, 10, 64)
				if !ok || err1 != nil || err2 != nil {
					return nil, s.errAt(offs[k], "bad window padding '%s' (want low_high)", part)
				}
				d.PadLow, d.PadHigh = l, h
				continue
			}
			v, err := strconv.ParseInt(part, 10, 64)
			if err != nil || v < 0 || k != "rhs_reversal" && v < 1 {
				return nil, s.errAt(offs[k], "bad window %s '%s'", k, part)
			}
			switch k {
			case "size":
				d.Size = v
			case "stride":
				d.Stride = v
			case "lhs_dilate":
				d.LhsDilate = v
			case "rhs_dilate":
				d.RhsDilate = v
			case "rhs_reversal":
				d.Reversal = v != 0
			}
		}
	}
	return w, nil
}

// padding reads lo_hi[_interior]x... .
func (p *parser) padding() ([]PadDim, error) {
	s := p.s
	w, off := s.word()
	if w == "" {
		return nil, s.errAt(off, "expected a padding, found %s", s.describe())
	}
	var out []PadDim
	for _, part := range strings.Split(w, "x") {
		fs := strings.Split(part, "_")
		if len(fs) < 2 || len(fs) > 3 {
			return nil, s.errAt(off, "bad padding '%s' (want low_high or low_high_interior per dimension)", part)
		}
		var v [3]int64
		for i, f := range fs {
			x, err := strconv.ParseInt(f, 10, 64)
			if err != nil {
				return nil, s.errAt(off, "bad padding '%s'", part)
			}
			v[i] = x
		}
		out = append(out, PadDim{v[0], v[1], v[2]})
	}
	return out, nil
}

// slices reads {[0:2:1], [1:3]}.
func (p *parser) slices() ([]SliceDim, error) {
	s := p.s
	if err := s.expect('{', "before slice"); err != nil {
		return nil, err
	}
	var out []SliceDim
	for !s.eat('}') {
		if len(out) > 0 {
			if err := s.expect(',', "or '}' in slice"); err != nil {
				return nil, err
			}
		}
		if err := s.expect('[', "before a slice dimension"); err != nil {
			return nil, err
		}
		d := SliceDim{Stride: 1}
		var err error
		if d.Start, _, err = s.int("a slice start"); err != nil {
			return nil, err
		}
		if err := s.expect(':', "in slice dimension"); err != nil {
			return nil, err
		}
		if d.Limit, _, err = s.int("a slice limit"); err != nil {
			return nil, err
		}
		if s.eat(':') {
			if d.Stride, _, err = s.int("a slice stride"); err != nil {
				return nil, err
			}
		}
		if err := s.expect(']', "after slice dimension"); err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

// groups reads replica groups and source-target pairs: {{0,1},{2,3}}, or
// the iota form [num_groups,group_size]<=[dims]T(perm) of
// IotaReplicaGroupList.
func (p *parser) groups() ([][]int64, error) {
	s := p.s
	if s.peek() == '[' {
		return p.iotaGroups()
	}
	if err := s.expect('{', "before replica groups"); err != nil {
		return nil, err
	}
	out := [][]int64{}
	for !s.eat('}') {
		if len(out) > 0 {
			if err := s.expect(',', "or '}' in replica groups"); err != nil {
				return nil, err
			}
		}
		g, err := p.intList()
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

func (p *parser) iotaGroups() ([][]int64, error) {
	s := p.s
	start := s.off
	bracket := func() ([]int64, error) {
		if err := s.expect('[', "in iota replica groups"); err != nil {
			return nil, err
		}
		var vs []int64
		for !s.eat(']') {
			if len(vs) > 0 {
				if err := s.expect(',', "or ']' in iota replica groups"); err != nil {
					return nil, err
				}
			}
			v, off, err := s.int("an integer")
			if err != nil {
				return nil, err
			}
			if v < 0 || v > 1<<20 {
				return nil, s.errAt(off, "%d is out of range in iota replica groups", v)
			}
			vs = append(vs, v)
		}
		return vs, nil
	}
	shape, err := bracket()
	if err != nil {
		return nil, err
	}
	if len(shape) != 2 {
		return nil, s.errAt(start, "iota replica groups need [num_groups,group_size]")
	}
	if !s.eatLit("<=") {
		return nil, s.errAt(s.off, "expected '<=' in iota replica groups, found %s", s.describe())
	}
	dims, err := bracket()
	if err != nil {
		return nil, err
	}
	var perm []int64
	if s.eat('T') {
		if err := s.expect('(', "after T in iota replica groups"); err != nil {
			return nil, err
		}
		for !s.eat(')') {
			if len(perm) > 0 {
				if err := s.expect(',', "or ')' in transpose"); err != nil {
					return nil, err
				}
			}
			v, _, err := s.int("a dimension")
			if err != nil {
				return nil, err
			}
			perm = append(perm, v)
		}
	}
	groups, ok := expandIota(shape[0], shape[1], dims, perm)
	if !ok {
		return nil, s.errAt(start, "inconsistent iota replica groups")
	}
	return groups, nil
}

// expandIota lists the groups of iota(prod(dims)).reshape(dims)
// .transpose(perm).reshape(n, size).
func expandIota(n, size int64, dims, perm []int64) ([][]int64, bool) {
	total := int64(1)
	for _, d := range dims {
		total *= d
		if total > 1<<20 {
			return nil, false
		}
	}
	if len(dims) == 0 || n*size != total {
		return nil, false
	}
	if perm == nil {
		for i := range dims {
			perm = append(perm, int64(i))
		}
	}
	if len(perm) != len(dims) {
		return nil, false
	}
	used := make([]bool, len(dims))
	for _, q := range perm {
		if q < 0 || q >= int64(len(dims)) || used[q] {
			return nil, false
		}
		used[q] = true
	}
	strides := make([]int64, len(dims))
	acc := int64(1)
	for i := len(dims) - 1; i >= 0; i-- {
		strides[i] = acc
		acc *= dims[i]
	}
	tdims := make([]int64, len(dims))
	for i, q := range perm {
		tdims[i] = dims[q]
	}
	flat := make([]int64, 0, total)
	idx := make([]int64, len(dims))
	for range total {
		var v int64
		for i, q := range perm {
			v += idx[i] * strides[q]
		}
		flat = append(flat, v)
		for i := len(idx) - 1; i >= 0; i-- {
			if idx[i]++; idx[i] < tdims[i] {
				break
			}
			idx[i] = 0
		}
	}
	out := make([][]int64, n)
	for g := range out {
		out[g] = flat[int64(g)*size : int64(g+1)*size]
	}
	return out, true
}
