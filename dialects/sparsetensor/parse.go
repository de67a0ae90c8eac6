package sparsetensor

import (
	"strconv"

	"ncc/core"
)

// parseAttr parses the body after `#sparse_tensor.` (or inside
// `#sparse_tensor<...>`): `encoding<{...}>` or `slice(offset, size, stride)`.
// Errors MLIR reports at the attribute's name (unknown keys, failed
// verification) are located at the mnemonic.
func parseAttr(p core.DialectParser, _ core.Type) (core.Attribute, error) {
	l := newLexer(p)
	name := p.Pos()
	kw, ok := l.keyword()
	if !ok {
		return nil, p.Errorf("expected valid keyword")
	}
	switch kw {
	case "encoding":
		return parseEncoding(l, name)
	case "slice":
		return parseSlice(l, name)
	}
	return nil, p.ErrorAt(name, "unknown attribute `%s` in dialect `sparse_tensor`", kw)
}

// encodingKeys are the keys of the encoding dictionary, in MLIR's order.
var encodingKeys = []string{"map", "posWidth", "crdWidth", "explicitVal", "implicitVal"}

// parseEncoding is SparseTensorEncodingAttr::parse: `<{ key = value, ... }>`
// with every key optional, repeated keys taking the last value (a repeated
// map adds its levels again, as in MLIR) and a trailing comma allowed.
func parseEncoding(l *lexer, name core.Pos) (core.Attribute, error) {
	p := l.p
	if err := l.expect("<", ""); err != nil {
		return nil, err
	}
	if err := l.expect("{", ""); err != nil {
		return nil, err
	}
	var (
		lvlTypes                 []LevelType
		slices                   []*DimSlice
		dimToLvl, lvlToDim       *core.AffineMap
		posWidth, crdWidth       uint32
		explicitVal, implicitVal core.Attribute
	)
	for {
		key, ok := l.keyword()
		if !ok {
			break
		}
		known := false
		for _, k := range encodingKeys {
			known = known || k == key
		}
		if !known {
			return nil, p.ErrorAt(name, "unexpected key: %s", key)
		}
		if err := l.expect("=", ""); err != nil {
			return nil, err
		}
		switch key {
		case "map":
			m, err := parseDimLvlMap(l)
			if err != nil {
				return nil, err
			}
			for _, s := range m.lvls {
				lvlTypes = append(lvlTypes, s.typ)
			}
			// The old syntax wanted slices for all dimensions or none: a
			// dimension without one gets the full slice (0, ?, 1).
			slices = nil
			for _, d := range m.dims {
				if d.slice != nil {
					slices = make([]*DimSlice, len(m.dims))
					break
				}
			}
			for i, d := range m.dims {
				if slices != nil {
					slices[i] = d.slice
					if slices[i] == nil {
						slices[i] = NewDimSlice(p.Context(), 0, core.Dynamic, 1)
					}
				}
			}
			dimToLvl, lvlToDim = m.dimToLvl(p.Context()), m.lvlToDim(p.Context())
		case "posWidth", "crdWidth":
			a, err := l.attribute()
			if err != nil {
				return nil, err
			}
			ia, ok := a.(*core.IntegerAttr)
			if !ok {
				what := "position"
				if key == "crdWidth" {
					what = "index"
				}
				return nil, p.ErrorAt(name, "expected an integral %s bitwidth", what)
			}
			// unsigned in MLIR: negative widths wrap and then fail to verify.
			if key == "posWidth" {
				posWidth = uint32(ia.Val)
			} else {
				crdWidth = uint32(ia.Val)
			}
		case "explicitVal", "implicitVal":
			a, err := l.attribute()
			if err != nil {
				return nil, err
			}
			switch a.(type) {
			case *core.IntegerAttr, *core.FloatAttr:
			default:
				// MLIR also takes #complex.number, a dialect ncc lacks.
				return nil, p.ErrorAt(name, "expected a numeric value for %s", key)
			}
			if key == "explicitVal" {
				explicitVal = a
			} else {
				implicitVal = a
			}
		}
		if !l.punct(",") {
			break
		}
	}
	if err := l.expect("}", ""); err != nil {
		return nil, err
	}
	if err := l.expect(">", ""); err != nil {
		return nil, err
	}
	if lvlToDim == nil || isEmptyMap(lvlToDim) {
		lvlToDim = InferLvlToDim(p.Context(), dimToLvl)
	}
	if err := verifyEncoding(lvlTypes, dimToLvl, lvlToDim, posWidth, crdWidth, slices); err != nil {
		return nil, p.ErrorAt(name, "%s", err.Error())
	}
	return NewEncoding(p.Context(), lvlTypes, dimToLvl, lvlToDim, posWidth, crdWidth, explicitVal, implicitVal, slices), nil
}

