package bir_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// verifyCase is a body (in prelude's function, or a whole program) and the
// verifier's first message, or "" for a valid program.
type verifyCase struct{ name, body, want string }

// validCases pass the verifier: each instruction in an accepted form, and
// the edges of each rule.
var validCases = []verifyCase{
	{"dma load", `bir.dma sp ins(%in[[128, 128], [1, 128]] : f32) outs(%sb[0:128][[1, 128]] : f32)`, ""},
	{"dma from any queue", `bir.dma pool ins(%sb[0:128][[1, 128]] : f32) outs(%out[[128, 128], [1, 128]] : f32)`, ""},
	{"dma partitions unrestricted", `bir.dma sp ins(%in[[1, 3], [1, 5]] : f32) outs(%sb[5:3][[1, 5]] : f32)`, ""},
	{"dma transpose", `bir.dma sp ins(%in[[128, 4], [1, 8]] : f32) outs(%sb[0:8][[1, 4]] : f32) transpose`, ""},
	{"dma gather", `bir.dma sp ins(%in[[128, 128], [1, 128]] : f32, %sb2[0:1][[1, 16]] : i32) outs(%sb[0:16][[1, 128]] : f32) indirect`, ""},
	{"dram broadcast", `bir.dma sp ins(%in[[0, 128], [1, 128]] : f32) outs(%sb[0:128][[1, 128]] : f32)`, ""},
	{"last byte", `bir.tensor_copy dve ins(%sb[0:128][[0, 16384]] + 16383 : f32) outs(%sb2[0:128][[1, 16384]] : f32)`, ""},
	{"negative step", `bir.tensor_copy dve ins(%sb[0:128][[-1, 16]] + 15 : f32) outs(%sb2[0:128][[1, 16]] : f32)`, ""},
	{"start 32", `bir.tensor_copy dve ins(%sb[32:32][[1, 16]] : f32) outs(%sb2[96:32][[1, 16]] : f32)`, ""},
	{"start 64", `bir.tensor_copy act ins(%sb[64:64][[1, 16]] : f32) outs(%ps[0:64][[1, 16]] : f32)`, ""},
	{"four free dims", `bir.tensor_copy dve ins(%sb[0:128][[1, 2], [2, 2], [4, 2], [8, 2]] : f32) outs(%sb2[0:128][[1, 16]] : f32)`, ""},
	{"psum max free", `bir.tensor_copy dve ins(%ps[0:128][[1, 4096]] : f32) outs(%sb[0:128][[1, 4096]] : f32)`, ""},
	{"loop offsets", `bir.loop "i" = 0 to 4 step 1 {
    ^bb0(%i: index):
      bir.tensor_copy dve ins(%sb[0:128][[1, 16]] + 16 * %i : f32) outs(%sb2[0:128][[1, 16]] + 16368 - 16 * %i : f32)
    }`, ""},
	{"empty loop", `bir.loop "i" = 3 to 3 step 1 {
    ^bb0(%i: index):
      bir.tensor_copy dve ins(%sb[0:128][[1, 16]] + 99999 * %i : f32) outs(%sb2[0:128][[1, 16]] : f32)
    }`, ""},
	{"register offset", `%r = bir.register_load sp ins(%sb[0:1][[1, 1]] : i32)
    bir.dma sp ins(%in[[128, 1], [1, 128]] + 128 * %r : f32) outs(%sb[0:1][[1, 128]] : f32)`, ""},
	{"matmult", `bir.matmult pe ins(%sb[0:128][[1, 128]] : bf16, %sb2[0:128][[1, 512]] : bf16) outs(%ps[0:128][[1, 512]] : f32) start_tensor_calc`, ""},
	{"matmult fp8", `bir.matmult pe ins(%sb[0:32][[1, 16]] : f8E4M3FN, %sb2[0:32][[1, 8]] : f8E5M2) outs(%ps[0:16][[1, 8]] + 512 : f32)`, ""},
	{"matmult banks by loop", `bir.loop "n" = 0 to 4 step 1 {
    ^bb0(%n: index):
      bir.matmult pe ins(%sb[0:128][[1, 128]] : bf16, %sb2[0:128][[1, 512]] : bf16) outs(%ps[0:128][[1, 512]] + 512 * %n : f32)
    }`, ""},
	{"transpose pe", `bir.transpose pe ins(%sb[0:16][[1, 100]] : f32) outs(%ps[0:100][[1, 16]] : f32)`, ""},
	{"transpose dve", `bir.transpose dve ins(%sb[0:32][[1, 8]] : f32) outs(%sb2[0:8][[1, 32]] : f32)`, ""},
	{"activation", `bir.activation act Gelu ins(%sb[0:128][[1, 64]] : bf16) outs(%sb2[0:128][[1, 64]] : f32) scale -2.0`, ""},
	{"activation bias and accumulator", `bir.activation act Exp ins(%sb[0:128][[1, 64]] : f32, %sb2[0:128][[1, 1]] : f32) outs(%sb2[0:128][[1, 64]] + 8 : f32, %sb2[0:128][[1, 1]] + 4 : f32) acc Accumulate`, ""},
	{"tensor_tensor", `bir.tensor_tensor dve subtract ins(%sb[0:128][[1, 64]] : f32, %sb2[0:128][[2, 8], [1, 8]] : i32) outs(%sb[0:128][[1, 64]] : bf16)`, ""},
	{"tensor_scalar immediates", `bir.tensor_scalar act ins(%sb[0:128][[1, 64]] : f32) outs(%ps[0:128][[1, 64]] : f32) op0 add const0 1.0`, ""},
	{"tensor_scalar pointers", `bir.tensor_scalar dve ins(%sb[0:128][[1, 64]] : f32, %sb2[0:128][[1, 1]] : f32, %sb2[0:128][[1, 1]] + 1 : f32) outs(%sb[0:128][[1, 64]] : f32) op0 mult op1 add`, ""},
	{"tensor_scalar one pointer", `bir.tensor_scalar pool ins(%sb[0:128][[1, 64]] : f32, %sb2[0:128][[1, 1]] : f32) outs(%sb[0:128][[1, 64]] : f32) op0 divide reverse0`, ""},
	{"scalar_tensor_tensor", `bir.scalar_tensor_tensor pool ins(%sb[0:128][[1, 64]] : f32, %sb2[0:128][[1, 1]] : f32, %sb2[0:128][[1, 64]] + 64 : f32) outs(%sb[0:128][[1, 64]] : f32) op0 mult op1 add`, ""},
	{"reduce X", `bir.tensor_reduce dve add ins(%sb[0:128][[8, 4], [1, 8]] : f32) outs(%sb2[0:128][[1, 4]] : f32) axis X`, ""},
	{"reduce XY", `bir.tensor_reduce dve max ins(%sb[0:128][[8, 4], [1, 8]] : f32) outs(%sb2[0:128][[1, 1]] : f32) axis XY negate`, ""},
	{"reduce XYZW of 2 dims", `bir.tensor_reduce pool min ins(%sb[0:128][[8, 4], [1, 8]] : f32) outs(%sb2[0:128][[1, 1]] : f32) axis XYZW`, ""},
	{"reduce C", `bir.tensor_reduce dve add ins(%sb[0:128][[1, 8]] : f32) outs(%sb2[0:1][[1, 8]] : f32) axis C`, ""},
	{"iota", `bir.iota pool outs(%sb[0:128][[1, 64]] : i32) pattern [[1, 8], [8, 8]] base -3 channel_multiplier 64`, ""},
	{"memset", `bir.memset act outs(%ps[0:128][[1, 64]] : bf16) constant -1.5`, ""},
	{"select", `bir.select pool ins(%sb[0:128][[1, 64]] : ui8, %sb2[0:128][[1, 64]] : f32, %sb2[0:128][[1, 64]] + 64 : f32) outs(%sb[0:128][[1, 64]] + 64 : f32)`, ""},
	{"affine_select", `bir.affine_select pool is_gt ins(%sb[0:128][[1, 64]] : f32) outs(%sb2[0:128][[1, 64]] : f32) pattern [[-1, 64]] channel_multiplier 1`, ""},
	{"bn_stats", `bir.bn_stats dve ins(%sb[0:128][[1, 512]] : bf16) outs(%sb2[0:128][[1, 6]] : f32)`, ""},
	{"bn_aggr", `bir.bn_aggr dve ins(%sb[0:128][[1, 12]] : f32) outs(%sb2[0:128][[1, 2]] : f32)`, ""},
	{"shuffle", `bir.shuffle dve ins(%sb[0:64][[1, 8]] : f32) outs(%sb2[0:64][[1, 8]] : f32) mask [` + mask32 + `]`, ""},
	{"core_barrier", `bir.core_barrier sp id 3 cores [0, 1]`, ""},
	{"quantize_mx", `bir.quantize_mx dve ins(%sb[0:128][[1, 64]] : f32) outs(%sb2[0:128][[1, 64]] : f8E5M2, %sb2[0:128][[1, 2]] + 64 : ui8)`, ""},
	{"registers and branches", `%r = bir.register_load sp ins(%sb[0:1][[1, 1]] : ui32)
    %s = bir.register_alu sp add %r, 1
    %u = bir.register_alu sp logical_shift_left %s, %r
    bir.compare_and_branch sp IS_GE %u, %r, ^bb1, ^bb2
  ^bb1:
    bir.compare_and_branch sp IS_EQ %u, 7, ^bb2, ^bb1
  ^bb2:`, ""},
	{"function target", `bir.func @g target "trn2" {
  %t = bir.alloc "t" SB [128, 229376]
  bir.memset dve outs(%t[0:128][[1, 57344]] : f32) constant 0.0
  bir.return
}`, ""},
	{"const and indices", `bir.func @g {
  %w = bir.alloc "w" Const DRAM [1, 8] = dense<[1, 2]> : tensor<2xi32>
  %b = bir.alloc "b" Input DRAM [1, 4] index 1 : tensor<f32>
  %a = bir.alloc "a" Input DRAM [1, 4] index 0 : tensor<f32>
  bir.return
}`, ""},
}

