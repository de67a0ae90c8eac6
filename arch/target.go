package arch

import (
	"fmt"
	"sort"
	"strings"

	"ncc/numerics"
)

// Engine is one of a NeuronCore's instruction streams. Names are the
// internal ones of BIR (KLR/Core/Operators.lean: pe, act, dve, pool, sp).
type Engine uint8

const (
	PE   Engine = iota // TensorE: the 128x128 systolic array (matmul, transpose)
	ACT                // ScalarE: func(in*scale + bias), optional add-reduce
	DVE                // VectorE: elementwise, reductions, 32x32 transpose
	Pool               // GpSimd: elementwise, iota, gathers, custom operators
	SP                 // Sync: control only, mostly DMA triggers
	NumEngines
)

var engineNames = [NumEngines]string{"pe", "act", "dve", "pool", "sp"}

func (e Engine) String() string {
	if e < NumEngines {
		return engineNames[e]
	}
	return fmt.Sprintf("engine(%d)", uint8(e))
}

// EngineByName returns the engine with the given BIR name ("pe", "act", ...).
func EngineByName(name string) (Engine, bool) {
	for e, n := range engineNames {
		if n == name {
			return Engine(e), true
		}
	}
	return 0, false
}

// Memory is where a tensor lives.
type Memory uint8

const (
	HBM  Memory = iota // device DRAM: kernel inputs, outputs, spills
	SBUF               // state buffer: partitions x bytes, engines' working memory
	PSUM               // partial-sum buffer: TensorE's output, fp32 accumulation
)

func (m Memory) String() string {
	switch m {
	case HBM:
		return "hbm"
	case SBUF:
		return "sbuf"
	case PSUM:
		return "psum"
	}
	return fmt.Sprintf("memory(%d)", uint8(m))
}

// Target is one NeuronCore generation. Values are read-only.
type Target struct {
	Name string // "trn1"
	Core string // NeuronCore version: "v2", "v3", "v4"

	// Partitions is the number of SBUF/PSUM partitions; dimension 0 of an
	// on-chip tile is the partition dimension and is at most this.
	Partitions int
	// SBUFPartitionBytes and PSUMPartitionBytes are bytes per partition.
	SBUFPartitionBytes int
	PSUMPartitionBytes int
	// PSUMBanks banks of PSUMBankBytes per partition; one matmul
	// accumulation group writes within one bank.
	PSUMBanks     int
	PSUMBankBytes int

	// ClockHz is each engine's clock.
	ClockHz [NumEngines]float64

	// Matmul limits of TensorE: contraction K on partitions, the
	// stationary operand's free size M and the moving operand's N.
	MatmulMaxK          int
	MatmulMaxStationary int
	MatmulMaxMoving     int

	// MaxFreeSBUF and MaxFreePSUM bound the free size (elements per
	// partition) one Vector/Scalar/GpSimd instruction accesses.
	MaxFreeSBUF int
	MaxFreePSUM int
	// MaxAPDims is the number of (step, num) pairs of a free access pattern.
	MaxAPDims int

	// DMAEngines per core, each moving DMABytesPerSec; HBMBytesPerSec is
	// one core's share of the chip's HBM bandwidth.
	DMAEngines     int
	DMABytesPerSec float64
	HBMBytesPerSec float64
	HBMBytes       int64 // per chip

	// PEPeakFLOPS is TensorE's peak for bf16/fp16/fp8 (2 FLOP per MAC).
	PEPeakFLOPS float64

	// SharedSBUFPort: VectorE and GpSimd cannot access SBUF at the same
	// time, nor VectorE and ScalarE PSUM (v2 only).
	SharedSBUFPort bool

	// DTypes lists what each engine reads and writes.
	DTypes [NumEngines][]numerics.DType

	// LNC is the logical-NeuronCore sizes the chip supports (1, or 1 and 2).
	LNC []int
}

// SBUFBytes and PSUMBytes are the whole memories' sizes.
func (t *Target) SBUFBytes() int { return t.Partitions * t.SBUFPartitionBytes }
func (t *Target) PSUMBytes() int { return t.Partitions * t.PSUMPartitionBytes }

// MaxFree returns the free-size limit of a Vector/Scalar/GpSimd access to m.
func (t *Target) MaxFree(m Memory) int {
	if m == PSUM {
		return t.MaxFreePSUM
	}
	return t.MaxFreeSBUF
}

// PSUMBankElems is how many fp32 accumulators one bank holds per partition.
func (t *Target) PSUMBankElems() int { return t.PSUMBankBytes / 4 }

// Supports reports whether engine e reads and writes dtype d.
func (t *Target) Supports(e Engine, d numerics.DType) bool {
	for _, x := range t.DTypes[e] {
		if x == d {
			return true
		}
	}
	return false
}

// CheckPartitions applies the start-partition rule to an access of count
// partitions from start: more than 64 must start at 0; 33 to 64 at 0 or 64;
// up to 32 at 0, 32, 64 or 96 (SDK nki/guides/architecture/
// trainium_inferentia2_arch.rst). It returns nil or an error saying why.
func (t *Target) CheckPartitions(start, count int) error {
	switch {
	case count < 1:
		return fmt.Errorf("partition count %d must be at least 1", count)
	case start < 0 || start+count > t.Partitions:
		return fmt.Errorf("partitions [%d, %d) outside the %d partitions", start, start+count, t.Partitions)
	case count > 64 && start != 0:
		return fmt.Errorf("an access of %d partitions (more than 64) must start at partition 0, not %d", count, start)
	case count > 32 && start%64 != 0:
		return fmt.Errorf("an access of %d partitions (33 to 64) must start at partition 0 or 64, not %d", count, start)
	case start%32 != 0:
		return fmt.Errorf("an access of %d partitions must start at partition 0, 32, 64 or 96, not %d", count, start)
	}
	return nil
}

var targets = map[string]*Target{}

func register(t *Target) *Target {
	targets[t.Name] = t
	return t
}

// Default is the target tools use without --target, as neuronx-cc's
// examples do.
const Default = "trn1"

// Lookup returns the named target ("trn1", "inf2", "trn2", "trn3").
func Lookup(name string) (*Target, error) {
	if t, ok := targets[strings.ToLower(name)]; ok {
		return t, nil
	}
	return nil, fmt.Errorf("unknown target %q (known: %s)", name, strings.Join(Names(), ", "))
}

// Names lists the known targets, sorted.
func Names() []string {
	out := make([]string, 0, len(targets))
	for n := range targets {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