// parseSlice is SparseTensorDimSliceAttr::parse: `(offset, size, stride)`,
// each a non-negative integer or `?`.
func parseSlice(l *lexer, name core.Pos) (core.Attribute, error) {
	p := l.p
	vals := [3]int64{core.Dynamic, core.Dynamic, core.Dynamic}
	if err := l.expect("(", ""); err != nil {
		return nil, err
	}
	for i := range vals {
		if i > 0 {
			if err := l.expect(",", ""); err != nil {
				return nil, err
			}
		}
		v, ok, err := l.integer()
		if err != nil {
			return nil, err
		}
		if ok {
			if v < 0 {
				return nil, p.Errorf("expect positive value or ? for slice offset/size/stride")
			}
			vals[i] = v
			continue
		}
		if err := l.expect("?", ""); err != nil {
			return nil, err
		}
	}
	if err := l.expect(")", ""); err != nil {
		return nil, err
	}
	s := &DimSlice{Offset: vals[0], Size: vals[1], Stride: vals[2]}
	if err := s.Verify(); err != nil {
		return nil, p.ErrorAt(name, "%s", err.Error())
	}
	return NewDimSlice(p.Context(), s.Offset, s.Size, s.Stride), nil
}

// The dimension-level map, `[symbols] {level vars} (dim specs) -> (level
// specs)`, follows MLIR's DimLvlMapParser and VarEnv: every name is bound
// once, in one of three kinds, and numbered within its kind in binding
// order; a level spec binds its level variable only when the levels were
// declared up front in `{...}`.

type varKind uint8

const (
	kindSymbol varKind = iota
	kindDim
	kindLvl
)

// variable is one named variable of the map.
type variable struct {
	name string
	kind varKind
	num  int // -1 until bound
}

type dimSpec struct {
	expr  *core.AffineExpr // nil when the dimension has no `= expr`
	slice *DimSlice        // nil when it has no `: slice`
}

type lvlSpec struct {
	expr *core.AffineExpr
	typ  LevelType
}

type dimLvlParser struct {
	l       *lexer
	vars    []variable
	nextNum [3]int
	// dimsAndSymbols and lvlsAndSymbols are the names in scope in level
	// and dimension expressions respectively.
	dimsAndSymbols, lvlsAndSymbols []namedExpr
	dims                           []dimSpec
	lvls                           []lvlSpec
}

// dimLvlMap is the parsed map.
type dimLvlMap struct {
	symRank int
	dims    []dimSpec
	lvls    []lvlSpec
}

func (m *dimLvlMap) dimToLvl(c *core.Context) *core.AffineMap {
	exprs := make([]*core.AffineExpr, len(m.lvls))
	for i, s := range m.lvls {
		exprs[i] = s.expr
	}
	return core.NewAffineMap(c, len(m.dims), m.symRank, exprs)
}

// lvlToDim is the map the dimension expressions spell, or nil when they
// spell none (the inverse is then inferred).
func (m *dimLvlMap) lvlToDim(c *core.Context) *core.AffineMap {
	var exprs []*core.AffineExpr
	for _, d := range m.dims {
		if d.expr != nil {
			exprs = append(exprs, d.expr)
		}
	}
	if len(exprs) == 0 {
		return nil
	}
	return core.NewAffineMap(c, len(m.lvls), m.symRank, exprs)
}

