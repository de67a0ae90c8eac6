package arith_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/rewrite"
)

// canonicalize parses body into a function of the given signature, runs
// the arith canonicalization patterns (with folding) and returns the
// printed function body.
func canonicalize(t *testing.T, sig, body string) string {
	t.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	src := "func.func @f" + sig + " {\n" + body + "\n}"
	blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	require.NoError(t, err)
	m := builtin.WrapInModule(ctx, blk)
	ps := rewrite.CanonicalPatterns(ctx).Freeze(nil, nil)
	f := builtin.Body(m).First()
	_, err = rewrite.ApplyPatternsGreedilyOp(f, ps, rewrite.DefaultConfig())
	require.NoError(t, err)
	require.NoError(t, core.Verify(m))
	return asm.PrintOp(f, asm.PrintOptions{})
}

func TestCanonicalPatterns(t *testing.T) {
	tests := []struct {
		name, sig, body string
		want, not       []string
	}{
		{"AddIAddConstant", "(%x: i32) -> i32", `%c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 overflow<nsw> : i32
  %c2 = arith.constant 2 : i32
  %b = arith.addi %a, %c2 overflow<nsw> : i32
  return %b : i32`, []string{"arith.constant 3 : i32", "arith.addi %arg0, %c3_i32 overflow<nsw> : i32"}, nil},
		{"SubIRHSSubConstantRHS", "(%x: i32) -> i32", `%c1 = arith.constant 1 : i32
  %a = arith.subi %x, %c1 : i32
  %c2 = arith.constant 2 : i32
  %b = arith.subi %a, %c2 : i32
  return %b : i32`, []string{"arith.constant 3 : i32", "arith.subi %arg0, %c3_i32 : i32"}, nil},
		{"SubISubILHSRHSLHS", "(%x: i32, %y: i32) -> i32", `%a = arith.subi %x, %y : i32
  %b = arith.subi %a, %x : i32
  return %b : i32`, []string{"arith.constant 0 : i32", "arith.subi %c0_i32, %arg1 : i32"}, nil},
		{"AddIMulNegativeOneRhs", "(%x: i32, %y: i32) -> i32", `%m1 = arith.constant -1 : i32
  %m = arith.muli %y, %m1 : i32
  %a = arith.addi %x, %m : i32
  return %a : i32`, []string{"arith.subi %arg0, %arg1 : i32"}, []string{"arith.muli"}},
		{"MulIMulIConstant", "(%x: i32) -> i32", `%c3 = arith.constant 3 : i32
  %a = arith.muli %x, %c3 : i32
  %b = arith.muli %a, %c3 : i32
  return %b : i32`, []string{"arith.constant 9 : i32"}, nil},
		{"XOrINotCmpI", "(%x: i32, %y: i32) -> i1", `%t = arith.constant true
  %p = arith.cmpi slt, %x, %y : i32
  %n = arith.xori %p, %t : i1
  return %n : i1`, []string{"arith.cmpi sge, %arg0, %arg1 : i32"}, []string{"arith.xori"}},
		{"AndOfExtUI", "(%x: i8, %y: i8) -> i32", `%a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %r = arith.andi %a, %b : i32
  return %r : i32`, []string{"arith.andi %arg0, %arg1 : i8", "arith.extui %0 : i8 to i32"}, nil},
		{"ExtSIOfExtUI", "(%x: i8) -> i32", `%a = arith.extui %x : i8 to i16
  %b = arith.extsi %a : i16 to i32
  return %b : i32`, []string{"arith.extui %arg0 : i8 to i32"}, []string{"arith.extsi"}},
		{"TruncIExtSIToExtSI", "(%x: i8) -> i16", `%a = arith.extsi %x : i8 to i32
  %b = arith.trunci %a : i32 to i16
  return %b : i16`, []string{"arith.extsi %arg0 : i8 to i16"}, []string{"arith.trunci"}},
		{"IndexCastOfExtSI", "(%x: i8) -> index", `%a = arith.extsi %x : i8 to i32
  %b = arith.index_cast %a : i32 to index
  return %b : index`, []string{"arith.index_cast %arg0 : i8 to index"}, []string{"arith.extsi"}},
		{"BitcastOfBitcast", "(%x: i32) -> i32", `%a = arith.bitcast %x : i32 to f32
  %b = arith.bitcast %a : f32 to i32
  return %b : i32`, []string{"return %arg0 : i32"}, []string{"arith.bitcast"}},
		{"CmpIExtSI", "(%x: i8, %y: i8) -> i1", `%a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %p = arith.cmpi ne, %a, %b : i32
  return %p : i1`, []string{"arith.cmpi ne, %arg0, %arg1 : i8"}, nil},
		{"MulFOfNegF", "(%x: f32, %y: f32) -> f32", `%a = arith.negf %x : f32
  %b = arith.negf %y : f32
  %m = arith.mulf %a, %b fastmath<fast> : f32
  return %m : f32`, []string{"arith.mulf %arg0, %arg1 fastmath<fast> : f32"}, []string{"arith.negf"}},
		{"RedundantSelectTrue", "(%c: i1, %x: i32, %y: i32, %z: i32) -> i32", `%a = arith.select %c, %x, %y : i32
  %b = arith.select %c, %a, %z : i32
  return %b : i32`, []string{"arith.select %arg0, %arg1, %arg3 : i32"}, nil},
		{"SelectToExtUI", "(%c: i1) -> i32", `%one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %s = arith.select %c, %one, %zero : i32
  return %s : i32`, []string{"arith.extui %arg0 : i1 to i32"}, []string{"arith.select"}},
		{"AddUIExtendedToAddI", "(%x: i32, %y: i32) -> i32", `%s, %o = arith.addui_extended %x, %y : i32, i1
  return %s : i32`, []string{"arith.addi %arg0, %arg1 : i32"}, []string{"addui_extended"}},
		{"MulSIExtendedRHSOne", "(%x: i32) -> (i32, i32)", `%c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %c1 : i32
  return %l, %h : i32, i32`, []string{"arith.cmpi slt, %arg0, %c0_i32 : i32", "arith.extsi"}, []string{"mulsi_extended"}},
		{"CmpFIntToFPConst", "(%x: i32) -> (i1, i1, i1)", `%f = arith.sitofp %x : i32 to f64
  %c = arith.constant 4.5 : f64
  %lt = arith.cmpf olt, %f, %c : f64
  %eq = arith.cmpf oeq, %f, %c : f64
  %ord = arith.cmpf ord, %f, %c : f64
  return %lt, %eq, %ord : i1, i1, i1`, []string{"arith.cmpi sle, %arg0, %c4_i32 : i32", "return %0, %false, %true"}, []string{"arith.cmpf"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := canonicalize(t, tc.sig, tc.body)
			for _, w := range tc.want {
				assert.Contains(t, out, w, out)
			}
			for _, n := range tc.not {
				assert.NotContains(t, out, n, out)
			}
		})
	}
}

// TestCanonicalPatternsRegistered checks that each pattern carries its
// MLIR debug name as a label, for disable-patterns written for mlir-opt.
func TestCanonicalPatternsRegistered(t *testing.T) {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	n := 0
	for _, p := range rewrite.CanonicalPatterns(ctx).Patterns() {
		if !strings.HasPrefix(p.Root, "arith.") {
			continue
		}
		n++
		if p.Name == "CmpFIntToFPConst" { // a class at file scope in MLIR
			assert.Empty(t, p.Labels)
			continue
		}
		assert.Contains(t, p.Labels, "(anonymous namespace)::"+p.Name)
		assert.NotEmpty(t, p.Name)
	}
	assert.GreaterOrEqual(t, n, 40)
}
