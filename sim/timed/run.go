package timed

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/tonga"
	"ncc/neff"
	"ncc/sim"
	"ncc/sim/engine"
)

// Options tune a run.
type Options struct {
	// Target overrides the NEFF's (def.json "target"; trn1 when absent).
	Target *arch.Target
	// MaxSteps bounds the instructions and descriptors executed, so that
	// a program that does not terminate fails; 0 means 1<<26.
	MaxSteps int64
	// MaxNanos bounds the modeled time; 0 means no bound.
	MaxNanos float64
	// Races checks that the program is race free (see the package doc).
	Races bool
	// Trace records one Event per instruction and per descriptor.
	Trace bool
}

// Result is what a run produced and how long it took.
type Result struct {
	// Target is the target's name.
	Target string
	// Outputs are the output variables in var_id order.
	Outputs []sim.Buffer
	// ModeledNs is when the last engine halted and the last transfer
	// completed.
	ModeledNs float64
	// Engines are per-engine statistics.
	Engines [arch.NumEngines]EngineStats
	// DMA sums up the transfers; Queues has one entry per hardware queue.
	DMA    DMAStats
	Queues []QueueStats
	// Trace is every instruction and descriptor, in completion order
	// (Options.Trace).
	Trace []Event
}

// EngineStats is one engine's share of a run.
type EngineStats struct {
	BusyNs       float64 // time instructions occupied the engine
	Instructions int64   // instructions executed
}

// DMAStats sums up the DMA transfers of a run.
type DMAStats struct {
	Bytes       int64   // bytes moved
	BusyNs      float64 // time at least one queue was transferring
	Descriptors int64
}

// QueueStats is one hardware queue's share.
type QueueStats struct {
	BusyNs      float64
	Bytes       int64
	Descriptors int64
}

// Event is one instruction or descriptor on the timeline.
type Event struct {
	// Lane is the engine ("pe", ...) or the queue ("q0", ...).
	Lane       string
	Start, End float64 // ns
	// Name is the opcode (tonga.activate) or "dma"; Text the instruction
	// or the descriptor.
	Name, Text string
	// Index is the instruction's index in its stream, or the descriptor's
	// position in its engine's list.
	Index int
}

// Run executes f on inputs (the input variables in var_id order) and
// returns its outputs with the modeled time.
func Run(f *neff.File, inputs []sim.Buffer, o Options) (res *Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("internal error in the timed simulator: %v", r)
		}
	}()
	x, err := load(f, inputs, o)
	if err != nil {
		return nil, err
	}
	if err := x.run(); err != nil {
		return nil, err
	}
	outs, err := x.outputsOf()
	if err != nil {
		return nil, err
	}
	x.res.Outputs = outs
	return x.res, nil
}

// machine is the whole simulated core.
type machine struct {
	f        *neff.File
	t        *arch.Target
	ctx      *core.Context
	m        *engine.Machine
	opts     Options
	vars     map[string]*memVar
	sbuf     *memVar
	psum     *memVar
	outputs  []*memVar
	streams  [arch.NumEngines]*stream
	sets     []*actSet
	plans    [arch.NumEngines]map[int]*descPlan
	engs     [arch.NumEngines]*engState
	queues   []*queue
	sems     [tonga.NumSemaphores]int64
	events   [tonga.NumEvents]bool
	now      float64
	steps    int64
	maxSteps int64
	race     *raceState
	res      *Result
	dmaBuf   []byte
	castBuf  []byte
}

// engState is one engine's sequencer.
type engState struct {
	e      arch.Engine
	s      *stream
	pc     int
	busy   bool
	doneAt float64
	cur    *inst
	start  float64
	halted bool
	regs   [tonga.NumRegisters]int64
	// TensorE's loaded stationary operand.
	array      *engine.Alloc
	stationary *engine.AP
	// ScalarE's loaded function set, or -1.
	actSet int
	// trigger is set by a dma_trigger's exec and consumed when it
	// completes.
	trigger *triggerReq
	vc      vclock
}

