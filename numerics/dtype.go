package numerics

import "fmt"

// DType is an element type of NeuronCore memory: what an SBUF, PSUM or HBM
// byte range holds and what an engine reads and writes. Every level below
// stablehlo (penguin tiles, bir access patterns, the simulator) names its
// element types with a DType. Names are NKI's (nki.language: float32,
// bfloat16, ...), which BIR JSON also uses.
type DType uint8

const (
	InvalidDType DType = iota
	Float32
	BFloat16
	Float16
	TFloat32 // stored in 4 bytes; TensorE input only
	Float8E4M3
	Float8E5M2
	Int32
	Int16
	Int8
	Uint32
	Uint16
	Uint8 // also i1 (booleans as 0/1 bytes, as .npy stores them)
	numDTypes
)

var dtypeInfo = [numDTypes]struct {
	name  string
	size  int
	float *Format
	int   Int
}{
	Float32:    {"float32", 4, F32, Int{}},
	BFloat16:   {"bfloat16", 2, BF16, Int{}},
	Float16:    {"float16", 2, F16, Int{}},
	TFloat32:   {"tfloat32", 4, TF32, Int{}},
	Float8E4M3: {"float8_e4m3", 1, F8E4M3FN, Int{}},
	Float8E5M2: {"float8_e5m2", 1, F8E5M2, Int{}},
	Int32:      {"int32", 4, nil, Int{32, true}},
	Int16:      {"int16", 2, nil, Int{16, true}},
	Int8:       {"int8", 1, nil, Int{8, true}},
	Uint32:     {"uint32", 4, nil, Int{32, false}},
	Uint16:     {"uint16", 2, nil, Int{16, false}},
	Uint8:      {"uint8", 1, nil, Int{8, false}},
}

// DTypes lists every valid DType in declaration order.
func DTypes() []DType {
	out := make([]DType, 0, numDTypes-1)
	for d := Float32; d < numDTypes; d++ {
		out = append(out, d)
	}
	return out
}

// Valid reports whether d is one of the declared types.
func (d DType) Valid() bool { return d > InvalidDType && d < numDTypes }

// String is the NKI name ("bfloat16"), or "dtype(N)" for an invalid value.
func (d DType) String() string {
	if !d.Valid() {
		return fmt.Sprintf("dtype(%d)", uint8(d))
	}
	return dtypeInfo[d].name
}

// Size is the number of bytes one element occupies.
func (d DType) Size() int {
	if !d.Valid() {
		return 0
	}
	return dtypeInfo[d].size
}

// IsFloat reports whether d is a floating-point type; Float returns its
// format (nil for integers).
func (d DType) IsFloat() bool  { return d.Valid() && dtypeInfo[d].float != nil }
func (d DType) Float() *Format { return dtypeInfo[d].float }

// Int returns the integer type of an integer DType (zero Int for floats).
func (d DType) Int() Int { return dtypeInfo[d].int }

// DTypeByName returns the DType with the given NKI name.
func DTypeByName(name string) (DType, bool) {
	for d := Float32; d < numDTypes; d++ {
		if dtypeInfo[d].name == name {
			return d, true
		}
	}
	return InvalidDType, false
}

// DTypeOfFormat returns the DType stored in format f, if any.
func DTypeOfFormat(f *Format) (DType, bool) {
	for d := Float32; d < numDTypes; d++ {
		if dtypeInfo[d].float == f {
			return d, true
		}
	}
	return InvalidDType, false
}

// DTypeOfInt returns the DType of an integer type: i1 is stored as Uint8.
func DTypeOfInt(t Int) (DType, bool) {
	if t.Width == 1 {
		return Uint8, true
	}
	for d := Int32; d < numDTypes; d++ {
		if dtypeInfo[d].int == t {
			return d, true
		}
	}
	return InvalidDType, false
}

// Load reads len(dst) elements of d from mem and widens them to fp32, as
// an engine reads them (integers convert exactly up to 2^24).
func (d DType) Load(dst []float32, mem []byte) {
	if f := d.Float(); f != nil {
		Decode(dst, f, mem)
		return
	}
	DecodeInt(dst, d.Int(), mem)
}

// Store narrows src to d and writes it to mem, as an engine writes
// (round to nearest even; integers saturate, as EncodeInt does).
func (d DType) Store(mem []byte, src []float32) {
	if f := d.Float(); f != nil {
		Encode(mem, f, src, RoundNearestEven, 0)
		return
	}
	EncodeInt(mem, d.Int(), src)
}
