package cf

import (
	"encoding/binary"
	"slices"
	"strconv"

	"ncc/core"
	"ncc/dialects/ods"
)

// Switch is cf.switch:
//
//	cf.switch %flag : i32, [
//	  default: ^bb1(%a : i32),
//	  42: ^bb2
//	]
var Switch = &core.OpDef{
	Name:    "cf.switch",
	Summary: "Switch operation",
	Operands: []core.ValueDef{
		{Name: "flag", Type: core.TypeConstraint{Summary: "integer",
			Check: func(t core.Type) bool { _, ok := t.(*core.IntType); return ok }}},
		{Name: "defaultOperands", Type: ods.AnyType, Arity: core.Variadic},
		{Name: "caseOperands", Type: ods.AnyType, Arity: core.Variadic},
	},
	Attrs: []core.AttrDef{
		{Name: "case_values", Constraint: ods.AnyIntElementsAttr, Optional: true},
		{Name: "case_operand_segments", Constraint: ods.DenseI32ArrayAttr},
		// No branch_weights: MLIR 22's cf.switch has none (cf.cond_br has);
		// one written in the attribute dictionary is an ordinary attribute.
		{Name: "operandSegmentSizes", Constraint: ods.DenseI32ArrayAttr},
	},
	Successors: []core.SuccessorDef{
		{Name: "defaultDestination"},
		{Name: "caseDestinations", Arity: core.Variadic},
	},
	Traits:     core.AttrSizedOperandSegments | core.Pure | core.Terminator,
	Parse:      parseSwitch,
	Print:      printSwitch,
	Verify:     verifySwitch,
	Interfaces: []any{switchIface{}},
}

// CaseValues returns a switch's case values, sign-extended.
func CaseValues(op *core.Operation) []int64 {
	d, ok := op.Attr("case_values").(*core.DenseAttr)
	if !ok {
		return nil
	}
	n := int(core.NumElements(d.Type.Shape()))
	eb := core.ElementBytes(d.Type.ElementType())
	w := core.IntOrFloatWidth(d.Type.ElementType())
	vs := make([]int64, n)
	for i := range vs {
		off := i * eb
		if d.Splat {
			off = 0
		}
		var buf [8]byte
		copy(buf[:], d.Raw[off:off+min(eb, 8)])
		v := binary.LittleEndian.Uint64(buf[:])
		if w < 64 {
			v = uint64(int64(v<<(64-w)) >> (64 - w))
		}
		vs[i] = int64(v)
	}
	return vs
}

func caseSegments(op *core.Operation) []int32 {
	if a, ok := op.Attr("case_operand_segments").(*core.DenseArrayAttr); ok {
		return ods.I32s(a)
	}
	return nil
}

type switchIface struct{}

func (switchIface) SuccessorOperands(op *core.Operation, i int) core.SuccessorOperands {
	seg := segments(op)
	if len(seg) != 3 {
		return core.SuccessorOperands{Start: op.NumOperands()}
	}
	start := 1
	if i == 0 {
		return core.SuccessorOperands{Start: start, Len: int(seg[1])}
	}
	start += int(seg[1])
	cs := caseSegments(op)
	for j := 0; j < i-1 && j < len(cs); j++ {
		start += int(cs[j])
	}
	if i-1 >= len(cs) {
		return core.SuccessorOperands{Start: op.NumOperands()}
	}
	return core.SuccessorOperands{Start: start, Len: int(cs[i-1])}
}

// SetSuccessorOperands replaces successor i's operands, keeping
// operandSegmentSizes and case_operand_segments in step.
func (s switchIface) SetSuccessorOperands(op *core.Operation, i int, vals []core.Value) {
	so := s.SuccessorOperands(op, i)
	old := op.Operands()
	nw := make([]core.Value, 0, len(old)-so.Len+len(vals))
	nw = append(append(append(nw, old[:so.Start]...), vals...), old[so.Start+so.Len:]...)
	seg := slices.Clone(segments(op))
	if len(seg) != 3 {
		return
	}
	if i == 0 {
		seg[1] = int32(len(vals))
	} else {
		cs := slices.Clone(caseSegments(op))
		if i-1 >= len(cs) {
			return
		}
		seg[2] += int32(len(vals)) - cs[i-1]
		cs[i-1] = int32(len(vals))
		op.SetAttr("case_operand_segments", core.DenseI32Array(op.Context(), cs))
	}
	op.SetAttr(core.OperandSegmentSizesAttr, core.DenseI32Array(op.Context(), seg))
	op.SetOperands(nw)
}

func (switchIface) SuccessorForOperands(op *core.Operation, operands []core.Attribute) *core.Block {
	if len(operands) == 0 {
		return nil
	}
	c, ok := operands[0].(*core.IntegerAttr)
	if !ok || c.Big != nil {
		return nil
	}
	for i, v := range CaseValues(op) {
		if c.Val == v { // both sign-extended from the flag's width
			return op.Successor(1 + i)
		}
	}
	return op.Successor(0)
}

func verifySwitch(op *core.Operation) error {
	seg := segments(op)
	cs := caseSegments(op)
	if len(seg) == 3 {
		total := 0
		for _, n := range cs {
			total += int(n)
		}
		if int(seg[2]) != total {
			return op.Errorf("caseOperands count (%d) does not match with the total size (%d) specified in attribute 'case_operand_segments'", seg[2], total)
		}
	}
	d, hasValues := op.Attr("case_values").(*core.DenseAttr)
	nDest := op.NumSuccessors() - 1
	if hasValues || nDest > 0 {
		flag := op.Operand(0).Type()
		var elem core.Type
		if hasValues {
			elem = d.Type.ElementType()
		}
		if elem != flag {
			return op.Errorf("'flag' type (%s) should match case value type (%s)", ods.TypeString(flag), typeOrNull(elem))
		}
		if n := int(core.NumElements(d.Type.Shape())); n != nDest {
			return op.Errorf("number of case values (%d) should match number of case destinations (%d)", n, nDest)
		}
	}
	return verifySuccessorOperands(op)
}

