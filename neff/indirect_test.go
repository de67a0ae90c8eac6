package neff

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/arch"
)

// gatherSample is sample(1) with an indirect descriptor: two rows of x
// (16 bytes each) gathered into sb by int32 indices held in sb.
func gatherSample() *File {
	f := sample(1)
	f.Subgraphs[0].Streams[arch.SP].DMA = append(f.Subgraphs[0].Streams[arch.SP].DMA, Descriptor{
		ID: 2, Queue: "q_in", Semaphore: intp(4), Desc: Desc{
			From: "x", To: "sb", ToOff: 1024,
			FromSteps: []int64{1, 16}, FromSizes: []int64{16, 2},
			ToSteps: []int64{1, 65536}, ToSizes: []int64{16, 2},
			FromDType: "float32", ToDType: "float32",
			Index: "sb", IndexOff: 4096, IndexStep: 4, IndexDType: "int32", IndexStride: 16, IndexBound: 2,
		}})
	return f
}

func TestIndirectRoundTrip(t *testing.T) {
	f := gatherSample()
	data := marshalT(t, f)
	got, err := Read(data)
	require.NoError(t, err)
	d := got.Subgraphs[0].Streams[arch.SP].DMA[2].Desc
	assert.Equal(t, f.Subgraphs[0].Streams[arch.SP].DMA[2].Desc, d)
	assert.Equal(t, data, marshalT(t, got))
	// The JSON carries the fields under their documented names.
	var sp []byte
	for _, e := range fileEntries(t, f) {
		if e.Path == "sg00/SP.json" {
			sp = e.Data
		}
	}
	for _, key := range []string{`"index": "sb"`, `"index_off": 4096`, `"index_step": 4`, `"index_dtype": "int32"`,
		`"index_stride": 16`, `"index_bound": 2`} {
		assert.Contains(t, string(sp), key)
	}
	// A direct descriptor writes none of them.
	assert.Equal(t, 1, countOf(string(sp), `"index"`))
}

func countOf(s, sub string) int {
	n := 0
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			n++
		}
	}
	return n
}

func TestIndirectValidate(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(d *Desc)
		want   string
	}{
		{"fields-without-index", func(d *Desc) { d.Index = "" }, "need an index variable"},
		{"stride-without-index", func(d *Desc) {
			*d = Desc{From: d.From, To: d.To, FromSteps: d.FromSteps, FromSizes: d.FromSizes, ToSteps: d.ToSteps, ToSizes: d.ToSizes, IndexStride: 4}
		}, "need an index variable"},
		{"index-var", func(d *Desc) { d.Index = "nope" }, `index "nope" is not a var`},
		{"index-dtype", func(d *Desc) { d.IndexDType = "int16" }, `index_dtype "int16": indices are int32 or uint32`},
		{"index-dtype-missing", func(d *Desc) { d.IndexDType = "" }, `index_dtype ""`},
		{"index-off", func(d *Desc) { d.IndexOff = -4 }, "index_off -4 is negative"},
		{"index-step", func(d *Desc) { d.IndexStep = -4 }, "index_step -4 is negative"},
		{"index-stride", func(d *Desc) { d.IndexStride = -1 }, "index_stride -1 is negative"},
		{"index-bound", func(d *Desc) { d.IndexBound = 0 }, "index_bound 0"},
		{"op", func(d *Desc) { d.Op = "add" }, `op "add": an indirect descriptor copies or casts`},
		{"one-dim", func(d *Desc) { d.FromSteps, d.FromSizes = []int64{1}, []int64{32} }, "need an outermost (row) dimension"},
		{"rows", func(d *Desc) { d.ToSizes = []int64{8, 4} }, "from's outermost size 2 must equal to's 4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := gatherSample()
			tc.change(&f.Subgraphs[0].Streams[arch.SP].DMA[2].Desc)
			err := f.Validate()
			require.Error(t, err)
			assert.Contains(t, err.Error(), "sg00/SP.json: dma[2]: ")
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	for _, dt := range []string{"int32", "uint32"} {
		f := gatherSample()
		f.Subgraphs[0].Streams[arch.SP].DMA[2].Desc.IndexDType = dt
		assert.NoError(t, f.Validate(), dt)
	}
}
