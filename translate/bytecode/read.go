package bytecode

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"ncc/core"
)

// decoder holds the state of one Read.
type decoder struct {
	ctx      *core.Context
	name     string
	data     []byte
	version  uint64
	producer string

	strings   []string
	dialects  []*dialectEntry
	opNames   []*opNameEntry
	attrs     []attrEntry
	types     []typeEntry
	resources []resourceHandle
	props     []reader // the properties section's entries

	versionMu sync.Mutex // guards the lazily decoded dialect versions
}

// worker is the state of one goroutine decoding IR. The decoder's tables
// are shared: attribute and type entries are decoded on first use by
// whichever worker needs them (workers may decode an entry twice; the first
// result stored wins, so all agree on one value).
type worker struct {
	d *decoder
	// resolving lists the entries being decoded, innermost last
	// (attribute i as i, type i as -i-1): a reference back to one of them
	// is a cycle. Its length is the nesting depth.
	resolving []int64

	// Forward references: placeholder values used before their
	// definition, and the values that replaced them (whose use lists need
	// sorting, see uselist.go).
	placeholders map[core.Value]bool
	forwarded    []core.Value
	useOrders    map[core.Value]useOrder

	// jobs, when set, collects the isolated regions of the top-level op's
	// ops (function bodies) for workers to read in parallel.
	jobs *[]job
}

type dialectEntry struct {
	name          string
	version       reader // e == 0: no version
	versionLoaded bool
	versionVal    any
	versionErr    error
}

type opNameEntry struct {
	dialect    *dialectEntry
	name       string // without the dialect prefix
	registered int8   // 1, 0, or -1 when the file does not say (version < 5)
	resolved   atomic.Pointer[resolvedName]
}

type resolvedName struct {
	opName *core.OpName
	schema *propSchema
}

type resourceHandle struct{ dialect, key string }

// maxNesting bounds the nesting of attributes, types and regions, so that a
// hostile file cannot exhaust the stack.
const maxNesting = 1000

// Read reads a bytecode file into a detached block holding its top-level
// operation (normally a builtin.module), as asm.Parse does for text. It
// does not verify the IR. Every problem, including a truncated or corrupted
// file, is returned as an *Error naming the byte offset where it was found.
func Read(ctx *core.Context, name string, data []byte) (blk *core.Block, err error) {
	d := &decoder{ctx: ctx, name: name, data: data}
	version := -1
	defer func() {
		var e *Error
		if errors.As(err, &e) {
			e.Name, e.ctx, e.Version, e.Producer = name, ctx, version, d.producer
			err = e
		}
	}()
	if !IsBytecode(data) {
		return nil, &Error{Msg: "input buffer is not an MLIR bytecode file"}
	}
	r := reader{b: data, p: len(Magic), e: len(data)}
	if d.version, err = r.varint(); err != nil {
		return nil, err
	}
	if d.version > Version {
		return nil, &Error{Offset: len(Magic), Msg: fmt.Sprintf("bytecode version %d is newer than the current version %d", d.version, Version)}
	}
	if d.producer, err = r.cstring(); err != nil {
		return nil, err
	}
	version = int(d.version)

	var secs [numSections]*reader
	for !r.empty() {
		at := r.p
		id, sub, err := r.section()
		if err != nil {
			return nil, err
		}
		if secs[id] != nil {
			return nil, &Error{Offset: at, Msg: "duplicate top-level section: " + sectionNames[id]}
		}
		secs[id] = &sub
	}
	for id, s := range secs {
		if s == nil && !d.sectionOptional(id) {
			return nil, &Error{Offset: len(data), Msg: "missing data for top-level section: " + sectionNames[id]}
		}
	}
	if err := d.readStrings(*secs[secString]); err != nil {
		return nil, err
	}
	if secs[secProperties] != nil {
		if err := d.readPropertiesSection(*secs[secProperties]); err != nil {
			return nil, err
		}
	}
	if err := d.readDialects(*secs[secDialect]); err != nil {
		return nil, err
	}
	if err := d.readResources(secs[secResource], secs[secResourceOffset]); err != nil {
		return nil, err
	}
	if err := d.readAttrTypeOffsets(*secs[secAttrType], *secs[secAttrTypeOffset]); err != nil {
		return nil, err
	}
	return d.readIR(*secs[secIR])
}

func (d *decoder) sectionOptional(id int) bool {
	switch id {
	case secResource, secResourceOffset, secDialectVersions:
		return true
	case secProperties:
		return d.version < vNativeProperties
	}
	return false
}

// readStrings reads the string section: the count, the sizes (NUL
// included) in reverse order, then the strings themselves.
func (d *decoder) readStrings(r reader) error {
	n, err := r.count("string", 2)
	if err != nil {
		return err
	}
	d.strings = make([]string, n)
	start, end := r.p, r.e
	for i := n - 1; i >= 0; i-- {
		size, err := r.varint()
		if err != nil {
			return err
		}
		if size == 0 || size > uint64(end-start) {
			return r.errf("string size exceeds the available data size")
		}
		d.strings[i] = string(r.b[end-int(size) : end-1])
		end -= int(size)
	}
	if r.p != end {
		return r.errf("unexpected trailing data between the offsets for strings and their data")
	}
	return nil
}

func (d *decoder) stringRef(r *reader) (string, error) {
	at := r.p
	i, err := r.varint()
	if err != nil {
		return "", err
	}
	return d.stringAt(i, at)
}

