package penguin

import (
	"ncc/arch"
	"ncc/core"
)

// Dialect is the penguin dialect.
var Dialect = &core.Dialect{
	Name:    "penguin",
	Summary: "Tile programs: loops over SBUF/PSUM tiles, before engines and buffers are chosen",
	Ops: []*core.OpDef{
		// Kernels, buffers and control.
		Kernel, Return, HBMAlloc, View, For, While, If, Yield,
		// Data movement.
		Load, Store, LoadIndirect,
		// Compute.
		Matmul, Transpose, Ewise, Activation, Reduce, Broadcast, Iota, Select, Copy,
		Zeros, Constant, ExtractScalar,
	},
	ParseType: parseType,
	PrintType: printType,
	ParseAttr: parseAttr,
	PrintAttr: printAttr,
}

// Op names for code that must not refer to the definitions themselves
// (their hooks would make an initialization cycle).
const (
	opKernel = "penguin.kernel"
	opFor    = "penguin.for"
	opWhile  = "penguin.while"
	opIf     = "penguin.if"
	opYield  = "penguin.yield"
)

// TargetAttr is the discardable attribute naming the target of every
// kernel nested in the op that carries it (a module, usually):
// `module attributes {penguin.target = "trn2"}`. A kernel's own `target`
// attribute wins over it.
const TargetAttr = "penguin.target"

// TargetOf returns the arch.Target op is compiled for: the `target` of its
// kernel, else the nearest penguin.target attribute of an enclosing op,
// else arch.Default. The error names an unknown target; the target is then
// arch.Default, so a caller may go on.
func TargetOf(op *core.Operation) (*arch.Target, error) {
	for o := op; o != nil; o = o.ParentOp() {
		var a core.Attribute
		if o.Name() == opKernel {
			a = o.Attr("target")
		}
		if a == nil {
			a = o.Attr(TargetAttr)
		}
		if s, ok := a.(*core.StringAttr); ok {
			t, err := arch.Lookup(s.Value)
			if err != nil {
				d, _ := arch.Lookup(arch.Default)
				return d, err
			}
			return t, nil
		}
	}
	return arch.Lookup(arch.Default)
}

// target is TargetOf for the verifiers: an unknown name is reported once,
// by the kernel (verifyKernel), and every other op checks against the
// default.
func target(op *core.Operation) *arch.Target {
	t, _ := TargetOf(op)
	return t
}

// The verifiers of all ops first check the tiles the op defines against
// the target; see verifyTiles.
func init() {
	for _, d := range Dialect.Ops {
		own := d.Verify
		d.Verify = func(op *core.Operation) error {
			if err := verifyTiles(op); err != nil {
				return err
			}
			if own != nil {
				return own(op)
			}
			return nil
		}
	}
}
