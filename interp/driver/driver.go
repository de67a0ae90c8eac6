// Package driver is ncc-translate --interpret: parse a file (or each
// --split-input-file chunk), verify it, run its entry function with the
// reference interpreter and print the results the way stablehlo-translate
// does, or write them as NumPy files.
package driver

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/interp"
)

// Options are the interpreter flags of ncc-translate.
type Options struct {
	SplitInputFile    bool
	SplitMarker       string // default "// -----"
	AllowUnregistered bool
	NoVerify          bool
	Args              string   // --args: "[dense<...> : tensor<...>, ...]"
	Inputs            []string // --inputs: .npy files, one per entry argument
	OutputDir         string   // --output-dir: write results as result<i>.npy
	ProbeDir          string   // --probe-output-dir
	PrintDense        bool     // --interpreter-print-dense
	Random            bool     // --random-inputs given
	RandomSeed        uint64   // --random-inputs SEED: generate the arguments
	// NumReplicas and NumPartitions (--num-replicas, --num-partitions) set
	// the process grid the entry function runs on; 0 takes the module's
	// mhlo.num_replicas and mhlo.num_partitions, 1 when absent.
	NumReplicas, NumPartitions int64
}

// ExtraDialects are loaded after the registered ones (tests and tools may
// add dialects that are not registered yet).
var ExtraDialects []*core.Dialect

// DefaultSplitMarker separates chunks for --split-input-file.
const DefaultSplitMarker = "// -----"

// Run interprets src (named name in diagnostics), writing results to out and
// diagnostics to errw. It returns the exit code: 0 iff every chunk ran and
// every check passed.
func Run(name string, src []byte, o Options, out, errw io.Writer) int {
	sm := asm.NewSourceMgr()
	sm.Add(name, src)
	chunks := []chunk{{src: src}}
	if o.SplitInputFile {
		m := o.SplitMarker
		if m == "" {
			m = DefaultSplitMarker
		}
		chunks = split(src, m)
	}
	code := 0
	for i, ch := range chunks {
		if i > 0 {
			io.WriteString(out, DefaultSplitMarker+"\n")
		}
		if !runChunk(name, ch, o, sm, out, errw) {
			code = 1
		}
	}
	return code
}

type chunk struct {
	src  []byte
	line int
}

// split cuts src at every line containing marker: MLIR splits its buffer at
// every occurrence of the marker, so "// // -----" splits too.
func split(src []byte, marker string) []chunk {
	var out []chunk
	start, startLine, line := 0, 0, 0
	for off := 0; off < len(src); {
		next := len(src)
		if e := bytes.IndexByte(src[off:], '\n'); e >= 0 {
			next = off + e + 1
		}
		if bytes.Contains(src[off:next], []byte(marker)) {
			out = append(out, chunk{src[start:off], startLine})
			start, startLine = next, line+1
		}
		off = next
		line++
	}
	return append(out, chunk{src[start:], startLine})
}

func runChunk(name string, ch chunk, o Options, sm *asm.SourceMgr, out, errw io.Writer) (ok bool) {
	ctx := core.NewContext()
	ctx.AllowUnregistered = o.AllowUnregistered
	dialects.LoadAll(ctx)
	ctx.Load(interp.Dialect)
	for _, d := range ExtraDialects {
		if ctx.Dialect(d.Name) == nil {
			ctx.Load(d)
		}
	}
	var diags []*core.Diagnostic
	pop := ctx.PushDiagHandler(func(d *core.Diagnostic) { diags = append(diags, d) })
	defer pop()
	var buf bytes.Buffer
	err := func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = core.Errorf(core.FileLineCol(ctx, name, ch.line+1, 1), "internal error: %v\n%s", r, debug.Stack())
			}
		}()
		return interpretChunk(ctx, name, ch, o, &buf)
	}()
	if err != nil {
		diags = append(diags, core.AsDiagnostics(err, core.FileLineCol(ctx, name, ch.line+1, 1))...)
	}
	for _, d := range diags {
		io.WriteString(errw, sm.Render(d))
	}
	out.Write(buf.Bytes())
	return err == nil
}

