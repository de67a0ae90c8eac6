package penguin

import (
	"fmt"
	"strconv"
	"strings"

	"ncc/arch"
	"ncc/core"
	"ncc/numerics"
)

// HBMType is !penguin.hbm<SHAPExT>: a buffer in device memory with a static
// shape (rank 0 is a scalar), row-major. Kernel arguments and results are
// HBM buffers; so are intermediates that do not stay on chip.
type HBMType struct {
	Dims []int64
	Elem core.Type
}

// TileType is !penguin.tile<SHAPExT, sbuf|psum>: an on-chip tile, an SSA
// value. Dims[0] is the partition dimension; the others are the free
// dimensions, row-major within a partition. Rank is at least 2, so a
// per-partition column is [P, 1] and every tile has a free size.
type TileType struct {
	Dims []int64
	Elem core.Type
	Mem  arch.Memory // SBUF or PSUM
}

func (t *HBMType) Key() string  { return t.String() }
func (t *TileType) Key() string { return t.String() }

// String is the type as ncc-opt prints it; diagnostics quote it.
func (t *HBMType) String() string {
	return "!penguin.hbm<" + shapeString(t.Dims, t.Elem) + ">"
}

func (t *TileType) String() string {
	return "!penguin.tile<" + shapeString(t.Dims, t.Elem) + ", " + t.Mem.String() + ">"
}

func shapeString(dims []int64, elem core.Type) string { return dimsX(dims) + elem.Key() }

// dimsX writes a shape as types spell it: "128x512x".
func dimsX(dims []int64) string {
	var b strings.Builder
	for _, d := range dims {
		b.WriteString(strconv.FormatInt(d, 10))
		b.WriteByte('x')
	}
	return b.String()
}

// Both types are shaped, so core's shape traits and helpers apply.

func (t *HBMType) ElementType() core.Type  { return t.Elem }
func (t *HBMType) HasRank() bool           { return true }
func (t *HBMType) Shape() []int64          { return t.Dims }
func (t *TileType) ElementType() core.Type { return t.Elem }
func (t *TileType) HasRank() bool          { return true }
func (t *TileType) Shape() []int64         { return t.Dims }

// Rank is the number of dimensions.
func (t *HBMType) Rank() int  { return len(t.Dims) }
func (t *TileType) Rank() int { return len(t.Dims) }

// NumElements is the product of the dimensions.
func (t *HBMType) NumElements() int64  { return core.NumElements(t.Dims) }
func (t *TileType) NumElements() int64 { return core.NumElements(t.Dims) }

// DType is the element type as the hardware stores it (i1 is Uint8).
func (t *HBMType) DType() numerics.DType  { d, _ := DTypeOf(t.Elem); return d }
func (t *TileType) DType() numerics.DType { d, _ := DTypeOf(t.Elem); return d }

// Memory is where the tile lives: arch.SBUF or arch.PSUM.
func (t *TileType) Memory() arch.Memory { return t.Mem }

// Partitions is dimension 0.
func (t *TileType) Partitions() int64 { return t.Dims[0] }

// FreeShape is the dimensions after the partition dimension.
func (t *TileType) FreeShape() []int64 { return t.Dims[1:] }

// FreeSize is the number of elements per partition: the product of the
// free dimensions.
func (t *TileType) FreeSize() int64 { return core.NumElements(t.Dims[1:]) }

// PartitionBytes is the bytes one partition of the tile occupies.
func (t *TileType) PartitionBytes() int64 { return t.FreeSize() * int64(t.DType().Size()) }

// IsColumn reports whether the tile is [P, 1]: one value per partition.
func (t *TileType) IsColumn() bool { return len(t.Dims) == 2 && t.Dims[1] == 1 }

// HBM returns the uniqued !penguin.hbm<shape x elem>. It panics on a shape
// or element type CheckHBM rejects: builders are compiler code, and user
// text is checked by the parser with a located message.
func HBM(c *core.Context, shape []int64, elem core.Type) *HBMType {
	if err := CheckHBM(shape, elem); err != nil {
		panic("penguin.HBM: " + err.Error())
	}
	return core.InternType(c, &HBMType{Dims: append([]int64{}, shape...), Elem: elem})
}

// Tile returns the uniqued !penguin.tile<shape x elem, mem>; it panics on
// what CheckTile rejects, as HBM does. Target limits (partitions, free
// size) are the verifier's: a type does not know its target.
func Tile(c *core.Context, shape []int64, elem core.Type, mem arch.Memory) *TileType {
	if err := CheckTile(shape, elem, mem); err != nil {
		panic("penguin.Tile: " + err.Error())
	}
	return core.InternType(c, &TileType{Dims: append([]int64{}, shape...), Elem: elem, Mem: mem})
}

// HBMOf and TileOf take the element type as a numerics.DType.
func HBMOf(c *core.Context, shape []int64, d numerics.DType) *HBMType {
	return HBM(c, shape, ElementType(c, d))
}

func TileOf(c *core.Context, shape []int64, d numerics.DType, mem arch.Memory) *TileType {
	return Tile(c, shape, ElementType(c, d), mem)
}

// WithShape, WithElem and WithMemory return t changed in one respect.
func (t *TileType) WithShape(c *core.Context, shape []int64) *TileType {
	return Tile(c, shape, t.Elem, t.Mem)
}
func (t *TileType) WithElem(c *core.Context, elem core.Type) *TileType {
	return Tile(c, t.Dims, elem, t.Mem)
}
func (t *TileType) WithMemory(c *core.Context, mem arch.Memory) *TileType {
	return Tile(c, t.Dims, t.Elem, mem)
}

