package bytecode

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"ncc/core/asm"
)

// Resource entry kinds (AsmResourceEntryKind).
const (
	resBlob = iota
	resBool
	resString
)

// readResources reads the resource sections: the offset section lists
// external groups (by name) then dialect groups (by dialect index), each
// entry a key, a size and a kind; the resource section holds the data.
// Blobs of the builtin dialect become the Context's dialect resources (so
// dense_resource attributes print with their data); external resources are
// kept as external_resources.
func (d *decoder) readResources(data, offs *reader) error {
	if (data == nil) != (offs == nil) {
		if offs != nil {
			return &Error{Msg: "unexpected resource offset section when resource section is not present"}
		}
		return &Error{Msg: "expected resource offset section when resource section is present"}
	}
	if data == nil {
		return nil
	}
	res := asm.ContextResources(d.ctx)
	nExt, err := offs.count("external resource group", 1)
	if err != nil {
		return err
	}
	for i := 0; i < nExt; i++ {
		group, err := d.stringRef(offs)
		if err != nil {
			return err
		}
		err = d.resourceGroup(offs, data, func(key string, kind byte, r *reader) error {
			if r.empty() {
				return nil
			}
			v, err := resourceValue(d, kind, r)
			if err == nil {
				res.AddExternalResource(group, key, v)
			}
			return err
		})
		if err != nil {
			return err
		}
	}
	for !offs.empty() {
		at := offs.p
		de, err := d.dialectRef(offs)
		if err != nil {
			return err
		}
		if err := d.knownDialect(de, at); err != nil {
			return err
		}
		err = d.resourceGroup(offs, data, func(key string, kind byte, r *reader) error {
			d.resources = append(d.resources, resourceHandle{de.name, key})
			if r.empty() {
				return nil // a declaration: the key without data
			}
			v, err := resourceValue(d, kind, r)
			if err != nil {
				return err
			}
			if de.name == "builtin" && kind != resBlob {
				return &Error{Offset: r.p, Msg: fmt.Sprintf("expected a blob resource entry for '%s'", key)}
			}
			res.AddDialectResource(de.name, key, v)
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// resourceGroup reads the entries of one group; fn reads each entry's data.
func (d *decoder) resourceGroup(offs, data *reader, fn func(key string, kind byte, r *reader) error) error {
	n, err := offs.count("resource", 3)
	if err != nil {
		return err
	}
	for i := 0; i < n; i++ {
		key, err := d.stringRef(offs)
		if err != nil {
			return err
		}
		size, err := offs.varint()
		if err != nil {
			return err
		}
		kind, err := offs.byte()
		if err != nil {
			return err
		}
		start := data.p
		if _, err := data.bytes(size); err != nil {
			return err
		}
		if kind > resString {
			return &Error{Offset: offs.p - 1, Msg: fmt.Sprintf("unknown resource entry kind %d", kind)}
		}
		r := reader{b: data.b, p: start, e: data.p}
		if err := fn(key, kind, &r); err != nil {
			return err
		}
		if !r.empty() {
			return r.errf("unexpected trailing bytes in resource entry '%s'", key)
		}
	}
	return nil
}

// resourceValue decodes one entry into the text form of the resource
// section: a blob as "0x" plus hex of its 4-byte little-endian alignment
// and data, a bool as true/false, a string quoted.
func resourceValue(d *decoder, kind byte, r *reader) (string, error) {
	switch kind {
	case resBool:
		c, err := r.byte()
		return strconv.FormatBool(c != 0), err
	case resString:
		s, err := d.stringRef(r)
		return strconv.Quote(s), err
	}
	align, err := r.varint()
	if err != nil {
		return "", err
	}
	size, err := r.varint()
	if err != nil {
		return "", err
	}
	if err := r.alignTo(align); err != nil {
		return "", err
	}
	blob, err := r.bytes(size)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.Grow(4 + 2*(4+len(blob)))
	b.WriteString(`"0x`)
	var a [4]byte
	binary.LittleEndian.PutUint32(a[:], uint32(align))
	b.WriteString(strings.ToUpper(hex.EncodeToString(a[:])))
	b.WriteString(strings.ToUpper(hex.EncodeToString(blob)))
	b.WriteByte('"')
	return b.String(), nil
}

func (d *decoder) resourceRef(r *reader) (string, string, error) {
	at := r.p
	i, err := r.varint()
	if err != nil {
		return "", "", err
	}
	if i >= uint64(len(d.resources)) {
		return "", "", &Error{Offset: at, Msg: fmt.Sprintf("invalid resource handle index: %d", i)}
	}
	h := d.resources[i]
	return h.dialect, h.key, nil
}
