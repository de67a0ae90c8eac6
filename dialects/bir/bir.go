package bir

import (
	"ncc/core"
)

// Dialect is the bir dialect.
var Dialect = &core.Dialect{
	Name:    "bir",
	Summary: "BIR: engine instructions over symbolic allocations, as the Neuron compiler's BIR JSON",
	Ops: []*core.OpDef{
		// Structure and control.
		Func, Alloc, Loop, LoopEnd, Return, Branch, CompareAndBranch, RegisterLoad, RegisterAlu,
		// Instructions.
		Matmult, Transpose, Activation, TensorTensor, TensorScalar, ScalarTensorTensor, TensorReduce,
		TensorCopy, Iota, Memset, Select, AffineSelect, BNStats, BNAggr, Shuffle, DMA, CoreBarrier,
		QuantizeMX,
	},
	ParseType: parseType,
	PrintType: printType,
	ParseAttr: parseAttr,
	PrintAttr: printAttr,
}

// Op names, for code that must not refer to the definitions themselves
// (their hooks would make an initialization cycle).
const (
	opFunc             = "bir.func"
	opAlloc            = "bir.alloc"
	opLoop             = "bir.loop"
	opLoopEnd          = "bir.loop_end"
	opReturn           = "bir.return"
	opBranch           = "bir.branch"
	opCompareAndBranch = "bir.compare_and_branch"
	opRegisterLoad     = "bir.register_load"
	opRegisterAlu      = "bir.register_alu"
	opDMA              = "bir.dma"
)

// TargetAttrName is the module attribute naming the target of the bir
// functions in it, when a bir.func does not name its own.
const TargetAttrName = "bir.target"

// AllocType is !bir.alloc, the type of an allocation value: what an access
// pattern names. It has no parameters; the bir.alloc op defining the
// value says where the allocation lives and how large it is.
type AllocType struct{}

func (*AllocType) Key() string { return "!bir.alloc" }

// AllocTypeOf returns the uniqued !bir.alloc.
func AllocTypeOf(c *core.Context) *AllocType { return core.InternType(c, &AllocType{}) }

func isAlloc(t core.Type) bool { _, ok := t.(*AllocType); return ok }
func isIndex(t core.Type) bool { _, ok := t.(*core.IndexType); return ok }

func parseType(p core.DialectParser) (core.Type, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	if kw == "alloc" {
		return AllocTypeOf(p.Context()), nil
	}
	return nil, p.ErrorAt(pos, "unknown bir type: %s", kw)
}

func printType(t core.Type, p core.DialectPrinter) bool {
	if _, ok := t.(*AllocType); ok {
		p.WriteString("alloc")
		return true
	}
	return false
}

// parseAttr reads #bir.ap<...> and the enums, #bir.engine<pe>.
func parseAttr(p core.DialectParser, _ core.Type) (core.Attribute, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var a core.Attribute
	switch kw {
	case "ap":
		ap, err := parseAPBody(p, func() (bool, error) { return p.ParseOptionalPunct("?"), nil })
		if err != nil {
			return nil, err
		}
		a = core.InternAttr(p.Context(), ap)
	default:
		var kind *EnumKind
		for _, k := range enumKinds {
			if k.Name == kw {
				kind = k
			}
		}
		if kind == nil {
			return nil, p.ErrorAt(pos, "unknown bir attribute: %s", kw)
		}
		e, err := kind.parse(p)
		if err != nil {
			return nil, err
		}
		a = e
	}
	return a, p.ParsePunct(">")
}

func printAttr(a core.Attribute, p core.DialectPrinter) bool {
	switch a := a.(type) {
	case *APAttr:
		p.WriteString(a.Key()[len("bir."):])
	case *EnumAttr:
		p.WriteString(a.Key()[len("bir."):])
	default:
		return false
	}
	return true
}
