package quant

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/numerics"
)

// MaxStorageBits is the widest storage integer MLIR's quant types accept
// (QuantizedType::MaxStorageBits).
const MaxStorageBits = 32

// Storage is the integer side of a quantized type: the storage type, its
// signedness and the range of stored values.
//
// Type is the storage type as written. MLIR keeps it as parsed, so `i8`,
// `si8` and `ui8` are three different storage types, and `u8` (which is not
// a builtin type) is the signless i8 with Signed false. All of them print
// as `i8` or `u8`; only the signedness flag reaches the text.
type Storage struct {
	Type     *core.IntType
	Signed   bool
	Min, Max int64
}

// NewStorage returns t as a storage type with its full range. signed is
// the `i`/`u` choice for a signless t; si and ui types carry their own.
func NewStorage(t *core.IntType, signed bool) Storage {
	switch t.Sign {
	case core.Signed:
		signed = true
	case core.Unsigned:
		signed = false
	}
	return Storage{Type: t, Signed: signed, Min: DefaultMin(signed, t.Width), Max: DefaultMax(signed, t.Width)}
}

// WithRange returns s with the stored values limited to [min, max].
func (s Storage) WithRange(min, max int64) Storage {
	s.Min, s.Max = min, max
	return s
}

// Width is the storage type's bit width.
func (s Storage) Width() int { return s.Type.Width }

// HasBounds reports whether the range is narrower than the type's, which is
// when the text spells it out (`i8<-127:127>`).
func (s Storage) HasBounds() bool {
	return s.Min != DefaultMin(s.Signed, s.Width()) || s.Max != DefaultMax(s.Signed, s.Width())
}

// DefaultMin and DefaultMax are the range of a width-bit integer.
func DefaultMin(signed bool, width int) int64 {
	if !signed || width <= 0 {
		return 0
	}
	if width >= 64 {
		return math.MinInt64
	}
	return -1 << (width - 1)
}

func DefaultMax(signed bool, width int) int64 {
	switch {
	case width <= 0:
		return 0
	case signed && width >= 64, !signed && width >= 63:
		return math.MaxInt64
	case signed:
		return 1<<(width-1) - 1
	}
	return 1<<width - 1
}

// verify is QuantizedType::verifyInvariants.
func (s Storage) verify() error {
	if s.Type == nil {
		return fmt.Errorf("storage type must be integral")
	}
	if w := s.Width(); w == 0 || w > MaxStorageBits {
		return fmt.Errorf("illegal storage type size: %d", w)
	}
	if s.Max-s.Min <= 0 || s.Min < DefaultMin(s.Signed, s.Width()) || s.Max > DefaultMax(s.Signed, s.Width()) {
		return fmt.Errorf("illegal storage min and storage max: (%d:%d)", s.Min, s.Max)
	}
	return nil
}

// spelling is the storage as printed: i8 or u8, then the range if narrowed.
func (s Storage) spelling() string {
	b := "u"
	if s.Signed {
		b = "i"
	}
	b += strconv.Itoa(s.Width())
	if s.HasBounds() {
		b += "<" + strconv.FormatInt(s.Min, 10) + ":" + strconv.FormatInt(s.Max, 10) + ">"
	}
	return b
}

// key is spelling, but keeps si/ui storage types apart from signless ones
// (MLIR's types differ though their text is the same).
func (s Storage) key() string {
	if s.Type.Sign == core.Signless {
		return s.spelling()
	}
	k := s.Type.Key()
	if s.HasBounds() {
		k += "<" + strconv.FormatInt(s.Min, 10) + ":" + strconv.FormatInt(s.Max, 10) + ">"
	}
	return k
}

// Quantized is implemented by the types that have a storage type: any,
// uniform, per-axis and sub-channel (MLIR's QuantizedType minus calibrated).
type Quantized interface {
	core.Type
	// StorageSpec is the storage type, signedness and range.
	StorageSpec() Storage
	// ExpressedType is the float type the values stand for; nil only for
	// an any type written without one.
	ExpressedType() *core.FloatType
}

// UniformType is !quant.uniform<storage:expressed, scale[:zero_point]>:
// per-tensor quantization, value = (stored - ZeroPoint) * Scale.
type UniformType struct {
	Storage   Storage
	Expressed *core.FloatType
	Scale     float64
	ZeroPoint int64
}