type triggerReq struct {
	q, first, count int
	regs            [tonga.NumRegisters]int64 // the engine's registers when it triggered
}

// trigger is a dma_trigger whose descriptors are in flight: its signal
// applies when the last completes.
type trigger struct {
	in      *inst
	pending int
	vc      vclock
}

// queue is one hardware DMA queue.
type queue struct {
	n      int
	fifo   []*xfer
	active *xfer
	// landing are the transfers whose bytes have moved, waiting out the
	// fixed latency, in FIFO order (so they complete in order).
	landing []*xfer
	vc      vclock
	stats   QueueStats
}

// xfer is one descriptor on a queue.
type xfer struct {
	p       *descPlan
	trig    *trigger
	latency float64 // ns left of the descriptor's overhead
	left    float64 // effective bytes left
	start   float64
	doneAt  float64 // when it completes, once its bytes have moved
	// fromAdd and toAdd are the register offsets of a dynamic descriptor
	// (from_reg, to_reg), as they were when its trigger ran.
	fromAdd, toAdd int64
	vc             vclock
}

func (x *machine) run() error {
	x.res = &Result{Target: x.t.Name, Queues: make([]QueueStats, len(x.queues))}
	if x.opts.Races {
		x.race = newRace(x)
	}
	for e := range arch.NumEngines {
		s := &engState{e: e, s: x.streams[e], actSet: -1}
		if x.race != nil {
			s.vc = x.race.newVC()
		}
		if len(s.s.prog) == 0 {
			s.halted = true
		}
		x.engs[e] = s
	}
	for _, q := range x.queues {
		if x.race != nil {
			q.vc = x.race.newVC()
		}
	}
	for {
		// Start what can start: engines in order, then queue heads.
		for _, s := range x.engs {
			if s.busy || s.halted {
				continue
			}
			if err := x.start(s); err != nil {
				return err
			}
		}
		for _, q := range x.queues {
			if q.active == nil && len(q.fifo) > 0 {
				if err := x.startXfer(q); err != nil {
					return err
				}
			}
		}
		// The next completion.
		t := math.Inf(1)
		for _, s := range x.engs {
			if s.busy {
				t = min(t, s.doneAt)
			}
		}
		dmaDt := x.dmaNext()
		t = min(t, x.now+dmaDt)
		if math.IsInf(t, 1) {
			for _, s := range x.engs {
				if !s.halted {
					return x.deadlock()
				}
			}
			x.res.ModeledNs = x.now
			return nil
		}
		if x.opts.MaxNanos > 0 && t > x.opts.MaxNanos {
			return fmt.Errorf("the modeled time passed the limit of %g ns", x.opts.MaxNanos)
		}
		x.advanceDMA(t - x.now)
		x.now = t
		for _, s := range x.engs {
			if s.busy && s.doneAt <= t {
				if err := x.complete(s); err != nil {
					return err
				}
			}
		}
		for _, q := range x.queues {
			if a := q.active; a != nil && a.latency <= 0 && a.left <= 0 {
				// The queue is free; the transfer completes once its
				// latency has passed.
				a.doneAt = max(a.start+arch.DMAFixedNanos, x.now)
				q.landing = append(q.landing, a)
				q.active = nil
			}
			for len(q.landing) > 0 && q.landing[0].doneAt <= x.now {
				xf := q.landing[0]
				q.landing = q.landing[1:]
				if err := x.completeXfer(q, xf); err != nil {
					return err
				}
			}
		}
	}
}

