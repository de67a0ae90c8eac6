package stablehlo

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// Window attributes of reduce_window, select_and_scatter, convolution and
// dynamic_conv (hlo::verifyWindowAttributesAndInferWindowDimensions and
// hlo::inferWindowOutputShape in StableHLO's TypeInference.cpp).

// window is one dimension of a window: its size, stride, dilations and
// padding, with the spec's defaults (1, 1, 1, 0, 0) where unset.
type window struct {
	size, stride, baseDil, winDil, padLo, padHi int64
}

// padPairs reads a padding attribute, which must have shape [N, 2]
// (convolution_c4, reduce_window_c12, select_and_scatter_c8). An absent
// attribute reads as no pairs, which verifyWindow takes as zero padding.
func padPairs(op *core.Operation, name string) ([][2]int64, error) {
	p, ok := op.Attr(name).(*core.DenseAttr)
	if !ok {
		return nil, nil
	}
	s := p.Type.Shape()
	if len(s) != 2 || s[1] != 2 {
		return nil, op.Errorf("expects the shape of padding-attribute to be {N, 2}, but got {%s}.", intsStr(s))
	}
	return pairsOf(ods.DenseInts(p)), nil
}

func pairsOf(vs []int64) [][2]int64 {
	out := make([][2]int64, len(vs)/2)
	for i := range out {
		out[i] = [2]int64{vs[2*i], vs[2*i+1]}
	}
	return out
}

// verifyWindow checks the window attributes against the window dimensions
// dims: each list is empty (the default) or has one entry per dimension,
// sizes and strides and dilations are positive. reversal is the length of
// window_reversal, -1 when the op has none.
func verifyWindow(op *core.Operation, dims, strides []int64, pad [][2]int64, baseDil, winDil []int64, reversal int) ([]window, error) {
	n := len(dims)
	size := func(got int, what string) error {
		if got == 0 || got == n {
			return nil
		}
		return op.Errorf("expects %s to have same dimension-size as size of window dimensions (%d), but got: %d.", what, n, got)
	}
	if err := size(len(strides), "window-strides"); err != nil {
		return nil, err
	}
	if err := size(len(baseDil), "base-dilation factors"); err != nil {
		return nil, err
	}
	if err := size(len(winDil), "window-dilation factors"); err != nil {
		return nil, err
	}
	if err := size(len(pad), "padding-entries"); err != nil {
		return nil, err
	}
	if reversal >= 0 {
		if err := size(reversal, "window-reversal"); err != nil {
			return nil, err
		}
	}
	ws := make([]window, n)
	for i, d := range dims {
		w := window{size: d, stride: 1, baseDil: 1, winDil: 1}
		if !isDyn(d) && d <= 0 {
			return nil, op.Errorf("expects window to have positive value for %d-th window dimension, but got %d.", i, d)
		}
		if len(strides) > 0 {
			w.stride = strides[i]
		}
		if w.stride <= 0 {
			return nil, op.Errorf("expects window to have positive stride for %d-th window dimension, but got %d.", i, w.stride)
		}
		if len(baseDil) > 0 {
			w.baseDil = baseDil[i]
		}
		if w.baseDil <= 0 {
			return nil, op.Errorf("expects window to have positive base dilation factor for %d-th window dimension, but got %d.", i, w.baseDil)
		}
		if len(winDil) > 0 {
			w.winDil = winDil[i]
		}
		if w.winDil <= 0 {
			return nil, op.Errorf("expects window to have positive window dilation factor for %d-th window dimension, but got %d.", i, w.winDil)
		}
		if len(pad) > 0 {
			w.padLo, w.padHi = pad[i][0], pad[i][1]
		}
		ws[i] = w
	}
	return ws, nil
}

// dilatedBound is the size of a dimension of size bound after dilation.
func dilatedBound(bound, dilation int64) int64 {
	if bound == 0 {
		return 0
	}
	return (bound-1)*dilation + 1
}

// stridedBound is the number of positions of a window of size windowSize
// moved by stride within bound.
func stridedBound(bound, windowSize, stride int64) int64 {
	if bound <= 0 || windowSize > bound {
		return 0
	}
	return (bound-windowSize)/stride + 1
}

// windowOutputShape is the spec's num_windows per dimension of base (the
// operand's shape or bounds); dynamic where base or the window is.
func windowOutputShape(base []int64, ws []window) []int64 {
	out := make([]int64, len(ws))
	for i, w := range ws {
		if i >= len(base) || isDyn(base[i]) || isDyn(w.size) {
			out[i] = core.Dynamic
			continue
		}
		padded := w.padLo + dilatedBound(base[i], w.baseDil) + w.padHi
		out[i] = stridedBound(padded, dilatedBound(w.size, w.winDil), w.stride)
	}
	return out
}
