package filecheck

import (
	"fmt"
	"io"
	"math/big"
	"regexp"
	"sort"
	"strings"
)

// Options are FileCheck's matching options (LLVM's FileCheckRequest).
type Options struct {
	CheckPrefixes             []string
	CommentPrefixes           []string
	ImplicitCheckNot          []string
	GlobalDefines             []string // "VAR=VAL" or "#[FMT,]VAR=EXPR"
	AllowEmptyInput           bool
	AllowUnusedPrefixes       bool
	MatchFullLines            bool
	StrictWhitespace          bool // --strict-whitespace (NoCanonicalizeWhiteSpace)
	IgnoreCase                bool
	EnableVarScope            bool
	AllowDeprecatedDAGOverlap bool
	Verbose                   bool
	VerboseVerbose            bool

	isDefaultCheckPrefix bool
}

// errWriter prints diagnostics; fatal marks LLVM's exit(1) paths.
type errWriter struct {
	w     io.Writer
	fatal bool
}

func (w *errWriter) print(d diag) { d.print(w.w) }
func (w *errWriter) printf(format string, a ...any) {
	fmt.Fprintf(w.w, format, a...)
}

// printErrLogged prints like logAllUnhandledErrors: each error's log, then
// a newline (a blank line after a located diagnostic).
func (w *errWriter) printErrLogged(err error) {
	if de, ok := err.(*diagError); ok {
		for _, d := range de.diags {
			d.print(w.w)
			io.WriteString(w.w, "\n")
		}
		return
	}
	if me, ok := err.(multiErr); ok {
		for _, e := range me {
			w.printErrLogged(e)
		}
		return
	}
	fmt.Fprintf(w.w, "%v\n", err)
}

func (w *errWriter) printErr(err error) {
	if de, ok := err.(*diagError); ok {
		for _, d := range de.diags {
			d.print(w.w)
		}
		return
	}
	fmt.Fprintf(w.w, "error: %v\n", err)
}

func bigInt(n int) *big.Int { return big.NewInt(int64(n)) }

type dagNot struct {
	pat    *pattern
	prefix string
}

// checkString is one positive directive with the DAG/NOT directives before
// it (FileCheckString).
type checkString struct {
	pat     *pattern
	prefix  string
	loc     loc
	dagNots []dagNot
}

var prefixValidator = regexp.MustCompile(`^[a-zA-Z0-9_-]*$`)

func validatePrefixes(kind string, unique map[string]bool, prefixes []string, w *errWriter) bool {
	for _, p := range prefixes {
		if p == "" {
			w.printf("error: supplied %s prefix must not be the empty string\n", kind)
			return false
		}
		if !prefixValidator.MatchString(p) {
			w.printf("error: supplied %s prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '%s'\n", kind, p)
			return false
		}
		if unique[p] {
			w.printf("error: supplied %s prefix must be unique among check and comment prefixes: '%s'\n", kind, p)
			return false
		}
		unique[p] = true
	}
	return true
}

// validatePrefixes is FileCheck::ValidateCheckPrefixes.
func (o *Options) validatePrefixes(w *errWriter) bool {
	unique := map[string]bool{}
	if len(o.CheckPrefixes) == 0 {
		unique["CHECK"] = true
	}
	if len(o.CommentPrefixes) == 0 {
		unique["COM"], unique["RUN"] = true, true
	}
	return validatePrefixes("check", unique, o.CheckPrefixes, w) &&
		validatePrefixes("comment", unique, o.CommentPrefixes, w)
}

func isPartOfWord(c byte) bool { return isAlphaByte(c) || isDigit(c) || c == '-' || c == '_' }

