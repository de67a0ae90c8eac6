package modelgen

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"

	"ncc/core"
	"ncc/core/asm"
	"ncc/numerics"
)

// Type is a ranked tensor type: its shape and element type ("f32",
// "bf16", "i32", "i1", ...).
type Type struct {
	Shape []int
	Elem  string
}

// T returns tensor<shape x elem>.
func T(elem string, shape ...int) Type { return Type{Shape: append([]int(nil), shape...), Elem: elem} }

func (t Type) String() string {
	var b strings.Builder
	b.WriteString("tensor<")
	for _, d := range t.Shape {
		b.WriteString(strconv.Itoa(d))
		b.WriteByte('x')
	}
	b.WriteString(t.Elem)
	b.WriteByte('>')
	return b.String()
}

// Rank is the number of dimensions.
func (t Type) Rank() int { return len(t.Shape) }

// As returns t with element type elem.
func (t Type) As(elem string) Type { return T(elem, t.Shape...) }

// Scalar returns the rank-0 tensor of t's element type.
func (t Type) Scalar() Type { return T(t.Elem) }

// Size is the number of elements.
func (t Type) Size() int {
	n := 1
	for _, d := range t.Shape {
		n *= d
	}
	return n
}

func (t Type) equal(u Type) bool {
	if t.Elem != u.Elem || len(t.Shape) != len(u.Shape) {
		return false
	}
	for i := range t.Shape {
		if t.Shape[i] != u.Shape[i] {
			return false
		}
	}
	return true
}

func isFloat(elem string) bool {
	switch elem {
	case "f16", "bf16", "f32", "f64":
		return true
	}
	return false
}

// Value is an SSA value of a function being built.
type Value struct {
	T    Type
	op   *op // defining op, nil for block arguments
	idx  int // result index
	name string
}

// op is one operation: its results, its regions and how it prints (the
// text after "%r = ", on one or more lines).
type op struct {
	results []*Value
	hint    string // result name the op suggests ("cst", "c"), as OpAsmOpInterface
	regions []*region
	print   func(p *printer)
}

// region is a single-block region.
type region struct {
	args    []*Value
	argHint string // entry argument name the parent op suggests ("iterArg")
	label   bool   // print the ^bb0(...) header
	ops     []*op
}

// Func builds a func.func.
type Func struct {
	name    string
	args    []*Value
	body    *region
	results []*Value
	attrs   string
}

// NewFunc starts a function; add arguments with Arg, ops with the
// Builder from Body, and end with Return.
func NewFunc(name string) *Func { return &Func{name: name, body: &region{}} }

// Arg adds an argument of type t.
func (f *Func) Arg(t Type) *Value {
	v := &Value{T: t}
	f.args = append(f.args, v)
	f.body.args = append(f.body.args, v)
	return v
}

// Body returns a builder that appends to the function's body.
func (f *Func) Body() *Builder { return &Builder{r: f.body} }

// Return ends the function with vals as its results.
func (f *Func) Return(vals ...*Value) { f.results = vals }

// Builder appends ops to a region.
type Builder struct{ r *region }

func (b *Builder) add(o *op) {
	b.r.ops = append(b.r.ops, o)
}

// newOp appends an op with results of types ts.
func (b *Builder) newOp(print func(p *printer), ts ...Type) *op {
	o := &op{print: print}
	for i, t := range ts {
		o.results = append(o.results, &Value{T: t, op: o, idx: i})
	}
	b.add(o)
	return o
}

// ---------------------------------------------------------------------------
// Naming: exactly MLIR's SSANameState for the structures we build (one
// block per region): values of a region are numbered before those of the
// regions nested in it, which restart from the counters their parent
// region ended with; constants take the names "cst"/"c" made unique with
// a shared "_N" conflict counter; entry arguments are %argN unless the op
// names them (stablehlo.while's %iterArg).

type namer struct {
	used             map[string]int
	log              []string
	nextV, nextA, nc int
}

func (n *namer) isUsed(s string) bool { return n.used[s] > 0 }

func (n *namer) unique(s string) string {
	if n.isUsed(s) {
		for {
			probe := s + "_" + strconv.Itoa(n.nc)
			n.nc++
			if !n.isUsed(probe) {
				s = probe
				break
			}
		}
	}
	n.used[s]++
	n.log = append(n.log, s)
	return s
}

func (n *namer) pop(mark int) {
	for _, s := range n.log[mark:] {
		if n.used[s]--; n.used[s] == 0 {
			delete(n.used, s)
		}
	}
	n.log = n.log[:mark]
}

type regionEntry struct {
	r          *region
	v, a, c    int
	parentMark int
}

