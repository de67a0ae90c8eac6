package sdy

import (
	"slices"
	"strconv"
	"strings"

	"ncc/core"
)

// The attributes follow Shardy's attrs.td (openxla/shardy,
// shardy/dialect/sdy/ir): one Go type per AttrDef, uniqued in the Context
// (compare with ==), built by the New* functions. Their Key is their
// printed form, "sdy." + mnemonic + body, which is canonical: two
// attributes print alike exactly when their parameters are equal.
//
// Constructors do not verify; Verify methods are the attribute verifiers
// MLIR runs when it builds them (MeshAxisAttr::verify, MeshAttr::verify),
// which the parser calls as getChecked does.

// ReductionOp is Shardy's ReductionOp enum: how unreduced axes combine.
type ReductionOp int32

const (
	ReductionSum ReductionOp = iota
	ReductionMax
	ReductionMin
)

var reductionNames = []string{"sum", "max", "min"}

func (r ReductionOp) String() string {
	if r >= 0 && int(r) < len(reductionNames) {
		return reductionNames[r]
	}
	return strconv.Itoa(int(r))
}

// MeshAxis is #sdy.mesh_axis: a named axis of a mesh, `"a"=2`.
type MeshAxis struct {
	Name string
	Size int64
}

func (a *MeshAxis) Key() string { return "sdy.mesh_axis" + a.body() }

func (a *MeshAxis) body() string { return quote(a.Name) + "=" + strconv.FormatInt(a.Size, 10) }

// NewMeshAxis returns the uniqued axis.
func NewMeshAxis(c *core.Context, name string, size int64) *MeshAxis {
	return core.InternAttr(c, &MeshAxis{Name: name, Size: size})
}

// Verify is MeshAxisAttr::verify.
func (a *MeshAxis) Verify() error {
	if a.Size <= 0 {
		return errf("axis size must be at least 1, got: %d", a.Size)
	}
	return nil
}

// Mesh is #sdy.mesh: axes and an optional device order, `<["a"=2, "b"=4]>`
// or `<["a"=2], device_ids=[1, 0]>`; no axes and one device id is a
// maximal mesh, `<[], device_ids=[3]>`.
type Mesh struct {
	Axes      []*MeshAxis
	DeviceIDs []int64
}

func (m *Mesh) Key() string { return "sdy.mesh" + m.body() }

// body is the stripped form, `<[...]>`.
func (m *Mesh) body() string {
	s := "<[" + joinBodies(m.Axes) + "]"
	if len(m.DeviceIDs) > 0 {
		s += ", device_ids=[" + joinInts(m.DeviceIDs) + "]"
	}
	return s + ">"
}

// NewMesh returns the uniqued mesh. As Shardy's builder does, device ids
// equal to iota(product of the axis sizes) are dropped (they are implied).
func NewMesh(c *core.Context, axes []*MeshAxis, deviceIDs []int64) *Mesh {
	if len(axes) > 0 && len(deviceIDs) > 0 {
		total := int64(1)
		for _, a := range axes {
			total *= a.Size
		}
		iota := int64(len(deviceIDs)) == total
		for i, d := range deviceIDs {
			if d != int64(i) {
				iota = false
				break
			}
		}
		if iota {
			deviceIDs = nil
		}
	}
	return core.InternAttr(c, &Mesh{Axes: slices.Clone(axes), DeviceIDs: slices.Clone(deviceIDs)})
}

// Verify is MeshAttr::verify (and the axes' verifiers).
func (m *Mesh) Verify() error {
	for _, a := range m.Axes {
		if err := a.Verify(); err != nil {
			return err
		}
	}
	for _, d := range m.DeviceIDs {
		if d < 0 {
			return errf("device id must be non-negative, got: %d", d)
		}
	}
	if len(m.Axes) == 0 {
		if len(m.DeviceIDs) > 1 {
			return errf("axes is empty and device_ids has more than one element")
		}
		return nil
	}
	seen := map[string]bool{}
	for _, a := range m.Axes {
		if seen[a.Name] {
			return errf("duplicate axis name: %s", quote(a.Name))
		}
		seen[a.Name] = true
	}
	if len(m.DeviceIDs) == 0 {
		return nil
	}
	total := m.TotalSize()
	if total != int64(len(m.DeviceIDs)) {
		return errf("total product of axis sizes must match total number of device ids, got: %d != %d", total, len(m.DeviceIDs))
	}
	sorted := slices.Clone(m.DeviceIDs)
	slices.Sort(sorted)
	for i, d := range sorted {
		if d != int64(i) {
			return errf("sorted device ids must be iota(product(axes)), got: %s", joinInts(sorted))
		}
	}
	if slices.IsSorted(m.DeviceIDs) {
		return errf("if the ordered device ids are the same as iota(product(axes)), no need to specify them for simplicity")
	}
	return nil
}

