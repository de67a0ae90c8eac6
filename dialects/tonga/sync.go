package tonga

import (
	"fmt"

	"ncc/core"
)

// Synchronization. Every instruction may wait, before it starts, until a
// semaphore compares with a value or an event is set or clear, and may
// update a semaphore or an event when it completes. The update kinds are
// those the Neuron profiler shows (sem_inc, sem_dec, sem_add_imm,
// sem_sub_imm, sem_wr_imm, evt_set, evt_clr: SDK
// tools/neuron-explorer/profile-schema-reference.rst), the wait the
// `S[45] >= 16` conditions it shows. How many semaphores and events a
// core has is not public: ours has NumSemaphores and NumEvents, values of
// 16 bits.

// Our design's limits (docs/tonga-isa.md).
const (
	NumSemaphores = 256   // S[0] to S[255]
	NumEvents     = 256   // E[0] to E[255]
	NumRegisters  = 16    // r0 to r15, 32 bits, one set per engine's sequencer
	MaxSyncValue  = 65535 // semaphore values and immediates are 16 bits
)

// WaitKind is what a wait waits for.
type WaitKind uint8

const (
	WaitNone       WaitKind = iota
	WaitEQ                  // S[i] == value
	WaitNE                  // S[i] != value
	WaitGE                  // S[i] >= value
	WaitGT                  // S[i] > value
	WaitLE                  // S[i] <= value
	WaitLT                  // S[i] < value
	WaitEventSet            // E[i] is set
	WaitEventClear          // E[i] is clear
	numWaitKinds
)

var waitKeywords = [numWaitKinds]string{"", "eq", "ne", "ge", "gt", "le", "lt", "set", "clear"}

// OnEvent reports whether the wait is on an event rather than a semaphore.
func (k WaitKind) OnEvent() bool { return k == WaitEventSet || k == WaitEventClear }

func (k WaitKind) String() string {
	if k < numWaitKinds && k != WaitNone {
		return waitKeywords[k]
	}
	return fmt.Sprintf("wait(%d)", uint8(k))
}

// Compare returns the comparison of a semaphore wait.
func (k WaitKind) Compare() Compare { return Compare(k - WaitEQ) }

// WaitAttr is #tonga.wait<...>, an instruction's wait: `S[3] ge 16`,
// `E[2] set`, `E[2] clear`.
type WaitAttr struct {
	Kind  WaitKind
	Index int   // semaphore or event
	Value int64 // semaphore waits only
}

func (a *WaitAttr) Key() string { return "tonga.wait<" + a.String() + ">" }

func (a *WaitAttr) String() string {
	if a.Kind.OnEvent() {
		return fmt.Sprintf("E[%d] %s", a.Index, a.Kind)
	}
	return fmt.Sprintf("S[%d] %s %d", a.Index, a.Kind, a.Value)
}

// Wait returns the uniqued wait attribute.
func Wait(c *core.Context, k WaitKind, index int, value int64) *WaitAttr {
	return core.InternAttr(c, &WaitAttr{Kind: k, Index: index, Value: value})
}

// SignalKind is how an instruction updates a semaphore or an event when it
// completes.
type SignalKind uint8

const (
	SignalNone       SignalKind = iota
	SignalInc                   // sem_inc: S[i] += 1
	SignalDec                   // sem_dec: S[i] -= 1
	SignalAdd                   // sem_add_imm: S[i] += value
	SignalSub                   // sem_sub_imm: S[i] -= value
	SignalWrite                 // sem_wr_imm: S[i] = value
	SignalEventSet              // evt_set: E[i] = 1
	SignalEventClear            // evt_clr: E[i] = 0
	numSignalKinds
)

var signalKeywords = [numSignalKinds]string{"", "inc", "dec", "add", "sub", "write", "set", "clear"}

// OnEvent reports whether the update is to an event.
func (k SignalKind) OnEvent() bool { return k == SignalEventSet || k == SignalEventClear }

// HasValue reports whether the update takes an immediate.
func (k SignalKind) HasValue() bool { return k == SignalAdd || k == SignalSub || k == SignalWrite }

func (k SignalKind) String() string {
	if k < numSignalKinds && k != SignalNone {
		return signalKeywords[k]
	}
	return fmt.Sprintf("signal(%d)", uint8(k))
}

