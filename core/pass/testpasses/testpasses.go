// Package testpasses registers small passes that the pass manager's lit
// tests need (mlir-opt's test-* passes play the same part): passes that
// fail, panic, tag ops, emit remarks, count ops and echo their options.
// Tools link them in with a blank import.
package testpasses

import (
	"fmt"
	"strings"

	"ncc/core"
	"ncc/core/pass"
)

func init() {
	pass.Register(pass.Info{Arg: "test-fail", Name: "TestFail",
		Summary: "Test pass that fails on ops (optionally only on the symbol `on`)",
		New:     func() pass.Pass { return &Fail{} }})
	pass.Register(pass.Info{Arg: "test-panic", Name: "TestPanic",
		Summary: "Test pass that panics on ops (optionally only on the symbol `on`)",
		New:     func() pass.Pass { return &Panic{} }})
	pass.Register(pass.Info{Arg: "test-tag", Name: "TestTag",
		Summary: "Test pass that sets a unit attribute on the ops it runs on",
		New:     func() pass.Pass { return &Tag{} }})
	pass.Register(pass.Info{Arg: "test-remark", Name: "TestRemark",
		Summary: "Test pass that emits a remark naming each op it runs on",
		New:     func() pass.Pass { return &Remark{} }})
	pass.Register(pass.Info{Arg: "test-count-ops", Name: "TestCountOps",
		Summary: "Test pass that counts nested ops in statistics, through an analysis",
		New:     func() pass.Pass { return &CountOps{} }})
	pass.Register(pass.Info{Arg: "test-options", Name: "TestOptions",
		Summary: "Test pass with an option of every kind; prints them",
		New:     func() pass.Pass { return &Options{} }})
	pass.Register(pass.Info{Arg: "test-func-tag", Name: "TestFuncTag", Anchor: "func.func",
		Summary: "Test pass anchored on func.func that tags functions",
		New:     func() pass.Pass { return &FuncTag{} }})
	pass.RegisterPipeline(pass.PipelineInfo{Arg: "test-pipeline",
		Summary: "Test pipeline: test-tag then test-remark on every function",
		Options: func() any { return &PipelineOptions{} },
		Build: func(m *pass.Manager, o any) error {
			opts := o.(*PipelineOptions)
			return m.ParseInto(fmt.Sprintf("func.func(test-tag{attr=%s},test-remark)", opts.Attr))
		}})
}

// PipelineOptions are test-pipeline's options.
type PipelineOptions struct {
	Attr string `opt:"attr" default:"test.tagged" help:"the attribute test-tag sets"`
}

func symName(op *core.Operation) string {
	if s, ok := op.Attr("sym_name").(*core.StringAttr); ok {
		return s.Value
	}
	return ""
}

// selected says whether a pass restricted to symbol `on` applies to op.
func selected(on string, op *core.Operation) bool { return on == "" || symName(op) == on }

// Fail fails with an error at the op.
type Fail struct {
	On      string `opt:"on" help:"only fail on the op with this symbol name"`
	Message string `opt:"message" default:"test-fail failed as requested" help:"the error message"`
}

func (p *Fail) Run(op *core.Operation, st *pass.State) error {
	if !selected(p.On, op) {
		return nil
	}
	return op.Errorf("%s", p.Message)
}

// Panic panics, to test the pass manager's crash handling.
type Panic struct {
	On string `opt:"on" help:"only panic on the op with this symbol name"`
}

func (p *Panic) Run(op *core.Operation, st *pass.State) error {
	if selected(p.On, op) {
		panic("test-panic: deliberate panic")
	}
	return nil
}

// Tag sets a unit attribute, changing the IR.
type Tag struct {
	Attr string `opt:"attr" default:"test.tagged" help:"the attribute to set"`
	On   string `opt:"on" help:"only tag the op with this symbol name"`
}

func (p *Tag) Run(op *core.Operation, st *pass.State) error {
	if selected(p.On, op) {
		op.SetAttr(p.Attr, core.Unit(op.Context()))
	}
	return nil
}

// FuncTag is Tag anchored on func.func, with its own default attribute.
type FuncTag struct {
	Attr string `opt:"attr" default:"test.func_tag" help:"the attribute to set"`
}

func (p *FuncTag) Run(op *core.Operation, st *pass.State) error {
	op.SetAttr(p.Attr, core.Unit(op.Context()))
	return nil
}

// Remark emits a remark at each op it runs on.
type Remark struct{}

func (*Remark) Run(op *core.Operation, st *pass.State) error {
	msg := "visited '" + op.Name() + "'"
	if s := symName(op); s != "" {
		msg += " @" + s
	}
	st.Emit(&core.Diagnostic{Severity: core.SevRemark, Loc: op.Loc(), Msg: msg})
	st.PreserveAll()
	return nil
}

// OpCount is the analysis test-count-ops uses: the number of ops nested in
// an op, by name.
type OpCount struct {
	Total  int
	ByName map[string]int
}

// NewOpCount counts the ops nested in op (not op itself).
func NewOpCount(op *core.Operation) *OpCount {
	c := &OpCount{ByName: map[string]int{}}
	op.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		if o != op {
			c.Total++
			c.ByName[o.Name()]++
		}
		return core.Advance
	})
	return c
}

// CountOps records op counts in statistics; it preserves every analysis.
type CountOps struct {
	Ops    pass.Statistic `stat:"num-ops" help:"Number of nested operations"`
	Visits pass.Statistic `stat:"num-visits" help:"Number of operations the pass ran on"`
}

func (p *CountOps) Run(op *core.Operation, st *pass.State) error {
	c := pass.Get(st.Analyses(), NewOpCount)
	p.Ops.Add(int64(c.Total))
	p.Visits.Inc()
	st.PreserveAll()
	return nil
}

// Options has one option of every kind and prints their values.
type Options struct {
	Flag   bool     `opt:"flag" help:"a bool"`
	Int    int      `opt:"int" default:"-1" help:"an int"`
	Uint   uint64   `opt:"uint" default:"4294967295" help:"an unsigned"`
	Str    string   `opt:"str" help:"a string"`
	List   []string `opt:"list" help:"a list of strings"`
	Ints   []int64  `opt:"ints" help:"a list of integers"`
	Mode   int      `opt:"mode" default:"normal" enum:"disabled,normal,aggressive" help:"an enum"`
	Number float64  `opt:"number" default:"0.5" help:"a number"`
}

func (p *Options) Run(op *core.Operation, st *pass.State) error {
	fmt.Fprintf(st.Output(), "test-options on '%s': flag=%t int=%d uint=%d str=%q list=[%s] ints=%v mode=%d number=%g\n",
		op.Name(), p.Flag, p.Int, p.Uint, p.Str, strings.Join(p.List, "|"), p.Ints, p.Mode, p.Number)
	st.PreserveAll()
	return nil
}
