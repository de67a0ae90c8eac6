package irgen

import (
	"fmt"
	"strings"
)

// BenchModule returns a module of about nOps arith/func operations: functions
// of 1,000 ops each mixing constants, integer and float arithmetic,
// comparisons, selects and casts, every result used. It is the workload of
// the parse/verify/print and canonicalize benchmarks.
func BenchModule(nOps int) string {
	var b strings.Builder
	b.Grow(nOps * 48)
	const perFunc = 1000
	for f := 0; f*perFunc < nOps; f++ {
		fmt.Fprintf(&b, "func.func @bench%d(%%a: i32, %%b: i32, %%x: f32, %%y: f32) -> (i32, f32) {\n", f)
		iv, fv := "%a", "%x"
		n := 0
		for i := 0; n < perFunc-1; i++ {
			switch i % 10 {
			case 0:
				fmt.Fprintf(&b, "  %%c%d = arith.constant %d : i32\n", i, i%97)
				fmt.Fprintf(&b, "  %%i%d = arith.addi %s, %%c%d : i32\n", i, iv, i)
				n += 2
			case 1:
				fmt.Fprintf(&b, "  %%i%d = arith.muli %s, %%b : i32\n", i, iv)
				n++
			case 2:
				fmt.Fprintf(&b, "  %%i%d = arith.xori %s, %%a : i32\n", i, iv)
				n++
			case 3:
				fmt.Fprintf(&b, "  %%f%d = arith.addf %s, %%y : f32\n", i, fv)
				n++
				fv = fmt.Sprintf("%%f%d", i)
				continue
			case 4:
				fmt.Fprintf(&b, "  %%f%d = arith.mulf %s, %%x fastmath<fast> : f32\n", i, fv)
				n++
				fv = fmt.Sprintf("%%f%d", i)
				continue
			case 5:
				fmt.Fprintf(&b, "  %%p%d = arith.cmpi slt, %s, %%b : i32\n", i, iv)
				fmt.Fprintf(&b, "  %%i%d = arith.select %%p%d, %s, %%a : i32\n", i, i, iv)
				n += 2
			case 6:
				fmt.Fprintf(&b, "  %%e%d = arith.extsi %s : i32 to i64\n", i, iv)
				fmt.Fprintf(&b, "  %%i%d = arith.trunci %%e%d : i64 to i32\n", i, i)
				n += 2
			case 7:
				fmt.Fprintf(&b, "  %%i%d = arith.subi %s, %%b overflow<nsw> : i32\n", i, iv)
				n++
			case 8:
				fmt.Fprintf(&b, "  %%s%d = arith.sitofp %s : i32 to f32\n", i, iv)
				fmt.Fprintf(&b, "  %%f%d = arith.maximumf %s, %%s%d : f32\n", i, fv, i)
				n += 2
				fv = fmt.Sprintf("%%f%d", i)
				continue
			case 9:
				fmt.Fprintf(&b, "  %%i%d = arith.andi %s, %%b : i32\n", i, iv)
				n++
			}
			iv = fmt.Sprintf("%%i%d", i)
		}
		fmt.Fprintf(&b, "  return %s, %s : i32, f32\n}\n", iv, fv)
	}
	return b.String()
}
