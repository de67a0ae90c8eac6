package pass

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
)

// optPass has one option of every supported kind.
type optPass struct {
	Iters   int       `opt:"max-iterations" default:"10" help:"iterations"`
	Top     bool      `opt:"top-down" default:"true" help:"order"`
	Limit   uint      `opt:"limit" default:"4294967295" help:"limit"`
	Name    string    `opt:"name" help:"a name"`
	Mode    int       `opt:"mode" default:"normal" enum:"disabled,normal,aggressive" help:"mode"`
	Kind    string    `opt:"kind" default:"a" enum:"a,b" help:"kind"`
	Disable []string  `opt:"disable-patterns" help:"patterns"`
	Ratio   float64   `opt:"ratio" default:"0.5" help:"ratio"`
	Count   Statistic `stat:"count" help:"things counted"`
}

func (*optPass) Run(*core.Operation, *State) error { return nil }

type nopPass struct{}

func (nopPass) Run(*core.Operation, *State) error { return nil }

func testRegistry(t testing.TB) *Registry {
	r := NewRegistry()
	require.NoError(t, r.Register(Info{Arg: "opts", Name: "Opts", Summary: "option test", New: func() Pass { return &optPass{} }}))
	require.NoError(t, r.Register(Info{Arg: "cse", Name: "CSE", Summary: "Eliminate common sub-expressions", New: func() Pass { return nopPass{} }}))
	require.NoError(t, r.Register(Info{Arg: "canonicalize", Name: "Canonicalizer", New: func() Pass { return nopPass{} }}))
	require.NoError(t, r.Register(Info{Arg: "func-only", Anchor: "t.func", New: func() Pass { return &funcOnly{} }}))
	require.NoError(t, r.RegisterPipeline(PipelineInfo{Arg: "my-pipeline", Summary: "cse twice",
		Build: func(m *Manager, _ any) error { return m.ParseInto("cse,cse") }}))
	return r
}

type funcOnly struct{}

func (*funcOnly) Run(*core.Operation, *State) error { return nil }

func TestParsePrint(t *testing.T) {
	r := testRegistry(t)
	defaults := "opts{disable-patterns-placeholder}"
	_ = defaults
	tests := []struct{ in, out string }{
		{"t.module(cse)", "t.module(cse)"},
		{"t.module()", "t.module()"},
		{" t.module ( t.func ( cse , cse ) ) ", "t.module(t.func(cse,cse))"},
		{"t.module(any(cse),t.func(func-only))", "t.module(any(cse),t.func(func-only))"},
		{"t.module(my-pipeline)", "t.module(cse,cse)"},
		{"t.module(opts)", "t.module(opts{ kind=a limit=4294967295 max-iterations=10 mode=normal name= ratio=0.5 top-down=true})"},
		{"t.module(opts{max-iterations=5 top-down=false mode=aggressive kind=b})",
			"t.module(opts{ kind=b limit=4294967295 max-iterations=5 mode=aggressive name= ratio=0.5 top-down=false})"},
		{"t.module(opts{disable-patterns=a,b name='x y' top-down})",
			"t.module(opts{disable-patterns={a,b} kind=a limit=4294967295 max-iterations=10 mode=normal name={x y} ratio=0.5 top-down=true})"},
		{"t.module(opts{disable-patterns={a,b}})",
			"t.module(opts{disable-patterns={a,b} kind=a limit=4294967295 max-iterations=10 mode=normal name= ratio=0.5 top-down=true})"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			m, err := r.Parse(tc.in)
			require.NoError(t, err)
			assert.Equal(t, tc.out, m.String())
			// Printing is a fixpoint.
			m2, err := r.Parse(m.String())
			require.NoError(t, err)
			assert.Equal(t, m.String(), m2.String())
		})
	}
}

func TestDump(t *testing.T) {
	r := testRegistry(t)
	m, err := r.Parse("t.module(t.func(cse,opts{max-iterations=5}),cse)")
	require.NoError(t, err)
	want := `Pass Manager with 2 passes:
t.module(
  t.func(
    cse,
    opts{ kind=a limit=4294967295 max-iterations=5 mode=normal name= ratio=0.5 top-down=true}
  ),
  cse
)

`
	assert.Equal(t, want, m.Dump())
	empty, err := r.Parse("t.module()")
	require.NoError(t, err)
	assert.Equal(t, "Pass Manager with 0 passes:\nt.module(\n\n)\n\n", empty.Dump())
}

