package sparsetensor_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	st "ncc/dialects/sparsetensor"
)

func newCtx() *core.Context {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	return ctx
}

// printModule parses src and prints its top-level ops.
func printModule(ctx *core.Context, src string) (string, error) {
	b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	if err != nil {
		return "", err
	}
	var out strings.Builder
	for _, op := range b.Ops() {
		out.WriteString(asm.PrintOp(op, asm.PrintOptions{Context: ctx}))
	}
	return out.String(), nil
}

// errorAt renders the first diagnostic of err as line:col: message.
func errorAt(err error) string {
	var ds core.Diagnostics
	if errors.As(err, &ds) && len(ds) > 0 {
		if l, ok := ds[0].Loc.(*core.FileLineColLoc); ok {
			return fmt.Sprintf("%d:%d: %s", l.Line, l.Col, ds[0].Msg)
		}
		return ds[0].Msg
	}
	var d *core.Diagnostic
	if errors.As(err, &d) {
		if l, ok := d.Loc.(*core.FileLineColLoc); ok {
			return fmt.Sprintf("%d:%d: %s", l.Line, l.Col, d.Msg)
		}
	}
	return err.Error()
}

// encodingCases are encodings and the line mlir-opt 22 prints for each.
var encodingCases = []struct{ name, in, want string }{
	{"csr", "map = (d0, d1) -> (d0 : dense, d1 : compressed)",
		"map = (d0, d1) -> (d0 : dense, d1 : compressed)"},
	{"renamed dims and widths", "map = (i, j) -> (j : compressed, i : dense), posWidth = 32, crdWidth = 8",
		"map = (d0, d1) -> (d1 : compressed, d0 : dense), posWidth = 32, crdWidth = 8"},
	{"zero widths elided, trailing comma", "map = (i) -> (i : compressed), posWidth = 0, crdWidth = 64,",
		"map = (d0) -> (d0 : compressed), crdWidth = 64"},
	{"block sparse", "map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense)",
		"map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense)"},
	{"level variables", "map = {l0, l1, l2, l3} (i = l0 * 2 + l2, j = l1 * 3 + l3) -> " +
		"(l0 = i floordiv 2 : dense, l1 = j floordiv 3 : compressed, l2 = i mod 2 : dense, l3 = j mod 3 : dense)",
		"map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense)"},
	{"coo properties", "map = (d0, d1) -> (d0 : compressed(nonunique, nonordered), d1 : singleton(nonordered, soa))",
		"map = (d0, d1) -> (d0 : compressed(nonunique, nonordered), d1 : singleton(nonordered, soa))"},
	{"properties in canonical order", "map = (d0, d1) -> (d0 : loose_compressed(nonordered, nonunique), d1 : singleton(soa, nonunique))",
		"map = (d0, d1) -> (d0 : loose_compressed(nonunique, nonordered), d1 : singleton(nonunique, soa))"},
	{"batch", "map = (d0, d1, d2) -> (d0 : batch, d1 : dense, d2 : compressed)",
		"map = (d0, d1, d2) -> (d0 : batch, d1 : dense, d2 : compressed)"},
	{"2:4 structured", "map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])",
		"map = (d0, d1) -> (d0 : dense, d1 floordiv 4 : dense, d1 mod 4 : structured[2, 4])"},
	{"structured sizes wrap like MLIR's bits", "map = (d0, d1) -> (d0 : dense, d1 : structured[300, 400])",
		"map = (d0, d1) -> (d0 : dense, d1 : structured[44, 145])"},
	{"symbols", "map = [s0](d0, d1) -> (d0 * s0 : compressed, d1 : compressed)",
		"map = [s0](d0, d1) -> (d0 * s0 : compressed, d1 : compressed)"},
	{"symbol simplification", "map = [n] (d0) -> (d0 - 1 + 2 * 3 + n : compressed)",
		"map = [s0](d0) -> (d0 + s0 + 5 : compressed)"},
	{"slices", "map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(1, ?, 2)>) -> (d0 : dense, d1 : compressed)",
		"map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(1, ?, 2)>) -> (d0 : dense, d1 : compressed)"},
	{"default slice", "map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1) -> (d0 : dense, d1 : compressed)",
		"map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(0, ?, 1)>) -> (d0 : dense, d1 : compressed)"},
	{"values", "map = (d0) -> (d0 : compressed), explicitVal = 1.0 : f32, implicitVal = 0.0 : f32",
		"map = (d0) -> (d0 : compressed), explicitVal = 1.000000e+00 : f32, implicitVal = 0.000000e+00 : f32"},
	{"integer values", "map = (d0) -> (d0 : compressed), explicitVal = 1, implicitVal = 0 : i32",
		"map = (d0) -> (d0 : compressed), explicitVal = 1 : i64, implicitVal = 0 : i32"},
	{"keys in any order", "crdWidth = 16, map = (d0) -> (d0 : dense), posWidth = 8",
		"map = (d0) -> (d0 : dense), posWidth = 8, crdWidth = 16"},
}

