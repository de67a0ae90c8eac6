package birtotonga

// Memory dependencies. Every access is a box of partitions and bytes in a
// space (SBUF, PSUM or one HBM variable); an access depends on the earlier
// accesses whose boxes overlap it when either writes. Accesses are kept
// in buckets of bytes so a search looks only near its box, and a write
// that covers an earlier access's box retires it: anything that would
// depend on the earlier access depends on the write, which is ordered
// after it.

type space int

const (
	spaceSBUF space = iota
	spacePSUM
	spaceVars // HBM variables from here on
)

type region struct {
	space  space
	p0, p1 int   // partitions [p0, p1)
	b0, b1 int64 // bytes [b0, b1]
	// A strided region (stride > 0) is only the rows of width bytes that
	// start at b0, b0+stride, ... up to b1: a tile of a row-major tensor.
	// Tiles side by side in HBM have overlapping boxes but no common byte.
	stride, width int64
}

func (r region) overlaps(o region) bool {
	if !(r.p0 < o.p1 && o.p0 < r.p1 && r.b0 <= o.b1 && o.b0 <= r.b1) {
		return false
	}
	if r.stride == 0 || r.stride != o.stride {
		return true
	}
	// Same stride: the rows' columns must meet, [c, c+width) mod stride.
	s := r.stride
	c0, c1 := r.b0%s, o.b0%s
	return intervalsMeetMod(c0, r.width, c1, o.width, s)
}

// intervalsMeetMod reports whether [a, a+n) and [b, b+m), taken modulo s
// (n, m <= s), have a common point.
func intervalsMeetMod(a, n, b, m, s int64) bool {
	if n >= s || m >= s {
		return true
	}
	for _, shift := range []int64{-s, 0, s} {
		if a < b+shift+m && b+shift < a+n {
			return true
		}
	}
	return false
}

func (r region) covers(o region) bool {
	if r.stride != 0 && !(r.stride == o.stride && r.width == o.width && r.b0 <= o.b0 && (o.b0-r.b0)%r.stride == 0) {
		return false // a strided write covers only a strided region of its rows
	}
	return r.p0 <= o.p0 && o.p1 <= r.p1 && r.b0 <= o.b0 && o.b1 <= r.b1
}

type access struct {
	r     region
	n     *node
	write bool
	dead  bool
}

// boxIndex finds the stored items whose byte ranges may overlap a query:
// an item lives in the fine buckets (2 KiB) it spans when they are few,
// else in coarse ones (1 MiB), so that neither many small accesses in one
// place nor a few large ones make a search long.
type boxIndex[T any] struct {
	fine, coarse map[int64][]T
}

const (
	fineShift   = 11
	coarseShift = 20
	fineSpan    = 16 // most fine buckets an item is put in
)

func newBoxIndex[T any]() *boxIndex[T] {
	return &boxIndex[T]{fine: map[int64][]T{}, coarse: map[int64][]T{}}
}

func (x *boxIndex[T]) add(b0, b1 int64, v T) {
	m, shift := x.fine, int64(fineShift)
	if b1>>fineShift-b0>>fineShift >= fineSpan {
		m, shift = x.coarse, coarseShift
	}
	for b := b0 >> shift; b <= b1>>shift; b++ {
		m[b] = append(m[b], v)
	}
}

// visit calls f on every bucket list that may hold an item overlapping
// [b0, b1]; f returns the list to keep.
func (x *boxIndex[T]) visit(b0, b1 int64, f func([]T) []T) {
	for _, lv := range []struct {
		m     map[int64][]T
		shift int64
	}{{x.coarse, coarseShift}, {x.fine, fineShift}} {
		if len(lv.m) == 0 {
			continue
		}
		lo, hi := b0>>lv.shift, b1>>lv.shift
		if hi-lo > int64(len(lv.m)) { // fewer buckets exist than the range spans
			for b, list := range lv.m {
				if lo <= b && b <= hi {
					lv.m[b] = f(list)
				}
			}
			continue
		}
		for b := lo; b <= hi; b++ {
			if list, ok := lv.m[b]; ok {
				lv.m[b] = f(list)
			}
		}
	}
}

type tracker struct {
	vars  map[string]space
	index map[space]*boxIndex[*access]
	stamp int
	// readOnly spaces are never written: their reads need no record.
	readOnly map[space]bool
}

func newTracker() *tracker {
	return &tracker{vars: map[string]space{}, index: map[space]*boxIndex[*access]{}, readOnly: map[space]bool{}}
}

// varSpace numbers HBM variables.
func (t *tracker) varSpace(name string) space {
	s, ok := t.vars[name]
	if !ok {
		s = spaceVars + space(len(t.vars))
		t.vars[name] = s
	}
	return s
}

// begin starts the accesses of one node: each earlier node becomes its
// predecessor at most once.
func (t *tracker) begin() { t.stamp++ }

// access records that n reads or writes r and adds n's dependencies on
// earlier accesses.
func (t *tracker) access(r region, n *node, write bool) { t.accessAs(r, n, n, write) }

// accessAs adds waiter's dependencies for an access of r that doer makes:
// a DMA trigger waits for what its transfer needs, and later accesses
// depend on the transfer.
func (t *tracker) accessAs(r region, waiter, doer *node, write bool) {
	n := waiter
	if !write && t.readOnly[r.space] {
		return
	}
	ix := t.index[r.space]
	if ix == nil {
		ix = newBoxIndex[*access]()
		t.index[r.space] = ix
	}
	ix.visit(r.b0, r.b1, func(list []*access) []*access {
		keep := list[:0]
		for _, e := range list {
			if e.dead {
				continue
			}
			if e.r.overlaps(r) && (write || e.write) && e.n.stamp != t.stamp {
				e.n.stamp = t.stamp
				if e.n != n && e.n != doer {
					addEdge(e.n, n)
				}
			}
			if write && r.covers(e.r) {
				e.dead = true
				continue
			}
			keep = append(keep, e)
		}
		return keep
	})
	ix.add(r.b0, r.b1, &access{r: r, n: doer, write: write})
}