// AxisSize returns the size of the axis called name.
func (m *Mesh) AxisSize(name string) (int64, bool) {
	for _, a := range m.Axes {
		if a.Name == name {
			return a.Size, true
		}
	}
	return 0, false
}

// TotalSize is the number of devices: the product of the axis sizes (1 for
// a maximal or empty mesh).
func (m *Mesh) TotalSize() int64 {
	n := int64(1)
	for _, a := range m.Axes {
		n *= a.Size
	}
	return n
}

// IsMaximal reports a maximal-sharding mesh: no axes, one device id.
func (m *Mesh) IsMaximal() bool { return len(m.Axes) == 0 && len(m.DeviceIDs) == 1 }

// SubAxisInfo is #sdy.sub_axis_info, `(pre-size)size`: how a sub-axis is
// cut from its full axis.
type SubAxisInfo struct {
	PreSize, Size int64
}

func (s *SubAxisInfo) Key() string { return "sdy.sub_axis_info" + s.body() }

func (s *SubAxisInfo) body() string {
	return "(" + strconv.FormatInt(s.PreSize, 10) + ")" + strconv.FormatInt(s.Size, 10)
}

// NextPreSize is the pre-size of the sub-axis minor to this one.
func (s *SubAxisInfo) NextPreSize() int64 { return s.PreSize * s.Size }

// NewSubAxisInfo returns the uniqued sub-axis info.
func NewSubAxisInfo(c *core.Context, preSize, size int64) *SubAxisInfo {
	return core.InternAttr(c, &SubAxisInfo{PreSize: preSize, Size: size})
}

// AxisRef is #sdy.axis_ref: a full axis, `"a"`, or a sub-axis, `"a":(2)4`.
type AxisRef struct {
	Name string
	Sub  *SubAxisInfo // nil for a full axis
}

func (r *AxisRef) Key() string { return "sdy.axis_ref" + r.body() }

func (r *AxisRef) body() string {
	if r.Sub == nil {
		return quote(r.Name)
	}
	return quote(r.Name) + ":" + r.Sub.body()
}

// String is AxisRefAttr::toString, as Shardy's messages quote axes.
func (r *AxisRef) String() string { return r.body() }

// NewAxisRef returns the uniqued axis ref; sub is nil for a full axis.
func NewAxisRef(c *core.Context, name string, sub *SubAxisInfo) *AxisRef {
	return core.InternAttr(c, &AxisRef{Name: name, Sub: sub})
}

// Size is the axis's (or sub-axis's) size in mesh; 0 if mesh lacks it.
func (r *AxisRef) Size(m *Mesh) int64 {
	if r.Sub != nil {
		return r.Sub.Size
	}
	s, _ := m.AxisSize(r.Name)
	return s
}

// DimSharding is #sdy.dimension_sharding: the axes sharding one dimension,
// major to minor, whether it is closed, and an optional priority:
// `{"a", "b"}`, `{"a", ?}` (open), `{}p1`.
type DimSharding struct {
	Axes        []*AxisRef
	Closed      bool
	HasPriority bool
	Priority    int64
}

func (d *DimSharding) Key() string { return "sdy.dimension_sharding" + d.body() }

func (d *DimSharding) body() string {
	var b strings.Builder
	b.WriteString("{" + joinBodies(d.Axes))
	if !d.Closed {
		if len(d.Axes) > 0 {
			b.WriteString(", ")
		}
		b.WriteString("?")
	}
	b.WriteString("}")
	if d.HasPriority {
		b.WriteString("p" + strconv.FormatInt(d.Priority, 10))
	}
	return b.String()
}

// NewDimSharding returns the uniqued dimension sharding; priority < 0
// means none.
func NewDimSharding(c *core.Context, axes []*AxisRef, closed bool, priority int64) *DimSharding {
	d := &DimSharding{Axes: slices.Clone(axes), Closed: closed}
	if priority >= 0 {
		d.HasPriority, d.Priority = true, priority
	}
	return core.InternAttr(c, d)
}