// PerAxisType is !quant.uniform<storage:expressed:axis, {scale[:zp], ...}>:
// one scale and zero point per index along dimension Axis.
type PerAxisType struct {
	Storage    Storage
	Expressed  *core.FloatType
	Axis       int32
	Scales     []float64
	ZeroPoints []int64
}

// SubChannelType is !quant.uniform<storage:expressed:{axis:block, ...},
// tensor-of-scales>: each block of BlockSizes[i] indices along Axes[i]
// shares one scale and zero point. Scales and ZeroPoints are the row-major
// elements of a tensor of shape Shape. As in MLIR, scales are rounded to
// the expressed type and zero points wrapped to the storage width.
type SubChannelType struct {
	Storage    Storage
	Expressed  *core.FloatType
	Axes       []int32
	BlockSizes []int64
	Shape      []int64
	Scales     []float64
	ZeroPoints []int64
}

// AnyType is !quant.any<storage[:expressed]>: a storage type with no
// parameters yet.
type AnyType struct {
	Storage   Storage
	Expressed *core.FloatType // nil when not written
}

// CalibratedType is !quant.calibrated<expressed<min:max>>: the observed
// range of a value before quantization parameters are chosen.
type CalibratedType struct {
	Expressed *core.FloatType
	Min, Max  float64
}

func (t *UniformType) StorageSpec() Storage              { return t.Storage }
func (t *UniformType) ExpressedType() *core.FloatType    { return t.Expressed }
func (t *PerAxisType) StorageSpec() Storage              { return t.Storage }
func (t *PerAxisType) ExpressedType() *core.FloatType    { return t.Expressed }
func (t *SubChannelType) StorageSpec() Storage           { return t.Storage }
func (t *SubChannelType) ExpressedType() *core.FloatType { return t.Expressed }
func (t *AnyType) StorageSpec() Storage                  { return t.Storage }
func (t *AnyType) ExpressedType() *core.FloatType        { return t.Expressed }

// Keys are the printed form where that is unambiguous, so diagnostics that
// quote a type by its key read like mlir-opt's; floats use keyFloat.

func (t *UniformType) Key() string {
	return "!quant.uniform<" + t.Storage.key() + ":" + t.Expressed.Key() + ", " + keyParam(t.Scale, t.ZeroPoint) + ">"
}

func (t *PerAxisType) Key() string {
	var b strings.Builder
	b.WriteString("!quant.uniform<" + t.Storage.key() + ":" + t.Expressed.Key() + ":" + strconv.Itoa(int(t.Axis)) + ", {")
	for i, s := range t.Scales {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(keyParam(s, t.ZeroPoints[i]))
	}
	b.WriteString("}>")
	return b.String()
}

func (t *SubChannelType) Key() string {
	var b strings.Builder
	b.WriteString("!quant.uniform<" + t.Storage.key() + ":" + t.Expressed.Key() + ":")
	writeBlocks(&b, t.Axes, t.BlockSizes)
	b.WriteString(", ")
	f, _ := numerics.FormatByName(t.Expressed.Name)
	writeNested(&b, t.Shape, len(t.Scales), func(i int) {
		b.WriteString(keyFloatIn(f, t.Scales[i]))
		if z := t.ZeroPoints[i]; z != 0 {
			b.WriteString(":" + strconv.FormatInt(z, 10))
		}
	})
	b.WriteString(">")
	return b.String()
}

func (t *AnyType) Key() string {
	k := "!quant.any<" + t.Storage.key()
	if t.Expressed != nil {
		k += ":" + t.Expressed.Key()
	}
	return k + ">"
}

func (t *CalibratedType) Key() string {
	return "!quant.calibrated<" + t.Expressed.Key() + "<" + keyFloat(t.Min) + ":" + keyFloat(t.Max) + ">>"
}

