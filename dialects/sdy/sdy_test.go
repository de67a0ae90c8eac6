package sdy_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/sdy"
)

func newCtx() *core.Context {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	return ctx
}

func parseAttr(ctx *core.Context, src string) (core.Attribute, error) {
	a, n, err := asm.ParseAttribute(ctx, src)
	if err == nil && n != len(src) {
		return nil, assert.AnError
	}
	return a, err
}

// The printed forms are sdy_opt's: Shardy's parse_print tests
// (shardy/dialect/sdy/ir/test/*_parse_print.mlir) and JAX's exports.
var attrCases = []struct{ in, out string }{
	{`#sdy.mesh<[]>`, ""},
	{`#sdy.mesh<["a"=2, "b"=1]>`, ""},
	{`#sdy.mesh<[], device_ids=[3]>`, ""},
	{`#sdy.mesh<["a"=2], device_ids=[1, 0]>`, ""},
	{`#sdy.mesh<["a"=2, "b"=2], device_ids=[0, 1, 2, 3]>`, `#sdy.mesh<["a"=2, "b"=2]>`},
	{`#sdy.mesh<["a"=1], device_ids=[0]>`, `#sdy.mesh<["a"=1]>`},
	{`#sdy.sharding<@mesh, [{"a"}, {}]>`, ""},
	{`#sdy.sharding<@mesh, [{"a", ?}, {?}]>`, ""},
	{`#sdy.sharding<@mesh, [{"a"}p0, {"b", ?}p3, {}]>`, ""},
	{`#sdy.sharding<@mesh, [], replicated={"b"}>`, ""},
	{`#sdy.sharding<@mesh, [{}, {}], unreduced={"a", "b"}>`, ""},
	{`#sdy.sharding<@mesh, [{}, {}], unreduced=sum{"a"}>`, `#sdy.sharding<@mesh, [{}, {}], unreduced={"a"}>`},
	{`#sdy.sharding<@mesh, [{}, {}], unreduced=max{"a"}>`, ""},
	{`#sdy.sharding<@mesh, [{}, {}], unreduced=min{"a"}, replicated={"b"}>`,
		`#sdy.sharding<@mesh, [{}, {}], replicated={"b"}, unreduced=min{"a"}>`},
	{`#sdy.sharding<@mesh, [{}], unreduced{"a"}>`, `#sdy.sharding<@mesh, [{}], unreduced={"a"}>`},
	{`#sdy.sharding<mesh<["x"=2, "y"=2]>, [{"x"}, {}]>`, ""},
	{`#sdy.sharding<@"my mesh", [{"c":(1)2, "b"}]>`, ""},
	{`#sdy.sharding_per_value<[]>`, ""},
	{`#sdy.sharding_per_value<[<@mesh, [{"a"}]>, <@mesh, []>]>`, ""},
	{`#sdy.op_sharding_rule<([i, j])->([ij]) {i=2, j=4}>`, ""},
	{`#sdy.op_sharding_rule<([], [])->([])>`, ""},
	{`#sdy.op_sharding_rule<([i, j, k])->([i, j, l]) {i=2, j=3, k=4, l=8}, custom>`, ""},
	{`#sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>`, ""},
	{`#sdy.op_sharding_rule<([i, j, k, l])->([i, k, l]) {i=2, j=3, k=5, l=7} reduction={j} need_replication={i, l} permutation={k} blocked_propagation={l}>`, ""},
	{`#sdy.op_sharding_rule<([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z, z_1, z_2])->([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, zz_1, z_2]) {i=2, j=2, k=2, l=2, m=2, n=2, o=2, p=2, q=2, r=2, s=2, t=2, u=2, v=2, w=2, x=2, y=2, z=2, z_1=2, z_2=2}>`, ""},
	{`#sdy<manual_axes{"a", "b"}>`, ""},
	{`#sdy<manual_axes{}>`, ""},
	{`#sdy<axis_ref"a":(2)4>`, ""},
	{`#sdy<axis_ref_list{"a", "b":(1)2}>`, ""},
	{`#sdy<list_of_axis_ref_lists[{"a"}, {}]>`, ""},
	{`#sdy<all_to_all_param{"b"}: 0->2>`, ""},
	{`#sdy<all_to_all_param_list[{"b"}: 0->2, {"c"}: 1->3]>`, ""},
	{`#sdy<dimension_sharding{"a", ?}p1>`, ""},
	{`#sdy<mesh_axis"a"=4>`, ""},
	{`#sdy<sub_axis_info(1)2>`, ""},
	{`#sdy<tensor_mapping[i, jk]>`, ""},
}

