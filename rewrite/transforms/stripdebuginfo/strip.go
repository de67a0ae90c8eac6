// Package stripdebuginfo is mlir-opt's --strip-debuginfo: every operation
// and block argument under the op it runs on gets the unknown location.
// It lives in its own folder so that tools can link it without the rest
// of rewrite/transforms; translate/portable links it for
// `ncc-translate --serialize --strip-debuginfo`, and through that ncc-opt.
package stripdebuginfo

import (
	"ncc/core"
	"ncc/core/pass"
)

// Pass is --strip-debuginfo (MLIR's StripDebugInfoPass).
type Pass struct{}

func init() {
	pass.Register(pass.Info{
		Arg:         "strip-debuginfo",
		Name:        "StripDebugInfo",
		Summary:     "Strip debug info from all operations",
		Description: "Replaces the location of every operation and block argument with the unknown location, as MLIR's StripDebugInfo pass does.",
		New:         func() pass.Pass { return &Pass{} },
	})
}

// Run strips the locations under op, op included.
func (p *Pass) Run(op *core.Operation, st *pass.State) error {
	Strip(op)
	return nil
}

// Strip sets the location of op, of every op nested in it and of their
// blocks' arguments to the unknown location.
func Strip(op *core.Operation) {
	unknown := core.Unknown(op.Context())
	op.WalkAll(func(o *core.Operation) {
		o.SetLoc(unknown)
		for _, r := range o.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Args() {
					a.Loc = unknown
				}
			}
		}
	})
}
