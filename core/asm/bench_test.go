package asm_test

import (
	"ncc/internal/llvm"

	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/arith"
	"ncc/dialects/builtin"
	func_ "ncc/dialects/func"
)

// genModule writes n arith/func ops: functions of 1000 ops computing a
// chain of constants, adds, muls and subs (the benchmark shape).
func genModule(n int) []byte {
	var b bytes.Buffer
	const per = 1000
	for f := 0; f < n/per; f++ {
		fmt.Fprintf(&b, "func.func @f%d(%%arg0: i32, %%arg1: i32) -> i32 {\n", f)
		prev := "%arg0"
		for i := 0; i < per-2; i++ {
			switch i % 4 {
			case 0:
				fmt.Fprintf(&b, "  %%c%d = arith.constant %d : i32\n", i, i)
				prev = fmt.Sprintf("%%c%d", i)
			case 1:
				fmt.Fprintf(&b, "  %%v%d = arith.addi %s, %%arg1 : i32\n", i, prev)
				prev = fmt.Sprintf("%%v%d", i)
			case 2:
				fmt.Fprintf(&b, "  %%v%d = arith.muli %s, %%arg0 : i32\n", i, prev)
				prev = fmt.Sprintf("%%v%d", i)
			default:
				fmt.Fprintf(&b, "  %%v%d = arith.subi %s, %%arg1 : i32\n", i, prev)
				prev = fmt.Sprintf("%%v%d", i)
			}
		}
		fmt.Fprintf(&b, "  return %s : i32\n}\n", prev)
	}
	return b.Bytes()
}

// roundTrip is ncc-opt's job on a file: parse, wrap, verify, print.
func roundTrip(src []byte, w io.Writer, generic bool) error {
	ctx := core.NewContext()
	// Only the dialects the module uses: the benchmark should not depend on
	// every dialect package building.
	for _, d := range []*core.Dialect{builtin.Dialect, func_.Dialect, arith.Dialect} {
		ctx.Load(d)
	}
	blk, err := asm.Parse(ctx, src, asm.ParseOptions{Filename: "big.mlir"})
	if err != nil {
		return err
	}
	mod := builtin.WrapInModule(ctx, blk)
	if err := core.Verify(mod); err != nil {
		return err
	}
	return asm.Print(w, mod, asm.PrintOptions{Context: ctx, Generic: generic})
}

// TestRoundTripMatchesMlirOpt checks the benchmark module against mlir-opt,
// so the benchmark measures the right output.
func TestRoundTripMatchesMlirOpt(t *testing.T) {
	mlirOpt := llvm.MlirOpt()
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skipf("SKIP: %s not installed", mlirOpt)
	}
	src := genModule(4000)
	for _, generic := range []bool{false, true} {
		var got bytes.Buffer
		require.NoError(t, roundTrip(src, &got, generic))
		args := []string{"-"}
		if generic {
			args = append(args, "--mlir-print-op-generic")
		}
		cmd := exec.Command(mlirOpt, args...)
		cmd.Stdin = bytes.NewReader(src)
		want, err := cmd.Output()
		require.NoError(t, err)
		require.Equal(t, string(want), got.String()+"\n", "generic=%v", generic)
	}
}

// BenchmarkRoundTrip200k times parse+verify+print of a 200,000-op module
// next to mlir-opt on the same file, and reports the ratio.
func BenchmarkRoundTrip200k(b *testing.B) {
	src := genModule(200000)
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for range b.N {
		if err := roundTrip(src, io.Discard, false); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	ours := b.Elapsed() / time.Duration(b.N)
	mlirOpt := llvm.MlirOpt()
	if _, err := os.Stat(mlirOpt); err != nil {
		b.Logf("mlir-opt not installed: no ratio")
		return
	}
	f, err := os.CreateTemp("", "big*.mlir")
	if err != nil {
		b.Fatal(err)
	}
	defer os.Remove(f.Name())
	f.Write(src)
	f.Close()
	start := time.Now()
	cmd := exec.Command(mlirOpt, f.Name(), "-o", os.DevNull)
	if err := cmd.Run(); err != nil {
		b.Fatal(err)
	}
	theirs := time.Since(start)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	rss := cmd.ProcessState.SysUsage()
	b.ReportMetric(float64(ours)/float64(theirs), "x_mlir-opt_time")
	b.Logf("ncc %v, mlir-opt %v (ratio %.2f); mlir-opt maxrss %s; Go heap sys %d MB",
		ours, theirs, float64(ours)/float64(theirs), strings.TrimSpace(fmt.Sprint(maxRSS(rss))), ms.Sys>>20)
}

// BenchmarkPhases200k reports parse, verify and print separately.
func BenchmarkPhases200k(b *testing.B) {
	src := genModule(200000)
	var tp, tv, tpr time.Duration
	for range b.N {
		ctx := core.NewContext()
		for _, d := range []*core.Dialect{builtin.Dialect, func_.Dialect, arith.Dialect} {
			ctx.Load(d)
		}
		t0 := time.Now()
		blk, err := asm.Parse(ctx, src, asm.ParseOptions{Filename: "big.mlir"})
		if err != nil {
			b.Fatal(err)
		}
		mod := builtin.WrapInModule(ctx, blk)
		t1 := time.Now()
		if err := core.Verify(mod); err != nil {
			b.Fatal(err)
		}
		t2 := time.Now()
		if err := asm.Print(io.Discard, mod, asm.PrintOptions{Context: ctx}); err != nil {
			b.Fatal(err)
		}
		tp, tv, tpr = tp+t1.Sub(t0), tv+t2.Sub(t1), tpr+time.Since(t2)
	}
	n := time.Duration(b.N)
	b.ReportMetric(float64(tp/n)/1e6, "parse_ms")
	b.ReportMetric(float64(tv/n)/1e6, "verify_ms")
	b.ReportMetric(float64(tpr/n)/1e6, "print_ms")
}
