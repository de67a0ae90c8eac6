package penguintobir

import (
	"encoding/binary"

	"ncc/core"
	"ncc/dialects/bir"
	"ncc/dialects/penguin"
	"ncc/numerics"
)

// Index values (loop induction variables, extract_scalar results and
// arith on them) are affine expressions c + Σ coeff·v over bir.loop
// induction variables and registers, which is what an access pattern's
// offset is. Arithmetic that is not affine (a product of two variables,
// division, remainder, shifts, bitwise ops, min and max) computes a new
// register with bir.register_alu. Registers are read from memory only, so
// a loop variable enters a register through a register_load of an
// identity table (a Const allocation holding 0, 1, 2, ...) at an offset
// of that variable.

type term struct {
	coeff int64
	v     core.Value
}

type affine struct {
	c     int64
	terms []term
}

func konst(c int64) affine         { return affine{c: c} }
func variable(v core.Value) affine { return affine{terms: []term{{1, v}}} }
func (a affine) isConst() bool     { return len(a.terms) == 0 }
func (a affine) scale(k int64) affine {
	out := affine{c: a.c * k}
	for _, t := range a.terms {
		if t.coeff*k != 0 {
			out.terms = append(out.terms, term{t.coeff * k, t.v})
		}
	}
	return out
}

func (a affine) add(b affine) affine {
	out := affine{c: a.c + b.c, terms: append([]term(nil), a.terms...)}
	for _, t := range b.terms {
		found := false
		for i := range out.terms {
			if out.terms[i].v == t.v {
				out.terms[i].coeff += t.coeff
				found = true
				break
			}
		}
		if !found {
			out.terms = append(out.terms, t)
		}
	}
	kept := out.terms[:0]
	for _, t := range out.terms {
		if t.coeff != 0 {
			kept = append(kept, t)
		}
	}
	out.terms = kept
	return out
}

// index returns what index value v is.
func (l *lowerer) index(v core.Value) (affine, error) {
	if a, ok := l.idx[v]; ok {
		return a, nil
	}
	op := defOp(v)
	if op == nil {
		op = l.k.Operation
	}
	return affine{}, op.Errorf("its index value is not one the lowering computed (an index from an unsupported op)")
}

// offset adds a·s elements to ap's offset.
func offset(ap bir.AP, a affine, s int64) bir.AP {
	ap.Offset += a.c * s
	for _, t := range a.terms {
		if t.coeff*s != 0 {
			ap = ap.Plus(t.coeff*s, t.v)
		}
	}
	return ap
}

// registerOps maps the non-affine arith ops on index values to the
// registers' ALU.
var registerOps = map[string]bir.AluOp{
	"arith.muli": bir.AluMult, "arith.divsi": bir.AluDivide, "arith.divui": bir.AluDivide,
	"arith.remsi": bir.AluMod, "arith.remui": bir.AluMod, "arith.shli": bir.AluArithShiftLeft,
	"arith.shrsi": bir.AluArithShiftRight, "arith.shrui": bir.AluLogicalShiftRight,
	"arith.andi": bir.AluBitwiseAnd, "arith.ori": bir.AluBitwiseOr, "arith.xori": bir.AluBitwiseXor,
	"arith.maxsi": bir.AluMax, "arith.maxui": bir.AluMax, "arith.minsi": bir.AluMin, "arith.minui": bir.AluMin,
}

// commutes lists the register ops whose operands may be swapped.
var commutes = map[string]bool{"arith.muli": true, "arith.andi": true, "arith.ori": true, "arith.xori": true,
	"arith.maxsi": true, "arith.maxui": true, "arith.minsi": true, "arith.minui": true}

// lowerArith lowers arith on index values (constants of other types are
// left alone: penguin ops read none).
func (l *lowerer) lowerArith(op *core.Operation) error {
	if op.NumResults() != 1 || !isIndexType(op.Result(0).Type()) {
		if op.Name() == "arith.constant" {
			return nil
		}
		return op.Errorf("only arith on index values lowers to bir")
	}
	res := op.Result(0)
	if op.Name() == "arith.constant" {
		a, ok := op.Attr("value").(*core.IntegerAttr)
		if !ok {
			return op.Errorf("an index constant must be an integer")
		}
		l.idx[res] = konst(a.Val)
		return nil
	}
	var args []affine
	for _, v := range op.Operands() {
		if !isIndexType(v.Type()) {
			return op.Errorf("only arith on index values lowers to bir (an index from a tile element is penguin.extract_scalar)")
		}
		a, err := l.index(v)
		if err != nil {
			return err
		}
		args = append(args, a)
	}
	switch op.Name() {
	case "arith.index_cast", "arith.index_castui":
		l.idx[res] = args[0]
		return nil
	case "arith.addi":
		l.idx[res] = args[0].add(args[1])
		return nil
	case "arith.subi":
		l.idx[res] = args[0].add(args[1].scale(-1))
		return nil
	case "arith.muli":
		switch {
		case args[1].isConst():
			l.idx[res] = args[0].scale(args[1].c)
			return nil
		case args[0].isConst():
			l.idx[res] = args[1].scale(args[0].c)
			return nil
		}
	}
	if q, ok := exactDiv(op.Name(), args); ok {
		l.idx[res] = q
		return nil
	}
	if len(args) == 2 && args[0].isConst() && args[1].isConst() {
		v, err := foldIndex(op, args[0].c, args[1].c)
		if err != nil {
			return err
		}
		l.idx[res] = konst(v)
		return nil
	}
	alu, ok := registerOps[op.Name()]
	if !ok {
		return op.Errorf("cannot compute this index value at run time: bir registers have no %s", op.Name())
	}
	a, b := args[0], args[1]
	if a.isConst() && commutes[op.Name()] {
		a, b = b, a
	}
	lhs := l.register(a)
	var r core.Value
	if b.isConst() {
		r = l.b.RegisterAluImm(alu, lhs, b.c)
	} else {
		r = l.b.RegisterAlu(alu, lhs, l.register(b))
	}
	l.idx[res] = variable(r)
	return nil
}

