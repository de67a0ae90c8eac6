package bytecode

import (
	"sync"

	"ncc/core"
)

// DialectCodec gives a dialect's attributes and types their own bytecode
// encoding, as MLIR's BytecodeDialectInterface does. Attributes and types
// of a dialect without a codec, and those its codec declines, are written
// in their textual form, which every reader can parse back.
//
// The builtin dialect's codec is part of this package; register others
// (before any Read or Write) with RegisterDialectCodec.
type DialectCodec interface {
	// ReadAttribute and ReadType decode one entry written by WriteAttribute
	// or WriteType (by ncc or by MLIR's implementation of the dialect).
	ReadAttribute(r *DialectReader) (core.Attribute, error)
	ReadType(r *DialectReader) (core.Type, error)
	// WriteAttribute and WriteType encode a and report true, or report
	// false, leaving it to the textual form. The writer calls them twice
	// for each value, first to number what it refers to and then to write
	// it, and they must write the same both times.
	WriteAttribute(w *DialectWriter, a core.Attribute) bool
	WriteType(w *DialectWriter, t core.Type) bool
}

// VersionCodec is implemented by codecs of versioned dialects: the version
// is written in the dialect section, and readers can ask for it while
// decoding (DialectReader.DialectVersion).
type VersionCodec interface {
	// WriteVersion writes the version; writing nothing means "no version".
	WriteVersion(w *DialectWriter)
	ReadVersion(r *DialectReader) (any, error)
}

var (
	codecMu sync.RWMutex
	codecs  = map[string]DialectCodec{"builtin": builtinCodec{}}
)

// RegisterDialectCodec sets the codec of a dialect, replacing any before.
func RegisterDialectCodec(dialect string, c DialectCodec) {
	codecMu.Lock()
	defer codecMu.Unlock()
	codecs[dialect] = c
}

func codecFor(dialect string) DialectCodec {
	codecMu.RLock()
	defer codecMu.RUnlock()
	return codecs[dialect]
}

// DialectReader decodes the fields of one attribute, type or version entry.
type DialectReader struct {
	w *worker
	r *reader
}

// Context is the Context being read into.
func (r *DialectReader) Context() *core.Context { return r.w.d.ctx }

// BytecodeVersion is the file's bytecode version.
func (r *DialectReader) BytecodeVersion() int { return int(r.w.d.version) }

// Errorf returns an error located at the current position.
func (r *DialectReader) Errorf(format string, args ...any) error { return r.r.errf(format, args...) }

// Empty reports whether the entry has been read to its end.
func (r *DialectReader) Empty() bool { return r.r.empty() }

func (r *DialectReader) VarInt() (uint64, error)                 { return r.r.varint() }
func (r *DialectReader) SignedVarInt() (int64, error)            { return r.r.svarint() }
func (r *DialectReader) VarIntWithFlag() (uint64, bool, error)   { return r.r.varintFlag() }
func (r *DialectReader) Byte() (byte, error)                     { return r.r.byte() }
func (r *DialectReader) Count(what string) (int, error)          { return r.r.count(what, 1) }
func (r *DialectReader) Attribute() (core.Attribute, error)      { return r.w.attrRef(r.r) }
func (r *DialectReader) Type() (core.Type, error)                { return r.w.typeRef(r.r) }
func (r *DialectReader) String() (string, error)                 { return r.w.d.stringRef(r.r) }
func (r *DialectReader) ResourceHandle() (string, string, error) { return r.w.d.resourceRef(r.r) }

// Bool reads a byte holding 0 or 1.
func (r *DialectReader) Bool() (bool, error) {
	c, err := r.r.byte()
	return c != 0, err
}

// OptionalAttribute reads a flagged reference: nil when absent.
func (r *DialectReader) OptionalAttribute() (core.Attribute, error) {
	at := r.r.p
	idx, ok, err := r.r.varintFlag()
	if err != nil || !ok {
		return nil, err
	}
	return r.w.attrAt(idx, at)
}

// Blob reads a size-prefixed run of bytes (a view into the file).
func (r *DialectReader) Blob() ([]byte, error) {
	n, err := r.r.varint()
	if err != nil {
		return nil, err
	}
	return r.r.bytes(n)
}

// APInt reads an integer of the given bit width as MLIR writes APInts of a
// known width: a byte up to 8 bits, a signed varint up to 64, else a count
// of 64-bit words, each a signed varint. It returns the little-endian
// words given (at least one, at most ceil(width/64)), truncated to width;
// the words above them are zero.
func (r *DialectReader) APInt(width int) ([]uint64, error) {
	switch {
	case width <= 8:
		c, err := r.r.byte()
		return []uint64{uint64(c) & (1<<uint(width) - 1)}, err
	case width <= 64:
		v, err := r.r.svarint()
		if width < 64 {
			v &= 1<<uint(width) - 1
		}
		return []uint64{uint64(v)}, err
	}
	n, err := r.r.count("APInt word", 1)
	if err != nil {
		return nil, err
	}
	max := (width + 63) / 64
	words := make([]uint64, 1, min(max, n+1))
	for i := 0; i < n; i++ {
		v, err := r.r.svarint()
		if err != nil {
			return nil, err
		}
		switch {
		case i == 0:
			words[0] = uint64(v)
		case i < max:
			words = append(words, uint64(v))
		}
	}
	if rem := width % 64; rem != 0 && len(words) == max {
		words[max-1] &= 1<<uint(rem) - 1
	}
	return words, nil
}

