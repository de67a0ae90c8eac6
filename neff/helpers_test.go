package neff

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/arch"
)

func intp(v int) *int { return &v }

// instrs returns n distinct 64-byte instruction words for engine e.
func instrs(e arch.Engine, n int) []byte {
	if n == 0 {
		return nil
	}
	b := make([]byte, n*InstrSize)
	for i := range b {
		b[i] = byte(int(e)*37 + i*7)
	}
	return b
}

func f32s(vals ...float32) []byte {
	b := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	return b
}

// sample returns a small but complete File at the given LNC: queues,
// every kind of variable (a matrix constant and a scalar one among them),
// instructions and descriptors on several engines, an activation set.
func sample(lnc int) *File {
	target := "trn1"
	if lnc == 2 {
		target = "trn2"
	}
	f := &File{
		Name: "tiny-" + strconv.Itoa(lnc),
		Def: Def{
			Target: target,
			Queues: []Queue{
				{Name: "q_in", Type: "in", NumQueues: 2, Owner: "sp", Semaphore: intp(0)},
				{Name: "q_out", Type: "out", Owner: "sp", SemaphoreSet: []int{1, 2}},
			},
			Vars: []Var{
				{Name: "x", Type: VarInput, ID: 0, Size: 32, DType: "float32", Shape: []int64{2, 4}},
				{Name: "y", Type: VarOutput, ID: 1, Size: 16, DType: "bfloat16", Shape: []int64{2, 4}, Alignment: 64},
				{Name: "w", Type: VarFile, ID: 2, Size: 32, DType: "float32", Shape: []int64{4, 2},
					Data: f32s(1, 2, 3, 4, 5, 6, 7, 8)},
				{Name: "s", Type: VarFile, ID: 3, Size: 4, DType: "float32", Shape: []int64{}, Data: f32s(0.5)},
				{Name: "sb", Type: VarStateBuffer, ID: 4, Size: 128 * 1024},
				{Name: "scratch", Type: VarTmpBuf, ID: 5, Size: 256},
			},
		},
	}
	for i := range lnc {
		var sg Subgraph
		sg.Streams[arch.PE].Instr = instrs(arch.PE, 2+i)
		sg.Streams[arch.ACT].Instr = instrs(arch.ACT, 1)
		sg.Streams[arch.SP].Instr = instrs(arch.SP, 3)
		sg.Streams[arch.SP].DMA = []Descriptor{
			{ID: 0, Queue: "q_in", Semaphore: intp(0), Desc: Desc{
				From: "x", To: "sb", FromOff: 0, ToOff: int64(i * 64),
				FromSteps: []int64{1, 16}, FromSizes: []int64{16, 2},
				ToSteps: []int64{1, 65536}, ToSizes: []int64{16, 2},
				FromDType: "float32", ToDType: "float32"}},
			{ID: 1, Queue: "q_out", Event: intp(3), Desc: Desc{
				Op: "cast", From: "sb", To: "y",
				FromSteps: []int64{1}, FromSizes: []int64{32},
				ToSteps: []int64{1}, ToSizes: []int64{16}, ToDType: "bfloat16"}},
		}
		sg.ActFuncSets = []ActFuncSet{{Name: "exp_and_others", Data: []byte("pwp-table-bytes")}}
		f.Subgraphs = append(f.Subgraphs, sg)
	}
	return f
}

func marshalT(t testing.TB, f *File) []byte {
	t.Helper()
	b, err := Marshal(f)
	require.NoError(t, err)
	return b
}

// wrap puts a payload behind a header as Write would, with a correct
// hash; mutate may then change header fields (and the hash is kept).
func wrap(payload []byte, name string, lnc uint32, mutate func(*Header)) []byte {
	h := Header{
		PkgVersion: PkgVersion, HeaderSize: HeaderSize, DataSize: uint64(len(payload)),
		VersionMajor: VersionMajor, Build: DefaultBuild, NumTPB: lnc,
		Hash: sha256.Sum256(payload), Name: name, RequestedTPBCount: lnc, LNCSize: lnc,
	}
	h.UUID = DeriveUUID(h.Hash)
	if mutate != nil {
		mutate(&h)
	}
	return append(h.encode(), payload...)
}

func gz(b []byte) []byte {
	var out bytes.Buffer
	zw := gzip.NewWriter(&out)
	zw.Write(b)
	zw.Close()
	return out.Bytes()
}

// rawHeader builds one 512-byte USTAR header block by hand, so that tests
// can write what archive/tar's Writer refuses to (sizes that lie, odd
// types, unsafe names).
func rawHeader(name string, typ byte, size int64, link string) []byte {
	b := make([]byte, 512)
	copy(b[0:100], name)
	copy(b[100:108], "0000644\x00")
	copy(b[108:116], "0000000\x00")
	copy(b[116:124], "0000000\x00")
	copy(b[124:136], fmt.Sprintf("%011o\x00", size))
	copy(b[136:148], "00000000000\x00")
	b[156] = typ
	copy(b[157:257], link)
	if typ == 'S' {
		copy(b[257:265], "ustar  \x00") // old GNU sparse needs the GNU magic
	} else {
		copy(b[257:265], "ustar\x0000")
	}
	copy(b[148:156], "        ")
	sum := 0
	for _, c := range b {
		sum += int(c)
	}
	copy(b[148:156], fmt.Sprintf("%06o\x00 ", sum))
	return b
}

// rawEntry is a header plus its data padded to 512 bytes.
func rawEntry(name string, typ byte, data []byte, link string) []byte {
	b := rawHeader(name, typ, int64(len(data)), link)
	b = append(b, data...)
	if pad := len(data) % 512; pad != 0 {
		b = append(b, make([]byte, 512-pad)...)
	}
	return b
}

// rawTar joins entries and the end-of-archive marker.
func rawTar(entries ...[]byte) []byte {
	var b []byte
	for _, e := range entries {
		b = append(b, e...)
	}
	return append(b, make([]byte, 1024)...)
}

// fileEntries returns f's archive files as Write lays them out.
func fileEntries(t testing.TB, f *File) []Entry {
	t.Helper()
	require.NoError(t, f.Validate())
	es, err := f.entries()
	require.NoError(t, err)
	return es
}

// packEntries makes a NEFF of arbitrary entries with a correct header.
func packEntries(t testing.TB, es []Entry, name string, lnc uint32) []byte {
	t.Helper()
	payload, err := writeTarGz(es, gzip.NoCompression) // cheap: fuzz targets pack every input
	require.NoError(t, err)
	return wrap(payload, name, lnc, nil)
}

// edit returns a copy of es with path's data replaced (or removed when
// data is nil and remove is set).
func edit(es []Entry, path string, data []byte) []Entry {
	out := make([]Entry, 0, len(es))
	for _, e := range es {
		if e.Path == path {
			if data == nil {
				continue
			}
			e.Data = data
		}
		out = append(out, e)
	}
	return out
}
