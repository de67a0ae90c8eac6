package hlo_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"google.golang.org/protobuf/proto"

	"ncc/translate/hlo"
	"ncc/translate/hlo/proto/xlapb"
)

var update = flag.Bool("update", false, "rewrite lit/hlo/Inputs/*.pb from their .hlo sources")

// litProtos are the binary inputs of lit/hlo/proto.test: the proto twin
// of each Inputs/*.hlo, and damaged protos made from jit_mlp.hlo's.
var litProtos = map[string]func(t *testing.T) []byte{
	"truncated.pb": func(t *testing.T) []byte { b := twinOf(t, "jit_mlp.hlo"); return b[:len(b)*2/3] },
	"bad_operand.pb": func(t *testing.T) []byte {
		return mutated(t, "jit_mlp.hlo", func(pm *xlapb.HloModuleProto) {
			c := pm.Computations[len(pm.Computations)-1]
			c.Instructions[len(c.Instructions)-1].OperandIds[0] = 4242
		})
	},
	"unknown_opcode.pb": func(t *testing.T) []byte {
		return mutated(t, "jit_mlp.hlo", func(pm *xlapb.HloModuleProto) {
			c := pm.Computations[len(pm.Computations)-1]
			c.Instructions[len(c.Instructions)-1].Opcode = "frobnicate"
		})
	},
	"call_cycle.pb": func(t *testing.T) []byte {
		return mutated(t, "async_topk.hlo", func(pm *xlapb.HloModuleProto) {
			// The wrapped computation calls itself.
			add := pm.Computations[0].Instructions[2]
			add.Opcode, add.CalledComputationIds = "call", []int64{pm.Computations[0].Id}
		})
	},
}

func twinOf(t *testing.T, name string) []byte {
	src, err := os.ReadFile(filepath.Join("../../lit/hlo/Inputs", name))
	require.NoError(t, err)
	return protoOf(t, name, src)
}

func mutated(t *testing.T, name string, f func(*xlapb.HloModuleProto)) []byte {
	pm := &xlapb.HloModuleProto{}
	require.NoError(t, proto.Unmarshal(twinOf(t, name), pm))
	f(pm)
	b, err := proto.MarshalOptions{Deterministic: true}.Marshal(pm)
	require.NoError(t, err)
	return b
}

// TestLitInputs checks that lit/hlo/Inputs/*.pb are what their sources
// make (go test -run TestLitInputs -update rewrites them).
func TestLitInputs(t *testing.T) {
	srcs, err := filepath.Glob("../../lit/hlo/Inputs/*.hlo")
	require.NoError(t, err)
	want := map[string][]byte{}
	for _, s := range srcs {
		want[strings.TrimSuffix(filepath.Base(s), ".hlo")+".pb"] = twinOf(t, filepath.Base(s))
	}
	for n, f := range litProtos {
		want[n] = f(t)
	}
	for n, b := range want {
		path := filepath.Join("../../lit/hlo/Inputs", n)
		if *update {
			require.NoError(t, os.WriteFile(path, b, 0o644))
			continue
		}
		got, err := os.ReadFile(path)
		require.NoError(t, err, "run go test ./translate/hlo -run TestLitInputs -update")
		require.True(t, bytes.Equal(got, b), "%s is out of date: run go test ./translate/hlo -run TestLitInputs -update", n)
	}
	_ = hlo.IsProto
}
