package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
)

// TestInterpretSuiteAtBIR turns every function of StableHLO's interpreter
// suite (lit/suites/stablehlo-interpret) into a program that returns the
// values its check ops test, and runs it with `ncc run --stop-at=bir
// --check`: the bir simulation must match the interpreter wherever the
// lowering accepts the program; where it does not, it must say so with a
// located "cannot lower" error.
func TestInterpretSuiteAtBIR(t *testing.T) {
	if testing.Short() {
		t.Skip("the interpreter suite at bir: skipped under -short")
	}
	files, err := filepath.Glob("../../lit/suites/stablehlo-interpret/*.mlir")
	require.NoError(t, err)
	dir := t.TempDir()
	var progs []string
	for _, f := range files {
		progs = append(progs, suitePrograms(t, f, dir)...)
	}
	passed, unsupported := 0, 0
	for _, p := range progs {
		code, stdout, stderr := runCheck(p, "bir")
		switch {
		case code == 0 && !strings.Contains(stdout, " FAIL"):
			passed++
		case strings.Contains(stderr, "cannot lower") || strings.Contains(stderr, "interpreter does not support"):
			unsupported++
			if os.Getenv("NCC_SUITE_VERBOSE") != "" {
				t.Logf("%s: %s", filepath.Base(p), firstLines(stderr, 1))
			}
		default:
			t.Errorf("%s: exit %d\n%s%s", filepath.Base(p), code, stdout, firstLines(stderr, 10))
		}
	}
	t.Logf("%d suite functions: %d match the interpreter at bir, %d are not lowered yet", len(progs), passed, unsupported)
}

// suitePrograms writes one module per function of the suite file f that
// has check ops: the checks' first operands become the function's results.
func suitePrograms(t *testing.T, f, dir string) []string {
	src, err := os.ReadFile(f)
	require.NoError(t, err)
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	block, err := asm.Parse(ctx, src, asm.ParseOptions{Filename: f})
	if err != nil {
		return nil // the suite's files of dialects ncc does not load
	}
	var out []string
	for op := block.First(); op != nil; op = op.Next() {
		if op.Name() != "func.func" || op.NumRegions() != 1 || op.Region(0).NumBlocks() != 1 {
			continue
		}
		fn := op.Clone(nil)
		body := fn.Region(0).First()
		if body.NumArgs() != 0 {
			continue
		}
		var vals []core.Value
		var types []core.Type
		for o := body.First(); o != nil; {
			next := o.Next()
			if strings.HasPrefix(o.Name(), "check.") && o.NumOperands() > 0 {
				v := o.Operand(0)
				if _, ok := v.Type().(*core.TensorType); ok {
					vals = append(vals, v)
					types = append(types, v.Type())
				}
				o.Erase()
			}
			o = next
		}
		if len(vals) == 0 {
			continue
		}
		ret := body.Terminator()
		b := core.NewBuilder(ctx)
		b.SetInsertionPoint(ret)
		b.CreateOp("func.return", ret.Loc(), vals, nil)
		ret.Erase()
		fn.SetAttr("function_type", core.TypeAttrOf(ctx, core.Function(ctx, nil, types)))
		fn.SetAttr("sym_name", core.String(ctx, "main"))
		m := builtin.NewModule(ctx, nil)
		m.Region(0).First().Append(fn)
		// The functions it calls (or decomposes into) come along, private.
		for _, callee := range callees(block, fn) {
			c := callee.Clone(nil)
			c.SetAttr("sym_visibility", core.String(ctx, "private"))
			m.Region(0).First().Append(c)
		}
		name, _ := core.SymbolName(op)
		path := filepath.Join(dir, strings.TrimSuffix(filepath.Base(f), ".mlir")+"."+name+".mlir")
		require.NoError(t, os.WriteFile(path, []byte(asm.PrintOp(m, asm.PrintOptions{})), 0o644))
		out = append(out, path)
	}
	return out
}

// callees are the functions of block that fn refers to, transitively.
func callees(block *core.Block, fn *core.Operation) []*core.Operation {
	byName := map[string]*core.Operation{}
	for o := block.First(); o != nil; o = o.Next() {
		if n, ok := core.SymbolName(o); ok && o.Name() == "func.func" {
			if _, dup := byName[n]; !dup {
				byName[n] = o
			}
		}
	}
	seen := map[string]bool{}
	var out []*core.Operation
	work := []*core.Operation{fn}
	for len(work) > 0 {
		f := work[0]
		work = work[1:]
		f.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
			for _, a := range o.AllAttrs() {
				ref, ok := a.Value.(*core.SymbolRefAttr)
				if !ok || seen[ref.Root] || byName[ref.Root] == nil {
					continue
				}
				seen[ref.Root] = true
				out = append(out, byName[ref.Root])
				work = append(work, byName[ref.Root])
			}
			return core.Advance
		})
	}
	return out
}
