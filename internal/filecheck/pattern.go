package filecheck

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// checkKind is a directive kind (Check::FileCheckKind).
type checkKind uint8

const (
	checkNone checkKind = iota
	checkPlain
	checkNext
	checkSame
	checkNot
	checkDAG
	checkLabel
	checkEmpty
	checkComment
	checkEOF
	checkBadNot
	checkBadCount
	checkMisspelled
)

type checkType struct {
	kind    checkKind
	count   int // CHECK-COUNT-n; 1 otherwise
	literal bool
}

func (t checkType) description(prefix string) string {
	mods := ""
	if t.literal {
		mods = "{LITERAL}"
	}
	switch t.kind {
	case checkNone:
		return "invalid"
	case checkMisspelled:
		return "misspelled"
	case checkPlain:
		if t.count > 1 {
			return prefix + "-COUNT" + mods
		}
		return prefix + mods
	case checkNext:
		return prefix + "-NEXT" + mods
	case checkSame:
		return prefix + "-SAME" + mods
	case checkNot:
		return prefix + "-NOT" + mods
	case checkDAG:
		return prefix + "-DAG" + mods
	case checkLabel:
		return prefix + "-LABEL" + mods
	case checkEmpty:
		return prefix + "-EMPTY" + mods
	case checkComment:
		return prefix
	case checkEOF:
		return "implicit EOF"
	case checkBadNot:
		return "bad NOT"
	}
	return "bad COUNT"
}

// context holds the variables shared by all patterns (FileCheckPatternContext).
type context struct {
	strVars    map[string]string  // defined string variables and values
	strVarPos  map[string][2]int  // where captured values lie in the input
	strDefined map[string]bool    // names ever defined as string variables
	numVars    map[string]*numVar // numeric variables by name
	lineVar    *numVar
}

func newContext() *context {
	return &context{strVars: map[string]string{}, strVarPos: map[string][2]int{}, strDefined: map[string]bool{}, numVars: map[string]*numVar{}}
}

func (ctx *context) clearLocalVars() {
	for k := range ctx.strVars {
		if !strings.HasPrefix(k, "$") {
			delete(ctx.strVars, k)
		}
	}
	for k, v := range ctx.numVars {
		if !strings.HasPrefix(k, "$") {
			v.value, v.hasStr = nil, false
			delete(ctx.numVars, k)
		}
	}
}

// substitution is a [[VAR]] or [[#expr]] whose value is spliced into the
// regex at match time.
type substitution struct {
	from      sref
	expr      *expression // nil for a string variable
	insertIdx int
}

func (s *substitution) value(ctx *context) (string, error) {
	if s.expr == nil {
		v, ok := ctx.strVars[s.from.str()]
		if !ok {
			return "", &undefVarError{s.from}
		}
		return escapeERE(v), nil
	}
	v, err := s.expr.ast.eval()
	if err != nil {
		return "", err
	}
	return s.expr.format.matching(v)
}

func (s *substitution) forDiagnostics(ctx *context) (string, error) {
	if s.expr != nil {
		v, err := s.value(ctx)
		if err != nil {
			return "", err
		}
		return `"` + v + `"`, nil
	}
	v, ok := ctx.strVars[s.from.str()]
	if !ok {
		return "", &undefVarError{s.from}
	}
	needs := false
	for i := 0; i < len(v); i++ {
		if v[i] < ' ' || v[i] > '~' || v[i] == '"' {
			needs = true
		}
	}
	if !needs {
		return `"` + v + `"`, nil
	}
	return `"` + writeEscaped(v) + `" (escaped value)`, nil
}

// writeEscaped is raw_ostream::write_escaped.
func writeEscaped(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '\\':
			sb.WriteString(`\\`)
		case '\t':
			sb.WriteString(`\t`)
		case '\n':
			sb.WriteString(`\n`)
		case '"':
			sb.WriteString(`\"`)
		default:
			if c >= ' ' && c <= '~' {
				sb.WriteByte(c)
			} else {
				fmt.Fprintf(&sb, `\%03o`, c)
			}
		}
	}
	return sb.String()
}

type numDef struct {
	name  string
	v     *numVar
	group int
}

// pattern is one directive's pattern (LLVM's Pattern).
type pattern struct {
	ty         checkType
	ctx        *context
	loc        loc
	line       int
	fixed      string
	regex      string // LLVM's RegExStr, before substitutions
	subs       []*substitution
	varDefs    map[string]int
	numDefs    []numDef
	ignoreCase bool
	compiled   *matcher
}

