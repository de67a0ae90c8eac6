package asm

import (
	"io"
	"runtime"
	"strconv"

	"ncc/core"
)

// PrintOptions mirrors mlir-opt's printing flags.
type PrintOptions struct {
	Generic         bool // --mlir-print-op-generic
	DebugInfo       bool // --mlir-print-debuginfo
	PrettyDebugInfo bool // --mlir-pretty-debuginfo
	LocalScope      bool // --mlir-print-local-scope: no aliases
	// ElideElementsLargerThan prints dense attributes with more elements as
	// dense_resource<__elided__> (0: never).
	ElideElementsLargerThan int
	SkipRegions             bool // --mlir-print-skip-regions
	// Context, when set, lets dialect type/attribute printers and alias
	// hooks run (ops do not point to their Context).
	Context *core.Context
}

// Print writes op (normally the top-level module) as mlir-opt prints it:
// non-deferred aliases, the op, deferred (location) aliases and the
// resource section.
func Print(w io.Writer, op *core.Operation, opts PrintOptions) error {
	pr := newPrinter(w, op, opts)
	pr.printTopLevel(op)
	return pr.flush()
}

// PrintOp returns Print's output as a string. The printer writes into
// its own buffer, grown from a small one: callers print single
// instructions by the hundred thousand (a NEFF's listing), and a
// streaming printer's 64 KiB buffer each would cost gigabytes.
func PrintOp(op *core.Operation, opts PrintOptions) string {
	pr := newPrinter(nil, op, opts)
	pr.printTopLevel(op)
	return string(pr.buf)
}

// TypeString prints a type alone, without aliases.
func TypeString(t core.Type) string { return typeString(t) }

// AttrString prints an attribute alone, without aliases.
func AttrString(a core.Attribute) string { return attrString(a) }

func typeString(t core.Type) string {
	pr := &printer{opts: PrintOptions{LocalScope: true}, ctx: scratchContext()}
	pr.printType(t)
	return string(pr.buf)
}

func attrString(a core.Attribute) string {
	pr := &printer{opts: PrintOptions{LocalScope: true}, ctx: scratchContext()}
	pr.printAttr(a, elideNever)
	return string(pr.buf)
}

// printer writes into buf and flushes to w in large chunks.
type printer struct {
	w      io.Writer
	buf    []byte
	err    error
	opts   PrintOptions
	ctx    *core.Context
	indent int

	names   *nameState
	aliases *aliasState
	// defaultDialect is the stack of default dialects of enclosing regions.
	defaultDialect []string
	// shadow maps block arguments to the values they print as.
	shadow map[core.Value]core.Value
	// distinctIDs numbers distinct attributes in print order.
	distinctIDs map[*core.DistinctAttr]int
	// resources lists dense_resource handles printed, for the metadata section.
	resources []string
	resSeen   map[string]bool
	// collect, when set, makes this a dummy printer that only records the
	// attributes and types it would print (alias collection).
	collect *aliasState
	quick   bool // collect in generic order only (see scanIR)
	visited int  // ops visited while collecting
	// parallel lets the next large block print in parallel (printer_parallel.go).
	parallel bool

	dialects []*core.Dialect
}

func newPrinter(w io.Writer, top *core.Operation, opts PrintOptions) *printer {
	if opts.Context == nil && top != nil {
		opts.Context = top.Context()
	}
	size := 64 << 10 // flushed to w as it fills
	if w == nil {
		size = 256 // grows to hold the whole output
	}
	pr := &printer{w: w, opts: opts, ctx: opts.Context, buf: make([]byte, 0, size)}
	pr.names = newNameState(top, opts.Generic, splitNames)
	var numOps int
	if top != nil {
		var alias bool
		numOps, alias = scanIR(top, opts)
		if !opts.LocalScope {
			pr.aliases = collectAliases(top, opts, alias)
		}
	}
	pr.defaultDialect = []string{"builtin"}
	pr.parallel = numOps >= parallelPrintMinOps && runtime.GOMAXPROCS(0) > 1
	return pr
}

func (pr *printer) flush() error {
	if pr.err == nil && len(pr.buf) > 0 && pr.w != nil {
		_, pr.err = pr.w.Write(pr.buf)
	}
	pr.buf = pr.buf[:0]
	return pr.err
}

