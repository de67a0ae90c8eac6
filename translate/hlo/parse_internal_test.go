package hlo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func parseOne(t *testing.T, body string) *Instruction {
	t.Helper()
	m, err := Parse("t.hlo", []byte("HloModule m\nENTRY e {\n"+body+"\n}\n"), ParseOptions{})
	require.NoError(t, err)
	return m.Entry.Root
}

func TestShapes(t *testing.T) {
	for _, tc := range []struct{ in, out string }{
		{"f32[2,3]{1,0}", "f32[2,3]{1,0}"},
		{"f32[]", "f32[]"},
		{"(f32[2]{0}, (s32[], pred[4]))", "(f32[2]{0}, (s32[], pred[4]))"},
		{"bf16[<=8,4]{1,0}", "bf16[<=8,4]{1,0}"},
		{"f32[?,4]", "f32[?,4]"},
		{"f32[8,128]{1,0:T(8,128)}", "f32[8,128]{1,0:T(8,128)}"},
		{"token[]", "token[]"},
		{"()", "()"},
	} {
		p := &parser{s: newScanner("t", []byte(tc.in), 0)}
		sh, err := p.shape()
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.out, sh.String(), tc.in)
	}
	for _, bad := range []string{"f33[2]", "f32[2", "f32[-1]", "f32[2]{2}", "f32[2,3]{0}", "token[2]", "f32[99999999999999]"} {
		p := &parser{s: newScanner("t", []byte(bad), 0)}
		_, err := p.shape()
		assert.Error(t, err, bad)
	}
}

func TestAttributes(t *testing.T) {
	in := parseOne(t, `ROOT r = f32[1,4,4,2]{3,2,1,0} convolution(x, w), window={size=3x3 stride=2x1 pad=-1_0x1_1 lhs_dilate=1x2 rhs_reversal=0x1}, dim_labels=b01f_01io->b01f, metadata={op_type="conv" op_name="jit(f)/conv" source_file="f.py" source_line=7}, frontend_attributes={a="1",b="two"}, sharding={devices=[2,1]0,1}, backend_config={"k": [1, 2]}
  x = f32[1,4,4,2]{3,2,1,0} parameter(0)
  w = f32[3,3,2,2]{3,2,1,0} parameter(1)`)
	w := in.Attr("window").Val.(*Window)
	require.Len(t, w.Dims, 2)
	assert.Equal(t, WindowDim{Size: 3, Stride: 2, PadLow: -1, PadHigh: 0, LhsDilate: 1, RhsDilate: 1}, w.Dims[0])
	assert.Equal(t, WindowDim{Size: 3, Stride: 1, PadLow: 1, PadHigh: 1, LhsDilate: 2, RhsDilate: 1, Reversal: true}, w.Dims[1])
	assert.Equal(t, "b01f_01io->b01f", in.Attr("dim_labels").Val)
	assert.Equal(t, &Metadata{OpType: "conv", OpName: "jit(f)/conv", SourceFile: "f.py", SourceLine: 7}, in.Metadata)
	assert.Equal(t, []KV{{"a", "1"}, {"b", "two"}}, in.Frontend)
	assert.Equal(t, "{devices=[2,1]0,1}", in.Sharding)
	assert.Equal(t, `{"k": [1, 2]}`, in.BackendCfg)
	assert.Equal(t, Pos{Line: 3, Col: 6}, in.Pos)
	assert.Equal(t, Pos{Line: 3, Col: 32}, in.OpPos)

	in = parseOne(t, `p = f32[4,4]{1,0} parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[6,9]{1,0} pad(p, z), padding=1_1x0_2_1, slice={[0:4:2], [1:3]}`)
	assert.Equal(t, []PadDim{{1, 1, 0}, {0, 2, 1}}, in.Attr("padding").Val)
	assert.Equal(t, []SliceDim{{0, 4, 2}, {1, 3, 1}}, in.Attr("slice").Val)
}

