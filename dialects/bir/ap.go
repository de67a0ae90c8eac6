package bir

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/numerics"
)

// Term is one loop-variable or register term of an access pattern's
// offset: Coeff elements per unit of Var, an index value (a bir.loop
// induction variable or a register).
type Term struct {
	Coeff int64
	Var   core.Value
}

// AP is an access pattern: the elements of one allocation an instruction
// reads or writes.
//
// For an on-chip allocation (SB, PSUM) the access covers NumPartitions
// partitions from StartPartition, and in each the same elements: Offset +
// Σ Terms + Σ i_k·Pairs[k][0] for 0 <= i_k < Pairs[k][1], counted in DType
// elements from the start of the partition's bytes. For DRAM, NumPartitions
// is 0 and every pair, the first included, steps through the allocation's
// flat bytes; by convention the first pair is the "partition" dimension
// (rows) of the transfer. A step of 0 broadcasts.
type AP struct {
	Alloc                         core.Value
	StartPartition, NumPartitions int
	Pairs                         [][2]int64
	Offset                        int64
	Terms                         []Term
	DType                         numerics.DType
}

// Tile returns the access of partitions [start, start+count) of on-chip
// allocation alloc through pairs, elements of dtype dt.
func Tile(alloc core.Value, start, count int, pairs [][2]int64, dt numerics.DType) AP {
	return AP{Alloc: alloc, StartPartition: start, NumPartitions: count, Pairs: pairs, DType: dt}
}

// Flat returns the access of DRAM allocation alloc through pairs (the
// first one the rows), elements of dtype dt.
func Flat(alloc core.Value, pairs [][2]int64, dt numerics.DType) AP {
	return AP{Alloc: alloc, Pairs: pairs, DType: dt}
}

// At returns ap with its constant offset moved by off elements.
func (ap AP) At(off int64) AP {
	ap.Offset += off
	return ap
}

// Plus returns ap with the term coeff·v added to its offset.
func (ap AP) Plus(coeff int64, v core.Value) AP {
	ap.Terms = append(append([]Term(nil), ap.Terms...), Term{coeff, v})
	return ap
}

// OnChip reports whether the access names a partition range.
func (ap AP) OnChip() bool { return ap.NumPartitions > 0 }

// FreePairs are the pairs that step within a partition (all of them on
// chip; all but the first in DRAM).
func (ap AP) FreePairs() [][2]int64 {
	if ap.OnChip() || len(ap.Pairs) == 0 {
		return ap.Pairs
	}
	return ap.Pairs[1:]
}

// Rows is the partition count on chip, the first pair's count in DRAM.
func (ap AP) Rows() int64 {
	if ap.OnChip() {
		return int64(ap.NumPartitions)
	}
	if len(ap.Pairs) == 0 {
		return 1
	}
	return ap.Pairs[0][1]
}

// FreeSize is the number of elements accessed per row.
func (ap AP) FreeSize() int64 {
	n := int64(1)
	for _, p := range ap.FreePairs() {
		n *= p[1]
	}
	return n
}

// NumElements is Rows·FreeSize.
func (ap AP) NumElements() int64 { return ap.Rows() * ap.FreeSize() }

// Shape is [Rows, free counts...], the tile the access reads or writes.
func (ap AP) Shape() []int64 {
	s := []int64{ap.Rows()}
	for _, p := range ap.FreePairs() {
		s = append(s, p[1])
	}
	return s
}

// AllocOp returns the bir.alloc defining the access's allocation, or nil.
func (ap AP) AllocOp() *core.Operation {
	if ap.Alloc == nil {
		return nil
	}
	op := core.DefiningOp(ap.Alloc)
	if op == nil || op.Name() != opAlloc {
		return nil
	}
	return op
}

// Memory is the memory of the access's allocation (DRAM when unknown).
func (ap AP) Memory() Memory {
	if op := ap.AllocOp(); op != nil {
		v, _ := enumOf(op.Attr("memory"), MemoryKind)
		return Memory(v)
	}
	return DRAM
}

// Attr returns the part of ap an attribute stores: everything but values.
func (ap AP) Attr(c *core.Context) *APAttr { return core.InternAttr(c, ap.attr()) }

