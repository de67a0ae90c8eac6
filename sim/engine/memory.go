package engine

import (
	"fmt"
	"math/bits"

	"ncc/arch"
	"ncc/numerics"
)

// Alloc is one allocation: Partitions rows of PartitionBytes bytes each,
// stored row after row in Data. HBM (DRAM) allocations have one partition,
// a flat byte range. Each byte has an initialized bit; engines set the
// bits of what they write and reading a byte whose bit is clear is an
// error.
type Alloc struct {
	Name           string
	Memory         arch.Memory
	Partitions     int
	PartitionBytes int
	Data           []byte

	init  []uint64 // one bit per byte of Data
	nInit int      // set bits
}

// NewAlloc returns a zeroed, uninitialized allocation. For HBM, partitions
// must be 1.
func NewAlloc(name string, mem arch.Memory, partitions, partitionBytes int) (*Alloc, error) {
	if partitions < 1 || partitionBytes < 0 || (mem == arch.HBM && partitions != 1) {
		return nil, fmt.Errorf("allocation %q: bad geometry %d x %d bytes in %s", name, partitions, partitionBytes, mem)
	}
	n := partitions * partitionBytes
	return &Alloc{Name: name, Memory: mem, Partitions: partitions, PartitionBytes: partitionBytes,
		Data: make([]byte, n), init: make([]uint64, (n+63)/64)}, nil
}

// OnChip reports whether the allocation is partitioned (SBUF or PSUM).
func (a *Alloc) OnChip() bool { return a.Memory != arch.HBM }

// Load copies b into the allocation at byte off and marks those bytes
// initialized: how a host writes inputs and constants.
func (a *Alloc) Load(off int, b []byte) error {
	if off < 0 || off+len(b) > len(a.Data) {
		return fmt.Errorf("allocation %q: %d bytes at %d outside its %d bytes", a.Name, len(b), off, len(a.Data))
	}
	copy(a.Data[off:], b)
	a.mark(int64(off), int64(len(b)))
	return nil
}

// Initialized reports whether bytes [off, off+n) are all initialized.
func (a *Alloc) Initialized(off, n int) bool {
	if off < 0 || off+n > len(a.Data) {
		return false
	}
	return a.firstUninit(int64(off), int64(n)) < 0
}

// FirstUninit returns the first uninitialized byte of [off, off+n), or
// -1 when all are initialized.
func (a *Alloc) FirstUninit(off, n int) int {
	return int(a.firstUninit(int64(off), int64(n)))
}

// Full reports whether every byte is initialized.
func (a *Alloc) Full() bool { return a.nInit == len(a.Data) }

// mark sets the initialized bits of bytes [off, off+n).
func (a *Alloc) mark(off, n int64) {
	if a.nInit == len(a.Data) {
		return
	}
	end := off + n
	for off < end {
		w, b := off>>6, uint(off&63)
		cnt := min(64-int64(b), end-off)
		mask := (^uint64(0) >> (64 - uint(cnt))) << b
		old := a.init[w]
		if old&mask != mask {
			a.init[w] = old | mask
			a.nInit += bits.OnesCount64(mask &^ old)
		}
		off += cnt
	}
}

// firstUninit returns the first uninitialized byte of [off, off+n), or -1.
func (a *Alloc) firstUninit(off, n int64) int64 {
	if a.nInit == len(a.Data) {
		return -1
	}
	end := off + n
	for off < end {
		w, b := off>>6, uint(off&63)
		cnt := min(64-int64(b), end-off)
		mask := (^uint64(0) >> (64 - uint(cnt))) << b
		if miss := ^a.init[w] & mask; miss != 0 {
			return w<<6 + int64(bits.TrailingZeros64(miss))
		}
		off += cnt
	}
	return -1
}

// AP is an access pattern: the elements of an allocation an instruction
// reads or writes, as bir writes it. On chip (Partitions > 0) it covers
// Partitions partitions from Start and in each the elements Offset +
// Σ i_k·Pairs[k][0], 0 <= i_k < Pairs[k][1], counted in DType elements
// from the partition's first byte. In HBM (Partitions == 0) every pair
// steps through the flat byte range and the first pair is the rows. A
// step of 0 broadcasts. The rows are the lanes an engine computes in;
// the other pairs, in row-major order, are each row's free elements.
type AP struct {
	Alloc      *Alloc
	Start      int
	Partitions int
	Pairs      [][2]int64
	Offset     int64 // elements, with the instruction's loop terms already added
	DType      numerics.DType
}

// Rows is the number of rows (partitions on chip, the first pair's count
// in HBM).
func (ap *AP) Rows() int64 {
	if ap.Partitions > 0 {
		return int64(ap.Partitions)
	}
	if len(ap.Pairs) == 0 {
		return 1
	}
	return ap.Pairs[0][1]
}

// Free returns the pairs that step within a row.
func (ap *AP) Free() [][2]int64 {
	if ap.Partitions > 0 || len(ap.Pairs) == 0 {
		return ap.Pairs
	}
	return ap.Pairs[1:]
}

