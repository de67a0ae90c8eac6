package bir

import (
	"fmt"
	"strings"

	"ncc/core"
)

// An instruction stores its access patterns in two operand slots, ins and
// outs (operandSegmentSizes splits them), and two attributes, ins_aps and
// outs_aps, arrays of one *APAttr per access pattern. AP k of a slot takes
// the next APAttr.NumValues() operands: its allocation, then the values of
// its terms. InsAPs and OutsAPs put the two back together.

// InsAPs returns the access patterns op reads, in order (nil if op has
// none or its operands do not match its ins_aps).
func InsAPs(op *core.Operation) []AP {
	aps, _ := slotAPs(op, "ins")
	return aps
}

// OutsAPs returns the access patterns op writes, in order.
func OutsAPs(op *core.Operation) []AP {
	aps, _ := slotAPs(op, "outs")
	return aps
}

// slotAPs assembles the APs of slot ("ins" or "outs") and says what does
// not match.
func slotAPs(op *core.Operation, slot string) ([]AP, error) {
	def := op.Def()
	if def == nil || def.AttrDef(slot+"_aps") == nil {
		return nil, nil
	}
	attrs, err := apAttrs(op.Attr(slot + "_aps"))
	if err != nil {
		return nil, fmt.Errorf("%s_aps: %v", slot, err)
	}
	return assembleAPs(core.OperandSlot(op, slot), attrs, slot)
}

// apAttrs reads an ins_aps/outs_aps attribute.
func apAttrs(a core.Attribute) ([]*APAttr, error) {
	if a == nil {
		return nil, nil
	}
	arr, ok := a.(*core.ArrayAttr)
	if !ok {
		return nil, fmt.Errorf("expected an array of #bir.ap attributes")
	}
	out := make([]*APAttr, len(arr.Elems))
	for i, e := range arr.Elems {
		ap, ok := e.(*APAttr)
		if !ok {
			return nil, fmt.Errorf("element %d is not a #bir.ap attribute", i)
		}
		out[i] = ap
	}
	return out, nil
}

// assembleAPs pairs the values of a slot with its APAttrs.
func assembleAPs(vals []core.Value, attrs []*APAttr, slot string) ([]AP, error) {
	want := 0
	for _, a := range attrs {
		want += a.NumValues()
	}
	if want != len(vals) {
		return nil, fmt.Errorf("%s has %d operands but its %d access patterns take %d", slot, len(vals), len(attrs), want)
	}
	aps := make([]AP, len(attrs))
	at := 0
	for i, a := range attrs {
		ap := AP{Alloc: vals[at], StartPartition: a.StartPartition, NumPartitions: a.NumPartitions,
			Pairs: a.Pairs, Offset: a.Offset, DType: a.DType}
		for k, c := range a.Coeffs {
			ap.Terms = append(ap.Terms, Term{Coeff: c, Var: vals[at+1+k]})
		}
		at += a.NumValues()
		aps[i] = ap
	}
	return aps, nil
}

// apsAttr returns the ins_aps/outs_aps attribute for aps.
func apsAttr(c *core.Context, aps []AP) *core.ArrayAttr {
	elems := make([]core.Attribute, len(aps))
	for i, ap := range aps {
		elems[i] = ap.Attr(c)
	}
	return core.Array(c, elems)
}

// apsValues returns the operands of aps, in order.
func apsValues(aps []AP) []core.Value {
	var vs []core.Value
	for _, ap := range aps {
		vs = append(vs, ap.Values()...)
	}
	return vs
}

// apsCustom is custom<APs>($slot, type($slot), $slot_aps): a comma-separated
// list of access patterns, each `%alloc[start:count][[step, num], ...] +
// offset + coeff * %v : dtype`, possibly empty.
var apsCustom = core.CustomDirective{
	Parse: func(p core.OpParser, st *core.OpState, args []core.CustomArg) error {
		c := p.Context()
		var elems []core.Attribute
		for {
			u, ok, err := p.ParseOptionalOperand()
			if err != nil {
				return err
			}
			if !ok {
				if len(elems) > 0 {
					return p.Errorf("expected an access pattern (%%alloc[...])")
				}
				break
			}
			args[0].Operands = append(args[0].Operands, u)
			args[1].Types = append(args[1].Types, AllocTypeOf(c))
			a, err := parseAPBody(p, func() (bool, error) {
				v, ok, err := p.ParseOptionalOperand()
				if ok {
					args[0].Operands = append(args[0].Operands, v)
					args[1].Types = append(args[1].Types, core.Index(c))
				}
				return ok, err
			})
			if err != nil {
				return err
			}
			elems = append(elems, core.InternAttr(c, a))
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		args[2].Attr = core.Array(c, elems)
		return nil
	},
	Print: func(p core.OpPrinter, op *core.Operation, args []core.CustomArg) {
		vals := args[0].Values
		attrs, err := apAttrs(args[2].Attr)
		if err == nil {
			_, err = assembleAPs(vals, attrs, args[0].Name)
		}
		if err != nil {
			// Not a valid op: print the operands so the text still says
			// what is there (the verifier reports the mismatch).
			p.PrintOperands(vals)
			return
		}
		at := 0
		for i, a := range attrs {
			if i > 0 {
				p.WriteString(", ")
			}
			base := at
			p.WriteString(formatAP(a, func(b *strings.Builder) {
				flushTo(b, p)
				p.PrintOperand(vals[base])
			}, func(b *strings.Builder, k int) {
				flushTo(b, p)
				p.PrintOperand(vals[base+1+k])
			}))
			at += a.NumValues()
		}
	},
}

// flushTo hands the text formatAP built so far to the printer, which then
// writes a value itself (only it knows the value's name).
func flushTo(b *strings.Builder, p core.OpPrinter) {
	p.WriteString(b.String())
	b.Reset()
}
