package synth

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
)

const program = `
func.func @f(%a: i32, %b: i32, %c: i32, %d: i32) {
  %r:2 = "synth.opt"(%a, %b, %c) : (i32, i32, i32) -> (i32, i32)
  "synth.opt"(%a, %c) : (i32, i32) -> ()
  "synth.opt"(%a) : (i32) -> ()
  %v:2 = "synth.var"(%a, %b, %c, %d) : (i32, i32, i32, i32) -> (i32, i32)
  %w = "synth.var"(%a, %b) : (i32, i32) -> i32
  %x:3 = "synth.seg"(%a, %b, %c, %d) <{operandSegmentSizes = array<i32: 1, 0, 2, 1>, resultSegmentSizes = array<i32: 1, 2>}> : (i32, i32, i32, i32) -> (i32, i32, i32)
  "synth.seg"(%a, %b) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 0, 0>}> : (i32, i32) -> ()
  %m = "synth.mixed_case"() [^bb1, ^bb2, ^bb1] <{count = 3 : i64, flag, name = "n"}> ({}, {}, {}) : () -> i32
^bb1:
  "synth.mixed_case"() [^bb2] <{count = 4 : i64, width = 9 : i32, label = "l", anything = [1]}> ({}) : () -> i32
^bb2:
  return
}
`

// parse returns the ops of @f's blocks, in order, and @f's arguments.
func parse(t *testing.T) ([]*core.Operation, []core.Value) {
	t.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	ctx.Load(Dialect)
	top, err := asm.Parse(ctx, []byte(program), asm.ParseOptions{Filename: "synth.mlir"})
	require.NoError(t, err)
	fn := top.First()
	var ops []*core.Operation
	for _, b := range fn.Region(0).Blocks() {
		for op := b.First(); op != nil; op = op.Next() {
			ops = append(ops, op)
		}
	}
	entry := fn.Region(0).First()
	args := make([]core.Value, entry.NumArgs())
	for i := range args {
		args[i] = entry.Arg(i)
	}
	return ops, args
}

func TestOptionalBetweenSingles(t *testing.T) {
	ops, args := parse(t)
	a, b, c := args[0], args[1], args[2]

	full, ok := AsOptOp(ops[0])
	require.True(t, ok)
	assert.Equal(t, a, full.A())
	assert.Equal(t, b, full.B())
	assert.Equal(t, c, full.C())
	assert.Equal(t, ops[0].Results(), full.Rs())

	absent, ok := AsOptOp(ops[1])
	require.True(t, ok)
	assert.Equal(t, a, absent.A())
	assert.Nil(t, absent.B())
	assert.Equal(t, c, absent.C())
	assert.Empty(t, absent.Rs())

	// One operand cannot fill two single slots: nothing fits, as with
	// core.OperandSlot, and nothing panics.
	short, ok := AsOptOp(ops[2])
	require.True(t, ok)
	assert.Nil(t, short.A())
	assert.Nil(t, short.B())
	assert.Nil(t, short.C())
	assert.Nil(t, core.OperandSlot(ops[2], "a"))
}

func TestVariadicBetweenSingles(t *testing.T) {
	ops, args := parse(t)
	v, ok := AsVarOp(ops[3])
	require.True(t, ok)
	assert.Equal(t, args[0], v.Head())
	assert.Equal(t, []core.Value{args[1], args[2]}, v.Xs())
	assert.Equal(t, args[3], v.Tail())
	assert.Equal(t, core.Value(ops[3].Result(0)), v.First())
	assert.Equal(t, core.Value(ops[3].Result(1)), v.Maybe())

	w, ok := AsVarOp(ops[4])
	require.True(t, ok)
	assert.Equal(t, args[0], w.Head())
	assert.Empty(t, w.Xs())
	assert.Equal(t, args[1], w.Tail())
	assert.Nil(t, w.Maybe())
}

func TestSegments(t *testing.T) {
	ops, args := parse(t)
	s, ok := AsSegOp(ops[5])
	require.True(t, ok)
	assert.Equal(t, args[0], s.A())
	assert.Nil(t, s.B())
	assert.Equal(t, []core.Value{args[1], args[2]}, s.Cs())
	assert.Equal(t, []core.Value{args[3]}, s.Ds())
	assert.Equal(t, core.Value(ops[5].Result(0)), s.X())
	assert.Equal(t, ops[5].Results()[1:], s.Ys())
	assert.Equal(t, []int32{1, 0, 2, 1}, mustI32s(t, s.OperandSegmentSizesAttr()))

	s2, ok := AsSegOp(ops[6])
	require.True(t, ok)
	assert.Equal(t, args[1], s2.B())
	assert.Empty(t, s2.Cs())
	assert.Nil(t, s2.X())
	assert.Empty(t, s2.Ys())
}

func mustI32s(t *testing.T, a *core.DenseArrayAttr) []int32 {
	t.Helper()
	require.NotNil(t, a)
	vs, ok := core.DenseI32Values(a)
	require.True(t, ok)
	return vs
}

func TestAttributesRegionsSuccessors(t *testing.T) {
	ops, _ := parse(t)
	m, ok := AsMixedCASEOp(ops[7])
	require.True(t, ok)
	bb1, bb2 := ops[8].ParentBlock(), ops[9].ParentBlock()

	assert.Equal(t, int64(3), m.CountAttr().Val)
	assert.Nil(t, m.Label())
	assert.Nil(t, m.LabelAttr())
	assert.True(t, m.HasFlag())
	assert.NotNil(t, m.Flag())
	// width is absent: its definition's default, as MLIR's getter gives.
	assert.Equal(t, int64(7), m.WidthAttr().Val)
	assert.Nil(t, m.Anything())
	// The slot called name does not hide the op's Name.
	assert.Equal(t, "n", m.NameSlotAttr().Value)
	assert.Equal(t, "synth.mixed_case", m.Name())
	assert.Same(t, ops[7].Region(0), m.Body())
	assert.Equal(t, ops[7].Regions()[1:], m.More())
	assert.Same(t, bb1, m.Dest())
	assert.Equal(t, []*core.Block{bb2, bb1}, m.Others())

	n, ok := AsMixedCASEOp(ops[8])
	require.True(t, ok)
	assert.Equal(t, int64(9), n.WidthAttr().Val)
	assert.Equal(t, "l", n.LabelAttr().Value)
	assert.False(t, n.HasFlag())
	assert.Nil(t, n.NameSlot())
	assert.NotNil(t, n.Anything())
	assert.Empty(t, n.More())
	assert.Empty(t, n.Others())
	// A label of another kind reads as nil through the typed getter only.
	n.SetAttr("label", core.Int(n.Context(), core.IntegerType(n.Context(), 64), 1))
	assert.NotNil(t, n.Label())
	assert.Nil(t, n.LabelAttr())
}

func TestAsChecksNameAndRegistration(t *testing.T) {
	ops, _ := parse(t)
	_, ok := AsOptOp(ops[3])
	assert.False(t, ok, "a synth.var is no synth.opt")
	_, ok = AsOptOp(nil)
	assert.False(t, ok)

	// Same name, but the dialect is not loaded: unregistered, so no view
	// (its slots could not be read from a definition).
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	ctx.AllowUnregistered = true
	top, err := asm.Parse(ctx, []byte(`"synth.opt"() : () -> ()`), asm.ParseOptions{})
	require.NoError(t, err)
	require.False(t, top.First().IsRegistered())
	_, ok = AsOptOp(top.First())
	assert.False(t, ok)
}
