package quant_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/builtin"
	function "ncc/dialects/func"
	"ncc/dialects/quant"
)

func newCtx() *core.Context {
	ctx := core.NewContext()
	ctx.Load(builtin.Dialect)
	ctx.Load(function.Dialect)
	ctx.Load(quant.Dialect)
	return ctx
}

// prefix puts the type at column 22 of line 1, where the error columns of
// the cases below count from.
const prefix = "func.func private @f("

// parseType parses src as the argument type of a function.
func parseType(ctx *core.Context, src string) (core.Type, error) {
	b, err := asm.Parse(ctx, []byte(prefix+src+")"), asm.ParseOptions{Filename: "t.mlir"})
	if err != nil {
		return nil, err
	}
	if b.First() == nil || b.First() != b.Last() || len(function.FunctionType(b.First()).Inputs) != 1 {
		return nil, fmt.Errorf("%q is not one type", src)
	}
	return function.FunctionType(b.First()).Inputs[0], nil
}

// printType prints t as mlir-opt would, by printing a function taking it.
func printType(t *testing.T, ctx *core.Context, typ core.Type) string {
	t.Helper()
	src := prefix + "i1)"
	b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	require.NoError(t, err)
	fn := b.First()
	fn.SetAttr("function_type", core.TypeAttrOf(ctx, core.Function(ctx, []core.Type{typ}, nil)))
	out := asm.PrintOp(fn, asm.PrintOptions{Context: ctx})
	start := strings.Index(out, "@f(") + 3
	return out[start:strings.LastIndex(out, ")")]
}

