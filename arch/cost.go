package arch

// The cost model: how long one instruction keeps its engine busy, and how
// long one DMA descriptor takes on its queue. The backend's list scheduler
// and the timed NEFF simulator (sim/timed) both read it, so the schedule
// the compiler plans for is the one the simulator measures.
//
// Sources: [facts] is the project's fact sheet shared/refs/neuron-facts.md
// (itself citing SDK nki/guides/architecture/trainium_inferentia2_arch.rst);
// [dmaguide] is SDK nki/deep-dives/nki-dma-bandwidth-guide.rst ("large
// payloads (≥4 KiB) are required to saturate HBM bandwidth"); [dmaprof] is
// SDK tools/neuron-explorer/how-to-reduce-inefficient-dma-transfers.rst ("A
// transfer has a fixed cost that does not depend on its size ... each
// packet pays a setup latency before its bytes move"). Everything else is
// marked as our estimate, with the reason.

// OpClass groups instructions that cost the same way.
type OpClass uint8

const (
	// ClassMatmul is tonga.multiply_moving: max(N, 64) cycles for a moving
	// free size N ([facts]: "A MultiplyMoving issues about every max(N,
	// 64) cycles").
	ClassMatmul OpClass = iota
	// ClassLoadStationary is tonga.load_stationary: a fixed
	// LoadStationaryCycles (our estimate, below).
	ClassLoadStationary
	// ClassActivate is ScalarE's activate.
	ClassActivate
	// ClassVector is the DVE/Pool/ACT elementwise family: tensor_tensor,
	// tensor_scalar, scalar_tensor_tensor, copy, select, tensor_reduce,
	// memset, iota, shuffle, transpose32, bn_stats, bn_aggr,
	// affine_select, quantize_mx.
	ClassVector
	// ClassDMATrigger is issuing a dma_trigger on any engine (the transfer
	// itself is DMANanos on its queue).
	ClassDMATrigger
	// ClassControl is nop, event_semaphore, branch, branch_if, iterate,
	// reg_set, reg_alu, reg_load, halt and core_barrier.
	ClassControl
	// ClassLoadActFuncSet is loading an activation function set.
	ClassLoadActFuncSet
	NumOpClasses
)

var opClassNames = [NumOpClasses]string{"matmul", "load_stationary", "activate", "vector", "dma_trigger", "control", "load_act_func_set"}

func (c OpClass) String() string {
	if c < NumOpClasses {
		return opClassNames[c]
	}
	return "class?"
}

// Work is what one instruction does, as far as its cost is concerned.
type Work struct {
	Engine Engine
	Class  OpClass
	// Elems is the free elements per partition streamed: for ClassVector
	// and ClassActivate the sum over the instruction's tensor inputs (N
	// for one input, 2N for two; an instruction without tensor inputs,
	// memset or iota, streams its output's N); for ClassMatmul the moving
	// operand's free size N. Other classes ignore it.
	Elems int64
}

// Cost constants, in engine cycles.
const (
	// MatmulMinCycles: [facts] "A MultiplyMoving issues about every
	// max(N, 64) cycles".
	MatmulMinCycles = 64
	// LoadStationaryCycles is our estimate: the stationary operand's 128
	// rows are preloaded into the array while the previous MultiplyMoving
	// streams, so a load costs what the shortest MultiplyMoving does.
	LoadStationaryCycles = 64
	// VectorFixedCycles: [facts] VectorE costs "about N cycles for one
	// input, 2N for two, plus about 100 cycles fixed overhead per
	// instruction". GpSimd and ScalarE elementwise instructions use the
	// same shape (our estimate: their per-instruction overheads are not
	// public).
	VectorFixedCycles = 100
	// ActivateFixedCycles is our estimate: ScalarE streams one element per
	// lane per cycle like VectorE ([facts] gives only VectorE's figure),
	// with the same fixed overhead.
	ActivateFixedCycles = 100
	// DMATriggerCycles is our estimate: a trigger only hands descriptors
	// already in the NEFF to a queue, a few sequencer cycles like any
	// control instruction plus the queue's doorbell write.
	DMATriggerCycles = 32
	// ControlCycles is our estimate for sequencer-only instructions
	// (semaphores, registers, branches): a few cycles each; nothing public
	// gives their latency.
	ControlCycles = 8
	// LoadActFuncSetCycles is our estimate: loading a function set moves
	// a table of a few KiB into ScalarE, on the order of a microsecond
	// (1400 cycles is 1 µs at trn1's 1.4 GHz ScalarE clock). The profiler
	// shows these loads (ACT_TABLE_LOAD) but no public figure gives their
	// length.
	LoadActFuncSetCycles = 1400
)