const mask32 = "1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14, 17, 16, 19, 18, 21, 20, 23, 22, 25, 24, 27, 26, 29, 28, 255, 255"

// invalidCases each break one rule; want is part of the message.
var invalidCases = []verifyCase{
	// Engines and targets.
	{"engine", `bir.tensor_tensor act add ins(%sb[0:128][[1, 4]] : f32, %sb[0:128][[1, 4]] : f32) outs(%sb2[0:128][[1, 4]] : f32)`,
		"'bir.tensor_tensor' op runs on dve or pool, not on act"},
	{"matmult engine", `bir.matmult dve ins(%sb[0:128][[1, 4]] : f32, %sb[0:128][[1, 4]] : f32) outs(%ps[0:4][[1, 4]] : f32)`,
		"runs on pe, not on dve"},
	{"unknown target", `module attributes {bir.target = "trn9"} {
  bir.func @f {
    bir.return
  }
}`, `'bir.func' op unknown target "trn9"`},
	{"unknown function target", `bir.func @f target "gen3" {
  bir.return
}`, `unknown target "gen3"`},

	// Access patterns.
	{"term not a loop variable", `bir.loop "i" = 0 to 2 step 1 {
    ^bb0(%i: index):
      "bir.tensor_copy"(%sb, %sb, %sb2) <{engine = #bir.engine<dve>, ins_aps = [#bir.ap<[0:128][[1, 4]] + ? : f32>], operandSegmentSizes = array<i32: 2, 1>, outs_aps = [#bir.ap<[0:128][[1, 4]] : f32>]}> : (!bir.alloc, !bir.alloc, !bir.alloc) -> ()
    }`, "ins[0]: term 0: the value is not an index"},
	{"operands and access patterns", `"bir.tensor_copy"(%sb, %sb, %sb2) <{engine = #bir.engine<dve>, ins_aps = [#bir.ap<[0:128][[1, 4]] : f32>], operandSegmentSizes = array<i32: 2, 1>, outs_aps = [#bir.ap<[0:128][[1, 4]] : f32>]}> : (!bir.alloc, !bir.alloc, !bir.alloc) -> ()`,
		"ins has 2 operands but its 1 access patterns take 1"},
	{"no partition range", `bir.tensor_copy dve ins(%sb[[1, 4]] : f32) outs(%sb2[0:128][[1, 4]] : f32)`,
		`ins[0]: "sb" (SB): an access to SB needs a partition range [start:count]`},
	{"dram partition range", `bir.dma sp ins(%in[0:1][[1, 4]] : f32) outs(%sb2[0:1][[1, 4]] : f32)`,
		`ins[0]: "in" (DRAM): a DRAM access has no partition range`},
	{"zero count", `bir.tensor_copy dve ins(%sb[0:128][[1, 0]] : f32) outs(%sb2[0:128][[1, 0]] : f32)`,
		"pair 0 [1, 0] must have a count of at least 1"},
	{"partitions outside", `bir.func @g {
  %t = bir.alloc "t" SB [64, 64]
  bir.dma sp ins(%t[32:64][[1, 4]] : f32) outs(%t[0:64][[1, 4]] : f32)
  bir.return
}`, `ins[0]: "t" (SB): partitions [32, 96) outside the allocation's 64 partitions`},
	{"offset before start", `bir.tensor_copy dve ins(%sb[0:128][[-1, 4]] + 2 : f32) outs(%sb2[0:128][[1, 4]] : f32)`,
		"element offset -1 is before the start of the allocation"},
	{"past the end", `bir.tensor_copy dve ins(%sb[0:128][[1, 4]] + 16381 : f32) outs(%sb2[0:128][[1, 4]] : f32)`,
		"elements up to offset 16384 (65540 bytes of f32) outside the allocation's 65536 bytes per partition"},
	{"past the end in a loop", `bir.loop "i" = 0 to 5 step 2 {
    ^bb0(%i: index):
      bir.dma sp ins(%in[[128, 32], [1, 128]] + 4096 * %i : f32) outs(%sb[0:32][[1, 128]] : f32)
    }`, "elements up to offset 20479"},
	{"dram past the end", `bir.dma sp ins(%in[[128, 129], [1, 128]] : f32) outs(%sb[0:128][[1, 129]] : f32)`,
		`ins[0]: "in" (DRAM): elements up to offset 16511`},
	{"overflow", `bir.tensor_copy dve ins(%sb[0:128][[4611686018427387904, 4]] : f32) outs(%sb2[0:128][[1, 4]] : f32)`,
		"the access pattern's extent overflows"},
	{"compute in dram", `bir.tensor_copy dve ins(%dram[[1, 1], [1, 4]] : f32) outs(%sb2[0:1][[1, 4]] : f32)`,
		"ins[0]: \"dram\" (DRAM): dve (VectorE) accesses SB and PSUM only"},
	{"pool in psum", `bir.tensor_copy pool ins(%ps[0:128][[1, 4]] : f32) outs(%sb2[0:128][[1, 4]] : f32)`,
		"pool (GpSimd) accesses SB only"},
	{"start partition", `bir.tensor_copy dve ins(%sb[16:64][[1, 4]] : f32) outs(%sb2[0:64][[1, 4]] : f32)`,
		"an access of 64 partitions (33 to 64) must start at partition 0 or 64, not 16"},
	{"start partition small", `bir.tensor_copy dve ins(%sb[8:8][[1, 4]] : f32) outs(%sb2[0:8][[1, 4]] : f32)`,
		"must start at partition 0, 32, 64 or 96, not 8"},
	{"free dims", `bir.tensor_copy dve ins(%sb[0:128][[1, 2], [2, 2], [4, 2], [8, 2], [16, 2]] : f32) outs(%sb2[0:128][[1, 32]] : f32)`,
		"5 free dimensions, more than the 4 an access pattern has on trn1"},
	{"free size", `bir.tensor_copy dve ins(%ps[0:128][[1, 8192]] : bf16) outs(%sb2[0:128][[1, 8192]] : bf16)`,
		"8192 elements per partition, more than the 4096 an instruction accesses in PSUM on trn1"},
	{"dtype", `bir.activation act Exp ins(%sb[0:128][[1, 4]] : tf32) outs(%sb2[0:128][[1, 4]] : f32)`,
		"act (ScalarE) does not read or write tf32 on trn1"},

	// Matmult.
	{"matmult counts", `bir.matmult pe ins(%sb[0:128][[1, 4]] : f32) outs(%ps[0:4][[1, 4]] : f32)`, "takes 2 access patterns in ins, not 1"},
	{"matmult stationary in psum", `bir.matmult pe ins(%ps[0:128][[1, 4]] : f32, %sb[0:128][[1, 4]] : f32) outs(%ps[0:4][[1, 4]] + 8 : f32)`,
		"ins[0] must be in SB: TensorE reads SB"},
	{"matmult into sb", `bir.matmult pe ins(%sb[0:128][[1, 4]] : f32, %sb[0:128][[1, 4]] : f32) outs(%sb2[0:4][[1, 4]] : f32)`,
		"outs[0] must be in PSUM"},
	{"matmult K", `bir.matmult pe ins(%sb[0:128][[1, 4]] : f32, %sb2[0:64][[1, 4]] : f32) outs(%ps[0:4][[1, 4]] : f32)`,
		"contract over their partitions: 128 and 64 differ"},
	{"matmult M", `bir.matmult pe ins(%sb[0:128][[1, 256]] : f32, %sb2[0:128][[1, 4]] : f32) outs(%ps[0:128][[1, 4]] : f32)`,
		"stationary ins[0] has 256 elements per partition, more than 128 on trn1"},
	{"matmult N", `bir.matmult pe ins(%sb[0:128][[1, 128]] : f32, %sb2[0:128][[1, 1024]] : f32) outs(%ps[0:128][[1, 1024]] : f32)`,
		"moving ins[1] has 1024 elements per partition, more than 512 on trn1"},
	{"matmult shape", `bir.matmult pe ins(%sb[0:128][[1, 64]] : f32, %sb2[0:128][[1, 32]] : f32) outs(%ps[0:32][[1, 64]] : f32)`,
		"outs[0] has shape [32, 64] but the product is [64, 32]"},
	{"matmult dtype", `bir.matmult pe ins(%sb[0:128][[1, 64]] : bf16, %sb2[0:128][[1, 32]] : bf16) outs(%ps[0:64][[1, 32]] : bf16)`,
		"outs[0] must be f32: TensorE accumulates in fp32, not bf16"},
	{"matmult bank", `bir.matmult pe ins(%sb[0:128][[1, 64]] : bf16, %sb2[0:128][[1, 512]] : bf16) outs(%ps[0:64][[1, 512]] + 256 : f32)`,
		"outs[0] crosses a PSUM bank boundary (bytes 1024 to 3071 per partition, banks of 2048)"},
	{"matmult bank in a loop", `bir.loop "n" = 0 to 3 step 1 {
    ^bb0(%n: index):
      bir.matmult pe ins(%sb[0:128][[1, 64]] : bf16, %sb2[0:128][[1, 256]] : bf16) outs(%ps[0:64][[1, 256]] + 384 * %n : f32)
    }`, "outs[0] crosses a PSUM bank boundary (bytes 1536 to 2559"},
	{"matmult bank span", `bir.matmult pe ins(%sb[0:128][[1, 64]] : bf16, %sb2[0:128][[1, 8]] : bf16) outs(%ps[0:64][[256, 8]] : f32)`,
		"outs[0] spans 7172 bytes per partition, more than one 2048-byte PSUM bank"},

	// Transpose.
	{"transpose shape", `bir.transpose pe ins(%sb[0:16][[1, 100]] : f32) outs(%ps[0:16][[1, 100]] : f32)`,
		"outs[0] has shape [16, 100] but the transpose of ins[0] [16, 100] is [100, 16]"},
	{"transpose dve size", `bir.transpose dve ins(%sb[0:64][[1, 8]] : f32) outs(%sb2[0:8][[1, 64]] : f32)`,
		"dve transposes one block of at most 32x32, not [64, 8]"},
	{"transpose pe from psum", `bir.transpose pe ins(%ps[0:16][[1, 8]] : f32) outs(%ps[0:8][[1, 16]] + 64 : f32)`,
		"ins[0] must be in SB: TensorE reads SB"},
	{"transpose pe into sb", `bir.transpose pe ins(%sb[0:16][[1, 8]] : f32) outs(%sb2[0:8][[1, 16]] : f32)`,
		"outs[0] must be in PSUM: TensorE writes PSUM"},

	// Activation.
	{"activation shape", `bir.activation act Exp ins(%sb[0:128][[1, 64]] : f32) outs(%sb2[0:128][[1, 32]] : f32)`,
		"ins[0] has shape [128, 64] but outs[0] has [128, 32]"},
	{"activation bias", `bir.activation act Exp ins(%sb[0:128][[1, 64]] : f32, %sb2[0:128][[1, 2]] : f32) outs(%sb2[0:128][[1, 64]] : f32)`,
		"the bias ins[1] must be a column of one element per partition, shape [128, 1], not [128, 2]"},
	{"activation idle accumulator", `bir.activation act Exp ins(%sb[0:128][[1, 64]] : f32) outs(%sb2[0:128][[1, 64]] : f32, %sb2[0:128][[1, 1]] : f32)`,
		"outs[1] accumulates the sum of each partition: acc must not be Idle"},
	{"activation missing accumulator", `bir.activation act Exp ins(%sb[0:128][[1, 64]] : f32) outs(%sb2[0:128][[1, 64]] : f32) acc Zero`,
		"acc Zero needs an accumulator in outs[1]"},
	{"activation accumulator shape", `bir.activation act Exp ins(%sb[0:128][[1, 64]] : f32) outs(%sb2[0:128][[1, 64]] : f32, %sb2[0:64][[1, 1]] : f32) acc Accumulate`,
		"the accumulator outs[1] must be a column of one element per partition, shape [128, 1], not [64, 1]"},
	{"activation counts", `bir.activation act Exp ins() outs(%sb2[0:128][[1, 64]] : f32)`, "takes 1 to 2 access patterns in ins, not 0"},

	// Elementwise.
	{"tensor_tensor shape", `bir.tensor_tensor dve add ins(%sb[0:128][[1, 4]] : f32, %sb[0:64][[1, 4]] : f32) outs(%sb2[0:128][[1, 4]] : f32)`,
		"ins[1] has shape [64, 4] but outs[0] has [128, 4]"},
	{"tensor_tensor counts", `bir.tensor_tensor dve add ins(%sb[0:128][[1, 4]] : f32) outs(%sb2[0:128][[1, 4]] : f32)`,
		"takes 2 access patterns in ins, not 1"},
	{"tensor_scalar const0", `bir.tensor_scalar dve ins(%sb[0:128][[1, 4]] : f32) outs(%sb2[0:128][[1, 4]] : f32) op0 add`,
		"needs const0, or the scalars as [P, 1] access patterns in ins"},
	{"tensor_scalar const1", `bir.tensor_scalar dve ins(%sb[0:128][[1, 4]] : f32) outs(%sb2[0:128][[1, 4]] : f32) op0 add const0 1.0 op1 mult`,
		"op1 mult needs const1"},
	{"tensor_scalar both forms", `bir.tensor_scalar dve ins(%sb[0:128][[1, 4]] : f32, %sb2[0:128][[1, 1]] : f32) outs(%sb2[0:128][[1, 4]] : f32) op0 add const0 1.0`,
		"const0 and const1 must be absent"},
	{"tensor_scalar scalar shape", `bir.tensor_scalar dve ins(%sb[0:128][[1, 4]] : f32, %sb2[0:128][[1, 4]] : f32) outs(%sb2[0:128][[1, 4]] : f32) op0 add`,
		"the scalar ins[1] must be a column"},
	{"tensor_scalar missing scalar", `bir.tensor_scalar dve ins(%sb[0:128][[1, 4]] : f32, %sb2[0:128][[1, 1]] : f32) outs(%sb2[0:128][[1, 4]] : f32) op0 add op1 max`,
		"op1 max needs its scalar in ins[2]"},
	{"tensor_scalar unused scalar", `bir.tensor_scalar dve ins(%sb[0:128][[1, 4]] : f32, %sb2[0:128][[1, 1]] : f32, %sb2[0:128][[1, 1]] : f32) outs(%sb2[0:128][[1, 4]] : f32) op0 add`,
		"op1 is bypass: ins[2] would be unused"},
	{"scalar_tensor_tensor scalar", `bir.scalar_tensor_tensor dve ins(%sb[0:128][[1, 4]] : f32, %sb2[0:128][[1, 4]] : f32, %sb2[0:128][[1, 4]] : f32) outs(%sb[0:128][[1, 4]] : f32) op0 add op1 add`,
		"the scalar ins[1] must be a column"},
	{"scalar_tensor_tensor shape", `bir.scalar_tensor_tensor dve ins(%sb[0:128][[1, 4]] : f32, %sb2[0:128][[1, 1]] : f32, %sb2[0:128][[1, 8]] : f32) outs(%sb[0:128][[1, 4]] : f32) op0 add op1 add`,
		"ins[2] has shape [128, 8] but outs[0] has [128, 4]"},
	{"tensor_copy shape", `bir.tensor_copy dve ins(%sb[0:128][[1, 4]] : f32) outs(%sb2[0:128][[1, 5]] : f32)`,
		"ins[0] has shape [128, 4] but outs[0] has [128, 5]"},
	{"select shape", `bir.select dve ins(%sb[0:128][[1, 4]] : ui8, %sb[0:128][[1, 4]] : f32, %sb[0:128][[1, 2]] : f32) outs(%sb2[0:128][[1, 4]] : f32)`,
		"ins[2] has shape [128, 2]"},
	{"reduce shape", `bir.tensor_reduce dve add ins(%sb[0:128][[8, 4], [1, 8]] : f32) outs(%sb2[0:128][[1, 8]] : f32) axis X`,
		"outs[0] has shape [128, 8] but reducing ins[0] [128, 32] over X gives [128, 4]"},
	{"reduce C shape", `bir.tensor_reduce dve add ins(%sb[0:128][[1, 8]] : f32) outs(%sb2[0:128][[1, 8]] : f32) axis C`,
		"over C gives [1, 8]"},

	// Patterns.
	{"iota count", `bir.iota pool outs(%sb[0:128][[1, 64]] : i32) pattern [[1, 32]]`,
		"pattern generates 32 elements per partition but outs[0] has 64"},
	{"iota empty pattern", `bir.iota pool outs(%sb[0:128][[1, 1]] : i32) pattern []`, "pattern has 0 pairs: it takes 1 to 4"},
	{"iota zero count", `bir.iota pool outs(%sb[0:128][[1, 1]] : i32) pattern [[1, 0]]`, "pattern pair 0 [1, 0] must have a count of at least 1"},
	{"iota engine", `bir.iota dve outs(%sb[0:128][[1, 1]] : i32) pattern [[1, 1]]`, "runs on pool, not on dve"},
	{"affine_select pattern", `bir.affine_select pool is_gt ins(%sb[0:128][[1, 64]] : f32) outs(%sb2[0:128][[1, 64]] : f32) pattern [[1, 63]]`,
		"pattern generates 63 elements per partition but outs[0] has 64"},
	{"memset outs", `"bir.memset"(%sb, %sb2) <{constant = 0.0 : f32, engine = #bir.engine<dve>, outs_aps = [#bir.ap<[0:128][[1, 4]] : f32>, #bir.ap<[0:128][[1, 4]] : f32>]}> : (!bir.alloc, !bir.alloc) -> ()`,
		"takes 1 access pattern in outs, not 2"},

	// Batch norm, shuffles, MX.
	{"bn_stats size", `bir.bn_stats dve ins(%sb[0:128][[1, 1024]] : f32) outs(%sb2[0:128][[1, 6]] : f32)`,
		"ins[0] has 1024 elements per partition, more than the 512 bn_stats reads"},
	{"bn_stats out", `bir.bn_stats dve ins(%sb[0:128][[1, 512]] : f32) outs(%sb2[0:128][[1, 4]] : f32)`,
		"bn_stats writes 6 values per partition, [128, 6]"},
	{"bn_aggr in", `bir.bn_aggr dve ins(%sb[0:128][[1, 8]] : f32) outs(%sb2[0:128][[1, 2]] : f32)`,
		"ins[0] has 8 elements per partition: bn_aggr reads (count, mean, variance) triples"},
	{"bn_aggr out", `bir.bn_aggr dve ins(%sb[0:128][[1, 6]] : f32) outs(%sb2[0:128][[1, 3]] : f32)`,
		"bn_aggr writes a mean and a variance per partition, [128, 2]"},
	{"shuffle mask length", `bir.shuffle dve ins(%sb[0:32][[1, 8]] : f32) outs(%sb2[0:32][[1, 8]] : f32) mask [0, 1]`,
		"mask has 2 entries: it has one per partition of a 32-partition quadrant"},
	{"shuffle mask entry", `bir.shuffle dve ins(%sb[0:32][[1, 8]] : f32) outs(%sb2[0:32][[1, 8]] : f32) mask [` + strings.Replace(mask32, "255, 255", "32, 255", 1) + `]`,
		"mask[30] is 32: entries are partitions 0 to 31, or 255 to leave one unchanged"},
	{"shuffle quadrants", `bir.shuffle dve ins(%sb[0:16][[1, 8]] : f32) outs(%sb2[0:16][[1, 8]] : f32) mask [` + mask32 + `]`,
		"ins[0] covers 16 partitions: shuffles move whole quadrants of 32"},
	{"shuffle dtype", `bir.shuffle dve ins(%sb[0:32][[1, 8]] : f32) outs(%sb2[0:32][[1, 8]] : bf16) mask [` + mask32 + `]`,
		"ins[0] is f32 but outs[0] is bf16: shuffles do not convert"},
	{"quantize_mx in", `bir.quantize_mx dve ins(%sb[0:128][[1, 64]] : i32) outs(%sb2[0:128][[1, 64]] : f8E5M2, %sb2[0:128][[1, 2]] : ui8)`,
		"ins[0] must be f32, bf16 or f16, not i32"},
	{"quantize_mx out", `bir.quantize_mx dve ins(%sb[0:128][[1, 64]] : f32) outs(%sb2[0:128][[1, 64]] : bf16, %sb2[0:128][[1, 2]] : ui8)`,
		"outs[0] must be f8E4M3FN or f8E5M2, not bf16"},
	{"quantize_mx scales dtype", `bir.quantize_mx dve ins(%sb[0:128][[1, 64]] : f32) outs(%sb2[0:128][[1, 64]] : f8E5M2, %sb2[0:128][[1, 2]] : i8)`,
		"the scales outs[1] must be ui8 (e8m0 bytes), not i8"},
	{"quantize_mx block", `bir.quantize_mx dve ins(%sb[0:128][[1, 48]] : f32) outs(%sb2[0:128][[1, 48]] : f8E5M2, %sb2[0:128][[1, 1]] : ui8)`,
		"ins[0] has 48 elements per partition, not a multiple of the 32-element block"},
	{"quantize_mx scales", `bir.quantize_mx dve ins(%sb[0:128][[1, 64]] : f32) outs(%sb2[0:128][[1, 64]] : f8E5M2, %sb2[0:128][[1, 4]] : ui8)`,
		"the scales outs[1] have shape [128, 4] but one per block is [128, 2]"},
	{"quantize_mx shape", `bir.quantize_mx dve ins(%sb[0:128][[1, 64]] : f32) outs(%sb2[0:64][[1, 64]] : f8E5M2, %sb2[0:128][[1, 2]] : ui8)`,
		"ins[0] has shape [128, 64] but outs[0] has [64, 64]"},

	// DMA.
	{"dma dtype", `bir.dma sp ins(%in[[128, 1], [1, 128]] : f32) outs(%sb[0:1][[1, 128]] : bf16)`,
		"ins[0] is f32 but outs[0] is bf16: DMA copies bytes and does not convert"},
	{"dma counts", `bir.dma sp ins(%in[[128, 1], [1, 128]] : f32) outs(%sb[0:1][[1, 64]] : f32)`,
		"ins[0] has 128 elements but outs[0] has 64"},
	{"dma both modes", `bir.dma sp ins(%in[[128, 4], [1, 8]] : f32) outs(%sb[0:8][[1, 4]] : f32) transpose indirect`,
		"a transfer is transpose or indirect, not both"},
	{"dma transpose shape", `bir.dma sp ins(%in[[128, 4], [1, 8]] : f32) outs(%sb[0:4][[1, 8]] : f32) transpose`,
		"outs[0] has shape [4, 8] but the transpose of ins[0] [4, 8] is [8, 4]"},
	{"dma indirect without index", `bir.dma sp ins(%in[[128, 4], [1, 8]] : f32) outs(%sb[0:4][[1, 8]] : f32) indirect`,
		"an indirect transfer takes the row indices in ins[1]"},
	{"dma index without indirect", `bir.dma sp ins(%in[[128, 4], [1, 8]] : f32, %sb2[0:1][[1, 4]] : i32) outs(%sb[0:4][[1, 8]] : f32)`,
		"ins[1] is for the row indices of an indirect transfer"},
	{"dma index dtype", `bir.dma sp ins(%in[[128, 4], [1, 8]] : f32, %sb2[0:1][[1, 4]] : f32) outs(%sb[0:4][[1, 8]] : f32) indirect`,
		"the row indices ins[1] must be i32 or ui32, not f32"},
	{"dma index count", `bir.dma sp ins(%in[[128, 4], [1, 8]] : f32, %sb2[0:1][[1, 3]] : i32) outs(%sb[0:4][[1, 8]] : f32) indirect`,
		"ins[1] holds 3 row indices but outs[0] has 4 rows"},
	{"dma row size", `bir.dma sp ins(%in[[128, 4], [1, 16]] : f32, %sb2[0:1][[1, 4]] : i32) outs(%sb[0:4][[1, 8]] : f32) indirect`,
		"rows of ins[0] have 16 elements but rows of outs[0] 8"},

	// Barriers and registers.
	{"core_barrier cores", `bir.core_barrier sp id 0 cores []`, "needs the cores that meet at the barrier"},
	{"core_barrier core", `bir.core_barrier sp id 0 cores [0, -1]`, "core -1 must be at least 0"},
	{"core_barrier id", `bir.core_barrier sp id -2 cores [0]`, "barrier id -2 must be at least 0"},
	{"core_barrier engine", `bir.core_barrier act id 0 cores [0]`, "runs on sp, not on act"},
	{"register_load size", `%r = bir.register_load sp ins(%sb[0:1][[1, 2]] : i32)`, "ins[0] has 2 elements: a register holds one"},
	{"register_load dtype", `%r = bir.register_load sp ins(%sb[0:1][[1, 1]] : f32)`, "ins[0] must be i32 or ui32, not f32"},
	{"register_load engine", `%r = bir.register_load dve ins(%sb[0:1][[1, 1]] : i32)`, "runs on sp, not on dve"},
	{"register_load bounds", `%r = bir.register_load sp ins(%sb[0:1][[1, 1]] + 16384 : i32)`, "outside the allocation's 65536 bytes"},
	{"register_alu operands", `%r = bir.register_load sp ins(%sb[0:1][[1, 1]] : i32)
    %s = "bir.register_alu"(%r, %r) <{engine = #bir.engine<sp>, imm = 1 : i64, op = #bir.alu<add>}> : (index, index) -> index`,
		"takes a register or an immediate (imm) as its right operand, and exactly one"},
	{"compare_and_branch operands", `%r = bir.register_load sp ins(%sb[0:1][[1, 1]] : i32)
    "bir.compare_and_branch"(%r) [^bb1, ^bb1] <{compare = #bir.compare<IS_EQ>, engine = #bir.engine<sp>}> : (index) -> ()
  ^bb1:`, "takes a register or an immediate (imm) as its right operand, and exactly one"},
	{"compare_and_branch engine", `%r = bir.register_load sp ins(%sb[0:1][[1, 1]] : i32)
    bir.compare_and_branch pe IS_EQ %r, 1, ^bb1, ^bb1
  ^bb1:`, "runs on sp, not on pe"},
	{"register not dominating", `bir.loop "i" = 0 to 2 step 1 {
    ^bb0(%i: index):
      %r = bir.register_load sp ins(%sb[0:1][[1, 1]] : i32)
    }
    bir.dma sp ins(%in[[128, 1], [1, 128]] + 128 * %r : f32) outs(%sb[0:1][[1, 128]] : f32)`, "use of undeclared SSA value name"},

	// Loops.
	{"loop bounds", `bir.loop "i" = 4 to 2 step 1 {
    ^bb0(%i: index):
    }`, "bounds 4 to 2 must satisfy 0 <= lb <= ub"},
	{"loop stride", `bir.loop "i" = 0 to 2 step 0 {
    ^bb0(%i: index):
    }`, "stride 0 must be at least 1"},
	{"loop name", `bir.loop "" = 0 to 2 step 1 {
    ^bb0(%i: index):
    }`, "needs an axis name"},
	{"loop shadow", `bir.loop "i" = 0 to 2 step 1 {
    ^bb0(%i: index):
      bir.loop "i" = 0 to 2 step 1 {
      ^bb0(%j: index):
      }
    }`, `axis name "i" is already the name of an enclosing loop`},
	{"loop argument", `"bir.loop"() <{lb = 0 : i64, name = "i", stride = 1 : i64, ub = 2 : i64}> ({
      "bir.loop_end"() : () -> ()
    }) : () -> ()`, "body must take one index argument, the induction variable"},

	// Functions and allocations.
	{"block arguments", `bir.func @g {
  bir.return
^bb1(%x: index):
  bir.return
}`, "blocks of a bir.func take no arguments"},
	{"alloc after instructions", `bir.memset dve outs(%sb[0:128][[1, 4]] : f32) constant 0.0
    %late = bir.alloc "late" SB [128, 4]`, "must come before the function's instructions"},
	{"alloc outside entry", `bir.branch ^bb1
  ^bb1:
    %late = bir.alloc "late" SB [128, 4]`, "must be in the entry block of its bir.func"},
	{"alloc name", `bir.func @g {
  %a = bir.alloc "a" SB [128, 4]
  %b = bir.alloc "a" SB [128, 4]
  bir.return
}`, `allocation name "a" is already used in this function`},
	{"alloc index taken", `bir.func @g {
  %a = bir.alloc "a" Input DRAM [1, 4] index 0 : tensor<f32>
  %b = bir.alloc "b" Input DRAM [1, 4] index 0 : tensor<f32>
  bir.return
}`, `Input index 0 is already taken by "a"`},
	{"alloc index gap", `bir.func @g {
  %a = bir.alloc "a" Output DRAM [1, 4] index 1 : tensor<f32>
  bir.return
}`, "has 1 Output allocations but none with index 0"},
	{"alloc dims", `bir.func @g {
  %a = bir.alloc "a" SB [128]
  bir.return
}`, "dims must be [partitions, bytes per partition], both at least 1"},
	{"alloc dram partitions", `bir.func @g {
  %a = bir.alloc "a" DRAM [2, 4]
  bir.return
}`, "a DRAM allocation has 1 partition, not 2"},
	{"alloc partitions", `bir.func @g {
  %a = bir.alloc "a" SB [129, 4]
  bir.return
}`, "129 partitions, more than the 128 of trn1"},
	{"alloc sb bytes", `bir.func @g {
  %a = bir.alloc "a" SB [128, 229376]
  bir.return
}`, "229376 bytes per partition, more than the 196608 of SB on trn1"},
	{"alloc psum bytes", `bir.func @g {
  %a = bir.alloc "a" PSUM [128, 16385]
  bir.return
}`, "16385 bytes per partition, more than the 16384 of PSUM on trn1"},
	{"input in sb", `bir.func @g {
  %a = bir.alloc "a" Input SB [1, 4] index 0 : tensor<f32>
  bir.return
}`, "an Input allocation is in DRAM, not SB"},
	{"input index", `bir.func @g {
  %a = bir.alloc "a" Input DRAM [1, 4] : tensor<f32>
  bir.return
}`, "an Input allocation needs its position among the function's Inputs"},
	{"input type", `bir.func @g {
  %a = bir.alloc "a" Output DRAM [1, 4] index 0
  bir.return
}`, "an Output allocation needs the tensor it holds"},
	{"input data", `bir.func @g {
  %a = bir.alloc "a" Input DRAM [1, 4] index 0 = dense<1.0> : tensor<f32> : tensor<f32>
  bir.return
}`, "only a Const allocation has data"},
	{"const in sb", `bir.func @g {
  %a = bir.alloc "a" Const SB [1, 4] = dense<1.0> : tensor<f32>
  bir.return
}`, "a Const allocation is in DRAM, not SB"},
	{"const data", `bir.func @g {
  %a = bir.alloc "a" Const DRAM [1, 4]
  bir.return
}`, "a Const allocation needs its data"},
	{"const index", `bir.func @g {
  %a = bir.alloc "a" Const DRAM [1, 4] index 0 = dense<1.0> : tensor<f32>
  bir.return
}`, "a Const allocation has no index, and its type is its data's"},
	{"internal index", `bir.func @g {
  %a = bir.alloc "a" DRAM [1, 4] index 0
  bir.return
}`, "an Internal allocation has no index, data or tensor type"},
	{"element type", `bir.func @g {
  %a = bir.alloc "a" Input DRAM [1, 8] index 0 : tensor<f64>
  bir.return
}`, "element type 'f64' is not one NeuronCore memory holds"},
	{"dynamic shape", `bir.func @g {
  %a = bir.alloc "a" Input DRAM [1, 8] index 0 : tensor<?xf32>
  bir.return
}`, "tensor type 'tensor<?xf32>' must have a static shape"},
	{"tensor size", `bir.func @g {
  %a = bir.alloc "a" Input DRAM [1, 8] index 0 : tensor<4xf32>
  bir.return
}`, "the tensor takes 16 bytes but the allocation has 8"},
	{"instruction outside a function", `func.func @g() {
  bir.core_barrier sp id 0 cores [0]
  return
}`, "'bir.core_barrier' op must be inside a bir.func"},
	{"loop outside a function", `func.func @g() {
  bir.loop "i" = 0 to 2 step 1 {
  ^bb0(%i: index):
  }
  return
}`, "'bir.loop' op expects parent op to be one of 'bir.func, bir.loop'"},
	{"alloc outside a function", `module {
  %a = bir.alloc "a" SB [1, 8]
}`, "expects parent op 'bir.func'"},
}

