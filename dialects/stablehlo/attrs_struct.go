package stablehlo

import (
	"fmt"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/dialects/ods"
)

// The struct-like attributes of StablehloAttrs.td. Each is immutable and
// uniqued by Key; build them with the constructors below.

// DotDims is #stablehlo.dot<...>: dot_general's dimension numbers.
type DotDims struct {
	LhsBatching, RhsBatching, LhsContracting, RhsContracting []int64
}

// GatherDims is #stablehlo.gather<...>.
type GatherDims struct {
	OffsetDims, CollapsedSliceDims, OperandBatchingDims, StartIndicesBatchingDims, StartIndexMap []int64
	IndexVectorDim                                                                               int64
}

// ScatterDims is #stablehlo.scatter<...>.
type ScatterDims struct {
	UpdateWindowDims, InsertedWindowDims, InputBatchingDims, ScatterIndicesBatchingDims, ScatterDimsToOperandDims []int64
	IndexVectorDim                                                                                                int64
}

// ConvDims is #stablehlo.conv<...>: convolution's dimension numbers.
type ConvDims struct {
	InputBatch, InputFeature                int64
	InputSpatial                            []int64
	KernelInputFeature, KernelOutputFeature int64
	KernelSpatial                           []int64
	OutputBatch, OutputFeature              int64
	OutputSpatial                           []int64
}

// ChannelHandle is #stablehlo.channel_handle<handle = N, type = T>.
type ChannelHandle struct{ Handle, Type int64 }

// OutputOperandAlias is #stablehlo.output_operand_alias<...> (custom_call).
type OutputOperandAlias struct {
	OutputTupleIndices  []int64
	OperandIndex        int64
	OperandTupleIndices []int64
}

// DotAlgorithm is #stablehlo.dot_algorithm<...>.
type DotAlgorithm struct {
	LhsPrecisionType, RhsPrecisionType, AccumulationType         core.Type
	LhsComponentCount, RhsComponentCount, NumPrimitiveOperations int64
	AllowImpreciseAccumulation                                   bool
}

// ResultAccuracy is #stablehlo.result_accuracy<...> of transcendental ops.
type ResultAccuracy struct {
	Atol, Rtol float64
	Ulps       int64
	Mode       *EnumAttr // result_accuracy_mode
}

// AxisRef is #stablehlo.axis_ref<name = "x"[, sub_axis_info = (1)2]>: a
// mesh axis by name, or the sub-axis of it that SubAxis describes.
type AxisRef struct {
	Name    string
	SubAxis *SubAxisInfo // nil for the full axis
}

// SubAxisInfo is #stablehlo<sub_axis_info(pre_size)size>: how a sub-axis
// is derived from its full axis (the axis split into pre_size × size × the
// rest, this sub-axis being the size part). Inside an axis_ref it prints
// as `sub_axis_info = (1)2`, as StableHLO's assembly format has it.
type SubAxisInfo struct{ PreSize, Size int64 }

// ReplicaGroupMeshAxes is #stablehlo.replica_group_mesh_axes<mesh = @m,
// axes = [...]>: replica groups given as axes of a mesh, which Mesh names
// (a flat symbol reference; the inline #stablehlo.mesh form is not
// modelled).
type ReplicaGroupMeshAxes struct {
	Mesh core.Attribute
	Axes *core.ArrayAttr
}

// TypeExtensions is #stablehlo.bounds<...>: the bounds of a tensor's dynamic
// dimensions, kept in its encoding; core.Dynamic marks '?'.
type TypeExtensions struct{ Bounds []int64 }

func intsKey(vs []int64) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		if v == core.Dynamic {
			s[i] = "?"
		} else {
			s[i] = strconv.FormatInt(v, 10)
		}
	}
	return "[" + strings.Join(s, ",") + "]"
}

