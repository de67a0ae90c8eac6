package convert_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/rewrite/convert"
)

// A small test dialect: every op takes and returns any values.
var testDialect = &core.Dialect{Name: "test", Ops: []*core.OpDef{
	testOp("test.src"), testOp("test.dst"), testOp("test.use"), testOp("test.other"),
	{Name: "test.region", Regions: []core.RegionDef{{Name: "body"}}, Traits: core.NoTerminator,
		Operands: []core.ValueDef{{Name: "in", Arity: core.Variadic}},
		Results:  []core.ValueDef{{Name: "out", Arity: core.Variadic}}},
}}

func testOp(name string) *core.OpDef {
	return &core.OpDef{Name: name,
		Operands: []core.ValueDef{{Name: "in", Arity: core.Variadic}},
		Results:  []core.ValueDef{{Name: "out", Arity: core.Variadic}}}
}

func parse(t testing.TB, src string) *core.Operation {
	t.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	ctx.Load(testDialect)
	blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	require.NoError(t, err)
	return builtin.WrapInModule(ctx, blk)
}

func print(op *core.Operation) string { return asm.PrintOp(op, asm.PrintOptions{Generic: true}) }

// srcToDst rewrites test.src into test.dst with converted result types.
var srcToDst = &convert.Pattern{Root: "test.src", Benefit: 1, Name: "SrcToDst",
	Rewrite: func(op *core.Operation, a convert.Adaptor, r *convert.Rewriter) bool {
		var ts []core.Type
		for _, t := range op.ResultTypes() {
			if r.Types != nil {
				t = r.Types.ConvertType(t)
			}
			ts = append(ts, t)
		}
		n := r.CreateOp("test.dst", op.Loc(), a.Operands, ts)
		r.ReplaceOpWithOp(op, n)
		return true
	}}

const simple = `"test.region"() ({
^bb0(%a: i32):
  %0 = "test.src"(%a) : (i32) -> i32
  %1 = "test.src"(%0) : (i32) -> i32
  "test.use"(%1) : (i32) -> ()
}) : () -> ()
`

func TestPartialConversion(t *testing.T) {
	m := parse(t, simple)
	tgt := convert.NewTarget()
	tgt.AddIllegalOp("test.src")
	tgt.AddLegalOp("test.dst")
	require.NoError(t, convert.ApplyPartial(m, tgt, convert.NewPatternSet(srcToDst), nil))
	out := print(m)
	assert.NotContains(t, out, "test.src")
	assert.Equal(t, 2, strings.Count(out, `"test.dst"`))
}

func TestTypeConversionMaterializes(t *testing.T) {
	m := parse(t, simple)
	tc := &convert.TypeConverter{}
	tc.AddTypeMap(func(t core.Type) core.Type { return t })
	tc.AddTypeMap(func(t core.Type) core.Type {
		if it, ok := t.(*core.IntType); ok && it.Width == 32 {
			return core.IntegerType(m.Context(), 64)
		}
		return nil
	})
	tgt := convert.NewTarget()
	tgt.AddIllegalOp("test.src")
	tgt.AddLegalOp("test.dst")
	require.NoError(t, convert.ApplyPartial(m, tgt, convert.NewPatternSet(srcToDst), tc))
	out := print(m)
	// The block argument (i32) is cast to i64 for the first dst; the
	// unconverted user gets an i64 -> i32 cast; the cast in between is gone.
	assert.Equal(t, 2, strings.Count(out, "builtin.unrealized_conversion_cast"), out)
	assert.Contains(t, out, `"test.dst"(%1) : (i64) -> i64`)
	require.NoError(t, core.Verify(m))
}

func TestIllegalOpDiagnostic(t *testing.T) {
	m := parse(t, simple)
	tgt := convert.NewTarget()
	tgt.AddIllegalOp("test.src")
	failing := &convert.Pattern{Root: "test.src", Name: "NeverApplies",
		Rewrite: func(*core.Operation, convert.Adaptor, *convert.Rewriter) bool { return false }}
	err := convert.ApplyPartial(m, tgt, convert.NewPatternSet(failing), nil)
	require.Error(t, err)
	var ds core.Diagnostics
	require.ErrorAs(t, err, &ds)
	require.Len(t, ds, 2)
	assert.Equal(t, "failed to legalize operation 'test.src' that was explicitly marked illegal", ds[0].Msg)
	require.Len(t, ds[0].Notes, 1)
	assert.Equal(t, "tried patterns: NeverApplies", ds[0].Notes[0].Msg)
	loc, ok := core.FileLineColOf(ds[0].Loc)
	require.True(t, ok)
	assert.Equal(t, 3, loc.Line)
}