// findCheckType classifies the text after a prefix (FindCheckType). It
// returns the type and the offset just past the directive's suffix (or -1).
func findCheckType(o *Options, buf string, prefix string) (checkType, int) {
	if len(buf) <= len(prefix) {
		return checkType{}, -1
	}
	rest := buf[len(prefix):]
	pos := len(prefix)
	consume := func(s string) bool {
		if strings.HasPrefix(rest, s) {
			rest, pos = rest[len(s):], pos+len(s)
			return true
		}
		return false
	}
	for _, c := range o.CommentPrefixes {
		if c == prefix {
			if consume(":") {
				return checkType{kind: checkComment}, pos
			}
			return checkType{}, -1
		}
	}
	modifiers := func(t checkType) (checkType, int) {
		if consume(":") {
			return t, pos
		}
		if !consume("{") {
			return checkType{}, -1
		}
		for {
			trimmed := strings.TrimLeft(rest, " \t\n\v\f\r")
			pos += len(rest) - len(trimmed)
			rest = trimmed
			if !consume("LITERAL") {
				return checkType{}, pos
			}
			t.literal = true
			trimmed = strings.TrimLeft(rest, " \t\n\v\f\r")
			pos += len(rest) - len(trimmed)
			rest = trimmed
			if !consume(",") {
				break
			}
		}
		if !consume("}:") {
			return checkType{}, pos
		}
		return t, pos
	}
	if consume(":") {
		return checkType{kind: checkPlain, count: 1}, pos
	}
	if rest[0] == '{' {
		return modifiers(checkType{kind: checkPlain, count: 1})
	}
	misspelled := false
	if consume("_") {
		misspelled = true
	} else if !consume("-") {
		return checkType{}, -1
	}
	t, p := func() (checkType, int) {
		if consume("COUNT-") {
			j := 0
			if j < len(rest) && rest[j] == '-' {
				j++
			}
			k := j
			for k < len(rest) && isDigit(rest[k]) {
				k++
			}
			if k == j {
				return checkType{kind: checkBadCount}, pos
			}
			var n int64
			fmt.Sscan(rest[:k], &n)
			if len(rest[j:k]) > 11 {
				n = 1 << 40
			}
			rest, pos = rest[k:], pos+k
			if n <= 0 || n > 1<<31-1 {
				return checkType{kind: checkBadCount}, pos
			}
			if rest == "" || (rest[0] != ':' && rest[0] != '{') {
				return checkType{kind: checkBadCount}, pos
			}
			return modifiers(checkType{kind: checkPlain, count: int(n)})
		}
		for _, bad := range []string{"DAG-NOT:", "NOT-DAG:", "NEXT-NOT:", "NOT-NEXT:", "SAME-NOT:", "NOT-SAME:", "EMPTY-NOT:", "NOT-EMPTY:"} {
			if strings.HasPrefix(rest, bad) {
				return checkType{kind: checkBadNot}, pos
			}
		}
		for _, k := range []struct {
			s string
			k checkKind
		}{{"NEXT", checkNext}, {"SAME", checkSame}, {"NOT", checkNot}, {"DAG", checkDAG}, {"LABEL", checkLabel}, {"EMPTY", checkEmpty}} {
			if consume(k.s) {
				return modifiers(checkType{kind: k.k, count: 1})
			}
		}
		return checkType{}, pos
	}()
	if t.kind != checkNone && misspelled {
		return checkType{kind: checkMisspelled}, p
	}
	return t, p
}

// checker holds a parsed check file (LLVM's FileCheck object).
type checker struct {
	opts     *Options
	ctx      *context
	checks   []*checkString
	checkBuf *buffer
	impBufs  []*buffer // one per --implicit-check-not
}

