package lit

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEvalFeatures(t *testing.T) {
	feats := map[string]bool{"linux": true, "x86_64": true, "mlir-opt": true, "target=x86_64-linux": true}
	tests := []struct {
		expr string
		want bool
	}{
		{"linux", true},
		{"windows", false},
		{"true", true},
		{"!windows", true},
		{"!!linux", true},
		{"linux && x86_64", true},
		{"linux && windows", false},
		{"windows || linux", true},
		{"windows || !linux", false},
		{"(windows || linux) && !(x86_64 && windows)", true},
		{"linux || windows && false", true}, // && binds tighter
		{"mlir-opt", true},
		{"target=x86_64-linux", true},
		{"{{x86.*}}", true},
		{"{{arm.*}}", false},
		{"target={{.*}}-linux", true},
		{"target={{.*}}-darwin", false},
		{"{{lin}}", false}, // regexes match whole features
	}
	for _, tc := range tests {
		t.Run(tc.expr, func(t *testing.T) {
			got, err := EvalFeatures(tc.expr, feats)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestEvalFeaturesErrors(t *testing.T) {
	for _, expr := range []string{"", "a &&", "&& a", "(a", "a)", "a b", "!", "a @ b", "{{(}}"} {
		t.Run(expr, func(t *testing.T) {
			_, err := EvalFeatures(expr, nil)
			assert.Error(t, err)
		})
	}
}

func TestParseScript(t *testing.T) {
	src := `// RUN: cmd1 %s \
// RUN:   | FileCheck %s
# XFAIL: a, b && \
# XFAIL: c
REQUIRES: x
REQUIRES: y || z
UNSUPPORTED: w
ALLOW_RETRIES: 3
DEFINE: %{name} = value \
DEFINE:   more
RUN: echo %(line) %(line+1) %(line - 2)
END.
RUN: ignored after END.
`
	s, err := ParseScript([]byte(src))
	require.NoError(t, err)
	require.Len(t, s.Directives, 3)
	// As in lit: the text after "RUN:" is kept and the trailing backslash dropped.
	assert.Equal(t, " cmd1 %s    | FileCheck %s", s.Directives[0].Text)
	assert.Equal(t, 1, s.Directives[0].StartLine)
	assert.Equal(t, 2, s.Directives[0].EndLine)
	assert.Equal(t, Define, s.Directives[1].Kind)
	assert.Equal(t, "%{name}", s.Directives[1].Name)
	assert.Equal(t, "value more", s.Directives[1].Value)
	assert.Equal(t, " echo 11 12 9", s.Directives[2].Text)
	assert.Equal(t, []string{"a", "b && c"}, s.XFail)
	assert.Equal(t, []string{"x", "y || z"}, s.Requires)
	assert.Equal(t, []string{"w"}, s.Unsupported)
	assert.Equal(t, 3, s.AllowRetries)
}

func TestParseScriptErrors(t *testing.T) {
	tests := []struct{ src, msg string }{
		{"no directives\n", "Test has no 'RUN:' line"},
		{"RUN: a \\\n", "Test has unterminated 'RUN:' directive (with '\\') at line 1"},
		{"RUN: a \\\nDEFINE: %{x} = y\nRUN: b\n", "unterminated 'RUN:'"},
		{"REQUIRES: a &&\nRUN: x\n", "in REQUIRES: directive on test line 1"},
		{"XFAIL: a, \\\nRUN: x\n", "Test has unterminated 'XFAIL:' lines"},
		{"ALLOW_RETRIES: x\nRUN: x\n", "INTEGER parser requires the input to be an integer"},
		{"ALLOW_RETRIES: 1\nALLOW_RETRIES: 2\nRUN: x\n", "more than one ALLOW_RETRIES"},
		{"DEFINE: %{x}\nRUN: x\n", "does not contain '='"},
		{"DEFINE: %x = 1\nRUN: x\n", "Substitution name '%x' is malformed"},
	}
	for _, tc := range tests {
		t.Run(tc.msg, func(t *testing.T) {
			_, err := ParseScript([]byte(tc.src))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.msg)
		})
	}
}

func FuzzParseScript(f *testing.F) {
	for _, s := range []string{"RUN: a \\\nRUN: b\n", "DEFINE: %{a} = b\nREDEFINE: %{a} = c\nRUN: %{a}\n",
		"REQUIRES: (a || {{b.*}}) && !c\nRUN: x\n", "END.\n", "XFAIL: *\nRUN: %if a %{ b %} %else %{ c %}\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		s, err := ParseScript([]byte(src))
		if err != nil {
			return
		}
		subs := DefaultSubsts("/src/a.test", "/out/Output/a.test")
		_, _ = Expand(s.Directives, subs, map[string]bool{"a": true}, nil)
	})
}

func TestReplaceWord(t *testing.T) {
	tests := []struct{ in, want string }{
		{"FileCheck %s", "/b/fc %s"},
		{"a | FileCheck", "a | /b/fc"},
		{"not FileCheck", "not /b/fc"},
		{"/x/b/FileCheck", "/x/b/FileCheck"},
		{"not-FileCheck", "not-FileCheck"},
		{"FileCheck-x FileCheck.py xFileCheck FileChecker", "FileCheck-x FileCheck.py xFileCheck FileChecker"},
		{"<FileCheck \\FileCheck ^FileCheck", "<FileCheck \\FileCheck ^FileCheck"},
		{"(FileCheck) 'FileCheck'", "(/b/fc) '/b/fc'"},
		{"FileCheck FileCheck", "/b/fc /b/fc"},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, replaceWord(tc.in, "FileCheck", "/b/fc"), tc.in)
	}
}

func TestExpand(t *testing.T) {
	src := `RUN: tool %s -o %t && cat %t > %T/x
RUN: echo %basename_t %{pathsep} %S %p %% %%s %{s:basename}
RUN: %{greet} %{greet-loud}
DEFINE: %{d} = defined %{greet}
RUN: %d %{d}
REDEFINE: %{d} = redefined
RUN: %{d}
RUN: %if feat %{ yes %} %else %{ no %}
RUN: %if !feat %{ yes %} %else %{ no %} after
RUN: %if feat %{ a %if other %{ b %} %else %{ c %} d %}
`
	s, err := ParseScript([]byte(src))
	require.NoError(t, err)
	subs := []Subst{
		{Pattern: "%{greet-loud}", Value: "HELLO"},
		{Pattern: "%{greet}", Value: "hello"},
		{Pattern: "tool", Value: "/b/tool", Word: true},
	}
	subs = append(subs, DefaultSubsts("/src/dir/a.test", "/exec/dir/Output/a.test")...)
	lines, err := Expand(s.Directives, subs, map[string]bool{"feat": true}, nil)
	require.NoError(t, err)
	var got []string
	for _, l := range lines {
		got = append(got, l.Command)
	}
	assert.Equal(t, []string{
		"/b/tool /src/dir/a.test -o /exec/dir/Output/a.test.tmp && cat /exec/dir/Output/a.test.tmp > /exec/dir/Output/x",
		"echo a.test : /src/dir /src/dir % %s a.test",
		"hello HELLO",
		"%d defined hello",
		"redefined",
		"yes",
		"no  after", // branch text keeps its spaces, as in lit
		"a  c  d",
	}, got)
}

func TestExpandErrors(t *testing.T) {
	tests := []struct{ src, msg string }{
		{"DEFINE: %{x} = 1\nDEFINE: %{x} = 2\nRUN: a\n", "is already defined"},
		{"REDEFINE: %{nope} = 1\nRUN: a\n", "No substitution for '%{nope}'"},
		{"RUN: %if feat %{ a\n", "'%}' is missing for %if substitution"},
		{"RUN: %if feat a %}\n", "'%{' is missing for %if substitution"},
		{"RUN: %if feat %{ a %} %else b\n", "'%{' is missing for %else substitution"},
	}
	for _, tc := range tests {
		t.Run(tc.msg, func(t *testing.T) {
			s, err := ParseScript([]byte(tc.src))
			require.NoError(t, err)
			_, err = Expand(s.Directives, nil, map[string]bool{"feat": true}, nil)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.msg)
		})
	}
}

