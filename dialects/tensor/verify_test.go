package tensor_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// errorCases are invalid programs with mlir-opt 22's first diagnostic.
var errorCases = []struct{ name, src, want string }{
	{"cast size", `func.func @a(%t: tensor<4xf32>) { %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
 return }`, "1:40: 'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible"},
	{"cast element", `func.func @a(%t: tensor<4xf32>) { %0 = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
 return }`, "1:40: 'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible"},
	{"cast rank", `func.func @a(%t: tensor<4xf32>) { %0 = tensor.cast %t : tensor<4xf32> to tensor<4x1xf32>
 return }`, "1:40: 'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4x1xf32>' are cast incompatible"},
	{"cast of a scalar", `func.func @a(%s: f32) { %0 = "tensor.cast"(%s) : (f32) -> tensor<1xf32>
 return }`, "1:30: 'tensor.cast' op operand #0 must be tensor of any type values, but got 'f32'"},
	{"bitcast width", `func.func @a(%t: tensor<4xf32>) { %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
 return }`, "1:40: 'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible"},
	{"bitcast index", `func.func @a(%s: tensor<*xf32>) { %0 = "tensor.bitcast"(%s) : (tensor<*xf32>) -> tensor<*xindex>
 return }`, "1:40: 'tensor.bitcast' op result #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<*xindex>'"},
	{"empty sizes", `func.func @a(%i: index) { %0 = tensor.empty(%i) : tensor<4x4xf32>
 return }`, "1:32: 'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0"},
	{"empty size type", `func.func @a(%i: f32) { %0 = "tensor.empty"(%i) : (f32) -> tensor<?xf32>
 return }`, "1:30: 'tensor.empty' op operand #0 must be variadic of index, but got 'f32'"},
	{"extract indices", `func.func @a(%t: tensor<4xf32>, %i: index) { %0 = tensor.extract %t[%i, %i] : tensor<4xf32>
 return }`, "1:51: 'tensor.extract' op incorrect number of indices for extract_element"},
	{"extract result type", `func.func @a(%t: tensor<4xf32>, %i: index) { %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
 return }`, "1:51: 'tensor.extract' op failed to verify that result type matches element type of tensor"},
	{"extract from a scalar", `func.func @a(%s: f32, %i: index) { %0 = "tensor.extract"(%s, %i) : (f32, index) -> f32
 return }`, "1:41: 'tensor.extract' op operand #0 must be ranked tensor of any type values, but got 'f32'"},
	{"extract type kind", `func.func @a(%s: f32) { %0 = tensor.extract %s[] : f32
 return }`, "1:52: custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'f32'"},
	{"extract unranked", `func.func @a(%t: tensor<*xf32>, %i: index) { %0 = tensor.extract %t[%i] : tensor<*xf32>
 return }`, "1:75: custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'"},
	{"insert indices", `func.func @a(%t: tensor<4xf32>, %s: f32) { %0 = tensor.insert %s into %t[] : tensor<4xf32>
 return }`, "1:49: 'tensor.insert' op incorrect number of indices"},
	{"insert result", `func.func @a(%s: f32, %t: tensor<4xf32>) { %0 = "tensor.insert"(%s, %t) : (f32, tensor<4xf32>) -> tensor<5xf32>
 return }`, "1:49: 'tensor.insert' op failed to verify that result type matches type of dest"},
	{"insert scalar", `func.func @a(%s: f64, %t: tensor<4xf32>) { %0 = "tensor.insert"(%s, %t) : (f64, tensor<4xf32>) -> tensor<4xf32>
 return }`, "1:49: 'tensor.insert' op failed to verify that scalar type matches element type of dest"},
	{"insert operands", `func.func @a(%s: f32) { %0 = "tensor.insert"(%s) : (f32) -> tensor<1xf32>
 return }`, "1:30: 'tensor.insert' op expected 2 or more operands, but found 1"},
	{"insert type kind", `func.func @a(%s: f32, %t: tensor<4xf32>) { %0 = tensor.insert %s into %t[] : f32
 return }`, "1:78: custom op 'tensor.insert' invalid kind of type specified: expected builtin.tensor, but found 'f32'"},
	{"from_elements count", `func.func @a(%s: f32) { %0 = tensor.from_elements %s : tensor<2xf32>
 return }`, "1:51: custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types"},
	{"from_elements none", `func.func @a(%s: f32) { %0 = tensor.from_elements {x} : tensor<2xf32>
 return }`, "1:51: custom op 'tensor.from_elements' number of operands and types do not match: got 0 operands and 2 types"},
	{"from_elements dynamic", `func.func @a(%s: f32) { %0 = tensor.from_elements %s : tensor<?xf32>
 return }`, "1:30: custom op 'tensor.from_elements' 'result' must be statically shaped tensor of any type values, but got 'tensor<?xf32>'"},
	{"from_elements kind", `func.func @a(%s: f32) { %0 = tensor.from_elements %s : tensor<*xf32>
 return }`, "1:56: custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'"},
	{"from_elements types", `func.func @a(%s: f32) { %0 = "tensor.from_elements"(%s) : (f32) -> tensor<1xi32>
 return }`, "1:30: 'tensor.from_elements' op failed to verify that operand types match result element type"},
	{"from_elements generic count", `func.func @a(%s: f32) { %0 = "tensor.from_elements"(%s, %s) : (f32, f32) -> tensor<1xf32>
 return }`, "1:30: 'tensor.from_elements' op failed to verify that operand types match result element type"},
	{"from_elements generic dynamic", `func.func @a(%s: f32) { %0 = "tensor.from_elements"(%s) : (f32) -> tensor<?xf32>
 return }`, "1:30: 'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'"},
	{"splat sizes", `func.func @a(%s: f32) { %0 = tensor.splat %s : tensor<?xf32>
 return }`, "1:30: 'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1"},
	{"splat operand", `func.func @a(%s: f64) { %0 = "tensor.splat"(%s) : (f64) -> tensor<5xf32>
 return }`, "1:30: 'tensor.splat' op failed to verify that operand type matches element type of result"},
	{"splat size type", `func.func @a(%s: f32) { %1 = "tensor.splat"(%s, %s) : (f32, f32) -> tensor<?xf32>
 return }`, "1:30: 'tensor.splat' op operand #1 must be variadic of index, but got 'f32'"},
	{"splat of a tensor", `func.func @a(%s: tensor<4xf32>) { %0 = tensor.splat %s : tensor<4xf32>
 return }`, "1:53: use of value '%s' expects different type than prior uses: 'f32' vs 'tensor<4xf32>'"},
	{"splat kind", `func.func @a(%s: f32) { %0 = tensor.splat %s : tensor<*xf32>
 return }`, "1:48: custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'"},
	{"reshape count", `func.func @a(%t: tensor<4xf32>, %sh: tensor<2xi32>) { %0 = tensor.reshape %t(%sh) : (tensor<4xf32>, tensor<2xi32>) -> tensor<5xf32>
 return }`, "1:60: 'tensor.reshape' op source and destination tensor should have the same number of elements"},
	{"reshape dynamic shape", `func.func @a(%t: tensor<4xf32>, %sh: tensor<?xi32>) { %0 = tensor.reshape %t(%sh) : (tensor<4xf32>, tensor<?xi32>) -> tensor<4xf32>
 return }`, "1:60: 'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type"},
	{"reshape rank", `func.func @a(%t: tensor<4xf32>, %sh: tensor<2xi32>) { %0 = tensor.reshape %t(%sh) : (tensor<4xf32>, tensor<2xi32>) -> tensor<4xf32>
 return }`, "1:60: 'tensor.reshape' op length of shape operand differs from the result's tensor rank"},
	{"reshape element", `func.func @a(%t: tensor<4xf32>, %sh: tensor<1xi32>) { %0 = tensor.reshape %t(%sh) : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xi32>
 return }`, "1:60: 'tensor.reshape' op element types of source and destination tensor types should be the same"},
	{"reshape shape type", `func.func @a(%s: tensor<4xf32>, %i: tensor<1xf32>) { %0 = "tensor.reshape"(%s, %i) : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
 return }`, "1:59: 'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<1xf32>'"},
	{"generate sizes", `func.func @a(%i: index, %s: f32) { %0 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %s : f32
  } : tensor<4x4xf32>
 return }`, "1:41: 'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 0"},
	{"generate arguments", `func.func @a(%i: index, %s: f32) { %0 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %s : f32
  } : tensor<4x?xf32>
 return }`, "1:41: must have one body argument per input dimension"},
	{"generate argument type", `func.func @a(%i: index, %s: i32) { %0 = tensor.generate %i {
  ^bb0(%a: index, %b: i32):
    tensor.yield %s : i32
  } : tensor<4x?xf32>
 return }`, "1:41: all body arguments must be index"},
	{"generate yield type", `func.func @a(%i: index, %s: i32) { %0 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : i32
  } : tensor<4x?xf32>
 return }`, "1:41: 'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type"},
	{"generate unranked", `func.func @a() { %0 = "tensor.generate"() ({}) : () -> tensor<*xf32>
 return }`, "1:23: 'tensor.generate' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'"},
	{"yield parent", `func.func @a(%s: f32) { tensor.yield %s : f32 }`,
		"1:25: 'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'"},
	{"dim of a 0-d tensor", `func.func @a(%t: tensor<f32>, %i: index) { %0 = tensor.dim %t, %i : tensor<f32>
 return }`, "1:49: 'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'"},
	{"dim index type", `func.func @a(%s: f32, %t: tensor<4xf32>) { %0 = tensor.dim %t, %s : tensor<4xf32>
 return }`, "1:64: use of value '%s' expects different type than prior uses: 'index' vs 'f32'"},
	{"rank of a scalar", `func.func @a(%s: f32) { %0 = "tensor.rank"(%s) : (f32) -> index
 return }`, "1:30: 'tensor.rank' op operand #0 must be tensor of any type values, but got 'f32'"},
	{"concat dim", `func.func @a(%s: tensor<4xf32>) { %0 = tensor.concat dim(1) %s : (tensor<4xf32>) -> tensor<4xf32>
 return }`, "1:40: 'tensor.concat' op concatenation dim must be less than the tensor rank"},
	{"concat sizes", `func.func @a(%s: tensor<4x3xf32>, %t: tensor<?x4xf32>) { %0 = tensor.concat dim(0) %s, %t : (tensor<4x3xf32>, tensor<?x4xf32>) -> tensor<?x3xf32>
 return }`, "1:63: 'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1"},
	{"concat element", `func.func @a(%s: tensor<4x3xf32>, %t: tensor<?x3xi32>) { %0 = tensor.concat dim(0) %s, %t : (tensor<4x3xf32>, tensor<?x3xi32>) -> tensor<?x3xf32>
 return }`, "1:63: 'tensor.concat' op inputs and result element type must match"},
	{"concat rank", `func.func @a(%s: tensor<4x3xf32>, %t: tensor<?xf32>) { %0 = tensor.concat dim(0) %s, %t : (tensor<4x3xf32>, tensor<?xf32>) -> tensor<?x3xf32>
 return }`, "1:61: 'tensor.concat' op rank of concatenated inputs must match result rank"},
	{"concat none", `func.func @a() { %0 = tensor.concat dim(0) : () -> tensor<?x3xf32>
 return }`, "1:23: 'tensor.concat' op requires at least one input"},
	{"concat result", `func.func @a(%s: tensor<4x3xf32>) { %0 = tensor.concat dim(0) %s : (tensor<4x3xf32>) -> tensor<5x3xf32>
 return }`, "1:42: 'tensor.concat' op result type 'tensor<5x3xf32>'does not match inferred shape 'tensor<4x3xf32>' static sizes"},
	{"concat unranked", `func.func @a(%s: tensor<*xf32>) { %0 = "tensor.concat"(%s) {dim = 0 : i64} : (tensor<*xf32>) -> tensor<*xf32>
 return }`, "1:40: 'tensor.concat' op operand #0 must be variadic of ranked tensor of any type values, but got 'tensor<*xf32>'"},
}

