package interp

import (
	"sync"

	"ncc/core"
)

// Buffer reuse. Every op allocates its results, and fresh memory costs a
// page fault per 4 KiB on first touch, which dominates element-wise
// kernels on large tensors. So when a value dies (its last use in its own
// block has run) and no other live value shares its buffer, the buffer
// goes to a small pool that alloc draws from. Only single-process runs
// release buffers: under run_parallel another process may still read a
// tensor it received through a collective.

// pool holds released buffers by length, up to poolCap elements in all.
var pool struct {
	sync.Mutex
	f     map[int][][]float64
	i     map[int][][]int64
	total int
}

const poolCap = 1 << 24

// minPooled is the smallest buffer worth pooling.
const minPooled = 1 << 12

func takeF(n int) []float64 {
	if n < minPooled {
		return make([]float64, n)
	}
	pool.Lock()
	if l := pool.f[n]; len(l) > 0 {
		b := l[len(l)-1]
		pool.f[n] = l[:len(l)-1]
		pool.total -= n
		pool.Unlock()
		clear(b)
		return b
	}
	pool.Unlock()
	return make([]float64, n)
}

func takeI(n int) []int64 {
	if n < minPooled {
		return make([]int64, n)
	}
	pool.Lock()
	if l := pool.i[n]; len(l) > 0 {
		b := l[len(l)-1]
		pool.i[n] = l[:len(l)-1]
		pool.total -= n
		pool.Unlock()
		clear(b)
		return b
	}
	pool.Unlock()
	return make([]int64, n)
}

func give(t *Tensor) {
	n := t.Len()
	if n < minPooled || (t.F == nil && t.I == nil) {
		return
	}
	pool.Lock()
	defer pool.Unlock()
	if pool.total+n > poolCap {
		return
	}
	if pool.f == nil {
		pool.f, pool.i = map[int][][]float64{}, map[int][][]int64{}
	}
	if t.F != nil && len(t.F) == n {
		pool.f[n] = append(pool.f[n], t.F)
	} else if t.I != nil && len(t.I) == n {
		pool.i[n] = append(pool.i[n], t.I)
	} else {
		return
	}
	pool.total += n
}

// deaths maps each op of a block to the values defined in the block whose
// last use it is (uses in nested regions keep a value alive to the end).
func (it *Interp) deaths(b *core.Block) map[*core.Operation][]core.Value {
	it.mu.Lock()
	defer it.mu.Unlock()
	if d, ok := it.dead[b]; ok {
		return d
	}
	d := map[*core.Operation][]core.Value{}
	for op := b.First(); op != nil; op = op.Next() {
		for i := 0; i < op.NumResults(); i++ {
			v := op.Result(i)
			var last *core.Operation
			ok := true
			for _, u := range core.Users(v) {
				if u.ParentBlock() != b {
					ok = false
					break
				}
				if last == nil || last.IsBeforeInBlock(u) {
					last = u
				}
			}
			if ok && last != nil && !last.HasTrait(core.Terminator) && !terminators[last.Name()] {
				d[last] = append(d[last], v)
			}
		}
	}
	if it.dead == nil {
		it.dead = map[*core.Block]map[*core.Operation][]core.Value{}
	}
	it.dead[b] = d
	return d
}

// release drops the values dying at op and pools their buffers when no
// other value in scope shares them.
func (x *exec) release(op *core.Operation, dying []core.Value) {
	for _, v := range dying {
		val, ok := x.sc.vals[v]
		if !ok {
			continue
		}
		delete(x.sc.vals, v)
		t, ok := val.(*Tensor)
		if !ok || x.proc != nil || x.shared(t) {
			continue
		}
		give(t)
	}
}

// shared reports whether any value in scope (or inside a tuple in scope)
// uses t's buffer.
func (x *exec) shared(t *Tensor) bool {
	same := func(v Value) bool {
		u, ok := v.(*Tensor)
		if !ok {
			return false
		}
		switch {
		case t.F != nil:
			return len(u.F) > 0 && &u.F[0] == &t.F[0]
		case t.I != nil:
			return len(u.I) > 0 && &u.I[0] == &t.I[0]
		}
		return true
	}
	for s := x.sc; s != nil; s = s.parent {
		for _, v := range s.vals {
			if same(v) {
				return true
			}
			if tu, ok := v.(*Tuple); ok {
				for _, e := range tu.Elems {
					if same(e) {
						return true
					}
				}
			}
		}
	}
	for _, a := range x.args {
		if same(a) {
			return true
		}
	}
	return false
}
