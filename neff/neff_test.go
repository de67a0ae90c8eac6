package neff

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/arch"
)

func minimal() *File {
	return &File{Name: "", Subgraphs: []Subgraph{{}}}
}

func TestRoundTrip(t *testing.T) {
	withExtra := sample(1)
	withExtra.Extra = []Entry{{Path: "notes/readme.txt", Data: []byte("hello\n")}, {Path: "a.asm", Data: nil}}
	withExtra.FeatureBits = 0x5
	withExtra.Build = "ncc 0.1 test"
	scalarOnly := minimal()
	scalarOnly.Def.Vars = []Var{{Name: "c", Type: VarFile, ID: 7, Size: 2, DType: "int16", Shape: []int64{}, Data: []byte{1, 2}}}
	empty := minimal()
	empty.Def.Vars = []Var{{Name: "z", Type: VarFile, ID: 0, Size: 0, DType: "uint8", Shape: []int64{0, 3}}}
	for _, tc := range []struct {
		name string
		f    *File
	}{
		{"lnc1", sample(1)},
		{"lnc2", sample(2)},
		{"minimal", minimal()},
		{"extra", withExtra},
		{"scalar-constant", scalarOnly},
		{"empty-constant", empty},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := marshalT(t, tc.f)
			got, err := Read(data)
			require.NoError(t, err)
			want := *tc.f
			if want.Build == "" {
				want.Build = DefaultBuild
			}
			// Write sorts extras; Read returns queues by name and vars by id.
			want.Header = got.Header
			if want.Extra != nil {
				want.Extra = []Entry{{Path: "a.asm"}, {Path: "notes/readme.txt", Data: []byte("hello\n")}}
			}
			assert.Equal(t, &want, got)
			// Reading then writing gives the same bytes.
			assert.Equal(t, data, marshalT(t, got))
		})
	}
}

func TestDeterministic(t *testing.T) {
	for lnc := 1; lnc <= 2; lnc++ {
		a := marshalT(t, sample(lnc))
		b := marshalT(t, sample(lnc))
		require.Equal(t, a, b, "two writes of the same File differ")
		var buf bytes.Buffer
		require.NoError(t, Write(&buf, sample(lnc)))
		require.Equal(t, a, buf.Bytes())
	}
	// Different content gives a different hash and UUID.
	a, _ := Read(marshalT(t, sample(1)))
	f := sample(1)
	f.Subgraphs[0].Streams[arch.PE].Instr[0] ^= 1
	b, _ := Read(marshalT(t, f))
	assert.NotEqual(t, a.Header.Hash, b.Header.Hash)
	assert.NotEqual(t, a.Header.UUID, b.Header.UUID)
}

func TestHeaderLayout(t *testing.T) {
	data := marshalT(t, sample(2))
	le := binary.LittleEndian
	payload := data[HeaderSize:]
	assert.Equal(t, uint64(PkgVersion), le.Uint64(data[0:]), "pkg_version")
	assert.Equal(t, uint64(1024), le.Uint64(data[8:]), "header_size")
	assert.Equal(t, uint64(len(payload)), le.Uint64(data[16:]), "data_size")
	assert.Equal(t, uint64(VersionMajor), le.Uint64(data[24:]), "neff_version_major")
	assert.Equal(t, uint64(VersionMinor), le.Uint64(data[32:]), "neff_version_minor")
	assert.Equal(t, "ncc\x00", string(data[40:44]), "neff_build_version")
	assert.Equal(t, uint32(2), le.Uint32(data[168:]), "num_tpb")
	sum := sha256.Sum256(payload)
	assert.Equal(t, sum[:], data[172:204], "hash")
	u := DeriveUUID(sum)
	assert.Equal(t, u[:], data[204:220], "uuid")
	assert.Equal(t, byte(0x80), data[210]&0xf0, "uuid version 8")
	assert.Equal(t, byte(0x80), data[212]&0xc0, "uuid variant")
	assert.Equal(t, "tiny-2\x00", string(data[220:227]), "name")
	assert.Equal(t, uint32(2), le.Uint32(data[476:]), "requested_tpb_count")
	assert.Equal(t, make([]byte, 64), data[480:544], "tpb_per_node")
	assert.Equal(t, uint64(0), le.Uint64(data[544:]), "feature_bits")
	assert.Equal(t, uint32(2), le.Uint32(data[552:]), "lnc_size")
	assert.Equal(t, make([]byte, 468), data[556:1024], "pad")
	assert.Equal(t, []byte{0x1f, 0x8b}, payload[:2], "gzip magic")

	h, err := decodeHeader(data)
	require.NoError(t, err)
	assert.Equal(t, data[:HeaderSize], h.encode(), "decode/encode round trip")
}

