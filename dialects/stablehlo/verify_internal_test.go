package stablehlo

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"ncc/core"
)

// Table tests of the helpers the verifiers share: window arithmetic,
// promotion, the reduction-argument shape rule, composite names and strict
// (quantization-exact) compatibility.

func TestWindowOutputShape(t *testing.T) {
	dyn := core.Dynamic
	cases := []struct {
		name string
		base int64
		w    window
		want int64
	}{
		{"unit window", 4, window{size: 1, stride: 1, baseDil: 1, winDil: 1}, 4},
		{"valid", 5, window{size: 2, stride: 2, baseDil: 1, winDil: 1}, 2},
		{"padded", 4, window{size: 3, stride: 1, baseDil: 1, winDil: 1, padLo: 1, padHi: 1}, 4},
		{"base dilation", 4, window{size: 3, stride: 4, baseDil: 2, winDil: 1}, 2},   // 7 wide
		{"window dilation", 4, window{size: 3, stride: 1, baseDil: 1, winDil: 2}, 0}, // 5 wide > 4
		{"empty base", 0, window{size: 1, stride: 1, baseDil: 3, winDil: 1}, 0},
		{"negative padding", 4, window{size: 1, stride: 1, baseDil: 1, winDil: 1, padLo: -5}, 0},
		{"dynamic base", dyn, window{size: 2, stride: 1, baseDil: 1, winDil: 1}, dyn},
		{"dynamic window", 4, window{size: dyn, stride: 1, baseDil: 1, winDil: 1}, dyn},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, []int64{c.want}, windowOutputShape([]int64{c.base}, []window{c.w}))
		})
	}
}

func TestIsPromotable(t *testing.T) {
	ts := quantTypes(t, map[string]string{
		"i8": "i8", "i32": "i32", "ui64": "ui64", "i1": "i1",
		"f16": "f16", "f32": "f32", "bf16": "bf16",
		"c64": "complex<f32>", "c128": "complex<f64>",
		"q8": "!quant.uniform<i8:f32, 0.1>", "q16": "!quant.uniform<i16:f32, 0.2>",
		"q8h": "!quant.uniform<i8:f16, 0.1>",
	})
	cases := []struct {
		from, to string
		ok       bool
	}{
		{"i8", "i32", true},
		{"i32", "i8", false},
		{"i32", "ui64", true}, // is_integer either way: only the width counts
		{"i1", "i1", true},
		{"i1", "i8", true}, // i1 is an integer type to StableHLO
		{"f16", "f32", true},
		{"f32", "f16", true},  // reduction bodies ignore float precision
		{"f16", "bf16", true}, // as StableHLO does
		{"f32", "i32", false},
		{"c64", "c128", true},
		{"c128", "c64", false},
		{"q8", "q16", true},  // the storage type widens
		{"q16", "q8", false}, // and may not narrow
		{"q8", "q8h", false}, // expressed types must match
		{"q8", "f32", false}, // quantized only with quantized
	}
	for _, c := range cases {
		assert.Equal(t, c.ok, isPromotable(ts[c.from], ts[c.to]), "%s -> %s", c.from, c.to)
	}
}

func TestIsCompatibleSubsequence(t *testing.T) {
	dyn := core.Dynamic
	cases := []struct {
		name    string
		sub, of []int64
		ok      bool
	}{
		{"scalar", nil, []int64{2, 3}, true},
		{"scalar of none", nil, nil, true},
		{"suffix", []int64{3}, []int64{2, 3}, true},
		{"gap", []int64{2, 4}, []int64{2, 3, 4}, true},
		{"order", []int64{3, 2}, []int64{2, 3}, false},
		{"absent", []int64{5}, []int64{2, 3}, false},
		{"dynamic", []int64{dyn}, []int64{2}, true},
		{"longer", []int64{2, 3}, []int64{2}, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.ok, isCompatibleSubsequence(c.sub, c.of), c.name)
	}
}

func TestIsNamespacedOpName(t *testing.T) {
	cases := map[string]bool{
		"ns.op":         true,
		"my_ns.sub.op":  true,
		"ns.op$1":       true,
		"op":            false, // no namespace
		"1ns.op":        false, // starts with a digit
		"ns.":           false,
		".op":           false,
		"ns..op":        false,
		"ns.op-name":    false,
		"chlo.erf_inv":  true,
		"a.b.c.d_e.f_9": true,
	}
	for name, ok := range cases {
		assert.Equal(t, ok, isNamespacedOpName(name), name)
	}
}

func TestStrictCompatible(t *testing.T) {
	ts := quantTypes(t, map[string]string{
		"f32":   "tensor<2xf32>",
		"fdyn":  "tensor<?xf32>",
		"f64":   "tensor<2xf64>",
		"q":     "tensor<2x!quant.uniform<i8:f32, 0.1>>",
		"q2":    "tensor<2x!quant.uniform<i8:f32, 0.2>>",
		"qdyn":  "tensor<?x!quant.uniform<i8:f32, 0.1>>",
		"axis0": "tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2}>>",
	})
	cases := []struct {
		a, b           string
		compat, strict bool
	}{
		{"f32", "fdyn", true, true},
		{"f32", "f64", false, false},
		{"q", "qdyn", true, true},
		{"q", "q2", true, false}, // baseline types agree, element types do not
		{"q", "f32", false, false},
		{"q", "axis0", false, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.compat, compatible(ts[c.a], ts[c.b]), "compatible %s %s", c.a, c.b)
		assert.Equal(t, c.strict, strictCompatible(ts[c.a], ts[c.b]), "strict %s %s", c.a, c.b)
	}
}

func TestChecksOfDimensionLists(t *testing.T) {
	fail := func(format string, args ...any) error { return core.Errorf(nil, format, args...) }
	cases := []struct {
		name string
		err  error
		want string
	}{
		{"in bounds", checkDimsInBounds(fail, []int64{0, 2}, 3, "offset_dims", "rank"), ""},
		{"out of bounds", checkDimsInBounds(fail, []int64{0, 3}, 3, "offset_dims", "rank"),
			"Expects each element of offset_dims to be in range [0, rank) i.e. [0, 3). got: 3."},
		{"inclusive bound", checkDimInBounds(fail, 3, 3, "index_vector_dim", "rank", true), ""},
		{"past inclusive bound", checkDimInBounds(fail, 4, 3, "index_vector_dim", "rank", true),
			"Expects index_vector_dim to be in range [0, rank] i.e. [0, 3]. got: 4."},
		{"distinct", checkDimsDistinct(fail, []int64{0, 1}, []int64{2}, "a", "b"), ""},
		{"across lists", checkDimsDistinct(fail, []int64{0, 1}, []int64{1}, "a", "b"), "has duplicated dimension from a and b: 1"},
		{"within a list", checkDimsDistinct(fail, []int64{2, 2}, nil, "a", "b"), "has duplicated dimension from a and b: 2"},
	}
	for _, c := range cases {
		if c.want == "" {
			assert.NoError(t, c.err, c.name)
			continue
		}
		if assert.Error(t, c.err, c.name) {
			assert.Contains(t, c.err.Error(), c.want, c.name)
		}
	}
}
