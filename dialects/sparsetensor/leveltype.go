package sparsetensor

import "strconv"

// LevelType is one level's storage format and properties, bit for bit as
// MLIR's sparse_tensor::LevelType encodes them (Enums.h):
//
//	| 8-bit n | 8-bit m | 16-bit LevelFormat | 16-bit properties |
//
// Keeping MLIR's encoding, oddities included, keeps printing identical:
// `structured[300, 400]` stores n and m shifted into overlapping bits and
// prints back as `structured[44, 145]`, exactly as mlir-opt does.
type LevelType uint64

// LevelFormat is the storage format part of a LevelType.
type LevelFormat uint64

const (
	FormatUndef           LevelFormat = 0x00000000
	FormatDense           LevelFormat = 0x00010000
	FormatBatch           LevelFormat = 0x00020000
	FormatCompressed      LevelFormat = 0x00040000
	FormatSingleton       LevelFormat = 0x00080000
	FormatLooseCompressed LevelFormat = 0x00100000
	FormatNOutOfM         LevelFormat = 0x00200000
)

// LevelProperty is a non-default level property bit.
type LevelProperty uint64

const (
	PropNonunique  LevelProperty = 0x0001
	PropNonordered LevelProperty = 0x0002
	PropSoA        LevelProperty = 0x0004
)

// formatNames are the keywords of the formats, as toFormatString gives them.
var formatNames = map[LevelFormat]string{
	FormatUndef: "undef", FormatDense: "dense", FormatBatch: "batch", FormatCompressed: "compressed",
	FormatSingleton: "singleton", FormatLooseCompressed: "loose_compressed", FormatNOutOfM: "structured",
}

// propertyNames lists the properties in the order toMLIRString prints them.
var propertyNames = []struct {
	p    LevelProperty
	name string
}{{PropNonunique, "nonunique"}, {PropNonordered, "nonordered"}, {PropSoA, "soa"}}

// NewLevelType builds a level type; n and m matter for FormatNOutOfM only.
// ok is false when the format does not support the properties.
func NewLevelType(f LevelFormat, props []LevelProperty, n, m uint64) (LevelType, bool) {
	bits := uint64(f) | n<<32 | m<<40
	for _, p := range props {
		bits |= uint64(p)
	}
	lt := LevelType(bits)
	return lt, lt.Valid()
}

// Format returns the storage format.
func (lt LevelType) Format() LevelFormat { return LevelFormat(uint64(lt) & 0xffff0000) }

// Has reports whether property p is set.
func (lt LevelType) Has(p LevelProperty) bool { return uint64(lt)&uint64(p) != 0 }

// N and M are the sizes of an n-out-of-m level.
func (lt LevelType) N() uint64 { return uint64(lt) >> 32 & 0xff }
func (lt LevelType) M() uint64 { return uint64(lt) >> 40 & 0xff }

// Valid is LevelType::isValidLvlBits: dense, batch and n-out-of-m levels
// are unique and ordered; other formats must be known ones.
func (lt LevelType) Valid() bool {
	props := uint64(lt) & 0xffff
	switch lt.Format() {
	case FormatUndef, FormatDense, FormatBatch, FormatNOutOfM:
		return props == 0
	case FormatCompressed, FormatSingleton, FormatLooseCompressed:
		return true
	}
	return false
}

// String is toMLIRString: `compressed(nonunique, nonordered)`,
// `structured[2, 4]`.
func (lt LevelType) String() string {
	s := formatNames[lt.Format()]
	if lt.Format() == FormatNOutOfM {
		s += "[" + strconv.FormatUint(lt.N(), 10) + ", " + strconv.FormatUint(lt.M(), 10) + "]"
	}
	props := ""
	for _, p := range propertyNames {
		if lt.Has(p.p) {
			if props != "" {
				props += ", "
			}
			props += p.name
		}
	}
	if props != "" {
		s += "(" + props + ")"
	}
	return s
}
