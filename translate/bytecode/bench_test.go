package bytecode

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"sync"
	"testing"
	"time"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/builtin"
	"ncc/internal/irgen"
)

var (
	benchOnce      sync.Once
	benchText      []byte
	benchBytecode  []byte
	benchBytecodeF string // the bytecode file (mlir-opt's when installed)
)

// benchInputs returns the 200,000-op module of the parse benchmark as text
// and as bytecode, written by mlir-opt when it is installed.
func benchInputs(b *testing.B) ([]byte, []byte) {
	benchOnce.Do(func() {
		benchText = []byte(irgen.BenchModule(200000))
		dir, err := os.MkdirTemp("", "bytecode-bench")
		if err != nil {
			b.Fatal(err)
		}
		in := filepath.Join(dir, "bench.mlir")
		benchBytecodeF = in + ".bc"
		if err := os.WriteFile(in, benchText, 0o644); err != nil {
			b.Fatal(err)
		}
		if _, err := os.Stat(mlirOpt); err == nil && exec.Command(mlirOpt, "--emit-bytecode", in, "-o", benchBytecodeF).Run() == nil {
			benchBytecode, _ = os.ReadFile(benchBytecodeF)
			return
		}
		m, err := parseText("bench.mlir", benchText)
		if err != nil {
			b.Fatal(err)
		}
		var buf bytes.Buffer
		if err := Write(&buf, m, nil); err != nil {
			b.Fatal(err)
		}
		benchBytecode = buf.Bytes()
		os.WriteFile(benchBytecodeF, benchBytecode, 0o644)
	})
	return benchText, benchBytecode
}

// BenchmarkRead reads the module from bytecode and, for comparison, parses
// it from text.
func BenchmarkRead(b *testing.B) {
	text, bc := benchInputs(b)
	b.Run("bytecode", func(b *testing.B) {
		b.SetBytes(int64(len(bc)))
		for i := 0; i < b.N; i++ {
			if _, err := Read(newCtx(), "bench.mlir.bc", bc); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("text", func(b *testing.B) {
		b.SetBytes(int64(len(text)))
		for i := 0; i < b.N; i++ {
			if _, err := asm.Parse(newCtx(), text, asm.ParseOptions{Filename: "bench.mlir"}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkWrite writes the module as bytecode.
func BenchmarkWrite(b *testing.B) {
	text, _ := benchInputs(b)
	m, err := parseText("bench.mlir", text)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		if err := Write(io.Discard, m, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVsMlirOpt reads the module's bytecode, verifies it and prints
// it as text, what `ncc-opt bench.mlir.bc` does, and reports the time as a
// multiple of mlir-opt doing the same with the same file (median of three
// runs, measured in the same benchmark; target ≤ 1).
func BenchmarkVsMlirOpt(b *testing.B) {
	requireMlirOpt(b)
	_, bc := benchInputs(b)
	var runs []time.Duration
	for i := 0; i < 3; i++ {
		start := time.Now()
		if err := exec.Command(mlirOpt, benchBytecodeF, "-o", os.DevNull).Run(); err != nil {
			b.Fatal(err)
		}
		runs = append(runs, time.Since(start))
	}
	sort.Slice(runs, func(i, j int) bool { return runs[i] < runs[j] })
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ctx := newCtx()
		blk, err := Read(ctx, "bench.mlir.bc", bc)
		if err != nil {
			b.Fatal(err)
		}
		m := builtin.WrapInModule(ctx, blk)
		if err := core.Verify(m); err != nil {
			b.Fatal(err)
		}
		if err := asm.Print(io.Discard, m, asm.PrintOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed())/float64(b.N)/float64(runs[1]), "×mlir-opt")
}