func TestFullConversionRequiresLegality(t *testing.T) {
	m := parse(t, simple)
	tgt := convert.NewTarget()
	tgt.AddLegalOp("test.dst", "builtin.module")
	tgt.AddDynamicallyLegalOp("test.region", func(op *core.Operation) bool { return op.NumRegions() == 1 })
	err := convert.ApplyFull(m, tgt, convert.NewPatternSet(srcToDst), nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "failed to legalize operation 'test.use'")
}

func TestPatternFailingAfterChangeIsReported(t *testing.T) {
	m := parse(t, simple)
	tgt := convert.NewTarget()
	tgt.AddIllegalOp("test.src")
	bad := &convert.Pattern{Root: "test.src", Name: "Bad",
		Rewrite: func(op *core.Operation, a convert.Adaptor, r *convert.Rewriter) bool {
			r.CreateOp("test.other", op.Loc(), nil, nil)
			return false
		}}
	err := convert.ApplyPartial(m, tgt, convert.NewPatternSet(bad), nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "conversion pattern Bad failed after modifying IR")
}

func TestAnalysisModeLeavesIRAlone(t *testing.T) {
	m := parse(t, simple)
	before := print(m)
	tgt := convert.NewTarget()
	tgt.AddIllegalOp("test.src")
	ops, err := convert.Apply(m, tgt, convert.NewPatternSet(srcToDst), nil, convert.Analysis)
	require.NoError(t, err)
	assert.Equal(t, before, print(m))
	var names []string
	for _, o := range ops {
		names = append(names, o.Name())
	}
	assert.Equal(t, []string{"test.src", "test.src"}, names)
}

func TestOneToNAndSignatureConversion(t *testing.T) {
	m := parse(t, simple)
	ctx := m.Context()
	i16 := core.IntegerType(ctx, 16)
	tc := &convert.TypeConverter{}
	tc.AddConversion(func(t core.Type) ([]core.Type, bool) {
		if it, ok := t.(*core.IntType); ok && it.Width == 32 {
			return []core.Type{i16, i16}, true
		}
		return []core.Type{t}, true
	})
	region := &convert.Pattern{Root: "test.region", Name: "ConvertRegion",
		Rewrite: func(op *core.Operation, a convert.Adaptor, r *convert.Rewriter) bool {
			if op.NumRegions() == 0 || op.Region(0).First().NumArgs() != 1 {
				return false
			}
			r.ModifyInPlace(op, func() { require.True(t, r.ConvertRegionTypes(op.Region(0))) })
			return true
		}}
	tgt := convert.NewTarget()
	tgt.AddDynamicallyLegalOp("test.region", func(op *core.Operation) bool {
		return op.Region(0).First().NumArgs() != 1
	})
	tgt.AddLegalOp("test.src")
	require.NoError(t, convert.ApplyPartial(m, tgt, convert.NewPatternSet(region), tc))
	out := print(m)
	assert.Contains(t, out, "^bb0(%arg0: i16, %arg1: i16)")
	assert.Contains(t, out, `"builtin.unrealized_conversion_cast"(%arg0, %arg1) : (i16, i16) -> i32`)
	require.NoError(t, core.Verify(m))
}

// chain builds n test.src ops in a chain inside one block.
func chain(n int) string {
	var b strings.Builder
	b.WriteString("\"test.region\"() ({\n^bb0(%a: i32):\n")
	prev := "%a"
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  %%v%d = \"test.src\"(%s) : (i32) -> i32\n", i, prev)
		prev = fmt.Sprintf("%%v%d", i)
	}
	fmt.Fprintf(&b, "  \"test.use\"(%s) : (i32) -> ()\n}) : () -> ()\n", prev)
	return b.String()
}

// TestConversionThroughput converts 200,000 ops 1:1 and reports ops/s (it
// asserts only the result, never the time).
func TestConversionThroughput(t *testing.T) {
	n := 200000
	if testing.Short() {
		n = 20000
	}
	m := parse(t, chain(n))
	tgt := convert.NewTarget()
	tgt.AddIllegalOp("test.src")
	tgt.AddLegalOp("test.dst")
	ps := convert.NewPatternSet(srcToDst)
	start := time.Now()
	require.NoError(t, convert.ApplyPartial(m, tgt, ps, nil))
	d := time.Since(start)
	t.Logf("1:1 conversion of %d ops: %v, %.0f ops/s", n, d, float64(n)/d.Seconds())
	cnt := 0
	m.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		if o.Name() == "test.dst" {
			cnt++
		}
		return core.Advance
	})
	assert.Equal(t, n, cnt)
}

func BenchmarkConversion1to1(b *testing.B) {
	src := chain(200000)
	tgt := convert.NewTarget()
	tgt.AddIllegalOp("test.src")
	tgt.AddLegalOp("test.dst")
	ps := convert.NewPatternSet(srcToDst)
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		m := parse(b, src)
		b.StartTimer()
		require.NoError(b, convert.ApplyPartial(m, tgt, ps, nil))
	}
	b.ReportMetric(float64(200000*b.N)/b.Elapsed().Seconds(), "ops/s")
}
