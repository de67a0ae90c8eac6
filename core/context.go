package core

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
)

// Context owns uniqued types and attributes and the registry of dialects and
// op definitions. It is safe for concurrent use: passes running in parallel
// may create types and attributes.
type Context struct {
	// AllowUnregistered accepts ops, types and attributes of dialects that are
	// not loaded (mlir-opt's --allow-unregistered-dialect).
	AllowUnregistered bool

	mu    sync.RWMutex
	types map[string]Type
	attrs map[string]Attribute
	// byKey finds types and attributes by a comparable key instead of
	// their Key string (InternAttrKeyed), without a lock.
	byKey    sync.Map
	fileLocs map[string]*fileLocTable // see internFileLoc
	// lastFileLocs caches the table most recently used.
	lastFileLocs atomic.Pointer[fileLocTable]
	distinct     uint64

	dialects map[string]*Dialect
	ops      map[string]*OpName
	diags    diagState

	ints       [3][65]*IntType // common integer widths, no lock needed after init
	index      *IndexType
	none       *NoneType
	unit       *UnitAttr
	unknownLoc *UnknownLoc
}

// NewContext returns a Context with only the builtin types and attributes.
func NewContext() *Context {
	c := &Context{
		types:    map[string]Type{},
		attrs:    map[string]Attribute{},
		dialects: map[string]*Dialect{},
		ops:      map[string]*OpName{},
	}
	for s := Signless; s <= Unsigned; s++ {
		for w := range 65 {
			c.ints[s][w] = InternType(c, &IntType{Width: w, Sign: s})
		}
	}
	c.index = InternType(c, &IndexType{})
	c.none = InternType(c, &NoneType{})
	c.unit = InternAttr(c, &UnitAttr{})
	c.unknownLoc = InternAttr(c, &UnknownLoc{})
	return c
}

// InternType returns the Context's unique type equal to t (by Key), storing t
// if it is the first.
func InternType[T Type](c *Context, t T) T {
	k := t.Key()
	c.mu.RLock()
	old, ok := c.types[k]
	c.mu.RUnlock()
	if ok {
		return old.(T)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.types[k]; ok {
		return old.(T)
	}
	c.types[k] = t
	return t
}

// InternTypeKeyed returns the type uniqued under key, which must identify
// it as its Key does; build makes it on first use. Keys of distinct Go types
// never collide, so each caller keys with a type of its own. It spares hot
// paths (the parser making the same types and constants over and over,
// on several goroutines) building a Key string and taking the lock.
func InternTypeKeyed[K comparable, T Type](c *Context, key K, build func(K) T) T {
	return internKeyed(c, key, build, InternType[T])
}

// InternAttrKeyed is InternTypeKeyed for attributes.
func InternAttrKeyed[K comparable, T Attribute](c *Context, key K, build func(K) T) T {
	return internKeyed(c, key, build, InternAttr[T])
}

func internKeyed[K comparable, T any](c *Context, key K, build func(K) T, intern func(*Context, T) T) T {
	if v, ok := c.byKey.Load(key); ok {
		return v.(T)
	}
	v := intern(c, build(key))
	c.byKey.Store(key, v)
	return v
}

// InternAttr is InternType for attributes.
func InternAttr[T Attribute](c *Context, a T) T {
	k := a.Key()
	c.mu.RLock()
	old, ok := c.attrs[k]
	c.mu.RUnlock()
	if ok {
		return old.(T)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.attrs[k]; ok {
		return old.(T)
	}
	c.attrs[k] = a
	return a
}

func (c *Context) intType(width int, s Signedness) *IntType {
	if width >= 0 && width <= 64 && c.ints[s][width] != nil {
		return c.ints[s][width]
	}
	return InternType(c, &IntType{Width: width, Sign: s})
}

// Load registers a dialect and its ops. Loading the same dialect twice is a no-op.
func (c *Context) Load(d *Dialect) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.dialects[d.Name]; ok {
		return
	}
	c.dialects[d.Name] = d
	loaded.add(d)
	for _, def := range d.Ops {
		if def.Dialect == nil {
			def.Dialect = d
		}
		n := &OpName{Name: def.Name, Def: def, Dialect: d, Ctx: c}
		n.symbolUser, _ = Iface[SymbolUserOp](&Operation{name: n})
		c.ops[def.Name] = n
	}
}

// loaded is every dialect loaded into any Context of the process.
var loaded dialectSet

type dialectSet struct {
	mu sync.Mutex
	ds []*Dialect // sorted by name
}

func (s *dialectSet) add(d *Dialect) {
	s.mu.Lock()
	defer s.mu.Unlock()
	i := sort.Search(len(s.ds), func(i int) bool { return s.ds[i].Name >= d.Name })
	if i < len(s.ds) && s.ds[i] == d {
		return
	}
	s.ds = append(s.ds, nil)
	copy(s.ds[i+1:], s.ds[i:])
	s.ds[i] = d
}

// LoadedDialects returns every dialect loaded into any Context so far,
// sorted by name. Printers that have a type or attribute but no Context
// (diagnostic messages) find dialect printers here.
func LoadedDialects() []*Dialect {
	loaded.mu.Lock()
	defer loaded.mu.Unlock()
	return append([]*Dialect(nil), loaded.ds...)
}

// Dialect returns the loaded dialect called name, or nil.
func (c *Context) Dialect(name string) *Dialect {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.dialects[name]
}

// Dialects returns the loaded dialects sorted by name.
func (c *Context) Dialects() []*Dialect {
	c.mu.RLock()
	defer c.mu.RUnlock()
	ds := make([]*Dialect, 0, len(c.dialects))
	for _, d := range c.dialects {
		ds = append(ds, d)
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i].Name < ds[j].Name })
	return ds
}

