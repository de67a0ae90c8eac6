// Every kind of location, on ops and on block arguments.
#fused_md = loc(fused<"myPass">["a.py":1:2, "b.py":3:4])
func.func @locs(%a: i32 loc("args.py":10:3), %b: i32 loc(unknown)) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("file.mlir":1:2)
  %1 = arith.addi %0, %b : i32 loc("named"("inner.py":7:8))
  %2 = arith.addi %1, %b : i32 loc("justname")
  %3 = arith.addi %2, %b : i32 loc(callsite("callee.py":1:1 at "caller.py":2:2))
  %4 = arith.addi %3, %b : i32 loc(fused["x.py":1:1, "y.py":2:2, "z"])
  %5 = arith.addi %4, %b : i32 loc(#fused_md)
  %6 = arith.addi %5, %b : i32 loc(fused<{key = 1 : i32}>["w.py":5:6])
  %7 = arith.addi %6, %b : i32 loc("range.py":1:2 to 3:4)
  %8 = arith.addi %7, %b : i32 loc("range2.py":5:6 to :9)
  %9 = arith.addi %8, %b : i32 loc(callsite("n"("f.py":1:1) at callsite("g.py":2:2 at "h.py":3:3)))
  %10 = arith.addi %9, %b : i32 loc(unknown)
  cf.br ^bb1(%10 : i32) loc("br.py":99:1)
^bb1(%x: i32 loc("blockarg.py":4:4)):
  return %x : i32 loc(fused["ret.py":1:1])
} loc("func.py":0:0)
