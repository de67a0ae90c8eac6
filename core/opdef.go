package core

// Arity says how many values an operand, result, region or successor slot takes.
type Arity uint8

const (
	Single   Arity = iota
	Optional       // zero or one
	Variadic       // any number
)

// TypeConstraint is a named predicate on types ("32-bit signless integer").
type TypeConstraint struct {
	Summary string
	Check   func(Type) bool // nil accepts anything
	// Build, when set, builds the one type the constraint accepts (ODS
	// buildable types such as I1 or Index), so an op's Format need not spell it.
	Build func(*Context) Type
	// Kind, when set, is the class of type the op's custom syntax reads for
	// a single value of this constraint (ODS's cppType: TensorType,
	// IntegerType, ...): the format engine rejects a type($x) of another
	// kind while parsing, as MLIR's parseType<T> does.
	Kind *TypeKind
}

// TypeKind is a class of types, as a C++ type class of MLIR's.
type TypeKind struct {
	// Name is the class's type name ("builtin.tensor") that MLIR's
	// "invalid kind of type specified" error names, or "" for a class
	// without one (TensorType, ShapedType).
	Name string
	Is   func(Type) bool
}

// AttrConstraint is a named predicate on attributes ("64-bit signless integer attribute").
type AttrConstraint struct {
	Summary string
	Check   func(Attribute) bool // nil accepts anything

	// The fields below say how an op's declarative Format writes an attribute
	// it binds ($name); left zero, the generic attribute syntax is used.
	//
	// ValueType builds the type every attribute of the constraint has (ODS's
	// buildable attribute type: i64 for I64Attr); the format prints such an
	// attribute without its `: type` and parses bare literals with that type.
	ValueType func(*Context) Type
	// Unit marks UnitAttr: as the anchor of an optional group it is implied
	// by the group's presence and never written itself.
	Unit bool
	// Parse and Print give the attribute a short form in op syntax, as ODS
	// does for enums (a bare keyword: `slt`), symbol names (`@f`) and dialect
	// attributes (`<nsw>` without `#arith.overflow`). With optional set, Parse
	// returns (nil, nil), consuming nothing, when the next token cannot start
	// the short form. t is ValueType's type, or nil.
	Parse func(p OpParser, t Type, optional bool) (Attribute, error)
	Print func(p OpPrinter, a Attribute)
}

// ValueDef declares one operand or result slot.
type ValueDef struct {
	Name  string
	Type  TypeConstraint
	Arity Arity
}

// AttrDef declares one inherent attribute (a property). Default, when set,
// builds the value assumed when the attribute is absent; it is a function
// because attributes belong to a Context and definitions do not. Pretty
// printing elides an attribute equal to its default. Without Optional it is
// ODS's DefaultValuedAttr: every op holds a value, filled in at creation.
// With Optional it is DefaultValuedOptionalAttr: the attribute may stay
// absent and readers assume the default.
type AttrDef struct {
	Name       string
	Constraint AttrConstraint
	Optional   bool
	Default    func(*Context) Attribute
}

// RegionDef declares one region slot.
type RegionDef struct {
	Name        string
	Arity       Arity // Single or Variadic
	SingleBlock bool  // SizedRegion<1>
}

// SuccessorDef declares one successor slot.
type SuccessorDef struct {
	Name  string
	Arity Arity
}

// Trait is a static property of an op kind that generic code relies on.
type Trait uint64

const (
	Terminator Trait = 1 << iota
	NoTerminator
	IsolatedFromAbove
	SingleBlock
	SymbolTable // the op's single region is a symbol table
	Symbol      // the op defines a symbol (sym_name, optional sym_visibility)
	SameOperandsAndResultType
	SameOperandsAndResultElementType
	SameOperandsAndResultShape
	SameTypeOperands
	Commutative
	ConstantLike
	ReturnLike
	NoMemoryEffect // reads and writes no memory
	Speculatable   // may be hoisted: no undefined behavior
	Idempotent
	Involution
	AttrSizedOperandSegments // operandSegmentSizes property says the split
	AttrSizedResultSegments
	Elementwise
	RecursiveMemoryEffects // effects are those of the ops nested in its regions
	GraphRegions           // its regions are graph regions (no dominance)
	AffineScope
	AutomaticAllocationScope
	IsolatedSymbolUses

	// Pure is NoMemoryEffect and Speculatable, as in MLIR.
	Pure = NoMemoryEffect | Speculatable
)

// Has reports whether all of want are set.
func (t Trait) Has(want Trait) bool { return t&want == want }

// FoldResult is one folded result: a constant attribute or an existing value.
type FoldResult struct {
	Attr  Attribute
	Value Value
}

