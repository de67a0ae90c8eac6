package timed

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"ncc/arch"
	"ncc/neff"
	"ncc/numerics"
)

// side is one end of a descriptor: a variable and its access pattern,
// innermost dimension first (sizes[0] bytes contiguous, the rest element
// counts with byte steps).
type side struct {
	mv     *memVar
	off    int64
	steps  []int64
	sizes  []int64
	dtName string
	dt     numerics.DType // InvalidDType for types the engines do not store
	esize  int64
	bytes  int64 // total
}

// descPlan is a descriptor checked once and compiled.
type descPlan struct {
	e     arch.Engine
	pos   int
	d     *neff.Descriptor
	from  side
	to    side
	cast  bool
	bytes int64 // moved (the larger side, for a cast)
	eff   int64 // bytes as the cost model counts them (runs in beats)
	hbm   bool  // touches HBM
	// Indirect descriptors: the index variable and the rows.
	index *memVar
	rows  int64
	label string
}

const maxDescBytes = 1 << 30

// plan returns the compiled descriptor at position pos of engine e's list.
func (x *machine) plan(e arch.Engine, pos int) (*descPlan, error) {
	if x.plans[e] == nil {
		x.plans[e] = map[int]*descPlan{}
	}
	if p := x.plans[e][pos]; p != nil {
		return p, nil
	}
	d := &x.f.Subgraphs[0].Streams[e].DMA[pos]
	p := &descPlan{e: e, pos: pos, d: d}
	p.label = fmt.Sprintf("%s dma[%d] (%s -> %s)", e, pos, d.Desc.From, d.Desc.To)
	fail := func(format string, args ...any) (*descPlan, error) {
		return nil, fmt.Errorf("%s: %s", p.label, fmt.Sprintf(format, args...))
	}
	x.plans[e][pos] = nil
	var err error
	if p.from, err = x.side("from", d.Desc.From, d.Desc.FromOff, d.Desc.FromSteps, d.Desc.FromSizes, d.Desc.FromDType); err != nil {
		return fail("%v", err)
	}
	if p.to, err = x.side("to", d.Desc.To, d.Desc.ToOff, d.Desc.ToSteps, d.Desc.ToSizes, d.Desc.ToDType); err != nil {
		return fail("%v", err)
	}
	switch d.Desc.Op {
	case "", "copy":
		if p.from.dtName != p.to.dtName && !(isF32(p.from.dtName) && isF32(p.to.dtName)) {
			return fail("op copy moves bytes and needs equal dtypes: from is %s, to %s (use op cast)", dtn(p.from.dtName), dtn(p.to.dtName))
		}
	case "cast":
		p.cast = true
		if !p.from.dt.Valid() || !p.to.dt.Valid() {
			return fail("op cast between %s and %s: the simulator converts only the engines' types", dtn(p.from.dtName), dtn(p.to.dtName))
		}
	default:
		return fail("op %s is not simulated (copy and cast are)", d.Desc.Op)
	}
	fromSides, toSides := p.from, p.to
	if d.Desc.Index != "" {
		if p, err = x.planIndirect(p); err != nil {
			return nil, err
		}
		fromSides.sizes = fromSides.sizes[:len(fromSides.sizes)-1]
		fromSides.steps = fromSides.steps[:len(fromSides.steps)-1]
		fromSides.bytes = patBytes(fromSides.sizes) * p.rows
	}
	fe, te := fromSides.bytes/fromSides.esize, toSides.bytes/toSides.esize
	if fe != te {
		return fail("from moves %d elements of %s but to %d of %s", fe, dtn(p.from.dtName), te, dtn(p.to.dtName))
	}
	p.bytes = max(fromSides.bytes, toSides.bytes)
	runs := max(runsOf(fromSides.steps, fromSides.sizes)*max(1, p.rows), runsOf(toSides.steps, toSides.sizes))
	p.eff = arch.DMAEffectiveBytes(p.bytes, runs)
	p.hbm = p.from.mv.hbm || p.to.mv.hbm || (p.index != nil && p.index.hbm)
	x.plans[e][pos] = p
	return p, nil
}

func isF32(n string) bool { return n == "float32" || n == "float32r" }

func dtn(n string) string {
	if n == "" {
		return "uint8"
	}
	return n
}

