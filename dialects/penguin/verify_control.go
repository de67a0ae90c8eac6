package penguin

import (
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/ods"
	"ncc/numerics"
)

// CheckTileLimits says why tile type tt does not fit target t, or returns
// nil: at most t.Partitions partitions; a free size within what one
// Vector/Scalar/GpSimd instruction accesses in its memory (MaxFree); a
// partition's bytes within the memory's partition; PSUM tiles of f32 or
// i32, the accumulators' types. The tiling pass asks it before choosing a
// tile; the verifier asks it of every tile an op defines.
func CheckTileLimits(tt *TileType, t *arch.Target) error {
	if p := tt.Partitions(); p > int64(t.Partitions) {
		return fmt.Errorf("has %d partitions; %s has %d", p, t.Name, t.Partitions)
	}
	if f, max := tt.FreeSize(), t.MaxFree(tt.Mem); f > int64(max) {
		return fmt.Errorf("has a free size of %d elements; %s allows %d in %s", f, t.Name, max, tt.Mem)
	}
	limit := t.SBUFPartitionBytes
	if tt.Mem == arch.PSUM {
		limit = t.PSUMPartitionBytes
	}
	if b := tt.PartitionBytes(); b > int64(limit) {
		return fmt.Errorf("needs %d bytes per partition; a %s partition of %s has %d", b, tt.Mem, t.Name, limit)
	}
	if tt.Mem == arch.PSUM {
		if d := tt.DType(); d != numerics.Float32 && d != numerics.Int32 {
			return fmt.Errorf("is a psum tile of %s; psum holds f32 or i32", typeKey(tt.Elem))
		}
	}
	return nil
}

// verifyTiles checks every tile an op defines against its target. Block
// arguments need no check: a loop's are its results' types, a kernel's
// are HBM buffers.
func verifyTiles(op *core.Operation) error {
	var t *arch.Target
	for i := 0; i < op.NumResults(); i++ {
		tt, ok := op.Result(i).Type().(*TileType)
		if !ok {
			continue
		}
		if t == nil {
			t = target(op)
		}
		if err := CheckTileLimits(tt, t); err != nil {
			return op.Errorf("result #%d (%s) %s", i, tt, err)
		}
	}
	return nil
}

// kernelSignature returns a penguin.kernel's function type, or nil.
func kernelSignature(op *core.Operation) *core.FunctionType {
	if t, ok := op.Attr("function_type").(*core.TypeAttr); ok {
		if ft, ok := t.Type.(*core.FunctionType); ok {
			return ft
		}
	}
	return nil
}

func symName(op *core.Operation) string {
	s, _ := op.Attr("sym_name").(*core.StringAttr)
	if s == nil {
		return ""
	}
	return s.Value
}

func verifyKernel(op *core.Operation) error {
	if _, err := TargetOf(op); err != nil {
		return op.Errorf("%s", err)
	}
	ft := kernelSignature(op)
	if ft == nil {
		return nil // the attribute constraint reports it
	}
	for i, t := range ft.Inputs {
		if !isHBM(t) {
			return op.Errorf("argument #%d must be a penguin HBM buffer, got %s", i, core.TypeString(t))
		}
	}
	for i, t := range ft.Results {
		if !isHBM(t) {
			return op.Errorf("result #%d must be a penguin HBM buffer, got %s", i, core.TypeString(t))
		}
	}
	body := op.Region(0)
	if body.Empty() {
		return op.Errorf("needs a body")
	}
	entry := body.First()
	if entry.NumArgs() != len(ft.Inputs) {
		return op.Errorf("entry block has %d arguments; the signature has %d", entry.NumArgs(), len(ft.Inputs))
	}
	for i, t := range ft.Inputs {
		if at := entry.Arg(i).Type(); at != t {
			return op.Errorf("entry block argument #%d is %s; the signature says %s", i, core.TypeString(at), core.TypeString(t))
		}
	}
	return nil
}

func verifyReturn(op *core.Operation) error {
	k := op.ParentOp()
	if k == nil || k.Name() != opKernel {
		return nil // HasParent reports it
	}
	ft := kernelSignature(k)
	if ft == nil {
		return nil
	}
	if op.NumOperands() != len(ft.Results) {
		return op.Errorf("returns %d values; kernel @%s returns %d", op.NumOperands(), symName(k), len(ft.Results))
	}
	for i, t := range ft.Results {
		if ot := op.Operand(i).Type(); ot != t {
			return op.Errorf("returns %s as result #%d; kernel @%s returns %s", core.TypeString(ot), i, symName(k), core.TypeString(t))
		}
	}
	return nil
}

func verifyHBMAlloc(op *core.Operation) error {
	a := op.Attr("value")
	if a == nil {
		return nil
	}
	ht, ok := op.Result(0).Type().(*HBMType)
	if !ok {
		return nil
	}
	ea, ok := a.(core.ElementsAttr)
	if !ok {
		return op.Errorf("value must be a dense elements attribute, got %s", core.AttrString(a))
	}
	st, ok := ea.AttrType().(core.ShapedType)
	if !ok || !sameDims(st.Shape(), ht.Dims) || st.ElementType() != ht.Elem {
		return op.Errorf("value has type %s; the buffer needs tensor<%s>", core.TypeString(ea.AttrType()), shapeString(ht.Dims, ht.Elem))
	}
	return nil
}

