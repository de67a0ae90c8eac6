package filecheck

import (
	"bytes"
	"fmt"
	"io"
	"sort"
	"strings"
)

// buffer is one named text that diagnostics can point into, like a
// MemoryBuffer registered with LLVM's SourceMgr.
type buffer struct {
	name string
	text string
	nls  []int // offsets of '\n', computed lazily
}

func newBuffer(name, text string) *buffer { return &buffer{name: name, text: text} }

func (b *buffer) newlines() []int {
	if b.nls == nil {
		b.nls = make([]int, 0, 16)
		for i := 0; i < len(b.text); {
			j := strings.IndexByte(b.text[i:], '\n')
			if j < 0 {
				break
			}
			b.nls = append(b.nls, i+j)
			i += j + 1
		}
	}
	return b.nls
}

// lineCol returns the 1-based line (counting '\n' only) and column (counting
// from the last '\n' or '\r') of off, as SourceMgr::getLineAndColumn does.
func (b *buffer) lineCol(off int) (int, int) {
	nls := b.newlines()
	line := sort.SearchInts(nls, off) + 1
	start := strings.LastIndexAny(b.text[:off], "\n\r")
	return line, off - start
}

// lineStart returns the offset where line (1-based) begins, or -1.
func (b *buffer) lineStart(line int) int {
	if line == 1 {
		return 0
	}
	nls := b.newlines()
	if line-2 >= len(nls) {
		return -1
	}
	return nls[line-2] + 1
}

// sref is a piece of a buffer, the Go counterpart of a StringRef that
// diagnostics can locate.
type sref struct {
	b    *buffer
	s, e int
}

func wholeRef(b *buffer) sref          { return sref{b, 0, len(b.text)} }
func (r sref) str() string             { return r.b.text[r.s:r.e] }
func (r sref) len() int                { return r.e - r.s }
func (r sref) empty() bool             { return r.s >= r.e }
func (r sref) at(i int) byte           { return r.b.text[r.s+i] }
func (r sref) hasPrefix(p string) bool { return strings.HasPrefix(r.str(), p) }
func (r sref) drop(n int) sref         { return sref{r.b, min(r.s+n, r.e), r.e} }
func (r sref) take(n int) sref         { return sref{r.b, r.s, min(r.s+n, r.e)} }
func (r sref) dropBack(n int) sref     { return sref{r.b, r.s, max(r.e-n, r.s)} }
func (r sref) sub(i, j int) sref       { return sref{r.b, r.s + i, r.s + j} }
func (r sref) index(p string) int      { return strings.Index(r.str(), p) }
func (r sref) indexByte(c byte) int    { return strings.IndexByte(r.str(), c) }
func (r sref) contains(p string) bool  { return strings.Contains(r.str(), p) }
func (r sref) loc() loc                { return loc{r.b, r.s} }
func (r sref) rng() [2]int             { return [2]int{r.s, r.e} }
func (r sref) consume(p string) (sref, bool) { // consume_front
	if r.hasPrefix(p) {
		return r.drop(len(p)), true
	}
	return r, false
}

func (r sref) ltrim(set string) sref {
	for r.s < r.e && strings.IndexByte(set, r.b.text[r.s]) >= 0 {
		r.s++
	}
	return r
}

func (r sref) rtrim(set string) sref {
	for r.e > r.s && strings.IndexByte(set, r.b.text[r.e-1]) >= 0 {
		r.e--
	}
	return r
}

// loc is a position in a buffer (an SMLoc). A nil buffer means "no location".
type loc struct {
	b   *buffer
	off int
}

func (l loc) valid() bool { return l.b != nil }

// Diagnostic kinds, spelled as SourceMgr prints them.
const (
	kError  = "error"
	kNote   = "note"
	kRemark = "remark"
)

// diag is a located message, printed like llvm::SMDiagnostic.
type diag struct {
	at     loc
	kind   string
	msg    string
	ranges [][2]int // byte ranges in at.b
}

// diagError is an error carrying one or more located diagnostics
// (LLVM's ErrorDiagnostic, possibly joined).
type diagError struct{ diags []diag }

func (e *diagError) Error() string {
	var sb strings.Builder
	for _, d := range e.diags {
		d.print(&sb)
	}
	return sb.String()
}

func errAt(r sref, msg string) *diagError {
	// LLVM keeps the range for the input dump only; the message shows a caret.
	return &diagError{[]diag{{at: r.loc(), kind: kError, msg: msg}}}
}

func errAtLoc(l loc, msg string) *diagError {
	return &diagError{[]diag{{at: l, kind: kError, msg: msg}}}
}

// joinErrs concatenates diagnostic errors, keeping order.
func joinErrs(a, b error) error {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	da, oka := a.(*diagError)
	db, okb := b.(*diagError)
	if oka && okb {
		return &diagError{append(append([]diag{}, da.diags...), db.diags...)}
	}
	return a
}

const tabStop = 8

func (d diag) print(w io.Writer) {
	if !d.at.valid() {
		fmt.Fprintf(w, "%s: %s\n", d.kind, d.msg)
		return
	}
	b := d.at.b
	line, col := b.lineCol(d.at.off)
	fmt.Fprintf(w, "%s:%d:%d: %s: %s\n", b.name, line, col, d.kind, d.msg)
	ls := d.at.off
	for ls > 0 && b.text[ls-1] != '\n' && b.text[ls-1] != '\r' {
		ls--
	}
	le := d.at.off
	for le < len(b.text) && b.text[le] != '\n' && b.text[le] != '\r' {
		le++
	}
	lineText := b.text[ls:le]
	for i := 0; i < len(lineText); i++ {
		if lineText[i] >= 0x80 {
			printSourceLine(w, lineText)
			return
		}
	}
	caret := bytes.Repeat([]byte{' '}, len(lineText)+1)
	for _, r := range d.ranges {
		s, e := r[0], r[1]
		if s > le || e < ls {
			continue
		}
		s, e = max(s, ls)-ls, min(e, le)-ls
		for i := s; i < e && i < len(caret); i++ {
			caret[i] = '~'
		}
	}
	c := col - 1
	if c > len(lineText) {
		c = len(lineText)
	}
	caret[c] = '^'
	caret = bytes.TrimRight(caret, " ")
	printSourceLine(w, lineText)
	var out []byte
	for i, outCol := 0, 0; i < len(caret); i++ {
		if i >= len(lineText) || lineText[i] != '\t' {
			out = append(out, caret[i])
			outCol++
			continue
		}
		for {
			out = append(out, caret[i])
			outCol++
			if outCol%tabStop == 0 {
				break
			}
		}
	}
	out = append(out, '\n')
	w.Write(out)
}

func printSourceLine(w io.Writer, s string) {
	var out []byte
	outCol := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '\t' {
			out = append(out, s[i])
			outCol++
			continue
		}
		for {
			out = append(out, ' ')
			outCol++
			if outCol%tabStop == 0 {
				break
			}
		}
	}
	out = append(out, '\n')
	w.Write(out)
}

// canonicalize mirrors FileCheck::CanonicalizeFile: drop the '\r' of "\r\n"
// and, unless strict, fold runs of spaces and tabs into one space.
func canonicalize(text string, strict bool) string {
	var sb strings.Builder
	sb.Grow(len(text))
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c == '\r' && i+1 < len(text) && text[i+1] == '\n' {
			continue
		}
		if strict || (c != ' ' && c != '\t') {
			sb.WriteByte(c)
			continue
		}
		sb.WriteByte(' ')
		for i+1 < len(text) && (text[i+1] == ' ' || text[i+1] == '\t') {
			i++
		}
	}
	return sb.String()
}
