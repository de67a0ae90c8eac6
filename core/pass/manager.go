package pass

import (
	"fmt"
	"reflect"
	"strings"
)

// AnyOp is the anchor of an op-agnostic manager: `any(...)` in the textual
// form. It runs on every IsolatedFromAbove op its passes can run on.
const AnyOp = "any"

// Nesting says what Manager.Add does with a pass anchored on another op.
type Nesting uint8

const (
	// Explicit rejects such a pass (the textual pipeline's rule).
	Explicit Nesting = iota
	// Implicit nests it in a new manager on its anchor op, as mlir-opt does
	// for passes given as flags.
	Implicit
)

// Manager is a list of passes and nested managers anchored on one op kind
// (MLIR's OpPassManager).
type Manager struct {
	anchor  string
	items   []item
	nesting Nesting
	reg     *Registry
}

// item is a pipeline element: an *Instance or a nested *Manager.
type item interface{ isItem() }

func (*Instance) isItem() {}
func (*Manager) isItem()  {}

// Instance is one pass in a pipeline: a pass value with its options set.
type Instance struct {
	Info *Info
	Pass Pass
	sch  *schema
}

// New returns an empty manager anchored on anchor ("builtin.module",
// "func.func", AnyOp), using the Default registry.
func New(anchor string) *Manager { return &Manager{anchor: anchor, reg: Default} }

// NewIn is New with another registry.
func NewIn(r *Registry, anchor string) *Manager { return &Manager{anchor: anchor, reg: r} }

// Anchor returns the op name the manager runs on, or AnyOp.
func (m *Manager) Anchor() string { return m.anchor }

// SetNesting sets how Add treats passes anchored elsewhere.
func (m *Manager) SetNesting(n Nesting) { m.nesting = n }

// Len returns the number of top-level elements (passes and nested managers),
// the "N passes" of --dump-pass-pipeline.
func (m *Manager) Len() int { return len(m.items) }

// Empty reports whether the manager holds no passes.
func (m *Manager) Empty() bool { return len(m.items) == 0 }

// Nest appends a new manager anchored on anchor and returns it.
func (m *Manager) Nest(anchor string) *Manager {
	n := &Manager{anchor: anchor, nesting: m.nesting, reg: m.reg}
	m.items = append(m.items, n)
	return n
}

// NestAny is Nest(AnyOp).
func (m *Manager) NestAny() *Manager { return m.Nest(AnyOp) }

// Add appends a pass value. Its registration (found by its Go type) gives
// its name; an unregistered pass gets its type name. A pass anchored on a
// different op is nested implicitly or rejected, per the nesting mode.
func (m *Manager) Add(p Pass) error {
	info := m.reg.infoFor(p)
	if info == nil {
		t := reflect.TypeOf(p)
		for t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		info = &Info{Arg: t.Name()}
	}
	s, err := schemaOf(p)
	if err != nil {
		return err
	}
	return m.addInstance(&Instance{Info: info, Pass: p, sch: s})
}

// AddNamed instantiates the registered pass arg with the given option
// string ("max-iterations=3 top-down=false") and appends it.
func (m *Manager) AddNamed(arg, options string) error {
	info := m.reg.Lookup(arg)
	if info == nil {
		if pi := m.reg.LookupPipeline(arg); pi != nil {
			return m.addPipeline(pi, options)
		}
		msg := fmt.Sprintf("'%s' does not refer to a registered pass or pass pipeline", arg)
		if s := m.reg.Suggest(arg); s != "" {
			msg += fmt.Sprintf("; did you mean '%s'?", s)
		}
		return fmt.Errorf("%s", msg)
	}
	inst, err := instantiate(info, options)
	if err != nil {
		return err
	}
	return m.addInstance(inst)
}

func (m *Manager) addPipeline(pi *PipelineInfo, options string) error {
	var opts any
	if pi.Options != nil {
		opts = pi.Options()
		s, err := optionsSchema(opts)
		if err != nil {
			return err
		}
		if err := s.applyDefaults(opts); err != nil {
			return err
		}
		if err := s.parseOptions(opts, options); err != nil {
			return err
		}
	} else if strings.TrimSpace(options) != "" {
		return fmt.Errorf("pipeline '%s' takes no options", pi.Arg)
	}
	return pi.Build(m, opts)
}

