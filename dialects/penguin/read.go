package penguin

import (
	"math"

	"ncc/core"
	"ncc/dialects/ods"
	"ncc/numerics/pwp"
)

// Readers: what the generated views (ops_gen.go) cannot say because it is
// spread over several slots or stored in a penguin attribute. They assume
// a verified op.

// TileTypeOf and HBMTypeOf return v's type as a tile or an HBM buffer.
func TileTypeOf(v core.Value) (*TileType, bool) { t, ok := v.Type().(*TileType); return t, ok }
func HBMTypeOf(v core.Value) (*HBMType, bool)   { t, ok := v.Type().(*HBMType); return t, ok }

// Signature is the kernel's function type.
func (o KernelOp) Signature() *core.FunctionType { return kernelSignature(o.Operation) }

// KernelName is the kernel's symbol name.
func (o KernelOp) KernelName() string { return symName(o.Operation) }

// Entry is the kernel body's block, whose arguments are the inputs.
func (o KernelOp) Entry() *core.Block { return o.Region(0).First() }

// TargetName is the kernel's own target attribute, or "".
func (o KernelOp) TargetName() string {
	if s, ok := o.Attr("target").(*core.StringAttr); ok {
		return s.Value
	}
	return ""
}

// Bounds returns the loop's lb, ub and step.
func (o ForOp) Bounds() (lb, ub, step int64) { return forBounds(o.Operation) }

// TripCount is the number of iterations: ceil((ub - lb) / step), or 0.
func (o ForOp) TripCount() int64 {
	lb, ub, step := o.Bounds()
	if ub <= lb || step < 1 {
		return 0
	}
	return (ub - lb + step - 1) / step
}

// LoopKind says whether the loop is parallel or sequential.
func (o ForOp) LoopKind() LoopKind {
	if k, ok := o.Attr("kind").(*LoopKindAttr); ok {
		return k.Kind
	}
	return Sequential
}

// InductionVar is the body's index argument; IterArgs the carried values
// inside the body.
func (o ForOp) InductionVar() core.Value { return o.Region(0).First().Arg(0) }
func (o ForOp) IterArgs() []core.Value   { return o.Region(0).First().ArgValues()[1:] }

// Yielded returns the values a single-block region's penguin.yield gives.
func yielded(r *core.Region) []core.Value {
	if r.Empty() || r.First().Last() == nil {
		return nil
	}
	return r.First().Last().Operands()
}

// Yielded is what the body yields for the next iteration.
func (o ForOp) Yielded() []core.Value { return yielded(o.Region(0)) }

// Condition is the tile the cond region yields; BodyYielded the next
// carried values.
func (o WhileOp) Condition() core.Value {
	if ys := yielded(o.Region(0)); len(ys) == 1 {
		return ys[0]
	}
	return nil
}
func (o WhileOp) BodyYielded() []core.Value { return yielded(o.Region(1)) }

// ThenYielded and ElseYielded are what the regions yield (nil without an
// else region).
func (o IfOp) ThenYielded() []core.Value { return yielded(o.Region(0)) }
func (o IfOp) ElseYielded() []core.Value { return yielded(o.Region(1)) }

// readStarts pairs static_starts with the dynamic start operands.
func readStarts(op *core.Operation, dyn []core.Value) []Index {
	a, ok := op.Attr("static_starts").(*core.DenseArrayAttr)
	if !ok {
		return nil
	}
	static := ods.I64s(a)
	out := make([]Index, len(static))
	for i, s := range static {
		if s == core.Dynamic && len(dyn) > 0 {
			out[i], dyn = Dyn(dyn[0]), dyn[1:]
		} else {
			out[i] = Const(s)
		}
	}
	return out
}

// readAccess is the access of a load or store, with the default walk
// spelled out.
func readAccess(op *core.Operation, dyn []core.Value, tileRank, hbmRank int) Access {
	acc := Access{Starts: readStarts(op, dyn)}
	if d, ok := op.Attr("dims").(*DimsAttr); ok {
		acc.Dims = append([]DimMap{}, d.Dims...)
	} else {
		acc.Dims = DefaultDims(tileRank, hbmRank)
	}
	return acc
}

