package vhlo

import (
	"slices"
	"strings"

	"ncc/core"
	"ncc/dialects/stablehlo"
)

// Mixing VHLO with other dialects (--stablehlo-legalize-to-vhlo=
// allow-other-dialects, stablehlo-translate --serialize
// --allow-other-dialects): ops of other dialects stay as they are, with
// their builtin types, and builtin.unrealized_conversion_cast ops join them
// to the VHLO values around them, where MLIR's dialect conversion
// materializes them:
//
//   - a VHLO value (the result of a converted op, or an argument of a
//     converted op's block) used by an op that stays gets one cast to its
//     old type, right after its definition (at the start of its block for
//     an argument): a source materialization;
//   - a value that stays (the result of another dialect's op, an argument
//     of its block) used by a converted op gets one cast to VHLO, at the
//     same place: a target materialization.
//
// Two casts made for the same place are in the reverse of the order they
// were made in, as MLIR inserts each at its value's insertion point
// (before the one made earlier): target casts as the converted ops that
// need them are met in pre-order, then source casts as the converted ops
// were (each op's block arguments, then its results).

// convertTypeOther is the StablehloToVhloTypeConverter with
// allowOtherDialects: a type of a dialect other than builtin and StableHLO
// stays; the others convert or fail (nil).
func convertTypeOther(c *core.Context, t core.Type, allowOther bool) core.Type {
	if IsVhloType(t) {
		return t
	}
	if v := FromBuiltinType(c, t); v != nil {
		return v
	}
	if allowOther && isOtherDialectType(t) {
		return t
	}
	return nil
}

// isOtherDialectType reports whether t is a type of a dialect that is
// neither builtin nor StableHLO (whose types must convert).
func isOtherDialectType(t core.Type) bool {
	if _, ok := t.(*stablehlo.TokenType); ok {
		return false
	}
	k := t.Key()
	if !strings.HasPrefix(k, "!") {
		return false // builtin types print without a dialect prefix
	}
	return !strings.HasPrefix(k, "!stablehlo.")
}

// materializeCasts joins converted ops (in conversion order) to the ops
// that stayed. oldTypes holds the builtin type each converted value had.
func materializeCasts(c *core.Context, converted []*core.Operation, oldTypes map[core.Value]core.Type) {
	isConverted := make(map[*core.Operation]bool, len(converted))
	for _, op := range converted {
		isConverted[op] = true
	}
	castName, err := c.OpName("builtin.unrealized_conversion_cast")
	if err != nil {
		panic(err)
	}
	// cast makes `v : from to t` at v's insertion point.
	cast := func(v core.Value, t core.Type) core.Value {
		st := &core.OpState{Ctx: c, Name: castName, Loc: loc(v), Operands: []core.Value{v}, ResultTypes: []core.Type{t}}
		op := core.NewOperation(st)
		switch v := v.(type) {
		case *core.OpResult:
			op.MoveAfter(v.Owner())
		case *core.BlockArg:
			b := v.Owner()
			if first := b.First(); first != nil {
				op.MoveBefore(first)
			} else {
				b.Append(op)
			}
		}
		return op.Result(0)
	}
	// Target casts: VHLO operands of converted ops that are not VHLO yet.
	targets := map[core.Value]core.Value{}
	for _, op := range converted {
		for i := 0; i < op.NumOperands(); i++ {
			v := op.Operand(i)
			t := convertTypeOther(c, v.Type(), true)
			if t == nil || t == v.Type() {
				continue
			}
			cv, ok := targets[v]
			if !ok {
				cv = cast(v, t)
				targets[v] = cv
			}
			op.SetOperand(i, cv)
		}
	}
	// Source casts: converted values that ops which stayed still use.
	source := func(v core.Value) {
		old, ok := oldTypes[v]
		if !ok || old == v.Type() {
			return
		}
		var users []*core.Operand
		for u := core.FirstUse(v); u != nil; u = u.NextUse() {
			if !isConverted[u.Owner()] && !isTargetCast(u.Owner(), targets) {
				users = append(users, u)
			}
		}
		if len(users) == 0 {
			return
		}
		cv := cast(v, old)
		for _, u := range users {
			u.Set(cv)
		}
	}
	for _, op := range converted {
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Args() {
					source(a)
				}
			}
		}
		for _, r := range op.Results() {
			source(r)
		}
	}
}

// isTargetCast reports whether op is one of the target casts just made
// (which use values that stayed, never converted ones).
func isTargetCast(op *core.Operation, targets map[core.Value]core.Value) bool {
	if op.NumResults() != 1 || op.Name() != "builtin.unrealized_conversion_cast" {
		return false
	}
	for _, cv := range targets {
		if cv == op.Result(0) {
			return true
		}
	}
	return false
}

// loc is where a value is defined.
func loc(v core.Value) core.Location {
	switch v := v.(type) {
	case *core.OpResult:
		return v.Owner().Loc()
	case *core.BlockArg:
		if v.Loc != nil {
			return v.Loc
		}
		if p := v.Owner().ParentOp(); p != nil {
			return p.Loc()
		}
	}
	return nil
}

// reconcileCasts is MLIR's reconcileUnrealizedCasts for the casts a
// deserialized artifact holds: bottom-up, a cast without uses is erased,
// and one whose result types are the input types of a cast up its chain
// is replaced by those inputs.
func reconcileCasts(casts []*core.Operation) {
	isCast := func(v core.Value) *core.Operation {
		if r, ok := v.(*core.OpResult); ok && r.Owner().Name() == "builtin.unrealized_conversion_cast" {
			return r.Owner()
		}
		return nil
	}
	inputCast := func(op *core.Operation) *core.Operation {
		var def *core.Operation
		for i := range op.NumOperands() {
			d := isCast(op.Operand(i))
			if d == nil || (def != nil && d != def) {
				return nil
			}
			def = d
		}
		return def
	}
	queued := map[*core.Operation]bool{}
	work := slices.Clone(casts)
	for _, op := range work {
		queued[op] = true
	}
	enqueue := func(op *core.Operation) {
		for i := range op.NumOperands() {
			if d := isCast(op.Operand(i)); d != nil && !queued[d] {
				queued[d] = true
				work = append(work, d)
			}
		}
	}
	for len(work) > 0 {
		op := work[len(work)-1]
		work = work[:len(work)-1]
		delete(queued, op)
		if op.UseEmpty() {
			enqueue(op)
			op.Erase()
			continue
		}
		for next := op; next != nil; next = inputCast(next) {
			if slices.Equal(next.OperandTypes(), op.ResultTypes()) {
				enqueue(op)
				vs := make([]core.Value, next.NumOperands())
				for i := range vs {
					vs[i] = next.Operand(i)
				}
				op.ReplaceAllUsesWith(vs)
				op.Erase()
				break
			}
		}
	}
}
