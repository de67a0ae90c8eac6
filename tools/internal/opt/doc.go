// Package opt is the driver behind ncc-opt (and the parsing half of
// ncc-translate): read a buffer, optionally split it into chunks, parse,
// verify, run passes and print each chunk, or check the diagnostics it
// produces against expected-* comments (--verify-diagnostics), the way
// MlirOptMain does for mlir-opt.
package opt
