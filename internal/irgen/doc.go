// Package irgen writes random, valid MLIR programs of the builtin, func,
// arith and cf dialects (plus unregistered ops that carry every builtin
// attribute and type kind), for differential tests against mlir-opt and
// for benchmarks. Output depends only on the seed.
package irgen