// FreeSize is the number of elements per row.
func (ap *AP) FreeSize() int64 {
	n := int64(1)
	for _, p := range ap.Free() {
		n *= p[1]
	}
	return n
}

// String describes ap for messages: `"t0"[0:128][[1, 300]] + 5 : float32`.
func (ap *AP) String() string {
	name := "?"
	if ap.Alloc != nil {
		name = fmt.Sprintf("%q", ap.Alloc.Name)
	}
	s := name
	if ap.Partitions > 0 {
		s += fmt.Sprintf("[%d:%d]", ap.Start, ap.Partitions)
	}
	s += "["
	for i, p := range ap.Pairs {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("[%d, %d]", p[0], p[1])
	}
	s += "]"
	if ap.Offset != 0 {
		s += fmt.Sprintf(" + %d", ap.Offset)
	}
	return s + " : " + ap.DType.String()
}

// maxPairs bounds the pairs of one access pattern, and maxMag the size of
// a step or count, so that offset arithmetic cannot overflow int64.
const (
	maxPairs = 8
	maxMag   = 1 << 40
)

// view is an AP checked against its allocation and compiled for
// iteration: row r's elements start at byte base + r·rowStride and come
// in runs, one per combination of the outer free indices, each runN
// elements runStride bytes apart starting at base + r·rowStride + runs[j].
type view struct {
	ap        *AP
	a         *Alloc
	dt        numerics.DType
	size      int64
	rows      int
	base      int64
	rowStride int64
	runs      []int64
	runN      int
	runStride int64
	n         int // elements per row: len(runs)·runN
}

// contig reports whether each row is one contiguous byte range.
func (v *view) contig() bool { return len(v.runs) == 1 && (v.runStride == v.size || v.runN <= 1) }

// rowBytes returns row r's bytes when the row is contiguous.
func (v *view) rowBytes(r int) []byte {
	o := v.base + int64(r)*v.rowStride + v.runs[0]
	return v.a.Data[o : o+int64(v.n)*v.size]
}

// compile checks ap (named role in messages) and builds its view.
func (m *Machine) compile(role string, ap *AP) (*view, error) {
	a := ap.Alloc
	if a == nil {
		return nil, m.errf(ErrShape, "%s has no allocation", role)
	}
	if !ap.DType.Valid() {
		return nil, m.errf(ErrType, "%s %s: invalid dtype", role, ap)
	}
	if len(ap.Pairs) > maxPairs {
		return nil, m.errf(ErrShape, "%s %s: more than %d pairs", role, ap, maxPairs)
	}
	for _, p := range ap.Pairs {
		if p[1] < 0 || p[1] > maxMag || p[0] > maxMag || p[0] < -maxMag {
			return nil, m.errf(ErrShape, "%s %s: pair [%d, %d] out of range", role, ap, p[0], p[1])
		}
	}
	if ap.Offset > maxMag || ap.Offset < -maxMag {
		return nil, m.errf(ErrOutOfBounds, "%s %s: offset %d out of range", role, ap, ap.Offset)
	}
	size := int64(ap.DType.Size())
	v := &view{ap: ap, a: a, dt: ap.DType, size: size}
	free := ap.Free()
	var lo, hi int64 = ap.Offset, ap.Offset // element range touched within a row's space
	empty := false
	for _, p := range ap.Pairs {
		if p[1] == 0 {
			empty = true
		}
	}
	if ap.Partitions > 0 {
		if !a.OnChip() {
			return nil, m.errf(ErrShape, "%s %s: a partition range on %s allocation %q", role, ap, a.Memory, a.Name)
		}
		if ap.Start < 0 || ap.Start+ap.Partitions > a.Partitions {
			return nil, m.errf(ErrOutOfBounds, "%s %s: partitions [%d, %d) outside allocation %q's %d",
				role, ap, ap.Start, ap.Start+ap.Partitions, a.Name, a.Partitions)
		}
		v.rows = ap.Partitions
		v.rowStride = int64(a.PartitionBytes)
		v.base = int64(ap.Start)*int64(a.PartitionBytes) + ap.Offset*size
	} else {
		if a.OnChip() {
			return nil, m.errf(ErrShape, "%s %s: %s allocation %q accessed without a partition range", role, ap, a.Memory, a.Name)
		}
		v.rows = int(ap.Rows())
		if len(ap.Pairs) > 0 {
			v.rowStride = ap.Pairs[0][0] * size
			lo, hi = span(lo, hi, ap.Pairs[0])
		}
		v.base = ap.Offset * size
	}
	for _, p := range free {
		lo, hi = span(lo, hi, p)
	}
	limit := int64(a.PartitionBytes)
	if !empty && (lo < 0 || (hi+1)*size > limit) {
		where := " per partition"
		if !a.OnChip() {
			where = ""
		}
		return nil, m.errf(ErrOutOfBounds, "%s %s: elements [%d, %d] (bytes [%d, %d)) outside %q's %d bytes%s",
			role, ap, lo, hi, lo*size, (hi+1)*size, a.Name, limit, where)
	}
	if empty {
		v.runs, v.n = nil, 0
		return v, nil
	}
	m.layout(v, free)
	return v, nil
}

