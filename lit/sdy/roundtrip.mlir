// RUN: ncc-opt %s | FileCheck %s
// RUN: ncc-opt %s | ncc-opt | FileCheck %s
// RUN: ncc-opt %s -mlir-print-op-generic | ncc-opt | FileCheck %s
// RUN: ncc-opt %s -emit-bytecode | ncc-opt | FileCheck %s

// The sdy ops and attributes print as sdy_opt prints them (Shardy's
// *_parse_print.mlir tests).

// CHECK: sdy.mesh @mesh = <["a"=2, "b"=4]>
sdy.mesh @mesh = <["a"=2, "b"=4]>
// CHECK: sdy.mesh @maximal = <[], device_ids=[3]>
sdy.mesh @maximal = <[], device_ids=[3]>
// CHECK: sdy.mesh @iota = <["x"=2, "y"=2]>
sdy.mesh @iota = <["x"=2, "y"=2], device_ids=[0, 1, 2, 3]>
// CHECK: sdy.mesh @ordered = <["x"=2], device_ids=[1, 0]>
sdy.mesh @ordered = <["x"=2], device_ids=[1, 0]>

// CHECK-LABEL: func.func @shardings
// CHECK-SAME: (%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p1, {"b":(1)2}], replicated={"b":(2)2}>})
// CHECK-SAME: -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2, "y"=2]>, [{"x"}, {?}], unreduced=max{"y"}>})
func.func @shardings(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p1, {"b":(1)2}], replicated={"b":(2)2}>})
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2, "y"=2]>, [{"x"}, {?}], unreduced=max{"y"}>}) {
  // CHECK-NEXT: %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  // CHECK-NEXT: %1 = sdy.reshard %0 <@mesh, [{}, {"b"}], unreduced={"a"}> : tensor<8x8xf32>
  %1 = sdy.reshard %0 <@mesh, [{}, {"b"}], unreduced=sum{"a"}> : tensor<8x8xf32>
  // CHECK-NEXT: %2 = stablehlo.add %1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {"b"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8} need_replication={i} blocked_propagation={j}>} : tensor<8x8xf32>
  %2 = stablehlo.add %1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {"b"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8} need_replication={i} blocked_propagation={j}>} : tensor<8x8xf32>
  // CHECK-NEXT: %3 = sdy.propagation_barrier %2 allowed_direction=FORWARD : tensor<8x8xf32>
  %3 = sdy.propagation_barrier %2 allowed_direction=FORWARD : tensor<8x8xf32>
  // CHECK-NEXT: sdy.sharding_group %3 group_id=4 : tensor<8x8xf32>
  sdy.sharding_group %3 group_id=4 : tensor<8x8xf32>
  // CHECK-NEXT: %4 = stablehlo.negate %3 : tensor<8x8xf32>
  %4 = stablehlo.negate %3 : tensor<8x8xf32>
  // CHECK-NEXT: %5 = sdy.data_flow_edge %4 sharding=<@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %5 = sdy.data_flow_edge %4 sharding=<@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  return %5 : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @regions
func.func @regions(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  // CHECK-NEXT{LITERAL}: %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", ?}, {?}]>] out_shardings=[<@mesh, [{"a", ?}, {?}]>] manual_axes={"a"} (%arg1: tensor<8x32xf32>) {
  // CHECK-NEXT:   %2 = stablehlo.add %arg1, %arg1 : tensor<8x32xf32>
  // CHECK-NEXT:   sdy.return %2 : tensor<8x32xf32>
  // CHECK-NEXT: } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", ?}, {?}]>] out_shardings=[<@mesh, [{"a", ?}, {?}]>] manual_axes={"a"} (%arg1: tensor<8x32xf32>) {
    %2 = stablehlo.add %arg1, %arg1 : tensor<8x32xf32>
    sdy.return %2 : tensor<8x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  // CHECK-NEXT{LITERAL}: %1 = sdy.named_computation<"foo">(%0) out_shardings=[<@mesh, [{"b"}, {}]>] (%arg1: tensor<16x32xf32>) {
  // CHECK-NEXT:   sdy.return %arg1 : tensor<16x32xf32>
  // CHECK-NEXT: } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  %1 = sdy.named_computation<"foo">(%0) out_shardings=[<@mesh, [{"b"}, {}]>] (%arg1: tensor<16x32xf32>) {
    sdy.return %arg1 : tensor<16x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  // CHECK-NEXT: sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={} () {
  // CHECK-NEXT:   sdy.return
  // CHECK-NEXT: } : () -> ()
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={} () {
    sdy.return
  } : () -> ()
  return %1 : tensor<16x32xf32>
}

// CHECK-LABEL: func.func @collectives
func.func @collectives(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // CHECK-NEXT{LITERAL}: %0 = sdy.all_gather [{"b"}, {}] %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>
  %0 = sdy.all_gather [{"b"}, {}] %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>
  // CHECK-NEXT{LITERAL}: %1 = sdy.all_slice [{"a"}, {}] %0 out_sharding=<@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %1 = sdy.all_slice [{"a"}, {}] %0 out_sharding=<@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  // CHECK-NEXT{LITERAL}: %2 = sdy.all_to_all [{"a"}: 0->1] %1 out_sharding=<@mesh, [{}, {"a"}]> : tensor<8x8xf32>
  %2 = sdy.all_to_all [{"a"}: 0->1] %1 out_sharding=<@mesh, [{}, {"a"}]> : tensor<8x8xf32>
  // CHECK-NEXT{LITERAL}: %3 = sdy.collective_permute %2 out_sharding=<@mesh, [{}, {"a"}]> : tensor<8x8xf32>
  %3 = sdy.collective_permute %2 out_sharding=<@mesh, [{}, {"a"}]> : tensor<8x8xf32>
  // CHECK-NEXT{LITERAL}: %4 = sdy.all_reduce {"b"} %3 out_sharding=<@mesh, [{}, {"a"}]> : tensor<8x8xf32>
  %4 = sdy.all_reduce sum {"b"} %3 out_sharding=<@mesh, [{}, {"a"}]> : tensor<8x8xf32>
  // CHECK-NEXT{LITERAL}: %5 = sdy.reduce_scatter min [{}, {"b"}] %4 out_sharding=<@mesh, [{}, {"a", "b"}]> : tensor<8x8xf32>
  %5 = sdy.reduce_scatter min [{}, {"b"}] %4 out_sharding=<@mesh, [{}, {"a", "b"}]> : tensor<8x8xf32>
  // CHECK-NEXT: %6 = sdy.constant dense<1.000000e+00> : tensor<8x8xf32>
  %6 = sdy.constant dense<1.0> : tensor<8x8xf32>
  return %5 : tensor<8x8xf32>
}
