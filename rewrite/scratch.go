package rewrite

import (
	"sync"

	"ncc/core"
)

// scratch is the per-run state of the greedy driver that grows with the
// region: the worklist index, the constant folder's tables and the liveness
// maps of region DCE. Canonicalize runs the driver once per function, so
// allocating these afresh made every run regrow its maps from empty (map
// growth was a tenth of canonicalize's time on the bench module); a pool
// keeps them sized across runs on the same goroutine.
type scratch struct {
	wl     worklist
	folder constFolder
	live   liveMap
}

// maxPooledEntries bounds the maps a pooled scratch keeps: clearing a map
// costs its capacity, so a huge function must not tax every small one after.
const maxPooledEntries = 1 << 16

var scratchPool = sync.Pool{New: func() any {
	return &scratch{
		folder: constFolder{scopes: map[*core.Region]map[constKey]*core.Operation{}, owned: map[*core.Operation]constKey{}},
		live:   liveMap{vals: map[core.Value]bool{}},
	}
}}

func getScratch() *scratch { return scratchPool.Get().(*scratch) }

// putScratch returns s to the pool, cleared, unless its maps grew too big.
func putScratch(s *scratch) {
	if s.wl.peak > maxPooledEntries || len(s.wl.pos.keys) > 2*maxPooledEntries || len(s.live.ops.keys) > 2*maxPooledEntries || len(s.folder.owned) > maxPooledEntries {
		return
	}
	s.wl.clear()
	s.wl.peak = 0
	clear(s.wl.list[:cap(s.wl.list)])
	s.wl.list = s.wl.list[:0]
	s.folder.reset(nil)
	s.live.reset()
	scratchPool.Put(s)
}
