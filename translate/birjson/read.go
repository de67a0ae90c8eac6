package birjson

import (
	"encoding/hex"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/dialects/builtin"
)

// Read parses BIR JSON into a new builtin.module of ctx (which must have
// the builtin and bir dialects loaded): one bir.func per function. file
// names the input in errors and locations; each op's location is its JSON
// object's line and column, so the verifier's messages point into the
// JSON. The module is not verified. Problems are returned as *Error.
func Read(ctx *core.Context, file string, data []byte) (*core.Operation, error) {
	root, err := parseTree(file, data)
	if err != nil {
		return nil, err
	}
	r := &reader{ctx: ctx, file: file, data: data}
	r.lines = append(r.lines, 0)
	for i, c := range data {
		if c == '\n' {
			r.lines = append(r.lines, int64(i+1))
		}
	}
	return r.module(root)
}

type reader struct {
	ctx   *core.Context
	file  string
	data  []byte
	lines []int64 // byte offset of each line's start
	b     *bir.Builder
}

// errf returns an error about value n at path.
func (r *reader) errf(n *node, path, format string, args ...any) error {
	line, col := r.lineCol(n.off)
	return &Error{File: r.file, Offset: n.off, Line: line, Col: col, Path: path, Msg: fmt.Sprintf(format, args...)}
}

func (r *reader) lineCol(off int64) (int, int) {
	i := sort.Search(len(r.lines), func(i int) bool { return r.lines[i] > off }) - 1
	return i + 1, int(off-r.lines[i]) + 1
}

func (r *reader) loc(n *node) core.Location {
	line, col := r.lineCol(n.off)
	return core.FileLineCol(r.ctx, r.file, line, col)
}

// Typed access to members. Each returns an error at the member, or at the
// object when a required member is missing.

func (r *reader) member(n *node, path, key string, kind nodeKind, required bool) (*node, string, error) {
	p := path + "." + key
	m := n.get(key)
	if m == nil || m.kind == kNull && !required {
		if required {
			return nil, p, r.errf(n, path, "missing %q", key)
		}
		return nil, p, nil
	}
	if m.kind != kind {
		return nil, p, r.errf(m, p, "expected %s, found %s", kind, m.kind)
	}
	return m, p, nil
}

func (r *reader) str(n *node, path, key string) (string, error) {
	m, _, err := r.member(n, path, key, kString, true)
	if err != nil {
		return "", err
	}
	return m.str, nil
}

func (r *reader) optStr(n *node, path, key string) (string, bool, error) {
	m, _, err := r.member(n, path, key, kString, false)
	if err != nil || m == nil {
		return "", false, err
	}
	return m.str, true, nil
}

// integer reads n as an int64.
func (r *reader) integer(n *node, path string) (int64, error) {
	if n.kind != kNumber {
		return 0, r.errf(n, path, "expected an integer, found %s", n.kind)
	}
	v, err := strconv.ParseInt(string(n.num), 10, 64)
	if err != nil {
		return 0, r.errf(n, path, "expected an integer that fits in 64 bits, found %s", n.num)
	}
	return v, nil
}

func (r *reader) optInt(n *node, path, key string, def int64) (int64, error) {
	m, p, err := r.member(n, path, key, kNumber, false)
	if err != nil || m == nil {
		return def, err
	}
	return r.integer(m, p)
}

// small reads an int64 that must be in [lo, hi].
func (r *reader) small(n *node, path string, lo, hi int64) (int64, error) {
	v, err := r.integer(n, path)
	if err == nil && (v < lo || v > hi) {
		err = r.errf(n, path, "%d is outside [%d, %d]", v, lo, hi)
	}
	return v, err
}

func (r *reader) array(n *node, path, key string, required bool) ([]*node, string, error) {
	m, p, err := r.member(n, path, key, kArray, required)
	if err != nil || m == nil {
		return nil, p, err
	}
	return m.elems, p, nil
}