// OpName returns the interned name of an op, registered or not. It returns an
// error for an op of a loaded dialect that the dialect does not define, and
// for an unregistered op when AllowUnregistered is off.
func (c *Context) OpName(name string) (*OpName, error) {
	c.mu.RLock()
	n, ok := c.ops[name]
	c.mu.RUnlock()
	if ok {
		if n.Def == nil && !c.AllowUnregistered {
			return nil, c.unregisteredError(name)
		}
		return n, nil
	}
	if !c.AllowUnregistered {
		return nil, c.unregisteredError(name)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if n, ok := c.ops[name]; ok {
		return n, nil
	}
	name = strings.Clone(name) // callers may pass a view of their input
	n = &OpName{Name: name, Ctx: c}
	c.ops[name] = n
	return n, nil
}

// UnknownOpName interns name as an unregistered op of a loaded dialect,
// whatever AllowUnregistered says, as MLIR's OperationName does for a name
// its dialect does not define: the bytecode reader creates such ops and the
// verifier reports them ("unregistered operation ... found in dialect").
// It fails as OpName does when the dialect is not loaded either.
func (c *Context) UnknownOpName(name string) (*OpName, error) {
	if n, err := c.OpName(name); err == nil {
		return n, nil
	}
	dialect, _, _ := cutDot(name)
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.dialects[dialect]; !ok {
		return nil, c.unregisteredError(name)
	}
	if n, ok := c.ops[name]; ok {
		return n, nil
	}
	name = strings.Clone(name)
	n := &OpName{Name: name, Ctx: c}
	c.ops[name] = n
	return n, nil
}

// LookupOp returns the definition of a registered op, or nil.
func (c *Context) LookupOp(name string) *OpDef {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if n := c.ops[name]; n != nil {
		return n.Def
	}
	return nil
}

func (c *Context) unregisteredError(name string) error {
	dialect, _, found := cutDot(name)
	if found {
		if _, ok := c.dialects[dialect]; ok {
			return fmt.Errorf("Dialect `%s' not found for custom op '%s' ", dialect, name)
		}
	}
	return fmt.Errorf("operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used")
}

func cutDot(s string) (string, string, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// OpName is the interned identity of an op kind. Def is nil for ops of
// unregistered dialects.
type OpName struct {
	Name    string
	Def     *OpDef
	Dialect *Dialect
	Ctx     *Context // the Context that interned the name

	// defaults caches the default-valued properties built in Ctx.
	defaults atomic.Pointer[opDefaults]
	// symbolUser is the op's SymbolUserOp, found once: symbol tables
	// check every op below them for it.
	symbolUser SymbolUserOp
}

// opDefaults are an op kind's attribute defaults in one Context: all of them
// (for printers eliding defaults) and those filled in at creation (without
// the DefaultValuedOptionalAttr ones).
type opDefaults struct {
	all, filled []NamedAttr
}

// DefaultAttr returns the default value, in ctx, of the op's inherent
// attribute name, or nil if it has none. Values are built once per Context.
func (n *OpName) DefaultAttr(ctx *Context, name string) Attribute {
	return getNamed(n.defaultValues(ctx).all, name)
}

// defaultValues returns the op's attribute defaults in ctx. NewOperation
// needs them for every op, and building one interns an attribute (a key
// string and a map lookup), so they are built once per Context.
func (n *OpName) defaultValues(ctx *Context) *opDefaults {
	if n.Def == nil {
		return &opDefaults{}
	}
	cacheable := ctx == n.Ctx && ctx != nil
	if cacheable {
		if d := n.defaults.Load(); d != nil {
			return d
		}
	}
	d := &opDefaults{}
	for i := range n.Def.Attrs {
		if ad := &n.Def.Attrs[i]; ad.Default != nil {
			a := NamedAttr{Name: ad.Name, Value: ad.Default(ctx)}
			d.all = append(d.all, a)
			if !ad.Optional { // DefaultValuedOptionalAttr stays absent
				d.filled = append(d.filled, a)
			}
		}
	}
	if cacheable {
		n.defaults.Store(d)
	}
	return d
}

// Dialect is a namespace of ops, types and attributes. Hooks that parse and
// print a dialect's own types and attributes are set by the dialect package.
type Dialect struct {
	Name    string
	Summary string
	Ops     []*OpDef

	// ParseType / ParseAttr parse the body after `!name.` / `#name.` (pretty
	// form) or inside `!name<...>`; nil means the dialect has none.
	ParseType func(p DialectParser) (Type, error)
	ParseAttr func(p DialectParser, t Type) (Attribute, error)
	// PrintType / PrintAttr print a type or attribute of this dialect, without
	// the leading '!name.' or '#name.'; they return false for values they do
	// not own.
	PrintType func(t Type, p DialectPrinter) bool
	PrintAttr func(a Attribute, p DialectPrinter) bool
	// Materialize builds a constant op producing value of type t at loc, for
	// folding; nil if the dialect cannot.
	Materialize func(b *Builder, value Attribute, t Type, loc Location) *Operation
	// AliasName suggests a short alias for an attribute or type when printing,
	// as MLIR's OpAsmDialectInterface::getAlias does ("" for none).
	AliasName func(v any) string
	// VerifyOpAttr checks a discardable attribute named after the dialect
	// ("sdy.sharding") on any op, VerifyArgAttr and VerifyResultAttr one in
	// the argument or result dictionaries of a function (CallableOp), as
	// MLIR's verifyOperationAttribute, verifyRegionArgAttribute and
	// verifyRegionResultAttribute do (verify_dialect.go); nil: no check.
	VerifyOpAttr     func(op *Operation, a NamedAttr) error
	VerifyArgAttr    func(op *Operation, arg int, a NamedAttr) error
	VerifyResultAttr func(op *Operation, result int, a NamedAttr) error
}