func TestParseErrors(t *testing.T) {
	r := testRegistry(t)
	tests := []struct{ in, want string }{
		{"cse", "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"},
		{"t.module(cse),t.module(cse)", "expected pass pipeline to be wrapped"},
		{"t.module(cs)", "MLIR Textual PassPipeline Parser:1:10: error: 'cs' does not refer to a registered pass or pass pipeline; did you mean 'cse'?\nt.module(cs)\n         ^\n"},
		{"t.module(t.func(cse)", "1:9: error: encountered unbalanced parentheses while parsing pipeline"},
		{"t.module(cse))", "1:14: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline"},
		{"t.module(cse,)", "1:14: error: '' does not refer to a registered pass or pass pipeline"},
		{"t.module(cse,,cse)", "1:14: error: '' does not refer to a registered pass or pass pipeline"},
		{"t.module(t.func())", "1:17: error: '' does not refer to a registered pass or pass pipeline"},
		{"t.module(cse{a=1)", "1:13: error: missing closing '}' while processing pass options"},
		{"t.module(opts{max-iterations=x})", "1:30: error: for the --max-iterations option: 'x' value invalid for integer argument!"},
		{"t.module(opts{foo=1})", "1:15: error: no such option foo"},
		{"t.module(opts{mode=wild})", "error: for the --mode option: Cannot find option named 'wild'!"},
		{"t.module(opts{max-iterations=1)", "missing closing '}' while processing pass options"},
		{"t.module(func-only)", "Can't add pass 'func-only' restricted to 't.func' on a PassManager intended to run on 't.module', did you intend to nest?"},
		{"t.module(zzzzzzzzzz)", "'zzzzzzzzzz' does not refer to a registered pass or pass pipeline\n"},
		{"t.module(my-pipeline{x=1})", "pipeline 'my-pipeline' takes no options"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			_, err := r.Parse(tc.in)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestImplicitNesting(t *testing.T) {
	r := testRegistry(t)
	m := NewIn(r, "t.module")
	m.SetNesting(Implicit)
	require.NoError(t, m.AddNamed("cse", ""))
	require.NoError(t, m.AddNamed("func-only", ""))
	require.NoError(t, m.AddNamed("func-only", ""))
	assert.Equal(t, "t.module(cse,t.func(func-only),t.func(func-only))", m.String())
}

func TestListPasses(t *testing.T) {
	r := testRegistry(t)
	var b strings.Builder
	r.WriteList(&b)
	out := b.String()
	assert.Contains(t, out, "Passes:\n")
	assert.Contains(t, out, "  --cse ")
	assert.Contains(t, out, "- Eliminate common sub-expressions\n")
	assert.Contains(t, out, "    --max-iterations=<int>")
	assert.Contains(t, out, "iterations (default: 10)")
	assert.Contains(t, out, "      =aggressive")
	assert.Contains(t, out, "Pass Pipelines:\n  --my-pipeline")
}

func TestSuggest(t *testing.T) {
	r := testRegistry(t)
	assert.Equal(t, "canonicalize", r.Suggest("canonicalise"))
	assert.Equal(t, "cse", r.Suggest("cse2"))
	assert.Equal(t, "", r.Suggest("totally-unrelated-name"))
}

func TestRunNesting(t *testing.T) {
	ctx := newCtx()
	mod := buildModule(ctx, 3, 2)
	var log []string
	r := NewRegistry()
	for _, tag := range []string{"a", "b"} {
		require.NoError(t, r.Register(Info{Arg: tag, New: func() Pass { return &recorder{log: &log, tag: tag} }}))
	}
	m, err := r.Parse("t.module(a,t.func(a,b),any(b),t.op(a))")
	require.NoError(t, err)
	require.NoError(t, m.Run(mod, &Config{Threads: 1}))
	assert.Equal(t, []string{"a:t.module", "a:t.func@f0", "b:t.func@f0", "a:t.func@f1", "b:t.func@f1",
		"a:t.func@f2", "b:t.func@f2", "b:t.func@f0", "b:t.func@f1", "b:t.func@f2"}, log)
}

func TestRunWrongAnchor(t *testing.T) {
	ctx := newCtx()
	mod := buildModule(ctx, 1, 1)
	m := NewIn(testRegistry(t), "t.func")
	err := m.Run(mod, nil)
	require.Error(t, err)
	assert.Equal(t, "can't run 't.func' pass manager on 't.module' op", err.Error())
}
