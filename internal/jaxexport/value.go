package jaxexport

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// The Python values the evaluator knows. Numbers are *big.Int (Python's
// unbounded int), float64 and complex128; bool is bool; None is noneVal.
type (
	noneVal  struct{}
	bytesVal []byte
	// listVal is a Python list: mutable, shared by reference.
	listVal struct{ elems []value }
	// tupleVal is a Python tuple.
	tupleVal struct{ elems []value }
	// dictVal is a Python dict: insertion-ordered, shared by reference.
	dictVal struct {
		keys  []value
		vals  []value
		pos   []pos // where each value was written
		index map[string]int
	}
	dateVal struct{ Y, M, D int }
	// moduleVal is an imported module; known ones have attributes.
	moduleVal struct{ name string }
	// builtinVal is a callable: "dict", "numpy.array", "datetime.date",
	// "float", ...
	builtinVal struct{ name string }
	// dtypeVal is a numpy scalar type (np.float32, bool, ml_dtypes.bfloat16);
	// it is a dtype= argument and a scalar constructor.
	dtypeVal struct{ dt DType }
)

type value = any

func newDict() *dictVal { return &dictVal{index: map[string]int{}} }

func (d *dictVal) get(k value) (value, pos, bool) {
	key, ok := hashKey(k)
	if !ok {
		return nil, pos{}, false
	}
	i, ok := d.index[key]
	if !ok {
		return nil, pos{}, false
	}
	return d.vals[i], d.pos[i], true
}

// set stores v at k; it reports false if k is not hashable.
func (d *dictVal) set(k, v value, p pos) bool {
	key, ok := hashKey(k)
	if !ok {
		return false
	}
	if i, ok := d.index[key]; ok {
		d.vals[i], d.pos[i] = v, p
		return true
	}
	d.index[key] = len(d.keys)
	d.keys = append(d.keys, k)
	d.vals = append(d.vals, v)
	d.pos = append(d.pos, p)
	return true
}

// hashKey gives equal keys for values Python hashes and compares equal
// (1, 1.0 and True are one key); ok is false for unhashable values.
func hashKey(v value) (string, bool) {
	switch x := v.(type) {
	case string:
		return "s" + x, true
	case bytesVal:
		return "b" + string(x), true
	case bool:
		if x {
			return "i1", true
		}
		return "i0", true
	case *big.Int:
		return "i" + x.String(), true
	case float64:
		if x == math.Trunc(x) && !math.IsInf(x, 0) {
			bf := new(big.Float).SetFloat64(x)
			i, _ := bf.Int(nil)
			return "i" + i.String(), true
		}
		return "f" + strconv.FormatFloat(x, 'g', -1, 64), true
	case complex128:
		if imag(x) == 0 {
			return hashKey(real(x))
		}
		return "c" + strconv.FormatComplex(x, 'g', -1, 128), true
	case noneVal:
		return "n", true
	case tupleVal:
		var b strings.Builder
		b.WriteString("t(")
		for _, e := range x.elems {
			k, ok := hashKey(e)
			if !ok {
				return "", false
			}
			fmt.Fprintf(&b, "%d:%s", len(k), k)
		}
		b.WriteString(")")
		return b.String(), true
	case dateVal:
		return fmt.Sprintf("d%d-%d-%d", x.Y, x.M, x.D), true
	case dtypeVal:
		return "y" + x.dt.String(), true
	case *moduleVal:
		return "m" + x.name, true
	case builtinVal:
		return "B" + x.name, true
	}
	return "", false
}

// typeName is Python's name for v's type, for messages.
func typeName(v value) string {
	switch x := v.(type) {
	case string:
		return "str"
	case bytesVal:
		return "bytes"
	case bool:
		return "bool"
	case *big.Int:
		return "int"
	case float64:
		return "float"
	case complex128:
		return "complex"
	case noneVal:
		return "NoneType"
	case *listVal:
		return "list"
	case tupleVal:
		return "tuple"
	case *dictVal:
		return "dict"
	case dateVal:
		return "datetime.date"
	case *moduleVal:
		return "module"
	case builtinVal:
		return "builtin_function_or_method"
	case dtypeVal:
		return "type"
	case *Array:
		return "numpy.ndarray"
	default:
		_ = x
	}
	return fmt.Sprintf("%T", v)
}