func TestReplicaGroups(t *testing.T) {
	for _, tc := range []struct {
		text string
		want [][]int64
	}{
		{"{{0,1},{2,3}}", [][]int64{{0, 1}, {2, 3}}},
		{"{}", [][]int64{}},
		{"[2,2]<=[4]", [][]int64{{0, 1}, {2, 3}}},
		{"[2,2]<=[2,2]T(1,0)", [][]int64{{0, 2}, {1, 3}}},
		{"[1,8]<=[2,2,2]T(2,1,0)", [][]int64{{0, 4, 2, 6, 1, 5, 3, 7}}},
	} {
		p := &parser{s: newScanner("t", []byte(tc.text), 0)}
		gs, err := p.groups()
		require.NoError(t, err, tc.text)
		assert.Equal(t, tc.want, gs, tc.text)
	}
	for _, bad := range []string{"[3,2]<=[4]", "[2,2]<=[4]T(0,0)", "[2]<=[2]", "{{0,1}"} {
		p := &parser{s: newScanner("t", []byte(bad), 0)}
		_, err := p.groups()
		assert.Error(t, err, bad)
	}
}

func TestLiterals(t *testing.T) {
	in := parseOne(t, `ROOT c = f32[2,3]{1,0} constant({ { 1, -2.5, inf }, /*i=1*/ { -inf, nan, 1e-05 } })`)
	var texts []string
	for _, e := range in.Literal.Elems {
		texts = append(texts, e.Text)
	}
	assert.Equal(t, []string{"1", "-2.5", "inf", "-inf", "nan", "1e-05"}, texts)
	assert.True(t, parseOne(t, `ROOT c = f32[8]{0} constant({...})`).Literal.Elided)
	tup := parseOne(t, `ROOT c = (c64[], s32[2]) constant(((1, -1), {3, 4}))`).Literal
	require.Len(t, tup.Tuple, 2)
	assert.Equal(t, LitElem{Text: "1", Imag: "-1", Pos: Pos{3, 36}}, tup.Tuple[0].Elems[0])

	for _, bad := range []string{
		`ROOT c = f32[2]{0} constant({1, 2, 3})`,
		`ROOT c = f32[2,2]{1,0} constant({1, 2})`,
		`ROOT c = f32[2]{0} constant({1, 2}`,
		`ROOT c = f32[] constant()`,
	} {
		_, err := Parse("t.hlo", []byte("HloModule m\nENTRY e {\n"+bad+"\n}\n"), ParseOptions{})
		assert.Error(t, err, bad)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		src, want string
	}{
		{"", "t.hlo:1:1: expected 'HloModule', found end of input"},
		{"HloModule m\n", "t.hlo:2:1: HloModule 'm' has no computations"},
		{"HloModule m\nENTRY e {\n", "t.hlo:3:1: unexpected end of input in computation 'e' (missing '}')"},
		{"HloModule m\nENTRY e {\n  ROOT p = f32[] parameter(0)\n}\nENTRY f {\n  ROOT p = f32[] parameter(0)\n}\n",
			"t.hlo:5:7: second ENTRY computation 'f' (the first is 'e')"},
		{"HloModule m\nENTRY e {\n  ROOT p = f32[] parameter(0), metadata={op_name=\"x}\n}\n", "t.hlo:3:50: unterminated string"},
		{"HloModule m /* open\n", "t.hlo:1:13: unterminated /* comment"},
		{"HloModule m\nENTRY e {\n  ROOT p = f32[] parameter(0), index=1, index=2\n}\n", "t.hlo:3:41: duplicate attribute 'index' on 'p'"},
	} {
		_, err := Parse("t.hlo", []byte(tc.src), ParseOptions{})
		require.Error(t, err, tc.src)
		assert.Equal(t, tc.want, err.Error(), tc.src)
	}
	_, err := Parse("t.hlo", []byte("\n\nHloModule"), ParseOptions{LineOffset: 10})
	assert.EqualError(t, err, "t.hlo:13:10: expected a module name, found end of input")
}

func TestConvDims(t *testing.T) {
	d, ok := convDims("bf01_oi01->bf01", 4)
	require.True(t, ok)
	assert.Equal(t, int64(0), d.InputBatch)
	assert.Equal(t, int64(1), d.InputFeature)
	assert.Equal(t, []int64{2, 3}, d.InputSpatial)
	assert.Equal(t, int64(1), d.KernelInputFeature)
	assert.Equal(t, int64(0), d.KernelOutputFeature)
	for _, bad := range []string{"b01f_01io", "b01f_01io->b0f", "b00f_01io->b01f", "b01f_01ix->b01f"} {
		_, ok := convDims(bad, 4)
		assert.False(t, ok, bad)
	}
}
