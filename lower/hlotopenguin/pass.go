package hlotopenguin

import (
	"fmt"
	"sort"
	"strings"

	"ncc/arch"
	"ncc/core"
	"ncc/core/pass"
	"ncc/dialects/penguin"
	"ncc/rewrite/convert"
)

// Pass is convert-stablehlo-to-penguin.
type Pass struct {
	Target string `opt:"target" default:"trn1" help:"The target whose tile limits the kernels respect (trn1, inf2, trn2, trn3)"`

	NumLowered pass.Statistic `stat:"num-lowered" help:"Number of StableHLO operations lowered"`

	target  *arch.Target
	regions map[*core.Block]regionState // lowered while/case regions, for their returns
}

func init() {
	pass.Register(pass.Info{
		Arg:     "convert-stablehlo-to-penguin",
		Name:    "ConvertStablehloToPenguin",
		Summary: "Lowers StableHLO functions to penguin kernels: loop nests over SBUF/PSUM tiles",
		Description: "Each func.func becomes a penguin.kernel over HBM buffers; each StableHLO op becomes a loop " +
			"nest that loads tiles of its operands, computes on them and stores its result to a new HBM buffer " +
			"(penguin-fuse later keeps producer/consumer chains on chip). An op ncc cannot lower yet is an " +
			"error at its location.",
		Dialects: []string{"penguin", "arith"},
		New:      func() pass.Pass { return &Pass{} },
	})
}

// Run lowers every func.func nested in op.
func (p *Pass) Run(op *core.Operation, _ *pass.State) error {
	t, err := arch.Lookup(p.Target)
	if err != nil {
		return err
	}
	p.target = t
	p.regions = map[*core.Block]regionState{}
	// Diagnose what cannot be lowered before changing anything, so a
	// module is either lowered whole or left as it was.
	if err := p.check(op); err != nil {
		return err
	}
	tgt := convert.NewTarget()
	tgt.AddLegalDialect("penguin", "arith", "builtin")
	tgt.AddIllegalDialect("stablehlo", "func", "tensor", "chlo")
	// arith's index arithmetic is penguin's; its tensor constants are not.
	tgt.AddDynamicallyLegalOp("arith.constant", func(op *core.Operation) bool {
		_, tensor := op.Result(0).Type().(*core.TensorType)
		return !tensor
	})
	tc := typeConverter(op.Context())
	return convert.ApplyFull(op, tgt, convert.NewPatternSet(p.patterns()...), tc)
}

// check reports the first op no pattern lowers, or a type we cannot hold.
func (p *Pass) check(root *core.Operation) error {
	var err error
	var funcs []*core.Operation
	root.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		name := op.Name()
		if op == root || name == "builtin.module" || isArithScalar(op) {
			return core.Advance
		}
		if _, ok := lowerings[name]; !ok && !structural[name] {
			err = op.Errorf("ncc cannot lower '%s' yet", name)
			return core.Interrupt
		}
		for _, v := range op.Results() {
			if e := checkValueType(op.Context(), v.Type()); e != "" {
				err = op.Errorf("ncc cannot lower '%s' yet: %s", name, e)
				return core.Interrupt
			}
		}
		if name == "func.func" {
			funcs = append(funcs, op)
		}
		if c, ok := lowerings[name]; ok && c.check != nil {
			if e := c.check(op); e != "" {
				err = op.Errorf("ncc cannot lower '%s' yet: %s", name, e)
				return core.Interrupt
			}
		}
		return core.Advance
	})
	if err != nil {
		return err
	}
	// The ops first: an op that cannot be lowered says more than the
	// signature it makes impossible.
	for _, fn := range funcs {
		if e := checkSignature(fn); e != "" {
			return fn.Errorf("ncc cannot lower this function yet: %s", e)
		}
	}
	return nil
}

// checkValueType says why a tensor type cannot be an HBM buffer ("" when it can).
func checkValueType(ctx *core.Context, t core.Type) string {
	rt, ok := t.(*core.TensorType)
	if !ok {
		return fmt.Sprintf("type %s is not a statically shaped tensor", core.TypeString(t))
	}
	if !staticShape(rt.Dims) {
		return fmt.Sprintf("type %s has a dynamic shape", core.TypeString(t))
	}
	if err := penguin.CheckHBM(rt.Dims, storage(ctx, rt.Elem)); err != nil {
		return fmt.Sprintf("type %s: %v", core.TypeString(t), err)
	}
	return ""
}

// structural ops are lowered by their parents' patterns or by the
// function pattern.
var structural = map[string]bool{
	"func.func": true, "func.return": true, "stablehlo.return": true,
	"stablehlo.while": true, "stablehlo.case": true, "stablehlo.if": true,
}

// typeConverter maps ranked static tensors to HBM buffers.
func typeConverter(ctx *core.Context) *convert.TypeConverter {
	tc := &convert.TypeConverter{}
	tc.AddTypeMap(func(t core.Type) core.Type { return t })
	tc.AddTypeMap(func(t core.Type) core.Type {
		rt, ok := t.(*core.TensorType)
		if !ok || !staticShape(rt.Dims) {
			return nil
		}
		return penguin.HBM(ctx, rt.Dims, storage(ctx, rt.Elem))
	})
	return tc
}

// lowering is how one StableHLO op becomes penguin: check says why an op
// cannot be lowered ("" if it can), before anything changes; lower builds
// the replacement values.
type lowering struct {
	check func(op *core.Operation) string
	lower func(l *lw, op *core.Operation, args []core.Value) []core.Value
}

