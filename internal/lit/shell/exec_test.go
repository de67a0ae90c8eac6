package shell

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newShell(t *testing.T) *Shell {
	t.Helper()
	return New(t.TempDir(), map[string]string{"PATH": os.Getenv("PATH")})
}

// run parses and runs line, returning status, the captured stdout of the
// last command and the error.
func run(t *testing.T, sh *Shell, line string) (int, string, error) {
	t.Helper()
	n, err := Parse(line)
	require.NoError(t, err, line)
	sh.Results = nil
	code, err := sh.Run(context.Background(), n)
	out := ""
	if len(sh.Results) > 0 {
		out = sh.Results[len(sh.Results)-1].Stdout
	}
	return code, out, err
}

func TestExec(t *testing.T) {
	tests := []struct {
		line string
		code int
		out  string
	}{
		{`echo hello world`, 0, "hello world\n"},
		{`echo -n a b`, 0, "a b"},
		{`echo -e 'a\tb\x41\101'`, 0, "a\tbAA\n"},
		{`echo "-D FOO"`, 0, "-D FOO\n"},
		{`true`, 0, ""},
		{`false`, 1, ""},
		{`:`, 0, ""},
		{`not false`, 0, ""},
		{`not true`, 1, ""},
		{`not not true`, 0, ""},
		{`! true`, 1, ""},
		{`false || echo rescued`, 0, "rescued\n"},
		{`true || echo skipped`, 0, ""},
		{`false && echo skipped`, 1, ""},
		{`false ; echo after`, 0, "after\n"},
		{`echo a b c | count 1`, 0, ""},
		{`echo a | count 2`, 1, ""},
		{`echo -n a | count 1`, 0, ""},
		{`echo a | cat | cat -`, 0, "a\n"},
		{`printf 'x\ny\n' | grep y`, 0, "y\n"},
		{`echo x | grep nomatch`, 1, ""},
		{`false | true`, 1, ""}, // pipefail
		{`env FOO=bar sh -c 'echo $FOO'`, 0, "bar\n"},
		{`FOO=baz sh -c 'echo $FOO'`, 0, "baz\n"},
		{`env -u PATH FOO=1 env`, 0, "FOO=1\n"},
		{`sh -c 'echo err >&2' 2>&1 | cat`, 0, "err\n"},
		{`sh -c 'exit 3'`, 3, ""},
		{`not sh -c 'kill -9 $$'`, 1, ""}, // a crash is not a plain failure
		{`not --crash sh -c 'kill -9 $$'`, 0, ""},
		{`not --crash false`, 1, ""},
	}
	for _, tc := range tests {
		t.Run(tc.line, func(t *testing.T) {
			code, out, err := run(t, newShell(t), tc.line)
			require.NoError(t, err)
			assert.Equal(t, tc.code, code)
			assert.Equal(t, tc.out, out)
		})
	}
}

func TestPipefailOff(t *testing.T) {
	sh := newShell(t)
	sh.Pipefail = false
	code, _, err := run(t, sh, `false | true`)
	require.NoError(t, err)
	assert.Equal(t, 0, code)
}

// TestEchoIntoReaderThatExits: lit's echo never fails because the next
// stage exited without reading (its text is written before that stage
// runs); with pipefail on, an EPIPE must not fail the pipeline.
func TestEchoIntoReaderThatExits(t *testing.T) {
	sh := newShell(t)
	big := strings.Repeat("x", 1<<17) // more than a pipe buffer holds
	for range 20 {
		code, _, err := run(t, sh, "echo "+big+" | true")
		require.NoError(t, err)
		require.Equal(t, 0, code)
	}
}

func TestRedirectsAndFiles(t *testing.T) {
	sh := newShell(t)
	steps := []struct {
		line string
		code int
		out  string
	}{
		{`echo one > f.txt`, 0, ""},
		{`echo two >> f.txt`, 0, ""},
		{`cat f.txt`, 0, "one\ntwo\n"},
		{`cat < f.txt`, 0, "one\ntwo\n"},
		{`count 2 < f.txt`, 0, ""},
		{`sh -c 'echo o; echo e >&2' > both.txt 2>&1`, 0, ""},
		{`cat both.txt`, 0, "o\ne\n"},
		{`sh -c 'echo o; echo e >&2' 2> err.txt`, 0, "o\n"},
		{`cat err.txt`, 0, "e\n"},
		{`sh -c 'echo o; echo e >&2' &> amp.txt`, 0, ""},
		{`cat amp.txt`, 0, "o\ne\n"},
		{`mkdir -p a/b/c`, 0, ""},
		{`mkdir a`, 0, ""}, // exists: fine, as in lit
		{`cd a/b`, 0, ""},
		{`echo deep > c/d.txt`, 0, ""},
		{`cat ../b/c/d.txt`, 0, "deep\n"},
		{`pushd c`, 0, ""},
		{`cat d.txt`, 0, "deep\n"},
		{`popd`, 0, ""},
		{`cd ../..`, 0, ""},
		{`ls *.txt`, 0, "amp.txt\nboth.txt\nerr.txt\nf.txt\n"},
		{`echo '*.txt'`, 0, "*.txt\n"},
		{`echo *.none`, 0, "*.none\n"},
		{`rm f.txt`, 0, ""},
		{`not cat f.txt`, 0, ""},
		{`rm f.txt`, 1, ""},
		{`rm -f f.txt`, 0, ""},
		{`rm a`, 1, ""},
		{`rm -rf a`, 0, ""},
		{`export GREETING=hi`, 0, ""},
		{`sh -c 'echo $GREETING'`, 0, "hi\n"},
	}
	for _, s := range steps {
		code, out, err := run(t, sh, s.line)
		require.NoError(t, err, s.line)
		assert.Equal(t, s.code, code, s.line)
		assert.Equal(t, s.out, out, s.line)
	}
}