func (r *reader) ints(n *node, path string) ([]int64, error) {
	if n.kind != kArray {
		return nil, r.errf(n, path, "expected an array of integers, found %s", n.kind)
	}
	out := make([]int64, len(n.elems))
	for i, e := range n.elems {
		v, err := r.integer(e, fmt.Sprintf("%s[%d]", path, i))
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// module reads the top level: {attributes, functions, arch, version}.
func (r *reader) module(root *node) (*core.Operation, error) {
	if root.kind != kObject {
		return nil, r.errf(root, "$", "expected a BIR object, found %s", root.kind)
	}
	m := builtin.NewModule(r.ctx, r.loc(root))
	if arch, ok, err := r.optStr(root, "$", "arch"); err != nil {
		return nil, err
	} else if ok {
		name, err := r.target(root.get("arch"), "$.arch", arch)
		if err != nil {
			return nil, err
		}
		m.SetAttr(bir.TargetAttrName, core.String(r.ctx, name))
	}
	fns, path, err := r.array(root, "$", "functions", true)
	if err != nil {
		return nil, err
	}
	r.b = bir.NewBuilder(core.NewBuilder(r.ctx))
	for i, f := range fns {
		r.b.SetInsertionPointToEnd(builtin.Body(m))
		if err := r.function(f, fmt.Sprintf("%s[%d]", path, i)); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// archNames maps BIR's arch names to targets by NeuronCore generation.
var archNames = map[string]string{"gen2": "trn1", "gen3": "trn2", "gen4": "trn3"}

func (r *reader) target(n *node, path, name string) (string, error) {
	if t, ok := archNames[name]; ok {
		return t, nil
	}
	if _, err := arch.Lookup(name); err != nil {
		return "", r.errf(n, path, "%v (or gen2, gen3, gen4)", err)
	}
	return name, nil
}

// scope is what a function's instructions refer to by name.
type scope struct {
	allocs map[string]core.Value // by memory location and allocation name
	regs   map[string]core.Value
	loops  []loopVar // enclosing loops, innermost last
	blocks map[string]*core.Block
}

type loopVar struct {
	name string
	v    core.Value
}

func (r *reader) function(f *node, path string) error {
	if f.kind != kObject {
		return r.errf(f, path, "expected a function object, found %s", f.kind)
	}
	name, err := r.str(f, path, "name")
	if err != nil {
		return err
	}
	target, hasTarget, err := r.optStr(f, path, "target")
	if err != nil {
		return err
	}
	if hasTarget {
		if target, err = r.target(f.get("target"), path+".target", target); err != nil {
			return err
		}
	}
	r.b.Loc = r.loc(f)
	r.b.Func(name, target)
	entry := r.b.InsertionBlock()
	sc := &scope{allocs: map[string]core.Value{}, regs: map[string]core.Value{}, blocks: map[string]*core.Block{}}
	allocs, apath, err := r.array(f, path, "allocations", false)
	if err != nil {
		return err
	}
	for i, a := range allocs {
		if err := r.alloc(a, fmt.Sprintf("%s[%d]", apath, i), sc); err != nil {
			return err
		}
	}
	blocks, bpath, err := r.array(f, path, "blocks", true)
	if err != nil {
		return err
	}
	if len(blocks) == 0 {
		return r.errf(f.get("blocks"), bpath, "a function needs at least one block")
	}
	made := make([]*core.Block, len(blocks))
	for i, b := range blocks {
		p := fmt.Sprintf("%s[%d]", bpath, i)
		if b.kind != kObject {
			return r.errf(b, p, "expected a block object, found %s", b.kind)
		}
		bn, err := r.str(b, p, "name")
		if err != nil {
			return err
		}
		if sc.blocks[bn] != nil {
			return r.errf(b.get("name"), p+".name", "block %q is already defined", bn)
		}
		made[i] = entry
		if i > 0 {
			made[i] = r.b.NewBlock()
		}
		sc.blocks[bn] = made[i]
	}
	for i, b := range blocks {
		p := fmt.Sprintf("%s[%d]", bpath, i)
		r.b.SetInsertionPointToEnd(made[i])
		insts, ipath, err := r.array(b, p, "instructions", false)
		if err != nil {
			return err
		}
		if err := r.insts(insts, ipath, sc, true); err != nil {
			return err
		}
		// BIR blocks may fall through to the next one; bir's end in a
		// terminator.
		if last := made[i].Last(); last == nil || !last.HasTrait(core.Terminator) {
			r.b.Loc = r.loc(b)
			if i+1 < len(made) {
				r.b.Branch(made[i+1])
			} else {
				r.b.Return()
			}
		}
	}
	return nil
}

// alloc reads an allocation with its one memory location.
func (r *reader) alloc(a *node, path string, sc *scope) error {
	if a.kind != kObject {
		return r.errf(a, path, "expected an allocation object, found %s", a.kind)
	}
	kindName, err := r.str(a, path, "kind")
	if err != nil {
		return err
	}
	kind, ok := bir.TensorKindKind.Lookup(kindName)
	if !ok {
		return r.errf(a.get("kind"), path+".kind", "unsupported tensor kind %q (bir has %s)", kindName,
			strings.Join(bir.TensorKindKind.Cases, ", "))
	}
	locs, lpath, err := r.array(a, path, "memorylocations", true)
	if err != nil {
		return err
	}
	if len(locs) != 1 {
		return r.errf(a.get("memorylocations"), lpath, "bir reads allocations of one memory location, not %d", len(locs))
	}
	loc, lp := locs[0], lpath+"[0]"
	if loc.kind != kObject {
		return r.errf(loc, lp, "expected a memory location object, found %s", loc.kind)
	}
	name, err := r.str(loc, lp, "name")
	if err != nil {
		return err
	}
	typ, err := r.str(loc, lp, "type")
	if err != nil {
		return err
	}
	spec := bir.AllocSpec{Name: name, Kind: bir.TensorKind(kind)}
	switch typ {
	case "Input", "Output", "DRAM":
		spec.Memory = bir.DRAM
	case "SB":
		spec.Memory = bir.SB
	case "PSUM":
		spec.Memory = bir.PSUM
	default:
		return r.errf(loc.get("type"), lp+".type", "unsupported memory type %q (bir has DRAM, Input, Output, SB, PSUM)", typ)
	}
	dimsNode, dpath, err := r.member(loc, lp, "dims", kArray, true)
	if err != nil {
		return err
	}
	dims, err := r.ints(dimsNode, dpath)
	if err != nil {
		return err
	}
	if len(dims) != 2 {
		return r.errf(dimsNode, dpath, "dims must be [partitions, bytes per partition]")
	}
	spec.Partitions, spec.Bytes = dims[0], dims[1]
	if spec.Memory == bir.DRAM && dims[0] > 1 && dims[1] > 0 {
		// KLR sizes a DRAM tensor as [partitions, bytes per partition];
		// bir's DRAM is one flat partition.
		if dims[0] > math.MaxInt64/dims[1] {
			return r.errf(dimsNode, dpath, "dims %v overflow", dims)
		}
		spec.Partitions, spec.Bytes = 1, dims[0]*dims[1]
	}
	spec.Index = -1
	if n := a.get("index"); n != nil {
		i, err := r.small(n, path+".index", 0, math.MaxInt32)
		if err != nil {
			return err
		}
		spec.Index = int(i)
	} else if spec.Kind == bir.Input || spec.Kind == bir.Output {
		spec.Index = r.countKind(sc, spec.Kind)
	}
	shape, tt, err := r.tensorType(a, path)
	if err != nil {
		return err
	}
	if spec.Kind == bir.Const {
		hexNode, hp, err := r.member(a, path, "init_hex", kString, true)
		if err != nil {
			return err
		}
		if tt == nil {
			return r.errf(a, path, "a Const allocation needs its tensor_shape and dtype")
		}
		raw, err := hex.DecodeString(hexNode.str)
		if err != nil {
			return r.errf(hexNode, hp, "init_hex is not hexadecimal: %v", err)
		}
		if want := core.NumElements(shape) * int64(core.ElementBytes(tt.Elem)); int64(len(raw)) != want {
			return r.errf(hexNode, hp, "init_hex holds %d bytes but the tensor takes %d", len(raw), want)
		}
		spec.Value = core.Dense(r.ctx, tt, raw)
	} else {
		spec.Tensor = tt
	}
	r.b.Loc = r.loc(a)
	v := r.b.Alloc(spec)
	sc.allocs[name] = v
	if set, ok, _ := r.optStr(a, path, "name"); ok && sc.allocs[set] == nil {
		sc.allocs[set] = v
	}
	return nil
}

// countKind numbers Input and Output allocations without an index by
// their order.
func (r *reader) countKind(sc *scope, k bir.TensorKind) int {
	n := 0
	seen := map[core.Value]bool{}
	for _, v := range sc.allocs {
		if seen[v] {
			continue
		}
		seen[v] = true
		if bir.AllocInfoOf(core.DefiningOp(v)).Kind == k {
			n++
		}
	}
	return n
}

// tensorType reads an allocation's tensor_shape and dtype (nil when the
// dtype is absent).
func (r *reader) tensorType(a *node, path string) ([]int64, *core.TensorType, error) {
	d, ok, err := r.optStr(a, path, "dtype")
	if err != nil || !ok {
		return nil, nil, err
	}
	dt, known := dtypeOfJSON(d)
	if !known {
		return nil, nil, r.errf(a.get("dtype"), path+".dtype", "unknown dtype %q", d)
	}
	var shape []int64
	if n := a.get("tensor_shape"); n != nil {
		if shape, err = r.ints(n, path+".tensor_shape"); err != nil {
			return nil, nil, err
		}
		for i, s := range shape {
			if s < 0 || s > math.MaxInt32 {
				return nil, nil, r.errf(n.elems[i], fmt.Sprintf("%s.tensor_shape[%d]", path, i), "dimension %d is outside [0, 2^31)", s)
			}
		}
		if core.NumElements(shape) > 1<<40 {
			return nil, nil, r.errf(n, path+".tensor_shape", "the tensor is too large")
		}
	}
	return shape, core.RankedTensor(r.ctx, shape, bir.TypeOf(r.ctx, dt), nil), nil
}

// insts reads instructions into the insertion block. Terminators may end
// a function block (atTop), never a loop body.
func (r *reader) insts(insts []*node, path string, sc *scope, atTop bool) error {
	for i, n := range insts {
		p := fmt.Sprintf("%s[%d]", path, i)
		if blk := r.b.InsertionBlock(); blk.Last() != nil && blk.Last().HasTrait(core.Terminator) &&
			blk.Last().Name() != bir.LoopEnd.Name {
			return r.errf(n, p, "instruction after the block's terminator")
		}
		if n.kind != kObject {
			return r.errf(n, p, "expected an instruction object, found %s", n.kind)
		}
		opcode, err := r.str(n, p, "opcode")
		if err != nil {
			return err
		}
		r.b.Loc = r.loc(n)
		switch opcode {
		case "Loop":
			err = r.loop(n, p, sc)
		case "Return", "UnconditionalBranch", "CompareAndBranch":
			if !atTop {
				return r.errf(n, p, "%s cannot be in a loop body", opcode)
			}
			err = r.control(n, p, opcode, sc)
		case "RegisterMove", "RegisterAlu":
			err = r.register(n, p, opcode, sc)
		default:
			err = r.inst(n, p, opcode, sc)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (r *reader) loop(n *node, path string, sc *scope) error {
	ax, apath, err := r.member(n, path, "LoopAxis", kObject, true)
	if err != nil {
		return err
	}
	name, err := r.str(ax, apath, "name")
	if err != nil {
		return err
	}
	var bounds [3]int64
	for i, k := range []string{"lb", "ub", "stride"} {
		if bounds[i], err = r.optInt(ax, apath, k, 0); err != nil {
			return err
		}
	}
	blocks, bpath, err := r.array(n, path, "blocks", false)
	if err != nil {
		return err
	}
	r.b.Loop(name, bounds[0], bounds[1], bounds[2], func(iv core.Value) {
		sc.loops = append(sc.loops, loopVar{name, iv})
		defer func() { sc.loops = sc.loops[:len(sc.loops)-1] }()
		// A loop's blocks run in order: bir's body is their instructions.
		for i, b := range blocks {
			p := fmt.Sprintf("%s[%d]", bpath, i)
			if b.kind != kObject {
				err = r.errf(b, p, "expected a block object, found %s", b.kind)
				return
			}
			insts, ipath, e := r.array(b, p, "instructions", false)
			if e == nil {
				e = r.insts(insts, ipath, sc, false)
			}
			if e != nil {
				err = e
				return
			}
		}
	})
	return err
}
