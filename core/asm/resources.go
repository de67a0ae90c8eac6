package asm

import (
	"sync"

	"ncc/core"
)

// Resources holds the `{-# dialect_resources: ... external_resources: ... #-}`
// section of parsed files, so the printer can re-emit the blobs that
// dense_resource attributes refer to. Values are kept as their source text
// ("0x..." blobs, strings, true/false).
type Resources struct {
	mu       sync.Mutex
	Dialect  map[string][]ResourceEntry // by dialect name ("builtin")
	External map[string][]ResourceEntry // by external group name
}

// ResourceEntry is one `key: value` of a resource group.
type ResourceEntry struct {
	Key   string
	Value string // source text of the value
}

// resourcesByCtx keeps each Context's resources: dense_resource attributes
// are uniqued in the Context, so their blobs belong to it too.
var resourcesByCtx sync.Map // *core.Context -> *Resources

// ContextResources returns the resources parsed so far with ctx.
func ContextResources(ctx *core.Context) *Resources {
	v, _ := resourcesByCtx.LoadOrStore(ctx, &Resources{Dialect: map[string][]ResourceEntry{}, External: map[string][]ResourceEntry{}})
	return v.(*Resources)
}

func (r *Resources) add(m map[string][]ResourceEntry, group string, e ResourceEntry) {
	r.mu.Lock()
	defer r.mu.Unlock()
	es := m[group]
	for i := range es {
		if es[i].Key == e.Key {
			es[i] = e
			return
		}
	}
	m[group] = append(es, e)
}

// lookup returns the value of a builtin dense_resource blob.
func (r *Resources) lookup(dialect, key string) (string, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, e := range r.Dialect[dialect] {
		if e.Key == key {
			return e.Value, true
		}
	}
	return "", false
}

// parseFileMetadata parses `{-# key: {...}, ... #-}`.
func (p *parser) parseFileMetadata() error {
	p.next()
	res := ContextResources(p.ctx)
	if p.consumeIf(tFileMetaEnd) {
		return nil
	}
	for {
		keyTok := p.tok
		if p.tok.kind != tBareIdent {
			return p.errTok("expected identifier key in file metadata dictionary")
		}
		p.next()
		if err := p.expect(tColon, "expected ':'"); err != nil {
			return err
		}
		var m map[string][]ResourceEntry
		switch p.text(keyTok) {
		case "dialect_resources":
			m = res.Dialect
		case "external_resources":
			m = res.External
		default:
			return p.errAt(p.tokPos(keyTok), "unknown key '%s' in file metadata dictionary", p.text(keyTok))
		}
		if err := p.parseResourceGroups(res, m); err != nil {
			return err
		}
		if p.consumeIf(tFileMetaEnd) {
			return nil
		}
		if err := p.expect(tComma, "expected ',' or '#-}'"); err != nil {
			return err
		}
	}
}

func (p *parser) parseResourceGroups(res *Resources, m map[string][]ResourceEntry) error {
	if err := p.expect(tLBrace, "expected '{'"); err != nil {
		return err
	}
	if p.consumeIf(tRBrace) {
		return nil
	}
	return p.parseCommaList(tEOF, tRBrace, "", func() error {
		if p.tok.kind != tBareIdent {
			return p.errTok("expected identifier key for 'resource' entry")
		}
		group := p.text(p.tok)
		p.next()
		if err := p.expect(tColon, "expected ':'"); err != nil {
			return err
		}
		if err := p.expect(tLBrace, "expected '{'"); err != nil {
			return err
		}
		if p.consumeIf(tRBrace) {
			return nil
		}
		return p.parseCommaList(tEOF, tRBrace, "", func() error {
			var key string
			switch p.tok.kind {
			case tBareIdent:
				key = p.text(p.tok)
			case tString:
				key = unquote(p.spelling())
			default:
				return p.errTok("expected identifier key for 'resource' entry")
			}
			p.next()
			if err := p.expect(tColon, "expected ':'"); err != nil {
				return err
			}
			switch p.tok.kind {
			case tString:
			case tBareIdent:
				if !p.isKeyword("true") && !p.isKeyword("false") {
					return p.errTok("expected a resource value")
				}
			default:
				return p.errTok("expected a resource value")
			}
			res.add(m, group, ResourceEntry{Key: key, Value: p.text(p.tok)})
			p.next()
			return nil
		})
	})
}