// verifyView checks that a view keeps the element type and count.
func verifyView(op *core.Operation) error {
	from, ok1 := op.Operand(0).Type().(*HBMType)
	to, ok2 := op.Result(0).Type().(*HBMType)
	if !ok1 || !ok2 {
		return nil
	}
	if from.Elem != to.Elem || numElements(from.Dims) != numElements(to.Dims) {
		return op.Errorf("views %s as %s; a view keeps the element type and count", core.TypeString(from), core.TypeString(to))
	}
	return nil
}

func numElements(dims []int64) int64 {
	n := int64(1)
	for _, d := range dims {
		n *= d
	}
	return n
}

// forBounds reads a penguin.for's lb, ub and step (0 when absent).
func forBounds(op *core.Operation) (lb, ub, step int64) {
	get := func(n string) int64 {
		if a, ok := op.Attr(n).(*core.IntegerAttr); ok {
			return a.Val
		}
		return 0
	}
	return get("lb"), get("ub"), get("step")
}

func verifyFor(op *core.Operation) error {
	if _, _, step := forBounds(op); step < 1 {
		return op.Errorf("step must be positive, got %d", step)
	}
	for i := 0; i < op.NumOperands(); i++ {
		if op.Operand(i).Type() != op.Result(i).Type() {
			return op.Errorf("iter_args #%d is %s but result #%d is %s", i, core.TypeString(op.Operand(i).Type()),
				i, core.TypeString(op.Result(i).Type()))
		}
	}
	if op.NumOperands() != op.NumResults() {
		return op.Errorf("has %d iter_args but %d results", op.NumOperands(), op.NumResults())
	}
	b := op.Region(0).First()
	if b == nil {
		return op.Errorf("needs a body")
	}
	if b.NumArgs() != 1+op.NumOperands() {
		return op.Errorf("body has %d arguments; it needs the induction variable and %d iter_args", b.NumArgs(), op.NumOperands())
	}
	if !isIndex(b.Arg(0).Type()) {
		return op.Errorf("the induction variable must be an index, got %s", core.TypeString(b.Arg(0).Type()))
	}
	for i := 0; i < op.NumOperands(); i++ {
		if t := b.Arg(i + 1).Type(); t != op.Operand(i).Type() {
			return op.Errorf("body argument #%d is %s; iter_args #%d is %s", i+1, core.TypeString(t), i, core.TypeString(op.Operand(i).Type()))
		}
	}
	return nil
}

func verifyForRegion(op *core.Operation) error {
	return checkYield(op, op.Region(0), op.ResultTypes(), "")
}

// checkYield checks that region r of op ends in a penguin.yield of types
// want; what names the region in messages.
func checkYield(op *core.Operation, r *core.Region, want []core.Type, what string) error {
	if r.Empty() {
		return nil
	}
	y := r.First().Last()
	if y == nil || y.Name() != opYield {
		return op.Errorf("%sregion must end in penguin.yield", what)
	}
	got := y.OperandTypes()
	if len(got) != len(want) {
		return y.Errorf("yields %d values; %s %sneeds %d", len(got), op.Name(), what, len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			return y.Errorf("yields %s as value #%d; %s %sneeds %s", core.TypeString(got[i]), i, op.Name(), what,
				core.TypeString(want[i]))
		}
	}
	return nil
}

func verifyWhileRegions(op *core.Operation) error {
	types := op.ResultTypes()
	if op.NumOperands() != len(types) {
		return op.Errorf("has %d inits but %d results", op.NumOperands(), len(types))
	}
	for i, t := range op.OperandTypes() {
		if t != types[i] {
			return op.Errorf("init #%d is %s but result #%d is %s", i, core.TypeString(t), i, core.TypeString(types[i]))
		}
	}
	for ri, name := range []string{"cond", "do"} {
		b := op.Region(ri).First()
		if b == nil {
			return op.Errorf("needs a %s region", name)
		}
		if !typesEqual(b.ArgTypes(), types) {
			return op.Errorf("%s region takes (%s); the loop carries (%s)", name, ods.TypeListString(b.ArgTypes()),
				ods.TypeListString(types))
		}
	}
	if err := checkYield(op, op.Region(0), []core.Type{condType(op.Context())}, "cond "); err != nil {
		return err
	}
	return checkYield(op, op.Region(1), types, "do ")
}

func verifyIfRegions(op *core.Operation) error {
	if err := checkYield(op, op.Region(0), op.ResultTypes(), "then "); err != nil {
		return err
	}
	if op.Region(1).NumBlocks() > 1 {
		return op.Errorf("else region has %d blocks; it may have one", op.Region(1).NumBlocks())
	}
	if op.Region(1).Empty() {
		if op.NumResults() > 0 {
			return op.Errorf("has results, so it needs an else region")
		}
		return nil
	}
	return checkYield(op, op.Region(1), op.ResultTypes(), "else ")
}

func typesEqual(a, b []core.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func sameDims(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
