package vhlo

//go:generate go run ./internal/opgen -td internal/opgen/VhloOps.td -o ops_gen.go

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// slot is one operand, result or region of an op spec; variadic marks
// Variadic<...> and VariadicRegion<...>.
type slot struct {
	Name     string
	Variadic bool
}

// opSpec is one op of VhloOps.td as ops_gen.go records it.
type opSpec struct {
	Name                       string
	Min, Max                   Version
	Operands, Results, Regions []slot
	Attrs                      []string
	SameVariadicOperandSize    bool
	Terminator                 bool
	CustomSyntax               bool
}

// OpInfo is what VHLO knows about an op beyond its core.OpDef: the versions
// it exists in and its declared operand slots before merging.
type OpInfo struct {
	Name     string
	Min, Max Version
	// Operands are the declared operand slots, in order (SameVariadicOperandSize
	// ops hold them merged in one slot of their OpDef).
	Operands []slot
	Attrs    []string
}

var (
	// Dialect is the VHLO dialect.
	Dialect = &core.Dialect{
		Name:      "vhlo",
		Summary:   "StableHLO's versioned dialect for portable artifacts (VHLO)",
		ParseType: parseType,
		PrintType: printType,
		ParseAttr: parseAttr,
		PrintAttr: printAttr,
	}
	infos = map[string]*OpInfo{}
)

func init() {
	for i := range opSpecs {
		s := &opSpecs[i]
		Dialect.Ops = append(Dialect.Ops, opDef(s))
		infos[s.Name] = &OpInfo{Name: s.Name, Min: s.Min, Max: s.Max, Operands: s.Operands, Attrs: s.Attrs}
	}
}

// Info returns the versions and declared slots of the VHLO op name, or nil.
func Info(name string) *OpInfo { return infos[name] }

// Ops lists the VHLO ops in VhloOps.td's order.
func Ops() []*OpInfo {
	out := make([]*OpInfo, len(opSpecs))
	for i := range opSpecs {
		out[i] = infos[opSpecs[i].Name]
	}
	return out
}

func opDef(s *opSpec) *core.OpDef {
	d := &core.OpDef{Name: s.Name, Summary: s.Name[len("vhlo."):] + " (VHLO " + s.Min.String() + " to " + maxString(s.Max) + ")"}
	vals := func(ss []slot, merge bool) []core.ValueDef {
		var out []core.ValueDef
		nvar := 0
		for _, x := range ss {
			if x.Variadic {
				nvar++
			}
		}
		if merge || nvar > 1 {
			// SameVariadicOperandSize: one slot holds them all; the
			// legalizations split it by the declared slots.
			return []core.ValueDef{{Name: "operands", Type: ods.AnyType, Arity: core.Variadic}}
		}
		for _, x := range ss {
			a := core.Single
			if x.Variadic {
				a = core.Variadic
			}
			out = append(out, core.ValueDef{Name: x.Name, Type: ods.AnyType, Arity: a})
		}
		return out
	}
	d.Operands = vals(s.Operands, s.SameVariadicOperandSize)
	d.Results = vals(s.Results, false)
	for _, a := range s.Attrs {
		d.Attrs = append(d.Attrs, core.AttrDef{Name: a, Constraint: ods.AnyAttr})
	}
	for _, r := range s.Regions {
		a := core.Single
		if r.Variadic {
			a = core.Variadic
		}
		d.Regions = append(d.Regions, core.RegionDef{Name: r.Name, Arity: a})
	}
	if s.Terminator {
		d.Traits |= core.Terminator
	}
	if s.CustomSyntax && s.Name == "vhlo.func_v1" {
		d.Parse = parseFunc
		d.Print = printFunc
	}
	return d
}

func maxString(v Version) string {
	if v == Current {
		return "current"
	}
	return v.String()
}

// printFunc prints vhlo.func_v1 as custom<FunctionBody>($sym_name, $body,
// $function_type) attr-dict: `@name(%arg0: T, ...) -> (R, ...) {...} {attrs}`.
func printFunc(p core.OpPrinter, op *core.Operation) {
	name, _ := op.Attr("sym_name").(*StringAttr)
	ft, _ := op.Attr("function_type").(*TypeAttr)
	if name == nil || ft == nil || op.NumRegions() != 1 {
		return
	}
	fn, _ := ft.Value.(*FunctionType)
	p.WriteString(" ")
	p.PrintSymbolName(name.Value)
	p.WriteString("(")
	r := op.Region(0)
	if b := r.First(); b != nil {
		for i, a := range b.Args() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintRegionArgument(a, nil, false)
		}
	}
	p.WriteString(") -> (")
	if fn != nil {
		p.PrintTypes(fn.Outputs)
	}
	p.WriteString(") ")
	p.PrintRegion(r, false, true, true)
	var rest []core.NamedAttr
	for _, a := range op.AllAttrs() {
		if a.Name != "sym_name" && a.Name != "function_type" {
			rest = append(rest, a)
		}
	}
	p.PrintOptionalAttrDict(rest)
}

func parseFunc(p core.OpParser, st *core.OpState) error {
	c := p.Context()
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	args, err := p.ParseArgumentList("()", true, false)
	if err != nil {
		return err
	}
	results, err := p.ParseArrowTypeList()
	if err != nil {
		return err
	}
	r := st.AddRegion()
	if err := p.ParseRegion(r, args); err != nil {
		return err
	}
	ins := make([]core.Type, len(args))
	for i, a := range args {
		ins[i] = a.Type
	}
	st.AddAttr("sym_name", String(c, name))
	st.AddAttr("function_type", TypeOf(c, Function(c, ins, results)))
	return p.ParseOptionalAttrDict(st)
}
