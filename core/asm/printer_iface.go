package asm

import (
	"ncc/core"
)

// The methods in this file make *printer a core.OpPrinter (and so a
// core.DialectPrinter) for custom op syntax, the format engine and dialect
// hooks. Spacing follows MLIR's OpAsmPrinter.

var _ core.OpPrinter = (*printer)(nil)

func (pr *printer) Context() *core.Context          { return pr.ctx }
func (pr *printer) WriteString(s string)            { pr.ws(s) }
func (pr *printer) PrintType(t core.Type)           { pr.printType(t) }
func (pr *printer) PrintAttribute(a core.Attribute) { pr.printAttr(a, elideNever) }
func (pr *printer) PrintAttributeWithoutType(a core.Attribute) {
	pr.printAttr(a, elideMust)
}
func (pr *printer) PrintKeywordOrString(s string) { pr.printKeywordOrString(s) }
func (pr *printer) PrintString(s string)          { pr.printEscapedQuoted(s) }

func (pr *printer) PrintDimensionList(dims []int64) {
	for i, d := range dims {
		if i > 0 {
			pr.wb('x')
		}
		pr.buf = appendInt(pr.buf, d)
	}
}

func (pr *printer) PrintOperand(v core.Value) { pr.printValueID(v, true) }

func (pr *printer) PrintOperands(vs []core.Value) {
	for i, v := range vs {
		if i > 0 {
			pr.ws(", ")
		}
		pr.printValueID(v, true)
	}
}

func (pr *printer) PrintTypes(ts []core.Type)              { pr.printTypeList(ts) }
func (pr *printer) PrintFunctionalType(op *core.Operation) { pr.printFunctionalType(op) }

func (pr *printer) PrintArrowTypeList(ts []core.Type) {
	if len(ts) == 0 {
		return
	}
	pr.printArrowTypes(ts)
}

func (pr *printer) PrintOptionalAttrDict(attrs []core.NamedAttr, elided ...string) {
	if pr.collect != nil {
		for _, a := range attrs {
			if !contains(elided, a.Name) {
				pr.collect.visitAttr(a.Value, false)
			}
		}
		return
	}
	pr.printAttrDict(attrs, elided)
}

func (pr *printer) PrintOptionalAttrDictWithKeyword(attrs []core.NamedAttr, elided ...string) {
	n := 0
	for _, a := range attrs {
		if !contains(elided, a.Name) {
			n++
		}
	}
	if n == 0 {
		return
	}
	if pr.collect == nil {
		pr.ws(" attributes")
	}
	pr.PrintOptionalAttrDict(attrs, elided...)
}

func (pr *printer) PrintSymbolName(s string) {
	pr.wb('@')
	pr.printKeywordOrString(s)
}

func (pr *printer) PrintRegion(r *core.Region, printEntryArgs, printTerminators, printEmptyBlock bool) {
	pr.printRegion(r, printEntryArgs, printTerminators, printEmptyBlock)
}

func (pr *printer) PrintSuccessor(b *core.Block) { pr.printBlockName(b) }

func (pr *printer) PrintRegionArgument(arg *core.BlockArg, attrs *core.DictAttr, omitType bool) {
	pr.printValueID(arg, true)
	if !omitType {
		pr.ws(": ")
		pr.printType(arg.Type())
	}
	if attrs != nil {
		pr.PrintOptionalAttrDict(attrs.Entries)
	}
	if pr.collect != nil {
		if pr.opts.DebugInfo && arg.Loc != nil {
			pr.collect.visitAttr(arg.Loc, false)
		}
		return
	}
	pr.printTrailingLoc(arg.Loc, false)
}

func (pr *printer) PrintOptionalLocationSpecifier(loc core.Location) {
	if pr.collect != nil {
		if pr.opts.DebugInfo && loc != nil {
			pr.collect.visitAttr(loc, false)
		}
		return
	}
	pr.printTrailingLoc(loc, true)
}

func (pr *printer) PrintNewline() {
	pr.newline()
	pr.writeIndent()
}

func (pr *printer) ShadowRegionArgs(r *core.Region, names []core.Value) {
	if r.Empty() {
		return
	}
	if pr.shadow == nil {
		pr.shadow = map[core.Value]core.Value{}
	}
	for i, a := range r.First().Args() {
		if i < len(names) {
			pr.shadow[a] = names[i]
		}
	}
}
