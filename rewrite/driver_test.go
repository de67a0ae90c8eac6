package rewrite_test

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/internal/difftest"
	"ncc/rewrite"
)

// renameAddToSub rewrites arith.addi into arith.subi (a test pattern that
// always makes progress).
var renameAddToSub = &rewrite.Pattern{Root: "arith.addi", Benefit: 1, Name: "AddToSub",
	Rewrite: func(op *core.Operation, r *rewrite.Rewriter) bool {
		n := r.CreateOp("arith.subi", op.Loc(), op.Operands(), op.ResultTypes())
		r.ReplaceOpWithOp(op, n)
		return true
	}}

// subToAdd turns arith.subi back into arith.addi: with renameAddToSub it
// never converges.
var subToAdd = &rewrite.Pattern{Root: "arith.subi", Benefit: 1, Name: "SubToAdd",
	Rewrite: func(op *core.Operation, r *rewrite.Rewriter) bool {
		n := r.CreateOp("arith.addi", op.Loc(), op.Operands(), op.ResultTypes())
		r.ReplaceOpWithOp(op, n)
		return true
	}}

const twoAdds = `func.func @f(%a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b : i32
  %y = arith.addi %x, %b : i32
  return %y : i32
}`

func count(op *core.Operation, name string) int {
	n := 0
	op.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		if o.Name() == name {
			n++
		}
		return core.Advance
	})
	return n
}

func TestDriverLimitsAndStrictness(t *testing.T) {
	tests := []struct {
		name       string
		patterns   []*rewrite.Pattern
		cfg        func(*rewrite.Config)
		adds, subs int
		converged  bool
	}{
		{"all rewritten", []*rewrite.Pattern{renameAddToSub}, func(*rewrite.Config) {}, 0, 2, true},
		{"one rewrite per iteration, one iteration", []*rewrite.Pattern{renameAddToSub},
			func(c *rewrite.Config) { c.MaxRewrites, c.MaxIterations = 1, 1 }, 1, 1, false},
		// A cycle never empties the worklist: only the rewrite limit ends an
		// iteration, and the iteration limit ends the run.
		{"cycle hits the rewrite and iteration limits", []*rewrite.Pattern{renameAddToSub, subToAdd},
			func(c *rewrite.Config) { c.MaxRewrites, c.MaxIterations = 5, 3 }, -1, -1, false},
		{"existing ops only: new subi ops are not turned back", []*rewrite.Pattern{renameAddToSub, subToAdd},
			func(c *rewrite.Config) { c.Strict = rewrite.ExistingOps }, 0, 2, true},
		{"existing and new ops: the cycle continues", []*rewrite.Pattern{renameAddToSub, subToAdd},
			func(c *rewrite.Config) { c.Strict, c.MaxRewrites, c.MaxIterations = rewrite.ExistingAndNewOps, 5, 2 }, -1, -1, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := difftest.Parse(t, twoAdds)
			ps := (&rewrite.PatternSet{}).Add(tc.patterns...).Freeze(nil, nil)
			cfg := rewrite.DefaultConfig()
			cfg.Fold = false // subi(addi(a, b), b) would fold to a
			tc.cfg(&cfg)
			res, err := rewrite.ApplyPatternsGreedilyOp(difftest.Funcs(m)[0], ps, cfg)
			require.NoError(t, err)
			assert.Equal(t, tc.converged, res.Converged)
			assert.True(t, res.Changed || tc.converged)
			if tc.adds >= 0 {
				assert.Equal(t, tc.adds, count(m, "arith.addi"))
				assert.Equal(t, tc.subs, count(m, "arith.subi"))
			}
			require.NoError(t, core.Verify(m))
		})
	}
}

func TestFreezeFiltersByNameAndLabel(t *testing.T) {
	labelled := *renameAddToSub
	labelled.Labels = []string{"rename"}
	set := (&rewrite.PatternSet{}).Add(&labelled, subToAdd)
	assert.Equal(t, 1, set.Freeze([]string{"rename"}, nil).Len())
	assert.Equal(t, 1, set.Freeze([]string{"SubToAdd"}, nil).Len())
	assert.Equal(t, 1, set.Freeze(nil, []string{"SubToAdd"}).Len())
	assert.Equal(t, 2, set.Freeze(nil, nil).Len())
	assert.True(t, set.Freeze(nil, []string{"nothing"}).Empty())
}

