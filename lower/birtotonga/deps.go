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
}

func (r region) overlaps(o region) bool {
	return r.p0 < o.p1 && o.p0 < r.p1 && r.b0 <= o.b1 && o.b0 <= r.b1
}

func (r region) covers(o region) bool {
	return r.p0 <= o.p0 && o.p1 <= r.p1 && r.b0 <= o.b0 && o.b1 <= r.b1
}

type access struct {
	r     region
	n     *node
	write bool
	dead  bool
}

// Bucket sizes: 2 KiB of a partition on chip, 64 KiB of an HBM variable.
const (
	chipShift = 11
	hbmShift  = 16
)

type tracker struct {
	vars    map[string]space
	buckets map[space]map[int64][]*access
	stamp   int
	// readOnly spaces are never written: their reads need no record.
	readOnly map[space]bool
}

func newTracker() *tracker {
	return &tracker{vars: map[string]space{}, buckets: map[space]map[int64][]*access{}, readOnly: map[space]bool{}}
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
	shift := int64(chipShift)
	if r.space >= spaceVars {
		shift = hbmShift
	}
	bs := t.buckets[r.space]
	if bs == nil {
		bs = map[int64][]*access{}
		t.buckets[r.space] = bs
	}
	a := &access{r: r, n: doer, write: write}
	for b := r.b0 >> shift; b <= r.b1>>shift; b++ {
		list := bs[b]
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
		bs[b] = append(keep, a)
	}
}
