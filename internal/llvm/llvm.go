// Package llvm finds the LLVM 22 tools that ncc's differential tests use as
// oracles (mlir-opt, FileCheck, lit). It is the one place that knows where
// they are installed, so tests, lit configs and benchmarks name no absolute
// path of their own.
//
// The folder is, in order: $NCC_LLVM_BIN_DIR; `llvm-config-22 --bindir`
// when llvm-config-22 is on PATH; Debian's install folder of the
// llvm-22-tools and mlir-22-tools packages. A tool that is not there is
// absent, and the tests that need it skip with a message naming it.
package llvm

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
)

// debianBinDir is where `apt-get install llvm-22-tools mlir-22-tools`
// puts the tools (what .ci/run installs).
const debianBinDir = "/usr/lib/llvm-22/bin"

var (
	binOnce sync.Once
	binDir  string
)

// BinDir returns the folder that holds (or would hold) the LLVM 22 tools.
func BinDir() string {
	binOnce.Do(func() { binDir = findBinDir() })
	return binDir
}

func findBinDir() string {
	if d := os.Getenv("NCC_LLVM_BIN_DIR"); d != "" {
		return d
	}
	if cfg, err := exec.LookPath("llvm-config-22"); err == nil {
		if out, err := exec.Command(cfg, "--bindir").Output(); err == nil {
			if d := strings.TrimSpace(string(out)); d != "" {
				return d
			}
		}
	}
	return debianBinDir
}

// Tool returns the path of the named tool in BinDir ("mlir-opt",
// "FileCheck", "lit"), whether or not it exists.
func Tool(name string) string { return filepath.Join(BinDir(), name) }

// Find returns the path of the named tool and whether it is installed.
func Find(name string) (string, bool) {
	p := Tool(name)
	fi, err := os.Stat(p)
	return p, err == nil && !fi.IsDir()
}

// MlirOpt, FileCheck and Lit are the paths of the three oracles.
func MlirOpt() string   { return Tool("mlir-opt") }
func FileCheck() string { return Tool("FileCheck") }
func Lit() string       { return Tool("lit") }
