package tonga

import (
	"fmt"
	"strings"

	"ncc/arch"
	"ncc/core"
)

// The verifier checks tonga against the program's arch.Target (TargetOf):
// each instruction on one of its engines and in that engine's stream, its
// access patterns inside SBUF or PSUM and within the target's access rules
// (start partition, dimensions, free size, dtypes per engine), every field
// within the range its encoding holds (docs/tonga-isa.md), each opcode's
// operand shapes (verify_ops.go), and branch targets on instructions of
// their stream. Messages name the access pattern (ins[1]) or the field.

// The ranges of the encoding's fields (docs/tonga-isa.md).
const (
	MaxAddr      = 1<<20 - 1 // 20-bit byte address within a partition
	MaxStep      = 1<<19 - 1 // 20-bit signed step, in elements
	MinStep      = -1 << 19
	MaxPairNum   = 1 << 16 // 16-bit num - 1
	MaxDims      = 4       // (step, num) pairs of an access pattern
	MaxPartition = 128     // 7-bit start and count - 1
)

// instVerifier holds what the checks of one instruction share.
type instVerifier struct {
	op        *core.Operation
	t         *arch.Target
	engine    arch.Engine
	ins, outs []AP
}

func (v *instVerifier) errorf(format string, args ...any) error {
	return v.op.Errorf(format, args...)
}

// verifyInst is the Verify hook of every instruction.
func verifyInst(op *core.Operation) error {
	info := infos[op.Name()]
	v := &instVerifier{op: op, ins: InsOf(op), outs: OutsOf(op)}
	var err error
	if v.t, err = TargetOf(op); err != nil {
		return op.Errorf("%v", err)
	}
	e := EnumValue(op, "engine")
	v.engine = arch.Engine(e)
	allowed := false
	for _, a := range info.Engines {
		allowed = allowed || int64(a) == e
	}
	if !allowed {
		names := make([]string, len(info.Engines))
		for i, a := range info.Engines {
			names[i] = a.String()
		}
		return op.Errorf("runs on %s, not on %s", strings.Join(names, " or "), v.engine)
	}
	if s := op.ParentOp(); s != nil && s.Name() == opStream && EnumValue(s, "engine") != e {
		return op.Errorf("runs on %s but is in the %s stream", v.engine, Engine(s))
	}
	if err := v.counts(info.Ins, info.Outs); err != nil {
		return err
	}
	for i, ap := range v.ins {
		if err := v.checkAP(ap, fmt.Sprintf("ins[%d]", i)); err != nil {
			return err
		}
	}
	for i, ap := range v.outs {
		if err := v.checkAP(ap, fmt.Sprintf("outs[%d]", i)); err != nil {
			return err
		}
	}
	if err := v.checkSync(); err != nil {
		return err
	}
	if check := instChecks[op.Name()]; check != nil {
		return check(v)
	}
	return nil
}

// counts checks the number of ins and outs.
func (v *instVerifier) counts(ins, outs [2]int) error {
	if n := len(v.ins); n < ins[0] || n > ins[1] {
		return v.errorf("takes %s in ins, not %d", countRange(ins[0], ins[1]), n)
	}
	if n := len(v.outs); n < outs[0] || n > outs[1] {
		return v.errorf("takes %s in outs, not %d", countRange(outs[0], outs[1]), n)
	}
	return nil
}

func countRange(lo, hi int) string {
	noun := "access patterns"
	if hi == 1 {
		noun = "access pattern"
	}
	if lo == hi {
		return fmt.Sprintf("%d %s", lo, noun)
	}
	return fmt.Sprintf("%d to %d %s", lo, hi, noun)
}

