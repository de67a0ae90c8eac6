package rewrite_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/internal/difftest"
	"ncc/rewrite"
)

func canonicalizeFuncs(t *testing.T, m *core.Operation, cfg rewrite.Config) {
	ps := rewrite.CanonicalPatterns(m.Context()).Freeze(nil, nil)
	for _, f := range difftest.Funcs(m) {
		_, err := rewrite.ApplyPatternsGreedilyOp(f, ps, cfg)
		require.NoError(t, err)
	}
}

var foldCases = []string{
	`func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %c2 = arith.constant 2 : i32
  %y = arith.addi %x, %c2 : i32
  %c3 = arith.constant 3 : i32
  %z = arith.muli %y, %c3 : i32
  %c4 = arith.constant 4 : i32
  %w = arith.addi %c4, %z : i32
  return %w : i32
}`,
	`func.func @g(%a: i32, %b: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %d = arith.muli %s, %c2 : i32
  %dead = arith.subi %a, %d : i32
  cf.cond_br %b, ^bb1(%d : i32), ^bb2
^bb1(%x: i32):
  %y = arith.addi %x, %a : i32
  return %y : i32
^bb2:
  return %s : i32
^bb3:
  return %a : i32
}`,
}

func TestGreedyFoldMatchesMlirOpt(t *testing.T) {
	difftest.Require(t)
	for _, topDown := range []bool{true, false} {
		for i, src := range foldCases {
			want, errs, ok := difftest.Run(src, "--pass-pipeline=builtin.module(func.func(canonicalize{top-down="+map[bool]string{true: "true", false: "false"}[topDown]+"}))")
			require.True(t, ok, errs)
			m := difftest.Parse(t, src)
			cfg := rewrite.DefaultConfig()
			cfg.TopDown = topDown
			canonicalizeFuncs(t, m, cfg)
			require.Equal(t, want, difftest.Print(m), "case %d top-down=%v", i, topDown)
		}
	}
}
