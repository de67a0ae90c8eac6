package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// nestedModules builds
//
//	t.module {                       (outer, unnamed)
//	  t.func @f { t.call @g; t.call @inner::@h }
//	  t.func @g {}
//	  t.module @inner { t.func @h { t.call @h } }
//	  test.user {refs = [@g, {k = @inner::@h}]}
//	}
func nestedModules(x *irb) (outer, inner, f, g, h *Operation) {
	outer = x.module()
	f = x.fn("f", nil, func(*Block) {
		x.op("t.call", nil, nil, NamedAttr{"callee", SymbolRef(x.c, "g")})
		x.op("t.call", nil, nil, NamedAttr{"callee", SymbolRef(x.c, "inner", "h")})
		x.op("t.ret", nil, nil)
	})
	g = x.fn("g", nil, func(*Block) { x.op("t.ret", nil, nil) })
	inner = x.withRegions("t.module", 1, nil, nil, NamedAttr{"sym_name", x.str("inner")})
	x.in(inner.Region(0), nil, func(*Block) {
		h = x.fn("h", nil, func(*Block) {
			x.op("t.call", nil, nil, NamedAttr{"callee", SymbolRef(x.c, "h")})
			x.op("t.ret", nil, nil)
		})
	})
	x.op("test.user", nil, nil, NamedAttr{"refs", Array(x.c, []Attribute{
		SymbolRef(x.c, "g"),
		Dict(x.c, []NamedAttr{{"k", SymbolRef(x.c, "inner", "h")}}),
	})})
	return
}

func TestSymbolLookup(t *testing.T) {
	x := newIRB(t)
	outer, inner, f, g, h := nestedModules(x)
	st := NewSymTable(outer)
	assert.Same(t, f, st.Lookup("f"))
	assert.Same(t, inner, st.Lookup("inner"))
	assert.Nil(t, st.Lookup("h"), "nested symbols are not in the outer table")
	assert.Same(t, h, LookupSymbolIn(outer, SymbolRef(x.c, "inner", "h")))
	assert.Nil(t, LookupSymbolIn(outer, SymbolRef(x.c, "f", "x")), "f is not a symbol table")
	call := f.Region(0).First().First()
	assert.Same(t, g, LookupNearestSymbolFrom(call, SymbolRef(x.c, "g")))
	hcall := h.Region(0).First().First()
	assert.Same(t, h, LookupNearestSymbolFrom(hcall, SymbolRef(x.c, "h")))
	assert.Nil(t, LookupNearestSymbolFrom(hcall, SymbolRef(x.c, "g")), "g is not visible by name from inner")
	assert.Same(t, inner, NearestSymbolTable(hcall))
	tc := NewSymbolTableCollection()
	assert.Same(t, h, tc.LookupNearestSymbolFrom(call, SymbolRef(x.c, "inner", "h")))
	assert.NoError(t, Verify(outer))

	// An unregistered op with one region may be a symbol table: give up.
	u := x.withRegions("test.maybe_table", 1, nil, nil)
	x.in(u.Region(0), nil, func(*Block) { x.op("test.x", nil, nil) })
	assert.Nil(t, NearestSymbolTable(u.Region(0).First().First()))
}

func TestSymbolVisibility(t *testing.T) {
	x := newIRB(t)
	_, _, f, g, _ := nestedModules(x)
	assert.Equal(t, Public, SymbolVisibility(f))
	SetSymbolVisibility(g, Private)
	assert.Equal(t, Private, SymbolVisibility(g))
	assert.Equal(t, "private", g.Attr(SymbolVisibilityAttr).(*StringAttr).Value)
	SetSymbolVisibility(g, Nested)
	assert.Equal(t, Nested, SymbolVisibility(g))
	SetSymbolVisibility(g, Public)
	assert.Nil(t, g.Attr(SymbolVisibilityAttr))
	name, ok := SymbolName(g)
	assert.True(t, ok)
	assert.Equal(t, "g", name)
}