// SignalAttr is #tonga.signal<...>, a semaphore or event update: `S[4]
// inc`, `S[4] add 3`, `S[4] write 0`, `E[2] set`.
type SignalAttr struct {
	Kind  SignalKind
	Index int
	Value int64 // add, sub and write only
}

func (a *SignalAttr) Key() string { return "tonga.signal<" + a.String() + ">" }

func (a *SignalAttr) String() string {
	r := "S"
	if a.Kind.OnEvent() {
		r = "E"
	}
	s := fmt.Sprintf("%s[%d] %s", r, a.Index, a.Kind)
	if a.Kind.HasValue() {
		s += fmt.Sprintf(" %d", a.Value)
	}
	return s
}

// Signal returns the uniqued signal attribute.
func Signal(c *core.Context, k SignalKind, index int, value int64) *SignalAttr {
	return core.InternAttr(c, &SignalAttr{Kind: k, Index: index, Value: value})
}

// parseIndexed parses `S[3]` or `E[3]` and says which.
func parseIndexed(p core.DialectParser) (event bool, index int, err error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return false, 0, err
	}
	if kw != "S" && kw != "E" {
		return false, 0, p.ErrorAt(pos, "expected a semaphore S[i] or an event E[i], not %q", kw)
	}
	if err := p.ParsePunct("["); err != nil {
		return false, 0, err
	}
	pos = p.Pos()
	n, err := p.ParseInteger()
	if err != nil {
		return false, 0, err
	}
	if n < 0 || n > 1<<20 {
		return false, 0, p.ErrorAt(pos, "index %d out of range", n)
	}
	return kw == "E", int(n), p.ParsePunct("]")
}

func parseWait(p core.DialectParser) (*WaitAttr, error) {
	event, index, err := parseIndexed(p)
	if err != nil {
		return nil, err
	}
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	for k := WaitEQ; k < numWaitKinds; k++ {
		if waitKeywords[k] != kw || k.OnEvent() != event {
			continue
		}
		var v int64
		if !event {
			if v, err = p.ParseInteger(); err != nil {
				return nil, err
			}
		}
		return Wait(p.Context(), k, index, v), nil
	}
	if event {
		return nil, p.ErrorAt(pos, "an event wait is `set` or `clear`, not %q", kw)
	}
	return nil, p.ErrorAt(pos, "a semaphore wait compares with eq, ne, ge, gt, le or lt, not %q", kw)
}

func parseSignal(p core.DialectParser) (*SignalAttr, error) {
	event, index, err := parseIndexed(p)
	if err != nil {
		return nil, err
	}
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	for k := SignalInc; k < numSignalKinds; k++ {
		if signalKeywords[k] != kw || k.OnEvent() != event {
			continue
		}
		var v int64
		if k.HasValue() {
			if v, err = p.ParseInteger(); err != nil {
				return nil, err
			}
		}
		return Signal(p.Context(), k, index, v), nil
	}
	if event {
		return nil, p.ErrorAt(pos, "an event update is `set` or `clear`, not %q", kw)
	}
	return nil, p.ErrorAt(pos, "a semaphore update is inc, dec, add, sub or write, not %q", kw)
}

// The op-syntax forms of the wait and signal attributes: the bare text.
var (
	waitConstraint = core.AttrConstraint{
		Summary: "tonga wait condition",
		Check:   func(a core.Attribute) bool { _, ok := a.(*WaitAttr); return ok },
		Parse: func(p core.OpParser, _ core.Type, _ bool) (core.Attribute, error) {
			return parseWait(p)
		},
		Print: func(p core.OpPrinter, a core.Attribute) { p.WriteString(a.(*WaitAttr).String()) },
	}
	signalConstraint = core.AttrConstraint{
		Summary: "tonga semaphore or event update",
		Check:   func(a core.Attribute) bool { _, ok := a.(*SignalAttr); return ok },
		Parse: func(p core.OpParser, _ core.Type, _ bool) (core.Attribute, error) {
			return parseSignal(p)
		},
		Print: func(p core.OpPrinter, a core.Attribute) { p.WriteString(a.(*SignalAttr).String()) },
	}
)

// WaitOf returns op's wait, or nil.
func WaitOf(op *core.Operation) *WaitAttr { w, _ := op.Attr("wait").(*WaitAttr); return w }

// SignalOf returns op's signal (the update when it completes), or nil.
func SignalOf(op *core.Operation) *SignalAttr { s, _ := op.Attr("signal").(*SignalAttr); return s }
