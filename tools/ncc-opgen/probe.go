package main

import (
	"fmt"

	"ncc/core"
)

// storageOf says which Go type stores every attribute an attribute
// constraint accepts ("*core.IntegerAttr"), or "" when the definition does
// not tell. Constraints are predicates, not declarations of storage, so the
// answer comes from the predicate itself: it is asked about one or more
// sample attributes of each kind, and the storage is known when exactly one
// kind has an accepted sample. A constraint without a predicate (any
// attribute) or one accepting several kinds (TypedAttr) gets no typed
// getter; one accepting none of the samples (a dialect attribute) neither.
func storageOf(c core.AttrConstraint) string {
	if c.Check == nil {
		return ""
	}
	ctx := core.NewContext()
	var kinds []string
	for kind, samples := range attrSamples(ctx, c) {
		for _, a := range samples {
			if accepts(c, a) {
				kinds = append(kinds, kind)
				break
			}
		}
	}
	if len(kinds) != 1 {
		return ""
	}
	return kinds[0]
}

// accepts runs the predicate, counting a panic (a predicate that assumed
// more than it checked) as a rejection.
func accepts(c core.AttrConstraint, a core.Attribute) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return c.Check(a)
}

// attrSamples returns sample attributes by the Go type storing them. Values
// are 0 and 1, valid for any integer enum with a case at 0 or 1; the
// constraint's own value type (ODS's buildable type) comes first.
func attrSamples(ctx *core.Context, c core.AttrConstraint) map[string][]core.Attribute {
	var intTypes []core.Type
	var floatTypes []*core.FloatType
	if c.ValueType != nil {
		switch t := c.ValueType(ctx).(type) {
		case *core.FloatType:
			floatTypes = append(floatTypes, t)
		case nil:
		default:
			intTypes = append(intTypes, t)
		}
	}
	for _, w := range []int{1, 8, 16, 32, 64} {
		intTypes = append(intTypes, core.IntegerType(ctx, w))
	}
	intTypes = append(intTypes, core.Index(ctx))
	for _, n := range []string{"f16", "bf16", "f32", "f64"} {
		floatTypes = append(floatTypes, core.Float(ctx, n))
	}
	s := map[string][]core.Attribute{}
	add := func(a core.Attribute) {
		k := fmt.Sprintf("%T", a)
		s[k] = append(s[k], a)
	}
	for _, t := range intTypes {
		add(core.Int(ctx, t, 0))
		add(core.Int(ctx, t, 1))
		if it, ok := t.(*core.IntType); ok {
			add(core.DenseArray(ctx, it, 0, nil))
			elems := make([]byte, core.ElementBytes(it))
			add(core.Dense(ctx, core.RankedTensor(ctx, []int64{1}, it, nil), elems))
		}
	}
	for _, t := range floatTypes {
		add(core.FloatBits(ctx, t, 0))
		add(core.DenseArray(ctx, t, 0, nil))
		add(core.Dense(ctx, core.RankedTensor(ctx, []int64{1}, t, nil), make([]byte, core.ElementBytes(t))))
	}
	add(core.String(ctx, "x"))
	add(core.SymbolRef(ctx, "f"))
	add(core.SymbolRef(ctx, "m", "f"))
	add(core.TypeAttrOf(ctx, core.Function(ctx, nil, nil)))
	add(core.TypeAttrOf(ctx, core.IntegerType(ctx, 32)))
	add(core.Array(ctx, nil))
	add(core.Dict(ctx, nil))
	add(core.Unit(ctx))
	return s
}
