package ods

import "ncc/core"

// TensorTypeAttr is a type attribute holding a tensor type, written as the
// bare type (`tensor<2x3xf32>`) in an op's declarative format.
var TensorTypeAttr = core.AttrConstraint{
	Summary: "tensor type attribute",
	Check: func(a core.Attribute) bool {
		t, ok := a.(*core.TypeAttr)
		if !ok {
			return false
		}
		_, ok = t.Type.(*core.TensorType)
		return ok
	},
	Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		return core.TypeAttrOf(p.Context(), t), nil
	},
	Print: func(p core.OpPrinter, a core.Attribute) { p.PrintType(a.(*core.TypeAttr).Type) },
}

// DenseTensorAttr is a dense elements attribute of tensor type.
var DenseTensorAttr = core.AttrConstraint{
	Summary: "dense elements attribute",
	Check: func(a core.Attribute) bool {
		d, ok := a.(*core.DenseAttr)
		if !ok {
			return false
		}
		_, ok = d.Type.(*core.TensorType)
		return ok
	},
}
