package pass

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestTimingUserColumn: the User Time column appears, as in mlir-opt, only
// when timers overlapped (work ran in parallel), making the user time
// differ from the wall time.
func TestTimingUserColumn(t *testing.T) {
	t0 := time.Now()
	for _, tc := range []struct {
		name     string
		spans    [][2]time.Duration // [start, end) offsets of one timer's spans
		wantUser bool
	}{
		{"sequential", [][2]time.Duration{{0, time.Millisecond}, {2 * time.Millisecond, 3 * time.Millisecond}}, false},
		{"overlapping", [][2]time.Duration{{0, 2 * time.Millisecond}, {time.Millisecond, 3 * time.Millisecond}}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tm := NewTiming()
			tm.start = t0
			p := tm.root.child("work")
			for _, s := range tc.spans {
				tm.record(p, t0.Add(s[0]), t0.Add(s[1]))
			}
			var b strings.Builder
			tm.Report(&b, "tree")
			assert.Equal(t, tc.wantUser, strings.Contains(b.String(), "----User Time----"), b.String())
			assert.Contains(t, b.String(), "----Wall Time----  ----Name----")
		})
	}
}