const backrefLimit = 20

func (p *pattern) hasVariable() bool { return len(p.subs) > 0 || len(p.varDefs) > 0 }

// parse is Pattern::parsePattern. Errors are printed to w; it reports
// whether the pattern is valid.
func (p *pattern) parse(ps sref, prefix string, opts *Options, w *errWriter) bool {
	fullLines := opts.MatchFullLines && p.ty.kind != checkNot
	p.ignoreCase = opts.IgnoreCase
	p.loc = ps.loc()
	p.varDefs = map[string]int{}
	if !(opts.StrictWhitespace && opts.MatchFullLines) {
		ps = ps.rtrim(" \t")
	}
	if ps.empty() && p.ty.kind != checkEmpty {
		w.print(diag{at: p.loc, kind: kError, msg: "found empty check string with prefix '" + prefix + ":'"})
		return false
	}
	if !ps.empty() && p.ty.kind == checkEmpty {
		w.print(diag{at: p.loc, kind: kError, msg: "found non-empty check string for empty check with prefix '" + prefix + ":'"})
		return false
	}
	if p.ty.kind == checkEmpty {
		p.regex = "(\n$)"
		return true
	}
	if p.ty.literal {
		p.fixed = ps.str()
		return true
	}
	if !fullLines && (ps.len() < 2 || (!ps.contains("{{") && !ps.contains("[["))) {
		p.fixed = ps.str()
		return true
	}
	var re strings.Builder
	if fullLines {
		re.WriteByte('^')
		if !opts.StrictWhitespace {
			re.WriteString(" *")
		}
	}
	curParen := 1
	addRegex := func(rs sref) bool {
		_, nsub, err := parseERE(rs.str(), false)
		if err != "" {
			w.print(diag{at: rs.loc(), kind: kError, msg: "invalid regex: " + err})
			return false
		}
		re.WriteString(rs.str())
		curParen += nsub
		return true
	}
	for !ps.empty() {
		if ps.hasPrefix("{{") {
			end := ps.index("}}")
			if end < 0 {
				w.print(diag{at: ps.loc(), kind: kError, msg: "found start of regex string with no end '}}'"})
				return false
			}
			alt := ps.contains("|")
			if alt {
				re.WriteByte('(')
				curParen++
			}
			if !addRegex(ps.sub(2, end)) {
				return false
			}
			if alt {
				re.WriteByte(')')
			}
			ps = ps.drop(end + 2)
			continue
		}
		if ps.hasPrefix("[[") && !ps.hasPrefix("[[[") {
			unparsed := ps.drop(2)
			end, ok := findRegexVarEnd(unparsed, w)
			if !ok {
				return false
			}
			if end < 0 {
				w.print(diag{at: ps.loc(), kind: kError, msg: "Invalid substitution block, no ]] found"})
				return false
			}
			matchStr := unparsed.take(end)
			matchStr, isNum := matchStr.consume("#")
			ps = unparsed.drop(end + 2)
			if !p.parseBlock(matchStr, isNum, &re, &curParen, addRegex, w) {
				return false
			}
			continue
		}
		end := len(ps.str())
		if i := strings.Index(ps.str()[1:], "{{"); i >= 0 {
			end = i + 1
		}
		if i := strings.Index(ps.str()[1:], "[["); i >= 0 && i+1 < end {
			end = i + 1
		}
		re.WriteString(escapeERE(ps.take(end).str()))
		ps = ps.drop(end)
	}
	if fullLines {
		if !opts.StrictWhitespace {
			re.WriteString(" *")
		}
		re.WriteByte('$')
	}
	p.regex = re.String()
	return true
}

