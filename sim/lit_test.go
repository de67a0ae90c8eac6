package sim

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/dialects/bir"
)

// TestLitPrograms runs the bir programs of lit/sim on the simulator now,
// before a tool runs them, and checks each expected error's line and
// message against its CHECK line (zero-filled buffers for any inputs).
func TestLitPrograms(t *testing.T) {
	files, err := filepath.Glob("../lit/sim/*.mlir")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	check := regexp.MustCompile(`CHECK: \S+:\[\[@LINE\+(\d+)\]\]:\{\{\[0-9\]\+\}\}: error: (.*)$`)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			wantLine, wantMsg := -1, ""
			for i, l := range strings.Split(string(src), "\n") {
				if m := check.FindStringSubmatch(l); m != nil {
					off, _ := strconv.Atoi(m[1])
					wantLine, wantMsg = i+1+off, strings.ReplaceAll(m[2], `{{\[\[}}`, "[[")
				}
			}
			require.NotEqual(t, -1, wantLine, "no CHECK of an error")
			fn := parseFunc(t, string(src))
			var in []Buffer
			for _, op := range bir.Allocs(fn) {
				if info := bir.AllocInfoOf(op); info.Kind == bir.Input {
					n := core.NumElements(info.Tensor.Dims) * int64(info.DType.Size())
					in = append(in, Buffer{Shape: info.Tensor.Dims, DType: info.DType, Data: make([]byte, n)})
				}
			}
			_, err = Run(fn, nil, in)
			d := diag(t, err)
			assert.Equal(t, wantLine, line(d))
			assert.Equal(t, wantMsg, d.Msg)
		})
	}
}
