package penguin

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// The ops on tiles. Each result tile is also checked against the target
// (verifyTiles); the Verify hooks here check what is particular to the op.

var startsAttrs = []core.AttrDef{
	{Name: "static_starts", Constraint: ods.DenseI64ArrayAttr},
	{Name: "dims", Constraint: dimsAttr, Optional: true},
}

// Load is penguin.load.
var Load = &core.OpDef{
	Name:    "penguin.load",
	Summary: "a tile from an HBM buffer",
	Doc: "`%t = penguin.load %a[%m, 0] dims [d1, d0] : !penguin.hbm<256x300xf32> -> !penguin.tile<300x128xf32, sbuf>` " +
		"reads an SBUF tile with one DMA. The starts, one per HBM dimension (index values or constants), " +
		"are the HBM index of the tile's element [0, 0, ...]. `dims` says, per tile dimension, which HBM " +
		"dimension it walks: `d1` with stride 1, `d0 * 8` eight indices per step, `d2 * -1` one index " +
		"down per step from the start (a reversed dimension), `bcast` none (a broadcast). Several tile dimensions may walk one HBM dimension (a reshape) and their order is " +
		"free (a transposed load). Without `dims`, the tile's dimensions walk the trailing HBM " +
		"dimensions in order. Element types match: a DMA does not convert.",
	Operands: []core.ValueDef{
		{Name: "source", Type: hbmT},
		{Name: "starts", Type: indexT, Arity: core.Variadic},
	},
	Results:    []core.ValueDef{{Name: "result", Type: tileT}},
	Attrs:      startsAttrs,
	Format:     "$source `[` custom<Starts>($starts, $static_starts) `]` (`dims` $dims^)? attr-dict `:` type($source) `->` type($result)",
	Custom:     customs,
	Verify:     verifyLoad,
	Interfaces: []any{effects{core.EffectRead, 0}},
}

// Store is penguin.store.
var Store = &core.OpDef{
	Name:    "penguin.store",
	Summary: "a tile to an HBM buffer",
	Doc: "`penguin.store %t, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>` writes an " +
		"SBUF tile with one DMA, with load's starts and `dims`; a store does not broadcast. Stores are " +
		"side effects, ordered by program order.",
	Operands: []core.ValueDef{
		{Name: "value", Type: tileT},
		{Name: "dest", Type: hbmT},
		{Name: "starts", Type: indexT, Arity: core.Variadic},
	},
	Attrs:      startsAttrs,
	Format:     "$value `,` $dest `[` custom<Starts>($starts, $static_starts) `]` (`dims` $dims^)? attr-dict `:` type($value) `,` type($dest)",
	Custom:     customs,
	Verify:     verifyStore,
	Interfaces: []any{effects{core.EffectWrite, 1}},
}

// LoadIndirect is penguin.load_indirect.
var LoadIndirect = &core.OpDef{
	Name:    "penguin.load_indirect",
	Summary: "gathers rows of an HBM buffer by an index tile",
	Doc: "`%e = penguin.load_indirect %table[%ids, 0] : !penguin.hbm<50000x512xf32>, !penguin.tile<128x1xi32, sbuf> -> " +
		"!penguin.tile<128x512xf32, sbuf>`: partition p of the result is row `%ids[p]` of the table, from " +
		"the given starts of the other dimensions (an embedding lookup; one indirect DMA). The indices are " +
		"an i32 or ui32 [P, 1] tile; an index outside the table's rows is undefined, so a lowering " +
		"clamps first, as stablehlo.gather does. A table of rank 1 gives a [P, 1] tile.",
	Operands: []core.ValueDef{
		{Name: "source", Type: hbmT},
		{Name: "indices", Type: tileT},
		{Name: "starts", Type: indexT, Arity: core.Variadic},
	},
	Results:    []core.ValueDef{{Name: "result", Type: tileT}},
	Attrs:      []core.AttrDef{{Name: "static_starts", Constraint: ods.DenseI64ArrayAttr}},
	Format:     "$source `[` $indices `` custom<MoreStarts>($starts, $static_starts) `]` attr-dict `:` type($source) `,` type($indices) `->` type($result)",
	Custom:     customs,
	Verify:     verifyLoadIndirect,
	Interfaces: []any{effects{core.EffectRead, 0}},
}

// Matmul is penguin.matmul.
var Matmul = &core.OpDef{
	Name:    "penguin.matmul",
	Summary: "stationaryᵀ · moving into PSUM",
	Doc: "`%p = penguin.matmul %st, %mv acc %acc : !penguin.tile<KxMxbf16, sbuf>, !penguin.tile<KxNxbf16, sbuf> -> " +
		"!penguin.tile<MxNxf32, psum>` is TensorE's matmul: the contraction K on the partitions of both " +
		"SBUF operands, the f32 PSUM result [M, N], plus `acc` when given (a PSUM accumulation). K, M and " +
		"N are within the target's matmul limits and the result fits one PSUM bank.",
	Operands: []core.ValueDef{
		{Name: "stationary", Type: tileT},
		{Name: "moving", Type: tileT},
		{Name: "acc", Type: tileT, Arity: core.Optional},
	},
	Results:    []core.ValueDef{{Name: "result", Type: tileT}},
	Traits:     core.Pure,
	TypesMatch: [][]string{{"acc", "result"}},
	Format:     "$stationary `,` $moving (`acc` $acc^)? attr-dict `:` type($stationary) `,` type($moving) `->` type($result)",
	Verify:     verifyMatmul,
}