func TestAttributeRoundTrip(t *testing.T) {
	ctx := newCtx()
	for _, c := range attrCases {
		t.Run(c.in, func(t *testing.T) {
			want := c.out
			if want == "" {
				want = c.in
			}
			a, err := parseAttr(ctx, c.in)
			require.NoError(t, err)
			assert.Equal(t, want, asm.AttrString(a))
			again, err := parseAttr(ctx, want)
			require.NoError(t, err)
			assert.Same(t, a, again, "the printed form reads back as the same (uniqued) attribute")
		})
	}
}

// The parser's messages are Shardy's (parsers.cc, verifiers.cc and the
// parsers mlir-tblgen generates); the generated parsers add a "failed to
// parse <Def> parameter" error after the one that made a parameter fail.
var attrErrors = []struct{ in, want string }{
	{`#sdy.mesh<["a"=2, "b"=0]>`, "axis size must be at least 1, got: 0\nfailed to parse Sdy_Mesh parameter 'axes' which is to be a `::llvm::ArrayRef<MeshAxisAttr>`"},
	{`#sdy.mesh<["a"=2, "b"=2, "a"=4]>`, `duplicate axis name: "a"`},
	{`#sdy.mesh<[], device_ids=[-1]>`, "device id must be non-negative, got: -1"},
	{`#sdy.mesh<[], device_ids=[1, 0]>`, "axes is empty and device_ids has more than one element"},
	{`#sdy.mesh<["a"=2], device_ids=[0]>`, "total product of axis sizes must match total number of device ids, got: 2 != 1"},
	{`#sdy.mesh<["a"=2], device_ids=[1, 1]>`, "sorted device ids must be iota(product(axes)), got: 1, 1"},
	{`#sdy.sharding<@m, [{"a"}phigh]>`, "expecting priority in format 'p<number>', got: phigh\nfailed to parse Sdy_TensorSharding parameter 'dim_shardings' which is to be a `::llvm::ArrayRef<DimensionShardingAttr>`"},
	{`#sdy.sharding<@m, [{"a"}p01]>`, "priorities with leading zeros are not allowed, got: p01"},
	{`#sdy.sharding<@m, [{"a"}p9999999999999999999]>`, "expecting integer priority, got: p9999999999999999999"},
	{`#sdy.sharding<@m, [{}], replicated{"a"}>`, "expected '='\nfailed to parse Sdy_TensorSharding parameter 'replicated_axes'"},
	{`#sdy.sharding<@m, [{}], unreduced=["a"]>`, "expected '{'\nfailed to parse Sdy_TensorSharding parameter 'unreduced_axes'"},
	{`#sdy.sharding<@m, [{}],>`, "failed to parse Sdy_TensorSharding, expected valid named axis list after comma"},
	{`#sdy.sharding<@m, [{}], replicated={"a", b}>`, "failed to parse Sdy_AxisRef parameter 'name' which is to be a `::llvm::StringRef`\nfailed to parse axis list which is expected to be an `ArrayRef<AxisRefAttr>`\nfailed to parse Sdy_TensorSharding parameter 'replicated_axes'"},
	{`#sdy.sharding_per_value<[<@m, [{"a"}phigh]>]>`, "failed to parse Sdy_TensorShardingPerValue parameter 'shardings' which is to be a `::llvm::ArrayRef<TensorShardingAttr>`"},
	{`#sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=32},>`, "expected 'custom'"},
	{`#sdy.op_sharding_rule<([i, j])->([ij]) {j=4, i=2}>`, "expecting factor indices to be ordered like an iota ([0,1,2,...], e.g. {i=#, j=#, ...}). Expecting factor index symbol 'i', received: 'j'"},
	{`#sdy.op_sharding_rule<([z_, j])->([i]) {i=2, j=4}>`, "expecting integer after 'z_'. Received: 'z_'\nfailed to parse Sdy_TensorMapping parameter 'dim_mappings' which is to be a `::llvm::ArrayRef<DimMappingAttr>`\nfailed to parse Sdy_OpShardingRule parameter 'operand_mappings' which is to be a `::llvm::ArrayRef<TensorMappingAttr>`"},
	{`#sdy.op_sharding_rule<([a, j])->([j]) {i=2, j=4}>`, "expecting symbol from 'i' to 'z'. Received: 'a'"},
	{`#sdy.op_sharding_rule<([z_0, j])->([j]) {i=2, j=4}>`, "expecting positive integer without leading zeros. Received: '0'"},
	{`#sdy.op_sharding_rule<()->([i]) {i=2}>`, "expected '['\nfailed to parse Sdy_OpShardingRule parameter 'operand_mappings'"},
	{`#sdy.op_sharding_rule<([i, j])->([i j]) {i=2, j=4}>`, "expected ']'\nfailed to parse Sdy_OpShardingRule parameter 'result_mappings'"},
	{`#sdy.nope<[]>`, "unknown attribute `nope` in dialect `sdy`"},
}

