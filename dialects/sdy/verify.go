package sdy

import (
	"fmt"
	"slices"
	"strings"

	"ncc/core"
	"ncc/dialects/vhlo"
)

// The verifiers follow Shardy's verifiers.cc, with its messages: the
// structural checks of shardings against meshes and tensor types, of
// sharding rules against op types, and of manual computations' global
// and local types. Checks that need a symbol table run from
// VerifySymbolUses, as Shardy's SymbolUserOpInterface implementations do.
// Not checked: unreduced-axes transitions between shardings, and the
// collectives' consistency of out_sharding with the operand's sharding
// (Sdy_CollectiveOpInterface), which need sharding propagation state.

// emitFn reports msg for a value or an op, with the caller's prefix.
type emitFn func(msg string) error

func opEmit(op *core.Operation) emitFn {
	return func(msg string) error { return op.Errorf("%s", msg) }
}

// valueEmit is getEmitValueInRangeErrorFn: "- msg" for a single value,
// "i - msg" for one of several.
func valueEmit(emit emitFn, n, i int) emitFn {
	return func(msg string) error {
		if n == 1 {
			return emit("- " + msg)
		}
		return emit(fmt.Sprintf("%d - %s", i, msg))
	}
}

// shapeInfo is what the verifiers read of a value's type through MLIR's
// ShapedType interface, which builtin tensors and VHLO's tensor_v1 both
// implement: in a portable artifact sdy attributes sit on VHLO ops.
func shapeInfo(t core.Type) (shape []int64, ranked, ok bool) {
	switch t := t.(type) {
	case core.ShapedType:
		return t.Shape(), t.HasRank(), true
	case *vhlo.TensorType:
		return t.Shape, true, true
	case *vhlo.UnrankedTensorType:
		return nil, false, true
	}
	return nil, false, false
}

// typeStr quotes a type as MLIR's diagnostics print one.
func typeStr(t core.Type) string { return "'" + core.TypeString(t) + "'" }

func verifyMeshOp(op *core.Operation) error {
	if m, ok := op.Attr("mesh").(*Mesh); ok {
		if err := m.Verify(); err != nil {
			return op.Errorf("%s", err.Error())
		}
	}
	return nil
}

func verifyPropagationBarrier(op *core.Operation) error {
	if a, ok := op.Attr("allowed_direction").(*core.IntegerAttr); ok && a.Val == DirectionBoth {
		return op.Errorf("cannot specify `BOTH` as the direction. Not blocking propagation direction makes the op redundant.")
	}
	return nil
}

// meshOf returns the mesh a sharding is bound to: its inlined mesh, or the
// sdy.mesh its symbol names as seen from op; nil if there is none.
func meshOf(s *Sharding, op *core.Operation, lookup core.SymbolLookup) *Mesh {
	switch m := s.MeshOrRef.(type) {
	case *Mesh:
		return m
	case *core.SymbolRefAttr:
		var def *core.Operation
		if lookup != nil {
			def = lookup(op, m)
		} else {
			def = lookupMesh(op, m.Root)
		}
		if def == nil || def.Name() != "sdy.mesh" {
			return nil
		}
		mesh, _ := def.Attr("mesh").(*Mesh)
		return mesh
	}
	return nil
}

// lookupMesh finds the sdy.mesh called name in the module enclosing op
// (Shardy's getMeshSafe).
func lookupMesh(op *core.Operation, name string) *core.Operation {
	for p := op; p != nil; p = p.ParentOp() {
		if p.Name() != "builtin.module" {
			continue
		}
		for _, r := range p.Regions() {
			for _, b := range r.Blocks() {
				for o := b.First(); o != nil; o = o.Next() {
					if o.Name() == "sdy.mesh" {
						if n, _ := core.SymbolName(o); n == name {
							return o
						}
					}
				}
			}
		}
		return nil
	}
	return nil
}

// LookupMesh returns the mesh s is bound to as seen from op (nil when its
// symbol names no sdy.mesh).
func LookupMesh(s *Sharding, op *core.Operation) *Mesh { return meshOf(s, op, nil) }

