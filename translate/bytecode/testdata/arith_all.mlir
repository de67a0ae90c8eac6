// One of each arith op not in func_arith_cf.mlir, with their properties.
func.func @all(%a: i32, %b: i32, %x: f32, %y: f32, %h: f16, %v: vector<2xf32>, %s: vector<2xf8E8M0FNU>, %w: vector<2xf8E4M3FN>) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.divui %a, %b : i32
  %3 = arith.floordivsi %a, %b : i32
  %4 = arith.fptosi %x : f32 to i32
  %5 = arith.fptoui %x : f32 to i64
  %6 = arith.maxnumf %x, %y fastmath<reassoc> : f32
  %7 = arith.maxui %a, %b : i32
  %8 = arith.minimumf %x, %y : f32
  %9 = arith.minnumf %x, %y : f32
  %10 = arith.minsi %a, %b : i32
  %11:2 = arith.mului_extended %a, %b : i32
  %12 = arith.remf %x, %y : f32
  %13 = arith.remsi %a, %b : i32
  %14 = arith.shrui %a, %b : i32
  %15 = arith.subf %x, %y fastmath<arcp> : f32
  %16 = arith.uitofp %a : i32 to f32
  %17 = arith.truncf %x to_nearest_away : f32 to f16
  %18 = arith.truncf %x downward fastmath<fast> : f32 to bf16
  %19 = arith.cmpf oeq, %x, %y : f32
  %20 = arith.cmpf uno, %x, %y : f32
  %21 = arith.cmpf true, %x, %y : f32
  %22 = arith.cmpi ne, %a, %b : i32
  %23 = arith.cmpi ult, %a, %b : i32
  %24 = arith.scaling_extf %w, %s : vector<2xf8E4M3FN>, vector<2xf8E8M0FNU> to vector<2xf32>
  %25 = arith.scaling_truncf %v, %s : vector<2xf32>, vector<2xf8E8M0FNU> to vector<2xf8E4M3FN>
  %29 = arith.select %19, %v, %v : vector<2xf32>
  %30 = arith.negf %h : f16
  %31 = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  return
}
