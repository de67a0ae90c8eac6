package asm

import (
	"ncc/core"
)

// ParseAttribute parses one attribute from the start of src, as MLIR's
// parseAttribute(StringRef, MLIRContext*, Type, size_t *numRead) does: it
// returns the attribute and the number of bytes it read, leaving any text
// after it for the caller to judge. Aliases are not available. Readers of
// other formats (MLIR bytecode keeps attributes without a binary encoding
// as text) use it.
func ParseAttribute(ctx *core.Context, src string) (core.Attribute, int, error) {
	p := newParser(ctx, []byte(src), ParseOptions{Filename: "<attribute>"})
	a, err := p.parseAttribute(nil)
	if err != nil {
		return nil, 0, core.AsDiagnostics(err, p.locAt(p.tok))
	}
	return a, p.tok.start, nil
}

// ParseType is ParseAttribute for a type.
func ParseType(ctx *core.Context, src string) (core.Type, int, error) {
	p := newParser(ctx, []byte(src), ParseOptions{Filename: "<type>"})
	t, err := p.parseType()
	if err != nil {
		return nil, 0, core.AsDiagnostics(err, p.locAt(p.tok))
	}
	return t, p.tok.start, nil
}

// AddDialectResource records the value of a dialect resource (for builtin,
// the "0x..." hex blob a dense_resource attribute names) as if it had been
// read from a file's `{-# dialect_resources: ... #-}` section, so printing
// re-emits it. value is the entry's text form.
func (r *Resources) AddDialectResource(dialect, key, value string) {
	r.add(r.Dialect, dialect, ResourceEntry{Key: key, Value: value})
}

// AddExternalResource is AddDialectResource for external_resources groups.
func (r *Resources) AddExternalResource(group, key, value string) {
	r.add(r.External, group, ResourceEntry{Key: key, Value: value})
}

// DialectResource returns the text value of a dialect resource, if known.
func (r *Resources) DialectResource(dialect, key string) (string, bool) {
	return r.lookup(dialect, key)
}