// manualParents maps each axis a parent sdy.manual_computation of op is
// manual on to that op.
func manualParents(op *core.Operation) map[string]*core.Operation {
	var out map[string]*core.Operation
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() != "sdy.manual_computation" {
			continue
		}
		if m, ok := p.Attr("manual_axes").(*ManualAxes); ok {
			for _, n := range m.Names {
				if out == nil {
					out = map[string]*core.Operation{}
				}
				if _, seen := out[n]; !seen {
					out[n] = p
				}
			}
		}
	}
	return out
}

// boundAxisError is emitBoundAxisInManualComputationError.
func boundAxisError(emit emitFn, axis string, parent *core.Operation) error {
	err := emit(fmt.Sprintf("operates on axis %s which is already bound by a parent sdy.manual_computation op", quote(axis)))
	if d, ok := err.(*core.Diagnostic); ok {
		d.Notes = append(d.Notes, &core.Diagnostic{Severity: core.SevNote, Loc: parent.Loc(),
			Msg: "parent bounding this axis as manual"})
	}
	return err
}

// VerifySharding is verifyTensorShardingAttr: s against a value of type t
// (nil for none) on mesh (nil when the mesh symbol is unknown). manual
// maps axes already manual in enclosing manual computations to them.
func VerifySharding(s *Sharding, t core.Type, mesh *Mesh, emit emitFn, manual map[string]*core.Operation) error {
	if mesh == nil {
		return emit("unknown mesh: " + symbolRef(s.MeshOrRef.(*core.SymbolRefAttr)))
	}
	if mesh.IsMaximal() || (t == nil && s.FullyReplicated()) {
		if s.Rank() != 0 || len(s.Replicated) != 0 || len(s.Unreduced) != 0 {
			return emit("a maximal sharding can only have a sharding with rank 0 and no replicated or unreduced axes.")
		}
		return nil
	}
	shape, ranked, shaped := shapeInfo(t)
	if tt, ok := t.(*core.TupleType); ok {
		if len(tt.Types) != 1 {
			return emit("ops can only have a sharding for a tuple of size 1: " + typeStr(t))
		}
		shape, ranked, shaped = shapeInfo(tt.Types[0])
	}
	if !shaped {
		if s.Rank() != 0 || len(s.Replicated) != 0 || len(s.Unreduced) != 0 {
			return emit(fmt.Sprintf("non-shaped tensors can only have a sharding with rank 0 and no replicated or unreduced axes. type: %s, sharding: %s",
				typeStr(t), s.String()))
		}
		return nil
	}
	if !ranked {
		return emit("only ranked tensors can have a sharding. type: " + typeStr(t))
	}
	if s.Rank() != len(shape) {
		return emit(fmt.Sprintf("sharding doesn't match tensor rank: %d != %d", s.Rank(), len(shape)))
	}
	seen := map[*AxisRef]bool{}
	subAxes := map[string][]*AxisRef{}
	var subOrder []string
	list := func(axes []*AxisRef) error {
		var prevSub *AxisRef
		for _, a := range axes {
			if _, ok := mesh.AxisSize(a.Name); !ok {
				return emit("unknown axis name: " + quote(a.Name))
			}
			if seen[a] {
				return emit("duplicate axis ref: " + a.String())
			}
			seen[a] = true
			if a.Sub == nil {
				prevSub = a
				continue
			}
			if _, ok := subAxes[a.Name]; !ok {
				subOrder = append(subOrder, a.Name)
			}
			subAxes[a.Name] = append(subAxes[a.Name], a)
			if prevSub != nil && canMerge(prevSub, a) {
				return emit("two consecutive sub-axes can be merged: " + prevSub.String() + ", " + a.String())
			}
			prevSub = a
		}
		return nil
	}
	for dim, d := range s.Dims {
		if d.HasPriority {
			if d.Priority < 0 {
				return emit(fmt.Sprintf("dim %d has a negative priority", dim))
			}
			if d.Closed && len(d.Axes) == 0 {
				return emit(fmt.Sprintf("dim %d is empty and closed but has a priority", dim))
			}
		}
		if err := list(d.Axes); err != nil {
			return err
		}
	}
	for _, g := range []struct {
		name string
		axes []*AxisRef
	}{{"replicated", s.Replicated}, {"unreduced", s.Unreduced}} {
		if knownAxes(mesh, g.axes) && !slices.IsSortedFunc(g.axes, meshCompare(mesh)) {
			return emit(g.name + " axes are not ordered w.r.t. mesh")
		}
		if err := list(g.axes); err != nil {
			return err
		}
	}
	for _, name := range subOrder {
		size, _ := mesh.AxisSize(name)
		subs := slices.Clone(subAxes[name])
		slices.SortStableFunc(subs, meshCompare(mesh))
		if err := verifySubAxes(subs, name, size, seen[lookupFull(seen, name)], emit); err != nil {
			return err
		}
	}
	for _, axes := range allAxes(s) {
		for _, a := range axes {
			if parent, ok := manual[a.Name]; ok {
				return boundAxisError(emit, a.Name, parent)
			}
		}
	}
	return nil
}

