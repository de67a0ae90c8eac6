package rewrite

import (
	"fmt"
	"hash/maphash"
	"unsafe"

	"ncc/core"
)

// convergence implements Config.TestConvergence: it fingerprints the IR in
// the driver's scope before each pattern application and, when a pattern
// reports success, checks that the fingerprint changed (MLIR's
// MLIR_ENABLE_EXPENSIVE_PATTERN_API_CHECKS, as an option).
type convergence struct {
	err error
}

func (c *convergence) apply(d *driver, op *core.Operation) *Pattern {
	root := d.scope.ParentOp()
	before := Fingerprint(root)
	p := d.patterns.apply(op, d.rw)
	if p != nil && c.err == nil && Fingerprint(root) == before {
		c.err = fmt.Errorf("pattern %s returned success but IR did not change (root '%s')", p, op.Name())
	}
	return p
}

var seed = maphash.MakeSeed()

// Fingerprint hashes op and everything nested in it: identities of ops,
// blocks and values, names, attributes, types, operands, successors and
// locations. Two fingerprints of the same op differ if and only if (up to
// hash collisions) something observable changed in between. It is only
// meaningful within one process.
func Fingerprint(op *core.Operation) uint64 {
	var h maphash.Hash
	h.SetSeed(seed)
	fingerprintOp(&h, op)
	return h.Sum64()
}

func writePtr[T any](h *maphash.Hash, p *T) {
	u := uint64(uintptr(unsafe.Pointer(p)))
	var b [8]byte
	for i := range b {
		b[i] = byte(u >> (8 * i))
	}
	h.Write(b[:])
}

func writeIface(h *maphash.Hash, v any) {
	h.WriteString(fmt.Sprintf("%p", v))
}

func fingerprintOp(h *maphash.Hash, op *core.Operation) {
	writePtr(h, op)
	h.WriteString(op.Name())
	writeIface(h, op.Loc())
	for _, a := range op.Props() {
		h.WriteString(a.Name)
		writeIface(h, a.Value)
	}
	h.WriteByte(0)
	for _, a := range op.Attrs() {
		h.WriteString(a.Name)
		writeIface(h, a.Value)
	}
	h.WriteByte(1)
	for i := 0; i < op.NumOperands(); i++ {
		writeIface(h, op.Operand(i))
	}
	h.WriteByte(2)
	for i := 0; i < op.NumResults(); i++ {
		writeIface(h, op.Result(i).Type())
	}
	for i := 0; i < op.NumSuccessors(); i++ {
		writePtr(h, op.Successor(i))
	}
	for _, r := range op.Regions() {
		h.WriteByte(3)
		for b := r.First(); b != nil; b = b.Next() {
			writePtr(h, b)
			for _, a := range b.Args() {
				writePtr(h, a)
				writeIface(h, a.Type())
			}
			for o := b.First(); o != nil; o = o.Next() {
				fingerprintOp(h, o)
			}
		}
	}
}
