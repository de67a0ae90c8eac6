package jaxexport

import (
	"errors"
	"math"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// eval runs src and returns the variable x.
func eval(t *testing.T, src string) value {
	t.Helper()
	p := &parser{lx: newLexer("t.py", []byte(src)), vars: map[string]value{}, varPos: map[string]pos{}}
	require.NoError(t, p.file())
	v, ok := p.vars["x"]
	require.True(t, ok, "x not bound")
	return v
}

func TestLiterals(t *testing.T) {
	negZero := math.Copysign(0, -1)
	tests := []struct {
		name, src string
		want      value
	}{
		{"int", "x = 42", big.NewInt(42)},
		{"negative int", "x = -7", big.NewInt(-7)},
		{"hex oct bin", "x = 0x1F + 0o17 + 0b101", big.NewInt(31 + 15 + 5)},
		{"underscores", "x = 1_000_000", big.NewInt(1000000)},
		{"zeros", "x = 00", big.NewInt(0)},
		{"float", "x = 1.5e-3", 1.5e-3},
		{"float dot", "x = 1.", 1.0},
		{"float leading dot", "x = .25", 0.25},
		{"float overflow is inf", "x = 1e400", math.Inf(1)},
		{"nan", "x = nan", math.NaN()},
		{"inf", "x = -inf", math.Inf(-1)},
		{"imaginary", "x = 2j", complex(0, 2)},
		{"negative imaginary", "x = -0.5j", complex(negZero, -0.5)},
		{"complex sum", "x = 1. + 2.j", complex(1, 2)},
		{"complex difference", "x = 1.6697654 - 0.7869761j", complex(1.6697654, -0.7869761)},
		{"real minus zero imaginary keeps the sign", "x = 0.5 - 0j", complex(0.5, negZero)},
		{"int promotes", "x = 1 + 0.5", 1.5},
		{"bool is int", "x = True + 1", big.NewInt(2)},
		{"none", "x = None", noneVal{}},
		{"str single", "x = 'a\\tb'", "a\tb"},
		{"str double", `x = "q\"q"`, `q"q`},
		{"str raw", `x = r"a\nb\"c"`, `a\nb\"c`},
		{"str triple", "x = r\"\"\"\nline 1\n  \"line\" 2\n\"\"\"", "\nline 1\n  \"line\" 2\n"},
		{"str adjacent", `x = "ab" 'cd'`, "abcd"},
		{"str unicode escapes", `x = "\xe9\u00e9\U0001F600\101"`, "ééA\U0001F600"[0:4] + "\U0001F600" + "A"},
		{"str unknown escape kept", `x = "\q"`, `\q`},
		{"str line continuation", "x = 'a\\\nb'", "ab"},
		{"bytes", `x = b"ML\xefR\x00\n\t\\\'\"\r\a\b\f\v\101\0"`, bytesVal("ML\xefR\x00\n\t\\'\"\r\a\b\f\vA\x00")},
		{"bytes octal wraps", `x = b"\777"`, bytesVal("\xff")},
		{"bytes raw", `x = rb"\x00"`, bytesVal(`\x00`)},
		{"bytes unicode escapes are not escapes", `x = b"\u0041"`, bytesVal(`\u0041`)},
		{"bytes empty", `x = b""`, bytesVal{}},
		{"BR prefix", `x = BR'\n'`, bytesVal(`\n`)},
		{"comment", "x = 1  # a comment\n# another\n", big.NewInt(1)},
		{"line join", "x = 1 + \\\n  2", big.NewInt(3)},
		{"semicolons", "y = 1; x = y", big.NewInt(1)},
		{"chained assignment", "x = y = 3", big.NewInt(3)},
		{"crlf", "x = (1,\r\n 2)\r\n", tupleVal{[]value{big.NewInt(1), big.NewInt(2)}}},
		{"empty tuple", "x = ()", tupleVal{[]value{}}},
		{"parenthesized", "x = (5)", big.NewInt(5)},
		{"one tuple", "x = (5,)", tupleVal{[]value{big.NewInt(5)}}},
		{"list", "x = [1, 'a',]", &listVal{[]value{big.NewInt(1), "a"}}},
		{"subscript", "y = {'k': [1, 2, 3]}\nx = y['k'][-1]", big.NewInt(3)},
		{"date", "import datetime\nx = datetime.date(2024, 2, 29)", dateVal{2024, 2, 29}},
		{"from import", "from datetime import date as d\nx = d(2023, 3, 9)", dateVal{2023, 3, 9}},
		{"float builtin", "x = float('-inf')", math.Inf(-1)},
		{"docstring", "\"\"\"Doc.\"\"\"\nx = 1", big.NewInt(1)},
		{"unknown module imports", "import jax.numpy as jnp\nx = 1", big.NewInt(1)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := eval(t, tc.src)
			switch w := tc.want.(type) {
			case float64:
				g, ok := got.(float64)
				require.True(t, ok, "got %T", got)
				if math.IsNaN(w) {
					assert.True(t, math.IsNaN(g))
				} else {
					assert.Equal(t, math.Float64bits(w), math.Float64bits(g), "%v vs %v", g, w)
				}
			case complex128:
				g, ok := got.(complex128)
				require.True(t, ok, "got %T", got)
				assert.Equal(t, math.Float64bits(real(w)), math.Float64bits(real(g)), "real %v vs %v", g, w)
				assert.Equal(t, math.Float64bits(imag(w)), math.Float64bits(imag(g)), "imag %v vs %v", g, w)
			case *big.Int:
				g, ok := got.(*big.Int)
				require.True(t, ok, "got %T", got)
				assert.Equal(t, w.String(), g.String())
			default:
				assert.Equal(t, tc.want, got)
			}
		})
	}
}