func allAxes(s *Sharding) [][]*AxisRef {
	var out [][]*AxisRef
	for _, d := range s.Dims {
		out = append(out, d.Axes)
	}
	return append(out, s.Replicated, s.Unreduced)
}

func lookupFull(seen map[*AxisRef]bool, name string) *AxisRef {
	for a := range seen {
		if a.Name == name && a.Sub == nil {
			return a
		}
	}
	return nil
}

func knownAxes(m *Mesh, axes []*AxisRef) bool {
	for _, a := range axes {
		if _, ok := m.AxisSize(a.Name); !ok {
			return false
		}
	}
	return true
}

// canMerge is AxisRefAttr::canMerge: consecutive sub-axes of one axis.
func canMerge(a, b *AxisRef) bool {
	return a.Name == b.Name && a.Sub != nil && b.Sub != nil && a.Sub.NextPreSize() == b.Sub.PreSize
}

// meshCompare is AxisRefAttr::getMeshComparator as a three-way compare:
// axes in mesh order; of one axis, sub-axes by (pre-size, size), the full
// axis after those of pre-size 1 and before the others.
func meshCompare(m *Mesh) func(a, b *AxisRef) int {
	index := func(n string) int {
		for i, a := range m.Axes {
			if a.Name == n {
				return i
			}
		}
		return len(m.Axes)
	}
	less := func(a, b *AxisRef) bool {
		if a.Name != b.Name {
			return index(a.Name) < index(b.Name)
		}
		switch {
		case a.Sub == nil:
			return b.Sub != nil && b.Sub.PreSize > 1
		case b.Sub == nil:
			return a.Sub.PreSize == 1
		}
		if a.Sub.PreSize != b.Sub.PreSize {
			return a.Sub.PreSize < b.Sub.PreSize
		}
		return a.Sub.Size < b.Sub.Size
	}
	return func(a, b *AxisRef) int {
		switch {
		case less(a, b):
			return -1
		case less(b, a):
			return 1
		}
		return 0
	}
}

// verifySubAxes checks the sub-axes of one axis, sorted.
func verifySubAxes(subs []*AxisRef, name string, size int64, fullUsed bool, emit emitFn) error {
	if len(subs) > 0 && fullUsed {
		return emit("both sub-axis and full-axis are used for axis name: " + quote(name))
	}
	var prev *AxisRef
	for _, a := range subs {
		info := a.Sub
		switch {
		case info.PreSize < 1:
			return emit("sub-axis pre-size must be at least 1: " + a.String())
		case info.Size <= 1:
			return emit("sub-axis sizes must be greater than 1: " + a.String())
		case size%info.NextPreSize() != 0:
			return emit(fmt.Sprintf("sub-axis next pre-size %d doesn't divide the size of the full axis %d: %s", info.NextPreSize(), size, a.String()))
		case info.Size == size:
			return emit("sub-axis size is equal to the full axis size: " + a.String())
		}
		prevNext := int64(1)
		if prev != nil {
			prevNext = prev.Sub.NextPreSize()
		}
		if prevNext > info.PreSize {
			return emit("overlapping sub-axes: " + prev.String() + ", " + a.String())
		}
		prev = a
	}
	return nil
}

