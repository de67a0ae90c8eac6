package chlo_test

import (
	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
)

func newCtx() *core.Context {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	return ctx
}

// parse parses src into a module; err carries parse or verifier errors.
func parse(ctx *core.Context, src string) (*core.Operation, error) {
	b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "test.mlir"})
	if err != nil {
		return nil, err
	}
	m := builtin.WrapInModule(ctx, b)
	if err := core.Verify(m); err != nil {
		return m, err
	}
	return m, nil
}
