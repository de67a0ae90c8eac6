package quant

import "ncc/core"

// Dialect is the quant dialect: its types, no ops.
var Dialect = &core.Dialect{
	Name:      "quant",
	Summary:   "Quantization types: !quant.uniform (per-tensor, per-axis, sub-channel), !quant.any, !quant.calibrated",
	ParseType: parseType,
	PrintType: printType,
}
