package bytecode

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core/asm"
	"ncc/dialects/builtin"
)

// forceParallel makes Read decode function bodies in parallel whatever the
// file size, and returns a function restoring the settings.
func forceParallel() func() {
	old, procs := parallelMinBytes, runtime.GOMAXPROCS(0)
	parallelMinBytes = 0
	if procs < 2 {
		runtime.GOMAXPROCS(2)
	}
	return func() { parallelMinBytes = old; runtime.GOMAXPROCS(procs) }
}

// readBoth reads data sequentially and in parallel and returns the printed
// IR (generic, with locations) or the error of each.
func readBoth(data []byte) (seq, par string) {
	read := func() string {
		ctx := newCtx()
		blk, err := Read(ctx, "x.bc", data)
		if err != nil {
			return "error: " + err.Error()
		}
		return asm.PrintOp(builtin.WrapInModule(ctx, blk), asm.PrintOptions{Generic: true, DebugInfo: true})
	}
	seq = read()
	defer forceParallel()()
	return seq, read()
}

// TestParallelRead: reading function bodies in parallel gives the IR, and
// for bad files the error, that a sequential read gives.
func TestParallelRead(t *testing.T) {
	reads := 0
	for _, cf := range diffCorpus(t, 5) {
		m, err := parseText(cf.name, cf.src)
		require.NoError(t, err)
		data := encode(t, m, nil)
		seq, par := readBoth(data)
		require.NotContains(t, seq, "error: ")
		assert.Equal(t, seq, par, cf.name)
		// Cut and changed bytes: the same error either way.
		for i := len(Magic); i < len(data); i += 1 + i/64 {
			seq, par := readBoth(data[:i])
			assert.Equal(t, seq, par, "%s cut at %d", cf.name, i)
			buf := append([]byte(nil), data...)
			buf[i] ^= 0x5A
			seq, par = readBoth(buf)
			assert.Equal(t, seq, par, "%s byte %d changed", cf.name, i)
			reads += 2
		}
	}
	t.Logf("%d bad files read both ways", reads)
}
