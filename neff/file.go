package neff

import (
	"ncc/arch"
)

// InstrSize is the size of one instruction word in an engine stream. The
// bit layout inside is the tonga dialect's (docs/tonga-isa.md); to this
// package a stream is an opaque sequence of InstrSize-byte words.
const InstrSize = 64

// MaxLNC is the largest logical-NeuronCore size: LNC is 1 or 2 (SDK
// about-neuron/arch/neuron-features/logical-neuroncore-config.rst), one
// subgraph per physical core.
const MaxLNC = 2

// MaxQueues is the most hardware queues one queue set may reserve (SDK
// neuron-runtime/explore/work-with-neff-files.rst: "on non-INF1 platforms
// it must be 16 or less").
const MaxQueues = 16

// MaxAPDims is the most (step, size) pairs of a DMA descriptor side (SDK
// work-with-neff-files.rst: "Max array size of 4").
const MaxAPDims = 4

// File is one NEFF: the header's descriptive fields, the graph-wide
// definition (def.json), the subgraphs' engine streams, and any other
// files the archive carries.
type File struct {
	// Name is the header's name field (at most 255 bytes, no NUL); def.json
	// repeats it.
	Name string
	// Build is the header's neff_build_version (at most 127 bytes); Write
	// uses DefaultBuild when empty.
	Build string
	// FeatureBits is the header's feature_bits: incompatible NEFF features.
	// ncc uses none and writes 0.
	FeatureBits uint64

	// Def is def.json: target, DMA queue sets and variables.
	Def Def
	// Subgraphs holds one subgraph per physical core of the logical core:
	// sg00, and sg01 at LNC 2. The header's lnc_size is len(Subgraphs).
	Subgraphs []Subgraph
	// Extra holds archive files no JSON refers to (a listing, notes), kept
	// so that reading and writing a file loses nothing. Write emits them
	// sorted by path after everything else.
	Extra []Entry

	// Header is what Read found in the 1024-byte header. Write ignores it:
	// every header field is computed from the fields above and the payload.
	Header Header
}

// Def is the graph-wide definition written as def.json.
type Def struct {
	// Target names the arch target ("trn1", "inf2", "trn2", "trn3"); empty
	// means unspecified. Ours: the public def.json has no such field.
	Target string
	// Queues are the DMA queue sets (def.json "dma_queue"), in name order
	// once read back.
	Queues []Queue
	// Vars are the device buffers (def.json "var"), in var_id order once
	// read back.
	Vars []Var
}

// Queue is one DMA queue set. Fields follow the public def.json keys.
type Queue struct {
	Name string `json:"-"`
	// Type is what the set is for: in, out, data, embedding_update, dynamic.
	Type string `json:"type"`
	// NumQueues is how many hardware queues it reserves (0 means the
	// default, 1; at most MaxQueues).
	NumQueues int `json:"num_queues,omitempty"`
	// Owner is the engine that triggers its descriptors ("pe", "act",
	// "dve", "pool", "sp"); empty means none named.
	Owner string `json:"owner,omitempty"`
	// Semaphore is incremented when a transfer completes; SemaphoreSet
	// lists one per queue instead.
	Semaphore    *int  `json:"semaphore,omitempty"`
	SemaphoreSet []int `json:"semaphore_set,omitempty"`
}

// Queue set types of the public def.json.
var queueTypes = []string{"in", "out", "data", "embedding_update", "dynamic"}

// Variable types (def.json "var" entries' "type").
const (
	VarStateBuffer = "state-buffer" // on-chip SBUF
	VarInput       = "input"        // HBM, written by the caller
	VarOutput      = "output"       // HBM, read by the caller
	VarFile        = "file"         // HBM, loaded from a constant file
	VarTmpBuf      = "tmp-buf"      // HBM scratch, private to the NEFF
)

var varTypes = []string{VarStateBuffer, VarInput, VarOutput, VarFile, VarTmpBuf}

// Var is one device buffer. Type, ID, Size, Alignment and the constant's
// file name follow the public def.json; DType and Shape are ours (the
// runtime sizes buffers in bytes only; the simulator and `ncc neff
// inspect` want the tensor type).
type Var struct {
	Name      string
	Type      string
	ID        int   // var_id, unique
	Size      int64 // bytes
	Alignment int64 // power of two, or 0 for none
	// DType is one of the public descriptor dtype names (DTypes); Shape its
	// dimensions. Both are required for input, output and file variables,
	// and then Size must equal the product of Shape times the element size.
	DType string
	Shape []int64
	// Data is a file variable's contents: Size bytes of little-endian
	// elements in row-major order, stored in the archive as a .npy file.
	// Other variables have no data.
	Data []byte
}

// Subgraph is what one physical core runs: one instruction stream and
// descriptor list per engine, and the activation function sets the
// Activation engine loads.
type Subgraph struct {
	Streams     [arch.NumEngines]Stream
	ActFuncSets []ActFuncSet
}

// Stream is one engine's program in a subgraph.
type Stream struct {
	// Instr is the instruction stream: len(Instr)/InstrSize words of
	// InstrSize bytes each.
	Instr []byte
	// DMA lists the descriptors the engine's DMA triggers start (the
	// engine JSON's "dma").
	DMA []Descriptor
}

// NumInstr returns the number of instructions in the stream.
func (s *Stream) NumInstr() int { return len(s.Instr) / InstrSize }