func (a *DotDims) Key() string {
	return "stablehlo.dot<" + intsKey(a.LhsBatching) + intsKey(a.RhsBatching) + intsKey(a.LhsContracting) + intsKey(a.RhsContracting) + ">"
}
func (a *GatherDims) Key() string {
	return "stablehlo.gather<" + intsKey(a.OffsetDims) + intsKey(a.CollapsedSliceDims) + intsKey(a.OperandBatchingDims) +
		intsKey(a.StartIndicesBatchingDims) + intsKey(a.StartIndexMap) + strconv.FormatInt(a.IndexVectorDim, 10) + ">"
}
func (a *ScatterDims) Key() string {
	return "stablehlo.scatter<" + intsKey(a.UpdateWindowDims) + intsKey(a.InsertedWindowDims) + intsKey(a.InputBatchingDims) +
		intsKey(a.ScatterIndicesBatchingDims) + intsKey(a.ScatterDimsToOperandDims) + strconv.FormatInt(a.IndexVectorDim, 10) + ">"
}
func (a *ConvDims) Key() string {
	return fmt.Sprintf("stablehlo.conv<%d,%d,%s,%d,%d,%s,%d,%d,%s>", a.InputBatch, a.InputFeature, intsKey(a.InputSpatial),
		a.KernelInputFeature, a.KernelOutputFeature, intsKey(a.KernelSpatial), a.OutputBatch, a.OutputFeature, intsKey(a.OutputSpatial))
}
func (a *ChannelHandle) Key() string {
	return fmt.Sprintf("stablehlo.channel_handle<%d,%d>", a.Handle, a.Type)
}
func (a *OutputOperandAlias) Key() string {
	return fmt.Sprintf("stablehlo.output_operand_alias<%s,%d,%s>", intsKey(a.OutputTupleIndices), a.OperandIndex, intsKey(a.OperandTupleIndices))
}
func (a *DotAlgorithm) Key() string {
	return fmt.Sprintf("stablehlo.dot_algorithm<%s,%s,%s,%d,%d,%d,%t>", a.LhsPrecisionType.Key(), a.RhsPrecisionType.Key(),
		a.AccumulationType.Key(), a.LhsComponentCount, a.RhsComponentCount, a.NumPrimitiveOperations, a.AllowImpreciseAccumulation)
}
func (a *ResultAccuracy) Key() string {
	return fmt.Sprintf("stablehlo.result_accuracy<%v,%v,%d,%s>", a.Atol, a.Rtol, a.Ulps, a.Mode.Key())
}
func (a *TypeExtensions) Key() string { return "stablehlo.bounds<" + intsKey(a.Bounds) + ">" }
func (a *AxisRef) Key() string {
	k := "stablehlo.axis_ref<" + strconv.Quote(a.Name)
	if a.SubAxis != nil {
		k += "," + a.SubAxis.Key()
	}
	return k + ">"
}
func (a *SubAxisInfo) Key() string {
	return fmt.Sprintf("stablehlo.sub_axis_info<%d,%d>", a.PreSize, a.Size)
}
func (a *ReplicaGroupMeshAxes) Key() string {
	return "stablehlo.replica_group_mesh_axes<" + a.Mesh.Key() + "," + a.Axes.Key() + ">"
}

func clone(vs []int64) []int64 { return append([]int64{}, vs...) }

// Constructors returning uniqued attributes.

// NewAxisRef returns #stablehlo.axis_ref<name = name>.
func NewAxisRef(c *core.Context, name string) *AxisRef {
	return core.InternAttr(c, &AxisRef{Name: name})
}

// NewSubAxisRef returns #stablehlo.axis_ref<name = name, sub_axis_info =
// (pre)size>, or the full axis when sub is nil.
func NewSubAxisRef(c *core.Context, name string, sub *SubAxisInfo) *AxisRef {
	return core.InternAttr(c, &AxisRef{Name: name, SubAxis: sub})
}

// NewSubAxisInfo returns #stablehlo<sub_axis_info(pre)size>.
func NewSubAxisInfo(c *core.Context, pre, size int64) *SubAxisInfo {
	return core.InternAttr(c, &SubAxisInfo{PreSize: pre, Size: size})
}

