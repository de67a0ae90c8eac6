package vhlo

import (
	"fmt"

	"ncc/core"
)

// ToVersion converts the VHLO ops nested in top to the target version
// (--vhlo-to-version, VhloToVersion.cpp): an op whose version does not
// exist at target becomes the version of the same op that does, when the
// attributes it has beyond that version hold their defaults (downgrade) or
// the attributes the newer version adds can take theirs (upgrade); then
// every op, type and attribute must exist at target. Errors are
// StableHLO's: "failed to legalize operation '...' that was explicitly
// marked illegal" on the op, and "failed to convert VHLO to vX.Y.Z" on top.
func ToVersion(top *core.Operation, target Version) error {
	if target.Less(Minimum) {
		return top.Errorf("target version %s is less than minimum supported %s", target, Minimum)
	}
	if Current.Less(target) {
		return top.Errorf("target version %s is greater than current version %s", target, Current)
	}
	// Opset changes bump the minor version, so the conversion is written
	// against X.Y.0 (validateTargetVersion).
	target.Patch = 0
	// applyPartialConversion visits ops parent first and stops at the first
	// one it cannot legalize; a rewrite whose result is still illegal is
	// rolled back, so the error names the op as it was.
	var ops []*core.Operation
	top.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		if Info(op.Name()) != nil {
			ops = append(ops, op)
		}
		return core.Advance
	})
	var bad *core.Operation
	badName := ""
	for _, op := range ops {
		info := Info(op.Name())
		name := op.Name()
		if !legalVersion(info.Min, info.Max, target) {
			nop, ok := convertVersion(op, info, target)
			if !ok {
				bad, badName = op, name
				break
			}
			op = nop
		}
		if !legalOp(op, target) {
			bad, badName = op, name
			break
		}
	}
	if bad != nil {
		d := bad.Errorf("failed to legalize operation '%s' that was explicitly marked illegal", badName)
		c := top.Context()
		c.Emit(d)
		return top.Errorf("failed to convert VHLO to v%s", target)
	}
	return nil
}

func legalVersion(min, max, target Version) bool { return !target.Less(min) && !max.Less(target) }

func legalOp(op *core.Operation, target Version) bool {
	for _, na := range op.AllAttrs() {
		if !legalAttr(na.Value, target) {
			return false
		}
	}
	for _, t := range op.OperandTypes() {
		if !legalType(t, target) {
			return false
		}
	}
	for _, t := range op.ResultTypes() {
		if !legalType(t, target) {
			return false
		}
	}
	return legalConstraint(op, target)
}

// legalConstraint is VhloOps.cpp's validateConstraint: reductions whose
// result element types differ from their inputs' need 0.17.0; custom_call
// with a dictionary backend_config or the typed FFI needs 1.3.0, with
// future operands 1.17.0.
func legalConstraint(op *core.Operation, target Version) bool {
	switch op.Name() {
	case "vhlo.all_reduce_v1", "vhlo.reduce_v1", "vhlo.reduce_scatter_v1", "vhlo.reduce_window_v1", "vhlo.scatter_v1", "vhlo.select_and_scatter_v1":
		if target.Less(Version{0, 17, 0}) {
			ins, outs := op.OperandTypes(), op.ResultTypes()
			for i := 0; i < len(ins) && i < len(outs); i++ {
				if elemOf(ins[i]) != elemOf(outs[i]) {
					return false
				}
			}
		}
	case "vhlo.custom_call_v1":
		if target.Less(Version{1, 17, 0}) {
			for _, t := range op.OperandTypes() {
				if _, ok := t.(*FutureType); ok {
					return false
				}
			}
		}
		if target.Less(Version{1, 3, 0}) {
			if _, ok := op.Attr("backend_config").(*DictAttr); ok {
				return false
			}
			if a, ok := op.Attr("api_version").(*EnumAttr); ok && a.Value == 4 {
				return false
			}
		}
	}
	return true
}

func elemOf(t core.Type) core.Type {
	switch t := t.(type) {
	case *TensorType:
		return t.Elem
	case *UnrankedTensorType:
		return t.Elem
	}
	return t
}

func legalAttr(a core.Attribute, target Version) bool {
	v, ok := a.(Versioned)
	if !ok {
		return true // not VHLO: the StableHLO → VHLO conversion guards it
	}
	if !legalVersion(v.MinVersion(), v.MaxVersion(), target) {
		return false
	}
	switch a := a.(type) {
	case *ArrayAttr:
		for _, e := range a.Elems {
			if !legalAttr(e, target) {
				return false
			}
		}
	case *DictAttr:
		for _, e := range a.Entries {
			if !legalAttr(e.Key, target) || !legalAttr(e.Value, target) {
				return false
			}
		}
	case *FloatAttr:
		return legalType(a.Type, target)
	case *IntegerAttr:
		return legalType(a.Type, target)
	case *TensorAttr:
		return legalType(a.Type, target)
	case *TypeAttr:
		return legalType(a.Value, target)
	case *ResultAccuracyAttr:
		return legalAttr(a.Mode, target)
	case *AxisRefAttr:
		return legalAttr(a.Name, target) && (a.SubAxisInfo == nil || legalAttr(a.SubAxisInfo, target))
	case *ReplicaGroupMeshAxesAttr:
		return legalAttr(a.Mesh, target) && legalAttr(a.Axes, target)
	}
	return true
}

func legalType(t core.Type, target Version) bool {
	v, ok := t.(Versioned)
	if !ok {
		return true // not VHLO (allow-other-dialects)
	}
	if !legalVersion(v.MinVersion(), v.MaxVersion(), target) {
		return false
	}
	all := func(ts []core.Type) bool {
		for _, e := range ts {
			if !legalType(e, target) {
				return false
			}
		}
		return true
	}
	switch t := t.(type) {
	case *ComplexType:
		return legalType(t.Elem, target)
	case *FunctionType:
		return all(t.Inputs) && all(t.Outputs)
	case *TensorType:
		return legalType(t.Elem, target) && (t.Encoding == nil || legalAttr(t.Encoding, target))
	case *TupleType:
		return all(t.Types)
	case *FutureType:
		return all(t.Types)
	case *QuantType:
		return legalType(t.Storage, target) && legalType(t.Expressed, target)
	case *QuantPerAxisType:
		return legalType(t.Storage, target) && legalType(t.Expressed, target)
	case *UnrankedTensorType:
		return legalType(t.Elem, target)
	case *BufferType:
		return legalType(t.Elem, target)
	}
	return true
}

// convertVersion replaces op by the version of the same op that exists at
// target, with the first rule of versionRules that leads there and
// matches, or reports false.
func convertVersion(op *core.Operation, info *OpInfo, target Version) (*core.Operation, bool) {
	for _, r := range rulesFrom[info.Name] {
		to := Info(r.To)
		if to == nil || !legalVersion(to.Min, to.Max, target) {
			continue
		}
		if nop, ok := r.apply(op); ok {
			return nop, true
		}
	}
	return nil, false
}

// ParseTarget reads the target option of --vhlo-to-version: "#.#.#" or
// "current", with StableHLO's messages.
func ParseTarget(s string) (Version, error) {
	if s == "" {
		return Version{}, fmt.Errorf("No target version specified.\nTarget version must be of the form `#.#.#`.")
	}
	if s == "current" {
		return Current, nil
	}
	v, err := ParseVersion(s)
	if err != nil {
		return Version{}, fmt.Errorf("Invalid target version argument '%s'\nTarget version must be of the form `#.#.#`.", s)
	}
	return v, nil
}
