package core

import "strings"

// verifyStructuralTraits runs the traits ODS marks StructuralOpTrait
// (HasParent, SingleBlock, ...), which it lists before OpInvariants.
func verifyStructuralTraits(op *Operation, d *OpDef) *Diagnostic {
	t := d.Traits
	if len(d.ParentOps) > 0 {
		if e := verifyParent(op, d.ParentOps); e != nil {
			return e
		}
	}
	if t.Has(SingleBlock) {
		for i, r := range op.regions {
			if r.first == nil {
				continue
			}
			if r.first != r.last {
				return op.Errorf("expects region #%d to have 0 or 1 blocks", i)
			}
			if !t.Has(NoTerminator) && r.first.first == nil {
				return op.Errorf("expects a non-empty block")
			}
		}
	}
	return nil
}

// verifyTraits runs the other per-op trait verifiers (MLIR's verifyTrait
// hooks), after OpInvariants, in the order ODS usually lists them.
func verifyTraits(op *Operation, d *OpDef) *Diagnostic {
	t := d.Traits
	if t.Has(SameTypeOperands) {
		for i := 1; i < len(op.operands); i++ {
			if op.operands[i].value.Type() != op.operands[0].value.Type() {
				return op.Errorf("requires all operands to have the same type")
			}
		}
	}
	if t.Has(SameOperandsAndResultShape) {
		if e := verifySameShape(op); e != nil {
			return e
		}
	}
	if t.Has(SameOperandsAndResultElementType) {
		if e := verifySameElementType(op); e != nil {
			return e
		}
	}
	if t.Has(SameOperandsAndResultType) {
		if e := verifySameType(op); e != nil {
			return e
		}
	}
	if t.Has(Elementwise) {
		if e := verifyElementwise(op); e != nil {
			return e
		}
	}
	if t.Has(Symbol) {
		if e := verifySymbolOp(op); e != nil {
			return e
		}
	}
	if b, ok := Iface[BranchOp](op); ok {
		for i := range op.succs {
			if e := verifyBranchOperands(op, i, b.SuccessorOperands(op, i)); e != nil {
				return e
			}
		}
	}
	if t.Has(Terminator) {
		if op.block == nil || op.block.last != op {
			return op.Errorf("must be the last operation in the parent block")
		}
	}
	return nil
}

func verifyParent(op *Operation, parents []string) *Diagnostic {
	if p := op.ParentOp(); p != nil {
		for _, name := range parents {
			if p.Name() == name {
				return nil
			}
		}
	}
	if len(parents) == 1 {
		return op.Errorf("expects parent op '%s'", parents[0])
	}
	return op.Errorf("expects parent op to be one of '%s'", strings.Join(parents, ", "))
}

// atLeastOneOperandAndResult is the prefix check of the Same* traits, with
// the AtLeastNOperands/AtLeastNResults wording.
func atLeastOneOperandAndResult(op *Operation) *Diagnostic {
	if len(op.operands) < 1 {
		return op.Errorf("expected 1 or more operands, but found %d", len(op.operands))
	}
	if len(op.results) < 1 {
		return op.Errorf("expected 1 or more results")
	}
	return nil
}

// compatibleShapes is MLIR's verifyCompatibleShape(Type, Type): both shaped
// or both not; unranked is compatible with anything; equal ranks with each
// dimension equal or dynamic on either side.
func compatibleShapes(a, b Type) bool {
	sa, aok := a.(ShapedType)
	sb, bok := b.(ShapedType)
	if !aok || !bok {
		return aok == bok
	}
	if !sa.HasRank() || !sb.HasRank() {
		return true
	}
	x, y := sa.Shape(), sb.Shape()
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != y[i] && x[i] != Dynamic && y[i] != Dynamic {
			return false
		}
	}
	return true
}

func verifySameShape(op *Operation) *Diagnostic {
	if e := atLeastOneOperandAndResult(op); e != nil {
		return e
	}
	t := op.operands[0].value.Type()
	for i := range op.results {
		if !compatibleShapes(op.results[i].typ, t) {
			return op.Errorf("requires the same shape for all operands and results")
		}
	}
	for i := 1; i < len(op.operands); i++ {
		if !compatibleShapes(op.operands[i].value.Type(), t) {
			return op.Errorf("requires the same shape for all operands and results")
		}
	}
	return nil
}

func verifySameElementType(op *Operation) *Diagnostic {
	if e := atLeastOneOperandAndResult(op); e != nil {
		return e
	}
	et := ElementTypeOrSelf(op.results[0].typ)
	for i := 1; i < len(op.results); i++ {
		if ElementTypeOrSelf(op.results[i].typ) != et {
			return op.Errorf("requires the same element type for all operands and results")
		}
	}
	for i := range op.operands {
		if ElementTypeOrSelf(op.operands[i].value.Type()) != et {
			return op.Errorf("requires the same element type for all operands and results")
		}
	}
	return nil
}

func tensorEncoding(t Type) Attribute {
	if rt, ok := t.(*TensorType); ok {
		return rt.Encoding
	}
	return nil
}

func verifySameType(op *Operation) *Diagnostic {
	if e := atLeastOneOperandAndResult(op); e != nil {
		return e
	}
	t := op.results[0].typ
	et := ElementTypeOrSelf(t)
	enc := tensorEncoding(t)
	check := func(u Type) *Diagnostic {
		if ElementTypeOrSelf(u) != et || !compatibleShapes(u, t) {
			return op.Errorf("requires the same type for all operands and results")
		}
		if enc != nil && tensorEncoding(u) != enc {
			return op.Errorf("requires the same encoding for all operands and results")
		}
		return nil
	}
	for i := 1; i < len(op.results); i++ {
		if e := check(op.results[i].typ); e != nil {
			return e
		}
	}
	for i := range op.operands {
		if e := check(op.operands[i].value.Type()); e != nil {
			return e
		}
	}
	return nil
}

