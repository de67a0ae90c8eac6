package birjson

import (
	"ncc/core"
	"ncc/dialects/bir"
)

// opcodes maps the instructions whose BIR opcode is one name to it. The
// writer chooses tensor_scalar's and dma's opcodes by their operands
// (opcodeOf); the reader maps every opcode it knows to an op (readers).
var opcodes = []struct {
	op     *core.OpDef
	opcode string
}{
	{bir.Matmult, "Matmult"},
	{bir.Transpose, "Transpose"},
	{bir.Activation, "Activation"},
	{bir.TensorTensor, "TensorTensor"},
	{bir.ScalarTensorTensor, "TensorScalarPtr"},
	{bir.TensorReduce, "TensorReduce"},
	{bir.TensorCopy, "TensorCopy"},
	{bir.Iota, "Iota"},
	{bir.Memset, "Memset"},
	{bir.Select, "Select"},
	{bir.AffineSelect, "TensorScalarAffineSelect"},
	{bir.BNStats, "BNStats"},
	{bir.BNAggr, "BNStatsAggregate"},
	{bir.Shuffle, "StreamShuffle"},
	{bir.CoreBarrier, "CoreBarrier"},
	{bir.QuantizeMX, "QuantizeMX"},
}

// instOpcodes maps the opcodes read as instructions with access patterns
// to their op; TensorScalarPtr and the DMA family are decided in
// instOp.
func instOp(opcode string, j *node) (*core.OpDef, bool) {
	switch opcode {
	case "TensorScalar":
		return bir.TensorScalar, true
	case "TensorScalarPtr":
		if f := j.get("is_scalar_tensor_tensor"); f != nil && f.kind == kBool && f.b {
			return bir.ScalarTensorTensor, true
		}
		return bir.TensorScalar, true
	case "Load", "Save", "DMACopy", "DMA", "GenericIndirectLoad":
		return bir.DMA, true
	}
	for _, o := range opcodes {
		if o.opcode == opcode {
			return o.op, true
		}
	}
	return nil, false
}