func typeOrNull(t core.Type) string {
	if t == nil {
		return "<<NULL TYPE>>"
	}
	return ods.TypeString(t)
}

// parseSwitch parses `%flag : type, [ default: ^bb(args), v: ^bb(args), ... ] attr-dict`.
func parseSwitch(p core.OpParser, st *core.OpState) error {
	ctx := p.Context()
	flagRef, err := p.ParseOperand()
	if err != nil {
		return err
	}
	flagType, err := p.ParseColonType()
	if err != nil {
		return err
	}
	flag, err := p.ResolveOperand(flagRef, flagType)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	if err := p.ParseKeyword("default"); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	defDest, defOps, err := parseSuccessorAndUseList(p)
	if err != nil {
		return err
	}
	var values []int64
	var dests []*core.Block
	var caseOps []core.Value
	var caseSegs []int32
	for p.ParseOptionalPunct(",") {
		v, err := p.ParseInteger()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		dest, ops, err := parseSuccessorAndUseList(p)
		if err != nil {
			return err
		}
		values = append(values, v)
		dests = append(dests, dest)
		caseOps = append(caseOps, ops...)
		caseSegs = append(caseSegs, int32(len(ops)))
	}
	if err := p.ParsePunct("]"); err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	st.Operands = append(append([]core.Value{flag}, defOps...), caseOps...)
	st.Successors = append([]*core.Block{defDest}, dests...)
	st.AddAttr("operandSegmentSizes", ods.DenseI32Array(ctx, []int32{1, int32(len(defOps)), int32(len(caseOps))}))
	st.AddAttr("case_operand_segments", ods.DenseI32Array(ctx, caseSegs))
	if len(values) > 0 {
		eb := core.ElementBytes(flagType)
		if eb == 0 {
			return p.Errorf("case values of type %s are not supported", ods.TypeString(flagType))
		}
		// APInt(width, value, /*isSigned=*/true): sign-extended to the
		// flag's width, wider than 64 bits too.
		raw := make([]byte, eb*len(values))
		for i, v := range values {
			buf := make([]byte, max(eb, 8))
			binary.LittleEndian.PutUint64(buf, uint64(v))
			if v < 0 {
				for j := 8; j < len(buf); j++ {
					buf[j] = 0xFF
				}
			}
			copy(raw[i*eb:], buf[:eb])
		}
		vt := core.Vector(ctx, []int64{int64(len(values))}, nil, flagType)
		st.AddAttr("case_values", core.Dense(ctx, vt, raw))
	}
	return nil
}

// parseSuccessorAndUseList parses `^bb` or `^bb(%a, %b : t1, t2)`.
func parseSuccessorAndUseList(p core.OpParser) (*core.Block, []core.Value, error) {
	dest, err := p.ParseSuccessor()
	if err != nil {
		return nil, nil, err
	}
	if !p.ParseOptionalPunct("(") {
		return dest, nil, nil
	}
	refs, err := p.ParseOperandList("")
	if err != nil {
		return nil, nil, err
	}
	types, err := p.ParseColonTypeList()
	if err != nil {
		return nil, nil, err
	}
	if err := p.ParsePunct(")"); err != nil {
		return nil, nil, err
	}
	vs, err := p.ResolveOperands(refs, types)
	return dest, vs, err
}

func printSuccessorAndUseList(p core.OpPrinter, dest *core.Block, ops []core.Value) {
	p.PrintSuccessor(dest)
	if len(ops) == 0 {
		return
	}
	p.WriteString("(")
	p.PrintOperands(ops)
	p.WriteString(" : ")
	ts := make([]core.Type, len(ops))
	for i, v := range ops {
		ts[i] = v.Type()
	}
	p.PrintTypes(ts)
	p.WriteString(")")
}

// printSwitch prints as MLIR's printSwitchOpCases does, case values as
// zero-extended unsigned integers (APInt::getLimitedValue: 2^64-1 for one
// that needs more than 64 bits).
func printSwitch(p core.OpPrinter, op *core.Operation) {
	flagType := op.Operand(0).Type()
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" : ")
	p.PrintType(flagType)
	p.WriteString(", [")
	p.PrintNewline()
	iface := switchIface{}
	so := iface.SuccessorOperands(op, 0)
	p.WriteString("  default: ")
	printSuccessorAndUseList(p, op.Successor(0), so.Values(op))
	values := CaseValues(op)
	w := core.IntOrFloatWidth(flagType)
	for i, v := range values {
		u := uint64(v)
		switch {
		case w < 64:
			u &= 1<<w - 1
		case w > 64 && v < 0:
			u = ^uint64(0) // getLimitedValue: too large for 64 bits
		}
		p.WriteString(",")
		p.PrintNewline()
		p.WriteString("  " + strconv.FormatUint(u, 10) + ": ")
		so := iface.SuccessorOperands(op, 1+i)
		printSuccessorAndUseList(p, op.Successor(1+i), so.Values(op))
	}
	if len(values) > 0 {
		p.PrintNewline()
	}
	p.WriteString("]")
	p.PrintOptionalAttrDict(op.AllAttrs(), "case_values", "case_operand_segments", "operandSegmentSizes")
}