func TestRecursiveExpansion(t *testing.T) {
	s, err := ParseScript([]byte("RUN: %{a}\n"))
	require.NoError(t, err)
	subs := []Subst{{Pattern: "%{a}", Value: "%{b}"}, {Pattern: "%{b}", Value: "%{c}"}, {Pattern: "%{c}", Value: "done"}}
	// Without a limit each pattern is applied once, in order, which
	// happens to resolve this chain.
	lines, err := Expand(s.Directives, subs, nil, nil)
	require.NoError(t, err)
	assert.Equal(t, "done", lines[0].Command)
	// Reversed order needs the fixed point.
	rev := []Subst{subs[2], subs[1], subs[0]}
	lines, err = Expand(s.Directives, rev, nil, nil)
	require.NoError(t, err)
	assert.Equal(t, "%{b}", lines[0].Command)
	limit := 5
	lines, err = Expand(s.Directives, rev, nil, &limit)
	require.NoError(t, err)
	assert.Equal(t, "done", lines[0].Command)
	limit = 1
	_, err = Expand(s.Directives, rev, nil, &limit)
	assert.ErrorContains(t, err, "did not complete in the provided recursion limit (1)")
}

func TestParseConfig(t *testing.T) {
	_, err := ParseConfig([]byte(`{"name": "x", "suffixes": [".test"], "sufixes": []}`))
	assert.ErrorContains(t, err, "unknown field")
	_, err = ParseConfig([]byte(`{"suffixes": [".test"]}`))
	assert.ErrorContains(t, err, "no \"name\"")
	_, err = ParseConfig([]byte(`{"name": "x"}`))
	assert.ErrorContains(t, err, "no \"suffixes\"")
	_, err = ParseConfig([]byte(`{"name": "x", "suffixes": [".t"], "shell": "zsh"}`))
	assert.ErrorContains(t, err, "\"shell\"")
	_, err = ParseConfig([]byte(`{"name": "x", "suffixes": [".t"], "tools": [{"name": "-x"}]}`))
	assert.ErrorContains(t, err, "tool name")
	_, err = ParseConfig([]byte(`{"name": "x", "suffixes": [".t"], "substitutions": [{"pattern": ""}]}`))
	assert.ErrorContains(t, err, "empty pattern")
}

