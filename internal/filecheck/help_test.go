package filecheck

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// helpFlags are the listing options, with the golden file (a copy of what
// LLVM FileCheck 22 prints for them) in testdata/help.
var helpFlags = []struct{ flag, golden string }{
	{"--help", "help.txt"},
	{"-help", "help.txt"},
	{"-h", "help.txt"},
	{"--help-hidden", "help-hidden.txt"},
	{"--help-list", "help-list.txt"},
	{"--help-list-hidden", "help-list-hidden.txt"},
}

func runMain(argv []string, env string) (stdout, stderr string, code int) {
	var o, e bytes.Buffer
	code = Main(argv, strings.NewReader(""), &o, &e, func(string) string { return env })
	return o.String(), e.String(), code
}

// TestHelpGolden: --help and its kin print LLVM FileCheck 22's text byte
// for byte.
func TestHelpGolden(t *testing.T) {
	for _, h := range helpFlags {
		t.Run(h.flag, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join("testdata", "help", h.golden))
			require.NoError(t, err)
			out, errs, code := runMain([]string{"FileCheck", h.flag}, "")
			assert.Equal(t, 0, code)
			assert.Empty(t, errs)
			assert.Equal(t, string(want), out)
		})
	}
}

// TestHelpProgramName: as llvm::cl, USAGE names the base name of argv[0],
// and the rest does not change.
func TestHelpProgramName(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("testdata", "help", "help.txt"))
	require.NoError(t, err)
	out, _, code := runMain([]string{"/x/ncc/bin/filecheck", "--help"}, "")
	assert.Equal(t, 0, code)
	assert.Equal(t, strings.Replace(string(want), "USAGE: FileCheck ", "USAGE: filecheck ", 1), out)
}

// TestHelpArgumentOrder: llvm::cl acts on a help option as soon as it
// reads it: what follows is not parsed, errors before it are printed, and
// the exit code is 0. The expectations are LLVM FileCheck 22's.
func TestHelpArgumentOrder(t *testing.T) {
	help, err := os.ReadFile(filepath.Join("testdata", "help", "help.txt"))
	require.NoError(t, err)
	for _, tc := range []struct {
		args     []string
		env      string
		out      string
		stderr   string
		exitCode int
	}{
		{args: []string{"--help", "--bogus", "a", "b"}, out: string(help)},
		{args: []string{"a", "b", "--help"}, out: string(help)},
		{args: []string{"--dump-input=bad", "--help"}, out: string(help),
			stderr: "FileCheck: for the --dump-input option: Cannot find option named 'bad'!\n"},
		{args: []string{"-D", "--help"}, out: string(help), stderr: "FileCheck: for the -D option: requires a value!\n"},
		{args: []string{"--dump-input=help", "--help"}, out: string(help)},
		{args: []string{"--help", "--version"}, out: string(help)},
		{args: []string{"--check-prefix", "--help"}, stderr: "<check-file> not specified\n", exitCode: 2},
		{args: []string{"--help=1"}, stderr: "FileCheck: for the --help option: does not allow a value! '1' specified.\n", exitCode: 1},
		{args: []string{"--version=x"}, stderr: "FileCheck: for the --version option: does not allow a value! 'x' specified.\n", exitCode: 1},
		{args: []string{"--bogus", "--nope"}, exitCode: 1,
			stderr: "FileCheck: Unknown command line argument '--bogus'.  Try: 'FileCheck --help'\n" +
				"FileCheck: Unknown command line argument '--nope'.  Try: 'FileCheck --help'\n"},
		{args: []string{"a", "b"}, exitCode: 1,
			stderr: "FileCheck: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: FileCheck --help\n"},
		{args: nil, env: "--help", out: string(help)},
	} {
		out, errs, code := runMain(append([]string{"FileCheck"}, tc.args...), tc.env)
		assert.Equal(t, tc.exitCode, code, "%q", tc.args)
		assert.Equal(t, tc.stderr, errs, "%q", tc.args)
		assert.Equal(t, tc.out, out, "%q", tc.args)
	}
}

// TestHelpListsWhatParseArgsReads: every option the listing names is read
// by ParseArgs except unimplementedOptions, which it rejects as unknown, so
// what the report of unimplemented options says stays true.
func TestHelpListsWhatParseArgsReads(t *testing.T) {
	for _, o := range helpOptions {
		arg := "--" + o.name
		switch {
		case o.name == "D":
			arg = "-DX=1"
		case o.name == "dump-input-context":
			arg += "=1"
		case len(o.values) > 0:
			arg += "=" + o.values[0][0]
		case strings.Contains(o.arg, "=") || o.name == "check-prefixes":
			arg += "=X"
		}
		_, err := ParseArgs([]string{arg, "check.txt"})
		if slices.Contains(unimplementedOptions, o.name) {
			assert.ErrorContains(t, err, "Unknown command line argument '"+arg+"'", arg)
		} else {
			assert.NoError(t, err, arg)
		}
	}
}

// TestHelpMatchesLLVM runs LLVM's FileCheck, when installed, and requires
// the same output, error output and exit code: the listings (so the golden
// files are what LLVM prints) and the argument orders above.
func TestHelpMatchesLLVM(t *testing.T) {
	requireLLVM(t)
	argLists := [][]string{
		{"--help", "--bogus", "a", "b"}, {"a", "b", "--help"}, {"--dump-input=bad", "--help"},
		{"-D", "--help"}, {"--dump-input=help", "--help"}, {"--help", "--version"},
		{"--check-prefix", "--help"}, {"--help=1"}, {"--help-list=0"}, {"--version=x"},
		{"--strict-whitespace=maybe", "-v=2", "--help-hidden"}, {"a", "b"},
	}
	for _, h := range helpFlags {
		argLists = append(argLists, []string{h.flag})
	}
	for _, args := range argLists {
		cmd := exec.Command(llvmFileCheck, args...)
		var o, e bytes.Buffer
		cmd.Stdout, cmd.Stderr = &o, &e
		code := 0
		if err := cmd.Run(); err != nil {
			ee, ok := err.(*exec.ExitError)
			require.True(t, ok, "%v", err)
			code = ee.ExitCode()
		}
		out, errs, ourCode := runMain(append([]string{llvmFileCheck}, args...), "")
		assert.Equal(t, code, ourCode, "%q", args)
		assert.Equal(t, e.String(), errs, "%q", args)
		assert.Equal(t, o.String(), out, "%q", args)
	}
	for _, h := range helpFlags {
		want, err := os.ReadFile(filepath.Join("testdata", "help", h.golden))
		require.NoError(t, err)
		out, err := exec.Command(llvmFileCheck, h.flag).Output()
		require.NoError(t, err)
		assert.Equal(t, string(out), string(want), "testdata/help/%s is not what %s %s prints", h.golden, llvmFileCheck, h.flag)
	}
}
