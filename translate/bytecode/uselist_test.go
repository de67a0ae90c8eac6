package bytecode

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
)

// useListSrc has values used before their definition (a graph region, and
// a block that uses a value of a later block dominating it), whose use
// lists are not in the order a reader rebuilds by itself.
const useListSrc = `"foo.graph"() ({
  %1 = "foo.use"(%0, %2, %0) : (i32, i32, i32) -> i32
  %0 = "foo.def"() : () -> i32
  %2 = "foo.use"(%0, %1) : (i32, i32) -> i32
  %3 = "foo.use"(%0, %0) : (i32, i32) -> i32
}) : () -> ()
"foo.blocks"() ({
^bb0(%a: i32, %c: i32):
  "foo.br"()[^bb2] : () -> ()
^bb1:
  "foo.use"(%b, %a, %c) : (i32, i32, i32) -> ()
  "foo.br"()[^bb2] : () -> ()
^bb2:
  %b = "foo.def"(%a, %a, %c) : (i32, i32, i32) -> i32
  "foo.br"(%b, %c)[^bb1] : (i32, i32) -> ()
}) : () -> ()
`

// useLists describes every value's use list: per value (in pre-order),
// its uses as (user's pre-order number, operand number), head first.
func useLists(m *core.Operation) string {
	ids := map[*core.Operation]int{}
	var order []*core.Operation
	var walk func(op *core.Operation)
	walk = func(op *core.Operation) {
		ids[op] = len(order)
		order = append(order, op)
		for _, r := range op.Regions() {
			for b := r.First(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.Next() {
					walk(o)
				}
			}
		}
	}
	walk(m)
	var b bytes.Buffer
	show := func(v core.Value) {
		for _, u := range core.Uses(v) {
			fmt.Fprintf(&b, " %d.%d", ids[u.Owner()], u.Index())
		}
		b.WriteString(";")
	}
	for _, op := range order {
		for _, r := range op.Regions() {
			for blk := r.First(); blk != nil; blk = blk.Next() {
				for _, a := range blk.ArgValues() {
					show(a)
				}
			}
		}
		for _, r := range op.Results() {
			show(r)
		}
	}
	return b.String()
}

// TestUseListOrders: use lists survive ncc's bytecode as they are after
// parsing the text, and mlir-opt's bytecode of the same text is re-encoded
// byte for byte, use-list orders included.
func TestUseListOrders(t *testing.T) {
	m, err := parseText("in.mlir", []byte(useListSrc))
	require.NoError(t, err)
	want := useLists(m)
	for v := vUseListOrdering; v <= Version; v++ {
		var b bytes.Buffer
		require.NoError(t, Write(&b, m, &Options{Version: v}))
		got, err := readBytecode("in.mlir.bc", b.Bytes())
		require.NoError(t, err)
		assert.Equal(t, want, useLists(got), "version %d", v)
	}

	requireMlirOpt(t)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "in.mlir"), []byte(useListSrc), 0o644))
	mbc, stderr, ok := runMlir(dir, "--emit-bytecode", "in.mlir")
	require.True(t, ok, stderr)
	theirs, err := readBytecode("mlir.bc", mbc)
	require.NoError(t, err)
	assert.Equal(t, want, useLists(theirs), "ncc reading mlir-opt's bytecode")
	assert.Equal(t, mbc, encode(t, theirs, &Options{Version: Version, Producer: "MLIR22.1.8"}), "re-encoding mlir-opt's bytecode")
	assert.Equal(t, mbc, encode(t, m, &Options{Version: Version, Producer: "MLIR22.1.8"}), "encoding the text as mlir-opt does")
}
