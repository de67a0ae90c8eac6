package opt

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// TuneGC sets the garbage collector for a run on an input of size bytes,
// unless the user set GOGC or GOMEMLIMIT.
//
// ncc-opt's heap is mostly the IR, which only grows while parsing; with the
// default GOGC=100 the collector rescans that growing heap again and again
// (a third of the CPU time on large inputs) and lets the heap reach twice
// the live IR. A run makes little garbage besides the IR (parse, verify and
// print of a 200,000-op module allocate 127 MB in all), so the collector is
// off and a soft memory limit scaled to the input is what starts it: most
// runs never collect, and a pipeline that makes much garbage is collected
// near the limit instead of growing without bound.
func TuneGC(size int) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	// The live IR of typical text is 10-14 times its size; the limit leaves
	// room for the printer's buffers and some garbage.
	limit := max(int64(minGCLimit), int64(size)*gcLimitPerInputByte)
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(limit)
	watchLimit(limit)
}

const (
	minGCLimit = 64 << 20
	// gcLimitPerInputByte is the soft heap limit per byte of input.
	gcLimitPerInputByte = 20
)

// watchLimit raises the memory limit after a collection that left the live
// heap close to it. Denser input than usual (or a pass that grows the IR)
// would otherwise make the collector run back to back near the limit.
func watchLimit(limit int64) {
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	var check func()
	check = func() {
		metrics.Read(sample)
		if sample[0].Value.Kind() == metrics.KindUint64 {
			if live := int64(sample[0].Value.Uint64()); live > limit*3/4 {
				limit = live * 3 / 2
				debug.SetMemoryLimit(limit)
			}
		}
		arm(check)
	}
	arm(check)
}

// arm runs f after the next garbage collection (a cleanup of an object
// that only the collector can find unreachable; 32 bytes, so not tiny-
// allocated with others that could keep it alive).
func arm(f func()) {
	runtime.AddCleanup(new([32]byte), func(f func()) { f() }, f)
}