func TestArchiveLayout(t *testing.T) {
	a, err := ReadArchive(marshalT(t, sample(2)), DefaultLimits)
	require.NoError(t, err)
	assert.Equal(t, []string{
		"def.json",
		"sg00/", "sg00/PE.json", "sg00/PE.bin", "sg00/Activation.json", "sg00/Activation.bin",
		"sg00/DVE.json", "sg00/DVE.bin", "sg00/Pool.json", "sg00/Pool.bin", "sg00/SP.json", "sg00/SP.bin",
		"sg00/act/", "sg00/act/exp_and_others.bin", "sg00/w.npy", "sg00/s.npy",
		"sg01/", "sg01/PE.json", "sg01/PE.bin", "sg01/Activation.json", "sg01/Activation.bin",
		"sg01/DVE.json", "sg01/DVE.bin", "sg01/Pool.json", "sg01/Pool.bin", "sg01/SP.json", "sg01/SP.bin",
		"sg01/act/", "sg01/act/exp_and_others.bin",
	}, a.Listing)
	files := map[string][]byte{}
	for _, e := range a.Entries {
		files[e.Path] = e.Data
	}
	assert.Contains(t, string(files["def.json"]), `"file_name": "sg00/w.npy"`)
	assert.Contains(t, string(files["def.json"]), `"dma_queue"`)
	assert.Contains(t, string(files["sg00/Activation.json"]), `"activation_function_sets": [`)
	assert.Equal(t, "\x93NUMPY\x01\x00", string(files["sg00/w.npy"][:8]))
	assert.Contains(t, string(files["sg00/w.npy"]), "{'descr': '<f4', 'fortran_order': False, 'shape': (4, 2), }")
	assert.Equal(t, 0, (len(files["sg00/w.npy"])-32)%64, ".npy header padded to 64 bytes")
}