// OpDef is the one declaration of an op kind. Parser, printer, verifier,
// folder drivers and the dialect reference read it; nothing about an op is
// written anywhere else.
type OpDef struct {
	Name    string // "dialect.op"
	Summary string
	Doc     string // optional longer description for the reference

	Operands   []ValueDef
	Results    []ValueDef
	Attrs      []AttrDef
	Regions    []RegionDef
	Successors []SuccessorDef
	Traits     Trait

	// TypesMatch lists groups of operand/result slot names whose types must
	// be equal (ODS AllTypesMatch); the verifier checks them and the format
	// engine infers a missing type from another member of its group.
	TypesMatch [][]string

	// ParentOps lists the ops this one may be directly nested in (HasParent).
	ParentOps []string
	// ImplicitTerminator is the terminator the pretty form may omit
	// (SingleBlockImplicitTerminator); "" if none.
	ImplicitTerminator string
	// DefaultDialect is the dialect whose ops are written without their
	// "dialect." prefix inside this op's regions, in the pretty form, as
	// OpAsmOpInterface::getDefaultDialect says (`return` in a func.func,
	// `module` in a builtin.module; top level behaves as "builtin"); "" none.
	DefaultDialect string

	// Format is the declarative assembly format (ODS assemblyFormat syntax).
	// Ops with neither Format nor Parse/Print use the generic form.
	Format string
	// Parse and Print are hand-written hooks for syntax Format cannot say.
	Parse func(p OpParser, st *OpState) error
	Print func(p OpPrinter, op *Operation)
	// Custom holds the named custom<...> directive hooks the Format uses.
	Custom map[string]CustomDirective

	// InferTypes computes result types from operands, attributes and
	// regions, letting the pretty form omit them. It must not keep st,
	// which the verifier reuses.
	InferTypes func(st *OpState) ([]Type, error)
	// CompatibleReturnTypes decides whether inferred result types accept
	// the op's actual ones (MLIR's isCompatibleReturnTypes); nil means they
	// must be equal. StableHLO, for one, accepts a static result where it
	// infers a dynamic dimension.
	CompatibleReturnTypes func(inferred, actual []Type) bool
	// Verify checks op-specific invariants after the generic checks pass;
	// VerifyRegions runs after the op's regions were verified.
	Verify        func(op *Operation) error
	VerifyRegions func(op *Operation) error
	// Fold folds the op given the constant values of its operands (nil for
	// non-constant operands). It returns nil when it cannot fold, or one
	// result per op result. An in-place fold updates op and returns its own
	// results.
	Fold func(op *Operation, operands []Attribute) []FoldResult
	// AsmResultNames suggests names for results ("c0_i32", "cst") as
	// OpAsmOpInterface::getAsmResultNames does; nil means none.
	AsmResultNames func(op *Operation) []string
	// AsmBlockArgNames suggests names for the entry block arguments of
	// op's region r ("iterArg"), as OpAsmOpInterface's
	// getAsmBlockArgumentNames does; "" or nil keeps %argN.
	AsmBlockArgNames func(op *Operation, r *Region) []string
	// Interfaces holds implementations of op interfaces (Go interfaces taking
	// the *Operation); see Iface.
	Interfaces []any

	Dialect *Dialect // set by Context.Load
}

// Iface returns the implementation of interface T registered for op, if any.
func Iface[T any](op *Operation) (T, bool) {
	var zero T
	if op.name.Def == nil {
		return zero, false
	}
	for _, i := range op.name.Def.Interfaces {
		if t, ok := i.(T); ok {
			return t, true
		}
	}
	return zero, false
}

// AttrDef returns the declaration of inherent attribute name, or nil.
func (d *OpDef) AttrDef(name string) *AttrDef {
	for i := range d.Attrs {
		if d.Attrs[i].Name == name {
			return &d.Attrs[i]
		}
	}
	return nil
}

// CustomDirective parses and prints the operands/attributes named in a
// custom<Name>(...) directive. Args are the directive's arguments in order,
// bound to the op's slots by the format engine.
type CustomDirective struct {
	Parse func(p OpParser, st *OpState, args []CustomArg) error
	Print func(p OpPrinter, op *Operation, args []CustomArg)
}

// CustomArg is one argument of a custom directive: a slot kind ("operand",
// "attr", "region", "successor", "type" (the types of operand or result slot
// Name), "attr-dict", "prop-dict"), the slot name, and the slot's contents,
// which play the part of the C++ references ODS passes to parseX/printX.
//
// Before Print, the format engine fills the contents of every argument. Parse
// fills the contents of the arguments it reads, writing through args[i]: the
// engine resolves Operands with their Types once the whole op is parsed, and
// passes the regions to parse into in Regions (one for a single region slot;
// a variadic slot's hook appends its own). Ref marks ref(...): an argument the
// format bound earlier, whose contents the engine fills before Parse too and
// the hook only reads. "attr-dict" and "prop-dict" hooks use st or op directly.
type CustomArg struct {
	Kind string
	Name string
	Ref  bool

	Operands   []UnresolvedOperand // parse: the slot's operands
	Values     []Value             // print: the slot's operand values
	Types      []Type
	Attr       Attribute // nil when an optional attribute is absent
	Regions    []*Region
	Successors []*Block
}