func TestEncodingRoundTrip(t *testing.T) {
	for _, c := range encodingCases {
		t.Run(c.name, func(t *testing.T) {
			src := "#e = #sparse_tensor.encoding<{ " + c.in + " }>\nfunc.func private @f() attributes {e = #e}\n"
			out, err := printModule(newCtx(), src)
			require.NoError(t, err)
			want := "#sparse = #sparse_tensor.encoding<{ " + c.want + " }>\n"
			assert.True(t, strings.HasPrefix(out, want), "got:\n%s", out)
			assert.Contains(t, out, "attributes {e = #sparse}")
			// The printed form parses back to the same attribute.
			out2, err := printModule(newCtx(), out)
			require.NoError(t, err)
			assert.Equal(t, out, out2)
		})
	}
}

func TestAliasesAndSlices(t *testing.T) {
	src := `#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#b = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense) }>
func.func private @f(tensor<4xf32, #b>, tensor<?xf32, #a>, tensor<8xf32, #b>) attributes {s = #sparse_tensor<slice(1, 2, 3)>, t = #sparse_tensor<slice(?, ?, ?)>}
`
	out, err := printModule(newCtx(), src)
	require.NoError(t, err)
	assert.Equal(t, `#sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense) }>
#sparse1 = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func private @f(tensor<4xf32, #sparse>, tensor<?xf32, #sparse1>, tensor<8xf32, #sparse>) attributes {s = #sparse_tensor<slice(1, 2, 3)>, t = #sparse_tensor<slice(?, ?, ?)>}
`, out)
}

