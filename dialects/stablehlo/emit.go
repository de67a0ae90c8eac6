package stablehlo

import (
	"fmt"
	"slices"

	"ncc/core"
	"ncc/dialects/ods"
	"ncc/numerics"
)

// Emitter builds stablehlo ops at one location: what a decomposition
// (a pass unfusing an op, an importer expanding a custom call) writes
// its math with. Types are inferred from the operands where stablehlo
// does; every operand is a ranked tensor of static shape.
type Emitter struct {
	B   *core.Builder
	Loc core.Location
}

// Op creates op name with one result of type t.
func (e *Emitter) Op(name string, t core.Type, xs []core.Value, attrs ...core.NamedAttr) core.Value {
	return e.B.CreateOp(name, e.Loc, xs, []core.Type{t}, attrs...).Result(0)
}

// Binary is stablehlo.<name> of a and b, of a's type.
func (e *Emitter) Binary(name string, a, b core.Value) core.Value {
	return e.Op("stablehlo."+name, a.Type(), []core.Value{a, b})
}

// Unary is op name (dialect included: chlo.erf, stablehlo.sqrt) of a.
func (e *Emitter) Unary(name string, a core.Value) core.Value {
	return e.Op(name, a.Type(), []core.Value{a})
}

// Splat is a constant of type t with every element v (t's element type
// a float of a known format, or an integer).
func (e *Emitter) Splat(v float64, t *core.TensorType) core.Value {
	var bits uint64
	switch et := t.Elem.(type) {
	case *core.FloatType:
		f, ok := numerics.FormatByName(et.Name)
		if !ok {
			panic(fmt.Sprintf("stablehlo.Emitter: no format for %s", et.Name))
		}
		bits = f.FromFloat64(v)
	default:
		bits = uint64(int64(v))
	}
	n := core.ElementBytes(t.Elem)
	var raw [16]byte // little-endian
	for i := range 8 {
		raw[i] = byte(bits >> (8 * i))
	}
	ctx := e.B.Ctx
	st := core.RankedTensor(ctx, t.Dims, t.Elem, nil)
	return e.Op("stablehlo.constant", t, nil, core.NamedAttr{Name: "value", Value: core.Dense(ctx, st, raw[:n])})
}

// Like is a constant of x's type with every element v.
func (e *Emitter) Like(v float64, x core.Value) core.Value {
	return e.Splat(v, x.Type().(*core.TensorType))
}

// Convert is x as elem (x itself when it already is).
func (e *Emitter) Convert(x core.Value, elem core.Type) core.Value {
	tt := x.Type().(*core.TensorType)
	if tt.Elem == elem {
		return x
	}
	return e.Op("stablehlo.convert", core.RankedTensor(e.B.Ctx, tt.Dims, elem, nil), []core.Value{x})
}

// Reduce reduces x over dims with stablehlo.<body> (add, maximum, ...)
// from init.
func (e *Emitter) Reduce(x core.Value, dims []int64, body string, init float64) core.Value {
	ctx := e.B.Ctx
	tt := x.Type().(*core.TensorType)
	var kept []int64
	for i, d := range tt.Dims {
		if !slices.Contains(dims, int64(i)) {
			kept = append(kept, d)
		}
	}
	scalar := core.RankedTensor(ctx, nil, tt.Elem, nil)
	initV := e.Splat(init, scalar)
	name, _ := ctx.OpName("stablehlo.reduce")
	st := &core.OpState{Ctx: ctx, Name: name, Loc: e.Loc, Operands: []core.Value{x, initV},
		ResultTypes: []core.Type{core.RankedTensor(ctx, kept, tt.Elem, nil)},
		Attrs:       []core.NamedAttr{{Name: "dimensions", Value: ods.DenseI64Array(ctx, dims)}}}
	r := st.AddRegion()
	red := e.B.Create(st)
	saved, before := e.B.InsertionPoint()
	blk := e.B.CreateBlock(r, []core.Type{scalar, scalar}, []core.Location{e.Loc, e.Loc})
	v := e.Binary(body, blk.Arg(0), blk.Arg(1))
	e.B.CreateOp("stablehlo.return", e.Loc, []core.Value{v}, nil)
	e.B.RestoreInsertionPoint(saved, before)
	return red.Result(0)
}

// Broadcast is broadcast_in_dim of x to shape dims (x's element type),
// x's dimensions going to bdims.
func (e *Emitter) Broadcast(x core.Value, dims, bdims []int64) core.Value {
	if bdims == nil {
		bdims = []int64{}
	}
	ctx := e.B.Ctx
	return e.Op("stablehlo.broadcast_in_dim", core.RankedTensor(ctx, dims, core.ElementTypeOrSelf(x.Type()), nil), []core.Value{x},
		core.NamedAttr{Name: "broadcast_dimensions", Value: ods.DenseI64Array(ctx, bdims)})
}

// AllBut returns the dimensions 0..rank-1 except d.
func AllBut(rank int, d int64) []int64 {
	out := []int64{}
	for i := range int64(rank) {
		if i != d {
			out = append(out, i)
		}
	}
	return out
}
