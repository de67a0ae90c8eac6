package format

import (
	"testing"

	"ncc/core"
)

// fuzzDef has a slot of every kind for fuzzed formats to bind.
func fuzzDef(format string) *core.OpDef {
	return &core.OpDef{Name: "test.fuzz",
		Operands: []core.ValueDef{val("a", anyType, core.Single), val("b", anyType, core.Optional), val("c", anyType, core.Variadic)},
		Results:  []core.ValueDef{val("r", anyType, core.Single), val("s", anyType, core.Variadic)},
		Attrs: []core.AttrDef{{Name: "x", Constraint: anyAttr}, {Name: "o", Constraint: overflowC, Optional: true},
			{Name: "u", Constraint: unitC}, {Name: "p", Constraint: predicateC}},
		Regions:    []core.RegionDef{{Name: "body"}, {Name: "more", Arity: core.Variadic}},
		Successors: []core.SuccessorDef{{Name: "dest"}, {Name: "rest", Arity: core.Variadic}},
		Traits:     core.AttrSizedOperandSegments,
		TypesMatch: [][]string{{"a", "r"}},
		Custom:     map[string]core.CustomDirective{"Typed": typedDirective},
		Format:     format,
	}
}

// FuzzCompile checks that no format string makes Compile panic, and that a
// format it accepts prints and parses without panicking.
func FuzzCompile(f *testing.F) {
	for _, d := range testDefs() {
		f.Add(d.Format)
	}
	f.Add("$a `,` $b `,` $c $x (`ov` $o^)? (`u` $u^)? $p attr-dict-with-keyword $body regions $dest `,` $rest `:` type($a) type($c) type($b) type($s)")
	f.Add("custom<Typed>($a, type($a)) oilist(`k` $b | `v` $u) attr-dict $body $more successors : functional-type(operands, results)")
	f.Add("(`(` $c^ `)`):(`none`)? qualified($x) `\\n` ` ` `` prop-dict attr-dict")
	f.Fuzz(func(t *testing.T, format string) {
		ctx := core.NewContext()
		def := fuzzDef(format)
		ctx.Load(&core.Dialect{Name: "test", Ops: []*core.OpDef{def}})
		p, err := Compile(def)
		if err != nil {
			return
		}
		n, _ := ctx.OpName("test.fuzz")
		st := &core.OpState{Ctx: ctx, Name: n}
		_ = p.Parse(newFakeParser(ctx, "%a , %b ( ) ^bb1 : i32 { } eq <nsw> u k v"), st)
		op := core.NewOperation(&core.OpState{Ctx: ctx, Name: n})
		p.Print(newFakePrinter(ctx), op)
	})
}

// FuzzParse checks that no input makes the engine panic while parsing the
// test ops through the fake parser.
func FuzzParse(f *testing.F) {
	ctx := newTestContext()
	defs := testDefs()
	f.Add(uint8(0), "%a, %b overflow<nsw> : i32")
	f.Add(uint8(5), "%c, ^bb1(%a : i32), ^bb2")
	f.Add(uint8(8), "@g(%a, %b) : (i32, i32) -> (i32, f32)")
	f.Add(uint8(14), "a %x : i32 b = 5 flag")
	f.Add(uint8(15), "%x : i32, 5 : i8")
	f.Add(uint8(12), "{ test.unit ^bb1 test.yield }")
	f.Fuzz(func(t *testing.T, which uint8, src string) {
		d := defs[int(which)%len(defs)]
		n, err := ctx.OpName(d.Name)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Get(n.Def)
		if err != nil {
			t.Fatal(err)
		}
		st := &core.OpState{Ctx: ctx, Name: n}
		if p.Parse(newFakeParser(ctx, src), st) != nil {
			return
		}
		p.Print(newFakePrinter(ctx), core.NewOperation(st))
	})
}