// verifyPerValue is verifyTensorShardingPerValueAttr.
func verifyPerValue(pv *ShardingPerValue, types []core.Type, op *core.Operation, lookup core.SymbolLookup, emit emitFn) error {
	shs := pv.Shardings
	manual := manualParents(op)
	if len(types) == 0 && len(shs) == 1 {
		s := shs[0]
		mesh := meshOf(s, op, lookup)
		if (mesh != nil && mesh.IsMaximal()) || s.FullyReplicated() {
			return VerifySharding(s, nil, mesh, valueEmit(emit, 0, 0), manual)
		}
	}
	if len(shs) != len(types) {
		return emit(fmt.Sprintf("shardings don't match number of values: %d shardings vs %d values", len(shs), len(types)))
	}
	for i, s := range shs {
		if err := VerifySharding(s, types[i], meshOf(s, op, lookup), valueEmit(emit, len(types), i), manual); err != nil {
			return err
		}
	}
	return nil
}

// shardingUser verifies the sharding attribute of sdy.sharding_constraint,
// sdy.reshard, sdy.data_flow_edge and the collectives against the op's
// result type and mesh.
type shardingUser struct{}

func (shardingUser) VerifySymbolUses(op *core.Operation, lookup core.SymbolLookup) error {
	s, ok := op.Attr("sharding").(*Sharding)
	if !ok {
		if s, ok = op.Attr("out_sharding").(*Sharding); !ok {
			return nil
		}
	}
	if op.NumResults() != 1 {
		return nil
	}
	return VerifySharding(s, op.Result(0).Type(), meshOf(s, op, lookup), opEmit(op), manualParents(op))
}

func verifyManualComputation(op *core.Operation) error {
	parents := manualParents(op)
	m, _ := op.Attr("manual_axes").(*ManualAxes)
	if m == nil {
		return nil
	}
	for _, n := range m.Names {
		if p, ok := parents[n]; ok {
			return boundAxisError(opEmit(op), n, p)
		}
	}
	return nil
}

type manualComputationUser struct{}

func (manualComputationUser) VerifySymbolUses(op *core.Operation, lookup core.SymbolLookup) error {
	in, _ := op.Attr("in_shardings").(*ShardingPerValue)
	out, _ := op.Attr("out_shardings").(*ShardingPerValue)
	m, _ := op.Attr("manual_axes").(*ManualAxes)
	if in == nil || out == nil || m == nil {
		return nil
	}
	manual := map[string]bool{}
	for _, n := range m.Names {
		manual[n] = true
	}
	var argTypes, retTypes []core.Type
	if b := op.Region(0).First(); b != nil {
		for _, a := range b.Args() {
			argTypes = append(argTypes, a.Type())
		}
		if t := b.Last(); t != nil && t.HasTrait(core.Terminator) {
			for i := range t.NumOperands() {
				retTypes = append(retTypes, t.Operand(i).Type())
			}
		}
	}
	if err := verifyManualValues(op, lookup, op.OperandTypes(), argTypes, in, manual, "operand"); err != nil {
		return err
	}
	if err := verifyManualValues(op, lookup, op.ResultTypes(), retTypes, out, manual, "result"); err != nil {
		return err
	}
	if len(in.Shardings) == 0 && len(out.Shardings) == 0 {
		return nil
	}
	mesh, ok := commonMesh(op, lookup, append(slices.Clone(in.Shardings), out.Shardings...))
	if !ok && len(m.Names) > 0 {
		return op.Errorf("all in and out shardings must be bound to the same mesh or an empty mesh.")
	}
	for _, n := range m.Names {
		if mesh != nil {
			if _, ok := mesh.AxisSize(n); !ok {
				return op.Errorf("unknown manual axis: %s", quote(n))
			}
		}
	}
	return nil
}

// commonMesh is getCommonMesh: the one non-empty mesh of every sharding
// (or an empty one), false when they differ.
func commonMesh(op *core.Operation, lookup core.SymbolLookup, shs []*Sharding) (*Mesh, bool) {
	var mesh *Mesh
	for _, s := range shs {
		other := meshOf(s, op, lookup)
		if mesh == nil || (len(mesh.Axes) == 0 && len(mesh.DeviceIDs) == 0) {
			mesh = other
			continue
		}
		if other == nil || (len(other.Axes) == 0 && len(other.DeviceIDs) == 0) {
			continue
		}
		if other != mesh {
			return nil, false
		}
	}
	return mesh, mesh != nil
}

