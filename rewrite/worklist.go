package rewrite

import "ncc/core"

// worklist is MLIR's greedy-driver worklist: a stack of ops (popped from
// the back) with O(1) membership and removal (removed slots become nil).
type worklist struct {
	list []*core.Operation
	pos  map[*core.Operation]int
	peak int // most ops indexed at once (pool sizing)
}

func newWorklist() *worklist { return &worklist{pos: map[*core.Operation]int{}} }

func (w *worklist) empty() bool {
	for len(w.list) > 0 && w.list[len(w.list)-1] == nil {
		w.list = w.list[:len(w.list)-1]
	}
	return len(w.list) == 0
}

func (w *worklist) clear() {
	w.list = w.list[:0]
	w.peak = max(w.peak, len(w.pos))
	clear(w.pos)
}

// push adds op unless it is already present.
func (w *worklist) push(op *core.Operation) {
	if _, ok := w.pos[op]; ok {
		return
	}
	w.pos[op] = len(w.list)
	w.list = append(w.list, op)
}

// pop removes and returns the last op; call only when !empty().
func (w *worklist) pop() *core.Operation {
	op := w.list[len(w.list)-1]
	w.list = w.list[:len(w.list)-1]
	delete(w.pos, op)
	return op
}

func (w *worklist) remove(op *core.Operation) {
	if i, ok := w.pos[op]; ok {
		w.list[i] = nil
		delete(w.pos, op)
	}
}

func (w *worklist) reverse() {
	l := w.list
	for i, j := 0, len(l)-1; i < j; i, j = i+1, j-1 {
		l[i], l[j] = l[j], l[i]
	}
	for i, op := range l {
		if op != nil {
			w.pos[op] = i
		}
	}
}
