package core

import (
	"fmt"
	"os"
	"testing"
)

// TestMain runs the tests and then checks that none of them wrote to the
// opExtra that ops without attributes, regions or successors share.
func TestMain(m *testing.M) {
	code := m.Run()
	if len(noExtra.attrs)+len(noExtra.regions)+len(noExtra.succs) != 0 {
		fmt.Fprintln(os.Stderr, "FAIL: the shared empty opExtra was written to")
		code = 1
	}
	os.Exit(code)
}