// start starts engine s's next instruction if its wait holds.
func (x *machine) start(s *engState) error {
	if s.pc < 0 || s.pc >= len(s.s.prog) {
		return fmt.Errorf("%s ran past the end of its stream (%d instructions) without a tonga.halt", s.e, len(s.s.prog))
	}
	in := s.s.prog[s.pc]
	if in.wait != nil && !x.holds(in.wait) {
		return nil
	}
	x.steps++
	if x.steps > x.maxSteps {
		return fmt.Errorf("%s instruction %d (%s): the run passed the limit of %d steps", s.e, in.idx, in.text, x.maxSteps)
	}
	if x.race != nil {
		if in.wait != nil {
			x.race.acquire(s.vc, in.wait)
		}
		s.vc[int(s.e)]++
		x.race.label(int(s.e), uint32(in.idx))
	}
	if err := x.checkAPs(s, in); err != nil {
		return err
	}
	if x.race != nil {
		if err := x.race.instAccesses(s, in); err != nil {
			return err
		}
	}
	nxt, err := in.exec(x, s, in)
	if err != nil {
		var ee *engine.Error
		if errors.As(err, &ee) {
			return in.errorf("%s", ee.Msg)
		}
		return in.errorf("%v", err)
	}
	if nxt == next {
		nxt = s.pc + 1
	}
	ns := x.t.Nanos(s.e, x.t.Cycles(in.work))
	s.busy, s.cur, s.start, s.doneAt = true, in, x.now, x.now+ns
	s.pc = nxt
	st := &x.res.Engines[s.e]
	st.Instructions++
	st.BusyNs += ns
	if in.name == "tonga.halt" {
		s.pc = -1
	}
	return nil
}

// checkAPs checks that in's access patterns are in a declared state
// buffer and aligned once their registers are added.
func (x *machine) checkAPs(s *engState, in *inst) error {
	for _, aps := range [2][]tonga.AP{in.ins, in.outs} {
		for i := range aps {
			a := &aps[i]
			mv := x.sbuf
			if a.Memory == arch.PSUM {
				mv = x.psum
			}
			if mv == nil {
				return in.errorf("accesses %s, but def.json declares no %q state buffer", a.Memory, map[arch.Memory]string{arch.SBUF: SBUFVar, arch.PSUM: PSUMVar}[a.Memory])
			}
			if a.Reg != tonga.NoReg {
				addr := a.Addr + s.regs[a.Reg&15]
				if sz := int64(max(1, a.DType.Size())); addr < 0 || addr%sz != 0 {
					return in.errorf("address 0x%x + r%d (= %d) is %d: not an address of a %s element", a.Addr, a.Reg, s.regs[a.Reg&15], addr, a.DType)
				}
			}
		}
	}
	return nil
}

// complete ends engine s's current instruction.
func (x *machine) complete(s *engState) error {
	in := s.cur
	s.busy, s.cur = false, nil
	if x.opts.Trace {
		x.res.Trace = append(x.res.Trace, Event{Lane: s.e.String(), Start: s.start, End: x.now, Name: in.name, Text: in.text, Index: in.idx})
	}
	if in.name == "tonga.halt" {
		s.halted = true
	}
	if req := s.trigger; req != nil {
		s.trigger = nil
		tr := &trigger{in: in, pending: req.count}
		if x.race != nil {
			tr.vc = x.race.copyVC(s.vc)
		}
		q := x.queues[req.q]
		for i := req.first; i < req.first+req.count; i++ {
			p, err := x.plan(s.e, i)
			if err != nil {
				return in.errorf("%v", err)
			}
			xf := &xfer{p: p, trig: tr, latency: arch.DMADescriptorNanos, left: float64(p.eff)}
			if r := p.d.Desc.FromReg; r != nil {
				xf.fromAdd = req.regs[*r&15]
			}
			if r := p.d.Desc.ToReg; r != nil {
				xf.toAdd = req.regs[*r&15]
			}
			if x.race != nil {
				xf.vc = tr.vc
			}
			q.fifo = append(q.fifo, xf)
		}
		if in.update != nil {
			if err := x.update(in.update, s.vc, in); err != nil {
				return err
			}
		}
		return nil // its signal waits for the transfers
	}
	for _, sig := range [2]*tonga.SignalAttr{in.update, in.signal} {
		if sig != nil {
			if err := x.update(sig, s.vc, in); err != nil {
				return err
			}
		}
	}
	return nil
}

