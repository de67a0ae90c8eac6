package tonga_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Short access patterns for the cases.
const (
	a4   = "sb[0:128][[1, 4]] at 0x0 : f32"
	b4   = "sb[0:128][[1, 4]] at 0x100 : f32"
	c4   = "sb[0:128][[1, 4]] at 0x200 : f32"
	col  = "sb[0:128][[1, 1]] at 0x300 : f32"
	ps4  = "psum[0:128][[1, 4]] at 0x0 : f32"
	sb64 = "sb[0:128][[1, 64]] at 0x400 : f32"
)

func copyOp(e, in, out string) string {
	return fmt.Sprintf("tonga.copy %s ins(%s) outs(%s)", e, in, out)
}

func TestVerifyAccepts(t *testing.T) {
	cases := []struct{ engine, body string }{
		{"dve", copyOp("dve", "sb[96:32][[1, 4]] at 0x0 : f32", "sb[64:32][[1, 4]] at 0x10 : bf16")},
		{"dve", copyOp("dve", "sb[64:64][[1, 4]] at 0x0 : i32", "sb[0:64][[1, 4]] at 0x10 : ui8")},
		{"dve", copyOp("dve", "sb[0:128][[-1, 4]] at 0xc : f32", "sb[0:128][[0, 4]] at 0x2fffc : f32")},
		{"dve", copyOp("dve", "psum[0:128][[1, 4096]] at 0x0 : f32", "sb[0:128][[1, 4096]] at 0x0 : f32")},
		{"dve", copyOp("dve", "sb[0:128][[1, 65536]] at 0x0 : ui8", "sb[0:128][[1, 65536]] at 0x10000 : i8")},
		{"dve", copyOp("dve", a4+" ", "sb[0:128][[1, 2], [1, 1], [1, 1], [1, 2]] at 0x40 + r15 : f32")},
		{"act", copyOp("act", ps4, a4)},
		{"pe", "tonga.multiply_moving pe ins(sb[0:128][[1, 512]] at 0x0 : tf32) outs(psum[0:128][[1, 512]] at 0x3800 : f32)"},
		{"pe", "tonga.load_stationary pe ins(sb[0:1][[1, 1]] at 0x0 : f8E5M2)"},
		{"act", "tonga.activate act Identity ins(" + a4 + ", " + col + ") outs(" + b4 + ")"},
		{"act", "tonga.activate act Relu ins(" + a4 + ") outs(" + b4 + ", " + col + ") acc AddAccumulate"},
		{"dve", "tonga.tensor_scalar dve ins(" + a4 + ", " + col + ") outs(" + b4 + ") op0 add"},
		{"dve", "tonga.tensor_scalar dve ins(" + a4 + ") outs(" + b4 + ") op0 add const0 1.0 op1 mult const1 2.0"},
		{"dve", "tonga.tensor_reduce dve add ins(sb[0:128][[4, 2], [1, 4]] at 0x0 : f32) outs(sb[0:128][[1, 1]] at 0x40 : f32) axis XY"},
		{"dve", "tonga.tensor_reduce dve add ins(sb[0:128][[4, 2], [1, 4]] at 0x0 : f32) outs(sb[0:128][[1, 2]] at 0x40 : f32) axis X"},
		{"dve", "tonga.transpose32 dve ins(sb[0:32][[1, 32]] at 0x0 : f32) outs(sb[0:32][[1, 32]] at 0x100 : f32)"},
		{"pool", "tonga.iota pool outs(" + sb64 + ") pattern [[1, 8], [8, 8]] base -2147483648 channel_multiplier 2147483647"},
		{"sp", "tonga.reg_load sp r0 ins(sb[96:1][[1, 1]] at 0x2fffc : ui32)"},
		{"sp", "tonga.reg_set sp r15 = -2147483648"},
		{"sp", "tonga.reg_alu sp r0 = r15 subtract -1"},
		{"sp", "tonga.dma_trigger sp queue 0 first 0 count 1"},
		{"sp", "tonga.core_barrier sp id 4294967295 cores [63]"},
		{"pool", "tonga.dma_trigger pool queue 1 first 2 count 3"},
		{"act", "tonga.iterate act r3 step -1 gt 0 to 0"},
		{"sp", "tonga.branch sp to 1"},
	}
	for _, c := range cases {
		t.Run(c.body, func(t *testing.T) {
			assert.Equal(t, "", firstError(newCtx(), inStream(c.engine, "    "+c.body)))
		})
	}
}