func TestLoadSuite(t *testing.T) {
	dir := t.TempDir()
	cfg := `{
  "name": "s", "suffixes": [".test"],
  "params": {"bin": {"env": "LIT_TEST_BIN", "default": "bin", "path": true}, "mode": {"default": "fast"}},
  "path": ["${bin}"], "path_append": ["/appended"],
  "environment": {"MODE": "${mode}", "DOLLAR": "$$x"},
  "tools": [{"name": "opt", "command": "${bin}/opt"}, {"name": "opt-extra", "command": "${bin}/oe"}],
  "substitutions": [{"pattern": "%{a}", "value": "A"}, {"pattern": "%{a}-long", "value": "L"}],
  "features": ["f1"],
  "feature_probes": [{"feature": "has-cfg", "file": "${config_dir}/lit.cfg.json"}, {"feature": "no", "file": "/nonexistent"},
                     {"feature": "env-on", "env": "LIT_TEST_ON"}, {"feature": "env-zero", "env": "LIT_TEST_ZERO"}]
}`
	file := filepath.Join(dir, ConfigName)
	require.NoError(t, os.WriteFile(file, []byte(cfg), 0o666))
	t.Setenv("LIT_TEST_ON", "1")
	t.Setenv("LIT_TEST_ZERO", "0")
	t.Setenv("LIT_TEST_BIN", "")

	s, err := LoadSuite(file, map[string]string{"mode": "slow"})
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "bin"), s.Params["bin"])
	assert.Equal(t, "slow", s.Env["MODE"])
	assert.Equal(t, "$x", s.Env["DOLLAR"])
	assert.True(t, strings.HasPrefix(s.Env["PATH"], filepath.Join(dir, "bin")+":"))
	assert.True(t, strings.HasSuffix(s.Env["PATH"], ":/appended"))
	assert.Equal(t, []Subst{
		{Pattern: "%{a}-long", Value: "L"},
		{Pattern: "%{a}", Value: "A"},
		{Pattern: "opt-extra", Value: filepath.Join(dir, "bin", "oe"), Word: true},
		{Pattern: "opt", Value: filepath.Join(dir, "bin", "opt"), Word: true},
	}, s.Subst)
	assert.Equal(t, map[string]bool{"f1": true, "has-cfg": true, "env-on": true}, s.Features)
	assert.Equal(t, dir, s.SourceRoot)
	assert.Equal(t, dir, s.ExecRoot)

	t.Setenv("LIT_TEST_BIN", "/from/env")
	s, err = LoadSuite(file, nil)
	require.NoError(t, err)
	assert.Equal(t, "/from/env", s.Params["bin"])
	s, err = LoadSuite(file, map[string]string{"bin": "/from/flag"})
	require.NoError(t, err)
	assert.Equal(t, "/from/flag", s.Params["bin"])

	require.NoError(t, os.WriteFile(file, []byte(`{"name": "s", "suffixes": [".t"], "path": ["${nope}"]}`), 0o666))
	_, err = LoadSuite(file, nil)
	assert.ErrorContains(t, err, "unknown parameter ${nope}")
}

