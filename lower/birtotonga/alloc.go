package birtotonga

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
)

// placement is where an allocation lives: for DRAM the NEFF variable
// holding it; on chip its bytes are placed version by version (rename.go)
// and addr stays 0.
type placement struct {
	info bir.AllocInfo
	addr int64
	vr   string // DRAM: the variable's name
}

// sbufAlign (ours): SBUF groups start on 64-byte boundaries, the DMA
// engines' beat, which also keeps any two of them out of one 4-byte word.
const sbufAlign = 64

// allocations reads fn's allocations; HBM ones become NEFF variables of
// their name.
func allocations(fn *core.Operation, t *arch.Target) (map[core.Value]*placement, error) {
	places := map[core.Value]*placement{}
	for _, a := range bir.Allocs(fn) {
		p := &placement{info: bir.AllocInfoOf(a)}
		places[a.Result(0)] = p
		if !p.info.Memory.OnChip() {
			p.vr = p.info.Name
		} else if p.info.Partitions > int64(t.Partitions) {
			return nil, a.Errorf("has %d partitions; %s has %d", p.info.Partitions, t.Name, t.Partitions)
		}
	}
	return places, nil
}