func TestVerifyRejects(t *testing.T) {
	cases := []struct{ engine, body, want string }{
		// Engines and streams.
		{"sp", copyOp("sp", a4, b4), "runs on dve or pool or act, not on sp"},
		{"pe", "tonga.core_barrier pe id 0 cores [0]", "runs on sp, not on pe"},
		{"dve", copyOp("act", a4, b4), "runs on act but is in the dve stream"},
		// Access patterns: the target's rules and the fields' ranges.
		{"dve", copyOp("dve", "sb[64:65][[1, 4]] at 0x0 : f32", b4), "partitions [64, 129) outside the 128 partitions"},
		{"dve", copyOp("dve", "sb[16:16][[1, 4]] at 0x0 : f32", "sb[0:16][[1, 4]] at 0x0 : f32"), "must start at partition 0, 32, 64 or 96, not 16"},
		{"dve", copyOp("dve", "sb[0:0][[1, 4]] at 0x0 : f32", b4), "partition count 0 must be at least 1"},
		{"dve", copyOp("dve", "sb[0:128][[1, 0]] at 0x0 : f32", "sb[0:128][] at 0x0 : f32"), "pair 0 [1, 0] must have a count from 1 to 65536"},
		{"dve", copyOp("dve", "sb[0:128][[1, 65537]] at 0x0 : ui8", b4), "must have a count from 1 to 65536"},
		{"dve", copyOp("dve", "sb[0:128][[-524289, 1]] at 0x0 : f32", b4), "pair 0 step -524289 does not fit the 20-bit step field"},
		{"dve", copyOp("dve", "sb[0:128][[-1, 4]] at 0x8 : f32", b4), "bytes -4 to 11 of each partition, outside the 196608 bytes of sb"},
		{"dve", copyOp("dve", "sb[0:128][[1, 4]] at 0x100000 : f32", b4), "byte address 1048576 does not fit the 20-bit address field"},
		{"dve", copyOp("dve", "psum[0:128][[1, 4]] at 0x3ff4 : f32", b4), "bytes 16372 to 16387 of each partition, outside the 16384 bytes of psum"},
		{"dve", copyOp("dve", "sb[0:128][[1, 4]] at 0x1 : bf16", b4), "byte address 0x1 is not aligned to its 2-byte bf16 elements"},
		{"dve", copyOp("dve", "sb[0:128][[1, 4]] at 0x0 + r16 : f32", b4), "register r16 does not exist (r0 to r15)"},
		{"dve", copyOp("dve", "sb[0:128][[1, 65537]] at 0x0 : ui8", b4), "count from 1 to 65536"},
		{"dve", copyOp("dve", "sb[0:128][[1, 256], [0, 257]] at 0x0 : ui8", b4), "65792 elements per partition, more than the 65536"},
		{"pool", copyOp("pool", a4, "psum[0:128][[1, 4]] at 0x0 : f32"), "outs[0] (psum): pool (GpSimd) accesses sb only"},
		{"act", copyOp("act", "sb[0:128][[1, 4]] at 0x0 : tf32", b4), "act (ScalarE) does not read or write tf32"},
		{"pe", "tonga.load_stationary pe ins(sb[0:128][[1, 4]] at 0x0 : i32)", "pe (TensorE) does not read or write i32"},
		// Counts.
		{"dve", "tonga.copy dve ins(" + a4 + ", " + b4 + ") outs(" + c4 + ")", "takes 1 access pattern in ins, not 2"},
		{"dve", "tonga.select dve ins(" + a4 + ") outs(" + c4 + ")", "takes 3 access patterns in ins, not 1"},
		{"act", "tonga.activate act Exp ins(" + a4 + ") outs(" + b4 + ", " + col + ", " + col + ")", "takes 1 to 2 access patterns in outs, not 3"},
		// TensorE.
		{"pe", "tonga.load_stationary pe ins(" + ps4 + ")", "ins[0] must be in sb: TensorE reads SBUF"},
		{"pe", "tonga.multiply_moving pe ins(" + a4 + ") outs(" + b4 + ")", "outs[0] must be in psum"},
		{"pe", "tonga.multiply_moving pe ins(" + ps4 + ") outs(" + ps4 + ")", "ins[0] must be in sb"},
		{"pe", "tonga.multiply_moving pe ins(" + a4 + ") outs(psum[0:128][[1, 8]] at 0x0 : f32)", "outs[0] has 8 elements per partition but the moving ins[0] has 4"},
		{"pe", "tonga.multiply_moving pe ins(sb[0:32][[1, 4]] at 0x0 : f32) outs(psum[0:32][[1, 4]] at 0x0 : f32) is_transpose", "outs[0] has shape [32, 4] but the transpose of ins[0] [32, 4] is [4, 32]"},
		// ScalarE.
		{"act", "tonga.activate act Exp ins(" + a4 + ", " + b4 + ") outs(" + c4 + ")", "the bias ins[1] must be a column of one element per partition, shape [128, 1], not [128, 4]"},
		{"act", "tonga.activate act Exp ins(" + a4 + ") outs(" + b4 + ", " + col + ")", "acc must not be Idle"},
		{"act", "tonga.load_act_func_set act 65536", "id 65536 does not fit the 16-bit field (0 to 65535)"},
		// VectorE and GpSimd.
		{"dve", "tonga.tensor_scalar dve ins(" + a4 + ") outs(" + b4 + ") op0 add const0 1.0 op1 mult", "op1 mult needs const1"},
		{"dve", "tonga.tensor_scalar dve ins(" + a4 + ", " + col + ") outs(" + b4 + ") op0 add const0 1.0", "const0 and const1 must be absent"},
		{"dve", "tonga.tensor_scalar dve ins(" + a4 + ", " + col + ") outs(" + b4 + ") op0 add op1 add", "op1 add needs its scalar in ins[2]"},
		{"dve", "tonga.tensor_scalar dve ins(" + a4 + ", " + col + ", " + col + ") outs(" + b4 + ") op0 add", "op1 is bypass: ins[2] would be unused"},
		{"dve", "tonga.scalar_tensor_tensor dve ins(" + a4 + ", " + b4 + ", " + c4 + ") outs(" + a4 + ") op0 add op1 add", "the scalar ins[1] must be a column"},
		{"dve", "tonga.tensor_reduce dve add ins(" + a4 + ") outs(" + b4 + ") axis X", "outs[0] has shape [128, 4] but reducing ins[0] [128, 4] over X gives [128, 1]"},
		{"dve", "tonga.transpose32 dve ins(sb[0:64][[1, 4]] at 0x0 : f32) outs(sb[0:4][[1, 64]] at 0x100 : f32)", "transposes one block of at most 32x32, not [64, 4]"},
		{"dve", "tonga.transpose32 dve ins(sb[0:32][[1, 4]] at 0x0 : f32) outs(sb[0:32][[1, 4]] at 0x100 : f32)", "but the transpose of ins[0] [32, 4] is [4, 32]"},
		{"dve", "tonga.shuffle dve ins(" + a4 + ") outs(" + b4 + ") mask [" + strings.Repeat("0, ", 31) + "32]", "mask[31] is 32"},
		{"dve", "tonga.shuffle dve ins(sb[0:16][[1, 4]] at 0x0 : f32) outs(sb[0:16][[1, 4]] at 0x100 : f32) mask [" + strings.Repeat("0, ", 31) + "0]", "ins[0] covers 16 partitions"},
		{"dve", "tonga.shuffle dve ins(" + a4 + ") outs(sb[0:128][[1, 4]] at 0x100 : i32) mask [" + strings.Repeat("0, ", 31) + "0]", "shuffles do not convert"},
		{"pool", "tonga.iota pool outs(" + sb64 + ") pattern []", "pattern has 0 pairs: it takes 1 to 4"},
		{"pool", "tonga.iota pool outs(" + sb64 + ") pattern [[1, 64]] base 2147483648", "base 2147483648 does not fit the 32-bit field"},
		{"pool", "tonga.iota pool outs(" + sb64 + ") pattern [[1048576, 64]]", "pattern pair 0 step 1048576 does not fit"},
		{"pool", "tonga.affine_select pool is_ge ins(" + sb64 + ") outs(sb[0:128][[1, 64]] at 0x800 : f32) pattern [[1, 64]] channel_multiplier -2147483649", "channel_multiplier -2147483649 does not fit"},
		{"dve", "tonga.bn_stats dve ins(sb[0:128][[1, 1024]] at 0x0 : f32) outs(sb[0:128][[1, 6]] at 0x1000 : f32)", "more than the 512 bn_stats reads"},
		{"dve", "tonga.bn_stats dve ins(" + a4 + ") outs(" + b4 + ")", "bn_stats writes 6 values per partition"},
		{"dve", "tonga.bn_aggr dve ins(" + a4 + ") outs(" + b4 + ")", "bn_aggr reads (count, mean, variance) triples"},
		{"dve", "tonga.quantize_mx dve ins(" + sb64 + ") outs(sb[0:128][[1, 64]] at 0x800 : f8E4M3FN, sb[0:128][[1, 2]] at 0x900 : i8)", "the scales outs[1] must be ui8"},
		{"dve", "tonga.quantize_mx dve ins(sb[0:128][[1, 48]] at 0x0 : f32) outs(sb[0:128][[1, 48]] at 0x800 : f8E4M3FN, sb[0:128][[1, 2]] at 0x900 : ui8)", "not a multiple of the 32-element block"},
		// Sequencers.
		{"sp", "tonga.dma_trigger sp queue -1 first 0 count 1", "queue -1 does not exist"},
		{"sp", "tonga.dma_trigger sp queue 0 first 4294967296 count 1", "first 4294967296 does not fit the 32-bit field (0 to 4294967295)"},
		{"sp", "tonga.dma_trigger sp queue 0 first 0 count 65536", "count 65536 does not fit the 16-bit field (1 to 65535)"},
		{"sp", "tonga.event_semaphore sp E[256] set", "update: event E[256] does not exist (E[0] to E[255])"},
		{"sp", "tonga.event_semaphore sp S[1] write 65536", "update: value 65536 does not fit the 16-bit value field"},
		{"sp", "tonga.nop sp wait S[1] ge 65536", "wait: value 65536 does not fit the 16-bit value field"},
		{"sp", "tonga.nop sp wait E[256] set", "wait: event E[256] does not exist"},
		{"sp", "tonga.nop sp signal S[300] inc", "signal: semaphore S[300] does not exist (S[0] to S[255])"},
		{"sp", "tonga.core_barrier sp id 0 cores []", "cores lists no core"},
		{"sp", "tonga.core_barrier sp id 0 cores [64]", "cores[0] is 64: cores are 0 to 63"},
		{"sp", "tonga.core_barrier sp id 0 cores [1, 1]", "cores must be in increasing order without repeats"},
		{"sp", "tonga.branch sp to 2147483648", "target 2147483648 does not fit the 32-bit field"},
		{"sp", "tonga.branch_if sp r1 lt r16 to 0", "rhs r16 is not a register (r0 to r15)"},
		{"sp", "tonga.branch_if sp r1 lt 2147483648 to 0", "imm 2147483648 does not fit the 32-bit field"},
		{"sp", "tonga.iterate sp r1 step 1 lt 4 to 5", "target +5 words lands at word 5, not on an instruction of its stream (2 words long)"},
		{"sp", "tonga.reg_alu sp r1 = r99 add 1", "lhs r99 is not a register"},
		{"sp", "tonga.reg_load sp r1 ins(sb[0:2][[1, 1]] at 0x0 : i32)", "ins[0] must be one element of one partition, shape [1, 1], not [2, 1]"},
		{"sp", "tonga.reg_set sp r1 = 4294967295", "imm 4294967295 does not fit the 32-bit field"},
	}
	for _, c := range cases {
		t.Run(c.want, func(t *testing.T) {
			got := firstError(newCtx(), inStream(c.engine, "    "+c.body))
			assert.Contains(t, got, c.want)
			assert.True(t, strings.HasPrefix(got, "4:5: "), "located at the instruction: %s", got)
		})
	}
}

