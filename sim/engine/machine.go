package engine

import (
	"encoding/binary"
	"fmt"
	"math"

	"ncc/arch"
	"ncc/numerics"
	"ncc/numerics/pwp"
)

// Machine executes instructions. It holds no memory of its own (the
// caller's Allocs are the memory), only the target, reusable scratch rows
// and the activation tables built so far. A Machine is not safe for
// concurrent use; give each goroutine its own.
type Machine struct {
	Target *arch.Target

	inst string // the instruction being executed, for errors

	fa, fb, fc, fo []float32
	ia, ib, ic, io []int64
	d64            []float64
	buf            []byte
	arena          []int64
	tables         map[tableKey]*pwp.Table
}

// New returns a Machine for target t (nil: arch.Trn1).
func New(t *arch.Target) *Machine {
	if t == nil {
		t = arch.Trn1
	}
	return &Machine{Target: t}
}

// ErrorKind classifies a run-time error.
type ErrorKind uint8

const (
	ErrOutOfBounds   ErrorKind = iota + 1 // an access outside its allocation
	ErrUninitialized                      // a read of bytes never written
	ErrIndex                              // a gather index outside its source
	ErrShape                              // operands whose sizes do not fit together
	ErrType                               // an operation on a dtype it does not take
	ErrDivideByZero                       // integer division or remainder by zero
	ErrUnsupported                        // semantics the simulator does not model
)

var errorKindNames = [...]string{"", "out of bounds", "uninitialized read", "index out of range",
	"shape mismatch", "type error", "division by zero", "unsupported"}

func (k ErrorKind) String() string {
	if int(k) < len(errorKindNames) {
		return errorKindNames[k]
	}
	return fmt.Sprintf("ErrorKind(%d)", uint8(k))
}

// Error is a run-time error of one instruction. Inst is the name the
// caller gave the instruction; Msg says what went wrong, without it.
type Error struct {
	Inst string
	Kind ErrorKind
	Msg  string
}

func (e *Error) Error() string {
	if e.Inst == "" {
		return e.Msg
	}
	return e.Inst + ": " + e.Msg
}

func (m *Machine) errf(k ErrorKind, format string, args ...any) error {
	return &Error{Inst: m.inst, Kind: k, Msg: fmt.Sprintf(format, args...)}
}

// begin starts an instruction: errors will name it, scratch is reset.
func (m *Machine) begin(inst string) {
	m.inst = inst
	m.arena = m.arena[:0]
}

// ints returns n int64s from the instruction's arena.
func (m *Machine) ints(n int) []int64 {
	if len(m.arena)+n > cap(m.arena) {
		m.arena = make([]int64, 0, max(2*cap(m.arena), n, 64))
	}
	s := m.arena[len(m.arena) : len(m.arena)+n]
	m.arena = m.arena[:len(m.arena)+n]
	return s
}

func growF(s *[]float32, n int) []float32 {
	if cap(*s) < n {
		*s = make([]float32, n, max(n, 2*cap(*s)))
	}
	return (*s)[:n]
}

func growI(s *[]int64, n int) []int64 {
	if cap(*s) < n {
		*s = make([]int64, n, max(n, 2*cap(*s)))
	}
	return (*s)[:n]
}

func (m *Machine) bytes(n int) []byte {
	if cap(m.buf) < n {
		m.buf = make([]byte, n, max(n, 2*cap(m.buf)))
	}
	return m.buf[:n]
}

// loadF reads row r of v into dst (len v.n) as fp32: an engine read.
func (m *Machine) loadF(role string, v *view, r int, dst []float32) error {
	if err := m.check(role, v, r); err != nil {
		return err
	}
	if v.contig() {
		load(v.dt, dst, v.rowBytes(r))
		return nil
	}
	b := m.bytes(v.n * int(v.size))
	v.gather(r, b)
	load(v.dt, dst, b)
	return nil
}

// storeF writes src (len v.n) to row r of v, narrowing to its dtype: an
// engine write.
func (m *Machine) storeF(v *view, r int, src []float32) {
	if v.contig() {
		store(v.dt, v.rowBytes(r), src)
		v.markRow(r)
		return
	}
	b := m.bytes(v.n * int(v.size))
	store(v.dt, b, src)
	v.scatter(r, b)
}

