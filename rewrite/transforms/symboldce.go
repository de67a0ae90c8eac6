package transforms

import (
	"ncc/core"
	"ncc/core/pass"
)

// SymbolDCE is mlir-opt's symbol-dce: it erases symbols that are private
// (or inside a hidden symbol table) and unreachable from the live ones.
// Non-symbol ops and public symbols of a visible table are roots;
// references are followed through nested symbol tables.
type SymbolDCE struct {
	NumDCE pass.Statistic `stat:"num-dce'd" help:"Number of symbols DCE'd"`
}

func init() {
	pass.Register(pass.Info{
		Arg:     "symbol-dce",
		Name:    "SymbolDCE",
		Summary: "Eliminate dead symbols",
		Description: "Deletes private symbols that are not referenced from live code, following " +
			"references through nested symbol tables, as MLIR's SymbolDCE does.",
		New: func() pass.Pass { return &SymbolDCE{} },
	})
}

// Run deletes the dead symbols under op, which must be a symbol table.
func (p *SymbolDCE) Run(op *core.Operation, st *pass.State) error {
	if !op.HasTrait(core.SymbolTable) {
		return op.Errorf("'%s' op  was scheduled to run under SymbolDCE, but does not define a symbol table", op.Name())
	}
	hidden := true
	if op.ParentOp() != nil && op.HasTrait(core.Symbol) {
		hidden = core.SymbolVisibility(op) == core.Private
	}
	live := map[*core.Operation]bool{}
	if err := symbolLiveness(core.NewSymbolTableCollection(), op, hidden, live); err != nil {
		return err
	}
	n := 0
	op.Walk(core.PreOrder, func(t *core.Operation) core.WalkResult {
		if !t.HasTrait(core.SymbolTable) || t.NumRegions() == 0 {
			return core.Advance
		}
		for b := t.Region(0).First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; {
				next := o.Next()
				if o.HasTrait(core.Symbol) && !live[o] {
					o.Erase()
					n++
				}
				o = next
			}
		}
		return core.Advance
	})
	p.NumDCE.Add(int64(n))
	if n == 0 {
		st.PreserveAll()
	}
	return nil
}

func symbolLiveness(syms *core.SymbolTableCollection, table *core.Operation, hidden bool, live map[*core.Operation]bool) error {
	var work []*core.Operation
	if table.NumRegions() > 0 {
		for b := table.Region(0).First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				if !o.HasTrait(core.Symbol) {
					work = append(work, o)
					continue
				}
				// canDiscardOnUseEmpty is true only for private symbols.
				private := core.SymbolVisibility(o) == core.Private
				discardable := (hidden || private) && private
				if !discardable && !live[o] {
					live[o] = true
					work = append(work, o)
				}
			}
		}
	}
	for len(work) > 0 {
		o := work[len(work)-1]
		work = work[:len(work)-1]
		if o.HasTrait(core.SymbolTable) {
			h := hidden || !o.HasTrait(core.Symbol) || core.SymbolVisibility(o) == core.Private
			if err := symbolLiveness(syms, o, h, live); err != nil {
				return err
			}
		}
		uses, ok := core.SymbolUses(o)
		if !ok {
			return o.Errorf("operation contains potentially unknown symbol table, meaning that we can't reliable compute which symbols are dead")
		}
		for _, u := range uses {
			for _, s := range resolveAll(syms, o.ParentOp(), u.Ref) {
				if !live[s] {
					live[s] = true
					work = append(work, s)
				}
			}
		}
	}
	return nil
}

// resolveAll resolves every symbol named along ref (@a::@b yields the ops
// of @a and @a::@b), or nothing if any is missing.
func resolveAll(syms *core.SymbolTableCollection, table *core.Operation, ref *core.SymbolRefAttr) []*core.Operation {
	if table == nil {
		return nil
	}
	cur := symLookup(syms, table, ref.Root)
	if cur == nil {
		return nil
	}
	out := []*core.Operation{cur}
	for _, n := range ref.Nested {
		if !cur.HasTrait(core.SymbolTable) {
			return nil
		}
		cur = symLookup(syms, cur, n)
		if cur == nil {
			return nil
		}
		out = append(out, cur)
	}
	return out
}

// symLookup finds name in table; tables are indexed once per run.
func symLookup(syms *core.SymbolTableCollection, table *core.Operation, name string) *core.Operation {
	return syms.Table(table).Lookup(name)
}
