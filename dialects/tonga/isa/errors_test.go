package isa_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/dialects/tonga/isa"
)

// TestEncodeErrors: what the encoding cannot hold is an error naming the
// field, never a silently wrong word.
func TestEncodeErrors(t *testing.T) {
	cases := []struct{ text, want string }{
		{"tonga.copy dve ins(sb[0:128][[1, 4]] at 0x100000 : f32) outs(sb[0:128][[1, 4]] at 0x0 : f32)",
			"ins[0]: address 1048576 does not fit the 20-bit address field"},
		{"tonga.copy dve ins(sb[0:128][[1, 4]] at 0x0 : f32) outs(sb[128:1][[1, 4]] at 0x0 : f32)",
			"outs[0]: start partition 128 does not fit the 7-bit field"},
		{"tonga.copy dve ins(sb[0:129][[1, 4]] at 0x0 : f32) outs(sb[0:1][[1, 4]] at 0x0 : f32)",
			"ins[0]: partition count 129 does not fit"},
		{"tonga.copy dve ins(sb[0:0][[1, 4]] at 0x0 : f32) outs(sb[0:1][[1, 4]] at 0x0 : f32)",
			"ins[0]: partition count 0 does not fit"},
		{"tonga.copy dve ins(sb[0:1][[524288, 4]] at 0x0 : f32) outs(sb[0:1][[1, 4]] at 0x0 : f32)",
			"ins[0]: pair 0 step 524288 does not fit the 20-bit step field"},
		{"tonga.copy dve ins(sb[0:1][[1, 65537]] at 0x0 : f32) outs(sb[0:1][[1, 4]] at 0x0 : f32)",
			"ins[0]: pair 0 num 65537 does not fit the 16-bit num-1 field"},
		{"tonga.copy dve ins(sb[0:1][[1, 0]] at 0x0 : f32) outs(sb[0:1][[1, 4]] at 0x0 : f32)",
			"ins[0]: pair 0 num 0 does not fit"},
		{"tonga.copy dve ins(sb[0:1][[1, 1], [1, 1], [1, 1], [1, 1], [1, 1]] at 0x0 : f32) outs(sb[0:1][[1, 4]] at 0x0 : f32)",
			"ins[0]: 5 pairs, more than the 4 a slot holds"},
		{"tonga.copy dve ins(sb[0:1][[1, 1]] at 0x0 + r16 : f32) outs(sb[0:1][[1, 4]] at 0x0 : f32)",
			"ins[0]: register r16 does not fit the 4-bit register field"},
		{"tonga.copy pe ins(sb[0:1][[1, 1]] at 0x0 : f32) outs(sb[0:1][[1, 4]] at 0x0 : f32)",
			"engine: tonga.copy does not run on engine 0"},
		{"tonga.copy dve ins(sb[0:1][[1, 1]] at 0x0 : f32, sb[0:1][[1, 1]] at 0x0 : f32) outs(sb[0:1][[1, 4]] at 0x0 : f32)",
			"ins: 2 access patterns, the encoding holds 1 to 1"},
		{`"tonga.copy"() <{engine = 2 : i32, ins = [], outs = [#tonga.ap<sb[0:1][[1, 4]] at 0x0 : f32>]}> : () -> ()`,
			"ins: 0 access patterns"},
		{`"tonga.tensor_tensor"() <{engine = 2 : i32, op = 29 : i32, ins = [#tonga.ap<sb[0:1][[1, 4]] at 0x0 : f32>, #tonga.ap<sb[0:1][[1, 4]] at 0x0 : f32>], outs = [#tonga.ap<sb[0:1][[1, 4]] at 0x0 : f32>]}> : () -> ()`,
			"op: enum value 29 out of range (0 to 28)"},
		{`"tonga.branch"() <{engine = 4 : i32}> : () -> ()`, "target: missing"},
		{"tonga.branch sp to 2147483648", "target: 2147483648 does not fit the i32 field"},
		{"tonga.dma_trigger sp queue 256 first 0 count 1", "queue: 256 does not fit the u8 field (0 to 255)"},
		{"tonga.dma_trigger sp queue 0 first -1 count 1", "first: -1 does not fit the u32 field"},
		{"tonga.dma_trigger sp queue 0 first 0 count 0", "count: 0 does not fit the u16 field (1 to 65535)"},
		{"tonga.reg_set sp r16 = 0", "dst: register r16 does not exist"},
		{"tonga.branch_if sp r1 lt r20 to 0", "rhs: register r20 does not exist"},
		{"tonga.core_barrier sp id 0 cores [2, 1]", "cores: entry 1 (core 1) is not above the entries before it"},
		{"tonga.core_barrier sp id 0 cores [64]", "cores: core 64 is not 0 to 63"},
		{"tonga.shuffle dve ins(sb[0:32][[1, 8]] at 0x0 : f32) outs(sb[0:32][[1, 8]] at 0x100 : f32) mask [1, 2]",
			"mask: 2 entries, the field holds 32"},
		{"tonga.iota pool outs(sb[0:128][[1, 64]] at 0x0 : i32) pattern [[1, 1], [1, 1], [1, 1], [1, 1], [1, 64]]",
			"pattern: 5 pairs, more than the 4 a slot holds"},
		{"tonga.nop sp wait S[256] ge 1", "wait: semaphore S[256] does not exist"},
		{"tonga.nop sp signal S[1] add 70000", "signal: value 70000 does not fit the 16-bit value field"},
		{"tonga.event_semaphore sp S[1] write -1", "update: value -1 does not fit"},
		{`"tonga.nop"() <{engine = 4 : i32}> {note = "x"} : () -> ()`, "attribute note has no field in the encoding"},
		{`"tonga.nop"() <{engine = 4 : i32, wait = 3 : i64}> : () -> ()`, "wait: not a #tonga.wait"},
	}
	ctx := newCtx()
	for _, c := range cases {
		t.Run(c.want, func(t *testing.T) {
			_, err := isa.Encode(parseInst(t, ctx, c.text))
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

// goldenCode returns the bytes of the golden entry whose text is text.
func goldenCode(t *testing.T, text string) []byte {
	t.Helper()
	_, es := readGolden(t)
	for _, e := range es {
		if e.text == text {
			return append([]byte(nil), e.code...)
		}
	}
	t.Fatalf("no golden entry %q", text)
	return nil
}

// TestDecodeErrors: bytes that are not exactly an encoding are an error
// naming the byte and the field.
func TestDecodeErrors(t *testing.T) {
	const (
		copyText = "tonga.copy dve ins(psum[0:128][[-1, 512]] at 0x7fc : f32) outs(sb[0:128][[0, 512]] at 0xe000 : i32)"
		ttText   = "tonga.tensor_tensor dve abs ins(sb[0:128][[1, 4]] at 0x0 : i8, sb[0:128][[1, 4]] at 0x10 : ui8) outs(sb[0:128][[1, 4]] at 0x20 : i16)"
		tsText   = "tonga.tensor_scalar dve ins(sb[0:128][[1, 4]] at 0x0 : f32, sb[0:128][[1, 1]] at 0x20 : f32, sb[0:128][[1, 1]] at 0x24 : f32) outs(sb[0:128][[1, 4]] at 0x10 : f32) op0 add op1 mult"
		tsConst  = "tonga.tensor_scalar act ins(sb[0:128][[1, 4]] at 0x0 : f32) outs(sb[0:128][[1, 4]] at 0x10 : f32) op0 mult const0 0.000000e+00"
		iotaText = "tonga.iota pool outs(sb[0:128][[1, 64]] at 0xf000 : i32) pattern [[1, 64]] base -2147483648 channel_multiplier 2147483647"
		bifText  = "tonga.branch_if sp r2 ge r15 to 4"
		dmaText  = "tonga.dma_trigger sp queue 0 first 0 count 1"
		semText  = "tonga.event_semaphore sp S[4] inc"
		lsText   = "tonga.load_stationary pe ins(sb[0:128][[1, 128]] at 0x0 : bf16)"
	)
	cases := []struct {
		text   string
		mutate func(b []byte) []byte
		field  string
		offset int
		want   string
	}{
		{copyText, func(b []byte) []byte { b[0] = 0; return b }, "opcode", 0, "0x00 is not an instruction"},
		{copyText, func(b []byte) []byte { b[0] = 0x77; return b }, "opcode", 0, "0x77 is not an instruction"},
		{copyText, func(b []byte) []byte { b[0] = 0xff; return b }, "opcode", 0, "marks an extension word"},
		{copyText, func(b []byte) []byte { return b[:63] }, "word", 63, "63 bytes"},
		{ttText, func(b []byte) []byte { return b[:64] }, "extension word", 64, "64 bytes, tonga.tensor_tensor has 128"},
		{copyText, func(b []byte) []byte { b[1] = 7; return b }, "engine", 1, "7 is not an engine"},
		{copyText, func(b []byte) []byte { b[1] = 0; return b }, "engine", 1, "tonga.copy does not run on pe"},
		{copyText, func(b []byte) []byte { b[1] |= 0x10; return b }, "extension words", 1, "1, but tonga.copy has 0"},
		{copyText, func(b []byte) []byte { b[1] |= 0x08; return b }, "reserved", 1, "bits 0x08"},
		{copyText, func(b []byte) []byte { b[13] = 1; return b }, "reserved", 13, "must be 0"},
		{copyText, func(b []byte) []byte { b[2] = 1; return b }, "reserved", 2, "must be 0"},
		{ttText, func(b []byte) []byte { b[64] = 0; return b }, "extension marker", 64, "not 0xff"},
		{ttText, func(b []byte) []byte { b[65] = 0x21; return b }, "extension opcode", 65, "not the instruction's 0x20"},
		{ttText, func(b []byte) []byte { b[66] = 2; return b }, "extension index", 66, "2, not 1"},
		{ttText, func(b []byte) []byte { b[67] = 1; return b }, "reserved", 67, "must be 0"},
		{ttText, func(b []byte) []byte { b[2] = 29; return b }, "op", 2, "29 is out of range (0 to 28)"},
		{copyText, func(b []byte) []byte { b[4] = 1; return b }, "wait", 4, "index or value set without a wait kind"},
		{copyText, func(b []byte) []byte { b[5] = 9; return b }, "wait", 5, "invalid kind 9"},
		{copyText, func(b []byte) []byte { b[5], b[6] = 7, 1; return b }, "wait", 5, "an event wait has no value"},
		{copyText, func(b []byte) []byte { b[9] = 8; return b }, "signal", 9, "invalid kind 8"},
		{copyText, func(b []byte) []byte { b[9], b[10] = 1, 1; return b }, "signal", 9, "inc takes no value"},
		{copyText, func(b []byte) []byte { b[11] = 1; return b }, "signal", 8, "index or value set without an update kind"},
		{copyText, func(b []byte) []byte { b[16] &^= 3; return b }, "ins[0]", 16, "memory 0 is not sb (1) or psum (2)"},
		{copyText, func(b []byte) []byte { b[16] |= 3; return b }, "ins[0]", 16, "memory 3 is not sb (1) or psum (2)"},
		{copyText, func(b []byte) []byte { b[40+2] &^= 0x78; return b }, "outs[0]", 40, "dtype code 0 is not a dtype"},
		{copyText, func(b []byte) []byte { b[40+2] |= 0x78; return b }, "outs[0]", 40, "dtype code 15 is not a dtype"},
		{copyText, func(b []byte) []byte { b[16] |= 0x1c; return b }, "ins[0]", 16, "ndims 7 is more than 4"},
		{copyText, func(b []byte) []byte { b[16+23] = 1; return b }, "ins[0]", 16, "pair 3 is set beyond ndims 1"},
		{copyText, func(b []byte) []byte { b[16+3] |= 0x0f; return b }, "ins[0]", 16, "register field 15 is set without its presence bit"},
		{tsText, func(b []byte) []byte { clear(b[80:104]); return b }, "ins[1]", 80, "unused, but ins[2] is set"},
		{tsConst, func(b []byte) []byte { b[72] = 1; return b }, "const1", 72, "set without the presence bit"},
		{iotaText, func(b []byte) []byte { b[40] = b[40]&^3 | 1; return b }, "pattern", 40, "memory 1 is not pattern (3)"},
		{iotaText, func(b []byte) []byte { b[41] = 0x10; return b }, "pattern", 40, "only ndims and pairs"},
		{bifText, func(b []byte) []byte { b[3] = 16; return b }, "lhs", 3, "register 16 does not exist"},
		{bifText, func(b []byte) []byte { b[16] = 0x10; return b }, "rhs", 16, "register 16 does not exist"},
		{dmaText, func(b []byte) []byte { b[16] = 0; return b }, "count", 16, "0 is below 1"},
		{semText, func(b []byte) []byte { b[12], b[13] = 0, 0; return b }, "update", 12, "no update kind"},
		{semText, func(b []byte) []byte { b[13] = 6; b[12] = 0; return b }, "update", 12, ""},
		{lsText, func(b []byte) []byte { b[40] = 1; return b }, "reserved", 40, "must be 0"},
	}
	ctx := newCtx()
	for _, c := range cases {
		t.Run(c.field+": "+c.want, func(t *testing.T) {
			b := c.mutate(goldenCode(t, c.text))
			op, _, err := isa.Decode(ctx, b)
			if c.want == "" {
				require.NoError(t, err, "a valid mutation")
				again, err := isa.Encode(op)
				require.NoError(t, err)
				assert.Equal(t, b, again)
				return
			}
			require.Error(t, err)
			var de *isa.DecodeError
			require.True(t, errors.As(err, &de), "%T", err)
			assert.Equal(t, c.field, de.Field)
			assert.Equal(t, c.offset, de.Offset)
			assert.Contains(t, de.Msg, c.want)
		})
	}
}
