package interp

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/core/asm"
	"ncc/interp/npy"
)

// NumPy files: interpreter.probe writes them, check.expect_serialized_eq
// and ncc-translate's --inputs read them.

func init() {
	register(printOp, "interpreter.print")
	register(probeOp, "interpreter.probe")
}

// IndexFile is the probe metadata file: lines probe_id,type,path.
const IndexFile = "index.csv"

// NPYDescr returns the NumPy dtype used for an element type. Floats NumPy
// lacks (bf16, the f8/f6/f4 family, tf32) are stored as unsigned bit
// patterns of their storage size.
func NPYDescr(e *Elem) string {
	size := (e.Bits + 7) / 8
	if e.Quant != nil {
		size = (e.Bits + 7) / 8
	}
	kind := "u"
	switch e.Kind {
	case Bool:
		return "|b1"
	case SInt:
		kind = "i"
	case Float:
		if e.Fmt.String() == "f16" || e.Fmt.String() == "f32" || e.Fmt.String() == "f64" {
			kind = "f"
		}
	case Complex:
		kind, size = "c", 2*size
	}
	if size == 1 {
		return "|" + kind + "1"
	}
	return "<" + kind + strconv.Itoa(size)
}

// ToNPY converts a tensor to a NumPy array.
func ToNPY(t *Tensor) *npy.Array {
	return &npy.Array{Descr: NPYDescr(t.E), Shape: append([]int64{}, t.Shape...), Data: packed(t)}
}

// FromNPY converts a NumPy array to a tensor of type tt.
func FromNPY(tt *core.TensorType, a *npy.Array) (*Tensor, error) {
	t, err := NewTensor(tt)
	if err != nil {
		return nil, err
	}
	if !slices.Equal(a.Shape, tt.Dims) {
		return nil, fmt.Errorf("array of shape %v does not have the shape of %s", a.Shape, asm.TypeString(tt))
	}
	if a.Fortran && t.Rank() > 1 {
		return nil, fmt.Errorf("Fortran-order arrays are not supported")
	}
	size, err := npy.ItemSize(a.Descr)
	if err != nil {
		return nil, err
	}
	if want := NPYDescr(t.E); size != mustSize(want) {
		return nil, fmt.Errorf("dtype %s does not match %s (want %s)", a.Descr, asm.TypeString(tt), want)
	}
	if strings.HasPrefix(a.Descr, ">") && size > 1 {
		return nil, fmt.Errorf("big-endian arrays are not supported")
	}
	return fromRaw(t, a.Data, size), nil
}

func mustSize(d string) int { n, _ := npy.ItemSize(d); return n }

// fromRaw fills t from packed little-endian elements of size bytes.
func fromRaw(t *Tensor, raw []byte, size int) *Tensor {
	for i := 0; i < t.Len(); i++ {
		off := i * size
		switch t.E.Kind {
		case Bool, SInt, UInt:
			t.I[i] = t.E.Wrap(int64(loadLE(raw[off:], size)))
			if t.E.Kind == SInt && t.E.Bits > 8*size-1 {
				t.I[i] = signExtend(uint64(t.I[i]), t.E.Bits)
			}
		case Float:
			t.F[i] = t.E.Fmt.ToFloat64(loadLE(raw[off:], size))
		case Complex:
			h := size / 2
			t.C[i] = complex(t.E.Fmt.ToFloat64(loadLE(raw[off:], h)), t.E.Fmt.ToFloat64(loadLE(raw[off+h:], h)))
		}
	}
	return t
}

// packed returns t's elements packed little-endian, one storage unit each.
func packed(t *Tensor) []byte {
	size := mustSize(NPYDescr(t.E))
	raw := make([]byte, size*t.Len())
	for i := 0; i < t.Len(); i++ {
		off := i * size
		switch t.E.Kind {
		case Bool, SInt, UInt:
			storeLE(raw[off:], size, uint64(t.I[i]))
		case Float:
			storeLE(raw[off:], size, t.E.Fmt.FromFloat64(t.F[i]))
		case Complex:
			h := size / 2
			storeLE(raw[off:], h, t.E.Fmt.FromFloat64(real(t.C[i])))
			storeLE(raw[off+h:], h, t.E.Fmt.FromFloat64(imag(t.C[i])))
		}
	}
	return raw
}

// WriteNPY writes t to path atomically (npy.WriteFile).
func WriteNPY(path string, t *Tensor) error { return npy.WriteFile(path, ToNPY(t)) }

