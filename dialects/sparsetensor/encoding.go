package sparsetensor

import (
	"fmt"
	"strconv"
	"strings"

	"ncc/core"
)

// Encoding is #sparse_tensor.encoding<{...}>, MLIR's
// SparseTensorEncodingAttr: the per-level storage of a sparse tensor and the
// map from its dimensions to its levels.
//
// DimToLvl is never nil (MLIR's builder fills in the identity). LvlToDim is
// derived from it (inferLvlToDim) and nil when it cannot be inferred, which
// is allowed only for maps with symbols. DimSlices is empty or holds one
// slice per dimension.
type Encoding struct {
	LvlTypes    []LevelType
	DimToLvl    *core.AffineMap
	LvlToDim    *core.AffineMap
	PosWidth    uint32
	CrdWidth    uint32
	ExplicitVal core.Attribute // nil when absent
	ImplicitVal core.Attribute // nil when absent
	DimSlices   []*DimSlice

	key string
}

// Key is the uniquing key: every field, structurally.
func (e *Encoding) Key() string { return e.key }

// DimRank is the number of tensor dimensions the encoding maps.
func (e *Encoding) DimRank() int { return e.DimToLvl.NumDims }

// LvlRank is the number of storage levels.
func (e *Encoding) LvlRank() int { return len(e.LvlTypes) }

// NewEncoding returns the uniqued encoding. A nil dimToLvl stands for the
// identity over the levels; a nil lvlToDim is inferred from dimToLvl. It
// does not verify; Verify does.
func NewEncoding(c *core.Context, lvlTypes []LevelType, dimToLvl, lvlToDim *core.AffineMap,
	posWidth, crdWidth uint32, explicitVal, implicitVal core.Attribute, dimSlices []*DimSlice) *Encoding {
	if dimToLvl == nil {
		dimToLvl = core.IdentityAffineMap(c, len(lvlTypes))
	}
	if lvlToDim == nil || isEmptyMap(lvlToDim) {
		lvlToDim = InferLvlToDim(c, dimToLvl)
	}
	e := &Encoding{
		LvlTypes: append([]LevelType(nil), lvlTypes...),
		DimToLvl: dimToLvl, LvlToDim: lvlToDim,
		PosWidth: posWidth, CrdWidth: crdWidth,
		ExplicitVal: explicitVal, ImplicitVal: implicitVal,
		DimSlices: append([]*DimSlice(nil), dimSlices...),
	}
	var b strings.Builder
	b.WriteString("sparse_tensor.encoding<")
	for _, lt := range e.LvlTypes {
		b.WriteString(strconv.FormatUint(uint64(lt), 16) + ",")
	}
	b.WriteString(";" + dimToLvl.Key() + ";")
	if lvlToDim != nil {
		b.WriteString(lvlToDim.Key())
	}
	fmt.Fprintf(&b, ";%d;%d;", posWidth, crdWidth)
	for _, a := range []core.Attribute{explicitVal, implicitVal} {
		if a != nil {
			b.WriteString(a.Key())
		}
		b.WriteString(";")
	}
	for _, s := range e.DimSlices {
		b.WriteString(s.Key() + ",")
	}
	b.WriteString(">")
	e.key = b.String()
	return core.InternAttr(c, e)
}

// DimSlice is #sparse_tensor<slice(offset, size, stride)>, one dimension's
// slice of a sparse tensor view; core.Dynamic marks `?`.
type DimSlice struct {
	Offset, Size, Stride int64
}

// Key is the uniquing key.
func (s *DimSlice) Key() string { return "sparse_tensor.slice" + s.String() }

// String prints the slice body as MLIR does: (1, ?, 2).
func (s *DimSlice) String() string {
	f := func(v int64) string {
		if v == core.Dynamic {
			return "?"
		}
		return strconv.FormatInt(v, 10)
	}
	return "(" + f(s.Offset) + ", " + f(s.Size) + ", " + f(s.Stride) + ")"
}

// NewDimSlice returns the uniqued slice.
func NewDimSlice(c *core.Context, offset, size, stride int64) *DimSlice {
	return core.InternAttr(c, &DimSlice{Offset: offset, Size: size, Stride: stride})
}

