package asm

import (
	"errors"
	"runtime"
	"sync"
	"sync/atomic"

	"ncc/core"
)

// Parallel parsing. The body of an IsolatedFromAbove op (a function) sees no
// SSA name or block from outside, so it can be parsed on its own. While
// reading a large file the parser skips such bodies with a byte scan that
// balances braces, leaving an entry block in their region, and parses them
// on GOMAXPROCS workers once the rest of the file is read: aliases, resources
// and every op outside those bodies are then known. The workers share the
// thread-safe Context and fill the regions in place, so the IR and its
// printed form do not depend on the number of workers.
//
// Any error, and any case where the result could differ from a sequential
// parse (an alias defined after a skipped body, which the body could not
// have seen), makes Parse start over sequentially, so diagnostics are
// exactly those of the sequential parser.

// parallelMinBytes is the input size from which Parse tries to parse in
// parallel; smaller files are not worth the goroutines. Tests lower it.
var parallelMinBytes = 256 << 10

// errSequential asks Parse to parse the file again sequentially.
var errSequential = errors.New("asm: parse sequentially")

type parallelState struct {
	regions []*deferredRegion
	// aliasAfter records an alias definition after a deferred region.
	aliasAfter bool
}

// deferredRegion is a region body skipped by the scan, to parse later.
type deferredRegion struct {
	r      *core.Region
	entry  *core.Block // already in r, so hooks see a non-empty region
	args   []core.Argument
	open   token // the '{'
	end    int   // offset just past the matching '}'
	depth  int
	custom []customFrame
}

// noteAliasDef records that an alias is defined at this point of the file.
func (p *parser) noteAliasDef() {
	if p.par != nil && len(p.par.regions) > 0 {
		p.par.aliasAfter = true
	}
}

// deferRegion skips the region starting at the current '{' and records it
// for parseDeferred, if def, the op being parsed (in custom or generic
// form), allows it and the body is not empty. It reports whether it did.
func (p *parser) deferRegion(r *core.Region, args []core.Argument, def *core.OpDef) bool {
	if p.par == nil || p.tok.kind != tLBrace || p.depth+1 > MaxNesting {
		return false
	}
	// The format engine looks into the regions of these ops right after
	// parsing them (ensureBlock), so they must be complete.
	if def == nil || def.Traits.Has(core.SingleBlock) || def.ImplicitTerminator != "" {
		return false
	}
	end, line, lineStart, ok := scanBalanced(p.src, p.tok)
	if !ok {
		return false
	}
	entry := &core.Block{}
	r.Append(entry)
	p.par.regions = append(p.par.regions, &deferredRegion{
		r: r, entry: entry, args: args, open: p.tok, end: end, depth: p.depth,
		custom: append([]customFrame(nil), p.custom...),
	})
	p.lex.pos, p.lex.line, p.lex.lineStart = end, line, lineStart
	p.next()
	return true
}

// scanBalanced finds the '}' matching the '{' token open, skipping strings
// and comments, and returns the offset after it with the lexer's line state
// there. ok is false for an empty body (nothing to gain) and for anything
// the scan cannot be sure of; the parser then reads the region itself.
//
// It runs on the one goroutine that reads the file before the workers
// start, over nearly every byte of it, so it skips ordinary bytes in a
// tight loop and stops only at the few that matter (scanStop).
func scanBalanced(src []byte, open token) (end, line, lineStart int, ok bool) {
	line, lineStart = open.line, open.start-open.col+1
	depth := 0
	for i := open.start; i < len(src); i++ {
		for i < len(src) && !scanStop[src[i]] {
			i++
		}
		if i >= len(src) {
			break
		}
		switch src[i] {
		case '\n':
			line++
			lineStart = i + 1
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i + 1, line, lineStart, hasContent(src[open.start+1 : i])
			}
		case '"':
			for i++; i < len(src) && src[i] != '"'; i++ {
				switch src[i] {
				case '\\':
					i++
				case '\n', '\r', 0:
					return 0, 0, 0, false // the lexer reports this
				}
			}
			if i >= len(src) {
				return 0, 0, 0, false
			}
		case '/':
			if i+1 < len(src) && src[i+1] == '/' {
				for i < len(src) && src[i] != '\n' {
					i++
				}
				i-- // let the loop count the newline
			}
		case 0:
			return 0, 0, 0, false
		}
	}
	return 0, 0, 0, false
}

// scanStop marks the bytes scanBalanced must look at.
var scanStop = [256]bool{'\n': true, '{': true, '}': true, '"': true, '/': true, 0: true}

// hasContent reports whether a region body holds anything but whitespace
// and comments.
func hasContent(body []byte) bool {
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case ' ', '\t', '\r', '\n':
		case '/':
			if i+1 < len(body) && body[i+1] == '/' {
				for i < len(body) && body[i] != '\n' {
					i++
				}
				continue
			}
			return true
		default:
			return true
		}
	}
	return false
}

// parseDeferred parses the deferred region bodies on worker parsers.
func (p *parser) parseDeferred() error {
	if p.par == nil || len(p.par.regions) == 0 {
		return nil
	}
	if p.par.aliasAfter {
		return errSequential
	}
	regions := p.par.regions
	workers := min(runtime.GOMAXPROCS(0), len(regions))
	var next atomic.Int64
	var failed atomic.Bool
	locRefs := make([][]*locRef, len(regions))
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := &parser{
				ctx: p.ctx, src: p.src, srcText: p.srcText, lex: &lexer{src: p.src}, opts: p.opts, file: p.file,
				typeAliases: p.typeAliases, attrAliases: p.attrAliases, distinct: p.distinct,
				ops: newOpState(),
			}
			for !failed.Load() {
				i := int(next.Add(1) - 1)
				if i >= len(regions) {
					return
				}
				if !w.parseDeferredRegion(regions[i]) {
					failed.Store(true)
					return
				}
				locRefs[i], w.locRefs = w.locRefs, nil
			}
		}()
	}
	wg.Wait()
	if failed.Load() {
		return errSequential
	}
	// Forward #loc references resolve at the end of the file, in file order.
	for _, rs := range locRefs {
		p.locRefs = append(p.locRefs, rs...)
	}
	return nil
}

// parseDeferredRegion parses d as parseRegion would have, and reports
// whether it succeeded exactly where the scan said the region ends.
func (w *parser) parseDeferredRegion(d *deferredRegion) (ok bool) {
	defer func() {
		// A panic is reported by the sequential parse, on the caller's
		// goroutine.
		if recover() != nil {
			ok = false
		}
	}()
	w.lex.pos, w.lex.line, w.lex.lineStart = d.open.start, d.open.line, d.open.start-d.open.col+1
	w.next()
	w.depth, w.custom = d.depth, d.custom
	if err := w.expect(tLBrace, ""); err != nil {
		return false
	}
	if err := w.enter(); err != nil {
		return false
	}
	if err := w.parseRegionBody(d.r, d.args, true, d.entry); err != nil {
		return false
	}
	if w.tok.kind != tRBrace || w.tok.end != d.end {
		return false
	}
	return len(w.ops.fwdRefs) == 0
}
