package birjson_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/translate/birjson"
)

// fn wraps allocations and instructions into a one-function, one-block
// BIR JSON.
func fn(allocs, insts string) string {
	return `{"functions": [{"name": "f", "allocations": [` + allocs + `], "blocks": [{"name": "b", "instructions": [` + insts + `]}]}]}`
}

const sbAlloc = `{"kind": "Internal", "name": "t_set", "memorylocations": [{"name": "t", "type": "SB", "dims": [128, 64]}]}`

// ap is a physical_ap of t, 128 partitions of n f32.
func ap(n string) string {
	return `{"kind": "physical_ap", "memref": "t", "dtype": "float32", "ap": [[1, 128], [1, ` + n + `]], "offset": 0}`
}

func copyInst(extra string) string {
	return `{"opcode": "TensorCopy", "engine": "dve", "ins": [` + ap("4") + `], "outs": [` + ap("4") + `]` + extra + `}`
}

func TestReadErrors(t *testing.T) {
	cases := []struct{ name, json, path, want string }{
		{"not an object", `[]`, "$", "expected a BIR object, found an array"},
		{"no functions", `{}`, "$", `missing "functions"`},
		{"arch", `{"arch": "gen9", "functions": []}`, "$.arch", `unknown target "gen9"`},
		{"arch type", `{"arch": 3, "functions": []}`, "$.arch", "expected a string, found a number"},
		{"function", `{"functions": [3]}`, "$.functions[0]", "expected a function object, found a number"},
		{"function name", `{"functions": [{"blocks": []}]}`, "$.functions[0]", `missing "name"`},
		{"function target", `{"functions": [{"name": "f", "target": "x", "blocks": []}]}`, "$.functions[0].target", `unknown target "x"`},
		{"no blocks", `{"functions": [{"name": "f", "blocks": []}]}`, "$.functions[0].blocks", "a function needs at least one block"},
		{"duplicate block", `{"functions": [{"name": "f", "blocks": [{"name": "b"}, {"name": "b"}]}]}`,
			"$.functions[0].blocks[1].name", `block "b" is already defined`},
		{"tensor kind", fn(`{"kind": "Pointer", "memorylocations": []}`, ``), "$.functions[0].allocations[0].kind",
			`unsupported tensor kind "Pointer" (bir has Internal, Input, Output, Const)`},
		{"memory locations", fn(`{"kind": "Internal", "memorylocations": []}`, ``), "$.functions[0].allocations[0].memorylocations",
			"bir reads allocations of one memory location, not 0"},
		{"memory type", fn(`{"kind": "Internal", "memorylocations": [{"name": "t", "type": "RNGSTATE", "dims": [1, 4]}]}`, ``),
			"$.functions[0].allocations[0].memorylocations[0].type", `unsupported memory type "RNGSTATE"`},
		{"dims", fn(`{"kind": "Internal", "memorylocations": [{"name": "t", "type": "SB", "dims": [1]}]}`, ``),
			"$.functions[0].allocations[0].memorylocations[0].dims", "dims must be [partitions, bytes per partition]"},
		{"alloc dtype", fn(`{"kind": "Input", "dtype": "float64", "memorylocations": [{"name": "t", "type": "Input", "dims": [1, 8]}]}`, ``),
			"$.functions[0].allocations[0].dtype", `unknown dtype "float64"`},
		{"const data", fn(`{"kind": "Const", "dtype": "float32", "tensor_shape": [1], "memorylocations": [{"name": "t", "type": "DRAM", "dims": [1, 4]}]}`, ``),
			"$.functions[0].allocations[0]", `missing "init_hex"`},
		{"const hex", fn(`{"kind": "Const", "dtype": "float32", "tensor_shape": [1], "init_hex": "zz", "memorylocations": [{"name": "t", "type": "DRAM", "dims": [1, 4]}]}`, ``),
			"$.functions[0].allocations[0].init_hex", "init_hex is not hexadecimal"},
		{"const size", fn(`{"kind": "Const", "dtype": "float32", "tensor_shape": [2], "init_hex": "00000000", "memorylocations": [{"name": "t", "type": "DRAM", "dims": [1, 8]}]}`, ``),
			"$.functions[0].allocations[0].init_hex", "init_hex holds 4 bytes but the tensor takes 8"},
		{"tensor shape", fn(`{"kind": "Input", "dtype": "float32", "tensor_shape": [-1], "memorylocations": [{"name": "t", "type": "Input", "dims": [1, 8]}]}`, ``),
			"$.functions[0].allocations[0].tensor_shape[0]", "dimension -1 is outside [0, 2^31)"},
		{"opcode", fn(sbAlloc, `{"opcode": "Dropout"}`), "$.functions[0].blocks[0].instructions[0].opcode", `opcode "Dropout" has no bir op`},
		{"no opcode", fn(sbAlloc, `{}`), "$.functions[0].blocks[0].instructions[0]", `missing "opcode"`},
		{"after terminator", fn(sbAlloc, `{"opcode": "Return"}, `+copyInst("")), "$.functions[0].blocks[0].instructions[1]",
			"instruction after the block's terminator"},
		{"return in a loop", fn(sbAlloc, `{"opcode": "Loop", "LoopAxis": {"name": "i", "ub": 2, "stride": 1}, "blocks": [{"name": "l", "instructions": [{"opcode": "Return"}]}]}`),
			"$.functions[0].blocks[0].instructions[0].blocks[0].instructions[0]", "Return cannot be in a loop body"},
		{"engine", fn(sbAlloc, `{"opcode": "TensorCopy", "engine": "gpsimd"}`),
			"$.functions[0].blocks[0].instructions[0].engine", `engine "gpsimd" is not one of pe, act, dve, pool, sp`},
		{"no engine", fn(sbAlloc, `{"opcode": "TensorCopy"}`), "$.functions[0].blocks[0].instructions[0]", `missing "engine"`},
		{"enum", fn(sbAlloc, `{"opcode": "TensorTensor", "engine": "dve", "op": "plus"}`),
			"$.functions[0].blocks[0].instructions[0].op", `"plus" is not one of the alu values: abs, add`},
		{"required field", fn(sbAlloc, `{"opcode": "TensorTensor", "engine": "dve"}`),
			"$.functions[0].blocks[0].instructions[0]", `bir.tensor_tensor needs "op"`},
		{"float", fn(sbAlloc, `{"opcode": "Activation", "engine": "act", "func": "Exp", "scale": "big"}`),
			"$.functions[0].blocks[0].instructions[0].scale", "expected a number, found a string"},
		{"float range", fn(sbAlloc, `{"opcode": "Activation", "engine": "act", "func": "Exp", "scale": 1e40}`),
			"$.functions[0].blocks[0].instructions[0].scale", "1e40 is not a 32-bit float"},
		{"integer range", fn(sbAlloc, `{"opcode": "Iota", "engine": "pool", "base": 99999999999999999999, "pattern": []}`),
			"$.functions[0].blocks[0].instructions[0].base", "expected an integer that fits in 64 bits"},
		{"flag", fn(sbAlloc, `{"opcode": "TensorReduce", "engine": "dve", "op": "add", "axis": "X", "negate": 1}`),
			"$.functions[0].blocks[0].instructions[0].negate", "expected a boolean, found a number"},
		{"pairs", fn(sbAlloc, `{"opcode": "Iota", "engine": "pool", "pattern": [[1]]}`),
			"$.functions[0].blocks[0].instructions[0].pattern[0]", "expected a [step, num] pair"},
		{"ap kind", fn(sbAlloc, `{"opcode": "TensorCopy", "engine": "dve", "ins": [{"kind": "register_ap"}]}`),
			"$.functions[0].blocks[0].instructions[0].ins[0].kind", `bir reads physical_ap and symbolic_ap access patterns here, not "register_ap"`},
		{"ap memref", fn(sbAlloc, `{"opcode": "TensorCopy", "engine": "dve", "ins": [{"kind": "physical_ap", "memref": "u"}]}`),
			"$.functions[0].blocks[0].instructions[0].ins[0].memref", `no allocation "u" in this function`},
		{"ap dtype", fn(sbAlloc, `{"opcode": "TensorCopy", "engine": "dve", "ins": [{"kind": "physical_ap", "memref": "t", "dtype": "f32"}]}`),
			"$.functions[0].blocks[0].instructions[0].ins[0].dtype", `unknown dtype "f32"`},
		{"ap partitions", fn(sbAlloc, `{"opcode": "TensorCopy", "engine": "dve", "ins": [{"kind": "physical_ap", "memref": "t", "dtype": "float32", "ap": []}]}`),
			"$.functions[0].blocks[0].instructions[0].ins[0].ap", "an access to SB starts with its partition pair [1, partitions]"},
		{"ap start", fn(sbAlloc, `{"opcode": "TensorCopy", "engine": "dve", "ins": [{"kind": "physical_ap", "memref": "t", "dtype": "float32", "ap": [[1, 4]], "start_partition": -4}]}`),
			"$.functions[0].blocks[0].instructions[0].ins[0].start_partition", "start partition -4 is outside [0, 2^31)"},
		{"symbolic addrs", fn(sbAlloc, `{"opcode": "TensorCopy", "engine": "dve", "ins": [{"kind": "symbolic_ap", "memref": "t", "dtype": "float32", "ap": [[1, 4]]}]}`),
			"$.functions[0].blocks[0].instructions[0].ins[0]", `missing "addrs"`},
		{"term", fn(sbAlloc, `{"opcode": "TensorCopy", "engine": "dve", "ins": [{"kind": "symbolic_ap", "memref": "t", "dtype": "float32", "ap": [[1, 4]], "addrs": [{"terms": [{"coeff": 2}]}]}]}`),
			"$.functions[0].blocks[0].instructions[0].ins[0].addrs[0].terms[0]", `a term names a loop "axis" or a register "reg"`},
		{"term axis", fn(sbAlloc, `{"opcode": "TensorCopy", "engine": "dve", "ins": [{"kind": "symbolic_ap", "memref": "t", "dtype": "float32", "ap": [[1, 4]], "addrs": [{"terms": [{"axis": "i"}]}]}]}`),
			"$.functions[0].blocks[0].instructions[0].ins[0].addrs[0].terms[0].axis", `no enclosing loop "i"`},
		{"term register", fn(sbAlloc, `{"opcode": "TensorCopy", "engine": "dve", "ins": [{"kind": "symbolic_ap", "memref": "t", "dtype": "float32", "ap": [[1, 4]], "addrs": [{"terms": [{"reg": "r9"}]}]}]}`),
			"$.functions[0].blocks[0].instructions[0].ins[0].addrs[0].terms[0].reg", `no register "r9" defined before`},
		{"register out", fn(sbAlloc, `{"opcode": "RegisterMove", "ins": [], "outs": []}`),
			"$.functions[0].blocks[0].instructions[0].outs", "RegisterMove writes one register_access"},
		{"register operand", fn(sbAlloc, `{"opcode": "RegisterAlu", "op": "add", "ins": [{"kind": "register_access", "regref": "r0"}, {"kind": "imm_value", "value": 1}], "outs": [{"regref": "r1"}]}`),
			"$.functions[0].blocks[0].instructions[0].ins[0].regref", `no register "r0" defined before`},
		{"register imm first", fn(sbAlloc, `{"opcode": "RegisterAlu", "op": "add", "ins": [{"kind": "imm_value", "value": 1}, {"kind": "imm_value", "value": 1}], "outs": [{"regref": "r1"}]}`),
			"$.functions[0].blocks[0].instructions[0].ins[0].kind", `expected a register_access, found "imm_value"`},
		{"comparison", fn(sbAlloc, `{"opcode": "CompareAndBranch", "comp_op": "Unsupported"}`),
			"$.functions[0].blocks[0].instructions[0].comp_op", `unsupported comparison "Unsupported"`},
		{"comparison operand", fn(sbAlloc, `{"opcode": "RegisterMove", "ins": [{"kind": "physical_ap", "memref": "t", "dtype": "int32", "ap": [[1, 1], [1, 1]]}], "outs": [{"kind": "register_access", "regref": "r0"}]},
			{"opcode": "CompareAndBranch", "comp_op": "IS_EQREG", "ins": [{"kind": "register_access", "regref": "r0"}, {"kind": "imm_value", "value": 1}], "on_true": "b", "on_false": "b"}`),
			"$.functions[0].blocks[0].instructions[1].comp_op", "IS_EQREG compares with a register, but ins[1] is not one"},
		{"branch target", fn(sbAlloc, `{"opcode": "UnconditionalBranch", "target": "nowhere"}`),
			"$.functions[0].blocks[0].instructions[0].target", `no block "nowhere" in this function`},
		{"no outs", fn(sbAlloc, `{"opcode": "CoreBarrier", "engine": "sp", "id": 0, "cores": [0], "outs": [`+ap("1")+`]}`),
			"$.functions[0].blocks[0].instructions[0].outs", "CoreBarrier writes no access patterns"},
		{"no ins", fn(sbAlloc, `{"opcode": "Memset", "engine": "dve", "constant": 0, "ins": [`+ap("1")+`]}`),
			"$.functions[0].blocks[0].instructions[0].ins", "Memset reads no access patterns"},
		{"duplicate key", `{"functions": [], "functions": []}`, "", `duplicate key "functions"`},
		{"trailing data", `{"functions": []} {}`, "", "unexpected data after the top-level value"},
		{"syntax", `{"functions": [}`, "", "invalid JSON"},
		{"empty", ``, "", "unexpected end of the JSON input"},
		{"deep", strings.Repeat("[", 600) + strings.Repeat("]", 600), "", "JSON nested more than 512 deep"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := birjson.Read(newCtx(), "t.json", []byte(c.json))
			require.Error(t, err)
			var je *birjson.Error
			require.True(t, errors.As(err, &je), "%v", err)
			assert.Equal(t, c.path, je.Path)
			assert.Contains(t, je.Msg, c.want)
			assert.True(t, strings.HasPrefix(err.Error(), "t.json:"), err.Error())
			// The offset points into the input, and line:col agree with it.
			require.LessOrEqual(t, je.Offset, int64(len(c.json)))
			before := c.json[:je.Offset]
			assert.Equal(t, strings.Count(before, "\n")+1, je.Line)
		})
	}
}

