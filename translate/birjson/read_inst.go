package birjson

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/dialects/ods"
)

// inst reads an instruction with access patterns.
func (r *reader) inst(n *node, path, opcode string, sc *scope) error {
	def, ok := instOp(opcode, n)
	if !ok {
		return r.errf(n.get("opcode"), path+".opcode", "opcode %q has no bir op (see docs/bir-json.md)", opcode)
	}
	e, err := r.engine(n, path, def == bir.DMA)
	if err != nil {
		return err
	}
	ins, err := r.apList(n, path, "ins", sc)
	if err != nil {
		return err
	}
	outs, err := r.apList(n, path, "outs", sc)
	if err != nil {
		return err
	}
	attrs, err := r.fields(n, path, def)
	if err != nil {
		return err
	}
	if def == bir.DMA {
		mode, _, err := r.optStr(n, path, "mode")
		if err != nil {
			return err
		}
		if opcode == "DMACopy" && mode == "Transpose" {
			attrs = append(attrs, core.NamedAttr{Name: "transpose", Value: core.Unit(r.ctx)})
		}
		if opcode == "GenericIndirectLoad" {
			attrs = append(attrs, core.NamedAttr{Name: "indirect", Value: core.Unit(r.ctx)})
		}
	}
	if def.AttrDef("ins_aps") == nil && len(ins) > 0 {
		return r.errf(n.get("ins"), path+".ins", "%s reads no access patterns", opcode)
	}
	if def.AttrDef("outs_aps") == nil {
		if len(outs) > 0 {
			return r.errf(n.get("outs"), path+".outs", "%s writes no access patterns", opcode)
		}
		n, err := r.ctx.OpName(def.Name)
		if err != nil {
			return err
		}
		all := append([]core.NamedAttr{{Name: "engine", Value: bir.EngineAttr(r.ctx, e)}}, attrs...)
		r.b.Create(&core.OpState{Ctx: r.ctx, Name: n, Loc: r.b.Loc, Attrs: all})
		return nil
	}
	r.b.Inst(def.Name, e, ins, outs, attrs...)
	return nil
}

// engine reads an instruction's engine. DMA instructions may leave it
// unassigned or say "dma": the sync engine's queue issues them.
func (r *reader) engine(n *node, path string, dma bool) (arch.Engine, error) {
	s, ok, err := r.optStr(n, path, "engine")
	if err != nil {
		return 0, err
	}
	if dma && (!ok || s == "unassigned" || s == "dma") {
		return arch.SP, nil
	}
	if !ok {
		return 0, r.errf(n, path, "missing \"engine\"")
	}
	e, found := arch.EngineByName(s)
	if !found {
		return 0, r.errf(n.get("engine"), path+".engine", "engine %q is not one of %s", s, strings.Join(bir.EngineKind.Cases, ", "))
	}
	return e, nil
}

// fields reads the immediates of def from the instruction's members of
// the same names (FieldKindOf says how each is written).
func (r *reader) fields(n *node, path string, def *core.OpDef) ([]core.NamedAttr, error) {
	var attrs []core.NamedAttr
	for i := range def.Attrs {
		ad := &def.Attrs[i]
		if skipField(def.Name, ad.Name) {
			continue
		}
		kind, enum := bir.FieldKindOf(ad)
		m := n.get(ad.Name)
		p := path + "." + ad.Name
		if m == nil || m.kind == kNull {
			if ad.Default == nil && !ad.Optional && kind != bir.FieldOther {
				return nil, r.errf(n, path, "%s needs %q", def.Name, ad.Name)
			}
			continue
		}
		var a core.Attribute
		switch kind {
		case bir.FieldFlag:
			if m.kind != kBool {
				return nil, r.errf(m, p, "expected a boolean, found %s", m.kind)
			}
			if m.b {
				a = core.Unit(r.ctx)
			}
		case bir.FieldEnum:
			if m.kind != kString {
				return nil, r.errf(m, p, "expected a string, found %s", m.kind)
			}
			v, ok := enum.Lookup(m.str)
			if !ok {
				return nil, r.errf(m, p, "%q is not one of the %s values: %s", m.str, enum.Name, strings.Join(enum.Cases, ", "))
			}
			a = bir.Enum(r.ctx, enum, v)
		case bir.FieldF32:
			f, err := r.f32(m, p)
			if err != nil {
				return nil, err
			}
			a = bir.F32Attr(r.ctx, f)
		case bir.FieldI64:
			v, err := r.integer(m, p)
			if err != nil {
				return nil, err
			}
			a = bir.I64Attr(r.ctx, v)
		case bir.FieldI64List:
			vs, err := r.ints(m, p)
			if err != nil {
				return nil, err
			}
			a = ods.DenseI64Array(r.ctx, vs)
		case bir.FieldPairs:
			ps, err := r.pairs(m, p, true)
			if err != nil {
				return nil, err
			}
			a = bir.PairsAttr(r.ctx, ps)
		default:
			if ad.Constraint.Summary == ods.StrAttr.Summary {
				if m.kind != kString {
					return nil, r.errf(m, p, "expected a string, found %s", m.kind)
				}
				a = core.String(r.ctx, m.str)
			}
		}
		if a != nil {
			attrs = append(attrs, core.NamedAttr{Name: ad.Name, Value: a})
		}
	}
	return attrs, nil
}