func TestDiscover(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"lit.cfg.json":           `{"name": "top", "suffixes": [".test", ".mlir"], "excludes": ["Inputs", "skip.test"]}`,
		"a.test":                 "RUN: true\n",
		"b.mlir":                 "// RUN: true\n",
		"c.txt":                  "RUN: true\n",
		"skip.test":              "RUN: false\n",
		"Inputs/x.test":          "RUN: false\n",
		"Output/y.test":          "RUN: false\n",
		".hidden/z.test":         "RUN: false\n",
		"sub/d.test":             "RUN: true\n",
		"nested/lit.cfg.json":    `{"name": "inner", "suffixes": [".test"]}`,
		"nested/e.test":          "RUN: true\n",
		"nested/deeper/f.test":   "RUN: true\n",
		"nested/deeper/g.ignore": "RUN: true\n",
	}
	for name, data := range files {
		p := filepath.Join(dir, name)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o777))
		require.NoError(t, os.WriteFile(p, []byte(data), 0o666))
	}
	names := func(tests []*Test) []string {
		var n []string
		for _, t := range tests {
			n = append(n, t.FullName())
		}
		return n
	}
	tests, err := Discover([]string{dir}, nil)
	require.NoError(t, err)
	assert.Equal(t, []string{"inner :: deeper/f.test", "inner :: e.test", "top :: a.test", "top :: b.mlir", "top :: sub/d.test"}, names(tests))

	// A file named explicitly is a test whatever its suffix; duplicates
	// are dropped.
	tests, err = Discover([]string{filepath.Join(dir, "c.txt"), filepath.Join(dir, "sub"), filepath.Join(dir, "sub", "d.test")}, nil)
	require.NoError(t, err)
	assert.Equal(t, []string{"top :: c.txt", "top :: sub/d.test"}, names(tests))

	_, err = Discover([]string{t.TempDir()}, nil)
	assert.ErrorContains(t, err, "no lit.cfg.json found")
}

func TestClosingLine(t *testing.T) {
	tests := []struct {
		counts map[Code]int
		want   string
	}{
		{map[Code]int{}, "0 passed, 0 failed"},
		{map[Code]int{Pass: 3}, "3 passed, 0 failed"},
		{map[Code]int{Pass: 2, FlakyPass: 1, Fail: 1}, "3 passed, 1 failed"},
		{map[Code]int{Pass: 1, XPass: 1, Unresolved: 1, Timeout: 1, Fail: 1}, "1 passed, 4 failed"},
		{map[Code]int{Pass: 5, Unsupported: 2, XFail: 1}, "5 passed, 0 failed, 3 skipped"},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, Summary{Counts: tc.counts}.ClosingLine())
	}
}

func TestParseArgs(t *testing.T) {
	opts, paths, params, err := parseArgs([]string{"-v", "-j", "3", "--timeout=2.5", "-Dx=1", "-D", "y=2", "--param=z", "--filter", "a|b", "p1", "-a", "p2", "--", "-p3"})
	require.NoError(t, err)
	assert.True(t, opts.Verbose)
	assert.True(t, opts.ShowAll)
	assert.Equal(t, 3, opts.Jobs)
	assert.Equal(t, 2500.0, float64(opts.Timeout.Milliseconds()))
	assert.Equal(t, map[string]string{"x": "1", "y": "2", "z": ""}, params)
	assert.Equal(t, []string{"p1", "p2", "-p3"}, paths)
	assert.True(t, opts.Filter.MatchString("s :: b"))

	opts, _, _, err = parseArgs([]string{"-j4", "-q", "-s"})
	require.NoError(t, err)
	assert.Equal(t, 4, opts.Jobs)
	assert.True(t, opts.Quiet && opts.Succinct)

	for _, bad := range [][]string{{"-j", "0"}, {"-j"}, {"--timeout", "x"}, {"--filter", "("}, {"--bogus"}} {
		_, _, _, err := parseArgs(bad)
		assert.Error(t, err, bad)
	}
	_, _, _, err = parseArgs([]string{"-h"})
	assert.Equal(t, errHelp, err)
}
