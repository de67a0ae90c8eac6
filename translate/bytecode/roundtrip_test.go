package bytecode

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/builtin"
)

// litChunks returns the chunks (split at "// -----") of every .mlir input
// of the lit suite, by directory.
func litChunks(t *testing.T) map[string][]corpusFile {
	root := filepath.Join("..", "..", "lit")
	out := map[string][]corpusFile{}
	require.NoError(t, filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "Output" {
			return filepath.SkipDir
		}
		if !strings.HasSuffix(p, ".mlir") {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		dir := strings.SplitN(filepath.ToSlash(rel), "/", 2)[0]
		for i, chunk := range bytes.Split(src, []byte("// -----")) {
			out[dir] = append(out[dir], corpusFile{name: rel + "#" + string(rune('0'+i%10)), src: chunk})
		}
		return nil
	}))
	return out
}

// roundTrip checks that op prints the same (pretty, generic, with
// locations) after writing it as bytecode of the given version and
// reading it back.
func roundTrip(t *testing.T, name string, m *core.Operation, version int) bool {
	var b bytes.Buffer
	if err := Write(&b, m, &Options{Version: version}); !assert.NoError(t, err, name) {
		return false
	}
	ctx := newCtx()
	blk, err := Read(ctx, name, b.Bytes())
	if !assert.NoError(t, err, "%s: reading back version %d", name, version) {
		return false
	}
	m2 := builtin.WrapInModule(ctx, blk)
	ok := true
	for _, opts := range []asm.PrintOptions{{}, {Generic: true, DebugInfo: true}} {
		ok = assert.Equal(t, asm.PrintOp(m, opts), asm.PrintOp(m2, opts), "%s: version %d, %+v", name, version, opts) && ok
	}
	return ok
}

// TestRoundTripLit writes every lit input ncc accepts (split at
// "// -----") as bytecode and reads it back: it must print the same.
// Dialects without a binary encoding of their attributes and types go
// through the textual form.
func TestRoundTripLit(t *testing.T) {
	chunks := litChunks(t)
	dirs := make([]string, 0, len(chunks))
	for d := range chunks {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	var summary []string
	total, passed := 0, 0
	for _, dir := range dirs {
		n, ok := 0, 0
		for _, c := range chunks[dir] {
			m, err := parseText(c.name, c.src)
			if err != nil {
				continue // inputs of expected errors
			}
			n++
			if roundTrip(t, c.name, m, Version) {
				ok++
			}
		}
		total += n
		passed += ok
		summary = append(summary, dir+" "+itoa(ok)+"/"+itoa(n))
	}
	t.Logf("lit inputs round-tripped through bytecode: %d/%d (%s)", passed, total, strings.Join(summary, ", "))
}

// TestRoundTripVersions writes the corpus at every bytecode version and
// reads it back.
func TestRoundTripVersions(t *testing.T) {
	for _, cf := range diffCorpus(t, 10) {
		m, err := parseText("in.mlir", cf.src)
		require.NoError(t, err, cf.name)
		for v := 0; v <= Version; v++ {
			// Before version 5 there are no properties: those of
			// unregistered ops come back as attributes, in MLIR too.
			if v < vNativeProperties && hasUnregisteredProps(m) {
				continue
			}
			roundTrip(t, cf.name, m, v)
		}
	}
}

func hasUnregisteredProps(m *core.Operation) bool {
	found := false
	var walk func(op *core.Operation)
	walk = func(op *core.Operation) {
		if op.Def() == nil && len(op.Props()) > 0 {
			found = true
		}
		for _, r := range op.Regions() {
			for b := r.First(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.Next() {
					walk(o)
				}
			}
		}
	}
	walk(m)
	return found
}

func itoa(i int) string {
	var b [20]byte
	n := len(b)
	for {
		n--
		b[n] = byte('0' + i%10)
		i /= 10
		if i == 0 {
			return string(b[n:])
		}
	}
}
