package hlo_test

import (
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	function "ncc/dialects/func"
	"ncc/interp"
	"ncc/translate/hlo"
)

func newContext() *core.Context {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	ctx.Load(interp.Dialect)
	return ctx
}

// importFile imports an HLO file, which must verify.
func importFile(t *testing.T, ctx *core.Context, path string) *core.Operation {
	t.Helper()
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	m, err := hlo.Import(ctx, path, src, hlo.Options{})
	if err != nil {
		sm := asm.NewSourceMgr()
		sm.Add(path, src)
		var msgs []string
		for _, d := range core.AsDiagnostics(err, nil) {
			msgs = append(msgs, sm.Render(d))
		}
		t.Fatalf("import %s:\n%s", path, strings.Join(msgs, ""))
	}
	require.NoError(t, core.Verify(m))
	return m
}

func parseFile(t *testing.T, ctx *core.Context, path string) *core.Operation {
	t.Helper()
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	block, err := asm.Parse(ctx, src, asm.ParseOptions{Filename: path})
	require.NoError(t, err, "parse %s", path)
	m := builtin.WrapInModule(ctx, block)
	require.NoError(t, core.Verify(m), "verify %s", path)
	return m
}

// randomArgs makes deterministic arguments for fn: floats in [-2, 2)
// rounded to their type, integers in [0, 4), booleans.
func randomArgs(t *testing.T, fn *core.Operation, seed uint64) []interp.Value {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 7))
	var out []interp.Value
	for _, ty := range function.FunctionType(fn).Inputs {
		tt, ok := ty.(*core.TensorType)
		require.True(t, ok, "argument type %s", ty.Key())
		x, err := interp.NewTensor(tt)
		require.NoError(t, err)
		for i := range x.F {
			v := r.Float64()*4 - 2
			if x.E.Fmt != nil {
				v = x.E.Fmt.ToFloat64(x.E.Fmt.FromFloat64(v))
			}
			x.F[i] = v
		}
		for i := range x.I {
			if x.E.Kind == interp.Bool {
				x.I[i] = int64(r.IntN(2))
			} else {
				x.I[i] = int64(r.IntN(4))
			}
		}
		out = append(out, x)
	}
	return out
}

// run interprets module's @main on args; with replicas > 1, every
// replica runs @main on the same arguments (or a twin's own @driver runs
// them under interpreter.run_parallel).
func run(t *testing.T, ctx *core.Context, m *core.Operation, args []interp.Value, replicas int) []interp.Value {
	t.Helper()
	it := interp.New(m)
	fn, err := it.Main()
	require.NoError(t, err)
	if replicas <= 1 {
		res, err := it.Call(fn, args)
		require.NoError(t, err)
		return res
	}
	if d := it.Lookup("driver"); d != nil {
		all := make([]interp.Value, 0, replicas*len(args))
		for range replicas {
			all = append(all, args...)
		}
		res, err := it.Call(d, all)
		require.NoError(t, err)
		return res
	}
	grid := make([][]interp.Value, replicas)
	for i := range grid {
		grid[i] = args
	}
	res, err := it.CallGrid(fn, int64(replicas), 1, grid)
	require.NoError(t, err)
	var out []interp.Value
	for _, r := range res {
		out = append(out, r...)
	}
	return out
}

// requireIdentical requires bit-identical tensors.
func requireIdentical(t *testing.T, i int, got, want interp.Value) {
	t.Helper()
	g, ok1 := got.(*interp.Tensor)
	w, ok2 := want.(*interp.Tensor)
	require.True(t, ok1 && ok2, "result %d is not a tensor", i)
	require.Equal(t, w.Type.Key(), g.Type.Key(), "result %d type", i)
	require.Equal(t, w.I, g.I, "result %d", i)
	require.Equal(t, len(w.F), len(g.F), "result %d", i)
	for k := range w.F {
		if math.Float64bits(w.F[k]) != math.Float64bits(g.F[k]) && !(math.IsNaN(w.F[k]) && math.IsNaN(g.F[k])) {
			t.Fatalf("result %d element %d: imported HLO gives %v, the StableHLO twin %v", i, k, g.F[k], w.F[k])
		}
	}
	require.Equal(t, w.C, g.C, "result %d", i)
}

func replicasOf(m *core.Operation) int {
	if a, ok := m.Attr("mhlo.num_replicas").(*core.IntegerAttr); ok {
		return int(a.Val)
	}
	return 1
}

// TestTwins imports each testdata/*.hlo as text and as its proto twin
// (the same program serialized as an HloModuleProto by MarshalProto),
// verifies them, and interprets both and the StableHLO twin (the .mlir of
// the same name) on the same random arguments: the results must be
// identical.
func TestTwins(t *testing.T) {
	files, err := filepath.Glob("testdata/*.hlo")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	n := 0
	for _, f := range files {
		twin := strings.TrimSuffix(f, ".hlo") + ".mlir"
		if _, err := os.Stat(twin); err != nil {
			continue
		}
		n++
		t.Run(filepath.Base(f), func(t *testing.T) {
			ctx := newContext()
			got := importFile(t, ctx, f)
			want := parseFile(t, ctx, twin)
			// The proto twin: the same program as an HloModuleProto.
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			gotProto, err := hlo.Import(ctx, strings.TrimSuffix(f, ".hlo")+".pb", protoOf(t, f, src), hlo.Options{})
			require.NoError(t, err, "import the proto twin")
			main, err := interp.New(want).Main()
			require.NoError(t, err)
			for seed := range uint64(3) {
				args := randomArgs(t, main, seed)
				r1 := run(t, ctx, got, args, replicasOf(got))
				r2 := run(t, ctx, want, args, replicasOf(got))
				r3 := run(t, ctx, gotProto, args, replicasOf(gotProto))
				require.Equal(t, len(r2), len(r1), "number of results")
				require.Equal(t, len(r2), len(r3), "number of results of the proto twin")
				for i := range r1 {
					requireIdentical(t, i, r1[i], r2[i])
					requireIdentical(t, i, r3[i], r2[i])
				}
			}
		})
	}
	require.GreaterOrEqual(t, n, 15, "twins")
}
