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
	args, err := entryArgs(ctx, fn, o)
	if err != nil {
		return err
	}
	if o.ProbeDir != "" {
		if err := os.MkdirAll(o.ProbeDir, 0o755); err != nil {
			return core.Errorf(fn.Loc(), "cannot create --probe-output-dir: %v", err)
		}
		os.Remove(filepath.Join(o.ProbeDir, interp.IndexFile))
	}
	res, err := it.Call(fn, args)
	if err != nil {
		return err
	}
	if o.OutputDir != "" {
		// The folder and its parents are made as users expect of
		// --output-dir; only after the run succeeded, so a failed run
		// leaves nothing behind.
		if err := os.MkdirAll(o.OutputDir, 0o755); err != nil {
			return core.Errorf(fn.Loc(), "cannot create --output-dir: %v", err)
		}
		for i, r := range res {
			t, ok := r.(*interp.Tensor)
			if !ok {
				return core.Errorf(fn.Loc(), "result #%d is not a tensor and cannot be written as .npy", i)
			}
			if err := interp.WriteNPY(filepath.Join(o.OutputDir, "result"+strconv.Itoa(i)+".npy"), t); err != nil {
				return core.Errorf(fn.Loc(), "cannot write result #%d: %v", i, err)
			}
		}
		return nil
	}
	for _, r := range res {
		if o.PrintDense {
			io.WriteString(w, interp.FormatDense(ctx, r)+"\n")
		} else {
			io.WriteString(w, interp.Format(r)+"\n")
		}
	}
	return nil
}

// entryArgs builds the entry function's arguments from --args or --inputs.
func entryArgs(ctx *core.Context, fn *core.Operation, o Options) ([]interp.Value, error) {
	entry := fn.Region(0).First()
	var types []core.Type
	for _, a := range entry.Args() {
		types = append(types, a.Type())
	}
	var vals []interp.Value
	switch {
	case len(o.Inputs) > 0:
		for i, path := range o.Inputs {
			if i >= len(types) {
				break
			}
			tt, ok := types[i].(*core.TensorType)
			if !ok {
				return nil, core.Errorf(fn.Loc(), "argument #%d is not a ranked tensor", i)
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
	if len(vals) != len(types) {
		return nil, core.Errorf(fn.Loc(), "incorrect number of arguments specified, provided %d inputs but function expected %d", len(vals), len(types))
	}
	for i, v := range vals {
		if t := v.(*interp.Tensor); core.Type(t.Type) != types[i] {
			return nil, core.Errorf(fn.Loc(), "invalid input argument type at index %d, input type was %s but entry function expected %s",
				i, asm.TypeString(t.Type), asm.TypeString(types[i]))
		}
	}
	return vals, nil
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
