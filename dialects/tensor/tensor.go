package tensor

import "ncc/core"

// Dialect is the tensor dialect.
var Dialect = &core.Dialect{
	Name:    "tensor",
	Summary: "Tensor dialect",
}