func TestAttributeErrors(t *testing.T) {
	ctx := newCtx()
	for _, c := range attrErrors {
		t.Run(c.in, func(t *testing.T) {
			_, err := parseAttr(ctx, c.in)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

func TestBuilders(t *testing.T) {
	ctx := newCtx()
	a, b := sdy.NewMeshAxis(ctx, "a", 2), sdy.NewMeshAxis(ctx, "b", 3)
	m := sdy.NewMesh(ctx, []*sdy.MeshAxis{a, b}, []int64{0, 1, 2, 3, 4, 5})
	assert.Nil(t, m.DeviceIDs, "iota device ids are implied")
	assert.Same(t, m, sdy.NewMesh(ctx, []*sdy.MeshAxis{a, b}, nil))
	assert.Equal(t, int64(6), m.TotalSize())
	s, ok := m.AxisSize("b")
	assert.True(t, ok)
	assert.Equal(t, int64(3), s)
	assert.False(t, m.IsMaximal())
	assert.True(t, sdy.NewMesh(ctx, nil, []int64{3}).IsMaximal())

	ref := sdy.NewAxisRef(ctx, "a", sdy.NewSubAxisInfo(ctx, 1, 2))
	assert.Equal(t, `"a":(1)2`, ref.String())
	assert.Equal(t, int64(2), ref.Size(m))
	assert.Equal(t, int64(3), sdy.NewAxisRef(ctx, "b", nil).Size(m))

	dims := []*sdy.DimSharding{sdy.NewDimSharding(ctx, []*sdy.AxisRef{ref}, true, -1), sdy.NewDimSharding(ctx, nil, false, 2)}
	sh := sdy.NewSharding(ctx, core.SymbolRef(ctx, "mesh"), dims, nil, nil, sdy.ReductionSum)
	assert.Equal(t, `#sdy.sharding<@mesh, [{"a":(1)2}, {?}p2]>`, asm.AttrString(sh))
	assert.Equal(t, "mesh", sh.MeshName())
	assert.Equal(t, 2, sh.Rank())
	assert.False(t, sh.FullyReplicated())

	for i, want := range map[int64]string{0: "i", 17: "z", 18: "z_1", 30: "z_13"} {
		assert.Equal(t, want, sdy.FactorSymbol(i))
	}
}

// ops holds one of each op, as sdy_opt prints them.
const ops = `module {
  sdy.mesh @mesh = <["a"=1, "b"=2]>
  sdy.mesh @empty = <[]>
  func.func @f(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"b"}, {}]> : tensor<8x4xf32>
    %1 = sdy.reshard %0 <@mesh, [{}, {"b"}], replicated={"a"}> : tensor<8x4xf32>
    %2 = sdy.manual_computation(%1) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<8x4xf32>) {
      %10 = stablehlo.add %arg1, %arg1 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
      sdy.return %10 : tensor<8x4xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %3 = sdy.propagation_barrier %2 allowed_direction=FORWARD : tensor<8x4xf32>
    sdy.sharding_group %3 group_id=7 : tensor<8x4xf32>
    %4 = sdy.named_computation<"foo">(%3) in_shardings=[<@mesh, [{"b"}, {}]>] (%arg1: tensor<8x4xf32>) {
      sdy.return %arg1 : tensor<8x4xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %5 = sdy.data_flow_edge %4 sharding=<@mesh, [{}, {}]> : tensor<8x4xf32>
    %6 = sdy.all_gather [{"b"}, {}] %5 out_sharding=<@mesh, [{}, {}]> : tensor<8x4xf32>
    %7 = sdy.all_reduce max {"a"} %6 out_sharding=<@mesh, [{}, {}]> : tensor<8x4xf32>
    %8 = sdy.all_to_all [{"b"}: 0->1] %7 out_sharding=<@mesh, [{}, {"b"}]> : tensor<8x4xf32>
    %9 = sdy.constant dense<1.000000e+00> : tensor<8x4xf32>
    return %8 : tensor<8x4xf32>
  }
}
`

func TestOpsRoundTrip(t *testing.T) {
	ctx := newCtx()
	blk, err := asm.Parse(ctx, []byte(ops), asm.ParseOptions{Filename: "ops.mlir"})
	require.NoError(t, err)
	module := blk.First()
	require.NoError(t, core.Verify(module))
	assert.Equal(t, ops, asm.PrintOp(module, asm.PrintOptions{Context: ctx}))

	generic := asm.PrintOp(module, asm.PrintOptions{Context: ctx, Generic: true})
	assert.Contains(t, generic, `"sdy.manual_computation"(%1) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>, manual_axes = #sdy<manual_axes{"a"}>`)
	blk2, err := asm.Parse(ctx, []byte(generic), asm.ParseOptions{Filename: "generic.mlir"})
	require.NoError(t, err)
	assert.Equal(t, ops, asm.PrintOp(blk2.First(), asm.PrintOptions{Context: ctx}))

	var mc *core.Operation
	module.WalkAll(func(op *core.Operation) {
		if op.Name() == "sdy.manual_computation" {
			mc = op
		}
	})
	view, ok := sdy.AsManualComputationOp(mc)
	require.True(t, ok)
	assert.Equal(t, []string{"a"}, view.ManualAxes().(*sdy.ManualAxes).Names)
	in := view.InShardings().(*sdy.ShardingPerValue).Shardings[0]
	mesh := sdy.LookupMesh(in, mc)
	require.NotNil(t, mesh)
	assert.Equal(t, int64(2), mesh.TotalSize())
}

// Verifier errors, with Shardy's messages.
var verifyCases = []struct{ name, body, want string }{
	{"rank", `%0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}]> : tensor<8x4xf32>`,
		"'sdy.sharding_constraint' op sharding doesn't match tensor rank: 1 != 2"},
	{"unknown mesh", `%0 = sdy.sharding_constraint %arg0 <@nope, [{}, {}]> : tensor<8x4xf32>`,
		"'sdy.sharding_constraint' op unknown mesh: @nope"},
	{"unknown axis", `%0 = sdy.reshard %arg0 <@mesh, [{"c"}, {}]> : tensor<8x4xf32>`,
		`'sdy.reshard' op unknown axis name: "c"`},
	{"duplicate axis", `%0 = sdy.reshard %arg0 <@mesh, [{"a"}, {"a"}]> : tensor<8x4xf32>`,
		`'sdy.reshard' op duplicate axis ref: "a"`},
	{"replicated order", `%0 = sdy.reshard %arg0 <@mesh, [{}, {}], replicated={"b", "a"}> : tensor<8x4xf32>`,
		"'sdy.reshard' op replicated axes are not ordered w.r.t. mesh"},
	{"sub-axis", `%0 = sdy.reshard %arg0 <@mesh, [{"b":(1)3}, {}]> : tensor<8x4xf32>`,
		`'sdy.reshard' op sub-axis next pre-size 3 doesn't divide the size of the full axis 2: "b":(1)3`},
	{"priority", `%0 = sdy.reshard %arg0 <@mesh, [{}p1, {}]> : tensor<8x4xf32>`,
		"'sdy.reshard' op dim 0 is empty and closed but has a priority"},
	{"barrier", `%0 = sdy.propagation_barrier %arg0 allowed_direction=BOTH : tensor<8x4xf32>`,
		"'sdy.propagation_barrier' op cannot specify `BOTH` as the direction. Not blocking propagation direction makes the op redundant."},
	{"op sharding", `%0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<8x4xf32>`,
		"'stablehlo.abs' op result - sharding doesn't match tensor rank: 1 != 2"},
	{"rule rank", `%0 = stablehlo.abs %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : tensor<8x4xf32>`,
		"'stablehlo.abs' op operand - mapping rank must match: 1 != 2"},
	{"rule factor", `%0 = stablehlo.abs %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4, k=2}>} : tensor<8x4xf32>`,
		"'stablehlo.abs' op has factor k=2 that isn't used in operand and result mappings"},
	{"manual local shape", `%0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"b"}, {}]>] out_shardings=[<@mesh, [{"b"}, {}]>] manual_axes={"b"} (%arg1: tensor<8x4xf32>) {
      sdy.return %arg1 : tensor<8x4xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>`,
		"'sdy.manual_computation' op operand shape, corresponding sharding, and region operand shape at index 0 must match. Expected local shape 'tensor<4x4xf32>', actual local shape 'tensor<8x4xf32>'"},
	{"manual axis order", `%0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"b", "a"}, {}]>] out_shardings=[<@mesh, [{"b", "a"}, {}]>] manual_axes={"a"} (%arg1: tensor<8x4xf32>) {
      sdy.return %arg1 : tensor<8x4xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>`,
		`'sdy.manual_computation' op operand sharding at index 0 must have all manual axes come before free axes in its dimension sharding at index 0. Saw manual axis "a" after free axis "b"`},
	{"unknown manual axis", `%0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"c"} (%arg1: tensor<8x4xf32>) {
      sdy.return %arg1 : tensor<8x4xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>`,
		`'sdy.manual_computation' op unknown manual axis: "c"`},
}

func TestVerify(t *testing.T) {
	for _, c := range verifyCases {
		t.Run(c.name, func(t *testing.T) {
			ctx := newCtx()
			src := "module {\nsdy.mesh @mesh = <[\"a\"=2, \"b\"=2]>\nfunc.func @f(%arg0: tensor<8x4xf32>) {\n    " + c.body + "\n    return\n}\n}\n"
			blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "v.mlir"})
			require.NoError(t, err)
			err = core.Verify(blk.First())
			require.Error(t, err)
			assert.Equal(t, c.want, strings.Split(err.Error(), "\n")[0])
		})
	}
}

func TestVerifyFunctionSharding(t *testing.T) {
	ctx := newCtx()
	src := `module {
sdy.mesh @mesh = <["a"=2]>
func.func @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) {
  return
}
}`
	blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "f.mlir"})
	require.NoError(t, err)
	err = core.Verify(blk.First())
	require.Error(t, err)
	assert.Equal(t, "'func.func' op arg 0 - sharding doesn't match tensor rank: 2 != 1", err.Error())
}
