package rewrite

import (
	"fmt"

	"ncc/core"
)

// NoLimit disables Config.MaxIterations or Config.MaxRewrites.
const NoLimit = -1

// Strictness says which ops the greedy driver may rewrite.
type Strictness uint8

const (
	AnyOp             Strictness = iota // any op in scope, including ones patterns create
	ExistingAndNewOps                   // the ops given to the driver and ops created by patterns
	ExistingOps                         // only the ops given to the driver
)

// RegionSimplify is the level of CFG cleanup between iterations.
type RegionSimplify uint8

const (
	SimplifyDisabled   RegionSimplify = iota
	SimplifyNormal                    // erase unreachable blocks, dead ops and dead block arguments
	SimplifyAggressive                // also merge identical blocks and drop redundant arguments
)

// Config steers the greedy driver. The zero value is not useful; start
// from DefaultConfig, which is MLIR's GreedyRewriteConfig default.
type Config struct {
	TopDown        bool // seed the worklist in pre-order (else post-order)
	MaxIterations  int  // passes over the region; NoLimit for none
	MaxRewrites    int  // successful pattern rewrites per iteration; NoLimit for none
	Strict         Strictness
	Fold           bool // fold ops through OpDef.Fold before trying patterns
	CSEConstants   bool // unique and hoist constants when seeding the worklist
	RegionSimplify RegionSimplify
	// TestConvergence fingerprints the IR around every successful pattern
	// and fails when a pattern reported success without a change, or when
	// the rewrite did not converge.
	TestConvergence bool
	// Listener, if set, also hears every change.
	Listener Listener
}

// DefaultConfig returns MLIR's defaults: bottom-up, 10 iterations, no
// rewrite limit, folding, constant CSE, normal region simplification.
func DefaultConfig() Config {
	return Config{MaxIterations: 10, MaxRewrites: NoLimit, Fold: true, CSEConstants: true, RegionSimplify: SimplifyNormal}
}

// Result reports what a driver run did.
type Result struct {
	Changed   bool // the IR changed
	Converged bool // the last iteration changed nothing
}

// driver is the state of one greedy run; it is the Rewriter's listener.
type driver struct {
	patterns *FrozenPatternSet
	cfg      Config
	rw       *Rewriter
	wl       *worklist
	scope    *core.Region
	folder   *constFolder
	strict   map[*core.Operation]bool // ops that may be rewritten (strict modes)
	conv     *convergence
	scratch  *scratch         // pooled maps; returned when the run ends
	consts   []core.Attribute // operand constants buffer for fold
}

func newDriver(ctx *core.Context, patterns *FrozenPatternSet, cfg Config, scope *core.Region) *driver {
	d := &driver{patterns: patterns, cfg: cfg, scratch: getScratch(), scope: scope}
	d.wl = &d.scratch.wl
	d.rw = NewRewriter(ctx, d)
	if cfg.TestConvergence {
		d.conv = &convergence{}
	}
	return d
}

// ApplyPatternsGreedily rewrites the ops in region, which must belong to an
// IsolatedFromAbove op, until no pattern or fold applies or a limit is hit.
// The region's owner itself is not rewritten. The error is non-nil only
// with TestConvergence, naming the fault. See the package doc.
func ApplyPatternsGreedily(region *core.Region, patterns *FrozenPatternSet, cfg Config) (Result, error) {
	ctx := region.ParentOp().Context()
	d := newDriver(ctx, patterns, cfg, region)
	if cfg.Strict != AnyOp {
		d.strict = map[*core.Operation]bool{}
		region.Walk(core.PostOrder, func(op *core.Operation) core.WalkResult {
			d.strict[op] = true
			return core.Advance
		})
	}
	res := d.simplify(region)
	d.folder = nil
	putScratch(d.scratch)
	if d.conv != nil {
		if d.conv.err != nil {
			return res, d.conv.err
		}
		if !res.Converged {
			return res, fmt.Errorf("greedy rewrite did not converge after %d iterations", cfg.MaxIterations)
		}
	}
	return res, nil
}

// ApplyPatternsGreedilyOp runs ApplyPatternsGreedily on each region of op.
func ApplyPatternsGreedilyOp(op *core.Operation, patterns *FrozenPatternSet, cfg Config) (Result, error) {
	all := Result{Converged: true}
	for _, r := range op.Regions() {
		res, err := ApplyPatternsGreedily(r, patterns, cfg)
		all.Changed = all.Changed || res.Changed
		all.Converged = all.Converged && res.Converged
		if err != nil {
			return all, err
		}
	}
	return all, nil
}

func (d *driver) simplify(region *core.Region) Result {
	cont := false
	iteration := 0
	for {
		iteration++
		if d.cfg.MaxIterations != NoLimit && iteration > d.cfg.MaxIterations {
			break
		}
		d.wl.clear()
		d.folder = &d.scratch.folder
		d.folder.reset(d.rw)
		if !d.cfg.TopDown {
			region.Walk(core.PostOrder, func(op *core.Operation) core.WalkResult {
				if !d.cfg.CSEConstants || !d.insertKnownConstant(op) {
					d.addToWorklist(op)
				}
				return core.Advance
			})
		} else {
			region.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
				if !d.cfg.CSEConstants || !d.insertKnownConstant(op) {
					d.addToWorklist(op)
					return core.Advance
				}
				return core.Skip
			})
			d.wl.reverse()
		}
		cont = eraseUnreachableBlocks(d.rw, []*core.Region{region})
		cont = d.processWorklist() || cont
		if d.cfg.RegionSimplify != SimplifyDisabled {
			cont = simplifyRegionsWith(d.rw, []*core.Region{region}, d.cfg.RegionSimplify == SimplifyAggressive, &d.scratch.live) || cont
		}
		if !cont {
			break
		}
	}
	return Result{Changed: iteration > 1, Converged: !cont}
}

