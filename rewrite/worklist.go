package rewrite

import "ncc/core"

// worklist is MLIR's greedy-driver worklist: a stack of ops (popped from
// the back) with O(1) membership and removal (removed slots become nil).
type worklist struct {
	list []*core.Operation
	pos  ptrTable[core.Operation]
	peak int // most ops indexed at once (pool sizing)
}

func (w *worklist) empty() bool {
	for len(w.list) > 0 && w.list[len(w.list)-1] == nil {
		w.list = w.list[:len(w.list)-1]
	}
	return len(w.list) == 0
}

func (w *worklist) clear() {
	w.list = w.list[:0]
	w.peak = max(w.peak, w.pos.len())
	w.pos.reset()
}

// push adds op unless it is already present.
func (w *worklist) push(op *core.Operation) {
	if _, ok := w.pos.get(op); ok {
		return
	}
	w.pos.put(op, int32(len(w.list)))
	w.list = append(w.list, op)
}

// pop removes and returns the last op; call only when !empty().
func (w *worklist) pop() *core.Operation {
	op := w.list[len(w.list)-1]
	w.list = w.list[:len(w.list)-1]
	w.pos.del(op)
	return op
}

func (w *worklist) remove(op *core.Operation) {
	if i, ok := w.pos.get(op); ok {
		w.list[i] = nil
		w.pos.del(op)
	}
}

func (w *worklist) reverse() {
	l := w.list
	for i, j := 0, len(l)-1; i < j; i, j = i+1, j-1 {
		l[i], l[j] = l[j], l[i]
	}
	for i, op := range l {
		if op != nil {
			w.pos.put(op, int32(i))
		}
	}
}