// f32 reads a number, or "inf", "-inf" or "nan", as a float32.
func (r *reader) f32(m *node, path string) (float32, error) {
	switch m.kind {
	case kString:
		switch m.str {
		case "inf":
			return float32(math.Inf(1)), nil
		case "-inf":
			return float32(math.Inf(-1)), nil
		case "nan":
			return float32(math.NaN()), nil
		}
	case kNumber:
		v, err := strconv.ParseFloat(string(m.num), 32)
		if err == nil {
			return float32(v), nil
		}
		return 0, r.errf(m, path, "%s is not a 32-bit float", m.num)
	}
	return 0, r.errf(m, path, "expected a number, found %s", m.kind)
}

// pairs reads [[step, num], ...], or with objects set also KLR's APPair
// objects [{"step": s, "num": n}, ...].
func (r *reader) pairs(m *node, path string, objects bool) ([][2]int64, error) {
	if m.kind != kArray {
		return nil, r.errf(m, path, "expected an array of [step, num] pairs, found %s", m.kind)
	}
	ps := make([][2]int64, len(m.elems))
	for i, e := range m.elems {
		p := fmt.Sprintf("%s[%d]", path, i)
		switch {
		case e.kind == kArray && len(e.elems) == 2:
			for k := range 2 {
				v, err := r.integer(e.elems[k], fmt.Sprintf("%s[%d]", p, k))
				if err != nil {
					return nil, err
				}
				ps[i][k] = v
			}
		case e.kind == kObject && objects:
			for k, key := range []string{"step", "num"} {
				v, err := r.optInt(e, p, key, 1)
				if err != nil {
					return nil, err
				}
				ps[i][k] = v
			}
		default:
			return nil, r.errf(e, p, "expected a [step, num] pair")
		}
	}
	return ps, nil
}

// apList reads the access patterns of ins or outs.
func (r *reader) apList(n *node, path, key string, sc *scope) ([]bir.AP, error) {
	elems, p, err := r.array(n, path, key, false)
	if err != nil {
		return nil, err
	}
	aps := make([]bir.AP, len(elems))
	for i, e := range elems {
		if aps[i], err = r.ap(e, fmt.Sprintf("%s[%d]", p, i), sc); err != nil {
			return nil, err
		}
	}
	return aps, nil
}

