package stablehlo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/builtin"
	function "ncc/dialects/func"
	"ncc/dialects/quant"
)

// quantTypes parses each source as a type, by name.
func quantTypes(t *testing.T, srcs map[string]string) map[string]core.Type {
	ctx := core.NewContext()
	ctx.Load(builtin.Dialect)
	ctx.Load(function.Dialect)
	ctx.Load(quant.Dialect)
	out := map[string]core.Type{}
	for name, src := range srcs {
		b, err := asm.Parse(ctx, []byte("func.func private @f("+src+")"), asm.ParseOptions{Filename: name})
		require.NoError(t, err, src)
		out[name] = function.FunctionType(b.First()).Inputs[0]
	}
	return out
}

func TestQuantPredicates(t *testing.T) {
	ts := quantTypes(t, map[string]string{
		"i8":     "!quant.uniform<i8:f32, 0.1:-30>",
		"u4":     "!quant.uniform<u4:bf16, 2.0:1>",
		"i8axis": "!quant.uniform<i8<-127:127>:f32:2, {0.1:-30,0.5:-20}>",
		"i1":     "!quant.uniform<i1:f32, 1.0>",
		"i3":     "!quant.uniform<i3:f32, 1.0>",
		"sub":    "!quant.uniform<i8:f32:{0:1}, {1.0}>",
		"any":    "!quant.any<i8:f32>",
		"cal":    "!quant.calibrated<f32<-1.0:1.0>>",
		"plain":  "i8",
	})
	cases := []struct {
		name                   string
		quant, perTensor, axis bool
		width                  int
	}{
		{"i8", true, true, false, 8},
		{"u4", true, true, false, 4},
		{"i8axis", true, false, true, 8},
		{"i1", false, false, false, 1}, // HLO_QuantizedInt: 2/4/8/16/32-bit storage only
		{"i3", false, false, false, 3},
		{"sub", false, false, false, 8},
		{"any", false, false, false, 8},
		{"cal", false, false, false, 0},
		{"plain", false, false, false, 8},
	}
	for _, c := range cases {
		typ := ts[c.name]
		assert.Equal(t, c.quant, isQuant(typ), c.name)
		assert.Equal(t, c.perTensor, isQuantPerTensor(typ), c.name)
		assert.Equal(t, c.axis, isQuantPerAxis(typ), c.name)
		if c.name != "cal" {
			assert.Equal(t, c.width, storageWidth(typ), c.name)
		}
	}
}

func TestElemCompatible(t *testing.T) {
	ts := quantTypes(t, map[string]string{
		"q":       "!quant.uniform<i8:f32, 0.1:-30>",
		"q2":      "!quant.uniform<i8:f32, 0.5:-20>",
		"q16":     "!quant.uniform<i16:f32, 0.1:-30>",
		"qu":      "!quant.uniform<u8:f32, 0.1>",
		"qsi":     "!quant.uniform<si8:f32, 0.1>",
		"qrange":  "!quant.uniform<i8<-127:127>:f32, 0.1>",
		"qbf":     "!quant.uniform<i8:bf16, 0.1>",
		"axis0":   "!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>",
		"axis0b":  "!quant.uniform<i8:f32:0, {0.2}>",
		"axis1":   "!quant.uniform<i8:f32:1, {0.1:-30,0.5:-20}>",
		"f32":     "f32",
		"bf16":    "bf16",
		"i8":      "i8",
		"u8range": "!quant.uniform<u8<0:127>:f32, 0.1>",
		"i8range": "!quant.uniform<i8<0:127>:f32, 0.1>",
	})
	cases := []struct {
		a, b string
		ok   bool
	}{
		{"q", "q", true},
		{"q", "q2", true},         // scales and zero points may differ
		{"q", "q16", false},       // storage type
		{"q", "qu", false},        // storage range (u8 is i8 storage, 0..255)
		{"q", "qsi", false},       // si8 is another storage type than i8
		{"q", "qrange", false},    // storage range
		{"q", "qbf", false},       // expressed type
		{"q", "axis0", false},     // per-tensor with per-axis
		{"axis0", "axis0b", true}, // same axis
		{"axis0", "axis1", true},  // the axis may differ (reshape, transpose)
		{"q", "f32", false},       // not even with its expressed type
		{"f32", "q", false},
		{"q", "bf16", false},
		{"q", "i8", false},           // not with its storage type
		{"u8range", "i8range", true}, // same storage type (signless i8) and range
		{"f32", "bf16", false},
	}
	for _, c := range cases {
		assert.Equal(t, c.ok, elemCompatible(ts[c.a], ts[c.b]), "%s vs %s", c.a, c.b)
	}
}
