// Package dialects is the one place ncc's dialects are registered: All
// lists them and LoadAll loads them into a Context. A new dialect is a
// new folder plus one line here.
package dialects

import (
	"ncc/core"
	"ncc/dialects/arith"
	"ncc/dialects/bir"
	"ncc/dialects/builtin"
	"ncc/dialects/cf"
	"ncc/dialects/check"
	"ncc/dialects/chlo"
	function "ncc/dialects/func"
	"ncc/dialects/penguin"
	"ncc/dialects/quant"
	"ncc/dialects/scf"
	"ncc/dialects/sdy"
	"ncc/dialects/sparsetensor"
	"ncc/dialects/stablehlo"
	"ncc/dialects/tensor"
	"ncc/dialects/tonga"
	"ncc/dialects/vhlo"
)

// All returns every dialect ncc defines, builtin first.
func All() []*core.Dialect {
	return []*core.Dialect{
		builtin.Dialect,
		function.Dialect,
		arith.Dialect,
		cf.Dialect,
		check.Dialect,
		stablehlo.Dialect,
		chlo.Dialect,
		quant.Dialect,
		tensor.Dialect,
		scf.Dialect,
		sparsetensor.Dialect,
		sdy.Dialect,
		bir.Dialect,
		penguin.Dialect,
		tonga.Dialect,
		vhlo.Dialect,
	}
}

// LoadAll registers every dialect with ctx.
func LoadAll(ctx *core.Context) {
	for _, d := range All() {
		ctx.Load(d)
	}
}
