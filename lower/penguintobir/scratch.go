package penguintobir

import (
	"sort"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/penguin"
)

// scratchNeeds records the scratch bytes per partition each op's lowering
// takes (the lowering takes exactly these, in the same order), and which
// planned copies go through scratch.
func (p *plan) scratchNeeds() error {
	var ats []*core.Operation
	for at := range p.copies {
		ats = append(ats, at)
	}
	sort.Slice(ats, func(i, j int) bool { return p.pos[ats[i]] < p.pos[ats[j]] })
	for _, at := range ats {
		pairs := p.copies[at]
		dsts := map[*class]bool{}
		for _, c := range pairs {
			dsts[p.cls[c.dst]] = true
		}
		for i, c := range pairs {
			if sc := p.cls[c.src]; dsts[sc] && sc != p.cls[c.dst] {
				pairs[i].staged = true
				t, _ := penguin.TileTypeOf(c.src)
				p.needs[at] += alignUp(t.PartitionBytes(), 4)
			}
		}
	}
	p.kernel.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		p.needs[op] += opScratch(op)
		return core.Advance
	})
	return nil
}

// opScratch is the scratch the lowering of op takes.
func opScratch(op *core.Operation) int64 {
	cell := func(v core.Value) int64 {
		if t, ok := penguin.TileTypeOf(v); ok && !wideInt(t.DType()) {
			return 4
		}
		return 0
	}
	switch op.Name() {
	case penguin.Ewise.Name:
		o, _ := penguin.AsEwiseOp(op)
		return planEwise(o).scratchBytes()
	case penguin.Activation.Name:
		o, _ := penguin.AsActivationOp(op)
		if s := o.Spec(); s.Bias.Value == nil && s.Bias.Imm != 0 {
			return 4
		}
	case penguin.ExtractScalar.Name:
		if c := cell(op.Operand(0)); c > 0 {
			return 8
		}
	case penguin.If.Name:
		return cell(op.Operand(0))
	case penguin.Yield.Name:
		if w := op.ParentOp(); w != nil && w.Name() == penguin.While.Name && op.ParentRegion() == w.Region(0) {
			return cell(op.Operand(0))
		}
	case penguin.Iota.Name, penguin.Constant.Name:
		t, _ := penguin.TileTypeOf(op.Result(0))
		if t.Mem != arch.PSUM {
			return 0
		}
		if op.Name() == penguin.Constant.Name {
			o, _ := penguin.AsConstantOp(op)
			if !penguin.IsIntElem(t.Elem) || !bigInt(o.Splat()) {
				return 0
			}
		}
		return alignUp(t.FreeSize()*int64(t.DType().Size()), 4)
	}
	return 0
}
