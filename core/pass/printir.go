package pass

import (
	"bytes"
	"fmt"
	"hash/maphash"
	"io"
	"sync"

	"ncc/core"
)

// PrintFunc prints an op as IR text (asm.Print, supplied by the driver so
// this package does not depend on a printer). Ops nested in a block should
// be printed with local scope, as mlir-opt's IR dumps are.
type PrintFunc func(w io.Writer, op *core.Operation) error

// PrintIR is mlir-opt's IR printing instrumentation
// (--mlir-print-ir-before/after...). Dumps go to the run's Output with
// headers exactly as mlir-opt writes them:
//
//	// -----// IR Dump After CSE (cse) //----- //
type PrintIR struct {
	BaseInstrumentation
	// Before and After select the passes to print around; nil selects none.
	Before, After func(*Instance) bool
	// OnlyOnChange prints after a pass only if it changed the IR.
	OnlyOnChange bool
	// OnlyOnFailure prints after a pass only if it failed.
	OnlyOnFailure bool
	// ModuleScope prints the top-level op instead of the pass's op.
	ModuleScope bool
	Print       PrintFunc

	fps sync.Map // *State -> fingerprint before the pass
}

func (p *PrintIR) BeforePass(st *State) {
	if p.OnlyOnChange {
		p.fps.Store(st, Fingerprint(st.op))
	}
	if p.Before != nil && p.Before(st.inst) {
		p.dump(st, fmt.Sprintf("// -----// IR Dump Before %s (%s)", st.inst.Info.DisplayName(), st.inst.Info.Arg))
	}
}

func (p *PrintIR) AfterPass(st *State, err error) {
	var fp uint64
	if p.OnlyOnChange {
		v, _ := p.fps.LoadAndDelete(st)
		fp, _ = v.(uint64)
	}
	if p.After == nil || !p.After(st.inst) {
		return
	}
	if err != nil {
		p.dump(st, fmt.Sprintf("// -----// IR Dump After %s Failed (%s)", st.inst.Info.DisplayName(), st.inst.Info.Arg))
		return
	}
	if p.OnlyOnFailure || (p.OnlyOnChange && fp == Fingerprint(st.op)) {
		return
	}
	p.dump(st, fmt.Sprintf("// -----// IR Dump After %s (%s)", st.inst.Info.DisplayName(), st.inst.Info.Arg))
}

func (p *PrintIR) dump(st *State, header string) {
	var b bytes.Buffer
	b.WriteString(header)
	op := st.op
	if p.ModuleScope {
		fmt.Fprintf(&b, " ('%s' operation", op.Name())
		if s, ok := op.Attr("sym_name").(*core.StringAttr); ok {
			b.WriteString(": @" + s.Value)
		}
		b.WriteString(") //----- //\n")
		op = topLevel(op)
	} else {
		b.WriteString(" //----- //\n")
	}
	if err := p.Print(&b, op); err != nil {
		fmt.Fprintf(&b, "<<printing failed: %v>>", err)
	}
	b.WriteString("\n\n")
	st.out.Write(b.Bytes())
}

func topLevel(op *core.Operation) *core.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		op = p
	}
	return op
}

var fpSeed = maphash.MakeSeed()

// Fingerprint hashes the structure of op and everything nested in it
// (identities of ops, blocks and values, names, attributes, types,
// locations), as MLIR's OperationFingerPrint: equal before and after a
// pass when the pass changed nothing.
func Fingerprint(op *core.Operation) uint64 {
	var h maphash.Hash
	h.SetSeed(fpSeed)
	op.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		maphash.WriteComparable(&h, o)
		maphash.WriteComparable(&h, o.ParentBlock())
		maphash.WriteComparable(&h, o.OpName())
		maphash.WriteComparable(&h, core.Attribute(o.Loc()))
		for _, a := range o.Props() {
			h.WriteString(a.Name)
			maphash.WriteComparable(&h, a.Value)
		}
		h.WriteByte(0)
		for _, a := range o.Attrs() {
			h.WriteString(a.Name)
			maphash.WriteComparable(&h, a.Value)
		}
		h.WriteByte(1)
		for i := range o.NumOperands() {
			maphash.WriteComparable(&h, o.Operand(i))
		}
		for i := range o.NumResults() {
			maphash.WriteComparable(&h, o.Result(i).Type())
		}
		for i := range o.NumSuccessors() {
			maphash.WriteComparable(&h, o.Successor(i))
		}
		for _, r := range o.Regions() {
			h.WriteByte(2)
			for b := r.First(); b != nil; b = b.Next() {
				maphash.WriteComparable(&h, b)
				for _, a := range b.Args() {
					maphash.WriteComparable(&h, a.Type())
				}
			}
		}
		return core.Advance
	})
	return h.Sum64()
}
