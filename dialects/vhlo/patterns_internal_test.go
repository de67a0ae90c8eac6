package vhlo

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
)

// TestVersionRulesCoverEveryOp checks that every VHLO op with a second
// version has an upgrade and a downgrade, between ops that exist, whose
// added and dropped attributes are exactly the ones the versions differ in.
func TestVersionRulesCoverEveryOp(t *testing.T) {
	has := map[[2]string]bool{}
	for _, r := range versionRules {
		has[[2]string{r.From, r.To}] = true
		from, to := Info(r.From), Info(r.To)
		require.NotNil(t, from, r.From)
		require.NotNil(t, to, r.To)
		fa, ta := map[string]bool{}, map[string]bool{}
		for _, a := range from.Attrs {
			fa[a] = true
		}
		for _, a := range to.Attrs {
			ta[a] = true
		}
		for a := range r.Add {
			assert.True(t, ta[a] && !fa[a], "%s → %s adds %s", r.From, r.To, a)
		}
		for a := range r.Drop {
			assert.True(t, fa[a] && !ta[a], "%s → %s drops %s", r.From, r.To, a)
		}
		for a := range ta {
			_, added := r.Add[a]
			assert.True(t, fa[a] || added, "%s → %s: no value for %s", r.From, r.To, a)
		}
		for a := range fa {
			_, dropped := r.Drop[a]
			assert.True(t, ta[a] || dropped, "%s → %s: %s not dropped", r.From, r.To, a)
		}
	}
	n := 0
	for _, o := range Ops() {
		if !strings.HasSuffix(o.Name, "_v2") {
			continue
		}
		n++
		v1 := strings.TrimSuffix(o.Name, "_v2") + "_v1"
		assert.True(t, has[[2]string{v1, o.Name}], "no upgrade %s → %s", v1, o.Name)
		assert.True(t, has[[2]string{o.Name, v1}], "no downgrade %s → %s", o.Name, v1)
	}
	assert.Equal(t, 2*n, len(versionRules))
}

func TestRuleConstraints(t *testing.T) {
	ctx := core.NewContext()
	ctx.Load(Dialect)
	for _, tc := range []struct {
		name string
		got  bool
		want bool
	}{
		{"empty i64 tensor", isEmptyRawTensor(i64Tensor(ctx, nil)), true},
		{"non-empty tensor", isEmptyRawTensor(i64Tensor(ctx, []int64{0})), false},
		{"not a tensor", isEmptyRawTensor(Array(ctx, nil)), false},
		{"false", isFalseBoolean(Bool(ctx, false)), true},
		{"true", isFalseBoolean(Bool(ctx, true)), false},
		{"default accuracy", isDefaultResultAccuracy(ResultAccuracy(ctx, 0, 0, 0, Enum(ctx, ResultAccuracyModeKind, 0))), true},
		{"ulps", isDefaultResultAccuracy(ResultAccuracy(ctx, 0, 0, 1, Enum(ctx, ResultAccuracyModeKind, 0))), false},
		{"mode", isDefaultResultAccuracy(ResultAccuracy(ctx, 0, 0, 0, Enum(ctx, ResultAccuracyModeKind, 1))), false},
		{"none type", isNone(TypeOf(ctx, Simple(ctx, "none_v1"))), true},
		{"f32 type", isNone(TypeOf(ctx, Simple(ctx, "f32_v1"))), false},
	} {
		assert.Equal(t, tc.want, tc.got, tc.name)
	}
}