// keyFloat spells v for a key: MLIR's "%e" form when that reads back as v
// (what mlir-opt prints for most scales), else the shortest exact form, and
// the bits of a NaN. The two forms never collide, so keys stay unique.
func keyFloat(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "0x" + strings.ToUpper(strconv.FormatUint(math.Float64bits(v), 16))
	}
	s := strconv.FormatFloat(v, 'e', 6, 64)
	if back, err := strconv.ParseFloat(s, 64); err == nil && back == v && !(v == 0 && math.Signbit(v) != math.Signbit(back)) {
		return s
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// keyFloatIn is keyFloat for a value of format f (nil: f64), as MLIR
// prints sub-channel scales: the "%e" form when it reads back in f. Values
// of f are exact doubles, so the fallback stays unique.
func keyFloatIn(f *numerics.Format, v float64) string {
	if f == nil || f == numerics.F64 || math.IsNaN(v) || math.IsInf(v, 0) {
		return keyFloat(v)
	}
	bits := f.FromFloat64(v)
	s := strconv.FormatFloat(v, 'e', 6, 64)
	if back, err := f.Parse(s); err == nil && back == bits {
		return s
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

func keyParam(scale float64, zp int64) string {
	s := keyFloat(scale)
	if zp != 0 {
		s += ":" + strconv.FormatInt(zp, 10)
	}
	return s
}

// writeBlocks writes {axis:block, ...}.
func writeBlocks(b *strings.Builder, axes []int32, blocks []int64) {
	b.WriteByte('{')
	for i := range axes {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(int(axes[i])) + ":" + strconv.FormatInt(blocks[i], 10))
	}
	b.WriteByte('}')
}

// writeNested writes n elements as the nested {..., ...} lists of a tensor
// of the given shape, as printDenseQuantizationParameters does.
func writeNested(b *strings.Builder, shape []int64, n int, elem func(i int)) {
	var rec func(dim int, at int) int
	rec = func(dim int, at int) int {
		b.WriteByte('{')
		for j := int64(0); j < shape[dim]; j++ {
			if j > 0 {
				b.WriteString(", ")
			}
			if dim == len(shape)-1 {
				if at < n {
					elem(at)
				}
				at++
			} else {
				at = rec(dim+1, at)
			}
		}
		b.WriteByte('}')
		return at
	}
	if len(shape) > 0 {
		rec(0, 0)
	}
}

// ScaleRange is the range of scales expressed can represent: its smallest
// positive (subnormal) value to its largest finite one, as doubles, as
// isScaleInExpressedTypeRange computes it. Formats wider than f64 (f80,
// f128) give [0, +Inf], which is what converting their limits to double
// gives in MLIR.
func ScaleRange(expressed *core.FloatType) (min, max float64) {
	f, ok := numerics.FormatByName(expressed.Name)
	if !ok {
		return 0, math.Inf(1)
	}
	smallest := uint64(1)
	if !f.HasZero() {
		smallest = 0 // f8E8M0FNU: bit pattern 0 is 2^-127
	}
	return f.ToFloat64(smallest), f.ToFloat64(f.MaxFinite(false))
}

// checkScale is isScaleInExpressedTypeRange. NaN passes, as in MLIR.
func checkScale(expressed *core.FloatType, scale float64) error {
	lo, hi := ScaleRange(expressed)
	if scale < lo || scale > hi {
		return fmt.Errorf("scale %s out of expressed type range [%s, %s]", fmtDouble(scale), fmtDouble(lo), fmtDouble(hi))
	}
	return nil
}

// fmtDouble prints v as llvm::raw_ostream's operator<<(double) does, which
// is how MLIR's diagnostics quote doubles: "%e", INF and nan.
func fmtDouble(v float64) string {
	switch {
	case math.IsNaN(v):
		return "nan"
	case math.IsInf(v, 1):
		return "INF"
	case math.IsInf(v, -1):
		return "-INF"
	}
	return strconv.FormatFloat(v, 'e', 6, 64)
}

// Constructors. Each verifies its arguments as MLIR's getChecked does (the
// messages are MLIR's) and returns the Context's unique instance.

// NewUniform returns the per-tensor type.
func NewUniform(ctx *core.Context, s Storage, expressed *core.FloatType, scale float64, zeroPoint int64) (*UniformType, error) {
	if err := verifyUniform(s, expressed, []float64{scale}); err != nil {
		return nil, err
	}
	return core.InternType(ctx, &UniformType{Storage: s, Expressed: expressed, Scale: scale, ZeroPoint: zeroPoint}), nil
}

// NewPerAxis returns the per-axis type; scales and zeroPoints are copied.
func NewPerAxis(ctx *core.Context, s Storage, expressed *core.FloatType, axis int32, scales []float64, zeroPoints []int64) (*PerAxisType, error) {
	if err := verifyUniform(s, expressed, scales); err != nil {
		return nil, err
	}
	if len(scales) != len(zeroPoints) {
		return nil, fmt.Errorf("illegal number of scales and zeroPoints: %d, %d", len(scales), len(zeroPoints))
	}
	if axis < 0 {
		return nil, fmt.Errorf("illegal quantized dimension: %d", axis)
	}
	return core.InternType(ctx, &PerAxisType{Storage: s, Expressed: expressed, Axis: axis,
		Scales: append([]float64(nil), scales...), ZeroPoints: append([]int64(nil), zeroPoints...)}), nil
}

// NewSubChannel returns the sub-channel type. scales and zeroPoints are the
// row-major elements of a tensor of the given shape; as MLIR does, scales
// are rounded to expressed and zero points wrapped to the storage width.
func NewSubChannel(ctx *core.Context, s Storage, expressed *core.FloatType, axes []int32, blockSizes []int64,
	shape []int64, scales []float64, zeroPoints []int64) (*SubChannelType, error) {
	if err := verifyUniform(s, expressed, scales); err != nil {
		return nil, err
	}
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return nil, fmt.Errorf("illegal scales shape")
		}
		n *= d
	}
	if len(shape) == 0 || int64(len(scales)) != n || len(zeroPoints) != len(scales) {
		return nil, fmt.Errorf("shape of scales and zeroPoints (%d vs %d) does not match", len(scales), len(zeroPoints))
	}
	if len(axes) != len(blockSizes) {
		return nil, fmt.Errorf("number of quantized dimensions and block sizes (%d vs %d) does not match", len(axes), len(blockSizes))
	}
	for _, a := range axes {
		if a < 0 {
			return nil, fmt.Errorf("illegal quantized dimension: %d", a)
		}
	}
	for _, b := range blockSizes {
		if b <= 0 {
			return nil, fmt.Errorf("illegal block size: %d", b)
		}
	}
	t := &SubChannelType{Storage: s, Expressed: expressed,
		Axes: append([]int32(nil), axes...), BlockSizes: append([]int64(nil), blockSizes...),
		Shape: append([]int64(nil), shape...), Scales: make([]float64, len(scales)), ZeroPoints: make([]int64, len(zeroPoints))}
	f, known := numerics.FormatByName(expressed.Name)
	for i, v := range scales {
		if known {
			v = f.ToFloat64(f.FromFloat64(v))
		}
		t.Scales[i] = v
	}
	w := uint(64 - s.Width())
	for i, z := range zeroPoints {
		t.ZeroPoints[i] = z << w >> w
	}
	return core.InternType(ctx, t), nil
}

// NewAny returns the any type; expressed may be nil.
func NewAny(ctx *core.Context, s Storage, expressed *core.FloatType) (*AnyType, error) {
	if err := s.verify(); err != nil {
		return nil, err
	}
	return core.InternType(ctx, &AnyType{Storage: s, Expressed: expressed}), nil
}

// NewCalibrated returns the calibrated type.
func NewCalibrated(ctx *core.Context, expressed *core.FloatType, min, max float64) (*CalibratedType, error) {
	if expressed == nil {
		return nil, fmt.Errorf("expressed type must be floating point")
	}
	if max <= min {
		return nil, fmt.Errorf("illegal min and max: (%s:%s)", fmtDouble(min), fmtDouble(max))
	}
	return core.InternType(ctx, &CalibratedType{Expressed: expressed, Min: min, Max: max}), nil
}

// verifyUniform is what the three uniform types verify in common.
func verifyUniform(s Storage, expressed *core.FloatType, scales []float64) error {
	if err := s.verify(); err != nil {
		return err
	}
	if expressed == nil {
		return fmt.Errorf("uniform quantization requires expressed type")
	}
	for _, sc := range scales {
		if err := checkScale(expressed, sc); err != nil {
			return err
		}
	}
	return nil
}