// NewReplicaGroupMeshAxes returns #stablehlo.replica_group_mesh_axes<...>.
func NewReplicaGroupMeshAxes(c *core.Context, mesh core.Attribute, axes *core.ArrayAttr) *ReplicaGroupMeshAxes {
	return core.InternAttr(c, &ReplicaGroupMeshAxes{Mesh: mesh, Axes: axes})
}

func NewDotDims(c *core.Context, lb, rb, lc, rc []int64) *DotDims {
	return core.InternAttr(c, &DotDims{clone(lb), clone(rb), clone(lc), clone(rc)})
}
func NewGatherDims(c *core.Context, d GatherDims) *GatherDims {
	return core.InternAttr(c, &GatherDims{clone(d.OffsetDims), clone(d.CollapsedSliceDims), clone(d.OperandBatchingDims),
		clone(d.StartIndicesBatchingDims), clone(d.StartIndexMap), d.IndexVectorDim})
}
func NewScatterDims(c *core.Context, d ScatterDims) *ScatterDims {
	return core.InternAttr(c, &ScatterDims{clone(d.UpdateWindowDims), clone(d.InsertedWindowDims), clone(d.InputBatchingDims),
		clone(d.ScatterIndicesBatchingDims), clone(d.ScatterDimsToOperandDims), d.IndexVectorDim})
}
func NewConvDims(c *core.Context, d ConvDims) *ConvDims {
	d.InputSpatial, d.KernelSpatial, d.OutputSpatial = clone(d.InputSpatial), clone(d.KernelSpatial), clone(d.OutputSpatial)
	return core.InternAttr(c, &d)
}
func NewChannelHandle(c *core.Context, handle, typ int64) *ChannelHandle {
	return core.InternAttr(c, &ChannelHandle{handle, typ})
}
func NewOutputOperandAlias(c *core.Context, out []int64, operand int64, operandIdx []int64) *OutputOperandAlias {
	return core.InternAttr(c, &OutputOperandAlias{clone(out), operand, clone(operandIdx)})
}
func NewDotAlgorithm(c *core.Context, d DotAlgorithm) *DotAlgorithm { return core.InternAttr(c, &d) }
func NewResultAccuracy(c *core.Context, atol, rtol float64, ulps int64, mode *EnumAttr) *ResultAccuracy {
	return core.InternAttr(c, &ResultAccuracy{atol, rtol, ulps, mode})
}
func NewTypeExtensions(c *core.Context, bounds []int64) *TypeExtensions {
	return core.InternAttr(c, &TypeExtensions{clone(bounds)})
}

// Printing. Each writes the body after `#stablehlo.`.

func writeDims(b *strings.Builder, vs []int64) {
	b.WriteString("[")
	for i, v := range vs {
		if i > 0 {
			b.WriteString(", ")
		}
		if v == core.Dynamic {
			b.WriteString("?")
		} else {
			b.WriteString(strconv.FormatInt(v, 10))
		}
	}
	b.WriteString("]")
}

// structPrinter is StablehloOps.cpp's printStruct: empty arrays and zero
// integers are left out.
type structPrinter struct {
	b   strings.Builder
	sep string
}

func (s *structPrinter) dims(name string, vs []int64) {
	if len(vs) == 0 {
		return
	}
	s.b.WriteString(s.sep + name + " = ")
	writeDims(&s.b, vs)
	s.sep = ", "
}

func (s *structPrinter) int(name string, v int64) {
	if v == 0 {
		return
	}
	s.b.WriteString(s.sep + name + " = " + strconv.FormatInt(v, 10))
	s.sep = ", "
}

func (a *DotDims) body() string {
	var s structPrinter
	s.dims("lhs_batching_dimensions", a.LhsBatching)
	s.dims("rhs_batching_dimensions", a.RhsBatching)
	s.dims("lhs_contracting_dimensions", a.LhsContracting)
	s.dims("rhs_contracting_dimensions", a.RhsContracting)
	return "<" + s.b.String() + ">"
}

