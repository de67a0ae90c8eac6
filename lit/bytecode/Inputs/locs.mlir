// Source of locs.mlir.bc: every kind of location.
func.func @locs(%a: i32 loc("in.py":1:2)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("named"("in.py":3:4))
  %1 = arith.addi %0, %a : i32 loc(fused<"pass">["a.py":1:1, "b.py":2:2])
  %2 = arith.addi %1, %a : i32 loc(callsite("callee.py":5:5 at "caller.py":6:6))
  %3 = arith.addi %2, %a : i32 loc("range.py":1:2 to 3:4)
  return %3 : i32 loc(unknown)
}
