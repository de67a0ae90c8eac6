package bytecode

import (
	"fmt"
	"sort"
	"sync"

	"ncc/core"
)

// Properties of registered operations are encoded as MLIR's ODS generates
// it (OpDefinitionsGen: genPropertiesSupportForBytecode): the inherent
// attributes in name order, each a reference (required ones) or a flagged
// optional reference (optional and default-valued ones); then, from
// version 6, the operand and result segment sizes as sparse arrays. Before
// version 6 the segment sizes are a DenseI32ArrayAttr reference in their
// place among the attributes.

// propSchema is the properties layout of one op definition.
type propSchema struct {
	attrs       []propAttr // by name
	operandSegs int        // number of operand segments, or 0
	resultSegs  int
	has         bool // the op has properties at all
}

type propAttr struct {
	name     string
	required bool
	segment  bool // operandSegmentSizes or resultSegmentSizes
}

var schemas sync.Map // *core.OpDef -> *propSchema

func schemaOf(def *core.OpDef) *propSchema {
	if s, ok := schemas.Load(def); ok {
		return s.(*propSchema)
	}
	s := &propSchema{}
	if def.Traits.Has(core.AttrSizedOperandSegments) {
		s.operandSegs = len(def.Operands)
	}
	if def.Traits.Has(core.AttrSizedResultSegments) {
		s.resultSegs = len(def.Results)
	}
	names := map[string]bool{}
	for _, a := range def.Attrs {
		seg := (a.Name == core.OperandSegmentSizesAttr && s.operandSegs > 0) ||
			(a.Name == core.ResultSegmentSizesAttr && s.resultSegs > 0)
		names[a.Name] = true
		s.attrs = append(s.attrs, propAttr{name: a.Name, required: !a.Optional && a.Default == nil, segment: seg})
	}
	// Segment sizes are properties even where the definition does not
	// list them as attributes.
	if s.operandSegs > 0 && !names[core.OperandSegmentSizesAttr] {
		s.attrs = append(s.attrs, propAttr{name: core.OperandSegmentSizesAttr, segment: true})
	}
	if s.resultSegs > 0 && !names[core.ResultSegmentSizesAttr] {
		s.attrs = append(s.attrs, propAttr{name: core.ResultSegmentSizesAttr, segment: true})
	}
	sort.Slice(s.attrs, func(i, j int) bool { return s.attrs[i].name < s.attrs[j].name })
	s.has = len(s.attrs) > 0
	v, _ := schemas.LoadOrStore(def, s)
	return v.(*propSchema)
}

func (s *propSchema) segments(name string) int {
	if name == core.OperandSegmentSizesAttr {
		return s.operandSegs
	}
	return s.resultSegs
}

// readProps decodes the properties of a registered op from entry r.
func (w *worker) readProps(r *reader, s *propSchema, opName string) ([]core.NamedAttr, error) {
	d := w.d
	var out []core.NamedAttr
	for _, a := range s.attrs {
		if a.segment && d.version >= vNativeSegmentSizes {
			continue
		}
		at := r.p
		var v core.Attribute
		var err error
		if a.required || a.segment {
			v, err = w.attrRef(r)
		} else {
			var idx uint64
			var ok bool
			if idx, ok, err = r.varintFlag(); err == nil && ok {
				v, err = w.attrAt(idx, at)
			}
		}
		if err != nil {
			return nil, err
		}
		if a.segment {
			if vs, ok := core.DenseI32Values(v); !ok || len(vs) > s.segments(a.name) {
				return nil, &Error{Offset: at, Msg: "size mismatch for operand/result_segment_size"}
			}
		}
		if v != nil {
			out = append(out, core.NamedAttr{Name: a.name, Value: v})
		}
	}
	if d.version >= vNativeSegmentSizes {
		for _, a := range s.attrs {
			if !a.segment {
				continue
			}
			vs, err := readSparseArray(r, s.segments(a.name))
			if err != nil {
				return nil, err
			}
			out = append(out, core.NamedAttr{Name: a.name, Value: core.DenseI32Array(d.ctx, vs)})
		}
	}
	if !r.empty() {
		return nil, r.errf("the properties of '%s' do not match its definition: unexpected trailing bytes", opName)
	}
	return out, nil
}