func (x *machine) planIndirect(p *descPlan) (*descPlan, error) {
	d := &p.d.Desc
	fail := func(format string, args ...any) (*descPlan, error) {
		return nil, fmt.Errorf("%s: %s", p.label, fmt.Sprintf(format, args...))
	}
	mv := x.vars[d.Index]
	if mv == nil {
		return fail("index %q is not a var", d.Index)
	}
	if d.IndexDType != "int32" && d.IndexDType != "uint32" {
		return fail("index_dtype %q: indices are int32 or uint32", d.IndexDType)
	}
	nf, nt := len(p.from.sizes), len(p.to.sizes)
	if nf < 2 || nt < 2 {
		return fail("an indirect descriptor's patterns need an outermost (row) dimension")
	}
	if p.from.sizes[nf-1] != p.to.sizes[nt-1] {
		return fail("from's outermost size %d must equal to's %d (one row per index)", p.from.sizes[nf-1], p.to.sizes[nt-1])
	}
	if d.IndexBound < 1 || d.IndexStride < 0 || d.IndexOff < 0 || d.IndexStep < 0 {
		return fail("index_bound must be positive and index_off, index_step, index_stride not negative")
	}
	p.index, p.rows = mv, p.to.sizes[nt-1]
	return p, nil
}

// side checks one side of a descriptor.
func (x *machine) side(role, name string, off int64, steps, sizes []int64, dt string) (side, error) {
	s := side{off: off, steps: steps, sizes: sizes, dtName: dt}
	s.mv = x.vars[name]
	if s.mv == nil {
		return s, fmt.Errorf("%s %q is not a var", role, name)
	}
	if len(steps) == 0 || len(steps) != len(sizes) || len(steps) > neff.MaxAPDims {
		return s, fmt.Errorf("%s_steps and %s_sizes need 1 to %d entries each", role, role, neff.MaxAPDims)
	}
	if steps[0] != 1 {
		return s, fmt.Errorf("%s_steps[0] is %d: the innermost dimension is a contiguous run of %s_sizes[0] bytes, its step 1", role, steps[0], role)
	}
	s.esize = int64(neff.DTypeSize(dtn(dt)))
	if s.esize == 0 {
		return s, fmt.Errorf("%s_dtype %q is unknown", role, dt)
	}
	s.dt, _ = DType(dt)
	if !s.dt.Valid() {
		s.dt = numerics.InvalidDType
	}
	if off < 0 {
		return s, fmt.Errorf("%s_off %d is negative", role, off)
	}
	for i, n := range sizes {
		if n < 0 || n > maxDescBytes || steps[i] < -maxDescBytes || steps[i] > maxDescBytes {
			return s, fmt.Errorf("%s pattern %v / %v out of range", role, steps, sizes)
		}
	}
	if sizes[0]%s.esize != 0 {
		return s, fmt.Errorf("%s_sizes[0] = %d bytes is not a whole number of %s elements", role, sizes[0], dtn(dt))
	}
	s.bytes = patBytes(sizes)
	if s.bytes < 0 || s.bytes > maxDescBytes {
		return s, fmt.Errorf("%s moves too many bytes", role)
	}
	return s, nil
}

// patBytes is sizes[0] times the other sizes, or -1 on overflow.
func patBytes(sizes []int64) int64 {
	n := uint64(1)
	for _, s := range sizes {
		hi, lo := bits.Mul64(n, uint64(s))
		if hi != 0 || lo > maxDescBytes {
			return -1
		}
		n = lo
	}
	return int64(n)
}

// runsOf counts the contiguous runs of a pattern, merging dimensions that
// continue the previous one's bytes.
func runsOf(steps, sizes []int64) int64 {
	run := sizes[0]
	k := 1
	for ; k < len(sizes) && steps[k] == run; k++ {
		run *= sizes[k]
	}
	n := int64(1)
	for ; k < len(sizes); k++ {
		n *= sizes[k]
	}
	if run == 0 {
		return 0
	}
	return n
}

// forRuns calls fn with the byte offset of each contiguous run of the
// pattern (sizes[0] bytes each) in row-major order, outermost dimension
// slowest.
func forRuns(off int64, steps, sizes []int64, fn func(o int64) error) error {
	if len(sizes) == 0 || sizes[0] == 0 {
		return nil
	}
	for _, n := range sizes[1:] {
		if n == 0 {
			return nil
		}
	}
	var idx [neff.MaxAPDims]int64
	nd := len(sizes)
	for {
		o := off
		for k := 1; k < nd; k++ {
			o += idx[k] * steps[k]
		}
		if err := fn(o); err != nil {
			return err
		}
		k := 1
		for ; k < nd; k++ {
			idx[k]++
			if idx[k] < sizes[k] {
				break
			}
			idx[k] = 0
		}
		if k == nd {
			return nil
		}
	}
}

