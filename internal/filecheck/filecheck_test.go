package filecheck

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runText runs FileCheck with args on in-memory check and input texts.
func runText(t *testing.T, args, check, in string) (int, string) {
	t.Helper()
	cfg, err := ParseArgs(append(tokenizeGNU(args), "check.txt"))
	require.NoError(t, err)
	var stderr bytes.Buffer
	code := CheckText(cfg, "check.txt", check, in, &stderr)
	return code, stderr.String()
}

type row struct {
	name, args, check, input string
	code                     int
	want                     string // substring of stderr ("" = don't care)
}

func runRows(t *testing.T, rows []row) {
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			code, stderr := runText(t, r.args+" --dump-input=never", r.check, r.input)
			assert.Equal(t, r.code, code, stderr)
			if r.want != "" {
				assert.Contains(t, stderr, r.want)
			}
		})
	}
}

func TestDirectives(t *testing.T) {
	runRows(t, []row{
		{"check", "", "CHECK: foo\n", "a foo b\n", 0, ""},
		{"check missing", "", "CHECK: foo\n", "bar\n", 1, "check.txt:1:8: error: CHECK: expected string not found in input"},
		{"check order", "", "CHECK: b\nCHECK: a\n", "a\nb\n", 1, "check.txt:2:8: error"},
		{"next", "", "CHECK: a\nCHECK-NEXT: b\n", "a\nb\n", 0, ""},
		{"next skipped line", "", "CHECK: a\nCHECK-NEXT: b\n", "a\nx\nb\n", 1, "CHECK-NEXT: is not on the line after the previous match"},
		{"next same line", "", "CHECK: a\nCHECK-NEXT: b\n", "a b\n", 1, "CHECK-NEXT: is on the same line as previous match"},
		{"next first", "", "CHECK-NEXT: b\n", "b\n", 2, "found 'CHECK-NEXT' without previous 'CHECK: line"},
		{"same", "", "CHECK: a\nCHECK-SAME: b\n", "a b\n", 0, ""},
		{"same wrong line", "", "CHECK: a\nCHECK-SAME: b\n", "a\nb\n", 1, "CHECK-SAME: is not on the same line as the previous match"},
		{"not", "", "CHECK: a\nCHECK-NOT: x\nCHECK: b\n", "a\nb\nx\n", 0, ""},
		{"not found", "", "CHECK: a\nCHECK-NOT: x\nCHECK: b\n", "a\nx\nb\n", 1, "CHECK-NOT: excluded string found in input"},
		{"dag any order", "", "CHECK-DAG: b\nCHECK-DAG: a\n", "a b\n", 0, ""},
		{"dag no overlap", "", "CHECK-DAG: a\nCHECK-DAG: a\n", "a\n", 1, "CHECK-DAG: expected string not found in input"},
		{"dag not between groups", "", "CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n", "a x b\n", 1, "CHECK-NOT: excluded string found"},
		{"label blocks", "", "CHECK-LABEL: f:\nCHECK: x\nCHECK-LABEL: g:\nCHECK: y\n", "f:\nx\ng:\ny\n", 0, ""},
		{"label bounds", "", "CHECK-LABEL: f:\nCHECK: y\nCHECK-LABEL: g:\n", "f:\ng:\ny\n", 1, "check.txt:2:8: error"},
		{"label with variable", "", "CHECK-LABEL: [[X]]\n", "a\n", 2, "with variable definition or use"},
		{"empty", "", "CHECK: a\nCHECK-EMPTY:\n", "a\n\n", 0, ""},
		{"empty not empty", "", "CHECK: a\nCHECK-EMPTY:\n", "a\nb\n\n", 1, "CHECK-EMPTY: is not on the line after the previous match"},
		{"count", "", "CHECK-COUNT-3: x\n", "x x\nx\n", 0, ""},
		{"count short", "", "CHECK-COUNT-3: x\n", "x\nx\n", 1, "CHECK-COUNT: expected string not found in input (3 out of 3)"},
		{"count zero", "", "CHECK-COUNT-0: x\n", "x\n", 2, "invalid count in -COUNT specification on prefix 'CHECK'"},
		{"com", "", "COM: CHECK: zz\nCHECK: a\n", "a\n", 0, ""},
		{"literal", "", "CHECK{LITERAL}: [[a]]{{b}}\n", "[[a]]{{b}}\n", 0, ""},
		{"misspelled", "", "CHECK-NXT: a\nCHECK_NEXT: b\n", "a\n", 2, "misspelled directive 'CHECK_NEXT:'"},
		{"bad not", "", "CHECK-NOT-NEXT: a\n", "a\n", 2, "unsupported -NOT combo on prefix 'CHECK'"},
		{"empty pattern", "", "CHECK:\n", "a\n", 2, "found empty check string with prefix 'CHECK:'"},
		{"no prefixes", "", "nothing\n", "a\n", 2, "error: no check strings found with prefix 'CHECK:'"},
	})
}