func (pr *printer) maybeFlush() {
	if len(pr.buf) >= 60<<10 && pr.w != nil {
		_ = pr.flush()
	}
}

func (pr *printer) ws(s string) { pr.buf = append(pr.buf, s...) }
func (pr *printer) wb(c byte)   { pr.buf = append(pr.buf, c) }
func (pr *printer) wint(v int64) {
	pr.buf = strconv.AppendInt(pr.buf, v, 10)
}
func (pr *printer) newline() {
	pr.buf = append(pr.buf, '\n')
	pr.maybeFlush()
}
func (pr *printer) writeIndent() {
	for i := 0; i < pr.indent; i++ {
		pr.buf = append(pr.buf, ' ')
	}
}

func appendInt(b []byte, v int64) []byte {
	if v == core.Dynamic {
		return append(b, '?')
	}
	return strconv.AppendInt(b, v, 10)
}

func (pr *printer) printTopLevel(op *core.Operation) {
	if pr.opts.LocalScope {
		// MLIR prints a local-scope op alone: no aliases, no trailing
		// newline, no resources.
		pr.printFullOp(op)
		return
	}
	if pr.aliases != nil {
		pr.printAliases(false)
	}
	pr.printFullOp(op)
	pr.newline()
	if pr.aliases != nil {
		pr.printAliases(true)
	}
	pr.printResources()
}

// printFullOp prints op at the current indentation with its trailing location.
func (pr *printer) printFullOp(op *core.Operation) {
	pr.writeIndent()
	pr.printOperation(op)
	pr.printTrailingLoc(op.Loc(), true)
}

func (pr *printer) printTrailingLoc(l core.Location, allowAlias bool) {
	if !pr.opts.DebugInfo || l == nil {
		return
	}
	pr.wb(' ')
	pr.printLocation(l, allowAlias)
}

func (pr *printer) printOperation(op *core.Operation) {
	if sub := pr.names.sub(op); sub != pr.names {
		outer := pr.names
		pr.names = sub
		pr.printOp(op)
		pr.names = outer
		return
	}
	pr.printOp(op)
}

func (pr *printer) printOp(op *core.Operation) {
	if n := op.NumResults(); n > 0 {
		groups := pr.names.groups(op)
		if len(groups) > 0 {
			for i := range groups {
				if i > 0 {
					pr.ws(", ")
				}
				end := n
				if i+1 < len(groups) {
					end = groups[i+1]
				}
				pr.printResultGroup(op, groups[i], end-groups[i])
			}
		} else {
			pr.printResultGroup(op, 0, n)
		}
		pr.ws(" = ")
	}
	if !pr.opts.Generic {
		if def := op.Def(); def != nil && (def.Print != nil || def.Format != "") {
			pr.printOpName(op.Name())
			pr.printCustom(op, def)
			return
		}
	}
	pr.printGenericOp(op)
}

func (pr *printer) printResultGroup(op *core.Operation, start, count int) {
	pr.printValueID(op.Result(start), false)
	if count > 1 {
		pr.wb(':')
		pr.wint(int64(count))
	}
}

// printOpName prints a custom op's name without the default dialect prefix.
func (pr *printer) printOpName(name string) {
	dd := pr.defaultDialect[len(pr.defaultDialect)-1]
	if dd != "" && len(name) > len(dd)+1 && name[:len(dd)] == dd && name[len(dd)] == '.' {
		rest := name[len(dd)+1:]
		dots := 0
		for i := 0; i < len(rest); i++ {
			if rest[i] == '.' {
				dots++
			}
		}
		if dots == 0 {
			pr.ws(rest)
			return
		}
	}
	pr.ws(name)
}

func (pr *printer) printCustom(op *core.Operation, def *core.OpDef) {
	if def.Print != nil {
		def.Print(pr, op)
		return
	}
	prog, err := compiledFormat(def)
	if err != nil {
		pr.ws(" <<invalid assembly format: " + err.Error() + ">>")
		return
	}
	prog.Print(pr, op)
}

