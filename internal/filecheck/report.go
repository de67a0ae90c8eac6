package filecheck

import (
	"fmt"
	"strings"
)

// matchType classifies a recorded match result (FileCheckDiag::MatchType).
type matchType uint8

const (
	mFoundAndExpected matchType = iota
	mFoundButExcluded
	mFoundButWrongLine
	mFoundButDiscarded
	mFoundErrorNote
	mNoneAndExcluded
	mNoneButExpected
	mNoneForInvalidPattern
	mFuzzy
)

// fcDiag is one recorded result for the input dump (FileCheckDiag); s and e
// are offsets in the input.
type fcDiag struct {
	ty       checkType
	checkLoc loc
	matchTy  matchType
	s, e     int
	note     string
}

// input is the canonicalized text being checked.
type input struct {
	buf *buffer
	low string
}

func (in *input) text() string { return in.buf.text }

// lower returns the input with ASCII letters lowercased (for --ignore-case
// fixed strings); computed once so repeated searches stay linear.
func (in *input) lower() string {
	if in.low == "" && in.buf.text != "" {
		b := []byte(in.buf.text)
		for i, c := range b {
			if c >= 'A' && c <= 'Z' {
				b[i] = c + 32
			}
		}
		in.low = string(b)
	}
	return in.low
}

// run is one checkInput pass.
type run struct {
	c     *checker
	opts  *Options
	in    *input
	w     *errWriter
	diags *[]fcDiag // nil when no dump is wanted
}

func (r *run) addDiag(d fcDiag) {
	if r.diags != nil {
		*r.diags = append(*r.diags, d)
	}
}

// processMatchResult records a match or search range; with adjustPrev it
// retypes the previous diagnostics of the same directive instead.
func (r *run) processMatchResult(mt matchType, l loc, ty checkType, base, pos, n int, adjustPrev bool) [2]int {
	rng := [2]int{base + pos, base + pos + n}
	if r.diags != nil {
		if adjustPrev {
			ds := *r.diags
			last := ds[len(ds)-1].checkLoc
			for i := len(ds) - 1; i >= 0 && ds[i].checkLoc == last; i-- {
				ds[i].matchTy = mt
			}
		} else {
			r.addDiag(fcDiag{ty: ty, checkLoc: l, matchTy: mt, s: rng[0], e: rng[1]})
		}
	}
	return rng
}

func (r *run) inLoc(off int) loc { return loc{r.in.buf, off} }

func (r *run) printSubstitutions(p *pattern, rng [2]int, mt matchType, toDiags bool) {
	for _, s := range p.subs {
		v, err := s.forDiagnostics(p.ctx)
		if err != nil {
			continue
		}
		msg := `with "` + writeEscaped(s.from.str()) + `" equal to ` + v
		if toDiags {
			r.addDiag(fcDiag{ty: p.ty, checkLoc: p.loc, matchTy: mt, s: rng[0], e: rng[0], note: msg})
		} else {
			r.w.print(diag{at: r.inLoc(rng[0]), kind: kNote, msg: msg})
		}
	}
}

func (r *run) printVariableDefs(p *pattern, mt matchType, toDiags bool) {
	for _, c := range p.sortedCaptures() {
		msg := `captured var "` + c.name + `"`
		if toDiags {
			r.addDiag(fcDiag{ty: p.ty, checkLoc: p.loc, matchTy: mt, s: c.s, e: c.e, note: msg})
		} else {
			r.w.print(diag{at: r.inLoc(c.s), kind: kNote, msg: msg, ranges: [][2]int{{c.s, c.e}}})
		}
	}
}

// printMatch reports a found match; it returns true if that is an error.
func (r *run) printMatch(expected bool, prefix string, l loc, p *pattern, count int, base int, m matchResult) bool {
	hasErr := !expected
	printDiag := true
	if !hasErr {
		if !r.opts.Verbose {
			return false
		}
		if !r.opts.VerboseVerbose && p.ty.kind == checkEOF {
			return false
		}
		printDiag = r.diags == nil
	}
	mt := mFoundAndExpected
	if !expected {
		mt = mFoundButExcluded
	}
	rng := r.processMatchResult(mt, l, p.ty, base, m.pos, m.len, false)
	if r.diags != nil {
		r.printSubstitutions(p, rng, mt, true)
		r.printVariableDefs(p, mt, true)
	}
	if !printDiag {
		return hasErr
	}
	word := "expected"
	kind := kRemark
	if !expected {
		word, kind = "excluded", kError
	}
	msg := fmt.Sprintf("%s: %s string found in input", p.ty.description(prefix), word)
	if p.ty.count > 1 {
		msg += fmt.Sprintf(" (%d out of %d)", count, p.ty.count)
	}
	r.w.print(diag{at: l, kind: kind, msg: msg})
	r.w.print(diag{at: r.inLoc(rng[0]), kind: kNote, msg: "found here", ranges: [][2]int{rng}})
	r.printSubstitutions(p, rng, mt, false)
	r.printVariableDefs(p, mt, false)
	return hasErr
}

