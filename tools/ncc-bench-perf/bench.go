package main

import (
	"fmt"
	"slices"
	"sync"
	"time"

	"ncc/arch"
	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/dialects/stablehlo"
	"ncc/interp"
	"ncc/lower"
	"ncc/neff"
	"ncc/sim"
	"ncc/sim/timed"
)

// options are how a program is compiled and run.
type options struct {
	target   *arch.Target
	autoCast string // ncc compile's --auto-cast
	seed     uint64 // ncc run's --random-inputs
}

// compiled is one program taken down to a NEFF, as `ncc compile` does.
type compiled struct {
	neff   []byte
	flops  float64 // of the dot_generals, counted on the StableHLO
	stages []stageTime
	total  time.Duration // parse to NEFF bytes
	// failed is the stage that failed ("" when the compile succeeded);
	// stages then holds those before it.
	failed string
}

// stageTime is the wall time of one stage of the compile (parse, the
// lower.Stages, neff) and of its passes.
type stageTime struct {
	name   string
	d      time.Duration
	passes []passTime
}

type passTime struct {
	name string
	d    time.Duration
}

// passTimer records the wall time of each pass run on the module itself.
type passTimer struct {
	pass.BaseInstrumentation
	top   *core.Operation
	mu    sync.Mutex
	start time.Time
	got   []passTime
}

func (p *passTimer) BeforePass(st *pass.State) {
	if st.Op() == p.top {
		p.mu.Lock()
		p.start = time.Now()
		p.mu.Unlock()
	}
}

func (p *passTimer) AfterPass(st *pass.State, _ error) {
	if st.Op() == p.top {
		p.mu.Lock()
		p.got = append(p.got, passTime{st.Pass().Info.Arg, time.Since(p.start)})
		p.mu.Unlock()
	}
}

func (p *passTimer) take() []passTime {
	p.mu.Lock()
	defer p.mu.Unlock()
	got := p.got
	p.got = nil
	return got
}

// compile parses text and takes it stablehlo → penguin → bir → tonga →
// NEFF bytes with the pipelines `ncc compile` runs (lower.Descend, then
// neff.FromTonga and neff.Marshal).
func compile(name, text string, o options) (*compiled, error) {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	var diags []*core.Diagnostic
	pop := ctx.PushDiagHandler(func(d *core.Diagnostic) { diags = append(diags, d) })
	defer pop()
	c := &compiled{}
	stage := "parse+verify"
	fail := func(err error) (*compiled, error) {
		if len(diags) > 0 {
			err = fmt.Errorf("%w: %s", err, diags[0].Msg)
		}
		c.failed = stage
		return c, fmt.Errorf("%s: %s: %w", name, stage, err)
	}
	start := time.Now()
	blk, err := asm.Parse(ctx, []byte(text), asm.ParseOptions{Filename: name + ".mlir"})
	if err != nil {
		return fail(err)
	}
	top := builtin.WrapInModule(ctx, blk)
	if err := core.Verify(top); err != nil {
		return fail(err)
	}
	c.stages = append(c.stages, stageTime{name: "parse+verify", d: time.Since(start)})
	c.flops = dotFLOPs(top)

	timer := &passTimer{top: top}
	cfg := &pass.Config{Instrumentations: []pass.Instrumentation{timer}}
	lo := lower.Options{Target: o.target, AutoCast: o.autoCast}
	stages, _ := lower.StagePipelines(lower.Tonga, lo)
	stage = string(stages[0])
	err = lower.DescendWith(top, "", lower.Tonga, lo, cfg, func(st lower.Stage, d time.Duration) error {
		c.stages = append(c.stages, stageTime{name: string(st), d: d, passes: timer.take()})
		if n := len(c.stages) - 1; n < len(stages) {
			stage = string(stages[n])
		} else {
			stage = "neff"
		}
		return nil
	})
	if err != nil {
		return fail(err)
	}
	stage = "neff"
	nstart := time.Now()
	f, err := neff.FromTonga(top, name)
	if err != nil {
		return fail(err)
	}
	if c.neff, err = neff.Marshal(f); err != nil {
		return fail(err)
	}
	c.stages = append(c.stages, stageTime{name: "neff", d: time.Since(nstart)})
	c.total = time.Since(start)
	return c, nil
}