// Sharding is #sdy.sharding, Shardy's TensorShardingAttr: a mesh (a symbol
// reference to an sdy.mesh, or an inlined #sdy.mesh), one DimSharding per
// tensor dimension, and the axes the tensor is explicitly replicated and
// unreduced along:
//
//	<@mesh, [{"a"}, {}], replicated={"b"}, unreduced=max{"c"}>
type Sharding struct {
	MeshOrRef  core.Attribute // *core.SymbolRefAttr (flat) or *Mesh
	Dims       []*DimSharding
	Replicated []*AxisRef
	Unreduced  []*AxisRef
	Reduction  ReductionOp
}

func (s *Sharding) Key() string { return "sdy.sharding" + s.body() }

// body is the stripped form, `<@mesh, [...]>`.
func (s *Sharding) body() string {
	var b strings.Builder
	b.WriteString("<")
	switch m := s.MeshOrRef.(type) {
	case *Mesh:
		b.WriteString("mesh" + m.body())
	case *core.SymbolRefAttr:
		b.WriteString(symbolRef(m))
	default:
		b.WriteString("<<NULL ATTRIBUTE>>")
	}
	b.WriteString(", [" + joinBodies(s.Dims) + "]")
	if len(s.Replicated) > 0 {
		b.WriteString(", replicated={" + joinBodies(s.Replicated) + "}")
	}
	if len(s.Unreduced) > 0 {
		b.WriteString(", unreduced=")
		if s.Reduction != ReductionSum {
			b.WriteString(s.Reduction.String())
		}
		b.WriteString("{" + joinBodies(s.Unreduced) + "}")
	}
	b.WriteString(">")
	return b.String()
}

// String is the sharding as Shardy's messages print it.
func (s *Sharding) String() string { return "#sdy.sharding" + s.body() }

// NewSharding returns the uniqued sharding. meshOrRef is a flat
// *core.SymbolRefAttr or a *Mesh.
func NewSharding(c *core.Context, meshOrRef core.Attribute, dims []*DimSharding, replicated, unreduced []*AxisRef, red ReductionOp) *Sharding {
	return core.InternAttr(c, &Sharding{MeshOrRef: meshOrRef, Dims: slices.Clone(dims),
		Replicated: slices.Clone(replicated), Unreduced: slices.Clone(unreduced), Reduction: red})
}

// MeshName returns the referenced mesh's name, or "" for an inlined mesh.
func (s *Sharding) MeshName() string {
	if r, ok := s.MeshOrRef.(*core.SymbolRefAttr); ok {
		return r.Root
	}
	return ""
}

// Rank is the number of dimension shardings.
func (s *Sharding) Rank() int { return len(s.Dims) }

// FullyReplicated reports that no dimension is sharded.
func (s *Sharding) FullyReplicated() bool {
	for _, d := range s.Dims {
		if len(d.Axes) > 0 {
			return false
		}
	}
	return true
}

// ShardingPerValue is #sdy.sharding_per_value: one Sharding per operand or
// result of an op, `<[<@mesh, [{"a"}]>, <@mesh, []>]>`.
type ShardingPerValue struct {
	Shardings []*Sharding
}

func (s *ShardingPerValue) Key() string { return "sdy.sharding_per_value<" + s.stripped() + ">" }

// stripped is `[<...>, <...>]`, the form op syntax writes
// (custom<StrippedTensorShardingPerValueAttr>).
func (s *ShardingPerValue) stripped() string { return "[" + joinBodies(s.Shardings) + "]" }

// NewShardingPerValue returns the uniqued list.
func NewShardingPerValue(c *core.Context, shardings []*Sharding) *ShardingPerValue {
	return core.InternAttr(c, &ShardingPerValue{Shardings: slices.Clone(shardings)})
}

// DimMapping is #sdy.dim_mapping: the factors one dimension maps to, major
// to minor, printed as their symbols run together: `ij`.
type DimMapping struct {
	Factors []int64
}

func (d *DimMapping) Key() string { return "sdy.dim_mapping" + d.body() }

func (d *DimMapping) body() string { return join(d.Factors, "", FactorSymbol) }