func (a *GatherDims) body() string {
	var s structPrinter
	s.dims("offset_dims", a.OffsetDims)
	s.dims("collapsed_slice_dims", a.CollapsedSliceDims)
	s.dims("operand_batching_dims", a.OperandBatchingDims)
	s.dims("start_indices_batching_dims", a.StartIndicesBatchingDims)
	s.dims("start_index_map", a.StartIndexMap)
	s.int("index_vector_dim", a.IndexVectorDim)
	return "<" + s.b.String() + ">"
}

func (a *ScatterDims) body() string {
	var s structPrinter
	s.dims("update_window_dims", a.UpdateWindowDims)
	s.dims("inserted_window_dims", a.InsertedWindowDims)
	s.dims("input_batching_dims", a.InputBatchingDims)
	s.dims("scatter_indices_batching_dims", a.ScatterIndicesBatchingDims)
	s.dims("scatter_dims_to_operand_dims", a.ScatterDimsToOperandDims)
	s.int("index_vector_dim", a.IndexVectorDim)
	return "<" + s.b.String() + ">"
}

// convDimsString prints the compact form [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f].
// Invalid dimension numbers (out of range) fall back to the raw struct, which
// parses back: stablehlo-opt would abort on them.
func (a *ConvDims) convDimsString() (string, bool) {
	var b strings.Builder
	side := func(spatial []int64, nonSpatial [][2]int64) bool {
		n := len(spatial) + len(nonSpatial)
		dims := make([]string, n)
		for _, ns := range nonSpatial {
			if ns[0] < 0 || ns[0] >= int64(n) {
				return false
			}
			dims[ns[0]] = string(rune(ns[1]))
		}
		for i, d := range spatial {
			if d < 0 || d >= int64(n) {
				return false
			}
			dims[d] = strconv.Itoa(i)
		}
		for _, d := range dims {
			if d == "" {
				return false
			}
		}
		b.WriteString("[" + strings.Join(dims, ", ") + "]")
		return true
	}
	ok := side(a.InputSpatial, [][2]int64{{a.InputBatch, 'b'}, {a.InputFeature, 'f'}})
	b.WriteString("x")
	ok = ok && side(a.KernelSpatial, [][2]int64{{a.KernelInputFeature, 'i'}, {a.KernelOutputFeature, 'o'}})
	b.WriteString("->")
	ok = ok && side(a.OutputSpatial, [][2]int64{{a.OutputBatch, 'b'}, {a.OutputFeature, 'f'}})
	return b.String(), ok
}

func (a *ConvDims) rawBody() string {
	var b strings.Builder
	w := func(sep, name string, v int64) { b.WriteString(sep + name + " = " + strconv.FormatInt(v, 10)) }
	d := func(name string, vs []int64) { b.WriteString(", " + name + " = "); writeDims(&b, vs) }
	w("raw ", "input_batch_dimension", a.InputBatch)
	w(", ", "input_feature_dimension", a.InputFeature)
	d("input_spatial_dimensions", a.InputSpatial)
	w(", ", "kernel_input_feature_dimension", a.KernelInputFeature)
	w(", ", "kernel_output_feature_dimension", a.KernelOutputFeature)
	d("kernel_spatial_dimensions", a.KernelSpatial)
	w(", ", "output_batch_dimension", a.OutputBatch)
	w(", ", "output_feature_dimension", a.OutputFeature)
	d("output_spatial_dimensions", a.OutputSpatial)
	return b.String()
}

func (a *ConvDims) body() string {
	if s, ok := a.convDimsString(); ok {
		return "<" + s + ">"
	}
	return "<" + a.rawBody() + ">"
}

func (a *OutputOperandAlias) body() string {
	var b strings.Builder
	b.WriteString("<output_tuple_indices = ")
	writeDims(&b, a.OutputTupleIndices)
	b.WriteString(", operand_index = " + strconv.FormatInt(a.OperandIndex, 10) + ", operand_tuple_indices = ")
	writeDims(&b, a.OperandTupleIndices)
	b.WriteString(">")
	return b.String()
}

func (a *TypeExtensions) body() string {
	var b strings.Builder
	b.WriteString("<")
	for i, v := range a.Bounds {
		if i > 0 {
			b.WriteString(", ")
		}
		if v == core.Dynamic {
			b.WriteString("?")
		} else {
			b.WriteString(strconv.FormatInt(v, 10))
		}
	}
	b.WriteString(">")
	return b.String()
}

