package main

import (
	"fmt"
	"io"
	"math"

	"ncc/core"
	"ncc/interp"
	"ncc/interp/npy"
)

// tolerance is --check's bound on a result's normalized max error, by
// element type: f32 results must agree to 1e-3 (run with --auto-cast none
// for f32 exactness), bf16/f16 to 3e-2, fp8 to 0.125; integers and
// booleans exactly.
func tolerance(e *interp.Elem) float64 {
	if e.Kind != interp.Float {
		return 0
	}
	switch {
	case e.Bits >= 32:
		return 1e-3
	case e.Bits >= 16:
		return 3e-2
	}
	return 0.125
}

// normError is max|got-ref| / max|ref| (max|got-ref| when ref is all
// zeros). NaNs must sit where the reference has them; infinities must be
// equal.
func normError(got, ref *interp.Tensor) float64 {
	var maxDiff, maxRef float64
	for i := 0; i < ref.Len(); i++ {
		g, r := value(got, i), value(ref, i)
		switch {
		case math.IsNaN(r) || math.IsNaN(g):
			if math.IsNaN(r) != math.IsNaN(g) {
				return math.Inf(1)
			}
			continue
		case math.IsInf(r, 0) || math.IsInf(g, 0):
			if g != r {
				return math.Inf(1)
			}
			continue
		}
		maxDiff = max(maxDiff, math.Abs(g-r))
		maxRef = max(maxRef, math.Abs(r))
	}
	if maxRef == 0 {
		return maxDiff
	}
	return maxDiff / maxRef
}

func value(t *interp.Tensor, i int) float64 {
	if t.E.Kind == interp.Float {
		return t.F[i]
	}
	return float64(t.I[i])
}

// check prints each result's error against the reference and fails when
// one is above its tolerance.
func check(w io.Writer, fn *core.Operation, s sig, got []*npy.Array, ref []*interp.Tensor) error {
	if len(got) != len(ref) {
		return core.Errorf(fn.Loc(), "the compiled program returned %d results, the reference %d", len(got), len(ref))
	}
	failed := 0
	for i, a := range got {
		g, err := interp.FromNPY(s.results[i], a)
		if err != nil {
			return core.Errorf(fn.Loc(), "result #%d: %v", i, err)
		}
		e, tol := normError(g, ref[i]), tolerance(ref[i].E)
		verdict := "ok"
		if !(e <= tol) {
			verdict = "FAIL"
			failed++
		}
		fmt.Fprintf(w, "result%d %s: max error %.3g (tolerance %.3g) %s\n", i, s.results[i].Elem.Key(), e, tol, verdict)
	}
	if failed > 0 {
		return core.Errorf(fn.Loc(), "%d of %d results differ from the reference interpreter beyond tolerance", failed, len(got))
	}
	return nil
}
