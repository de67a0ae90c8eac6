package core

import "strings"

// Dialect attributes: a discardable attribute whose name starts with a
// loaded dialect's name and a dot ("sdy.sharding") is checked by that
// dialect's hook, before the op's own invariants, as MLIR's
// OperationVerifier asks Dialect::verifyOperationAttribute; the entries
// of a function's argument and result dictionaries likewise, after its
// invariants, as FunctionOpInterface's verifier asks
// verifyRegionArgAttribute and verifyRegionResultAttribute.

// attrDialect returns the loaded dialect an attribute name belongs to.
func attrDialect(c *Context, name string) *Dialect {
	i := strings.IndexByte(name, '.')
	if i <= 0 || c == nil {
		return nil
	}
	return c.Dialect(name[:i])
}

func verifyDialectAttrs(op *Operation) Diagnostics {
	for _, a := range op.attrs {
		d := attrDialect(op.Context(), a.Name)
		if d == nil || d.VerifyOpAttr == nil {
			continue
		}
		if err := d.VerifyOpAttr(op, a); err != nil {
			return hookDiagnostics(op, err)
		}
	}
	return nil
}

func verifyFunctionAttrs(op *Operation) Diagnostics {
	f, ok := Iface[CallableOp](op)
	if !ok {
		return nil
	}
	check := func(dicts *ArrayAttr, hook func(d *Dialect) func(*Operation, int, NamedAttr) error) Diagnostics {
		if dicts == nil {
			return nil
		}
		for i, e := range dicts.Elems {
			dict, ok := e.(*DictAttr)
			if !ok {
				continue
			}
			for _, a := range dict.Entries {
				d := attrDialect(op.Context(), a.Name)
				if d == nil {
					continue
				}
				if h := hook(d); h != nil {
					if err := h(op, i, a); err != nil {
						return hookDiagnostics(op, err)
					}
				}
			}
		}
		return nil
	}
	if ds := check(f.ArgAttrs(op), func(d *Dialect) func(*Operation, int, NamedAttr) error { return d.VerifyArgAttr }); ds != nil {
		return ds
	}
	return check(f.ResultAttrs(op), func(d *Dialect) func(*Operation, int, NamedAttr) error { return d.VerifyResultAttr })
}