// ap reads a physical_ap or symbolic_ap argument.
func (r *reader) ap(n *node, path string, sc *scope) (bir.AP, error) {
	var ap bir.AP
	if n.kind != kObject {
		return ap, r.errf(n, path, "expected an access pattern object, found %s", n.kind)
	}
	kind, err := r.str(n, path, "kind")
	if err != nil {
		return ap, err
	}
	if kind != "physical_ap" && kind != "symbolic_ap" {
		return ap, r.errf(n.get("kind"), path+".kind", "bir reads physical_ap and symbolic_ap access patterns here, not %q", kind)
	}
	ref, ok, err := r.optStr(n, path, "memref")
	if err != nil {
		return ap, err
	}
	refNode, refPath := n.get("memref"), path+".memref"
	if !ok {
		if ref, err = r.str(n, path, "memsetref"); err != nil {
			return ap, err
		}
		refNode, refPath = n.get("memsetref"), path+".memsetref"
	}
	if ap.Alloc = sc.allocs[ref]; ap.Alloc == nil {
		return ap, r.errf(refNode, refPath, "no allocation %q in this function", ref)
	}
	d, err := r.str(n, path, "dtype")
	if err != nil {
		return ap, err
	}
	if ap.DType, ok = dtypeOfJSON(d); !ok {
		return ap, r.errf(n.get("dtype"), path+".dtype", "unknown dtype %q", d)
	}
	pn, ppath, err := r.member(n, path, "ap", kArray, true)
	if err != nil {
		return ap, err
	}
	if ap.Pairs, err = r.pairs(pn, ppath, false); err != nil {
		return ap, err
	}
	if ap.Memory().OnChip() {
		if len(ap.Pairs) == 0 {
			return ap, r.errf(pn, ppath, "an access to %s starts with its partition pair [1, partitions]", ap.Memory())
		}
		num := ap.Pairs[0][1]
		if num < 1 || num > math.MaxInt32 {
			return ap, r.errf(pn.elems[0], ppath+"[0]", "partition count %d is outside [1, 2^31)", num)
		}
		ap.NumPartitions, ap.Pairs = int(num), ap.Pairs[1:]
		start, err := r.optInt(n, path, "start_partition", 0)
		if err != nil {
			return ap, err
		}
		if start < 0 || start > math.MaxInt32 {
			return ap, r.errf(n.get("start_partition"), path+".start_partition", "start partition %d is outside [0, 2^31)", start)
		}
		ap.StartPartition = int(start)
	}
	if kind == "physical_ap" {
		ap.Offset, err = r.optInt(n, path, "offset", 0)
		return ap, err
	}
	addrs, apath, err := r.array(n, path, "addrs", true)
	if err != nil {
		return ap, err
	}
	if len(addrs) != 1 || addrs[0].kind != kObject {
		return ap, r.errf(n.get("addrs"), apath, "bir reads one quasi-affine address expression in addrs")
	}
	q, qpath := addrs[0], apath+"[0]"
	if ap.Offset, err = r.optInt(q, qpath, "c", 0); err != nil {
		return ap, err
	}
	terms, tpath, err := r.array(q, qpath, "terms", false)
	if err != nil {
		return ap, err
	}
	for i, t := range terms {
		p := fmt.Sprintf("%s[%d]", tpath, i)
		if t.kind != kObject {
			return ap, r.errf(t, p, "expected a term object, found %s", t.kind)
		}
		c, err := r.optInt(t, p, "coeff", 1)
		if err != nil {
			return ap, err
		}
		v, err := r.termVar(t, p, sc)
		if err != nil {
			return ap, err
		}
		ap.Terms = append(ap.Terms, bir.Term{Coeff: c, Var: v})
	}
	return ap, nil
}

// termVar resolves a term's "axis" (the innermost enclosing loop of that
// name) or "reg" (a register).
func (r *reader) termVar(t *node, path string, sc *scope) (core.Value, error) {
	if axis, ok, err := r.optStr(t, path, "axis"); err != nil || ok {
		if err != nil {
			return nil, err
		}
		for i := len(sc.loops) - 1; i >= 0; i-- {
			if sc.loops[i].name == axis {
				return sc.loops[i].v, nil
			}
		}
		return nil, r.errf(t.get("axis"), path+".axis", "no enclosing loop %q", axis)
	}
	reg, ok, err := r.optStr(t, path, "reg")
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, r.errf(t, path, "a term names a loop \"axis\" or a register \"reg\"")
	}
	if v := sc.regs[reg]; v != nil {
		return v, nil
	}
	return nil, r.errf(t.get("reg"), path+".reg", "no register %q defined before", reg)
}

// register reads RegisterMove (a load from memory) and RegisterAlu.
func (r *reader) register(n *node, path, opcode string, sc *scope) error {
	ins, ipath, err := r.array(n, path, "ins", true)
	if err != nil {
		return err
	}
	outs, opath, err := r.array(n, path, "outs", true)
	if err != nil {
		return err
	}
	if len(outs) != 1 || outs[0].kind != kObject {
		return r.errf(n.get("outs"), opath, "%s writes one register_access", opcode)
	}
	dst, err := r.str(outs[0], opath+"[0]", "regref")
	if err != nil {
		return err
	}
	var v core.Value
	if opcode == "RegisterMove" {
		if len(ins) != 1 {
			return r.errf(n.get("ins"), ipath, "RegisterMove reads one access pattern")
		}
		ap, err := r.ap(ins[0], ipath+"[0]", sc)
		if err != nil {
			return err
		}
		v = r.b.RegisterLoad(ap)
	} else {
		opName, err := r.str(n, path, "op")
		if err != nil {
			return err
		}
		op, ok := bir.AluKind.Lookup(opName)
		if !ok {
			return r.errf(n.get("op"), path+".op", "%q is not an AluOp", opName)
		}
		lhs, rhs, imm, err := r.regOperands(n, ins, ipath, sc)
		if err != nil {
			return err
		}
		if rhs != nil {
			v = r.b.RegisterAlu(bir.AluOp(op), lhs, rhs)
		} else {
			v = r.b.RegisterAluImm(bir.AluOp(op), lhs, imm)
		}
	}
	sc.regs[dst] = v
	return nil
}

