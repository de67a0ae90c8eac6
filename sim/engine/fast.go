package engine

import (
	"math"
	"unsafe"

	"ncc/numerics"
)

// Fast paths for the common dtypes: on a little-endian host whose byte
// slices are suitably aligned, an fp32 (or int32) row in memory is the
// []float32 itself, and reading or writing it is one memmove. Everything
// else goes through numerics.DType.Load and Store, which these agree with
// bit for bit.

var littleEndian = func() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}()

// aligned reports whether b can be viewed as elements of size bytes.
func aligned(b []byte, size uintptr) bool {
	return littleEndian && len(b) > 0 && uintptr(unsafe.Pointer(&b[0]))%size == 0
}

func asF32(b []byte) []float32 {
	return unsafe.Slice((*float32)(unsafe.Pointer(&b[0])), len(b)/4)
}

func asU16(b []byte) []uint16 {
	return unsafe.Slice((*uint16)(unsafe.Pointer(&b[0])), len(b)/2)
}

func asI32(b []byte) []int32 {
	return unsafe.Slice((*int32)(unsafe.Pointer(&b[0])), len(b)/4)
}

// load decodes len(dst) elements of dt from b to fp32.
func load(dt numerics.DType, dst []float32, b []byte) {
	switch {
	case len(dst) == 0:
	case dt == numerics.Float32 && aligned(b, 4):
		copy(dst, asF32(b)[:len(dst)])
	case dt == numerics.BFloat16 && aligned(b, 2):
		u := asU16(b)[:len(dst)]
		for i, x := range u {
			dst[i] = math.Float32frombits(uint32(x) << 16)
		}
	default:
		dt.Load(dst, b)
	}
}

// store encodes src to dt into b, rounding as numerics.DType.Store does.
func store(dt numerics.DType, b []byte, src []float32) {
	switch {
	case len(src) == 0:
	case dt == numerics.Float32 && aligned(b, 4):
		copy(asF32(b)[:len(src)], src)
	case dt == numerics.BFloat16 && aligned(b, 2):
		u := asU16(b)[:len(src)]
		for i, x := range src {
			u[i] = numerics.F32ToBF16(x)
		}
	default:
		dt.Store(b, src)
	}
}
