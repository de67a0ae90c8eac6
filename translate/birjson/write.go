package birjson

import (
	"encoding/hex"
	"math"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/dialects/bir"
	"ncc/numerics"
)

// Marshal writes the bir.func ops of module (a builtin.module, verified)
// as BIR JSON, in the form docs/bir-json.md describes.
func Marshal(module *core.Operation) ([]byte, error) {
	top := obj{
		"attributes": obj{"neuron_core_id": 0},
		"version":    2,
	}
	if s, ok := module.Attr(bir.TargetAttrName).(*core.StringAttr); ok {
		top["arch"] = s.Value
	}
	for _, r := range module.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.Next() {
				if op.Name() != bir.Func.Name {
					return nil, op.Errorf("has no BIR JSON form: a module translated to BIR JSON holds bir.func ops only")
				}
			}
		}
	}
	fns := []any{}
	for _, fn := range bir.Funcs(module) {
		f, err := writeFunc(fn)
		if err != nil {
			return nil, err
		}
		fns = append(fns, f)
	}
	top["functions"] = fns
	var b strings.Builder
	encode(&b, top, "")
	b.WriteString("\n")
	return []byte(b.String()), nil
}

// funcWriter holds the names a function's JSON gives its values.
type funcWriter struct {
	allocs map[core.Value]string // allocation value -> memory location name
	regs   map[core.Value]string // register -> "r<k>"
	blocks map[*core.Block]string
	insts  int
}

func writeFunc(fn *core.Operation) (obj, error) {
	w := &funcWriter{allocs: map[core.Value]string{}, regs: map[core.Value]string{}, blocks: map[*core.Block]string{}}
	f := obj{"name": bir.Str(fn, "sym_name"), "attributes": obj{}}
	if t := bir.Str(fn, "target"); t != "" {
		f["target"] = t
	}
	// Registers are named in walk order up front, so a use in a block
	// listed before its definition's block still has a name.
	fn.WalkAll(func(op *core.Operation) {
		if op.Name() == bir.RegisterLoad.Name || op.Name() == bir.RegisterAlu.Name {
			w.regs[op.Result(0)] = "r" + strconv.Itoa(len(w.regs))
		}
	})
	allocs := []any{}
	for _, a := range bir.Allocs(fn) {
		allocs = append(allocs, w.alloc(a))
	}
	f["allocations"] = allocs
	i := 0
	for b := fn.Region(0).First(); b != nil; b = b.Next() {
		w.blocks[b] = "bb" + strconv.Itoa(i)
		i++
	}
	blocks := []any{}
	for b := fn.Region(0).First(); b != nil; b = b.Next() {
		insts, err := w.block(b)
		if err != nil {
			return nil, err
		}
		blocks = append(blocks, obj{"name": w.blocks[b], "instructions": insts})
	}
	f["blocks"] = blocks
	return f, nil
}

// alloc writes a bir.alloc as a BIR allocation with one memory location.
func (w *funcWriter) alloc(op *core.Operation) obj {
	info := bir.AllocInfoOf(op)
	w.allocs[op.Result(0)] = info.Name
	memType := info.Memory.String()
	if info.Kind == bir.Input || info.Kind == bir.Output {
		memType = info.Kind.String()
	}
	loc := obj{
		"Skind": "memory_location", "name": info.Name, "type": memType,
		"dims": []any{info.Partitions, info.Bytes}, "addr": 0, "bank": 0, "base": 0,
		"allocated": false, "pinned": false, "tensor_id": 0,
	}
	a := obj{
		"Skind": "memory_location_set", "name": info.Name + "_set", "kind": info.Kind.String(),
		"addr_space": "Shared", "partition_dim": 0, "memorylocations": []any{loc},
		"tensorId2MemLocSize": 1, "tensor_shape": []any{}, "dtype": nil,
	}
	if info.Tensor != nil {
		shape := []any{}
		for _, d := range info.Tensor.Dims {
			shape = append(shape, d)
		}
		a["tensor_shape"] = shape
		a["dtype"] = dtypeJSON(info.DType)
	}
	if info.Index >= 0 {
		a["index"] = info.Index
	}
	if info.Value != nil {
		a["init_hex"] = hex.EncodeToString(expand(info.Value))
	}
	return a
}

// expand returns a dense attribute's bytes, a splat repeated.
func expand(d *core.DenseAttr) []byte {
	if !d.Splat {
		return d.Raw
	}
	n := core.NumElements(d.Type.Shape())
	return []byte(strings.Repeat(string(d.Raw), int(max(n, 0))))
}

func (w *funcWriter) block(b *core.Block) ([]any, error) {
	insts := []any{}
	for op := b.First(); op != nil; op = op.Next() {
		if op.Name() == bir.Alloc.Name || op.Name() == bir.LoopEnd.Name {
			continue
		}
		i, err := w.inst(op)
		if err != nil {
			return nil, err
		}
		insts = append(insts, i)
	}
	return insts, nil
}

