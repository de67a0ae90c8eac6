// Package numerics defines, bit for bit, the element types ncc computes
// with, so that the parser, the constant folder, the StableHLO interpreter
// and the NeuronCore simulator agree on every value.
//
// # Formats
//
// A *Format describes one binary floating-point format; values travel as
// uint64 bit patterns in the low Bits() bits. The formats and their rules
// are LLVM APFloat's (llvm/lib/Support/APFloat.cpp), which MLIR uses:
//
//	name           exp man bias  inf  NaN                     -0   max
//	f64, f32, f16, bf16, tf32: IEEE 754 binary formats (tf32 = 1+8+10 bits)
//	f8E5M2          5   2   15   yes  exp all ones, m != 0    yes  57344
//	f8E4M3          4   3    7   yes  exp all ones, m != 0    yes  240
//	f8E3M4          3   4    3   yes  exp all ones, m != 0    yes  15.5
//	f8E4M3FN        4   3    7   no   S.1111.111 only         yes  448
//	f8E5M2FNUZ      5   2   16   no   0x80 only               no   57344
//	f8E4M3FNUZ      4   3    8   no   0x80 only               no   240
//	f8E4M3B11FNUZ   4   3   11   no   0x80 only               no   30
//	f8E8M0FNU       8   0  127   no   0xFF; unsigned, no zero, no subnormals: 2^-127..2^127
//	f6E3M2FN        3   2    3   no   none                    yes  28
//	f6E2M3FN        2   3    1   no   none                    yes  7.5
//	f4E2M1FN        2   1    1   no   none                    yes  6
//
// # Conversion rules
//
// Conversions from float32/float64 (FromFloat32, FromFloat64), from integers
// and from decimal text (Parse) round once, to nearest with ties to even,
// and then apply the format's rule, chosen to match APFloat's convert with
// rmNearestTiesToEven and, where APFloat has no rule, ml_dtypes (the library
// XLA's CPU backend and JAX use):
//
//   - Overflow (a magnitude that rounds beyond the largest finite value):
//     ±inf for IEEE formats; NaN for the NaN-only formats (APFloat's
//     handleOverflow; the fn NaN keeps the sign, fnuz has the one NaN 0x80);
//     ±max (saturation) for the finite-only fp6/fp4 formats (APFloat's
//     handleOverflow for FiniteOnly; ml_dtypes agrees). So f8E4M3FN maps
//     |x| > 464 to NaN while 464, the tie above 448, rounds to even 448.
//   - ±inf input: ±inf, NaN (fn: signed; fnuz/fnu: the one NaN), or ±max for
//     fp6/fp4 (ml_dtypes; APFloat leaves this undefined).
//   - NaN input: IEEE targets keep the sign and the top of the payload and do
//     not quiet a signalling NaN (a payload that truncates to zero becomes the
//     quiet bit, never inf); this is what a bit-level truncation does and it
//     makes every pattern round-trip through float32. APFloat instead quiets
//     signalling NaNs and ml_dtypes drops the payload; no ncc consumer
//     observes payloads. NaN-only targets give their NaN. fp6/fp4 have no NaN:
//     as ml_dtypes, +NaN becomes the -0 pattern and -NaN becomes +0.
//   - Zero: -0 stays -0 where it exists; fnuz formats have only +0 (a negative
//     value that underflows gives +0, as APFloat canonicalizes). f8E8M0FNU has
//     no zero: 0 and everything below 2^-127 give 0x00 = 2^-127 (APFloat's
//     makeSmallestNormalized); negative inputs give NaN (ml_dtypes; APFloat
//     asserts). Its ties round up (1.5·2^k -> 2^(k+1)): with no mantissa bits
//     the significand's last bit is the implicit 1, as in APFloat.
//
// ToFloat64 is exact for every format; ToFloat32 is exact for all but f64.
// fnuz and fnu NaNs read as a positive quiet NaN; fn NaNs keep their sign.
//
// FromFloat64Stochastic rounds up with probability equal to the discarded
// fraction, drawn from a caller-supplied random word, so runs are
// reproducible from a seed; overflow, NaN and zero follow the rules above.
//
// # Text
//
// Parse reads decimal literals exactly (math/big, one rounding), "inf" and
// "nan", and MLIR's hexadecimal bit-pattern literals ("0x7FC00000"). Format
// prints the shortest decimal that Parse maps back to the same bits.
//
// # Fast paths
//
// F32ToBF16, F32ToF16, F32ToF8E4M3FN, F32ToF8E5M2, their inverses and their
// slice versions are bit-exact with the generic methods and are what hot
// loops should call.
//
// # Integers
//
// Int describes iN/uiN for N in 1..64: wrapping, sign and zero extension,
// saturating and NaN-to-zero conversion from floats.
//
// # MX and the engine model
//
// mx.go implements OCP Microscaling v1.0 block formats; engine.go states
// how the NeuronCore engines round (see docs/numerics.md).
package numerics
