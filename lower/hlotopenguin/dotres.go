package hlotopenguin

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/penguin"
)

// A matrix product whose right operand fits in SBUF is lowered as a
// kernel that keeps it there (the shape of neuronx-cc's matmul kernels):
//
//   - rhs [K, N] is loaded once, as K/128 × N/512 moving tiles, during the
//     first block of rows;
//   - for each block of 128 rows of lhs [M, K]: its K/128 blocks of
//     [128, 128] are loaded as they lie in HBM (long contiguous runs) and
//     transposed on TensorE into stationary tiles (the contraction on
//     partitions), then every (k, n) matmul accumulates into one of N/512
//     PSUM banks, k outermost, so that each stationary tile serves N/512
//     matmuls in a row; the banks are evacuated and stored.
//
// The general dot transform (dot.go) reloads both operands for every
// output tile and walks a row-major lhs transposed by the DMA, two bytes
// at a time for bf16: correct, but bound by DMA. This one moves each
// operand byte once.

// Limits of the resident kernel (ours): at most a third of SBUF for the
// resident operand, four PSUM banks of accumulators (the others hold the
// transposes), and at most 64 matmuls per row block, unrolled.
const (
	residentSBUFShare = 3
	residentBanks     = 4
	residentMatmuls   = 64
)

// dotResident lowers out = lhs · rhs for row-major float operands
// [..., K] · [K, N], the leading dimensions of lhs taken as M rows (a
// projection of [batch, seq, hidden] activations), and reports whether it
// applied.
func (l *lw) dotResident(lhs, rhs, out core.Value) bool {
	lt, rt, ot := hbmType(lhs), hbmType(rhs), hbmType(out)
	if len(lt.Dims) < 2 || len(rt.Dims) != 2 || !isFloatElem(lt.Elem) || !isFloatElem(rt.Elem) {
		return false
	}
	M, K, N := int64(1), lt.Dims[len(lt.Dims)-1], rt.Dims[1]
	for _, d := range lt.Dims[:len(lt.Dims)-1] {
		M *= d
	}
	P := int64(l.t.MatmulMaxK)
	// The moving tiles split N evenly: 512 columns (a PSUM bank of f32)
	// where N allows, else the largest even split of at least 128 (BERT's
	// 768 as two of 384).
	NT := int64(0)
	for d := min(int64(l.t.MatmulMaxMoving), int64(l.t.PSUMBankElems()), N); d >= P; d-- {
		if N%d == 0 {
			NT = d
			break
		}
	}
	if NT == 0 || int64(l.t.MatmulMaxStationary) < P || M%P != 0 || K%P != 0 || M == 0 {
		return false
	}
	kt, nt := K/P, N/NT
	size := int64(core.ElementBytes(rt.Elem))
	if nt > residentBanks || kt*nt > residentMatmuls || kt*N*size > int64(l.t.SBUFPartitionBytes)/residentSBUFShare {
		return false
	}
	tile := func(p, f int64, e core.Type, m arch.Memory) *penguin.TileType {
		return penguin.Tile(l.ctx, []int64{p, f}, e, m)
	}
	rows := func(stride int64) []penguin.DimMap {
		return []penguin.DimMap{{Dim: 0, Stride: stride}, {Dim: 0, Stride: 1}}
	}
	// The resident operand, loaded during the first row block, each k's
	// tiles right after that block's k-th lhs tile, so that the first
	// matmuls need not wait for all of it.
	moving := make([][]core.Value, kt)
	loadMoving := func(k int64) {
		moving[k] = make([]core.Value, nt)
		for n := range nt {
			moving[k][n] = penguin.NewLoad(l.b, l.loc, l.flat(rhs), penguin.Access{
				Starts: []penguin.Index{l.start(cst(k*P*N + n*NT))}, Dims: rows(N)}, tile(P, NT, rt.Elem, arch.SBUF))
		}
	}
	// rowBlocks computes the row blocks ms together: their lhs tiles are
	// loaded and transposed first, then every (k, block, n) matmul
	// accumulates into its PSUM bank, k outermost. In the first phase the
	// rhs tiles are loaded too: each k's right after the k-th lhs tiles
	// when a PSUM bank is left for the transposes, so that the first
	// matmuls can start early; after all lhs tiles otherwise, as the
	// accumulators take every bank the transposes used and must wait for
	// all of them.
	rowBlocks := func(ms []ix, first, interleave bool) {
		stationary := make([][]core.Value, len(ms))
		for b := range ms {
			stationary[b] = make([]core.Value, kt)
		}
		for k := range kt {
			for b, m := range ms {
				a := penguin.NewLoad(l.b, l.loc, l.flat(lhs), penguin.Access{
					Starts: []penguin.Index{l.start(m.scale(P * K).plus(k * P))}, Dims: rows(K)}, tile(P, P, lt.Elem, arch.SBUF))
				at := penguin.NewTranspose(l.b, l.loc, a, tile(P, P, core.F32(l.ctx), arch.PSUM))
				stationary[b][k] = penguin.NewCopy(l.b, l.loc, at, tile(P, P, lt.Elem, arch.SBUF))
			}
			if first && interleave {
				loadMoving(k)
			}
		}
		if first && !interleave {
			for k := range kt {
				loadMoving(k)
			}
		}
		acc := make([][]core.Value, len(ms))
		for b := range ms {
			acc[b] = make([]core.Value, nt)
			for n := range nt {
				acc[b][n] = penguin.NewZeros(l.b, l.loc, tile(P, NT, core.F32(l.ctx), arch.PSUM))
			}
		}
		for k := range kt {
			for b := range ms {
				for n := range nt {
					acc[b][n] = penguin.NewMatmul(l.b, l.loc, stationary[b][k], moving[k][n], acc[b][n])
				}
			}
		}
		for b, m := range ms {
			for n := range nt {
				res := penguin.NewCopy(l.b, l.loc, acc[b][n], tile(P, NT, ot.Elem, arch.SBUF))
				penguin.NewStore(l.b, l.loc, res, l.flat(out), penguin.Access{
					Starts: []penguin.Index{l.start(m.scale(P * N).plus(n * NT))}, Dims: rows(N)})
			}
		}
	}
	// The first phase, while rhs streams in, computes as many row blocks
	// as all PSUM banks hold accumulators for: each rhs byte then feeds
	// that many matmuls, which keeps TensorE ahead of the DMA. Later row
	// blocks go one at a time, leaving banks to the next block's
	// transposes.
	firstBlocks := min(M/P, max(1, int64(l.t.PSUMBanks)/nt))
	// Their stationary tiles are all live until the phase's matmuls end:
	// within the resident operand's share of SBUF.
	perBlock := kt * P * int64(core.ElementBytes(lt.Elem))
	for firstBlocks > 1 && firstBlocks*perBlock > int64(l.t.SBUFPartitionBytes)/residentSBUFShare {
		firstBlocks--
	}
	ms := make([]ix, firstBlocks)
	for b := range ms {
		ms[b] = cst(int64(b))
	}
	rowBlocks(ms, true, firstBlocks*nt < int64(l.t.PSUMBanks))
	if M/P > firstBlocks {
		penguin.NewFor(l.b, l.loc, firstBlocks, M/P, 1, penguin.Parallel, nil, func(_ *core.Builder, iv core.Value, _ []core.Value) []core.Value {
			rowBlocks([]ix{ivar(iv)}, false, false)
			return nil
		})
	}
	return true
}

func isFloatElem(e core.Type) bool {
	_, ok := e.(*core.FloatType)
	return ok
}
