package hlo_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/builtin"
	function "ncc/dialects/func"
	"ncc/translate/hlo"
)

func importText(t *testing.T, src string, opts hlo.Options) (*core.Context, *core.Operation, error) {
	t.Helper()
	ctx := newContext()
	m, err := hlo.Import(ctx, "t.hlo", []byte(src), opts)
	return ctx, m, err
}

func funcs(m *core.Operation) map[string]*core.Operation {
	out := map[string]*core.Operation{}
	for _, op := range builtin.Body(m).Ops() {
		if op.Name() == "func.func" {
			out[function.SymName(op)] = op
		}
	}
	return out
}

func TestFunctionNames(t *testing.T) {
	_, m, err := importText(t, `HloModule m
%my-fn.1 (x: f32[]) -> f32[] {
  ROOT %x = f32[] parameter(0)
}
%main (x: f32[]) -> f32[] {
  %x = f32[] parameter(0)
  ROOT %n = f32[] negate(%x)
}
ENTRY %entry.2 (p: f32[]) -> f32[] {
  %p = f32[] parameter(0)
  %a = f32[] call(%p), to_apply=%my-fn.1
  ROOT %b = f32[] call(%a), to_apply=%main
}
`, hlo.Options{})
	require.NoError(t, err)
	fs := funcs(m)
	require.Len(t, fs, 3)
	assert.Contains(t, fs, "main")
	assert.Contains(t, fs, "my_fn.1")
	assert.Contains(t, fs, "main_1")
	assert.Nil(t, fs["main"].Attr("sym_visibility"))
	assert.Equal(t, "private", fs["main_1"].Attr("sym_visibility").(*core.StringAttr).Value)
}

func TestLocations(t *testing.T) {
	_, m, err := importText(t, `HloModule m
ENTRY %e (p: f32[2]) -> f32[2] {
  %p = f32[2]{0} parameter(0)
  %a = f32[2]{0} sine(%p), metadata={op_name="jit(f)/sin" source_file="model.py" source_line=3}
  ROOT %b = f32[2]{0} cosine(%a)
}
`, hlo.Options{})
	require.NoError(t, err)
	ops := funcs(m)["main"].Region(0).First().Ops()
	fused, ok := ops[0].Loc().(*core.FusedLoc)
	require.True(t, ok, "sine has a fused location")
	require.Len(t, fused.Locs, 2)
	assert.Equal(t, "jit(f)/sin", fused.Locs[0].(*core.NameLoc).Name)
	fl := fused.Locs[1].(*core.FileLineColLoc)
	assert.Equal(t, [3]any{"model.py", 3, 0}, [3]any{fl.File, fl.Line, fl.Col})
	name, ok := ops[1].Loc().(*core.NameLoc)
	require.True(t, ok)
	assert.Equal(t, "b", name.Name)
	at, _ := core.FileLineColOf(name)
	assert.Equal(t, [3]any{"t.hlo", 5, 8}, [3]any{at.File, at.Line, at.Col})
}

func TestNeuronOption(t *testing.T) {
	src := `HloModule m
ENTRY %e (p: f32[2,4]) -> f32[2,4] {
  %p = f32[2,4]{1,0} parameter(0)
  ROOT %s = f32[2,4]{1,0} custom-call(%p), custom_call_target="AwsNeuronSoftmax", backend_config="1"
}
`
	ctx, m, err := importText(t, src, hlo.Options{KeepNeuronCustomCalls: true})
	require.NoError(t, err)
	text := asm.PrintOp(m, asm.PrintOptions{Context: ctx})
	assert.Contains(t, text, "@AwsNeuronSoftmax")
	require.NoError(t, hlo.LegalizeNeuronCustomCalls(m))
	require.NoError(t, core.Verify(m))
	text = asm.PrintOp(m, asm.PrintOptions{Context: ctx})
	assert.NotContains(t, text, "custom_call")
	assert.Contains(t, text, "stablehlo.exponential")
}

func TestImportErrorsAreLocated(t *testing.T) {
	for _, tc := range []struct {
		src  string
		line int
		msg  string
	}{
		{"HloModule m\nENTRY e {\n  ROOT p = f32[2]{0} frob()\n}\n", 3, "cannot import HLO opcode 'frob'"},
		{"HloModule m\nENTRY e {\n  ROOT p = f32[2]{0} parameter(0), sharding={\n}\n", 5, "unexpected end of input in computation 'e'"},
		{"HloModule m\nENTRY e {\n  p = (f32[], s32[]) parameter(0)\n  ROOT n = f32[] negate(p)\n}\n", 4,
			"operand 0 of 'n' (negate) must be an array, not a tuple"},
		{"HloModule m\nENTRY e {\n  p = f32[2] parameter(0)\n  ROOT g = f32[2] get-tuple-element(p), index=0\n}\n", 4,
			"operand of get-tuple-element 'g' is not a tuple"},
		{"HloModule m\nENTRY e {\n  p = f32[2] parameter(0)\n  ROOT c = f32[3] copy(p)\n}\n", 4,
			"'c' has shape f32[3], but its value has type tensor<2xf32>"},
	} {
		_, _, err := importText(t, tc.src, hlo.Options{})
		require.Error(t, err, tc.src)
		ds := core.AsDiagnostics(err, nil)
		require.Len(t, ds, 1)
		assert.Contains(t, ds[0].Msg, tc.msg)
		fl, ok := core.FileLineColOf(ds[0].Loc)
		require.True(t, ok, tc.src)
		assert.Equal(t, "t.hlo", fl.File)
		assert.Equal(t, tc.line, fl.Line, tc.src)
	}
}

func TestNeedsDialects(t *testing.T) {
	m, err := hlo.Parse("t.hlo", []byte("HloModule m\nENTRY e {\n  ROOT p = f32[] parameter(0)\n}\n"), hlo.ParseOptions{})
	require.NoError(t, err)
	_, err = hlo.ImportModule(core.NewContext(), m, hlo.Options{})
	require.Error(t, err)
	assert.True(t, strings.Contains(err.Error(), "dialects"))
}