// holds reports whether a wait is satisfied now.
func (x *machine) holds(w *tonga.WaitAttr) bool {
	switch w.Kind {
	case tonga.WaitEventSet:
		return x.events[w.Index&255]
	case tonga.WaitEventClear:
		return !x.events[w.Index&255]
	case tonga.WaitNone:
		return true
	}
	return w.Kind.Compare().Holds(x.sems[w.Index&255], w.Value)
}

// update applies a signal; by names the instruction or descriptor for
// errors.
func (x *machine) update(sig *tonga.SignalAttr, vc vclock, by any) error {
	i := sig.Index & 255
	fail := func(msg string) error {
		if in, ok := by.(*inst); ok {
			return in.errorf("%s", msg)
		}
		return fmt.Errorf("%v: %s", by, msg)
	}
	if sig.Kind.OnEvent() {
		x.events[i] = sig.Kind == tonga.SignalEventSet
		if x.race != nil {
			x.race.releaseEvent(i, vc)
		}
		return nil
	}
	v := x.sems[i]
	switch sig.Kind {
	case tonga.SignalInc:
		v++
	case tonga.SignalDec:
		v--
	case tonga.SignalAdd:
		v += sig.Value
	case tonga.SignalSub:
		v -= sig.Value
	case tonga.SignalWrite:
		v = sig.Value
	}
	if v < 0 || v > tonga.MaxSyncValue {
		return fail(fmt.Sprintf("signal %s takes semaphore S[%d] from %d out of its 16-bit range", sig, i, x.sems[i]))
	}
	x.sems[i] = v
	if x.race != nil {
		x.race.releaseSem(i, sig, vc)
	}
	return nil
}

// deadlock describes why no engine can go on.
func (x *machine) deadlock() error {
	var b strings.Builder
	fmt.Fprintf(&b, "deadlock at %.1f ns: no engine can go on and not all have halted", x.now)
	for _, s := range x.engs {
		if s.halted {
			continue
		}
		in := s.s.prog[s.pc]
		w := in.wait
		fmt.Fprintf(&b, "\n  %s instruction %d (%s) waits for %s", s.e, in.idx, in.text, w)
		if w.Kind.OnEvent() {
			state := "clear"
			if x.events[w.Index&255] {
				state = "set"
			}
			fmt.Fprintf(&b, ": E[%d] is %s", w.Index, state)
		} else {
			fmt.Fprintf(&b, ": S[%d] is %d", w.Index, x.sems[w.Index&255])
		}
	}
	return errors.New(b.String())
}

// DMA: each queue runs its head descriptor: first its fixed latency, then
// its bytes at the queue's rate, the HBM-bound ones sharing the HBM
// bandwidth equally when they would exceed it.

// rates returns the bytes/ns of each transferring queue's head.
func (x *machine) rate(xf *xfer, nHBM int) float64 {
	r := x.t.DMABytesPerSec / 1e9
	if xf.p.hbm && nHBM > 0 {
		if share := x.t.HBMBytesPerSec / 1e9 / float64(nHBM); share < r {
			r = share
		}
	}
	return r
}

func (x *machine) hbmCount() int {
	n := 0
	for _, q := range x.queues {
		if a := q.active; a != nil && a.latency <= 0 && a.p.hbm {
			n++
		}
	}
	return n
}

// dmaNext returns the time until the next DMA phase change (+Inf: none).
func (x *machine) dmaNext() float64 {
	dt := math.Inf(1)
	nHBM := x.hbmCount()
	for _, q := range x.queues {
		a := q.active
		if a == nil {
			continue
		}
		if a.latency > 0 {
			dt = min(dt, a.latency)
		} else {
			dt = min(dt, a.left/x.rate(a, nHBM))
		}
	}
	for _, q := range x.queues {
		if len(q.landing) > 0 {
			dt = min(dt, max(0, q.landing[0].doneAt-x.now))
		}
	}
	return dt
}

