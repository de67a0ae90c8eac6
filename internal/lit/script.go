package lit

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// DirectiveKind says what a script directive does.
type DirectiveKind int

const (
	Run      DirectiveKind = iota // RUN: a shell command line
	Define                        // DEFINE: %{name} = value
	Redefine                      // REDEFINE: %{name} = value
)

// Directive is a RUN, DEFINE or REDEFINE line with its continuations.
type Directive struct {
	Kind      DirectiveKind
	Keyword   string
	StartLine int
	EndLine   int
	Text      string // command (RUN) or unparsed body (DEFINE)
	Name      string // substitution name (DEFINE/REDEFINE)
	Value     string
}

// Location names the lines of d the way lit does.
func (d *Directive) Location() string {
	if d.StartLine == d.EndLine {
		return fmt.Sprintf("at line %d", d.StartLine)
	}
	return fmt.Sprintf("from line %d to %d", d.StartLine, d.EndLine)
}

func (d *Directive) needsContinuation() bool {
	if d.Kind == Run {
		return strings.HasSuffix(d.Text, `\`)
	}
	return strings.HasSuffix(strings.TrimRight(d.Text, " \t"), `\`)
}

// Script is what a test file says about itself.
type Script struct {
	Directives   []*Directive
	XFail        []string // expressions, or "*"
	Requires     []string
	Unsupported  []string
	AllowRetries int
}

var keywords = []string{"RUN:", "XFAIL:", "REQUIRES:", "UNSUPPORTED:", "ALLOW_RETRIES:", "END.", "DEFINE:", "REDEFINE:"}

var keywordRE = func() *regexp.Regexp {
	q := make([]string, len(keywords))
	for i, k := range keywords {
		q[i] = regexp.QuoteMeta(k)
	}
	return regexp.MustCompile("(" + strings.Join(q, "|") + ")(.*)")
}()

// ParseScript scans a test file for lit keywords. Like lit it looks for the
// leftmost keyword anywhere on each line, so "// RUN:" and "# RUN:" both
// work. Errors read like lit's and make the test UNRESOLVED.
func ParseScript(data []byte) (*Script, error) {
	s := &Script{}
	var boolLists = map[string]*[]string{"XFAIL:": &s.XFail, "REQUIRES:": &s.Requires, "UNSUPPORTED:": &s.Unsupported}
	retries := 0
	for i, line := range bytes.Split(data, []byte("\n")) {
		m := keywordRE.FindSubmatch(line)
		if m == nil {
			continue
		}
		n := i + 1
		kw, text := string(m[1]), strings.TrimRight(string(m[2]), "\r")
		wrap := func(err error) error { return fmt.Errorf("%v\nin %s directive on test line %d", err, kw, n) }
		switch kw {
		case "END.":
			if strings.TrimSpace(text) == "" {
				return s.finish(retries)
			}
		case "RUN:", "DEFINE:", "REDEFINE:":
			text = substituteLineNumbers(n, text)
			if k := len(s.Directives); k > 0 {
				last := s.Directives[k-1]
				if last.Keyword == kw && last.needsContinuation() {
					if err := last.continueWith(n, text); err != nil {
						return nil, wrap(err)
					}
					continue
				}
			}
			d := &Directive{Keyword: kw, StartLine: n, EndLine: n}
			switch kw {
			case "RUN:":
				d.Kind, d.Text = Run, strings.TrimRight(text, " \t\r\n\v\f")
			case "DEFINE:", "REDEFINE:":
				d.Kind, d.Text = Define, text
				if kw == "REDEFINE:" {
					d.Kind = Redefine
				}
				if err := d.parseSubst(); err != nil {
					return nil, wrap(err)
				}
			}
			s.Directives = append(s.Directives, d)
		case "ALLOW_RETRIES:":
			v, err := strconv.Atoi(strings.TrimSpace(text))
			if err != nil {
				return nil, wrap(fmt.Errorf("INTEGER parser requires the input to be an integer (got %s)", text))
			}
			retries++
			s.AllowRetries = v
		default:
			list := boolLists[kw]
			var parts []string
			for _, p := range strings.Split(text, ",") {
				if p = strings.TrimSpace(p); p != "" {
					parts = append(parts, p)
				}
			}
			if k := len(*list); k > 0 && strings.HasSuffix((*list)[k-1], `\`) && len(parts) > 0 {
				(*list)[k-1] = strings.TrimSuffix((*list)[k-1], `\`) + parts[0]
				parts = parts[1:]
			}
			*list = append(*list, parts...)
			for _, e := range *list {
				if e != "*" && !strings.HasSuffix(e, `\`) {
					if _, err := EvalFeatures(e, nil); err != nil {
						return nil, wrap(err)
					}
				}
			}
		}
		if retries > 1 {
			return nil, fmt.Errorf("Test has more than one ALLOW_RETRIES lines")
		}
	}
	return s.finish(retries)
}

func (s *Script) finish(retries int) (*Script, error) {
	hasRun := false
	for _, d := range s.Directives {
		hasRun = hasRun || d.Kind == Run
	}
	if !hasRun {
		return nil, fmt.Errorf("Test has no 'RUN:' line")
	}
	for _, d := range s.Directives {
		if d.needsContinuation() {
			return nil, fmt.Errorf("Test has unterminated '%s' directive (with '\\') %s", d.Keyword, d.Location())
		}
	}
	for kw, l := range map[string][]string{"XFAIL:": s.XFail, "REQUIRES:": s.Requires, "UNSUPPORTED:": s.Unsupported} {
		if len(l) > 0 && strings.HasSuffix(l[len(l)-1], `\`) {
			return nil, fmt.Errorf("Test has unterminated '%s' lines (with '\\')", kw)
		}
	}
	return s, nil
}

func (d *Directive) continueWith(n int, text string) error {
	if d.Kind == Run {
		d.Text = d.Text[:len(d.Text)-1] + strings.TrimRight(text, " \t\r\n\v\f")
		d.EndLine = n
		return nil
	}
	if strings.TrimSpace(text) == "" {
		return fmt.Errorf("Substitution's continuation is empty")
	}
	body := strings.TrimRight(d.Text, " \t")
	d.Text = strings.TrimRight(body[:len(body)-1], " \t") + " " + strings.TrimLeft(text, " \t")
	d.EndLine = n
	return d.parseSubst()
}

var substName = regexp.MustCompile(`^%\{[_a-zA-Z][-_:0-9a-zA-Z]*\}$`)

func (d *Directive) parseSubst() error {
	if d.needsContinuation() {
		return nil
	}
	name, value, ok := strings.Cut(d.Text, "=")
	if !ok {
		return fmt.Errorf("Substitution's definition does not contain '='")
	}
	d.Name, d.Value = strings.TrimSpace(name), strings.TrimSpace(value)
	if !substName.MatchString(d.Name) {
		return fmt.Errorf("Substitution name '%s' is malformed as it must start with '%%{', it must end with '}', and the rest must start with a letter or underscore and contain only alphanumeric characters, hyphens, underscores, and colons", d.Name)
	}
	return nil
}

var lineExpr = regexp.MustCompile(`%\(line *([+-]) *(\d+)\)`)

// substituteLineNumbers expands %(line), %(line+N) and %(line-N).
func substituteLineNumbers(n int, s string) string {
	if !strings.Contains(s, "%(line") {
		return s
	}
	s = strings.ReplaceAll(s, "%(line)", strconv.Itoa(n))
	return lineExpr.ReplaceAllStringFunc(s, func(m string) string {
		sm := lineExpr.FindStringSubmatch(m)
		k, _ := strconv.Atoi(sm[2])
		if sm[1] == "-" {
			k = -k
		}
		return strconv.Itoa(n + k)
	})
}
