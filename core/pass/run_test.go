package pass

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
)

// emitter writes a line per op to the output, emits a remark, and fails or
// panics on the op named by its options.
type emitter struct {
	Fail  string    `opt:"fail"`
	Panic string    `opt:"panic"`
	Count Statistic `stat:"visits" help:"ops visited"`
}

func (e *emitter) Run(op *core.Operation, st *State) error {
	e.Count.Inc()
	label := opLabel(op)
	fmt.Fprintf(st.Output(), "visit %s\n", label)
	st.Emit(&core.Diagnostic{Severity: core.SevRemark, Loc: op.Loc(), Msg: "remark " + label})
	if e.Panic != "" && strings.HasSuffix(label, "@"+e.Panic) {
		panic("boom")
	}
	if e.Fail != "" && strings.HasSuffix(label, "@"+e.Fail) {
		return op.Errorf("failed here")
	}
	return nil
}

func runCollect(t *testing.T, pipeline string, threads int, nfunc int) (string, []string, error) {
	t.Helper()
	r := NewRegistry()
	require.NoError(t, r.Register(Info{Arg: "emit", New: func() Pass { return &emitter{} }}))
	m, err := r.Parse(pipeline)
	require.NoError(t, err)
	ctx := newCtx()
	mod := buildModule(ctx, nfunc, 3)
	var diags []string
	pop := ctx.PushDiagHandler(func(d *core.Diagnostic) { diags = append(diags, d.Msg) })
	defer pop()
	var out bytes.Buffer
	err = m.Run(mod, &Config{Threads: threads, Output: &out})
	return out.String(), diags, err
}

// Output, diagnostics and the failure do not depend on the thread count.
func TestParallelDeterminism(t *testing.T) {
	pipelines := []string{
		"t.module(t.func(emit,emit))",
		"t.module(emit,t.func(emit),any(emit))",
		"t.module(t.func(emit,emit{fail=f7}),emit)",
		"t.module(t.func(emit{panic=f3}))",
		"t.module(t.func(emit{fail=f0}))",
		"t.module(t.func(emit{fail=f49}))",
	}
	for _, p := range pipelines {
		t.Run(p, func(t *testing.T) {
			out1, d1, err1 := runCollect(t, p, 1, 50)
			for _, threads := range []int{2, 4, 16} {
				for range 3 {
					out, d, err := runCollect(t, p, threads, 50)
					assert.Equal(t, out1, out)
					assert.Equal(t, d1, d)
					assert.Equal(t, fmt.Sprint(err1), fmt.Sprint(err))
				}
			}
		})
	}
}

func TestFailureStopsPipeline(t *testing.T) {
	out, diags, err := runCollect(t, "t.module(t.func(emit{fail=f1}),emit)", 1, 3)
	require.Error(t, err)
	assert.Equal(t, "'t.func' op failed here", err.Error())
	// f2 and the module-level pass never run.
	assert.Equal(t, "visit t.func@f0\nvisit t.func@f1\n", out)
	assert.Equal(t, []string{"remark t.func@f0", "remark t.func@f1"}, diags)
}

func TestPanicBecomesDiagnostic(t *testing.T) {
	_, _, err := runCollect(t, "t.module(t.func(emit{panic=f1}))", 4, 3)
	require.Error(t, err)
	assert.Equal(t, "internal error: pass 'emit' panicked on 't.func' op: boom", err.Error())
}

func TestScheduleChecks(t *testing.T) {
	r := NewRegistry()
	require.NoError(t, r.Register(Info{Arg: "emit", New: func() Pass { return &emitter{} }}))
	ctx := newCtx()
	b := core.NewBuilder(ctx)
	mod := container(b, "t.module", nil)
	b.SetInsertionPointToEnd(mod.Region(0).First())
	container(b, "t.open", nil)
	m, err := r.Parse("t.module(t.open(emit))")
	require.NoError(t, err)
	err = m.Run(mod, &Config{Output: &bytes.Buffer{}})
	require.Error(t, err)
	assert.Equal(t, "'t.open' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'", err.Error())
	// any() skips ops that are not isolated.
	m, err = r.Parse("t.module(any(emit))")
	require.NoError(t, err)
	require.NoError(t, m.Run(mod, &Config{Output: &bytes.Buffer{}}))
}

