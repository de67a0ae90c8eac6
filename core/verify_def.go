package core

import (
	"sort"
	"strings"
	"sync"
)

// verifyInvariants checks a registered op against its OpDef in the order of
// the traits ODS generates: region, result, successor and operand counts,
// structural traits, segment sizes, then OpInvariants (attributes, operand and result types,
// region constraints, AllTypesMatch groups), then the other traits and
// interfaces, then the def's Verify hook.
func verifyInvariants(op *Operation) Diagnostics {
	d := op.name.Def
	if e := verifyCounts(op, d); e != nil {
		return one(e)
	}
	if e := verifyStructuralTraits(op, d); e != nil {
		return one(e)
	}
	if d.Traits.Has(AttrSizedOperandSegments) {
		if e := verifySegmentSizes(op, OperandSegmentSizesAttr, "operand", op.NumOperands()); e != nil {
			return one(e)
		}
	}
	if d.Traits.Has(AttrSizedResultSegments) {
		if e := verifySegmentSizes(op, ResultSegmentSizesAttr, "result", op.NumResults()); e != nil {
			return one(e)
		}
	}
	if e := verifyODSInvariants(op, d); e != nil {
		return one(e)
	}
	if e := verifyTraits(op, d); e != nil {
		return one(e)
	}
	if ds := verifyInferredTypes(op, d); ds != nil {
		return ds
	}
	if d.Verify != nil {
		if err := d.Verify(op); err != nil {
			return hookDiagnostics(op, err)
		}
	}
	return nil
}

// hookDiagnostics turns a hook's error into the diagnostics to report.
func hookDiagnostics(op *Operation, err error) Diagnostics {
	ds := AsDiagnostics(err, op.loc)
	if len(ds) == 0 {
		return Diagnostics{op.Errorf("%s", err.Error())}
	}
	return ds
}

// asDiagnostic is hookDiagnostics for checks that report one error.
func asDiagnostic(op *Operation, err error) *Diagnostic { return hookDiagnostics(op, err)[0] }

// verifyInferredTypes is InferTypeOpInterface's verifier: the result types
// must equal those the op infers, from its InferTypes hook or, as ODS
// derives it, from SameOperandsAndResultType (every result has the first
// operand's type). MLIR reports two errors.
// inferStates recycles the OpStates verifyInferredTypes hands to InferTypes
// hooks, which must not keep them.
var inferStates = sync.Pool{New: func() any { return new(OpState) }}

// slotSummary is what an operand or result must be, as ODS words it:
// Variadic<T> is "variadic of T".
func slotSummary(d ValueDef) string {
	if d.Arity == Variadic {
		return "variadic of " + d.Type.Summary
	}
	return d.Type.Summary
}

func verifyInferredTypes(op *Operation, d *OpDef) Diagnostics {
	var inferred []Type
	switch {
	case d.InferTypes != nil:
		// Verification runs this for every op: reuse the state and its
		// operand slice rather than make garbage of them.
		st := inferStates.Get().(*OpState)
		ops := st.Operands[:0]
		for i := range op.operands {
			ops = append(ops, op.operands[i].value)
		}
		*st = OpState{Ctx: op.Context(), Name: op.name, Loc: op.loc, Operands: ops,
			Props: op.props, Attrs: op.attrs, Regions: op.regions}
		ts, err := d.InferTypes(st)
		clear(ops)
		*st = OpState{Operands: ops[:0]}
		inferStates.Put(st)
		if err != nil {
			return append(hookDiagnostics(op, err), op.Errorf("failed to infer returned types"))
		}
		inferred = ts
	case d.Traits.Has(SameOperandsAndResultType) && len(op.operands) > 0:
		t := op.operands[0].value.Type()
		for i := range op.results {
			if op.results[i].typ != t {
				inferred = make([]Type, len(op.results))
				for j := range inferred {
					inferred[j] = t
				}
				break
			}
		}
		if inferred == nil {
			return nil
		}
	default:
		return nil
	}
	var same bool
	if d.CompatibleReturnTypes != nil {
		same = d.CompatibleReturnTypes(inferred, op.ResultTypes())
	} else {
		same = len(inferred) == len(op.results)
		for i := 0; same && i < len(inferred); i++ {
			same = inferred[i] == op.results[i].typ
		}
	}
	if same {
		return nil
	}
	first := Errorf(op.loc, "'%s' op inferred type(s) %s are incompatible with return type(s) of operation %s",
		op.Name(), quotedTypes(inferred), quotedTypes(op.ResultTypes()))
	return Diagnostics{first, op.Errorf("failed to infer returned types")}
}

func quotedTypes(ts []Type) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("'" + TypeString(t) + "'")
	}
	return b.String()
}

// arityCounts returns how many slots are fixed and whether any is variable.
func arityCounts[T any](slots []T, arity func(T) Arity) (fixed int, variable bool) {
	for _, s := range slots {
		if arity(s) == Single {
			fixed++
		} else {
			variable = true
		}
	}
	return
}