func (ap AP) attr() *APAttr {
	a := &APAttr{StartPartition: ap.StartPartition, NumPartitions: ap.NumPartitions,
		Pairs: append([][2]int64{}, ap.Pairs...), Offset: ap.Offset, DType: ap.DType}
	for _, t := range ap.Terms {
		a.Coeffs = append(a.Coeffs, t.Coeff)
	}
	return a
}

// Values returns the values an AP stores as operands: the allocation, then
// each term's variable.
func (ap AP) Values() []core.Value {
	vs := []core.Value{ap.Alloc}
	for _, t := range ap.Terms {
		vs = append(vs, t.Var)
	}
	return vs
}

// String writes ap in op syntax, with %alloc and %v0, %v1, ... for its
// values (for messages and debugging).
func (ap AP) String() string {
	return formatAP(ap.attr(), func(b *strings.Builder) { b.WriteString("%alloc") },
		func(b *strings.Builder, i int) { b.WriteString("%v" + strconv.Itoa(i)) })
}

// APAttr is what an instruction's ins_aps and outs_aps attributes hold for
// each access pattern: everything but the values, which are operands (the
// allocation, then one index value per coefficient). Its generic syntax
// writes `?` where the op syntax names a value:
//
//	#bir.ap<[0:128][[1, 300]] + 38400 * ? : f32>
type APAttr struct {
	StartPartition, NumPartitions int
	Pairs                         [][2]int64
	Offset                        int64
	Coeffs                        []int64
	DType                         numerics.DType
}

func (a *APAttr) Key() string {
	return "bir.ap<" + formatAP(a, func(*strings.Builder) {}, func(b *strings.Builder, _ int) { b.WriteString("?") }) + ">"
}

// NumValues is how many operands the access pattern takes.
func (a *APAttr) NumValues() int { return 1 + len(a.Coeffs) }

// formatAP writes an AP in op syntax, calling alloc and term to write the
// values: `%t[0:128][[1, 300]] + 5 + 38400 * %i : f32`.
func formatAP(a *APAttr, alloc func(*strings.Builder), term func(*strings.Builder, int)) string {
	var b strings.Builder
	alloc(&b)
	if a.NumPartitions > 0 {
		fmt.Fprintf(&b, "[%d:%d]", a.StartPartition, a.NumPartitions)
	}
	b.WriteString(formatPairs(a.Pairs))
	if a.Offset != 0 {
		b.WriteString(signed(a.Offset))
	}
	for i, c := range a.Coeffs {
		switch c {
		case 1:
			b.WriteString(" + ")
		case -1:
			b.WriteString(" - ")
		default:
			b.WriteString(signed(c) + " * ")
		}
		term(&b, i)
	}
	b.WriteString(" : " + DTypeName(a.DType))
	return b.String()
}

// signed writes " + n" or " - n"; the most negative int64, which has no
// positive counterpart, as " + -9223372036854775808".
func signed(n int64) string {
	if n < 0 && n != math.MinInt64 {
		return " - " + strconv.FormatInt(-n, 10)
	}
	return " + " + strconv.FormatInt(n, 10)
}