// insertKnownConstant registers a constant met while seeding the worklist;
// it returns true when the op was a duplicate and was replaced.
func (d *driver) insertKnownConstant(op *core.Operation) bool {
	v, ok := ConstantValue(op)
	if !ok {
		return false
	}
	return !d.folder.insertKnown(op, v)
}

func (d *driver) processWorklist() bool {
	changed := false
	rewrites := 0
	for !d.wl.empty() && (d.cfg.MaxRewrites == NoLimit || rewrites < d.cfg.MaxRewrites) {
		op := d.wl.pop()
		if IsTriviallyDead(op) {
			d.rw.EraseOp(op)
			changed = true
			continue
		}
		if d.cfg.Fold && !op.HasTrait(core.ConstantLike) && d.tryFold(op) {
			changed = true
			continue
		}
		var p *Pattern
		if d.conv != nil {
			p = d.conv.apply(d, op)
		} else {
			p = d.patterns.apply(op, d.rw)
		}
		if p != nil {
			changed = true
			rewrites++
		}
	}
	return changed
}

// tryFold folds op; it reports whether op was folded (replaced or updated
// in place).
func (d *driver) tryFold(op *core.Operation) bool {
	rs, ok := fold(op, &d.consts)
	if !ok {
		return false
	}
	if rs == nil {
		d.OpModified(op)
		return true
	}
	b, before := d.rw.InsertionPoint()
	defer d.rw.RestoreInsertionPoint(b, before)
	d.rw.SetInsertionPoint(op)
	repl := make([]core.Value, len(rs))
	var made []*core.Operation
	for i, fr := range rs {
		if fr.Value != nil {
			repl[i] = fr.Value
			continue
		}
		c := Materialize(d.rw, op.OpName().Dialect, fr.Attr, op.Result(i).Type(), op.Loc())
		if c == nil {
			for _, m := range made {
				d.rw.EraseOp(m)
			}
			return false
		}
		made = append(made, c)
		repl[i] = c.Result(0)
	}
	d.rw.ReplaceOp(op, repl)
	return true
}

// addToWorklist adds op and its ancestors up to the scope region, if op is
// inside the scope.
func (d *driver) addToWorklist(op *core.Operation) {
	var stackBuf [8]*core.Operation
	anc := stackBuf[:0]
	for o := op; o != nil; {
		anc = append(anc, o)
		r := o.ParentRegion()
		if r == d.scope {
			for _, a := range anc {
				d.addSingle(a)
			}
			return
		}
		if r == nil {
			return
		}
		o = r.ParentOp()
	}
}

func (d *driver) addSingle(op *core.Operation) {
	if d.strict == nil || d.strict[op] {
		d.wl.push(op)
	}
}

// addOperandsToWorklist re-adds the definers of op's operands that have at
// most one other user: erasing op may make them dead or foldable.
func (d *driver) addOperandsToWorklist(op *core.Operation) {
	for i := 0; i < op.NumOperands(); i++ {
		v := op.Operand(i)
		if v == nil {
			continue
		}
		def := core.DefiningOp(v)
		if def == nil {
			continue
		}
		var other *core.Operation
		many := false
		for u := core.FirstUse(v); u != nil; u = u.NextUse() {
			user := u.Owner()
			if user == op || user == other {
				continue
			}
			if other == nil {
				other = user
				continue
			}
			many = true
			break
		}
		if !many {
			d.addToWorklist(def)
		}
	}
}

// Listener implementation.

func (d *driver) OpInserted(op *core.Operation) {
	if l := d.cfg.Listener; l != nil {
		l.OpInserted(op)
	}
	if d.cfg.Strict == ExistingAndNewOps {
		d.strict[op] = true
	}
	d.addToWorklist(op)
}

func (d *driver) OpModified(op *core.Operation) {
	if l := d.cfg.Listener; l != nil {
		l.OpModified(op)
	}
	d.addToWorklist(op)
}

func (d *driver) OpReplaced(op *core.Operation, with []core.Value) {
	if l := d.cfg.Listener; l != nil {
		l.OpReplaced(op, with)
	}
}

func (d *driver) OpErased(op *core.Operation) {
	if l := d.cfg.Listener; l != nil {
		l.OpErased(op)
	}
	d.addOperandsToWorklist(op)
	d.wl.remove(op)
	if d.folder != nil {
		d.folder.notifyRemoval(op)
	}
	if d.strict != nil {
		delete(d.strict, op)
	}
}

func (d *driver) BlockInserted(b *core.Block) {
	if l := d.cfg.Listener; l != nil {
		l.BlockInserted(b)
	}
}

func (d *driver) BlockErased(b *core.Block) {
	if l := d.cfg.Listener; l != nil {
		l.BlockErased(b)
	}
}