// Verify is SparseTensorDimSliceAttr::verify.
func (s *DimSlice) Verify() error {
	switch {
	case s.Offset != core.Dynamic && s.Offset < 0:
		return fmt.Errorf("expect non-negative value or ? for slice offset")
	case s.Size != core.Dynamic && s.Size <= 0:
		return fmt.Errorf("expect positive value or ? for slice size")
	case s.Stride != core.Dynamic && s.Stride <= 0:
		return fmt.Errorf("expect positive value or ? for slice stride")
	}
	return nil
}

func acceptBitWidth(w uint32) bool {
	switch w {
	case 0, 8, 16, 32, 64:
		return true
	}
	return false
}

// Verify is SparseTensorEncodingAttr::verify: the checks MLIR runs when the
// attribute is built, with its messages.
func (e *Encoding) Verify() error {
	return verifyEncoding(e.LvlTypes, e.DimToLvl, e.LvlToDim, e.PosWidth, e.CrdWidth, e.DimSlices)
}

func verifyEncoding(lts []LevelType, dimToLvl, lvlToDim *core.AffineMap, posWidth, crdWidth uint32, slices []*DimSlice) error {
	if !acceptBitWidth(posWidth) {
		return fmt.Errorf("unexpected position bitwidth: %d", posWidth)
	}
	if !acceptBitWidth(crdWidth) {
		return fmt.Errorf("unexpected coordinate bitwidth: %d", crdWidth)
	}
	if err := verifyCOO(lts); err != nil {
		return err
	}
	lastBatch := -1
	for i := len(lts) - 1; i >= 0; i-- {
		if lts[i].Format() == FormatBatch {
			lastBatch = i
			break
		}
	}
	for i := 0; i < lastBatch; i++ {
		if lts[i].Format() != FormatBatch {
			return fmt.Errorf("Batch lvlType can only be leading levels.")
		}
	}
	for _, lt := range lts {
		if lt.Has(PropSoA) && lt.Format() != FormatSingleton {
			return fmt.Errorf("SoA is only applicable to singleton lvlTypes.")
		}
	}
	if err := verifyNOutOfM(lts, dimToLvl); err != nil {
		return err
	}
	lvlRank := len(lts)
	if lvlRank == 0 {
		return fmt.Errorf("expected a non-empty array for lvlTypes")
	}
	dimRank := lvlRank
	if dimToLvl != nil {
		dimRank = dimToLvl.NumDims
		if len(dimToLvl.Results) != lvlRank {
			return fmt.Errorf("level-rank mismatch between dimToLvl and lvlTypes: %d != %d", len(dimToLvl.Results), lvlRank)
		}
		inferred := InferLvlToDim(dimToLvl.Results[0].Context(), dimToLvl)
		// Symbols cannot be inferred but are acceptable.
		if inferred == nil && dimToLvl.NumSymbols == 0 {
			return fmt.Errorf("failed to infer lvlToDim from dimToLvl")
		}
		if lvlToDim != nil && inferred != lvlToDim {
			return fmt.Errorf("expected lvlToDim to be an inverse of dimToLvl")
		}
		if dimRank > lvlRank {
			return fmt.Errorf("unexpected dimToLvl mapping from %d to %d", dimRank, lvlRank)
		}
	}
	if len(slices) > 0 {
		if len(slices) != dimRank {
			return fmt.Errorf("dimension-rank mismatch between dimSlices and dimToLvl: %d != %d", len(slices), dimRank)
		}
		if dimRank != lvlRank {
			return fmt.Errorf("dimSlices expected dimension-rank to match level-rank: %d != %d", dimRank, lvlRank)
		}
	}
	return nil
}

// verifyCOO checks every COO segment: singleton levels follow a
// (loose) compressed level and share one memory layout (SoA or AoS).
func verifyCOO(lts []LevelType) error {
	isSingleton := func(i int) bool { return lts[i].Format() == FormatSingleton }
	for i := 0; i < len(lts); i++ {
		if !isSingleton(i) {
			continue
		}
		if i == 0 || (lts[i-1].Format() != FormatCompressed && lts[i-1].Format() != FormatLooseCompressed) {
			return fmt.Errorf("expected compressed or loose_compressed level before singleton level")
		}
		end := i
		for end < len(lts) && isSingleton(end) {
			if lts[end].Has(PropSoA) != lts[i].Has(PropSoA) {
				return fmt.Errorf("expected all singleton lvlTypes stored in the same memory layout (SoA vs AoS).")
			}
			end++
		}
		i = end
	}
	return nil
}

