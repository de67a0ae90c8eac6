package main

import (
	"strings"

	"ncc/arch"
	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/bir"
	"ncc/dialects/penguin"
	"ncc/interp"
	"ncc/lower"
)

// What ncc run accepts: a StableHLO program (func.func), a penguin module
// (penguin.kernel) or a bir one (bir.func, as ncc-opt or ncc-translate
// --json-to-bir writes it). The input's level decides which stages run and
// where the entry's signature comes from.

// inputStage returns the level of the module: bir if it holds a bir.func,
// penguin if it holds a penguin.kernel, else StableHLO.
func inputStage(top *core.Operation) lower.Stage {
	if len(bir.Funcs(top)) > 0 {
		return lower.BIR
	}
	if len(topLevel(top, penguin.Kernel.Name)) > 0 {
		return lower.Penguin
	}
	return lower.StableHLO
}

// topLevel returns the ops named name directly inside module top.
func topLevel(top *core.Operation, name string) []*core.Operation {
	var out []*core.Operation
	for _, r := range top.Regions() {
		for _, b := range r.Blocks() {
			for op := b.First(); op != nil; op = op.Next() {
				if op.Name() == name {
					out = append(out, op)
				}
			}
		}
	}
	return out
}

// entryOf returns the function ncc run runs in a module at level, and its
// signature.
func entryOf(top *core.Operation, level lower.Stage) (*core.Operation, sig, error) {
	switch level {
	case lower.BIR:
		fn, err := birEntry(top, "main")
		if err != nil {
			return nil, sig{}, err
		}
		s, err := birSignature(fn)
		return fn, s, err
	case lower.Penguin:
		k, err := pickEntry(top, topLevel(top, penguin.Kernel.Name), "main", "penguin.kernel")
		if err != nil {
			return nil, sig{}, err
		}
		s, err := penguinSignature(k)
		return k, s, err
	}
	fn, err := interp.New(top).Main()
	if err != nil {
		return nil, sig{}, err
	}
	if fn == nil {
		return nil, sig{}, core.Errorf(top.Loc(), "no entry function to run")
	}
	s, err := signature(fn)
	return fn, s, err
}

func symName(op *core.Operation) string {
	n, _ := core.SymbolName(op)
	return n
}

// birEntry returns the module's bir.func named entry, else its only one.
func birEntry(top *core.Operation, entry string) (*core.Operation, error) {
	return pickEntry(top, bir.Funcs(top), entry, "bir.func")
}

// pickEntry returns the function of fns named entry, else the only one.
func pickEntry(top *core.Operation, fns []*core.Operation, entry, what string) (*core.Operation, error) {
	for _, f := range fns {
		if n, _ := core.SymbolName(f); n == entry {
			return f, nil
		}
	}
	switch len(fns) {
	case 1:
		return fns[0], nil
	case 0:
		return nil, core.Errorf(top.Loc(), "the module has no %s to run", what)
	}
	names := make([]string, len(fns))
	for i, f := range fns {
		n, _ := core.SymbolName(f)
		names[i] = "@" + n
	}
	return nil, core.Errorf(top.Loc(), "the module has %d %s ops (%s) and none is named @%s: which one to run is ambiguous",
		len(fns), what, strings.Join(names, ", "), entry)
}

// ioAllocs returns a bir.func's Input and Output allocations, each list
// ordered by index.
func ioAllocs(fn *core.Operation) (ins, outs []*core.Operation, err error) {
	place := func(list []*core.Operation, op *core.Operation, info bir.AllocInfo) ([]*core.Operation, error) {
		if info.Index < 0 {
			return nil, op.Errorf("%s allocation %q has no index", info.Kind, info.Name)
		}
		for len(list) <= info.Index {
			list = append(list, nil)
		}
		if list[info.Index] != nil {
			return nil, op.Errorf("%s index %d is already taken by %q", info.Kind, info.Index, bir.AllocInfoOf(list[info.Index]).Name)
		}
		list[info.Index] = op
		return list, nil
	}
	for _, a := range bir.Allocs(fn) {
		info := bir.AllocInfoOf(a)
		switch info.Kind {
		case bir.Input:
			ins, err = place(ins, a, info)
		case bir.Output:
			outs, err = place(outs, a, info)
		}
		if err != nil {
			return nil, nil, err
		}
	}
	for _, l := range []struct {
		kind bir.TensorKind
		list []*core.Operation
	}{{bir.Input, ins}, {bir.Output, outs}} {
		for i, op := range l.list {
			if op == nil {
				return nil, nil, core.Errorf(fn.Loc(), "bir.func @%s has no %s allocation of index %d: indices count from 0 without gaps", symName(fn), l.kind, i)
			}
		}
	}
	return ins, outs, nil
}

// birSignature is a bir.func's signature: the tensor types of its Input
// and Output allocations, by index.
func birSignature(fn *core.Operation) (sig, error) {
	var s sig
	ins, outs, err := ioAllocs(fn)
	if err != nil {
		return s, err
	}
	for _, a := range ins {
		info := bir.AllocInfoOf(a)
		if info.Tensor == nil || !static(info.Tensor) {
			return s, a.Errorf("input %d (%q) needs a statically shaped tensor type", info.Index, info.Name)
		}
		s.args = append(s.args, info.Tensor)
	}
	for _, a := range outs {
		info := bir.AllocInfoOf(a)
		if info.Tensor == nil || !static(info.Tensor) {
			return s, a.Errorf("output %d (%q) needs a statically shaped tensor type", info.Index, info.Name)
		}
		s.results = append(s.results, info.Tensor)
	}
	return s, nil
}

// penguinSignature is a penguin.kernel's signature: its HBM buffers as
// tensors of the same shape and element type.
func penguinSignature(k *core.Operation) (sig, error) {
	var s sig
	ko, _ := penguin.AsKernelOp(k)
	ft := ko.Signature()
	if ft == nil {
		return s, core.Errorf(k.Loc(), "penguin.kernel @%s has no function type", symName(k))
	}
	conv := func(what string, i int, t core.Type) (*core.TensorType, error) {
		h, ok := t.(*penguin.HBMType)
		if !ok {
			return nil, core.Errorf(k.Loc(), "penguin.kernel @%s: %s #%d has type %s: ncc runs kernels of HBM buffers", symName(k), what, i, asm.TypeString(t))
		}
		return core.RankedTensor(k.Context(), h.Dims, h.Elem, nil), nil
	}
	for i, t := range ft.Inputs {
		tt, err := conv("argument", i, t)
		if err != nil {
			return s, err
		}
		s.args = append(s.args, tt)
	}
	for i, t := range ft.Results {
		tt, err := conv("result", i, t)
		if err != nil {
			return s, err
		}
		s.results = append(s.results, tt)
	}
	return s, nil
}

// birTarget is the target a bir input runs on: the one it was written for
// (bir.TargetOf). A --target that names another is an error rather than
// a silent choice.
func birTarget(fn *core.Operation, flag *arch.Target, flagSet bool) (*arch.Target, error) {
	t, err := bir.TargetOf(fn)
	if err != nil {
		return nil, core.Errorf(fn.Loc(), "%v", err)
	}
	if flagSet && flag != nil && flag.Name != t.Name {
		return nil, core.Errorf(fn.Loc(), "bir.func @%s is for %s, but --target is %s: drop --target or change the module's %s attribute",
			symName(fn), t.Name, flag.Name, bir.TargetAttrName)
	}
	return t, nil
}
