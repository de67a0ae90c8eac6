package quant

import "ncc/core"

// Dialect is the quant dialect.
var Dialect = &core.Dialect{
	Name:    "quant",
	Summary: "Quantization types",
}