func TestDiff(t *testing.T) {
	sh := newShell(t)
	write := func(name, data string) {
		require.NoError(t, os.WriteFile(filepath.Join(sh.Dir, name), []byte(data), 0o666))
	}
	write("a", "1\n2\n3\n4\n5\n6\n7\n8\n9\n")
	write("b", "1\n2\n3\n4\nFIVE\n6\n7\n8\n9\n")
	write("c", "1 \n2\n")
	write("d", "1\n2\n")
	write("e", "x  y\n")
	write("f", "x y\n")

	code, out, err := run(t, sh, `diff a a`)
	require.NoError(t, err)
	assert.Equal(t, 0, code)
	assert.Empty(t, out)

	code, out, err = run(t, sh, `diff -u a b`)
	require.NoError(t, err)
	assert.Equal(t, 1, code)
	assert.Equal(t, "--- a\n+++ b\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+FIVE\n 6\n 7\n 8\n", out)

	code, _, _ = run(t, sh, `diff c d`)
	assert.Equal(t, 1, code)
	code, _, _ = run(t, sh, `diff -w c d`)
	assert.Equal(t, 0, code)
	code, _, _ = run(t, sh, `diff -b e f`)
	assert.Equal(t, 0, code)
	code, _, _ = run(t, sh, `cat a | diff - a`)
	assert.Equal(t, 0, code)
	code, _, _ = run(t, sh, `diff a missing`)
	assert.Equal(t, 2, code)
}

func TestInternalErrors(t *testing.T) {
	tests := []struct{ line, msg string }{
		{`no-such-command-xyz`, "'no-such-command-xyz': command not found"},
		{`cd a b`, "'cd' supports only one argument"},
		{`echo x | cd /`, "Unsupported: 'cd' cannot be part of a pipeline"},
		{`env A=1 cd /`, "Error: 'env' cannot call 'cd'"},
		{`not`, "Error: 'not' requires a subcommand"},
		{`popd`, "popd: directory stack empty"},
		{`echo x 3> f`, "Unsupported redirect: 3>"},
		{`cat <&0`, "Unsupported redirect: <&"},
	}
	for _, tc := range tests {
		t.Run(tc.line, func(t *testing.T) {
			sh := newShell(t)
			code, _, err := run(t, sh, tc.line)
			var se *Error
			require.True(t, errors.As(err, &se), "want *Error, got %v", err)
			assert.Contains(t, se.Msg, tc.msg)
			assert.Equal(t, ExitInternalError, code)
			require.NotEmpty(t, sh.Results)
			assert.Contains(t, sh.Results[len(sh.Results)-1].Stderr, tc.msg)
		})
	}
}

func TestFailingCommandReportsRedirectedFiles(t *testing.T) {
	sh := newShell(t)
	code, _, err := run(t, sh, `sh -c 'echo partial; exit 1' > out.txt`)
	require.NoError(t, err)
	assert.Equal(t, 1, code)
	require.Len(t, sh.Results, 1)
	require.Len(t, sh.Results[0].Files, 1)
	assert.Equal(t, "partial\n", sh.Results[0].Files[0].Data)
}

func TestTimeoutKillsPipeline(t *testing.T) {
	sh := newShell(t)
	n, err := Parse(`sleep 30 | cat`)
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = sh.Run(ctx, n)
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Less(t, time.Since(start), 10*time.Second, "the pipeline was not killed")
}

func TestUnescape(t *testing.T) {
	assert.Equal(t, "a\nb\\q\x01", unescape(`a\nb\q\x01`))
	assert.Equal(t, `end\`, unescape(`end\`))
	assert.Equal(t, "\x00", unescape(`\0`))
	assert.True(t, strings.HasPrefix(nonprinting([]byte{1, 'a', 200}), "^Aa"))
}
