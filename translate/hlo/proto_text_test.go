package hlo_test

import (
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