func number(body *region) {
	n := &namer{used: map[string]int{}}
	stack := []regionEntry{{r: body, parentMark: 1}}
	marks := []int{0}
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n.nextV, n.nextA, n.nc = e.v, e.a, e.c
		for len(marks) > e.parentMark {
			n.pop(marks[len(marks)-1])
			marks = marks[:len(marks)-1]
		}
		marks = append(marks, len(n.log))
		r := e.r
		if r.argHint != "" {
			for _, a := range r.args {
				a.name = n.unique(r.argHint)
			}
		} else {
			for _, a := range r.args {
				a.name = n.unique("arg" + strconv.Itoa(n.nextA))
				n.nextA++
			}
		}
		for _, o := range r.ops {
			if len(o.results) == 0 {
				continue
			}
			if o.hint != "" {
				o.results[0].name = n.unique(o.hint)
				continue
			}
			id := strconv.Itoa(n.nextV)
			n.nextV++
			for _, v := range o.results {
				v.name = id
			}
		}
		for _, o := range r.ops {
			for _, nr := range o.regions {
				stack = append(stack, regionEntry{nr, n.nextV, n.nextA, n.nc, len(marks)})
			}
		}
	}
}

// ---------------------------------------------------------------------------
// Printing.

type printer struct {
	b      strings.Builder
	indent int
}

// ref is how a use of v prints.
func (p *printer) ref(v *Value) string {
	if v.op != nil && len(v.op.results) > 1 {
		return "%" + v.name + "#" + strconv.Itoa(v.idx)
	}
	return "%" + v.name
}

func (p *printer) refs(vs ...*Value) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = p.ref(v)
	}
	return strings.Join(s, ", ")
}

func (p *printer) w(format string, args ...any) { fmt.Fprintf(&p.b, format, args...) }
func (p *printer) s(s string)                   { p.b.WriteString(s) }
func (p *printer) pad()                         { p.b.WriteString(strings.Repeat(" ", p.indent)) }

func (p *printer) op(o *op) {
	p.pad()
	switch len(o.results) {
	case 0:
	case 1:
		p.w("%%%s = ", o.results[0].name)
	default:
		p.w("%%%s:%d = ", o.results[0].name, len(o.results))
	}
	o.print(p)
	p.s("\n")
}

// block prints "{", r's ops one level deeper, and "}" at the op's indent.
func (p *printer) block(r *region) {
	p.s("{\n")
	if r.label {
		p.pad()
		p.s("^bb0(")
		for i, a := range r.args {
			if i > 0 {
				p.s(", ")
			}
			p.w("%%%s: %s", a.name, a.T)
		}
		p.s("):\n")
	}
	p.indent += 2
	for _, o := range r.ops {
		p.op(o)
	}
	p.indent -= 2
	p.pad()
	p.s("}")
}

func types(vs []*Value) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = v.T.String()
	}
	return strings.Join(s, ", ")
}

// Module returns the functions as a module, printed as stablehlo-opt
// prints it.
func Module(fs ...*Func) string {
	p := &printer{}
	p.s("module {\n")
	for _, f := range fs {
		f.write(p)
	}
	p.s("}\n")
	return p.b.String()
}

// Text is the function alone in a module.
func (f *Func) Text() string { return Module(f) }

func (f *Func) write(p *printer) {
	number(f.body)
	p.w("  func.func @%s(", f.name)
	for i, a := range f.args {
		if i > 0 {
			p.s(", ")
		}
		p.w("%%%s: %s", a.name, a.T)
	}
	p.s(")")
	switch len(f.results) {
	case 0:
	case 1:
		p.w(" -> %s", f.results[0].T)
	default:
		p.w(" -> (%s)", types(f.results))
	}
	p.s(f.attrs)
	p.s(" {\n")
	p.indent = 4
	for _, o := range f.body.ops {
		p.op(o)
	}
	p.pad()
	if len(f.results) == 0 {
		p.s("return\n")
	} else {
		p.w("return %s : %s\n", p.refs(f.results...), types(f.results))
	}
	p.s("  }\n")
}

// ---------------------------------------------------------------------------
// Literals.

// floatLit prints x rounded to elem the way MLIR prints a float attribute
// (printFloatValue: APFloat's 6-digit scientific form if it reads back to
// the same value, else its shortest round-trip form, else hex), using
// ncc's printer, which matches mlir-opt byte for byte.
func floatLit(elem string, x float64) string {
	litOnce.Do(func() { litCtx = core.NewContext() })
	var bits uint64
	switch elem {
	case "f32":
		bits = uint64(math.Float32bits(float32(x)))
	case "bf16":
		bits = uint64(numerics.F32ToBF16(float32(x)))
	case "f64":
		bits = math.Float64bits(x)
	default:
		panic("modelgen: no float literal for " + elem)
	}
	s := asm.AttrString(core.FloatBits(litCtx, core.Float(litCtx, elem), bits))
	if i := strings.LastIndex(s, " : "); i >= 0 {
		s = s[:i]
	}
	return s
}

var (
	litOnce sync.Once
	litCtx  *core.Context
)

func ints(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ", ")
}

func dims(shape []int) string { return "[" + ints(shape) + "]" }
