package portable

import (
	"math"

	"ncc/core"
	"ncc/dialects/vhlo"
	"ncc/translate/bytecode"
)

// Attribute and type codes of VHLO's bytecode encoding (VhloBytecode.cpp's
// AttributeCode and TypeCode; the simple types' codes are in package vhlo).
const (
	kArrayV1Attr                = 1
	kBooleanV1Attr              = 2
	kDictionaryV1Attr           = 6
	kFloatV1Attr                = 8
	kIntegerV1Attr              = 9
	kOutputOperandAliasV1Attr   = 10
	kStringV1Attr               = 14
	kTensorV1Attr               = 15
	kTypeV1Attr                 = 17
	kTypeExtensionsV1Attr       = 18
	kResultAccuracyV1Attr       = 20
	kSubAxisInfoV1Attr          = 21
	kAxisRefV1Attr              = 22
	kReplicaGroupMeshAxesV1Attr = 23
	kMeshAxisV1Attr             = 24
	kMeshV1Attr                 = 25

	kComplexV1Type                  = 1
	kFunctionV1Type                 = 8
	kRankedTensorV1Type             = 20
	kRankedTensorV1TypeWithEncoding = 21
	kTupleV1Type                    = 23
	kUniformQuantizedV1Type         = 24
	kUnrankedTensorV1Type           = 25
	kUniformQuantizedPerAxisV1Type  = 30
	kRankedBufferV1Type             = 41
	kFutureV1Type                   = 42
)

func init() { bytecode.RegisterDialectCodec("vhlo", codec{}) }

// codec is VHLO's bytecode encoding of its attributes and types, field for
// field as VhloBytecode.cpp writes them, so artifacts written by
// stablehlo-translate read here and ours read there.
type codec struct{}

var enumByCode = func() map[uint64]*vhlo.EnumKind {
	m := map[uint64]*vhlo.EnumKind{}
	for _, k := range vhlo.EnumKinds {
		m[k.Code] = k
	}
	return m
}()