func (pr *printer) printGenericOp(op *core.Operation) {
	pr.printEscapedQuoted(op.Name())
	pr.wb('(')
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			pr.ws(", ")
		}
		pr.printValueID(op.Operand(i), true)
	}
	pr.wb(')')
	if op.NumSuccessors() > 0 {
		pr.wb('[')
		for i := 0; i < op.NumSuccessors(); i++ {
			if i > 0 {
				pr.ws(", ")
			}
			pr.printBlockName(op.Successor(i))
		}
		pr.wb(']')
	}
	if props := op.Props(); len(props) > 0 {
		pr.ws(" <")
		pr.printDictEntries(props)
		pr.wb('>')
	}
	if op.NumRegions() > 0 {
		pr.ws(" (")
		for i, r := range op.Regions() {
			if i > 0 {
				pr.ws(", ")
			}
			pr.printRegion(r, true, true, true)
		}
		pr.wb(')')
	}
	pr.printAttrDict(op.Attrs(), nil)
	pr.ws(" : ")
	pr.printFunctionalType(op)
}

func (pr *printer) printFunctionalType(op *core.Operation) {
	pr.wb('(')
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			pr.ws(", ")
		}
		pr.printType(op.Operand(i).Type())
	}
	pr.wb(')')
	pr.printArrowTypes(op.ResultTypes())
}

// printArrowTypes prints ` -> T` or ` -> (T1, T2)`.
func (pr *printer) printArrowTypes(ts []core.Type) {
	pr.ws(" -> ")
	_, isFn := firstType(ts).(*core.FunctionType)
	wrapped := len(ts) != 1 || isFn
	if wrapped {
		pr.wb('(')
	}
	pr.printTypeList(ts)
	if wrapped {
		pr.wb(')')
	}
}

func firstType(ts []core.Type) core.Type {
	if len(ts) == 0 {
		return nil
	}
	return ts[0]
}

func (pr *printer) printTypeList(ts []core.Type) {
	for i, t := range ts {
		if i > 0 {
			pr.ws(", ")
		}
		pr.printType(t)
	}
}

