package pass

import (
	"bytes"
	"fmt"
	"strings"
	"sync"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// PrintDiff prints, after each pass that changed the IR, a unified diff of
// the pass's op (or the top-level op with ModuleScope) before and after it
// (--print-ir-diff). Passes that change nothing print nothing.
type PrintDiff struct {
	BaseInstrumentation
	ModuleScope bool
	Print       PrintFunc
	before      sync.Map // *State -> string
}

func (p *PrintDiff) text(st *State) string {
	op := st.op
	if p.ModuleScope {
		op = topLevel(op)
	}
	var b bytes.Buffer
	if err := p.Print(&b, op); err != nil {
		fmt.Fprintf(&b, "<<printing failed: %v>>", err)
	}
	if !bytes.HasSuffix(b.Bytes(), []byte("\n")) {
		b.WriteByte('\n')
	}
	return b.String()
}

func (p *PrintDiff) BeforePass(st *State) { p.before.Store(st, p.text(st)) }

func (p *PrintDiff) AfterPass(st *State, err error) {
	v, _ := p.before.LoadAndDelete(st)
	before, _ := v.(string)
	after := p.text(st)
	if before == after {
		return
	}
	name := fmt.Sprintf("%s (%s)", st.inst.Info.DisplayName(), st.inst.Info.Arg)
	if err != nil {
		name = fmt.Sprintf("%s Failed (%s)", st.inst.Info.DisplayName(), st.inst.Info.Arg)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "// -----// IR Diff After %s //----- //\n", name)
	b.WriteString(UnifiedDiff("before", "after", before, after, 3))
	b.WriteString("\n")
	st.out.Write([]byte(b.String()))
}

// UnifiedDiff returns the unified diff of two texts by lines, with ctx
// lines of context, headed "--- a" / "+++ b"; "" when they are equal.
func UnifiedDiff(nameA, nameB, a, b string, ctx int) string {
	if a == b {
		return ""
	}
	dmp := diffmatchpatch.New()
	ca, cb, lines := dmp.DiffLinesToChars(a, b)
	diffs := dmp.DiffCharsToLines(dmp.DiffMain(ca, cb, false), lines)
	type line struct {
		op   diffmatchpatch.Operation
		text string
	}
	var ls []line
	for _, d := range diffs {
		parts := strings.SplitAfter(d.Text, "\n")
		for _, p := range parts {
			if p != "" {
				ls = append(ls, line{d.Type, p})
			}
		}
	}
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", nameA, nameB)
	// Walk the lines, emitting hunks around changes.
	i := 0
	aLine, bLine := 1, 1
	for i < len(ls) {
		if ls[i].op == diffmatchpatch.DiffEqual {
			i++
			aLine++
			bLine++
			continue
		}
		// Hunk start: back up ctx equal lines.
		start := i
		back := 0
		for start > 0 && back < ctx && ls[start-1].op == diffmatchpatch.DiffEqual {
			start--
			back++
		}
		hA, hB := aLine-back, bLine-back
		end := i
		eq := 0
		for end < len(ls) {
			if ls[end].op == diffmatchpatch.DiffEqual {
				if eq == 2*ctx {
					break
				}
				eq++
			} else {
				eq = 0
			}
			end++
		}
		// Trim trailing context to ctx lines.
		for eq > ctx && end > i {
			end--
			eq--
		}
		var body strings.Builder
		nA, nB := 0, 0
		for k := start; k < end; k++ {
			t := ls[k].text
			if !strings.HasSuffix(t, "\n") {
				t += "\n\\ No newline at end of file\n"
			}
			switch ls[k].op {
			case diffmatchpatch.DiffEqual:
				body.WriteString(" " + t)
				nA++
				nB++
			case diffmatchpatch.DiffDelete:
				body.WriteString("-" + t)
				nA++
			case diffmatchpatch.DiffInsert:
				body.WriteString("+" + t)
				nB++
			}
		}
		fmt.Fprintf(&out, "@@ -%s +%s @@\n%s", hunkRange(hA, nA), hunkRange(hB, nB), body.String())
		// Advance counters over the lines from i to end.
		for k := i; k < end; k++ {
			switch ls[k].op {
			case diffmatchpatch.DiffEqual:
				aLine++
				bLine++
			case diffmatchpatch.DiffDelete:
				aLine++
			case diffmatchpatch.DiffInsert:
				bLine++
			}
		}
		i = end
	}
	return out.String()
}

func hunkRange(start, n int) string {
	if n == 0 {
		return fmt.Sprintf("%d,0", start-1)
	}
	if n == 1 {
		return fmt.Sprint(start)
	}
	return fmt.Sprintf("%d,%d", start, n)
}