// printNoMatch reports a failed search over [base, end); it returns true if
// that is an error.
func (r *run) printNoMatch(expected bool, prefix string, l loc, p *pattern, count int, base, end int, matchErr error) bool {
	hasErr := expected
	hasPatternErr := false
	mt := mNoneAndExcluded
	if expected {
		mt = mNoneButExpected
	}
	var msgs []string
	if de, ok := matchErr.(*diagError); ok {
		hasErr, hasPatternErr = true, true
		mt = mNoneForInvalidPattern
		r.w.printErr(de)
		for _, d := range de.diags {
			msgs = append(msgs, d.msg)
		}
	}
	printDiag := true
	if !hasErr {
		if !r.opts.VerboseVerbose {
			return false
		}
		printDiag = r.diags == nil
	}
	rng := r.processMatchResult(mt, l, p.ty, base, 0, end-base, false)
	if r.diags != nil {
		for _, m := range msgs {
			r.addDiag(fcDiag{ty: p.ty, checkLoc: l, matchTy: mt, s: rng[0], e: rng[0], note: m})
		}
		r.printSubstitutions(p, rng, mt, true)
	}
	if !printDiag {
		return hasErr
	}
	if !hasPatternErr {
		word, kind := "expected", kError
		if !expected {
			word, kind = "excluded", kRemark
		}
		msg := fmt.Sprintf("%s: %s string not found in input", p.ty.description(prefix), word)
		if p.ty.count > 1 {
			msg += fmt.Sprintf(" (%d out of %d)", count, p.ty.count)
		}
		r.w.print(diag{at: l, kind: kind, msg: msg})
		r.w.print(diag{at: r.inLoc(rng[0]), kind: kNote, msg: "scanning from here"})
	}
	r.printSubstitutions(p, rng, mt, false)
	if expected {
		r.printFuzzyMatch(p, base, end)
	}
	return hasErr
}

func (r *run) reportMatchResult(expected bool, prefix string, l loc, p *pattern, count int, base, end int, m matchResult, err error) bool {
	if err == nil {
		return r.printMatch(expected, prefix, l, p, count, base, m)
	}
	return r.printNoMatch(expected, prefix, l, p, count, base, end, err)
}

// printFuzzyMatch points at the most similar text near the search start.
func (r *run) printFuzzyMatch(p *pattern, base, end int) {
	buf := r.in.text()[base:end]
	if 4096*2048 < min(4096, len(buf))*max(len(p.fixed), len(p.regex)) {
		return
	}
	lines := 0
	best := -1
	bestQ := 0.0
	for i := 0; i < min(4096, len(buf)); i++ {
		if buf[i] == '\n' {
			lines++
		}
		if buf[i] == ' ' || buf[i] == '\t' {
			continue
		}
		q := float64(p.computeMatchDistance(buf[i:])) + float64(lines)/100.
		if q < bestQ || best < 0 {
			best, bestQ = i, q
		}
	}
	if best > 0 && bestQ < 50 {
		rng := r.processMatchResult(mFuzzy, p.loc, p.ty, base, best, 0, false)
		r.w.print(diag{at: r.inLoc(rng[0]), kind: kNote, msg: "possible intended match here"})
	}
}

// countNewlines counts line breaks in s ("\r\n" and "\n\r" count once) and
// returns the offset just past the first one.
func countNewlines(s string) (int, int) {
	n, first := 0, -1
	i := 0
	for {
		j := strings.IndexAny(s[i:], "\n\r")
		if j < 0 {
			return n, first
		}
		i += j
		n++
		if i+1 < len(s) && (s[i+1] == '\n' || s[i+1] == '\r') && s[i] != s[i+1] {
			i++
		}
		i++
		if n == 1 {
			first = i
		}
	}
}
