package isa

import (
	"encoding/binary"
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/tonga"
)

// DecodeError is why bytes are not an instruction: the byte offset (from
// the start of the instruction) and the field it is about.
type DecodeError struct {
	Offset int    // byte within the instruction
	Field  string // "opcode", "engine", "wait", "ins[0]", "reserved", ...
	Msg    string
}

func (e *DecodeError) Error() string {
	return fmt.Sprintf("byte %d: %s: %s", e.Offset, e.Field, e.Msg)
}

func errAt(off int, field, format string, args ...any) *DecodeError {
	return &DecodeError{Offset: off, Field: field, Msg: fmt.Sprintf(format, args...)}
}

// masks are, per opcode, the bits of the instruction that fields define;
// every other bit is reserved and must be 0.
var masks = map[uint8][]byte{}

func buildMask(f *form) []byte {
	m := make([]byte, f.info.Words*WordBytes)
	m[offOpcode] = 0xff
	m[offEngine] = 0x07 | 0x30
	for i := offWait; i < offImm0; i++ {
		m[i] = 0xff
	}
	if f.info.Words == 2 {
		m[offExtMarker], m[offExtOpcode], m[offExtIndex] = 0xff, 0xff, 0xff
	}
	for _, fd := range f.fields {
		switch fd.kind {
		case kFlag:
			m[fd.at] |= 1 << fd.bit
			continue
		case kOptF32:
			m[fd.pres[0]] |= 1 << fd.pres[1]
		}
		for i := fd.at; i < fd.at+fd.size(); i++ {
			if m[i] != 0 || fd.at+fd.size() > len(m) {
				panic(fmt.Sprintf("isa: %s field %s overlaps another or the end", f.info.Name, fd.label()))
			}
			m[i] = 0xff
		}
	}
	return m
}

// Size returns the length in bytes of the instruction whose first word
// starts b (the opcode's, whatever the engine byte says), or an error
// when b does not start an instruction.
func Size(b []byte) (int, error) {
	if len(b) < 1 {
		return 0, errAt(0, "opcode", "no bytes")
	}
	f, err := formOf(b[0])
	if err != nil {
		return 0, err
	}
	return f.info.Words * WordBytes, nil
}

func formOf(op byte) (*form, error) {
	if op == ExtMarker {
		return nil, errAt(offOpcode, "opcode", "0xff marks an extension word, not the start of an instruction")
	}
	f := forms[op]
	if f == nil {
		return nil, errAt(offOpcode, "opcode", "%#02x is not an instruction", op)
	}
	return f, nil
}

