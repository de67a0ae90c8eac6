package core

// The interfaces in this file are how op definitions and dialects speak the
// textual format without core depending on core/asm: asm implements them, and
// OpDef hooks, custom directives and dialect type/attribute hooks call them.
// Method names follow MLIR's OpAsmParser/OpAsmPrinter so its docs apply.

// Pos is a position in the source being parsed, for diagnostics.
type Pos struct {
	Offset    int
	Line, Col int
}

// DialectParser parses the pieces that dialect types and attributes and
// custom op syntax are made of. Optional* methods report whether the piece was
// present and consume nothing when it was not.
type DialectParser interface {
	Context() *Context
	// Pos is the position of the next token.
	Pos() Pos
	// Errorf returns an error located at the next token; ErrorAt at pos.
	Errorf(format string, args ...any) error
	ErrorAt(pos Pos, format string, args ...any) error

	// Punctuation: one of ( ) [ ] { } < > , : = -> ... + * ? | ! #
	ParsePunct(p string) error
	ParseOptionalPunct(p string) bool
	// Keywords: bare identifiers such as `to`, `dense`, `applies`.
	ParseKeyword(kw string) error
	ParseOptionalKeyword(kw string) bool
	// ParseAnyKeyword returns the next bare identifier.
	ParseAnyKeyword() (string, error)
	ParseOptionalAnyKeyword() (string, bool)
	ParseString() (string, error)
	ParseOptionalString() (string, bool)
	// ParseKeywordOrString accepts either a bare identifier or a string.
	ParseKeywordOrString() (string, error)
	ParseInteger() (int64, error)
	ParseOptionalInteger() (int64, bool, error)
	// ParseFloat parses a float literal (or integer) as a float64.
	ParseFloat() (float64, error)
	// ParseDimensionList parses `4x?x8x` (with trailing x) as in shaped
	// types; allowDynamic permits '?'.
	ParseDimensionList(allowDynamic bool) ([]int64, error)

	ParseType() (Type, error)
	ParseOptionalType() (Type, bool, error)
	// ParseAttribute parses an attribute; t, when not nil, is the type to use
	// for bare literals such as `1`.
	ParseAttribute(t Type) (Attribute, error)
	ParseOptionalAttribute(t Type) (Attribute, bool, error)
	// ParseCommaSeparatedList parses elements until the closing delimiter of
	// delim ("" for none, "()", "[]", "<>", "{}"), or with "?" variants for
	// optional delimiters such as "(?)".
	ParseCommaSeparatedList(delim string, elem func() error) error
}

// DialectPrinter prints the pieces of dialect types and attributes and of
// custom op syntax.
type DialectPrinter interface {
	Context() *Context
	WriteString(s string)
	PrintType(t Type)
	PrintAttribute(a Attribute)
	// PrintAttributeWithoutType prints a typed attribute without its `: type`.
	PrintAttributeWithoutType(a Attribute)
	// PrintKeywordOrString prints s bare if it is a valid identifier, else quoted.
	PrintKeywordOrString(s string)
	PrintString(s string) // always quoted, with MLIR's escapes
	PrintDimensionList(dims []int64)
}

// UnresolvedOperand is an operand reference read before its type is known.
type UnresolvedOperand struct {
	Name   string // without '%'
	Number int    // result number for %x#N
	Pos    Pos
}

// Argument is a region argument declaration: %arg: type {attrs} loc(...).
type Argument struct {
	Name  UnresolvedOperand
	Type  Type
	Attrs *DictAttr // nil when absent
	Loc   Location  // nil when absent
}

// OpParser is the parser given to custom op syntax.
type OpParser interface {
	DialectParser

	ParseOperand() (UnresolvedOperand, error)
	ParseOptionalOperand() (UnresolvedOperand, bool, error)
	// ParseOperandList parses operands separated by commas inside delim
	// ("" none, "()", "[]", "?()" optional parens).
	ParseOperandList(delim string) ([]UnresolvedOperand, error)
	ResolveOperand(u UnresolvedOperand, t Type) (Value, error)
	ResolveOperands(us []UnresolvedOperand, ts []Type) ([]Value, error)

	ParseColonType() (Type, error)
	ParseColonTypeList() ([]Type, error)
	ParseOptionalColonTypeList() ([]Type, error)
	// ParseArrowTypeList parses `-> type` or `-> (types)`.
	ParseArrowTypeList() ([]Type, error)
	ParseOptionalArrowTypeList() ([]Type, error)
	// ParseTypeList parses a comma-separated list of types (no delimiters).
	ParseTypeList() ([]Type, error)

	// ParseOptionalAttrDict parses `{...}` into st.Attrs if present.
	ParseOptionalAttrDict(st *OpState) error
	// ParseOptionalAttrDictWithKeyword parses `attributes {...}` if present.
	ParseOptionalAttrDictWithKeyword(st *OpState) error
	// ParsePropDict parses an optional `<{...}>` into st.Props.
	ParsePropDict(st *OpState) error
	ParseSymbolName() (string, error)
	ParseOptionalSymbolName() (string, bool)

	// ParseArgument parses `%name` with `: type` if allowType, `{attrs}` if
	// allowAttrs, and an optional trailing loc(...).
	ParseArgument(allowType, allowAttrs bool) (Argument, error)
	ParseOptionalArgument(allowType, allowAttrs bool) (Argument, bool, error)
	ParseArgumentList(delim string, allowType, allowAttrs bool) ([]Argument, error)
	// ParseRegion parses `{...}` into r; args are the entry block's arguments
	// (already declared by the op's syntax), or nil to let the region declare
	// its own entry block.
	ParseRegion(r *Region, args []Argument) error
	ParseOptionalRegion(r *Region, args []Argument) (bool, error)
	ParseSuccessor() (*Block, error)
	ParseOptionalSuccessor() (*Block, bool, error)
	// ParseOptionalLocationSpecifier parses loc(...) if present.
	ParseOptionalLocationSpecifier() (Location, bool, error)
}

// OpPrinter is the printer given to custom op syntax. It writes after the op
// name; leading spaces are the hook's to write, as in MLIR.
type OpPrinter interface {
	DialectPrinter

	PrintOperand(v Value)
	PrintOperands(vs []Value) // comma-separated
	PrintTypes(ts []Type)     // comma-separated
	// PrintFunctionalType prints (operand types) -> result types of op.
	PrintFunctionalType(op *Operation)
	// PrintArrowTypeList prints `-> T` or `-> (T1, T2)`; nothing for none.
	PrintArrowTypeList(ts []Type)
	// PrintOptionalAttrDict prints ` {...}` of attrs minus elided names.
	PrintOptionalAttrDict(attrs []NamedAttr, elided ...string)
	PrintOptionalAttrDictWithKeyword(attrs []NamedAttr, elided ...string)
	PrintSymbolName(s string)
	PrintRegion(r *Region, printEntryArgs, printTerminators, printEmptyBlock bool)
	PrintSuccessor(b *Block)
	// PrintRegionArgument prints a block argument as `%name: type {attrs}`.
	PrintRegionArgument(arg *BlockArg, attrs *DictAttr, omitType bool)
	PrintOptionalLocationSpecifier(loc Location)
	PrintNewline()
	// ShadowRegionArgs makes r's entry arguments print as the given values,
	// for syntax that names region arguments after outer values.
	ShadowRegionArgs(r *Region, names []Value)
}
