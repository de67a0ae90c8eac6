package format

import (
	"fmt"
	"strings"
	"sync"

	"ncc/core"
)

// kind is the kind of one format element.
type kind uint8

const (
	kLiteral        kind = iota // text: keyword or punctuation
	kSpace                      // text "" (no space) or " "
	kNewline                    // `\n`
	kOperand                    // idx into def.Operands
	kResult                     // idx into def.Results; only inside type()
	kAttr                       // idx into def.Attrs
	kRegion                     // idx into def.Regions
	kSuccessor                  // idx into def.Successors
	kAttrDict                   // withKeyword
	kPropDict                   //
	kOperands                   // every operand
	kResults                    // every result; only inside type()
	kRegions                    // every region
	kSuccessors                 // every successor
	kType                       // type(args[0])
	kFunctionalType             // functional-type(args[0], args[1])
	kCustom                     // custom<text>(args...)
	kRef                        // ref(args[0]); only inside custom
	kOptional                   // (then)[:(els)]?, anchored
	kOIList                     // oilist(clauses)
)

// elem is one element of a compiled format.
type elem struct {
	kind        kind
	text        string
	idx         int
	withKeyword bool
	qualified   bool
	args        []*elem
	pos         int

	// Optional groups: the anchor is in then unless inverted (then it is in
	// els, and then is printed when the anchor is absent).
	then, els []*elem
	anchor    *elem
	inverted  bool

	clauses []clause // oilist
}

// clause is one `keyword elements...` alternative of an oilist.
type clause struct {
	kw    string
	elems []*elem
}

// resolverKind says where a type the format does not spell comes from.
type resolverKind uint8

const (
	rNone    resolverKind = iota
	rOperand              // the types of operand slot idx
	rResult               // the types of result slot idx
	rAttr                 // the type of typed attribute idx
	rBuild                // the constraint's buildable type
)

type resolver struct {
	kind  resolverKind
	idx   int
	build func(*core.Context) core.Type
}

// Program is a compiled assembly format for one op definition. It is
// immutable and safe for concurrent use.
type Program struct {
	def   *core.OpDef
	elems []*elem

	operandTypes []resolver // per operand slot, for types the format omits
	resultTypes  []resolver // per result slot

	seenOperandType []bool
	seenResultType  []bool

	// regionArity and successorArity are the slot arities of regions and
	// successors, for segmentSizes.
	regionArity, successorArity []core.ValueDef

	allOperands, allOperandTypes, allResultTypes bool
	allRegions, allSuccessors                    bool
	inferResults                                 bool
	hasPropDict                                  bool

	usedAttrs []string // attributes bound by the format, elided from attr-dict
}

// Def returns the definition the program was compiled for.
func (p *Program) Def() *core.OpDef { return p.def }

var cache sync.Map // *core.OpDef -> cached

type cached struct {
	p   *Program
	err error
}

// Get returns the compiled program of def, compiling it on first use. Use it
// rather than Compile on hot paths: definitions never change once loaded.
func Get(def *core.OpDef) (*Program, error) {
	if c, ok := cache.Load(def); ok {
		return c.(cached).p, c.(cached).err
	}
	p, err := Compile(def)
	c, _ := cache.LoadOrStore(def, cached{p, err})
	return c.(cached).p, c.(cached).err
}

// Error is a problem with an op's format, found by Compile.
type Error struct {
	Op     string // op name
	Format string
	Offset int // byte offset of the problem in Format
	Msg    string
	Note   string // a suggestion, or ""
}

func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: assembly format, column %d: %s", e.Op, e.Offset+1, e.Msg)
	if e.Note != "" {
		b.WriteString(" (" + e.Note + ")")
	}
	return b.String()
}

// compileError is an Error before the op and format are attached.
type compileError struct {
	pos  int
	msg  string
	note string
}

func (p *Program) operandIndex(name string) int {
	for i, v := range p.def.Operands {
		if v.Name == name {
			return i
		}
	}
	return -1
}

func (p *Program) resultIndex(name string) int {
	for i, v := range p.def.Results {
		if v.Name == name {
			return i
		}
	}
	return -1
}

func (p *Program) attrIndex(name string) int {
	for i, a := range p.def.Attrs {
		if a.Name == name {
			return i
		}
	}
	return -1
}

func (p *Program) regionIndex(name string) int {
	for i, r := range p.def.Regions {
		if r.Name == name {
			return i
		}
	}
	return -1
}

func (p *Program) successorIndex(name string) int {
	for i, s := range p.def.Successors {
		if s.Name == name {
			return i
		}
	}
	return -1
}

// isUnit reports whether attribute slot i is a UnitAttr.
func (p *Program) isUnit(i int) bool { return p.def.Attrs[i].Constraint.Unit }

// isOptionalAttr reports whether attribute slot i may be absent (UnitAttr is
// always optional, as in ODS).
func (p *Program) isOptionalAttr(i int) bool {
	return p.def.Attrs[i].Optional || p.def.Attrs[i].Constraint.Unit
}
