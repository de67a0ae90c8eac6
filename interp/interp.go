package interp

import (
	"fmt"
	"io"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"

	"ncc/core"
)

// Interp runs the functions of one module.
type Interp struct {
	Module *core.Operation // the builtin.module holding the functions
	// Out receives interpreter.print output (nil discards it).
	Out io.Writer
	// ProbeDir is where interpreter.probe writes .npy files and index.csv
	// ("" disables probing) and where check.expect_serialized_eq reads them.
	ProbeDir string
	// MaxSteps stops a run after this many ops (0: no limit), so that
	// untrusted programs cannot loop forever.
	MaxSteps int64

	steps atomic.Int64

	mu        sync.Mutex
	probeIter map[string]int
	syms      *core.SymbolTableCollection
	dead      map[*core.Block]map[*core.Operation][]core.Value
}

// New returns an interpreter for module.
func New(module *core.Operation) *Interp {
	return &Interp{Module: module, probeIter: map[string]int{}, syms: core.NewSymbolTableCollection()}
}

// scope maps IR values to runtime values; nested regions see their
// parents' values.
type scope struct {
	vals   map[core.Value]Value
	parent *scope
}

func (s *scope) lookup(v core.Value) (Value, bool) {
	for ; s != nil; s = s.parent {
		if x, ok := s.vals[v]; ok {
			return x, true
		}
	}
	return nil, false
}

// exec is the state of one running function: its process (nil outside
// interpreter.run_parallel) and the innermost scope.
type exec struct {
	it   *Interp
	proc *process
	sc   *scope
	cur  *core.Operation // the op being run, for internal-error locations
	args []Value         // the function's arguments (owned by the caller)
}

// kernel evaluates one op on its operand values. rt are the result types
// the kernel must produce (the op's, or their expressed types when the
// interpreter runs a quantized op as dequantize-op-quantize).
type kernel func(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error)

// kernels is the op table, filled by the ops_*.go files' init functions.
var kernels = map[string]kernel{}

func register(fn kernel, names ...string) {
	for _, n := range names {
		kernels[n] = fn
	}
}

// Supported reports whether the interpreter has a kernel for op name.
func Supported(name string) bool {
	_, ok := kernels[name]
	return ok || terminators[name]
}

var terminators = map[string]bool{
	"func.return": true, "stablehlo.return": true, "cf.br": true, "cf.cond_br": true,
	"stablehlo.compare_return": true, "sdy.return": true,
}

// Lookup finds the function named name in the module.
func (it *Interp) Lookup(name string) *core.Operation {
	return core.LookupSymbolNameIn(it.Module, name)
}

// Main picks the entry function as stablehlo-translate does: the one
// named main, else the module's only function.
func (it *Interp) Main() (*core.Operation, error) {
	var funcs []*core.Operation
	for _, r := range it.Module.Regions() {
		for _, b := range r.Blocks() {
			for op := b.First(); op != nil; op = op.Next() {
				if op.Name() == "func.func" {
					funcs = append(funcs, op)
				}
			}
		}
	}
	for _, f := range funcs {
		if n, _ := core.SymbolName(f); n == "main" {
			return f, nil
		}
	}
	if len(funcs) == 1 {
		return funcs[0], nil
	}
	if len(funcs) == 0 {
		return nil, nil
	}
	return nil, core.Errorf(it.Module.Loc(), "module must have entry func with name main")
}

// Call runs fn on args and returns its results. Any panic in a kernel is
// reported as an internal error at the op being run.
func (it *Interp) Call(fn *core.Operation, args []Value) ([]Value, error) {
	return it.call(nil, fn, args)
}

func (it *Interp) call(p *process, fn *core.Operation, args []Value) (res []Value, err error) {
	x := &exec{it: it, proc: p}
	defer func() {
		if r := recover(); r != nil {
			loc := fn.Loc()
			if x.cur != nil {
				loc = x.cur.Loc()
			}
			res, err = nil, core.Errorf(loc, "internal error: interpreter panic: %v\n%s", r, debug.Stack())
		}
	}()
	return x.callFunc(fn, args)
}

func (x *exec) callFunc(fn *core.Operation, args []Value) ([]Value, error) {
	if fn.NumRegions() == 0 || fn.Region(0).Empty() {
		n, _ := core.SymbolName(fn)
		return nil, fn.Errorf("cannot call function declaration @%s", n)
	}
	entry := fn.Region(0).First()
	if entry.NumArgs() != len(args) {
		return nil, fn.Errorf("function expects %d arguments, got %d", entry.NumArgs(), len(args))
	}
	saved, savedArgs := x.sc, x.args
	x.sc, x.args = nil, args
	defer func() { x.sc, x.args = saved, savedArgs }()
	return x.region(fn.Region(0), args)
}

// region runs a region to its return-like terminator and returns the
// terminator's operands.
func (x *exec) region(r *core.Region, args []Value) ([]Value, error) {
	sc := &scope{vals: map[core.Value]Value{}, parent: x.sc}
	saved := x.sc
	x.sc = sc
	defer func() { x.sc = saved }()
	b := r.First()
	if b == nil {
		return nil, core.Errorf(r.ParentOp().Loc(), "empty region")
	}
	for {
		if b.NumArgs() != len(args) {
			return nil, core.Errorf(r.ParentOp().Loc(), "block expects %d arguments, got %d", b.NumArgs(), len(args))
		}
		for i, a := range b.Args() {
			sc.vals[a] = args[i]
		}
		next, nargs, ret, err := x.block(b)
		if err != nil {
			return nil, err
		}
		if next == nil {
			return ret, nil
		}
		b, args = next, nargs
	}
}