// ReadNPY reads a tensor of type tt from path.
func ReadNPY(path string, tt *core.TensorType) (*Tensor, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	a, err := npy.Read(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	t, err := FromNPY(tt, a)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// valueName returns the printed name of v within its function (%0, %arg1,
// %2#1), numbering values as the printer does without name hints.
func valueName(v core.Value) string {
	var fn *core.Operation
	if r, ok := v.(*core.OpResult); ok {
		for fn = r.Owner(); fn != nil && fn.Name() != "func.func"; fn = fn.ParentOp() {
		}
	} else if a, ok := v.(*core.BlockArg); ok {
		if a.Owner().IsEntry() && a.Owner().ParentOp() != nil && a.Owner().ParentOp().Name() == "func.func" {
			return "%arg" + strconv.Itoa(a.Index())
		}
		return "%arg"
	}
	if fn == nil {
		return "%0"
	}
	n := 0
	name := ""
	fn.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		if op == fn || name != "" {
			return core.Advance
		}
		if op.NumResults() == 0 {
			return core.Advance
		}
		for i := 0; i < op.NumResults(); i++ {
			if core.Value(op.Result(i)) == v {
				name = "%" + strconv.Itoa(n)
				if op.NumResults() > 1 {
					name += "#" + strconv.Itoa(i)
				}
			}
		}
		n++
		return core.Advance
	})
	if name == "" {
		name = "%0"
	}
	return name
}

func printOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	if len(args) != 1 {
		return nil, op.Errorf("print expects one operand")
	}
	if w := x.it.Out; w != nil {
		s := valueName(op.Operand(0)) + " = " + Format(args[0]) + "\n"
		x.it.mu.Lock()
		_, err := fmt.Fprint(w, s)
		x.it.mu.Unlock()
		if err != nil {
			return nil, op.Errorf("cannot print: %v", err)
		}
	}
	return nil, nil
}

// probeOp writes the operand to <dir>/<probe_id>_<n>.npy (n counts from 1
// per probe) and appends a line to index.csv.
func probeOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	t, ok := args[0].(*Tensor)
	if !ok {
		return nil, op.Errorf("probe expects a tensor")
	}
	id, ok := op.Attr("probe_id").(*core.StringAttr)
	if !ok {
		return nil, op.Errorf("probe needs a string 'probe_id'")
	}
	it := x.it
	if it.ProbeDir == "" {
		return []Value{t}, nil
	}
	it.mu.Lock()
	defer it.mu.Unlock()
	it.probeIter[id.Value]++
	path := filepath.Join(it.ProbeDir, sanitize(id.Value)+"_"+strconv.Itoa(it.probeIter[id.Value])+".npy")
	if err := WriteNPY(path, t); err != nil {
		return nil, op.Errorf("cannot write probe: %v", err)
	}
	f, err := os.OpenFile(filepath.Join(it.ProbeDir, IndexFile), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err == nil {
		_, err = fmt.Fprintf(f, "%s,%s,%s\n", id.Value, asm.TypeString(t.Type), path)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		return nil, op.Errorf("cannot write probe index: %v", err)
	}
	return []Value{t}, nil
}

// expectSerializedEq compares its operand with the iteration-th probe of
// probe_id recorded in index.csv.
func expectSerializedEq(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	t, ok := args[0].(*Tensor)
	if !ok {
		return nil, op.Errorf("expect_serialized_eq expects a tensor")
	}
	id, ok := op.Attr("probe_id").(*core.StringAttr)
	if !ok {
		return nil, op.Errorf("expect_serialized_eq needs a string 'probe_id'")
	}
	iter, err := intAttr(op, "iteration", 0)
	if err != nil {
		return nil, err
	}
	if x.it.ProbeDir == "" {
		return nil, op.Errorf("check failed: no probe directory to read probe %s from (use --probe-output-dir)", id.Value)
	}
	x.it.mu.Lock()
	b, err := os.ReadFile(filepath.Join(x.it.ProbeDir, IndexFile))
	x.it.mu.Unlock()
	if err != nil {
		return nil, op.Errorf("check failed: cannot read probe index: %v", err)
	}
	match := int64(0)
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := strings.SplitN(sc.Text(), ",", 3)
		if len(f) != 3 || f[0] != id.Value {
			continue
		}
		if match == iter {
			if f[1] != asm.TypeString(t.Type) {
				return nil, op.Errorf("check failed: serialized types don't match: %s (actual) vs %s (expected) for probe %s", asm.TypeString(t.Type), f[1], id.Value)
			}
			want, err := ReadNPY(f[2], t.Type)
			if err != nil {
				return nil, op.Errorf("check failed: %v", err)
			}
			if i := firstMismatch(t, want, 0, false); i >= 0 {
				return nil, mismatch(op, t, want, i)
			}
			return nil, nil
		}
		match++
	}
	return nil, op.Errorf("check failed: no serialized data for probe %s, iteration %d", id.Value, iter)
}

// sanitize makes a probe id usable as a file name.
func sanitize(id string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || r == '-' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return r
		}
		return '_'
	}, id)
}
