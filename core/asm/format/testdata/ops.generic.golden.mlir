"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1, i8, f32, f32, tensor<2xi32>, vector<4xf32>, index, f16, f64, tensor<?xi64>) -> i32, sym_name = "arith"}> ({
  ^bb0(%arg5: i32, %arg6: i32, %arg7: i1, %arg8: i8, %arg9: f32, %arg10: f32, %arg11: tensor<2xi32>, %arg12: vector<4xf32>, %arg13: index, %arg14: f16, %arg15: f64, %arg16: tensor<?xi64>):
    %9 = "arith.addi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.addi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %11 = "arith.addi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<nsw, nuw>}> {foo = 1 : i64} : (i32, i32) -> i32
    %12 = "arith.subi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %13 = "arith.muli"(%arg11, %arg11) <{overflowFlags = #arith.overflow<none>}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %14 = "arith.shli"(%arg5, %arg6) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %15 = "arith.divsi"(%arg5, %arg6) : (i32, i32) -> i32
    %16 = "arith.divui"(%arg5, %arg6) : (i32, i32) -> i32
    %17 = "arith.ceildivsi"(%arg5, %arg6) : (i32, i32) -> i32
    %18 = "arith.ceildivui"(%arg5, %arg6) : (i32, i32) -> i32
    %19 = "arith.floordivsi"(%arg5, %arg6) : (i32, i32) -> i32
    %20 = "arith.remsi"(%arg5, %arg6) : (i32, i32) -> i32
    %21 = "arith.remui"(%arg5, %arg6) : (i32, i32) -> i32
    %22 = "arith.andi"(%arg5, %arg6) : (i32, i32) -> i32
    %23 = "arith.ori"(%arg5, %arg6) : (i32, i32) -> i32
    %24 = "arith.xori"(%arg5, %arg6) : (i32, i32) -> i32
    %25 = "arith.shrsi"(%arg5, %arg6) : (i32, i32) -> i32
    %26 = "arith.shrui"(%arg5, %arg6) : (i32, i32) -> i32
    %27 = "arith.maxsi"(%arg5, %arg6) : (i32, i32) -> i32
    %28 = "arith.maxui"(%arg5, %arg6) : (i32, i32) -> i32
    %29 = "arith.minsi"(%arg5, %arg6) : (i32, i32) -> i32
    %30 = "arith.minui"(%arg5, %arg6) : (i32, i32) -> i32
    %31 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %32 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %33 = "arith.subf"(%arg9, %arg10) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %34 = "arith.mulf"(%arg12, %arg12) <{fastmath = #arith.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %35 = "arith.divf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %36 = "arith.remf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %37 = "arith.maximumf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %38 = "arith.maxnumf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %39 = "arith.minimumf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %40 = "arith.minnumf"(%arg9, %arg10) <{fastmath = #arith.fastmath<reassoc>}> : (f32, f32) -> f32
    %41 = "arith.negf"(%arg9) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %42 = "arith.negf"(%arg9) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
    %43 = "arith.cmpi"(%arg5, %arg6) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %44 = "arith.cmpi"(%arg5, %arg6) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %45 = "arith.cmpi"(%arg5, %arg6) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %46 = "arith.cmpi"(%arg5, %arg6) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %47 = "arith.cmpi"(%arg5, %arg6) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %48 = "arith.cmpi"(%arg5, %arg6) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %49 = "arith.cmpi"(%arg5, %arg6) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %50 = "arith.cmpi"(%arg5, %arg6) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %51 = "arith.cmpi"(%arg5, %arg6) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %52 = "arith.cmpi"(%arg11, %arg11) <{predicate = 9 : i64}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %53 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %54 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %55 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %56 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %57 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<nnan>, predicate = 4 : i64}> : (f32, f32) -> i1
    %58 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %59 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %60 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %61 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %62 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %63 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %64 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %65 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %66 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %67 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %68 = "arith.cmpf"(%arg12, %arg12) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %69 = "arith.extsi"(%arg8) : (i8) -> i32
    %70 = "arith.extui"(%arg8) : (i8) -> i32
    %71 = "arith.trunci"(%arg5) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %72 = "arith.trunci"(%arg5) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i8
    %73 = "arith.extf"(%arg14) : (f16) -> f32
    %74 = "arith.extf"(%arg9) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f64
    %75 = "arith.truncf"(%arg9) : (f32) -> f16
    %76 = "arith.truncf"(%arg9) <{roundingmode = 0 : i32}> : (f32) -> f16
    %77 = "arith.truncf"(%arg15) <{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}> : (f64) -> f32
    %78 = "arith.sitofp"(%arg5) : (i32) -> f32
    %79 = "arith.uitofp"(%arg5) : (i32) -> f32
    %80 = "arith.fptosi"(%arg9) : (f32) -> i32
    %81 = "arith.fptoui"(%arg9) : (f32) -> i32
    %82 = "arith.index_cast"(%arg5) : (i32) -> index
    %83 = "arith.index_castui"(%arg13) : (index) -> i32
    %84 = "arith.bitcast"(%arg9) : (f32) -> i32
    %85:2 = "arith.addui_extended"(%arg5, %arg6) : (i32, i32) -> (i32, i1)
    %86:2 = "arith.mului_extended"(%arg5, %arg6) : (i32, i32) -> (i32, i32)
    %87:2 = "arith.mulsi_extended"(%arg5, %arg6) : (i32, i32) -> (i32, i32)
    %88 = "arith.select"(%arg7, %arg5, %arg6) : (i1, i32, i32) -> i32
    %89 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %90 = "arith.constant"() <{value = -3 : i64}> : () -> i64
    %91 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %92 = "arith.constant"() <{value = true}> : () -> i1
    %93 = "arith.constant"() <{value = 3 : index}> {foo} : () -> index
    %94 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %95 = "arith.constant"() <{value = dense<5.000000e-01> : vector<4xf32>}> : () -> vector<4xf32>
    %96 = "arith.addi"(%arg16, %arg16) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
    %97 = "arith.index_cast"(%arg16) : (tensor<?xi64>) -> tensor<?xindex>
    %98 = "arith.select"(%arg7, %arg11, %arg11) : (i1, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    "func.return"(%arg5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "void", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> (), sym_name = "calls"}> ({
  ^bb0(%arg3: i32, %arg4: f32):
    %8:2 = "func.call"(%arg3, %arg4) <{callee = @callee}> : (i32, f32) -> (i32, f32)
    "func.call"() <{callee = @void}> : () -> ()
    "func.call"() <{callee = @void}> {tag} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i64) -> i32, sym_name = "branches"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i64):
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%4: i32):  // pred: ^bb0
    "cf.assert"(%arg0) <{msg = "message with \22quotes\22"}> : (i1) -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "cf.cond_br"(%arg0, %arg1, %arg2, %arg1, %arg2)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i64, i32, i64) -> ()
  ^bb3(%5: i32, %6: i64):  // 2 preds: ^bb2, ^bb2
    "cf.cond_br"(%arg0)[^bb4, ^bb4] <{branch_weights = array<i32: 3, 5>, operandSegmentSizes = array<i32: 1, 0, 0>}> {attr} : (i1) -> ()
  ^bb4:  // 2 preds: ^bb3, ^bb3
    "cf.br"(%arg1)[^bb5] {attr = 2 : i32} : (i32) -> ()
  ^bb5(%7: i32):  // pred: ^bb4
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "named"}> ({
    %0 = "test.src"() : () -> i32
    %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
    %2:2 = "builtin.unrealized_conversion_cast"(%0, %0) : (i32, i32) -> (i64, f32)
    %3 = "builtin.unrealized_conversion_cast"() : () -> i8
  }) {test.attr} : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

