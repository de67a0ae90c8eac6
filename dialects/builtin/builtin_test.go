package builtin

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
)

func TestWrapInModule(t *testing.T) {
	ctx := core.NewContext()
	ctx.Load(Dialect)
	ctx.AllowUnregistered = true
	blk := core.NewBlock(nil, nil)
	b := core.NewBuilder(ctx)
	b.SetInsertionPointToEnd(blk)
	b.CreateOp("test.a", core.FileLineCol(ctx, "f.mlir", 1, 1), nil, nil)
	b.CreateOp("test.b", core.FileLineCol(ctx, "f.mlir", 2, 1), nil, nil)
	m := WrapInModule(ctx, blk)
	assert.Equal(t, "builtin.module", m.Name())
	assert.Equal(t, core.Location(core.FileLineCol(ctx, "f.mlir", 0, 0)), m.Loc())
	assert.Equal(t, 2, Body(m).Len())
	assert.True(t, blk.Empty())

	// A block holding exactly one module yields that module.
	only := core.NewBlock(nil, nil)
	only.Append(m)
	assert.Same(t, m, WrapInModule(ctx, only))
	assert.Nil(t, m.ParentBlock())

	empty := WrapInModuleAt(ctx, core.NewBlock(nil, nil), core.FileLineCol(ctx, "<stdin>", 0, 0))
	require.NotNil(t, Body(empty))
	assert.Equal(t, 0, Body(empty).Len())
}

func TestModuleVerify(t *testing.T) {
	ctx := core.NewContext()
	m := NewModule(ctx, nil)
	assert.NoError(t, verifyModule(m))
	m.SetAttr("x", core.Unit(ctx))
	assert.EqualError(t, verifyModule(m), "'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'")
}

func TestAliasNames(t *testing.T) {
	ctx := core.NewContext()
	i1 := core.IntegerType(ctx, 1)
	big := make([]core.Type, 17)
	for i := range big {
		big[i] = i1
	}
	assert.Equal(t, "tuple", aliasName(core.Tuple(ctx, big)))
	assert.Equal(t, "", aliasName(core.Tuple(ctx, big[:16])))
	assert.Equal(t, "loc", aliasName(core.FileLineCol(ctx, "a", 1, 1)))
	assert.Equal(t, "distinct", aliasName(core.NewDistinct(ctx, core.Int(ctx, i1, 1))))
	assert.Equal(t, "", aliasName(core.NewDistinct(ctx, core.Unit(ctx))))
}

func TestUnrealizedCastFold(t *testing.T) {
	ctx := core.NewContext()
	ctx.Load(Dialect)
	blk := core.NewBlock(nil, nil)
	x := blk.AddArg(core.IntegerType(ctx, 32), nil)
	b := core.NewBuilder(ctx)
	b.SetInsertionPointToEnd(blk)
	i64 := core.IntegerType(ctx, 64)
	c1 := b.CreateOp(UnrealizedConversionCast.Name, nil, []core.Value{x}, []core.Type{i64})
	c2 := b.CreateOp(UnrealizedConversionCast.Name, nil, c1.Results(), []core.Type{core.IntegerType(ctx, 32)})
	r := foldCast(c2, nil)
	require.Len(t, r, 1)
	assert.Equal(t, core.Value(x), r[0].Value)
	assert.Nil(t, foldCast(c1, nil))
}
