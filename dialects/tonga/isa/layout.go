package isa

import (
	"fmt"
	"sort"

	"ncc/dialects/tonga"
)

// The layout of every instruction form: the optab. An instruction is one
// 64-byte word, or two when its opcode's Words is 2 (the second is the
// extension word). Bytes 0-15 of the first word are the header, the
// rest are the opcode's fields at the offsets below; docs/tonga-isa.md
// has the same tables (TestDocTables keeps them equal).

// WordBytes is the size of one instruction word.
const WordBytes = 64

// ExtMarker is byte 0 of an extension word: no opcode has this value, so
// a word can be told to be an extension without context.
const ExtMarker = 0xff

// Header and extension-header offsets.
const (
	offOpcode    = 0  // u8
	offEngine    = 1  // bits 0-2 engine, bits 4-5 extension words
	offA         = 2  // u8, per opcode
	offB         = 3  // u8, per opcode
	offWait      = 4  // 4 bytes: index, kind, value u16
	offSignal    = 8  // 4 bytes: index, kind, value u16
	offImm0      = 12 // 4 bytes, per opcode
	offSlot0     = 16 // 24 bytes
	offSlot1     = 40 // 24 bytes
	offExtMarker = 64 // ExtMarker
	offExtOpcode = 65 // the instruction's opcode again
	offExtIndex  = 66 // 1: the first extension word
	offExtZero   = 67 // reserved
	offImm1      = 68 // 4 bytes
	offImm2      = 72 // 4 bytes
	offImm3      = 76 // 4 bytes
	offSlot2     = 80 // 24 bytes
	offSlot3     = 104
)

// SlotBytes is the size of an access-pattern slot.
const SlotBytes = 24

// kind is how a field is stored.
type kind uint8

const (
	kAP      kind = iota // ins[i] or outs[i]: a 24-byte access-pattern slot
	kOptAP               // the same, absent (an all-zero slot) when the list is shorter
	kPattern             // a [step, num] list attribute in a slot
	kEnum                // an enum attribute: one byte
	kReg                 // a register attribute: one byte, 0-15
	kOptReg              // an optional register: one byte, 0-15, or 0xff when absent
	kFlag                // a unit attribute: one bit
	kU8                  // an integer attribute: one byte
	kU16                 // two bytes, unsigned
	kU32                 // four bytes, unsigned
	kI32                 // four bytes, two's complement
	kF32                 // an f32 attribute: its four bytes
	kOptF32              // an optional f32: four bytes and a presence bit
	kSignal              // a #tonga.signal: four bytes as the header's signal
	kMask                // 32 entries of an integer list, one byte each
	kCores               // a list of cores 0-63 as a 64-bit mask
)

var kindNames = [...]string{"access pattern", "optional access pattern", "pattern", "enum (u8)", "register (u8)",
	"register or 0xff (u8)", "flag (bit)", "u8", "u16", "u32", "i32", "f32", "f32 + presence bit", "signal",
	"32 x u8", "u64 core mask"}

func (k kind) String() string { return kindNames[k] }

// field is one field of a form.
type field struct {
	name string // attribute, or "ins"/"outs" for access patterns
	idx  int    // index in ins/outs
	kind kind
	at   int       // byte offset in the instruction
	bit  int       // kFlag: the bit of byte at
	enum *enumInfo // kEnum
	pres [2]int    // kOptF32: byte and bit of the presence flag
	lo   int64     // kU8/kU16/kU32: smallest value (e.g. 1 for counts)
}

type enumInfo struct{ cases int }

// label names the field in errors and tables: ins[0], op0, target.
func (f field) label() string {
	switch f.kind {
	case kAP, kOptAP:
		return fmt.Sprintf("%s[%d]", f.name, f.idx)
	}
	return f.name
}

// size is the field's length in bytes (0 for a flag).
func (f field) size() int {
	switch f.kind {
	case kAP, kOptAP, kPattern:
		return SlotBytes
	case kEnum, kReg, kOptReg, kU8:
		return 1
	case kU16:
		return 2
	case kU32, kI32, kF32, kOptF32, kSignal:
		return 4
	case kMask:
		return 32
	case kCores:
		return 8
	}
	return 0
}

// form is the layout of one opcode.
type form struct {
	info   *tonga.Info
	fields []field
}

var (
	forms    = map[uint8]*form{}
	byName   = map[string]*form{}
	enumSize = func(n int) *enumInfo { return &enumInfo{cases: n} }
)

func ap(slot string, i, at int) field    { return field{name: slot, idx: i, kind: kAP, at: at} }
func optAP(slot string, i, at int) field { return field{name: slot, idx: i, kind: kOptAP, at: at} }
func enum(name string, n, at int) field {
	return field{name: name, kind: kEnum, at: at, enum: enumSize(n)}
}
func reg(name string, at int) field { return field{name: name, kind: kReg, at: at} }
func flag(name string, at, bit int) field {
	return field{name: name, kind: kFlag, at: at, bit: bit}
}
func num(name string, k kind, at int) field { return field{name: name, kind: k, at: at} }
func optF32(name string, at, presAt, presBit int) field {
	return field{name: name, kind: kOptF32, at: at, pres: [2]int{presAt, presBit}}
}

var (
	nAlu  = len(tonga.AluEnum.Cases)
	nAct  = len(tonga.ActEnum.Cases)
	nAcc  = len(tonga.AccEnum.Cases)
	nAxis = len(tonga.AxisEnum.Cases)
	nCmp  = len(tonga.CompareEnum.Cases)
)