// The printed forms are mlir-opt 22's (see mliropt_test.go, which checks
// them against mlir-opt itself when it is installed).
var roundTripCases = []struct{ in, out string }{
	{"!quant.uniform<i8:f32, 2.0:15>", "!quant.uniform<i8:f32, 2.000000e+00:15>"},
	{"!quant.uniform<i8:f32, 2.0:0>", "!quant.uniform<i8:f32, 2.000000e+00>"},
	{"!quant.uniform<u8:f32, 0.1>", "!quant.uniform<u8:f32, 1.000000e-01>"},
	{"!quant.uniform<ui8:f32, 1.0>", "!quant.uniform<u8:f32, 1.000000e+00>"},
	{"!quant.uniform<si8:f32, 1.0>", "!quant.uniform<i8:f32, 1.000000e+00>"},
	{"!quant.uniform<i4:bf16, 0.333333333>", "!quant.uniform<i4:bf16, 0.33333333300000001>"},
	{"!quant.uniform<i8<-127:127>:f32, 1.0e-3:-3>", "!quant.uniform<i8<-127:127>:f32, 1.000000e-03:-3>"},
	{"!quant.uniform<i8<-128:127>:f32, 1.0>", "!quant.uniform<i8:f32, 1.000000e+00>"},
	{"!quant.uniform<u4<1:15>:f32, 1.0>", "!quant.uniform<u4<1:15>:f32, 1.000000e+00>"},
	{"!quant.uniform<i8<-4 : 3> : f32 , 1.0 : 2 >", "!quant.uniform<i8<-4:3>:f32, 1.000000e+00:2>"},
	{"!quant.uniform<u08:f32, 1.0>", "!quant.uniform<u8:f32, 1.000000e+00>"},
	{"!quant.uniform<i1:f32, 1.0>", "!quant.uniform<i1:f32, 1.000000e+00>"},
	{"!quant.uniform<i32:f64, 1.0e+300>", "!quant.uniform<i32:f64, 1.000000e+300>"},
	{"!quant.uniform<i32:f32, 1.0:-2147483648>", "!quant.uniform<i32:f32, 1.000000e+00:-2147483648>"},
	{"!quant.uniform<u16:f32, 1.5e-30:65535>", "!quant.uniform<u16:f32, 1.500000e-30:65535>"},
	{"!quant.uniform<u8:f32, 1.0:300>", "!quant.uniform<u8:f32, 1.000000e+00:300>"},
	{"!quant.uniform<i8:f32, 1.234567e+10>", "!quant.uniform<i8:f32, 1.234567E+10>"},
	{"!quant.uniform<i8:f32, 1.0e-40>", "!quant.uniform<i8:f32, 9.9999999999999992E-41>"},
	{"!quant.uniform<i8:f64, 0x3FF0000000000000>", "!quant.uniform<i8:f64, 1.000000e+00>"},
	{"!quant.uniform<i8:f32, 0x7FF8000000000000>", "!quant.uniform<i8:f32, 0x7FF8000000000000>"},
	{"!quant.uniform<i8:f8E4M3FN, 1.0>", "!quant.uniform<i8:f8E4M3FN, 1.000000e+00>"},
	{"!quant<uniform<i8:f32, 1.0>>", "!quant.uniform<i8:f32, 1.000000e+00>"},
	{"!quant.uniform<i8:f32:1, {2.0:10, 3.0}>", "!quant.uniform<i8:f32:1, {2.000000e+00:10,3.000000e+00}>"},
	{"!quant.uniform<i8:f32:0, {1.0}>", "!quant.uniform<i8:f32:0, {1.000000e+00}>"},
	{"!quant.uniform<i8:f32:1, {{1.0,2.0},{3.0,4.0}}>", "!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00,3.000000e+00,4.000000e+00}>"},
	{"!quant.uniform<i8:f16:{0:1, 1:2}, {{2.0:10, 3.0}, {4.0, 5.0:2}}>", "!quant.uniform<i8:f16:{0:1, 1:2}, {{2.000000e+00:10, 3.000000e+00}, {4.000000e+00, 5.000000e+00:2}}>"},
	{"!quant.uniform<u8:f32:{0:1,1:2}, {{2.0:200,0.1:127}, {0.333333333,9.987200e-01}}>", "!quant.uniform<u8:f32:{0:1, 1:2}, {{2.000000e+00:-56, 1.000000e-01:127}, {0.333333343, 0.99871999}}>"},
	{"!quant.uniform<i8:f32:{}, {1.0:3}>", "!quant.uniform<i8:f32:{}, {1.000000e+00:3}>"},
	{"!quant.uniform<i8:bf16:{0:2,1:2,2:4}, {{{1.0, 2.0}}}>", "!quant.uniform<i8:bf16:{0:2, 1:2, 2:4}, {{{1.000000e+00, 2.000000e+00}}}>"},
	{"!quant.uniform<i8:f16:{0:1}, {0.1:-1, 0.2}>", "!quant.uniform<i8:f16:{0:1}, {9.997550e-02:-1, 1.999510e-01}>"},
	{"!quant.uniform<i8:f32:{0:2}, {1.0:-129, 2.0:300}>", "!quant.uniform<i8:f32:{0:2}, {1.000000e+00:127, 2.000000e+00:44}>"},
	{"!quant.uniform<u4:f32:{0:2}, {1.0:15, 2.0:8}>", "!quant.uniform<u4:f32:{0:2}, {1.000000e+00:-1, 2.000000e+00:-8}>"},
	{"!quant.uniform<i8:f32:{0:1,0:2}, {{1.0}}>", "!quant.uniform<i8:f32:{0:1, 0:2}, {{1.000000e+00}}>"},
	{"!quant.uniform<i8:f80, 0.0>", "!quant.uniform<i8:f80, 0.000000e+00>"},
	{"!quant.uniform<i8:f128, 0x7FF0000000000000>", "!quant.uniform<i8:f128, 0x7FF0000000000000>"},
	{"!quant.uniform<i8:f8E8M0FNU, 1.0e-38>", "!quant.uniform<i8:f8E8M0FNU, 9.9999999999999996E-39>"},
	{"!quant.uniform<i8:f8E4M3FN:{0:1}, {0.3, 1.0}>", "!quant.uniform<i8:f8E4M3FN:{0:1}, {3.125000e-01, 1.000000e+00}>"},
	{"!quant.any<i8:f32>", "!quant.any<i8:f32>"},
	{"!quant.any<i8>", "!quant.any<i8>"},
	{"!quant.any<u8<1:254>:f16>", "!quant.any<u8<1:254>:f16>"},
	{"!quant.any<i8<-1:1>>", "!quant.any<i8<-1:1>>"},
	{"!quant.calibrated<f32<-0.5:1.0>>", "!quant.calibrated<f32<-5.000000e-01:1.000000e+00>>"},
	{"!quant.calibrated<f32<0.1:0.333333333>>", "!quant.calibrated<f32<1.000000e-01:0.33333333300000001>>"},
	{"!quant.calibrated<f16<-1.0e10:1.0e10>>", "!quant.calibrated<f16<-1.000000e+10:1.000000e+10>>"},
	{"!quant.calibrated<f32<0xFFF0000000000000:1.0>>", "!quant.calibrated<f32<0xFFF0000000000000:1.000000e+00>>"},
	{"tensor<2x!quant.uniform<i8:f32, 2.0:15>>", "tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>"},
}