// printAttrDict prints ` {a = 1, b}` of attrs minus elided names.
func (pr *printer) printAttrDict(attrs []core.NamedAttr, elided []string) {
	n := 0
	for _, a := range attrs {
		if !contains(elided, a.Name) {
			n++
		}
	}
	if n == 0 {
		return
	}
	pr.ws(" {")
	first := true
	for _, a := range attrs {
		if contains(elided, a.Name) {
			continue
		}
		if !first {
			pr.ws(", ")
		}
		first = false
		pr.printNamedAttr(a)
	}
	pr.wb('}')
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func (pr *printer) printNamedAttr(a core.NamedAttr) {
	pr.printKeywordOrString(a.Name)
	if _, ok := a.Value.(*core.UnitAttr); ok {
		return
	}
	pr.ws(" = ")
	pr.printAttr(a.Value, elideNever)
}

func (pr *printer) printDictEntries(es []core.NamedAttr) {
	pr.wb('{')
	for i, e := range es {
		if i > 0 {
			pr.ws(", ")
		}
		pr.printNamedAttr(e)
	}
	pr.wb('}')
}

// Regions and blocks.

func (pr *printer) printRegion(r *core.Region, printEntryArgs, printTerminators, printEmptyBlock bool) {
	if pr.opts.SkipRegions {
		pr.ws("{...}")
		return
	}
	if pr.collect != nil {
		pr.visitPrintedRegion(r, printEntryArgs, printTerminators)
		return
	}
	pr.wb('{')
	pr.newline()
	if !r.Empty() {
		dd := ""
		if parent := r.ParentOp(); parent != nil && !pr.opts.Generic {
			dd = defaultDialectOf(parent.Def())
		}
		pr.defaultDialect = append(pr.defaultDialect, dd)
		entry := r.First()
		always := (printEmptyBlock && entry.Empty()) || (printEntryArgs && entry.NumArgs() != 0)
		pr.printBlock(entry, always, printTerminators)
		for b := entry.Next(); b != nil; b = b.Next() {
			pr.printBlock(b, true, true)
		}
		pr.defaultDialect = pr.defaultDialect[:len(pr.defaultDialect)-1]
	}
	pr.writeIndent()
	pr.wb('}')
}

func (pr *printer) printBlock(b *core.Block, printHeader, printTerminator bool) {
	if printHeader {
		pr.writeIndent()
		pr.printBlockName(b)
		if b.NumArgs() > 0 {
			pr.wb('(')
			for i, a := range b.Args() {
				if i > 0 {
					pr.ws(", ")
				}
				pr.printValueID(a, true)
				pr.ws(": ")
				pr.printType(a.Type())
				pr.printTrailingLoc(a.Loc, false)
			}
			pr.wb(')')
		}
		pr.wb(':')
		pr.printPredecessors(b)
		pr.newline()
	}
	pr.indent += 2
	last := b.Last()
	skipLast := !printTerminator && last != nil && last.HasTrait(core.Terminator)
	if !pr.parallel || !pr.printOpsParallel(b, skipLast) {
		for op := b.First(); op != nil; op = op.Next() {
			if skipLast && op == last {
				break
			}
			pr.printFullOp(op)
			pr.newline()
		}
	}
	pr.indent -= 2
}

func (pr *printer) printPredecessors(b *core.Block) {
	if b.Parent() == nil {
		pr.ws("  // block is not in a region!")
		return
	}
	preds := b.Predecessors()
	if len(preds) == 0 {
		if !b.IsEntry() {
			pr.ws("  // no predecessors")
		}
		return
	}
	// One edge, as MLIR's getSinglePredecessor: two edges from one block
	// are "2 preds".
	if len(preds) == 1 {
		pr.ws("  // pred: ")
		pr.printBlockName(preds[0])
		return
	}
	sortBlocksByOrder(preds, pr.names)
	pr.ws("  // ")
	pr.wint(int64(len(preds)))
	pr.ws(" preds: ")
	for i, p := range preds {
		if i > 0 {
			pr.ws(", ")
		}
		pr.printBlockName(p)
	}
}

func (pr *printer) printBlockName(b *core.Block) {
	if id, ok := pr.names.blockID(b); ok {
		pr.ws("^bb")
		pr.wint(int64(id))
		return
	}
	pr.ws("<<UNKNOWN BLOCK>>")
}

// printValueID prints %name, %N or %N#k.
func (pr *printer) printValueID(v core.Value, printResultNo bool) {
	if s, ok := pr.shadow[v]; ok {
		v = s
	}
	pr.buf = pr.names.appendValueID(pr.buf, v, printResultNo)
}

// Strings.

// printEscapedQuoted prints s in quotes with LLVM's printEscapedString.
func (pr *printer) printEscapedQuoted(s string) {
	pr.wb('"')
	pr.buf = appendEscaped(pr.buf, s)
	pr.wb('"')
}

const hexDigits = "0123456789ABCDEF"

func appendEscaped(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b = append(b, '\\', '\\')
		case c >= 0x20 && c <= 0x7e && c != '"':
			b = append(b, c)
		default:
			b = append(b, '\\', hexDigits[c>>4], hexDigits[c&15])
		}
	}
	return b
}

func isBareIdentifier(s string) bool {
	if s == "" || (!isAlpha(s[0]) && s[0] != '_') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !isAlpha(c) && !isDigit(c) && c != '_' && c != '$' && c != '.' {
			return false
		}
	}
	return true
}

func (pr *printer) printKeywordOrString(s string) {
	if isBareIdentifier(s) {
		pr.ws(s)
		return
	}
	pr.printEscapedQuoted(s)
}

// dialectList returns the loaded dialects, computed once per printer.
func (pr *printer) dialectList() []*core.Dialect {
	if pr.dialects == nil && pr.ctx != nil {
		pr.dialects = pr.ctx.Dialects()
	}
	return pr.dialects
}

var scratch = core.NewContext()

// scratchContext is the Context of printers given a type or attribute
// alone (TypeString, AttrString: diagnostics), which do not know its
// Context: it has every dialect loaded anywhere, so dialect types and
// attributes print in full, and dialect printers have a Context to make
// the values they print.
func scratchContext() *core.Context {
	for _, d := range core.LoadedDialects() {
		scratch.Load(d)
	}
	return scratch
}
