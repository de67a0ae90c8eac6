// The model author's whole job: ncc compile writes a NEFF, ncc neff inspect
// shows it, ncc run simulates it in time and writes its statistics, and two
// compiles of one input with the same flags give the same bytes.

// RUN: rm -rf %t && mkdir -p %t/a %t/b
// RUN: ncc compile %s -o %t/a/model.neff --auto-cast none
// RUN: ncc compile %s -o %t/b/model.neff --auto-cast none
// RUN: cmp %t/a/model.neff %t/b/model.neff
// RUN: ncc neff inspect %t/a/model.neff | FileCheck %s --check-prefix=INSPECT
// RUN: ncc run %t/a/model.neff --random-inputs 3 --stats-json %t/stats.json --output-dir %t/out | FileCheck %s --check-prefix=SIM
// RUN: FileCheck %s --check-prefix=STATS < %t/stats.json
// RUN: ls %t/out | FileCheck %s --check-prefix=OUT

// The same program compiled, simulated and compared with the reference
// interpreter in one step.
// RUN: ncc run %s --stop-at=tonga --random-inputs 3 --check --auto-cast none | FileCheck %s --check-prefix=VERIFY

// --target is recorded in the NEFF and the simulator takes it from there.
// RUN: ncc compile %s -o %t/inf2.neff --target inf2 --auto-cast none
// RUN: ncc neff inspect %t/inf2.neff | FileCheck %s --check-prefix=INF2
// RUN: ncc run %t/inf2.neff --random-inputs 3 | FileCheck %s --check-prefix=INF2-SIM

func.func @main(%x: tensor<128x64xf32>, %w: tensor<64x32xf32>) -> tensor<128x32xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
  %1 = stablehlo.exponential %0 : tensor<128x32xf32>
  return %1 : tensor<128x32xf32>
}

// INSPECT:      file: model.neff ({{[0-9]+}} bytes)
// INSPECT:        hash                 sha256:{{[0-9a-f]+}} (verified)
// INSPECT:        name                 "model"
// INSPECT:        lnc_size             1
// INSPECT:      archive: {{[0-9]+}} entries
// INSPECT:        def.json
// INSPECT:        sg00/PE.bin
// INSPECT:        sg00/Activation.bin
// INSPECT:        sg00/SP.json
// INSPECT:        sg00/act/exp.bin
// INSPECT:      target: trn1
// INSPECT:      var:
// INSPECT-NEXT:   id  name  type
// INSPECT-NEXT:   0   arg0  input         float32  [128x64]  32768
// INSPECT-NEXT:   1   arg1  input         float32  [64x32]   8192
// INSPECT-NEXT:   2   out0  output        float32  [128x32]  16384
// INSPECT:      sg00:
// INSPECT:        pe      {{[1-9][0-9]*}}
// INSPECT:        act     {{[1-9][0-9]*}}
// INSPECT:        activation function sets: exp

// SIM:      modeled time: {{[0-9.]+}} us on trn1
// SIM-NEXT:   pe   {{ *[0-9.]+}}% busy, {{[1-9][0-9]*}} instructions
// SIM-NEXT:   act  {{ *[0-9.]+}}% busy, {{[1-9][0-9]*}} instructions
// SIM-NEXT:   dve  {{ *[0-9.]+}}% busy, {{[0-9]+}} instructions
// SIM-NEXT:   pool {{ *[0-9.]+}}% busy, {{[0-9]+}} instructions
// SIM-NEXT:   sp   {{ *[0-9.]+}}% busy, {{[1-9][0-9]*}} instructions
// SIM-NEXT:   dma  {{ *[0-9.]+}}% busy, {{[1-9][0-9]*}} descriptors, {{[1-9][0-9]*}} bytes

// The statistics' keys, as issue 12 names them (engines in name order).
// STATS:      {
// STATS-NEXT:   "target": "trn1",
// STATS-NEXT:   "modeled_ns": {{[0-9.]+}},
// STATS-NEXT:   "engines": {
// STATS-NEXT:     "act": {
// STATS-NEXT:       "busy_ns": {{[0-9.]+}},
// STATS-NEXT:       "instructions": {{[1-9][0-9]*}}
// STATS-NEXT:     },
// STATS-NEXT:     "dve": {
// STATS-NEXT:       "busy_ns": {{[0-9.]+}},
// STATS-NEXT:       "instructions": {{[0-9]+}}
// STATS-NEXT:     },
// STATS-NEXT:     "pe": {
// STATS-NEXT:       "busy_ns": {{[0-9.]+}},
// STATS-NEXT:       "instructions": {{[1-9][0-9]*}}
// STATS-NEXT:     },
// STATS-NEXT:     "pool": {
// STATS-NEXT:       "busy_ns": {{[0-9.]+}},
// STATS-NEXT:       "instructions": {{[0-9]+}}
// STATS-NEXT:     },
// STATS-NEXT:     "sp": {
// STATS-NEXT:       "busy_ns": {{[0-9.]+}},
// STATS-NEXT:       "instructions": {{[1-9][0-9]*}}
// STATS-NEXT:     }
// STATS-NEXT:   },
// STATS-NEXT:   "dma": {
// STATS-NEXT:     "bytes": {{[1-9][0-9]*}},
// STATS-NEXT:     "busy_ns": {{[0-9.]+}}
// STATS-NEXT:   }
// STATS-NEXT: }

// OUT: result0.npy

// VERIFY: result0 f32: max error {{.*}} (tolerance 0.001) ok

// INF2:     target: inf2
// INF2-SIM: modeled time: {{[0-9.]+}} us on inf2
