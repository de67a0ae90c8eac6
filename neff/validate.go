package neff

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"

	"ncc/arch"
)

// Validate checks that f can be written and means what it says: names
// that fit the header and make safe file names, a known target and LNC,
// queue sets and variables as the public def.json allows them, tensor
// types that match sizes, whole instruction words, and descriptors that
// name declared queues and variables. Errors name the archive file and
// entry the problem would be in.
func (f *File) Validate() error {
	if err := checkHeaderString("name", f.Name, nameLen); err != nil {
		return err
	}
	if err := checkHeaderString("build", f.Build, buildLen); err != nil {
		return err
	}
	lnc := len(f.Subgraphs)
	if lnc < 1 || lnc > MaxLNC {
		return fmt.Errorf("%d subgraphs: a NEFF has 1, or 2 at LNC 2", lnc)
	}
	if f.Def.Target != "" {
		t, err := arch.Lookup(f.Def.Target)
		if err != nil {
			return fmt.Errorf("def.json: %v", err)
		}
		if !slices.Contains(t.LNC, lnc) {
			return fmt.Errorf("def.json: target %s does not run at LNC %d (%d subgraphs)", t.Name, lnc, lnc)
		}
	}
	queues := map[string]bool{}
	for _, q := range f.Def.Queues {
		if err := q.check(); err != nil {
			return fmt.Errorf("def.json: dma_queue %q: %v", q.Name, err)
		}
		if queues[q.Name] {
			return fmt.Errorf("def.json: dma_queue %q declared twice", q.Name)
		}
		queues[q.Name] = true
	}
	vars := map[string]bool{}
	ids := map[int]string{}
	for i := range f.Def.Vars {
		v := &f.Def.Vars[i]
		if err := v.check(); err != nil {
			return fmt.Errorf("def.json: var %q: %v", v.Name, err)
		}
		if vars[v.Name] {
			return fmt.Errorf("def.json: var %q declared twice", v.Name)
		}
		if other, dup := ids[v.ID]; dup {
			return fmt.Errorf("def.json: var %q: var_id %d is also var %q's", v.Name, v.ID, other)
		}
		vars[v.Name] = true
		ids[v.ID] = v.Name
	}
	for i := range f.Subgraphs {
		if err := f.Subgraphs[i].check(i, queues, vars); err != nil {
			return err
		}
	}
	for _, e := range f.Extra {
		if n, err := cleanEntryName(e.Path); err != nil || n != e.Path {
			if err == nil {
				err = errors.New("not in canonical form")
			}
			return fmt.Errorf("extra file %q: %v", e.Path, err)
		}
	}
	return nil
}

func checkHeaderString(field, s string, size int) error {
	switch {
	case len(s) > size-1:
		return fmt.Errorf("%s is %d bytes; the header holds at most %d", field, len(s), size-1)
	case strings.IndexByte(s, 0) >= 0:
		return fmt.Errorf("%s contains a NUL byte", field)
	case !utf8.ValidString(s):
		return fmt.Errorf("%s is not valid UTF-8", field)
	}
	return nil
}

// checkName accepts the names that also make safe file names.
func checkName(s string) error {
	if len(s) > 128 {
		return fmt.Errorf("name longer than 128 bytes")
	}
	return checkComponent(s)
}

func (q *Queue) check() error {
	if err := checkName(q.Name); err != nil {
		return err
	}
	if !slices.Contains(queueTypes, q.Type) {
		return fmt.Errorf("type %q is not one of %s", q.Type, strings.Join(queueTypes, ", "))
	}
	if q.NumQueues < 0 || q.NumQueues > MaxQueues {
		return fmt.Errorf("num_queues %d is outside [0, %d]", q.NumQueues, MaxQueues)
	}
	if q.Owner != "" {
		if _, ok := arch.EngineByName(q.Owner); !ok {
			return fmt.Errorf("owner %q is not an engine (pe, act, dve, pool, sp)", q.Owner)
		}
	}
	if q.Semaphore != nil && *q.Semaphore < 0 {
		return fmt.Errorf("semaphore %d is negative", *q.Semaphore)
	}
	for _, s := range q.SemaphoreSet {
		if s < 0 {
			return fmt.Errorf("semaphore_set holds negative %d", s)
		}
	}
	return nil
}