func parseDimLvlMap(l *lexer) (*dimLvlMap, error) {
	d := &dimLvlParser{l: l}
	if err := l.list(optionalSquare, " in symbol binding list", func() error {
		return d.bindingOf(kindSymbol)
	}); err != nil {
		return nil, err
	}
	if err := l.list(optionalBraces, " in level declaration list", func() error {
		return d.bindingOf(kindLvl)
	}); err != nil {
		return nil, err
	}
	if err := l.list(parens, " in dimension-specifier list", d.dimSpec); err != nil {
		return nil, err
	}
	if err := l.expect("->", ""); err != nil {
		return nil, err
	}
	if err := d.lvlSpecList(); err != nil {
		return nil, err
	}
	return &dimLvlMap{symRank: d.nextNum[kindSymbol], dims: d.dims, lvls: d.lvls}, nil
}

func (d *dimLvlParser) lookup(name string) int {
	for i, v := range d.vars {
		if v.name == name {
			return i
		}
	}
	return -1
}

// bindingOf parses a new variable of kind k and binds it
// (DimLvlMapParser::parseVarBinding with Policy::Must).
func (d *dimLvlParser) bindingOf(k varKind) error {
	p := d.l.p
	pos := p.Pos()
	name, ok := d.l.keyword()
	if !ok {
		return p.ErrorAt(pos, "expected bare identifier")
	}
	if d.lookup(name) >= 0 {
		return p.ErrorAt(pos, "redefinition of identifier '%s'", name)
	}
	d.vars = append(d.vars, variable{name: name, kind: k, num: -1})
	d.bind(len(d.vars) - 1)
	return nil
}

// bind numbers variable i and puts it in scope (DimLvlMapParser::bindVar).
func (d *dimLvlParser) bind(i int) {
	c := d.l.p.Context()
	v := &d.vars[i]
	v.num = d.nextNum[v.kind]
	d.nextNum[v.kind]++
	switch v.kind {
	case kindSymbol:
		s := namedExpr{v.name, core.AffineSymbol(c, v.num)}
		d.dimsAndSymbols = append(d.dimsAndSymbols, s)
		d.lvlsAndSymbols = append(d.lvlsAndSymbols, s)
	case kindDim:
		d.dimsAndSymbols = append(d.dimsAndSymbols, namedExpr{v.name, core.AffineDim(c, v.num)})
	case kindLvl:
		d.lvlsAndSymbols = append(d.lvlsAndSymbols, namedExpr{v.name, core.AffineDim(c, v.num)})
	}
}

// dimSpec parses `d0`, `d0 = l0 * 2 + l2` or `d0 : #sparse_tensor<slice(...)>`.
func (d *dimLvlParser) dimSpec() error {
	l, p := d.l, d.l.p
	if err := d.bindingOf(kindDim); err != nil {
		return err
	}
	var spec dimSpec
	if l.punct("=") {
		e, err := parseAffineExpr(l, d.lvlsAndSymbols)
		if err != nil {
			return err
		}
		spec.expr = e
	}
	if l.punct(":") {
		pos := p.Pos()
		a, err := l.attribute()
		if err != nil {
			return err
		}
		s, ok := a.(*DimSlice)
		if !ok {
			return p.ErrorAt(pos, "expected SparseTensorDimSliceAttr")
		}
		spec.slice = s
	}
	d.dims = append(d.dims, spec)
	return nil
}

// lvlSpecList parses the level specs: without forward-declared levels each
// spec binds a fresh unnamed level; with them each spec must name the next
// declared level, `l0 = d0 : dense`.
func (d *dimLvlParser) lvlSpecList() error {
	p := d.l.p
	declared := d.nextNum[kindLvl]
	pos := p.Pos()
	if err := d.l.list(parens, " in level-specifier list", func() error { return d.lvlSpec(declared != 0) }); err != nil {
		return err
	}
	if declared != 0 && len(d.lvls) != declared {
		return p.ErrorAt(pos, "Level-rank mismatch between forward-declarations and specifiers. "+
			"Declared %d level-variables; but got %d level-specifiers.", declared, len(d.lvls))
	}
	return nil
}

