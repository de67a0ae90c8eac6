package neff

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"unicode/utf8"
)

// HeaderSize is the size of the header that precedes the payload (SDK
// neuron-runtime/explore/work-with-neff-files.rst: "a 1024 byte buffer
// prepended onto the NEFF tarball").
const HeaderSize = 1024

// Values ncc writes where the public description leaves the choice to the
// producer (docs/neff.md, "Our choices").
const (
	// PkgVersion: the hash is "sha256 or md5 depending on the
	// pkg_version"; ncc writes 1 and a SHA-256 of the payload, and reads
	// only that.
	PkgVersion = 1
	// VersionMajor and VersionMinor are the NEFF version ncc writes.
	VersionMajor = 2
	VersionMinor = 0
	// DefaultBuild is the neff_build_version Write uses when File.Build is
	// empty.
	DefaultBuild = "ncc"
)

// Field offsets in the header: the public neff_header_t, packed, little-
// endian (work-with-neff-files.rst).
const (
	offPkgVersion   = 0   // u64
	offHeaderSize   = 8   // u64
	offDataSize     = 16  // u64
	offVersionMajor = 24  // u64
	offVersionMinor = 32  // u64
	offBuild        = 40  // u8[128]
	offNumTPB       = 168 // u32
	offHash         = 172 // u8[32]
	offUUID         = 204 // u8[16]
	offName         = 220 // char[256]
	offRequestedTPB = 476 // u32
	offTPBPerNode   = 480 // u8[64]
	offFeatureBits  = 544 // u64
	offLNCSize      = 552 // u32
	offPad          = 556 // u8[468]

	buildLen = 128
	nameLen  = 256
)

// Header is the 1024-byte NEFF header, field by field.
type Header struct {
	PkgVersion        uint64   // tool version that made the file
	HeaderSize        uint64   // bytes in the header: 1024
	DataSize          uint64   // bytes of payload after the header
	VersionMajor      uint64   // NEFF major version
	VersionMinor      uint64   // NEFF minor version
	Build             string   // neff_build_version, NUL-padded
	NumTPB            uint32   // TPBs (cores) needed: one per subgraph
	Hash              [32]byte // SHA-256 of the payload
	UUID              [16]byte // identifier; ncc derives it from Hash
	Name              string   // NUL-padded
	RequestedTPBCount uint32   // TPBs requested at compile time
	TPBPerNode        [64]byte // TPBs per kelf node; ncc writes zeros
	FeatureBits       uint64   // incompatible features
	LNCSize           uint32   // logical core size needed to run
}

// encode returns the header's 1024 bytes.
func (h *Header) encode() []byte {
	b := make([]byte, HeaderSize)
	le := binary.LittleEndian
	le.PutUint64(b[offPkgVersion:], h.PkgVersion)
	le.PutUint64(b[offHeaderSize:], h.HeaderSize)
	le.PutUint64(b[offDataSize:], h.DataSize)
	le.PutUint64(b[offVersionMajor:], h.VersionMajor)
	le.PutUint64(b[offVersionMinor:], h.VersionMinor)
	copy(b[offBuild:offBuild+buildLen-1], h.Build)
	le.PutUint32(b[offNumTPB:], h.NumTPB)
	copy(b[offHash:], h.Hash[:])
	copy(b[offUUID:], h.UUID[:])
	copy(b[offName:offName+nameLen-1], h.Name)
	le.PutUint32(b[offRequestedTPB:], h.RequestedTPBCount)
	copy(b[offTPBPerNode:], h.TPBPerNode[:])
	le.PutUint64(b[offFeatureBits:], h.FeatureBits)
	le.PutUint32(b[offLNCSize:], h.LNCSize)
	return b
}

// decodeHeader reads the header fields from the first HeaderSize bytes of
// b, checking only what the field encodings themselves require.
func decodeHeader(b []byte) (Header, error) {
	var h Header
	if len(b) < HeaderSize {
		return h, fmt.Errorf("header: truncated: file has %d bytes, the header alone needs %d", len(b), HeaderSize)
	}
	le := binary.LittleEndian
	h.PkgVersion = le.Uint64(b[offPkgVersion:])
	h.HeaderSize = le.Uint64(b[offHeaderSize:])
	h.DataSize = le.Uint64(b[offDataSize:])
	h.VersionMajor = le.Uint64(b[offVersionMajor:])
	h.VersionMinor = le.Uint64(b[offVersionMinor:])
	var err error
	if h.Build, err = cString(b[offBuild:offBuild+buildLen], "neff_build_version", offBuild); err != nil {
		return h, err
	}
	h.NumTPB = le.Uint32(b[offNumTPB:])
	copy(h.Hash[:], b[offHash:])
	copy(h.UUID[:], b[offUUID:])
	if h.Name, err = cString(b[offName:offName+nameLen], "name", offName); err != nil {
		return h, err
	}
	h.RequestedTPBCount = le.Uint32(b[offRequestedTPB:])
	copy(h.TPBPerNode[:], b[offTPBPerNode:])
	h.FeatureBits = le.Uint64(b[offFeatureBits:])
	h.LNCSize = le.Uint32(b[offLNCSize:])
	return h, nil
}