// block runs one block's ops. It returns either the successor to jump to
// with its arguments, or the values of a return-like terminator.
func (x *exec) block(b *core.Block) (*core.Block, []Value, []Value, error) {
	dead := x.it.deaths(b)
	for op := b.First(); op != nil; op = op.Next() {
		x.cur = op
		if m := x.it.MaxSteps; m > 0 && x.it.steps.Add(1) > m {
			return nil, nil, nil, op.Errorf("step limit of %d ops reached", m)
		}
		args, err := x.operands(op)
		if err != nil {
			return nil, nil, nil, err
		}
		switch op.Name() {
		case "func.return", "stablehlo.return", "stablehlo.compare_return", "sdy.return":
			return nil, nil, args, nil
		case "scf.yield", "scf.condition":
			return nil, nil, args, nil
		case "cf.br":
			return op.Successor(0), args, nil, nil
		case "cf.cond_br":
			return x.condBr(op, args)
		}
		res, err := x.run(op, args)
		if err != nil {
			return nil, nil, nil, err
		}
		if len(res) != op.NumResults() {
			return nil, nil, nil, op.Errorf("internal error: kernel produced %d results, op has %d", len(res), op.NumResults())
		}
		for i, v := range res {
			x.sc.vals[op.Result(i)] = v
		}
		if d := dead[op]; d != nil {
			x.release(op, d)
		}
	}
	return nil, nil, nil, core.Errorf(b.ParentOp().Loc(), "block has no terminator")
}

func (x *exec) operands(op *core.Operation) ([]Value, error) {
	args := make([]Value, op.NumOperands())
	for i := range args {
		v, ok := x.sc.lookup(op.Operand(i))
		if !ok {
			return nil, op.Errorf("operand #%d has no value (used before defined?)", i)
		}
		args[i] = v
	}
	return args, nil
}

// condBr splits cf.cond_br's operands: condition, then the true and false
// destinations' operands as operandSegmentSizes says.
func (x *exec) condBr(op *core.Operation, args []Value) (*core.Block, []Value, []Value, error) {
	c, ok := args[0].(*Tensor)
	if !ok || len(c.I) != 1 {
		return nil, nil, nil, op.Errorf("condition must be an i1 scalar")
	}
	nt := op.Successor(0).NumArgs()
	if c.I[0] != 0 {
		return op.Successor(0), args[1 : 1+nt], nil, nil
	}
	return op.Successor(1), args[1+nt:], nil, nil
}

// run evaluates one non-terminator op.
func (x *exec) run(op *core.Operation, args []Value) ([]Value, error) {
	fn, ok := kernels[op.Name()]
	if !ok {
		return nil, op.Errorf("interpreter does not support op '%s'", op.Name())
	}
	rt := op.ResultTypes()
	// Kernels size results by their types, so a dynamic one is an error
	// here rather than a wrong-sized tensor later (run the shape
	// refinement passes first), except for the ops whose kernels take the
	// result's shape from their operands.
	for _, t := range rt {
		if tt, ok := t.(*core.TensorType); ok && slices.Contains(tt.Dims, core.Dynamic) && !runtimeShaped[op.Name()] {
			return nil, op.Errorf("result type %s must have a static shape: the interpreter runs static shapes only (try --stablehlo-refine-shapes)", core.TypeString(t))
		}
	}
	if quantized(op) && !storageOps[op.Name()] {
		return x.runQuantized(fn, op, args, rt)
	}
	return fn(x, op, args, rt)
}

// runtimeShaped are the ops that may have dynamic result types: their
// results take the runtime shape of an operand (tensor.cast, tensor.insert)
// or sizes given as operands (tensor.empty).
var runtimeShaped = map[string]bool{"tensor.cast": true, "tensor.insert": true, "tensor.empty": true}

// tensors checks that every value is a tensor.
func tensors(op *core.Operation, args []Value) ([]*Tensor, error) {
	ts := make([]*Tensor, len(args))
	for i, a := range args {
		t, ok := a.(*Tensor)
		if !ok {
			return nil, op.Errorf("operand #%d must be a tensor", i)
		}
		ts[i] = t
	}
	return ts, nil
}

// tensorType returns t as a static ranked tensor type.
func tensorType(op *core.Operation, t core.Type) (*core.TensorType, error) {
	tt, ok := t.(*core.TensorType)
	if !ok {
		return nil, op.Errorf("expected a ranked tensor type, got %s", t.Key())
	}
	for _, d := range tt.Dims {
		if d == core.Dynamic {
			return nil, op.Errorf("result type %s must have a static shape", t.Key())
		}
	}
	return tt, nil
}

// result allocates the i-th result of type rt[i].
func result(op *core.Operation, rt []core.Type, i int) (*Tensor, error) {
	tt, err := tensorType(op, rt[i])
	if err != nil {
		return nil, err
	}
	t, err := NewTensor(tt)
	if err != nil {
		return nil, op.Errorf("%v", err)
	}
	return t, nil
}

// shapedResult allocates a result whose shape is computed at run time
// (dynamic result types), with the element type of rt[i].
func shapedResult(op *core.Operation, rt []core.Type, i int, shape []int64) (*Tensor, error) {
	st, ok := rt[i].(core.ShapedType)
	if !ok {
		return nil, op.Errorf("expected a tensor result type")
	}
	tt := core.RankedTensor(op.Context(), shape, st.ElementType(), nil)
	if rtt, ok := rt[i].(*core.TensorType); ok && slices.Equal(rtt.Dims, shape) {
		tt = rtt
	}
	t, err := NewTensor(tt)
	if err != nil {
		return nil, op.Errorf("%v", err)
	}
	return t, nil
}

func errf(op *core.Operation, format string, a ...any) error {
	return op.Errorf("%s", fmt.Sprintf(format, a...))
}