// advanceDMA moves every active transfer dt ns forward; a phase that
// ends within dt (up to rounding) ends exactly. Rounding includes the
// resolution of the clock: late in a long run, a phase with a few
// picoseconds left may end at a time x.now cannot tell from itself, and
// must end now or time would stop.
func (x *machine) advanceDMA(dt float64) {
	nHBM := x.hbmCount()
	any := false
	t := x.now + dt
	eps := 1e-9 + 4*(math.Nextafter(t, math.Inf(1))-t)
	for _, q := range x.queues {
		a := q.active
		if a == nil {
			continue
		}
		any = true
		q.stats.BusyNs += dt
		if a.latency > 0 {
			a.latency -= dt
			if a.latency <= eps*max(1, dt) {
				a.latency = 0
			}
			continue
		}
		r := x.rate(a, nHBM)
		if a.left/r <= dt*(1+eps)+eps {
			a.left = 0
		} else {
			a.left -= r * dt
		}
	}
	if any {
		x.res.DMA.BusyNs += dt
	}
}

func (x *machine) startXfer(q *queue) error {
	xf := q.fifo[0]
	q.fifo = q.fifo[1:]
	x.steps++
	if x.steps > x.maxSteps {
		return fmt.Errorf("%s: the run passed the limit of %d steps", xf.p.label, x.maxSteps)
	}
	q.active, xf.start = xf, x.now
	if x.race != nil {
		x.race.join(q.vc, xf.vc)
		ag := x.race.queueAgent(q.n)
		q.vc[ag]++
		x.race.label(ag, uint32(xf.p.e)<<24|uint32(xf.p.pos))
		xf.vc = x.race.copyVC(q.vc)
	}
	return nil
}

func (x *machine) completeXfer(q *queue, xf *xfer) error {
	p := xf.p
	var acc func(mv *memVar, off, n int64, write bool) error
	if x.race != nil {
		acc = x.race.dmaAccess(q.n, xf.vc, p)
	}
	if err := x.move(p, xf.fromAdd, xf.toAdd, acc); err != nil {
		return err
	}
	q.stats.Bytes += p.bytes
	q.stats.Descriptors++
	x.res.DMA.Bytes += p.bytes
	x.res.DMA.Descriptors++
	x.res.Queues[q.n] = q.stats
	if x.opts.Trace {
		x.res.Trace = append(x.res.Trace, Event{Lane: fmt.Sprintf("q%d", q.n), Start: xf.start, End: x.now, Name: "dma",
			Text: fmt.Sprintf("%s, %d bytes", p.label, p.bytes), Index: p.pos})
	}
	label := p.label
	if p.d.Semaphore != nil {
		sig := &tonga.SignalAttr{Kind: tonga.SignalInc, Index: *p.d.Semaphore}
		if *p.d.Semaphore > 255 {
			return fmt.Errorf("%s: semaphore %d does not exist (0 to 255)", label, *p.d.Semaphore)
		}
		if err := x.update(sig, xf.vc, label); err != nil {
			return err
		}
	}
	if p.d.Event != nil {
		if *p.d.Event > 255 {
			return fmt.Errorf("%s: event %d does not exist (0 to 255)", label, *p.d.Event)
		}
		if err := x.update(&tonga.SignalAttr{Kind: tonga.SignalEventSet, Index: *p.d.Event}, xf.vc, label); err != nil {
			return err
		}
	}
	tr := xf.trig
	if x.race != nil {
		x.race.join(tr.vc, xf.vc)
	}
	tr.pending--
	if tr.pending == 0 && tr.in.signal != nil {
		if err := x.update(tr.in.signal, tr.vc, tr.in); err != nil {
			return err
		}
	}
	return nil
}