// Access is the load's starts and the walk of each tile dimension (the
// default one spelled out).
func (o LoadOp) Access() Access {
	tt, ht := tileOf(o.Result(0)), hbmOf(o.Operand(0))
	return readAccess(o.Operation, o.Starts(), tt.Rank(), ht.Rank())
}

// Access is the store's starts and walk.
func (o StoreOp) Access() Access {
	tt, ht := tileOf(o.Operand(0)), hbmOf(o.Operand(1))
	return readAccess(o.Operation, o.Starts(), tt.Rank(), ht.Rank())
}

// StartIndices are the starts of the table's dimensions after the first.
func (o LoadIndirectOp) StartIndices() []Index { return readStarts(o.Operation, o.Starts()) }

// Alu is the ewise's ALU ops: one, or two for `op0 then op1`.
func (o EwiseOp) Alu() []AluOp { return ewiseOps(o.Operation) }

// Args is the ewise's inputs in order, tiles and immediates.
func (o EwiseOp) Args() []Arg {
	tiles := o.Inputs()
	sc, ok := o.Attr("scalars").(*core.ArrayAttr)
	if !ok {
		out := make([]Arg, len(tiles))
		for i, v := range tiles {
			out[i] = V(v)
		}
		return out
	}
	out := make([]Arg, len(sc.Elems))
	for i, a := range sc.Elems {
		if _, unit := a.(*core.UnitAttr); unit && len(tiles) > 0 {
			out[i], tiles = V(tiles[0]), tiles[1:]
			continue
		}
		out[i] = Imm(attrFloat(a))
	}
	return out
}

// attrFloat reads an f32 or integer attribute as a float64.
func attrFloat(a core.Attribute) float64 {
	switch a := a.(type) {
	case *core.FloatAttr:
		return float64(math.Float32frombits(uint32(a.Bits)))
	case *core.IntegerAttr:
		return float64(a.Val)
	}
	return 0
}

// Spec is what the activation computes.
func (o ActivationOp) Spec() ActSpec {
	s := ActSpec{Scale: 1}
	if f, ok := o.Attr("func").(*ActAttr); ok {
		s.Func = f.Func
	}
	if a := o.Attr("scale"); a != nil {
		s.Scale = float32(attrFloat(a))
	}
	if a := o.Attr("alpha"); a != nil {
		s.Alpha = float32(attrFloat(a))
	}
	if v := o.Bias(); v != nil {
		s.Bias = V(v)
	} else if a := o.Attr("bias_value"); a != nil {
		s.Bias = Imm(attrFloat(a))
	}
	if r := o.Reduced(); r != nil {
		s.Reduce = tileOf(r)
	}
	return s
}

// Func is the activation function as a numerics/pwp table ID.
func (o ActivationOp) Function() pwp.ID { return o.Spec().Func }

// Alu is the reduction's ALU op.
func (o ReduceOp) Alu() AluOp {
	if a, ok := o.Attr("op").(*AluAttr); ok {
		return a.Op
	}
	return AluAdd
}

// Pattern returns the iota's coefficients and base.
func (o IotaOp) Pattern() (coeffs []int64, base int64) {
	if a, ok := o.Attr("coeffs").(*core.DenseArrayAttr); ok {
		coeffs = ods.I64s(a)
	}
	if a, ok := o.Attr("base").(*core.IntegerAttr); ok {
		base = a.Val
	}
	return coeffs, base
}

// Splat is the constant's value.
func (o ConstantOp) Splat() float64 { return attrFloat(o.Attr("value")) }

// Indices is the element extract_scalar reads.
func (o ExtractScalarOp) Indices() []int64 {
	if a, ok := o.Attr("position").(*core.DenseArrayAttr); ok {
		return ods.I64s(a)
	}
	return nil
}
