package asm

import (
	"strings"

	"ncc/core"
)

// RenderAt formats a message located at file:line:col with a caret and,
// when length > 1, the "~~~" underline LLVM's SourceMgr draws for a range,
// as mlir-opt prints "expected error ... was not produced".
func (sm *SourceMgr) RenderAt(file string, line, col, length int, sev core.Severity, msg string) string {
	var b strings.Builder
	sm.render(&b, &core.FileLineColLoc{File: file, Line: line, Col: col}, sev, msg, true)
	s := b.String()
	if length > 1 && strings.HasSuffix(s, "^\n") {
		s = s[:len(s)-1] + strings.Repeat("~", length-1) + "\n"
	}
	return s
}