// verifyNOutOfM checks the n-out-of-m (structured) level: last, after
// dense levels only, with an m matching a 1xm block structure.
func verifyNOutOfM(lts []LevelType, dimToLvl *core.AffineMap) error {
	at := -1
	for i, lt := range lts {
		if lt.Format() == FormatNOutOfM {
			at = i
			break
		}
	}
	if at < 0 {
		return nil
	}
	if at != len(lts)-1 {
		return fmt.Errorf("expected n_out_of_m to be the last level type")
	}
	for _, lt := range lts[:at] {
		if lt.Format() != FormatDense {
			return fmt.Errorf("expected all dense lvlTypes before a n_out_of_m level")
		}
	}
	if dimToLvl == nil || dimToLvl.NumDims == len(dimToLvl.Results) {
		return nil
	}
	if !IsBlockSparsity(dimToLvl) {
		return fmt.Errorf("expected 1xm block structure for n_out_of_m level")
	}
	var coefficient int64
	for _, size := range blockSize(dimToLvl) {
		if size == 0 {
			continue
		}
		if size != coefficient && coefficient != 0 {
			return fmt.Errorf("expected only one blocked level with the same coefficients")
		}
		coefficient = size
	}
	if uint64(coefficient) != lts[at].M() {
		// The spelling is MLIR's.
		return fmt.Errorf("expected coeffiencts of Affine expressions to be equal to m of n_out_of_m level")
	}
	return nil
}

// VerifyEncoding is SparseTensorEncodingAttr::verifyEncoding, MLIR's check
// of a tensor type carrying the encoding: the encoding itself, a non-scalar
// shape whose rank is the encoding's dimension rank, and explicit and
// implicit values of the element type (the implicit one zero). MLIR runs it
// when a tensor type with the encoding is built; typeString renders types
// in its messages.
func (e *Encoding) VerifyEncoding(shape []int64, elem core.Type, typeString func(core.Type) string) error {
	if err := e.Verify(); err != nil {
		return err
	}
	if len(shape) == 0 {
		return fmt.Errorf("expected non-scalar sparse tensor")
	}
	if e.DimRank() != len(shape) {
		return fmt.Errorf("dimension-rank mismatch between encoding and tensor shape: %d != %d", e.DimRank(), len(shape))
	}
	if v, ok := e.ExplicitVal.(core.TypedAttr); ok && v.AttrType() != elem {
		return fmt.Errorf("explicit value type mismatch between encoding and tensor element type: '%s' != '%s'",
			typeString(v.AttrType()), typeString(elem))
	}
	if v, ok := e.ImplicitVal.(core.TypedAttr); ok {
		if v.AttrType() != elem {
			return fmt.Errorf("implicit value type mismatch between encoding and tensor element type: '%s' != '%s'",
				typeString(v.AttrType()), typeString(elem))
		}
		if !isZero(v) {
			return fmt.Errorf("implicit value must be zero")
		}
	}
	return nil
}

// isZero reports whether a numeric attribute is zero (+0 or -0 for floats,
// as APFloat::isNonZero says).
func isZero(a core.Attribute) bool {
	switch a := a.(type) {
	case *core.IntegerAttr:
		if a.Big != nil {
			return a.Big.Sign() == 0
		}
		return a.Val == 0
	case *core.FloatAttr:
		w := a.Type.Width
		if w > 64 {
			return a.Bits == 0 && a.Hi&^(uint64(1)<<(w-65)) == 0
		}
		return a.Bits&^(uint64(1)<<(w-1)) == 0
	}
	return false
}

// EncodingOf returns t's sparse encoding, or nil.
func EncodingOf(t core.Type) *Encoding {
	if rt, ok := t.(*core.TensorType); ok {
		e, _ := rt.Encoding.(*Encoding)
		return e
	}
	return nil
}
