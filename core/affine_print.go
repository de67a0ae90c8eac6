package core

import (
	"strconv"
	"strings"
)

// Printing follows AsmPrinter::printAffineExprInternal: additions of
// negated terms print as subtractions, x * -1 as -x, and parentheses appear
// exactly where a weakly binding sum meets a strongly binding operator.

// String prints e as mlir-opt does.
func (e *AffineExpr) String() string {
	var b strings.Builder
	printAffineExpr(&b, e, false)
	return b.String()
}

// negString prints -v for a negative v, 9223372036854775808 for MinInt64.
func negString(v int64) string { return strconv.FormatUint(uint64(-v), 10) }

func printAffineExpr(b *strings.Builder, e *AffineExpr, strong bool) {
	switch e.Kind {
	case AffineSymbolId:
		b.WriteString("s" + strconv.FormatInt(e.Value, 10))
		return
	case AffineDimId:
		b.WriteString("d" + strconv.FormatInt(e.Value, 10))
		return
	case AffineConstant:
		b.WriteString(strconv.FormatInt(e.Value, 10))
		return
	}
	open := func() {
		if strong {
			b.WriteByte('(')
		}
	}
	closeP := func() {
		if strong {
			b.WriteByte(')')
		}
	}
	lhs, rhs := e.LHS, e.RHS
	if e.Kind != AffineAdd {
		open()
		if e.Kind == AffineMul && rhs.isConst() && rhs.Value == -1 {
			b.WriteByte('-')
			printAffineExpr(b, lhs, true)
			closeP()
			return
		}
		printAffineExpr(b, lhs, true)
		b.WriteString([...]string{"", " * ", " mod ", " floordiv ", " ceildiv "}[e.Kind])
		printAffineExpr(b, rhs, true)
		closeP()
		return
	}
	open()
	if rhs.Kind == AffineMul && rhs.RHS.isConst() {
		if v := rhs.RHS.Value; v == -1 {
			printAffineExpr(b, lhs, false)
			b.WriteString(" - ")
			printAffineExpr(b, rhs.LHS, rhs.LHS.Kind == AffineAdd)
			closeP()
			return
		} else if v < -1 {
			printAffineExpr(b, lhs, false)
			b.WriteString(" - ")
			printAffineExpr(b, rhs.LHS, true)
			b.WriteString(" * " + negString(v))
			closeP()
			return
		}
	}
	if rhs.isConst() && rhs.Value < 0 {
		printAffineExpr(b, lhs, false)
		b.WriteString(" - " + negString(rhs.Value))
		closeP()
		return
	}
	printAffineExpr(b, lhs, false)
	b.WriteString(" + ")
	printAffineExpr(b, rhs, false)
	closeP()
}

func writeDimsAndSymbols(b *strings.Builder, numDims, numSymbols int) {
	b.WriteByte('(')
	for i := range numDims {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("d" + strconv.Itoa(i))
	}
	b.WriteByte(')')
	if numSymbols > 0 {
		b.WriteByte('[')
		for i := range numSymbols {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString("s" + strconv.Itoa(i))
		}
		b.WriteByte(']')
	}
}

func affineMapString(numDims, numSymbols int, results []*AffineExpr) string {
	var b strings.Builder
	writeDimsAndSymbols(&b, numDims, numSymbols)
	b.WriteString(" -> (")
	for i, r := range results {
		if i > 0 {
			b.WriteString(", ")
		}
		printAffineExpr(&b, r, false)
	}
	b.WriteByte(')')
	return b.String()
}

func integerSetString(numDims, numSymbols int, cs []*AffineExpr, eq []bool) string {
	var b strings.Builder
	writeDimsAndSymbols(&b, numDims, numSymbols)
	b.WriteString(" : (")
	for i, c := range cs {
		if i > 0 {
			b.WriteString(", ")
		}
		printAffineExpr(&b, c, false)
		if eq[i] {
			b.WriteString(" == 0")
		} else {
			b.WriteString(" >= 0")
		}
	}
	b.WriteByte(')')
	return b.String()
}