func refStrings(uses []SymbolUse) []string {
	var s []string
	for _, u := range uses {
		s = append(s, u.Ref.Key())
	}
	return s
}

func TestSymbolUses(t *testing.T) {
	x := newIRB(t)
	outer, inner, f, g, h := nestedModules(x)
	all, ok := SymbolUses(outer)
	require.True(t, ok)
	// outer is a symbol table: only its own attributes count.
	assert.Empty(t, all)
	uses, ok := SymbolUses(f)
	require.True(t, ok)
	assert.Equal(t, []string{`@"g"`, `@"inner"::@"h"`}, refStrings(uses))

	gu, ok := SymbolUsesOf(g, outer)
	require.True(t, ok)
	assert.Len(t, gu, 2, "the call in f and the array element in test.user")
	hu, ok := SymbolUsesOf(h, outer)
	require.True(t, ok)
	assert.ElementsMatch(t, []string{`@"h"`, `@"inner"::@"h"`, `@"inner"::@"h"`}, refStrings(hu))
	iu, ok := SymbolUsesOf(inner, outer)
	require.True(t, ok)
	assert.Len(t, iu, 2, "@inner::@h references go through @inner")
	assert.False(t, IsSymbolUnused(g, outer))
	assert.True(t, IsSymbolUnused(f, outer))
}

func TestRenameSymbol(t *testing.T) {
	x := newIRB(t)
	outer, inner, f, g, h := nestedModules(x)
	st := NewSymTable(outer)
	require.NoError(t, st.Rename(g, "g2"))
	assert.Same(t, g, st.Lookup("g2"))
	assert.Nil(t, st.Lookup("g"))
	assert.Equal(t, SymbolRef(x.c, "g2"), f.Region(0).First().First().Attr("callee"))
	user := outer.Region(0).First().Last()
	assert.Equal(t, SymbolRef(x.c, "g2"), user.Attr("refs").(*ArrayAttr).Elems[0])

	// Renaming a nested symbol from the outer table rewrites @inner::@h
	// outside and @h inside.
	require.NoError(t, ReplaceAllSymbolUses(h, "h2", outer))
	h.SetAttr(SymbolNameAttr, x.str("h2"))
	assert.Equal(t, SymbolRef(x.c, "inner", "h2"), f.Region(0).First().First().Next().Attr("callee"))
	assert.Equal(t, SymbolRef(x.c, "h2"), h.Region(0).First().First().Attr("callee"))
	dict := user.Attr("refs").(*ArrayAttr).Elems[1].(*DictAttr)
	assert.Equal(t, SymbolRef(x.c, "inner", "h2"), dict.Get("k"))
	require.NoError(t, st.Rename(inner, "in"))
	assert.Equal(t, SymbolRef(x.c, "in", "h2"), f.Region(0).First().First().Next().Attr("callee"))
	assert.NoError(t, Verify(outer))

	assert.Error(t, st.Rename(f, "in"), "name taken")
}

func TestSymbolInsertUniques(t *testing.T) {
	x := newIRB(t)
	outer, _, _, _, _ := nestedModules(x)
	st := NewSymTable(outer)
	x.b.ClearInsertionPoint()
	dup := x.withRegions("t.func", 1, nil, nil, NamedAttr{"sym_name", x.str("f")})
	x.in(dup.Region(0), nil, func(*Block) { x.op("t.ret", nil, nil) })
	assert.Equal(t, "f_0", st.Insert(dup, nil))
	dup2 := dup.Clone(nil)
	dup2.SetAttr(SymbolNameAttr, x.str("f"))
	assert.Equal(t, "f_1", st.Insert(dup2, nil))
	assert.Same(t, dup2, st.Lookup("f_1"))
	assert.Same(t, outer.Region(0).First().Last(), dup2)
	assert.NoError(t, Verify(outer))
	st.Erase(dup2)
	assert.Nil(t, st.Lookup("f_1"))
	assert.NoError(t, Verify(outer))
}
