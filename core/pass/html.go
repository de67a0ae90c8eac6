package pass

import (
	"bytes"
	"fmt"
	"html"
	"io"
	"sort"
	"strings"
	"sync"

	"github.com/sergi/go-diff/diffmatchpatch"

	"ncc/core"
)

// HTML records the IR after every pass and writes one self-contained page
// with a column per pass, like Go's GOSSAFUNC ssa.html (--ir-html=FILE):
// the input IR first, then for each pass the ops it ran on, with the lines
// it changed highlighted. Clicking an SSA name highlights it everywhere.
type HTML struct {
	BaseInstrumentation
	Print PrintFunc

	mu      sync.Mutex
	input   string
	title   string
	before  map[*State]string
	entries map[*Instance][]htmlEntry
	order   []*Instance
}

type htmlEntry struct {
	op      *core.Operation
	label   string
	text    string
	changed map[int]bool // line numbers (0-based) of text that are new
	failed  bool
}

// NewHTML returns an HTML recorder printing IR with print.
func NewHTML(print PrintFunc) *HTML {
	return &HTML{Print: print, before: map[*State]string{}, entries: map[*Instance][]htmlEntry{}}
}

// Begin records the input IR; call it before running the pipeline.
func (h *HTML) Begin(top *core.Operation, title string) {
	h.input, h.title = h.text(top), title
}

func (h *HTML) text(op *core.Operation) string {
	var b bytes.Buffer
	if err := h.Print(&b, op); err != nil {
		fmt.Fprintf(&b, "<<printing failed: %v>>", err)
	}
	return b.String()
}

func (h *HTML) BeforePass(st *State) {
	t := h.text(st.op)
	h.mu.Lock()
	h.before[st] = t
	h.mu.Unlock()
}

func (h *HTML) AfterPass(st *State, err error) {
	after := h.text(st.op)
	h.mu.Lock()
	defer h.mu.Unlock()
	before := h.before[st]
	delete(h.before, st)
	if _, ok := h.entries[st.inst]; !ok {
		h.order = append(h.order, st.inst)
	}
	label := "'" + st.op.Name() + "'"
	if s, ok := st.op.Attr("sym_name").(*core.StringAttr); ok {
		label += " @" + s.Value
	}
	h.entries[st.inst] = append(h.entries[st.inst], htmlEntry{op: st.op, label: label, text: after,
		changed: changedLines(before, after), failed: err != nil})
}

// changedLines returns the 0-based numbers of lines of b not in a's diff.
func changedLines(a, b string) map[int]bool {
	if a == b {
		return nil
	}
	dmp := diffmatchpatch.New()
	ca, cb, lines := dmp.DiffLinesToChars(a, b)
	out := map[int]bool{}
	n := 0
	for _, d := range dmp.DiffCharsToLines(dmp.DiffMain(ca, cb, false), lines) {
		k := strings.Count(d.Text, "\n")
		if !strings.HasSuffix(d.Text, "\n") {
			k++
		}
		switch d.Type {
		case diffmatchpatch.DiffEqual:
			n += k
		case diffmatchpatch.DiffInsert:
			for i := 0; i < k; i++ {
				out[n+i] = true
			}
			n += k
		}
	}
	return out
}