func (v *Var) check() error {
	if err := checkName(v.Name); err != nil {
		return err
	}
	if !slices.Contains(varTypes, v.Type) {
		return fmt.Errorf("type %q is not one of %s", v.Type, strings.Join(varTypes, ", "))
	}
	if v.ID < 0 {
		return fmt.Errorf("var_id %d is negative", v.ID)
	}
	if v.Size < 0 {
		return fmt.Errorf("size %d is negative", v.Size)
	}
	if v.Alignment < 0 || v.Alignment&(v.Alignment-1) != 0 {
		return fmt.Errorf("alignment %d is not a power of two", v.Alignment)
	}
	needType := v.Type == VarInput || v.Type == VarOutput || v.Type == VarFile
	if v.DType == "" {
		if needType {
			return fmt.Errorf("a %s variable needs a dtype and a shape", v.Type)
		}
		if v.Shape != nil {
			return errors.New("shape without a dtype")
		}
	} else {
		d, ok := lookupDType(v.DType)
		if !ok {
			return fmt.Errorf("dtype %q is not one of %s", v.DType, strings.Join(DTypes(), ", "))
		}
		n, err := numBytes(v.Shape, d.size)
		if err != nil {
			return err
		}
		if n != v.Size {
			return fmt.Errorf("size %d but shape %v of %s is %d bytes", v.Size, v.Shape, v.DType, n)
		}
	}
	if v.Type == VarFile {
		if int64(len(v.Data)) != v.Size {
			return fmt.Errorf("size %d but its data holds %d bytes", v.Size, len(v.Data))
		}
	} else if v.Data != nil {
		return fmt.Errorf("a %s variable has no data (only file variables do)", v.Type)
	}
	return nil
}

// numBytes multiplies out a shape, refusing negative dimensions and
// products that overflow.
func numBytes(shape []int64, size int) (int64, error) {
	n := uint64(size)
	for _, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("shape %v has a negative dimension", shape)
		}
		hi, lo := bits.Mul64(n, uint64(d))
		if hi != 0 || lo > 1<<62 {
			return 0, fmt.Errorf("shape %v is too large", shape)
		}
		n = lo
	}
	return int64(n), nil
}

func (s *Subgraph) check(i int, queues, vars map[string]bool) error {
	sg := SubgraphName(i)
	for e := range arch.NumEngines {
		st := &s.Streams[e]
		file := sg + "/" + engineStems[e]
		if len(st.Instr)%InstrSize != 0 {
			return fmt.Errorf("%s.bin: %d bytes is not a whole number of %d-byte instructions", file, len(st.Instr), InstrSize)
		}
		for j := range st.DMA {
			if err := st.DMA[j].check(queues, vars); err != nil {
				return fmt.Errorf("%s.json: dma[%d]: %v", file, j, err)
			}
		}
	}
	names := map[string]bool{}
	for _, a := range s.ActFuncSets {
		if err := checkName(a.Name); err != nil {
			return fmt.Errorf("%s/%s.json: activation function set %q: %v", sg, engineStems[arch.ACT], a.Name, err)
		}
		if names[a.Name] {
			return fmt.Errorf("%s/%s.json: activation function set %q listed twice", sg, engineStems[arch.ACT], a.Name)
		}
		names[a.Name] = true
	}
	return nil
}

