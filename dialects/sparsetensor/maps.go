package sparsetensor

import (
	"sort"

	"ncc/core"
)

// The dimension-to-level maps of sparse_tensor, as SparseTensorDialect.cpp
// handles them: permutations and 1xm block sparsity are invertible, and the
// inverse (lvlToDim) is derived rather than stored by users.

func isEmptyMap(m *core.AffineMap) bool {
	return m.NumDims == 0 && m.NumSymbols == 0 && len(m.Results) == 0
}

// isPermutation is AffineMap::isPermutation: as many results as dims, each
// a distinct dim, and no symbols.
func isPermutation(m *core.AffineMap) bool {
	if m.NumSymbols > 0 || m.NumDims != len(m.Results) {
		return false
	}
	seen := make([]bool, m.NumDims)
	for _, r := range m.Results {
		if r.Kind != core.AffineDimId || seen[r.Value] {
			return false
		}
		seen[r.Value] = true
	}
	return true
}

// inversePermutation is MLIR's inversePermutation for a permutation map:
// result i = dj becomes result j = di.
func inversePermutation(c *core.Context, m *core.AffineMap) *core.AffineMap {
	exprs := make([]*core.AffineExpr, m.NumDims)
	for i, r := range m.Results {
		exprs[r.Value] = core.AffineDim(c, i)
	}
	return core.NewAffineMap(c, len(m.Results), 0, exprs)
}

// InferLvlToDim is sparse_tensor::inferLvlToDim: the inverse of a
// permutation or block-sparsity map; nil for a map with symbols or one it
// cannot invert.
func InferLvlToDim(c *core.Context, dimToLvl *core.AffineMap) *core.AffineMap {
	switch {
	case dimToLvl == nil || dimToLvl.NumSymbols != 0:
		return nil
	case isPermutation(dimToLvl):
		return inversePermutation(c, dimToLvl)
	case IsBlockSparsity(dimToLvl):
		return inverseBlockSparsity(c, dimToLvl)
	}
	return nil
}

// IsBlockSparsity is sparse_tensor::isBlockSparsity: every result is a dim,
// `dim floordiv c` or `dim mod c` (c > 0, the mod after the floordiv of its
// dim, with the same c), each dim blocked at most once, and some dim is.
func IsBlockSparsity(m *core.AffineMap) bool {
	if m == nil {
		return false
	}
	coefficient := map[int64]int64{}
	hasBlock := false
	for _, r := range m.Results {
		switch r.Kind {
		case core.AffineFloorDiv, core.AffineMod:
			if r.LHS.Kind != core.AffineDimId || r.RHS.Kind != core.AffineConstant || r.RHS.Value <= 0 {
				return false
			}
			pos, c := r.LHS.Value, r.RHS.Value
			if r.Kind == core.AffineFloorDiv {
				if _, dup := coefficient[pos]; dup {
					return false
				}
				coefficient[pos] = c
				continue
			}
			if have, ok := coefficient[pos]; !ok || have != c {
				return false
			}
			hasBlock = true
		case core.AffineDimId:
			if _, dup := coefficient[r.Value]; dup {
				return false
			}
			coefficient[r.Value] = 0
		default:
			return false
		}
	}
	return hasBlock
}

// blockSize is sparse_tensor::getBlockSize: 0 for a plain dim level, the
// block size for a mod level, nothing for a floordiv level.
func blockSize(m *core.AffineMap) []int64 {
	var sizes []int64
	for _, r := range m.Results {
		switch r.Kind {
		case core.AffineMod:
			sizes = append(sizes, r.RHS.Value)
		case core.AffineDimId:
			sizes = append(sizes, 0)
		}
	}
	return sizes
}

// inverseBlockSparsity is sparse_tensor::inverseBlockSparsity: plain levels
// first, in level order, then `lf * c + lm` per blocked dim in dim order.
// MLIR asserts that every floordiv has its mod; without one it returns nil
// here, so the encoding fails to verify instead.
func inverseBlockSparsity(c *core.Context, m *core.AffineMap) *core.AffineMap {
	var exprs []*core.AffineExpr
	components := map[int64][]*core.AffineExpr{}
	for i, r := range m.Results {
		switch r.Kind {
		case core.AffineFloorDiv:
			components[r.LHS.Value] = []*core.AffineExpr{core.AffineDim(c, i), r.RHS}
		case core.AffineMod:
			components[r.LHS.Value] = append(components[r.LHS.Value], core.AffineDim(c, i))
		default:
			exprs = append(exprs, core.AffineDim(c, i))
		}
	}
	dims := make([]int64, 0, len(components))
	for d := range components {
		dims = append(dims, d)
	}
	sort.Slice(dims, func(i, j int) bool { return dims[i] < dims[j] })
	for _, d := range dims {
		parts := components[d]
		if len(parts) != 3 {
			return nil
		}
		exprs = append(exprs, parts[0].Mul(parts[1]).Add(parts[2]))
	}
	return core.NewAffineMap(c, len(m.Results), 0, exprs)
}
