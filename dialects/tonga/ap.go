package tonga

import (
	"fmt"
	"strconv"
	"strings"

	"ncc/arch"
	"ncc/core"
	"ncc/numerics"
)

// NoReg is AP.Reg when no register adds to the address.
const NoReg = -1

// AP is a physical access pattern: the elements of SBUF or PSUM an
// instruction reads or writes. It covers NumPartitions partitions from
// StartPartition and, in each, the same elements: those at byte
// Addr (+ the value of register Reg, a byte offset, when Reg is not NoReg)
// + size·Σ i_k·Pairs[k][0] for 0 <= i_k < Pairs[k][1], size being DType's
// element size. Pairs are [step, num] in elements, outermost first; a
// step of 0 broadcasts.
//
// Its op syntax is `sb[0:128][[1, 512]] at 0x400 : bf16`, with
// `at 0x400 + r3` for a register offset.
type AP struct {
	Memory                        arch.Memory // arch.SBUF or arch.PSUM
	StartPartition, NumPartitions int
	Pairs                         [][2]int64
	Addr                          int64 // byte address within each partition
	Reg                           int   // register adding its value to Addr, or NoReg
	DType                         numerics.DType
}

// Tile returns the access of partitions [start, start+count) of memory m
// at byte address addr through pairs, elements of dtype dt.
func Tile(m arch.Memory, start, count int, addr int64, pairs [][2]int64, dt numerics.DType) AP {
	return AP{Memory: m, StartPartition: start, NumPartitions: count, Pairs: pairs, Addr: addr, Reg: NoReg, DType: dt}
}

// WithReg returns ap with register r's value added to its address.
func (ap AP) WithReg(r int) AP {
	ap.Reg = r
	return ap
}

// FreeSize is the number of elements accessed per partition.
func (ap AP) FreeSize() int64 {
	n := int64(1)
	for _, p := range ap.Pairs {
		n *= p[1]
	}
	return n
}

// Rows is the number of partitions.
func (ap AP) Rows() int64 { return int64(ap.NumPartitions) }

// ByteRange returns the first and last byte the access touches in each
// partition, leaving out the register offset.
func (ap AP) ByteRange() (lo, hi int64) {
	size := int64(ap.DType.Size())
	var elo, ehi int64
	for _, p := range ap.Pairs {
		e := p[0] * (p[1] - 1)
		elo, ehi = elo+min(0, e), ehi+max(0, e)
	}
	return ap.Addr + elo*size, ap.Addr + (ehi+1)*size - 1
}

// String is ap's op syntax.
func (ap AP) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s[%d:%d]%s at %s", memoryName(ap.Memory), ap.StartPartition, ap.NumPartitions,
		formatPairs(ap.Pairs), formatAddr(ap.Addr))
	if ap.Reg != NoReg {
		fmt.Fprintf(&b, " + r%d", ap.Reg)
	}
	b.WriteString(" : " + DTypeName(ap.DType))
	return b.String()
}

// formatAddr writes a byte address in hex (negative ones, which the
// verifier rejects, in decimal).
func formatAddr(a int64) string {
	if a < 0 {
		return strconv.FormatInt(a, 10)
	}
	return "0x" + strconv.FormatInt(a, 16)
}

func (ap AP) equal(o AP) bool {
	if ap.Memory != o.Memory || ap.StartPartition != o.StartPartition || ap.NumPartitions != o.NumPartitions ||
		ap.Addr != o.Addr || ap.Reg != o.Reg || ap.DType != o.DType || len(ap.Pairs) != len(o.Pairs) {
		return false
	}
	for i := range ap.Pairs {
		if ap.Pairs[i] != o.Pairs[i] {
			return false
		}
	}
	return true
}

// Equal reports whether two access patterns are the same.
func (ap AP) Equal(o AP) bool { return ap.equal(o) }

// APAttr is #tonga.ap<...>: an access pattern as an attribute. An
// instruction holds its access patterns in its ins and outs attributes,
// arrays of APAttr.
type APAttr struct{ AP }

func (a *APAttr) Key() string { return "tonga.ap<" + a.AP.String() + ">" }

// APAttrOf returns the uniqued attribute holding ap.
func APAttrOf(c *core.Context, ap AP) *APAttr {
	ap.Pairs = append([][2]int64{}, ap.Pairs...)
	return core.InternAttr(c, &APAttr{ap})
}

func memoryName(m arch.Memory) string {
	switch m {
	case arch.SBUF:
		return "sb"
	case arch.PSUM:
		return "psum"
	}
	return m.String()
}

// parseOptionalAP parses an access pattern's op syntax if one follows.
func parseOptionalAP(p core.DialectParser) (AP, bool, error) {
	ap := AP{Reg: NoReg}
	switch {
	case p.ParseOptionalKeyword("sb"):
		ap.Memory = arch.SBUF
	case p.ParseOptionalKeyword("psum"):
		ap.Memory = arch.PSUM
	default:
		return ap, false, nil
	}
	ap, err := parseAPRest(p, ap)
	return ap, err == nil, err
}

