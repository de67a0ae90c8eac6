package rewrite

import (
	"fmt"
)

// ptrKey renders a pointer as a map key fragment.
func ptrKey(p any) string { return fmt.Sprintf("%p;", p) }