// printDotAlgorithm writes `<lhs_precision_type = tf32, ...>`.
func printDotAlgorithm(p core.DialectPrinter, a *DotAlgorithm) {
	p.WriteString("<lhs_precision_type = ")
	p.PrintType(a.LhsPrecisionType)
	p.WriteString(", rhs_precision_type = ")
	p.PrintType(a.RhsPrecisionType)
	p.WriteString(", accumulation_type = ")
	p.PrintType(a.AccumulationType)
	p.WriteString(fmt.Sprintf(", lhs_component_count = %d, rhs_component_count = %d, num_primitive_operations = %d, allow_imprecise_accumulation = %t>",
		a.LhsComponentCount, a.RhsComponentCount, a.NumPrimitiveOperations, a.AllowImpreciseAccumulation))
}

// printResultAccuracy writes the struct with default-valued fields elided.
func printResultAccuracy(p core.DialectPrinter, a *ResultAccuracy) {
	ctx := p.Context()
	p.WriteString("<")
	sep := ""
	if a.Atol != 0 {
		p.WriteString("atol = ")
		p.PrintAttributeWithoutType(f64Attr(ctx, a.Atol))
		sep = ", "
	}
	if a.Rtol != 0 {
		p.WriteString(sep + "rtol = ")
		p.PrintAttributeWithoutType(f64Attr(ctx, a.Rtol))
		sep = ", "
	}
	if a.Ulps != 0 {
		p.WriteString(sep + "ulps = " + strconv.FormatInt(a.Ulps, 10))
		sep = ", "
	}
	p.WriteString(sep + "mode = ")
	p.PrintAttribute(a.Mode)
	p.WriteString(">")
}

func printAttr(a core.Attribute, p core.DialectPrinter) bool {
	switch a := a.(type) {
	case *EnumAttr:
		if a.Kind.Pretty {
			p.WriteString(a.Kind.Mnemonic + "<" + a.String() + ">")
		} else {
			p.WriteString(a.Kind.Mnemonic + " " + a.String())
		}
	case *DotDims:
		p.WriteString("dot" + a.body())
	case *GatherDims:
		p.WriteString("gather" + a.body())
	case *ScatterDims:
		p.WriteString("scatter" + a.body())
	case *ConvDims:
		p.WriteString("conv" + a.body())
	case *ChannelHandle:
		p.WriteString(fmt.Sprintf("channel_handle<handle = %d, type = %d>", a.Handle, a.Type))
	case *OutputOperandAlias:
		p.WriteString("output_operand_alias" + a.body())
	case *DotAlgorithm:
		p.WriteString("dot_algorithm")
		printDotAlgorithm(p, a)
	case *ResultAccuracy:
		p.WriteString("result_accuracy")
		printResultAccuracy(p, a)
	case *TypeExtensions:
		p.WriteString("bounds" + a.body())
	case *AxisRef:
		p.WriteString("axis_ref<name = ")
		p.PrintString(a.Name)
		if a.SubAxis != nil {
			p.WriteString(fmt.Sprintf(", sub_axis_info = (%d)%d", a.SubAxis.PreSize, a.SubAxis.Size))
		}
		p.WriteString(">")
	case *SubAxisInfo:
		p.WriteString(fmt.Sprintf("sub_axis_info(%d)%d", a.PreSize, a.Size))
	case *ReplicaGroupMeshAxes:
		p.WriteString("replica_group_mesh_axes<mesh = ")
		p.PrintAttribute(a.Mesh)
		p.WriteString(", axes = ")
		p.PrintAttribute(a.Axes)
		p.WriteString(">")
	default:
		return false
	}
	return true
}

func f64Attr(ctx *core.Context, v float64) *core.FloatAttr {
	return core.FloatBits(ctx, core.F64(ctx), f64bits(v))
}

