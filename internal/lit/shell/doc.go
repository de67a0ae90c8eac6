// Package shell is the small sh-like language that lit RUN lines are written
// in, with an executor that runs it without a system shell.
//
// It follows LLVM lit's internal shell (utils/lit/lit/ShUtil.py and
// TestRunner.py): words with '…' and "…" quoting and \ escapes, pipelines
// joined by |, sequences joined by &&, || and ; (all of equal precedence, left
// to right, exactly as lit parses them), and redirections >, >>, <, 2>, 2>>,
// 2>&1, >&2, &> and >&. Unquoted * and ? expand as globs against the working
// directory and stay literal when nothing matches.
//
// Builtins run in-process: cd, pushd, popd, export, echo, mkdir, rm, cat, diff,
// :, true, false, count, and the prefixes env, not (also not --crash) and !.
// Beyond lit, a leading VAR=value word sets VAR for that one command, as sh
// does. Everything else is looked up on the shell's PATH and executed.
//
// A pipeline's status is the status of its last failing command when Pipefail
// is set (lit's default) and of its last command otherwise.
package shell
