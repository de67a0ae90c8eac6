package pass

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// WriteStatistics prints the --mlir-pass-statistics report for m after a
// run, as mlir-opt does; display is "pipeline" (nested, the default) or
// "list" (merged by pass name).
func (m *Manager) WriteStatistics(w io.Writer, display string) {
	var b strings.Builder
	b.WriteString("===" + strings.Repeat("-", 73) + "===\n")
	desc := "... Pass statistics report ..."
	b.WriteString(strings.Repeat(" ", (80-len(desc))/2) + desc + "\n")
	b.WriteString("===" + strings.Repeat("-", 73) + "===\n")
	if display == "list" {
		merged := map[string][]StatValue{}
		var visit func(m *Manager)
		visit = func(m *Manager) {
			for _, s := range planOf(m) {
				if s.inst == nil {
					for _, g := range s.group {
						visit(g)
					}
					continue
				}
				stats := s.inst.Statistics()
				if len(stats) == 0 {
					continue
				}
				name := s.inst.Info.DisplayName()
				if prev, ok := merged[name]; ok && len(prev) == len(stats) {
					for i := range prev {
						prev[i].Value += stats[i].Value
					}
				} else {
					merged[name] = stats
				}
			}
		}
		visit(m)
		names := make([]string, 0, len(merged))
		for n := range merged {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			statEntry(&b, 2, n, merged[n])
		}
	} else {
		var visit func(m *Manager, indent int)
		visit = func(m *Manager, indent int) {
			for _, s := range planOf(m) {
				if s.inst != nil {
					statEntry(&b, indent, s.inst.Info.DisplayName(), s.inst.Statistics())
					continue
				}
				in := indent
				if len(s.group) > 1 {
					b.WriteString(strings.Repeat(" ", indent) + adaptorName(s.group) + "\n")
					in += 2
				}
				for _, g := range s.group {
					b.WriteString(strings.Repeat(" ", in) + "'" + g.anchorName() + "' Pipeline\n")
					visit(g, in+2)
				}
			}
		}
		visit(m, 0)
	}
	b.WriteString("\n")
	io.WriteString(w, b.String())
}

// adaptorName is MLIR's name for a coalesced adaptor.
func adaptorName(group []*Manager) string {
	names := make([]string, len(group))
	for i, g := range group {
		names[i] = "'" + g.anchorName() + "'"
	}
	return "Pipeline Collection : [" + strings.Join(names, ", ") + "]"
}

// statEntry prints a pass and its statistics sorted by name, aligned as
// MLIR's printPassEntry: "(S) <value> <name> - <description>".
func statEntry(b *strings.Builder, indent int, name string, stats []StatValue) {
	b.WriteString(strings.Repeat(" ", indent) + name + "\n")
	if len(stats) == 0 {
		return
	}
	stats = append([]StatValue(nil), stats...)
	sort.SliceStable(stats, func(i, j int) bool { return stats[i].Name < stats[j].Name })
	nameW, valW := 0, 0
	for _, s := range stats {
		nameW = max(nameW, len(s.Name))
		valW = max(valW, len(strconv.FormatInt(s.Value, 10)))
	}
	for _, s := range stats {
		fmt.Fprintf(b, "%s(S) %*d %-*s - %s\n", strings.Repeat(" ", indent+2), valW, s.Value, nameW, s.Name, s.Help)
	}
}
