package isa

import (
	"encoding/binary"
	"fmt"
	"math"

	"ncc/core"
	"ncc/dialects/tonga"
)

// Encode assembles one tonga instruction into its bytes: 64, or 128 for
// an opcode with an extension word. It checks every field against the
// range its encoding holds and names the field it cannot encode; checks
// against a target are the verifier's.
func Encode(op *core.Operation) ([]byte, error) {
	f := byName[op.Name()]
	if f == nil {
		return nil, fmt.Errorf("%s is not a tonga instruction", op.Name())
	}
	w := make([]byte, f.info.Words*WordBytes)
	if err := encodeInto(w, op, f); err != nil {
		return nil, fmt.Errorf("%s: %w", op.Name(), err)
	}
	return w, nil
}

func encodeInto(w []byte, op *core.Operation, f *form) error {
	info := f.info
	w[offOpcode] = info.Opcode
	e := tonga.EnumValue(op, "engine")
	if !runsOn(info, e) {
		return fmt.Errorf("engine: %s does not run on engine %d", info.Name, e)
	}
	w[offEngine] = byte(e) | byte(info.Words-1)<<4
	if info.Words == 2 {
		w[offExtMarker], w[offExtOpcode], w[offExtIndex] = ExtMarker, info.Opcode, 1
	}
	if a := op.Attr("wait"); a != nil {
		wt, ok := a.(*tonga.WaitAttr)
		if !ok {
			return fmt.Errorf("wait: not a #tonga.wait")
		}
		if err := tonga.CheckWait(wt); err != nil {
			return fmt.Errorf("wait: %v", err)
		}
		putSync(w[offWait:], wt.Index, uint8(wt.Kind), wt.Value)
	}
	if a := op.Attr("signal"); a != nil {
		s, ok := a.(*tonga.SignalAttr)
		if !ok {
			return fmt.Errorf("signal: not a #tonga.signal")
		}
		if err := tonga.CheckSignal(s); err != nil {
			return fmt.Errorf("signal: %v", err)
		}
		putSync(w[offSignal:], s.Index, uint8(s.Kind), s.Value)
	}
	if err := checkAttrs(op, f); err != nil {
		return err
	}
	ins, outs := tonga.InsOf(op), tonga.OutsOf(op)
	if n := len(ins); n < info.Ins[0] || n > info.Ins[1] {
		return fmt.Errorf("ins: %d access patterns, the encoding holds %d to %d", n, info.Ins[0], info.Ins[1])
	}
	if n := len(outs); n < info.Outs[0] || n > info.Outs[1] {
		return fmt.Errorf("outs: %d access patterns, the encoding holds %d to %d", n, info.Outs[0], info.Outs[1])
	}
	for _, fd := range f.fields {
		if err := encodeField(w, op, fd, ins, outs); err != nil {
			return fmt.Errorf("%s: %v", fd.label(), err)
		}
	}
	return nil
}

func runsOn(info *tonga.Info, e int64) bool {
	for _, x := range info.Engines {
		if int64(x) == e {
			return true
		}
	}
	return false
}

func putSync(b []byte, index int, kind uint8, value int64) {
	b[0], b[1] = byte(index), kind
	binary.LittleEndian.PutUint16(b[2:], uint16(value))
}

// checkAttrs refuses attributes the encoding has no field for: they would
// not survive a round trip.
func checkAttrs(op *core.Operation, f *form) error {
	known := map[string]bool{"engine": true, "wait": true, "signal": true, "ins": true, "outs": true}
	for _, fd := range f.fields {
		known[fd.name] = true
	}
	for _, a := range op.AllAttrs() {
		if !known[a.Name] {
			return fmt.Errorf("attribute %s has no field in the encoding", a.Name)
		}
	}
	return nil
}

