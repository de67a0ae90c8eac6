package bytecode

import (
	"encoding/binary"
	"encoding/hex"
	"sort"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/core/asm"
)

// writeIR writes the IR section: a block header (one op, no arguments)
// and the root operation.
func (w *writer) writeIR(out *emitter, root *core.Operation) {
	e := &emitter{}
	e.varintFlag(1, false)
	w.writeOp(e, root, nil)
	out.section(secIR, e)
}

// writeOp writes op; loc is its location's numbering (nil: look it up).
func (w *writer) writeOp(e *emitter, op *core.Operation, loc *attrNum) {
	on := w.opNameOf[op.OpName()]
	e.varint(uint64(on.idx))
	maskAt := len(e.buf)
	e.byte(0)
	var mask byte
	if loc == nil {
		e.varint(uint64(w.attrIndex(op.Loc())))
	} else {
		e.varint(uint64(loc.idx))
	}
	if d := w.opDict(op, on.schema); d != nil {
		mask |= maskAttrs
		e.varint(uint64(w.attrIndex(d)))
	}
	if w.version >= vNativeProperties {
		if id, ok := w.opProps(op, on.schema); ok {
			mask |= maskProperties
			e.varint(uint64(id))
		}
	}
	if n := op.NumResults(); n > 0 {
		mask |= maskResults
		e.varint(uint64(n))
		for i := 0; i < n; i++ {
			e.varint(uint64(w.typeIndex(op.Result(i).Type())))
		}
	}
	if n := op.NumOperands(); n > 0 {
		mask |= maskOperands
		e.varint(uint64(n))
		for i := 0; i < n; i++ {
			id, ok := w.value(op.Operand(i))
			if !ok {
				w.fail(op.Errorf("operand #%d is not defined in the IR being written", i))
			}
			e.varint(uint64(id))
		}
	}
	if n := op.NumSuccessors(); n > 0 {
		mask |= maskSuccessors
		e.varint(uint64(n))
		for i := 0; i < n; i++ {
			e.varint(uint64(w.blockIDs[op.Successor(i)]))
		}
	}
	if w.version >= vUseListOrdering {
		w.writeUseListOrders(e, &mask, op.Results())
	}
	if op.NumRegions() > 0 {
		mask |= maskInlineRegions
	}
	e.buf[maskAt] = mask
	if op.NumRegions() == 0 {
		return
	}
	isolated := w.isolated[op]
	e.varintFlag(uint64(op.NumRegions()), isolated)
	re := e
	if isolated && w.version >= vLazyLoading {
		re = &emitter{}
	}
	for _, r := range op.Regions() {
		w.writeRegion(re, r)
	}
	if re != e {
		e.section(secIR, re)
	}
}

// opProps encodes an op's properties into the properties section.
func (w *writer) opProps(op *core.Operation, s *propSchema) (int, bool) {
	if op.Def() == nil {
		p := propsDict(op)
		if p == nil {
			return 0, false
		}
		e := &emitter{}
		e.varint(uint64(w.attrIndex(p)))
		return w.addProps(e.buf), true
	}
	if s == nil {
		return 0, false
	}
	e := &emitter{}
	if err := (&DialectWriter{w: w, e: e}).writeProps(op, s); err != nil {
		w.fail(op.Errorf("%v", err))
	}
	return w.addProps(e.buf), true
}

func (w *writer) writeRegion(e *emitter, r *core.Region) {
	if r.Empty() {
		e.varint(0)
		return
	}
	c := w.regions[r]
	e.varint(uint64(c[0]))
	e.varint(uint64(c[1]))
	locs := w.opLocs[r]
	for b := r.First(); b != nil; b = b.Next() {
		locs = w.writeBlock(e, b, locs)
	}
}

// writeBlock writes b; locs are the locations of its ops and the ops of the
// blocks after it, and it returns those of the latter.
func (w *writer) writeBlock(e *emitter, b *core.Block, locs []*attrNum) []*attrNum {
	args := b.Args()
	e.varintFlag(uint64(w.blockOps[b]), len(args) > 0)
	if len(args) > 0 {
		e.varint(uint64(len(args)))
		for _, a := range args {
			loc := argLoc(w.ctx, a)
			_, unknown := loc.(*core.UnknownLoc)
			if w.version >= vElideUnknownBlockArgLocation {
				e.varintFlag(uint64(w.typeIndex(a.Type())), !unknown)
				if !unknown {
					e.varint(uint64(w.attrIndex(loc)))
				}
			} else {
				e.varint(uint64(w.typeIndex(a.Type())))
				e.varint(uint64(w.attrIndex(loc)))
			}
		}
		if w.version >= vUseListOrdering {
			at := len(e.buf)
			e.byte(0)
			var m byte
			w.writeUseListOrders(e, &m, b.ArgValues())
			e.buf[at] = m
		}
	}
	for op := b.First(); op != nil; op = op.Next() {
		w.writeOp(e, op, locs[0])
		locs = locs[1:]
	}
	return locs
}