func interpretChunk(ctx *core.Context, name string, ch chunk, o Options, w io.Writer) error {
	block, err := asm.Parse(ctx, ch.src, asm.ParseOptions{Filename: name, LineOffset: ch.line})
	if err != nil {
		return err
	}
	top := builtin.WrapInModule(ctx, block)
	if !o.NoVerify {
		if err := core.Verify(top); err != nil {
			return err
		}
	}
	it := interp.New(top)
	it.Out = w
	it.ProbeDir = o.ProbeDir
	fn, err := it.Main()
	if err != nil || fn == nil {
		return err
	}
	replicas, partitions, err := gridOf(top, o)
	if err != nil {
		return err
	}
	nproc := int(replicas * partitions)
	args, err := entryArgs(ctx, fn, o, nproc)
	if err != nil {
		return err
	}
	if o.ProbeDir != "" {
		if err := os.MkdirAll(o.ProbeDir, 0o755); err != nil {
			return core.Errorf(fn.Loc(), "cannot create --probe-output-dir: %v", err)
		}
		os.Remove(filepath.Join(o.ProbeDir, interp.IndexFile))
	}
	var res [][]interp.Value
	if nproc == 1 {
		r, err := it.Call(fn, args[0])
		if err != nil {
			return err
		}
		res = [][]interp.Value{r}
	} else if res, err = it.CallGrid(fn, replicas, partitions, args); err != nil {
		return err
	}
	if o.OutputDir != "" {
		// The folder and its parents are made as users expect of
		// --output-dir; only after the run succeeded, so a failed run
		// leaves nothing behind.
		for p, rs := range res {
			dir := o.OutputDir
			if nproc > 1 {
				dir = filepath.Join(dir, fmt.Sprintf("replica%d_partition%d", int64(p)/partitions, int64(p)%partitions))
			}
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return core.Errorf(fn.Loc(), "cannot create --output-dir: %v", err)
			}
			for i, r := range rs {
				t, ok := r.(*interp.Tensor)
				if !ok {
					return core.Errorf(fn.Loc(), "result #%d is not a tensor and cannot be written as .npy", i)
				}
				if err := interp.WriteNPY(filepath.Join(dir, "result"+strconv.Itoa(i)+".npy"), t); err != nil {
					return core.Errorf(fn.Loc(), "cannot write result #%d: %v", i, err)
				}
			}
		}
		return nil
	}
	for p, rs := range res {
		if nproc > 1 {
			fmt.Fprintf(w, "// replica %d, partition %d\n", int64(p)/partitions, int64(p)%partitions)
		}
		for _, r := range rs {
			if o.PrintDense {
				io.WriteString(w, interp.FormatDense(ctx, r)+"\n")
			} else {
				io.WriteString(w, interp.Format(r)+"\n")
			}
		}
	}
	return nil
}

// gridOf is the process grid the entry function runs on: the flags, else
// the module's mhlo.num_replicas and mhlo.num_partitions (as JAX and the
// HLO importer write them), else 1x1.
func gridOf(top *core.Operation, o Options) (int64, int64, error) {
	dim := func(flag int64, attr, name string) (int64, error) {
		if flag < 0 {
			return 0, fmt.Errorf("--%s must be at least 1, got %d", name, flag)
		}
		if flag > 0 {
			return flag, nil
		}
		if m := top; m.Name() == "builtin.module" {
			if a, ok := m.Attr(attr).(*core.IntegerAttr); ok && a.Big == nil && a.Val > 1 {
				return a.Val, nil
			}
		}
		return 1, nil
	}
	r, err := dim(o.NumReplicas, "mhlo.num_replicas", "num-replicas")
	if err != nil {
		return 0, 0, err
	}
	p, err := dim(o.NumPartitions, "mhlo.num_partitions", "num-partitions")
	if err != nil {
		return 0, 0, err
	}
	if r*p > maxProcesses {
		return 0, 0, fmt.Errorf("a %dx%d process grid is more than the interpreter runs (%d processes)", r, p, maxProcesses)
	}
	return r, p, nil
}

// maxProcesses bounds the grid: each process is a goroutine holding its
// own copy of every tensor.
const maxProcesses = 1024