// verifyManualValues is verifyManualComputationValue: the shardings of
// the global values, and the local types they imply.
func verifyManualValues(op *core.Operation, lookup core.SymbolLookup, global, local []core.Type, pv *ShardingPerValue, manual map[string]bool, kind string) error {
	if len(global) == 0 && len(local) == 0 && len(pv.Shardings) == 0 {
		return nil
	}
	emit := func(msg string) error { return op.Errorf("%s %s", kind, msg) }
	if err := verifyPerValue(pv, global, op, lookup, emit); err != nil {
		return err
	}
	if len(global) != len(local) {
		return op.Errorf("number of op %ss and region %ss must match. Op has %d op %ss and %d region %ss",
			kind, kind, len(global), kind, len(local), kind)
	}
	for i, s := range pv.Shardings {
		if i >= len(global) {
			break
		}
		for dim, d := range s.Dims {
			free := -1
			for j, a := range d.Axes {
				if !manual[a.Name] {
					if free < 0 {
						free = j
					}
					continue
				}
				if free >= 0 {
					return op.Errorf("%s sharding at index %d must have all manual axes come before free axes in its dimension sharding at index %d. Saw manual axis %s after free axis %s",
						kind, i, dim, a.String(), d.Axes[j-1].String())
				}
			}
		}
		gt, ok := global[i].(core.ShapedType)
		if !ok || !gt.HasRank() {
			continue
		}
		mesh := meshOf(s, op, lookup)
		dims := slices.Clone(gt.Shape())
		for dim, size := range dims {
			if size == core.Dynamic || dim >= len(s.Dims) {
				continue
			}
			factor := int64(1)
			for _, a := range s.Dims[dim].Axes {
				if manual[a.Name] && mesh != nil {
					factor *= a.Size(mesh)
				}
			}
			if factor == 0 || size%factor != 0 {
				return op.Errorf("%s dimension size %d is not divisible by the manual axes size %d", kind, size, factor)
			}
			dims[dim] = size / factor
		}
		want := core.RankedTensor(op.Context(), dims, gt.ElementType(), nil)
		if local[i] != want {
			return op.Errorf("%s shape, corresponding sharding, and region %s shape at index %d must match. Expected local shape %s, actual local shape %s",
				kind, kind, i, typeStr(want), typeStr(local[i]))
		}
	}
	return nil
}

// dataFlowEdgeUser is DataFlowEdgeOp::verifySymbolUses.
type dataFlowEdgeUser struct{}

func (dataFlowEdgeUser) VerifySymbolUses(op *core.Operation, lookup core.SymbolLookup) error {
	if op.NumResults() != 1 || op.NumOperands() != 1 {
		return nil
	}
	if !isStaticTensor(op.Result(0).Type()) {
		return op.Errorf("expected sdy.data_flow_edge to have a static-shaped result. type: %s", typeStr(op.Result(0).Type()))
	}
	in := op.Operand(0)
	if !core.HasOneUse(in) {
		return op.Errorf("expected input of sdy.data_flow_edge to have a single user")
	}
	if r, ok := in.(*core.OpResult); ok {
		def := r.Owner()
		if strings.HasPrefix(def.Name(), "sdy.") && def.Name() != "sdy.named_computation" && def.Name() != "sdy.manual_computation" {
			d := op.Errorf("expected input of sdy.data_flow_edge to not be defined by an SdyDialect op (other than an sdy.named_computation).")
			d.Notes = append(d.Notes, &core.Diagnostic{Severity: core.SevNote, Loc: def.Loc(),
				Msg: "sdy op defining the input of the sdy.data_flow_edge"})
			return d
		}
	}
	return shardingUser{}.VerifySymbolUses(op, lookup)
}

// funcDataFlowEdgeUser is FuncDataFlowEdgeOp::verifySymbolUses.
type funcDataFlowEdgeUser struct{}