func (d *Descriptor) check(queues, vars map[string]bool) error {
	if d.ID < 0 {
		return fmt.Errorf("id %d is negative", d.ID)
	}
	if !queues[d.Queue] {
		return fmt.Errorf("queue %q is not a dma_queue of def.json", d.Queue)
	}
	if d.Semaphore != nil && *d.Semaphore < 0 {
		return fmt.Errorf("semaphore %d is negative", *d.Semaphore)
	}
	if d.Event != nil && *d.Event < 0 {
		return fmt.Errorf("event %d is negative", *d.Event)
	}
	x := &d.Desc
	if !slices.Contains(descOps, x.Op) {
		return fmt.Errorf("op %q is not one of %s", x.Op, strings.Join(descOps[1:], ", "))
	}
	if err := checkSide("from", x.From, x.FromOff, x.FromSteps, x.FromSizes, x.FromDType, vars); err != nil {
		return err
	}
	if err := checkSide("to", x.To, x.ToOff, x.ToSteps, x.ToSizes, x.ToDType, vars); err != nil {
		return err
	}
	for _, r := range []struct {
		name string
		reg  *int
	}{{"from_reg", x.FromReg}, {"to_reg", x.ToReg}} {
		if r.reg != nil && (*r.reg < 0 || *r.reg > 15) {
			return fmt.Errorf("%s %d: registers are 0 to 15", r.name, *r.reg)
		}
	}
	return x.checkIndirect(vars)
}

// checkIndirect checks an indirect (gather) descriptor's index fields
// (ours, docs/neff.md "How ncc runs a NEFF"): all of them or none, an
// index variable that exists, int32 or uint32 indices, a positive bound,
// and From and To patterns whose outermost counts agree (one row per
// index).
func (x *Desc) checkIndirect(vars map[string]bool) error {
	if x.Index == "" {
		if x.IndexOff != 0 || x.IndexStep != 0 || x.IndexDType != "" || x.IndexStride != 0 || x.IndexBound != 0 {
			return errors.New("index_off, index_step, index_dtype, index_stride and index_bound need an index variable")
		}
		return nil
	}
	if !vars[x.Index] {
		return fmt.Errorf("index %q is not a var of def.json", x.Index)
	}
	if x.IndexDType != "int32" && x.IndexDType != "uint32" {
		return fmt.Errorf("index_dtype %q: indices are int32 or uint32", x.IndexDType)
	}
	if x.IndexOff < 0 {
		return fmt.Errorf("index_off %d is negative", x.IndexOff)
	}
	if x.IndexStep < 0 {
		return fmt.Errorf("index_step %d is negative", x.IndexStep)
	}
	if x.IndexStride < 0 {
		return fmt.Errorf("index_stride %d is negative", x.IndexStride)
	}
	if x.IndexBound < 1 {
		return fmt.Errorf("index_bound %d: at least one index value must be valid", x.IndexBound)
	}
	if x.Op != "" && x.Op != "copy" && x.Op != "cast" {
		return fmt.Errorf("op %q: an indirect descriptor copies or casts", x.Op)
	}
	nf, nt := len(x.FromSizes), len(x.ToSizes)
	if nf < 2 || nt < 2 {
		return errors.New("an indirect descriptor's from and to patterns need an outermost (row) dimension besides the innermost")
	}
	if x.FromSizes[nf-1] != x.ToSizes[nt-1] {
		return fmt.Errorf("from's outermost size %d must equal to's %d (one row per index)", x.FromSizes[nf-1], x.ToSizes[nt-1])
	}
	return nil
}

func checkSide(side, v string, off int64, steps, sizes []int64, dt string, vars map[string]bool) error {
	if !vars[v] {
		return fmt.Errorf("%s %q is not a var of def.json", side, v)
	}
	if off < 0 {
		return fmt.Errorf("%s_off %d is negative", side, off)
	}
	if len(steps) == 0 || len(steps) > MaxAPDims || len(steps) != len(sizes) {
		return fmt.Errorf("%s_steps and %s_sizes must have the same length, 1 to %d (have %d and %d)", side, side, MaxAPDims, len(steps), len(sizes))
	}
	for _, s := range sizes {
		if s < 0 {
			return fmt.Errorf("%s_sizes %v has a negative size", side, sizes)
		}
	}
	if dt != "" {
		if _, ok := lookupDType(dt); !ok {
			return fmt.Errorf("%s_dtype %q is not one of %s", side, dt, strings.Join(DTypes(), ", "))
		}
	}
	return nil
}
