package tensor

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// The op definitions follow TensorOps.td of MLIR 22: names, operand and
// result slots, traits, assembly formats, verifiers (TensorOps.cpp, with its
// messages) and folders. Where ODS ties a slot's type to another slot's
// (TypesMatchWith: an extracted value has the tensor's element type), the
// format names a custom directive that reads the one type and derives the
// other (syntax.go), and Verify reports ODS's "failed to verify that ..."
// message.

// Bitcast is tensor.bitcast.
var Bitcast = &core.OpDef{
	Name:       "tensor.bitcast",
	Summary:    "tensor bitcast operation",
	Doc:        "Bitcasts a tensor to a type of the same element bit width and a compatible shape.",
	Operands:   []core.ValueDef{{Name: "source", Type: bitcastTensor}},
	Results:    []core.ValueDef{{Name: "dest", Type: bitcastTensor}},
	Traits:     core.Pure,
	Format:     "$source attr-dict `:` type($source) `to` type($dest)",
	Verify:     verifyCast(bitcastCompatible),
	Interfaces: []any{castIface(bitcastCompatible)},
}

// Cast is tensor.cast.
var Cast = &core.OpDef{
	Name:    "tensor.cast",
	Summary: "tensor cast operation",
	Doc: "Converts a tensor to an equivalent type without changing its elements: the same element type " +
		"and a compatible shape (a static size may become dynamic and back, a ranked tensor unranked). " +
		"Encodings are not compared.",
	Operands:       []core.ValueDef{{Name: "source", Type: anyTensor}},
	Results:        []core.ValueDef{{Name: "dest", Type: anyTensor}},
	Traits:         core.Pure,
	Format:         "$source attr-dict `:` type($source) `to` type($dest)",
	Verify:         verifyCast(castCompatible),
	Interfaces:     []any{castIface(castCompatible)},
	AsmResultNames: name("cast"),
}

// Concat is tensor.concat.
var Concat = &core.OpDef{
	Name:    "tensor.concat",
	Summary: "tensor concatenation operation",
	Doc:     "Concatenates ranked tensors of one rank along static dimension `dim`.",
	Operands: []core.ValueDef{
		{Name: "inputs", Type: variadicRankedTensor, Arity: core.Variadic},
	},
	Results:        []core.ValueDef{{Name: "result", Type: anyRankedTensor}},
	Attrs:          []core.AttrDef{{Name: "dim", Constraint: ods.I64Attr}},
	Traits:         core.Pure,
	Format:         "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)",
	Verify:         verifyConcat,
	Fold:           foldConcat,
	AsmResultNames: name("concat"),
}

// Dim is tensor.dim.
var Dim = &core.OpDef{
	Name:    "tensor.dim",
	Summary: "dimension index operation",
	Doc:     "Returns the size of dimension `index` of a tensor; an out-of-range index is undefined behavior.",
	Operands: []core.ValueDef{
		{Name: "source", Type: non0RankedOrUnranked},
		{Name: "index", Type: ods.Index},
	},
	Results: []core.ValueDef{{Name: "result", Type: ods.Index}},
	// MLIR: ConditionallySpeculatable (speculatable for a constant
	// in-range index), NoMemoryEffect.
	Traits:         core.NoMemoryEffect,
	Format:         "attr-dict $source `,` $index `:` type($source)",
	Fold:           foldDim,
	AsmResultNames: name("dim"),
}

// Empty is tensor.empty.
var Empty = &core.OpDef{
	Name:     "tensor.empty",
	Summary:  "empty tensor operation",
	Doc:      "Defines a tensor of a given shape with unspecified contents: one index operand per dynamic size.",
	Operands: []core.ValueDef{{Name: "dynamicSizes", Type: variadicIndex, Arity: core.Variadic}},
	Results:  []core.ValueDef{{Name: "result", Type: anyRankedTensor}},
	Traits:   core.Pure,
	Format:   "`(`$dynamicSizes`)` attr-dict `:` type($result)",
	Verify:   verifyDynamicSizes,
}

// Extract is tensor.extract.
var Extract = &core.OpDef{
	Name:    "tensor.extract",
	Summary: "element extraction operation",
	Doc:     "Reads the element of a ranked tensor at the given indices, one per dimension.",
	Operands: []core.ValueDef{
		{Name: "tensor", Type: anyRankedTensor},
		{Name: "indices", Type: variadicIndex, Arity: core.Variadic},
	},
	Results:        []core.ValueDef{{Name: "result", Type: ods.AnyType}},
	Traits:         core.Pure,
	Format:         "$tensor `[` $indices `]` attr-dict `:` custom<TensorElementType>(type($tensor), type($result))",
	Custom:         customDirectives,
	Verify:         verifyExtract,
	Fold:           foldExtract,
	AsmResultNames: name("extracted"),
}

// FromElements is tensor.from_elements.
var FromElements = &core.OpDef{
	Name:    "tensor.from_elements",
	Summary: "tensor from elements operation.",
	Doc:     "Builds a statically shaped tensor from its elements, in row-major order.",
	Operands: []core.ValueDef{
		{Name: "elements", Type: variadicAny, Arity: core.Variadic},
	},
	Results: []core.ValueDef{{Name: "result", Type: staticShapeTensor}},
	Traits:  core.Pure,
	// Syntax: $elements attr-dict `:` type($result), each element of the
	// result's element type.
	Parse:          parseFromElements,
	Print:          printFromElements,
	Verify:         verifyFromElements,
	Fold:           foldFromElements,
	AsmResultNames: name("from_elements"),
}

