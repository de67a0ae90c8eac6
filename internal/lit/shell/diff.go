package shell

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// builtinDiff compares two files (either may be "-" for stdin) and prints a
// unified diff. Options: -u, -U N, -b, -w, --strip-trailing-cr. Status 0 when
// equal, 1 when different, 2 on trouble.
func builtinDiff(p *proc) int {
	var ignoreAll, ignoreChange, stripCR bool
	context := 3
	var files []string
	args := p.args[1:]
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			files = append(files, args[i+1:]...)
			i = len(args)
		case a == "--strip-trailing-cr":
			stripCR = true
		case a == "-U" && i+1 < len(args):
			n, err := strconv.Atoi(args[i+1])
			if err != nil || n < 0 {
				p.errorf("diff: invalid context length '%s'", args[i+1])
				return 2
			}
			context = n
			i++
		case strings.HasPrefix(a, "-U") && len(a) > 2:
			n, err := strconv.Atoi(a[2:])
			if err != nil || n < 0 {
				p.errorf("diff: invalid context length '%s'", a[2:])
				return 2
			}
			context = n
		case len(a) > 1 && a[0] == '-':
			for _, c := range a[1:] {
				switch c {
				case 'u':
				case 'w':
					ignoreAll = true
				case 'b':
					ignoreChange = true
				default:
					p.errorf("Unsupported: 'diff': option -%c not recognized", c)
					return 2
				}
			}
		default:
			files = append(files, a)
		}
	}
	if len(files) != 2 {
		p.errorf("Error: missing or extra operand")
		return 2
	}
	var texts [2]string
	for i, name := range files {
		var data []byte
		var err error
		if name == "-" {
			data, err = io.ReadAll(p.stdin)
		} else {
			data, err = os.ReadFile(p.sh.abs(name))
		}
		if err != nil {
			p.errorf("Error: 'diff' command failed, %v", err)
			return 2
		}
		texts[i] = string(data)
	}
	a, b := splitLines(texts[0]), splitLines(texts[1])
	norm := func(s string) string {
		s = strings.TrimSuffix(s, "\n")
		if stripCR {
			s = strings.TrimSuffix(s, "\r")
		}
		switch {
		case ignoreAll:
			s = strings.Join(strings.Fields(s), "")
		case ignoreChange:
			s = strings.Join(strings.Fields(s), " ")
		}
		return s
	}
	ops := diffLines(mapStrings(a, norm), mapStrings(b, norm))
	if ops == nil {
		return 0
	}
	fmt.Fprintf(p.stdout, "--- %s\n+++ %s\n", files[0], files[1])
	writeHunks(p.stdout, ops, a, b, context)
	return 1
}

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

func mapStrings(s []string, f func(string) string) []string {
	out := make([]string, len(s))
	for i, x := range s {
		out[i] = f(x)
	}
	return out
}

// lineOp is one line of an edit script: ' ' keep, '-' delete from a, '+'
// insert from b, with the line's index in its file.
type lineOp struct {
	kind byte
	ai   int
	bi   int
}

// diffLines returns an edit script from a to b, or nil when they are equal.
// Lines are interned as runes so the diff runs line by line.
func diffLines(a, b []string) []lineOp {
	ids := map[string]rune{}
	enc := func(lines []string) []rune {
		r := make([]rune, len(lines))
		for i, l := range lines {
			id, ok := ids[l]
			if !ok {
				id = rune(0x10000 + len(ids)) // above the surrogate range
				ids[l] = id
			}
			r[i] = id
		}
		return r
	}
	ra, rb := enc(a), enc(b)
	dmp := diffmatchpatch.New()
	dmp.DiffTimeout = 0
	var ops []lineOp
	changed := false
	ai, bi := 0, 0
	for _, d := range dmp.DiffMainRunes(ra, rb, false) {
		n := len([]rune(d.Text))
		for range n {
			switch d.Type {
			case diffmatchpatch.DiffEqual:
				ops = append(ops, lineOp{' ', ai, bi})
				ai++
				bi++
			case diffmatchpatch.DiffDelete:
				ops = append(ops, lineOp{'-', ai, bi})
				ai++
				changed = true
			case diffmatchpatch.DiffInsert:
				ops = append(ops, lineOp{'+', ai, bi})
				bi++
				changed = true
			}
		}
	}
	if !changed {
		return nil
	}
	return ops
}

// writeHunks prints ops as unified-diff hunks with n lines of context.
func writeHunks(w io.Writer, ops []lineOp, a, b []string, n int) {
	for i := 0; i < len(ops); {
		if ops[i].kind == ' ' {
			i++
			continue
		}
		start := max(i-n, 0)
		end := i
		// Extend the hunk while changes are within 2n lines of each other.
		for end < len(ops) {
			if ops[end].kind != ' ' {
				end++
				continue
			}
			run := end
			for run < len(ops) && ops[run].kind == ' ' {
				run++
			}
			if run == len(ops) || run-end > 2*n {
				end = min(end+n, len(ops))
				break
			}
			end = run
		}
		var as, bs int
		for _, op := range ops[start:end] {
			if op.kind != '+' {
				as++
			}
			if op.kind != '-' {
				bs++
			}
		}
		fmt.Fprintf(w, "@@ -%s +%s @@\n", hunkRange(ops[start].ai, as), hunkRange(ops[start].bi, bs))
		for _, op := range ops[start:end] {
			line := ""
			switch op.kind {
			case '+':
				line = b[op.bi]
			default:
				line = a[op.ai]
			}
			io.WriteString(w, string(op.kind)+line)
			if !strings.HasSuffix(line, "\n") {
				io.WriteString(w, "\n\\ No newline at end of file\n")
			}
		}
		i = end
	}
}

func hunkRange(start, n int) string {
	if n == 0 {
		return fmt.Sprintf("%d,0", start)
	}
	if n == 1 {
		return strconv.Itoa(start + 1)
	}
	return fmt.Sprintf("%d,%d", start+1, n)
}