// regOperands reads [register_access, register_access | imm_value].
func (r *reader) regOperands(n *node, ins []*node, path string, sc *scope) (lhs, rhs core.Value, imm int64, err error) {
	if len(ins) != 2 {
		return nil, nil, 0, r.errf(n.get("ins"), path, "takes two operands: a register and a register or an immediate")
	}
	for i, a := range ins {
		p := fmt.Sprintf("%s[%d]", path, i)
		if a.kind != kObject {
			return nil, nil, 0, r.errf(a, p, "expected an argument object, found %s", a.kind)
		}
		kind, err := r.str(a, p, "kind")
		if err != nil {
			return nil, nil, 0, err
		}
		switch {
		case kind == "register_access":
			name, err := r.str(a, p, "regref")
			if err != nil {
				return nil, nil, 0, err
			}
			v := sc.regs[name]
			if v == nil {
				return nil, nil, 0, r.errf(a.get("regref"), p+".regref", "no register %q defined before", name)
			}
			if i == 0 {
				lhs = v
			} else {
				rhs = v
			}
		case kind == "imm_value" && i == 1:
			m, mp, err := r.member(a, p, "value", kNumber, true)
			if err != nil {
				return nil, nil, 0, err
			}
			if imm, err = r.integer(m, mp); err != nil {
				return nil, nil, 0, err
			}
		default:
			return nil, nil, 0, r.errf(a.get("kind"), p+".kind", "expected a register_access%s, found %q",
				map[bool]string{true: " or imm_value", false: ""}[i == 1], kind)
		}
	}
	return lhs, rhs, imm, nil
}

// control reads Return, UnconditionalBranch and CompareAndBranch.
func (r *reader) control(n *node, path, opcode string, sc *scope) error {
	block := func(key string) (*core.Block, error) {
		name, err := r.str(n, path, key)
		if err != nil {
			return nil, err
		}
		if b := sc.blocks[name]; b != nil {
			return b, nil
		}
		return nil, r.errf(n.get(key), path+"."+key, "no block %q in this function", name)
	}
	switch opcode {
	case "Return":
		r.b.Return()
	case "UnconditionalBranch":
		dest, err := block("target")
		if err != nil {
			return err
		}
		r.b.Branch(dest)
	default:
		cmp, err := r.str(n, path, "comp_op")
		if err != nil {
			return err
		}
		base, suffix := cmp, ""
		if len(cmp) > 3 {
			base, suffix = cmp[:len(cmp)-3], cmp[len(cmp)-3:]
		}
		c, ok := bir.CompareKind.Lookup(base)
		if !ok || (suffix != "IMM" && suffix != "REG") {
			return r.errf(n.get("comp_op"), path+".comp_op", "unsupported comparison %q", cmp)
		}
		ins, ipath, err := r.array(n, path, "ins", true)
		if err != nil {
			return err
		}
		lhs, rhs, imm, err := r.regOperands(n, ins, ipath, sc)
		if err != nil {
			return err
		}
		if (rhs != nil) != (suffix == "REG") {
			return r.errf(n.get("comp_op"), path+".comp_op", "%s compares with %s, but ins[1] is not one",
				cmp, map[bool]string{true: "a register", false: "an immediate"}[suffix == "REG"])
		}
		onTrue, err := block("on_true")
		if err != nil {
			return err
		}
		onFalse, err := block("on_false")
		if err != nil {
			return err
		}
		if rhs != nil {
			r.b.CompareAndBranch(bir.Compare(c), lhs, rhs, onTrue, onFalse)
		} else {
			r.b.CompareImmAndBranch(bir.Compare(c), lhs, imm, onTrue, onFalse)
		}
	}
	return nil
}
