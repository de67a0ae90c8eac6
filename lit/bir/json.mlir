// RUN: ncc-translate --bir-to-json %s | FileCheck %s
// RUN: ncc-opt %s > %t.mlir
// RUN: ncc-translate --bir-to-json %s -o %t.json
// RUN: ncc-translate --json-to-bir %t.json | diff %t.mlir -
// RUN: ncc-translate --json-to-bir %t.json | FileCheck %s --check-prefix=BIR

// bir as BIR JSON (docs/bir-json.md), and back.

// CHECK: "arch": "trn1",
// CHECK: "functions": [
// BIR: module attributes {bir.target = "trn1"} {
module attributes {bir.target = "trn1"} {
  // BIR: bir.func @main {
  bir.func @main {
    // CHECK: "allocations": [
    // CHECK: "dtype": "float32",
    // CHECK: "index": 0,
    // CHECK: "kind": "Input",
    // CHECK: "dims": [1, 4096],
    // CHECK: "name": "a",
    // CHECK: "type": "Input"
    // CHECK: "name": "a_set",
    // CHECK: "tensor_shape": [16, 64]
    %a = bir.alloc "a" Input DRAM [1, 4096] index 0 : tensor<16x64xf32>
    // CHECK: "kind": "Output",
    %out = bir.alloc "out" Output DRAM [1, 4096] index 0 : tensor<16x64xf32>
    // CHECK: "init_hex": "0000803f00000040",
    // CHECK: "kind": "Const",
    %w = bir.alloc "w" Const DRAM [1, 8] = dense<[1.0, 2.0]> : tensor<2xf32>
    // CHECK: "dtype": null,
    // CHECK: "kind": "Internal",
    // CHECK: "dims": [128, 512],
    // CHECK: "type": "SB"
    %t = bir.alloc "t" SB [128, 512]
    // CHECK: "type": "PSUM"
    %p = bir.alloc "p" PSUM [128, 2048]

    // CHECK: "blocks": [
    // CHECK: "instructions": [
    // CHECK: "LoopAxis": {
    // CHECK-NEXT: "lb": 0,
    // CHECK-NEXT: "name": "i",
    // CHECK-NEXT: "stride": 1,
    // CHECK-NEXT: "ub": 2
    // BIR: bir.loop "i" = 0 to 2 step 1 {
    bir.loop "i" = 0 to 2 step 1 {
    ^bb0(%i: index):
      // CHECK: "engine": "sp",
      // CHECK: "access_shape": [8, 64],
      // CHECK: "addrs": [
      // CHECK: "c": 0,
      // CHECK: "kind": "AffExprKind",
      // CHECK: "axis": "i",
      // CHECK-NEXT: "coeff": 512
      // CHECK: "ap": {{\[\[}}64, 8], [1, 64]],
      // CHECK-NEXT: "dtype": "float32",
      // CHECK-NEXT: "kind": "symbolic_ap",
      // CHECK-NEXT: "memref": "a",
      // CHECK-NEXT: "memsetref": "a_set"
      // CHECK: "opcode": "Load",
      // CHECK: "ap": {{\[\[}}1, 8], [1, 64]],
      // CHECK-NEXT: "dtype": "float32",
      // CHECK-NEXT: "kind": "physical_ap",
      // CHECK-NEXT: "memref": "t",
      // CHECK-NEXT: "memsetref": "t_set",
      // CHECK-NEXT: "offset": 0
      // BIR: bir.dma sp ins(%a{{\[\[}}64, 8], [1, 64]] + 512 * %i : f32) outs(%t[0:8]{{\[\[}}1, 64]] : f32)
      bir.dma sp ins(%a[[64, 8], [1, 64]] + 512 * %i : f32) outs(%t[0:8][[1, 64]] : f32)
      // CHECK: "acc": "Idle",
      // CHECK-NEXT: "alpha": 0,
      // CHECK-NEXT: "engine": "act",
      // CHECK-NEXT: "func": "Gelu_apprx_tanh",
      // CHECK: "opcode": "Activation",
      // CHECK: "scale": 0.5
      bir.activation act Gelu_apprx_tanh ins(%t[0:8][[1, 64]] : f32) outs(%t[0:8][[1, 64]] + 64 : bf16) scale 0.5
      // CHECK: "const0": 2,
      // CHECK: "op0": "mult",
      // CHECK-NEXT: "op1": "bypass",
      // CHECK-NEXT: "opcode": "TensorScalar",
      bir.tensor_scalar dve ins(%t[0:8][[1, 64]] : f32) outs(%t[0:8][[1, 64]] + 64 : f32) op0 mult const0 2.0
      // CHECK: "start_partition": 32
      // CHECK: "opcode": "Save",
      bir.dma sp ins(%t[32:8][[1, 64]] : f32) outs(%out[[64, 8], [1, 64]] + 512 * %i : f32)
    }
    // CHECK: "is_scalar_tensor_tensor": true,
    // CHECK: "opcode": "TensorScalarPtr",
    bir.scalar_tensor_tensor dve ins(%t[0:8][[1, 64]] : f32, %t[0:8][[1, 1]] + 100 : f32, %t[0:8][[1, 64]] : f32) outs(%t[0:8][[1, 64]] : f32) op0 mult op1 add
    // CHECK: "engine": "pe",
    // CHECK: "opcode": "Matmult",
    // CHECK: "start_tensor_calc": true,
    // CHECK-NEXT: "stop_tensor_calc": false
    bir.matmult pe ins(%t[0:64][[1, 64]] : bf16, %t[0:64][[1, 128]] + 64 : bf16) outs(%p[0:64][[1, 128]] : f32) start_tensor_calc
    // CHECK: "opcode": "Iota",
    // CHECK: "pattern": [
    // CHECK-NEXT: {
    // CHECK-NEXT: "num": 64,
    // CHECK-NEXT: "step": 1
    bir.iota pool outs(%t[0:128][[1, 64]] : i32) pattern [[1, 64]] channel_multiplier 64
    // CHECK: "mode": "Const",
    // CHECK: "opcode": "Memset",
    bir.memset pool outs(%t[0:128][[1, 64]] : f32) constant 0.0
    // CHECK: "mode": "Transpose",
    // CHECK: "opcode": "DMACopy",
    bir.dma sp ins(%t[0:8][[1, 16]] : f32) outs(%t[0:16][[1, 8]] + 16 : f32) transpose
    // CHECK: "opcode": "RegisterMove",
    // CHECK: "kind": "register_access",
    // CHECK-NEXT: "regref": "r0"
    %r = bir.register_load sp ins(%t[0:1][[1, 1]] : i32)
    // CHECK: "opcode": "RegisterAlu",
    %s = bir.register_alu sp add %r, 1
    // CHECK: "comp_op": "IS_LTIMM",
    // CHECK: "kind": "imm_value",
    // CHECK-NEXT: "value": 4
    // CHECK: "on_false": "bb2",
    // CHECK-NEXT: "on_true": "bb1",
    // CHECK-NEXT: "opcode": "CompareAndBranch",
    // BIR: bir.compare_and_branch sp IS_LT %r_0, 4, ^bb1, ^bb2
    bir.compare_and_branch sp IS_LT %s, 4, ^bb1, ^bb2
  ^bb1:
    // CHECK: "opcode": "Save",
    // CHECK: "reg": "r1"
    bir.dma sp ins(%t[0:1][[1, 64]] : f32) outs(%out[[64, 1], [1, 64]] + 64 * %s : f32)
    // CHECK: "opcode": "UnconditionalBranch",
    // CHECK-NEXT: "outs": [],
    // CHECK-NEXT: "target": "bb2"
    bir.branch ^bb2
  ^bb2:
    // CHECK: "opcode": "Return",
    bir.return
  }
}
// CHECK: "version": 2
