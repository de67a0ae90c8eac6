package vhlo

import (
	"fmt"
	"regexp"
	"strconv"
)

// Version is a StableHLO/VHLO version, major.minor.patch (Version.h).
type Version struct{ Major, Minor, Patch int64 }

// Current is the VHLO version this package implements, as
// Version::getCurrentVersion of openxla/stablehlo 3c9301c returns it.
var Current = Version{1, 20, 0}

// Minimum is the oldest version VHLO reads and writes
// (Version::getMinimumVersion).
var Minimum = Version{0, 9, 0}

var versionRE = regexp.MustCompile(`^([0-9]+)\.([0-9]+)\.([0-9]+)$`)

// ParseVersion reads "#.#.#" (Version::fromString).
func ParseVersion(s string) (Version, error) {
	m := versionRE.FindStringSubmatch(s)
	if m == nil {
		return Version{}, fmt.Errorf("invalid version %q", s)
	}
	var v [3]int64
	for i := range v {
		n, err := strconv.ParseInt(m[i+1], 10, 64)
		if err != nil {
			return Version{}, fmt.Errorf("invalid version %q", s)
		}
		v[i] = n
	}
	return Version{v[0], v[1], v[2]}, nil
}

func (v Version) String() string { return fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch) }

// Less reports v < w, lexicographically.
func (v Version) Less(w Version) bool {
	if v.Major != w.Major {
		return v.Major < w.Major
	}
	if v.Minor != w.Minor {
		return v.Minor < w.Minor
	}
	return v.Patch < w.Patch
}

// BytecodeVersion is the MLIR bytecode version a portable artifact of
// version v is written with (Version::getBytecodeVersion); ok is false
// outside [Minimum, Current].
func (v Version) BytecodeVersion() (int, bool) {
	switch {
	case v.Less(Minimum):
		return 0, false
	case v.Less(Version{0, 10, 0}):
		return 0, true
	case v.Less(Version{0, 12, 0}):
		return 1, true
	case v.Less(Version{0, 14, 0}):
		return 3, true
	case v.Less(Version{0, 15, 0}):
		return 4, true
	case !Current.Less(v):
		return 6, true
	}
	return 0, false
}

// ProducerString is the producer a portable artifact of version v records
// ("StableHLO_v1.20.0"), as stablehlo-translate --serialize writes it.
func ProducerString(v Version) string { return "StableHLO_v" + v.String() }

// Versioned is implemented by VHLO types and attributes: the range of
// versions (inclusive) they exist in.
type Versioned interface {
	MinVersion() Version
	MaxVersion() Version
}
