package bytecode

import (
	"fmt"
	"io"
	"sort"

	"ncc/core"
	"ncc/core/asm"
)

// Options configure Write. A nil *Options writes the current Version with
// the producer "ncc"; a non-nil one is taken as given.
type Options struct {
	// Version is the bytecode version to write, 0 to Version
	// (mlir-opt's --emit-bytecode-version).
	Version int
	// Producer is the string recorded after the version ("" writes "ncc").
	Producer string
	// ElideResourceData writes resources as declarations without their
	// data (mlir-opt's --elide-resource-data-from-bytecode).
	ElideResourceData bool
}

// writer holds the state of one Write: the numbering of everything the IR
// refers to (write_number.go), then the sections built from it.
type writer struct {
	ctx     *core.Context
	version int
	opts    Options

	dialects  []*dialectNum
	dialectOf map[string]*dialectNum
	attrs     []*attrNum
	attrOf    map[core.Attribute]*attrNum
	locOf     map[*core.FileLineColLoc]*attrNum // attrOf's file locations, by pointer: one per op
	types     []*typeNum
	typeOf    map[core.Type]*typeNum
	opNames   []*opNameNum
	opNameOf  map[*core.OpName]*opNameNum

	results   map[*core.OpResult]int32 // value numbers
	args      map[*core.BlockArg]int32
	strAttrs  map[string]core.Attribute // core.String, cached
	nextValue int
	blockIDs  map[*core.Block]int
	regions   map[*core.Region][2]int     // blocks, values
	opLocs    map[*core.Region][]*attrNum // the locations of a region's ops, in order
	blockOps  map[*core.Block]int         // op counts
	opIDs     map[*core.Operation]uint32
	isolated  map[*core.Operation]bool

	strings  map[string]int
	strList  []string
	props    [][]byte
	propsOf  map[string]int
	resIndex map[resourceHandle]int

	err error // the first error met while numbering or writing
}

type dialectNum struct {
	name      string
	idx       int
	resources []string // referenced resource keys, in order
	resSeen   map[string]bool
}

type attrNum struct {
	a       core.Attribute
	dialect *dialectNum
	refs    int
	idx     int
	text    string // the textual form, when there is no custom encoding
	custom  bool
}

type typeNum struct {
	t       core.Type
	dialect *dialectNum
	refs    int
	idx     int
	text    string
	custom  bool
}

type opNameNum struct {
	name    *core.OpName
	dialect *dialectNum
	short   string      // the name without its dialect
	schema  *propSchema // the properties of a registered op that has them
	refs    int
	idx     int
}

// Write writes op (normally a builtin.module) as MLIR bytecode.
func Write(out io.Writer, op *core.Operation, opts *Options) error {
	o := Options{Version: Version}
	if opts != nil {
		o = *opts
	}
	if o.Producer == "" {
		o.Producer = Producer
	}
	if o.Version < 0 || o.Version > Version {
		d := core.Errorf(op.Loc(), "unsupported version requested %d, must be in range [0, %d]", o.Version, Version)
		d.Op = op
		return d
	}
	w := &writer{ctx: op.Context(), version: o.Version, opts: o,
		dialectOf: map[string]*dialectNum{}, attrOf: map[core.Attribute]*attrNum{}, locOf: map[*core.FileLineColLoc]*attrNum{},
		typeOf: map[core.Type]*typeNum{}, opNameOf: map[*core.OpName]*opNameNum{},
		results: map[*core.OpResult]int32{}, args: map[*core.BlockArg]int32{}, strAttrs: map[string]core.Attribute{}, blockIDs: map[*core.Block]int{}, regions: map[*core.Region][2]int{}, opLocs: map[*core.Region][]*attrNum{}, blockOps: map[*core.Block]int{},
		opIDs: map[*core.Operation]uint32{}, isolated: map[*core.Operation]bool{},
		strings: map[string]int{}, propsOf: map[string]int{}, resIndex: map[resourceHandle]int{}}
	w.number(op)
	if w.err != nil {
		return w.err
	}
	e := &emitter{}
	e.buf = append(e.buf, Magic...)
	e.varint(uint64(w.version))
	e.cstring(o.Producer)
	w.writeDialects(e)
	w.writeAttrTypes(e)
	w.writeIR(e, op)
	w.writeResources(e)
	w.writeStrings(e)
	if w.version >= vNativeProperties {
		w.writeProperties(e)
	}
	if w.err != nil {
		return w.err
	}
	_, err := out.Write(e.buf)
	return err
}

