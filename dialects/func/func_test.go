package function

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"ncc/core"
)

func newFunc(ctx *core.Context, name string, ft *core.FunctionType, body bool, vis string) *core.Operation {
	n, _ := ctx.OpName(Func.Name)
	st := &core.OpState{Ctx: ctx, Name: n}
	st.AddAttr("sym_name", core.String(ctx, name))
	st.AddAttr("function_type", core.TypeAttrOf(ctx, ft))
	if vis != "" {
		st.AddAttr("sym_visibility", core.String(ctx, vis))
	}
	r := st.AddRegion()
	if body {
		r.Append(core.NewBlock(ft.Inputs, nil))
	}
	return core.NewOperation(st)
}

func TestFuncAndReturnVerify(t *testing.T) {
	ctx := core.NewContext()
	ctx.Load(Dialect)
	i32, f32 := core.IntegerType(ctx, 32), core.F32(ctx)
	ft := core.Function(ctx, []core.Type{i32}, []core.Type{i32})

	decl := newFunc(ctx, "d", ft, false, "")
	assert.EqualError(t, verifyFunc(decl), "'func.func' op symbol declaration cannot have public visibility")
	assert.NoError(t, verifyFunc(newFunc(ctx, "d", ft, false, "private")))

	fn := newFunc(ctx, "f", ft, true, "")
	assert.NoError(t, verifyFunc(fn))
	fn.SetAttr("arg_attrs", core.Array(ctx, nil))
	assert.EqualError(t, verifyFunc(fn), "'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 0, but expected 1")
	fn.RemoveAttr("arg_attrs")

	b := core.NewBuilder(ctx)
	b.SetInsertionPointToEnd(fn.Region(0).First())
	ret := b.CreateOp(Return.Name, nil, nil, nil)
	assert.EqualError(t, verifyReturn(ret), "'func.return' op has 0 operands, but enclosing function (@f) returns 1")
	ret.Erase()
	arg := fn.Region(0).First().Arg(0)
	wrong := fn.Region(0).First().AddArg(f32, nil)
	ret = b.CreateOp(Return.Name, nil, []core.Value{wrong}, nil)
	assert.EqualError(t, verifyReturn(ret), "type of return operand 0 (f32) doesn't match function result type (i32) in function @f")
	ret.Erase()
	ret = b.CreateOp(Return.Name, nil, []core.Value{arg}, nil)
	assert.NoError(t, verifyReturn(ret))
}

func TestCallSymbolUses(t *testing.T) {
	ctx := core.NewContext()
	ctx.Load(Dialect)
	i32 := core.IntegerType(ctx, 32)
	callee := newFunc(ctx, "g", core.Function(ctx, []core.Type{i32}, nil), false, "private")
	lookup := func(_ *core.Operation, ref *core.SymbolRefAttr) *core.Operation {
		if ref.Root == "g" {
			return callee
		}
		return nil
	}
	blk := core.NewBlock([]core.Type{i32, core.F32(ctx)}, nil)
	b := core.NewBuilder(ctx)
	b.SetInsertionPointToEnd(blk)
	call := func(name string, args ...core.Value) *core.Operation {
		return b.CreateOp(Call.Name, nil, args, nil, core.NamedAttr{Name: "callee", Value: core.SymbolRef(ctx, name)})
	}
	u := directCall{}
	assert.NoError(t, u.VerifySymbolUses(call("g", blk.Arg(0)), lookup))
	assert.EqualError(t, u.VerifySymbolUses(call("h", blk.Arg(0)), lookup), "'func.call' op 'h' does not reference a valid function")
	assert.EqualError(t, u.VerifySymbolUses(call("g"), lookup), "'func.call' op incorrect number of operands for callee")
	assert.EqualError(t, u.VerifySymbolUses(call("g", blk.Arg(1)), lookup),
		"'func.call' op operand type mismatch: expected operand type i32, but provided f32 for operand number 0")
}
