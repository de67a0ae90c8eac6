// Package timed is ncc's timed NEFF simulator: it loads a *neff.File and
// runs every engine's instruction stream, and every DMA queue's
// descriptors, in simulated time, computing with the instruction semantics
// of sim/engine (the functional bir simulator's, so the two agree bit for
// bit) and costing each step with arch's cost model (arch.Target.Cycles,
// Nanos, DMANanos).
//
//	res, err := timed.Run(f, inputs, timed.Options{Races: true, Trace: true})
//	res.Outputs      // the output variables, in var_id order
//	res.ModeledNs    // when the last engine halted and the last transfer landed
//	timed.WriteStatsJSON(w, res); timed.WriteTimeline(w, res)
//
// The conventions a NEFF must follow to run here (variables, the sbuf and
// psum state buffers, queues, triggers, indirect descriptors, activation
// function sets) are docs/neff.md's "How ncc runs a NEFF"; the backend
// (lower/birtotonga) writes NEFFs that follow them.
//
// # Time
//
// Each engine runs its stream in order, one instruction at a time: an
// instruction starts when the previous one has completed and its wait
// holds, computes (sim/engine) at its start, keeps the engine busy for its
// cost and applies its signal when it completes. A dma_trigger puts its
// descriptors on a hardware queue when it completes; each queue runs its
// descriptors one at a time in FIFO order, each taking arch.DMAFixedNanos
// and then its bytes (every contiguous run rounded up to 64-byte beats) at
// the queue's DMABytesPerSec; the transfers that touch HBM share
// HBMBytesPerSec equally while more of them are active than it carries
// (processor sharing, a fluid model). A descriptor moves its bytes when it
// completes. Ties are broken by engine order, then queue number: runs are
// deterministic.
//
// # Errors
//
// Every run-time error names the engine, the instruction's index in its
// stream and its text (isa.Text), or the descriptor (engine, position);
// out-of-bounds accesses, uninitialized reads, indices out of range, an
// activate whose function is not in the loaded set, semaphore overflow and
// a stream that runs past its end are errors. When no engine can go on and
// not all have halted, the error lists each blocked engine's instruction
// and the semaphore or event it waits on, with its current value. A step
// limit (Options.MaxSteps) stops programs that do not terminate.
//
// # Races
//
// With Options.Races the run also checks that the program is race free,
// whatever the timing: happens-before is program order on each engine,
// FIFO order on each queue, each trigger before its descriptors, and each
// semaphore or event update before the waits it satisfies, tracked with
// vector clocks as FastTrack does (one epoch per agent: the five engines
// and the DMA queues). A wait `S ≥ v` (or `> v-1`) that passes is ordered
// after the v oldest outstanding increments of S (increments are units,
// decrements remove the oldest), which is exact for the backend's token
// protocol (the producer `signal S inc`, the consumer `wait S ge 1` and a
// `dec`); after a `write` to S, and for the other comparisons and for
// events, a wait is ordered after every earlier update of that semaphore
// or event (a sound over-approximation of the edges, which may hide a
// race but never reports a false one). Shadow memory keeps, per byte of
// SBUF and PSUM and per element of each HBM variable, the last write's
// epoch and the reads since: two accesses to one byte or element, at
// least one a write, by different agents and unordered, are a race,
// reported with both instructions or descriptors and the byte range.
// Cost: pages of 1024 cells with one history stay one cell, a run of
// equal cells is checked once, a semaphore counted by one agent orders a
// wait by one clock join, and freed pages and shared-reader clocks are
// reused, so Searchless Chess 9M (about 300,000 instructions) checks in
// about a minute and 4 GB.
package timed