func (w *writer) fail(err error) {
	if w.err == nil {
		w.err = err
	}
}

// str returns the index of s in the string section, adding it.
func (w *writer) str(s string) int {
	if i, ok := w.strings[s]; ok {
		return i
	}
	i := len(w.strList)
	w.strings[s] = i
	w.strList = append(w.strList, s)
	return i
}

func (w *writer) attrIndex(a core.Attribute) int {
	var n *attrNum
	if l, ok := a.(*core.FileLineColLoc); ok {
		n = w.locOf[l]
	} else {
		n = w.attrOf[a]
	}
	if n == nil {
		w.fail(fmt.Errorf("bytecode writer: attribute %s was not numbered", asm.AttrString(a)))
		return 0
	}
	return n.idx
}

func (w *writer) typeIndex(t core.Type) int {
	n := w.typeOf[t]
	if n == nil {
		w.fail(fmt.Errorf("bytecode writer: type %s was not numbered", asm.TypeString(t)))
		return 0
	}
	return n.idx
}

func (w *writer) resourceIndex(dialect, key string) int {
	return w.resIndex[resourceHandle{dialect, key}]
}

// writeDialects writes the dialect section: the dialects (with versions),
// the number of op names, then the op names grouped by dialect.
func (w *writer) writeDialects(out *emitter) {
	e := &emitter{}
	e.varint(uint64(len(w.dialects)))
	for _, d := range w.dialects {
		id := uint64(w.str(d.name))
		if w.version < vDialectVersioning {
			e.varint(id)
			continue
		}
		ve := &emitter{}
		if vc, ok := codecFor(d.name).(VersionCodec); ok {
			vc.WriteVersion(&DialectWriter{w: w, e: ve})
		}
		e.varintFlag(id, len(ve.buf) > 0)
		if len(ve.buf) > 0 {
			e.section(secDialectVersions, ve)
		}
	}
	if w.version >= vElideUnknownBlockArgLocation {
		e.varint(uint64(len(w.opNames)))
	}
	groups(len(w.opNames), func(i int) *dialectNum { return w.opNames[i].dialect }, func(d *dialectNum, from, to int) {
		e.varint(uint64(d.idx))
		e.varint(uint64(to - from))
		for _, n := range w.opNames[from:to] {
			id := uint64(w.str(n.short))
			if w.version < vNativeProperties {
				e.varint(id)
			} else {
				e.varintFlag(id, n.name.Def != nil)
			}
		}
	})
	out.section(secDialect, e)
}

// groups calls fn for each run of entries with the same dialect.
func groups(n int, dialect func(int) *dialectNum, fn func(d *dialectNum, from, to int)) {
	for i := 0; i < n; {
		j := i + 1
		for j < n && dialect(j) == dialect(i) {
			j++
		}
		fn(dialect(i), i, j)
		i = j
	}
}

