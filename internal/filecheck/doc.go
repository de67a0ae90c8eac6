// Package filecheck is a Go implementation of LLVM's FileCheck (as of LLVM 22):
// it reads a check file of CHECK-style directives and verifies that an input
// text matches them, reporting failures with the same diagnostics, exit codes
// and annotated input dump as the LLVM tool, so that lit tests written for
// LLVM run unchanged against ncc's binaries.
//
// The moving parts mirror LLVM's structure:
//
//   - source.go: buffers, line/column lookup and SourceMgr-style messages.
//   - ere.go, ere_class.go, ere_back.go: LLVM's regex dialect (POSIX ERE with
//     Spencer's extensions) parsed and translated to Go's regexp, plus a small
//     backtracking matcher for patterns with back-references.
//   - expr.go: numeric substitution blocks ([[#%x,VAR:expr]]).
//   - pattern.go: one directive's pattern: parsing and matching.
//   - parse.go: scanning the check file for prefixes and directives.
//   - check.go, report.go: the matching algorithm (CHECK-DAG groups, CHECK-NOT
//     regions, CHECK-LABEL blocks) and its diagnostics.
//   - dump.go: the -dump-input annotated input.
//   - cli.go: the command line (LLVM style: one or two dashes) and Main.
//   - help.go: --help, --help-hidden, --help-list and --help-list-hidden,
//     byte for byte as LLVM's FileCheck prints them (it lists LLVM's support
//     options this filecheck does not read: see unimplementedOptions).
//
// Run returns LLVM's exit codes: 0 on success, 1 when the input does not
// match, 2 for invalid check files or usage problems found after option
// parsing; option syntax errors exit 1 as llvm::cl does.
package filecheck
