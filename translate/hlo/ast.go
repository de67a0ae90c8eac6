package hlo

import (
	"strconv"
	"strings"
)

// Module is an HLO module: what `HloModule name, ...` and the computations
// after it say. The text parser fills it; the importer reads it, so a
// reader of HloModuleProto would fill the same structure.
type Module struct {
	Name         string
	File         string // the file name errors and locations use
	Pos          Pos
	Computations []*Computation // in text order
	Entry        *Computation

	// Header attributes.
	EntryLayout      *ProgramShape // entry_computation_layout, nil when absent
	InputOutputAlias []Alias
	ReplicaCount     int64 // 0 when absent
	NumPartitions    int64 // 0 when absent
	Frontend         []KV  // frontend_attributes
	Proto            bool  // read from an HloModuleProto (no text positions)
}

// ProgramShape is a computation's signature: (params) -> result.
type ProgramShape struct {
	Params []*Shape
	Result *Shape
}

// Alias is one entry of input_output_alias: output {OutputIndex} may (or
// must) share the buffer of parameter Param at {ParamIndex}.
type Alias struct {
	OutputIndex []int64
	Param       int64
	ParamIndex  []int64
	Must        bool
}

// KV is a key and a string value (frontend attributes, metadata).
type KV struct{ Key, Value string }

// Computation is a named list of instructions with a root.
type Computation struct {
	Name            string
	Pos             Pos
	IsEntry         bool
	Params          []*Instruction // by parameter number
	Instrs          []*Instruction // in text order
	Root            *Instruction
	ExecutionThread string
	Signature       *ProgramShape // the (p: shape) -> shape header, nil when absent
	ID              int64         // the id in an HloModuleProto (0 from text)
}

// Instruction is one `[ROOT] name = shape opcode(operands), attrs`.
type Instruction struct {
	Name     string
	Opcode   string
	Shape    *Shape
	Operands []*Instruction
	Comp     *Computation
	Pos      Pos // of the name
	OpPos    Pos // of the opcode
	Root     bool
	ID       int64 // the id in an HloModuleProto (0 from text)

	ParamNum int64    // parameter(N)
	Literal  *Literal // constant(...)
	Attrs    []*Attr

	Metadata    *Metadata
	Sharding    string // the {...} text of sharding=, "" when absent
	HasSharding bool
	Frontend    []KV // frontend_attributes
	BackendCfg  string
	HasBackend  bool

	operandNames []nameRef
}

type nameRef struct {
	name string
	off  int
}

// Attr is one attribute, parsed by kind (see attrKinds): Val holds
// []int64, int64, bool, float64, string, []string, *Window, []PadDim,
// []SliceDim, [][]int64, *Shape, []*Shape or *Literal. Comps holds the
// computations that computation-valued attributes name.
type Attr struct {
	Name  string
	Pos   Pos
	Val   any
	Comps []*Computation
}

// Attr returns the attribute named name, or nil.
func (in *Instruction) Attr(name string) *Attr {
	for _, a := range in.Attrs {
		if a.Name == name {
			return a
		}
	}
	return nil
}

// Metadata is the metadata={...} of an instruction: where the framework
// says it came from.
type Metadata struct {
	OpType, OpName, SourceFile string
	SourceLine, SourceColumn   int64
	StackFrameID               int64
}

// Shape is an XLA shape: an array (Elem and Dims), a tuple (Elem "tuple"),
// or a token.
type Shape struct {
	Elem    string // primitive type as HLO spells it: f32, pred, s8, token, tuple, ...
	Dims    []int64
	Bounded []bool // nil, or per dim: Dims holds the bound of a <=N dim
	Layout  *Layout
	Tuple   []*Shape
}

// Dynamic marks an unbounded dynamic dimension ('?') in Shape.Dims.
const Dynamic int64 = -1

// Layout is the {minor_to_major[:tiles...]} after an array shape.
type Layout struct {
	MinorToMajor []int64
	Extra        string // what follows ':' (tiles, memory space), unparsed
}

// IsTuple reports whether s is a tuple shape.
func (s *Shape) IsTuple() bool { return s.Elem == "tuple" }

// IsArray reports whether s is an array shape.
func (s *Shape) IsArray() bool { return s.Elem != "tuple" && s.Elem != "token" && s.Elem != "opaque" }

// Leaves returns the non-tuple shapes of s, depth first.
func (s *Shape) Leaves() []*Shape {
	if !s.IsTuple() {
		return []*Shape{s}
	}
	var out []*Shape
	for _, e := range s.Tuple {
		out = append(out, e.Leaves()...)
	}
	return out
}

// HasDefaultLayout reports whether s's layout (if any) is major-to-minor.
func (s *Shape) HasDefaultLayout() bool {
	if s.Layout == nil || s.Layout.Extra != "" && len(s.Layout.MinorToMajor) == 0 {
		return true
	}
	n := len(s.Layout.MinorToMajor)
	for i, d := range s.Layout.MinorToMajor {
		if d != int64(n-1-i) {
			return false
		}
	}
	return true
}

// String prints s as HLO does, with its layout when it has one.
func (s *Shape) String() string {
	var b strings.Builder
	s.write(&b, true)
	return b.String()
}

func (s *Shape) write(b *strings.Builder, layout bool) {
	if s.IsTuple() {
		b.WriteByte('(')
		for i, e := range s.Tuple {
			if i > 0 {
				b.WriteString(", ")
			}
			e.write(b, layout)
		}
		b.WriteByte(')')
		return
	}
	b.WriteString(s.Elem)
	b.WriteByte('[')
	for i, d := range s.Dims {
		if i > 0 {
			b.WriteByte(',')
		}
		switch {
		case d == Dynamic:
			b.WriteByte('?')
		case s.Bounded != nil && s.Bounded[i]:
			b.WriteString("<=" + strconv.FormatInt(d, 10))
		default:
			b.WriteString(strconv.FormatInt(d, 10))
		}
	}
	b.WriteByte(']')
	if layout && s.Layout != nil && s.IsArray() {
		b.WriteByte('{')
		for i, d := range s.Layout.MinorToMajor {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.FormatInt(d, 10))
		}
		if s.Layout.Extra != "" {
			b.WriteString(":" + s.Layout.Extra)
		}
		b.WriteByte('}')
	}
}

// Literal is the value of a constant: row-major elements as written, or
// the elements of a tuple. A literal read from an HloModuleProto has its
// elements in Raw (floating-point and complex: little-endian, the MLIR
// element type's width) or Ints (integers and pred) instead of Elems.
type Literal struct {
	Pos    Pos
	Elided bool // written as {...}: the dump left the values out
	Elems  []LitElem
	Tuple  []*Literal
	Raw    []byte
	Ints   []int64
}

// LitElem is one element's text: "1", "-inf", "true", "nan(0x1)"; Imag
// is the second part of a complex (re, im).
type LitElem struct {
	Text, Imag string
	Pos        Pos
}

// Window is the window={...} of convolution, reduce-window and
// select-and-scatter: one entry per window dimension.
type Window struct {
	Dims []WindowDim
}

// WindowDim is one dimension of a window.
type WindowDim struct {
	Size, Stride, PadLow, PadHigh, LhsDilate, RhsDilate int64
	Reversal                                            bool
}

// PadDim is one dimension of padding=lo_hi[_interior].
type PadDim struct{ Low, High, Interior int64 }

// SliceDim is one [start:limit:stride] of slice={...}.
type SliceDim struct{ Start, Limit, Stride int64 }