// checkAP checks one access pattern against the encoding's fields, the
// target's memories and the engine's access rules.
func (v *instVerifier) checkAP(ap AP, role string) error {
	t := v.t
	var bytes int64
	switch ap.Memory {
	case arch.SBUF:
		bytes = int64(t.SBUFPartitionBytes)
	case arch.PSUM:
		bytes = int64(t.PSUMPartitionBytes)
	default:
		return v.errorf("%s: instructions access sb or psum, not %s", role, ap.Memory)
	}
	name := role + " (" + memoryName(ap.Memory) + ")"
	if ap.Reg != NoReg && (ap.Reg < 0 || ap.Reg >= NumRegisters) {
		return v.errorf("%s: register r%d does not exist (r0 to r%d)", name, ap.Reg, NumRegisters-1)
	}
	if err := t.CheckPartitions(ap.StartPartition, ap.NumPartitions); err != nil {
		return v.errorf("%s: %v", name, err)
	}
	if len(ap.Pairs) > min(t.MaxAPDims, MaxDims) {
		return v.errorf("%s: %d free dimensions, more than the %d an access pattern has on %s",
			name, len(ap.Pairs), min(t.MaxAPDims, MaxDims), t.Name)
	}
	for k, p := range ap.Pairs {
		if p[1] < 1 || p[1] > MaxPairNum {
			return v.errorf("%s: pair %d [%d, %d] must have a count from 1 to %d", name, k, p[0], p[1], MaxPairNum)
		}
		if p[0] < MinStep || p[0] > MaxStep {
			return v.errorf("%s: pair %d step %d does not fit the 20-bit step field (%d to %d)", name, k, p[0], MinStep, MaxStep)
		}
	}
	if _, ok := dtypeTypeNames[ap.DType]; !ok {
		return v.errorf("%s: invalid dtype %s", name, ap.DType)
	}
	size := int64(ap.DType.Size())
	if ap.Addr < 0 || ap.Addr > MaxAddr {
		return v.errorf("%s: byte address %d does not fit the 20-bit address field", name, ap.Addr)
	}
	if ap.Addr%size != 0 {
		return v.errorf("%s: byte address %#x is not aligned to its %d-byte %s elements", name, ap.Addr, size, DTypeName(ap.DType))
	}
	if lo, hi := ap.ByteRange(); lo < 0 || hi >= bytes {
		return v.errorf("%s: bytes %d to %d of each partition, outside the %d bytes of %s on %s",
			name, lo, hi, bytes, memoryName(ap.Memory), t.Name)
	}
	if v.engine == arch.Pool && ap.Memory != arch.SBUF {
		return v.errorf("%s: %s accesses sb only", name, engineLong(v.engine))
	}
	switch v.engine {
	case arch.ACT, arch.DVE, arch.Pool:
		if f, max := ap.FreeSize(), int64(t.MaxFree(ap.Memory)); f > max {
			return v.errorf("%s: %d elements per partition, more than the %d an instruction accesses in %s on %s",
				name, f, max, memoryName(ap.Memory), t.Name)
		}
	}
	if v.op.Name() != opRegLoad && !t.Supports(v.engine, ap.DType) {
		return v.errorf("%s: %s does not read or write %s on %s", name, engineLong(v.engine), DTypeName(ap.DType), t.Name)
	}
	return nil
}

// checkSync checks the wait and signal fields.
func (v *instVerifier) checkSync() error {
	if w := WaitOf(v.op); w != nil {
		if err := CheckWait(w); err != nil {
			return v.errorf("wait: %v", err)
		}
	}
	if s := SignalOf(v.op); s != nil {
		if err := CheckSignal(s); err != nil {
			return v.errorf("signal: %v", err)
		}
	}
	return nil
}

