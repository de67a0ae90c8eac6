package tonga

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/ods"
	"ncc/numerics"
	"slices"
)

// The NEFF's data as IR: the variables a program's DMAs move between (the
// NEFF's def.json "var" entries) and the DMA descriptors its dma_trigger
// instructions start (the engine JSONs' "dma" lists). With them a tonga
// module says everything a NEFF holds, so neff.FromTonga packs one without
// knowing any other level.

// VarKindEnum names the kinds of tonga.var: the NEFF variable types input,
// output, file (const) and tmp-buf (scratch).
var VarKindEnum = &ods.Enum{Name: "VarKind", Width: 32, Cases: []string{"input", "output", "const", "scratch"}}

// Variable kinds, in VarKindEnum's order.
const (
	VarInput int64 = iota
	VarOutput
	VarConst
	VarScratch
)

// Var is tonga.var.
var Var = &core.OpDef{
	Name:    "tonga.var",
	Summary: "an HBM variable of the NEFF (def.json var)",
	Doc: "`tonga.var NAME KIND [index N] (= dense<...> : tensor<...> | : tensor<...>)`: an input or output (index: " +
		"its position among the program's inputs or outputs), a constant (with its data) or " +
		"scratch (private HBM the program uses). Descriptors name variables by NAME; the on-chip " +
		"memories are the implicit variables \"sbuf\" and \"psum\", addressed partition · " +
		"partition bytes + byte address.",
	Attrs: []core.AttrDef{
		{Name: "name", Constraint: ods.StrAttr},
		enumField("kind", VarKindEnum, -1),
		{Name: "index", Constraint: ods.I64Attr, Optional: true},
		{Name: "value", Constraint: ods.DenseTensorAttr, Optional: true},
		{Name: "tensor_type", Constraint: ods.TensorTypeAttr, Optional: true},
	},
	Format: "$name $kind (`index` $index^)? (`=` $value^)? attr-dict (`:` $tensor_type^)?",
	Verify: verifyVar,
}

// DMADesc is tonga.dma_desc.
var DMADesc = &core.OpDef{
	Name:    "tonga.dma_desc",
	Summary: "one DMA descriptor of an engine's list (engine JSON dma entry)",
	Doc: "`tonga.dma_desc ENGINE ID FROM + OFF [[step, num], ...] : DTYPE -> TO + OFF [[step, num], ...] : DTYPE`: " +
		"moves the elements of FROM's pattern, in row-major order, to TO's (steps in bytes, " +
		"outermost first, equal element counts; different dtypes convert). FROM and TO are " +
		"tonga.var names or \"sbuf\"/\"psum\". ID is its position in ENGINE's list, which " +
		"dma_trigger's first and count index. With `index`, the descriptor gathers: row r (the " +
		"outermost pair of TO) reads FROM at OFF + index[r] · index_stride through FROM's pattern " +
		"without its outermost pair, index[r] being the index_dtype element at index_off + " +
		"r · index_step of the index variable, which must lie in [0, index_bound). With from_reg (to_reg) " +
		"the value of that register of the triggering engine, when the trigger runs, adds to FROM's (TO's) " +
		"offset in bytes: a dynamic slice.",
	Attrs: []core.AttrDef{
		enumField("engine", EngineEnum, -1),
		reqI64Field("id"),
		{Name: "from", Constraint: ods.StrAttr},
		reqI64Field("from_off"),
		pairsField("from_pairs"),
		{Name: "from_dtype", Constraint: ods.StrAttr},
		{Name: "to", Constraint: ods.StrAttr},
		reqI64Field("to_off"),
		pairsField("to_pairs"),
		{Name: "to_dtype", Constraint: ods.StrAttr},
		{Name: "index", Constraint: ods.StrAttr, Optional: true},
		{Name: "index_off", Constraint: ods.I64Attr, Optional: true},
		{Name: "index_step", Constraint: ods.I64Attr, Optional: true},
		{Name: "index_dtype", Constraint: ods.StrAttr, Optional: true},
		{Name: "index_stride", Constraint: ods.I64Attr, Optional: true},
		{Name: "index_bound", Constraint: ods.I64Attr, Optional: true},
		{Name: "from_reg", Constraint: regConstraint, Optional: true},
		{Name: "to_reg", Constraint: regConstraint, Optional: true},
	},
	ParentOps: []string{opProgram},
	Format: "$engine $id $from `+` $from_off $from_pairs `:` $from_dtype `->` $to `+` $to_off $to_pairs `:` " +
		"$to_dtype attr-dict",
	Verify: verifyDMADesc,
}

