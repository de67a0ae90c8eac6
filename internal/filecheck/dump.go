package filecheck

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
)

// The -dump-input annotated input, as LLVM 22's FileCheck prints it (without
// colors).

// DumpInputHelp is the text of -dump-input=help.
const DumpInputHelp = `The following description was requested by -dump-input=help to
explain the input dump printed by FileCheck.

Related command-line options:

  - -dump-input=<value> enables or disables the input dump
  - -dump-input-filter=<value> filters the input lines
  - -dump-input-context=<N> adjusts the context of filtered lines
  - -v and -vv add more annotations
  - -color forces colors to be enabled both in the dump and below
  - -help documents the above options in more detail

These options can also be set via FILECHECK_OPTS.  For example, for
maximum debugging output on failures:

  $ FILECHECK_OPTS='-dump-input-filter=all -vv -color' ninja check

Input dump annotation format:

  - L:     labels line number L of the input file
           An extra space is added after each input line to represent the
           newline character
  - T:L    labels the only match result for either (1) a pattern of type T from
           line L of the check file if L is an integer or (2) the I-th implicit
           pattern if L is "imp" followed by an integer I (index origin one)
  - T:L'N  labels the Nth match result for such a pattern
  - ^~~    marks good match (reported if -v)
  - !~~    marks bad match, such as:
           - CHECK-NEXT on same line as previous match (error)
           - CHECK-NOT found (error)
           - CHECK-DAG overlapping match (discarded, reported if -vv)
  - X~~    marks search range when no match is found, such as:
           - CHECK-NEXT not found (error)
           - CHECK-NOT not found (success, reported if -vv)
           - CHECK-DAG not found after discarded matches (error)
  - ?      marks fuzzy match when no match is found
  - ...    indicates elided input lines and annotations, as specified by
           -dump-input-filter and -dump-input-context
  - colors success, error, fuzzy match, discarded match, unmatched input
`

// DumpFilter selects which input lines -dump-input-filter keeps; larger
// values keep more.
type DumpFilter int

const (
	FilterError DumpFilter = iota
	FilterAnnotation
	FilterAnnotationFull
	FilterAll
)

type marker struct {
	lead         byte
	note         string
	filtersAsErr bool
}

func markerFor(mt matchType) marker {
	switch mt {
	case mFoundAndExpected:
		return marker{lead: '^'}
	case mFoundButExcluded:
		return marker{'!', "error: no match expected", true}
	case mFoundButWrongLine:
		return marker{'!', "error: match on wrong line", true}
	case mFoundButDiscarded:
		return marker{'!', "discard: overlaps earlier match", false}
	case mFoundErrorNote:
		return marker{'!', "error: unknown error after match", true}
	case mNoneAndExcluded:
		return marker{lead: 'X'}
	case mNoneButExpected:
		return marker{'X', "error: no match found", true}
	case mNoneForInvalidPattern:
		return marker{'X', "error: match failed for invalid pattern", true}
	}
	return marker{'?', "possible intended match", true}
}

func abbreviation(t checkType) string {
	switch t.kind {
	case checkPlain:
		if t.count > 1 {
			return "count"
		}
		return "check"
	case checkNext:
		return "next"
	case checkSame:
		return "same"
	case checkNot:
		return "not"
	case checkDAG:
		return "dag"
	case checkLabel:
		return "label"
	case checkEmpty:
		return "empty"
	case checkComment:
		return "com"
	case checkEOF:
		return "eof"
	case checkBadNot:
		return "bad-not"
	case checkBadCount:
		return "bad-count"
	}
	return "misspelled"
}

type annotation struct {
	diagIndex        int
	label            string
	firstLine        bool
	line             int
	startCol, endCol int // endCol exclusive; math.MaxInt: to end of line
	marker           marker
}

