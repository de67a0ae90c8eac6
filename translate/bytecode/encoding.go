package bytecode

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/bits"

	"ncc/core"
)

// Magic is the four bytes every MLIR bytecode file starts with.
const Magic = "ML\xefR"

// Version is the bytecode version written by default: the current version
// of MLIR 22 (kVersion). Read accepts every version from 0 to Version.
const Version = 6

// The versions that changed the format (mlir/Bytecode/Encoding.h).
const (
	vDialectVersioning            = 1 // dialect entries may carry a version
	vLazyLoading                  = 2 // isolated regions are nested sections
	vUseListOrdering              = 3 // use-list orders are encoded
	vElideUnknownBlockArgLocation = 4 // block args flag their location; op count
	vNativeProperties             = 5 // properties section, registered flag
	vNativeSegmentSizes           = 6 // segment sizes as sparse arrays
)

// Producer is the producer string ncc writes after the version.
const Producer = "ncc"

const alignmentByte = 0xCB

// Section IDs.
const (
	secString = iota
	secDialect
	secAttrType
	secAttrTypeOffset
	secIR
	secResource
	secResourceOffset
	secDialectVersions
	secProperties
	numSections
)

var sectionNames = [numSections]string{"String (0)", "Dialect (1)", "AttrType (2)", "AttrTypeOffset (3)",
	"IR (4)", "Resource (5)", "ResourceOffset (6)", "DialectVersions (7)", "Properties (8)"}

// The op encoding mask: which parts of an operation follow its location.
const (
	maskAttrs         = 1 << 0
	maskResults       = 1 << 1
	maskOperands      = 1 << 2
	maskSuccessors    = 1 << 3
	maskInlineRegions = 1 << 4
	maskUseListOrders = 1 << 5
	maskProperties    = 1 << 6
)

// IsBytecode reports whether data starts with the bytecode magic, which is
// how mlir-opt (and every ncc tool) tells bytecode from text.
func IsBytecode(data []byte) bool { return bytes.HasPrefix(data, []byte(Magic)) }

// Error is a problem in a bytecode file: its message and the byte offset
// (from the start of the file) where it was found. It converts to a
// core.Diagnostic at `name:0:0` (as MLIR locates bytecode errors) whose
// message names the offset, with a note naming the file's version and
// producer, so tools render it like any other diagnostic.
type Error struct {
	Name     string // the file name given to Read
	Offset   int
	Msg      string
	Version  int    // -1 until the header was read
	Producer string // "" until the header was read

	ctx *core.Context
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s: at byte %d: %s", e.Name, e.Offset, e.Msg)
}

// Diagnostic returns the error as a located diagnostic.
func (e *Error) Diagnostic() *core.Diagnostic {
	d := core.Errorf(core.FileLineCol(e.ctx, e.Name, 0, 0), "at byte %d: %s", e.Offset, e.Msg)
	if e.Version >= 0 {
		d.Note(core.FileLineCol(e.ctx, e.Name, 0, 0), "in bytecode version %d produced by: %s", e.Version, e.Producer)
	}
	return d
}

// As lets errors.As (and so core.AsDiagnostics) see the error as a
// *core.Diagnostic.
func (e *Error) As(target any) bool {
	if d, ok := target.(**core.Diagnostic); ok && e.ctx != nil {
		*d = e.Diagnostic()
		return true
	}
	return false
}

// reader decodes a window [p, e) of the file; offsets are absolute, so
// alignment and error positions refer to the whole file.
type reader struct {
	b    []byte
	p, e int
}

func (r *reader) errf(format string, args ...any) error {
	return &Error{Offset: r.p, Msg: fmt.Sprintf(format, args...)}
}

func (r *reader) empty() bool { return r.p >= r.e }
func (r *reader) left() int   { return r.e - r.p }

func (r *reader) byte() (byte, error) {
	if r.p >= r.e {
		return 0, r.errf("attempting to parse a byte at the end of the bytecode")
	}
	c := r.b[r.p]
	r.p++
	return c, nil
}

// varint reads MLIR's prefix varint: the number of trailing zero bits of
// the first byte is the number of bytes that follow.
func (r *reader) varint() (uint64, error) {
	if r.p >= r.e {
		return 0, r.errf("attempting to parse a byte at the end of the bytecode")
	}
	c := r.b[r.p]
	if c&1 != 0 {
		r.p++
		return uint64(c >> 1), nil
	}
	if c == 0 {
		if r.e-r.p < 9 {
			return 0, r.errf("attempting to parse 8 bytes when only %d remain", r.e-r.p-1)
		}
		v := binary.LittleEndian.Uint64(r.b[r.p+1:])
		r.p += 9
		return v, nil
	}
	n := bits.TrailingZeros8(c) + 1 // total bytes
	if r.e-r.p < n {
		return 0, r.errf("attempting to parse %d bytes when only %d remain", n-1, r.e-r.p-1)
	}
	var v uint64
	for i := n - 1; i >= 0; i-- {
		v = v<<8 | uint64(r.b[r.p+i])
	}
	r.p += n
	return v >> n, nil
}

