package tensor

import (
	"ncc/core"
)

// customDirectives are the custom<...> directives of the tensor formats.
var customDirectives = map[string]core.CustomDirective{
	"TensorElementType": tensorElementType,
}

// tensorElementType is what ODS generates for a ranked tensor type whose
// element type gives another slot's type (TypesMatchWith with
// getElementType()): custom<TensorElementType>(type($tensor), type($elem),
// type($same)...) reads one ranked tensor type, gives the second slot its
// element type and any further slots the tensor type itself, and prints the
// tensor type. A type of another kind fails as ODS's typed parser does.
var tensorElementType = core.CustomDirective{
	Parse: func(p core.OpParser, st *core.OpState, args []core.CustomArg) error {
		rt, err := parseRankedTensorType(p, st)
		if err != nil {
			return err
		}
		args[0].Types = []core.Type{rt}
		args[1].Types = []core.Type{rt.Elem}
		for i := 2; i < len(args); i++ {
			args[i].Types = []core.Type{rt}
		}
		return nil
	},
	Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		p.PrintType(args[0].Types[0])
	},
}

// parseRankedTensorType is AsmParser::parseType<RankedTensorType>.
func parseRankedTensorType(p core.OpParser, st *core.OpState) (*core.TensorType, error) {
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	rt, ok := t.(*core.TensorType)
	if !ok {
		return nil, p.ErrorAt(pos, "invalid kind of type specified: expected builtin.tensor, but found '%s'", core.TypeString(t))
	}
	return rt, nil
}

// parseFromElements parses `%a, %b attr-dict : tensor<2xf32>`: the element
// operands take the result's element type, one per element. It is written
// by hand because its errors point where ODS's do: the operand count at the
// first operand (or where the list would start), a dynamic shape at the op.
func parseFromElements(p core.OpParser, st *core.OpState) error {
	at := p.Pos()
	us, err := p.ParseOperandList("")
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	rt, err := parseRankedTensorType(p, st)
	if err != nil {
		return err
	}
	st.ResultTypes = append(st.ResultTypes, rt)
	n := core.NumElements(rt.Dims)
	if n < 0 {
		return core.Errorf(st.Loc, "custom op '%s' 'result' must be %s, but got '%s'",
			st.Name.Name, staticShapeTensor.Summary, core.TypeString(rt))
	}
	if int64(len(us)) != n {
		return p.ErrorAt(at, "number of operands and types do not match: got %d operands and %d types", len(us), n)
	}
	ts := make([]core.Type, n)
	for i := range ts {
		ts[i] = rt.Elem
	}
	vs, err := p.ResolveOperands(us, ts)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	return nil
}

func printFromElements(p core.OpPrinter, op *core.Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.PrintOptionalAttrDict(op.AllAttrs())
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}
