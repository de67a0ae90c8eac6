// Ops whose pretty form comes from a declarative assembly format, in the
// variations the format has. roundtrip_asm_test.go parses mlir-opt's output
// of this file with ncc and prints it back.
func.func @arith(%a: i32, %b: i32, %c: i1, %x: i8, %f: f32, %g: f32, %t: tensor<2xi32>,
                 %v: vector<4xf32>, %i: index, %h: f16, %d: f64, %u: tensor<?xi64>) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.addi %a, %b overflow<nsw, nuw> {foo = 1} : i32
  %3 = arith.subi %a, %b overflow<nuw> : i32
  %4 = arith.muli %t, %t : tensor<2xi32>
  %5 = arith.shli %a, %b overflow<nsw> : i32
  %6 = arith.divsi %a, %b : i32
  %7 = arith.divui %a, %b : i32
  %8 = arith.ceildivsi %a, %b : i32
  %9 = arith.ceildivui %a, %b : i32
  %10 = arith.floordivsi %a, %b : i32
  %11 = arith.remsi %a, %b : i32
  %12 = arith.remui %a, %b : i32
  %13 = arith.andi %a, %b : i32
  %14 = arith.ori %a, %b : i32
  %15 = arith.xori %a, %b : i32
  %16 = arith.shrsi %a, %b : i32
  %17 = arith.shrui %a, %b : i32
  %18 = arith.maxsi %a, %b : i32
  %19 = arith.maxui %a, %b : i32
  %20 = arith.minsi %a, %b : i32
  %21 = arith.minui %a, %b : i32
  %22 = arith.addf %f, %g : f32
  %23 = arith.addf %f, %g fastmath<fast> : f32
  %24 = arith.subf %f, %g fastmath<nnan,ninf> : f32
  %25 = arith.mulf %v, %v fastmath<contract> : vector<4xf32>
  %26 = arith.divf %f, %g : f32
  %27 = arith.remf %f, %g : f32
  %28 = arith.maximumf %f, %g : f32
  %29 = arith.maxnumf %f, %g : f32
  %30 = arith.minimumf %f, %g : f32
  %31 = arith.minnumf %f, %g fastmath<reassoc> : f32
  %32 = arith.negf %f : f32
  %33 = arith.negf %f fastmath<afn> : f32
  %34 = arith.cmpi eq, %a, %b : i32
  %35 = arith.cmpi ne, %a, %b : i32
  %36 = arith.cmpi slt, %a, %b : i32
  %37 = arith.cmpi sle, %a, %b : i32
  %38 = arith.cmpi sgt, %a, %b : i32
  %39 = arith.cmpi sge, %a, %b : i32
  %40 = arith.cmpi ult, %a, %b : i32
  %41 = arith.cmpi ule, %a, %b : i32
  %42 = arith.cmpi ugt, %a, %b : i32
  %43 = arith.cmpi uge, %t, %t : tensor<2xi32>
  %44 = arith.cmpf false, %f, %g : f32
  %45 = arith.cmpf oeq, %f, %g : f32
  %46 = arith.cmpf ogt, %f, %g : f32
  %47 = arith.cmpf oge, %f, %g : f32
  %48 = arith.cmpf olt, %f, %g fastmath<nnan> : f32
  %49 = arith.cmpf ole, %f, %g : f32
  %50 = arith.cmpf one, %f, %g : f32
  %51 = arith.cmpf ord, %f, %g : f32
  %52 = arith.cmpf ueq, %f, %g : f32
  %53 = arith.cmpf ugt, %f, %g : f32
  %54 = arith.cmpf uge, %f, %g : f32
  %55 = arith.cmpf ult, %f, %g : f32
  %56 = arith.cmpf ule, %f, %g : f32
  %57 = arith.cmpf une, %f, %g : f32
  %58 = arith.cmpf uno, %f, %g : f32
  %59 = arith.cmpf true, %v, %v : vector<4xf32>
  %60 = arith.extsi %x : i8 to i32
  %61 = arith.extui %x : i8 to i32
  %62 = arith.trunci %a : i32 to i8
  %63 = arith.trunci %a overflow<nsw> : i32 to i8
  %64 = arith.extf %h : f16 to f32
  %65 = arith.extf %f fastmath<fast> : f32 to f64
  %66 = arith.truncf %f : f32 to f16
  %67 = arith.truncf %f to_nearest_even : f32 to f16
  %68 = arith.truncf %d downward fastmath<fast> : f64 to f32
  %69 = arith.sitofp %a : i32 to f32
  %70 = arith.uitofp %a : i32 to f32
  %71 = arith.fptosi %f : f32 to i32
  %72 = arith.fptoui %f : f32 to i32
  %73 = arith.index_cast %a : i32 to index
  %74 = arith.index_castui %i : index to i32
  %75 = arith.bitcast %f : f32 to i32
  %76:2 = arith.addui_extended %a, %b : i32, i1
  %77:2 = arith.mului_extended %a, %b : i32
  %78:2 = arith.mulsi_extended %a, %b : i32
  %79 = arith.select %c, %a, %b : i32
  %80 = arith.constant 7 : i32
  %81 = arith.constant -3 : i64
  %82 = arith.constant 1.5 : f32
  %83 = arith.constant true
  %84 = arith.constant {foo} 3 : index
  %85 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %86 = arith.constant dense<0.5> : vector<4xf32>
  %87 = arith.addi %u, %u : tensor<?xi64>
  %88 = arith.index_cast %u : tensor<?xi64> to tensor<?xindex>
  %89 = arith.select %c, %t, %t : tensor<2xi32>
  return %a : i32
}

func.func private @callee(i32, f32) -> (i32, f32)
func.func private @void()

func.func @calls(%a: i32, %f: f32) {
  %0:2 = call @callee(%a, %f) : (i32, f32) -> (i32, f32)
  call @void() : () -> ()
  call @void() {tag} : () -> ()
  return
}

func.func @branches(%c: i1, %a: i32, %b: i64) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.assert %c, "message with \"quotes\""
  cf.br ^bb2
^bb2:
  cf.cond_br %c, ^bb3(%a, %b : i32, i64), ^bb3(%a, %b : i32, i64)
^bb3(%y: i32, %z: i64):
  cf.cond_br %c weights([3, 5]), ^bb4, ^bb4 {attr}
^bb4:
  cf.br ^bb5(%a : i32) {attr = 2 : i32}
^bb5(%w: i32):
  return %w : i32
}

module @named attributes {test.attr} {
  %0 = "test.src"() : () -> i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2:2 = builtin.unrealized_conversion_cast %0, %0 : i32, i32 to i64, f32
  %3 = builtin.unrealized_conversion_cast to i8
}

module {
}
