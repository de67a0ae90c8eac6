package asm

// SetParallelMinBytes sets the input size from which Parse parses in
// parallel and returns a function restoring the previous value.
func SetParallelMinBytes(n int) (restore func()) {
	old := parallelMinBytes
	parallelMinBytes = n
	return func() { parallelMinBytes = old }
}

// SetParallelPrintMinOps sets the op count from which Print prints in
// parallel and returns a function restoring the previous value.
func SetParallelPrintMinOps(n int) (restore func()) {
	old := parallelPrintMinOps
	parallelPrintMinOps = n
	return func() { parallelPrintMinOps = old }
}
