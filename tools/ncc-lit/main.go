// Command ncc-lit runs lit test suites; see package ncc/internal/lit.
package main

import (
	"os"

	"ncc/internal/lit"
)

func main() {
	os.Exit(lit.Main(os.Args[1:], os.Stdout, os.Stderr))
}