// NewDimMapping returns the uniqued mapping.
func NewDimMapping(c *core.Context, factors []int64) *DimMapping {
	return core.InternAttr(c, &DimMapping{Factors: slices.Clone(factors)})
}

// TensorMapping is #sdy.tensor_mapping: one DimMapping per dimension of a
// tensor, `[i, jk]`.
type TensorMapping struct {
	Dims []*DimMapping
}

func (t *TensorMapping) Key() string { return "sdy.tensor_mapping" + t.body() }

func (t *TensorMapping) body() string { return "[" + joinBodies(t.Dims) + "]" }

// NewTensorMapping returns the uniqued mapping.
func NewTensorMapping(c *core.Context, dims []*DimMapping) *TensorMapping {
	return core.InternAttr(c, &TensorMapping{Dims: slices.Clone(dims)})
}

// OpShardingRule is #sdy.op_sharding_rule: how an op can be partitioned,
// as factors mapped to the dimensions of its operands and results:
//
//	<([i, j], [j, k])->([i, k]) {i=8, j=4, k=16} reduction={j}, custom>
type OpShardingRule struct {
	FactorSizes        []int64
	Operands, Results  []*TensorMapping
	Reduction          []int64
	NeedReplication    []int64
	Permutation        []int64
	BlockedPropagation []int64
	Custom             bool
}

func (r *OpShardingRule) Key() string { return "sdy.op_sharding_rule" + r.body() }

func (r *OpShardingRule) body() string {
	var b strings.Builder
	b.WriteString("<(" + joinBodies(r.Operands) + ")->(" + joinBodies(r.Results) + ")")
	if len(r.FactorSizes) > 0 {
		sizes := make([]string, len(r.FactorSizes))
		for i, s := range r.FactorSizes {
			sizes[i] = FactorSymbol(int64(i)) + "=" + strconv.FormatInt(s, 10)
		}
		b.WriteString(" {" + strings.Join(sizes, ", ") + "}")
	}
	for _, g := range r.factorGroups() {
		if len(g.factors) > 0 {
			b.WriteString(" " + g.name + "={" + join(g.factors, ", ", FactorSymbol) + "}")
		}
	}
	if r.Custom {
		b.WriteString(", custom")
	}
	b.WriteString(">")
	return b.String()
}

type factorGroup struct {
	name    string
	factors []int64
}

func (r *OpShardingRule) factorGroups() []factorGroup {
	return []factorGroup{
		{"reduction", r.Reduction},
		{"need_replication", r.NeedReplication},
		{"permutation", r.Permutation},
		{"blocked_propagation", r.BlockedPropagation},
	}
}

// NewOpShardingRule returns the uniqued rule.
func NewOpShardingRule(c *core.Context, r OpShardingRule) *OpShardingRule {
	r.FactorSizes = slices.Clone(r.FactorSizes)
	r.Operands, r.Results = slices.Clone(r.Operands), slices.Clone(r.Results)
	r.Reduction, r.NeedReplication = slices.Clone(r.Reduction), slices.Clone(r.NeedReplication)
	r.Permutation, r.BlockedPropagation = slices.Clone(r.Permutation), slices.Clone(r.BlockedPropagation)
	return core.InternAttr(c, &r)
}

// FactorSymbol is Shardy's factorSymbolString: factors 0 to 17 are the
// letters i to z, then z_1, z_2, ...
func FactorSymbol(f int64) string {
	if f <= startAtZ {
		return string(rune('i' + f))
	}
	return "z_" + strconv.FormatInt(f-startAtZ, 10)
}

const startAtZ = 'z' - 'i' // 17

// ManualAxes is #sdy.manual_axes: the axes an sdy.manual_computation is
// manual on, `{"a", "b"}`.
type ManualAxes struct {
	Names []string
}

func (m *ManualAxes) Key() string { return "sdy.manual_axes" + m.body() }

func (m *ManualAxes) body() string { return "{" + join(m.Names, ", ", quote) + "}" }

// NewManualAxes returns the uniqued list.
func NewManualAxes(c *core.Context, names []string) *ManualAxes {
	return core.InternAttr(c, &ManualAxes{Names: slices.Clone(names)})
}

// AxisRefList is #sdy.axis_ref_list, `{"a", "b":(1)2}`.
type AxisRefList struct {
	Axes []*AxisRef
}

func (l *AxisRefList) Key() string { return "sdy.axis_ref_list" + l.body() }