// Transpose is penguin.transpose.
var Transpose = &core.OpDef{
	Name:    "penguin.transpose",
	Summary: "swaps partitions and free elements of a 2-D tile",
	Doc: "[A, B] to [B, A], both at most the target's partitions. Into PSUM (through TensorE) the result " +
		"is f32 or i32; into SBUF it keeps the element type.",
	Operands: []core.ValueDef{{Name: "input", Type: tileT}},
	Results:  []core.ValueDef{{Name: "result", Type: tileT}},
	Traits:   core.Pure,
	Format:   "$input attr-dict `:` type($input) `->` type($result)",
	Verify:   verifyTranspose,
}

// Ewise is penguin.ewise.
var Ewise = &core.OpDef{
	Name:    "penguin.ewise",
	Summary: "elementwise ALU op, or two chained",
	Doc: "`%r = penguin.ewise mult %a, %b : (T, T) -> T` applies an ALU op (KLR's names: add, subtract, " +
		"mult, divide, max, min, pow, mod, is_equal, is_lt, ..., bitwise_and, arith_shift_left, ...) " +
		"to each element. Unary ops (abs, bitwise_not, rsqrt, bypass) take one input. `op0 then op1` " +
		"chains two: `penguin.ewise mult then add %x, 2.0, %b` is (x * 2) + b, the ternary form of " +
		"tensor_scalar and scalar_tensor_tensor. Each input is a tile of the result's shape, a [P, 1] " +
		"column broadcast along the free dimensions, or an immediate: f32, or i32 for the bitwise and " +
		"shift ops (whose tiles are integers). Engines compute in f32 and convert on read and write, so " +
		"element types may differ. Comparisons give 1 or 0.",
	Operands: []core.ValueDef{{Name: "inputs", Type: tileT, Arity: core.Variadic}},
	Results:  []core.ValueDef{{Name: "result", Type: tileT}},
	Attrs: []core.AttrDef{
		{Name: "op", Constraint: aluAttr},
		{Name: "op1", Constraint: aluAttr, Optional: true},
		// scalars, when some input is an immediate, has one entry per
		// input: the immediate, or unit where the next tile operand goes.
		{Name: "scalars", Constraint: ods.ArrayAttr, Optional: true},
	},
	Traits: core.Pure,
	Format: "$op (`then` $op1^)? custom<Inputs>(ref($op), ref($op1), $inputs, $scalars) attr-dict `:` functional-type($inputs, $result)",
	Custom: customs,
	Verify: verifyEwise,
}

var f32One = func(c *core.Context) core.Attribute { return f32Attr(c, 1) }

// Activation is penguin.activation.
var Activation = &core.OpDef{
	Name:    "penguin.activation",
	Summary: "func(x * scale + bias) on the Scalar engine",
	Doc: "`%r = penguin.activation gelu %x scale 0.5 bias %b : T, !penguin.tile<Px1xf32, sbuf> -> R` " +
		"with a function of the numerics/pwp table (NKI's names). `scale` is an f32 immediate (1 when " +
		"not written), `bias` a [P, 1] tile or an f32 immediate, `alpha` prelu's slope. A second result, " +
		"a [P, 1] tile, receives the sum of each partition's results (the engine's add-reduce).",
	Operands: []core.ValueDef{
		{Name: "input", Type: tileT},
		{Name: "bias", Type: tileT, Arity: core.Optional},
	},
	Results: []core.ValueDef{
		{Name: "result", Type: tileT},
		{Name: "reduced", Type: tileT, Arity: core.Optional},
	},
	Attrs: []core.AttrDef{
		{Name: "func", Constraint: actAttr},
		{Name: "scale", Constraint: ods.F32Attr, Optional: true, Default: f32One},
		{Name: "bias_value", Constraint: ods.F32Attr, Optional: true},
		{Name: "alpha", Constraint: ods.F32Attr, Optional: true},
	},
	Traits: core.Pure,
	Format: "$func $input (`scale` $scale^)? (`alpha` $alpha^)? (`bias` custom<Bias>($bias, $bias_value)^)? " +
		"attr-dict `:` type($input) (`,` type($bias)^)? `->` type(results)",
	Custom: customs,
	Verify: verifyActivation,
}

// Reduce is penguin.reduce.
var Reduce = &core.OpDef{
	Name:    "penguin.reduce",
	Summary: "reduces the free dimensions to [P, 1]",
	Doc: "`%s = penguin.reduce max %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>` " +
		"with an associative, commutative ALU op: add, mult, max, min, bitwise_and/or/xor, " +
		"logical_and/or/xor.",
	Operands: []core.ValueDef{{Name: "input", Type: tileT}},
	Results:  []core.ValueDef{{Name: "result", Type: tileT}},
	Attrs:    []core.AttrDef{{Name: "op", Constraint: reduceAttr}},
	Traits:   core.Pure,
	Format:   "$op $input attr-dict `:` type($input) `->` type($result)",
	Verify:   verifyReduce,
}