// errorCases are malformed encodings, with mlir-opt 22's first error and
// its position: in `#a = #sparse_tensor.encoding<{ ...`, the attribute's
// name is at 1:21 and the dictionary's contents start at 1:32.
var errorCases = []struct{ name, in, want string }{
	{"unknown key", "map = (d0) -> (d0 : compressed), foo = 1", "1:21: unexpected key: foo"},
	{"unknown format", "map = (d0) -> (d0 : bogus)", "1:52: unknown level format: bogus"},
	{"property on dense", "map = (d0) -> (d0 : dense(nonunique))", "1:52: invalid level type: level format doesn't support the properties"},
	{"unknown property", "map = (d0) -> (d0 : compressed(bogus))", "1:63: unknown level property: bogus"},
	{"undeclared dim", "map = (d0) -> (d1 : compressed)", "1:47: use of undeclared identifier"},
	{"undeclared level var", "map = {l0} (d0 = l1) -> (l0 = d0 : compressed)", "1:48: use of undeclared identifier"},
	{"redefinition", "map = (d0, d0) -> (d0 : compressed)", "1:43: redefinition of identifier 'd0'"},
	{"position bit width", "map = (d0) -> (d0 : compressed), posWidth = 7", "1:21: unexpected position bitwidth: 7"},
	{"negative bit width wraps", "map = (d0) -> (d0 : compressed), posWidth = -8", "1:21: unexpected position bitwidth: 4294967288"},
	{"coordinate bit width", "map = (d0) -> (d0 : compressed), crdWidth = 12", "1:21: unexpected coordinate bitwidth: 12"},
	{"singleton first", "map = (d0) -> (d0 : singleton)", "1:21: expected compressed or loose_compressed level before singleton level"},
	{"mixed soa", "map = (d0, d1, d2) -> (d0 : compressed, d1 : singleton(soa), d2 : singleton)",
		"1:21: expected all singleton lvlTypes stored in the same memory layout (SoA vs AoS)."},
	{"trailing batch", "map = (d0, d1) -> (d0 : dense, d1 : batch)", "1:21: Batch lvlType can only be leading levels."},
	{"soa on compressed", "map = (d0, d1) -> (d0 : compressed(soa), d1 : dense)", "1:21: SoA is only applicable to singleton lvlTypes."},
	{"structured not last", "map = (d0, d1) -> (d0 : structured[2, 4], d1 : dense)", "1:21: expected n_out_of_m to be the last level type"},
	{"structured after sparse", "map = (d0, d1) -> (d0 : compressed, d1 : structured[2, 4])", "1:21: expected all dense lvlTypes before a n_out_of_m level"},
	{"structured m mismatch", "map = (d0, d1) -> (d0 : dense, d1 floordiv 4 : dense, d1 mod 4 : structured[2, 8])",
		"1:21: expected coeffiencts of Affine expressions to be equal to m of n_out_of_m level"},
	{"structured n > m", "map = (d0) -> (d0 : structured[3, 2])", "1:52: expected n <= m in n_out_of_m"},
	{"structured one size", "map = (d0) -> (d0 : structured[2])", "1:52: expected exactly 2 structured sizes"},
	{"structured negative", "map = (d0) -> (d0 : structured[-1, 2])", "1:63: expected structured size to be >= 0"},
	{"structured not integer", "map = (d0) -> (d0 : structured[2, x])", "1:66: expected valid integer for structured size"},
	{"not invertible", "map = (d0, d1) -> (d0 : compressed)", "1:21: failed to infer lvlToDim from dimToLvl"},
	{"sum not invertible", "map = (d0, d1) -> (d0 + d1 : compressed, d1 : dense)", "1:21: failed to infer lvlToDim from dimToLvl"},
	{"level rank mismatch", "map = (d0) -> (d0 : compressed), map = (d0) -> (d0 : dense)", "1:21: level-rank mismatch between dimToLvl and lvlTypes: 1 != 2"},
	{"lvlToDim not inverse", "map = [s0] {l0} (d0 = l0) -> (l0 = d0 : dense)", "1:21: expected lvlToDim to be an inverse of dimToLvl"},
	{"slices with blocks", "map = (d0 : #sparse_tensor<slice(1, 2, 3)>, d1) -> (d0 floordiv 2 : dense, d1 : dense, d0 mod 2 : compressed)",
		"1:21: dimSlices expected dimension-rank to match level-rank: 2 != 3"},
	{"empty", "", "1:21: expected a non-empty array for lvlTypes"},
	{"non-affine product", "map = (d0) -> (d0 * d0 : compressed)", "1:50: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
	{"non-affine floordiv", "map = (d0) -> (d0 floordiv d0 : compressed)", "1:50: non-affine expression: right operand of floordiv has to be either a constant or symbolic"},
	{"missing right operand", "map = (d0) -> (d0 + : compressed)", "1:52: missing right operand of binary operator"},
	{"missing left operand", "map = (d0) -> (* d0 : compressed)", "1:47: missing left operand of binary operator"},
	{"empty parentheses", "map = (d0) -> (() : compressed)", "1:48: no expression inside parentheses"},
	{"negation of nothing", "map = (d0) -> (- : compressed)", "1:49: expected affine expression"},
	{"constant too large", "map = (d0) -> (d0 * 99999999999999999999 : compressed)", "1:52: constant too large for index"},
	{"missing comma in dims", "map = (d0 d1) -> (d0 : compressed)", "1:41: expected ')' in dimension-specifier list"},
	{"missing arrow", "map = (d0) (d0 : compressed)", "1:42: expected '->'"},
	{"missing colon", "map = (d0) -> (d0 compressed)", "1:49: expected ':'"},
	{"missing format", "map = (d0) -> (d0 : )", "1:52: expected valid level format (e.g. dense, compressed or singleton)"},
	{"missing comma in properties", "map = (d0) -> (d0 : compressed(nonunique nonordered))", "1:72: expected ')' in level property list"},
	{"level var order", "map = {l0, l1} (d0) -> (l1 = d0 : compressed, l0 = d0 : dense)",
		"1:56: Level-variable ordering mismatch. The variable 'l1' was forward-declared as the 1st level; but is bound by the 0th specification."},
	{"level count", "map = {l0, l1} (d0) -> (l0 = d0 : compressed)",
		"1:55: Level-rank mismatch between forward-declarations and specifiers. Declared 2 level-variables; but got 1 level-specifiers."},
	{"dim bound as level", "map = {l0} (d0) -> (d0 = d0 : compressed)", "1:52: use of undeclared identifier 'd0'"},
	{"slice expected", "map = (d0 : 3) -> (d0 : compressed)", "1:44: expected SparseTensorDimSliceAttr"},
	{"slice size", "map = (d0 : #sparse_tensor<slice(1, 0, 1)>) -> (d0 : compressed)", "1:59: expect positive value or ? for slice size"},
	{"slice negative", "map = (d0 : #sparse_tensor<slice(-1, 4, 1)>) -> (d0 : compressed)", "1:67: expect positive value or ? for slice offset/size/stride"},
	{"integral width", `map = (d0) -> (d0 : compressed), posWidth = "x"`, "1:21: expected an integral position bitwidth"},
	{"numeric value", `map = (d0) -> (d0 : compressed), explicitVal = "x"`, "1:21: expected a numeric value for explicitVal"},
	{"missing equals", "map = (d0) -> (d0 : compressed), posWidth 3", "1:73: expected '='"},
	{"missing brace", "map = (d0) -> (d0 : compressed) posWidth = 3", "1:63: expected '}'"},
}

func TestEncodingErrors(t *testing.T) {
	for _, c := range errorCases {
		t.Run(c.name, func(t *testing.T) {
			src := "#a = #sparse_tensor.encoding<{ " + c.in + " }>\n"
			_, err := printModule(newCtx(), src)
			require.Error(t, err)
			assert.Equal(t, c.want, errorAt(err))
		})
	}
}

func TestUnknownAttribute(t *testing.T) {
	_, err := printModule(newCtx(), "#a = #sparse_tensor.bogus<{}>\n")
	require.Error(t, err)
	assert.Equal(t, "1:21: unknown attribute `bogus` in dialect `sparse_tensor`", errorAt(err))
}

func TestLevelType(t *testing.T) {
	cases := []struct {
		f     st.LevelFormat
		props []st.LevelProperty
		n, m  uint64
		want  string
		valid bool
	}{
		{st.FormatDense, nil, 0, 0, "dense", true},
		{st.FormatBatch, nil, 0, 0, "batch", true},
		{st.FormatCompressed, []st.LevelProperty{st.PropNonordered, st.PropNonunique}, 0, 0, "compressed(nonunique, nonordered)", true},
		{st.FormatSingleton, []st.LevelProperty{st.PropSoA}, 0, 0, "singleton(soa)", true},
		{st.FormatLooseCompressed, nil, 0, 0, "loose_compressed", true},
		{st.FormatNOutOfM, nil, 2, 4, "structured[2, 4]", true},
		{st.FormatDense, []st.LevelProperty{st.PropNonunique}, 0, 0, "dense(nonunique)", false},
		{st.FormatNOutOfM, []st.LevelProperty{st.PropNonordered}, 1, 2, "structured[1, 2](nonordered)", false},
	}
	for _, c := range cases {
		lt, ok := st.NewLevelType(c.f, c.props, c.n, c.m)
		assert.Equal(t, c.valid, ok, c.want)
		assert.Equal(t, c.want, lt.String())
		assert.Equal(t, c.f, lt.Format())
	}
}

func TestInferLvlToDim(t *testing.T) {
	ctx := newCtx()
	d := func(i int) *core.AffineExpr { return core.AffineDim(ctx, i) }
	k := func(v int64) *core.AffineExpr { return core.AffineConst(ctx, v) }
	cases := []struct {
		name    string
		m       *core.AffineMap
		block   bool
		inverse string // "" when not invertible
	}{
		{"identity", core.IdentityAffineMap(ctx, 2), false, "(d0, d1) -> (d0, d1)"},
		{"permutation", core.NewAffineMap(ctx, 3, 0, []*core.AffineExpr{d(2), d(0), d(1)}), false, "(d0, d1, d2) -> (d1, d2, d0)"},
		{"block", core.NewAffineMap(ctx, 2, 0, []*core.AffineExpr{d(0).FloorDiv(k(2)), d(1).FloorDiv(k(3)), d(0).Mod(k(2)), d(1).Mod(k(3))}),
			true, "(d0, d1, d2, d3) -> (d0 * 2 + d2, d1 * 3 + d3)"},
		{"mixed block", core.NewAffineMap(ctx, 2, 0, []*core.AffineExpr{d(0), d(1).FloorDiv(k(4)), d(1).Mod(k(4))}),
			true, "(d0, d1, d2) -> (d0, d1 * 4 + d2)"},
		{"floordiv without mod", core.NewAffineMap(ctx, 2, 0, []*core.AffineExpr{d(0).FloorDiv(k(2)), d(1).FloorDiv(k(2)), d(1).Mod(k(2))}),
			true, ""},
		{"mod coefficient differs", core.NewAffineMap(ctx, 1, 0, []*core.AffineExpr{d(0).FloorDiv(k(2)), d(0).Mod(k(3))}), false, ""},
		{"symbols", core.NewAffineMap(ctx, 1, 1, []*core.AffineExpr{d(0)}), false, ""},
		{"projection", core.NewAffineMap(ctx, 2, 0, []*core.AffineExpr{d(0)}), false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.block, st.IsBlockSparsity(c.m))
			inv := st.InferLvlToDim(ctx, c.m)
			if c.inverse == "" {
				assert.Nil(t, inv)
				return
			}
			require.NotNil(t, inv)
			assert.Equal(t, c.inverse, inv.String())
		})
	}
}