// isaAttr returns a constraint accepting attributes of type T.
func isaAttr[T core.Attribute](summary string) core.AttrConstraint {
	return core.AttrConstraint{Summary: summary, Check: func(a core.Attribute) bool { _, ok := a.(T); return ok }}
}

var (
	dotDimsC       = isaAttr[*DotDims]("Attribute that models the dimension information for dot.")
	gatherDimsC    = isaAttr[*GatherDims]("Attribute that models the dimension information for gather")
	scatterDimsC   = isaAttr[*ScatterDims]("Attribute that models the dimension information for scatter")
	convDimsC      = isaAttr[*ConvDims]("Structure of dimension information for conv op")
	channelHandleC = isaAttr[*ChannelHandle]("two 64-bit integers 'handle' and 'type'")
	dotAlgorithmC  = isaAttr[*DotAlgorithm]("Attribute that models the algorithm constraints to use for computing dot.")
	resultAccC     = isaAttr[*ResultAccuracy]("The requested accuracy for transcendental unary ops.")
	precisionCfgC  = core.AttrConstraint{Summary: "Precision Config attribute",
		Check: func(a core.Attribute) bool {
			arr, ok := a.(*core.ArrayAttr)
			if !ok {
				return false
			}
			for _, e := range arr.Elems {
				if _, ok := enumOf(e, PrecisionKind); !ok {
					return false
				}
			}
			return true
		}}
	flatSymbolArrayC = core.AttrConstraint{Summary: "flat symbol ref array attribute",
		Check: func(a core.Attribute) bool {
			arr, ok := a.(*core.ArrayAttr)
			if !ok {
				return false
			}
			for _, e := range arr.Elems {
				if s, ok := e.(*core.SymbolRefAttr); !ok || !s.IsFlat() {
					return false
				}
			}
			return true
		}}
	layoutArrayC = core.AttrConstraint{Summary: "Array of layout (1D tensor of index type) attributes",
		Check: func(a core.Attribute) bool {
			arr, ok := a.(*core.ArrayAttr)
			if !ok {
				return false
			}
			for _, e := range arr.Elems {
				d, ok := e.(*core.DenseAttr)
				if !ok || len(d.Type.Shape()) != 1 {
					return false
				}
				if _, idx := d.Type.ElementType().(*core.IndexType); !idx {
					return false
				}
			}
			return true
		}}
	aliasArrayC = core.AttrConstraint{Summary: "Aliasing attribute for outputs and operands of CustomCall",
		Check: func(a core.Attribute) bool {
			arr, ok := a.(*core.ArrayAttr)
			if !ok {
				return false
			}
			for _, e := range arr.Elems {
				if _, ok := e.(*OutputOperandAlias); !ok {
					return false
				}
			}
			return true
		}}
	// replicaGroupsC is an i64 elements attribute or the mesh-axes form.
	replicaGroupsC = core.AttrConstraint{Summary: "replica groups (i64 elements or mesh axes) attribute",
		Check: func(a core.Attribute) bool {
			_, mesh := a.(*ReplicaGroupMeshAxes)
			return mesh || ods.I64ElementsAttr.Check(a)
		}}
)

// VerifyEncoding is hlo::verifyBounds, which StableHLO runs when a tensor
// type with bounds is parsed: one bound per dimension, and bounds only on
// dynamic dimensions.
func (a *TypeExtensions) VerifyEncoding(shape []int64, elem core.Type, typeString func(core.Type) string) error {
	var b strings.Builder
	b.WriteString("tensor<")
	for _, d := range shape {
		b.WriteString(dimStr(d) + "x")
	}
	b.WriteString(typeString(elem) + ">")
	t := "'" + b.String() + "'"
	if len(a.Bounds) != len(shape) {
		return fmt.Errorf("Bounds length is %d, expected to be equal to rank(%d) of the tensor %s", len(a.Bounds), len(shape), t)
	}
	for i, bound := range a.Bounds {
		if !isDyn(bound) && !isDyn(shape[i]) {
			return fmt.Errorf("Static dimension %d cannot have a bound, use ShapedType::kDynamic to indicate a missing bound in tensor %s", i, t)
		}
	}
	return nil
}