// Decode disassembles the instruction at the start of b into a detached
// op of ctx (which must have the tonga dialect loaded) and returns its
// length in bytes. Bytes that are not exactly what Encode writes for some
// instruction are an error (*DecodeError) naming the field: Decode never
// panics, and Encode of what it returns gives back the same bytes.
func Decode(ctx *core.Context, b []byte) (*core.Operation, int, error) {
	if len(b) < WordBytes {
		return nil, 0, errAt(len(b), "word", "%d bytes, an instruction word has %d", len(b), WordBytes)
	}
	f, err := formOf(b[offOpcode])
	if err != nil {
		return nil, 0, err
	}
	info := f.info
	n := info.Words * WordBytes
	eb := b[offEngine]
	e := int64(eb & 0x07)
	if ext := int(eb>>4) & 3; ext != info.Words-1 {
		return nil, 0, errAt(offEngine, "extension words", "%d, but %s has %d", ext, info.Name, info.Words-1)
	}
	if e >= int64(arch.NumEngines) {
		return nil, 0, errAt(offEngine, "engine", "%d is not an engine (0 to %d)", e, arch.NumEngines-1)
	}
	if !runsOn(info, e) {
		return nil, 0, errAt(offEngine, "engine", "%s does not run on %s", info.Name, arch.Engine(e))
	}
	if len(b) < n {
		return nil, 0, errAt(len(b), "extension word", "%d bytes, %s has %d", len(b), info.Name, n)
	}
	if info.Words == 2 {
		switch {
		case b[offExtMarker] != ExtMarker:
			return nil, 0, errAt(offExtMarker, "extension marker", "%#02x, not 0xff", b[offExtMarker])
		case b[offExtOpcode] != info.Opcode:
			return nil, 0, errAt(offExtOpcode, "extension opcode", "%#02x, not the instruction's %#02x", b[offExtOpcode], info.Opcode)
		case b[offExtIndex] != 1:
			return nil, 0, errAt(offExtIndex, "extension index", "%d, not 1", b[offExtIndex])
		}
	}
	m := masks[info.Opcode]
	for i := 0; i < n; i++ {
		if r := b[i] &^ m[i]; r != 0 {
			return nil, 0, errAt(i, "reserved", "bits %#02x of %s's byte %d must be 0", r, info.Name, i)
		}
	}
	ctxAttrs := []core.NamedAttr{}
	w, err := decodeWait(ctx, b[offWait:offWait+4])
	if err != nil {
		return nil, 0, err
	}
	if w != nil {
		ctxAttrs = append(ctxAttrs, core.NamedAttr{Name: "wait", Value: w})
	}
	s, err := decodeSignal(ctx, b[offSignal:offSignal+4], offSignal, "signal")
	if err != nil {
		return nil, 0, err
	}
	if s != nil {
		ctxAttrs = append(ctxAttrs, core.NamedAttr{Name: "signal", Value: s})
	}
	d := &decoder{ctx: ctx, b: b[:n]}
	for _, fd := range f.fields {
		if err := d.field(fd); err != nil {
			return nil, 0, err
		}
	}
	ins, err := d.list(f, "ins", info.Ins)
	if err != nil {
		return nil, 0, err
	}
	outs, err := d.list(f, "outs", info.Outs)
	if err != nil {
		return nil, 0, err
	}
	op := tonga.NewInst(ctx, nil, info.Name, arch.Engine(e), ins, outs, append(d.attrs, ctxAttrs...)...)
	return op, n, nil
}

func decodeWait(ctx *core.Context, b []byte) (*tonga.WaitAttr, error) {
	idx, k, v := int(b[0]), tonga.WaitKind(b[1]), int64(binary.LittleEndian.Uint16(b[2:]))
	if k == tonga.WaitNone {
		if idx != 0 || v != 0 {
			return nil, errAt(offWait, "wait", "index or value set without a wait kind")
		}
		return nil, nil
	}
	w := &tonga.WaitAttr{Kind: k, Index: idx, Value: v}
	if err := tonga.CheckWait(w); err != nil {
		return nil, errAt(offWait+1, "wait", "%v", err)
	}
	return tonga.Wait(ctx, k, idx, v), nil
}

func decodeSignal(ctx *core.Context, b []byte, off int, name string) (*tonga.SignalAttr, error) {
	idx, k, v := int(b[0]), tonga.SignalKind(b[1]), int64(binary.LittleEndian.Uint16(b[2:]))
	if k == tonga.SignalNone {
		if idx != 0 || v != 0 {
			return nil, errAt(off, name, "index or value set without an update kind")
		}
		return nil, nil
	}
	s := &tonga.SignalAttr{Kind: k, Index: idx, Value: v}
	if err := tonga.CheckSignal(s); err != nil {
		return nil, errAt(off+1, name, "%v", err)
	}
	return tonga.Signal(ctx, k, idx, v), nil
}

// decoder collects the fields of one instruction.
type decoder struct {
	ctx   *core.Context
	b     []byte
	attrs []core.NamedAttr
	aps   map[string]map[int]tonga.AP
}

func (d *decoder) set(name string, a core.Attribute) {
	d.attrs = append(d.attrs, core.NamedAttr{Name: name, Value: a})
}

