package bytecode

import (
	"fmt"
	"strings"
	"sync/atomic"

	"ncc/core"
	"ncc/core/asm"
)

// An attribute or type entry: where its encoding is, and, once decoded,
// its value (an atomic.Value, as workers share entries). Entries are
// decoded on first use, as MLIR does.
type attrEntry struct {
	dialect *dialectEntry
	custom  bool
	off     int
	end     int
	val     atomic.Value // core.Attribute
}

type typeEntry struct {
	dialect *dialectEntry
	custom  bool
	off     int
	end     int
	val     atomic.Value // core.Type
}

// readAttrTypeOffsets reads the offset section: the attribute and type
// counts, then per dialect group the size of each entry with a flag saying
// whether it uses the dialect's encoding (else it is text).
func (d *decoder) readAttrTypeOffsets(data, offs reader) error {
	na, err := offs.count("attribute", 1)
	if err != nil {
		return err
	}
	nt, err := offs.count("type", 1)
	if err != nil {
		return err
	}
	if na+nt > offs.left() {
		return offs.errf("attribute and type counts exceed the %d bytes left", offs.left())
	}
	d.attrs = make([]attrEntry, na)
	d.types = make([]typeEntry, nt)
	cur := data.p
	next := func(n int, set func(i int, de *dialectEntry, custom bool, off, end int)) error {
		i := 0
		for i < n {
			err := d.dialectGroup(&offs, func(de *dialectEntry) error {
				at := offs.p
				size, custom, err := offs.varintFlag()
				if err != nil {
					return err
				}
				if i >= n {
					return &Error{Offset: at, Msg: "more attribute or type entries than announced"}
				}
				if size > uint64(data.e-cur) {
					return &Error{Offset: at, Msg: "Attribute or Type entry offset points past the end of section"}
				}
				set(i, de, custom, cur, cur+int(size))
				cur += int(size)
				i++
				return nil
			})
			if err != nil {
				return err
			}
		}
		return nil
	}
	if err := next(na, func(i int, de *dialectEntry, custom bool, off, end int) {
		d.attrs[i].dialect, d.attrs[i].custom, d.attrs[i].off, d.attrs[i].end = de, custom, off, end
	}); err != nil {
		return err
	}
	if err := next(nt, func(i int, de *dialectEntry, custom bool, off, end int) {
		d.types[i].dialect, d.types[i].custom, d.types[i].off, d.types[i].end = de, custom, off, end
	}); err != nil {
		return err
	}
	if !offs.empty() {
		return offs.errf("unexpected trailing data in the Attribute/Type offset section")
	}
	return nil
}

func (w *worker) attrRef(r *reader) (core.Attribute, error) {
	at := r.p
	i, err := r.varint()
	if err != nil {
		return nil, err
	}
	return w.attrAt(i, at)
}

func (w *worker) typeRef(r *reader) (core.Type, error) {
	at := r.p
	i, err := r.varint()
	if err != nil {
		return nil, err
	}
	return w.typeAt(i, at)
}

// enter marks entry id (see worker.resolving) as being decoded.
func (w *worker) enter(id int64, kind string, i uint64, at int) error {
	for _, x := range w.resolving {
		if x == id {
			return &Error{Offset: at, Msg: fmt.Sprintf("%s %d refers to itself", kind, i)}
		}
	}
	if len(w.resolving) >= maxNesting {
		return &Error{Offset: at, Msg: "attributes and types nest too deeply"}
	}
	w.resolving = append(w.resolving, id)
	return nil
}

// attrAt decodes (or returns) attribute i; at is where the reference is.
func (w *worker) attrAt(i uint64, at int) (core.Attribute, error) {
	d := w.d
	if i >= uint64(len(d.attrs)) {
		return nil, &Error{Offset: at, Msg: fmt.Sprintf("invalid Attribute index: %d", i)}
	}
	e := &d.attrs[i]
	if v := e.val.Load(); v != nil {
		return v.(core.Attribute), nil
	}
	if err := w.enter(int64(i), "Attribute", i, at); err != nil {
		return nil, err
	}
	r := reader{b: d.data, p: e.off, e: e.end}
	var a core.Attribute
	var err error
	if e.custom {
		a, err = w.customAttr(&r, e.dialect)
	} else {
		a, err = d.textAttr(&r)
	}
	w.resolving = w.resolving[:len(w.resolving)-1]
	if err == nil && !r.empty() {
		err = r.errf("unexpected trailing bytes after Attribute entry")
	}
	if err != nil {
		return nil, err
	}
	e.val.CompareAndSwap(nil, a)
	return e.val.Load().(core.Attribute), nil
}