func (l *AxisRefList) body() string { return "{" + joinBodies(l.Axes) + "}" }

// NewAxisRefList returns the uniqued list.
func NewAxisRefList(c *core.Context, axes []*AxisRef) *AxisRefList {
	return core.InternAttr(c, &AxisRefList{Axes: slices.Clone(axes)})
}

// ListOfAxisRefLists is #sdy.list_of_axis_ref_lists, `[{"a"}, {}]`: one
// axis list per tensor dimension (sdy.all_gather, sdy.all_slice, ...).
type ListOfAxisRefLists struct {
	Lists []*AxisRefList
}

func (l *ListOfAxisRefLists) Key() string { return "sdy.list_of_axis_ref_lists" + l.body() }

func (l *ListOfAxisRefLists) body() string { return "[" + joinBodies(l.Lists) + "]" }

// NewListOfAxisRefLists returns the uniqued list.
func NewListOfAxisRefLists(c *core.Context, lists []*AxisRefList) *ListOfAxisRefLists {
	return core.InternAttr(c, &ListOfAxisRefLists{Lists: slices.Clone(lists)})
}

// AllToAllParam is #sdy.all_to_all_param, `{"b"}: 0->2`.
type AllToAllParam struct {
	Axes           []*AxisRef
	SrcDim, TgtDim int64
}

func (a *AllToAllParam) Key() string { return "sdy.all_to_all_param" + a.body() }

func (a *AllToAllParam) body() string {
	return "{" + joinBodies(a.Axes) + "}: " + strconv.FormatInt(a.SrcDim, 10) + "->" + strconv.FormatInt(a.TgtDim, 10)
}

// NewAllToAllParam returns the uniqued parameter.
func NewAllToAllParam(c *core.Context, axes []*AxisRef, src, tgt int64) *AllToAllParam {
	return core.InternAttr(c, &AllToAllParam{Axes: slices.Clone(axes), SrcDim: src, TgtDim: tgt})
}

// AllToAllParamList is #sdy.all_to_all_param_list, `[{"b"}: 0->2, {"c"}: 1->3]`.
type AllToAllParamList struct {
	Params []*AllToAllParam
}

func (l *AllToAllParamList) Key() string { return "sdy.all_to_all_param_list" + l.body() }

func (l *AllToAllParamList) body() string { return "[" + joinBodies(l.Params) + "]" }

// NewAllToAllParamList returns the uniqued list.
func NewAllToAllParamList(c *core.Context, params []*AllToAllParam) *AllToAllParamList {
	return core.InternAttr(c, &AllToAllParamList{Params: slices.Clone(params)})
}

// Printing helpers.

// join prints each element of xs with str, separated by sep.
func join[T any](xs []T, sep string, str func(T) string) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = str(x)
	}
	return strings.Join(s, sep)
}

// joinBodies is the comma-separated stripped forms of xs.
func joinBodies[T interface{ body() string }](xs []T) string {
	return join(xs, ", ", func(x T) string { return x.body() })
}

func joinInts(vs []int64) string {
	return join(vs, ", ", func(v int64) string { return strconv.FormatInt(v, 10) })
}

const hexDigits = "0123456789ABCDEF"

// quote is LLVM's printEscapedString in quotes, as MLIR prints strings.
func quote(s string) string {
	b := make([]byte, 0, len(s)+2)
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b = append(b, '\\', '\\')
		case c >= 0x20 && c <= 0x7e && c != '"':
			b = append(b, c)
		default:
			b = append(b, '\\', hexDigits[c>>4], hexDigits[c&15])
		}
	}
	return string(append(b, '"'))
}

// symbolRef prints a symbol reference as MLIR does: @name, quoted when
// name is not a bare identifier, then ::@nested parts.
func symbolRef(r *core.SymbolRefAttr) string {
	s := symbolName(r.Root)
	for _, n := range r.Nested {
		s += "::" + symbolName(n)
	}
	return s
}

func symbolName(n string) string {
	if isBareIdentifier(n) {
		return "@" + n
	}
	return "@" + quote(n)
}

func isBareIdentifier(s string) bool {
	if s == "" || !(isAlpha(s[0]) || s[0] == '_') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !isAlpha(c) && !(c >= '0' && c <= '9') && c != '_' && c != '$' && c != '.' {
			return false
		}
	}
	return true
}

func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