// instantiate makes a pass from its registration and an option string.
func instantiate(info *Info, options string) (*Instance, error) {
	p := info.New()
	s, err := schemaOf(p)
	if err != nil {
		return nil, err
	}
	if err := s.applyDefaults(p); err != nil {
		return nil, err
	}
	if err := s.parseOptions(p, options); err != nil {
		return nil, err
	}
	return &Instance{Info: info, Pass: p, sch: s}, nil
}

func (m *Manager) addInstance(inst *Instance) error {
	a := inst.Info.Anchor
	if a != "" && a != m.anchor {
		if m.nesting == Implicit {
			return m.Nest(a).addInstance(inst)
		}
		return fmt.Errorf("Can't add pass '%s' restricted to '%s' on a PassManager intended to run on '%s', did you intend to nest?",
			inst.Info.DisplayName(), a, m.anchorName())
	}
	m.items = append(m.items, inst)
	return nil
}

func (m *Manager) anchorName() string {
	if m.anchor == AnyOp {
		return "any"
	}
	return m.anchor
}

// Options returns the pass's option string as MLIR prints it:
// "{opt=value ...}" with every option, sorted by name, or "" if it has none.
func (inst *Instance) Options() string {
	if inst.sch == nil || len(inst.sch.opts) == 0 {
		return ""
	}
	v := reflect.ValueOf(inst.Pass).Elem()
	parts := make([]string, len(inst.sch.opts))
	for i, o := range inst.sch.opts {
		parts[i] = o.format(v)
	}
	return "{" + strings.Join(parts, " ") + "}"
}

// String is the pass in pipeline syntax: "canonicalize{max-iterations=10 ...}".
func (inst *Instance) String() string { return inst.Info.Arg + inst.Options() }

// Statistics returns the pass's statistics with their current values.
func (inst *Instance) Statistics() []StatValue {
	if inst.sch == nil {
		return nil
	}
	v := reflect.ValueOf(inst.Pass).Elem()
	out := make([]StatValue, len(inst.sch.stats))
	for i, s := range inst.sch.stats {
		st := v.FieldByIndex(s.field).Addr().Interface().(*Statistic)
		out[i] = StatValue{Name: s.Name, Help: s.Help, Value: st.Value()}
	}
	return out
}

// StatValue is a statistic's name, description and value.
type StatValue struct {
	Name, Help string
	Value      int64
}

// String prints the pipeline on one line: "builtin.module(func.func(cse))".
func (m *Manager) String() string {
	var b strings.Builder
	m.print(&b, -1)
	return b.String()
}

// Inner prints the manager's elements without its anchor: "func.func(cse),symbol-dce".
func (m *Manager) Inner() string {
	var b strings.Builder
	for i, it := range m.items {
		if i > 0 {
			b.WriteByte(',')
		}
		printItem(&b, it, -1)
	}
	return b.String()
}

// Dump prints the pipeline the way mlir-opt's --dump-pass-pipeline does.
func (m *Manager) Dump() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Pass Manager with %d passes:\n", len(m.items))
	m.print(&b, 0)
	b.WriteString("\n\n")
	return b.String()
}

// print writes m; indent < 0 prints on one line, else pretty with two-space
// indentation per level as MLIR's printAsTextualPipeline(pretty=true).
func (m *Manager) print(b *strings.Builder, indent int) {
	b.WriteString(m.anchorName())
	b.WriteByte('(')
	if indent >= 0 {
		b.WriteByte('\n')
	}
	for i, it := range m.items {
		if i > 0 {
			b.WriteByte(',')
			if indent >= 0 {
				b.WriteByte('\n')
			}
		}
		if indent >= 0 {
			b.WriteString(strings.Repeat("  ", indent+1))
		}
		next := indent
		if indent >= 0 {
			next = indent + 1
		}
		printItem(b, it, next)
	}
	if indent >= 0 {
		b.WriteByte('\n')
		b.WriteString(strings.Repeat("  ", indent))
	}
	b.WriteByte(')')
}

func printItem(b *strings.Builder, it item, indent int) {
	switch it := it.(type) {
	case *Instance:
		b.WriteString(it.String())
	case *Manager:
		it.print(b, indent)
	}
}

// Passes returns the passes of m and its nested managers in pipeline order.
func (m *Manager) Passes() []*Instance {
	var out []*Instance
	for _, it := range m.items {
		switch it := it.(type) {
		case *Instance:
			out = append(out, it)
		case *Manager:
			out = append(out, it.Passes()...)
		}
	}
	return out
}
