// Functions, blocks with arguments, successors and properties of the
// builtin, func, arith and cf dialects.
module attributes {test.module_attr = "m", test.flag} {
  func.func private @decl(i32, f32) -> (i32, f32)
  func.func nested @nested_vis(%a: i32) -> i32 {
    return %a : i32
  }
  func.func @attrs(%a: i32 {test.arg = 1 : i64}, %b: f32 {test.noalias}) -> (i32 {test.res = "r"}) attributes {no_inline, test.fn} {
    return %a : i32
  }
  func.func @arith(%a: i32, %b: i32, %x: f32, %y: f32, %i: index, %v: vector<4xi32>) -> i32 {
    %c = arith.constant 7 : i32
    %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
    %1 = arith.subi %0, %c overflow<nuw> : i32
    %2 = arith.muli %1, %a : i32
    %3 = arith.divsi %2, %b : i32
    %4 = arith.remui %3, %c : i32
    %5 = arith.andi %4, %a : i32
    %6 = arith.ori %5, %b : i32
    %7 = arith.xori %6, %c : i32
    %8 = arith.shli %7, %c overflow<nsw> : i32
    %9 = arith.shrsi %8, %c : i32
    %10 = arith.maxsi %9, %a : i32
    %11 = arith.minui %10, %b : i32
    %f0 = arith.addf %x, %y fastmath<fast> : f32
    %f1 = arith.mulf %f0, %x fastmath<nnan, ninf> : f32
    %f2 = arith.divf %f1, %y : f32
    %f3 = arith.negf %f2 fastmath<contract> : f32
    %f4 = arith.maximumf %f3, %x : f32
    %p = arith.cmpi sge, %11, %a : i32
    %q = arith.cmpf ult, %f4, %y fastmath<nsz> : f32
    %r = arith.andi %p, %q : i1
    %s = arith.select %r, %11, %a : i32
    %e = arith.extsi %s : i32 to i64
    %t = arith.trunci %e overflow<nsw> : i64 to i16
    %u = arith.extui %t : i16 to i32
    %fp = arith.sitofp %u : i32 to f64
    %fpt = arith.truncf %fp : f64 to f16
    %ext = arith.extf %fpt : f16 to f32
    %bc = arith.bitcast %ext : f32 to i32
    %ic = arith.index_cast %i : index to i32
    %icu = arith.index_castui %bc : i32 to index
    %lo, %hi = arith.mulsi_extended %bc, %ic : i32
    %sum, %ov = arith.addui_extended %lo, %hi : i32, i1
    %vv = arith.addi %v, %v : vector<4xi32>
    %res = arith.addi %sum, %ic : i32
    return %res : i32
  }
  func.func @cfg(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
    %c0 = arith.constant 0 : i32
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2 {branch_weights = array<i32: 3, 5>}
  ^bb1(%x: i32):
    cf.br ^bb3(%x, %c0 : i32, i32)
  ^bb2:
    cf.switch %arg1 : i32, [
      default: ^bb3(%c0, %arg1 : i32, i32),
      1: ^bb1(%c0 : i32),
      -7: ^bb3(%arg1, %arg1 : i32, i32)
    ]
  ^bb3(%y: i32, %z: i32):
    cf.assert %arg0, "must hold \"here\""
    %w = arith.addi %y, %z : i32
    %loop = arith.cmpi eq, %w, %c0 : i32
    cf.cond_br %loop, ^bb3(%w, %w : i32, i32), ^bb4
  ^bb4:
    %r = func.call @callee(%w) : (i32) -> i32
    %f = func.constant @callee : (i32) -> i32
    %r2 = func.call_indirect %f(%r) : (i32) -> i32
    return %r2 : i32
  }
  func.func @callee(%a: i32) -> i32 {
    cf.switch %a : i32, [
      default: ^bb1
    ]
  ^bb1:
    return %a : i32
  }
  func.func @empty_switch(%a: i64) {
    cf.switch %a : i64, [
      default: ^bb1,
      10: ^bb1,
      20: ^bb1
    ]
  ^bb1:
    return
  }
}