func (w *funcWriter) inst(op *core.Operation) (obj, error) {
	name := op.Name()
	if name == bir.Loop.Name {
		axis, lb, ub, stride := bir.LoopBounds(op)
		body, err := w.block(bir.LoopBody(op))
		if err != nil {
			return nil, err
		}
		return obj{
			"opcode":   "Loop",
			"LoopAxis": obj{"name": axis, "lb": lb, "ub": ub, "stride": stride},
			"blocks":   []any{obj{"name": axis + ".body", "instructions": body}},
		}, nil
	}
	j := obj{"name": "I-" + strconv.Itoa(w.insts), "engine": "unassigned", "ins": []any{}, "outs": []any{}}
	w.insts++
	if op.Attr("engine") != nil {
		j["engine"] = bir.Engine(op).String()
	}
	switch name {
	case bir.Return.Name:
		j["opcode"] = "Return"
		return j, nil
	case bir.Branch.Name:
		j["opcode"] = "UnconditionalBranch"
		j["target"] = w.blocks[op.Successor(0)]
		return j, nil
	case bir.CompareAndBranch.Name, bir.RegisterAlu.Name:
		lhs, rhs, imm := bir.Operands(op)
		r, ok := w.reg(lhs)
		if !ok {
			return nil, op.Errorf("operand #0 is not a register")
		}
		ins := []any{r}
		suffix := "IMM"
		if rhs != nil {
			r, ok := w.reg(rhs)
			if !ok {
				return nil, op.Errorf("operand #1 is not a register")
			}
			ins, suffix = append(ins, r), "REG"
		} else {
			ins = append(ins, obj{"kind": "imm_value", "dtype": "int32", "value": imm})
		}
		j["ins"] = ins
		if name == bir.RegisterAlu.Name {
			j["opcode"] = "RegisterAlu"
			j["op"] = bir.Alu(op, "op").String()
			j["outs"] = []any{w.regOut(op.Result(0))}
			return j, nil
		}
		j["opcode"] = "CompareAndBranch"
		j["comp_op"] = bir.CompareOf(op).String() + suffix
		j["on_true"], j["on_false"] = w.blocks[op.Successor(0)], w.blocks[op.Successor(1)]
		return j, nil
	case bir.RegisterLoad.Name:
		j["opcode"] = "RegisterMove"
		ins, err := w.aps(op, bir.InsAPs(op))
		if err != nil {
			return nil, err
		}
		j["ins"] = ins
		j["outs"] = []any{w.regOut(op.Result(0))}
		return j, nil
	}
	opcode, ok := opcodeOf(op)
	if !ok {
		return nil, op.Errorf("has no BIR JSON form")
	}
	j["opcode"] = opcode
	ins, err := w.aps(op, bir.InsAPs(op))
	if err != nil {
		return nil, err
	}
	outs, err := w.aps(op, bir.OutsAPs(op))
	if err != nil {
		return nil, err
	}
	j["ins"], j["outs"] = ins, outs
	if err := writeFields(op, j); err != nil {
		return nil, err
	}
	switch name {
	case bir.ScalarTensorTensor.Name:
		j["is_scalar_tensor_tensor"] = true
	case bir.Memset.Name:
		j["mode"] = "Const"
	case bir.DMA.Name:
		switch opcode {
		case "DMACopy":
			j["mode"] = "Copy"
			if bir.Flag(op, "transpose") {
				j["mode"] = "Transpose"
			}
		case "GenericIndirectLoad":
			j["indirect_dims"] = []any{0}
		}
	}
	return j, nil
}

// opcodeOf is the BIR opcode of an instruction.
func opcodeOf(op *core.Operation) (string, bool) {
	switch op.Name() {
	case bir.TensorScalar.Name:
		if len(bir.InsAPs(op)) > 1 {
			return "TensorScalarPtr", true
		}
		return "TensorScalar", true
	case bir.DMA.Name:
		switch {
		case bir.Flag(op, "indirect"):
			return "GenericIndirectLoad", true
		case bir.Flag(op, "transpose"):
			return "DMACopy", true
		}
		ins, outs := bir.InsAPs(op), bir.OutsAPs(op)
		if len(ins) == 0 || len(outs) == 0 {
			return "DMACopy", true
		}
		src, dst := ins[0].Memory(), outs[0].Memory()
		switch {
		case src == bir.DRAM && dst.OnChip():
			return "Load", true
		case src.OnChip() && dst == bir.DRAM:
			return "Save", true
		}
		return "DMACopy", true
	}
	for _, o := range opcodes {
		if o.op.Name == op.Name() {
			return o.opcode, true
		}
	}
	return "", false
}