// TestReadLenient reads BIR JSON as KLR and the compiler write it:
// blocks without terminators, DRAM sized [partitions, bytes], engines left
// to DMA, inputs numbered by order, NKI dtype names, APPair objects.
func TestReadLenient(t *testing.T) {
	src := `{"arch": "gen2", "functions": [{"name": "k", "allocations": [
  {"kind": "Input", "dtype": "float8_e4m3", "tensor_shape": [4, 8], "memorylocations": [{"name": "x", "type": "Input", "dims": [4, 8]}]},
  {"kind": "Input", "dtype": "int32", "tensor_shape": [4], "memorylocations": [{"name": "y", "type": "Input", "dims": [4, 4]}]},
  {"kind": "Internal", "memorylocations": [{"name": "t", "type": "SB", "dims": [128, 64]}]}],
 "blocks": [
  {"name": "B1", "instructions": [
    {"opcode": "DMACopy", "mode": "Copy", "ins": [{"kind": "physical_ap", "memsetref": "x", "dtype": "float8e4", "ap": [[8, 4], [1, 8]]}],
     "outs": [{"kind": "physical_ap", "memref": "t", "dtype": "float8e4", "ap": [[1, 4], [1, 8]], "offset": 0}]},
    {"opcode": "Iota", "engine": "pool", "pattern": [{"step": 1, "num": 12}], "outs": [{"kind": "physical_ap", "memref": "t", "dtype": "int32", "ap": [[1, 32], [1, 12]], "offset": 4}]}]},
  {"name": "B2", "instructions": []}]}]}`
	ctx := newCtx()
	m, err := birjson.Read(ctx, "k.json", []byte(src))
	require.NoError(t, err)
	require.NoError(t, core.Verify(m))
	want := `module attributes {bir.target = "trn1"} {
  bir.func @k {
    %x = bir.alloc "x" Input DRAM [1, 32] index 0 : tensor<4x8xf8E4M3FN>
    %y = bir.alloc "y" Input DRAM [1, 16] index 1 : tensor<4xi32>
    %t = bir.alloc "t" SB [128, 64]
    bir.dma sp ins(%x[[8, 4], [1, 8]] : f8E4M3FN) outs(%t[0:4][[1, 8]] : f8E4M3FN)
    bir.iota pool outs(%t[0:32][[1, 12]] + 4 : i32) pattern [[1, 12]]
    bir.branch ^bb1
  ^bb1:  // pred: ^bb0
    bir.return
  }
}`
	assert.Equal(t, want, strings.TrimSpace(print(ctx, m)))
}

