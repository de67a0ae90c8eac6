package pwp

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
)

// The binary table format, all fields little-endian:
//
//	offset  size  field
//	0       4     magic "NPWP"
//	4       2     version (1)
//	6       2     function ID (see ID; part of the format)
//	8       1     polynomial degree d (0..5)
//	9       3     reserved, zero
//	12      4     segment count n (1..MaxSegments)
//	16      4     f(+0)   float32
//	20      4     f(-0)   float32
//	24      4     f(+inf) float32
//	28      4     f(-inf) float32
//	32      n×S   segments, S = 16 + 4(d+1) bytes each:
//	                u32 lo, u32 hi (float32 bit patterns, inclusive),
//	                f32 center, f32 scale, f32 c0 .. c_d
//	32+n·S  4     CRC-32 (IEEE) of all preceding bytes
//
// Segments tile the bit patterns 0 .. 0xffffffff in order, under the
// rules of Segment. The format is our design: the NEFF's own activation
// function set layout is not public.
const (
	Magic       = "NPWP"
	Version     = 1
	headerSize  = 32
	MaxSegments = MaxRows
)

func encodedSize(n, degree int) int { return headerSize + n*(16+4*(degree+1)) + 4 }

// Encode writes t in the binary table format.
func (t *Table) Encode() []byte {
	b := make([]byte, 0, t.Size())
	b = append(b, Magic...)
	b = binary.LittleEndian.AppendUint16(b, Version)
	b = binary.LittleEndian.AppendUint16(b, uint16(t.Func))
	b = append(b, byte(t.Degree), 0, 0, 0)
	b = binary.LittleEndian.AppendUint32(b, uint32(len(t.Segs)))
	for _, v := range [4]float32{t.Zero[0], t.Zero[1], t.Inf[0], t.Inf[1]} {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
	}
	for _, s := range t.Segs {
		b = binary.LittleEndian.AppendUint32(b, s.Lo)
		b = binary.LittleEndian.AppendUint32(b, s.Hi)
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(s.Center))
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(s.Scale))
		for _, c := range s.Coef {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(c))
		}
	}
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
}

// Decode reads a table written by Encode and checks it completely: a
// table that decodes can be evaluated.
func Decode(data []byte) (*Table, error) {
	if len(data) < headerSize+4 {
		return nil, fmt.Errorf("pwp: table of %d bytes is shorter than the %d-byte header", len(data), headerSize+4)
	}
	if string(data[:4]) != Magic {
		return nil, fmt.Errorf("pwp: bad magic %q", data[:4])
	}
	le := binary.LittleEndian
	if v := le.Uint16(data[4:]); v != Version {
		return nil, fmt.Errorf("pwp: unsupported version %d", v)
	}
	t := &Table{Func: ID(le.Uint16(data[6:])), Degree: int(data[8])}
	if _, ok := ByID(t.Func); !ok {
		return nil, fmt.Errorf("pwp: unknown function id %d", t.Func)
	}
	if t.Degree > MaxDegree {
		return nil, fmt.Errorf("pwp: degree %d above %d", t.Degree, MaxDegree)
	}
	if data[9]|data[10]|data[11] != 0 {
		return nil, errors.New("pwp: reserved header bytes are not zero")
	}
	n := le.Uint32(data[12:])
	if n == 0 || n > MaxSegments {
		return nil, fmt.Errorf("pwp: segment count %d outside 1..%d", n, MaxSegments)
	}
	if want := encodedSize(int(n), t.Degree); len(data) != want {
		return nil, fmt.Errorf("pwp: table is %d bytes, its header says %d", len(data), want)
	}
	body := len(data) - 4
	if got, want := crc32.ChecksumIEEE(data[:body]), le.Uint32(data[body:]); got != want {
		return nil, fmt.Errorf("pwp: checksum %#08x, stored %#08x", got, want)
	}
	f := func(off int) float32 { return math.Float32frombits(le.Uint32(data[off:])) }
	t.Zero = [2]float32{f(16), f(20)}
	t.Inf = [2]float32{f(24), f(28)}
	t.Segs = make([]Segment, n)
	coef := make([]float32, int(n)*(t.Degree+1))
	off := headerSize
	for i := range t.Segs {
		s := &t.Segs[i]
		s.Lo, s.Hi, s.Center, s.Scale = le.Uint32(data[off:]), le.Uint32(data[off+4:]), f(off+8), f(off+12)
		off += 16
		s.Coef = coef[: t.Degree+1 : t.Degree+1]
		coef = coef[t.Degree+1:]
		for k := range s.Coef {
			s.Coef[k] = f(off)
			off += 4
		}
	}
	if err := t.index(); err != nil {
		return nil, fmt.Errorf("pwp: %w", err)
	}
	return t, nil
}
