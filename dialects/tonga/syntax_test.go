package tonga_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The lit file holds one of every instruction form in pretty syntax.
func TestEveryOpRoundTrips(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "lit", "tonga", "ops.mlir"))
	require.NoError(t, err)
	out := roundTrip(t, string(src))
	for _, l := range strings.Split(string(src), "\n") {
		l = strings.TrimSpace(l)
		if strings.HasPrefix(l, "tonga.") && !strings.HasPrefix(l, "tonga.program") {
			assert.Contains(t, out, l, "the pretty form prints as written")
		}
	}
}

func TestAPSyntax(t *testing.T) {
	cases := []struct{ in, want string }{
		{"sb[0:128][[1, 4]] at 0x0 : f32", ""},
		{"sb[0:128][[1, 4]] at 16 : f32", "sb[0:128][[1, 4]] at 0x10 : f32"},
		{"psum[32:32][] at 0x7fc : f32", ""},
		{"sb[0:1][[-1, 4], [0, 8], [3, 2], [1, 65536]] at 0xfffc : f32", ""},
		{"sb[0:128][[1, 4]] at 0x40 + r15 : bf16", ""},
		{"sb[0:128][[1, 4]] at 0x0 : i8", ""},
		{"sb[0:128][[1, 4]] at 0x0 : ui16", ""},
		{"sb[0:128][[1, 4]] at 0x0 : f8E4M3FN", ""},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			want := c.want
			if want == "" {
				want = c.in
			}
			src := "%x = \"test.op\"() {a = #tonga.ap<" + c.in + ">} : () -> i32\n"
			ctx := newCtx()
			ctx.AllowUnregistered = true
			m, err := parseOnly(ctx, src)
			require.NoError(t, err)
			assert.Contains(t, printIR(ctx, m, false), "#tonga.ap<"+want+">")
		})
	}
}

func TestSyncSyntax(t *testing.T) {
	for _, s := range []string{
		"wait S[0] eq 0", "wait S[3] ne 1", "wait S[3] ge 16", "wait S[3] gt 65535", "wait S[255] le 2",
		"wait S[3] lt 2", "wait E[2] set", "wait E[255] clear",
		"signal S[4] inc", "signal S[4] dec", "signal S[4] add 3", "signal S[4] sub 65535",
		"signal S[4] write 0", "signal E[2] set", "signal E[2] clear",
		"wait S[1] ge 1 signal S[2] inc",
	} {
		t.Run(s, func(t *testing.T) {
			out := roundTrip(t, inStream("sp", "    tonga.nop sp "+s))
			assert.Contains(t, out, "tonga.nop sp "+s+"\n")
		})
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct{ body, want string }{
		{"tonga.copy dve ins(hbm[0:1][[1, 1]] at 0x0 : f32) outs(sb[0:1][[1, 1]] at 0x0 : f32)",
			`expected an access pattern: sb[...] or psum[...], not "hbm"`},
		{"tonga.copy dve ins(sb[0:1][[1, 1]] at 0x0 : index) outs(sb[0:1][[1, 1]] at 0x0 : f32)",
			"'index' is not an element type of NeuronCore memory"},
		{"tonga.copy dve ins(sb[0:1][[1, 1]] 0x0 : f32) outs(sb[0:1][[1, 1]] at 0x0 : f32)", "expected 'at'"},
		{"tonga.copy dve ins(sb[0:1][[1, 1]] at 0x0 + x3 : f32) outs(sb[0:1][[1, 1]] at 0x0 : f32)",
			`expected a register (r0 to r15), not "x3"`},
		{"tonga.nop dve wait X[1] ge 1", `expected a semaphore S[i] or an event E[i], not "X"`},
		{"tonga.nop dve wait S[1] is 1", "a semaphore wait compares with eq, ne, ge, gt, le or lt"},
		{"tonga.nop dve signal S[1] set", "a semaphore update is inc, dec, add, sub or write"},
		{"tonga.nop dve signal E[1] inc", "an event update is `set` or `clear`"},
		{"tonga.nop dve wait E[1] ge 1", "an event wait is `set` or `clear`"},
		{"tonga.branch_if dve r1 lt foo to 0", `expected a register (r0 to r15), not "foo"`},
	}
	for _, c := range cases {
		t.Run(c.want, func(t *testing.T) {
			got := firstError(newCtx(), inStream("dve", "    "+c.body))
			assert.Contains(t, got, c.want)
			assert.True(t, strings.HasPrefix(got, "4:"), "located on the instruction's line: %s", got)
		})
	}
}
