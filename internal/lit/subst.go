package lit

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// RunLine is a RUN directive after substitution.
type RunLine struct {
	StartLine, EndLine int
	Command            string
}

// Location names the line(s) the command came from, as lit's "RUN: at line N".
func (r RunLine) Location() string {
	if r.StartLine == r.EndLine {
		return fmt.Sprintf("at line %d", r.StartLine)
	}
	return fmt.Sprintf("at line %d to %d", r.StartLine, r.EndLine)
}

// DefaultSubsts returns lit's built-in substitutions for a test whose source
// is sourcePath and whose temporary base is tmpBase (…/Output/name), in
// lit's order. %T (the Output folder) is kept for older tests, although LLVM
// lit 22 rejects it.
func DefaultSubsts(sourcePath, tmpBase string) []Subst {
	sourceDir := filepath.Dir(sourcePath)
	tmpDir := filepath.Dir(tmpBase)
	tmpName := tmpBase + ".tmp"
	base := filepath.Base(tmpBase)
	sep := string(os.PathSeparator)
	subs := []Subst{
		{Pattern: "%{pathsep}", Value: string(os.PathListSeparator)},
		{Pattern: "%basename_t", Value: base},
		{Pattern: "%{s:basename}", Value: filepath.Base(sourcePath)},
		{Pattern: "%{t:stem}", Value: base},
		{Pattern: "%{fs-src-root}", Value: sep},
		{Pattern: "%{fs-tmp-root}", Value: sep},
		{Pattern: "%{fs-sep}", Value: sep},
		{Pattern: "%/et", Value: tmpName},
	}
	for _, p := range []struct{ letter, path string }{{"s", sourcePath}, {"S", sourceDir}, {"p", sourceDir}, {"t", tmpName}} {
		real := p.path
		if r, err := filepath.EvalSymlinks(p.path); err == nil {
			real = r
		}
		subs = append(subs,
			Subst{Pattern: "%" + p.letter, Value: p.path},
			Subst{Pattern: "%/" + p.letter, Value: p.path},
			Subst{Pattern: "%{" + p.letter + ":real}", Value: real},
			Subst{Pattern: "%{/" + p.letter + ":real}", Value: real},
			Subst{Pattern: "%{/" + p.letter + ":regex_replacement}", Value: strings.NewReplacer("@", `\@`, "&", `\&`).Replace(p.path)},
			Subst{Pattern: "%:" + p.letter, Value: strings.TrimPrefix(p.path, "/")},
		)
	}
	return append(subs, Subst{Pattern: "%T", Value: tmpDir})
}

// percentMarker hides "%%" while substitutions run, as lit's #_MARKER_# does.
const percentMarker = "#_MARKER_#"

// Expand applies DEFINE/REDEFINE directives and substitutions to a script's
// directives and returns its RUN lines. subs is used in order (the suite's,
// then DefaultSubsts); each is applied to the whole line before the next, so
// a value may contain a later pattern. features decide %if conditions.
// limit, when non-nil, repeats expansion until the line is stable.
func Expand(dirs []*Directive, subs []Subst, features map[string]bool, limit *int) ([]RunLine, error) {
	subs = append([]Subst(nil), subs...)
	var out []RunLine
	for _, d := range dirs {
		if d.Kind != Run {
			var err error
			if subs, err = adjust(d, subs); err != nil {
				return nil, err
			}
			continue
		}
		line, err := processLine(d.Text, subs, features)
		if err != nil {
			return nil, err
		}
		if limit != nil {
			orig := d.Text
			prev := d.Text
			for steps := 0; line != prev && steps < *limit; steps++ {
				prev = line
				if line, err = processLine(line, subs, features); err != nil {
					return nil, err
				}
			}
			if line != prev {
				return nil, fmt.Errorf("Recursive substitution of '%s' did not complete in the provided recursion limit (%d)", orig, *limit)
			}
		}
		out = append(out, RunLine{StartLine: d.StartLine, EndLine: d.EndLine, Command: strings.ReplaceAll(line, percentMarker, "%")})
	}
	return out, nil
}

