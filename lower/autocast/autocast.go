// Package autocast is the stablehlo-auto-cast pass: neuronx-cc's
// --auto-cast and --auto-cast-type, which trade fp32 precision for engine
// speed before the program is lowered.
//
//   - none: nothing changes.
//   - matmult (neuronx-cc's default): the fp32 operands of the ops TensorE
//     runs (dot_general, convolution) are converted to the cast type; the
//     result stays fp32, as TensorE accumulates in fp32 PSUM.
//   - all: as matmult, and every elementwise op computing in fp32 computes in
//     the cast type: its fp32 operands are converted, it produces the cast
//     type, and a convert back to fp32 feeds its users (canonicalize then
//     folds the convert pairs between consecutive cast ops). Reductions,
//     control flow and data movement keep fp32.
//
// The cast type is bf16 (default), fp16, tf32 or fp8_e4m3 (neuronx-cc's
// names; MLIR's bf16, f16 and f8E4M3FN). StableHLO has no tf32 tensors, so
// a tf32 cast is `stablehlo.reduce_precision` to 8 exponent and 10
// mantissa bits: the value TensorE reads in tf32 mode, still typed f32. The SDK's neuronx-cc reference
// (compiler/neuronx-cc/api-reference-guide) defines the flags.
package autocast

import (
	"fmt"

	"ncc/core"
	"ncc/core/pass"
)

// Pass is stablehlo-auto-cast.
type Pass struct {
	Mode string `opt:"mode" default:"matmult" enum:"none,matmult,all" help:"Which fp32 operations to cast (neuronx-cc --auto-cast)"`
	Type string `opt:"type" default:"bf16" enum:"bf16,fp16,tf32,fp8_e4m3" help:"The type to cast to (neuronx-cc --auto-cast-type)"`

	NumCast pass.Statistic `stat:"num-cast" help:"Number of operations cast"`
}

func init() {
	pass.Register(pass.Info{
		Arg:     "stablehlo-auto-cast",
		Name:    "StablehloAutoCast",
		Summary: "Casts fp32 matmuls (or all fp32 ops) to bf16/fp16/tf32/fp8 as neuronx-cc --auto-cast does",
		Description: "mode=matmult converts the fp32 operands of dot_general and convolution to the cast type " +
			"and keeps their fp32 result; mode=all also runs fp32 elementwise ops in the cast type.",
		Dialects: []string{"stablehlo"},
		New:      func() pass.Pass { return &Pass{} },
	})
}

// elemTypeName maps neuronx-cc's --auto-cast-type names to MLIR's.
var elemTypeName = map[string]string{"bf16": "bf16", "fp16": "f16", "tf32": "f32", "fp8_e4m3": "f8E4M3FN"}

// matmulOps run on TensorE.
var matmulOps = map[string]bool{"stablehlo.dot_general": true, "stablehlo.dot": true, "stablehlo.convolution": true}

// Run casts the ops nested in op.
func (p *Pass) Run(op *core.Operation, _ *pass.State) error {
	if p.Mode == "none" || p.Mode == "" {
		return nil
	}
	name, ok := elemTypeName[p.Type]
	if !ok {
		return fmt.Errorf("unknown auto-cast type %q", p.Type)
	}
	ctx := op.Context()
	to := core.Float(ctx, name)
	f32 := core.F32(ctx)
	var work []*core.Operation
	op.Walk(core.PostOrder, func(o *core.Operation) core.WalkResult {
		switch {
		case matmulOps[o.Name()]:
			work = append(work, o)
		case p.Mode == "all" && p.Type != "tf32" && o.Def() != nil && o.Def().Traits.Has(core.Elementwise) && computesIn(o, f32):
			work = append(work, o)
		}
		return core.Advance
	})
	b := core.NewBuilder(ctx)
	for _, o := range work {
		changed := false
		for i := 0; i < o.NumOperands(); i++ {
			v := o.Operand(i)
			tt, ok := v.Type().(*core.TensorType)
			if !ok || tt.Elem != core.Type(f32) {
				continue
			}
			b.SetInsertionPoint(o)
			o.SetOperand(i, castTo(b, o.Loc(), v, tt, to, p.Type == "tf32"))
			changed = true
		}
		if matmulOps[o.Name()] || !changed || p.Type == "tf32" {
			if changed {
				p.NumCast.Inc()
			}
			continue
		}
		// An elementwise op now computes in the cast type; its users still
		// see fp32 through a convert back.
		for _, r := range o.Results() {
			tt, ok := r.Type().(*core.TensorType)
			if !ok || tt.Elem != core.Type(f32) {
				continue
			}
			r.SetType(core.RankedTensor(ctx, tt.Dims, to, tt.Encoding))
			b.SetInsertionPointAfter(o)
			back := b.CreateOp("stablehlo.convert", o.Loc(), []core.Value{r}, []core.Type{tt})
			core.ReplaceUsesIf(r, back.Result(0), func(u *core.Operand) bool { return u.Owner() != back })
		}
		p.NumCast.Inc()
	}
	return nil
}

// computesIn reports whether every tensor operand and result of o has
// element type t (compare ops produce i1 and are cast on their operands
// only, which keeps their result type; selects of i1 predicates too).
func computesIn(o *core.Operation, t core.Type) bool {
	n := 0
	for i := 0; i < o.NumOperands(); i++ {
		if tt, ok := o.Operand(i).Type().(*core.TensorType); ok && tt.Elem == t {
			n++
		}
	}
	if n == 0 {
		return false
	}
	for _, r := range o.Results() {
		if tt, ok := r.Type().(*core.TensorType); !ok || tt.Elem != t {
			return false
		}
	}
	return true
}

// castTo converts v (of type tt) to element type to, or rounds it to tf32.
func castTo(b *core.Builder, loc core.Location, v core.Value, tt *core.TensorType, to core.Type, tf32 bool) core.Value {
	if tf32 {
		i32 := core.IntegerType(b.Ctx, 32)
		return b.CreateOp("stablehlo.reduce_precision", loc, []core.Value{v}, []core.Type{tt},
			core.NamedAttr{Name: "exponent_bits", Value: core.Int(b.Ctx, i32, 8)},
			core.NamedAttr{Name: "mantissa_bits", Value: core.Int(b.Ctx, i32, 10)}).Result(0)
	}
	return b.CreateOp("stablehlo.convert", loc, []core.Value{v}, []core.Type{core.RankedTensor(b.Ctx, tt.Dims, to, tt.Encoding)}).Result(0)
}
