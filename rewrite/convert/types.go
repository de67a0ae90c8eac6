package convert

import (
	"sync"

	"ncc/core"
)

// TypeConverter converts types for a conversion: each conversion function
// returns the types t becomes (none: t is dropped, several: a 1:N
// conversion) and ok=true, or ok=false to let earlier-added conversions
// try; the last added is tried first, as in MLIR. Values whose type
// changes are bridged by materializations, by default
// builtin.unrealized_conversion_cast ops.
type TypeConverter struct {
	convs []func(core.Type) ([]core.Type, bool)
	mu    sync.Mutex
	cache map[core.Type][]core.Type
}

// AddConversion adds a conversion function.
func (tc *TypeConverter) AddConversion(f func(core.Type) ([]core.Type, bool)) {
	tc.convs = append(tc.convs, f)
	tc.cache = nil
}

// AddTypeMap adds a 1:1 conversion from a function returning nil when it
// does not apply.
func (tc *TypeConverter) AddTypeMap(f func(core.Type) core.Type) {
	tc.AddConversion(func(t core.Type) ([]core.Type, bool) {
		if n := f(t); n != nil {
			return []core.Type{n}, true
		}
		return nil, false
	})
}

// Convert returns what t converts to; ok=false when no conversion applies.
// A type no conversion handles is not legal.
func (tc *TypeConverter) Convert(t core.Type) ([]core.Type, bool) {
	tc.mu.Lock()
	if ts, ok := tc.cache[t]; ok {
		tc.mu.Unlock()
		return ts, true
	}
	tc.mu.Unlock()
	for i := len(tc.convs) - 1; i >= 0; i-- {
		if ts, ok := tc.convs[i](t); ok {
			tc.mu.Lock()
			if tc.cache == nil {
				tc.cache = map[core.Type][]core.Type{}
			}
			tc.cache[t] = ts
			tc.mu.Unlock()
			return ts, true
		}
	}
	return nil, false
}

// ConvertType returns the single type t converts to, or nil.
func (tc *TypeConverter) ConvertType(t core.Type) core.Type {
	ts, ok := tc.Convert(t)
	if !ok || len(ts) != 1 {
		return nil
	}
	return ts[0]
}

// IsLegal reports whether t converts to itself.
func (tc *TypeConverter) IsLegal(t core.Type) bool {
	ts, ok := tc.Convert(t)
	return ok && len(ts) == 1 && ts[0] == t
}

// IsOpLegal reports whether all of op's operand and result types are legal.
func (tc *TypeConverter) IsOpLegal(op *core.Operation) bool {
	for i := 0; i < op.NumOperands(); i++ {
		if !tc.IsLegal(op.Operand(i).Type()) {
			return false
		}
	}
	for i := 0; i < op.NumResults(); i++ {
		if !tc.IsLegal(op.Result(i).Type()) {
			return false
		}
	}
	return true
}
