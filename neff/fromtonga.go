package neff

import (
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/tonga"
	"ncc/dialects/tonga/isa"
	"ncc/numerics"
	"ncc/numerics/pwp"
)

// FromTonga packs a tonga module — its tonga.var ops and its
// tonga.program(s), one per subgraph — as a NEFF named name, following
// the conventions of docs/neff.md ("How ncc runs a NEFF"): one queue set
// "dma" of the target's DMA queues; the module's variables plus the
// on-chip "sbuf" and "psum"; each engine's stream assembled and its
// descriptors in its JSON; one activation function set per name in the
// program's act_sets, holding that function's numerics/pwp table.
func FromTonga(module *core.Operation, name string) (*File, error) {
	progs := tonga.Programs(module)
	if len(progs) == 0 || len(progs) > MaxLNC {
		return nil, module.Errorf("a NEFF holds 1 or %d tonga.program ops, found %d", MaxLNC, len(progs))
	}
	t, err := tonga.TargetOf(progs[0])
	if err != nil {
		return nil, progs[0].Errorf("%v", err)
	}
	f := &File{Name: name, Def: Def{Target: t.Name}}
	f.Def.Queues = []Queue{{Name: "dma", Type: "data", NumQueues: t.DMAEngines}}
	if err := addVars(f, module, t); err != nil {
		return nil, err
	}
	for _, p := range progs {
		sg, err := subgraph(p)
		if err != nil {
			return nil, err
		}
		f.Subgraphs = append(f.Subgraphs, sg)
	}
	if err := f.Validate(); err != nil {
		return nil, module.Errorf("%v", err)
	}
	return f, nil
}

// dtypeNames maps element types to the descriptor dtype names.
var dtypeNames = map[numerics.DType]string{
	numerics.Float32: "float32", numerics.BFloat16: "bfloat16", numerics.Float16: "float16",
	numerics.TFloat32: "float32r", numerics.Float8E4M3: "float8e4", numerics.Float8E5M2: "float8e5",
	numerics.Int32: "int32", numerics.Int16: "int16", numerics.Int8: "int8",
	numerics.Uint32: "uint32", numerics.Uint16: "uint16", numerics.Uint8: "uint8",
}

// DTypeName returns the descriptor dtype name of d ("float32"), or "".
func DTypeName(d numerics.DType) string { return dtypeNames[d] }

// DTypeOf is DTypeName's inverse; ok is false for names no engine type
// has (float8e3, int64, uint64).
func DTypeOf(name string) (numerics.DType, bool) {
	for d, n := range dtypeNames {
		if n == name {
			return d, true
		}
	}
	return numerics.InvalidDType, false
}

func addVars(f *File, module *core.Operation, t *arch.Target) error {
	id := 0
	byKind := [4][]*core.Operation{}
	for _, v := range tonga.Vars(module) {
		k := tonga.EnumValue(v, "kind")
		byKind[k] = append(byKind[k], v)
	}
	types := map[int64]string{tonga.VarInput: VarInput, tonga.VarOutput: VarOutput, tonga.VarConst: VarFile, tonga.VarScratch: VarTmpBuf}
	for _, k := range []int64{tonga.VarInput, tonga.VarOutput, tonga.VarConst, tonga.VarScratch} {
		vars := byKind[k]
		if k == tonga.VarInput || k == tonga.VarOutput { // var_id order is index order
			sorted := make([]*core.Operation, len(vars))
			for _, v := range vars {
				i, _ := tonga.I64(v, "index")
				if i < 0 || int(i) >= len(vars) || sorted[i] != nil {
					return v.Errorf("index %d: the %s variables' indices must be 0 to %d, each once", i, types[k], len(vars)-1)
				}
				sorted[i] = v
			}
			vars = sorted
		}
		for _, v := range vars {
			tt := tonga.VarType(v)
			dt, ok := tonga.DTypeOf(tt.ElementType())
			if !ok {
				return v.Errorf("element type cannot be a NEFF variable's")
			}
			n := core.NumElements(tt.Shape())
			vr := Var{Name: tonga.Str(v, "name"), Type: types[k], ID: id, Size: n * int64(dt.Size()),
				DType: dtypeNames[dt], Shape: tt.Shape()}
			if k == tonga.VarScratch {
				vr.DType, vr.Shape = "", nil
			}
			if k == tonga.VarConst {
				raw, err := denseBytes(v.Attr("value").(*core.DenseAttr), n, dt.Size())
				if err != nil {
					return v.Errorf("%v", err)
				}
				vr.Data = raw
			}
			f.Def.Vars = append(f.Def.Vars, vr)
			id++
		}
	}
	f.Def.Vars = append(f.Def.Vars,
		Var{Name: "sbuf", Type: VarStateBuffer, ID: id, Size: int64(t.SBUFBytes())},
		Var{Name: "psum", Type: VarStateBuffer, ID: id + 1, Size: int64(t.PSUMBytes())})
	return nil
}