// printOnlyCases print as mlir-opt prints them, but what mlir-opt prints
// does not read back: a NaN sub-channel scale prints as the expressed
// type's bits in hex, which the parser reads as the bits of a double.
var printOnlyCases = []struct{ in, out string }{
	{"!quant.uniform<i8:f32:{0:2}, {0x7FF8000000000000}>", "!quant.uniform<i8:f32:{0:2}, {0x7FC00000}>"},
}

func TestRoundTrip(t *testing.T) {
	for _, c := range printOnlyCases {
		ctx := newCtx()
		typ, err := parseType(ctx, c.in)
		require.NoError(t, err)
		assert.Equal(t, c.out, printType(t, ctx, typ))
	}
	for _, c := range roundTripCases {
		t.Run(c.in, func(t *testing.T) {
			ctx := newCtx()
			typ, err := parseType(ctx, c.in)
			require.NoError(t, err)
			out := printType(t, ctx, typ)
			assert.Equal(t, c.out, out)
			// The printed form reads back as the same type.
			again, err := parseType(ctx, out)
			require.NoError(t, err)
			assert.Equal(t, out, printType(t, ctx, again))
		})
	}
}

// Errors: message and column (the type starts at column 22). Messages and
// columns are mlir-opt 22's. Column 0: not checked, see eofQuirk.
var errorCases = []struct {
	in  string
	col int
	msg string
}{
	{"!quant.foobar", 29, "unknown quantized type foobar"},
	{"!quant<\"uniform\">", 29, "expected valid keyword"},
	{"!quant.uniform", eofQuirk, "expected '<'"},
	{"!quant.uniform<i8>", 39, "expected ':'"},
	{"!quant.uniform<i8:f32>", 43, "expected ','"},
	{"!quant.uniform<i8<-4:3>:f32, 0.99872:127 23>", 62, "expected '>'"},
	{"!quant.uniform<i8<16>:f32, 0.99872:127>", 42, "expected ':'"},
	{"!quant.uniform<i8<-4:3>f32, 0.99872:127>", 45, "expected ':'"},
	{"!quant.uniform<int8<-4:3>:f32, 0.99872:127>", 37, "illegal storage type prefix"},
	{"!quant.uniform<i<-4:3>:f32, 0.99872:127>", 37, "illegal storage type prefix"},
	{"!quant.uniform<i-1<-4:3>:f32, 0.99872:127>", 37, "illegal storage type prefix"},
	{"!quant.uniform<i33:f32, 0.99872:127>", 37, "illegal storage type size: 33"},
	{"!quant.uniform<i64:f32, 1.0>", 37, "illegal storage type size: 64"},
	{"!quant.uniform<ui33:f32, 1.0>", 37, "illegal storage type size: 33"},
	{"!quant.uniform<u0:f32, 1.0>", 37, "illegal storage type size: 0"},
	{"!quant.uniform<i0:f32, 1.0>", 37, "illegal storage type size: 0"},
	{"!quant.uniform<u65:f32, 1.0>", 37, "illegal storage type size: 65"},
	{"!quant.uniform<u:f32, 1.0>", 37, "expected storage type width"},
	{"!quant.uniform<u8x:f32, 1.0>", 37, "expected storage type width"},
	{"!quant.uniform<u-8:f32, 1.0>", 37, "expected storage type width"},
	{"!quant.uniform<f8E4M3FN:f32, 1.0>", 37, "storage type must be integral"},
	{"!quant.uniform<index:f32, 1.0>", 37, "storage type must be integral"},
	{"!quant.uniform<i8<2:1>:f32, 0.99872:127>", 29, "illegal storage min and storage max: (2:1)"},
	{"!quant.uniform<i8<1:1>:f32, 0.99872:127>", 29, "illegal storage min and storage max: (1:1)"},
	{"!quant.uniform<i4<-1:9>:f32, 0.99872:127>", 43, "illegal storage type maximum: 9"},
	{"!quant.uniform<i4<-9:1>:f32, 0.99872:127>", 40, "illegal storage type minimum: -9"},
	{"!quant.uniform<u8<-1:1>:f32, 1.0>", 40, "illegal storage type minimum: -1"},
	{"!quant.uniform<i8<-4:3>:f32, abc:127>", 51, "expected floating point literal"},
	{"!quant.uniform<i8:f32, inf>", 45, "expected floating point literal"},
	{"!quant.uniform<i8:f32, {1.0}>", 45, "expected floating point literal"},
	{"!quant.uniform<i8:f32, 1>", 45, "unexpected decimal integer literal for a floating point value"},
	{"!quant.uniform<i8:f32, -0x3FF0000000000000>", 46, "hexadecimal float literal should not have a leading minus"},
	{"!quant.uniform<i8:f32, 0x3FF00000000000000>", 45, "hexadecimal float constant out of range for type"},
	{"!quant.uniform<i8<-4:3>:f32, 0.1abc>", 54, "expected '>'"},
	{"!quant.uniform<i8<-4:3>:f32, 0.1:>", 55, "expected integer value"},
	{"!quant.uniform<i8<-4:3>:f32, 0.1:abc>", 55, "expected integer value"},
	{"!quant.uniform<i8:f32, 1.0:9223372036854775808>", 49, "integer value too large"},
	{"!quant.uniform<i8<-4:3>:f33, 0.99872:127>", 46, "expected non-function type"},
	{"!quant.uniform<i8:i32, 1.0>", 40, "invalid kind of type specified"},
	{"!quant.uniform<i8:tensor<2xf32>, 1.0>", 40, "invalid kind of type specified"},
	{"!quant.uniform<i8<-4:3>:f32, -1.0:127>", 55, "scale -1.000000e+00 out of expressed type range [1.401298e-45, 3.402823e+38]"},
	{"!quant.uniform<i8:f32, 0.0>", 48, "scale 0.000000e+00 out of expressed type range [1.401298e-45, 3.402823e+38]"},
	{"!quant.uniform<i8:f32, -0.0>", 49, "scale -0.000000e+00 out of expressed type range"},
	{"!quant.uniform<i8:f32, 1.0e400>", 52, "scale INF out of expressed type range"},
	{"!quant.uniform<i8:f16, 5.8e-8>", 51, "scale 5.800000e-08 out of expressed type range [5.960464e-08, 6.550400e+04]"},
	{"!quant.uniform<i8:f16, 6.6e4>", 50, "scale 6.600000e+04 out of expressed type range [5.960464e-08, 6.550400e+04]"},
	{"!quant.uniform<i8:f8E8M0FNU, 1.0e-39>", 58, "scale 1.000000e-39 out of expressed type range [5.877472e-39, 1.701412e+38]"},
	{"!quant.uniform<i8:f16:1, {2.0,5.8e-8}>", 58, "scale 5.800000e-08 out of expressed type range"},
	{"!quant.uniform<i8<-4:3>:f32:, {2.0:-1}>", 50, "expected integer value"},
	{"!quant.uniform<i8<-4:3>:f32, {2.0,-1.0:1}>", 51, "expected floating point literal"},
	{"!quant.uniform<i8:f32:-1, {2.0,3.0:1}>", 29, "illegal quantized dimension: -1"},
	{"!quant.uniform<i8:f32:2147483648, {1.0}>", 44, "integer value too large"},
	{"!quant.uniform<i8:f32:1, {}>", 48, "expected floating point literal"},
	{"!quant.uniform<i8:f32:1, 1.0>", 46, "expected '{'"},
	{"!quant.uniform<i8:f32:0, {{1.0}, {2.0, 3.0}}>", 65, "tensor literal is invalid; ranks are not consistent between elements"},
	{"!quant.uniform<u8:f32:{0:1,-1:2}, {{2.0:120,0.9:127}, {2.0,0.9}}>", 29, "illegal quantized dimension: -1"},
	{"!quant.uniform<u8:f32:{0:0,1:2}, {{2.0:120,0.9:127}, {2.0,0.9}}>", 29, "illegal block size: 0"},
	{"!quant.uniform<u8:f32:{0:-1,1:2}, {{2.0:120,0.9:127}, {2.0,0.9}}>", 29, "illegal block size: -1"},
	{"!quant.uniform<u8:f32:{0,1:2}, {{2.0:120,0.9:127}, {2.0,0.9}}>", 46, "expected ':'"},
	{"!quant.uniform<u8:f32:{:1,1:2}, {{2.0:120,0.9:127}, {2.0,0.9}}>", 45, "expected integer value"},
	{"!quant.uniform<u8:f32:{0:1,}, {{2.0:120,0.9:127}, {2.0,0.9}}>", 49, "expected integer value"},
	{"!quant.uniform<u8:f32:{2147483648:1}, {1.0}>", 45, "integer value too large"},
	{"!quant.uniform<u8:f32:{0:1,1:2}, {2.0:120,0.9:127}, {2.0,0.9}>", 72, "expected '>'"},
	{"!quant.uniform<u8:f32:{0:1,1:2}, {{2.0:120,0.9:127}, {2.0}}>", 80, "tensor literal is invalid; ranks are not consistent between elements"},
	{"!quant.uniform<u8:f32:0:1,1:2, {{2.0}}>", 45, "expected ','"},
	{"!quant.uniform<u8:f32:{0:1,1:2}, {{2.0:120,0.9:127}, {2.0,}}>", 80, "expected floating point literal"},
	{"!quant.uniform<u8:f32:{0:1, 1:2}, {}>", 57, "expected floating point literal"},
	{"!quant.uniform<i8:f16:{0:1,1:2}, {{6.6e4:120,0.9:127}, {2.0:256,0.9}}>", 62, "scale 6.600000e+04 out of expressed type range [5.960464e-08, 6.550400e+04]"},
	{"!quant.any", eofQuirk, "expected '<'"},
	{"!quant.any<>", 33, "expected valid keyword"},
	{"!quant.any<i8:f32:1>", 39, "expected '>'"},
	{"!quant.any<i8:i32>", 36, "invalid kind of type specified"},
	{"!quant.any<i8<3:2>>", 29, "illegal storage min and storage max: (3:2)"},
	{"!quant.calibrated<f32<1.0:0.5>>", 29, "illegal min and max: (1.000000e+00:5.000000e-01)"},
	{"!quant.calibrated<f32<-0.0:0.0>>", 29, "illegal min and max: (-0.000000e+00:0.000000e+00)"},
	{"!quant.calibrated<i32<0.0:0.5>>", 40, "invalid kind of type specified"},
	{"!quant.calibrated<f32>", 43, "expected '<'"},
	{"!quant.calibrated<f32<-1:1>>", 45, "unexpected decimal integer literal for a floating point value"},
	{"!quant.calibrated<f32<nan:1.0>>", 44, "expected floating point literal"},
}