func TestPatterns(t *testing.T) {
	runRows(t, []row{
		{"regex", "", "CHECK: a{{[0-9]+}}b\n", "a123b\n", 0, ""},
		{"regex alternation grouped", "", "CHECK: x{{a|b}}y\n", "xby\n", 0, ""},
		{"regex posix class", "", "CHECK: {{[[:digit:]]+}}\n", "42\n", 0, ""},
		{"regex escape is literal", "", "CHECK: {{\\d}}\n", "5\n", 1, ""},
		{"regex dot excludes newline", "", "CHECK: a{{.}}b\n", "a\nb\n", 1, ""},
		{"regex negated class excludes newline", "", "CHECK: a{{[^x]}}b\n", "a\nb\n", 1, ""},
		{"regex invalid", "", "CHECK: {{a**}}\n", "a\n", 2, "invalid regex: repetition-operator operand invalid"},
		{"regex unterminated", "", "CHECK: {{a\n", "a\n", 2, "found start of regex string with no end '}}'"},
		{"var", "", "CHECK: [[V:[a-z]+]]=\nCHECK: use [[V]]\n", "ab=\nuse ab\n", 0, ""},
		{"var mismatch", "", "CHECK: [[V:[a-z]+]]=\nCHECK: use [[V]]\n", "ab=\nuse cd\n", 1, `with "V" equal to "ab"`},
		{"var backref", "", "CHECK: [[V:[a-z]+]]-[[V]]\n", "ab-ab\n", 0, ""},
		{"var backref mismatch", "", "CHECK: [[V:[a-z]+]]-[[V]]\n", "ab-ac\n", 1, ""},
		{"var undefined", "", "CHECK: [[V]]\n", "a\n", 1, "error: undefined variable: V"},
		{"var cmdline", "-DV=xy", "CHECK: [[V]]\n", "xy\n", 0, ""},
		{"num", "", "CHECK: [[#N:]]\nCHECK: [[#mul(N,2)+1]]\n", "5\n11\n", 0, ""},
		{"num star unsupported", "", "CHECK: [[#N*2]]\n", "5\n", 2, "unsupported operation '*'"},
		{"num hex precision", "", "CHECK: [[#%.4X,N:]]\nCHECK: [[#%.4X,N+1]]\n", "00FF\n0100\n", 0, ""},
		{"num signed", "", "CHECK: [[#%d,N:]] [[#%d,N-3]]\n", "1 -2\n", 2, "defined earlier in the same CHECK directive"},
		{"num functions", "", "CHECK: [[#max(3,add(1,mul(2,3)))]] [[#min(4,div(9,2))]] [[#sub(1,1)]]\n", "7 4 0\n", 0, ""},
		{"num line", "", "\nCHECK: [[#@LINE]] [[#@LINE+1]] [[@LINE-1]]\n", "2 3 1\n", 0, ""},
		{"num constraint", "", "CHECK: [[#N:]]\nCHECK: [[#==N]]\n", "4\n4\n", 0, ""},
		{"num cmdline", "-D#%x,N=31", "CHECK: [[#N]] [[#N+1]]\n", "1f 20\n", 0, ""},
		{"num overflow", "", "CHECK: [[#N:]]\nCHECK: [[#N-2]]\n", "1\n0\n", 1, "overflow error"},
		{"num bad", "", "CHECK: [[#N+]]\n", "1\n", 2, "missing operand in expression"},
	})
}