// nth spells an ordinal as MLIR's DimLvlMapParser does ("0th", "3th").
func nth(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	}
	return strconv.Itoa(n) + "th"
}

func (d *dimLvlParser) lvlSpec(named bool) error {
	l, p := d.l, d.l.p
	if !named {
		d.nextNum[kindLvl]++
	} else {
		pos := p.Pos()
		name, ok := l.keyword()
		if !ok {
			return p.ErrorAt(pos, "expected bare identifier")
		}
		i := d.lookup(name)
		if i < 0 || d.vars[i].kind != kindLvl {
			return p.ErrorAt(pos, "use of undeclared identifier '%s'", name)
		}
		if num := d.vars[i].num; num != len(d.lvls) {
			return p.ErrorAt(pos, "Level-variable ordering mismatch. The variable '%s' was forward-declared as the %s level; "+
				"but is bound by the %s specification.", name, nth(num), nth(len(d.lvls)))
		}
		if err := l.expect("=", ""); err != nil {
			return err
		}
	}
	e, err := parseAffineExpr(l, d.dimsAndSymbols)
	if err != nil {
		return err
	}
	if err := l.expect(":", ""); err != nil {
		return err
	}
	t, err := parseLevelType(l)
	if err != nil {
		return err
	}
	d.lvls = append(d.lvls, lvlSpec{expr: e, typ: t})
	return nil
}

// parseLevelType is LvlTypeParser::parseLvlType: a format keyword,
// `[n, m]` sizes for structured, then an optional property list.
func parseLevelType(l *lexer) (LevelType, error) {
	p := l.p
	pos := p.Pos()
	base, ok := l.keyword()
	if !ok {
		return 0, p.ErrorAt(pos, "expected valid level format (e.g. dense, compressed or singleton)")
	}
	var bits uint64
	var structured []uint64
	if base == "structured" {
		if err := l.list(optionalSquare, " in structured n out of m", func() error {
			at := p.Pos()
			v, ok, err := l.integer()
			switch {
			case err != nil || (ok && (v > 1<<31-1 || v < -1<<31)):
				// An int in MLIR: larger values fail to parse.
				return p.ErrorAt(at, "failed to parse structured size")
			case !ok:
				return p.ErrorAt(at, "expected valid integer for structured size")
			case v < 0:
				return p.ErrorAt(at, "expected structured size to be >= 0")
			}
			structured = append(structured, uint64(v))
			return nil
		}); err != nil {
			return 0, err
		}
		if len(structured) != 2 {
			return 0, p.ErrorAt(pos, "expected exactly 2 structured sizes")
		}
		if structured[0] > structured[1] {
			return 0, p.ErrorAt(pos, "expected n <= m in n_out_of_m")
		}
	}
	if err := l.list(optionalParens, " in level property list", func() error {
		at := p.Pos()
		prop, ok := l.keyword()
		if !ok {
			return p.ErrorAt(at, "expected valid level property (e.g. nonordered, nonunique or high)")
		}
		for _, pn := range propertyNames {
			if pn.name == prop {
				bits |= uint64(pn.p)
				return nil
			}
		}
		return p.ErrorAt(at, "unknown level property: %s", prop)
	}); err != nil {
		return 0, err
	}
	var f LevelFormat
	for k, n := range formatNames {
		if n == base && k != FormatUndef {
			f = k
		}
	}
	if f == FormatUndef {
		return 0, p.ErrorAt(pos, "unknown level format: %s", base)
	}
	bits |= uint64(f)
	if f == FormatNOutOfM {
		bits |= structured[0]<<32 | structured[1]<<40
	}
	lt := LevelType(bits)
	if !lt.Valid() {
		return 0, p.ErrorAt(pos, "invalid level type: level format doesn't support the properties")
	}
	return lt, nil
}