// lowerings is filled by the init functions of the files that lower each
// op family.
var lowerings = map[string]lowering{}

func register(name string, lower func(l *lw, op *core.Operation, args []core.Value) []core.Value) {
	registerChecked(name, nil, lower)
}

func registerChecked(name string, check func(*core.Operation) string, lower func(l *lw, op *core.Operation, args []core.Value) []core.Value) {
	if _, dup := lowerings[name]; dup {
		panic("hlotopenguin: two lowerings of " + name)
	}
	lowerings[name] = lowering{check, lower}
}

// Lowers reports whether the pass lowers ops named name (some only in the
// forms their check accepts: see Limits).
func Lowers(name string) bool {
	_, ok := lowerings[name]
	return ok || name == "stablehlo.while" || name == "stablehlo.case" || name == "stablehlo.if"
}

// Limits says, for the ops lowered only in some forms, which.
var Limits = map[string]string{
	"stablehlo.reduce":      "one operand (no argmax-style variadic reduce); a body of one add, multiply, maximum, minimum, and, or or xor",
	"stablehlo.gather":      "whole slices along one dimension, one index per slice (embedding lookups, index_select on any axis)",
	"stablehlo.dot_general": "float operands, or integers of at most 16 bits (TensorE computes in fp32)",
	"stablehlo.dot":         "float operands, or integers of at most 16 bits (TensorE computes in fp32)",
}

func (p *Pass) patterns() []*convert.Pattern {
	ps := []*convert.Pattern{
		{Root: "func.func", Benefit: 1, Name: "func.func to penguin.kernel", Rewrite: p.lowerFunc},
		{Root: "func.return", Benefit: 1, Name: "func.return to penguin.return",
			Rewrite: func(op *core.Operation, a convert.Adaptor, r *convert.Rewriter) bool {
				r.SetInsertionPoint(op)
				penguin.NewReturn(&r.Builder, op.Loc(), append([]core.Value(nil), a.Operands...)...)
				r.EraseOp(op)
				return true
			}},
	}
	ps = append(ps, p.controlPatterns()...)
	for name, c := range lowerings {
		c := c
		ps = append(ps, &convert.Pattern{Root: name, Benefit: 1, Name: "lower " + name,
			Rewrite: func(op *core.Operation, a convert.Adaptor, r *convert.Rewriter) bool {
				l := p.newLW(op, r)
				vals := c.lower(l, op, append([]core.Value(nil), a.Operands...))
				r.ReplaceOp(op, vals)
				p.NumLowered.Inc()
				return true
			}})
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].Name < ps[j].Name })
	return ps
}

// lowerFunc turns a func.func into a penguin.kernel over HBM buffers and
// moves its body in; the body's ops are lowered after it.
func (p *Pass) lowerFunc(op *core.Operation, _ convert.Adaptor, r *convert.Rewriter) bool {
	ft := funcType(op)
	tc := typeConverter(op.Context())
	conv := func(ts []core.Type) []core.Type {
		out := make([]core.Type, len(ts))
		for i, t := range ts {
			out[i] = tc.ConvertType(t)
		}
		return out
	}
	name := ""
	if s, ok := op.Attr("sym_name").(*core.StringAttr); ok {
		name = s.Value
	}
	r.SetInsertionPoint(op)
	k, entry := penguin.NewKernel(&r.Builder, op.Loc(), name, conv(ft.Inputs), conv(ft.Results))
	k.SetAttr("target", core.String(op.Context(), p.target.Name))
	body := op.Region(0).First()
	r.MergeBlocks(body, entry, entry.ArgValues())
	r.EraseOp(op)
	return true
}

func funcType(op *core.Operation) *core.FunctionType {
	if ta, ok := op.Attr("function_type").(*core.TypeAttr); ok {
		if ft, ok := ta.Type.(*core.FunctionType); ok {
			return ft
		}
	}
	return core.Function(op.Context(), nil, nil)
}

func staticShape(dims []int64) bool {
	for _, d := range dims {
		if d == core.Dynamic {
			return false
		}
	}
	return true
}

// isArithScalar is an arith op on scalars (index arithmetic), which
// penguin keeps.
func isArithScalar(op *core.Operation) bool {
	if !strings.HasPrefix(op.Name(), "arith.") {
		return false
	}
	for _, v := range op.Results() {
		if _, tensor := v.Type().(*core.TensorType); tensor {
			return false
		}
	}
	return true
}

// storage is the element type a tensor element type is held in: 64-bit
// integers (PyTorch's indices and sizes) are narrowed to 32 bits, as the
// engines compute on 32-bit integers at most; values beyond ±2^31 wrap.
func storage(ctx *core.Context, t core.Type) core.Type {
	if it, ok := t.(*core.IntType); ok && it.Width == 64 {
		return core.IntTypeOf(ctx, 32, it.Sign)
	}
	return t
}

// checkSignature says why a function's arguments or results cannot be a
// kernel's: they must be tensors penguin holds (64-bit integers are held
// in 32 bits: the driver narrows and widens them at the boundary).
func checkSignature(fn *core.Operation) string {
	ft := funcType(fn)
	for i, ts := range [][]core.Type{ft.Inputs, ft.Results} {
		for j, t := range ts {
			what := [2]string{"argument", "result"}[i]
			if e := checkValueType(fn.Context(), t); e != "" {
				return fmt.Sprintf("%s #%d: %s", what, j, e)
			}
		}
	}
	return ""
}