func TestDicts(t *testing.T) {
	v := eval(t, "x = {}\nx['a'] = dict(p=1, q='s')\nx['a']['r'] = [1]\nx[1] = 2\nx[1.0] = 3\nx[(1, 'b')] = None")
	d, ok := v.(*dictVal)
	require.True(t, ok)
	require.Len(t, d.keys, 3, "1 and 1.0 are one key")
	inner, _, ok := d.get("a")
	require.True(t, ok)
	id := inner.(*dictVal)
	assert.Equal(t, []value{"p", "q", "r"}, id.keys)
	three, _, _ := d.get(big.NewInt(1))
	assert.Equal(t, "3", three.(*big.Int).String())
	_, _, ok = d.get(tupleVal{[]value{big.NewInt(1), "b"}})
	assert.True(t, ok)
}

func TestArrays(t *testing.T) {
	tests := []struct {
		name, src string
		want      *Array
	}{
		{"float32 rounds", "import numpy as np\nx = np.array([0.1, -2.5], dtype=np.float32)",
			&Array{DType: Float32, Shape: []int{2}, Floats: []float64{float64(float32(0.1)), -2.5}}},
		{"aliases", "import numpy as np\narray = np.array\nfloat32 = np.float32\nx = array([[1., 2.], [3., 4.]], dtype=float32)",
			&Array{DType: Float32, Shape: []int{2, 2}, Floats: []float64{1, 2, 3, 4}}},
		{"scalar", "from numpy import array, int32\nx = array(7, dtype=int32)",
			&Array{DType: Int32, Shape: []int{}, Ints: []int64{7}}},
		{"empty", "import numpy as np\nx = np.array([], dtype=np.float16)",
			&Array{DType: Float16, Shape: []int{0}, Floats: []float64{}}},
		{"empty rows", "import numpy as np\nx = np.array([[], []], dtype=np.int8)",
			&Array{DType: Int8, Shape: []int{2, 0}, Ints: []int64{}}},
		{"infer int64", "import numpy as np\nx = np.array([1, 2])",
			&Array{DType: Int64, Shape: []int{2}, Ints: []int64{1, 2}}},
		{"infer float64", "import numpy as np\nx = np.array([1, 2.5])",
			&Array{DType: Float64, Shape: []int{2}, Floats: []float64{1, 2.5}}},
		{"infer complex128", "import numpy as np\nx = np.array([1, 2.5 - 1j])",
			&Array{DType: Complex128, Shape: []int{2}, Complex: []complex128{1, complex(2.5, -1)}}},
		{"infer bool", "import numpy as np\nx = np.array([True, False])",
			&Array{DType: Bool, Shape: []int{2}, Ints: []int64{1, 0}}},
		{"bool dtype", "import numpy as np\nx = np.array([0, 3], dtype=bool)",
			&Array{DType: Bool, Shape: []int{2}, Ints: []int64{0, 1}}},
		{"uint64 bit pattern", "import numpy as np\nx = np.array([18446744073709551615], dtype=np.uint64)",
			&Array{DType: Uint64, Shape: []int{1}, Ints: []int64{-1}}},
		{"uint32", "import numpy as np\nx = np.array([4294967295], dtype=np.uint32)",
			&Array{DType: Uint32, Shape: []int{1}, Ints: []int64{4294967295}}},
		{"int16 negative", "import numpy as np\nx = np.array([-32768], np.int16)",
			&Array{DType: Int16, Shape: []int{1}, Ints: []int64{-32768}}},
		{"float to int truncates", "import numpy as np\nx = np.array([-1.7], dtype=np.int32)",
			&Array{DType: Int32, Shape: []int{1}, Ints: []int64{-1}}},
		{"complex64", "import numpy as np\nx = np.array([0.1 + 0.2j], dtype=np.complex64)",
			&Array{DType: Complex64, Shape: []int{1}, Complex: []complex128{complex(float64(float32(0.1)), float64(float32(0.2)))}}},
		{"bfloat16", "import ml_dtypes\nimport numpy as np\nx = np.array([1.00390625, 3.0], dtype=ml_dtypes.bfloat16)",
			&Array{DType: BFloat16, Shape: []int{2}, Floats: []float64{1, 3}}},
		{"float16 overflow", "import numpy as np\nx = np.array([70000.0], dtype=np.float16)",
			&Array{DType: Float16, Shape: []int{1}, Floats: []float64{math.Inf(1)}}},
		{"dtype by name", "import numpy as np\nx = np.array([1], dtype='float64')",
			&Array{DType: Float64, Shape: []int{1}, Floats: []float64{1}}},
		{"scalar constructor", "import numpy as np\nx = np.float32(1.5)",
			&Array{DType: Float32, Shape: []int{}, Floats: []float64{1.5}}},
		{"tuple data", "import numpy as np\nx = np.array(((1, 2),), dtype=np.int64)",
			&Array{DType: Int64, Shape: []int{1, 2}, Ints: []int64{1, 2}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := eval(t, tc.src).(*Array)
			require.True(t, ok)
			assert.Equal(t, tc.want, got)
			assert.Equal(t, len(got.Ints)+len(got.Floats)+len(got.Complex), got.Len())
		})
	}
}

