// Package pwp builds the Scalar engine's activation functions as
// piecewise-polynomial (PWP) tables, evaluates them bit-exactly as the
// hardware does, and reads and writes them in the binary form a NEFF
// carries as activation function sets.
//
// The Scalar engine computes func(in·scale + bias) in fp32, func being a
// piecewise polynomial loaded as a function set (../../../shared/refs/
// neuron-facts.md; SDK nki/api/nki.api.shared.rst lists the functions and
// their valid input ranges). The table layout, the segmentation and the
// fitting here are our design: AWS's own tables are not public.
//
// A table splits the float32 line by exponent bits: a directory on the
// sign and exponent (the top nine bits) picks a binade, the top mantissa
// bits pick one of the binade's 2^k equal segments, and the segment's
// polynomial is evaluated by Horner's rule in float32, one rounding per
// operation, in t = (x - center)·scale (see Segment). Near zero one
// segment covers every |x| below a power of two; beyond the last binade
// that needs a polynomial, constant or linear segments give the
// asymptotes (sigmoid → 1, exp → 0 or +inf, gelu → x); outside a
// function's valid range the table returns NaN (the hardware's result is
// "invalid" there). ±0 and ±inf take fixed values from the table header;
// NaN gives NaN.
//
// Generate fits a table for a Func: for each binade it tries 1, 2, 4, ...
// segments until every segment meets the function's error bound, checked
// by evaluating the float32 polynomial on every bf16 input and on
// stratified fp32 samples against a float64 reference. Generation is
// deterministic: same bytes every run on a given GOARCH.
//
// Measure reports a table's error exhaustively over bf16 inputs and on
// dense fp32 samples; `ncc-pwp report` writes docs/activations.md from it.
package pwp

//go:generate go run ../../tools/ncc-pwp report -o ../../docs/activations.md