// DialectVersion returns the decoded version of a dialect of the file, as
// its VersionCodec read it, or false when the file gives none.
func (r *DialectReader) DialectVersion(dialect string) (any, bool) {
	for _, de := range r.w.d.dialects {
		if de.name == dialect {
			v, err := r.w.d.dialectVersion(de)
			return v, err == nil && v != nil
		}
	}
	return nil, false
}

// DialectWriter encodes the fields of one attribute, type or version
// entry. While the writer numbers the IR it only records what is
// referenced (e is nil).
type DialectWriter struct {
	w *writer
	e *emitter
}

// Context is the Context of the IR being written.
func (w *DialectWriter) Context() *core.Context { return w.w.ctx }

// BytecodeVersion is the bytecode version being written.
func (w *DialectWriter) BytecodeVersion() int { return w.w.version }

func (w *DialectWriter) VarInt(v uint64) {
	if w.e != nil {
		w.e.varint(v)
	}
}
func (w *DialectWriter) SignedVarInt(v int64) {
	if w.e != nil {
		w.e.svarint(v)
	}
}
func (w *DialectWriter) VarIntWithFlag(v uint64, flag bool) {
	if w.e != nil {
		w.e.varintFlag(v, flag)
	}
}
func (w *DialectWriter) Byte(c byte) {
	if w.e != nil {
		w.e.byte(c)
	}
}
func (w *DialectWriter) Bool(b bool) {
	if b {
		w.Byte(1)
	} else {
		w.Byte(0)
	}
}

// Attribute writes a reference to a.
func (w *DialectWriter) Attribute(a core.Attribute) {
	if w.e == nil {
		w.w.numberAttr(a)
		return
	}
	w.e.varint(uint64(w.w.attrIndex(a)))
}

// OptionalAttribute writes a flagged reference, or "absent" for nil.
func (w *DialectWriter) OptionalAttribute(a core.Attribute) {
	if a == nil {
		w.VarInt(0)
		return
	}
	if w.e == nil {
		w.w.numberAttr(a)
		return
	}
	w.e.varintFlag(uint64(w.w.attrIndex(a)), true)
}

// Type writes a reference to t.
func (w *DialectWriter) Type(t core.Type) {
	if w.e == nil {
		w.w.numberType(t)
		return
	}
	w.e.varint(uint64(w.w.typeIndex(t)))
}

// String writes a reference to s in the string section.
func (w *DialectWriter) String(s string) {
	if w.e != nil {
		w.e.varint(uint64(w.w.str(s)))
	}
}

// Blob writes a size-prefixed run of bytes.
func (w *DialectWriter) Blob(b []byte) {
	if w.e != nil {
		w.e.varint(uint64(len(b)))
		w.e.buf = append(w.e.buf, b...)
	}
}

// ResourceHandle writes a reference to the resource key of a dialect.
func (w *DialectWriter) ResourceHandle(dialect, key string) {
	if w.e == nil {
		w.w.numberResource(dialect, key)
		return
	}
	w.e.varint(uint64(w.w.resourceIndex(dialect, key)))
}

// APInt writes an integer of the given width (words little-endian, bits
// above width zero) as DialectReader.APInt reads it.
func (w *DialectWriter) APInt(width int, words []uint64) {
	switch {
	case width <= 8:
		w.Byte(byte(words[0]))
	case width <= 64:
		w.SignedVarInt(int64(words[0]))
	default:
		n := len(words)
		for n > 1 && words[n-1] == 0 {
			n--
		}
		w.VarInt(uint64(n))
		for _, x := range words[:n] {
			w.SignedVarInt(int64(x))
		}
	}
}

func (d *decoder) dialectVersion(de *dialectEntry) (any, error) {
	d.versionMu.Lock()
	defer d.versionMu.Unlock()
	if de.versionLoaded || de.version.e == 0 {
		return de.versionVal, de.versionErr
	}
	de.versionLoaded = true
	vc, ok := codecFor(de.name).(VersionCodec)
	if !ok {
		return nil, nil // MLIR refuses; a version we cannot read is ignored
	}
	r := de.version
	de.versionVal, de.versionErr = vc.ReadVersion(&DialectReader{w: &worker{d: d}, r: &r})
	if de.versionErr == nil && !r.empty() {
		de.versionErr = r.errf("unexpected trailing bytes in the version of dialect '%s'", de.name)
	}
	return de.versionVal, de.versionErr
}