func (d *decoder) stringAt(i uint64, at int) (string, error) {
	if i >= uint64(len(d.strings)) {
		return "", &Error{Offset: at, Msg: fmt.Sprintf("invalid string index: %d", i)}
	}
	return d.strings[i], nil
}

// readPropertiesSection splits the properties section into its entries,
// each a size-prefixed blob.
func (d *decoder) readPropertiesSection(r reader) error {
	if r.empty() {
		return nil
	}
	n, err := r.count("properties", 1)
	if err != nil {
		return err
	}
	d.props = make([]reader, 0, n)
	for i := 0; i < n; i++ {
		size, err := r.varint()
		if err != nil {
			return err
		}
		start := r.p
		if _, err := r.bytes(size); err != nil {
			return err
		}
		d.props = append(d.props, reader{b: r.b, p: start, e: r.p})
	}
	if !r.empty() {
		return r.errf("Broken properties section: didn't exhaust the offsets table")
	}
	return nil
}

// readDialects reads the dialect section: the dialects (with their
// versions) and the operation names, grouped by dialect.
func (d *decoder) readDialects(r reader) error {
	n, err := r.count("dialect", 1)
	if err != nil {
		return err
	}
	d.dialects = make([]*dialectEntry, n)
	for i := range d.dialects {
		de := &dialectEntry{}
		d.dialects[i] = de
		if d.version < vDialectVersioning {
			if de.name, err = d.stringRef(&r); err != nil {
				return err
			}
			continue
		}
		at := r.p
		idx, hasVersion, err := r.varintFlag()
		if err != nil {
			return err
		}
		if de.name, err = d.stringAt(idx, at); err != nil {
			return err
		}
		if hasVersion {
			at := r.p
			id, sub, err := r.section()
			if err != nil {
				return err
			}
			if id != secDialectVersions {
				return &Error{Offset: at, Msg: "expected dialect version section"}
			}
			de.version = sub
		}
	}
	if d.version >= vElideUnknownBlockArgLocation {
		num, err := r.count("operation name", 1)
		if err != nil {
			return err
		}
		d.opNames = make([]*opNameEntry, 0, num)
	}
	for !r.empty() {
		err := d.dialectGroup(&r, func(de *dialectEntry) error {
			e := &opNameEntry{dialect: de, registered: -1}
			at := r.p
			if d.version < vNativeProperties {
				e.name, err = d.stringRef(&r)
			} else {
				var idx uint64
				var reg bool
				if idx, reg, err = r.varintFlag(); err == nil {
					e.name, err = d.stringAt(idx, at)
				}
				e.registered = 0
				if reg {
					e.registered = 1
				}
			}
			d.opNames = append(d.opNames, e)
			return err
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// dialectGroup reads one group of entries of a dialect: the dialect's
// index, the entry count, and the entries, which fn reads.
func (d *decoder) dialectGroup(r *reader, fn func(*dialectEntry) error) error {
	de, err := d.dialectRef(r)
	if err != nil {
		return err
	}
	n, err := r.count("dialect group entry", 1)
	if err != nil {
		return err
	}
	for i := 0; i < n; i++ {
		if err := fn(de); err != nil {
			return err
		}
	}
	return nil
}

func (d *decoder) dialectRef(r *reader) (*dialectEntry, error) {
	at := r.p
	i, err := r.varint()
	if err != nil {
		return nil, err
	}
	if i >= uint64(len(d.dialects)) {
		return nil, &Error{Offset: at, Msg: fmt.Sprintf("invalid dialect index: %d", i)}
	}
	return d.dialects[i], nil
}

// knownDialect reports whether a dialect may be used: loaded, or any
// dialect when the Context allows unregistered ones.
func (d *decoder) knownDialect(de *dialectEntry, at int) error {
	if d.ctx.Dialect(de.name) != nil || d.ctx.AllowUnregistered {
		return nil
	}
	return &Error{Offset: at, Msg: fmt.Sprintf("dialect '%s' is unknown. If this is intended, please call "+
		"allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR tool used.", de.name)}
}

// opName resolves the operation name referenced at r.
func (d *decoder) opName(r *reader) (*opNameEntry, *resolvedName, error) {
	at := r.p
	i, err := r.varint()
	if err != nil {
		return nil, nil, err
	}
	if i >= uint64(len(d.opNames)) {
		return nil, nil, &Error{Offset: at, Msg: fmt.Sprintf("invalid operation name index: %d", i)}
	}
	e := d.opNames[i]
	if rn := e.resolved.Load(); rn != nil {
		return e, rn, nil
	}
	full := e.dialect.name + "." + e.name
	if e.name == "" {
		if d.ctx.Dialect(e.dialect.name) != nil {
			return nil, nil, &Error{Offset: at, Msg: fmt.Sprintf("has an empty opname for dialect '%s'", e.dialect.name)}
		}
		full = e.dialect.name
	}
	if err := d.knownDialect(e.dialect, at); err != nil {
		return nil, nil, err
	}
	// An op its (loaded) dialect does not define is read as an unregistered
	// op, as MLIR's reader does; the verifier reports it.
	on, err := d.ctx.UnknownOpName(full)
	if err != nil {
		return nil, nil, &Error{Offset: at, Msg: err.Error()}
	}
	rn := &resolvedName{opName: on}
	if on.Def != nil {
		rn.schema = schemaOf(on.Def)
	}
	e.resolved.CompareAndSwap(nil, rn)
	return e, e.resolved.Load(), nil
}
