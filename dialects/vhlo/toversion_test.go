package vhlo_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/dialects/vhlo"
)

// suiteFuncs returns the named functions of StableHLO's own
// stablehlo_legalize_to_vhlo.mlir (vendored in lit/suites/vhlo), so the
// version patterns are tested on the ops StableHLO tests them with.
func suiteFuncs(t *testing.T, names ...string) string {
	t.Helper()
	src, err := os.ReadFile("../../lit/suites/vhlo/stablehlo_legalize_to_vhlo.mlir")
	require.NoError(t, err)
	var b strings.Builder
	for _, n := range names {
		re := regexp.MustCompile(`(?ms)^func\.func @` + regexp.QuoteMeta(n) + `\(.*?^}\n`)
		f := re.Find(src)
		require.NotNil(t, f, n)
		b.Write(f)
	}
	return b.String()
}

// TestVersionPatterns downgrades each op with two versions to the last
// version of its first form (VhloToVersionPatterns.td, VhloToVersion.cpp),
// checks the attributes the pattern adds or drops, upgrades it back and
// checks that the StableHLO is what it was; or, where the op uses what
// only the newer version has, that the downgrade fails naming it.
func TestVersionPatterns(t *testing.T) {
	for _, tc := range []struct {
		name    string
		funcs   []string
		target  vhlo.Version
		want    []string // in the downgraded VHLO (generic form)
		notWant []string
		fail    string // the op the downgrade fails on
	}{
		{name: "dynamic_conv v2→v1 adds zero padding", funcs: []string{"op_dynamic_conv"}, target: vhlo.Version{0, 19, 0},
			want:    []string{`"vhlo.dynamic_conv_v1"`, `padding = #vhlo.tensor_v1<dense<0> : tensor<2x2xi64>>`},
			notWant: []string{`dynamic_conv_v2`}},
		{name: "gather v2→v1 drops empty batching dims", funcs: []string{"op_gather"}, target: vhlo.Version{1, 0, 0},
			want: []string{`"vhlo.gather_v1"`}, notWant: []string{`operand_batching_dims`, `start_indices_batching_dims`}},
		{name: "gather with batching dims stays", funcs: []string{"op_gather_with_batching_dims"}, target: vhlo.Version{1, 0, 0},
			fail: "vhlo.gather_v2"},
		{name: "dynamic_gather v2→v1", funcs: []string{"op_dynamic_gather"}, target: vhlo.Version{1, 0, 0},
			want: []string{`"vhlo.dynamic_gather_v1"`}, notWant: []string{`operand_batching_dims`}},
		{name: "dynamic_gather with batching dims stays", funcs: []string{"op_dynamic_gather_with_batching_dims"}, target: vhlo.Version{1, 0, 0},
			fail: "vhlo.dynamic_gather_v2"},
		{name: "all_gather v2→v1 single operand", funcs: []string{"op_all_gather"}, target: vhlo.Version{1, 4, 0},
			want: []string{`"vhlo.all_gather_v1"`}},
		{name: "all_to_all v2→v1 single operand", funcs: []string{"op_all_to_all"}, target: vhlo.Version{1, 4, 0},
			want: []string{`"vhlo.all_to_all_v1"`}},
		{name: "all_reduce v2→v1 single operand", funcs: []string{"op_all_reduce"}, target: vhlo.Version{1, 4, 0},
			want: []string{`"vhlo.all_reduce_v1"`}},
		{name: "dot_general v2→v1 drops none types", funcs: []string{"op_dot_general"}, target: vhlo.Version{1, 5, 0},
			want: []string{`"vhlo.dot_general_v1"`}, notWant: []string{`lhs_precision_type`, `allow_imprecise_accumulation`}},
		{name: "dot_general with an algorithm stays", funcs: []string{"dot_general_algorithm"}, target: vhlo.Version{1, 5, 0},
			fail: "vhlo.dot_general_v2"},
		{name: "send v2→v1 drops empty pairs", funcs: []string{"op_send_no_source_target_pairs"}, target: vhlo.Version{1, 11, 0},
			want: []string{`"vhlo.send_v1"`}, notWant: []string{`source_target_pairs =`}},
		{name: "recv v2→v1 drops empty pairs", funcs: []string{"op_recv_no_source_target_pairs"}, target: vhlo.Version{1, 11, 0},
			want: []string{`"vhlo.recv_v1"`}, notWant: []string{`source_target_pairs =`}},
		{name: "recv with pairs stays", funcs: []string{"op_recv_with_source_target_pairs"}, target: vhlo.Version{1, 11, 0},
			fail: "vhlo.recv_v2"},
		{name: "exponential v2→v1 drops the default accuracy", funcs: []string{"op_exponential"}, target: vhlo.Version{1, 8, 0},
			want: []string{`"vhlo.exponential_v1"`}, notWant: []string{`result_accuracy`}},
		{name: "collective_broadcast with a dynamic root stays", funcs: []string{"op_collective_broadcast"}, target: vhlo.Version{1, 19, 0},
			fail: "vhlo.collective_broadcast_v2"},
		{name: "scatter v2→v1 drops empty batching dims", funcs: []string{"op_scatter"}, target: vhlo.Version{1, 0, 0},
			want: []string{`"vhlo.scatter_v1"`}, notWant: []string{`input_batching_dims`}},
		{name: "scatter with batching dims stays", funcs: []string{"op_scatter_with_batching_dims"}, target: vhlo.Version{1, 0, 0},
			fail: "vhlo.scatter_v2"},
		{name: "composite v2→v1 without regions", funcs: []string{"op_composite", "composite_target"}, target: vhlo.Version{1, 13, 0},
			want: []string{`"vhlo.composite_v1"`}},
		{name: "custom_call v2→v1 drops empty result_tilings", funcs: []string{"op_custom_call"}, target: vhlo.Version{1, 17, 0},
			want: []string{`"vhlo.custom_call_v1"`}, notWant: []string{`result_tilings`}},
		{name: "custom_call with result_tilings stays", funcs: []string{"op_custom_call_with_result_tilings"}, target: vhlo.Version{1, 17, 0},
			fail: "vhlo.custom_call_v2"},
		{name: "a patch version converts as X.Y.0", funcs: []string{"op_all_to_all"}, target: vhlo.Version{1, 4, 1},
			want: []string{`"vhlo.all_to_all_v1"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := suiteFuncs(t, tc.funcs...)
			ctx, m := parse(t, src)
			orig := print(t, m, true)
			var diags []*core.Diagnostic
			defer ctx.PushDiagHandler(func(d *core.Diagnostic) { diags = append(diags, d) })()
			require.NoError(t, vhlo.LegalizeToVhlo(m, false))
			err := vhlo.ToVersion(m, tc.target)
			if tc.fail != "" {
				require.Error(t, err)
				want := tc.target
				want.Patch = 0
				assert.Equal(t, "'builtin.module' op failed to convert VHLO to v"+want.String(), err.Error())
				require.Len(t, diags, 1)
				assert.Equal(t, "'"+tc.fail+"' op failed to legalize operation '"+tc.fail+"' that was explicitly marked illegal", diags[0].Msg)
				return
			}
			require.NoError(t, err)
			down := print(t, m, true)
			for _, w := range tc.want {
				assert.Contains(t, down, w)
			}
			for _, w := range tc.notWant {
				assert.NotContains(t, down, w)
			}
			require.NoError(t, vhlo.ToVersion(m, vhlo.Current))
			require.NoError(t, vhlo.LegalizeToStablehlo(m))
			require.NoError(t, core.Verify(m))
			assert.Equal(t, orig, print(t, m, true))
		})
	}
}

// TestUpgradeFromV1 upgrades first-version ops written as an old artifact
// has them to the current version: the attributes the newer version adds
// get their defaults, dynamic_conv_v1's padding is dropped.
func TestUpgradeFromV1(t *testing.T) {
	const fn = `"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(%s) -> ()>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"f">, sym_visibility = #vhlo.string_v1<"">}> ({
^bb0(%s):
  %s
  "vhlo.return_v1"() : () -> ()
}) : () -> ()`
	for _, tc := range []struct {
		name     string
		argTypes string
		args     string
		op       string
		want     []string
		notWant  []string
	}{
		{"exponential v1→v2", "!vhlo.tensor_v1<!vhlo.f32_v1>", "%a: !vhlo.tensor_v1<!vhlo.f32_v1>",
			`%0 = "vhlo.exponential_v1"(%a) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>`,
			[]string{`"vhlo.exponential_v2"`, `result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>`}, nil},
		{"send v1→v2", "!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1", "%a: !vhlo.tensor_v1<!vhlo.f32_v1>, %t: !vhlo.token_v1",
			`%0 = "vhlo.send_v1"(%a, %t) <{channel_id = #vhlo.integer_v1<0 : i64>, channel_type = #vhlo.integer_v1<2 : i64>, is_host_transfer = #vhlo.bool_v1<true>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1) -> !vhlo.token_v1`,
			[]string{`"vhlo.send_v2"`, `source_target_pairs = #vhlo.tensor_v1<dense<> : tensor<0xi64>>`}, nil},
		{"collective_broadcast v1→v2", "!vhlo.tensor_v1<2x!vhlo.f32_v1>", "%a: !vhlo.tensor_v1<2x!vhlo.f32_v1>",
			`%0 = "vhlo.collective_broadcast_v1"(%a) <{channel_id = #vhlo.integer_v1<0 : i64>, replica_groups = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>}> : (!vhlo.tensor_v1<2x!vhlo.f32_v1>) -> !vhlo.tensor_v1<2x!vhlo.f32_v1>`,
			[]string{`"vhlo.collective_broadcast_v2"`, `has_dynamic_root = #vhlo.bool_v1<false>`}, nil},
		{"dot_general v1→v2", "!vhlo.tensor_v1<2x2x!vhlo.f32_v1>", "%a: !vhlo.tensor_v1<2x2x!vhlo.f32_v1>",
			`%0 = "vhlo.dot_general_v1"(%a, %a) <{lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, precision_config = #vhlo.array_v1<[]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<2x2x!vhlo.f32_v1>, !vhlo.tensor_v1<2x2x!vhlo.f32_v1>) -> !vhlo.tensor_v1<2x2x!vhlo.f32_v1>`,
			[]string{`"vhlo.dot_general_v2"`, `lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>`, `allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>`}, nil},
		{"custom_call v1→v2", "!vhlo.tensor_v1<!vhlo.f32_v1>", "%a: !vhlo.tensor_v1<!vhlo.f32_v1>",
			`%0 = "vhlo.custom_call_v1"(%a) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"foo">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[]>, output_operand_aliases = #vhlo.array_v1<[]>, result_layouts = #vhlo.array_v1<[]>}> {mhlo.frontend_attributes = #vhlo.string_v1<"x">} : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>`,
			// The discardable attribute is copied (copyDiscardableAttrs).
			[]string{`"vhlo.custom_call_v2"`, `result_tilings = #vhlo.array_v1<[]>`, `{mhlo.frontend_attributes = #vhlo.string_v1<"x">}`}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(strings.Replace(strings.Replace(fn, "%s", tc.argTypes, 1), "%s", tc.args, 1), "%s", tc.op, 1)
			_, m := parse(t, src)
			require.NoError(t, vhlo.ToVersion(m, vhlo.Current))
			up := print(t, m, true)
			for _, w := range tc.want {
				assert.Contains(t, up, w)
			}
			for _, w := range tc.notWant {
				assert.NotContains(t, up, w)
			}
		})
	}
}
