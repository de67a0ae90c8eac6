// Package modelgen writes StableHLO programs for ncc's end-to-end tests
// and benchmarks: the ops and layers JAX and PyTorch/XLA emit (elementwise
// ops with broadcasting, every reduction, data movement, dot_general,
// gather, convolution and pooling, softmax and norms, GELU MLPs, causal
// attention, while and case) at sizes that are not multiples of 128 and at
// large ones, in f32 and bf16, plus whole encoders (BERT) and decoders with
// their weights as arguments.
//
// Programs are built with a small SSA builder (Func, Builder, Value) and
// printed exactly as stablehlo-opt prints them: pretty syntax, values
// named as MLIR names them, so parsing and printing a program with ncc-opt
// gives back the same text (the package's tests check that).
//
// Corpus lists every program with a name, tags and text; tools/ncc's
// end-to-end test runs each through `ncc run --check`.
package modelgen
