package engine

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/numerics"
)

// TestInitBitmap checks mark and firstUninit against a byte-per-byte model.
func TestInitBitmap(t *testing.T) {
	a := dram(t, "x", 1000)
	model := make([]bool, 1000)
	rng := rand.New(rand.NewSource(1))
	for range 500 {
		off := rng.Int63n(1000)
		n := rng.Int63n(1000-off) + 1
		if rng.Intn(3) == 0 {
			a.mark(off, n)
			for i := off; i < off+n; i++ {
				model[i] = true
			}
		}
		want := int64(-1)
		for i := off; i < off+n; i++ {
			if !model[i] {
				want = i
				break
			}
		}
		require.Equal(t, want, a.firstUninit(off, n), "range [%d, %d)", off, off+n)
	}
	cnt := 0
	for _, b := range model {
		if b {
			cnt++
		}
	}
	assert.Equal(t, cnt, a.nInit)
	a.mark(0, 1000)
	assert.True(t, a.Full())
	assert.True(t, a.Initialized(0, 1000))
}

// TestGather checks compiled views against a direct enumeration of
// element addresses, for random patterns (negative steps, broadcasts,
// mergeable and unmergeable pairs).
func TestGather(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	a := sb(t, "t", 4, 4096)
	for i := range a.Data {
		a.Data[i] = byte(rng.Intn(256))
	}
	a.mark(0, int64(len(a.Data)))
	m := New(nil)
	for range 300 {
		dt := []numerics.DType{numerics.Float32, numerics.BFloat16, numerics.Uint8}[rng.Intn(3)]
		sz := int64(dt.Size())
		np := rng.Intn(4)
		pairs := make([][2]int64, np)
		for k := range pairs {
			pairs[k] = [2]int64{int64(rng.Intn(9) - 2), int64(rng.Intn(5) + 1)}
			if rng.Intn(3) == 0 && k > 0 { // contiguous with the inner pair
				pairs[k-1][0] = pairs[k][0] * pairs[k][1]
			}
		}
		ap := AP{Alloc: a, Start: rng.Intn(2), Partitions: 1 + rng.Intn(3), Pairs: pairs, Offset: 200, DType: dt}
		v, err := m.compile("ap", &ap)
		require.NoError(t, err, "%s", &ap)
		for r := range v.rows {
			got := make([]byte, v.n*int(sz))
			v.gather(r, got)
			var want []byte
			var idx [4]int64
			n := ap.FreeSize()
			for range n {
				e := ap.Offset
				for k, p := range pairs {
					e += idx[k] * p[0]
				}
				o := int64(ap.Start+r)*4096 + e*sz
				want = append(want, a.Data[o:o+sz]...)
				for k := np - 1; k >= 0; k-- {
					idx[k]++
					if idx[k] < pairs[k][1] {
						break
					}
					idx[k] = 0
				}
			}
			require.Equal(t, want, got, "%s row %d", &ap, r)
		}
	}
}

func TestBounds(t *testing.T) {
	a := sb(t, "t", 128, 1024)
	d := dram(t, "d", 4096)
	cases := []struct {
		name string
		ap   AP
		kind ErrorKind
		msg  string
	}{
		{"ok", AP{Alloc: a, Partitions: 128, Pairs: [][2]int64{{1, 256}}, DType: numerics.Float32}, 0, ""},
		{"free too long", AP{Alloc: a, Partitions: 128, Pairs: [][2]int64{{1, 257}}, DType: numerics.Float32}, ErrOutOfBounds,
			`inst: out "t"[0:128][[1, 257]] : float32: elements [0, 256] (bytes [0, 1028)) outside "t"'s 1024 bytes per partition`},
		{"offset", AP{Alloc: a, Partitions: 1, Pairs: [][2]int64{{1, 4}}, Offset: 254, DType: numerics.Float32}, ErrOutOfBounds, ""},
		{"negative", AP{Alloc: a, Partitions: 1, Pairs: [][2]int64{{-1, 4}}, Offset: 2, DType: numerics.Float32}, ErrOutOfBounds, ""},
		{"negative ok", AP{Alloc: a, Partitions: 1, Pairs: [][2]int64{{-1, 4}}, Offset: 3, DType: numerics.Float32}, 0, ""},
		{"partitions", AP{Alloc: a, Start: 64, Partitions: 65, Pairs: [][2]int64{{1, 4}}, DType: numerics.Float32}, ErrOutOfBounds,
			`inst: out "t"[64:65][[1, 4]] : float32: partitions [64, 129) outside allocation "t"'s 128`},
		{"dram ok", AP{Alloc: d, Pairs: [][2]int64{{32, 32}, {1, 32}}, DType: numerics.Float32}, 0, ""},
		{"dram rows", AP{Alloc: d, Pairs: [][2]int64{{32, 33}, {1, 32}}, DType: numerics.Float32}, ErrOutOfBounds, ""},
		{"dram with partitions", AP{Alloc: d, Partitions: 1, Pairs: [][2]int64{{1, 4}}, DType: numerics.Float32}, ErrShape, ""},
		{"sbuf without partitions", AP{Alloc: a, Pairs: [][2]int64{{1, 4}}, DType: numerics.Float32}, ErrShape, ""},
		{"empty is in bounds", AP{Alloc: a, Partitions: 1, Pairs: [][2]int64{{1, 0}}, Offset: 1 << 30, DType: numerics.Float32}, 0, ""},
		{"bad dtype", AP{Alloc: a, Partitions: 1, Pairs: [][2]int64{{1, 4}}}, ErrType, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := New(nil)
			err := m.Memset("inst", c.ap, 1)
			assert.Equal(t, c.kind, errKind(err), "%v", err)
			if c.msg != "" {
				assert.EqualError(t, err, c.msg)
			}
		})
	}
}

func TestUninitializedRead(t *testing.T) {
	a := sb(t, "t0", 4, 64)
	m := New(nil)
	in := tile(a, 4, 8, numerics.Float32)
	out := tile(a, 4, 8, numerics.Float32)
	out.Offset = 8
	// Partition 2, element 5 is never written.
	for p := range 4 {
		for e := range 8 {
			if p == 2 && e == 5 {
				continue
			}
			a.mark(int64(p*64+e*4), 4)
		}
	}
	err := m.TensorCopy("bir.tensor_copy \"c\"", out, in)
	require.Error(t, err)
	assert.Equal(t, ErrUninitialized, errKind(err))
	assert.EqualError(t, err, `bir.tensor_copy "c": in "t0"[0:4][[1, 8]] : float32 reads uninitialized memory: "t0" partition 2 byte 20`)
	// Writing it makes the read legal.
	require.NoError(t, m.Memset("m", AP{Alloc: a, Start: 0, Partitions: 4, Pairs: [][2]int64{{1, 8}}, DType: numerics.Float32}, 0))
	require.NoError(t, m.TensorCopy("c", out, in))
}

// TestStridedWriteMarks checks that a strided write initializes exactly
// the bytes it writes.
func TestStridedWriteMarks(t *testing.T) {
	a := sb(t, "t", 1, 64)
	m := New(nil)
	require.NoError(t, m.Memset("m", AP{Alloc: a, Partitions: 1, Pairs: [][2]int64{{2, 4}}, DType: numerics.BFloat16}, 3))
	for e := range 8 {
		assert.Equal(t, e%2 == 0, a.Initialized(2*e, 2), "element %d", e)
	}
	assert.Equal(t, []float64{3, 3, 3, 3}, get(t, AP{Alloc: a, Partitions: 1, Pairs: [][2]int64{{2, 4}}, DType: numerics.BFloat16}))
}