func TestOptions(t *testing.T) {
	runRows(t, []row{
		{"check-prefix", "--check-prefix=FOO", "FOO: a\nCHECK: zz\n", "a\n", 0, ""},
		{"check-prefix space", "-check-prefix FOO", "FOO: a\n", "a\n", 0, ""},
		{"check-prefixes", "--check-prefixes=A,B", "A: a\nB: b\n", "a\nb\n", 0, ""},
		{"unused prefix", "--check-prefixes=A,B", "A: a\n", "a\n", 2, "no check strings found with prefix 'B:'"},
		{"allow unused", "--check-prefixes=A,B --allow-unused-prefixes", "A: a\n", "a\n", 0, ""},
		{"bad prefix", "--check-prefix=a.b", "CHECK: a\n", "a\n", 2, "supplied check prefix must start with a letter"},
		{"comment prefixes", "--comment-prefixes=NOTE", "NOTE: CHECK: zz\nCHECK: a\n", "a\n", 0, ""},
		{"implicit-check-not", "--implicit-check-not=warn", "CHECK: a\n", "a\nwarn\n", 1, "command line:1:22: error: IMPLICIT-CHECK-NOT: excluded string found in input"},
		{"implicit-check-not alone", "--implicit-check-not=warn", "", "ok\n", 0, ""},
		{"match-full-lines", "--match-full-lines", "CHECK: a b\n", " a b \n", 0, ""},
		{"match-full-lines partial", "--match-full-lines", "CHECK: a\n", "a b\n", 1, ""},
		{"match-full-lines strict keeps leading space", "--match-full-lines --strict-whitespace", "CHECK: a\n", " a\n", 0, ""},
		{"match-full-lines strict", "--match-full-lines --strict-whitespace", "CHECK:a\n", " a\n", 1, ""},
		{"whitespace canonical", "", "CHECK: a b\n", "a \t  b\n", 0, ""},
		{"strict-whitespace", "--strict-whitespace", "CHECK: a b\n", "a  b\n", 1, ""},
		{"ignore-case", "--ignore-case", "CHECK: AbC\nCHECK: {{x+}}\n", "abc\nXX\n", 0, ""},
		{"enable-var-scope", "--enable-var-scope", "CHECK-LABEL: f\nCHECK: [[V:x]]\nCHECK-LABEL: g\nCHECK: [[V]]\n", "f\nx\ng\nx\n", 1, "undefined variable: V"},
		{"global var survives scope", "--enable-var-scope", "CHECK-LABEL: f\nCHECK: [[$V:x]]\nCHECK-LABEL: g\nCHECK: [[$V]]\n", "f\nx\ng\nx\n", 0, ""},
		{"allow-empty", "--allow-empty", "CHECK-NOT: a\n", "", 0, ""},
		{"empty input", "", "CHECK: a\n", "", 2, "FileCheck error: '<stdin>' is empty."},
		{"missing equal", "-DFOO", "CHECK: a\n", "a\n", 2, "Missing equal sign in command-line definition '-DFOO'"},
		{"verbose remark", "-v", "CHECK: a\n", "a\n", 0, "remark: CHECK: expected string found in input"},
	})
}

func TestParseArgs(t *testing.T) {
	cfg, err := ParseArgs([]string{"-check-prefix=A", "--check-prefixes", "B,C", "-DX=1", "--D#N=2",
		"-input-file", "in", "--dump-input=always", "-dump-input=never", "-vv", "--match-full-lines=true", "c.txt"})
	require.NoError(t, err)
	assert.Equal(t, []string{"A", "B", "C"}, cfg.CheckPrefixes)
	assert.Equal(t, []string{"X=1", "#N=2"}, cfg.GlobalDefines)
	assert.Equal(t, "in", cfg.InputFile)
	assert.Equal(t, DumpAlways, cfg.Dump)
	assert.Equal(t, FilterAll, cfg.Filter)
	assert.True(t, cfg.Verbose && cfg.VerboseVerbose && cfg.MatchFullLines)
	assert.Equal(t, "c.txt", cfg.CheckFile)

	for _, bad := range [][]string{{"--bogus"}, {"-D"}, {"--input-file"}, {"--dump-input=x"}, {"a", "b"}, {"-v=maybe"}} {
		_, err := ParseArgs(bad)
		assert.Error(t, err, "%v", bad)
	}
}

