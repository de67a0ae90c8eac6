package birjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// A small JSON tree that remembers where each value starts, so the reader
// can say where a problem is (the JSON path and the byte offset, with line
// and column), and an encoder that writes objects with sorted keys, as
// KLR's Lean writer does, one member per line.

// node is one JSON value.
type node struct {
	kind  nodeKind
	off   int64 // byte offset of the value's first character
	keys  []string
	vals  []*node // object members, in input order
	elems []*node // array elements
	str   string
	num   json.Number
	b     bool
}

type nodeKind uint8

const (
	kNull nodeKind = iota
	kObject
	kArray
	kString
	kNumber
	kBool
)

func (k nodeKind) String() string {
	return [...]string{"null", "an object", "an array", "a string", "a number", "a boolean"}[k]
}

// get returns the member called key, or nil.
func (n *node) get(key string) *node {
	for i, k := range n.keys {
		if k == key {
			return n.vals[i]
		}
	}
	return nil
}

// maxDepth bounds nesting, so hostile input cannot exhaust the stack.
const maxDepth = 512

// Error is a problem in the JSON input: where (file, byte offset, line
// and column, JSON path) and what.
type Error struct {
	File      string
	Offset    int64
	Line, Col int
	Path      string
	Msg       string
}

func (e *Error) Error() string {
	at := ""
	if e.Path != "" {
		at = e.Path + ": "
	}
	return fmt.Sprintf("%s:%d:%d: error: %s%s (byte %d)", e.File, e.Line, e.Col, at, e.Msg, e.Offset)
}

// parseTree reads data as one JSON value.
func parseTree(file string, data []byte) (*node, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	p := &treeParser{file: file, data: data, dec: dec}
	n, err := p.value(0)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, p.errAt(p.start(), "", "unexpected data after the top-level value")
	}
	return n, nil
}

type treeParser struct {
	file string
	data []byte
	dec  *json.Decoder
}

// start returns the offset of the next token: the decoder's offset moved
// past whitespace and the separators it has not consumed yet.
func (p *treeParser) start() int64 {
	o := p.dec.InputOffset()
	for o < int64(len(p.data)) {
		switch p.data[o] {
		case ' ', '\t', '\n', '\r', ':', ',':
			o++
			continue
		}
		break
	}
	return o
}

func (p *treeParser) errAt(off int64, path, format string, args ...any) *Error {
	return newError(p.file, p.data, off, path, fmt.Sprintf(format, args...))
}

func newError(file string, data []byte, off int64, path, msg string) *Error {
	off = min(max(off, 0), int64(len(data)))
	line, col := 1, 1
	for _, c := range data[:off] {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return &Error{File: file, Offset: off, Line: line, Col: col, Path: path, Msg: msg}
}

// syntaxError turns a decoder error into a located one.
func (p *treeParser) syntaxError(off int64, err error) *Error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		off = se.Offset
	} else if err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF) {
		return p.errAt(int64(len(p.data)), "", "unexpected end of the JSON input")
	}
	return p.errAt(off, "", "invalid JSON: %v", err)
}

func (p *treeParser) value(depth int) (*node, error) {
	off := p.start()
	if depth > maxDepth {
		return nil, p.errAt(off, "", "JSON nested more than %d deep", maxDepth)
	}
	tok, err := p.dec.Token()
	if err != nil {
		return nil, p.syntaxError(off, err)
	}
	n := &node{off: off}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			n.kind = kObject
			for p.dec.More() {
				koff := p.start()
				kt, err := p.dec.Token()
				if err != nil {
					return nil, p.syntaxError(koff, err)
				}
				key, _ := kt.(string)
				if n.get(key) != nil {
					return nil, p.errAt(koff, "", "duplicate key %q", key)
				}
				v, err := p.value(depth + 1)
				if err != nil {
					return nil, err
				}
				n.keys, n.vals = append(n.keys, key), append(n.vals, v)
			}
		case '[':
			n.kind = kArray
			for p.dec.More() {
				v, err := p.value(depth + 1)
				if err != nil {
					return nil, err
				}
				n.elems = append(n.elems, v)
			}
		}
		if _, err := p.dec.Token(); err != nil { // the closing delimiter
			return nil, p.syntaxError(p.start(), err)
		}
	case string:
		n.kind, n.str = kString, t
	case json.Number:
		n.kind, n.num = kNumber, t
	case bool:
		n.kind, n.b = kBool, t
	case nil:
		n.kind = kNull
	}
	return n, nil
}

// Output: values built by the writer.

// obj is a JSON object under construction; keys are sorted on output.
type obj map[string]any

// raw is JSON text written as is (numbers formatted by the writer).
type raw string

// encode writes v with two-space indentation: objects one member per line
// (sorted keys), arrays of scalars and of arrays of scalars on one line.
func encode(w *strings.Builder, v any, indent string) {
	switch v := v.(type) {
	case obj:
		if len(v) == 0 {
			w.WriteString("{}")
			return
		}
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		w.WriteString("{\n")
		for i, k := range keys {
			w.WriteString(indent + "  " + strconv.Quote(k) + ": ")
			encode(w, v[k], indent+"  ")
			if i < len(keys)-1 {
				w.WriteString(",")
			}
			w.WriteString("\n")
		}
		w.WriteString(indent + "}")
	case []any:
		if len(v) == 0 {
			w.WriteString("[]")
			return
		}
		if flat(v) {
			w.WriteString("[")
			for i, e := range v {
				if i > 0 {
					w.WriteString(", ")
				}
				encode(w, e, indent)
			}
			w.WriteString("]")
			return
		}
		w.WriteString("[\n")
		for i, e := range v {
			w.WriteString(indent + "  ")
			encode(w, e, indent+"  ")
			if i < len(v)-1 {
				w.WriteString(",")
			}
			w.WriteString("\n")
		}
		w.WriteString(indent + "]")
	case string:
		b, _ := json.Marshal(v)
		w.Write(b)
	case raw:
		w.WriteString(string(v))
	case bool:
		w.WriteString(strconv.FormatBool(v))
	case int64:
		w.WriteString(strconv.FormatInt(v, 10))
	case int:
		w.WriteString(strconv.Itoa(v))
	case nil:
		w.WriteString("null")
	default:
		panic(fmt.Sprintf("birjson: cannot encode %T", v))
	}
}

// flat reports whether an array prints on one line: its elements are
// scalars, or arrays of scalars.
func flat(v []any) bool {
	for _, e := range v {
		switch e := e.(type) {
		case obj:
			return false
		case []any:
			for _, x := range e {
				switch x.(type) {
				case obj, []any:
					return false
				}
			}
		}
	}
	return true
}
