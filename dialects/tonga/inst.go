package tonga

import (
	"fmt"
	"sort"
	"strings"

	"ncc/arch"
	"ncc/core"
)

// Every instruction op is declared by an instSpec: its opcode and length in
// 64-byte words (docs/tonga-isa.md; dialects/tonga/isa has the field
// layout), the engines that run it, how many access patterns it reads
// (ins) and writes (outs), its immediates and its op-specific check. Its
// syntax is
//
//	tonga.<op> ENGINE [prefix] [ins(AP, ...)] [outs(AP, ...)] [suffix] [wait W] [signal S]
//
// and its generic form holds the same fields as attributes: engine, ins,
// outs, the immediates, wait and signal.

// Info is what the dialect records about an instruction op.
type Info struct {
	Name    string
	Opcode  uint8
	Words   int // 64-byte words: 1, or 2 with the extension word
	Engines []arch.Engine
	// Ins and Outs are the counts of access patterns: [min, max].
	Ins, Outs [2]int
}

var infos = map[string]*Info{}

// InfoOf returns the instruction op called name's Info (nil for ops that
// are not instructions: tonga.program, tonga.stream).
func InfoOf(name string) *Info { return infos[name] }

// Infos returns every instruction's Info, by opcode.
func Infos() []*Info {
	out := make([]*Info, 0, len(infos))
	for _, i := range infos {
		out = append(out, i)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Opcode < out[b].Opcode })
	return out
}

// Words returns how many 64-byte words op encodes to (0 for ops that are
// not instructions).
func Words(op *core.Operation) int {
	if i := infos[op.Name()]; i != nil {
		return i.Words
	}
	return 0
}

// IsInstruction reports whether op is a tonga instruction.
func IsInstruction(op *core.Operation) bool { return infos[op.Name()] != nil }

type instSpec struct {
	name, summary, doc string
	opcode             uint8
	words              int
	engines            []arch.Engine
	ins, outs          [2]int // [min, max] access patterns; max 0: no ins(...) / outs(...)
	prefix             string // format between $engine and ins(...)
	suffix             string // format after outs(...)
	attrs              []core.AttrDef
	traits             core.Trait
	custom             map[string]core.CustomDirective
	verify             func(v *instVerifier) error
}

// instChecks records, per op name, the op-specific check.
var instChecks = map[string]func(v *instVerifier) error{}

var (
	allEngines = []arch.Engine{arch.PE, arch.ACT, arch.DVE, arch.Pool, arch.SP}
	vecEngines = []arch.Engine{arch.DVE, arch.Pool}
	anyCompute = []arch.Engine{arch.DVE, arch.Pool, arch.ACT}
	peOnly     = []arch.Engine{arch.PE}
	actOnly    = []arch.Engine{arch.ACT}
	dveOnly    = []arch.Engine{arch.DVE}
	poolOnly   = []arch.Engine{arch.Pool}
)

func inst(s instSpec) *core.OpDef {
	if _, dup := infos[s.name]; dup {
		panic("tonga: " + s.name + " declared twice")
	}
	for _, i := range infos {
		if i.Opcode == s.opcode {
			panic(fmt.Sprintf("tonga: opcode %#02x of %s is taken by %s", s.opcode, s.name, i.Name))
		}
	}
	names := make([]string, len(s.engines))
	for i, e := range s.engines {
		names[i] = e.String()
	}
	words := "one 64-byte word"
	if s.words == 2 {
		words = "two 64-byte words"
	}
	d := &core.OpDef{
		Name:    s.name,
		Summary: s.summary,
		Doc: strings.TrimSpace(s.doc+fmt.Sprintf(" Opcode 0x%02x, %s; runs on %s.", s.opcode, words,
			strings.Join(names, ", "))) + " Before it starts it waits for `wait`, if any; when it " +
			"completes it applies `signal`, if any.",
		Attrs:     []core.AttrDef{enumField("engine", EngineEnum, -1)},
		Traits:    s.traits,
		Custom:    s.custom,
		ParentOps: []string{opStream},
		Verify:    verifyInst,
	}
	format := "$engine" + s.prefix
	if s.ins[1] > 0 {
		d.Attrs = append(d.Attrs, apsField("ins"))
		format += " `ins` `(` $ins `)`"
	}
	if s.outs[1] > 0 {
		d.Attrs = append(d.Attrs, apsField("outs"))
		format += " `outs` `(` $outs `)`"
	}
	d.Attrs = append(d.Attrs, s.attrs...)
	d.Attrs = append(d.Attrs,
		core.AttrDef{Name: "wait", Constraint: waitConstraint, Optional: true},
		core.AttrDef{Name: "signal", Constraint: signalConstraint, Optional: true})
	d.Format = format + s.suffix + " (`wait` $wait^)? (`signal` $signal^)? attr-dict"
	infos[s.name] = &Info{Name: s.name, Opcode: s.opcode, Words: s.words, Engines: s.engines, Ins: s.ins, Outs: s.outs}
	instChecks[s.name] = s.verify
	return d
}