// parseAP parses an access pattern's op syntax.
func parseAP(p core.DialectParser) (AP, error) {
	pos := p.Pos()
	ap, ok, err := parseOptionalAP(p)
	if err == nil && !ok {
		kw, _ := p.ParseOptionalAnyKeyword()
		err = p.ErrorAt(pos, "expected an access pattern: sb[...] or psum[...], not %q", kw)
	}
	return ap, err
}

// parseAPRest parses what follows an access pattern's memory.
func parseAPRest(p core.DialectParser, ap AP) (AP, error) {
	if err := p.ParsePunct("["); err != nil {
		return ap, err
	}
	pos := p.Pos()
	start, err := p.ParseInteger()
	if err != nil {
		return ap, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return ap, err
	}
	n, err := p.ParseInteger()
	if err != nil {
		return ap, err
	}
	if start < 0 || n < 0 || start > 1<<20 || n > 1<<20 {
		return ap, p.ErrorAt(pos, "partition range [%d:%d] must have a start and a count from 0 to 2^20", start, n)
	}
	ap.StartPartition, ap.NumPartitions = int(start), int(n)
	if err := p.ParsePunct("]"); err != nil {
		return ap, err
	}
	if err := p.ParsePunct("["); err != nil {
		return ap, err
	}
	if ap.Pairs, err = parsePairsRest(p); err != nil {
		return ap, err
	}
	if err := p.ParseKeyword("at"); err != nil {
		return ap, err
	}
	if ap.Addr, err = p.ParseInteger(); err != nil {
		return ap, err
	}
	if p.ParseOptionalPunct("+") {
		if ap.Reg, err = parseReg(p); err != nil {
			return ap, err
		}
	}
	if err := p.ParsePunct(":"); err != nil {
		return ap, err
	}
	pos = p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return ap, err
	}
	d, ok := DTypeOf(t)
	if !ok {
		return ap, p.ErrorAt(pos, "'%s' is not an element type of NeuronCore memory (one of %s)", core.TypeString(t), dtypeList())
	}
	ap.DType = d
	return ap, nil
}

// parseReg parses a register, `r0` to `r15` (larger numbers parse; the
// verifier rejects them).
func parseReg(p core.DialectParser) (int, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return 0, err
	}
	if r, ok := regNumber(kw); ok {
		return r, nil
	}
	return 0, p.ErrorAt(pos, "expected a register (r0 to r%d), not %q", NumRegisters-1, kw)
}

func regNumber(kw string) (int, bool) {
	if len(kw) < 2 || len(kw) > 5 || kw[0] != 'r' {
		return 0, false
	}
	n, err := strconv.Atoi(kw[1:])
	if err != nil || n < 0 || strconv.Itoa(n) != kw[1:] {
		return 0, false
	}
	return n, true
}

// formatPairs writes `[[1, 2], [3, 4]]`.
func formatPairs(ps [][2]int64) string {
	var b strings.Builder
	b.WriteString("[")
	for i, p := range ps {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("[" + strconv.FormatInt(p[0], 10) + ", " + strconv.FormatInt(p[1], 10) + "]")
	}
	b.WriteString("]")
	return b.String()
}

// parsePairsRest parses the rest of `[[1, 2], [3, 4]]` after its '['.
func parsePairsRest(p core.DialectParser) ([][2]int64, error) {
	ps := [][2]int64{}
	if p.ParseOptionalPunct("]") {
		return ps, nil
	}
	err := p.ParseCommaSeparatedList("", func() error {
		if err := p.ParsePunct("["); err != nil {
			return err
		}
		step, err := p.ParseInteger()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		num, err := p.ParseInteger()
		if err != nil {
			return err
		}
		ps = append(ps, [2]int64{step, num})
		return p.ParsePunct("]")
	})
	if err != nil {
		return nil, err
	}
	return ps, p.ParsePunct("]")
}

// DTypes as builtin types: what `: f32` after an access pattern means
// (bir's spellings).
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

// DTypeOf returns the dtype of builtin type t: the floats NeuronCores
// store, signless integers of 8, 16 and 32 bits as signed ones, and
// unsigned integers.
func DTypeOf(t core.Type) (numerics.DType, bool) {
	var name string
	switch t := t.(type) {
	case *core.FloatType:
		name = t.Name
	case *core.IntType:
		switch t.Sign {
		case core.Signless:
			name = "i" + strconv.Itoa(t.Width)
		case core.Unsigned:
			name = "ui" + strconv.Itoa(t.Width)
		default:
			return numerics.InvalidDType, false
		}
	default:
		return numerics.InvalidDType, false
	}
	for d, n := range dtypeTypeNames {
		if n == name {
			return d, true
		}
	}
	return numerics.InvalidDType, false
}
