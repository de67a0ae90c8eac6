// RUN: ncc-opt %s -split-input-file -stablehlo-legalize-composite-to-call | FileCheck %s
// RUN: ncc-opt %s -split-input-file -p 'builtin.module(func.func(stablehlo-legalize-composite-to-call{except-list=keep.me}))' | FileCheck %s --check-prefix=EXCEPT

// CHECK-LABEL: func.func @composite
// CHECK-NEXT:    %[[R:.*]]:2 = call @impl(%arg0, %arg1) : (tensor<2xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<i32>)
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1
// EXCEPT-LABEL: func.func @composite
// EXCEPT:         call @impl
func.func @composite(%a: tensor<2xf32>, %b: tensor<i32>) -> (tensor<2xf32>, tensor<i32>) {
  %0:2 = stablehlo.composite "my.op" %a, %b {
    composite_attributes = {n = 2 : i64}, decomposition = @impl, version = 1 : i32
  } : (tensor<2xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<i32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<i32>
}

func.func private @impl(%a: tensor<2xf32>, %b: tensor<i32>) -> (tensor<2xf32>, tensor<i32>) {
  return %a, %b : tensor<2xf32>, tensor<i32>
}

// -----

// Composites named in except-list stay; nested ones are replaced too.
// CHECK-LABEL: func.func @nested
// CHECK:         stablehlo.case
// CHECK:           call @impl(%arg1) : (tensor<f32>) -> tensor<f32>
// CHECK:           call @impl(%arg1) : (tensor<f32>) -> tensor<f32>
// CHECK-NOT:     stablehlo.composite
// EXCEPT-LABEL: func.func @nested
// EXCEPT:         call @impl(%arg1)
// EXCEPT:         stablehlo.composite "keep.me" %arg1 {decomposition = @impl}
func.func @nested(%i: tensor<i32>, %x: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.case"(%i) ({
    %1 = stablehlo.composite "my.other" %x {decomposition = @impl} : (tensor<f32>) -> tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }, {
    %2 = stablehlo.composite "keep.me" %x {decomposition = @impl} : (tensor<f32>) -> tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func private @impl(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}
