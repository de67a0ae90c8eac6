package birtotonga

import (
	"ncc/dialects/bir"
	"ncc/dialects/tonga"
)

// The on-chip memories as NEFF variables: a descriptor addresses them
// flat, partition · partition bytes + byte address (docs/neff.md).
const (
	varSBUF = "sbuf"
	varPSUM = "psum"
)

// side is one bir AP as a descriptor side: its rows (the partitions on
// chip, the first pair in HBM) as the outermost pair, then its free pairs,
// steps in bytes.
func (g *graph) side(ap bir.AP) tonga.DescSide {
	p := g.places[ap.Alloc]
	size := int64(ap.DType.Size())
	s := tonga.DescSide{DType: ap.DType}
	if p.info.Memory.OnChip() {
		pb := int64(g.t.SBUFPartitionBytes)
		s.Var = varSBUF
		if p.info.Memory == bir.PSUM {
			pb, s.Var = int64(g.t.PSUMPartitionBytes), varPSUM
		}
		s.Off = int64(ap.StartPartition)*pb + p.addr + ap.Offset*size
		s.Pairs = append(s.Pairs, [2]int64{pb, int64(ap.NumPartitions)})
	} else {
		s.Var = p.vr
		s.Off = p.addr + ap.Offset*size
	}
	for _, pr := range ap.Pairs {
		s.Pairs = append(s.Pairs, [2]int64{pr[0] * size, pr[1]})
	}
	return s
}

// descSides returns the source and destination of a bir.dma: plain,
// transposed (the source walked column by column) or a gather (the
// source's rows picked by the index AP).
func (g *graph) descSides(fi *flatInst) (tonga.Desc, error) {
	from, to := g.side(fi.ins[0]), g.side(fi.outs[0])
	d := tonga.Desc{From: from, To: to, FromReg: tonga.NoReg, ToReg: tonga.NoReg}
	switch {
	case bir.Flag(fi.op, "transpose"):
		if len(from.Pairs) != 2 {
			return d, fi.op.Errorf("ncc cannot compile a transposing DMA of %d dimensions to a NEFF yet", len(from.Pairs))
		}
		// Walked column by column, the source's elements come in the
		// destination's order.
		d.From.Pairs = [][2]int64{from.Pairs[1], from.Pairs[0]}
	case bir.Flag(fi.op, "indirect"):
		ix := g.side(fi.ins[1])
		if ix.Elems() != to.Pairs[0][1] {
			return d, fi.op.Errorf("ncc cannot compile a gather with %d indices for %d rows to a NEFF", ix.Elems(), to.Pairs[0][1])
		}
		step, ok := singleStep(ix)
		if !ok {
			return d, fi.op.Errorf("ncc cannot compile a gather whose indices are not one strided column to a NEFF yet")
		}
		d.Index, d.IndexOff, d.IndexStep, d.IndexDType = ix.Var, ix.Off, step, ix.DType
		d.IndexStride, d.Bound = from.Pairs[0][0], from.Pairs[0][1]
		d.From.Pairs[0][1] = to.Pairs[0][1]
	}
	return d, nil
}

// singleStep returns the byte step between consecutive elements of a side
// that walks one line (all but one of its pairs have one element).
func singleStep(s tonga.DescSide) (int64, bool) {
	step, n := int64(0), 0
	for _, p := range s.Pairs {
		if p[1] > 1 {
			step, n = p[0], n+1
		}
	}
	if n == 0 {
		return int64(s.DType.Size()), true
	}
	return step, n == 1
}

// Splitting: a transfer of at least minPieceBytes per piece is split
// along its rows into up to one piece per DMA queue (ours: 32 KiB keeps
// each piece well above the DMA's fixed cost).
const minPieceBytes = 32 << 10

// splitRows splits d into pieces of whole rows (the outermost pair of
// both sides, when they have the same count), each a list of descriptors
// of at most four dimensions a side.
func splitRows(d tonga.Desc, bytes int64, queues int) [][]tonga.Desc {
	rows := d.To.Pairs[0][1]
	sameRows := d.From.Pairs[0][1] == rows
	k := int64(1)
	if sameRows {
		k = min(int64(queues), rows, max(1, bytes/minPieceBytes))
	}
	var out [][]tonga.Desc
	for i := range k {
		r0, r1 := rows*i/k, rows*(i+1)/k
		pc := d
		if k > 1 {
			pc.From = rowRange(d.From, r0, r1)
			pc.To = rowRange(d.To, r0, r1)
			if d.Index != "" {
				pc.IndexOff += r0 * d.IndexStep
				pc.From.Off = d.From.Off // rows come from the indices
			}
		}
		out = append(out, fitDims(pc))
	}
	return out
}

func rowRange(s tonga.DescSide, r0, r1 int64) tonga.DescSide {
	s.Pairs = append([][2]int64{{s.Pairs[0][0], r1 - r0}}, s.Pairs[1:]...)
	s.Off += r0 * s.Pairs[0][0]
	return s
}

// fitDims splits a descriptor whose sides need more than four dimensions
// in the NEFF's form (innermost a run of bytes) along their outermost
// pair, one descriptor per row.
func fitDims(d tonga.Desc) []tonga.Desc {
	if neffDims(d.From) <= 4 && neffDims(d.To) <= 4 || d.From.Pairs[0][1] != d.To.Pairs[0][1] || d.Index != "" {
		return []tonga.Desc{d}
	}
	var out []tonga.Desc
	for r := range d.From.Pairs[0][1] {
		pc := d
		pc.From = tonga.DescSide{Var: d.From.Var, Off: d.From.Off + r*d.From.Pairs[0][0], Pairs: d.From.Pairs[1:], DType: d.From.DType}
		pc.To = tonga.DescSide{Var: d.To.Var, Off: d.To.Off + r*d.To.Pairs[0][0], Pairs: d.To.Pairs[1:], DType: d.To.DType}
		out = append(out, fitDims(pc)...)
	}
	return out
}

// neffDims is how many (step, size) pairs a side takes in the NEFF's
// form, whose innermost size is a run of bytes.
func neffDims(s tonga.DescSide) int {
	size := int64(s.DType.Size())
	ps := s.Merged()
	if ps[len(ps)-1][0] == size {
		return len(ps)
	}
	return len(ps) + 1
}