func TestDTypes(t *testing.T) {
	assert.Equal(t, "float32", Float32.String())
	assert.Equal(t, "f32", Float32.MLIR())
	assert.Equal(t, "ui16", Uint16.MLIR())
	assert.Equal(t, "i1", Bool.MLIR())
	assert.Equal(t, "complex<f64>", Complex128.MLIR())
	assert.Equal(t, "bf16", BFloat16.MLIR())
	assert.Equal(t, "DType(0)", DType(0).String())
	assert.True(t, Uint8.IsUnsigned() && Uint8.IsInt())
	assert.False(t, Bool.IsInt())
	assert.Equal(t, 128, Complex128.Bits())
}

const entrySrc = `# A data file in JAX's format.
import datetime
import numpy as np

array = np.array
float32 = np.float32

data_2024_01_02 = {}
data_2024_01_02["f32"] = dict(
    testdata_version=1,
    platform='cpu',
    custom_call_targets=['lapack_spotrf_ffi'],
    serialized_date=datetime.date(2024, 1, 2),
    inputs=(array([1., 2.], dtype=float32),),
    expected_outputs=(array([2., 4.], dtype=float32), array(3, dtype=np.int32)),
    mlir_module_text=r"""
module @jit_f {
}
""",
    mlir_module_serialized=b"ML\xefR\x01",
    xla_call_module_version=9,
    nr_devices=2,
)  # End paste

data_2024_01_02["nested"] = {"a": [dict(
    testdata_version=1, platform="tpu", custom_call_targets=[],
    serialized_date=datetime.date(2023, 12, 31), inputs=(), expected_outputs=(),
    mlir_module_text="", mlir_module_serialized=b"", xla_call_module_version=4)]}
data = data_2024_01_02  # an alias: walked once
`

