package lower_test

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/lower"
)

const program = `func.func @main(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.add %a, %a : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
`

func parse(t *testing.T) *core.Operation {
	t.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	blk, err := asm.Parse(ctx, []byte(program), asm.ParseOptions{Filename: "p.mlir"})
	require.NoError(t, err)
	return builtin.WrapInModule(ctx, blk)
}

func TestDescend(t *testing.T) {
	tests := []struct {
		name      string
		from      lower.Stage
		stop      lower.Stage
		ran       []lower.Stage
		needsPass string // the test's expectation holds only while this pass is not registered
		missing   lower.Stage
	}{
		{"prepare", "", lower.StableHLO, []lower.Stage{lower.StableHLO}, "", ""},
		{"nothing below the input", lower.StableHLO, lower.StableHLO, nil, "", ""},
		{"bir input at bir", lower.BIR, lower.BIR, nil, "", ""},
		{"penguin not built", "", lower.Penguin, []lower.Stage{lower.StableHLO}, "convert-stablehlo-to-penguin", lower.Penguin},
		{"bir not built", lower.Penguin, lower.BIR, nil, "convert-penguin-to-bir", lower.BIR},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.needsPass != "" && pass.Lookup(tc.needsPass) != nil {
				t.Skipf("%s is registered now", tc.needsPass)
			}
			var ran []lower.Stage
			err := lower.Descend(parse(t), tc.from, tc.stop, lower.Options{AutoCast: "none"}, func(st lower.Stage, d time.Duration) error {
				assert.GreaterOrEqual(t, d, time.Duration(0))
				ran = append(ran, st)
				return nil
			})
			assert.Equal(t, tc.ran, ran)
			if tc.missing == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.True(t, lower.IsMissing(err), "%v", err)
			var se *lower.StageError
			require.ErrorAs(t, err, &se)
			assert.Equal(t, tc.missing, se.Stage)
			assert.Contains(t, err.Error(), "stage "+string(tc.missing)+" is not built yet: ")
			assert.Contains(t, err.Error(), tc.needsPass)
		})
	}
}

func TestDescendStopsOnCallbackError(t *testing.T) {
	stop := errors.New("stop")
	err := lower.Descend(parse(t), "", lower.StableHLO, lower.Options{}, func(lower.Stage, time.Duration) error { return stop })
	assert.ErrorIs(t, err, stop)
	assert.False(t, lower.IsMissing(err))
}

func TestStageIndex(t *testing.T) {
	for i, st := range lower.Stages {
		assert.Equal(t, i, st.Index())
	}
	assert.Equal(t, -1, lower.Stage("neff").Index())
	assert.Equal(t, -1, lower.Stage("").Index())
}
