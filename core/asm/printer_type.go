package asm

import (
	"ncc/core"
)

func (pr *printer) printType(t core.Type) {
	if pr.collect != nil {
		pr.collect.visitType(t, false)
		return
	}
	if pr.aliases != nil {
		if name, ok := pr.aliases.typeAlias(t); ok {
			pr.wb('!')
			pr.ws(name)
			return
		}
	}
	pr.printTypeImpl(t)
}

func (pr *printer) printDims(dims []int64) {
	for _, d := range dims {
		pr.buf = appendInt(pr.buf, d)
		pr.wb('x')
	}
}

func (pr *printer) printTypeImpl(t core.Type) {
	switch t := t.(type) {
	case *core.IntType:
		switch t.Sign {
		case core.Signed:
			pr.ws("si")
		case core.Unsigned:
			pr.ws("ui")
		default:
			pr.wb('i')
		}
		pr.wint(int64(t.Width))
	case *core.IndexType:
		pr.ws("index")
	case *core.NoneType:
		pr.ws("none")
	case *core.FloatType:
		pr.ws(t.Name)
	case *core.FunctionType:
		pr.wb('(')
		pr.printTypeList(t.Inputs)
		pr.ws(") -> ")
		if _, isFn := firstType(t.Results).(*core.FunctionType); len(t.Results) == 1 && !isFn {
			pr.printType(t.Results[0])
		} else {
			pr.wb('(')
			pr.printTypeList(t.Results)
			pr.wb(')')
		}
	case *core.VectorType:
		pr.ws("vector<")
		for i, d := range t.Dims {
			sc := t.Scalable != nil && t.Scalable[i]
			if sc {
				pr.wb('[')
			}
			pr.wint(d)
			if sc {
				pr.wb(']')
			}
			pr.wb('x')
		}
		pr.printType(t.Elem)
		pr.wb('>')
	case *core.TensorType:
		pr.ws("tensor<")
		pr.printDims(t.Dims)
		pr.printType(t.Elem)
		if t.Encoding != nil {
			pr.ws(", ")
			pr.printAttr(t.Encoding, elideNever)
		}
		pr.wb('>')
	case *core.UnrankedTensorType:
		pr.ws("tensor<*x")
		pr.printType(t.Elem)
		pr.wb('>')
	case *core.MemRefType:
		pr.ws("memref<")
		pr.printDims(t.Dims)
		pr.printType(t.Elem)
		if t.Layout != nil && !isIdentityLayout(t.Layout) {
			pr.ws(", ")
			pr.printAttr(t.Layout, elideMay)
		}
		if t.MemorySpace != nil {
			pr.ws(", ")
			pr.printAttr(t.MemorySpace, elideMay)
		}
		pr.wb('>')
	case *core.UnrankedMemRefType:
		pr.ws("memref<*x")
		pr.printType(t.Elem)
		if t.MemorySpace != nil {
			pr.ws(", ")
			pr.printAttr(t.MemorySpace, elideMay)
		}
		pr.wb('>')
	case *core.ComplexType:
		pr.ws("complex<")
		pr.printType(t.Elem)
		pr.wb('>')
	case *core.TupleType:
		pr.ws("tuple<")
		pr.printTypeList(t.Types)
		pr.wb('>')
	case *core.OpaqueType:
		pr.printDialectSymbol('!', t.Dialect, t.Data)
	default:
		if pr.printDialectType(t) {
			return
		}
		pr.ws("<<unknown type " + t.Key() + ">>")
	}
}

// printDialectType asks the owning dialect's hook to print t.
func (pr *printer) printDialectType(t core.Type) bool {
	ctx := pr.context()
	if ctx == nil {
		return false
	}
	for _, d := range pr.dialectList() {
		if d.PrintType == nil {
			continue
		}
		sub := pr.sub()
		if d.PrintType(t, sub) {
			pr.printDialectSymbol('!', d.Name, string(sub.buf))
			pr.adoptSub(sub)
			return true
		}
	}
	return false
}

// sub returns a printer writing into its own buffer with the same state.
func (pr *printer) sub() *printer {
	s := *pr
	s.w = nil
	s.buf = nil
	s.parallel = false
	return &s
}

func (pr *printer) adoptSub(s *printer) {
	pr.distinctIDs = s.distinctIDs
	pr.resources, pr.resSeen = s.resources, s.resSeen
}

// printDialectSymbol prints prefix+dialect then `.body` when the body is
// simple enough for the pretty form, else `<body>`.
func (pr *printer) printDialectSymbol(prefix byte, dialect, body string) {
	pr.wb(prefix)
	pr.ws(dialect)
	if prettyEnough(body) {
		pr.wb('.')
		pr.ws(body)
		return
	}
	pr.wb('<')
	pr.ws(body)
	pr.wb('>')
}

func prettyEnough(s string) bool {
	if s == "" || !isAlpha(s[0]) {
		return false
	}
	i := 0
	for i < len(s) && (isAlpha(s[i]) || isDigit(s[i]) || s[i] == '.' || s[i] == '_') {
		i++
	}
	if i == len(s) {
		return true
	}
	return s[i] == '<' && s[len(s)-1] == '>'
}

// context finds a Context for dialect hooks (set when printing IR).
func (pr *printer) context() *core.Context { return pr.ctx }
