// Package sim is ncc's functional NeuronCore simulator for bir: it runs a
// bir.func on buffers and returns its outputs, so that any stage of the
// descent can be checked against the StableHLO reference interpreter
// (`ncc run --stop-at=bir --check`). The instruction semantics live in
// sim/engine, which the timed NEFF simulator will share.
//
// # Running
//
//	outs, err := sim.Run(fn, target, inputs)
//
// fn is a verified bir.func; target (nil: bir.TargetOf(fn)) sizes the
// engines' limits. inputs are Buffers (shape, numerics.DType, row-major
// little-endian bytes, as a .npy file's data) in the order of the Input
// allocations' index; each must have its allocation's tensor shape and
// dtype. The outputs come back in the order of the Output allocations'
// index, with their tensor's shape and dtype, every byte of which must have
// been written. RunWith takes Options (target, a step limit for programs
// that do not terminate). .npy files are the caller's business
// (interp/npy); sim converts nothing.
//
// # Model
//
// Each allocation is an engine.Alloc: SB and PSUM allocations have their
// partitions x bytes, DRAM ones a flat byte range. Input and Const
// allocations start initialized with their data; everything else starts
// uninitialized, and reading a byte no instruction wrote is an error.
// Instructions run one after another in program order (the functional
// model: engines' concurrency and semaphores are the timed simulator's
// concern). bir.loop runs its body for each value of its induction
// variable; registers (bir.register_load, bir.register_alu, 32-bit) and
// bir.compare_and_branch steer the function's CFG. Access patterns'
// offsets are evaluated with the current loop variables and registers.
// bir.core_barrier does nothing on one core.
//
// # Errors
//
// Every run-time error is a *core.Diagnostic located at the instruction
// that failed, its message the op's name and what went wrong
// ("'bir.dma' op in "a"[[300, 128], [1, 300]] + 38400 : float32:
// elements [...] outside "a"'s 240000 bytes"), with a note giving the
// iteration of each enclosing loop. Out-of-bounds accesses, uninitialized
// reads, gather indices out of range, integer division by zero,
// instructions or activation functions the simulator does not model, and
// outputs not entirely written are all errors; nothing panics (a panic
// would be reported as an internal error of the simulator).
//
// # Speed
//
// A function is compiled once into steps whose access patterns are
// engine.AP templates plus register terms; running does no IR lookups and
// no per-element dispatch. The benchmarks (BenchmarkElementwise,
// BenchmarkMatmul512, BenchmarkMatMulBiasRelu512, BenchmarkSoftmax512) run
// programs next to the same computation on the reference interpreter and
// report the ratio (sim/interp), which DESIGN.md asks to keep below 2. The
// last two take their programs from internal/birgen: the bir the stage
// pipelines lower them to once those reach bir, hand-built bir until then.
package sim
