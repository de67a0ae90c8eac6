package interp

import (
	"io"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/core/asm"
)

// Printing in stablehlo-translate --interpret's form:
//
//	tensor<2x2xi8> {
//	  [
//	    [1, 2],
//	    [3, 4]
//	  ]
//	}
//
// Elements print as MLIR prints their attributes, without the type.

// Format returns v printed in the interpreter's form.
func Format(v Value) string {
	var b strings.Builder
	writeValue(&b, v)
	return b.String()
}

// FormatDense returns a tensor printed as a dense elements attribute
// (--interpreter-print-dense).
func FormatDense(ctx *core.Context, v Value) string {
	if t, ok := v.(*Tensor); ok {
		return asm.AttrString(t.ToDense(ctx))
	}
	return Format(v)
}

// Print writes v and a newline to w.
func Print(w io.Writer, v Value) error {
	_, err := io.WriteString(w, Format(v)+"\n")
	return err
}

func writeValue(b *strings.Builder, v Value) {
	switch v := v.(type) {
	case *Tensor:
		b.WriteString(asm.TypeString(v.Type))
		b.WriteString(" {")
		idx := make([]int64, 0, v.Rank())
		pos := 0
		printHelper(b, v, idx, 1, &pos)
		b.WriteString("}")
	case *Token:
		b.WriteString("!stablehlo.token")
	case *Tuple:
		b.WriteString("tuple(")
		for i, e := range v.Elems {
			if i > 0 {
				b.WriteString(", ")
			}
			writeValue(b, e)
		}
		b.WriteString(")")
	}
}

func newlineIndent(b *strings.Builder, n int) {
	b.WriteByte('\n')
	for i := 0; i < n; i++ {
		b.WriteString("  ")
	}
}

func isEnd(idx, shape []int64) bool {
	if len(idx) == 0 {
		return true
	}
	return idx[len(idx)-1] == shape[len(idx)-1]-1
}

// printHelper mirrors the reference Tensor::print recursion; pos is the
// row-major position of the next element.
func printHelper(b *strings.Builder, t *Tensor, idx []int64, indent int, pos *int) {
	if len(idx) == t.Rank() {
		b.WriteString(elemString(t, *pos))
		*pos++
		if !isEnd(idx, t.Shape) {
			b.WriteString(", ")
		}
		return
	}
	newlineIndent(b, indent)
	b.WriteByte('[')
	for i := int64(0); i < t.Shape[len(idx)]; i++ {
		printHelper(b, t, append(idx, i), indent+1, pos)
	}
	b.WriteByte(']')
	if !isEnd(idx, t.Shape) {
		b.WriteByte(',')
	} else {
		newlineIndent(b, indent-1)
	}
}

// elemString prints element i as MLIR prints the attribute, type elided.
func elemString(t *Tensor, i int) string {
	e := t.E
	switch e.Kind {
	case Bool:
		if t.I[i] != 0 {
			return "true"
		}
		return "false"
	case SInt:
		return strconv.FormatInt(t.I[i], 10)
	case UInt:
		return strconv.FormatUint(uint64(t.I[i]), 10)
	case Float:
		return floatString(e, t.F[i])
	}
	return "[" + floatString(e, real(t.C[i])) + ", " + floatString(e, imag(t.C[i])) + "]"
}

var printCtx = core.NewContext()

func floatString(e *Elem, x float64) string {
	ft := core.Float(printCtx, e.Fmt.String())
	s := asm.AttrString(core.FloatBits(printCtx, ft, e.Fmt.FromFloat64(x)))
	if i := strings.LastIndex(s, " : "); i >= 0 {
		s = s[:i]
	}
	return s
}
