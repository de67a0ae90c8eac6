package pass

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestUnifiedDiff(t *testing.T) {
	tests := []struct{ a, b, want string }{
		{"x\n", "x\n", ""},
		{"a\nb\nc\n", "a\nB\nc\n", "--- before\n+++ after\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"},
		{"1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "1\n2\n3\n4\n5\n6\n7\n8\n9\nX\n",
			"--- before\n+++ after\n@@ -7,4 +7,4 @@\n 7\n 8\n 9\n-10\n+X\n"},
		{"a\n", "a\nb\n", "--- before\n+++ after\n@@ -1 +1,2 @@\n a\n+b\n"},
		{"a\nb\n", "b\n", "--- before\n+++ after\n@@ -1,2 +1 @@\n-a\n b\n"},
		{"1\nx\n3\n4\n5\n6\n7\n8\n9\ny\n11\n", "1\nX\n3\n4\n5\n6\n7\n8\n9\nY\n11\n",
			"--- before\n+++ after\n@@ -1,5 +1,5 @@\n 1\n-x\n+X\n 3\n 4\n 5\n@@ -7,5 +7,5 @@\n 7\n 8\n 9\n-y\n+Y\n 11\n"},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, UnifiedDiff("before", "after", tc.a, tc.b, 3), "%q -> %q", tc.a, tc.b)
	}
}