// Broadcast is penguin.broadcast.
var Broadcast = &core.OpDef{
	Name:     "penguin.broadcast",
	Summary:  "a [1, F] tile to [P, F], or [P, 1] to [P, F]",
	Doc:      "Repeats one partition on all partitions, or one element along each partition's free dimensions.",
	Operands: []core.ValueDef{{Name: "input", Type: tileT}},
	Results:  []core.ValueDef{{Name: "result", Type: tileT}},
	Traits:   core.Pure,
	Format:   "$input attr-dict `:` type($input) `->` type($result)",
	Verify:   verifyBroadcast,
}

// Iota is penguin.iota.
var Iota = &core.OpDef{
	Name:    "penguin.iota",
	Summary: "index arithmetic as values, as nki.isa.iota",
	Doc: "`%i = penguin.iota [512, 1] base 3 : !penguin.tile<128x512xi32, sbuf>`: the element at " +
		"[i0, i1, ...] is base + Σ coeffs[k]·ik (base 0 when not written).",
	Results: []core.ValueDef{{Name: "result", Type: tileT}},
	Attrs: []core.AttrDef{
		{Name: "coeffs", Constraint: ods.DenseI64ArrayAttr},
		{Name: "base", Constraint: ods.I64Attr, Optional: true,
			Default: func(c *core.Context) core.Attribute { return core.Int(c, core.IntegerType(c, 64), 0) }},
	},
	Traits: core.Pure,
	Format: "$coeffs (`base` $base^)? attr-dict `:` type($result)",
	Verify: verifyIota,
}

// Select is penguin.select.
var Select = &core.OpDef{
	Name:    "penguin.select",
	Summary: "predicate ? on_true : on_false",
	Doc:     "Elementwise: a nonzero predicate element picks on_true's. The predicate has the result's shape.",
	Operands: []core.ValueDef{
		{Name: "pred", Type: tileT},
		{Name: "on_true", Type: tileT},
		{Name: "on_false", Type: tileT},
	},
	Results:    []core.ValueDef{{Name: "result", Type: tileT}},
	Traits:     core.Pure,
	TypesMatch: [][]string{{"on_true", "on_false", "result"}},
	Format:     "$pred `,` $on_true `,` $on_false attr-dict `:` type($pred) `,` type($result)",
	Verify:     verifySelect,
}

// Copy is penguin.copy.
var Copy = &core.OpDef{
	Name:    "penguin.copy",
	Summary: "a tile to another memory or element type",
	Doc: "Same shape; converts on write (round to nearest even, integers saturate). Evacuates PSUM " +
		"into SBUF.",
	Operands: []core.ValueDef{{Name: "input", Type: tileT}},
	Results:  []core.ValueDef{{Name: "result", Type: tileT}},
	Traits:   core.Pure,
	Format:   "$input attr-dict `:` type($input) `->` type($result)",
	Verify:   verifyCopy,
}

// Zeros is penguin.zeros.
var Zeros = &core.OpDef{
	Name:    "penguin.zeros",
	Summary: "a tile of zeros",
	Doc:     "The usual start of a PSUM accumulation: `%acc0 = penguin.zeros : !penguin.tile<128x512xf32, psum>`.",
	Results: []core.ValueDef{{Name: "result", Type: tileT}},
	Traits:  core.Pure,
	Format:  "attr-dict `:` type($result)",
}

// Constant is penguin.constant.
var Constant = &core.OpDef{
	Name:    "penguin.constant",
	Summary: "a tile of one constant",
	Doc: "`%c = penguin.constant -3.0e+38 : !penguin.tile<128x1xf32, sbuf>` (a memset). The value is " +
		"written in decimal, or inf, -inf, nan; it is stored as f32 for float tiles and as i64, within " +
		"the element type's range, for integer ones.",
	Results: []core.ValueDef{{Name: "result", Type: tileT}},
	Attrs:   []core.AttrDef{{Name: "value", Constraint: ods.TypedAttr}},
	Traits:  core.Pure,
	Parse:   parseConstant,
	Print:   printConstant,
	Verify:  verifyConstant,
}

// ExtractScalar is penguin.extract_scalar.
var ExtractScalar = &core.OpDef{
	Name:    "penguin.extract_scalar",
	Summary: "an element of an integer tile as an index",
	Doc: "`%v = penguin.extract_scalar %t[0, 3] : !penguin.tile<1x4xi32, sbuf>`: for offsets that depend " +
		"on data (dynamic_slice, gather) and run-time loop bounds.",
	Operands: []core.ValueDef{{Name: "tile", Type: tileT}},
	Results:  []core.ValueDef{{Name: "result", Type: indexT}},
	Attrs:    []core.AttrDef{{Name: "position", Constraint: ods.DenseI64ArrayAttr}},
	Traits:   core.Pure,
	Format:   "$tile `` $position attr-dict `:` type($tile)",
	Verify:   verifyExtractScalar,
}
