package bir

import (
	"fmt"
	"math"
	"strings"

	"ncc/arch"
	"ncc/core"
	"ncc/numerics"
)

// The verifier checks bir against the function's arch.Target (TargetOf):
// each instruction on one of its engines, its access patterns well formed
// and inside their allocations, the compute engines' access rules (start
// partition, free size, dimensions, dtypes), and each opcode's operand
// shapes (verify_ops.go). Messages name the access pattern they are about
// as ins[i] or outs[i].

// TargetOf returns the target op's function is for: the enclosing
// bir.func's target attribute, else the nearest enclosing op's bir.target
// attribute (the module's), else arch.Default.
func TargetOf(op *core.Operation) (*arch.Target, error) {
	for p := op; p != nil; p = p.ParentOp() {
		if p.Name() == opFunc {
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

// instVerifier holds what the checks of one instruction share.
type instVerifier struct {
	op        *core.Operation
	t         *arch.Target
	engine    arch.Engine
	ins, outs []AP
}

func (v *instVerifier) errorf(format string, args ...any) error {
	return v.op.Errorf(format, args...)
}

// verifyInst is the Verify hook of every instruction.
func verifyInst(op *core.Operation) error {
	v := &instVerifier{op: op}
	var err error
	if v.ins, err = slotAPs(op, "ins"); err != nil {
		return op.Errorf("%v", err)
	}
	if v.outs, err = slotAPs(op, "outs"); err != nil {
		return op.Errorf("%v", err)
	}
	if v.t, v.engine, err = targetAndEngine(op); err != nil {
		return err
	}
	compute := op.Name() != opDMA
	for i, ap := range v.ins {
		if err := v.checkAP(ap, fmt.Sprintf("ins[%d]", i), compute); err != nil {
			return err
		}
	}
	for i, ap := range v.outs {
		if err := v.checkAP(ap, fmt.Sprintf("outs[%d]", i), compute); err != nil {
			return err
		}
	}
	if check := instChecks[op.Name()]; check != nil {
		return check(v)
	}
	return nil
}

// targetAndEngine finds op's target and checks that its engine may run it.
func targetAndEngine(op *core.Operation) (*arch.Target, arch.Engine, error) {
	if !inFunc(op) {
		return nil, 0, op.Errorf("must be inside a bir.func")
	}
	t, err := TargetOf(op)
	if err != nil {
		return nil, 0, op.Errorf("%v", err)
	}
	e := Engine(op)
	allowed := engines[op.Name()]
	for _, a := range allowed {
		if a == e {
			return t, e, nil
		}
	}
	names := make([]string, len(allowed))
	for i, a := range allowed {
		names[i] = a.String()
	}
	return nil, 0, op.Errorf("runs on %s, not on %s", strings.Join(names, " or "), e)
}

// inFunc reports whether op is nested in a bir.func.
func inFunc(op *core.Operation) bool {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == opFunc {
			return true
		}
	}
	return false
}

// checkAP checks one access pattern: its values, its shape against its
// allocation and, for compute instructions, the engines' access rules.
func (v *instVerifier) checkAP(ap AP, role string, compute bool) error {
	alloc := ap.AllocOp()
	if alloc == nil {
		return v.errorf("%s: %s is not an allocation defined by bir.alloc", role, valueDesc(ap.Alloc))
	}
	for k, term := range ap.Terms {
		if !isIndex(term.Var.Type()) {
			return v.errorf("%s: term %d: the value is not an index", role, k)
		}
		if _, _, ok := loopRange(term.Var); !ok && !isRegister(term.Var) {
			return v.errorf("%s: term %d: the value must be a bir.loop induction variable or a register", role, k)
		}
	}
	info := AllocInfoOf(alloc)
	name := fmt.Sprintf("%s: %q (%s)", role, info.Name, info.Memory)
	if info.Memory.OnChip() && !ap.OnChip() {
		return v.errorf("%s: an access to %s needs a partition range [start:count]", name, info.Memory)
	}
	if !info.Memory.OnChip() && ap.OnChip() {
		return v.errorf("%s: a DRAM access has no partition range; its first pair steps between rows", name)
	}
	for k, p := range ap.Pairs {
		if p[1] < 1 {
			return v.errorf("%s: pair %d [%d, %d] must have a count of at least 1", name, k, p[0], p[1])
		}
	}
	if ap.OnChip() && int64(ap.StartPartition)+int64(ap.NumPartitions) > info.Partitions {
		return v.errorf("%s: partitions [%d, %d) outside the allocation's %d partitions", name,
			ap.StartPartition, ap.StartPartition+ap.NumPartitions, info.Partitions)
	}
	lo, hi, known, err := elementRange(ap)
	if err != nil {
		return v.errorf("%s: %v", name, err)
	}
	if known {
		size := int64(ap.DType.Size())
		if lo < 0 {
			return v.errorf("%s: element offset %d is before the start of the allocation", name, lo)
		}
		if hi >= math.MaxInt64/size || (hi+1)*size > info.Bytes {
			return v.errorf("%s: elements up to offset %d (%d bytes of %s) outside the allocation's %d bytes per partition",
				name, hi, satMul(hi+1, size), DTypeName(ap.DType), info.Bytes)
		}
	}
	if !compute {
		return nil
	}
	if !ap.OnChip() {
		return v.errorf("%s: %s accesses SB and PSUM only", name, engineLong(v.engine))
	}
	if v.engine == arch.Pool && info.Memory != SB {
		return v.errorf("%s: %s accesses SB only", name, engineLong(v.engine))
	}
	if err := v.t.CheckPartitions(ap.StartPartition, ap.NumPartitions); err != nil {
		return v.errorf("%s: %v", name, err)
	}
	if len(ap.Pairs) > v.t.MaxAPDims {
		return v.errorf("%s: %d free dimensions, more than the %d an access pattern has on %s",
			name, len(ap.Pairs), v.t.MaxAPDims, v.t.Name)
	}
	if f, max := ap.FreeSize(), int64(v.t.MaxFree(info.Memory.Arch())); f > max {
		return v.errorf("%s: %d elements per partition, more than the %d an instruction accesses in %s on %s",
			name, f, max, info.Memory, v.t.Name)
	}
	if !v.t.Supports(v.engine, ap.DType) {
		return v.errorf("%s: %s does not read or write %s on %s", name, engineLong(v.engine), DTypeName(ap.DType), v.t.Name)
	}
	return nil
}

// engineLong names an engine for messages: "dve (VectorE)".
func engineLong(e arch.Engine) string {
	long := [...]string{"TensorE", "ScalarE", "VectorE", "GpSimd", "the sync engine"}
	if int(e) < len(long) {
		return fmt.Sprintf("%s (%s)", e, long[e])
	}
	return e.String()
}

func valueDesc(v core.Value) string {
	if op := core.DefiningOp(v); op != nil {
		return "the result of " + op.Name()
	}
	return "a block argument"
}

// isRegister reports whether v is a register: the result of
// bir.register_load or bir.register_alu.
func isRegister(v core.Value) bool {
	op := core.DefiningOp(v)
	return op != nil && (op.Name() == opRegisterLoad || op.Name() == opRegisterAlu)
}

// loopRange returns the first and last value of a bir.loop induction
// variable; ok is false for any other value, and for a loop that never
// runs (then first > last).
func loopRange(v core.Value) (first, last int64, ok bool) {
	loop := loopOf(v)
	if loop == nil {
		return 0, 0, false
	}
	lb, _ := I64(loop, "lb")
	ub, _ := I64(loop, "ub")
	st, _ := I64(loop, "stride")
	if st < 1 || ub <= lb {
		return 1, 0, true
	}
	return lb, lb + (ub-1-lb)/st*st, true
}

// loopOf returns the bir.loop whose induction variable v is, or nil.
func loopOf(v core.Value) *core.Operation {
	arg, ok := v.(*core.BlockArg)
	if !ok || arg.Index() != 0 {
		return nil
	}
	loop := arg.Owner().ParentOp()
	if loop == nil || loop.Name() != opLoop {
		return nil
	}
	return loop
}

// elementRange returns the lowest and highest element offset ap touches
// within a row (over every pair, the rows' included, for DRAM), over every
// value of its loop
// variables. known is false when a register term makes it unknowable, or
// when a loop never runs; err reports arithmetic that overflows.
func elementRange(ap AP) (lo, hi int64, known bool, err error) {
	lo, hi = ap.Offset, ap.Offset
	var ok bool
	add := func(a, b int64) {
		if lo, ok = addCheck(lo, a); !ok {
			return
		}
		hi, ok = addCheck(hi, b)
	}
	for _, p := range ap.Pairs {
		ext, o := mulCheck(p[0], p[1]-1)
		if !o {
			return 0, 0, false, fmt.Errorf("the access pattern's extent overflows")
		}
		add(min(0, ext), max(0, ext))
		if !ok {
			return 0, 0, false, fmt.Errorf("the access pattern's extent overflows")
		}
	}
	known = true
	for _, t := range ap.Terms {
		first, last, isLoop := loopRange(t.Var)
		if !isLoop || first > last {
			known = false
			continue
		}
		a, o1 := mulCheck(t.Coeff, first)
		b, o2 := mulCheck(t.Coeff, last)
		if !o1 || !o2 {
			return 0, 0, false, fmt.Errorf("the access pattern's offset overflows")
		}
		add(min(a, b), max(a, b))
		if !ok {
			return 0, 0, false, fmt.Errorf("the access pattern's offset overflows")
		}
	}
	return lo, hi, known, nil
}

func mulCheck(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	c := a * b
	if c/b != a || (a == -1 && b == math.MinInt64) || (b == -1 && a == math.MinInt64) {
		return 0, false
	}
	return c, true
}

func addCheck(a, b int64) (int64, bool) {
	c := a + b
	if (c > a) != (b > 0) {
		return 0, false
	}
	return c, true
}

func satMul(a, b int64) int64 {
	if c, ok := mulCheck(a, b); ok {
		return c
	}
	return math.MaxInt64
}

// AllocInfo is a bir.alloc's attributes as Go values.
type AllocInfo struct {
	Name       string
	Kind       TensorKind
	Memory     Memory
	Partitions int64 // dims[0]
	Bytes      int64 // dims[1], bytes per partition
	// Index is the position among the function's inputs or outputs
	// (Input and Output allocations; -1 otherwise).
	Index int
	// Tensor is the tensor an Input or Output holds, or a Const's type.
	Tensor *core.TensorType
	DType  numerics.DType // Tensor's element type
	// Value is a Const allocation's data.
	Value *core.DenseAttr
}

// AllocInfoOf reads a bir.alloc (zero values for what is missing).
func AllocInfoOf(op *core.Operation) AllocInfo {
	info := AllocInfo{Name: Str(op, "name"), Index: -1}
	k, _ := enumOf(op.Attr("kind"), TensorKindKind)
	m, _ := enumOf(op.Attr("memory"), MemoryKind)
	info.Kind, info.Memory = TensorKind(k), Memory(m)
	if dims := I64List(op, "dims"); len(dims) == 2 {
		info.Partitions, info.Bytes = dims[0], dims[1]
	}
	if i, ok := I64(op, "index"); ok && i >= 0 && i <= math.MaxInt32 {
		info.Index = int(i)
	}
	if t, ok := op.Attr("tensor_type").(*core.TypeAttr); ok {
		info.Tensor, _ = t.Type.(*core.TensorType)
	}
	if d, ok := op.Attr("value").(*core.DenseAttr); ok {
		info.Value = d
		info.Tensor, _ = d.Type.(*core.TensorType)
	}
	if info.Tensor != nil {
		info.DType, _ = DTypeOf(info.Tensor.Elem)
	}
	return info
}
