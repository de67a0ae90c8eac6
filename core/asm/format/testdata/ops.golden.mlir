module {
  func.func @arith(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: i8, %arg4: f32, %arg5: f32, %arg6: tensor<2xi32>, %arg7: vector<4xf32>, %arg8: index, %arg9: f16, %arg10: f64, %arg11: tensor<?xi64>) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
    %2 = arith.addi %arg0, %arg1 overflow<nsw, nuw> {foo = 1 : i64} : i32
    %3 = arith.subi %arg0, %arg1 overflow<nuw> : i32
    %4 = arith.muli %arg6, %arg6 : tensor<2xi32>
    %5 = arith.shli %arg0, %arg1 overflow<nsw> : i32
    %6 = arith.divsi %arg0, %arg1 : i32
    %7 = arith.divui %arg0, %arg1 : i32
    %8 = arith.ceildivsi %arg0, %arg1 : i32
    %9 = arith.ceildivui %arg0, %arg1 : i32
    %10 = arith.floordivsi %arg0, %arg1 : i32
    %11 = arith.remsi %arg0, %arg1 : i32
    %12 = arith.remui %arg0, %arg1 : i32
    %13 = arith.andi %arg0, %arg1 : i32
    %14 = arith.ori %arg0, %arg1 : i32
    %15 = arith.xori %arg0, %arg1 : i32
    %16 = arith.shrsi %arg0, %arg1 : i32
    %17 = arith.shrui %arg0, %arg1 : i32
    %18 = arith.maxsi %arg0, %arg1 : i32
    %19 = arith.maxui %arg0, %arg1 : i32
    %20 = arith.minsi %arg0, %arg1 : i32
    %21 = arith.minui %arg0, %arg1 : i32
    %22 = arith.addf %arg4, %arg5 : f32
    %23 = arith.addf %arg4, %arg5 fastmath<fast> : f32
    %24 = arith.subf %arg4, %arg5 fastmath<nnan,ninf> : f32
    %25 = arith.mulf %arg7, %arg7 fastmath<contract> : vector<4xf32>
    %26 = arith.divf %arg4, %arg5 : f32
    %27 = arith.remf %arg4, %arg5 : f32
    %28 = arith.maximumf %arg4, %arg5 : f32
    %29 = arith.maxnumf %arg4, %arg5 : f32
    %30 = arith.minimumf %arg4, %arg5 : f32
    %31 = arith.minnumf %arg4, %arg5 fastmath<reassoc> : f32
    %32 = arith.negf %arg4 : f32
    %33 = arith.negf %arg4 fastmath<afn> : f32
    %34 = arith.cmpi eq, %arg0, %arg1 : i32
    %35 = arith.cmpi ne, %arg0, %arg1 : i32
    %36 = arith.cmpi slt, %arg0, %arg1 : i32
    %37 = arith.cmpi sle, %arg0, %arg1 : i32
    %38 = arith.cmpi sgt, %arg0, %arg1 : i32
    %39 = arith.cmpi sge, %arg0, %arg1 : i32
    %40 = arith.cmpi ult, %arg0, %arg1 : i32
    %41 = arith.cmpi ule, %arg0, %arg1 : i32
    %42 = arith.cmpi ugt, %arg0, %arg1 : i32
    %43 = arith.cmpi uge, %arg6, %arg6 : tensor<2xi32>
    %44 = arith.cmpf false, %arg4, %arg5 : f32
    %45 = arith.cmpf oeq, %arg4, %arg5 : f32
    %46 = arith.cmpf ogt, %arg4, %arg5 : f32
    %47 = arith.cmpf oge, %arg4, %arg5 : f32
    %48 = arith.cmpf olt, %arg4, %arg5 fastmath<nnan> : f32
    %49 = arith.cmpf ole, %arg4, %arg5 : f32
    %50 = arith.cmpf one, %arg4, %arg5 : f32
    %51 = arith.cmpf ord, %arg4, %arg5 : f32
    %52 = arith.cmpf ueq, %arg4, %arg5 : f32
    %53 = arith.cmpf ugt, %arg4, %arg5 : f32
    %54 = arith.cmpf uge, %arg4, %arg5 : f32
    %55 = arith.cmpf ult, %arg4, %arg5 : f32
    %56 = arith.cmpf ule, %arg4, %arg5 : f32
    %57 = arith.cmpf une, %arg4, %arg5 : f32
    %58 = arith.cmpf uno, %arg4, %arg5 : f32
    %59 = arith.cmpf true, %arg7, %arg7 : vector<4xf32>
    %60 = arith.extsi %arg3 : i8 to i32
    %61 = arith.extui %arg3 : i8 to i32
    %62 = arith.trunci %arg0 : i32 to i8
    %63 = arith.trunci %arg0 overflow<nsw> : i32 to i8
    %64 = arith.extf %arg9 : f16 to f32
    %65 = arith.extf %arg4 fastmath<fast> : f32 to f64
    %66 = arith.truncf %arg4 : f32 to f16
    %67 = arith.truncf %arg4 to_nearest_even : f32 to f16
    %68 = arith.truncf %arg10 downward fastmath<fast> : f64 to f32
    %69 = arith.sitofp %arg0 : i32 to f32
    %70 = arith.uitofp %arg0 : i32 to f32
    %71 = arith.fptosi %arg4 : f32 to i32
    %72 = arith.fptoui %arg4 : f32 to i32
    %73 = arith.index_cast %arg0 : i32 to index
    %74 = arith.index_castui %arg8 : index to i32
    %75 = arith.bitcast %arg4 : f32 to i32
    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
    %low, %high = arith.mului_extended %arg0, %arg1 : i32
    %low_0, %high_1 = arith.mulsi_extended %arg0, %arg1 : i32
    %76 = arith.select %arg2, %arg0, %arg1 : i32
    %c7_i32 = arith.constant 7 : i32
    %c-3_i64 = arith.constant -3 : i64
    %cst = arith.constant 1.500000e+00 : f32
    %true = arith.constant true
    %c3 = arith.constant {foo} 3 : index
    %cst_2 = arith.constant dense<[1, 2]> : tensor<2xi32>
    %cst_3 = arith.constant dense<5.000000e-01> : vector<4xf32>
    %77 = arith.addi %arg11, %arg11 : tensor<?xi64>
    %78 = arith.index_cast %arg11 : tensor<?xi64> to tensor<?xindex>
    %79 = arith.select %arg2, %arg6, %arg6 : tensor<2xi32>
    return %arg0 : i32
  }
  func.func private @callee(i32, f32) -> (i32, f32)
  func.func private @void()
  func.func @calls(%arg0: i32, %arg1: f32) {
    %0:2 = call @callee(%arg0, %arg1) : (i32, f32) -> (i32, f32)
    call @void() : () -> ()
    call @void() {tag} : () -> ()
    return
  }
  func.func @branches(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
  ^bb1(%0: i32):  // pred: ^bb0
    cf.assert %arg0, "message with \22quotes\22"
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    cf.cond_br %arg0, ^bb3(%arg1, %arg2 : i32, i64), ^bb3(%arg1, %arg2 : i32, i64)
  ^bb3(%1: i32, %2: i64):  // 2 preds: ^bb2, ^bb2
    cf.cond_br %arg0 weights([3, 5]), ^bb4, ^bb4 {attr}
  ^bb4:  // 2 preds: ^bb3, ^bb3
    cf.br ^bb5(%arg1 : i32) {attr = 2 : i32}
  ^bb5(%3: i32):  // pred: ^bb4
    return %3 : i32
  }
  module @named attributes {test.attr} {
    %0 = "test.src"() : () -> i32
    %1 = unrealized_conversion_cast %0 : i32 to i64
    %2:2 = unrealized_conversion_cast %0, %0 : i32, i32 to i64, f32
    %3 = unrealized_conversion_cast to i8
  }
  module {
  }
}

