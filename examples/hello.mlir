// A small program in the func, arith and cf dialects. Try:
//   go run ./tools/ncc-opt examples/hello.mlir
//   go run ./tools/ncc-opt examples/hello.mlir --mlir-print-op-generic
//   go run ./tools/ncc-opt examples/hello.mlir -canonicalize -cse
func.func @clamp_add(%a: i32, %b: i32, %lo: i32, %hi: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %sum = arith.addi %a, %b overflow<nsw> : i32
  %plus0 = arith.addi %sum, %zero : i32
  %small = arith.cmpi slt, %plus0, %lo : i32
  cf.cond_br %small, ^low, ^check_high
^low:
  return %lo : i32
^check_high:
  %big = arith.cmpi sgt, %plus0, %hi : i32
  %r = arith.select %big, %hi, %plus0 : i32
  return %r : i32
}

func.func @main() -> i32 {
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %lo = arith.constant 0 : i32
  %hi = arith.constant 10 : i32
  %r = func.call @clamp_add(%one, %two, %lo, %hi) : (i32, i32, i32, i32) -> i32
  return %r : i32
}