// parseAPBody parses what follows an AP's allocation: the partition range,
// the pairs, the offset terms and the dtype. value parses one term's value
// (an operand in op syntax, `?` in the attribute) and reports whether one
// was there.
func parseAPBody(p core.DialectParser, value func() (bool, error)) (*APAttr, error) {
	a := &APAttr{}
	if err := p.ParsePunct("["); err != nil {
		return nil, err
	}
	if !p.ParseOptionalPunct("]") {
		if p.ParseOptionalPunct("[") {
			// DRAM: the pair list itself, its first '[' read.
			ps, err := parsePairsAfterFirst(p)
			if err != nil {
				return nil, err
			}
			a.Pairs = ps
		} else {
			start, err := p.ParseInteger()
			if err != nil {
				return nil, err
			}
			if err := p.ParsePunct(":"); err != nil {
				return nil, err
			}
			pos := p.Pos()
			n, err := p.ParseInteger()
			if err != nil {
				return nil, err
			}
			if n < 1 || start < 0 || n > 1<<20 || start > 1<<20 {
				return nil, p.ErrorAt(pos, "partition range [%d:%d] must have a start >= 0 and a count >= 1", start, n)
			}
			a.StartPartition, a.NumPartitions = int(start), int(n)
			if err := p.ParsePunct("]"); err != nil {
				return nil, err
			}
			if err := p.ParsePunct("["); err != nil {
				return nil, err
			}
			ps, err := parsePairsRest(p)
			if err != nil {
				return nil, err
			}
			a.Pairs = ps
		}
	} else {
		a.Pairs = [][2]int64{}
	}
	for {
		sign := int64(1)
		if p.ParseOptionalPunct("-") {
			sign = -1
		} else if !p.ParseOptionalPunct("+") {
			break
		}
		pos := p.Pos()
		ok, err := value()
		if err != nil {
			return nil, err
		}
		if ok {
			a.Coeffs = append(a.Coeffs, sign)
			continue
		}
		n, isInt, err := p.ParseOptionalInteger()
		if err != nil {
			return nil, err
		}
		if !isInt {
			return nil, p.ErrorAt(pos, "expected an integer or an index value after '+' or '-'")
		}
		if p.ParseOptionalPunct("*") {
			pos := p.Pos()
			ok, err := value()
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, p.ErrorAt(pos, "expected an index value after '*'")
			}
			a.Coeffs = append(a.Coeffs, sign*n)
			continue
		}
		a.Offset += sign * n
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	d, ok := DTypeOf(t)
	if !ok {
		return nil, p.ErrorAt(pos, "'%s' is not an element type of NeuronCore memory (one of %s)", core.TypeString(t), dtypeList())
	}
	a.DType = d
	return a, nil
}

// parsePairsAfterFirst parses `[1, 2], [3, 4]]` when the list's '[' and
// the first pair's '[' were read.
func parsePairsAfterFirst(p core.DialectParser) ([][2]int64, error) {
	var ps [][2]int64
	for {
		step, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		num, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct("]"); err != nil {
			return nil, err
		}
		ps = append(ps, [2]int64{step, num})
		if !p.ParseOptionalPunct(",") {
			return ps, p.ParsePunct("]")
		}
		if err := p.ParsePunct("["); err != nil {
			return nil, err
		}
	}
}

// DTypes as builtin types: what `: f32` after an access pattern means.
var dtypeTypeNames = map[numerics.DType]string{
	numerics.Float32: "f32", numerics.BFloat16: "bf16", numerics.Float16: "f16", numerics.TFloat32: "tf32",
	numerics.Float8E4M3: "f8E4M3FN", numerics.Float8E5M2: "f8E5M2",
	numerics.Int32: "i32", numerics.Int16: "i16", numerics.Int8: "i8",
	numerics.Uint32: "ui32", numerics.Uint16: "ui16", numerics.Uint8: "ui8",
}

// DTypeName is d's spelling as a builtin type ("f32", "bf16", "ui8").
func DTypeName(d numerics.DType) string {
	if n, ok := dtypeTypeNames[d]; ok {
		return n
	}
	return d.String()
}

func dtypeList() string {
	var ns []string
	for _, d := range numerics.DTypes() {
		ns = append(ns, DTypeName(d))
	}
	return strings.Join(ns, ", ")
}

// TypeOf returns the builtin type of dtype d.
func TypeOf(c *core.Context, d numerics.DType) core.Type {
	switch d {
	case numerics.Int32, numerics.Int16, numerics.Int8:
		return core.IntegerType(c, d.Size()*8)
	case numerics.Uint32, numerics.Uint16, numerics.Uint8:
		return core.UnsignedIntType(c, d.Size()*8)
	}
	return core.Float(c, DTypeName(d))
}

// DTypeOf returns the dtype of builtin type t: the floats NeuronCores
// store, signless integers of 8, 16 and 32 bits as signed ones, and
// unsigned integers.
func DTypeOf(t core.Type) (numerics.DType, bool) {
	switch t := t.(type) {
	case *core.FloatType:
		for d, n := range dtypeTypeNames {
			if n == t.Name {
				return d, true
			}
		}
	case *core.IntType:
		if t.Sign == core.Signed {
			return numerics.InvalidDType, false
		}
		name := "i"
		if t.Sign == core.Unsigned {
			name = "ui"
		}
		name += strconv.Itoa(t.Width)
		for d, n := range dtypeTypeNames {
			if n == name {
				return d, true
			}
		}
	}
	return numerics.InvalidDType, false
}
