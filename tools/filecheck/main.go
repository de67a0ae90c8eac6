// Command filecheck is ncc's FileCheck: a drop-in for LLVM FileCheck 22 that
// lit tests invoke as `FileCheck`. See internal/filecheck for the semantics.
package main

import (
	"os"

	"ncc/internal/filecheck"
)

func main() {
	os.Exit(filecheck.Main(os.Args, os.Stdin, os.Stdout, os.Stderr, os.Getenv))
}