func verifyVar(op *core.Operation) error {
	kind := EnumValue(op, "kind")
	tt := VarType(op)
	if _, typed := op.Attr("tensor_type").(*core.TypeAttr); typed == (kind == VarConst) {
		return op.Errorf("gives its tensor type after ':' unless it is a const, whose value has it")
	}
	if _, ok := DTypeOf(tt.ElementType()); !ok {
		return op.Errorf("element type %s is not one a NEFF variable holds", ods.TypeString(tt.ElementType()))
	}
	_, hasIndex := op.Attr("index").(*core.IntegerAttr)
	if hasIndex != (kind == VarInput || kind == VarOutput) {
		return op.Errorf("has an index exactly when it is an input or an output")
	}
	if _, hasValue := op.Attr("value").(*core.DenseAttr); hasValue != (kind == VarConst) {
		return op.Errorf("has a value exactly when it is a const")
	}
	for _, d := range tt.Shape() {
		if d < 0 {
			return op.Errorf("tensor type must be static")
		}
	}
	return nil
}

// VarType returns a tonga.var's tensor type: its value's for a const.
func VarType(op *core.Operation) *core.TensorType {
	if d, ok := op.Attr("value").(*core.DenseAttr); ok {
		return d.Type.(*core.TensorType)
	}
	if t, ok := op.Attr("tensor_type").(*core.TypeAttr); ok {
		return t.Type.(*core.TensorType)
	}
	return nil
}

// DescSide is one side of a descriptor: a variable, a byte offset, [step
// (bytes), num] pairs outermost first and the dtype of its elements.
type DescSide struct {
	Var   string
	Off   int64
	Pairs [][2]int64
	DType numerics.DType
}

// Desc is a tonga.dma_desc as Go values.
type Desc struct {
	Engine   int64
	ID       int64
	From, To DescSide
	// Index is set for a gather; IndexDType is I32 or U32.
	Index                                   string
	IndexOff, IndexStep, IndexStride, Bound int64
	IndexDType                              numerics.DType
	// FromReg and ToReg are registers adding to the offsets, or NoReg.
	FromReg, ToReg int
}

// DescOf reads a tonga.dma_desc.
func DescOf(op *core.Operation) Desc {
	side := func(p string) DescSide {
		dt, _ := dtypeByName(Str(op, p+"_dtype"))
		off, _ := I64(op, p+"_off")
		return DescSide{Var: Str(op, p), Off: off, Pairs: Pairs(op.Attr(p + "_pairs")), DType: dt}
	}
	d := Desc{Engine: EnumValue(op, "engine"), From: side("from"), To: side("to"), Index: Str(op, "index")}
	d.ID, _ = I64(op, "id")
	d.IndexOff, _ = I64(op, "index_off")
	d.IndexStep, _ = I64(op, "index_step")
	d.IndexStride, _ = I64(op, "index_stride")
	d.Bound, _ = I64(op, "index_bound")
	d.IndexDType, _ = dtypeByName(Str(op, "index_dtype"))
	d.FromReg, d.ToReg = NoReg, NoReg
	if r, ok := I64(op, "from_reg"); ok {
		d.FromReg = int(r)
	}
	if r, ok := I64(op, "to_reg"); ok {
		d.ToReg = int(r)
	}
	return d
}

// DescAttrs returns the attributes of a tonga.dma_desc holding d.
func DescAttrs(c *core.Context, d Desc) []core.NamedAttr {
	str := func(s string) core.Attribute { return core.String(c, s) }
	attrs := []core.NamedAttr{
		{Name: "engine", Value: EngineAttr(c, arch.Engine(d.Engine))},
		{Name: "id", Value: I64Attr(c, d.ID)},
		{Name: "from", Value: str(d.From.Var)}, {Name: "from_off", Value: I64Attr(c, d.From.Off)},
		{Name: "from_pairs", Value: PairsAttr(c, d.From.Pairs)}, {Name: "from_dtype", Value: str(DTypeName(d.From.DType))},
		{Name: "to", Value: str(d.To.Var)}, {Name: "to_off", Value: I64Attr(c, d.To.Off)},
		{Name: "to_pairs", Value: PairsAttr(c, d.To.Pairs)}, {Name: "to_dtype", Value: str(DTypeName(d.To.DType))},
	}
	if d.Index != "" {
		attrs = append(attrs,
			core.NamedAttr{Name: "index", Value: str(d.Index)},
			core.NamedAttr{Name: "index_off", Value: I64Attr(c, d.IndexOff)},
			core.NamedAttr{Name: "index_step", Value: I64Attr(c, d.IndexStep)},
			core.NamedAttr{Name: "index_dtype", Value: str(DTypeName(d.IndexDType))},
			core.NamedAttr{Name: "index_stride", Value: I64Attr(c, d.IndexStride)},
			core.NamedAttr{Name: "index_bound", Value: I64Attr(c, d.Bound)})
	}
	if d.FromReg != NoReg {
		attrs = append(attrs, core.NamedAttr{Name: "from_reg", Value: I64Attr(c, int64(d.FromReg))})
	}
	if d.ToReg != NoReg {
		attrs = append(attrs, core.NamedAttr{Name: "to_reg", Value: I64Attr(c, int64(d.ToReg))})
	}
	return attrs
}