// sequence returns the elements of a list or tuple.
func sequence(v value) ([]value, bool) {
	switch x := v.(type) {
	case *listVal:
		return x.elems, true
	case tupleVal:
		return x.elems, true
	}
	return nil, false
}

// Number kinds in Python's promotion order.
const (
	kNone = iota
	kInt
	kFloat
	kComplex
)

func numKind(v value) int {
	switch v.(type) {
	case bool, *big.Int:
		return kInt
	case float64:
		return kFloat
	case complex128:
		return kComplex
	}
	return kNone
}

func asBigInt(v value) *big.Int {
	switch x := v.(type) {
	case bool:
		if x {
			return big.NewInt(1)
		}
		return big.NewInt(0)
	case *big.Int:
		return x
	}
	return nil
}

// intToFloat is Python's float(int): correctly rounded, an error beyond
// float64's range.
func intToFloat(i *big.Int) (float64, bool) {
	f, _ := new(big.Float).SetInt(i).Float64()
	return f, !math.IsInf(f, 0)
}

func asFloat(v value) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case bool, *big.Int:
		return intToFloat(asBigInt(x))
	}
	return 0, false
}

// arith evaluates a + b or a - b on numbers with Python's promotion (int,
// float, complex). Real and complex operands combine as Python 3.14 and
// C do: the real operand has no imaginary part, so 0.5 - 0j is
// complex(0.5, -0.0).
func arith(op byte, a, b value) (value, error) {
	ka, kb := numKind(a), numKind(b)
	if ka == kNone || kb == kNone {
		return nil, fmt.Errorf("unsupported operand types for %c: '%s' and '%s'", op, typeName(a), typeName(b))
	}
	k := max(ka, kb)
	switch k {
	case kInt:
		x, y := asBigInt(a), asBigInt(b)
		if op == '+' {
			return new(big.Int).Add(x, y), nil
		}
		return new(big.Int).Sub(x, y), nil
	case kFloat:
		x, okx := asFloat(a)
		y, oky := asFloat(b)
		if !okx || !oky {
			return nil, fmt.Errorf("int too large to convert to float")
		}
		if op == '+' {
			return x + y, nil
		}
		return x - y, nil
	}
	// Complex.
	if ka == kComplex && kb == kComplex {
		x, y := a.(complex128), b.(complex128)
		if op == '+' {
			return x + y, nil
		}
		return x - y, nil
	}
	if ka == kComplex {
		x := a.(complex128)
		y, ok := asFloat(b)
		if !ok {
			return nil, fmt.Errorf("int too large to convert to float")
		}
		if op == '+' {
			return complex(real(x)+y, imag(x)), nil
		}
		return complex(real(x)-y, imag(x)), nil
	}
	x, ok := asFloat(a)
	if !ok {
		return nil, fmt.Errorf("int too large to convert to float")
	}
	y := b.(complex128)
	if op == '+' {
		return complex(x+real(y), imag(y)), nil
	}
	return complex(x-real(y), -imag(y)), nil
}

// negate is unary minus.
func negate(v value) (value, error) {
	switch x := v.(type) {
	case bool, *big.Int:
		return new(big.Int).Neg(asBigInt(x)), nil
	case float64:
		return -x, nil
	case complex128:
		return complex(-real(x), -imag(x)), nil
	}
	return nil, fmt.Errorf("bad operand type for unary -: '%s'", typeName(v))
}

// plus is unary plus.
func plus(v value) (value, error) {
	switch x := v.(type) {
	case bool:
		return asBigInt(x), nil
	case *big.Int, float64, complex128:
		return x, nil
	}
	return nil, fmt.Errorf("bad operand type for unary +: '%s'", typeName(v))
}
