package core

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type wantNote struct {
	msg  string
	line int
}

// Each case's expectation is what mlir-opt 22 prints for the equivalent
// builtin/func/arith/cf input (checked by hand with small files).
var verifyCases = []struct {
	name  string
	build func(x *irb) *Operation
	msg   string // "" means the IR verifies
	line  int
	hasOp bool // the diagnostic carries the op ("see current operation")
	notes []wantNote
	more  []string // messages of further errors (other isolated units)
}{
	{name: "valid", build: func(x *irb) *Operation {
		m := x.module()
		x.fn("f", []Type{x.i32()}, func(b *Block) {
			s := x.op("t.addi", []Value{b.Arg(0), b.Arg(0)}, []Type{x.i32()})
			x.op("t.ret", []Value{s.Result(0)}, nil)
		})
		return m
	}},
	{name: "operand count", line: 3, hasOp: true, msg: "'t.addi' op expected 2 operands, but found 1",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.i32()}, func(b *Block) {
				x.op("t.addi", []Value{b.Arg(0)}, []Type{x.i32()})
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "operand type", line: 3, hasOp: true, msg: "'t.addi' op operand #0 must be signless-integer-like, but got 'f32'",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.f32()}, func(b *Block) {
				x.op("t.addi", []Value{b.Arg(0), b.Arg(0)}, []Type{x.f32()})
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "same operands and result type", line: 3, hasOp: true,
		msg: "'t.addi' op requires the same type for all operands and results",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.i32()}, func(b *Block) {
				x.op("t.addi", []Value{b.Arg(0), b.Arg(0)}, []Type{IntegerType(x.c, 64)})
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "required attribute", line: 3, hasOp: true, msg: "'t.const' op requires attribute 'value'",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", nil, func(b *Block) {
				x.op("t.const", nil, []Type{x.i32()})
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "result count", line: 3, hasOp: true, msg: "'t.const' op requires one result",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", nil, func(b *Block) {
				x.op("t.const", nil, nil, NamedAttr{"value", Int(x.c, x.i32(), 1)})
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "all types match", line: 3, hasOp: true, msg: "'t.const' op failed to verify that all of {value, result} have same type",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", nil, func(b *Block) {
				x.op("t.const", nil, []Type{x.i32()}, NamedAttr{"value", Int(x.c, IntegerType(x.c, 64), 1)})
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "terminator not last", line: 3, hasOp: true, msg: "'t.ret' op must be the last operation in the parent block",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.i32()}, func(b *Block) {
				x.op("t.ret", nil, nil)
				x.op("t.addi", []Value{b.Arg(0), b.Arg(0)}, []Type{x.i32()})
			})
			return m
		}},
	{name: "no terminator", line: 3, hasOp: true, msg: "block with no terminator, has \"t.addi\"(...)",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.i32()}, func(b *Block) {
				x.op("t.addi", []Value{b.Arg(0), b.Arg(0)}, []Type{x.i32()})
			})
			return m
		}},
	{name: "use before def", line: 3, hasOp: true, msg: "operand #0 does not dominate this use",
		notes: []wantNote{{"operand defined here (op in the same block)", 4}},
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.i32()}, func(b *Block) {
				a := x.op("t.addi", []Value{b.Arg(0), b.Arg(0)}, []Type{x.i32()})
				c := x.op("t.addi", []Value{b.Arg(0), b.Arg(0)}, []Type{x.i32()})
				a.SetOperand(0, c.Result(0))
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "redefinition", line: 4, hasOp: true, msg: "redefinition of symbol named 'f'",
		notes: []wantNote{{"see existing symbol definition here", 2}},
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", nil, func(b *Block) { x.op("t.ret", nil, nil) })
			x.fn("f", nil, func(b *Block) { x.op("t.ret", nil, nil) })
			return m
		}},
	{name: "unregistered single block is a graph region", build: func(x *irb) *Operation {
		m := x.module()
		x.fn("f", []Type{x.i32()}, func(b *Block) {
			g := x.withRegions("test.foo", 1, nil, nil)
			x.in(g.Region(0), nil, func(*Block) {
				u := x.op("test.bar", []Value{b.Arg(0)}, []Type{x.i32()})
				d := x.op("test.bar", []Value{b.Arg(0)}, []Type{x.i32()})
				u.SetOperand(0, d.Result(0))
			})
			x.op("t.ret", nil, nil)
		})
		return m
	}},
	{name: "multi-block regions always have dominance", line: 7, hasOp: true, msg: "operand #0 does not dominate this use",
		notes: []wantNote{{"operand defined here (op in the same block)", 8}},
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.i32()}, func(b *Block) {
				g := x.withRegions("test.foo", 1, nil, nil)
				var b1 *Block
				x.in(g.Region(0), nil, func(*Block) {})
				b1 = x.in(g.Region(0), nil, func(*Block) {
					u := x.op("test.bar", []Value{b.Arg(0)}, []Type{x.i32()})
					d := x.op("test.bar", []Value{b.Arg(0)}, []Type{x.i32()})
					u.SetOperand(0, d.Result(0))
				})
				x.b.SetInsertionPointToEnd(g.Region(0).First())
				x.line = 5
				t := x.op("test.t", nil, nil)
				_ = t
				x.b.SetInsertionPointAfter(g)
				x.op("t.ret", nil, nil)
				// Branch from the entry block to b1 so b1 is reachable.
				x.b.SetInsertionPointToEnd(g.Region(0).First())
				t.Erase()
				x.line = 5
				x.b.Create(&OpState{Ctx: x.c, Name: mustName(x, "test.t"), Loc: FileLineCol(x.c, "t.mlir", 6, 1),
					Successors: []*Block{b1}})
				relocate(b1, x, 7)
			})
			return m
		}},
	{name: "unreachable block is not checked", build: func(x *irb) *Operation {
		m := x.module()
		f := x.fn("f", []Type{x.i32()}, func(b *Block) { x.op("t.ret", nil, nil) })
		x.in(f.Region(0), nil, func(b1 *Block) {
			u := x.op("t.addi", []Value{f.Region(0).First().Arg(0), f.Region(0).First().Arg(0)}, []Type{x.i32()})
			d := x.op("t.addi", []Value{f.Region(0).First().Arg(0), f.Region(0).First().Arg(0)}, []Type{x.i32()})
			u.SetOperand(0, d.Result(0))
			x.op("t.br", nil, nil)
		})
		br := f.Region(0).Last().Last()
		br.Erase()
		x.b.SetInsertionPointToEnd(f.Region(0).Last())
		x.b.Create(&OpState{Ctx: x.c, Name: mustName(x, "t.br"), Loc: Unknown(x.c), Successors: []*Block{f.Region(0).Last()}})
		return m
	}},
	{name: "block argument not dominating", line: 6, hasOp: true, msg: "operand #0 does not dominate this use",
		notes: []wantNote{{"operand defined as a block argument (block #1 in the same region)", 2}},
		build: func(x *irb) *Operation {
			m := x.module()
			f := x.fn("f", []Type{x.i32()}, func(b *Block) {})
			r := f.Region(0)
			var b1, b2 *Block
			b1 = x.in(r, []Type{x.i32()}, func(*Block) {})
			b2 = x.in(r, nil, func(*Block) {})
			x.b.SetInsertionPointToEnd(r.First())
			x.line = 3
			x.b.Create(&OpState{Ctx: x.c, Name: mustName(x, "t.br"), Loc: FileLineCol(x.c, "t.mlir", 3, 1), Successors: []*Block{b2}})
			x.b.SetInsertionPointToEnd(b1)
			x.b.Create(&OpState{Ctx: x.c, Name: mustName(x, "t.br"), Loc: FileLineCol(x.c, "t.mlir", 4, 1),
				Successors: []*Block{b2}})
			x.b.SetInsertionPointToEnd(b2)
			x.line = 5
			x.op("t.addi", []Value{b1.Arg(0), r.First().Arg(0)}, []Type{x.i32()})
			x.op("t.ret", nil, nil)
			return m
		}},
	{name: "parent op", line: 2, hasOp: true, msg: "'t.ret' op expects parent op 't.func'",
		build: func(x *irb) *Operation {
			m := x.module()
			x.op("t.ret", nil, nil)
			return m
		}},
	{name: "isolated from above", line: 4, hasOp: true, msg: "'test.x' op using value defined outside the region",
		notes: []wantNote{{"required by region isolation constraints", 3}},
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.i32()}, func(b *Block) {
				inner := x.withRegions("t.iso", 1, nil, nil)
				x.in(inner.Region(0), nil, func(*Block) {
					x.op("test.x", []Value{b.Arg(0)}, nil)
				})
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "successor operand count", line: 3, hasOp: true, msg: "branch has 1 operands for successor #0, but target block has 0",
		build: func(x *irb) *Operation {
			m := x.module()
			f := x.fn("f", []Type{x.i32()}, func(b *Block) {})
			b1 := x.in(f.Region(0), nil, func(*Block) {})
			x.b.SetInsertionPointToEnd(f.Region(0).First())
			x.b.Create(&OpState{Ctx: x.c, Name: mustName(x, "t.br"), Loc: FileLineCol(x.c, "t.mlir", 3, 1),
				Operands: []Value{f.Region(0).First().Arg(0)}, Successors: []*Block{b1}})
			x.b.SetInsertionPointToEnd(b1)
			x.op("t.ret", nil, nil)
			return m
		}},
	{name: "empty block", line: 2, msg: "empty block: expect at least a terminator",
		build: func(x *irb) *Operation {
			m := x.module()
			f := x.fn("f", nil, func(b *Block) {})
			_ = f
			return m
		}},
	{name: "entry block predecessors", line: 2, msg: "entry block of region may not have predecessors",
		build: func(x *irb) *Operation {
			m := x.module()
			f := x.fn("f", nil, func(b *Block) {})
			x.b.SetInsertionPointToEnd(f.Region(0).First())
			x.b.Create(&OpState{Ctx: x.c, Name: mustName(x, "t.br"), Loc: Unknown(x.c), Successors: []*Block{f.Region(0).First()}})
			return m
		}},
	{name: "successors in the middle", line: 3, hasOp: true, msg: "operation with block successors must terminate its parent block",
		build: func(x *irb) *Operation {
			m := x.module()
			f := x.fn("f", nil, func(b *Block) {})
			b1 := x.in(f.Region(0), nil, func(*Block) { x.line = 10; x.op("t.ret", nil, nil) })
			x.b.SetInsertionPointToEnd(f.Region(0).First())
			x.b.Create(&OpState{Ctx: x.c, Name: mustName(x, "test.x"), Loc: FileLineCol(x.c, "t.mlir", 3, 1), Successors: []*Block{b1}})
			x.line = 3
			x.op("t.ret", nil, nil)
			return m
		}},
	{name: "branch to another region", line: 6, hasOp: true, msg: "'test.br' op branching to block of a different region",
		build: func(x *irb) *Operation {
			m := x.module()
			f := x.fn("f", nil, func(*Block) {})
			x.b.SetInsertionPointToEnd(f.Region(0).First())
			g := x.withRegions("test.region", 1, nil, nil)
			x.in(g.Region(0), nil, func(*Block) { x.op("test.t", nil, nil) })
			inner := x.in(g.Region(0), nil, func(*Block) { x.op("test.t", nil, nil) })
			x.b.SetInsertionPointToEnd(f.Region(0).First())
			x.b.Create(&OpState{Ctx: x.c, Name: mustName(x, "test.br"), Loc: FileLineCol(x.c, "t.mlir", 6, 1),
				Successors: []*Block{inner}})
			x.in(f.Region(0), nil, func(*Block) { x.line = 7; x.op("t.ret", nil, nil) })
			return m
		}},
	{name: "segment sizes", line: 3, hasOp: true,
		msg: "'t.switch' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'",
		build: func(x *irb) *Operation {
			m := x.module()
			f := x.fn("f", []Type{x.i32()}, func(b *Block) {})
			b1 := x.in(f.Region(0), nil, func(*Block) { x.line = 10; x.op("t.ret", nil, nil) })
			x.b.SetInsertionPointToEnd(f.Region(0).First())
			x.b.Create(&OpState{Ctx: x.c, Name: mustName(x, "t.switch"), Loc: FileLineCol(x.c, "t.mlir", 3, 1),
				Operands: []Value{f.Region(0).First().Arg(0)}, Successors: []*Block{b1},
				Attrs: []NamedAttr{{OperandSegmentSizesAttr, DenseI32Array(x.c, []int32{1, 1, 0})}}})
			return m
		}},
	{name: "negative segment", line: 3, hasOp: true, msg: "'t.switch' op 'operandSegmentSizes' attribute cannot have negative elements",
		build: func(x *irb) *Operation {
			m := x.module()
			f := x.fn("f", []Type{x.i32()}, func(b *Block) {})
			b1 := x.in(f.Region(0), nil, func(*Block) { x.line = 10; x.op("t.ret", nil, nil) })
			x.b.SetInsertionPointToEnd(f.Region(0).First())
			x.b.Create(&OpState{Ctx: x.c, Name: mustName(x, "t.switch"), Loc: FileLineCol(x.c, "t.mlir", 3, 1),
				Operands: []Value{f.Region(0).First().Arg(0)}, Successors: []*Block{b1},
				Attrs: []NamedAttr{{OperandSegmentSizesAttr, DenseI32Array(x.c, []int32{1, -1, 1})}}})
			return m
		}},
	{name: "switch with segments verifies", build: func(x *irb) *Operation {
		m := x.module()
		f := x.fn("f", []Type{x.i32()}, func(b *Block) {})
		a := f.Region(0).First().Arg(0)
		b1 := x.in(f.Region(0), []Type{x.i32()}, func(*Block) { x.op("t.ret", nil, nil) })
		b2 := x.in(f.Region(0), []Type{x.i32(), x.i32()}, func(*Block) { x.op("t.ret", nil, nil) })
		x.b.SetInsertionPointToEnd(f.Region(0).First())
		x.b.Create(&OpState{Ctx: x.c, Name: mustName(x, "t.switch"), Loc: Unknown(x.c),
			Operands: []Value{a, a, a, a}, Successors: []*Block{b1, b2},
			Attrs: []NamedAttr{{OperandSegmentSizesAttr, DenseI32Array(x.c, []int32{1, 1, 2})}}})
		return m
	}},
	{name: "optional operand type", line: 3, hasOp: true, msg: "'t.opt' op operand #1 must be signless-integer-like, but got 'f32'",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.f32()}, func(b *Block) {
				x.op("t.opt", []Value{b.Arg(0), b.Arg(0)}, nil)
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "optional operand group", line: 3, hasOp: true, msg: "'t.opt' op operand group starting at #1 requires 0 or 1 element, but found 2",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.i32()}, func(b *Block) {
				x.op("t.opt", []Value{b.Arg(0), b.Arg(0), b.Arg(0)}, nil)
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "too few with optional", line: 3, hasOp: true, msg: "'t.opt' op expected 1 or more operands, but found 0",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", nil, func(b *Block) {
				x.op("t.opt", nil, nil)
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "region count", line: 3, hasOp: true, msg: "'t.if' op expected 2 regions",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.i32()}, func(b *Block) {
				x.withRegions("t.if", 1, []Value{b.Arg(0)}, nil)
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "sized region", line: 3, hasOp: true, msg: "'t.if' op region #0 ('then') failed to verify constraint: region with 1 blocks",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.i32()}, func(b *Block) {
				x.withRegions("t.if", 2, []Value{b.Arg(0)}, nil)
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "implicit terminator", line: 3, hasOp: true, msg: "'t.if' op expects regions to end with 't.yield', found 'test.y'",
		notes: []wantNote{{"in custom textual format, the absence of terminator implies 't.yield'", 3}},
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.i32()}, func(b *Block) {
				i := x.withRegions("t.if", 2, []Value{b.Arg(0)}, nil)
				x.in(i.Region(0), nil, func(*Block) { x.op("test.y", nil, nil) })
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "successor count", line: 3, hasOp: true, msg: "'t.br' op requires 1 successor but found 0",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", nil, func(b *Block) { x.op("t.br", nil, nil) })
			return m
		}},
	{name: "public declaration", line: 2, hasOp: true, msg: "'t.func' op symbol declaration cannot have public visibility",
		build: func(x *irb) *Operation {
			m := x.module()
			x.withRegions("t.func", 1, nil, nil, NamedAttr{"sym_name", x.str("d")})
			return m
		}},
	{name: "private declaration", build: func(x *irb) *Operation {
		m := x.module()
		x.withRegions("t.func", 1, nil, nil, NamedAttr{"sym_name", x.str("d")}, NamedAttr{"sym_visibility", x.str("private")})
		return m
	}},
	{name: "bad visibility", line: 2, hasOp: true, msg: "'t.func' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"foo\"",
		build: func(x *irb) *Operation {
			m := x.module()
			x.withRegions("t.func", 1, nil, nil, NamedAttr{"sym_name", x.str("d")}, NamedAttr{"sym_visibility", x.str("foo")})
			return m
		}},
	{name: "symbol parent", line: 3, hasOp: true, msg: "'t.func' op symbol's parent must have the SymbolTable trait",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", nil, func(b *Block) {
				g := x.withRegions("t.func", 1, nil, nil, NamedAttr{"sym_name", x.str("g")})
				x.in(g.Region(0), nil, func(*Block) { x.op("t.ret", nil, nil) })
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "symbol use", line: 3, hasOp: true, msg: "'t.call' op 'nope' does not reference a valid function",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", nil, func(b *Block) {
				x.op("t.call", nil, nil, NamedAttr{"callee", SymbolRef(x.c, "nope")})
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "graph module allows use before def", build: func(x *irb) *Operation {
		m := x.module()
		a := x.op("test.a", []Value{nil}, []Type{x.i32()})
		b := x.op("test.a", []Value{a.Result(0)}, []Type{x.i32()})
		a.SetOperand(0, b.Result(0))
		return m
	}},
	{name: "null operand", line: 2, hasOp: true, msg: "null operand found",
		build: func(x *irb) *Operation {
			m := x.module()
			x.op("test.a", []Value{nil}, []Type{x.i32()})
			return m
		}},
	{name: "verify hook", line: 2, hasOp: true, msg: "'t.hook' op hook says no",
		build: func(x *irb) *Operation {
			m := x.module()
			x.op("t.hook", nil, nil)
			return m
		}},
	{name: "same shape", line: 3, hasOp: true, msg: "'t.shape' op requires the same shape for all operands and results",
		build: func(x *irb) *Operation {
			m := x.module()
			t4 := RankedTensor(x.c, []int64{4}, x.i32(), nil)
			t5 := RankedTensor(x.c, []int64{5}, x.i32(), nil)
			x.fn("f", []Type{t4, t5}, func(b *Block) {
				x.op("t.shape", []Value{b.Arg(0), b.Arg(1)}, []Type{t4})
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "same element type", line: 3, hasOp: true, msg: "'t.shape' op requires the same element type for all operands and results",
		build: func(x *irb) *Operation {
			m := x.module()
			t4 := RankedTensor(x.c, []int64{Dynamic}, x.i32(), nil)
			f4 := RankedTensor(x.c, []int64{4}, x.f32(), nil)
			x.fn("f", []Type{t4, f4}, func(b *Block) {
				x.op("t.shape", []Value{b.Arg(0), b.Arg(1)}, []Type{t4})
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "same type operands", line: 3, hasOp: true, msg: "'t.same' op requires all operands to have the same type",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.i32(), x.f32()}, func(b *Block) {
				x.op("t.same", []Value{b.Arg(0), b.Arg(1)}, nil)
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "elementwise", line: 3, hasOp: true, msg: "'t.ew' op if an operand is non-scalar, then there must be at least one non-scalar result",
		build: func(x *irb) *Operation {
			m := x.module()
			t4 := RankedTensor(x.c, []int64{4}, x.i32(), nil)
			x.fn("f", []Type{t4}, func(b *Block) {
				x.op("t.ew", []Value{b.Arg(0), b.Arg(0)}, []Type{x.i32()})
				x.op("t.ret", nil, nil)
			})
			return m
		}},
	{name: "one error per function", line: 3, hasOp: true, more: []string{"'t.addi' op operand #0 must be signless-integer-like, but got 'f32'"},
		msg: "'t.addi' op expected 2 operands, but found 1",
		build: func(x *irb) *Operation {
			m := x.module()
			x.fn("f", []Type{x.i32()}, func(b *Block) {
				x.op("t.addi", []Value{b.Arg(0)}, []Type{x.i32()})
				x.op("t.ret", nil, nil)
			})
			x.fn("g", []Type{x.f32()}, func(b *Block) {
				x.op("t.addi", []Value{b.Arg(0), b.Arg(0)}, []Type{x.f32()})
				x.op("t.ret", nil, nil)
			})
			return m
		}},
}

func mustName(x *irb, name string) *OpName {
	n, err := x.c.OpName(name)
	require.NoError(x.t, err)
	return n
}

// relocate renumbers the ops of b from line on.
func relocate(b *Block, x *irb, line int) {
	for o := b.First(); o != nil; o = o.Next() {
		o.SetLoc(FileLineCol(x.c, "t.mlir", line, 1))
		line++
	}
}

func TestVerify(t *testing.T) {
	// Attributes in messages print as core/asm would; a stand-in keeps this
	// test independent of whatever printers other tests installed.
	old := diagPrinters.Load()
	SetDiagPrinters(DiagPrinters{Attr: func(a Attribute) string {
		if s, ok := a.(*StringAttr); ok {
			return strconv.Quote(s.Value)
		}
		return a.Key()
	}})
	defer diagPrinters.Store(old)
	for _, tc := range verifyCases {
		for _, parallel := range []bool{false, true} {
			x := newIRB(t)
			root := tc.build(x)
			err := VerifyWith(root, VerifyOptions{Parallel: parallel})
			if tc.msg == "" {
				assert.NoError(t, err, tc.name)
				continue
			}
			var ds Diagnostics
			if !assert.ErrorAs(t, err, &ds, tc.name) {
				continue
			}
			require.Len(t, ds, 1+len(tc.more), tc.name)
			for i, m := range tc.more {
				assert.Equal(t, m, ds[1+i].Msg, tc.name)
			}
			d := ds[0]
			assert.Equal(t, tc.msg, d.Msg, tc.name)
			assert.Equal(t, SevError, d.Severity, tc.name)
			assert.Equal(t, tc.line, locLine(d.Loc), "%s: line", tc.name)
			assert.Equal(t, tc.hasOp, d.Op != nil, "%s: op attached", tc.name)
			var got []wantNote
			for _, n := range d.Notes {
				got = append(got, wantNote{n.Msg, locLine(n.Loc)})
			}
			assert.Equal(t, tc.notes, got, "%s: notes", tc.name)
		}
	}
}
