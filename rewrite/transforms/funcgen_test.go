package transforms_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// funcProgram writes a random module of functions calling each other
// (callees come later, so the call graph is acyclic unless recursive is
// set), some private, some declarations, some with a diamond CFG: inputs
// for the inline and symbol-dce differential tests.
func funcProgram(seed uint64, recursive bool) string {
	r := rand.New(rand.NewPCG(seed, 7))
	n := 2 + r.IntN(5)
	var b strings.Builder
	decl := r.IntN(3) == 0
	for i := 0; i < n; i++ {
		vis := ""
		if i > 0 && r.IntN(2) == 0 {
			vis = "private "
		}
		fmt.Fprintf(&b, "func.func %s@f%d(%%a: i32, %%b: i32) -> i32 {\n", vis, i)
		fmt.Fprintf(&b, "  %%c%d = arith.constant %d : i32\n", i, i+1)
		fmt.Fprintf(&b, "  %%x = arith.addi %%a, %%c%d : i32\n", i)
		v := "%x"
		for k := 0; k < r.IntN(3); k++ {
			callee := i + 1 + r.IntN(n-i)
			if recursive && r.IntN(3) == 0 {
				callee = r.IntN(i + 1)
			}
			if callee >= n {
				if !decl {
					continue
				}
				fmt.Fprintf(&b, "  %%d%d = func.call @ext(%s) : (i32) -> i32\n", k, v)
				v = fmt.Sprintf("%%d%d", k)
				continue
			}
			fmt.Fprintf(&b, "  %%r%d = func.call @f%d(%s, %%b) : (i32, i32) -> i32\n", k, callee, v)
			v = fmt.Sprintf("%%r%d", k)
		}
		if r.IntN(3) == 0 {
			fmt.Fprintf(&b, "  %%p = arith.cmpi slt, %s, %%b : i32\n", v)
			fmt.Fprintf(&b, "  cf.cond_br %%p, ^bb1, ^bb2\n^bb1:\n  %%m = arith.muli %s, %%b : i32\n  return %%m : i32\n^bb2:\n  return %s : i32\n}\n", v, v)
			continue
		}
		fmt.Fprintf(&b, "  %%y = arith.muli %s, %%c%d : i32\n  return %%y : i32\n}\n", v, i)
	}
	if decl {
		b.WriteString("func.func private @ext(i32) -> i32\n")
	}
	return b.String()
}