// Elems is the number of elements a side's pattern covers.
func (s DescSide) Elems() int64 {
	n := int64(1)
	for _, p := range s.Pairs {
		n *= p[1]
	}
	return n
}

func verifyDMADesc(op *core.Operation) error {
	d := DescOf(op)
	for _, s := range []struct {
		name string
		side DescSide
	}{{"from", d.From}, {"to", d.To}} {
		if _, ok := dtypeByName(Str(op, s.name+"_dtype")); !ok {
			return op.Errorf("%s_dtype %q is not one of %s", s.name, Str(op, s.name+"_dtype"), dtypeList())
		}
		if len(s.side.Pairs) == 0 || len(s.side.Pairs) > MaxDims+1 {
			return op.Errorf("%s has %d pairs; a descriptor side has 1 to %d", s.name, len(s.side.Pairs), MaxDims+1)
		}
		for _, p := range s.side.Pairs {
			if p[1] < 1 {
				return op.Errorf("%s has a pair of %d elements", s.name, p[1])
			}
		}
		if s.side.Off < 0 {
			return op.Errorf("%s_off is negative", s.name)
		}
	}
	fe, te := d.From.Elems(), d.To.Elems()
	if d.Index != "" {
		if len(d.From.Pairs) < 2 {
			return op.Errorf("a gather's from pattern needs a row pair and the row's elements")
		}
		if d.IndexDType != numerics.Int32 && d.IndexDType != numerics.Uint32 {
			return op.Errorf("index_dtype must be i32 or ui32")
		}
		if d.Bound < 1 {
			return op.Errorf("index_bound must be at least 1")
		}
	}
	if fe != te {
		return op.Errorf("moves %d elements from %s but %d to %s", fe, d.From.Var, te, d.To.Var)
	}
	if d.From.DType.Size() != d.To.DType.Size() && d.From.DType != d.To.DType && d.Index != "" {
		return op.Errorf("a gather does not convert")
	}
	return nil
}

// dtypeByName is the inverse of DTypeName.
func dtypeByName(s string) (numerics.DType, bool) {
	for d, n := range dtypeTypeNames {
		if n == s {
			return d, true
		}
	}
	return numerics.InvalidDType, false
}

// Str returns op's string attribute name, or "".
func Str(op *core.Operation, name string) string {
	s, _ := op.Attr(name).(*core.StringAttr)
	if s == nil {
		return ""
	}
	return s.Value
}

// Vars returns a module's tonga.var ops.
func Vars(module *core.Operation) []*core.Operation {
	var out []*core.Operation
	for _, o := range bodyOps(module) {
		if o.Name() == Var.Name {
			out = append(out, o)
		}
	}
	return out
}

// Descs returns a program's descriptors of engine e, in order.
func Descs(program *core.Operation, e int64) []*core.Operation {
	var out []*core.Operation
	for _, o := range bodyOps(program) {
		if o.Name() == DMADesc.Name && EnumValue(o, "engine") == e {
			out = append(out, o)
		}
	}
	return out
}

// checkDescIDs checks that each engine's descriptors are numbered 0, 1, ...
// in order.
func checkDescIDs(program *core.Operation) error {
	next := map[int64]int64{}
	for _, o := range bodyOps(program) {
		if o.Name() != DMADesc.Name {
			continue
		}
		e := EnumValue(o, "engine")
		if id, _ := I64(o, "id"); id != next[e] {
			return o.Errorf("has id %d; descriptor %d of %s's list must have id %d", id, next[e], Engine(o), next[e])
		}
		next[e]++
	}
	return nil
}

// Merged returns s's pairs without single-element pairs, each pair merged
// into the one inside it when together they walk one evenly strided
// range; a side of one element is one pair.
func (s DescSide) Merged() [][2]int64 {
	var out [][2]int64
	for _, p := range s.Pairs {
		if p[1] != 1 {
			out = append(out, p)
		}
	}
	for i := len(out) - 2; i >= 0; i-- {
		in := out[i+1]
		if out[i][0] == in[0]*in[1] {
			out[i+1] = [2]int64{in[0], in[1] * out[i][1]}
			out = slices.Delete(out, i, i+1)
		}
	}
	if len(out) == 0 {
		out = [][2]int64{{int64(s.DType.Size()), 1}}
	}
	return out
}