// span widens the element range [lo, hi] by pair p.
func span(lo, hi int64, p [2]int64) (int64, int64) {
	d := p[0] * (p[1] - 1)
	if d < 0 {
		return lo + d, hi
	}
	return lo, hi + d
}

// layout merges the free pairs (dropping counts of 1, fusing a pair into
// its outer neighbour when they step contiguously) and lists the runs.
func (m *Machine) layout(v *view, free [][2]int64) {
	var ds [maxPairs][2]int64
	nd := 0
	for _, p := range free {
		if p[1] == 1 {
			continue
		}
		if nd > 0 && ds[nd-1][0] == p[0]*p[1] {
			ds[nd-1] = [2]int64{p[0], ds[nd-1][1] * p[1]}
			continue
		}
		ds[nd] = p
		nd++
	}
	if nd == 0 {
		v.runs, v.runN, v.runStride, v.n = m.ints(1), 1, v.size, 1
		v.runs[0] = 0
		return
	}
	inner := ds[nd-1]
	v.runN, v.runStride = int(inner[1]), inner[0]*v.size
	outer := ds[:nd-1]
	cnt := int64(1)
	for _, p := range outer {
		cnt *= p[1]
	}
	v.runs = m.ints(int(cnt))
	v.n = int(cnt) * v.runN
	// Odometer over the outer pairs, last fastest.
	var idx [maxPairs]int64
	off := int64(0)
	for j := range v.runs {
		v.runs[j] = off
		for k := len(outer) - 1; k >= 0; k-- {
			idx[k]++
			off += outer[k][0] * v.size
			if idx[k] < outer[k][1] {
				break
			}
			off -= outer[k][0] * v.size * outer[k][1]
			idx[k] = 0
		}
	}
}

// check returns an error if any element of row r is uninitialized.
func (m *Machine) check(role string, v *view, r int) error {
	a := v.a
	if a.nInit == len(a.Data) || v.n == 0 {
		return nil
	}
	base := v.base + int64(r)*v.rowStride
	for _, run := range v.runs {
		o := base + run
		if v.runStride == v.size {
			if bad := a.firstUninit(o, int64(v.runN)*v.size); bad >= 0 {
				return m.uninit(role, v, bad)
			}
			continue
		}
		for range v.runN {
			if bad := a.firstUninit(o, v.size); bad >= 0 {
				return m.uninit(role, v, bad)
			}
			o += v.runStride
		}
	}
	return nil
}

func (m *Machine) uninit(role string, v *view, bad int64) error {
	if v.a.OnChip() {
		p := bad / int64(v.a.PartitionBytes)
		return m.errf(ErrUninitialized, "%s %s reads uninitialized memory: %q partition %d byte %d",
			role, v.ap, v.a.Name, p, bad-p*int64(v.a.PartitionBytes))
	}
	return m.errf(ErrUninitialized, "%s %s reads uninitialized memory: %q byte %d", role, v.ap, v.a.Name, bad)
}

// markRow sets the initialized bits of row r's elements.
func (v *view) markRow(r int) {
	a := v.a
	if a.nInit == len(a.Data) || v.n == 0 {
		return
	}
	base := v.base + int64(r)*v.rowStride
	for _, run := range v.runs {
		o := base + run
		if v.runStride == v.size {
			a.mark(o, int64(v.runN)*v.size)
			continue
		}
		for range v.runN {
			a.mark(o, v.size)
			o += v.runStride
		}
	}
}

// gather copies row r's elements, densely, into dst (n·size bytes).
func (v *view) gather(r int, dst []byte) {
	data := v.a.Data
	base := v.base + int64(r)*v.rowStride
	sz, k := v.size, int64(0)
	if v.runStride == sz {
		w := int64(v.runN) * sz
		for _, run := range v.runs {
			o := base + run
			copy(dst[k:k+w], data[o:o+w])
			k += w
		}
		return
	}
	for _, run := range v.runs {
		o := base + run
		switch sz {
		case 1:
			for range v.runN {
				dst[k] = data[o]
				k++
				o += v.runStride
			}
		case 2:
			for range v.runN {
				dst[k], dst[k+1] = data[o], data[o+1]
				k += 2
				o += v.runStride
			}
		default:
			for range v.runN {
				copy(dst[k:k+sz], data[o:o+sz])
				k += sz
				o += v.runStride
			}
		}
	}
}

// scatter writes n·size dense bytes of src to row r's elements and marks
// them initialized.
func (v *view) scatter(r int, src []byte) {
	data := v.a.Data
	base := v.base + int64(r)*v.rowStride
	sz, k := v.size, int64(0)
	if v.runStride == sz {
		w := int64(v.runN) * sz
		for _, run := range v.runs {
			o := base + run
			copy(data[o:o+w], src[k:k+w])
			k += w
		}
	} else {
		for _, run := range v.runs {
			o := base + run
			for range v.runN {
				copy(data[o:o+sz], src[k:k+sz])
				k += sz
				o += v.runStride
			}
		}
	}
	v.markRow(r)
}