// readCheckFile is FileCheck::readCheckFile; it reports whether the file
// is valid, printing diagnostics to w otherwise.
func (c *checker) readCheckFile(cb *buffer, w *errWriter) bool {
	o := c.opts
	c.checkBuf = cb
	if err := c.ctx.defineCmdlineVariables(o.GlobalDefines); err != nil {
		w.printErrLogged(err)
		return false
	}
	c.ctx.lineVar = &numVar{name: "@LINE", format: exprFormat{kind: fmtUnsigned}}
	c.ctx.numVars["@LINE"] = c.ctx.lineVar

	var implicit []dagNot
	for _, ps := range o.ImplicitCheckNot {
		const pre = "-implicit-check-not='"
		b := newBuffer("command line", pre+ps+"'")
		c.impBufs = append(c.impBufs, b)
		p := &pattern{ty: checkType{kind: checkNot, count: 1}, ctx: c.ctx}
		p.parse(sref{b, len(pre), len(pre) + len(ps)}, "IMPLICIT-CHECK", o, w)
		if w.fatal {
			return false
		}
		implicit = append(implicit, dagNot{p, "IMPLICIT-CHECK"})
	}
	dagNots := append([]dagNot(nil), implicit...)
	line := 1
	if len(o.CheckPrefixes) == 0 {
		o.CheckPrefixes = []string{"CHECK"}
		o.isDefaultCheckPrefix = true
	}
	if len(o.CommentPrefixes) == 0 {
		o.CommentPrefixes = []string{"COM", "RUN"}
	}
	pm := newPrefixMatcher(o.CheckPrefixes, o.CommentPrefixes, cb.text)
	notFound := map[string]bool{}
	for _, p := range o.CheckPrefixes {
		notFound[p] = true
	}
	distinct := len(notFound)
	text := cb.text
	pos := 0
	for {
		prefix, at, ty, after := findFirstMatchingPrefix(o, pm, text, &pos, &line)
		if prefix == "" {
			break
		}
		if ty.kind != checkComment {
			delete(notFound, prefix)
		}
		prefixStart := at
		if after < 0 || after >= len(text) {
			pos = at + len(prefix)
		} else {
			pos = after
		}
		switch ty.kind {
		case checkMisspelled:
			w.print(diag{at: loc{cb, at}, kind: kError, msg: "misspelled directive '" + text[at:after] + "'"})
			return false
		case checkBadNot:
			w.print(diag{at: loc{cb, pos}, kind: kError, msg: "unsupported -NOT combo on prefix '" + prefix + "'"})
			return false
		case checkBadCount:
			w.print(diag{at: loc{cb, pos}, kind: kError, msg: "invalid count in -COUNT specification on prefix '" + prefix + "'"})
			return false
		}
		if !(o.StrictWhitespace && o.MatchFullLines) {
			for pos < len(text) && (text[pos] == ' ' || text[pos] == '\t') {
				pos++
			}
		}
		eol := strings.IndexAny(text[pos:], "\n\r")
		if eol < 0 {
			eol = len(text) - pos
		}
		patBuf := sref{cb, pos, pos + eol}
		pos += eol
		if ty.kind == checkComment {
			continue
		}
		p := &pattern{ty: ty, ctx: c.ctx, line: line}
		if !p.parse(patBuf, prefix, o, w) {
			return false
		}
		if ty.kind == checkLabel && p.hasVariable() {
			w.print(diag{at: loc{cb, prefixStart}, kind: kError, msg: "found '" + prefix + "-LABEL:' with variable definition or use"})
			return false
		}
		if (ty.kind == checkNext || ty.kind == checkSame || ty.kind == checkEmpty) && len(c.checks) == 0 {
			name := map[checkKind]string{checkNext: "NEXT", checkSame: "SAME", checkEmpty: "EMPTY"}[ty.kind]
			w.print(diag{at: loc{cb, prefixStart}, kind: kError, msg: "found '" + prefix + "-" + name + "' without previous '" + prefix + ": line"})
			return false
		}
		if ty.kind == checkDAG || ty.kind == checkNot {
			dagNots = append(dagNots, dagNot{p, prefix})
			continue
		}
		c.checks = append(c.checks, &checkString{pat: p, prefix: prefix, loc: patBuf.loc(), dagNots: dagNots})
		dagNots = append([]dagNot(nil), implicit...)
	}
	noneFound := len(notFound) == distinct
	unexpectedlyUnused := !o.AllowUnusedPrefixes && len(notFound) > 0
	if (noneFound || unexpectedlyUnused) && (len(implicit) == 0 || !o.isDefaultCheckPrefix) {
		var missing []string
		for p := range notFound {
			missing = append(missing, "'"+p+":'")
		}
		sort.Strings(missing)
		s := " "
		if len(missing) > 1 {
			s = "es "
		}
		w.printf("error: no check strings found with prefix%s%s\n", s, strings.Join(missing, ", "))
		return false
	}
	if len(dagNots) > 0 {
		eof := &pattern{ty: checkType{kind: checkEOF, count: 1}, ctx: c.ctx, line: line + 1}
		c.checks = append(c.checks, &checkString{pat: eof, prefix: o.CheckPrefixes[0], loc: loc{cb, pos}, dagNots: dagNots})
	}
	return true
}

// prefixMatcher finds the next occurrence of any prefix, preferring the
// longest at a given position.
type prefixMatcher struct {
	prefixes []string
	next     []int
	input    string
}

func newPrefixMatcher(check, comment []string, input string) *prefixMatcher {
	pm := &prefixMatcher{input: input}
	pm.prefixes = append(append(pm.prefixes, check...), comment...)
	sort.SliceStable(pm.prefixes, func(i, j int) bool { return len(pm.prefixes[i]) > len(pm.prefixes[j]) })
	for _, p := range pm.prefixes {
		pm.next = append(pm.next, strings.Index(input, p))
	}
	return pm
}

func (pm *prefixMatcher) match(from int) (string, int) {
	best, bestPos := "", -1
	for i, p := range pm.prefixes {
		if pm.next[i] >= 0 && pm.next[i] < from {
			j := strings.Index(pm.input[from:], p)
			if j >= 0 {
				j += from
			}
			pm.next[i] = j
		}
		if pm.next[i] >= 0 && (bestPos < 0 || pm.next[i] < bestPos) {
			best, bestPos = p, pm.next[i]
		}
	}
	return best, bestPos
}

func findFirstMatchingPrefix(o *Options, pm *prefixMatcher, text string, pos, line *int) (string, int, checkType, int) {
	for *pos < len(text) {
		prefix, at := pm.match(*pos)
		if prefix == "" {
			return "", 0, checkType{}, 0
		}
		*line += strings.Count(text[*pos:at], "\n")
		skippedLast := byte(0)
		if at > *pos {
			skippedLast = text[at-1]
		}
		*pos = at
		if at == 0 || skippedLast == 0 || !isPartOfWord(skippedLast) {
			ty, after := findCheckType(o, text[at:], prefix)
			if ty.kind != checkNone {
				if after >= 0 {
					after += at
				}
				return prefix, at, ty, after
			}
		}
		e := at + len(prefix)
		for e < len(text) && isPartOfWord(text[e]) {
			e++
		}
		*pos = e
	}
	return "", 0, checkType{}, 0
}
