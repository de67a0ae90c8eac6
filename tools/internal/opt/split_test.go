package opt

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSplit(t *testing.T) {
	tests := []struct {
		name  string
		src   string
		texts []string
		lines []int
	}{
		{"none", "a\nb\n", []string{"a\nb\n"}, []int{0}},
		{"two", "a\n// -----\nb\n", []string{"a\n", "\nb\n"}, []int{0, 1}},
		{"indented and nested comment", "a\n  // // -----\nb\n", []string{"a\n  // ", "\nb\n"}, []int{0, 1}},
		{"trailing text", "a\n// ----- x\nb", []string{"a\n", " x\nb"}, []int{0, 1}},
		{"three", "x\n// -----\ny\ny\n// -----\nz", []string{"x\n", "\ny\ny\n", "\nz"}, []int{0, 1, 4}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			chunks := Split([]byte(tc.src), DefaultSplitMarker)
			var texts []string
			var lines []int
			for _, c := range chunks {
				texts = append(texts, string(c.Src))
				lines = append(lines, c.Line)
			}
			assert.Equal(t, tc.texts, texts)
			assert.Equal(t, tc.lines, lines)
		})
	}
}