// parseBlock handles one [[...]] block whose content is matchStr.
func (p *pattern) parseBlock(matchStr sref, isNum bool, re *strings.Builder, curParen *int, addRegex func(sref) bool, w *errWriter) bool {
	isDef, substNeeded, legacy := false, false, false
	var defName string
	var substStr, matchRegex sref
	hasMatchRegex := false
	insertIdx := re.Len()
	if !isNum {
		varEnd := matchStr.indexByte(':')
		head := matchStr
		if varEnd >= 0 {
			head = matchStr.take(varEnd)
		}
		if sp := strings.IndexAny(head.str(), " \t"); sp >= 0 {
			w.print(diag{at: loc{matchStr.b, matchStr.s + sp}, kind: kError, msg: "unexpected whitespace"})
			return false
		}
		orig := matchStr
		pv, err := parseVariable(&matchStr)
		if err != nil {
			w.printErrLogged(err)
			return false
		}
		isDef = varEnd >= 0
		substNeeded = !isDef
		if isDef {
			rest, ok := matchStr.consume(":")
			if pv.pseudo || !ok {
				w.print(diag{at: pv.name.loc(), kind: kError, msg: "invalid name in string variable definition"})
				return false
			}
			if _, ok := p.ctx.numVars[pv.name.str()]; ok {
				w.print(diag{at: pv.name.loc(), kind: kError, msg: "numeric variable with name '" + pv.name.str() + "' already exists"})
				return false
			}
			defName = pv.name.str()
			matchRegex, hasMatchRegex = rest, !rest.empty()
		} else if pv.pseudo {
			matchStr = orig
			legacy, isNum = true, true
		} else {
			if !matchStr.empty() {
				w.print(diag{at: pv.name.loc(), kind: kError, msg: "invalid name in string variable use"})
				return false
			}
			substStr = pv.name
		}
	}
	var ex *expression
	var defined *numVar
	wildcard := ""
	if isNum {
		var err error
		ex, defined, err = p.ctx.parseNumericSubstitutionBlock(matchStr, legacy, p.line)
		if err != nil {
			w.printErrLogged(err)
			return false
		}
		substNeeded = ex.ast != nil
		if defined != nil {
			isDef, defName = true, defined.name
		}
		if substNeeded {
			substStr = matchStr
		} else {
			wildcard = ex.format.wildcard()
		}
	}
	if isDef {
		re.WriteByte('(')
		insertIdx++
		if isNum {
			p.numDefs = append(p.numDefs, numDef{name: defName, v: defined, group: *curParen})
			p.ctx.numVars[defName] = defined
		} else {
			p.varDefs[defName] = *curParen
			p.ctx.strDefined[defName] = true
		}
		*curParen++
	}
	if hasMatchRegex && !addRegex(matchRegex) {
		return false
	}
	if wildcard != "" {
		_, nsub, _ := parseERE(wildcard, false)
		re.WriteString(wildcard)
		*curParen += nsub
	}
	if isDef {
		re.WriteByte(')')
	}
	if substNeeded {
		if g, ok := p.varDefs[substStr.str()]; !isNum && ok {
			if g < 1 || g > backrefLimit {
				w.print(diag{at: substStr.loc(), kind: kError, msg: fmt.Sprintf("Can't back-reference more than %d variables", backrefLimit)})
				return false
			}
			if g <= 9 {
				fmt.Fprintf(re, `\%d`, g)
			} else {
				fmt.Fprintf(re, `\g{%d}`, g)
			}
		} else {
			s := &substitution{from: substStr, insertIdx: insertIdx}
			if isNum {
				s.expr = ex
			}
			p.subs = append(p.subs, s)
		}
	}
	return true
}

// findRegexVarEnd finds the "]]" closing a substitution block, skipping
// nested brackets and escapes; -1 if none. A stray ']' is fatal in LLVM.
func findRegexVarEnd(s sref, w *errWriter) (int, bool) {
	depth := 0
	str := s.str()
	for i := 0; i < len(str); {
		if strings.HasPrefix(str[i:], "]]") && depth == 0 {
			return i, true
		}
		if str[i] == '\\' {
			i += 2
			continue
		}
		switch str[i] {
		case '[':
			depth++
		case ']':
			if depth == 0 {
				w.print(diag{at: loc{s.b, s.s + i}, kind: kError, msg: `missing closing "]" for regex variable`})
				w.fatal = true
				return 0, false
			}
			depth--
		}
		i++
	}
	return -1, true
}

// matchResult is a successful match: position and length in the buffer
// searched.
type matchResult struct{ pos, len int }

// errNotFound is LLVM's NotFoundError.
var errNotFound = errors.New("not found")

