package pwp

import "sync"

var cache struct {
	sync.Mutex
	tables map[ID]*Table
}

// For returns the table of a standard function (prelu with alpha 0.01),
// generating it on first use. Tables are shared: do not modify them.
func For(id ID) (*Table, error) {
	f, ok := ByID(id)
	if !ok {
		return nil, &unknownIDError{id}
	}
	cache.Lock()
	defer cache.Unlock()
	if t := cache.tables[id]; t != nil {
		return t, nil
	}
	t, err := Generate(f)
	if err != nil {
		return nil, err
	}
	if cache.tables == nil {
		cache.tables = map[ID]*Table{}
	}
	cache.tables[id] = t
	return t, nil
}

type unknownIDError struct{ id ID }

func (e *unknownIDError) Error() string { return "pwp: unknown function " + e.id.String() }