func (d *decoder) field(fd field) error {
	b := d.b[fd.at : fd.at+fd.size()]
	fail := func(format string, args ...any) error { return errAt(fd.at, fd.label(), format, args...) }
	switch fd.kind {
	case kAP, kOptAP:
		if fd.kind == kOptAP && emptySlot(b) {
			return nil
		}
		ap, err := decodeAP(b)
		if err != nil {
			return fail("%v", err)
		}
		if d.aps == nil {
			d.aps = map[string]map[int]tonga.AP{}
		}
		if d.aps[fd.name] == nil {
			d.aps[fd.name] = map[int]tonga.AP{}
		}
		d.aps[fd.name][fd.idx] = ap
	case kPattern:
		ps, err := decodePattern(b)
		if err != nil {
			return fail("%v", err)
		}
		d.set(fd.name, tonga.PairsAttr(d.ctx, ps))
	case kEnum:
		if int(b[0]) >= fd.enum.cases {
			return fail("%d is out of range (0 to %d)", b[0], fd.enum.cases-1)
		}
		d.set(fd.name, core.Int(d.ctx, core.IntegerType(d.ctx, 32), int64(b[0])))
	case kReg, kOptReg:
		if fd.kind == kOptReg && b[0] == 0xff {
			return nil
		}
		if b[0] >= tonga.NumRegisters {
			return fail("register %d does not exist (r0 to r%d)", b[0], tonga.NumRegisters-1)
		}
		d.set(fd.name, tonga.I64Attr(d.ctx, int64(b[0])))
	case kFlag:
		if d.b[fd.at]>>fd.bit&1 != 0 {
			d.set(fd.name, core.Unit(d.ctx))
		}
	case kU8, kU16, kU32, kI32:
		v := int64(getUint(b))
		if fd.kind == kI32 {
			v = int64(int32(uint32(v)))
		}
		if lo, _ := intRange(fd); v < lo {
			return fail("%d is below %d", v, lo)
		}
		d.set(fd.name, tonga.I64Attr(d.ctx, v))
	case kF32, kOptF32:
		bits := binary.LittleEndian.Uint32(b)
		if fd.kind == kOptF32 && d.b[fd.pres[0]]>>fd.pres[1]&1 == 0 {
			if bits != 0 {
				return fail("value bits %#08x set without the presence bit", bits)
			}
			return nil
		}
		d.set(fd.name, core.FloatBits(d.ctx, core.F32(d.ctx), uint64(bits)))
	case kSignal:
		s, err := decodeSignal(d.ctx, b, fd.at, fd.name)
		if err != nil {
			return err
		}
		if s == nil {
			return fail("no update kind")
		}
		d.set(fd.name, s)
	case kMask:
		vs := make([]int64, len(b))
		for i, x := range b {
			vs[i] = int64(x)
		}
		d.set(fd.name, core.Attribute(denseI64(d.ctx, vs)))
	case kCores:
		mask := binary.LittleEndian.Uint64(b)
		var cs []int64
		for c := int64(0); c < 64; c++ {
			if mask>>c&1 != 0 {
				cs = append(cs, c)
			}
		}
		d.set(fd.name, denseI64(d.ctx, cs))
	}
	return nil
}

// list assembles ins or outs: the slots in use must be the first ones.
func (d *decoder) list(f *form, slot string, count [2]int) ([]tonga.AP, error) {
	if count[1] == 0 {
		return nil, nil
	}
	got := d.aps[slot]
	last := -1
	for i := range got {
		last = max(last, i)
	}
	aps := make([]tonga.AP, 0, len(got))
	for i := 0; i <= last; i++ {
		ap, ok := got[i]
		if !ok {
			at := 0
			for _, fd := range f.fields {
				if fd.name == slot && fd.idx == i {
					at = fd.at
				}
			}
			return nil, errAt(at, fmt.Sprintf("%s[%d]", slot, i), "unused, but %s[%d] is set", slot, last)
		}
		aps = append(aps, ap)
	}
	return aps, nil
}

func denseI64(c *core.Context, vs []int64) core.Attribute {
	if vs == nil {
		vs = []int64{}
	}
	return tonga.I64ListAttr(c, vs)
}