func TestStatisticsAcrossThreads(t *testing.T) {
	r := NewRegistry()
	require.NoError(t, r.Register(Info{Arg: "emit", Name: "Emit", New: func() Pass { return &emitter{} }}))
	m, err := r.Parse("t.module(t.func(emit),emit)")
	require.NoError(t, err)
	ctx := newCtx()
	require.NoError(t, m.Run(buildModule(ctx, 20, 1), &Config{Threads: 8, Output: &bytes.Buffer{}}))
	var b strings.Builder
	m.WriteStatistics(&b, "pipeline")
	assert.Contains(t, b.String(), "'t.func' Pipeline\n  Emit\n    (S) 20 visits - ops visited\nEmit\n  (S) 1 visits - ops visited\n")
	b.Reset()
	m.WriteStatistics(&b, "list")
	assert.Contains(t, b.String(), "  Emit\n    (S) 21 visits - ops visited\n")
}

// analysis counting how often it was computed.
type countAnalysis struct{ n int }

type analysisPass struct {
	builds   *int
	preserve bool
}

func (p *analysisPass) Run(op *core.Operation, st *State) error {
	Get(st.Analyses(), func(*core.Operation) *countAnalysis { *p.builds++; return &countAnalysis{} })
	if p.preserve {
		MarkPreserved[*countAnalysis](st)
	}
	return nil
}

func TestAnalysisInvalidation(t *testing.T) {
	tests := []struct {
		preserve bool
		builds   int
	}{{true, 1}, {false, 3}}
	for _, tc := range tests {
		builds := 0
		r := NewRegistry()
		require.NoError(t, r.Register(Info{Arg: "a", New: func() Pass { return &analysisPass{builds: &builds, preserve: tc.preserve} }}))
		m, err := r.Parse("t.module(a,a,a)")
		require.NoError(t, err)
		require.NoError(t, m.Run(buildModule(newCtx(), 1, 1), nil))
		assert.Equal(t, tc.builds, builds, "preserve=%v", tc.preserve)
	}
}

func TestAnalysisManager(t *testing.T) {
	ctx := newCtx()
	mod := buildModule(ctx, 2, 1)
	am := NewAnalysisManager(mod)
	f0 := mod.Region(0).First().First()
	leaf := f0.Region(0).First().First()
	child := am.Nest(leaf)
	assert.Same(t, child, am.Nest(f0).Nest(leaf), "nesting mirrors the IR")
	Get(am, func(*core.Operation) *countAnalysis { return &countAnalysis{n: 1} })
	v, ok := CachedParent[*countAnalysis](child)
	require.True(t, ok)
	assert.Equal(t, 1, v.n)
	Get(child, func(*core.Operation) string { return "leaf" })
	// Preserving one key keeps the others' children but drops unpreserved.
	p := &Preserved{}
	p.add(KeyOf[*countAnalysis]())
	am.Invalidate(p)
	_, ok = Cached[*countAnalysis](am)
	assert.True(t, ok)
	_, ok = Cached[string](child)
	assert.False(t, ok)
	am.Invalidate(&Preserved{})
	_, ok = Cached[*countAnalysis](am)
	assert.False(t, ok)
}

func TestReproducerRoundTrip(t *testing.T) {
	res := ReproducerResource(`builtin.module(inline{default-pipeline="canonicalize, cse"})`, true, false)
	src := "module {}\n" + res
	cfg, err := ParseReproducer([]byte(src))
	require.NoError(t, err)
	assert.Equal(t, ReproducerConfig{Pipeline: `builtin.module(inline{default-pipeline="canonicalize, cse"})`,
		DisableThreading: true, VerifyEach: false}, cfg)
	_, err = ParseReproducer([]byte("module {}"))
	assert.Error(t, err)
}

func TestFingerprint(t *testing.T) {
	ctx := newCtx()
	mod := buildModule(ctx, 2, 2)
	fp := Fingerprint(mod)
	assert.Equal(t, fp, Fingerprint(mod))
	f := mod.Region(0).First().First()
	f.SetAttr("x", core.Unit(ctx))
	assert.NotEqual(t, fp, Fingerprint(mod))
}
