package core

// Op interfaces that passes query through Iface[T](op). A dialect implements
// one by putting a value of a type satisfying it in OpDef.Interfaces; every
// method takes the *Operation, since the implementation is per op kind, not
// per op. Names follow MLIR's interfaces so its docs apply.

// SuccessorOperands is the part of a branch's operand list forwarded to one
// successor's block arguments: operands [Start, Start+Len) of the op.
// Produced counts leading block arguments the op itself defines (none for
// cf branches), as MLIR's SuccessorOperands::getProducedOperandCount.
type SuccessorOperands struct {
	Start, Len int
	Produced   int
}

// Values returns the forwarded operands of op.
func (s SuccessorOperands) Values(op *Operation) []Value {
	vs := make([]Value, s.Len)
	for i := range vs {
		vs[i] = op.Operand(s.Start + i)
	}
	return vs
}

// BranchOp is MLIR's BranchOpInterface: a terminator whose successors'
// arguments are fed from its operands.
type BranchOp interface {
	// SuccessorOperands says which operands go to successor i.
	SuccessorOperands(op *Operation, i int) SuccessorOperands
	// SuccessorForOperands returns the successor taken when the operands
	// have the given constant values (nil for non-constant ones), or nil if
	// it cannot be known.
	SuccessorForOperands(op *Operation, operands []Attribute) *Block
}

// SuccessorOperandsSetter is implemented by branch ops whose successor
// operand groups are recorded in more than operandSegmentSizes (cf.switch's
// case_operand_segments), as MLIR's MutableOperandRange with an attribute
// segment: they replace one successor's operands themselves.
type SuccessorOperandsSetter interface {
	SetSuccessorOperands(op *Operation, i int, vals []Value)
}

// CallOp is MLIR's CallOpInterface.
type CallOp interface {
	// Callee returns the called symbol, or nil for an indirect call, whose
	// callee value CalleeValue returns.
	Callee(op *Operation) *SymbolRefAttr
	CalleeValue(op *Operation) Value
	// ArgOperands are the operands passed as the callee's arguments.
	ArgOperands(op *Operation) []Value
	// SetCallee retargets a direct call.
	SetCallee(op *Operation, callee *SymbolRefAttr)
}

// CallableOp is MLIR's CallableOpInterface: something a CallOp can call.
type CallableOp interface {
	// CallableRegion is the body, or nil for an external declaration.
	CallableRegion(op *Operation) *Region
	ArgumentTypes(op *Operation) []Type
	ResultTypes(op *Operation) []Type
	// ArgAttrs and ResultAttrs are per-argument/result dictionaries, or nil.
	ArgAttrs(op *Operation) *ArrayAttr
	ResultAttrs(op *Operation) *ArrayAttr
}

// SymbolLookup resolves ref as seen from op: the nearest symbol table
// enclosing op, then nested references inside it. It returns nil when the
// symbol does not exist.
type SymbolLookup func(from *Operation, ref *SymbolRefAttr) *Operation

// SymbolUserOp is MLIR's SymbolUserOpInterface: the verifier calls it once
// symbol tables are known, so references are checked without each op
// rescanning the module.
type SymbolUserOp interface {
	VerifySymbolUses(op *Operation, lookup SymbolLookup) error
}

// EffectKind is what a memory effect does.
type EffectKind uint8

const (
	EffectRead EffectKind = iota
	EffectWrite
	EffectAllocate
	EffectFree
)

func (k EffectKind) String() string {
	return [...]string{"read", "write", "allocate", "free"}[k]
}

// MemoryEffect is one effect on a resource ("" is MLIR's DefaultResource),
// optionally on a specific value.
type MemoryEffect struct {
	Kind     EffectKind
	Resource string
	Value    Value // nil: unknown or whole resource
}

// MemoryEffectsOp is MLIR's MemoryEffectOpInterface, for ops whose effects
// the NoMemoryEffect and RecursiveMemoryEffects traits do not describe. An
// op with neither the traits nor this interface has unknown effects.
type MemoryEffectsOp interface {
	Effects(op *Operation) []MemoryEffect
}

// Effects returns op's memory effects and whether they are known: none for
// NoMemoryEffect ops, the interface's answer, or for RecursiveMemoryEffects
// ops the union of their nested ops' effects.
func Effects(op *Operation) ([]MemoryEffect, bool) {
	if op.HasTrait(NoMemoryEffect) && !op.HasTrait(RecursiveMemoryEffects) {
		return nil, true
	}
	var effs []MemoryEffect
	if i, ok := Iface[MemoryEffectsOp](op); ok {
		effs = i.Effects(op)
	} else if !op.HasTrait(RecursiveMemoryEffects) {
		return nil, false
	}
	if op.HasTrait(RecursiveMemoryEffects) {
		for _, r := range op.regions {
			for b := r.first; b != nil; b = b.next {
				for o := b.first; o != nil; o = o.next {
					e, ok := Effects(o)
					if !ok {
						return nil, false
					}
					effs = append(effs, e...)
				}
			}
		}
	}
	return effs, true
}

// IsMemoryEffectFree reports whether op is known to have no memory effects.
func IsMemoryEffectFree(op *Operation) bool {
	e, ok := Effects(op)
	return ok && len(e) == 0
}

// CastOp is MLIR's CastOpInterface: AreCastCompatible says whether inputs
// may be cast to outputs; the verifier reports "operand type ... and result
// type ... are cast incompatible" when it returns false.
type CastOp interface {
	AreCastCompatible(inputs, outputs []Type) bool
}

// VerifiableTensorEncoding is a tensor encoding attribute that checks the
// tensor type carrying it (MLIR's VerifiableTensorEncoding); the parser
// calls it when it reads such a type. typeString renders types for the
// message.
type VerifiableTensorEncoding interface {
	Attribute
	VerifyEncoding(shape []int64, elem Type, typeString func(Type) string) error
}
