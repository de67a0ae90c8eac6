package opt

import (
	"os"
	"runtime/debug"
)

// TuneGC sets the garbage collector for a run on an input of size bytes,
// unless the user set GOGC or GOMEMLIMIT.
//
// ncc-opt's heap is mostly the IR, which only grows while parsing; with the
// default GOGC=100 the collector rescans that growing heap again and again
// (a third of the CPU time on large inputs) and lets the heap reach twice
// the live IR. A higher GOGC collects less often while the heap is small,
// and a soft memory limit scaled to the input keeps the peak near the live
// size instead of twice it. The limit is soft: a heap that needs more grows
// past it, with the runtime capping the collector's CPU share.
func TuneGC(size int) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	const minLimit = 64 << 20
	// The live IR of typical text is 12-14 times its size; the limit leaves
	// room for the printer's buffers and some garbage.
	limit := max(int64(minLimit), int64(size)*gcLimitPerInputByte)
	debug.SetGCPercent(400)
	debug.SetMemoryLimit(limit)
}

// gcLimitPerInputByte is the soft heap limit per byte of input.
const gcLimitPerInputByte = 18
