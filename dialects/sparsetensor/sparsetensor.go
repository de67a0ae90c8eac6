package sparsetensor

import "ncc/core"

// Dialect is the sparse_tensor dialect.
var Dialect = &core.Dialect{
	Name:    "sparse_tensor",
	Summary: "Sparse tensor encodings",
}