// TestMarshalNonFinite checks the strings JSON uses for infinities and NaN.
func TestMarshalNonFinite(t *testing.T) {
	src := `bir.func @f {
  %t = bir.alloc "t" SB [128, 64]
  bir.memset dve outs(%t[0:128][[1, 4]] : f32) constant 0x7F800000
  bir.memset dve outs(%t[0:128][[1, 4]] : f32) constant 0xFF800000
  bir.memset dve outs(%t[0:128][[1, 4]] : f32) constant 0x7FC00000
  bir.memset dve outs(%t[0:128][[1, 4]] : f32) constant -0.0
  bir.return
}`
	ctx := newCtx()
	m := mustParse(t, ctx, src)
	js, err := birjson.Marshal(m)
	require.NoError(t, err)
	for _, s := range []string{`"constant": "inf"`, `"constant": "-inf"`, `"constant": "nan"`, `"constant": -0`} {
		assert.Contains(t, string(js), s)
	}
	ctx2 := newCtx()
	m2, err := birjson.Read(ctx2, "t.json", js)
	require.NoError(t, err)
	assert.Equal(t, print(ctx, m), print(ctx2, m2))
}

// TestMarshalOnlyFuncs checks that ops with no BIR form are errors, not
// dropped.
func TestMarshalOnlyFuncs(t *testing.T) {
	ctx := newCtx()
	m := mustParse(t, ctx, `func.func @f() {
  return
}`)
	_, err := birjson.Marshal(m)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "'func.func' op has no BIR JSON form")
}