// loadI reads row r of integer view v into dst, sign- or zero-extended.
func (m *Machine) loadI(role string, v *view, r int, dst []int64) error {
	if err := m.check(role, v, r); err != nil {
		return err
	}
	var b []byte
	if v.contig() {
		b = v.rowBytes(r)
	} else {
		b = m.bytes(v.n * int(v.size))
		v.gather(r, b)
	}
	decodeInt(dst, v.dt, b)
	return nil
}

// storeI writes src to row r of integer view v, wrapping each value to the
// dtype's width (two's complement).
func (m *Machine) storeI(v *view, r int, src []int64) {
	if v.contig() {
		encodeInt(v.rowBytes(r), v.dt, src)
		v.markRow(r)
		return
	}
	b := m.bytes(v.n * int(v.size))
	encodeInt(b, v.dt, src)
	v.scatter(r, b)
}

func decodeInt(dst []int64, dt numerics.DType, b []byte) {
	switch dt {
	case numerics.Int32:
		if len(dst) > 0 && aligned(b, 4) {
			for i, x := range asI32(b)[:len(dst)] {
				dst[i] = int64(x)
			}
			return
		}
		for i := range dst {
			dst[i] = int64(int32(binary.LittleEndian.Uint32(b[4*i:])))
		}
	case numerics.Uint32:
		for i := range dst {
			dst[i] = int64(binary.LittleEndian.Uint32(b[4*i:]))
		}
	case numerics.Int16:
		for i := range dst {
			dst[i] = int64(int16(binary.LittleEndian.Uint16(b[2*i:])))
		}
	case numerics.Uint16:
		for i := range dst {
			dst[i] = int64(binary.LittleEndian.Uint16(b[2*i:]))
		}
	case numerics.Int8:
		for i := range dst {
			dst[i] = int64(int8(b[i]))
		}
	case numerics.Uint8:
		for i := range dst {
			dst[i] = int64(b[i])
		}
	}
}

func encodeInt(b []byte, dt numerics.DType, src []int64) {
	switch dt.Size() {
	case 4:
		if len(src) > 0 && aligned(b, 4) {
			d := asI32(b)[:len(src)]
			for i, x := range src {
				d[i] = int32(x)
			}
			return
		}
		for i, x := range src {
			binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
		}
	case 2:
		for i, x := range src {
			binary.LittleEndian.PutUint16(b[2*i:], uint16(x))
		}
	case 1:
		for i, x := range src {
			b[i] = byte(x)
		}
	}
}

// isInt reports whether dt is an integer dtype.
func isInt(dt numerics.DType) bool { return dt.Valid() && !dt.IsFloat() }

// Scalar is an instruction's per-partition scalar operand: the immediate
// Imm, or, when AP is set, one element per row read through AP (BIR's
// TensorScalarPtr). An immediate holds any int32 or float32 exactly.
type Scalar struct {
	Imm float64
	AP  *AP
}

// Imm returns an immediate scalar operand.
func Imm(v float64) Scalar { return Scalar{Imm: v} }

// integral reports whether s can take part in exact integer arithmetic.
func (s Scalar) integral() bool {
	if s.AP != nil {
		return isInt(s.AP.DType)
	}
	return s.Imm == math.Trunc(s.Imm) && math.Abs(s.Imm) < 1<<53
}

// scalarView compiles s's AP, which must give one element per row of rows.
func (m *Machine) scalarView(role string, s Scalar, rows int) (*view, error) {
	if s.AP == nil {
		return nil, nil
	}
	v, err := m.compile(role, s.AP)
	if err != nil {
		return nil, err
	}
	if v.rows != rows || v.n != 1 {
		return nil, m.errf(ErrShape, "%s %s: want one element per row for %d rows, have %d rows of %d", role, s.AP, rows, v.rows, v.n)
	}
	return v, nil
}

// scalarF returns s's value for row r as fp32.
func (m *Machine) scalarF(role string, s Scalar, v *view, r int) (float32, error) {
	if v == nil {
		return float32(s.Imm), nil
	}
	var x [1]float32
	err := m.loadF(role, v, r, x[:])
	return x[0], err
}

// scalarI returns s's value for row r as an integer.
func (m *Machine) scalarI(role string, s Scalar, v *view, r int) (int64, error) {
	if v == nil {
		return int64(s.Imm), nil
	}
	var x [1]int64
	err := m.loadI(role, v, r, x[:])
	return x[0], err
}

func fill[T any](s []T, x T) {
	for i := range s {
		s[i] = x
	}
}