// writeAttrTypes writes the offset section (counts, then per dialect group
// each entry's size and custom-encoding flag) and the entries.
func (w *writer) writeAttrTypes(out *emitter) {
	data, offs := &emitter{}, &emitter{}
	offs.varint(uint64(len(w.attrs)))
	offs.varint(uint64(len(w.types)))
	prev := 0
	entry := func(custom bool, enc func(dw *DialectWriter) bool, text string) {
		if custom {
			if !enc(&DialectWriter{w: w, e: data}) {
				w.fail(fmt.Errorf("bytecode writer: inconsistent custom encoding of %s", text))
			}
		} else {
			data.cstring(text)
		}
		offs.varintFlag(uint64(len(data.buf)-prev), custom)
		prev = len(data.buf)
	}
	groups(len(w.attrs), func(i int) *dialectNum { return w.attrs[i].dialect }, func(d *dialectNum, from, to int) {
		offs.varint(uint64(d.idx))
		offs.varint(uint64(to - from))
		c := codecFor(d.name)
		for _, n := range w.attrs[from:to] {
			entry(n.custom, func(dw *DialectWriter) bool { return c.WriteAttribute(dw, n.a) }, n.text)
		}
	})
	groups(len(w.types), func(i int) *dialectNum { return w.types[i].dialect }, func(d *dialectNum, from, to int) {
		offs.varint(uint64(d.idx))
		offs.varint(uint64(to - from))
		c := codecFor(d.name)
		for _, n := range w.types[from:to] {
			entry(n.custom, func(dw *DialectWriter) bool { return c.WriteType(dw, n.t) }, n.text)
		}
	})
	out.section(secAttrTypeOffset, offs)
	out.section(secAttrType, data)
}

// writeStrings writes the string section: count, sizes (with the NUL) in
// reverse order, then the NUL-terminated strings.
func (w *writer) writeStrings(out *emitter) {
	e := &emitter{}
	e.varint(uint64(len(w.strList)))
	for i := len(w.strList) - 1; i >= 0; i-- {
		e.varint(uint64(len(w.strList[i]) + 1))
	}
	for _, s := range w.strList {
		e.cstring(s)
	}
	out.section(secString, e)
}

func (w *writer) writeProperties(out *emitter) {
	e := &emitter{}
	e.varint(uint64(len(w.props)))
	for _, p := range w.props {
		e.buf = append(e.buf, p...)
	}
	out.section(secProperties, e)
}

// addProps adds an encoded properties entry (deduplicated) and returns
// its index.
func (w *writer) addProps(blob []byte) int {
	e := &emitter{}
	e.varint(uint64(len(blob)))
	e.buf = append(e.buf, blob...)
	if i, ok := w.propsOf[string(e.buf)]; ok {
		return i
	}
	i := len(w.props)
	w.propsOf[string(e.buf)] = i
	w.props = append(w.props, e.buf)
	return i
}

// sortByRefs orders entries as MLIR's IRNumbering does: most referenced
// first, then, within the runs that encode in the same number of varint
// bytes, grouped by dialect (the previous run's last dialect first).
func sortByRefs[T any](xs []T, refs func(T) int, dialect func(T) int) {
	sort.SliceStable(xs, func(i, j int) bool { return refs(xs[i]) > refs(xs[j]) })
	first, prev := 0, 0
	rest := xs
	for i := 1; i < 9 && len(rest) > 0; i++ {
		prev = 1<<(7*uint(i)) - prev
		n := min(prev, len(rest))
		sub := rest[:n]
		sort.SliceStable(sub, func(a, b int) bool {
			da, db := dialect(sub[a]), dialect(sub[b])
			if da == first {
				return db != first
			}
			if db == first {
				return false
			}
			return da < db
		})
		first = dialect(sub[n-1])
		rest = rest[n:]
	}
}

// value returns the number of v.
func (w *writer) value(v core.Value) (int32, bool) {
	switch v := v.(type) {
	case *core.OpResult:
		id, ok := w.results[v]
		return id, ok
	case *core.BlockArg:
		id, ok := w.args[v]
		return id, ok
	}
	return 0, false
}

// strAttr is core.String, cached: file names of locations and dictionary
// keys are asked for again and again.
func (w *writer) strAttr(s string) core.Attribute {
	a, ok := w.strAttrs[s]
	if !ok {
		a = core.String(w.ctx, s)
		w.strAttrs[s] = a
	}
	return a
}