func TestVerifierErrors(t *testing.T) {
	for _, c := range errorCases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, firstError(c.src))
		})
	}
}

// TestErrorsMatchMlirOpt runs every error case through mlir-opt in one
// -split-input-file run: its first error, at the same place, must be ours.
func TestErrorsMatchMlirOpt(t *testing.T) {
	var src strings.Builder
	starts := make([]int, len(errorCases))
	line := 1
	for i, c := range errorCases {
		if i > 0 {
			src.WriteString("\n// -----\n")
			line++
		}
		starts[i] = line
		src.WriteString(c.src)
		line += strings.Count(c.src, "\n") + 1
	}
	_, stderr := mlirOptRun(t, src.String(), "-split-input-file")
	diag := regexp.MustCompile(`^<stdin>:(\d+):(\d+): error: (.*)$`)
	var errs []struct {
		line int
		text string
	}
	for _, l := range strings.Split(stderr, "\n") {
		if m := diag.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			errs = append(errs, struct {
				line int
				text string
			}{n, m[2] + ": " + m[3]})
		}
	}
	for i, c := range errorCases {
		end := line
		if i+1 < len(starts) {
			end = starts[i+1]
		}
		got := ""
		for _, e := range errs {
			if e.line >= starts[i] && e.line < end {
				got = strconv.Itoa(e.line-starts[i]+1) + ":" + e.text
				break
			}
		}
		assert.Equal(t, c.want, got, c.name)
	}
}