// CheckWait checks a wait against the ranges of its fields.
func CheckWait(w *WaitAttr) error {
	switch {
	case w.Kind == WaitNone || w.Kind >= numWaitKinds:
		return fmt.Errorf("invalid kind %d", w.Kind)
	case w.Kind.OnEvent():
		if w.Index < 0 || w.Index >= NumEvents {
			return fmt.Errorf("event E[%d] does not exist (E[0] to E[%d])", w.Index, NumEvents-1)
		}
		if w.Value != 0 {
			return fmt.Errorf("an event wait has no value")
		}
	default:
		if w.Index < 0 || w.Index >= NumSemaphores {
			return fmt.Errorf("semaphore S[%d] does not exist (S[0] to S[%d])", w.Index, NumSemaphores-1)
		}
		if w.Value < 0 || w.Value > MaxSyncValue {
			return fmt.Errorf("value %d does not fit the 16-bit value field", w.Value)
		}
	}
	return nil
}

// CheckSignal checks a signal (or an event_semaphore update) against the
// ranges of its fields.
func CheckSignal(s *SignalAttr) error {
	switch {
	case s.Kind == SignalNone || s.Kind >= numSignalKinds:
		return fmt.Errorf("invalid kind %d", s.Kind)
	case s.Kind.OnEvent():
		if s.Index < 0 || s.Index >= NumEvents {
			return fmt.Errorf("event E[%d] does not exist (E[0] to E[%d])", s.Index, NumEvents-1)
		}
	default:
		if s.Index < 0 || s.Index >= NumSemaphores {
			return fmt.Errorf("semaphore S[%d] does not exist (S[0] to S[%d])", s.Index, NumSemaphores-1)
		}
	}
	if !s.Kind.HasValue() && s.Value != 0 {
		return fmt.Errorf("%s takes no value", s.Kind)
	}
	if s.Value < 0 || s.Value > MaxSyncValue {
		return fmt.Errorf("value %d does not fit the 16-bit value field", s.Value)
	}
	return nil
}

// engineLong names an engine for messages: "dve (VectorE)".
func engineLong(e arch.Engine) string {
	long := [...]string{"TensorE", "ScalarE", "VectorE", "GpSimd", "the sync engine"}
	if int(e) < len(long) {
		return fmt.Sprintf("%s (%s)", e, long[e])
	}
	return e.String()
}

func verifyProgram(op *core.Operation) error {
	if _, err := TargetOf(op); err != nil {
		return op.Errorf("%v", err)
	}
	return nil
}

// verifyProgramBody checks that the body holds streams, one per engine at
// most.
func verifyProgramBody(op *core.Operation) error {
	seen := map[int64]bool{}
	for _, o := range bodyOps(op) {
		if o.Name() == DMADesc.Name {
			continue
		}
		if o.Name() != opStream {
			return o.Errorf("is not a tonga.stream or tonga.dma_desc: a tonga.program holds streams and descriptors only")
		}
		e := EnumValue(o, "engine")
		if seen[e] {
			return o.Errorf("is the second %s stream of its program", Engine(o))
		}
		seen[e] = true
	}
	return checkDescIDs(op)
}

// verifyStream checks that the stream holds instructions and that every
// branch lands on one of them.
func verifyStream(op *core.Operation) error {
	insts := Instructions(op)
	starts := map[int64]bool{}
	var at int64
	for _, o := range insts {
		if !IsInstruction(o) {
			return o.Errorf("is not a tonga instruction: a stream holds instructions only")
		}
		starts[at] = true
		at += int64(Words(o))
	}
	at = 0
	for _, o := range insts {
		if off, ok := BranchTarget(o); ok {
			if to := at + off; !starts[to] {
				return o.Errorf("target %+d words lands at word %d, not on an instruction of its stream (%d words long)",
					off, to, streamWords(insts))
			}
		}
		at += int64(Words(o))
	}
	return nil
}

func streamWords(insts []*core.Operation) int64 {
	var n int64
	for _, o := range insts {
		n += int64(Words(o))
	}
	return n
}

// BranchTarget returns the offset in words a branch, branch_if or iterate
// jumps by; ok is false for other ops.
func BranchTarget(op *core.Operation) (off int64, ok bool) {
	switch op.Name() {
	case opBranch, opBranchIf, opIterate:
		return I64(op, "target")
	}
	return 0, false
}