func readSVarInts(r *bytecode.DialectReader) ([]int64, error) {
	n, err := r.Count("integers")
	if err != nil {
		return nil, err
	}
	out := make([]int64, n)
	for i := range out {
		if out[i], err = r.SignedVarInt(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func writeSVarInts(w *bytecode.DialectWriter, vs []int64) {
	w.VarInt(uint64(len(vs)))
	for _, v := range vs {
		w.SignedVarInt(v)
	}
}

func readTypes(r *bytecode.DialectReader) ([]core.Type, error) {
	n, err := r.Count("types")
	if err != nil {
		return nil, err
	}
	out := make([]core.Type, n)
	for i := range out {
		if out[i], err = r.Type(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func writeTypes(w *bytecode.DialectWriter, ts []core.Type) {
	w.VarInt(uint64(len(ts)))
	for _, t := range ts {
		w.Type(t)
	}
}

// floatWidth is the APFloat width of a VHLO float type, or 0.
func floatWidth(c *core.Context, t core.Type) (int, *core.FloatType) {
	ft, ok := vhlo.ToBuiltinType(c, t).(*core.FloatType)
	if !ok {
		return 0, nil
	}
	return ft.Width, ft
}

func readF64(r *bytecode.DialectReader) (float64, error) {
	w, err := r.APInt(64)
	if err != nil {
		return 0, err
	}
	return math.Float64frombits(w[0]), nil
}

func (codec) ReadAttribute(r *bytecode.DialectReader) (core.Attribute, error) {
	c := r.Context()
	code, err := r.VarInt()
	if err != nil {
		return nil, err
	}
	if k := enumByCode[code]; k != nil {
		v, err := r.VarInt()
		if err != nil {
			return nil, err
		}
		if v >= uint64(len(k.Cases)) || k.Cases[v] == "" {
			return nil, r.Errorf("invalid %s value %d", k.Mnemonic, v)
		}
		return vhlo.Enum(c, k, int(v)), nil
	}
	switch code {
	case kArrayV1Attr:
		n, err := r.Count("attributes")
		if err != nil {
			return nil, err
		}
		elems := make([]core.Attribute, n)
		for i := range elems {
			if elems[i], err = r.Attribute(); err != nil {
				return nil, err
			}
		}
		return vhlo.Array(c, elems), nil
	case kBooleanV1Attr:
		v, err := r.VarInt()
		if err != nil {
			return nil, err
		}
		if v > 1 {
			return nil, r.Errorf("unsupported value: %d", v)
		}
		return vhlo.Bool(c, v == 1), nil
	case kDictionaryV1Attr:
		n, err := r.Count("entries")
		if err != nil {
			return nil, err
		}
		es := make([]vhlo.DictEntry, n)
		for i := range es {
			if es[i].Key, err = r.Attribute(); err != nil {
				return nil, err
			}
			if es[i].Value, err = r.Attribute(); err != nil {
				return nil, err
			}
		}
		return vhlo.Dict(c, es), nil
	case kFloatV1Attr:
		t, err := r.Type()
		if err != nil {
			return nil, err
		}
		width, _ := floatWidth(c, t)
		if width == 0 {
			return nil, r.Errorf("unsupported floating-point type")
		}
		w, err := r.APInt(width)
		if err != nil {
			return nil, err
		}
		return vhlo.Float(c, t, w[0]), nil
	case kIntegerV1Attr:
		t, err := r.Type()
		if err != nil {
			return nil, err
		}
		s, ok := t.(*vhlo.SimpleType)
		width := 0
		if ok && s.Mnemonic != "bool_v1" {
			width = s.IntWidth()
		}
		if width < 4 {
			return nil, r.Errorf("unsupported integer type")
		}
		w, err := r.APInt(width)
		if err != nil {
			return nil, err
		}
		return vhlo.Integer(c, t, w[0]), nil
	case kOutputOperandAliasV1Attr:
		out, err := readSVarInts(r)
		if err != nil {
			return nil, err
		}
		idx, err := r.SignedVarInt()
		if err != nil {
			return nil, err
		}
		in, err := readSVarInts(r)
		if err != nil {
			return nil, err
		}
		return vhlo.OutputOperandAlias(c, out, idx, in), nil
	case kStringV1Attr:
		s, err := r.String()
		if err != nil {
			return nil, err
		}
		return vhlo.String(c, s), nil
	case kTensorV1Attr:
		return readTensor(r)
	case kTypeV1Attr:
		t, err := r.Type()
		if err != nil {
			return nil, err
		}
		return vhlo.TypeOf(c, t), nil
	case kTypeExtensionsV1Attr:
		b, err := readSVarInts(r)
		if err != nil {
			return nil, err
		}
		return vhlo.TypeExtensions(c, b), nil
	case kResultAccuracyV1Attr:
		atol, err := readF64(r)
		if err != nil {
			return nil, err
		}
		rtol, err := readF64(r)
		if err != nil {
			return nil, err
		}
		ulps, err := r.SignedVarInt()
		if err != nil {
			return nil, err
		}
		mode, err := r.Attribute()
		if err != nil {
			return nil, err
		}
		return vhlo.ResultAccuracy(c, atol, rtol, ulps, mode), nil
	case kSubAxisInfoV1Attr:
		pre, err := r.SignedVarInt()
		if err != nil {
			return nil, err
		}
		size, err := r.SignedVarInt()
		if err != nil {
			return nil, err
		}
		return vhlo.Intern(c, &vhlo.SubAxisInfoAttr{PreSize: pre, Size: size}), nil
	case kAxisRefV1Attr:
		name, err := r.Attribute()
		if err != nil {
			return nil, err
		}
		has, err := r.VarInt()
		if err != nil {
			return nil, err
		}
		var sub core.Attribute
		if has != 0 {
			if sub, err = r.Attribute(); err != nil {
				return nil, err
			}
		}
		return vhlo.Intern(c, &vhlo.AxisRefAttr{Name: name, SubAxisInfo: sub}), nil
	case kReplicaGroupMeshAxesV1Attr:
		mesh, err := r.Attribute()
		if err != nil {
			return nil, err
		}
		axes, err := r.Attribute()
		if err != nil {
			return nil, err
		}
		return vhlo.Intern(c, &vhlo.ReplicaGroupMeshAxesAttr{Mesh: mesh, Axes: axes}), nil
	case kMeshAxisV1Attr:
		name, err := r.Attribute()
		if err != nil {
			return nil, err
		}
		size, err := r.SignedVarInt()
		if err != nil {
			return nil, err
		}
		return vhlo.Intern(c, &vhlo.MeshAxisAttr{Name: name, Size: size}), nil
	case kMeshV1Attr:
		axes, err := r.Attribute()
		if err != nil {
			return nil, err
		}
		ids, err := r.OptionalAttribute()
		if err != nil {
			return nil, err
		}
		return vhlo.Intern(c, &vhlo.MeshAttr{Axes: axes, DeviceIDs: ids}), nil
	}
	return nil, r.Errorf("unknown vhlo attribute code: %d", code)
}

func isBoolTensor(t core.Type) (*vhlo.TensorType, bool) {
	tt, ok := t.(*vhlo.TensorType)
	if !ok {
		return nil, false
	}
	s, ok := tt.Elem.(*vhlo.SimpleType)
	return tt, ok && s.Mnemonic == "bool_v1"
}

func readTensor(r *bytecode.DialectReader) (core.Attribute, error) {
	c := r.Context()
	t, err := r.Type()
	if err != nil {
		return nil, err
	}
	blob, err := r.Blob()
	if err != nil {
		return nil, err
	}
	bt, ok := vhlo.ToBuiltinType(c, t).(*core.TensorType)
	if !ok {
		return nil, r.Errorf("tensor_v1 attribute of type %s", core.TypeString(t))
	}
	n := core.NumElements(bt.Dims)
	if n < 0 {
		return nil, r.Errorf("tensor_v1 attribute of dynamic type")
	}
	raw := append([]byte{}, blob...)
	if tt, ok := isBoolTensor(t); ok {
		_ = tt
		packed := (n + 7) / 8
		switch {
		case len(blob) == 1 && blob[0] == 0xff:
			raw = []byte{1}
		case int64(len(blob)) == packed && int64(len(blob)) != n:
			raw = make([]byte, n)
			for i := int64(0); i < n; i++ {
				if blob[i/8]&(1<<(i%8)) != 0 {
					raw[i] = 1
				}
			}
		}
	}
	eb := int64(core.ElementBytes(bt.Elem))
	if eb == 0 || (int64(len(raw)) != eb && int64(len(raw)) != n*eb) {
		return nil, r.Errorf("tensor_v1 data of %d bytes does not fit %s", len(raw), core.TypeString(bt))
	}
	if n == 0 {
		raw = nil
	}
	return vhlo.TensorOf(c, t, core.Dense(c, bt, raw)), nil
}

func (codec) WriteAttribute(w *bytecode.DialectWriter, a core.Attribute) bool {
	c := w.Context()
	switch a := a.(type) {
	case *vhlo.EnumAttr:
		w.VarInt(a.Kind.Code)
		w.VarInt(uint64(a.Value))
	case *vhlo.ArrayAttr:
		w.VarInt(kArrayV1Attr)
		w.VarInt(uint64(len(a.Elems)))
		for _, e := range a.Elems {
			w.Attribute(e)
		}
	case *vhlo.BoolAttr:
		w.VarInt(kBooleanV1Attr)
		if a.Value {
			w.VarInt(1)
		} else {
			w.VarInt(0)
		}
	case *vhlo.DictAttr:
		w.VarInt(kDictionaryV1Attr)
		w.VarInt(uint64(len(a.Entries)))
		for _, e := range a.Entries {
			w.Attribute(e.Key)
			w.Attribute(e.Value)
		}
	case *vhlo.FloatAttr:
		width, _ := floatWidth(c, a.Type)
		if width == 0 {
			return false
		}
		w.VarInt(kFloatV1Attr)
		w.Type(a.Type)
		w.APInt(width, []uint64{a.Bits})
	case *vhlo.IntegerAttr:
		s, ok := a.Type.(*vhlo.SimpleType)
		if !ok || s.Mnemonic == "bool_v1" || s.IntWidth() < 4 {
			return false
		}
		w.VarInt(kIntegerV1Attr)
		w.Type(a.Type)
		w.APInt(s.IntWidth(), []uint64{a.Value})
	case *vhlo.OutputOperandAliasAttr:
		w.VarInt(kOutputOperandAliasV1Attr)
		writeSVarInts(w, a.OutputTupleIndices)
		w.SignedVarInt(a.OperandIndex)
		writeSVarInts(w, a.OperandTupleIndices)
	case *vhlo.StringAttr:
		w.VarInt(kStringV1Attr)
		w.String(a.Value)
	case *vhlo.TensorAttr:
		d, ok := a.Data.(*core.DenseAttr)
		if !ok {
			return false
		}
		w.VarInt(kTensorV1Attr)
		w.Type(a.Type)
		w.Blob(tensorBlob(a.Type, d))
	case *vhlo.TypeAttr:
		w.VarInt(kTypeV1Attr)
		w.Type(a.Value)
	case *vhlo.TypeExtensionsAttr:
		w.VarInt(kTypeExtensionsV1Attr)
		writeSVarInts(w, a.Bounds)
	case *vhlo.ResultAccuracyAttr:
		w.VarInt(kResultAccuracyV1Attr)
		w.APInt(64, []uint64{math.Float64bits(a.Atol)})
		w.APInt(64, []uint64{math.Float64bits(a.Rtol)})
		w.SignedVarInt(a.Ulps)
		w.Attribute(a.Mode)
	case *vhlo.SubAxisInfoAttr:
		w.VarInt(kSubAxisInfoV1Attr)
		w.SignedVarInt(a.PreSize)
		w.SignedVarInt(a.Size)
	case *vhlo.AxisRefAttr:
		w.VarInt(kAxisRefV1Attr)
		w.Attribute(a.Name)
		if a.SubAxisInfo != nil {
			w.VarInt(1)
			w.Attribute(a.SubAxisInfo)
		} else {
			w.VarInt(0)
		}
	case *vhlo.ReplicaGroupMeshAxesAttr:
		w.VarInt(kReplicaGroupMeshAxesV1Attr)
		w.Attribute(a.Mesh)
		w.Attribute(a.Axes)
	case *vhlo.MeshAxisAttr:
		w.VarInt(kMeshAxisV1Attr)
		w.Attribute(a.Name)
		w.SignedVarInt(a.Size)
	case *vhlo.MeshAttr:
		w.VarInt(kMeshV1Attr)
		w.Attribute(a.Axes)
		w.OptionalAttribute(a.DeviceIDs)
	default:
		return false
	}
	return true
}

// tensorBlob is the data of a tensor_v1 attribute as VHLO writes it:
// MLIR's raw data, with booleans bit-packed (a splat as one byte, 0xff for
// true).
func tensorBlob(t core.Type, d *core.DenseAttr) []byte {
	tt, isBool := isBoolTensor(t)
	if !isBool {
		return d.Raw
	}
	n := tt.NumElements()
	if d.Splat && n > 1 {
		if len(d.Raw) > 0 && d.Raw[0] != 0 {
			return []byte{0xff}
		}
		return []byte{0}
	}
	out := make([]byte, (n+7)/8)
	for i := int64(0); i < n && i < int64(len(d.Raw)); i++ {
		if d.Raw[i] != 0 {
			out[i/8] |= 1 << (i % 8)
		}
	}
	return out
}

func (codec) ReadType(r *bytecode.DialectReader) (core.Type, error) {
	c := r.Context()
	code, err := r.VarInt()
	if err != nil {
		return nil, err
	}
	if s := vhlo.SimpleByCode(c, code); s != nil {
		return s, nil
	}
	switch code {
	case kComplexV1Type:
		e, err := r.Type()
		if err != nil {
			return nil, err
		}
		return vhlo.Complex(c, e), nil
	case kFunctionV1Type:
		in, err := readTypes(r)
		if err != nil {
			return nil, err
		}
		out, err := readTypes(r)
		if err != nil {
			return nil, err
		}
		return vhlo.Function(c, in, out), nil
	case kRankedTensorV1Type, kRankedTensorV1TypeWithEncoding:
		var enc core.Attribute
		if code == kRankedTensorV1TypeWithEncoding {
			if enc, err = r.Attribute(); err != nil {
				return nil, err
			}
		}
		shape, err := readSVarInts(r)
		if err != nil {
			return nil, err
		}
		e, err := r.Type()
		if err != nil {
			return nil, err
		}
		return vhlo.Tensor(c, shape, e, enc), nil
	case kRankedBufferV1Type:
		shape, err := readSVarInts(r)
		if err != nil {
			return nil, err
		}
		e, err := r.Type()
		if err != nil {
			return nil, err
		}
		return vhlo.Buffer(c, shape, e), nil
	case kTupleV1Type, kFutureV1Type:
		ts, err := readTypes(r)
		if err != nil {
			return nil, err
		}
		if code == kTupleV1Type {
			return vhlo.Tuple(c, ts), nil
		}
		return vhlo.Future(c, ts), nil
	case kUnrankedTensorV1Type:
		e, err := r.Type()
		if err != nil {
			return nil, err
		}
		return vhlo.UnrankedTensor(c, e), nil
	case kUniformQuantizedV1Type:
		var q vhlo.QuantType
		if q.Flags, err = r.VarInt(); err != nil {
			return nil, err
		}
		if q.Storage, err = r.Type(); err != nil {
			return nil, err
		}
		if q.Expressed, err = r.Type(); err != nil {
			return nil, err
		}
		if q.Scale, err = readF64(r); err != nil {
			return nil, err
		}
		if q.ZeroPoint, err = r.SignedVarInt(); err != nil {
			return nil, err
		}
		if q.StorageMin, err = r.SignedVarInt(); err != nil {
			return nil, err
		}
		if q.StorageMax, err = r.SignedVarInt(); err != nil {
			return nil, err
		}
		return vhlo.Quant(c, q), nil
	case kUniformQuantizedPerAxisV1Type:
		var q vhlo.QuantPerAxisType
		if q.Flags, err = r.VarInt(); err != nil {
			return nil, err
		}
		if q.Storage, err = r.Type(); err != nil {
			return nil, err
		}
		if q.Expressed, err = r.Type(); err != nil {
			return nil, err
		}
		dim, err := r.VarInt()
		if err != nil {
			return nil, err
		}
		q.Axis = int32(dim)
		if q.StorageMin, err = r.SignedVarInt(); err != nil {
			return nil, err
		}
		if q.StorageMax, err = r.SignedVarInt(); err != nil {
			return nil, err
		}
		n, err := r.Count("scales")
		if err != nil {
			return nil, err
		}
		q.Scales = make([]float64, n)
		for i := range q.Scales {
			if q.Scales[i], err = readF64(r); err != nil {
				return nil, err
			}
		}
		if q.ZeroPoints, err = readSVarInts(r); err != nil {
			return nil, err
		}
		return vhlo.QuantPerAxis(c, q), nil
	}
	return nil, r.Errorf("unknown vhlo type code: %d", code)
}

func (codec) WriteType(w *bytecode.DialectWriter, t core.Type) bool {
	switch t := t.(type) {
	case *vhlo.SimpleType:
		w.VarInt(t.Code())
	case *vhlo.ComplexType:
		w.VarInt(kComplexV1Type)
		w.Type(t.Elem)
	case *vhlo.FunctionType:
		w.VarInt(kFunctionV1Type)
		writeTypes(w, t.Inputs)
		writeTypes(w, t.Outputs)
	case *vhlo.TensorType:
		if t.Encoding != nil {
			w.VarInt(kRankedTensorV1TypeWithEncoding)
			w.Attribute(t.Encoding)
		} else {
			w.VarInt(kRankedTensorV1Type)
		}
		writeSVarInts(w, t.Shape)
		w.Type(t.Elem)
	case *vhlo.BufferType:
		w.VarInt(kRankedBufferV1Type)
		writeSVarInts(w, t.Shape)
		w.Type(t.Elem)
	case *vhlo.TupleType:
		w.VarInt(kTupleV1Type)
		writeTypes(w, t.Types)
	case *vhlo.FutureType:
		w.VarInt(kFutureV1Type)
		writeTypes(w, t.Types)
	case *vhlo.UnrankedTensorType:
		w.VarInt(kUnrankedTensorV1Type)
		w.Type(t.Elem)
	case *vhlo.QuantType:
		w.VarInt(kUniformQuantizedV1Type)
		w.VarInt(t.Flags)
		w.Type(t.Storage)
		w.Type(t.Expressed)
		w.APInt(64, []uint64{math.Float64bits(t.Scale)})
		w.SignedVarInt(t.ZeroPoint)
		w.SignedVarInt(t.StorageMin)
		w.SignedVarInt(t.StorageMax)
	case *vhlo.QuantPerAxisType:
		w.VarInt(kUniformQuantizedPerAxisV1Type)
		w.VarInt(t.Flags)
		w.Type(t.Storage)
		w.Type(t.Expressed)
		w.VarInt(uint64(uint32(t.Axis)))
		w.SignedVarInt(t.StorageMin)
		w.SignedVarInt(t.StorageMax)
		w.VarInt(uint64(len(t.Scales)))
		for _, s := range t.Scales {
			w.APInt(64, []uint64{math.Float64bits(s)})
		}
		writeSVarInts(w, t.ZeroPoints)
	default:
		return false
	}
	return true
}
