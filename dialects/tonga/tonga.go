package tonga

import (
	"fmt"

	"ncc/arch"
	"ncc/core"
)

// Dialect is the tonga dialect.
var Dialect = &core.Dialect{
	Name:    "tonga",
	Summary: "NeuronCore machine instructions: one op per ISA instruction, per-engine streams, 64-byte encoding",
	Ops: []*core.OpDef{
		// Structure and the NEFF's data.
		Program, Stream, Var, DMADesc,
		// TensorE and ScalarE.
		LoadStationary, MultiplyMoving, Activate, LoadActFuncSet,
		// VectorE and GpSimd.
		TensorTensor, TensorScalar, ScalarTensorTensor, TensorReduce, Copy, Transpose32, Shuffle, Iota,
		Memset, Select, AffineSelect, BNStats, BNAggr, QuantizeMX,
		// Sequencers.
		DMATrigger, Nop, EventSemaphore, CoreBarrier, Branch, BranchIf, Iterate, RegSet, RegAlu, RegLoad, Halt,
	},
	ParseAttr: parseAttr,
	PrintAttr: printAttr,
}

// Op names, for code that must not refer to the definitions themselves
// (their hooks would make an initialization cycle).
const (
	opProgram        = "tonga.program"
	opStream         = "tonga.stream"
	opLoadStationary = "tonga.load_stationary"
	opMultiplyMoving = "tonga.multiply_moving"
	opRegLoad        = "tonga.reg_load"
	opBranch         = "tonga.branch"
	opBranchIf       = "tonga.branch_if"
	opIterate        = "tonga.iterate"
)

// TargetAttrName is the module attribute naming the target of the
// tonga.program ops in it that do not name their own.
const TargetAttrName = "tonga.target"

// TargetOf returns the target op is for: the enclosing tonga.program's
// target attribute, else the nearest enclosing op's tonga.target attribute
// (the module's), else arch.Default.
func TargetOf(op *core.Operation) (*arch.Target, error) {
	for p := op; p != nil; p = p.ParentOp() {
		if p.Name() == opProgram {
			if s, ok := p.Attr("target").(*core.StringAttr); ok {
				return arch.Lookup(s.Value)
			}
			continue
		}
		if a := p.Attr(TargetAttrName); a != nil {
			s, ok := a.(*core.StringAttr)
			if !ok {
				return nil, fmt.Errorf("%s must be a string naming a target", TargetAttrName)
			}
			return arch.Lookup(s.Value)
		}
	}
	return arch.Lookup(arch.Default)
}

// parseAttr reads #tonga.ap<...>, #tonga.wait<...> and #tonga.signal<...>.
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
		ap, err := parseAP(p)
		if err != nil {
			return nil, err
		}
		a = APAttrOf(p.Context(), ap)
	case "wait":
		if a, err = parseWait(p); err != nil {
			return nil, err
		}
	case "signal":
		if a, err = parseSignal(p); err != nil {
			return nil, err
		}
	default:
		return nil, p.ErrorAt(pos, "unknown tonga attribute: %s", kw)
	}
	return a, p.ParsePunct(">")
}

func printAttr(a core.Attribute, p core.DialectPrinter) bool {
	switch a := a.(type) {
	case *APAttr:
		p.WriteString(a.Key()[len("tonga."):])
	case *WaitAttr:
		p.WriteString(a.Key()[len("tonga."):])
	case *SignalAttr:
		p.WriteString(a.Key()[len("tonga."):])
	default:
		return false
	}
	return true
}

// Programs returns the tonga.program ops directly inside module, in order.
func Programs(module *core.Operation) []*core.Operation {
	var out []*core.Operation
	for _, r := range module.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				if o.Name() == opProgram {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

// Streams returns a tonga.program's streams, in order.
func Streams(program *core.Operation) []*core.Operation {
	var out []*core.Operation
	if b := program.Region(0).First(); b != nil {
		for o := b.First(); o != nil; o = o.Next() {
			if o.Name() == opStream {
				out = append(out, o)
			}
		}
	}
	return out
}

// Instructions returns a tonga.stream's instructions, in order.
func Instructions(stream *core.Operation) []*core.Operation { return bodyOps(stream) }

// bodyOps returns the ops of op's single-block region, in order.
func bodyOps(op *core.Operation) []*core.Operation {
	var out []*core.Operation
	if b := op.Region(0).First(); b != nil {
		for o := b.First(); o != nil; o = o.Next() {
			out = append(out, o)
		}
	}
	return out
}