// writeUseListOrders writes the use-list order of each value of vs whose
// uses are not in decreasing use-ID order (what a reader rebuilds by
// itself), as MLIR's BytecodeWriter::writeUseListOrders does.
func (w *writer) writeUseListOrders(e *emitter, mask *byte, vs []core.Value) {
	type order struct {
		idx  int
		perm []int
	}
	var orders []order
	for i, v := range vs {
		if u := core.FirstUse(v); u == nil || u.NextUse() == nil {
			continue // no order to keep
		}
		uses := core.Uses(v)
		type pair struct {
			pos int
			id  uint64
		}
		ps := make([]pair, len(uses))
		sorted := true
		for j, u := range uses {
			ps[j] = pair{j, useID(w.opIDs[u.Owner()], u.Index())}
			if j > 0 && ps[j-1].id <= ps[j].id {
				sorted = false
			}
		}
		if sorted {
			continue
		}
		sort.SliceStable(ps, func(a, b int) bool { return ps[a].id > ps[b].id })
		perm := make([]int, len(ps))
		for j, p := range ps {
			perm[j] = p.pos
		}
		orders = append(orders, order{i, perm})
	}
	if len(orders) == 0 {
		return
	}
	*mask |= maskUseListOrders
	if len(vs) != 1 {
		e.varint(uint64(len(orders)))
	}
	for _, o := range orders {
		shuffled := 0
		for j, x := range o.perm {
			if j != x {
				shuffled++
			}
		}
		pairs := shuffled < len(o.perm)/2
		if len(vs) != 1 {
			e.varint(uint64(o.idx))
		}
		if pairs {
			e.varintFlag(uint64(shuffled*2), true)
			for j, x := range o.perm {
				if j != x {
					e.varint(uint64(x))
					e.varint(uint64(j))
				}
			}
			continue
		}
		e.varintFlag(uint64(len(o.perm)), false)
		for _, x := range o.perm {
			e.varint(uint64(x))
		}
	}
}

// writeResources writes the resource sections: external groups (the
// Context's external_resources), then per dialect the referenced
// resources with data, then those without (declarations).
func (w *writer) writeResources(out *emitter) {
	res := asm.ContextResources(w.ctx)
	data, offs := &emitter{}, &emitter{}
	prev := 0
	type entry struct {
		key  string
		kind byte
		size int
	}
	var cur []entry
	add := func(key, text string, declaration bool) {
		kind := byte(resBlob)
		if !declaration && !w.opts.ElideResourceData {
			kind = encodeResource(w, data, text)
		}
		cur = append(cur, entry{key, kind, len(data.buf) - prev})
		prev = len(data.buf)
	}
	flush := func() {
		offs.varint(uint64(len(cur)))
		for _, c := range cur {
			offs.varint(uint64(w.str(c.key)))
			offs.varint(uint64(c.size))
			offs.byte(c.kind)
		}
		cur = cur[:0]
	}
	groups := make([]string, 0, len(res.External))
	for g := range res.External {
		groups = append(groups, g)
	}
	sort.Strings(groups)
	offs.varint(uint64(len(groups)))
	for _, g := range groups {
		offs.varint(uint64(w.str(g)))
		for _, en := range res.External[g] {
			add(en.Key, en.Value, false)
		}
		flush()
	}
	for _, d := range w.dialects {
		with, without := w.splitResources(d)
		if len(with)+len(without) == 0 {
			continue
		}
		for _, k := range with {
			v, _ := res.DialectResource(d.name, k)
			add(k, v, false)
		}
		for _, k := range without {
			add(k, "", true)
		}
		offs.varint(uint64(d.idx))
		flush()
	}
	out.section(secResourceOffset, offs)
	out.section(secResource, data)
}

// isBlobText reports whether a resource value's text is a hex blob.
func isBlobText(v string) bool {
	return strings.HasPrefix(v, `"0x`) && strings.HasSuffix(v, `"`) && len(v) >= 12
}

// encodeResource writes one resource value given in its text form and
// returns its kind: a hex blob (4-byte alignment, then data), a bool, or a
// string.
func encodeResource(w *writer, e *emitter, text string) byte {
	switch text {
	case "true", "false":
		e.byte(map[string]byte{"false": 0, "true": 1}[text])
		return resBool
	}
	if isBlobText(text) {
		if raw, err := hex.DecodeString(text[3 : len(text)-1]); err == nil && len(raw) >= 4 {
			align := uint64(binary.LittleEndian.Uint32(raw))
			if align == 0 || align&(align-1) != 0 {
				align = 1
			}
			e.varint(align)
			e.varint(uint64(len(raw) - 4))
			e.alignTo(align)
			e.buf = append(e.buf, raw[4:]...)
			return resBlob
		}
	}
	s := text
	if u, err := strconv.Unquote(text); err == nil {
		s = u
	}
	e.varint(uint64(w.str(s)))
	return resString
}