// eofQuirk: when a body ends too early (`!quant.any`), mlir-opt's nested
// lexer runs past the body and reports the next token of the file; ncc's
// dialect parser stops at the body's end (core/asm) and reports its last
// character, one column earlier.
const eofQuirk = 0

func TestParseErrors(t *testing.T) {
	for _, c := range errorCases {
		t.Run(c.in, func(t *testing.T) {
			_, err := parseType(newCtx(), c.in)
			require.Error(t, err)
			ds, ok := err.(core.Diagnostics)
			require.True(t, ok, "%T: %v", err, err)
			d := ds[0]
			assert.Equal(t, c.msg, d.Msg[:min(len(d.Msg), len(c.msg))], d.Msg)
			fl, ok := core.FileLineColOf(d.Loc)
			require.True(t, ok)
			if c.col != eofQuirk {
				assert.Equal(t, c.col, fl.Col, "column of %q", d.Msg)
			}
		})
	}
}

func TestAccessors(t *testing.T) {
	ctx := newCtx()
	f32 := core.F32(ctx)

	typ, err := parseType(ctx, "!quant.uniform<i8<-127:127>:f32, 2.0:15>")
	require.NoError(t, err)
	u, ok := typ.(*quant.UniformType)
	require.True(t, ok)
	assert.Equal(t, core.IntegerType(ctx, 8), u.Storage.Type)
	assert.True(t, u.Storage.Signed)
	assert.Equal(t, 8, u.Storage.Width())
	assert.Equal(t, int64(-127), u.Storage.Min)
	assert.Equal(t, int64(127), u.Storage.Max)
	assert.True(t, u.Storage.HasBounds())
	assert.Equal(t, f32, u.Expressed)
	assert.Equal(t, 2.0, u.Scale)
	assert.Equal(t, int64(15), u.ZeroPoint)
	var q quant.Quantized = u
	assert.Equal(t, f32, q.ExpressedType())

	typ, err = parseType(ctx, "!quant.uniform<u8:f32, 1.0>")
	require.NoError(t, err)
	u = typ.(*quant.UniformType)
	assert.False(t, u.Storage.Signed)
	assert.Equal(t, core.IntegerType(ctx, 8), u.Storage.Type, "u8 is the signless i8, unsigned")
	assert.Equal(t, int64(0), u.Storage.Min)
	assert.Equal(t, int64(255), u.Storage.Max)
	assert.False(t, u.Storage.HasBounds())

	typ, err = parseType(ctx, "!quant.uniform<i8:f32:1, {2.0:10, 3.0}>")
	require.NoError(t, err)
	pa := typ.(*quant.PerAxisType)
	assert.Equal(t, int32(1), pa.Axis)
	assert.Equal(t, []float64{2, 3}, pa.Scales)
	assert.Equal(t, []int64{10, 0}, pa.ZeroPoints)

	typ, err = parseType(ctx, "!quant.uniform<i8:f16:{0:1, 1:2}, {{0.1:10, 3.0}, {4.0, 5.0:-2}}>")
	require.NoError(t, err)
	sc := typ.(*quant.SubChannelType)
	assert.Equal(t, []int32{0, 1}, sc.Axes)
	assert.Equal(t, []int64{1, 2}, sc.BlockSizes)
	assert.Equal(t, []int64{2, 2}, sc.Shape)
	assert.Equal(t, []float64{0.0999755859375, 3, 4, 5}, sc.Scales, "scales are rounded to f16")
	assert.Equal(t, []int64{10, 0, 0, -2}, sc.ZeroPoints)

	typ, err = parseType(ctx, "!quant.any<u4>")
	require.NoError(t, err)
	a := typ.(*quant.AnyType)
	assert.Nil(t, a.Expressed)
	assert.Equal(t, int64(15), a.Storage.Max)

	typ, err = parseType(ctx, "!quant.calibrated<f32<-0.5:1.0>>")
	require.NoError(t, err)
	c := typ.(*quant.CalibratedType)
	assert.Equal(t, -0.5, c.Min)
	assert.Equal(t, 1.0, c.Max)
	assert.Equal(t, f32, c.Expressed)
}