// Write writes the page; top is the IR after the run (orders the entries).
func (h *HTML) Write(w io.Writer, top *core.Operation) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	pos := map[*core.Operation]int{}
	i := 0
	top.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult { pos[o] = i; i++; return core.Advance })
	rank := func(o *core.Operation) int {
		if p, ok := pos[o]; ok {
			return p
		}
		return i
	}
	var b strings.Builder
	b.WriteString("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + html.EscapeString(h.title) + "</title>\n<style>\n" + htmlCSS + "</style>\n<script>\n" + htmlJS + "</script></head>\n<body>\n")
	b.WriteString("<h1>" + html.EscapeString(h.title) + "</h1>\n<p class=\"help\">One column per pass. Changed lines are highlighted; click a column header to collapse it, an SSA name or symbol to highlight its uses.</p>\n<table><tr>\n")
	col := func(title, body string) {
		b.WriteString("<td class=\"col\"><h2 onclick=\"toggle(this)\">" + html.EscapeString(title) + "</h2><div class=\"body\">" + body + "</div></td>\n")
	}
	col("input", "<pre>"+htmlLines(h.input, nil)+"</pre>")
	for _, inst := range h.order {
		es := append([]htmlEntry(nil), h.entries[inst]...)
		sort.SliceStable(es, func(a, b int) bool { return rank(es[a].op) < rank(es[b].op) })
		var body strings.Builder
		for _, e := range es {
			cls := "entry"
			if len(e.changed) == 0 {
				cls += " same"
			}
			if e.failed {
				cls += " failed"
			}
			body.WriteString("<div class=\"" + cls + "\"><div class=\"label\">" + html.EscapeString(e.label))
			if len(e.changed) == 0 {
				body.WriteString(" (unchanged)")
			}
			if e.failed {
				body.WriteString(" (failed)")
			}
			body.WriteString("</div><pre>" + htmlLines(e.text, e.changed) + "</pre></div>")
		}
		col(inst.Info.DisplayName()+" ("+inst.Info.Arg+")", body.String())
	}
	b.WriteString("</tr></table>\n</body></html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// htmlLines escapes text line by line, marking changed lines and wrapping
// SSA names and symbols in spans the script can highlight.
func htmlLines(text string, changed map[int]bool) string {
	var b strings.Builder
	for n, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		cls := "l"
		if changed[n] {
			cls = "l chg"
		}
		b.WriteString("<span class=\"" + cls + "\">")
		for i := 0; i < len(l); {
			c := l[i]
			if (c == '%' || c == '@' || c == '^') && i+1 < len(l) && isNameChar(l[i+1]) {
				j := i + 1
				for j < len(l) && isNameChar(l[j]) {
					j++
				}
				name := html.EscapeString(l[i:j])
				b.WriteString("<span class=\"v\" data-v=\"" + name + "\">" + name + "</span>")
				i = j
				continue
			}
			b.WriteString(html.EscapeString(string(c)))
			i++
		}
		b.WriteString("</span>\n")
	}
	return b.String()
}

func isNameChar(c byte) bool {
	return c == '_' || c == '.' || c == '$' || c == '#' || c == '-' ||
		(c >= '0' && c <= '9') || (c|0x20 >= 'a' && c|0x20 <= 'z')
}

const htmlCSS = `body { font-family: sans-serif; font-size: 13px; margin: 8px; }
table { border-collapse: collapse; }
td.col { vertical-align: top; border: 1px solid #ccc; padding: 4px; max-width: 60em; }
td.col.collapsed .body { display: none; }
td.col.collapsed h2 { writing-mode: vertical-lr; }
h2 { font-size: 13px; cursor: pointer; margin: 2px; background: #eef; padding: 2px; }
pre { font-family: monospace; margin: 0; }
.l { display: block; white-space: pre; }
.chg { background: #cfc; }
.entry.same pre { color: #888; }
.entry.failed .label { color: #c00; }
.label { font-weight: bold; margin-top: 6px; }
.v { cursor: pointer; }
.v.hl { background: #ff0; }
.help { color: #555; }
`

const htmlJS = `function toggle(h) { h.parentNode.classList.toggle('collapsed'); }
document.addEventListener('click', function (e) {
  var t = e.target;
  if (!t.classList || !t.classList.contains('v')) return;
  var name = t.getAttribute('data-v');
  var on = !t.classList.contains('hl');
  document.querySelectorAll('.v').forEach(function (s) {
    if (s.getAttribute('data-v') === name) s.classList.toggle('hl', on);
  });
});
`
