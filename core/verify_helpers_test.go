package core

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// A small dialect shaped like builtin/func/arith/cf, declared here so the
// verifier is tested without the real dialects (which import core).

var signlessIntLike = TypeConstraint{Summary: "signless-integer-like", Check: func(t Type) bool {
	if it, ok := ElementTypeOrSelf(t).(*IntType); ok {
		return it.Sign == Signless
	}
	_, ok := ElementTypeOrSelf(t).(*IndexType)
	return ok
}}

type testFuncIface struct{}

func (testFuncIface) IsDeclaration(op *Operation) bool { return op.Region(0).Empty() }

type testBranchIface struct{}

func (testBranchIface) SuccessorOperands(op *Operation, i int) SuccessorOperands {
	if op.Name() == "t.switch" {
		rs, _ := OperandRanges(op)
		r := rs[1+min(i, 1)]
		return SuccessorOperands{Start: r.Start, Len: r.Len}
	}
	return SuccessorOperands{Start: 0, Len: op.NumOperands()}
}

func (testBranchIface) SuccessorForOperands(*Operation, []Attribute) *Block { return nil }

type testCallIface struct{}

func (testCallIface) VerifySymbolUses(op *Operation, lookup SymbolLookup) error {
	ref := op.Attr("callee").(*SymbolRefAttr)
	if lookup(op, ref) == nil {
		return op.Errorf("'%s' does not reference a valid function", ref.Root)
	}
	return nil
}

var testDialect = &Dialect{Name: "t", Ops: []*OpDef{
	{Name: "t.module", Regions: []RegionDef{{Name: "body", SingleBlock: true}},
		Traits: IsolatedFromAbove | SymbolTable | NoTerminator | SingleBlock | GraphRegions},
	{Name: "t.func", Regions: []RegionDef{{Name: "body"}},
		Attrs:      []AttrDef{{Name: "sym_name"}, {Name: "sym_visibility", Optional: true}},
		Traits:     IsolatedFromAbove | Symbol,
		Interfaces: []any{testFuncIface{}}},
	{Name: "t.ret", Operands: []ValueDef{{Name: "operands", Arity: Variadic}},
		Traits: Terminator | ReturnLike, ParentOps: []string{"t.func"}},
	{Name: "t.addi",
		Operands: []ValueDef{{Name: "lhs", Type: signlessIntLike}, {Name: "rhs", Type: signlessIntLike}},
		Results:  []ValueDef{{Name: "result", Type: signlessIntLike}},
		Traits:   Pure | SameOperandsAndResultType | Elementwise},
	{Name: "t.const", Results: []ValueDef{{Name: "result"}},
		Attrs:      []AttrDef{{Name: "value"}},
		TypesMatch: [][]string{{"value", "result"}}},
	{Name: "t.br", Operands: []ValueDef{{Name: "operands", Arity: Variadic}},
		Successors: []SuccessorDef{{Name: "dest"}}, Traits: Terminator,
		Interfaces: []any{testBranchIface{}}},
	{Name: "t.switch",
		Operands:   []ValueDef{{Name: "flag"}, {Name: "defaults", Arity: Variadic}, {Name: "cases", Arity: Variadic}},
		Successors: []SuccessorDef{{Name: "default"}, {Name: "cases", Arity: Variadic}},
		Traits:     Terminator | AttrSizedOperandSegments,
		Interfaces: []any{testBranchIface{}}},
	{Name: "t.opt", Operands: []ValueDef{{Name: "x"}, {Name: "y", Arity: Optional, Type: signlessIntLike}}},
	{Name: "t.if", Operands: []ValueDef{{Name: "cond"}},
		Regions:            []RegionDef{{Name: "then", SingleBlock: true}, {Name: "else"}},
		ImplicitTerminator: "t.yield"},
	{Name: "t.yield", Traits: Terminator},
	{Name: "t.graph", Regions: []RegionDef{{Name: "body"}}, Traits: GraphRegions | NoTerminator},
	{Name: "t.call", Attrs: []AttrDef{{Name: "callee"}}, Interfaces: []any{testCallIface{}}},
	{Name: "t.shape", Operands: []ValueDef{{Name: "a"}, {Name: "b"}}, Results: []ValueDef{{Name: "r"}},
		Traits: SameOperandsAndResultShape | SameOperandsAndResultElementType},
	{Name: "t.same", Operands: []ValueDef{{Name: "a", Arity: Variadic}}, Traits: SameTypeOperands},
	{Name: "t.iso", Regions: []RegionDef{{Name: "body"}}, Traits: IsolatedFromAbove | NoTerminator | SingleBlock},
	{Name: "t.ew", Operands: []ValueDef{{Name: "a", Arity: Variadic}}, Results: []ValueDef{{Name: "r", Arity: Variadic}},
		Traits: Elementwise},
	{Name: "t.hook", Verify: func(op *Operation) error { return op.Errorf("hook says no") }},
}}

// irb builds test IR with a running file:line location per op.
type irb struct {
	t    *testing.T
	c    *Context
	b    *Builder
	line int
}

func newIRB(t *testing.T) *irb {
	c := NewContext()
	c.AllowUnregistered = true
	c.Load(testDialect)
	return &irb{t: t, c: c, b: NewBuilder(c)}
}

func (x *irb) i32() Type { return IntegerType(x.c, 32) }
func (x *irb) f32() Type { return F32(x.c) }

// op creates name at the insertion point, at the next line.
func (x *irb) op(name string, operands []Value, results []Type, attrs ...NamedAttr) *Operation {
	x.line++
	n, err := x.c.OpName(name)
	require.NoError(x.t, err)
	st := &OpState{Ctx: x.c, Name: n, Loc: FileLineCol(x.c, "t.mlir", x.line, 1),
		Operands: operands, ResultTypes: results, Attrs: attrs}
	return x.b.Create(st)
}

// withRegions creates an op with n empty regions.
func (x *irb) withRegions(name string, n int, operands []Value, results []Type, attrs ...NamedAttr) *Operation {
	x.line++
	on, err := x.c.OpName(name)
	require.NoError(x.t, err)
	st := &OpState{Ctx: x.c, Name: on, Loc: FileLineCol(x.c, "t.mlir", x.line, 1),
		Operands: operands, ResultTypes: results, Attrs: attrs}
	for range n {
		st.AddRegion()
	}
	return x.b.Create(st)
}

// in runs body with the insertion point at the end of a new block appended
// to r, then restores the insertion point.
func (x *irb) in(r *Region, args []Type, body func(b *Block)) *Block {
	blk, before := x.b.InsertionPoint()
	nb := x.b.CreateBlock(r, args, nil)
	body(nb)
	x.b.RestoreInsertionPoint(blk, before)
	return nb
}

// module returns a detached t.module with one block and the insertion
// point inside it.
func (x *irb) module() *Operation {
	x.b.ClearInsertionPoint()
	m := x.withRegions("t.module", 1, nil, nil)
	x.b.CreateBlock(m.Region(0), nil, nil)
	return m
}

// fn adds t.func @name with an entry block of args and runs body inside.
func (x *irb) fn(name string, args []Type, body func(b *Block)) *Operation {
	f := x.withRegions("t.func", 1, nil, nil, NamedAttr{"sym_name", String(x.c, name)})
	x.in(f.Region(0), args, body)
	return f
}

func (x *irb) str(s string) Attribute { return String(x.c, s) }

func locLine(l Location) int {
	if f, ok := FileLineColOf(l); ok {
		return f.Line
	}
	return -1
}
