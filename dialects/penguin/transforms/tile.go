package transforms

import (
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/core/pass"
	"ncc/dialects/penguin"
)

// Tile is penguin-tile: it splits loop nests whose tiles break the
// target's limits, and those whose live tiles overflow the SBUF budget,
// into more iterations over smaller tiles.
type Tile struct {
	Target  string `opt:"target" help:"Target whose limits tiles must respect (default: the kernel's)"`
	MaxFree int64  `opt:"max-free" default:"0" help:"Largest free size of a tile in elements, below the target's (0: the target's)"`
	Budget  int64  `opt:"sbuf-budget" default:"0" help:"SBUF bytes per partition the live tiles may use (0: the target's partition)"`

	NumSplit pass.Statistic `stat:"num-split" help:"Number of tile dimensions split"`
}

func init() {
	pass.Register(pass.Info{
		Arg:     "penguin-tile",
		Name:    "PenguinTile",
		Summary: "Splits penguin loop nests so that every tile fits the target and the SBUF budget",
		Description: "A tile with too many partitions, too large a free size (or more than max-free), too many " +
			"bytes per partition, a psum tile larger than a PSUM bank or a matmul beyond TensorE's sizes is split: " +
			"the ops that define and use it run in a new parallel loop over smaller pieces. Then, while the tiles " +
			"live at once need more SBUF than the budget, the largest of them is split. Ops that cannot work on " +
			"a piece (a reduce over the split dimension, a matmul's contraction) stop the split with an error " +
			"naming the limit.",
		Dialects: []string{"penguin", "arith"},
		New:      func() pass.Pass { return &Tile{} },
	})
}

// maxSplits bounds the splits of one kernel; each one shrinks a tile, so
// this is only reached by a bug.
const maxSplits = 256

// Run tiles every kernel in op.
func (p *Tile) Run(op *core.Operation, st *pass.State) error {
	changed := false
	for _, k := range kernels(op) {
		t, err := targetOf(k, p.Target)
		if err != nil {
			return err
		}
		tl := &tiler{Tile: p, t: t, k: k, ctx: op.Context()}
		c, err := tl.run()
		changed = changed || c
		if err != nil {
			return err
		}
	}
	if !changed {
		st.PreserveAll()
	}
	return nil
}

type tiler struct {
	*Tile
	t   *arch.Target
	k   *core.Operation
	ctx *core.Context
}

// Which limit a tile breaks decides the dimensions a split may shrink.
type limitClass int

const (
	fits limitClass = iota
	partitionLimit
	freeLimit
)

// check says which limit tt breaks, first the partitions.
func (tl *tiler) check(tt *penguin.TileType) (limitClass, string) {
	t := tl.t
	if p := tt.Partitions(); p > int64(t.Partitions) {
		return partitionLimit, fmt.Sprintf("has %d partitions; %s has %d", p, t.Name, t.Partitions)
	}
	maxFree, by := int64(t.MaxFree(tt.Mem)), t.Name
	if tl.MaxFree > 0 && tl.MaxFree < maxFree {
		maxFree, by = tl.MaxFree, "max-free"
	}
	if f := tt.FreeSize(); f > maxFree {
		return freeLimit, fmt.Sprintf("has a free size of %d elements; %s allows %d in %s", f, by, maxFree, tt.Mem)
	}
	limit := t.SBUFPartitionBytes
	if tt.Mem == arch.PSUM {
		limit = t.PSUMBankBytes
		if b := tt.PartitionBytes(); b > int64(limit) {
			return freeLimit, fmt.Sprintf("needs %d bytes per partition; one PSUM bank of %s holds %d", b, t.Name, limit)
		}
	}
	if b := tt.PartitionBytes(); b > int64(limit) {
		return freeLimit, fmt.Sprintf("needs %d bytes per partition; a %s partition of %s has %d", b, tt.Mem, t.Name, limit)
	}
	return fits, ""
}

// checkMatmul says which of TensorE's sizes a matmul of these operand
// types breaks, and the result dimension to split (-1: none can be).
func (tl *tiler) checkMatmul(st, mv *penguin.TileType) (string, int) {
	t := tl.t
	switch k, m, n := st.Dims[0], st.Dims[1], mv.Dims[1]; {
	case k > int64(t.MatmulMaxK):
		return fmt.Sprintf("contracts K = %d partitions; %s's TensorE takes at most %d", k, t.Name, t.MatmulMaxK), -1
	case m > int64(t.MatmulMaxStationary):
		return fmt.Sprintf("has a stationary free size M = %d; %s's TensorE takes at most %d", m, t.Name, t.MatmulMaxStationary), 0
	case n > int64(t.MatmulMaxMoving):
		return fmt.Sprintf("has a moving free size N = %d; %s's TensorE takes at most %d", n, t.Name, t.MatmulMaxMoving), 1
	}
	return "", 0
}

// violation is a tile that breaks a limit, the dimensions whose split
// could fix it, and the limit's words.
type violation struct {
	op    *core.Operation
	v     core.Value
	dims  []int
	class limitClass
	msg   string
}

