package opt

import (
	"io"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
)

// runPasses runs the pipeline the pass flags describe on top. IR dumps,
// reports and reproducers print with the output's print options; ops
// nested in a block print with local scope, as mlir-opt's IR dumps do.
func runPasses(top *core.Operation, ch Chunk, o Options, errw io.Writer) error {
	if o.Passes == nil {
		return nil
	}
	print := func(w io.Writer, op *core.Operation) error {
		po := o.Print
		if op.ParentBlock() != nil {
			po.LocalScope = true
		}
		return asm.Print(w, op, po)
	}
	return o.Passes.Run(top, passEnv(print, ch, o, errw))
}

func passEnv(print func(io.Writer, *core.Operation) error, ch Chunk, o Options, errw io.Writer) pass.Env {
	return pass.Env{Print: print, Source: ch.Src, VerifyEach: o.VerifyEach, Err: errw}
}