// writeFields writes op's immediates under their own names.
func writeFields(op *core.Operation, j obj) error {
	for i := range op.Def().Attrs {
		def := &op.Def().Attrs[i]
		if skipField(op.Name(), def.Name) {
			continue
		}
		a := op.Attr(def.Name)
		kind, _ := bir.FieldKindOf(def)
		switch kind {
		case bir.FieldFlag:
			j[def.Name] = a != nil
			continue
		case bir.FieldOther:
			if s, ok := a.(*core.StringAttr); ok {
				j[def.Name] = s.Value
			}
			continue
		}
		if a == nil {
			continue
		}
		switch kind {
		case bir.FieldEnum:
			j[def.Name] = a.(*bir.EnumAttr).String()
		case bir.FieldF32:
			v, _ := bir.F32(op, def.Name)
			j[def.Name] = f32JSON(v)
		case bir.FieldI64:
			j[def.Name] = a.(*core.IntegerAttr).Val
		case bir.FieldI64List:
			l := []any{}
			for _, v := range bir.I64List(op, def.Name) {
				l = append(l, v)
			}
			j[def.Name] = l
		case bir.FieldPairs:
			l := []any{}
			for _, p := range bir.Pairs(a) {
				l = append(l, obj{"step": p[0], "num": p[1]})
			}
			j[def.Name] = l
		}
	}
	return nil
}

// skipField says which attributes are not fields of the instruction's
// JSON: the engine and access patterns (written as engine, ins, outs) and
// DMA's flags, which its opcode and mode say.
func skipField(op, attr string) bool {
	switch attr {
	case "engine", "ins_aps", "outs_aps", "operandSegmentSizes":
		return true
	case "transpose", "indirect":
		return op == bir.DMA.Name
	}
	return false
}

// f32JSON writes an f32 as the shortest JSON number that reads back to it;
// infinities and NaN, which JSON numbers cannot say, as strings.
func f32JSON(v float32) any {
	switch {
	case math.IsInf(float64(v), 1):
		return "inf"
	case math.IsInf(float64(v), -1):
		return "-inf"
	case v != v:
		return "nan"
	}
	return raw(strconv.FormatFloat(float64(v), 'g', -1, 32))
}

func (w *funcWriter) reg(v core.Value) (obj, bool) {
	name, ok := w.regs[v]
	if !ok {
		return nil, false
	}
	return obj{"kind": "register_access", "dtype": "int32", "regref": name}, true
}

func (w *funcWriter) regOut(v core.Value) obj {
	r, _ := w.reg(v)
	return r
}

// aps writes access patterns: physical_ap without terms, symbolic_ap with.
func (w *funcWriter) aps(op *core.Operation, aps []bir.AP) ([]any, error) {
	out := []any{}
	for i, ap := range aps {
		name, ok := w.allocs[ap.Alloc]
		if !ok {
			return nil, op.Errorf("access pattern %d names a value that is not an allocation of this function", i)
		}
		pairs := []any{}
		if ap.OnChip() {
			pairs = append(pairs, []any{1, ap.NumPartitions})
		}
		for _, p := range ap.Pairs {
			pairs = append(pairs, []any{p[0], p[1]})
		}
		j := obj{"ap": pairs, "dtype": dtypeJSON(ap.DType), "memref": name, "memsetref": name + "_set"}
		if ap.StartPartition != 0 {
			j["start_partition"] = ap.StartPartition
		}
		if len(ap.Terms) == 0 {
			j["kind"] = "physical_ap"
			j["offset"] = ap.Offset
			out = append(out, j)
			continue
		}
		j["kind"] = "symbolic_ap"
		shape := []any{}
		for _, d := range ap.Shape() {
			shape = append(shape, d)
		}
		j["access_shape"] = shape
		terms := []any{}
		for k, t := range ap.Terms {
			term := obj{"coeff": t.Coeff}
			if r, ok := w.regs[t.Var]; ok {
				term["reg"] = r
			} else if loop := loopOf(t.Var); loop != nil {
				term["axis"] = bir.Str(loop, "name")
			} else {
				return nil, op.Errorf("access pattern %d: term %d is neither a loop variable nor a register", i, k)
			}
			terms = append(terms, term)
		}
		j["addrs"] = []any{obj{"kind": "AffExprKind", "c": ap.Offset, "terms": terms}}
		out = append(out, j)
	}
	return out, nil
}

// loopOf returns the bir.loop whose induction variable v is.
func loopOf(v core.Value) *core.Operation {
	arg, ok := v.(*core.BlockArg)
	if !ok {
		return nil
	}
	if op := arg.Owner().ParentOp(); op != nil && op.Name() == bir.Loop.Name {
		return op
	}
	return nil
}

// dtypeJSON is KLR's Dtype name of d (NKI's for tfloat32, which KLR lacks).
func dtypeJSON(d numerics.DType) string {
	if n, ok := klrDTypes[d]; ok {
		return n
	}
	return d.String()
}

var klrDTypes = map[numerics.DType]string{
	numerics.Float32: "float32", numerics.BFloat16: "bfloat16", numerics.Float16: "float16",
	numerics.Float8E4M3: "float8e4", numerics.Float8E5M2: "float8e5",
	numerics.Int32: "int32", numerics.Int16: "int16", numerics.Int8: "int8",
	numerics.Uint32: "uint32", numerics.Uint16: "uint16", numerics.Uint8: "uint8",
}

// dtypeOfJSON reads a dtype: KLR's names, or NKI's (numerics.DTypeByName).
func dtypeOfJSON(s string) (numerics.DType, bool) {
	for d, n := range klrDTypes {
		if n == s {
			return d, true
		}
	}
	return numerics.DTypeByName(s)
}