// firstViolation finds the first tile, in program order, that breaks a
// limit.
func (tl *tiler) firstViolation() (*violation, error) {
	var found *violation
	var err error
	tl.k.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		if m, ok := penguin.AsMatmulOp(op); ok {
			msg, res := tl.checkMatmul(tileOf(m.Stationary()), tileOf(m.Moving()))
			switch {
			case msg != "" && res < 0:
				err = op.Errorf("cannot be tiled: it %s, and penguin-tile does not split a contraction", msg)
			case msg != "":
				found = &violation{op, m.ResultSlot(), []int{res}, freeLimit, "it " + msg}
			}
			if msg != "" {
				return core.Interrupt
			}
		}
		for i, r := range op.Results() {
			tt := tileOf(r)
			if tt == nil {
				continue
			}
			class, msg := tl.check(tt)
			if class == fits {
				continue
			}
			dims := []int{0}
			if class == freeLimit {
				dims = nil
				for d := 1; d < tt.Rank(); d++ {
					dims = append(dims, d)
				}
			}
			found = &violation{op, r, dims, class, fmt.Sprintf("result #%d (%s) %s", i, tt, msg)}
			return core.Interrupt
		}
		return core.Advance
	})
	return found, err
}

// fitsClass reports whether the new types keep no tile of the class
// broken, counting the matmuls that read them.
func (tl *tiler) fitsClass(class limitClass) func(map[core.Value]*penguin.TileType, []node) bool {
	return func(types map[core.Value]*penguin.TileType, _ []node) bool {
		for v, tt := range types {
			if c, _ := tl.check(tt); c == class {
				return false
			}
			for _, u := range core.Users(v) {
				if m, ok := penguin.AsMatmulOp(u); ok && class == freeLimit {
					st, mv := typeIn(types, m.Stationary()), typeIn(types, m.Moving())
					if msg, _ := tl.checkMatmul(st, mv); msg != "" {
						return false
					}
				}
			}
		}
		return true
	}
}

func typeIn(types map[core.Value]*penguin.TileType, v core.Value) *penguin.TileType {
	if t, ok := types[v]; ok {
		return t
	}
	return tileOf(v)
}

// run splits until every tile fits and the live tiles fit the budget.
func (tl *tiler) run() (bool, error) {
	changed := false
	for range maxSplits {
		v, err := tl.firstViolation()
		if err != nil {
			return changed, err
		}
		var s *split
		if v != nil {
			if s, err = tl.fix(v); err != nil {
				return changed, err
			}
		} else if s, err = tl.fitBudget(); err != nil || s == nil {
			return changed, err
		}
		s.apply(tl.ctx)
		tl.NumSplit.Inc()
		changed = true
	}
	return changed, tl.k.Errorf("penguin-tile: gave up after %d splits", maxSplits)
}

// fix plans the split that makes v's tile fit, trying its dimensions from
// the outermost.
func (tl *tiler) fix(v *violation) (*split, error) {
	var why *splitErr
	for _, d := range v.dims {
		s, err := planSplit(tl.ctx, v.v, d, tl.fitsClass(v.class))
		if err == nil {
			return s, nil
		}
		if why == nil {
			why = err
		}
	}
	diag := v.op.Errorf("cannot be tiled: %s", v.msg)
	if why != nil && why.op != nil {
		diag.Note(why.op.Loc(), "'%s' op %s", why.op.Name(), why.why)
	}
	return nil, diag
}

// fitBudget plans the split of a tile live at the SBUF peak that brings
// the peak within the budget, or lowers it most; nil when the kernel fits.
func (tl *tiler) fitBudget() (*split, error) {
	budget := budgetOf(tl.t, tl.Budget)
	peak, at := peakSBUF(tl.k, liveness{})
	if peak <= budget {
		return nil, nil
	}
	var best *split
	bestPeak := peak
	for _, v := range liveAt(tl.k, at) {
		for d := 1; d < tileOf(v).Rank(); d++ {
			var newPeak int64
			s, err := planSplit(tl.ctx, v, d, func(types map[core.Value]*penguin.TileType, _ []node) bool {
				newPeak, _ = peakSBUF(tl.k, liveness{types: types})
				return newPeak <= budget
			})
			if err == nil {
				return s, nil
			}
			// No piece reaches the budget: the smallest piece lowers the
			// peak most.
			s, err = planSplit(tl.ctx, v, d, func(types map[core.Value]*penguin.TileType, comp []node) bool {
				for _, m := range comp {
					if types[m.v].Dims[m.d] != 1 {
						return false
					}
				}
				newPeak, _ = peakSBUF(tl.k, liveness{types: types})
				return true
			})
			if err == nil && newPeak < bestPeak {
				best, bestPeak = s, newPeak
			}
		}
		if best != nil {
			return best, nil
		}
	}
	return nil, at.Errorf("cannot be tiled: %d bytes per partition of SBUF tiles are live here; the budget is %d, and no live tile can be split further",
		peak, budget)
}