func TestEntries(t *testing.T) {
	es, err := Read("dir/my_test_data.py", []byte(entrySrc))
	require.NoError(t, err)
	require.Len(t, es, 2)
	e := es[0]
	assert.Equal(t, "my_test_data.data_2024_01_02.f32", e.Name)
	assert.Equal(t, "dir/my_test_data.py", e.File)
	assert.Equal(t, 9, e.Line)
	assert.Equal(t, 1, e.TestdataVersion)
	assert.Equal(t, "cpu", e.Platform)
	assert.Equal(t, []string{"lapack_spotrf_ffi"}, e.CustomCallTargets)
	assert.Equal(t, time.Date(2024, 1, 2, 0, 0, 0, 0, time.UTC), e.SerializedDate)
	require.Len(t, e.Inputs, 1)
	assert.Equal(t, []float64{1, 2}, e.Inputs[0].Floats)
	require.Len(t, e.ExpectedOutputs, 2)
	assert.Equal(t, Int32, e.ExpectedOutputs[1].DType)
	assert.Equal(t, "\nmodule @jit_f {\n}\n", e.MLIRText)
	assert.Equal(t, []byte("ML\xefR\x01"), e.Serialized)
	assert.Equal(t, 9, e.XLACallModuleVersion)
	assert.Equal(t, 2, e.NrDevices)

	n := es[1]
	assert.Equal(t, "my_test_data.data_2024_01_02.nested.a.0", n.Name)
	assert.Equal(t, 1, n.NrDevices, "default")
	assert.Empty(t, n.Inputs)
	assert.Equal(t, []byte{}, n.Serialized)
}

