// RUN: ncc-opt %s --stablehlo-auto-cast | FileCheck %s --check-prefix=MATMULT
// RUN: ncc-opt %s --stablehlo-auto-cast="mode=none" | FileCheck %s --check-prefix=NONE
// RUN: ncc-opt %s --stablehlo-auto-cast="mode=all type=fp16" | FileCheck %s --check-prefix=ALL
// RUN: ncc-opt %s --stablehlo-auto-cast="type=tf32" | FileCheck %s --check-prefix=TF32

// neuronx-cc's --auto-cast: matmult (the default) casts the fp32 operands
// of TensorE's ops and keeps their fp32 result; all also runs fp32
// elementwise ops in the cast type.

// MATMULT-LABEL: func.func @mlp
// MATMULT:      %[[A:.*]] = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xbf16>
// MATMULT-NEXT: %[[B:.*]] = stablehlo.convert %arg1 : (tensor<8x16xf32>) -> tensor<8x16xbf16>
// MATMULT-NEXT: %[[D:.*]] = stablehlo.dot_general %[[A]], %[[B]], contracting_dims = [1] x [0] : (tensor<4x8xbf16>, tensor<8x16xbf16>) -> tensor<4x16xf32>
// MATMULT-NEXT: %[[E:.*]] = stablehlo.exponential %[[D]] : tensor<4x16xf32>
// MATMULT-NEXT: %[[C:.*]] = stablehlo.compare GT, %[[E]], %arg2
// MATMULT-NEXT: stablehlo.select %[[C]], %[[E]], %arg2 : tensor<4x16xi1>, tensor<4x16xf32>

// NONE-LABEL: func.func @mlp
// NONE-NOT: stablehlo.convert

// ALL-LABEL: func.func @mlp
// ALL: stablehlo.dot_general {{.*}} : (tensor<4x8xf16>, tensor<8x16xf16>) -> tensor<4x16xf32>
// ALL: %[[X:.*]] = stablehlo.convert %{{.*}} : (tensor<4x16xf32>) -> tensor<4x16xf16>
// ALL-NEXT: %[[E:.*]] = stablehlo.exponential %[[X]] : tensor<4x16xf16>
// ALL-NEXT: stablehlo.convert %[[E]] : (tensor<4x16xf16>) -> tensor<4x16xf32>

// TF32: %[[A:.*]] = stablehlo.reduce_precision %arg0, format = e8m10 : tensor<4x8xf32>
// TF32: stablehlo.dot_general %[[A]], %{{.*}} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// TF32-NOT: reduce_precision

func.func @mlp(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %1 = stablehlo.exponential %0 : tensor<4x16xf32>
  %2 = stablehlo.compare GT, %1, %c : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
  %3 = stablehlo.select %2, %1, %c : tensor<4x16xi1>, tensor<4x16xf32>
  return %3 : tensor<4x16xf32>
}