func TestMainExitCodes(t *testing.T) {
	var out, errb bytes.Buffer
	assert.Equal(t, 2, Main([]string{"FileCheck"}, strings.NewReader(""), &out, &errb, nil))
	assert.Equal(t, "<check-file> not specified\n", errb.String())
	errb.Reset()
	assert.Equal(t, 2, Main([]string{"FileCheck", "/nonexistent/check"}, strings.NewReader(""), &out, &errb, nil))
	assert.Contains(t, errb.String(), "Could not open check file '/nonexistent/check': No such file or directory")
	assert.Equal(t, 1, Main([]string{"FileCheck", "--nope"}, strings.NewReader(""), &out, &errb, nil))
	assert.Equal(t, 0, Main([]string{"FileCheck", "--dump-input=help"}, strings.NewReader(""), &out, &errb, nil))
	assert.Equal(t, DumpInputHelp, out.String())
	env := func(string) string { return "--dump-input=help" }
	out.Reset()
	assert.Equal(t, 0, Main([]string{"FileCheck"}, strings.NewReader(""), &out, &errb, env))
	assert.Equal(t, DumpInputHelp, out.String())
}

func TestDumpInput(t *testing.T) {
	code, stderr := runText(t, "", "CHECK: foo\nCHECK-NEXT: bar\n", "foo\nxx\nbar\n")
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr, "Input file: <stdin>\nCheck file: check.txt\n")
	assert.Contains(t, stderr, "Input was:\n<<<<<<\n        1: foo \n        2: xx \n        3: bar \nnext:2     !~~  error: match on wrong line\n>>>>>>\n")
}

func TestERE(t *testing.T) {
	for _, tc := range []struct {
		re, in string
		want   []int // nil: no match
		err    string
	}{
		{"a+", "baaa", []int{1, 4}, ""},
		{"a|ab", "ab", []int{0, 2}, ""},
		{"(a)\\1", "xaa", []int{1, 3, 1, 2}, ""},
		{"[[:<:]]ab", "cab ab", []int{4, 6}, ""},
		{"ab[[:>:]]", "abc ab", []int{4, 6}, ""},
		{"\\d", "5d", []int{1, 2}, ""},
		{"a{2}", "aaa", []int{0, 2}, ""},
		{"a{,2}", "a{,2}", []int{0, 5}, ""},
		{"[]x]+", "]x]", []int{0, 3}, ""},
		{"^b", "a\nb", []int{2, 3}, ""},
		{"a$", "a\nb", []int{0, 1}, ""},
		{"[^a]", "\nb", []int{1, 2}, ""},
		{"a**", "", nil, regBadRpt},
		{"(a", "", nil, regEParen},
		{"a)", "", nil, regEParen},
		{"[a", "", nil, regEBrack},
		{"a|", "", nil, regEmpty},
		{"", "", nil, regEmpty},
		{"[[:nope:]]", "", nil, regECType},
		{"[b-a]", "", nil, regERange},
		{"a{1", "", nil, regEBrace},
		{"a{256}", "", nil, regBadBr},
		{"\\2(a)", "", nil, regESubReg},
		{"a\\", "", nil, regEEscape},
	} {
		m, err := compileERE(tc.re, false)
		if tc.err != "" {
			assert.Equal(t, tc.err, err, tc.re)
			continue
		}
		require.Empty(t, err, tc.re)
		got := m.find(tc.in)
		if tc.want == nil {
			assert.Nil(t, got, tc.re)
			continue
		}
		assert.Equal(t, tc.want, got[:len(tc.want)], tc.re)
	}
}

func TestBacktrackerAgreesWithRE2(t *testing.T) {
	for _, re := range []string{"a*b", "(a|ab)(c|bcd)", "x[0-9]+y?", "(ab)*c", "a.c", "[^b]+"} {
		for _, in := range []string{"aab", "abcd", "x12y x3", "ababc", "a\nc abc", "aaab"} {
			tree, nsub, e := parseERE(re, false)
			require.Empty(t, e)
			m, _ := compileERE(re, false)
			require.NotNil(t, m.re)
			want := m.re.FindStringSubmatchIndex(in)
			got := backtrackFind(tree, nsub, in)
			if want == nil {
				assert.Nil(t, got, "%q on %q", re, in)
				continue
			}
			require.NotNil(t, got, "%q on %q", re, in)
			assert.Equal(t, want[:2], got[:2], "%q on %q", re, in)
		}
	}
}
