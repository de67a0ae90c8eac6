package asm

import (
	"strings"

	"ncc/core"
)

// SourceMgr renders diagnostics against the sources they point into, in
// mlir-opt's form: "file:L:C: error: msg", the source line, a caret.
type SourceMgr struct {
	files map[string][]byte
	order []string
}

// NewSourceMgr returns an empty SourceMgr.
func NewSourceMgr() *SourceMgr { return &SourceMgr{files: map[string][]byte{}} }

// Add registers the contents of a file under name.
func (sm *SourceMgr) Add(name string, src []byte) {
	if _, ok := sm.files[name]; !ok {
		sm.order = append(sm.order, name)
	}
	sm.files[name] = src
}

// Render formats d and its notes. A diagnostic about an op (d.Op set) gets
// MLIR's "see current operation" note with the op in generic form.
func (sm *SourceMgr) Render(d *core.Diagnostic) string {
	var b strings.Builder
	sm.render(&b, d.Loc, d.Severity, d.Msg, true)
	// As MLIR's SourceMgrDiagnosticHandler: a note shows its source line
	// only when its location differs from the previous diagnostic's.
	prev := d.Loc
	note := func(n *core.Diagnostic) {
		sm.render(&b, n.Loc, n.Severity, n.Msg, n.Loc != prev)
		prev = n.Loc
	}
	if d.Op != nil {
		// An op of several lines starts on a line of its own, as MLIR's
		// Diagnostic::appendOp writes it.
		op := printInContext(d.Op)
		if strings.Contains(op, "\n") {
			op = "\n" + op
		}
		note(&core.Diagnostic{Severity: core.SevNote, Loc: d.Loc, Msg: "see current operation: " + op})
	}
	for _, n := range d.Notes {
		note(n)
		for _, nn := range n.Notes {
			note(nn)
		}
	}
	return b.String()
}

func (sm *SourceMgr) render(b *strings.Builder, loc core.Location, sev core.Severity, msg string, showLine bool) {
	fl, ok := core.FileLineColOf(loc)
	if !ok {
		// No file position: LLVM's SourceMgr says "<unknown>:0:", and MLIR
		// puts any other location in front of the message.
		b.WriteString("<unknown>:0: ")
		if loc != nil {
			if _, unk := loc.(*core.UnknownLoc); !unk {
				b.WriteString(sev.String() + ": " + attrString(loc) + ": " + msg + "\n")
				return
			}
		}
		b.WriteString(sev.String() + ": " + msg + "\n")
		return
	}
	b.WriteString(fl.File + ":")
	b.WriteString(itoa(fl.Line) + ":" + itoa(fl.Col) + ": ")
	b.WriteString(sev.String() + ": " + msg + "\n")
	src, ok := sm.files[fl.File]
	if !ok || !showLine {
		return
	}
	line, ok := lineOf(src, fl.Line)
	if !ok {
		return
	}
	// Expand tabs to 8-column stops as LLVM's SourceMgr does.
	var shown []byte
	caretCol := -1
	for i := 0; i < len(line); i++ {
		if i == fl.Col-1 {
			caretCol = len(shown)
		}
		if line[i] == '\t' {
			shown = append(shown, ' ')
			for len(shown)%8 != 0 {
				shown = append(shown, ' ')
			}
			continue
		}
		shown = append(shown, line[i])
	}
	if caretCol < 0 {
		caretCol = len(shown) + (fl.Col - 1 - len(line))
		if caretCol < 0 {
			caretCol = 0
		}
	}
	b.Write(shown)
	b.WriteByte('\n')
	b.WriteString(strings.Repeat(" ", caretCol))
	b.WriteString("^\n")
}

func lineOf(src []byte, n int) ([]byte, bool) {
	line := 1
	start := 0
	for i := 0; i < len(src) && line < n; i++ {
		if src[i] == '\n' {
			line++
			start = i + 1
		}
	}
	if line != n {
		return nil, false
	}
	end := start
	for end < len(src) && src[end] != '\n' {
		end++
	}
	if end > start && src[end-1] == '\r' {
		end--
	}
	return src[start:end], true
}

func itoa(v int) string { return string(appendInt(nil, int64(v))) }

// printInContext prints op in generic form with value names numbered from
// its root op, as MLIR prints the op of a diagnostic.
func printInContext(op *core.Operation) string {
	root := op
	for p := root.ParentOp(); p != nil; p = p.ParentOp() {
		root = p
	}
	opts := PrintOptions{Generic: true, LocalScope: true, Context: op.Context()}
	pr := &printer{opts: opts, ctx: opts.Context}
	pr.names = newNameState(root, true, false)
	pr.defaultDialect = []string{"builtin"}
	pr.printOperation(op)
	return string(pr.buf)
}

// Diagnostics built in core quote types, attributes and ops through these
// printers (core cannot import this package).
func init() {
	core.SetDiagPrinters(core.DiagPrinters{Type: TypeString, Attr: AttrString, Op: printInContext})
}