// Descriptor is one DMA transfer, in the public engine-JSON form.
type Descriptor struct {
	// ID maps the descriptor to its trigger in the engine stream.
	ID int `json:"id"`
	// Queue names the queue set it is placed on.
	Queue string `json:"queue"`
	// Semaphore is incremented, Event set, when it completes.
	Semaphore *int `json:"semaphore,omitempty"`
	Event     *int `json:"event,omitempty"`
	Desc      Desc `json:"desc"`
}

// Desc is a descriptor's transfer: Op moves From to To.
type Desc struct {
	// Op is fma, cast, add, min, max, transpose or copy; empty means copy.
	Op string `json:"op,omitempty"`
	// From and To name variables; offsets are bytes into them.
	From    string `json:"from"`
	To      string `json:"to"`
	FromOff int64  `json:"from_off"`
	ToOff   int64  `json:"to_off"`
	// Steps and Sizes are the access patterns, innermost dimension first:
	// steps in bytes; Sizes[0] in bytes and the rest element counts. At
	// most MaxAPDims each, of equal length per side.
	FromSteps []int64 `json:"from_steps"`
	FromSizes []int64 `json:"from_sizes"`
	ToSteps   []int64 `json:"to_steps"`
	ToSizes   []int64 `json:"to_sizes"`
	// DTypes default to uint8.
	FromDType string `json:"from_dtype,omitempty"`
	ToDType   string `json:"to_dtype,omitempty"`

	// Indirect (gather) descriptors, ours (docs/neff.md, "How ncc runs a
	// NEFF"): with Index set, row r of To (its outermost dimension) reads
	// From at FromOff + index[r]·IndexStride through From's pattern
	// without its outermost dimension; index[r] is the IndexDType
	// ("int32" or "uint32") element of variable Index at byte IndexOff +
	// r·IndexStep, and must lie in [0, IndexBound).
	Index       string `json:"index,omitempty"`
	IndexOff    int64  `json:"index_off,omitempty"`
	IndexStep   int64  `json:"index_step,omitempty"`
	IndexDType  string `json:"index_dtype,omitempty"`
	IndexStride int64  `json:"index_stride,omitempty"`
	IndexBound  int64  `json:"index_bound,omitempty"`

	// Dynamic offsets, ours (docs/neff.md): the value of register FromReg
	// (ToReg) of the engine whose dma_trigger starts the descriptor, read
	// when the trigger runs, is added to FromOff (ToOff) in bytes. They
	// carry the run-time indices of dynamic slices.
	FromReg *int `json:"from_reg,omitempty"`
	ToReg   *int `json:"to_reg,omitempty"`
}

var descOps = []string{"", "copy", "fma", "cast", "add", "min", "max", "transpose"}

// ActFuncSet is one activation function set: a named table the Activation
// engine loads (the Activation engine JSON's "activation_function_sets").
// Data is opaque here; ncc writes numerics/pwp tables.
type ActFuncSet struct {
	Name string
	Data []byte
}

// Entry is one file of the archive.
type Entry struct {
	Path string
	Data []byte
}

// dtype is one element type of the public descriptor dtype list (SDK
// work-with-neff-files.rst, from_dtype/to_dtype) with its .npy descriptor.
// Types NumPy lacks are stored as unsigned bit patterns of their size, as
// ncc's .npy files do everywhere (interp.NPYDescr).
type dtype struct {
	name  string
	size  int
	descr string
}

var dtypes = []dtype{
	{"float8e3", 1, "|u1"},
	{"float8e4", 1, "|u1"},
	{"float8e5", 1, "|u1"},
	{"float16", 2, "<f2"},
	{"bfloat16", 2, "<u2"},
	{"float32", 4, "<f4"},
	{"float32r", 4, "<f4"},
	{"uint8", 1, "|u1"},
	{"uint16", 2, "<u2"},
	{"uint32", 4, "<u4"},
	{"uint64", 8, "<u8"},
	{"int8", 1, "|i1"},
	{"int16", 2, "<i2"},
	{"int32", 4, "<i4"},
	{"int64", 8, "<i8"},
}

func lookupDType(name string) (dtype, bool) {
	for _, d := range dtypes {
		if d.name == name {
			return d, true
		}
	}
	return dtype{}, false
}

// DTypes lists the dtype names a Var or Desc may use.
func DTypes() []string {
	out := make([]string, len(dtypes))
	for i, d := range dtypes {
		out[i] = d.name
	}
	return out
}

// DTypeSize returns the element size of a dtype name, or 0 if unknown.
func DTypeSize(name string) int {
	d, _ := lookupDType(name)
	return d.size
}

// SubgraphName is the folder of subgraph i: sg00, sg01, ...
func SubgraphName(i int) string {
	return "sg" + string(rune('0'+i/10)) + string(rune('0'+i%10))
}

// Engine file stems: the public layout names Activation.json and DVE.json;
// the others are ours, in the same style.
var engineStems = [arch.NumEngines]string{
	arch.PE:   "PE",
	arch.ACT:  "Activation",
	arch.DVE:  "DVE",
	arch.Pool: "Pool",
	arch.SP:   "SP",
}

// Constants returns the file variables: the constants the NEFF carries.
func (f *File) Constants() []*Var {
	var out []*Var
	for i := range f.Def.Vars {
		if f.Def.Vars[i].Type == VarFile {
			out = append(out, &f.Def.Vars[i])
		}
	}
	return out
}

// Var returns the variable named name, or nil.
func (f *File) Var(name string) *Var {
	for i := range f.Def.Vars {
		if f.Def.Vars[i].Name == name {
			return &f.Def.Vars[i]
		}
	}
	return nil
}