// dotFLOPs counts 2·(result elements)·(contracted elements) for every
// stablehlo.dot_general and stablehlo.dot in the module.
func dotFLOPs(top *core.Operation) float64 {
	var flops float64
	top.WalkAll(func(op *core.Operation) {
		var contract []int64
		switch op.Name() {
		case "stablehlo.dot_general":
			dn, ok := op.Attr("dot_dimension_numbers").(*stablehlo.DotDims)
			if !ok {
				return
			}
			contract = dn.LhsContracting
		case "stablehlo.dot":
			lt, ok := op.Operand(0).Type().(*core.TensorType)
			if !ok {
				return
			}
			contract = []int64{int64(len(lt.Dims) - 1)}
		default:
			return
		}
		lt, ok1 := op.Operand(0).Type().(*core.TensorType)
		rt, ok2 := op.Result(0).Type().(*core.TensorType)
		if !ok1 || !ok2 {
			return
		}
		n := 2.0
		for _, d := range rt.Dims {
			n *= float64(d)
		}
		for _, d := range contract {
			n *= float64(lt.Dims[d])
		}
		flops += n
	})
	return flops
}

// measurement is one program compiled and run on the timed simulator,
// with its roofline.
type measurement struct {
	prog      program
	c         *compiled
	res       *timed.Result
	bytesIn   int64
	bytesOut  int64
	peNs      float64 // flops / PEPeakFLOPS
	hbmNs     float64 // (bytesIn + bytesOut) / HBMBytesPerSec
	boundNs   float64 // max(peNs, hbmNs)
	bottle    string  // the busiest engine, or "dma"
	bottleUse float64 // its busy time / modeled time
	err       error   // why the program did not compile or run
}

// percent is the share of the roofline the modeled time reaches: bound /
// modeled.
func (m *measurement) percent() float64 { return 100 * m.boundNs / m.res.ModeledNs }

// measure compiles p, runs the NEFF (read back from its bytes, as `ncc
// run model.neff` does) on random inputs and computes its roofline.
func measure(p program, o options) (*measurement, error) {
	c, err := compile(p.name, p.text, o)
	if err != nil {
		return &measurement{prog: p, c: c, err: err}, err
	}
	fail := func(err error) (*measurement, error) { return &measurement{prog: p, c: c, err: err}, err }
	f, err := neff.Read(c.neff)
	if err != nil {
		return fail(fmt.Errorf("%s: reading the NEFF back: %w", p.name, err))
	}
	ins, err := randomInputs(f, o.seed)
	if err != nil {
		return fail(fmt.Errorf("%s: %w", p.name, err))
	}
	res, err := timed.Run(f, ins, timed.Options{Target: o.target})
	if err != nil {
		return fail(fmt.Errorf("%s: %w", p.name, err))
	}
	m := &measurement{prog: p, c: c, res: res}
	for _, v := range f.Def.Vars {
		switch v.Type {
		case neff.VarInput:
			m.bytesIn += v.Size
		case neff.VarOutput:
			m.bytesOut += v.Size
		}
	}
	m.peNs = c.flops / o.target.PEPeakFLOPS * 1e9
	m.hbmNs = float64(m.bytesIn+m.bytesOut) / o.target.HBMBytesPerSec * 1e9
	m.boundNs = max(m.peNs, m.hbmNs)
	m.bottle, m.bottleUse = "dma", res.DMA.BusyNs/res.ModeledNs
	for e := range arch.NumEngines {
		if u := res.Engines[e].BusyNs / res.ModeledNs; u > m.bottleUse {
			m.bottle, m.bottleUse = e.String(), u
		}
	}
	return m, nil
}

// randomInputs makes the NEFF's input variables as `ncc run
// --random-inputs SEED` does: floats uniform in [-1, 1) rounded to the
// type, signed integers in [-8, 8), unsigned in [0, 16).
func randomInputs(f *neff.File, seed uint64) ([]sim.Buffer, error) {
	var vars []*neff.Var
	for i := range f.Def.Vars {
		if f.Def.Vars[i].Type == neff.VarInput {
			vars = append(vars, &f.Def.Vars[i])
		}
	}
	slices.SortStableFunc(vars, func(a, b *neff.Var) int { return a.ID - b.ID })
	rng := interp.NewRand(seed)
	out := make([]sim.Buffer, len(vars))
	for i, v := range vars {
		dt, ok := timed.DType(v.DType)
		if !ok {
			return nil, fmt.Errorf("input %d (var %q): dtype %q cannot be simulated", i, v.Name, v.DType)
		}
		n := int(v.Size) / dt.Size()
		vals := make([]float32, n)
		for j := range vals {
			switch {
			case dt.IsFloat():
				vals[j] = float32(rng.Float64()*2 - 1)
			case dt.Int().Signed:
				vals[j] = float32(rng.IntN(16) - 8)
			default:
				vals[j] = float32(rng.IntN(16))
			}
		}
		data := make([]byte, n*dt.Size())
		dt.Store(data, vals)
		out[i] = sim.Buffer{Shape: slices.Clone(v.Shape), DType: dt, Data: data}
	}
	return out, nil
}