// CheckHBM says why shape and elem make no HBM type, or returns nil.
func CheckHBM(shape []int64, elem core.Type) error {
	for _, d := range shape {
		if d < 0 {
			return fmt.Errorf("HBM dimensions must be static and non-negative, got %s", dimsString(shape))
		}
	}
	return checkElem(elem)
}

// CheckTile says why shape, elem and mem make no tile type, or returns nil.
func CheckTile(shape []int64, elem core.Type, mem arch.Memory) error {
	if len(shape) < 2 {
		return fmt.Errorf("a tile has a partition dimension and at least one free dimension, got %s", dimsString(shape))
	}
	for _, d := range shape {
		if d < 1 {
			return fmt.Errorf("tile dimensions must be static and positive, got %s", dimsString(shape))
		}
	}
	if mem != arch.SBUF && mem != arch.PSUM {
		return fmt.Errorf("a tile lives in sbuf or psum, not %s", mem)
	}
	return checkElem(elem)
}

func checkElem(elem core.Type) error {
	if _, ok := DTypeOf(elem); !ok {
		return fmt.Errorf("element type must be one of %s, got %s", elemNames, typeKey(elem))
	}
	return nil
}

func typeKey(t core.Type) string {
	if t == nil {
		return "<<NULL TYPE>>"
	}
	return t.Key()
}

func dimsString(dims []int64) string {
	s := make([]string, len(dims))
	for i, d := range dims {
		if d == core.Dynamic {
			s[i] = "?"
		} else {
			s[i] = strconv.FormatInt(d, 10)
		}
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// The element types penguin accepts, as MLIR spells them, and the DType
// each is stored as. i1 (masks, predicates) is stored as bytes 0/1.
var elemDTypes = []struct {
	name string
	d    numerics.DType
}{
	{"f32", numerics.Float32}, {"bf16", numerics.BFloat16}, {"f16", numerics.Float16},
	{"tf32", numerics.TFloat32}, {"f8E4M3FN", numerics.Float8E4M3}, {"f8E5M2", numerics.Float8E5M2},
	{"i32", numerics.Int32}, {"i16", numerics.Int16}, {"i8", numerics.Int8},
	{"ui32", numerics.Uint32}, {"ui16", numerics.Uint16}, {"ui8", numerics.Uint8}, {"i1", numerics.Uint8},
}

var elemNames = func() string {
	ns := make([]string, len(elemDTypes))
	for i, e := range elemDTypes {
		ns[i] = e.name
	}
	return strings.Join(ns, ", ")
}()

// DTypeOf maps an MLIR element type to the DType it is stored as: f32,
// bf16, f16, tf32, f8E4M3FN, f8E5M2, i32, i16, i8, ui32, ui16, ui8, and i1
// (as Uint8). Other types (f64, i64, si32, index, ...) report false.
func DTypeOf(t core.Type) (numerics.DType, bool) {
	switch t.(type) {
	case *core.FloatType, *core.IntType:
	default:
		return numerics.InvalidDType, false
	}
	k := t.Key()
	for _, e := range elemDTypes {
		if e.name == k {
			return e.d, true
		}
	}
	return numerics.InvalidDType, false
}

// ElementType is the MLIR type of a DType: the inverse of DTypeOf, with
// Uint8 as ui8 (i1 is written where a value is a predicate).
func ElementType(c *core.Context, d numerics.DType) core.Type {
	for _, e := range elemDTypes {
		if e.d != d {
			continue
		}
		switch {
		case strings.HasPrefix(e.name, "ui"):
			w, _ := strconv.Atoi(e.name[2:])
			return core.UnsignedIntType(c, w)
		case e.name[0] == 'i':
			w, _ := strconv.Atoi(e.name[1:])
			return core.IntegerType(c, w)
		}
		return core.Float(c, e.name)
	}
	panic(fmt.Sprintf("penguin.ElementType: no element type for %v", d))
}

// IsIntElem reports whether t is one of penguin's integer element types.
func IsIntElem(t core.Type) bool { _, ok := t.(*core.IntType); return ok }

// IsI1 reports whether t is i1.
func IsI1(t core.Type) bool {
	it, ok := t.(*core.IntType)
	return ok && it.Width == 1 && it.Sign == core.Signless
}

func parseType(p core.DialectParser) (core.Type, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	switch kw {
	case "hbm", "tile":
	default:
		return nil, p.ErrorAt(pos, "unknown penguin type: %s (expected hbm or tile)", kw)
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	shapePos := p.Pos()
	dims, err := p.ParseDimensionList(false)
	if err != nil {
		return nil, err
	}
	elemPos := p.Pos()
	elem, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if err := checkElem(elem); err != nil {
		return nil, p.ErrorAt(elemPos, "%s", err)
	}
	if kw == "hbm" {
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return HBM(p.Context(), dims, elem), nil
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	memPos := p.Pos()
	ms, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	var mem arch.Memory
	switch ms {
	case "sbuf":
		mem = arch.SBUF
	case "psum":
		mem = arch.PSUM
	default:
		return nil, p.ErrorAt(memPos, "expected sbuf or psum, got %s", ms)
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if err := CheckTile(dims, elem, mem); err != nil {
		return nil, p.ErrorAt(shapePos, "%s", err)
	}
	return Tile(p.Context(), dims, elem, mem), nil
}

func printType(t core.Type, p core.DialectPrinter) bool {
	switch t := t.(type) {
	case *HBMType:
		p.WriteString("hbm<" + dimsX(t.Dims))
		p.PrintType(t.Elem)
		p.WriteString(">")
	case *TileType:
		p.WriteString("tile<" + dimsX(t.Dims))
		p.PrintType(t.Elem)
		p.WriteString(", " + t.Mem.String() + ">")
	default:
		return false
	}
	return true
}