func isIndexType(t core.Type) bool { _, ok := t.(*core.IndexType); return ok }

// exactDiv divides an affine expression by a constant that divides each
// of its coefficients and its constant: the quotient is exact whatever
// the variables are (and the remainder 0), so it stays affine. A tile
// index scaled and divided back (i·128 / 64) needs no register.
func exactDiv(name string, args []affine) (affine, bool) {
	if len(args) != 2 || !args[1].isConst() || args[1].c == 0 || args[0].isConst() {
		return affine{}, false
	}
	a, d := args[0], args[1].c
	if a.c%d != 0 {
		return affine{}, false
	}
	for _, t := range a.terms {
		if t.coeff%d != 0 {
			return affine{}, false
		}
	}
	switch name {
	case "arith.divsi", "arith.floordivsi", "arith.ceildivsi":
		q := affine{c: a.c / d}
		for _, t := range a.terms {
			q.terms = append(q.terms, term{t.coeff / d, t.v})
		}
		return q, true
	case "arith.remsi":
		return konst(0), true
	}
	return affine{}, false
}

// foldIndex computes a constant index op.
func foldIndex(op *core.Operation, a, b int64) (int64, error) {
	div := func() error {
		if b == 0 {
			return op.Errorf("divides by zero")
		}
		return nil
	}
	switch op.Name() {
	case "arith.divsi", "arith.divui", "arith.remsi", "arith.remui", "arith.floordivsi", "arith.ceildivsi":
		if err := div(); err != nil {
			return 0, err
		}
	}
	switch op.Name() {
	case "arith.divsi", "arith.divui":
		return a / b, nil
	case "arith.remsi", "arith.remui":
		return a % b, nil
	case "arith.floordivsi":
		q := a / b
		if (a%b != 0) && ((a < 0) != (b < 0)) {
			q--
		}
		return q, nil
	case "arith.ceildivsi":
		q := a / b
		if (a%b != 0) && ((a < 0) == (b < 0)) {
			q++
		}
		return q, nil
	case "arith.shli":
		return a << uint(b&63), nil
	case "arith.shrsi":
		return a >> uint(b&63), nil
	case "arith.shrui":
		return int64(uint64(a) >> uint(b&63)), nil
	case "arith.andi":
		return a & b, nil
	case "arith.ori":
		return a | b, nil
	case "arith.xori":
		return a ^ b, nil
	case "arith.maxsi", "arith.maxui":
		return max(a, b), nil
	case "arith.minsi", "arith.minui":
		return min(a, b), nil
	}
	return 0, op.Errorf("cannot compute this index value: %s is not supported on index values", op.Name())
}

// register returns a register holding a.
func (l *lowerer) register(a affine) core.Value {
	if len(a.terms) == 1 && a.c == 0 && a.terms[0].coeff == 1 && isRegister(a.terms[0].v) {
		return a.terms[0].v
	}
	var acc core.Value
	for _, t := range a.terms {
		r := t.v
		if !isRegister(r) {
			r = l.loadIndex(bir.Term{Coeff: 1, Var: r}, 0)
		}
		if t.coeff != 1 {
			r = l.b.RegisterAluImm(bir.AluMult, r, t.coeff)
		}
		if acc == nil {
			acc = r
		} else {
			acc = l.b.RegisterAlu(bir.AluAdd, acc, r)
		}
	}
	if acc == nil {
		if a.c >= 0 && a.c < l.tableSize() {
			return l.loadIndex(bir.Term{}, a.c)
		}
		acc = l.loadIndex(bir.Term{}, 0)
	}
	if a.c != 0 {
		acc = l.b.RegisterAluImm(bir.AluAdd, acc, a.c)
	}
	return acc
}

func isRegister(v core.Value) bool {
	op := core.DefiningOp(v)
	return op != nil && (op.Name() == bir.RegisterLoad.Name || op.Name() == bir.RegisterAlu.Name)
}

func (l *lowerer) tableSize() int64 { return max(1, l.p.maxIndex) }

// loadIndex reads element off (+ t) of the identity table into a register.
func (l *lowerer) loadIndex(t bir.Term, off int64) core.Value {
	if l.table == nil {
		n := l.tableSize()
		raw := make([]byte, 4*n)
		for i := range n {
			binary.LittleEndian.PutUint32(raw[4*i:], uint32(i))
		}
		tt := core.RankedTensor(l.ctx, []int64{n}, penguin.ElementType(l.ctx, numerics.Int32), nil)
		l.table = l.b.AllocConst("index_table", core.Dense(l.ctx, tt, raw))
	}
	ap := bir.Flat(l.table, [][2]int64{{1, 1}, {1, 1}}, numerics.Int32).At(off)
	if t.Var != nil {
		ap = ap.Plus(t.Coeff, t.Var)
	}
	return l.b.RegisterLoad(ap)
}