// Types are uniqued: the same parameters give the same pointer; storage
// types that print alike but differ in MLIR stay apart.
func TestUniquing(t *testing.T) {
	ctx := newCtx()
	same := [][]string{
		{"!quant.uniform<i8:f32, 1.0:0>", "!quant.uniform<i8:f32, 1.0>", "!quant.uniform<i8<-128:127>:f32, 0x3FF0000000000000>"},
		{"!quant.uniform<u8:f32:0, {1.0, 2.0:1}>", "!quant.uniform<u8<0:255>:f32:0, {1.0:0, 2.0:1}>"},
		{"!quant.uniform<i8:f16:{0:1}, {0.1}>", "!quant.uniform<i8:f16:{0:1}, {0.09997}>"},
	}
	for _, group := range same {
		first, err := parseType(ctx, group[0])
		require.NoError(t, err)
		for _, s := range group[1:] {
			other, err := parseType(ctx, s)
			require.NoError(t, err)
			assert.Same(t, first, other, "%s vs %s", group[0], s)
		}
	}
	distinct := []string{
		"!quant.uniform<i8:f32, 1.0>", "!quant.uniform<si8:f32, 1.0>", "!quant.uniform<u8:f32, 1.0>",
		"!quant.uniform<ui8:f32, 1.0>", "!quant.uniform<i8:f16, 1.0>", "!quant.uniform<i8:f32, 1.0:1>",
		"!quant.uniform<i8:f32:0, {1.0}>", "!quant.uniform<i8:f32:{0:1}, {1.0}>", "!quant.uniform<i8:f32:{}, {1.0}>",
		"!quant.uniform<i8:f32:{}, {{1.0}}>", "!quant.any<i8:f32>", "!quant.any<i8>", "!quant.uniform<i8<-127:127>:f32, 1.0>",
		"!quant.calibrated<f32<-1.0:1.0>>", "!quant.calibrated<f16<-1.0:1.0>>",
	}
	seen := map[core.Type]string{}
	for _, s := range distinct {
		typ, err := parseType(ctx, s)
		require.NoError(t, err)
		if prev, ok := seen[typ]; ok {
			t.Errorf("%s and %s are the same type", prev, s)
		}
		seen[typ] = s
	}
}

