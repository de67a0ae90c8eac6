package hlotopenguin_test

import (
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects"
	"ncc/dialects/bir"
	"ncc/dialects/builtin"
	"ncc/internal/modelgen"
)

// birPipeline is the descent from StableHLO to bir (lower.StagePipelines
// without auto-cast, so the shape ops keep their element type).
const birPipeline = "builtin.module(inline,lift-cf-to-stablehlo-while,chlo-legalize-to-stablehlo,stablehlo-simplify," +
	"symbol-dce,canonicalize,cse,convert-stablehlo-to-penguin{target=trn1},penguin-tile,penguin-fuse,penguin-schedule," +
	"canonicalize,cse,convert-penguin-to-bir,canonicalize)"

// dmaCount is what a bir module does once its loops are unrolled: the
// instructions executed, and how many of them are DMAs.
type dmaCount struct {
	insts, dmas, maxTrip int64
	byLine               map[int]int64 // DMAs by the source line of the op they lower
}

// countUnrolled counts the instructions of a bir module's functions,
// each multiplied by the trip counts of the loops around it; maxTrip is
// the largest trip count of a loop whose body holds a DMA.
func countUnrolled(module *core.Operation) dmaCount {
	c := dmaCount{byLine: map[int]int64{}}
	var walk func(b *core.Block, trips int64)
	walk = func(b *core.Block, trips int64) {
		for op := b.First(); op != nil; op = op.Next() {
			switch op.Name() {
			case bir.Loop.Name:
				_, lb, ub, step := bir.LoopBounds(op)
				n := int64(0)
				if ub > lb {
					n = (ub - lb + step - 1) / step
				}
				body := bir.LoopBody(op)
				if hasDMA(body) && trips*n > c.maxTrip {
					c.maxTrip = trips * n
				}
				walk(body, trips*n)
				continue
			case bir.DMA.Name:
				c.dmas += trips
				line := 0
				if l, ok := core.FileLineColOf(op.Loc()); ok {
					line = l.Line
				}
				c.byLine[line] += trips
			}
			if !strings.HasPrefix(op.Name(), "bir.loop") && op.Name() != bir.Alloc.Name && op.NumRegions() == 0 {
				c.insts += trips
			}
			for i := 0; i < op.NumRegions(); i++ {
				for blk := op.Region(i).First(); blk != nil; blk = blk.Next() {
					walk(blk, trips)
				}
			}
		}
	}
	for _, fn := range bir.Funcs(module) {
		for blk := fn.Region(0).First(); blk != nil; blk = blk.Next() {
			walk(blk, 1)
		}
	}
	return c
}

func hasDMA(b *core.Block) bool {
	for op := b.First(); op != nil; op = op.Next() {
		if op.Name() == bir.DMA.Name {
			return true
		}
	}
	return false
}

// TestDMACounts lowers corpus programs to bir and logs the DMAs they
// execute once unrolled. NCC_DMA_COUNT selects the programs (a substring
// of their names; "all" for every program that is not large); without
// it the test only checks the shape-ops family at its small sizes stays
// within a bound of tiles.
func TestDMACounts(t *testing.T) {
	sel := os.Getenv("NCC_DMA_COUNT")
	if sel == "" {
		t.Skip("set NCC_DMA_COUNT to a program name substring, or all")
	}
	for _, p := range modelgen.Corpus() {
		if p.Has("xl") || p.Has("large") && os.Getenv("NCC_DMA_COUNT_LARGE") == "" ||
			sel != "all" && !strings.Contains(p.Name, sel) {
			continue
		}
		m, err := lowerToBIR(t, p.Name, p.Text)
		if err != nil {
			t.Logf("%-40s does not lower: %s", p.Name, firstLine(err.Error()))
			continue
		}
		c := countUnrolled(m)
		t.Logf("%-40s dmas %8d  insts %8d  largest DMA loop %6d", p.Name, c.dmas, c.insts, c.maxTrip)
		if os.Getenv("NCC_DMA_COUNT_LINES") != "" {
			lines := strings.Split(p.Text, "\n")
			for _, n := range slices.Sorted(maps.Keys(c.byLine)) {
				src := ""
				if n >= 1 && n <= len(lines) {
					src = strings.TrimSpace(lines[n-1])
					if len(src) > 90 {
						src = src[:90]
					}
				}
				t.Logf("    line %3d: %8d  %s", n, c.byLine[n], src)
			}
		}
	}
}

// TestShapeOpsDMAs checks that the shape ops copy whole tiles: each
// small shape-ops program runs a few DMAs per result, where a reverse
// once ran one load and one store per element (200649 DMAs at 3x257x129).
func TestShapeOpsDMAs(t *testing.T) {
	for _, p := range modelgen.Corpus() {
		if p.Family != "shape-ops" || p.Has("large") {
			continue
		}
		m, err := lowerToBIR(t, p.Name, p.Text)
		require.NoError(t, err, p.Name)
		c := countUnrolled(m)
		assert.LessOrEqual(t, c.dmas, int64(100), p.Name)
		assert.LessOrEqual(t, c.maxTrip, int64(16), p.Name)
	}
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i > 0 {
		return s[:i]
	}
	return s
}

func lowerToBIR(t testing.TB, name, text string) (*core.Operation, error) {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	block, err := asm.Parse(ctx, []byte(text), asm.ParseOptions{Filename: name})
	require.NoError(t, err)
	top := builtin.WrapInModule(ctx, block)
	m, err := pass.Parse(birPipeline)
	require.NoError(t, err)
	pop := ctx.PushDiagHandler(func(*core.Diagnostic) {})
	defer pop()
	if err := m.Run(top, &pass.Config{}); err != nil {
		return nil, err
	}
	return top, core.Verify(top)
}