// typeAt is attrAt for types.
func (w *worker) typeAt(i uint64, at int) (core.Type, error) {
	d := w.d
	if i >= uint64(len(d.types)) {
		return nil, &Error{Offset: at, Msg: fmt.Sprintf("invalid Type index: %d", i)}
	}
	e := &d.types[i]
	if v := e.val.Load(); v != nil {
		return v.(core.Type), nil
	}
	if err := w.enter(-int64(i)-1, "Type", i, at); err != nil {
		return nil, err
	}
	r := reader{b: d.data, p: e.off, e: e.end}
	var t core.Type
	var err error
	if e.custom {
		t, err = w.customType(&r, e.dialect)
	} else {
		t, err = d.textType(&r)
	}
	w.resolving = w.resolving[:len(w.resolving)-1]
	if err == nil && !r.empty() {
		err = r.errf("unexpected trailing bytes after Type entry")
	}
	if err != nil {
		return nil, err
	}
	e.val.CompareAndSwap(nil, t)
	return e.val.Load().(core.Type), nil
}

func (w *worker) customAttr(r *reader, de *dialectEntry) (core.Attribute, error) {
	c, err := w.d.codec(r, de)
	if err != nil {
		return nil, err
	}
	a, err := c.ReadAttribute(&DialectReader{w: w, r: r})
	if err == nil && a == nil {
		err = r.errf("dialect '%s' could not read an attribute", de.name)
	}
	return a, err
}

func (w *worker) customType(r *reader, de *dialectEntry) (core.Type, error) {
	c, err := w.d.codec(r, de)
	if err != nil {
		return nil, err
	}
	t, err := c.ReadType(&DialectReader{w: w, r: r})
	if err == nil && t == nil {
		err = r.errf("dialect '%s' could not read a type", de.name)
	}
	return t, err
}

func (d *decoder) codec(r *reader, de *dialectEntry) (DialectCodec, error) {
	if err := d.knownDialect(de, r.p); err != nil {
		return nil, err
	}
	c := codecFor(de.name)
	if c == nil {
		return nil, r.errf("dialect '%s' does not implement the bytecode interface", de.name)
	}
	return c, nil
}

// textAttr parses an entry kept in the textual form: the attribute's
// assembly, NUL-terminated.
func (d *decoder) textAttr(r *reader) (core.Attribute, error) {
	at := r.p
	s, err := r.cstring()
	if err != nil {
		return nil, err
	}
	a, n, err := asm.ParseAttribute(d.ctx, s)
	if err != nil {
		return nil, &Error{Offset: at, Msg: fmt.Sprintf("cannot parse attribute '%s': %s", s, oneLine(err))}
	}
	if n != len(s) {
		return nil, &Error{Offset: at + n, Msg: "trailing characters found after Attribute assembly format: " + s[n:]}
	}
	return a, nil
}

func (d *decoder) textType(r *reader) (core.Type, error) {
	at := r.p
	s, err := r.cstring()
	if err != nil {
		return nil, err
	}
	t, n, err := asm.ParseType(d.ctx, s)
	if err != nil {
		return nil, &Error{Offset: at, Msg: fmt.Sprintf("cannot parse type '%s': %s", s, oneLine(err))}
	}
	if n != len(s) {
		return nil, &Error{Offset: at + n, Msg: "trailing characters found after Type assembly format: " + s[n:]}
	}
	return t, nil
}

func oneLine(err error) string {
	s := err.Error()
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

// Typed references, with MLIR's message when the kind is wrong.

func (w *worker) locRef(r *reader) (core.Location, error) {
	at := r.p
	a, err := w.attrRef(r)
	if err != nil {
		return nil, err
	}
	l, ok := a.(core.Location)
	if !ok {
		return nil, &Error{Offset: at, Msg: "expected attribute of type: LocationAttr, but got: " + asm.AttrString(a)}
	}
	return l, nil
}

func (w *worker) dictRef(r *reader) (*core.DictAttr, error) {
	at := r.p
	a, err := w.attrRef(r)
	if err != nil {
		return nil, err
	}
	da, ok := a.(*core.DictAttr)
	if !ok {
		return nil, &Error{Offset: at, Msg: "expected attribute of type: DictionaryAttr, but got: " + asm.AttrString(a)}
	}
	return da, nil
}