// readSparseArray reads MLIR's writeSparseArray encoding of n int32s: a
// count with a flag; dense: the values; sparse: an index width in bits,
// then value<<width|index for each non-zero element.
func readSparseArray(r *reader, n int) ([]int32, error) {
	vs := make([]int32, n)
	at := r.p
	cnt, sparse, err := r.varintFlag()
	if err != nil || cnt == 0 {
		return vs, err
	}
	if cnt > uint64(n) {
		return nil, &Error{Offset: at, Msg: fmt.Sprintf("trying to read an array of %d but only %d storage available.", cnt, n)}
	}
	if !sparse {
		for i := range vs[:cnt] {
			v, err := r.varint()
			if err != nil {
				return nil, err
			}
			vs[i] = int32(v)
		}
		return vs, nil
	}
	width, err := r.varint()
	if err != nil {
		return nil, err
	}
	if width > 8 {
		return nil, r.errf("reading sparse array with indexing above 8 bits: %d", width)
	}
	for i := uint64(0); i < cnt; i++ {
		pair, err := r.varint()
		if err != nil {
			return nil, err
		}
		idx := pair & (1<<width - 1)
		if idx >= uint64(n) {
			return nil, r.errf("reading a sparse array found index %d but only %d storage available.", idx, n)
		}
		vs[idx] = int32(pair >> width)
	}
	return vs, nil
}

// writeSparseArray is MLIR's DialectBytecodeWriter::writeSparseArray.
func writeSparseArray(e *emitter, vs []int32) {
	nonZero, last := 0, 0
	for i, v := range vs {
		if v != 0 {
			nonZero++
			last = i
		}
	}
	if last > 256 || nonZero > len(vs)/2 {
		e.varintFlag(uint64(len(vs)), false)
		for _, v := range vs {
			e.varint(uint64(uint32(v)))
		}
		return
	}
	e.varintFlag(uint64(nonZero), true)
	if nonZero == 0 {
		return
	}
	width := 0
	for 1<<width < last+1 {
		width++
	}
	e.varint(uint64(width))
	for i, v := range vs[:last+1] {
		if v != 0 {
			e.varint(uint64(uint32(v))<<width | uint64(i))
		}
	}
}

// writeProps encodes the properties of a registered op (w.e nil: number).
func (w *DialectWriter) writeProps(op *core.Operation, s *propSchema) error {
	for _, a := range s.attrs {
		v := op.Attr(a.name)
		if a.segment {
			if w.w.version >= vNativeSegmentSizes {
				continue
			}
			w.Attribute(segmentAttr(op, a.name, s.segments(a.name)))
			continue
		}
		if a.required {
			if v == nil {
				return fmt.Errorf("'%s' op requires attribute '%s'", op.Name(), a.name)
			}
			w.Attribute(v)
		} else {
			w.OptionalAttribute(v)
		}
	}
	if w.w.version >= vNativeSegmentSizes && w.e != nil {
		for _, a := range s.attrs {
			if a.segment {
				vs, _ := core.DenseI32Values(segmentAttr(op, a.name, s.segments(a.name)))
				writeSparseArray(w.e, vs)
			}
		}
	}
	return nil
}

// segmentAttr returns an op's segment sizes as n int32s (absent: zeros).
func segmentAttr(op *core.Operation, name string, n int) core.Attribute {
	vs, _ := core.DenseI32Values(op.Attr(name))
	out := make([]int32, n)
	copy(out, vs)
	return core.DenseI32Array(op.Context(), out)
}

// propsDict returns the dictionary form of an unregistered op's properties.
func propsDict(op *core.Operation) core.Attribute {
	if len(op.Props()) == 0 {
		return nil
	}
	return core.Dict(op.Context(), op.Props())
}
