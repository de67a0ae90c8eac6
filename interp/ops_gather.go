package interp

import (
	"ncc/core"
)

// gather, dynamic_gather and scatter, as the spec's index formulas say.

func init() {
	register(gatherOp, "stablehlo.gather", "stablehlo.dynamic_gather")
	register(scatterOp, "stablehlo.scatter")
}

// startIndex reads the index vector of batch position bidx from indices:
// the elements along ivd (or the single element when ivd = rank).
func startIndex(indices *Tensor, ist []int64, bidx []int64, ivd int64, buf []int64) []int64 {
	buf = buf[:0]
	if int(ivd) >= indices.Rank() {
		return append(buf, indices.I[linear(bidx, ist[:len(bidx)])])
	}
	off := int64(0)
	k := 0
	for d := 0; d < indices.Rank(); d++ {
		if int64(d) == ivd {
			continue
		}
		off += bidx[k] * ist[d]
		k++
	}
	for v := int64(0); v < indices.Shape[ivd]; v++ {
		x := indices.I[off+v*ist[ivd]]
		if indices.E.Kind == UInt && x < 0 {
			x = 1 << 62
		}
		buf = append(buf, x)
	}
	return buf
}

func gatherOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	operand, indices := ts[0], ts[1]
	if indices.I == nil {
		return nil, op.Errorf("start_indices must be integers")
	}
	d, err := gatherDims(op, "dimension_numbers")
	if err != nil {
		return nil, err
	}
	var sizes []int64
	if len(ts) == 3 { // dynamic_gather
		sizes = ts[2].I
	} else if sizes, _, err = ints(op, "slice_sizes"); err != nil {
		return nil, err
	}
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	r := operand.Rank()
	if len(sizes) != r || len(d.OffsetDims)+len(d.CollapsedSliceDims)+len(d.OperandBatchingDims) != r {
		return nil, op.Errorf("slice_sizes and dimension numbers do not match the operand rank")
	}
	if d.IndexVectorDim < 0 || int(d.IndexVectorDim) > indices.Rank() || len(d.OperandBatchingDims) != len(d.StartIndicesBatchingDims) {
		return nil, op.Errorf("malformed gather dimension numbers")
	}
	var batchDims []int
	for dd := 0; dd < out.Rank(); dd++ {
		if !contains(d.OffsetDims, int64(dd)) {
			batchDims = append(batchDims, dd)
		}
	}
	// Operand dims that receive offsets, in order.
	var offsetTargets []int
	for dd := 0; dd < r; dd++ {
		if !contains(d.CollapsedSliceDims, int64(dd)) && !contains(d.OperandBatchingDims, int64(dd)) {
			offsetTargets = append(offsetTargets, dd)
		}
	}
	if len(offsetTargets) != len(d.OffsetDims) {
		return nil, op.Errorf("offset_dims do not match the operand")
	}
	for _, m := range d.StartIndexMap {
		if m < 0 || int(m) >= r {
			return nil, op.Errorf("start_index_map entry %d is out of range", m)
		}
	}
	for i := range d.OperandBatchingDims {
		if d.OperandBatchingDims[i] < 0 || int(d.OperandBatchingDims[i]) >= r || d.StartIndicesBatchingDims[i] < 0 || int(d.StartIndicesBatchingDims[i]) >= indices.Rank() {
			return nil, op.Errorf("batching dimension is out of range")
		}
	}
	ost := strides(operand.Shape)
	ist := strides(indices.Shape)
	bidx := make([]int64, len(batchDims))
	opIdx := make([]int64, r)
	var buf []int64
	err = forEachIndex(out.Shape, func(i int, idx []int64) error {
		for k, bd := range batchDims {
			bidx[k] = idx[bd]
		}
		for dd := range opIdx {
			opIdx[dd] = 0
		}
		si := startIndex(indices, ist, bidx, d.IndexVectorDim, buf)
		buf = si
		if len(si) != len(d.StartIndexMap) {
			return op.Errorf("index vector has %d entries, start_index_map %d", len(si), len(d.StartIndexMap))
		}
		for k, m := range d.StartIndexMap {
			opIdx[m] = max(0, min(si[k], operand.Shape[m]-sizes[m]))
		}
		for k, od := range d.OperandBatchingDims {
			ds := d.StartIndicesBatchingDims[k]
			if ds >= d.IndexVectorDim {
				ds--
			}
			opIdx[od] += bidx[ds]
		}
		for k, od := range d.OffsetDims {
			opIdx[offsetTargets[k]] += idx[od]
		}
		for dd, v := range opIdx {
			if v < 0 || v >= operand.Shape[dd] {
				return op.Errorf("gather index %v is out of bounds", opIdx)
			}
		}
		out.copyElem(i, operand, linear(opIdx, ost))
		return nil
	})
	if err != nil {
		return nil, err
	}
	return []Value{out}, nil
}

func scatterOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	if len(ts) < 3 || len(ts)%2 != 1 {
		return nil, op.Errorf("expects inputs, scatter_indices and as many updates as inputs")
	}
	n := (len(ts) - 1) / 2
	inputs, indices, updates := ts[:n], ts[n], ts[n+1:]
	if indices.I == nil {
		return nil, op.Errorf("scatter_indices must be integers")
	}
	d, err := scatterDims(op, "scatter_dimension_numbers")
	if err != nil {
		return nil, err
	}
	in := inputs[0]
	r := in.Rank()
	if d.IndexVectorDim < 0 || int(d.IndexVectorDim) > indices.Rank() || len(d.InputBatchingDims) != len(d.ScatterIndicesBatchingDims) {
		return nil, op.Errorf("malformed scatter dimension numbers")
	}
	for _, m := range d.ScatterDimsToOperandDims {
		if m < 0 || int(m) >= r {
			return nil, op.Errorf("scatter_dims_to_operand_dims entry %d is out of range", m)
		}
	}
	outs := make([]*Tensor, n)
	for k := range inputs {
		outs[k] = inputs[k].Clone()
		if tt, ok := rt[k].(*core.TensorType); ok {
			outs[k] = outs[k].withType(tt)
		}
	}
	u := updates[0]
	var scatterDimsU []int
	for dd := 0; dd < u.Rank(); dd++ {
		if !contains(d.UpdateWindowDims, int64(dd)) {
			scatterDimsU = append(scatterDimsU, dd)
		}
	}
	var windowTargets []int
	for dd := 0; dd < r; dd++ {
		if !contains(d.InsertedWindowDims, int64(dd)) && !contains(d.InputBatchingDims, int64(dd)) {
			windowTargets = append(windowTargets, dd)
		}
	}
	if len(windowTargets) != len(d.UpdateWindowDims) {
		return nil, op.Errorf("update_window_dims do not match the input")
	}
	ist := strides(indices.Shape)
	rst := strides(in.Shape)
	sidx := make([]int64, len(scatterDimsU))
	resIdx := make([]int64, r)
	var buf []int64
	var is, js []int
	err = forEachIndex(u.Shape, func(ui int, idx []int64) error {
		for k, sd := range scatterDimsU {
			sidx[k] = idx[sd]
		}
		for dd := range resIdx {
			resIdx[dd] = 0
		}
		si := startIndex(indices, ist, sidx, d.IndexVectorDim, buf)
		buf = si
		if len(si) != len(d.ScatterDimsToOperandDims) {
			return op.Errorf("index vector has %d entries, scatter_dims_to_operand_dims %d", len(si), len(d.ScatterDimsToOperandDims))
		}
		for k, m := range d.ScatterDimsToOperandDims {
			resIdx[m] = si[k]
		}
		for k, id := range d.InputBatchingDims {
			ds := d.ScatterIndicesBatchingDims[k]
			if ds >= d.IndexVectorDim {
				ds--
			}
			resIdx[id] += sidx[ds]
		}
		for k, wd := range d.UpdateWindowDims {
			resIdx[windowTargets[k]] += idx[wd]
		}
		for dd, v := range resIdx {
			if v < 0 || v >= in.Shape[dd] {
				return nil // out of bounds: skipped
			}
		}
		is, js = append(is, linear(resIdx, rst)), append(js, ui)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := x.combineInto(op, op.Region(0), outs, updates, is, js); err != nil {
		return nil, err
	}
	return values(outs), nil
}
