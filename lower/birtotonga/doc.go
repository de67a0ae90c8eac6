// Package birtotonga is the backend: the convert-bir-to-tonga pass takes a
// module's bir.func to a tonga.program of one instruction stream per
// engine, with physical addresses, semaphores and DMA descriptors, and
// the tonga.var ops of its HBM variables — everything a NEFF holds
// (neff.FromTonga packs it). docs/backend.md is the user's description.
//
//	ncc-opt --convert-bir-to-tonga f.bir.mlir
//	st, err := birtotonga.Convert(module, birtotonga.Options{})
//
// The stages, in order:
//
//   - flatten.go unrolls every bir.loop (up to Options.MaxInstructions in
//     all); register terms stay, as run-time offsets. Past the limit,
//     sequence.go first turns the largest top-level loops into loops the
//     sequencers run (a counter, blocks and branches). A function of
//     several blocks (data-dependent control flow, sequencer loops) is
//     compiled block by block (cfg.go).
//   - rename.go renames buffers: each write that replaces a whole live
//     region starts a version, and versions are placed in SBUF and PSUM by
//     liveness with a cursor that goes round the memory, so consecutive
//     iterations use different buffers (a function of several blocks keeps
//     bir's places: alloc.go).
//   - graph.go and deps.go make the dependency graph: read after write,
//     write after read and write after write on overlapping bytes (boxes of
//     partitions and bytes, rows of HBM tiles as strided regions). A DMA
//     becomes up to one piece per queue (dma.go), each a trigger on the
//     sync engine and a transfer on a queue, with a gate and a join node
//     standing for the pieces' shared dependencies and completion.
//   - sched.go list-schedules on arch's cost model: nodes in the order
//     their inputs are ready, each transfer on the queue where it starts
//     first, TensorE's matmuls grouped by stationary operand (a reused
//     one skips its load), PSUM evacuations on ScalarE or VectorE.
//   - sync.go inserts the waits: each agent (engine or queue) counts its
//     completions on a semaphore of its own; a node waits for another
//     agent's k-th signal unless its vector clock already covers it, so an
//     ordering implied transitively adds no wait.
//   - emit.go writes the streams (waits as nops where an instruction needs
//     more than one), the function sets of ScalarE, the descriptors, and
//     the trigger's offset computation for DMAs at register offsets.
//
// Every error is located at the bir op and leaves the module unchanged.
// The race verifier is the timed simulator's (sim/timed, Options.Races):
// `ncc run --stop-at=tonga` runs it on every program.
package birtotonga