// layouts gives each op's fields; the header's engine, wait and signal
// are every op's.
var layouts = map[string][]field{
	"tonga.load_stationary": {ap("ins", 0, offSlot0)},
	"tonga.multiply_moving": {flag("start_tensor_calc", offA, 0), flag("stop_tensor_calc", offA, 1),
		flag("is_transpose", offA, 2), ap("ins", 0, offSlot0), ap("outs", 0, offSlot1)},
	"tonga.activate": {enum("func", nAct, offA), enum("acc", nAcc, offB), num("scale", kF32, offImm0),
		num("alpha", kF32, offImm1), ap("ins", 0, offSlot0), ap("outs", 0, offSlot1), optAP("ins", 1, offSlot2),
		optAP("outs", 1, offSlot3)},
	"tonga.load_act_func_set": {num("id", kU16, offImm0)},
	"tonga.tensor_tensor": {enum("op", nAlu, offA), ap("ins", 0, offSlot0), ap("ins", 1, offSlot1),
		ap("outs", 0, offSlot2)},
	"tonga.tensor_scalar": {enum("op0", nAlu, offA), enum("op1", nAlu, offB), flag("reverse0", offImm0, 0),
		flag("reverse1", offImm0, 1), optF32("const0", offImm1, offImm0, 2), optF32("const1", offImm2, offImm0, 3),
		ap("ins", 0, offSlot0), ap("outs", 0, offSlot1), optAP("ins", 1, offSlot2), optAP("ins", 2, offSlot3)},
	"tonga.scalar_tensor_tensor": {enum("op0", nAlu, offA), enum("op1", nAlu, offB), flag("reverse0", offImm0, 0),
		flag("reverse1", offImm0, 1), ap("ins", 0, offSlot0), ap("ins", 1, offSlot1), ap("ins", 2, offSlot2),
		ap("outs", 0, offSlot3)},
	"tonga.tensor_reduce": {enum("op", nAlu, offA), enum("axis", nAxis, offB), flag("negate", offImm0, 0),
		ap("ins", 0, offSlot0), ap("outs", 0, offSlot1)},
	"tonga.copy":        {ap("ins", 0, offSlot0), ap("outs", 0, offSlot1)},
	"tonga.transpose32": {ap("ins", 0, offSlot0), ap("outs", 0, offSlot1)},
	"tonga.shuffle":     {ap("ins", 0, offSlot0), ap("outs", 0, offSlot1), num("mask", kMask, offSlot2)},
	"tonga.iota": {ap("outs", 0, offSlot0), num("pattern", kPattern, offSlot1), num("base", kI32, offImm0),
		num("channel_multiplier", kI32, offImm1)},
	"tonga.memset": {num("constant", kF32, offImm0), ap("outs", 0, offSlot0)},
	"tonga.select": {ap("ins", 0, offSlot0), ap("ins", 1, offSlot1), ap("ins", 2, offSlot2),
		ap("outs", 0, offSlot3)},
	"tonga.affine_select": {enum("compare_op", nAlu, offA), num("base", kI32, offImm0),
		num("channel_multiplier", kI32, offImm1), num("fill_value", kF32, offImm2), ap("ins", 0, offSlot0),
		ap("outs", 0, offSlot1), num("pattern", kPattern, offSlot2)},
	"tonga.bn_stats":    {ap("ins", 0, offSlot0), ap("outs", 0, offSlot1)},
	"tonga.bn_aggr":     {ap("ins", 0, offSlot0), ap("outs", 0, offSlot1)},
	"tonga.quantize_mx": {ap("ins", 0, offSlot0), ap("outs", 0, offSlot1), ap("outs", 1, offSlot2)},
	"tonga.dma_trigger": {num("queue", kU8, offA), num("first", kU32, offImm0),
		field{name: "count", kind: kU16, at: offSlot0, lo: 1}},
	"tonga.nop":             {},
	"tonga.event_semaphore": {num("update", kSignal, offImm0)},
	"tonga.core_barrier":    {num("id", kU32, offImm0), num("cores", kCores, offSlot0)},
	"tonga.branch":          {num("target", kI32, offImm0)},
	"tonga.branch_if": {enum("compare", nCmp, offA), reg("lhs", offB), num("target", kI32, offImm0),
		num("rhs", kOptReg, offSlot0), num("imm", kI32, offSlot0+4)},
	"tonga.iterate": {enum("compare", nCmp, offA), reg("reg", offB), num("target", kI32, offImm0),
		num("step", kI32, offSlot0), num("bound", kI32, offSlot0+4)},
	"tonga.reg_set": {reg("dst", offB), num("imm", kI32, offImm0)},
	"tonga.reg_alu": {enum("op", nAlu, offA), reg("dst", offB), reg("lhs", offSlot0),
		num("rhs", kOptReg, offSlot0+1), num("imm", kI32, offSlot0+4)},
	"tonga.reg_load": {reg("dst", offB), ap("ins", 0, offSlot0)},
	"tonga.halt":     {},
}

func init() {
	for _, info := range tonga.Infos() {
		fs, ok := layouts[info.Name]
		if !ok {
			panic("isa: no layout for " + info.Name)
		}
		f := &form{info: info, fields: fs}
		forms[info.Opcode] = f
		byName[info.Name] = f
		masks[info.Opcode] = buildMask(f)
	}
	if len(layouts) != len(forms) {
		panic("isa: a layout names an op that is not a tonga instruction")
	}
}

// Opcodes returns the opcodes of every instruction, increasing.
func Opcodes() []uint8 {
	out := make([]uint8, 0, len(forms))
	for o := range forms {
		out = append(out, o)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