func verifyCounts(op *Operation, d *OpDef) *Diagnostic {
	// Regions.
	n := len(op.regions)
	fixed, variable := arityCounts(d.Regions, func(r RegionDef) Arity { return r.Arity })
	switch {
	case variable:
		if fixed > 0 && n < fixed {
			return op.Errorf("expected %d or more regions", fixed)
		}
	case fixed == 0 && n != 0:
		return op.Errorf("requires zero regions")
	case fixed == 1 && n != 1:
		return op.Errorf("requires one region")
	case fixed > 1 && n != fixed:
		return op.Errorf("expected %d regions", fixed)
	}
	// Results.
	n = len(op.results)
	fixed, variable = arityCounts(d.Results, func(v ValueDef) Arity { return v.Arity })
	switch {
	case variable:
		if fixed > 0 && n < fixed {
			return op.Errorf("expected %d or more results", fixed)
		}
	case fixed == 0 && n != 0:
		return op.Errorf("requires zero results")
	case fixed == 1 && n != 1:
		return op.Errorf("requires one result")
	case fixed > 1 && n != fixed:
		return op.Errorf("expected %d results", fixed)
	}
	// Successors.
	n = len(op.succs)
	fixed, variable = arityCounts(d.Successors, func(s SuccessorDef) Arity { return s.Arity })
	switch {
	case variable:
		if fixed > 0 && n < fixed {
			return op.Errorf("requires at least %d successors but found %d", fixed, n)
		}
	case fixed == 1 && n != 1:
		return op.Errorf("requires 1 successor but found %d", n)
	case n != fixed:
		return op.Errorf("requires %d successors but found %d", fixed, n)
	}
	// Operands.
	n = len(op.operands)
	fixed, variable = arityCounts(d.Operands, func(v ValueDef) Arity { return v.Arity })
	switch {
	case variable:
		if fixed > 0 && n < fixed {
			return op.Errorf("expected %d or more operands, but found %d", fixed, n)
		}
	case fixed == 0 && n != 0:
		return op.Errorf("requires zero operands")
	case fixed == 1 && n != 1:
		return op.Errorf("requires a single operand")
	case fixed > 1 && n != fixed:
		return op.Errorf("expected %d operands, but found %d", fixed, n)
	}
	return nil
}

// verifySegmentSizes is OpTrait::impl::verifyValueSizeAttr. An absent
// property reads as zeros, as MLIR's default-constructed property does.
func verifySegmentSizes(op *Operation, name, kind string, count int) *Diagnostic {
	var sizes []int32
	if a := op.Attr(name); a != nil {
		var ok bool
		if sizes, ok = DenseI32Values(a); !ok {
			return op.Errorf("requires dense i32 array attribute '%s'", name)
		}
	}
	total := 0
	for _, s := range sizes {
		if s < 0 {
			return op.Errorf("'%s' attribute cannot have negative elements", name)
		}
		total += int(s)
	}
	if total != count {
		return op.Errorf("%s count (%d) does not match with the total size (%d) specified in attribute '%s'",
			kind, count, total, name)
	}
	return nil
}

// slotRanges is SlotRanges for verification; ok is false when the values
// cannot be split (counts were checked already, so only a segment array of
// the wrong length gets here).
func opSlotRanges(op *Operation, defs []ValueDef, n int, segTrait Trait, segName, kind string) ([]SlotRange, *Diagnostic) {
	var segs []int32
	if op.name.Def.Traits.Has(segTrait) {
		var err error
		if segs, err = segmentSizes(op, segName, len(defs)); err != nil {
			return nil, op.Errorf("%s", err.Error())
		}
		if len(segs) != len(defs) {
			return nil, op.Errorf("'%s' attribute for specifying %s segments must have %d elements, but got %d",
				segName, kind, len(defs), len(segs))
		}
	}
	rs, err := SlotRanges(defs, n, segs)
	if err != nil {
		return nil, op.Errorf("%s", err.Error())
	}
	return rs, nil
}