func TestVerifyTargets(t *testing.T) {
	// 0x30000 is past trn1's 192 KiB partitions but inside trn2's 224 KiB.
	body := "    " + copyOp("dve", "sb[0:128][[1, 4]] at 0x30000 : f32", b4)
	trn1 := inStream("dve", body)
	assert.Contains(t, firstError(newCtx(), trn1), "outside the 196608 bytes of sb on trn1")
	trn2 := strings.Replace(trn1, `target "trn1"`, `target "trn2"`, 1)
	assert.Equal(t, "", firstError(newCtx(), trn2))
	mod := "module attributes {tonga.target = \"trn2\"} {\n" + strings.Replace(trn1, ` target "trn1"`, "", 1) + "}\n"
	assert.Equal(t, "", firstError(newCtx(), mod), "the module's tonga.target")
	bad := "module attributes {tonga.target = 3} {\n" + strings.Replace(trn1, ` target "trn1"`, "", 1) + "}\n"
	assert.Contains(t, firstError(newCtx(), bad), "tonga.target must be a string naming a target")
}

func TestVerifyStructure(t *testing.T) {
	cases := []struct{ src, want string }{
		{"tonga.program @p {\n  tonga.halt sp\n}", "expects parent op 'tonga.stream'"},
		{"tonga.program @p {\n  tonga.stream sp {\n    tonga.halt sp\n    tonga.halt sp\n  }\n}", "must be the last operation"},
		{"tonga.program @p {\n  tonga.stream sp {\n    tonga.halt sp\n  }\n  tonga.stream sp {\n    tonga.halt sp\n  }\n}", "is the second sp stream of its program"},
		{"tonga.stream sp {\n  tonga.halt sp\n}", "expects parent op 'tonga.program'"},
		{"tonga.program @p {\n  tonga.stream sp {\n  }\n}", "expects a non-empty block"},
	}
	for _, c := range cases {
		t.Run(c.want, func(t *testing.T) {
			assert.Contains(t, firstError(newCtx(), c.src), c.want)
		})
	}
	// A branch over a two-word instruction lands past it, not inside it.
	tt := "tonga.tensor_tensor dve add ins(" + a4 + ", " + b4 + ") outs(" + c4 + ")"
	require.Equal(t, "", firstError(newCtx(), inStream("dve", "    tonga.branch dve to 3\n    "+tt)))
	require.Contains(t, firstError(newCtx(), inStream("dve", "    tonga.branch dve to 2\n    "+tt)), "lands at word 2")
}