func TestErrors(t *testing.T) {
	// entry is a valid entry d with one change: "-name" drops a field,
	// "name=value" replaces one, "+name=value" adds one.
	entry := func(change string) string {
		order := []string{"testdata_version", "platform", "custom_call_targets", "serialized_date",
			"inputs", "expected_outputs", "mlir_module_text", "mlir_module_serialized", "xla_call_module_version"}
		fields := map[string]string{
			"testdata_version": "1", "platform": "'cpu'", "custom_call_targets": "[]",
			"serialized_date": "datetime.date(2024, 1, 1)", "inputs": "()", "expected_outputs": "()",
			"mlir_module_text": "''", "mlir_module_serialized": "b''", "xla_call_module_version": "9",
		}
		if k, v, ok := strings.Cut(change, "="); ok && !strings.HasPrefix(change, "+") {
			fields[k] = v
		}
		src := "import datetime\nd = dict(\n"
		for _, k := range order {
			if change != "-"+k {
				src += "  " + k + "=" + fields[k] + ",\n"
			}
		}
		if strings.HasPrefix(change, "+") {
			src += "  " + change[1:] + ",\n"
		}
		return src + ")\n"
	}
	tests := []struct{ name, src, want string }{
		{"undefined name", "x = y", "t.py:1:5: error: name 'y' is not defined"},
		{"unterminated string", "x = 'abc", "t.py:1:5: error: unterminated string literal"},
		{"unterminated triple", "x = r\"\"\"abc\n", "t.py:1:5: error: unterminated string literal"},
		{"bad escape", `x = b"\x4"`, "t.py:1:7: error: truncated \\xXX escape"},
		{"non-ASCII bytes", "x = b'é'", "t.py:1:7: error: bytes can only contain ASCII literal characters"},
		{"unclosed bracket", "x = [1, 2", "t.py:1:10: error: unexpected end of file inside brackets"},
		{"unmatched", "x = 1)", "t.py:1:6: error: unmatched ')'"},
		{"mismatched", "x = [1, 2)", "t.py:1:10: error: expected ',' or ']', found ')'"},
		{"indent", "x = 1\n  y = 2", "t.py:2:3: error: unexpected indent"},
		{"def", "def f():\n  pass", "t.py:1:1: error: 'def' statements are not supported"},
		{"leading zero", "x = 012", "t.py:1:5: error: leading zeros in decimal integer literals are not permitted"},
		{"bad number", "x = 1__0", "t.py:1:5: error: invalid number literal \"1__0\""},
		{"bad number suffix", "x = 12abc", "t.py:1:5: error: invalid number literal \"12abc\""},
		{"f-string", "x = f'{y}'", "t.py:1:5: error: f-strings are not supported"},
		{"multiplication", "x = 2 * 3", "t.py:1:7: error: operator '*' is not supported"},
		{"str plus int", "x = 'a' - 1", "t.py:1:9: error: unsupported operand types for -: 'str' and 'int'"},
		{"negate str", "x = -'a'", "t.py:1:5: error: bad operand type for unary -: 'str'"},
		{"key missing", "d = {}\nx = d['k']", "t.py:2:6: error: key \"k\" not found"},
		{"unhashable", "d = {}\nd[[1]] = 2", "t.py:2:2: error: unhashable type: 'list'"},
		{"index out of range", "x = [1][3]", "t.py:1:8: error: index out of range"},
		{"not subscriptable", "x = 1\ny = x[0]", "t.py:2:6: error: 'int' object is not subscriptable"},
		{"ragged", "import numpy as np\nx = np.array([[1], [2, 3]])", "t.py:2:14: error: inhomogeneous array shape: elements of shapes [1] and [2]"},
		{"int overflow", "import numpy as np\nx = np.array([256], dtype=np.uint8)", "t.py:2:14: error: Python integer 256 out of bounds for uint8"},
		{"negative unsigned", "import numpy as np\nx = np.array([-1], dtype=np.uint32)", "t.py:2:14: error: Python integer -1 out of bounds for uint32"},
		{"unknown dtype", "import numpy as np\nx = np.array([1], dtype='float8')", "t.py:2:25: error: data type \"float8\" not understood"},
		{"array kwarg", "import numpy as np\nx = np.array([1], copy=True)", "t.py:2:24: error: array() keyword argument 'copy' is not supported"},
		{"unknown numpy attribute", "import numpy as np\nx = np.zeros", "t.py:2:8: error: module 'numpy' has no attribute 'zeros' (not supported)"},
		{"bad date", "import datetime\nx = datetime.date(2023, 2, 29)", "t.py:2:28: error: day is out of range for month"},
		{"bad month", "import datetime\nx = datetime.date(2023, 13, 1)", "t.py:2:25: error: month must be in 1..12"},
		{"call non-callable", "x = 1(2)", "t.py:1:5: error: 'int' object is not callable"},
		{"repeated kwarg", "x = dict(a=1, a=2)", "t.py:1:15: error: keyword argument repeated: a"},
		{"positional after keyword", "x = dict(a=1, 2)", "t.py:1:15: error: positional argument follows keyword argument"},
		{"assign to call", "dict() = 1", "t.py:1:1: error: cannot assign to expression"},
		{"too deep", "x = " + strings.Repeat("[", 300) + strings.Repeat("]", 300), "t.py:1:"},
		{"missing field", entry("-platform"), "t.py:2:5: error: entry t.d: missing field platform"},
		{"unexpected field", entry("+colour='red'"), "t.py:12:10: error: entry t.d: unexpected field \"colour\""},
		{"wrong version", entry("testdata_version=2"), "t.py:3:20: error: entry t.d: testdata_version 2 not recognized (want 1)"},
		{"platform type", entry("platform=1"), "t.py:4:12: error: entry t.d: platform must be a str, not int"},
		{"serialized type", entry("mlir_module_serialized='x'"), "t.py:10:26: error: entry t.d: mlir_module_serialized must be bytes, not str"},
		{"inputs type", entry("inputs=('a',)"), "t.py:7:10: error: entry t.d: inputs[0] must be an array, not str"},
		{"date type", entry("serialized_date='2024-01-01'"), "t.py:6:19: error: entry t.d: serialized_date must be a datetime.date, not str"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read("t.py", []byte(tc.src))
			require.Error(t, err)
			var e *Error
			require.True(t, errors.As(err, &e), "%T: %v", err, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.GreaterOrEqual(t, e.Line, 1)
			assert.GreaterOrEqual(t, e.Col, 1)
		})
	}
}
