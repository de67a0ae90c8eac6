package driver

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/interp"
	"ncc/interp/npy"
)

const sumProgram = `module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
    %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
    return %s : tensor<2xf32>
  }
}`

// TestGrid runs an all-reduce on the grid mhlo.num_replicas names (or the
// flags override), with arguments for all processes or each, and
// generated ones.
func TestGrid(t *testing.T) {
	dir := t.TempDir()
	ctx := core.NewContext()
	tt := core.RankedTensor(ctx, []int64{2}, core.F32(ctx), nil)
	var files []string
	for i, v := range [][]float64{{1, 2}, {10, 20}} {
		x, err := interp.NewTensor(tt)
		require.NoError(t, err)
		copy(x.F, v)
		p := filepath.Join(dir, "x"+string(rune('0'+i))+".npy")
		require.NoError(t, npy.WriteFile(p, interp.ToNPY(x)))
		files = append(files, p)
	}
	for _, c := range []struct {
		name string
		o    Options
		want []string // in order in the output
		err  string
	}{
		{"one list for all", Options{Inputs: files[:1]}, []string{"// replica 0, partition 0", "[2.000000e+00, 4.000000e+00]", "// replica 1, partition 0", "[2.000000e+00, 4.000000e+00]"}, ""},
		{"a list each", Options{Inputs: files}, []string{"[1.100000e+01, 2.200000e+01]", "// replica 1", "[1.100000e+01, 2.200000e+01]"}, ""},
		{"random", Options{Random: true, RandomSeed: 3}, []string{"// replica 0, partition 0", "// replica 1, partition 0"}, ""},
		{"three inputs", Options{Inputs: append(files, files[0])}, nil, "provided 3 inputs but a 2-process grid takes 1 (or 2 for every process)"},
		{"flag too small", Options{Inputs: files[:1], NumReplicas: 1}, nil, "outside the 1x1 process grid"},
		{"flag negative", Options{Inputs: files[:1], NumPartitions: -2}, nil, "--num-partitions must be at least 1, got -2"},
		{"too many", Options{Inputs: files[:1], NumReplicas: 2000}, nil, "more than the interpreter runs"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out, errw bytes.Buffer
			code := Run("sum.mlir", []byte(sumProgram), c.o, &out, &errw)
			if c.err != "" {
				require.Equal(t, 1, code)
				require.Contains(t, errw.String(), c.err)
				return
			}
			require.Equal(t, 0, code, errw.String())
			rest := out.String()
			for _, w := range c.want {
				i := strings.Index(rest, w)
				require.GreaterOrEqual(t, i, 0, "%q not found in order in\n%s", w, out.String())
				rest = rest[i+len(w):]
			}
		})
	}

	// --output-dir writes each process's results in a folder of its own.
	out := filepath.Join(dir, "out")
	var errw bytes.Buffer
	require.Equal(t, 0, Run("sum.mlir", []byte(sumProgram), Options{Inputs: files[:1], OutputDir: out}, &bytes.Buffer{}, &errw), errw.String())
	for _, p := range []string{"replica0_partition0", "replica1_partition0"} {
		_, err := os.Stat(filepath.Join(out, p, "result0.npy"))
		require.NoError(t, err)
	}
}
