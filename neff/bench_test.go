package neff

import (
	"math/rand/v2"
	"testing"
)

// bigFile is sample(1) with a 16 MiB float32 constant of random values,
// the part of a real NEFF (its weights) that dominates writing time.
func bigFile() *File {
	f := sample(1)
	const n = 4 << 20
	data := make([]byte, 4*n)
	r := rand.New(rand.NewPCG(1, 2))
	for i := range data {
		data[i] = byte(r.Uint32())
	}
	f.Def.Vars = append(f.Def.Vars, Var{Name: "big", Type: VarFile, ID: 9, Size: 4 * n, DType: "float32", Shape: []int64{n}, Data: data})
	return f
}

func BenchmarkWrite(b *testing.B) {
	f := bigFile()
	b.SetBytes(4 << 22)
	for b.Loop() {
		if _, err := Marshal(f); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRead(b *testing.B) {
	data := marshalT(b, bigFile())
	b.SetBytes(4 << 22)
	for b.Loop() {
		if _, err := Read(data); err != nil {
			b.Fatal(err)
		}
	}
}