func TestVerifyValid(t *testing.T) {
	for _, c := range validCases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, "", firstError(newCtx(), program(c.body)))
		})
	}
}

func TestVerifyInvalid(t *testing.T) {
	for _, c := range invalidCases {
		t.Run(c.name, func(t *testing.T) {
			got := firstError(newCtx(), program(c.body))
			assert.Contains(t, got, c.want)
		})
	}
}

// TestVerifyLocated checks that errors point at the instruction.
func TestVerifyLocated(t *testing.T) {
	got := firstError(newCtx(), program(`bir.tensor_copy dve ins(%sb[0:128][[1, 4]] : f32) outs(%sb2[0:128][[1, 5]] : f32)`))
	assert.True(t, strings.HasPrefix(got, "9:1: 'bir.tensor_copy' op "), got)
}

// TestVerifyUnregisteredAlloc checks an access pattern over a value that
// is no bir.alloc.
func TestVerifyUnregisteredAlloc(t *testing.T) {
	ctx := newCtx()
	ctx.AllowUnregistered = true
	got := firstError(ctx, program(`%x = "test.make"() : () -> !bir.alloc
    bir.tensor_copy dve ins(%x[0:128][[1, 4]] : f32) outs(%sb2[0:128][[1, 4]] : f32)`))
	assert.Contains(t, got, "ins[0]: the result of test.make is not an allocation defined by bir.alloc")
}

// TestVerifyTermNotLoopVariable checks a term over an index that is
// neither a loop variable nor a register.
func TestVerifyTermNotLoopVariable(t *testing.T) {
	got := firstError(newCtx(), program(`%c = arith.constant 1 : index
    bir.tensor_copy dve ins(%sb[0:128][[1, 4]] + %c : f32) outs(%sb2[0:128][[1, 4]] : f32)`))
	assert.Contains(t, got, "ins[0]: term 0: the value must be a bir.loop induction variable or a register")
}
