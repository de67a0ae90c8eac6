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
	old, oldNames, oldCount := parallelPrintMinOps, parallelNameMinOps, parallelCountMinSubs
	parallelPrintMinOps, parallelNameMinOps, parallelCountMinSubs = n, n, n
	return func() { parallelPrintMinOps, parallelNameMinOps, parallelCountMinSubs = old, oldNames, oldCount }
}

// SetSplitNames sets whether the printer numbers the regions of each
// top-level op apart (the default) and returns a function restoring it.
func SetSplitNames(on bool) (restore func()) {
	old := splitNames
	splitNames = on
	return func() { splitNames = old }
}