// adjust applies a DEFINE (new, first in order) or REDEFINE (in place).
func adjust(d *Directive, subs []Subst) ([]Subst, error) {
	var existing []int
	var names string
	for i, s := range subs {
		if strings.Contains(s.Pattern, d.Name) {
			existing = append(existing, i)
			names += "\nExisting pattern: " + s.Pattern
		}
	}
	if d.Kind == Define {
		if len(existing) > 0 {
			return nil, fmt.Errorf("Substitution whose pattern contains '%s' is already defined before '%s' directive %s%s", d.Name, d.Keyword, d.Location(), names)
		}
		return append([]Subst{{Pattern: d.Name, Value: d.Value}}, subs...), nil
	}
	switch {
	case len(existing) > 1:
		return nil, fmt.Errorf("Multiple substitutions whose patterns contain '%s' are defined before '%s' directive %s%s", d.Name, d.Keyword, d.Location(), names)
	case len(existing) == 0:
		return nil, fmt.Errorf("No substitution for '%s' is defined before '%s' directive %s", d.Name, d.Keyword, d.Location())
	case subs[existing[0]].Pattern != d.Name:
		return nil, fmt.Errorf("Existing substitution whose pattern contains '%s' does not have the pattern specified by '%s' directive %s\nExpected pattern: %s%s", d.Name, d.Keyword, d.Location(), d.Name, names)
	}
	subs[existing[0]] = Subst{Pattern: d.Name, Value: d.Value}
	return subs, nil
}

func processLine(ln string, subs []Subst, features map[string]bool) (string, error) {
	escape := func(s string) string { return strings.ReplaceAll(s, "%%", percentMarker) }
	ln, err := substituteIfElse(escape(ln), features)
	if err != nil {
		return "", err
	}
	for _, s := range subs {
		ln = escape(ln)
		if s.Word {
			ln = replaceWord(ln, s.Pattern, s.Value)
		} else {
			ln = strings.ReplaceAll(ln, s.Pattern, s.Value)
		}
	}
	return strings.TrimSpace(ln), nil
}

// replaceWord replaces name where lit's ToolSubst regex
// (?<![.\-^/\\<])\bNAME\b(?![-.]) would match.
func replaceWord(s, name, value string) string {
	if !strings.Contains(s, name) {
		return s
	}
	var b strings.Builder
	i := 0
	for {
		k := strings.Index(s[i:], name)
		if k < 0 {
			break
		}
		start, end := i+k, i+k+len(name)
		ok := true
		if start > 0 {
			c := s[start-1]
			ok = !isWordByte(c) && !strings.ContainsRune(`.-^/\<`, rune(c))
		}
		if ok && end < len(s) {
			c := s[end]
			ok = !isWordByte(c) && c != '-' && c != '.'
		}
		if ok {
			b.WriteString(s[i:start])
			b.WriteString(value)
			i = end
		} else {
			b.WriteString(s[i : start+1])
			i = start + 1
		}
	}
	b.WriteString(s[i:])
	return b.String()
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

var elseRE = regexp.MustCompile(`^\s*%else\s*(%\{)?`)

// substituteIfElse expands "%if cond %{ a %} %else %{ b %}" like lit.
func substituteIfElse(ln string, features map[string]bool) (string, error) {
	if !strings.Contains(ln, "%if ") {
		return ln, nil
	}
	res, rest, err := parseIfText(ln, false, features)
	if err != nil {
		return "", err
	}
	if rest != "" {
		return "", fmt.Errorf("unexpected '%%}' in %q", ln)
	}
	return res, nil
}

func parseIfText(ln string, nested bool, features map[string]bool) (string, string, error) {
	var result strings.Builder
	for ln != "" {
		if nested && strings.HasPrefix(ln, "%}") {
			break
		}
		if strings.HasPrefix(ln, "%if ") {
			body := ln[4:]
			k := strings.Index(body, "%{")
			if k < 0 {
				return "", "", fmt.Errorf("'%%{' is missing for %%if substitution")
			}
			cond := body[:k]
			branchIf, rest, err := parseIfText(body[k+2:], true, features)
			if err != nil {
				return "", "", err
			}
			if !strings.HasPrefix(rest, "%}") {
				return "", "", fmt.Errorf("'%%}' is missing for %%if substitution")
			}
			rest = rest[2:]
			branchElse := ""
			if m := elseRE.FindStringSubmatchIndex(rest); m != nil {
				if m[2] < 0 {
					return "", "", fmt.Errorf("'%%{' is missing for %%else substitution")
				}
				branchElse, rest, err = parseIfText(rest[m[1]:], true, features)
				if err != nil {
					return "", "", err
				}
				if !strings.HasPrefix(rest, "%}") {
					return "", "", fmt.Errorf("'%%}' is missing for %%else substitution")
				}
				rest = rest[2:]
			}
			ok, err := EvalFeatures(cond, features)
			if err != nil {
				return "", "", err
			}
			if ok {
				result.WriteString(branchIf)
			} else {
				result.WriteString(branchElse)
			}
			ln = rest
			continue
		}
		// Plain text up to the next %if (or %} when nested).
		end := len(ln)
		if k := strings.Index(ln, "%if"); k >= 0 {
			end = k
		}
		if nested {
			if k := strings.Index(ln, "%}"); k >= 0 && k < end {
				end = k
			}
		}
		if end == 0 { // "%if" not followed by a space: plain text
			end = 3
		}
		result.WriteString(ln[:end])
		ln = ln[end:]
	}
	return result.String(), ln, nil
}