func encodeField(w []byte, op *core.Operation, fd field, ins, outs []tonga.AP) error {
	b := w[fd.at : fd.at+fd.size()]
	aps := ins
	if fd.name == "outs" {
		aps = outs
	}
	switch fd.kind {
	case kAP:
		if fd.idx >= len(aps) {
			return fmt.Errorf("missing")
		}
		return encodeAP(b, aps[fd.idx])
	case kOptAP:
		if fd.idx >= len(aps) {
			return nil
		}
		return encodeAP(b, aps[fd.idx])
	case kPattern:
		a := op.Attr(fd.name)
		if a == nil {
			return fmt.Errorf("missing")
		}
		return encodePattern(b, tonga.Pairs(a))
	case kEnum:
		v := tonga.EnumValue(op, fd.name)
		if v < 0 || v >= int64(fd.enum.cases) {
			return fmt.Errorf("enum value %d out of range (0 to %d)", v, fd.enum.cases-1)
		}
		b[0] = byte(v)
	case kReg, kOptReg:
		v, ok := tonga.I64(op, fd.name)
		if !ok {
			if fd.kind == kOptReg {
				b[0] = 0xff
				return nil
			}
			return fmt.Errorf("missing")
		}
		if v < 0 || v >= tonga.NumRegisters {
			return fmt.Errorf("register r%d does not exist (r0 to r%d)", v, tonga.NumRegisters-1)
		}
		b[0] = byte(v)
	case kFlag:
		if tonga.Flag(op, fd.name) {
			w[fd.at] |= 1 << fd.bit
		}
	case kU8, kU16, kU32, kI32:
		v, ok := tonga.I64(op, fd.name)
		if !ok {
			return fmt.Errorf("missing")
		}
		lo, hi := intRange(fd)
		if v < lo || v > hi {
			return fmt.Errorf("%d does not fit the %s field (%d to %d)", v, fd.kind, lo, hi)
		}
		putUint(b, uint64(v))
	case kF32, kOptF32:
		bits, ok := tonga.F32Bits(op, fd.name)
		if !ok {
			if fd.kind == kOptF32 {
				return nil
			}
			return fmt.Errorf("missing")
		}
		binary.LittleEndian.PutUint32(b, bits)
		if fd.kind == kOptF32 {
			w[fd.pres[0]] |= 1 << fd.pres[1]
		}
	case kSignal:
		s, ok := op.Attr(fd.name).(*tonga.SignalAttr)
		if !ok {
			return fmt.Errorf("missing")
		}
		if err := tonga.CheckSignal(s); err != nil {
			return err
		}
		putSync(b, s.Index, uint8(s.Kind), s.Value)
	case kMask:
		m := tonga.I64List(op, fd.name)
		if len(m) != len(b) {
			return fmt.Errorf("%d entries, the field holds %d", len(m), len(b))
		}
		for i, x := range m {
			if x < 0 || x > 255 {
				return fmt.Errorf("entry %d is %d, not a byte", i, x)
			}
			b[i] = byte(x)
		}
	case kCores:
		var mask uint64
		for i, c := range tonga.I64List(op, fd.name) {
			if c < 0 || c > 63 {
				return fmt.Errorf("core %d is not 0 to 63", c)
			}
			if mask>>c != 0 {
				return fmt.Errorf("entry %d (core %d) is not above the entries before it", i, c)
			}
			mask |= 1 << c
		}
		binary.LittleEndian.PutUint64(b, mask)
	}
	return nil
}

// intRange is the range of an integer field.
func intRange(fd field) (lo, hi int64) {
	switch fd.kind {
	case kU8:
		return fd.lo, math.MaxUint8
	case kU16:
		return fd.lo, math.MaxUint16
	case kU32:
		return fd.lo, math.MaxUint32
	}
	return math.MinInt32, math.MaxInt32
}

func putUint(b []byte, v uint64) {
	for i := range b {
		b[i] = byte(v >> (8 * i))
	}
}

func getUint(b []byte) uint64 {
	var v uint64
	for i := range b {
		v |= uint64(b[i]) << (8 * i)
	}
	return v
}