// Generate is tensor.generate.
var Generate = &core.OpDef{
	Name:    "tensor.generate",
	Summary: "Creates a dynamically sized tensor from elements",
	Doc: "Builds a ranked tensor whose element at each index the body yields; one index operand per " +
		"dynamic size, one index argument of the body per dimension.",
	Operands:           []core.ValueDef{{Name: "dynamicExtents", Type: variadicIndex, Arity: core.Variadic}},
	Results:            []core.ValueDef{{Name: "result", Type: anyRankedTensor}},
	Regions:            []core.RegionDef{{Name: "body", SingleBlock: true}},
	Traits:             core.RecursiveMemoryEffects | core.SingleBlock,
	ImplicitTerminator: "tensor.yield",
	Format:             "$dynamicExtents $body attr-dict `:` type($result)",
	Verify:             verifyDynamicSizes,
	VerifyRegions:      verifyGenerateRegion,
	AsmResultNames:     name("generated"),
}

// Insert is tensor.insert.
var Insert = &core.OpDef{
	Name:    "tensor.insert",
	Summary: "element insertion operation",
	Doc:     "Returns a copy of a ranked tensor with the element at the given indices replaced.",
	Operands: []core.ValueDef{
		{Name: "scalar", Type: ods.AnyType},
		{Name: "dest", Type: anyRankedTensor},
		{Name: "indices", Type: variadicIndex, Arity: core.Variadic},
	},
	Results: []core.ValueDef{{Name: "result", Type: anyRankedTensor}},
	Traits:  core.Pure,
	Format: "$scalar `into` $dest `[` $indices `]` attr-dict `:` " +
		"custom<TensorElementType>(type($dest), type($scalar), type($result))",
	Custom:         customDirectives,
	Verify:         verifyInsert,
	Fold:           foldInsert,
	AsmResultNames: name("inserted"),
}

// Rank is tensor.rank.
var Rank = &core.OpDef{
	Name:           "tensor.rank",
	Summary:        "rank operation",
	Doc:            "Returns the rank of a tensor, ranked or not.",
	Operands:       []core.ValueDef{{Name: "tensor", Type: anyTensor}},
	Results:        []core.ValueDef{{Type: ods.Index}},
	Traits:         core.Pure,
	Format:         "$tensor attr-dict `:` type($tensor)",
	Fold:           foldRank,
	AsmResultNames: name("rank"),
}

// Reshape is tensor.reshape.
var Reshape = &core.OpDef{
	Name:    "tensor.reshape",
	Summary: "tensor reshape operation",
	Doc: "Reshapes a tensor to the shape a 1-D tensor of sizes gives: a ranked result when the shape's " +
		"length is static, an unranked one otherwise.",
	Operands: []core.ValueDef{
		{Name: "source", Type: anyTensor},
		{Name: "shape", Type: shapeTensor},
	},
	Results:        []core.ValueDef{{Name: "result", Type: anyTensor}},
	Traits:         core.Pure,
	Format:         "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
	Verify:         verifyReshape,
	Fold:           foldReshape,
	AsmResultNames: name("reshape"),
}

// Splat is tensor.splat.
var Splat = &core.OpDef{
	Name:    "tensor.splat",
	Summary: "tensor splat or broadcast operation",
	Doc:     "Broadcasts a value to every element of a ranked tensor; one index operand per dynamic size.",
	Operands: []core.ValueDef{
		{Name: "input", Type: ods.AnyType},
		{Name: "dynamicSizes", Type: variadicIndex, Arity: core.Variadic},
	},
	Results: []core.ValueDef{{Name: "aggregate", Type: anyRankedTensor}},
	Traits:  core.Pure,
	Format: "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` " +
		"custom<TensorElementType>(type($aggregate), type($input))",
	Custom:         customDirectives,
	Verify:         verifySplat,
	Fold:           foldSplat,
	AsmResultNames: name("splat"),
}

// Yield is tensor.yield.
var Yield = &core.OpDef{
	Name:      "tensor.yield",
	Summary:   "Yield a value from a region",
	Doc:       "Yields the element of a `tensor.generate` (or the padding value of a `tensor.pad`).",
	Operands:  []core.ValueDef{{Name: "value", Type: ods.AnyType}},
	Traits:    core.Pure | core.ReturnLike | core.Terminator,
	ParentOps: []string{"tensor.generate", "tensor.pad"},
	Format:    "$value attr-dict `:` type($value)",
}

// name is getAsmResultNames for an op with one result.
func name(n string) func(*core.Operation) []string {
	names := []string{n}
	return func(*core.Operation) []string { return names }
}

// castIface implements core.CastOp (CastOpInterface) with a one-to-one
// compatibility rule; rewrite folds a cast to an identical type away.
type castIface func(in, out core.Type) bool

func (f castIface) AreCastCompatible(inputs, outputs []core.Type) bool {
	return len(inputs) == 1 && len(outputs) == 1 && f(inputs[0], outputs[0])
}