// DMA cost constants.
const (
	// DMAFixedNanos is the fixed latency of one descriptor: our estimate
	// of 2 µs, a commonly quoted figure for DMA setup; [dmaprof] says every
	// transfer pays a fixed setup cost independent of its size, without a
	// number.
	DMAFixedNanos = 2000
	// DMADescriptorNanos is how long a descriptor holds its queue beyond
	// its bytes: our estimate. A queue streams the next descriptor while
	// the previous one's completion is still on its way (the fixed latency
	// above is latency, not occupancy): the DMA rings are prefetched, and a
	// latency paid serially would cap 16 queues far below the HBM
	// bandwidth the SDK quotes for them.
	DMADescriptorNanos = 64
	// DMABeatBytes is our estimate of the DMA engines' transfer unit: a
	// contiguous run costs at least one 64-byte beat, so runs of a few
	// bytes (2-byte elements gathered one by one) move at a small fraction
	// of the bandwidth, as [dmaguide] warns small payloads do.
	DMABeatBytes = 64
)

// Cycles returns how many cycles of w.Engine's clock the instruction keeps
// its engine busy.
func (t *Target) Cycles(w Work) int64 {
	n := max(w.Elems, 0)
	switch w.Class {
	case ClassMatmul:
		return max(n, MatmulMinCycles)
	case ClassLoadStationary:
		return LoadStationaryCycles
	case ClassActivate:
		return n + ActivateFixedCycles
	case ClassVector:
		return n + VectorFixedCycles
	case ClassDMATrigger:
		return DMATriggerCycles
	case ClassLoadActFuncSet:
		return LoadActFuncSetCycles
	default:
		return ControlCycles
	}
}

// Nanos converts cycles of engine e's clock to nanoseconds.
func (t *Target) Nanos(e Engine, cycles int64) float64 {
	if e >= NumEngines || t.ClockHz[e] <= 0 {
		return 0
	}
	return float64(cycles) * 1e9 / t.ClockHz[e]
}

// DMANanos returns how long one descriptor moving bytes in runs contiguous
// runs takes alone on one queue, from its start to its completion: the
// fixed latency, or its occupancy of the queue when that is longer.
// Contention for HBM between queues is the simulator's business.
func (t *Target) DMANanos(bytes, runs int64) float64 {
	return max(DMAFixedNanos, t.DMAOccupancyNanos(bytes, runs))
}

// DMAOccupancyNanos is how long the descriptor holds its queue: its
// overhead, then its bytes at DMABytesPerSec, each run moving at least
// DMABeatBytes' worth and rounded up to whole beats (so a run of 2 bytes
// costs as much as one of 64). The next descriptor of the queue starts
// then, while this one's completion is still DMAFixedNanos from its start.
func (t *Target) DMAOccupancyNanos(bytes, runs int64) float64 {
	return DMADescriptorNanos + t.DMATransferNanos(bytes, runs)
}

// DMATransferNanos is DMANanos without the fixed latency: the time the
// descriptor's bytes occupy the queue at full speed.
func (t *Target) DMATransferNanos(bytes, runs int64) float64 {
	return float64(DMAEffectiveBytes(bytes, runs)) * 1e9 / t.DMABytesPerSec
}

// DMAEffectiveBytes is the bytes a descriptor's transfer costs as: each of
// its runs rounded up to whole DMABeatBytes beats (runs of equal length
// assumed; bytes/runs each).
func DMAEffectiveBytes(bytes, runs int64) int64 {
	if bytes <= 0 {
		return 0
	}
	if runs < 1 {
		runs = 1
	}
	per := (bytes + runs - 1) / runs
	beats := (per + DMABeatBytes - 1) / DMABeatBytes
	return runs * beats * DMABeatBytes
}
