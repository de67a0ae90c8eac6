package jaxexport

import (
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Entry is one artifact: JAX's CompatTestData.
type Entry struct {
	// Name is the file's stem, the variable and the dict keys (or list
	// indices) leading to the entry, joined by dots:
	// "cpu_lu_lapack_getrf.data_2024_05_31.f32".
	Name string
	// File and Line locate the entry's dict (where its value was written).
	File string
	Line int

	TestdataVersion   int
	Platform          string // "cpu", "tpu", "cuda" or "rocm"
	CustomCallTargets []string
	SerializedDate    time.Time // UTC midnight
	Inputs            []*Array
	ExpectedOutputs   []*Array
	// MLIRText is the module as JAX printed it (with locations).
	MLIRText string
	// Serialized is the portable artifact (VHLO bytecode) JAX serialized.
	Serialized           []byte
	XLACallModuleVersion int
	NrDevices            int // 1 unless the entry says otherwise
}

// currentTestdataVersion is the only testdata_version JAX reads
// (CURRENT_TESTDATA_VERSION in export_back_compat_test_util.py).
const currentTestdataVersion = 1

// ReadFile reads the entries of the data file at path.
func ReadFile(path string) ([]*Entry, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Read(path, src)
}

// Read evaluates src (the file name is used in errors and, without its
// directory and .py suffix, in entry names) and returns its entries in
// the order their variables were first bound, then in dict insertion and
// list order.
func Read(name string, src []byte) ([]*Entry, error) {
	p := &parser{lx: newLexer(name, src), vars: map[string]value{}, varPos: map[string]pos{}}
	if err := p.file(); err != nil {
		return nil, err
	}
	stem := strings.TrimSuffix(filepath.Base(name), ".py")
	w := &walker{p: p, seen: map[any]bool{}}
	for _, v := range p.order {
		if err := w.walk(stem+"."+v, p.vars[v], p.varPos[v]); err != nil {
			return nil, err
		}
	}
	return w.out, nil
}

type walker struct {
	p    *parser
	seen map[any]bool // dicts and lists already walked (aliases, cycles)
	out  []*Entry
}

// walk finds entries in v as load_testdata_nested does: a dict with
// testdata_version is an entry, other dicts and lists are searched.
func (w *walker) walk(name string, v value, at pos) error {
	switch x := v.(type) {
	case *dictVal:
		if w.seen[x] {
			return nil
		}
		w.seen[x] = true
		if _, _, ok := x.get("testdata_version"); ok {
			e, err := w.entry(name, x, at)
			if err != nil {
				return err
			}
			w.out = append(w.out, e)
			return nil
		}
		for i, k := range x.keys {
			if err := w.walk(name+"."+keyString(k), x.vals[i], x.pos[i]); err != nil {
				return err
			}
		}
	case *listVal:
		if w.seen[x] {
			return nil
		}
		w.seen[x] = true
		for i, e := range x.elems {
			if err := w.walk(fmt.Sprintf("%s.%d", name, i), e, at); err != nil {
				return err
			}
		}
	}
	return nil
}

// keyString is str(key).
func keyString(k value) string {
	switch x := k.(type) {
	case string:
		return x
	case *big.Int:
		return x.String()
	case bool:
		if x {
			return "True"
		}
		return "False"
	}
	return fmt.Sprint(k)
}

// fields are CompatTestData's fields in its order; required ones have no
// default.
var fields = []struct {
	name     string
	required bool
}{
	{"testdata_version", true}, {"platform", true}, {"custom_call_targets", true},
	{"serialized_date", true}, {"inputs", true}, {"expected_outputs", true},
	{"mlir_module_text", true}, {"mlir_module_serialized", true},
	{"xla_call_module_version", true}, {"nr_devices", false},
}

func isField(name string) bool {
	for _, f := range fields {
		if f.name == name {
			return true
		}
	}
	return false
}

func (w *walker) entry(name string, d *dictVal, at pos) (*Entry, error) {
	p := w.p
	e := &Entry{Name: name, File: p.lx.file, Line: at.line, NrDevices: 1}
	for i, k := range d.keys {
		if ks, ok := k.(string); !ok || !isField(ks) {
			return nil, p.errAt(d.pos[i], "entry %s: unexpected field %s", name, repr(k))
		}
	}
	for _, f := range fields {
		if _, _, ok := d.get(f.name); !ok && f.required {
			return nil, p.errAt(at, "entry %s: missing field %s", name, f.name)
		}
	}
	bad := func(field string, fat pos, want string, v value) error {
		return p.errAt(fat, "entry %s: %s must be %s, not %s", name, field, want, typeName(v))
	}
	intField := func(field string, dst *int) error {
		v, fat, ok := d.get(field)
		if !ok {
			return nil
		}
		n, isInt := v.(*big.Int)
		if !isInt || !n.IsInt64() || n.Int64() > 1<<31 || n.Int64() < -(1<<31) {
			return bad(field, fat, "an int", v)
		}
		*dst = int(n.Int64())
		return nil
	}
	if err := intField("testdata_version", &e.TestdataVersion); err != nil {
		return nil, err
	}
	if e.TestdataVersion != currentTestdataVersion {
		_, fat, _ := d.get("testdata_version")
		return nil, p.errAt(fat, "entry %s: testdata_version %d not recognized (want %d)", name, e.TestdataVersion, currentTestdataVersion)
	}
	if err := intField("xla_call_module_version", &e.XLACallModuleVersion); err != nil {
		return nil, err
	}
	if err := intField("nr_devices", &e.NrDevices); err != nil {
		return nil, err
	}
	if e.NrDevices < 1 {
		_, fat, _ := d.get("nr_devices")
		return nil, p.errAt(fat, "entry %s: nr_devices must be positive", name)
	}
	strField := func(field string, dst *string) error {
		v, fat, _ := d.get(field)
		s, ok := v.(string)
		if !ok {
			return bad(field, fat, "a str", v)
		}
		*dst = s
		return nil
	}
	if err := strField("platform", &e.Platform); err != nil {
		return nil, err
	}
	if err := strField("mlir_module_text", &e.MLIRText); err != nil {
		return nil, err
	}
	v, fat, _ := d.get("mlir_module_serialized")
	b, ok := v.(bytesVal)
	if !ok {
		return nil, bad("mlir_module_serialized", fat, "bytes", v)
	}
	e.Serialized = []byte(b)
	v, fat, _ = d.get("custom_call_targets")
	elems, ok := sequence(v)
	if !ok {
		return nil, bad("custom_call_targets", fat, "a list of str", v)
	}
	e.CustomCallTargets = []string{}
	for _, x := range elems {
		s, ok := x.(string)
		if !ok {
			return nil, bad("custom_call_targets", fat, "a list of str", x)
		}
		e.CustomCallTargets = append(e.CustomCallTargets, s)
	}
	v, fat, _ = d.get("serialized_date")
	date, ok := v.(dateVal)
	if !ok {
		return nil, bad("serialized_date", fat, "a datetime.date", v)
	}
	e.SerializedDate = time.Date(date.Y, time.Month(date.M), date.D, 0, 0, 0, 0, time.UTC)
	arrays := func(field string) ([]*Array, error) {
		v, fat, _ := d.get(field)
		elems, ok := sequence(v)
		if !ok {
			return nil, bad(field, fat, "a tuple of arrays", v)
		}
		out := make([]*Array, len(elems))
		for i, x := range elems {
			switch a := x.(type) {
			case *Array:
				out[i] = a
			case bool, *big.Int, float64, complex128:
				// A Python number is what np.asarray makes of it.
				arr, err := newArray(a, 0)
				if err != nil {
					return nil, p.errAt(fat, "entry %s: %s[%d]: %v", name, field, i, err)
				}
				out[i] = arr
			default:
				return nil, p.errAt(fat, "entry %s: %s[%d] must be an array, not %s", name, field, i, typeName(x))
			}
		}
		return out, nil
	}
	var err error
	if e.Inputs, err = arrays("inputs"); err != nil {
		return nil, err
	}
	if e.ExpectedOutputs, err = arrays("expected_outputs"); err != nil {
		return nil, err
	}
	return e, nil
}