func (funcDataFlowEdgeUser) VerifySymbolUses(op *core.Operation, _ core.SymbolLookup) error {
	if op.NumResults() != 1 || op.NumOperands() != 1 {
		return nil
	}
	if !isStaticTensor(op.Result(0).Type()) {
		return op.Errorf("expected sdy.func_data_flow_edge to have a static-shaped result. type: %s", typeStr(op.Result(0).Type()))
	}
	in := op.Operand(0)
	if !core.HasOneUse(in) {
		return op.Errorf("expected operand of sdy.func_data_flow_edge to have a single user")
	}
	switch v := in.(type) {
	case *core.BlockArg:
		if p := v.Owner().ParentOp(); p == nil || p.Name() != "func.func" {
			return op.Errorf("expected operand of sdy.func_data_flow_edge to be a block argument of a func op.")
		}
	case *core.OpResult:
		if v.Owner().Name() != "func.call" {
			return op.Errorf("expected operand of sdy.func_data_flow_edge to be a result of call op.")
		}
	}
	return nil
}

// inferNamedComputation is NamedComputationOp::inferReturnTypes: the types
// its body returns.
func inferNamedComputation(st *core.OpState) ([]core.Type, error) {
	if len(st.Regions) == 0 || st.Regions[0].First() == nil || st.Regions[0].First().Last() == nil {
		return nil, fmt.Errorf("expected a body")
	}
	return st.Regions[0].First().Last().OperandTypes(), nil
}

type namedComputationUser struct{}

func (namedComputationUser) VerifySymbolUses(op *core.Operation, lookup core.SymbolLookup) error {
	b := op.Region(0).First()
	if b == nil {
		return nil
	}
	if b.NumArgs() != op.NumOperands() {
		return core.Errorf(op.Loc(), "number of block arguments must match the number of operands: %d != %d", b.NumArgs(), op.NumOperands())
	}
	for i, a := range b.Args() {
		if a.Type() != op.Operand(i).Type() {
			return core.Errorf(op.Loc(), "expected the type of the %d'th block argument to match the type of the corresponding operand: %s vs %s",
				i, typeStr(a.Type()), typeStr(op.Operand(i).Type()))
		}
	}
	if in, ok := op.Attr("in_shardings").(*ShardingPerValue); ok {
		if err := verifyPerValue(in, op.OperandTypes(), op, lookup, func(msg string) error { return op.Errorf("in_shardings %s", msg) }); err != nil {
			return err
		}
	}
	if out, ok := op.Attr("out_shardings").(*ShardingPerValue); ok {
		if err := verifyPerValue(out, op.ResultTypes(), op, lookup, func(msg string) error { return op.Errorf("out_shardings %s", msg) }); err != nil {
			return err
		}
	}
	return nil
}

// VerifyOperationAttribute is SdyDialect::verifyOperationAttribute: the
// discardable sdy.sharding (one sharding per result) and sdy.sharding_rule
// attributes of any op.
func VerifyOperationAttribute(op *core.Operation, name string, value core.Attribute) error {
	switch name {
	case ShardingAttrName:
		pv, ok := value.(*ShardingPerValue)
		if !ok {
			return op.Errorf("should have a sharding attribute of type TensorShardingPerValueAttr")
		}
		return verifyPerValue(pv, op.ResultTypes(), op, nil, func(msg string) error { return op.Errorf("result %s", msg) })
	case ShardingRuleAttrName:
		r, ok := value.(*OpShardingRule)
		if !ok {
			return op.Errorf("should have a sharding rule attribute of type OpShardingRuleAttr for attr named '%s'", ShardingRuleAttrName)
		}
		return VerifyShardingRule(r, op)
	}
	return nil
}

// VerifyFuncAttribute is SdyDialect::verifyRegionArgAttribute and
// verifyRegionResultAttribute for a function: an sdy.sharding on argument
// or result index (kind "arg" or "result") of type t.
func VerifyFuncAttribute(fn *core.Operation, kind string, index int, t core.Type, name string, value core.Attribute) error {
	if name != ShardingAttrName {
		return nil
	}
	emit := func(msg string) error { return fn.Errorf("%s %d - %s", kind, index, msg) }
	s, ok := value.(*Sharding)
	if !ok {
		return emit("should have a sharding attribute of type TensorShardingAttr")
	}
	return VerifySharding(s, t, meshOf(s, fn, nil), emit, manualParents(fn))
}