func TestValidateRefuses(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(f *File)
		want   string
	}{
		{"no-subgraphs", func(f *File) { f.Subgraphs = nil }, "0 subgraphs"},
		{"three-subgraphs", func(f *File) { f.Subgraphs = make([]Subgraph, 3) }, "3 subgraphs"},
		{"lnc2-on-trn1", func(f *File) { f.Subgraphs = append(f.Subgraphs, Subgraph{}) }, "target trn1 does not run at LNC 2"},
		{"unknown-target", func(f *File) { f.Def.Target = "trn9" }, `unknown target "trn9"`},
		{"name-nul", func(f *File) { f.Name = "a\x00b" }, "name contains a NUL byte"},
		{"name-long", func(f *File) { f.Name = string(make([]byte, 300)) }, "name is 300 bytes"},
		{"build-long", func(f *File) { f.Build = string(bytes.Repeat([]byte("b"), 128)) }, "build is 128 bytes; the header holds at most 127"},
		{"queue-type", func(f *File) { f.Def.Queues[0].Type = "sideways" }, `dma_queue "q_in": type "sideways"`},
		{"queue-count", func(f *File) { f.Def.Queues[0].NumQueues = 17 }, "num_queues 17 is outside [0, 16]"},
		{"queue-owner", func(f *File) { f.Def.Queues[0].Owner = "gpu" }, `owner "gpu" is not an engine`},
		{"queue-dup", func(f *File) { f.Def.Queues[1].Name = "q_in" }, `dma_queue "q_in" declared twice`},
		{"var-name", func(f *File) { f.Def.Vars[0].Name = "../x" }, `var "../x": byte '/'`},
		{"var-dup", func(f *File) { f.Def.Vars[1].Name = "x" }, `var "x" declared twice`},
		{"var-id-dup", func(f *File) { f.Def.Vars[1].ID = 0 }, `var "y": var_id 0 is also var "x"'s`},
		{"var-type", func(f *File) { f.Def.Vars[0].Type = "rom" }, `type "rom" is not one of`},
		{"var-size", func(f *File) { f.Def.Vars[0].Size = 33 }, "size 33 but shape [2 4] of float32 is 32 bytes"},
		{"var-dtype", func(f *File) { f.Def.Vars[0].DType = "float128" }, `dtype "float128" is not one of`},
		{"var-no-dtype", func(f *File) { f.Def.Vars[0].DType = "" }, "a input variable needs a dtype and a shape"},
		{"var-align", func(f *File) { f.Def.Vars[0].Alignment = 48 }, "alignment 48 is not a power of two"},
		{"var-huge", func(f *File) { f.Def.Vars[0].Shape = []int64{1 << 40, 1 << 40} }, "is too large"},
		{"var-data-len", func(f *File) { f.Def.Vars[2].Data = f.Def.Vars[2].Data[:8] }, "size 32 but its data holds 8 bytes"},
		{"var-data-nonfile", func(f *File) { f.Def.Vars[0].Data = make([]byte, 32) }, "a input variable has no data"},
		{"instr-partial", func(f *File) { f.Subgraphs[0].Streams[arch.DVE].Instr = make([]byte, 65) }, "sg00/DVE.bin: 65 bytes is not a whole number of 64-byte instructions"},
		{"desc-queue", func(f *File) { f.Subgraphs[0].Streams[arch.SP].DMA[1].Queue = "nope" }, `sg00/SP.json: dma[1]: queue "nope" is not a dma_queue`},
		{"desc-var", func(f *File) { f.Subgraphs[0].Streams[arch.SP].DMA[0].Desc.To = "nope" }, `to "nope" is not a var`},
		{"desc-dims", func(f *File) {
			d := &f.Subgraphs[0].Streams[arch.SP].DMA[0].Desc
			d.FromSteps, d.FromSizes = make([]int64, 5), make([]int64, 5)
		}, "from_steps and from_sizes must have the same length, 1 to 4 (have 5 and 5)"},
		{"desc-dims-mismatch", func(f *File) { f.Subgraphs[0].Streams[arch.SP].DMA[0].Desc.ToSizes = []int64{1} }, "(have 2 and 1)"},
		{"desc-op", func(f *File) { f.Subgraphs[0].Streams[arch.SP].DMA[0].Desc.Op = "xor" }, `op "xor" is not one of`},
		{"act-name", func(f *File) { f.Subgraphs[0].ActFuncSets[0].Name = "a/b" }, `activation function set "a/b"`},
		{"act-dup", func(f *File) {
			f.Subgraphs[0].ActFuncSets = append(f.Subgraphs[0].ActFuncSets, f.Subgraphs[0].ActFuncSets[0])
		}, "listed twice"},
		{"extra-unsafe", func(f *File) { f.Extra = []Entry{{Path: "../x"}} }, `extra file "../x"`},
		{"extra-collides", func(f *File) { f.Extra = []Entry{{Path: "def.json"}} }, `file "def.json" would be written twice`},
		{"extra-under-file", func(f *File) { f.Extra = []Entry{{Path: "def.json/x"}} }, `file "def.json/x" is inside "def.json", which is a file`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := sample(1)
			tc.change(f)
			_, err := Marshal(f)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			var buf bytes.Buffer
			assert.Error(t, Write(&buf, f))
			assert.Zero(t, buf.Len(), "Write wrote something for an invalid File")
		})
	}
}