func TestVerifyEncoding(t *testing.T) {
	ctx := newCtx()
	f32, i32 := core.F32(ctx), core.IntegerType(ctx, 32)
	compressed, _ := st.NewLevelType(st.FormatCompressed, nil, 0, 0)
	enc := func(explicit, implicit core.Attribute) *st.Encoding {
		return st.NewEncoding(ctx, []st.LevelType{compressed}, nil, nil, 0, 0, explicit, implicit, nil)
	}
	typeString := func(t core.Type) string { return t.Key() }
	cases := []struct {
		name  string
		e     *st.Encoding
		shape []int64
		elem  core.Type
		want  string
	}{
		{"ok", enc(core.FloatBits(ctx, f32, 0x3f800000), core.FloatBits(ctx, f32, 0x80000000)), []int64{4}, f32, ""},
		{"scalar", enc(nil, nil), nil, f32, "expected non-scalar sparse tensor"},
		{"rank", enc(nil, nil), []int64{4, 4}, f32, "dimension-rank mismatch between encoding and tensor shape: 1 != 2"},
		{"explicit type", enc(core.Int(ctx, i32, 1), nil), []int64{4}, f32,
			"explicit value type mismatch between encoding and tensor element type: 'i32' != 'f32'"},
		{"implicit type", enc(nil, core.Int(ctx, i32, 0)), []int64{4}, f32,
			"implicit value type mismatch between encoding and tensor element type: 'i32' != 'f32'"},
		{"implicit nonzero", enc(nil, core.Int(ctx, i32, 2)), []int64{4}, i32, "implicit value must be zero"},
		{"implicit float nonzero", enc(nil, core.FloatBits(ctx, f32, 1)), []int64{4}, f32, "implicit value must be zero"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.e.VerifyEncoding(c.shape, c.elem, typeString)
			if c.want == "" {
				assert.NoError(t, err)
			} else {
				assert.EqualError(t, err, c.want)
			}
		})
	}
	assert.Same(t, enc(nil, nil), enc(nil, nil), "encodings are uniqued")
	assert.Equal(t, 1, enc(nil, nil).DimRank())
	assert.Same(t, enc(nil, nil), st.EncodingOf(core.RankedTensor(ctx, []int64{4}, f32, enc(nil, nil))))
	assert.Nil(t, st.EncodingOf(f32))
}