// mappableKind is the "base type" of the Elementwise trait: tensors (ranked
// or not) and vectors.
func mappableKind(t Type) int {
	switch t.(type) {
	case *TensorType:
		return 1
	case *UnrankedTensorType:
		return 2
	case *VectorType:
		return 3
	}
	return 0
}

func verifyElementwise(op *Operation) *Diagnostic {
	var types []Type
	nres := 0
	for i := range op.results {
		if mappableKind(op.results[i].typ) != 0 {
			nres++
		}
	}
	nops := 0
	for i := range op.operands {
		if t := op.operands[i].value.Type(); mappableKind(t) != 0 {
			nops++
			types = append(types, t)
		}
	}
	if nres == 0 && nops == 0 {
		return nil
	}
	if nops == 0 {
		return op.Errorf("if a result is non-scalar, then at least one operand must be non-scalar")
	}
	if nres == 0 {
		return op.Errorf("if an operand is non-scalar, then there must be at least one non-scalar result")
	}
	if nres != len(op.results) {
		return op.Errorf("if an operand is non-scalar, then all results must be non-scalar")
	}
	for i := range op.results {
		types = append(types, op.results[i].typ)
	}
	k := mappableKind(types[0])
	for _, t := range types {
		if mappableKind(t) != k || !compatibleShapes(t, types[0]) {
			return op.Errorf("all non-scalar operands/results must have the same shape and base type")
		}
	}
	// verifyCompatibleShapes also requires the ranked shapes to agree
	// pairwise, which the comparison with types[0] covers only when it is
	// ranked; compare each pair of ranked types too.
	for i := range types {
		for j := i + 1; j < len(types); j++ {
			if !compatibleShapes(types[i], types[j]) {
				return op.Errorf("all non-scalar operands/results must have the same shape and base type")
			}
		}
	}
	return nil
}

// verifyBranchOperands is detail::verifyBranchSuccessorOperands: the
// produced plus forwarded operands must match the successor's arguments,
// and the forwarded ones their types.
func verifyBranchOperands(op *Operation, i int, so SuccessorOperands) *Diagnostic {
	dest := op.succs[i].block
	if dest == nil {
		return nil
	}
	count := so.Produced + so.Len
	if count != len(dest.args) {
		return opError(op, "branch has "+itoa(count)+" operands for successor #"+itoa(i)+
			", but target block has "+itoa(len(dest.args)))
	}
	for j := so.Produced; j < count; j++ {
		k := so.Start + j - so.Produced
		if k < 0 || k >= len(op.operands) {
			return opError(op, "branch has "+itoa(count)+" operands for successor #"+itoa(i)+
				", but the op has only "+itoa(len(op.operands))+" operands")
		}
		if op.operands[k].value.Type() != dest.args[j].typ {
			return opError(op, "type mismatch for bb argument #"+itoa(j)+" of successor #"+itoa(i))
		}
	}
	return nil
}

// verifyRegionInvariants runs the region traits (after the op's regions were
// verified) and then the def's VerifyRegions hook.
func verifyRegionInvariants(op *Operation) Diagnostics {
	d := op.name.Def
	if d.ImplicitTerminator != "" {
		for _, r := range op.regions {
			if r.first == nil || r.first.last == nil {
				continue
			}
			last := r.first.last
			if last.Name() != d.ImplicitTerminator {
				e := op.Errorf("expects regions to end with '%s', found '%s'", d.ImplicitTerminator, last.Name())
				e.Notes = append(e.Notes, &Diagnostic{Severity: SevNote, Loc: op.loc,
					Msg: "in custom textual format, the absence of terminator implies '" + d.ImplicitTerminator + "'"})
				return one(e)
			}
		}
	}
	if d.Traits.Has(IsolatedFromAbove) {
		if e := verifyIsolatedFromAbove(op); e != nil {
			return one(e)
		}
	}
	if d.Traits.Has(SymbolTable) {
		if e := verifySymbolTable(op); e != nil {
			return one(e)
		}
	}
	if d.VerifyRegions != nil {
		if err := d.VerifyRegions(op); err != nil {
			return hookDiagnostics(op, err)
		}
	}
	return nil
}

// verifyIsolatedFromAbove checks that no op below isolated (down to nested
// isolated ops) uses a value defined outside its region.
func verifyIsolatedFromAbove(isolated *Operation) *Diagnostic {
	for _, region := range isolated.regions {
		pending := []*Region{region}
		for len(pending) > 0 {
			r := pending[len(pending)-1]
			pending = pending[:len(pending)-1]
			for b := r.first; b != nil; b = b.next {
				for o := b.first; o != nil; o = o.next {
					for i := range o.operands {
						vr := ParentRegion(o.operands[i].value)
						if vr == nil {
							return opError(o, "operation's operand is unlinked")
						}
						if !region.IsAncestorOf(vr) {
							e := o.Errorf("using value defined outside the region")
							e.Notes = append(e.Notes, &Diagnostic{Severity: SevNote, Loc: isolated.loc,
								Msg: "required by region isolation constraints"})
							return e
						}
					}
					if len(o.regions) != 0 && !o.HasTrait(IsolatedFromAbove) {
						pending = append(pending, o.regions...)
					}
				}
			}
		}
	}
	return nil
}
