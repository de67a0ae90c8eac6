package arch

import "ncc/numerics"

// Sources, as paths in aws-neuron/aws-neuron-sdk:
//
//	[arch]   nki/guides/architecture/trainium_inferentia2_arch.rst
//	[aps]    nki/deep-dives/nki-aps.rst
//	[tile]   nki/api/nki/language/__init__.py (nl.tile_size)
//	[trn1]   about-neuron/arch/neuron-hardware/trainium.rst
//	[inf2]   about-neuron/arch/neuron-hardware/inferentia2.rst
//	[trn2]   about-neuron/arch/neuron-hardware/trainium2.rst
//	[trn3]   about-neuron/arch/neuron-hardware/trainium3.rst
//	[dtypes] about-neuron/arch/neuron-features/data-types.rst
//	[lnc]    about-neuron/arch/neuron-features/logical-neuroncore-config.rst

const (
	kib = 1024
	gib = 1 << 30
	ghz = 1e9
)

// peFLOPS is TensorE's peak: 128x128 MACs, 2 FLOP each, at the PE clock
// ([arch]: "128x128 systolic array").
func peFLOPS(clock float64) float64 { return 128 * 128 * 2 * clock }

// Element types per engine ([dtypes]): TensorE reads fp8 (e4m3, e5m2),
// bf16, fp16, tf32 and fp32 and writes fp32 to PSUM; Vector, Scalar and
// GpSimd convert any stored type to fp32 on read and back on write (tf32 is
// a TensorE input format only). Integer types on the compute engines are
// in [dtypes]'s list of NKI types; the Sync engine computes nothing.
var (
	peTypes  = []numerics.DType{numerics.Float8E4M3, numerics.Float8E5M2, numerics.BFloat16, numerics.Float16, numerics.TFloat32, numerics.Float32}
	vecTypes = []numerics.DType{numerics.Float8E4M3, numerics.Float8E5M2, numerics.BFloat16, numerics.Float16, numerics.Float32, numerics.Int32, numerics.Int16, numerics.Int8, numerics.Uint32, numerics.Uint16, numerics.Uint8}
	engTypes = [NumEngines][]numerics.DType{PE: peTypes, ACT: vecTypes, DVE: vecTypes, Pool: vecTypes}
)

// coreV2 is NeuronCore-v2, the core of trn1 and inf2.
func coreV2(name string) *Target {
	return &Target{
		Name: name,
		Core: "v2",
		// [arch]: SBUF 24 MiB = 128 partitions x 192 KiB; PSUM 2 MiB =
		// 128 x 16 KiB in 8 banks of 2 KiB (512 fp32) per partition
		// ([tile]: psum_bank_fmax 512, psum_num_banks 8).
		Partitions:         128,
		SBUFPartitionBytes: 192 * kib,
		PSUMPartitionBytes: 16 * kib,
		PSUMBanks:          8,
		PSUMBankBytes:      2 * kib,
		// [trn1]/[arch]: Tensor 2.8 GHz, Vector 1.12 GHz, Scalar and
		// GpSimd 1.4 GHz. The Sync engine's clock is not public: our
		// estimate is the Scalar clock (it only issues control).
		ClockHz: [NumEngines]float64{PE: 2.8 * ghz, ACT: 1.4 * ghz, DVE: 1.12 * ghz, Pool: 1.4 * ghz, SP: 1.4 * ghz},
		// [arch]/[tile]: K <= 128 partitions, stationary free <= 128
		// (gemm_stationary_fmax), moving free <= 512 (gemm_moving_fmax).
		MatmulMaxK:          128,
		MatmulMaxStationary: 128,
		MatmulMaxMoving:     512,
		// [arch]: Vector/Scalar free size up to 64K elements in SBUF and
		// 4K in PSUM; [aps]: up to 4 (step, num) free dimensions.
		MaxFreeSBUF: 64 * 1024,
		MaxFreePSUM: 4 * 1024,
		MaxAPDims:   4,
		// [arch]: 16 DMA engines per core, about 27 GiB/s each.
		DMAEngines:     16,
		DMABytesPerSec: 27 * gib,
		// [arch]: VectorE/GpSimd share the SBUF port and VectorE/ScalarE
		// the PSUM port on v2.
		SharedSBUFPort: true,
		PEPeakFLOPS:    peFLOPS(2.8 * ghz),
		DTypes:         engTypes,
		LNC:            []int{1},
	}
}

// Trn1 is Trainium (NeuronCore-v2, 2 cores per chip).
var Trn1 = register(func() *Target {
	t := coreV2("trn1")
	// [trn1]: 32 GiB of HBM at 820 GB/s per chip, shared by its 2 cores.
	t.HBMBytes = 32 * gib
	t.HBMBytesPerSec = 820e9 / 2
	return t
}())

// Inf2 is Inferentia2 (NeuronCore-v2, 2 cores per chip).
var Inf2 = register(func() *Target {
	t := coreV2("inf2")
	// [inf2]: 32 GB of HBM at 820 GB/s per chip, 2 cores.
	t.HBMBytes = 32 * gib
	t.HBMBytesPerSec = 820e9 / 2
	return t
}())

// Trn2 is Trainium2 (NeuronCore-v3, 8 cores per chip).
var Trn2 = register(func() *Target {
	t := coreV2("trn2")
	t.Core = "v3"
	// [arch]: SBUF 28 MiB = 128 x 224 KiB; PSUM 2 MiB as on v2.
	t.SBUFPartitionBytes = 224 * kib
	// [trn2]: Tensor 2.4 GHz, Vector 0.96 GHz, Scalar and GpSimd 1.2 GHz;
	// Sync as Scalar (our estimate, as for v2).
	t.ClockHz = [NumEngines]float64{PE: 2.4 * ghz, ACT: 1.2 * ghz, DVE: 0.96 * ghz, Pool: 1.2 * ghz, SP: 1.2 * ghz}
	t.PEPeakFLOPS = peFLOPS(2.4 * ghz)
	// [trn2]: 96 GiB of HBM at about 2.9 TB/s per chip of 8 cores.
	t.HBMBytes = 96 * gib
	t.HBMBytesPerSec = 2.9e12 / 8
	// [arch]: the shared-port restrictions are lifted on v3.
	t.SharedSBUFPort = false
	// DMA engines per v3 core are not public: our estimate keeps v2's 16.
	// [lnc]: trn2 runs at LNC 1 or 2 (default 2).
	t.LNC = []int{1, 2}
	return t
}())

// Trn3 is Trainium3 (NeuronCore-v4).
var Trn3 = register(func() *Target {
	t := coreV2("trn3")
	t.Core = "v4"
	// [arch]: SBUF 32 MiB = 128 x 256 KiB; PSUM 2 MiB.
	t.SBUFPartitionBytes = 256 * kib
	// v4 clocks are not public: our estimate keeps trn2's.
	t.ClockHz = Trn2.ClockHz
	t.PEPeakFLOPS = peFLOPS(2.4 * ghz)
	// [trn3]: 144 GiB of HBM at about 4.9 TB/s per chip; the cores per
	// chip are our estimate (8, as trn2).
	t.HBMBytes = 144 * gib
	t.HBMBytesPerSec = 4.9e12 / 8
	t.SharedSBUFPort = false
	t.LNC = []int{1, 2}
	return t
}())
