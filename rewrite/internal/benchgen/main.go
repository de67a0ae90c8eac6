// Command benchgen writes irgen.BenchModule(n) to stdout, for timing
// ncc-opt and mlir-opt on the same input by hand.
package main

import (
	"flag"
	"fmt"

	"ncc/internal/irgen"
)

func main() {
	n := flag.Int("n", 200000, "ops")
	flag.Parse()
	fmt.Print(irgen.BenchModule(*n))
}