// VerifyShardingRule is verifyOpShardingRuleAttr: the rule's mappings
// against op's operand and result types, and its factor sets.
func VerifyShardingRule(r *OpShardingRule, op *core.Operation) error {
	n := len(r.FactorSizes)
	inOperands := make([]bool, n)
	if err := verifyRuleMappings(op, op.OperandTypes(), r.Operands, r.FactorSizes, inOperands, "operand"); err != nil {
		return err
	}
	inResults := make([]bool, n)
	if err := verifyRuleMappings(op, op.ResultTypes(), r.Results, r.FactorSizes, inResults, "result"); err != nil {
		return err
	}
	for i := range n {
		if !inOperands[i] && !inResults[i] {
			return op.Errorf("has factor %s=%d that isn't used in operand and result mappings", FactorSymbol(int64(i)), r.FactorSizes[i])
		}
	}
	for _, g := range [][]int64{r.Reduction, r.NeedReplication, r.Permutation} {
		if err := sortedUniqueInBound(op, n, g); err != nil {
			return err
		}
	}
	special := map[int64]bool{}
	for _, g := range [][]int64{r.Reduction, r.NeedReplication, r.Permutation} {
		for _, f := range g {
			special[f] = true
		}
	}
	if len(special) != len(r.Reduction)+len(r.NeedReplication)+len(r.Permutation) {
		return op.Errorf("a factor can only be in one of the reduction, need replication, or permutation factor sets")
	}
	if err := sortedUniqueInBound(op, n, r.BlockedPropagation); err != nil {
		return err
	}
	for _, f := range r.Reduction {
		if inResults[f] {
			return op.Errorf("reduction factor cannot be in result mappings")
		}
	}
	return nil
}

func sortedUniqueInBound(op *core.Operation, n int, idx []int64) error {
	if len(idx) == 0 {
		return nil
	}
	if !slices.IsSorted(idx) {
		return op.Errorf("indices of special factors must be sorted")
	}
	for i := 1; i < len(idx); i++ {
		if idx[i] == idx[i-1] {
			return op.Errorf("indices of special factors must be unique")
		}
	}
	if idx[0] < 0 {
		return op.Errorf("index must be non-negative")
	}
	if last := idx[len(idx)-1]; last >= int64(n) {
		return op.Errorf("index must be less than %d, got: %d", n, last)
	}
	return nil
}

// verifyRuleMappings is verifyShardingRuleMapping.
func verifyRuleMappings(op *core.Operation, types []core.Type, ms []*TensorMapping, sizes []int64, seen []bool, kind string) error {
	if len(types) != len(ms) {
		return op.Errorf("number of %ss and mappings must match: %d != %d", kind, len(types), len(ms))
	}
	if len(ms) == 0 {
		return op.Errorf("number of %ss mappings cannot be 0. Op sharding rules can only be defined on operations with at least one operand and result.", kind)
	}
	for i, m := range ms {
		emit := valueEmit(func(msg string) error { return op.Errorf("%s %s", kind, msg) }, len(types), i)
		shape, ranked, ok := shapeInfo(types[i])
		if !ok || !ranked || core.NumElements(shape) < 0 {
			return emit("expected a ranked tensor with a static shape. type: " + typeStr(types[i]))
		}
		if len(m.Dims) != len(shape) {
			return emit(fmt.Sprintf("mapping rank must match: %d != %d", len(m.Dims), len(shape)))
		}
		valueSeen := make([]bool, len(sizes))
		for _, d := range m.Dims {
			if len(d.Factors) == 0 {
				return emit("dim mapping must have at least one factor")
			}
			for _, f := range d.Factors {
				if f < 0 || f >= int64(len(sizes)) {
					return emit(fmt.Sprintf("expecting factor indices to be within 0<=...<num_factors; received: %d, num_factors: %d", f, len(sizes)))
				}
				if valueSeen[f] {
					return emit("cannot reuse factors for the same tensor value")
				}
				if sizes[f] == 1 && len(d.Factors) > 1 {
					return emit("dim mapping can't have a factor of size 1 if there are multiple factors")
				}
				valueSeen[f], seen[f] = true, true
			}
		}
	}
	return nil
}
