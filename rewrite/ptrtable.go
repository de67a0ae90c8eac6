package rewrite

import (
	"math/bits"
	"unsafe"
)

// ptrTable maps pointers to int32 values: an open-addressing hash table
// with linear probing and backward-shift deletion (no tombstones). It
// replaces Go maps on the greedy driver's hot paths (worklist positions,
// liveness), where hashing a pointer by multiplication is several times
// cheaper than a map access. Keys are kept as pointers, so the GC sees them.
type ptrTable[T any] struct {
	keys  []*T
	vals  []int32
	n     int
	shift uint8 // 64 - log2(len(keys))
}

func (t *ptrTable[T]) slot(k *T) int {
	return int((uint64(uintptr(unsafe.Pointer(k))) * 0x9E3779B97F4A7C15) >> t.shift)
}

func (t *ptrTable[T]) len() int { return t.n }

// get returns k's value and whether k is present.
func (t *ptrTable[T]) get(k *T) (int32, bool) {
	if t.n == 0 {
		return 0, false
	}
	mask := len(t.keys) - 1
	for i := t.slot(k); ; i = (i + 1) & mask {
		switch t.keys[i] {
		case k:
			return t.vals[i], true
		case nil:
			return 0, false
		}
	}
}

// put sets k's value.
func (t *ptrTable[T]) put(k *T, v int32) {
	if 4*(t.n+1) > 3*len(t.keys) {
		t.grow()
	}
	mask := len(t.keys) - 1
	for i := t.slot(k); ; i = (i + 1) & mask {
		switch t.keys[i] {
		case k:
			t.vals[i] = v
			return
		case nil:
			t.keys[i], t.vals[i] = k, v
			t.n++
			return
		}
	}
}

// del removes k if present.
func (t *ptrTable[T]) del(k *T) {
	if t.n == 0 {
		return
	}
	mask := len(t.keys) - 1
	i := t.slot(k)
	for ; t.keys[i] != k; i = (i + 1) & mask {
		if t.keys[i] == nil {
			return
		}
	}
	// Shift later members of the probe run back into the hole.
	for j := (i + 1) & mask; t.keys[j] != nil; j = (j + 1) & mask {
		h := t.slot(t.keys[j])
		// Move j to i unless its home slot h lies cyclically in (i, j].
		if (j > i && (h <= i || h > j)) || (j < i && h <= i && h > j) {
			t.keys[i], t.vals[i] = t.keys[j], t.vals[j]
			i = j
		}
	}
	t.keys[i] = nil
	t.n--
}

func (t *ptrTable[T]) grow() {
	old, oldv := t.keys, t.vals
	size := max(16, 2*len(old))
	t.keys, t.vals = make([]*T, size), make([]int32, size)
	t.shift = uint8(64 - bits.TrailingZeros(uint(size)))
	t.n = 0
	for i, k := range old {
		if k != nil {
			t.put(k, oldv[i])
		}
	}
}

// reset empties t, keeping its capacity.
func (t *ptrTable[T]) reset() {
	if t.n > 0 {
		clear(t.keys)
		t.n = 0
	}
}