func TestConstructors(t *testing.T) {
	ctx := newCtx()
	f32 := core.F32(ctx)
	i8 := core.IntegerType(ctx, 8)
	s := quant.NewStorage(i8, true)

	u, err := quant.NewUniform(ctx, s, f32, 0.5, -3)
	require.NoError(t, err)
	parsed, err := parseType(ctx, "!quant.uniform<i8:f32, 5.000000e-01:-3>")
	require.NoError(t, err)
	assert.Same(t, parsed, u)

	assert.Equal(t, quant.NewStorage(core.SignedIntType(ctx, 8), false).Signed, true, "si types are signed whatever the flag")
	assert.Equal(t, quant.NewStorage(core.UnsignedIntType(ctx, 8), true).Signed, false, "ui types are unsigned whatever the flag")

	errs := []struct {
		build func() error
		msg   string
	}{
		{func() error { _, err := quant.NewUniform(ctx, s, f32, math.Inf(1), 0); return err }, "scale INF out of expressed type range"},
		{func() error { _, err := quant.NewUniform(ctx, s.WithRange(0, 0), f32, 1, 0); return err }, "illegal storage min and storage max: (0:0)"},
		{func() error { _, err := quant.NewUniform(ctx, s, nil, 1, 0); return err }, "uniform quantization requires expressed type"},
		{func() error {
			_, err := quant.NewUniform(ctx, quant.NewStorage(core.IntegerType(ctx, 40), true), f32, 1, 0)
			return err
		}, "illegal storage type size: 40"},
		{func() error { _, err := quant.NewPerAxis(ctx, s, f32, 0, []float64{1, 2}, []int64{0}); return err }, "illegal number of scales and zeroPoints: 2, 1"},
		{func() error { _, err := quant.NewPerAxis(ctx, s, f32, -2, []float64{1}, []int64{0}); return err }, "illegal quantized dimension: -2"},
		{func() error {
			_, err := quant.NewSubChannel(ctx, s, f32, []int32{0}, []int64{2}, []int64{3}, []float64{1, 2}, []int64{0, 0})
			return err
		}, "shape of scales and zeroPoints"},
		{func() error {
			_, err := quant.NewSubChannel(ctx, s, f32, []int32{0}, nil, []int64{1}, []float64{1}, []int64{0})
			return err
		}, "number of quantized dimensions and block sizes"},
		{func() error { _, err := quant.NewCalibrated(ctx, f32, 1, 1); return err }, "illegal min and max: (1.000000e+00:1.000000e+00)"},
		{func() error { _, err := quant.NewAny(ctx, s.WithRange(-200, 0), nil); return err }, "illegal storage min and storage max: (-200:0)"},
	}
	for _, e := range errs {
		err := e.build()
		require.Error(t, err)
		assert.Contains(t, err.Error(), e.msg)
	}
}