// entryArgs builds each of nproc processes' arguments: generated from
// --random-inputs (a fresh draw per process, process 0 first), read from
// --inputs (one list for all, or nproc lists one after the other) or
// parsed from --args (the same for all).
func entryArgs(ctx *core.Context, fn *core.Operation, o Options, nproc int) ([][]interp.Value, error) {
	entry := fn.Region(0).First()
	var types []core.Type
	for _, a := range entry.Args() {
		types = append(types, a.Type())
	}
	var vals []interp.Value
	switch {
	case o.Random:
		rng := interp.NewRand(o.RandomSeed)
		for range nproc {
			for i, t := range types {
				tt, ok := t.(*core.TensorType)
				if !ok {
					return nil, core.Errorf(fn.Loc(), "argument #%d is not a ranked tensor", i)
				}
				v, err := interp.RandomTensor(tt, rng)
				if err != nil {
					return nil, core.Errorf(fn.Loc(), "argument #%d: %v", i, err)
				}
				vals = append(vals, v)
			}
		}
	case len(o.Inputs) > 0:
		if nproc > 1 && len(o.Inputs) != len(types) && len(o.Inputs) != nproc*len(types) {
			return nil, core.Errorf(fn.Loc(), "incorrect number of arguments specified, provided %d inputs but a %d-process grid takes %d (or %d for every process)",
				len(o.Inputs), nproc, len(types), nproc*len(types))
		}
		for i, path := range o.Inputs {
			if len(types) == 0 || (nproc == 1 && i >= len(types)) {
				break
			}
			tt, ok := types[i%len(types)].(*core.TensorType)
			if !ok {
				return nil, core.Errorf(fn.Loc(), "argument #%d is not a ranked tensor", i%len(types))
			}
			t, err := interp.ReadNPY(path, tt)
			if err != nil {
				return nil, core.Errorf(fn.Loc(), "input #%d: %v", i, err)
			}
			vals = append(vals, t)
		}
	case o.Args != "":
		attrs, err := parseArgs(ctx, o.Args)
		if err != nil {
			return nil, err
		}
		for _, a := range attrs {
			t, err := interp.FromDense(a)
			if err != nil {
				return nil, core.Errorf(fn.Loc(), "--args: %v", err)
			}
			vals = append(vals, t)
		}
	}
	if len(vals) == len(types) && nproc > 1 {
		for range nproc - 1 {
			vals = append(vals, vals[:len(types)]...)
		}
	}
	if len(vals) != nproc*len(types) {
		return nil, core.Errorf(fn.Loc(), "incorrect number of arguments specified, provided %d inputs but function expected %d", len(vals), len(types))
	}
	for i, v := range vals {
		want := types[i%len(types)]
		if t := v.(*interp.Tensor); core.Type(t.Type) != want {
			return nil, core.Errorf(fn.Loc(), "invalid input argument type at index %d, input type was %s but entry function expected %s",
				i%len(types), asm.TypeString(t.Type), asm.TypeString(want))
		}
	}
	out := make([][]interp.Value, nproc)
	for p := range out {
		out[p] = vals[p*len(types) : (p+1)*len(types)]
	}
	return out, nil
}

const argsHint = "i.e. --args=[dense<1> : tensor<2xi32>, ...]"

// parseArgs reads an array attribute of dense elements attributes.
func parseArgs(ctx *core.Context, s string) ([]*core.DenseAttr, error) {
	notArray := fmt.Errorf("expectected array attribute string for args, %s", argsHint)
	if !strings.HasPrefix(strings.TrimSpace(s), "[") {
		return nil, notArray
	}
	saved := ctx.AllowUnregistered
	ctx.AllowUnregistered = true
	block, err := asm.Parse(ctx, []byte(`"ncc.args"() {args = `+s+`} : () -> ()`), asm.ParseOptions{Filename: "<args>"})
	ctx.AllowUnregistered = saved
	if err != nil || block.First() == nil {
		return nil, notArray
	}
	arr, ok := block.First().Attr("args").(*core.ArrayAttr)
	if !ok {
		return nil, notArray
	}
	var out []*core.DenseAttr
	for _, e := range arr.Elems {
		d, ok := e.(*core.DenseAttr)
		if !ok {
			return nil, fmt.Errorf("expected dense elements attribute for args elements, %s", argsHint)
		}
		out = append(out, d)
	}
	return out, nil
}