// move performs descriptor p's transfer: reads its source (and indices),
// converts for a cast, writes its destination. acc records the accesses
// for race detection (nil without).
func (x *machine) move(p *descPlan, fromAdd, toAdd int64, acc func(mv *memVar, off, n int64, write bool) error) error {
	from, to := p.from, p.to
	from.off += fromAdd
	to.off += toAdd
	buf := x.dmaBuf[:0]
	read := func(mv *memVar, o, n int64) error {
		a := mv.a
		if o < 0 || o+n > int64(len(a.Data)) {
			return fmt.Errorf("%s: reads bytes [%d, %d) outside %q's %d bytes", p.label, o, o+n, mv.v.Name, len(a.Data))
		}
		if bad := a.FirstUninit(int(o), int(n)); bad >= 0 {
			return fmt.Errorf("%s: reads uninitialized memory: %s", p.label, where(mv, int64(bad)))
		}
		if acc != nil {
			if err := acc(mv, o, n, false); err != nil {
				return err
			}
		}
		return nil
	}
	gather := func(o int64) error {
		if err := read(from.mv, o, from.sizes[0]); err != nil {
			return err
		}
		buf = append(buf, from.mv.a.Data[o:o+from.sizes[0]]...)
		return nil
	}
	if p.index == nil {
		if err := forRuns(from.off, from.steps, from.sizes, gather); err != nil {
			return err
		}
	} else {
		d := &p.d.Desc
		nf := len(from.sizes) - 1
		for r := range p.rows {
			io := d.IndexOff + r*d.IndexStep
			if err := read(p.index, io, 4); err != nil {
				return err
			}
			raw := binary.LittleEndian.Uint32(p.index.a.Data[io:])
			i := int64(raw)
			if d.IndexDType == "int32" {
				i = int64(int32(raw))
			}
			if i < 0 || i >= d.IndexBound {
				return fmt.Errorf("%s: index %d (row %d, %q byte %d) outside [0, %d)", p.label, i, r, d.Index, io, d.IndexBound)
			}
			if err := forRuns(from.off+i*d.IndexStride, from.steps[:nf], from.sizes[:nf], gather); err != nil {
				return err
			}
		}
	}
	x.dmaBuf = buf
	if p.cast {
		buf = x.convert(buf, from.dt, to.dt)
	}
	k := int64(0)
	err := forRuns(to.off, to.steps, to.sizes, func(o int64) error {
		n := to.sizes[0]
		a := to.mv.a
		if o < 0 || o+n > int64(len(a.Data)) {
			return fmt.Errorf("%s: writes bytes [%d, %d) outside %q's %d bytes", p.label, o, o+n, to.mv.v.Name, len(a.Data))
		}
		if acc != nil {
			if err := acc(to.mv, o, n, true); err != nil {
				return err
			}
		}
		if err := a.Load(int(o), buf[k:k+n]); err != nil {
			return err
		}
		k += n
		return nil
	})
	return err
}

// where names a byte of a variable: partition and address on chip.
func where(mv *memVar, off int64) string {
	if !mv.hbm {
		pb := int64(mv.a.PartitionBytes)
		return fmt.Sprintf("%q partition %d byte %d", mv.v.Name, off/pb, off%pb)
	}
	return fmt.Sprintf("%q byte %d", mv.v.Name, off)
}

// convert casts src's elements of type from to type to: integers to
// integers exactly (wrapping to to's width), everything else through
// fp32 as the engines convert (round to nearest even, integers saturate).
func (x *machine) convert(src []byte, from, to numerics.DType) []byte {
	fs, ts := from.Size(), to.Size()
	n := len(src) / fs
	out := x.castBuf[:0]
	if cap(out) < n*ts {
		out = make([]byte, 0, n*ts)
	}
	out = out[:n*ts]
	if !from.IsFloat() && !to.IsFloat() {
		fi := from.Int()
		for i := range n {
			var raw uint64
			for b := range fs {
				raw |= uint64(src[i*fs+b]) << (8 * b)
			}
			v := uint64(fi.SignExtend(raw))
			if !fi.Signed {
				v = fi.ZeroExtend(raw)
			}
			for b := range ts {
				out[i*ts+b] = byte(v >> (8 * b))
			}
		}
	} else {
		f := make([]float32, n)
		from.Load(f, src)
		to.Store(out, f)
	}
	x.castBuf = out
	return out
}
