package penguintobir

import (
	"ncc/core"
	"ncc/core/pass"
	"ncc/dialects/bir"
	"ncc/dialects/penguin"
)

// Pass is convert-penguin-to-bir.
type Pass struct {
	NumKernels pass.Statistic `stat:"num-kernels" help:"Number of penguin kernels lowered"`
}

func init() {
	pass.Register(pass.Info{
		Arg:     "convert-penguin-to-bir",
		Name:    "ConvertPenguinToBIR",
		Summary: "Lowers penguin kernels to bir functions: tiles to SBUF/PSUM buffers, ops to engine instructions",
		Description: "Every penguin.kernel of the module becomes a bir.func of the same name: arguments and " +
			"results become Input and Output allocations, tiles share reused regions of one SBUF and one " +
			"PSUM allocation, loops become bir.loop, while and if become blocks of the function's CFG. " +
			"The module gets the kernels' target as bir.target.",
		Anchor:   "builtin.module",
		Dialects: []string{"bir"},
		New:      func() pass.Pass { return &Pass{} },
	})
}

// Run lowers the kernels directly inside op.
func (p *Pass) Run(op *core.Operation, _ *pass.State) error {
	n, err := Convert(op)
	for range n {
		p.NumKernels.Inc()
	}
	return err
}

// Convert replaces every penguin.kernel directly in module (a
// builtin.module) by its bir.func and returns how many it lowered. The
// module's bir.target becomes the first kernel's target (unless it has
// one); a function whose kernel has another target names its own. The
// first error stops the conversion; kernels lowered before it stay
// lowered.
func Convert(module *core.Operation) (int, error) {
	if module.NumRegions() == 0 || module.Region(0).Empty() {
		return 0, nil
	}
	var kernels []penguin.KernelOp
	for op := module.Region(0).First().First(); op != nil; op = op.Next() {
		if k, ok := penguin.AsKernelOp(op); ok {
			kernels = append(kernels, k)
		}
	}
	ctx := module.Context()
	if len(kernels) == 0 {
		return 0, nil
	}
	if _, err := ctx.OpName(bir.Func.Name); err != nil {
		return 0, module.Errorf("convert-penguin-to-bir needs the bir dialect loaded: %v", err)
	}
	modTarget := ""
	if s, ok := module.Attr(bir.TargetAttrName).(*core.StringAttr); ok {
		modTarget = s.Value
	}
	n := 0
	for _, k := range kernels {
		t, err := penguin.TargetOf(k.Operation)
		if err != nil {
			return n, k.Errorf("%v", err)
		}
		if modTarget == "" {
			modTarget = t.Name
			module.SetAttr(bir.TargetAttrName, core.String(ctx, t.Name))
		}
		own := ""
		if t.Name != modTarget {
			own = t.Name
		}
		if _, err := lowerKernel(k, t, own); err != nil {
			return n, err
		}
		k.Erase()
		n++
	}
	if n > 0 && !hasPenguin(module) {
		module.RemoveAttr(penguin.TargetAttr)
	}
	return n, nil
}

func hasPenguin(op *core.Operation) bool {
	found := false
	op.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		if o.Dialect() == "penguin" {
			found = true
			return core.Interrupt
		}
		return core.Advance
	})
	return found
}