// cString reads a NUL-terminated, NUL-padded UTF-8 string field.
func cString(b []byte, field string, off int) (string, error) {
	n := bytes.IndexByte(b, 0)
	if n < 0 {
		return "", fmt.Errorf("header: %s (offset %d): no terminating NUL in %d bytes", field, off, len(b))
	}
	if i := bytes.IndexFunc(b[n:], func(r rune) bool { return r != 0 }); i >= 0 {
		return "", fmt.Errorf("header: %s (offset %d): nonzero byte after the terminating NUL at offset %d", field, off, off+n+i)
	}
	if !utf8.Valid(b[:n]) {
		return "", fmt.Errorf("header: %s (offset %d): not valid UTF-8", field, off)
	}
	return string(b[:n]), nil
}

// check validates a header read from a file of fileSize bytes against
// what ncc writes: the fields that say how to read the rest.
func (h *Header) check(fileSize int) error {
	switch {
	case h.PkgVersion != PkgVersion:
		return fmt.Errorf("header: pkg_version (offset %d) is %d; ncc reads %d (a gzip-compressed tar with a SHA-256 hash)", offPkgVersion, h.PkgVersion, PkgVersion)
	case h.HeaderSize != HeaderSize:
		return fmt.Errorf("header: header_size (offset %d) is %d, want %d", offHeaderSize, h.HeaderSize, HeaderSize)
	case h.VersionMajor != VersionMajor:
		return fmt.Errorf("header: neff_version %d.%d (offset %d) is not supported (ncc reads %d.x)", h.VersionMajor, h.VersionMinor, offVersionMajor, VersionMajor)
	}
	if rest := uint64(fileSize - HeaderSize); h.DataSize != rest {
		return fmt.Errorf("header: data_size (offset %d) says %d bytes of payload, but %d bytes follow the %d-byte header", offDataSize, h.DataSize, rest, HeaderSize)
	}
	if h.LNCSize < 1 || h.LNCSize > MaxLNC {
		return fmt.Errorf("header: lnc_size (offset %d) is %d, want 1 or 2", offLNCSize, h.LNCSize)
	}
	if h.NumTPB != h.LNCSize {
		return fmt.Errorf("header: num_tpb (offset %d) is %d but lnc_size is %d (one core per subgraph)", offNumTPB, h.NumTPB, h.LNCSize)
	}
	return nil
}

// checkHash compares the header's hash with the payload's SHA-256.
func (h *Header) checkHash(payload []byte) error {
	sum := sha256.Sum256(payload)
	if sum != h.Hash {
		return fmt.Errorf("header: hash (offset %d) %s does not match the payload's SHA-256 %s: the file is corrupted",
			offHash, hex.EncodeToString(h.Hash[:8])+"...", hex.EncodeToString(sum[:8])+"...")
	}
	return nil
}

// DeriveUUID returns the UUID ncc writes for a payload hash: the first 16
// bytes of SHA-256("ncc.neff.uuid" || hash), marked as an RFC 9562
// version-8 (custom) UUID. Ours: the public header says only "unique
// identifier"; deriving it from the content keeps Write deterministic.
func DeriveUUID(hash [32]byte) [16]byte {
	s := sha256.Sum256(append([]byte("ncc.neff.uuid"), hash[:]...))
	var u [16]byte
	copy(u[:], s[:16])
	u[6] = u[6]&0x0f | 0x80 // version 8
	u[8] = u[8]&0x3f | 0x80 // variant 10
	return u
}

// UUIDString formats a UUID as 8-4-4-4-12 hex digits.
func UUIDString(u [16]byte) string {
	x := hex.EncodeToString(u[:])
	return x[0:8] + "-" + x[8:12] + "-" + x[12:16] + "-" + x[16:20] + "-" + x[20:]
}