func (r *reader) svarint() (int64, error) {
	v, err := r.varint()
	return int64(v>>1) ^ -int64(v&1), err
}

func (r *reader) varintFlag() (uint64, bool, error) {
	v, err := r.varint()
	return v >> 1, v&1 != 0, err
}

// count reads a varint that counts items of at least minBytes bytes each in
// the rest of the reader, so that lying counts cannot make us allocate.
func (r *reader) count(what string, minBytes int) (int, error) {
	at := r.p
	v, err := r.varint()
	if err != nil {
		return 0, err
	}
	if v > uint64(r.left()/minBytes) {
		return 0, &Error{Offset: at, Msg: fmt.Sprintf("%s count %d exceeds the %d bytes left", what, v, r.left())}
	}
	return int(v), nil
}

func (r *reader) bytes(n uint64) ([]byte, error) {
	if n > uint64(r.left()) {
		return nil, r.errf("attempting to parse %d bytes when only %d remain", n, r.left())
	}
	s := r.b[r.p : r.p+int(n) : r.p+int(n)]
	r.p += int(n)
	return s, nil
}

func (r *reader) cstring() (string, error) {
	i := bytes.IndexByte(r.b[r.p:r.e], 0)
	if i < 0 {
		return "", r.errf("malformed null-terminated string, no null character found")
	}
	s := string(r.b[r.p : r.p+i])
	r.p += i + 1
	return s, nil
}

// alignTo skips the padding bytes (0xCB) up to the next multiple of a.
func (r *reader) alignTo(a uint64) error {
	if a == 0 || a&(a-1) != 0 {
		return r.errf("expected alignment to be a power-of-two")
	}
	for uint64(r.p)&(a-1) != 0 {
		c, err := r.byte()
		if err != nil {
			return err
		}
		if c != alignmentByte {
			r.p--
			return r.errf("expected alignment byte (0xCB), but got: '0x%X'", c)
		}
	}
	return nil
}

// section reads a section header and returns the section's ID and contents.
func (r *reader) section() (byte, reader, error) {
	at := r.p
	idAlign, err := r.byte()
	if err != nil {
		return 0, reader{}, err
	}
	n, err := r.varint()
	if err != nil {
		return 0, reader{}, err
	}
	id := idAlign & 0x7F
	if id >= numSections {
		return 0, reader{}, &Error{Offset: at, Msg: fmt.Sprintf("invalid section ID: %d", id)}
	}
	if idAlign&0x80 != 0 {
		a, err := r.varint()
		if err != nil {
			return 0, reader{}, err
		}
		if err := r.alignTo(a); err != nil {
			return 0, reader{}, err
		}
	}
	if n > uint64(r.left()) {
		return 0, reader{}, r.errf("attempting to parse %d bytes when only %d remain", n, r.left())
	}
	sub := reader{b: r.b, p: r.p, e: r.p + int(n)}
	r.p += int(n)
	return id, sub, nil
}

// emitter builds an encoded buffer. align is the largest alignment some
// content needs: a section holding it is placed at a multiple of it.
type emitter struct {
	buf   []byte
	align uint64
}

func (e *emitter) byte(c byte) { e.buf = append(e.buf, c) }

func (e *emitter) varint(v uint64) {
	if v < 1<<7 {
		e.buf = append(e.buf, byte(v<<1|1))
		return
	}
	for n := 2; n < 9; n++ {
		if v < 1<<(7*uint(n)) {
			enc := (v<<1 | 1) << uint(n-1)
			for i := 0; i < n; i++ {
				e.buf = append(e.buf, byte(enc>>(8*uint(i))))
			}
			return
		}
	}
	e.buf = append(e.buf, 0)
	e.buf = binary.LittleEndian.AppendUint64(e.buf, v)
}

func (e *emitter) svarint(v int64) { e.varint(uint64(v)<<1 ^ uint64(v>>63)) }

func (e *emitter) varintFlag(v uint64, flag bool) {
	if flag {
		e.varint(v<<1 | 1)
	} else {
		e.varint(v << 1)
	}
}

func (e *emitter) cstring(s string) {
	e.buf = append(e.buf, s...)
	e.buf = append(e.buf, 0)
}

func (e *emitter) alignTo(a uint64) {
	if a < 2 {
		return
	}
	for uint64(len(e.buf))&(a-1) != 0 {
		e.buf = append(e.buf, alignmentByte)
	}
	e.align = max(e.align, a)
}

// section appends sub as a section with the given ID, aligning its start
// when its content needs it.
func (e *emitter) section(id byte, sub *emitter) {
	code := len(e.buf)
	e.byte(id)
	e.varint(uint64(len(sub.buf)))
	if a := sub.align; a > 1 {
		if uint64(len(e.buf))&(a-1) != 0 {
			e.varint(a)
			e.alignTo(a)
			e.buf[code] |= 0x80
		} else {
			e.align = max(e.align, a)
		}
	}
	e.buf = append(e.buf, sub.buf...)
}