// verifyODSInvariants is what ODS generates as verifyInvariantsImpl.
func verifyODSInvariants(op *Operation, d *OpDef) *Diagnostic {
	// ODS checks attributes sorted by name: first that the required ones
	// are present, then each present one's constraint.
	order := sortedAttrOrder(d)
	for _, i := range order {
		ad := &d.Attrs[i]
		if !ad.Optional && ad.Default == nil && op.Attr(ad.Name) == nil {
			return op.Errorf("requires attribute '%s'", ad.Name)
		}
	}
	for _, i := range order {
		ad := &d.Attrs[i]
		if a := op.Attr(ad.Name); a != nil {
			if c := ad.Constraint.Check; c != nil && !c(a) {
				return op.Errorf("attribute '%s' failed to satisfy constraint: %s", ad.Name, ad.Constraint.Summary)
			}
		}
	}
	if e := verifyValueTypes(op, d.Operands, op.NumOperands(), op.Operand, AttrSizedOperandSegments, OperandSegmentSizesAttr, "operand"); e != nil {
		return e
	}
	result := func(i int) Value { return &op.results[i] }
	if e := verifyValueTypes(op, d.Results, op.NumResults(), result, AttrSizedResultSegments, ResultSegmentSizesAttr, "result"); e != nil {
		return e
	}
	// ODS checks the PredOpTraits (AllTypesMatch) before the regions.
	for _, group := range d.TypesMatch {
		if !typesMatch(op, d, group) {
			return op.Errorf("failed to verify that all of {%s} have same type", strings.Join(group, ", "))
		}
	}
	ri := 0
	for _, rd := range d.Regions {
		cnt := 1
		if rd.Arity != Single {
			cnt = len(op.regions) - ri - remainingSingles(d.Regions, rd)
		}
		for k := 0; k < cnt && ri < len(op.regions); k++ {
			r := op.regions[ri]
			if rd.SingleBlock && (r.first == nil || r.first != r.last) {
				name := " "
				if rd.Name != "" {
					name = " ('" + rd.Name + "') "
				}
				return op.Errorf("region #%d%sfailed to verify constraint: region with 1 blocks", ri, name)
			}
			ri++
		}
	}
	return nil
}

var attrOrders sync.Map // *OpDef -> []int

// sortedAttrOrder returns the indices of d.Attrs sorted by name (cached).
func sortedAttrOrder(d *OpDef) []int {
	if o, ok := attrOrders.Load(d); ok {
		return o.([]int)
	}
	o := make([]int, len(d.Attrs))
	for i := range o {
		o[i] = i
	}
	sort.SliceStable(o, func(a, b int) bool { return d.Attrs[o[a]].Name < d.Attrs[o[b]].Name })
	attrOrders.Store(d, o)
	return o
}

// remainingSingles counts the Single region slots after rd.
func remainingSingles(defs []RegionDef, rd RegionDef) int {
	n, after := 0, false
	for _, x := range defs {
		if after && x.Arity == Single {
			n++
		}
		if x.Name == rd.Name {
			after = true
		}
	}
	return n
}

func verifyValueTypes(op *Operation, defs []ValueDef, n int, get func(int) Value, segTrait Trait, segName, kind string) *Diagnostic {
	// Fast path: every slot takes one value, slot i is value i.
	allSingle := true
	for i := range defs {
		if defs[i].Arity != Single {
			allSingle = false
			break
		}
	}
	if allSingle {
		for i := range defs {
			if c := defs[i].Type.Check; c != nil && i < n {
				if t := get(i).Type(); !c(t) {
					return op.Errorf("%s #%d must be %s, but got '%s'", kind, i, defs[i].Type.Summary, TypeString(t))
				}
			}
		}
		return nil
	}
	rs, e := opSlotRanges(op, defs, n, segTrait, segName, kind)
	if e != nil {
		return e
	}
	for i := range defs {
		r := rs[i]
		if defs[i].Arity == Optional && r.Len > 1 {
			return op.Errorf("%s group starting at #%d requires 0 or 1 element, but found %d", kind, r.Start, r.Len)
		}
		c := defs[i].Type.Check
		if c == nil {
			continue
		}
		for j := r.Start; j < r.Start+r.Len; j++ {
			if t := get(j).Type(); !c(t) {
				return op.Errorf("%s #%d must be %s, but got '%s'", kind, j, slotSummary(defs[i]), TypeString(t))
			}
		}
	}
	return nil
}

// slotType returns the type named by an AllTypesMatch entry: the type of an
// operand or result slot's first value, or of a typed attribute.
func slotType(op *Operation, d *OpDef, name string) (Type, bool) {
	if i := slotIndex(d.Operands, name); i >= 0 {
		if d.Operands[i].Arity == Single && allSingle(d.Operands) {
			if i < op.NumOperands() {
				return op.Operand(i).Type(), true
			}
			return nil, false
		}
		if vs := OperandSlot(op, name); len(vs) > 0 {
			return vs[0].Type(), true
		}
		return nil, false
	}
	if i := slotIndex(d.Results, name); i >= 0 {
		if d.Results[i].Arity == Single && allSingle(d.Results) {
			if i < op.NumResults() {
				return op.results[i].typ, true
			}
			return nil, false
		}
		if vs := ResultSlot(op, name); len(vs) > 0 {
			return vs[0].Type(), true
		}
		return nil, false
	}
	if a := op.Attr(name); a != nil {
		if ta, ok := a.(TypedAttr); ok {
			return ta.AttrType(), true
		}
		return nil, true
	}
	return nil, false
}

func allSingle(defs []ValueDef) bool {
	for i := range defs {
		if defs[i].Arity != Single {
			return false
		}
	}
	return true
}

func typesMatch(op *Operation, d *OpDef, group []string) bool {
	var first Type
	have := false
	for _, name := range group {
		t, ok := slotType(op, d, name)
		if !ok {
			continue // an absent optional value or attribute has nothing to match
		}
		if !have {
			first, have = t, true
			continue
		}
		if t != first {
			return false
		}
	}
	return true
}