func (c *checker) buildAnnotations(in *buffer, diags []fcDiag) ([]annotation, int) {
	count := map[loc]int{}
	for _, d := range diags {
		count[d.checkLoc]++
	}
	index := map[loc]int{}
	var out []annotation
	width := 0
	for di, d := range diags {
		a := annotation{diagIndex: di}
		label := abbreviation(d.ty) + ":"
		if d.checkLoc.b == c.checkBuf {
			l, _ := c.checkBuf.lineCol(d.checkLoc.off)
			label += itoa(l)
		} else {
			for i, b := range c.impBufs {
				if b == d.checkLoc.b {
					label += "imp" + itoa(i+1)
				}
			}
		}
		if count[d.checkLoc] > 1 {
			label += "'" + itoa(index[d.checkLoc])
			index[d.checkLoc]++
		}
		a.label = label
		width = max(width, len(label))
		a.marker = markerFor(d.matchTy)
		sl, sc := in.lineCol(d.s)
		el, ec := in.lineCol(d.e)
		if d.note != "" {
			a.marker.note = d.note
			if sl == el && sc == ec {
				a.marker.lead = ' '
			}
		}
		if d.matchTy == mFoundErrorNote {
			a.marker.note = "error: " + a.marker.note
		}
		a.firstLine, a.line, a.startCol = true, sl, sc
		if sl == el {
			a.endCol = max(sc+1, ec)
			out = append(out, a)
			continue
		}
		a.endCol = math.MaxInt
		out = append(out, a)
		for l := sl + 1; l <= el; l++ {
			if ec == 1 && l == el {
				break
			}
			b := a
			b.firstLine, b.line = false, l
			b.marker.lead, b.marker.note = '~', ""
			b.startCol = 1
			if l != el {
				b.endCol = math.MaxInt
			} else {
				b.endCol = ec
			}
			out = append(out, b)
		}
	}
	return out, width
}

func findLineInFilter(f DumpFilter, cur int, as []annotation) int {
	if f == FilterAll {
		return cur
	}
	for _, a := range as {
		switch f {
		case FilterAnnotationFull:
			return a.line
		case FilterAnnotation:
			if a.firstLine {
				return a.line
			}
		case FilterError:
			if a.firstLine && a.marker.filtersAsErr {
				return a.line
			}
		}
	}
	return math.MaxInt
}

func dumpEllipsisOrElided(w io.Writer, elided *strings.Builder, width int) {
	if elided.Len() == 0 {
		return
	}
	if strings.Count(elided.String(), "\n") > 3 {
		for i := 0; i < 3; i++ {
			fmt.Fprintf(w, "%*s\n", width, ".")
		}
	} else {
		io.WriteString(w, elided.String())
	}
	elided.Reset()
}

// dumpAnnotatedInput prints the "Input was:" block.
func dumpAnnotatedInput(w io.Writer, filter DumpFilter, context int, text string, as []annotation, width int) {
	io.WriteString(w, "Input was:\n<<<<<<\n")
	sort.SliceStable(as, func(i, j int) bool {
		if as[i].line != as[j].line {
			return as[i].line < as[j].line
		}
		return as[i].diagIndex < as[j].diagIndex
	})
	lineCount := strings.Count(text, "\n")
	if len(text) > 0 && text[len(text)-1] != '\n' || len(text) == 0 {
		lineCount++
	}
	width = max(width, len(itoa(lineCount))) + 3
	prevInFilter, nextInFilter := 0, 0
	var elided strings.Builder
	ai := 0
	pos := 0
	for line := 1; pos < len(text) || ai < len(as); line++ {
		if nextInFilter < line {
			nextInFilter = findLineInFilter(filter, line, as[ai:])
		}
		if nextInFilter == line {
			prevInFilter = line
		}
		var lw io.Writer = w
		if (prevInFilter == 0 || prevInFilter+context < line) &&
			(nextInFilter == math.MaxInt || line+context < nextInFilter) {
			lw = &elided
		} else {
			dumpEllipsisOrElided(w, &elided, width)
		}
		var sb strings.Builder
		fmt.Fprintf(&sb, "%*d: ", width, line)
		start := pos
		for pos < len(text) {
			c := text[pos]
			pos++
			if c == '\n' {
				sb.WriteByte(' ')
				break
			}
			sb.WriteByte(c)
		}
		sb.WriteByte('\n')
		lineWidth := pos - start
		for ; ai < len(as) && as[ai].line == line; ai++ {
			a := as[ai]
			fmt.Fprintf(&sb, "%-*s  ", width, a.label)
			col := 1
			for ; col < a.startCol; col++ {
				sb.WriteByte(' ')
			}
			sb.WriteByte(a.marker.lead)
			for col++; col < a.endCol && col <= lineWidth; col++ {
				sb.WriteByte('~')
			}
			if a.marker.note != "" {
				for ; col <= lineWidth; col++ {
					sb.WriteByte(' ')
				}
				sb.WriteString(" " + a.marker.note)
			}
			sb.WriteByte('\n')
		}
		io.WriteString(lw, sb.String())
	}
	dumpEllipsisOrElided(w, &elided, width)
	io.WriteString(w, ">>>>>>\n")
}
