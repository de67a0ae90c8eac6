package asm

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
)

// TestFloatTable parses and prints float attributes of every builtin float
// type; the expected spellings in testdata/floats.tsv were produced by
// mlir-opt 22 from the same literals.
func TestFloatTable(t *testing.T) {
	f, err := os.Open("testdata/floats.tsv")
	require.NoError(t, err)
	defer f.Close()
	ctx := core.NewContext()
	n, same := 0, 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		cols := strings.Split(line, "\t")
		require.Len(t, cols, 3)
		src := "{v = " + cols[1] + " : " + cols[0] + "}"
		p := newParser(ctx, []byte(src), ParseOptions{})
		a, err := p.parseAttribute(nil)
		require.NoError(t, err, src)
		got := attrString(a.(*core.DictAttr).Entries[0].Value)
		n++
		if assert.Equal(t, cols[2]+" : "+cols[0], got, "literal %s : %s", cols[1], cols[0]) {
			same++
		}
	}
	require.NoError(t, sc.Err())
	t.Logf("float spellings identical with mlir-opt: %d/%d", same, n)
}
