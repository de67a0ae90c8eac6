package hlo_test

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/translate/hlo"
)

// TestModuleForms: a module without its header and an HloProto in
// protobuf text format import as the module with its header does.
func TestModuleForms(t *testing.T) {
	cases := []struct {
		name, src, module string
		isHLO             bool
	}{
		{"headerless ENTRY", "ENTRY main {\n  p = f32[4] parameter(0)\n  ROOT n = f32[4] negate(p)\n}\n", "module_main", true},
		{"headerless computation", "fusion {\n  p = f32[4] parameter(0)\n  ROOT n = f32[4] negate(p)\n}\n", "module_fusion", false},
		{"text proto", `# a comment
hlo_module {
  name: "m"
  entry_computation_name: "e"
  computations {
    name: "e"
    instructions { name: "p" opcode: "parameter" shape { element_type: F32 dimensions: 4 layout { minor_to_major: 0 } } id: 1 }
    instructions { name: "n" opcode: "negate" shape { element_type: F32 dimensions: 4 layout { minor_to_major: 0 } } id: 2 operand_ids: 1 }
    root_id: 2
    id: 0
  }
  entry_computation_id: 0
}
`, "m", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ctx := newContext()
			assert.Equal(t, c.isHLO, hlo.IsHLO([]byte(c.src)), "told by content")
			m, err := hlo.Import(ctx, "t.hlo", []byte(c.src), hlo.Options{})
			require.NoError(t, err)
			assert.Contains(t, printOp(ctx, m), "module @"+c.module)
			assert.Contains(t, printOp(ctx, m), "stablehlo.negate")
		})
	}
}

// TestProtoTextErrors: a broken text proto is an error at its line and
// column.
func TestProtoTextErrors(t *testing.T) {
	ctx := newContext()
	src := []byte("hlo_module {\n  name: \"m\"\n  bogus: 1\n}\n")
	_, err := hlo.Import(ctx, "t.hlo", src, hlo.Options{})
	require.Error(t, err)
	sm := asm.NewSourceMgr()
	sm.Add("t.hlo", src)
	msg := sm.Render(core.AsDiagnostics(err, nil)[0])
	assert.Contains(t, msg, "t.hlo:3:3: error: not a valid HLO proto in text format: unknown field: bogus")
	_, err = hlo.Import(ctx, "t.hlo", []byte("hlo_module {\n  name: \"m\"\n}\n"), hlo.Options{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "has no computations")
}

// TestFillElidedConstants: a dump's elided constant ({...}) is refused,
// or, asked to, filled with values that differ from one constant to the
// next and stay the same from one import to the next.
func TestFillElidedConstants(t *testing.T) {
	src := []byte(`HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  a = f32[4] constant({...})
  b = f32[4] constant({...})
  i = s32[3] constant({...})
  s = f32[4] add(a, b)
  ROOT r = f32[4] add(p, s)
}
`)
	ctx := newContext()
	_, err := hlo.Import(ctx, "t.hlo", src, hlo.Options{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "constant 'a' is elided")
	assert.Contains(t, err.Error(), "--fill-elided-constants")
	m1, err := hlo.Import(ctx, "t.hlo", src, hlo.Options{FillElidedConstants: true})
	require.NoError(t, err)
	m2, err := hlo.Import(ctx, "t.hlo", src, hlo.Options{FillElidedConstants: true})
	require.NoError(t, err)
	assert.Equal(t, printOp(ctx, m1), printOp(ctx, m2), "deterministic")
	var consts []*core.DenseAttr
	m1.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		if d, ok := o.Attr("value").(*core.DenseAttr); ok && o.Name() == "stablehlo.constant" {
			consts = append(consts, d)
		}
		return core.Advance
	})
	require.Len(t, consts, 3)
	assert.NotEqual(t, consts[0].Raw, consts[1].Raw, "two elided constants get different values")
	for k := 0; k+4 <= len(consts[0].Raw); k += 4 {
		v := math.Float32frombits(binary.LittleEndian.Uint32(consts[0].Raw[k:]))
		assert.True(t, v >= -0.05 && v < 0.05, "small values: %v", v)
	}
}
