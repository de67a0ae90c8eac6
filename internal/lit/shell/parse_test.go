package shell

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// show renders a parsed line compactly: commands as [args redirects],
// pipelines joined by |, sequences in parentheses.
func show(n Node) string {
	switch n := n.(type) {
	case *Seq:
		return "(" + show(n.LHS) + " " + n.Op + " " + show(n.RHS) + ")"
	case *Pipeline:
		var parts []string
		for _, c := range n.Commands {
			var s []string
			for _, a := range c.Args {
				t := fmt.Sprintf("%q", a.Text)
				if a.Glob {
					t += "*g"
				}
				s = append(s, t)
			}
			for _, r := range c.Redirects {
				fd := ""
				if r.FD >= 0 {
					fd = fmt.Sprint(r.FD)
				}
				s = append(s, fd+r.Op+r.Target.Text)
			}
			parts = append(parts, "["+strings.Join(s, " ")+"]")
		}
		return strings.Join(parts, "|")
	}
	return "?"
}

func TestParse(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{`echo hi`, `["echo" "hi"]`},
		{`a | b | c`, `["a"]|["b"]|["c"]`},
		{`a && b || c ; d`, `(((["a"] && ["b"]) || ["c"]) ; ["d"])`},
		{`a;`, `["a"]`},
		{`echo 'a b' "c d" e\ f`, `["echo" "a b" "c d" "e f"]`},
		{`echo "a\"b\\c\d\$"`, `["echo" "a\"b\\c\\d$"]`},
		{`echo 'x\y'`, `["echo" "x\\y"]`},
		{`echo a"b"'c'`, `["echo" "abc"]`},
		{`cmd > out 2>&1`, `["cmd" >out 2>&1]`},
		{`cmd 2> err >> out < in`, `["cmd" 2>err >>out <in]`},
		{`cmd &> both`, `["cmd" &>both]`},
		{`cmd >&2`, `["cmd" >&2]`},
		{`cmd>out`, `["cmd" >out]`},
		{`cmd a2>out`, `["cmd" "a2" >out]`},
		{`cmd "2">out`, `["cmd" "2" >out]`},
		{`ls *.mlir '*.x'`, `["ls" "*.mlir"*g "*.x"]`},
		{`FileCheck %s --check-prefix=A`, `["FileCheck" "%s" "--check-prefix=A"]`},
		{"a\tb", `["a" "b"]`},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			n, err := Parse(tc.in)
			require.NoError(t, err)
			assert.Equal(t, tc.want, show(n))
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{``, "empty command"},
		{`   `, "empty command"},
		{`| a`, `syntax error near unexpected token "|"`},
		{`a &&`, `missing argument to operator "&&"`},
		{`a | `, "empty command"},
		{`a >`, `syntax error near token ">"`},
		{`a > | b`, `syntax error near token ">"`},
		{`a & b`, "unsupported shell operator: '&'"},
		{`echo 'abc`, "missing quote character"},
		{`echo "abc`, "missing quote character"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			_, err := Parse(tc.in)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{`a | b && c || d ; e`, `echo "x\"y" 'z' > f 2>&1`, `not --crash a < in`, `x 2>> y &> z`, `'`, `"\`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := Parse(s)
		if err == nil && n == nil {
			t.Fatal("nil node without error")
		}
	})
}