// match is Pattern::match on buf (a suffix of the input buffer starting at
// base); lowerBuf is the ASCII-lowercased input for --ignore-case fixed
// strings.
func (p *pattern) match(in *input, base, end int) (matchResult, error) {
	buf := in.text()[base:end]
	if p.ty.kind == checkEOF {
		return matchResult{len(buf), 0}, nil
	}
	if p.fixed != "" {
		var pos int
		if p.ignoreCase {
			pos = strings.Index(in.lower()[base:end], strings.ToLower(p.fixed))
		} else {
			pos = strings.Index(buf, p.fixed)
		}
		if pos < 0 {
			return matchResult{}, errNotFound
		}
		return matchResult{pos, len(p.fixed)}, nil
	}
	m := p.compiled
	if len(p.subs) > 0 {
		if p.line != 0 {
			p.ctx.lineVar.value = bigInt(p.line)
		}
		var tmp strings.Builder
		last := 0
		var errs error
		for _, s := range p.subs {
			v, err := s.value(p.ctx)
			if err != nil {
				errs = joinErrs(errs, substError(s, err))
				continue
			}
			tmp.WriteString(p.regex[last:s.insertIdx])
			tmp.WriteString(v)
			last = s.insertIdx
		}
		if errs != nil {
			return matchResult{}, errs
		}
		tmp.WriteString(p.regex[last:])
		var e string
		m, e = compileERE(tmp.String(), p.ignoreCase)
		if e != "" {
			return matchResult{}, errNotFound
		}
	} else if m == nil {
		var e string
		m, e = compileERE(p.regex, p.ignoreCase)
		if e != "" {
			return matchResult{}, errNotFound
		}
		p.compiled = m
	}
	loc := m.find(buf)
	if loc == nil {
		return matchResult{}, errNotFound
	}
	for name, g := range p.varDefs {
		if 2*g+1 < len(loc) && loc[2*g] >= 0 {
			p.ctx.strVars[name] = buf[loc[2*g]:loc[2*g+1]]
			p.ctx.strVarPos[name] = [2]int{base + loc[2*g], base + loc[2*g+1]}
		}
	}
	skip := 0
	if p.ty.kind == checkEmpty {
		skip = 1
	}
	for _, d := range p.numDefs {
		if 2*d.group+1 >= len(loc) || loc[2*d.group] < 0 {
			continue
		}
		s, e := loc[2*d.group], loc[2*d.group+1]
		d.v.value = d.v.format.valueFromString(buf[s:e])
		d.v.strVal, d.v.hasStr = sref{in.buf, base + s, base + e}, true
		p.ctx.numVars[d.name] = d.v
	}
	return matchResult{loc[0] + skip, loc[1] - loc[0] - skip}, nil
}

// substError turns an evaluation failure into located diagnostics.
func substError(s *substitution, err error) error {
	var out error
	var walk func(error)
	walk = func(e error) {
		switch e := e.(type) {
		case multiErr:
			for _, x := range e {
				walk(x)
			}
		case *undefVarError:
			out = joinErrs(out, errAt(e.name, e.Error()))
		default:
			if e == errOverflow {
				out = joinErrs(out, errAt(s.from, "unable to substitute variable or numeric expression: overflow error"))
			} else {
				out = joinErrs(out, e)
			}
		}
	}
	walk(err)
	return out
}

// computeMatchDistance is the edit distance between the pattern's text and
// the start of buf (up to its first newline), used for fuzzy matches.
func (p *pattern) computeMatchDistance(buf string) int {
	ex := p.fixed
	if ex == "" {
		ex = p.regex
	}
	pre := buf[:min(len(ex), len(buf))]
	if i := strings.IndexByte(pre, '\n'); i >= 0 {
		pre = pre[:i]
	}
	return editDistance(pre, ex)
}

func editDistance(a, b string) int {
	row := make([]int, len(b)+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= len(a); i++ {
		prev := row[0]
		row[0] = i
		best := row[0]
		for j := 1; j <= len(b); j++ {
			old := row[j]
			if a[i-1] == b[j-1] {
				row[j] = prev
			} else {
				row[j] = 1 + min(prev, row[j-1], row[j])
			}
			prev = old
			best = min(best, row[j])
		}
		_ = best
	}
	return row[len(b)]
}

// sortedCaptures returns this pattern's captured variables in input order.
func (p *pattern) sortedCaptures() []capture {
	var cs []capture
	for name := range p.varDefs {
		if r, ok := p.ctx.strVarPos[name]; ok {
			cs = append(cs, capture{name, r[0], r[1]})
		}
	}
	for _, d := range p.numDefs {
		if d.v.hasStr {
			cs = append(cs, capture{d.name, d.v.strVal.s, d.v.strVal.e})
		}
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].s < cs[j].s })
	return cs
}

type capture struct {
	name string
	s, e int
}