func TestScaleRange(t *testing.T) {
	ctx := newCtx()
	cases := []struct {
		typ      string
		min, max float64
	}{
		{"f32", math.SmallestNonzeroFloat32, math.MaxFloat32},
		{"f64", math.SmallestNonzeroFloat64, math.MaxFloat64},
		{"f16", 5.960464477539063e-08, 65504},
		{"bf16", 9.183549615799121e-41, 3.3895313892515355e+38},
		{"f8E4M3FN", 0.001953125, 448},
		{"f8E8M0FNU", math.Ldexp(1, -127), math.Ldexp(1, 127)},
		{"f80", 0, math.Inf(1)},
	}
	for _, c := range cases {
		lo, hi := quant.ScaleRange(core.Float(ctx, c.typ))
		assert.Equal(t, c.min, lo, c.typ)
		assert.Equal(t, c.max, hi, c.typ)
	}
}

// Keys read like the printed form for the usual types, so diagnostics that
// quote a type by its key (nested in a tensor type, say) read like
// mlir-opt's. si/ui storage types keep their spelling in the key: they
// print like the signless ones but are other types.
func TestKeyIsPrintedForm(t *testing.T) {
	ctx := newCtx()
	for _, src := range []string{
		"!quant.uniform<i8:f32, 2.000000e+00:15>",
		"!quant.uniform<u8<1:255>:bf16, 1.000000e-01>",
		"!quant.uniform<i8:f32:1, {2.000000e+00:10,3.000000e+00}>",
		"!quant.uniform<i8:f32:{0:1, 1:2}, {{1.000000e-01:10, 3.000000e+00}, {4.000000e+00, 5.000000e+00:2}}>",
		"!quant.any<i8:f32>",
		"!quant.calibrated<f32<-5.000000e-01:1.000000e+00>>",
	} {
		typ, err := parseType(ctx, src)
		require.NoError(t, err)
		assert.Equal(t, src, typ.Key())
		assert.Equal(t, src, printType(t, ctx, typ))
	}
	typ, err := parseType(ctx, "!quant.uniform<si8:f32, 1.0>")
	require.NoError(t, err)
	assert.Equal(t, "!quant.uniform<si8:f32, 1.000000e+00>", typ.Key())
}
