package core

import (
	"ncc/internal/llvm"

	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// affineMapCases are (input, what mlir-opt 22 prints) pairs, recorded with
// `mlir-opt --allow-unregistered-dialect --mlir-print-local-scope` on
// "test.op"() {m = affine_map<input>}.
var affineMapCases = [][2]string{
	{"(d0) -> (d0)", "(d0) -> (d0)"},
	{"(d0, d1) -> (d1, d0)", "(d0, d1) -> (d1, d0)"},
	{"(d0, d1)[s0] -> (d0 + s0, d1 * 2)", "(d0, d1)[s0] -> (d0 + s0, d1 * 2)"},
	{"(d0) -> (d0 + 0)", "(d0) -> (d0)"},
	{"(d0) -> (0 + d0)", "(d0) -> (d0)"},
	{"(d0) -> (2 + d0)", "(d0) -> (d0 + 2)"},
	{"(d0) -> (d0 + 2 + 3)", "(d0) -> (d0 + 5)"},
	{"(d0) -> (d0 * 1)", "(d0) -> (d0)"},
	{"(d0) -> (d0 * 0)", "(d0) -> (0)"},
	{"(d0) -> (2 * d0)", "(d0) -> (d0 * 2)"},
	{"(d0) -> (d0 * 2 * 3)", "(d0) -> (d0 * 6)"},
	{"(d0, d1) -> (d0 + 2 + d1)", "(d0, d1) -> (d0 + d1 + 2)"},
	{"(d0, d1) -> (d0 - d1)", "(d0, d1) -> (d0 - d1)"},
	{"(d0, d1) -> (d0 - d1 * 2)", "(d0, d1) -> (d0 - d1 * 2)"},
	{"(d0, d1) -> (d0 - (d1 + 1))", "(d0, d1) -> (d0 - (d1 + 1))"},
	{"(d0, d1) -> (d0 - (d1 + d0))", "(d0, d1) -> (d0 - (d0 + d1))"},
	{"(d0) -> (-d0)", "(d0) -> (-d0)"},
	{"(d0) -> (-(d0 + 1))", "(d0) -> (-(d0 + 1))"},
	{"(d0) -> (d0 - 1)", "(d0) -> (d0 - 1)"},
	{"(d0) -> (d0 * -1)", "(d0) -> (-d0)"},
	{"(d0) -> (d0 * -3)", "(d0) -> (d0 * -3)"},
	{"(d0) -> (d0 floordiv 2)", "(d0) -> (d0 floordiv 2)"},
	{"(d0) -> (d0 ceildiv 2)", "(d0) -> (d0 ceildiv 2)"},
	{"(d0) -> (d0 mod 2)", "(d0) -> (d0 mod 2)"},
	{"(d0) -> (d0 floordiv 1)", "(d0) -> (d0)"},
	{"(d0) -> (7 floordiv 2, -7 floordiv 2, 7 ceildiv 2, -7 ceildiv 2, 7 mod 3, -7 mod 3)", "(d0) -> (3, -4, 4, -3, 1, 2)"},
	{"(d0) -> ((d0 * 128) floordiv 64)", "(d0) -> (d0 * 2)"},
	{"(d0) -> ((d0 * 128) mod 64)", "(d0) -> (0)"},
	{"(d0) -> ((d0 * 128) ceildiv 64)", "(d0) -> (d0 * 2)"},
	{"(d0, d1) -> ((d0 * 4 + d1) floordiv 4)", "(d0, d1) -> (d0 + d1 floordiv 4)"},
	{"(d0, d1) -> ((d0 * 4 + d1) mod 4)", "(d0, d1) -> (d1 mod 4)"},
	{"(d0) -> ((d0 mod 8) mod 4)", "(d0) -> (d0 mod 4)"},
	{"(d0) -> ((d0 mod 4) mod 8)", "(d0) -> ((d0 mod 4) mod 8)"},
	{"(d0) -> (d0 - (d0 floordiv 4) * 4)", "(d0) -> (d0 mod 4)"},
	{"(d0)[s0] -> (d0 - (d0 floordiv s0) * s0)", "(d0)[s0] -> (d0 mod s0)"},
	{"(d0)[s0] -> (s0 + d0)", "(d0)[s0] -> (d0 + s0)"},
	{"(d0)[s0] -> (s0 * d0)", "(d0)[s0] -> (d0 * s0)"},
	{"(d0)[s0] -> (d0 * s0 * 2)", "(d0)[s0] -> ((d0 * s0) * 2)"},
	{"(d0)[s0] -> ((d0 * 2) * s0)", "(d0)[s0] -> ((d0 * s0) * 2)"},
	{"(d0)[s0] -> (d0 floordiv s0)", "(d0)[s0] -> (d0 floordiv s0)"},
	{"(d0)[s0] -> (d0 mod s0)", "(d0)[s0] -> (d0 mod s0)"},
	{"(d0)[s0, s1] -> (d0 + s0 + s1)", "(d0)[s0, s1] -> (d0 + s0 + s1)"},
	{"(d0)[s0, s1] -> (s0 + s1 + d0)", "(d0)[s0, s1] -> (d0 + s0 + s1)"},
	{"(d0) -> (d0 + d0)", "(d0) -> (d0 * 2)"},
	{"(d0) -> (d0 * 2 + d0 * 3)", "(d0) -> (d0 * 5)"},
	{"(d0) -> (d0 * 2 - d0 * 2)", "(d0) -> (0)"},
	{"() -> (0)", "() -> (0)"},
	{"() -> ()", "() -> ()"},
	{"(d0, d1, d2) -> (d0 * 2 + d1 * 3 - d2 floordiv 4 + 5)", "(d0, d1, d2) -> (d0 * 2 + d1 * 3 - d2 floordiv 4 + 5)"},
	{"(d0)[s0] -> ((d0 + s0) * 2)", "(d0)[s0] -> ((d0 + s0) * 2)"},
	{"(d0) -> ((d0 + 1) * 2)", "(d0) -> ((d0 + 1) * 2)"},
	{"(d0) -> ((d0 + 1) floordiv 2)", "(d0) -> ((d0 + 1) floordiv 2)"},
	{"(d0) -> (((d0 floordiv 2) floordiv 3))", "(d0) -> ((d0 floordiv 2) floordiv 3)"},
	{"(d0) -> ((d0 * 6) floordiv 4)", "(d0) -> ((d0 * 6) floordiv 4)"},
	{"(d0, d1) -> ((d0 + d1) mod 3, (d0 * 3 + d1 * 6) mod 3)", "(d0, d1) -> ((d0 + d1) mod 3, 0)"},
	{"(d0) -> (d0 mod -2)", "(d0) -> (d0 mod -2)"},
	{"(d0) -> (d0 floordiv 0)", "(d0) -> (d0 floordiv 0)"},
	{"(d0)[s0] -> (s0 - d0)", "(d0)[s0] -> (-d0 + s0)"},
	{"(d0)[s0] -> (-s0)", "(d0)[s0] -> (-s0)"},
	{"(d0)[s0] -> (d0 * -1 + s0 * -1)", "(d0)[s0] -> (-d0 - s0)"},
	{"(d0) -> (9223372036854775807 + 1)", "(d0) -> (9223372036854775807 + 1)"},
	{"(d0) -> (3 * 4 + d0 * 0 + 1)", "(d0) -> (13)"},
	{"(i, j)[N] -> (i + j * N, N - 1)", "(d0, d1)[s0] -> (d0 + d1 * s0, s0 - 1)"},
	{"(d0, d1) -> (d0 floordiv 2 + d1 floordiv 2)", "(d0, d1) -> (d0 floordiv 2 + d1 floordiv 2)"},
	{"(d0) -> ((d0 floordiv 2) * 2)", "(d0) -> ((d0 floordiv 2) * 2)"},
	{"(d0) -> (d0 - (d0 floordiv 2) * 2)", "(d0) -> (d0 mod 2)"},
	{"(d0) -> ((d0 + 3) mod 2)", "(d0) -> ((d0 + 3) mod 2)"},
	{"(d0) -> ((d0 * 2 + 3) mod 2)", "(d0) -> (1)"},
	{"(d0) -> ((d0 * 2 + 3) floordiv 2)", "(d0) -> (d0 + 1)"},
	{"(d0) -> (d0 * 2 * -1)", "(d0) -> (d0 * -2)"},
	{"(d0, d1) -> (-(d0 - d1))", "(d0, d1) -> (-(d0 - d1))"},
	{"(d0, d1) -> (d0 - d1 - 1)", "(d0, d1) -> (d0 - d1 - 1)"},
	{"(d0, d1) -> (d0 + d1 * -1 - 1)", "(d0, d1) -> (d0 - d1 - 1)"},
	{"(d0)[s0] -> (d0 ceildiv s0, (d0 * 4) ceildiv 2)", "(d0)[s0] -> (d0 ceildiv s0, d0 * 2)"},
	{"(d0, d1) -> (d1 + d0)", "(d0, d1) -> (d0 + d1)"},
	{"(d0, d1)[s0, s1] -> (s1 + s0)", "(d0, d1)[s0, s1] -> (s0 + s1)"},
	{"(d0, d1) -> (d1 * 2 + d0)", "(d0, d1) -> (d1 * 2 + d0)"},
	{"(d0, d1) -> (d1 + d0 + 1)", "(d0, d1) -> (d0 + d1 + 1)"},
	{"(d0, d1) -> (d0 - (d1 + d0))", "(d0, d1) -> (d0 - (d0 + d1))"},
	{"(d0, d1) -> (-(d1 + d0))", "(d0, d1) -> (-(d0 + d1))"},
	{"(d0, d1) -> ((d1 + d0) * -1)", "(d0, d1) -> (-(d0 + d1))"},
	{"(d0, d1, d2) -> (d2 + d1 + d0)", "(d0, d1, d2) -> (d1 + d2 + d0)"},
	{"(d0, d1) -> (d0 + (d1 + d0) * -1)", "(d0, d1) -> (d0 - (d0 + d1))"},
	{"(d0, d1) -> (d0 + (d1 + d0) * -2)", "(d0, d1) -> (d0 - (d0 + d1) * 2)"},
	{"(d0, d1) -> (d0 + d1 * -1 * 2)", "(d0, d1) -> (d0 - d1 * 2)"},
	{"(d0, d1) -> ((d1 + d0) floordiv 2)", "(d0, d1) -> ((d0 + d1) floordiv 2)"},
	{"(d0)[s0, s1] -> (s1 * s0)", "(d0)[s0, s1] -> (s0 * s1)"},
	{"(d0, d1) -> (d1 * 2 + d0 * 2)", "(d0, d1) -> (d1 * 2 + d0 * 2)"},
	{"(d0, d1) -> (d1 + d0 * 2)", "(d0, d1) -> (d1 + d0 * 2)"},
	{"(d0, d1) -> (d1 floordiv 2 + d0)", "(d0, d1) -> (d1 floordiv 2 + d0)"},
	{"(d0, d1) -> (d1 floordiv 2 + d0 floordiv 2)", "(d0, d1) -> (d1 floordiv 2 + d0 floordiv 2)"},
	{"(d0, d1) -> (d0 floordiv 2 + d1)", "(d0, d1) -> (d0 floordiv 2 + d1)"},
	{"(d0, d1) -> (d1 mod 2 + d0 mod 2)", "(d0, d1) -> (d1 mod 2 + d0 mod 2)"},
	{"(d0)[s0] -> (s0 * 2 + d0)", "(d0)[s0] -> (d0 + s0 * 2)"},
	{"(d0)[s0] -> (d0 floordiv 2 + d0)", "(d0)[s0] -> (d0 floordiv 2 + d0)"},
	{"(d0)[s0] -> (d0 + d0 floordiv 2)", "(d0)[s0] -> (d0 + d0 floordiv 2)"},
	{"(d0)[s0] -> (d0 * 3 + d0 floordiv 2)", "(d0)[s0] -> (d0 * 3 + d0 floordiv 2)"},
	{"(d0)[s0] -> (d0 floordiv 2 + d0 * 3)", "(d0)[s0] -> (d0 floordiv 2 + d0 * 3)"},
	{"(d0)[s0] -> (d0 mod 2 + d0 floordiv 2)", "(d0)[s0] -> (d0 mod 2 + d0 floordiv 2)"},
	{"(d0)[s0] -> (d0 floordiv 2 + d0 mod 2)", "(d0)[s0] -> (d0 floordiv 2 + d0 mod 2)"},
	{"(d0)[s0] -> (s0 + d0 * s0)", "(d0)[s0] -> (d0 * s0 + s0)"},
	{"(d0)[s0, s1] -> (s1 * 2 + s0)", "(d0)[s0, s1] -> (s1 * 2 + s0)"},
	{"(d0)[s0, s1] -> (s1 + s0 * 2)", "(d0)[s0, s1] -> (s1 + s0 * 2)"},
	{"(d0)[s0, s1] -> (d0 * s1 + d0 * s0)", "(d0)[s0, s1] -> (d0 * s1 + d0 * s0)"},
	{"(d0, d1) -> ((d1 + d0) * 2)", "(d0, d1) -> ((d0 + d1) * 2)"},
	{"(d0, d1) -> (d1 + 3 + d0)", "(d0, d1) -> (d0 + d1 + 3)"},
	{"(d0, d1, d2) -> (d2 + (d1 + d0))", "(d0, d1, d2) -> (d2 + d0 + d1)"},
}

var integerSetCases = [][2]string{
	{"(d0) : (d0 - 1 >= 0)", "(d0) : (d0 - 1 >= 0)"},
	{"(d0) : (d0 >= 1)", "(d0) : (d0 - 1 >= 0)"},
	{"(d0) : (d0 <= 10)", "(d0) : (-d0 + 10 >= 0)"},
	{"(d0, d1)[s0] : (d0 - d1 == 0, s0 - d0 >= 0)", "(d0, d1)[s0] : (d0 - d1 == 0, -d0 + s0 >= 0)"},
	{"(d0) : ()", "(d0) : (0 == 0)"},
	{"(d0)[s0] : (d0 + s0 == s0)", "(d0)[s0] : (d0 + s0 - s0 == 0)"},
	{"() : (1 >= 0)", "() : (1 >= 0)"},
}

func TestAffineMapPrintsAsMLIR(t *testing.T) {
	c := NewContext()
	for _, tc := range affineMapCases {
		m, err := ParseAffineMap(c, tc[0])
		require.NoError(t, err, tc[0])
		assert.Equal(t, tc[1], m.String(), "input %q", tc[0])
		// What we print parses again (MLIR's printing is not always a
		// fixpoint: d2 + (d0 + d1) prints as d2 + d0 + d1, which reparses
		// as d0 + d2 + d1), and uniquing holds.
		_, err = ParseAffineMap(c, m.String())
		require.NoError(t, err, m.String())
		m2, err := ParseAffineMap(c, tc[0])
		require.NoError(t, err)
		assert.Same(t, m, m2)
	}
}

func TestIntegerSetPrintsAsMLIR(t *testing.T) {
	c := NewContext()
	for _, tc := range integerSetCases {
		s, err := ParseIntegerSet(c, tc[0])
		require.NoError(t, err, tc[0])
		assert.Equal(t, tc[1], s.String(), "input %q", tc[0])
		s2, err := ParseIntegerSet(c, s.String())
		require.NoError(t, err)
		assert.Same(t, s, s2)
	}
}

func TestAffineParseErrors(t *testing.T) {
	c := NewContext()
	cases := []struct {
		text   string
		offset int
		msg    string
	}{
		{"(d0) -> (d0 - 9223372036854775808)", 14, "constant too large for index"},
		{"(d0, d1) -> (d0 * d1)", 16, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
		{"(d0, d1) -> (d0 floordiv d1)", 16, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"},
		{"(d0, d1) -> (d0 mod d1)", 16, "non-affine expression: right operand of mod has to be either a constant or symbolic"},
		{"(d0) -> (d1)", 9, "use of undeclared identifier"},
		{"(d0, d0) -> (d0)", 5, "redefinition of identifier 'd0'"},
		{"(d0) -> (d0 +)", 13, "missing right operand of binary operator"},
		{"(d0) -> (* d0)", 9, "missing left operand of binary operator"},
		{"(d0) -> ()", -1, ""},
		{"(d0) -> (())", 10, "no expression inside parentheses"},
		{"(d0) (d0)", 5, "expected '->' or ':'"},
		{"(d0) -> (d0) x", 13, "encountered unexpected token"},
		{"(d0) : (d0)", 10, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"},
		{"d0 -> (d0)", 0, "expected '(' in dimensional identifier list"},
		{"(d0 -> (d0)", 4, "expected ')' in dimensional identifier list"},
		{"(d0) -> (d0", 11, "expected ')' in affine map range"},
		{"(d0)[s0 -> (d0)", 8, "expected ']' in symbol list"},
		{"(d0) -> (d0, )", 13, "expected affine expression"},
	}
	for _, tc := range cases {
		_, _, err := ParseAffineMapOrIntegerSet(c, tc.text)
		if tc.offset < 0 {
			assert.NoError(t, err, tc.text)
			continue
		}
		var pe *AffineParseError
		require.ErrorAs(t, err, &pe, tc.text)
		assert.Equal(t, tc.msg, pe.Msg, tc.text)
		assert.Equal(t, tc.offset, pe.Offset, tc.text)
	}
	_, err := ParseAffineMap(c, "(d0) : (d0 >= 0)")
	assert.EqualError(t, err, "expected AffineMap, but got IntegerSet")
	_, err = ParseIntegerSet(c, "(d0) -> (d0)")
	assert.EqualError(t, err, "expected IntegerSet, but got AffineMap")
}

func TestParseAffinePrefix(t *testing.T) {
	c := NewContext()
	text := "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)> : i32"
	m, s, n, err := ParseAffinePrefix(c, text)
	require.NoError(t, err)
	assert.Nil(t, m)
	assert.Equal(t, "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)", s.String())
	assert.Equal(t, byte('>'), text[n])
	m, _, n, err = ParseAffinePrefix(c, "(d0) -> (d0 floordiv 2)  >")
	require.NoError(t, err)
	assert.Equal(t, "(d0) -> (d0 floordiv 2)", m.String())
	assert.Equal(t, 25, n)
}

func TestAffineBuildersSimplify(t *testing.T) {
	c := NewContext()
	d0, d1, s0 := AffineDim(c, 0), AffineDim(c, 1), AffineSymbol(c, 0)
	cases := []struct {
		e    *AffineExpr
		want string
	}{
		{d0.AddConst(0), "d0"},
		{AffineConst(c, 3).Add(d0), "d0 + 3"},
		{s0.Add(d0), "d0 + s0"},
		{d0.MulConst(2).Add(d1), "d0 * 2 + d1"},
		{d0.Sub(d0.FloorDiv(AffineConst(c, 8)).MulConst(8)), "d0 mod 8"},
		{d0.Mul(s0).MulConst(2).MulConst(3), "(d0 * s0) * 6"},
		{d0.Sub(d1).Neg(), "-(d0 - d1)"},
		{d0.CeilDiv(AffineConst(c, 1)), "d0"},
		{d0.Mod(AffineConst(c, 1)), "0"},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, tc.e.String())
	}
	assert.Same(t, d0.AddConst(1), AffineConst(c, 1).Add(d0), "uniqued")
	m := NewAffineMap(c, 2, 1, []*AffineExpr{d0.Add(s0), d1.MulConst(2)})
	assert.Equal(t, "affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>", AffineMapAttrOf(c, m).Key())
	assert.Same(t, AffineMapAttrOf(c, m), AffineMapAttrOf(c, m))
	assert.True(t, IdentityAffineMap(c, 2).IsIdentity())
	assert.False(t, m.IsIdentity())
	set := NewIntegerSet(c, 1, 0, []*AffineExpr{d0.AddConst(-1)}, []bool{false})
	assert.Equal(t, "affine_set<(d0) : (d0 - 1 >= 0)>", IntegerSetAttrOf(c, set).Key())
	assert.Equal(t, "(d0) : (0 == 0)", NewIntegerSet(c, 1, 0, nil, nil).String())
	assert.True(t, d0.MulConst(4).IsPureAffine())
	assert.False(t, d0.Mul(s0).IsPureAffine())
	assert.Equal(t, int64(12), d0.MulConst(4).MulConst(3).LargestKnownDivisor())
}

// TestAffineAgainstMLIROpt re-checks the recorded table against the installed
// mlir-opt, so a new LLVM version cannot silently change the expectations.
func TestAffineAgainstMLIROpt(t *testing.T) {
	tool := llvm.MlirOpt()
	if _, err := os.Stat(tool); err != nil {
		t.Skip("mlir-opt 22 not installed at " + tool + "; skipping the differential check")
	}
	var b strings.Builder
	for i, tc := range affineMapCases {
		b.WriteString(`"test.m` + itoa(i) + `"() {m = affine_map<` + tc[0] + ">} : () -> ()\n")
	}
	for i, tc := range integerSetCases {
		b.WriteString(`"test.s` + itoa(i) + `"() {m = affine_set<` + tc[0] + ">} : () -> ()\n")
	}
	in := filepath.Join(t.TempDir(), "in.mlir")
	require.NoError(t, os.WriteFile(in, []byte(b.String()), 0o644))
	out, err := exec.Command(tool, "--allow-unregistered-dialect", "--mlir-print-local-scope", in).CombinedOutput()
	require.NoError(t, err, string(out))
	re := regexp.MustCompile(`"test\.([ms])(\d+)"\(\) \{m = affine_(?:map|set)<(.*)>\}`)
	n := 0
	for _, m := range re.FindAllStringSubmatch(string(out), -1) {
		i := 0
		for _, ch := range m[2] {
			i = i*10 + int(ch-'0')
		}
		if m[1] == "m" {
			assert.Equal(t, affineMapCases[i][1], m[3], affineMapCases[i][0])
		} else {
			assert.Equal(t, integerSetCases[i][1], m[3], integerSetCases[i][0])
		}
		n++
	}
	assert.Equal(t, len(affineMapCases)+len(integerSetCases), n)
}

func FuzzParseAffine(f *testing.F) {
	for _, tc := range affineMapCases {
		f.Add(tc[0])
	}
	for _, tc := range integerSetCases {
		f.Add(tc[0])
	}
	f.Fuzz(func(t *testing.T, text string) {
		c := NewContext()
		m, s, err := ParseAffineMapOrIntegerSet(c, text)
		if err != nil {
			var pe *AffineParseError
			if assert.ErrorAs(t, err, &pe) {
				assert.True(t, pe.Offset >= 0 && pe.Offset <= len(text))
			}
			return
		}
		// What we print, we parse back.
		if m != nil {
			_, err := ParseAffineMap(c, m.String())
			assert.NoError(t, err, m.String())
		}
		if s != nil {
			_, err := ParseIntegerSet(c, s.String())
			assert.NoError(t, err, s.String())
		}
	})
}