func denseBytes(d *core.DenseAttr, n int64, sz int) ([]byte, error) {
	raw := d.Raw
	if d.Splat && n > 1 {
		raw = make([]byte, 0, n*int64(sz))
		for range n {
			raw = append(raw, d.Raw[:sz]...)
		}
	}
	if int64(len(raw)) != n*int64(sz) {
		return nil, fmt.Errorf("value has %d bytes, want %d", len(raw), n*int64(sz))
	}
	return raw, nil
}

func subgraph(p *core.Operation) (Subgraph, error) {
	var sg Subgraph
	for _, s := range tonga.Streams(p) {
		code, err := isa.AssembleStream(s)
		if err != nil {
			return sg, s.Errorf("%v", err)
		}
		sg.Streams[tonga.Engine(s)].Instr = code
	}
	for e := range arch.NumEngines {
		sg.Streams[e].DMA = []Descriptor{}
		for _, op := range tonga.Descs(p, int64(e)) {
			sg.Streams[e].DMA = append(sg.Streams[e].DMA, descriptor(tonga.DescOf(op)))
		}
	}
	if a, ok := p.Attr("act_sets").(*core.ArrayAttr); ok {
		for _, el := range a.Elems {
			s, _ := el.(*core.StringAttr)
			if s == nil {
				return sg, p.Errorf("act_sets must be strings")
			}
			fn, ok := pwp.Lookup(s.Value)
			if !ok {
				return sg, p.Errorf("no activation function %q", s.Value)
			}
			tab, err := pwp.For(fn.ID)
			if err != nil {
				return sg, p.Errorf("activation table %q: %v", s.Value, err)
			}
			sg.ActFuncSets = append(sg.ActFuncSets, ActFuncSet{Name: s.Value, Data: tab.Encode()})
		}
	}
	return sg, nil
}

// descriptor converts a tonga descriptor to the NEFF's form: dimensions
// innermost first, the innermost size a run of bytes.
func descriptor(d tonga.Desc) Descriptor {
	gather := d.Index != ""
	from, fromSizes := neffSide(d.From, gather)
	to, toSizes := neffSide(d.To, gather)
	nd := Desc{From: d.From.Var, To: d.To.Var, FromOff: d.From.Off, ToOff: d.To.Off,
		FromSteps: from, FromSizes: fromSizes, ToSteps: to, ToSizes: toSizes,
		FromDType: dtypeNames[d.From.DType], ToDType: dtypeNames[d.To.DType]}
	if d.From.DType != d.To.DType {
		nd.Op = "cast"
	}
	if d.Index != "" {
		nd.Index, nd.IndexOff, nd.IndexStep = d.Index, d.IndexOff, d.IndexStep
		nd.IndexDType, nd.IndexStride, nd.IndexBound = dtypeNames[d.IndexDType], d.IndexStride, d.Bound
	}
	if d.FromReg != tonga.NoReg {
		r := d.FromReg
		nd.FromReg = &r
	}
	if d.ToReg != tonga.NoReg {
		r := d.ToReg
		nd.ToReg = &r
	}
	return Descriptor{ID: int(d.ID), Queue: "dma", Desc: nd}
}

// neffSide lists a side's pairs innermost first as steps and sizes, the
// innermost a contiguous run of bytes (a pair of one-element steps merged
// into it, or a run of one element). A gather keeps its row pair apart,
// outermost.
func neffSide(s tonga.DescSide, gather bool) (steps, sizes []int64) {
	sz := int64(s.DType.Size())
	ps := s.Merged()
	if gather {
		rest := tonga.DescSide{Pairs: s.Pairs[1:], DType: s.DType}
		ps = append([][2]int64{s.Pairs[0]}, rest.Merged()...)
	}
	var run int64 = sz
	if n := len(ps); n > 0 && ps[n-1][0] == sz {
		run = sz * ps[n-1][1]
		ps = ps[:n-1]
	}
	steps, sizes = []int64{1}, []int64{run}
	for i := len(ps) - 1; i >= 0; i-- {
		steps = append(steps, ps[i][0])
		sizes = append(sizes, ps[i][1])
	}
	return steps, sizes
}