func TestConvergenceCheckNamesPattern(t *testing.T) {
	m := difftest.Parse(t, twoAdds)
	liar := &rewrite.Pattern{Root: "arith.addi", Name: "Liar",
		Rewrite: func(*core.Operation, *rewrite.Rewriter) bool { return true }}
	cfg := rewrite.DefaultConfig()
	cfg.TestConvergence = true
	_, err := rewrite.ApplyPatternsGreedilyOp(difftest.Funcs(m)[0], (&rewrite.PatternSet{}).Add(liar).Freeze(nil, nil), cfg)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "pattern Liar returned success but IR did not change")
}

// events records listener notifications.
type events struct {
	inserted, modified, replaced, erased []string
}

func (e *events) OpInserted(op *core.Operation) { e.inserted = append(e.inserted, op.Name()) }
func (e *events) OpModified(op *core.Operation) { e.modified = append(e.modified, op.Name()) }
func (e *events) OpReplaced(op *core.Operation, _ []core.Value) {
	e.replaced = append(e.replaced, op.Name())
}
func (e *events) OpErased(op *core.Operation) { e.erased = append(e.erased, op.Name()) }
func (e *events) BlockInserted(*core.Block)   {}
func (e *events) BlockErased(*core.Block)     {}

func TestListenerSeesEveryChange(t *testing.T) {
	m := difftest.Parse(t, twoAdds)
	ev := &events{}
	cfg := rewrite.DefaultConfig()
	cfg.Listener = ev
	cfg.Fold = false // subi(addi(a, b), b) would fold to a
	_, err := rewrite.ApplyPatternsGreedilyOp(difftest.Funcs(m)[0], (&rewrite.PatternSet{}).Add(renameAddToSub).Freeze(nil, nil), cfg)
	require.NoError(t, err)
	assert.Equal(t, []string{"arith.subi", "arith.subi"}, ev.inserted)
	assert.Equal(t, []string{"arith.addi", "arith.addi"}, ev.replaced)
	assert.Equal(t, []string{"arith.addi", "arith.addi"}, ev.erased)
	// Bottom-up: %y is rewritten first (its user, the return, is modified),
	// then %x (its user is now the subi that replaced %y).
	assert.Equal(t, []string{"func.return", "arith.subi"}, ev.modified)
}

func TestWalkDriverVisitsOnce(t *testing.T) {
	m := difftest.Parse(t, twoAdds)
	ps := (&rewrite.PatternSet{}).Add(renameAddToSub, subToAdd).Freeze(nil, nil)
	require.True(t, rewrite.ApplyPatternsWalk(difftest.Funcs(m)[0], ps, nil))
	// Each op is visited once; the subi ops created are not revisited.
	assert.Equal(t, 2, count(m, "arith.subi"))
	require.NoError(t, core.Verify(m))
}

// TestConcurrentDrivers runs greedy drivers on sibling functions of one
// module in parallel, as the pass manager does (go test -race).
func TestConcurrentDrivers(t *testing.T) {
	src := ""
	for i := 0; i < 8; i++ {
		src += `func.func @f` + string(rune('a'+i)) + `(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %c2 = arith.constant 2 : i32
  %y = arith.addi %x, %c2 : i32
  return %y : i32
}
`
	}
	m := difftest.Parse(t, src)
	ps := rewrite.CanonicalPatterns(m.Context()).Freeze(nil, nil)
	var wg sync.WaitGroup
	for _, f := range difftest.Funcs(m) {
		wg.Add(1)
		go func(f *core.Operation) {
			defer wg.Done()
			_, err := rewrite.ApplyPatternsGreedilyOp(f, ps, rewrite.DefaultConfig())
			assert.NoError(t, err)
		}(f)
	}
	wg.Wait()
	assert.Equal(t, 8, count(m, "arith.addi"))
	assert.Equal(t, 8, count(m, "arith.constant"))
}
