package neff

import (
	"bytes"
	"compress/gzip"
	"io"
	"testing"
)

// fuzzLimits keep each fuzz input cheap.
var fuzzLimits = Limits{MaxExpanded: 16 << 20, MaxEntries: 1000}

// checkRead is the property every fuzz target checks: reading never
// panics, and whatever reads successfully writes back to a file that
// reads the same and, written again, gives the same bytes.
func checkRead(t *testing.T, data []byte) {
	f, err := ReadLimited(data, fuzzLimits)
	_ = Inspect(io.Discard, data, fuzzLimits)
	if err != nil {
		return
	}
	_ = Disasm(io.Discard, f, nil)
	out, err := Marshal(f)
	if err != nil {
		t.Fatalf("a file Read accepted does not write: %v", err)
	}
	g, err := ReadLimited(out, fuzzLimits)
	if err != nil {
		t.Fatalf("a rewritten file does not read: %v", err)
	}
	again, err := Marshal(g)
	if err != nil || !bytes.Equal(out, again) {
		t.Fatalf("rewriting is not stable (err %v)", err)
	}
}

func seedFiles(t testing.TB) [][]byte {
	withExtra := sample(1)
	withExtra.Extra = []Entry{{Path: "notes/a.txt", Data: []byte("x")}}
	return [][]byte{marshalT(t, sample(1)), marshalT(t, sample(2)), marshalT(t, minimal()), marshalT(t, withExtra)}
}

// FuzzRead feeds whole files. Most mutations stop at the hash check; the
// targets below fuzz behind it.
func FuzzRead(f *testing.F) {
	for _, s := range seedFiles(f) {
		f.Add(s)
	}
	f.Add([]byte{})
	f.Add(wrap(gz(rawTar(rawEntry("../x", '0', nil, ""))), "x", 1, nil))
	f.Fuzz(checkRead)
}

func gunzip(t testing.TB, b []byte) []byte {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// FuzzTar fuzzes the uncompressed tar stream: the input is compressed and
// given a correct header, so every mutation reaches the tar reader and
// the entry checks.
func FuzzTar(f *testing.F) {
	for _, s := range seedFiles(f) {
		f.Add(gunzip(f, s[HeaderSize:]), uint8(1))
	}
	f.Add(rawTar(rawEntry("a", '2', nil, "/outside")), uint8(1))
	f.Add(rawTar(rawEntry("a", 'S', nil, "")), uint8(2))
	f.Fuzz(func(t *testing.T, tarBytes []byte, lnc uint8) {
		name := "tiny-1"
		if lnc%2 == 0 {
			name = "tiny-2"
		}
		checkRead(t, wrap(gz(tarBytes), name, uint32(lnc%3), nil))
	})
}

// FuzzEntry replaces one file of a valid NEFF (def.json, an engine JSON,
// a stream, a .npy) with fuzzed bytes, so every mutation reaches the
// JSON, .npy and validation code.
func FuzzEntry(f *testing.F) {
	es1 := fileEntries(f, sample(1))
	es2 := fileEntries(f, sample(2))
	for i, e := range es1 {
		f.Add(uint8(i), false, e.Data)
	}
	for i, e := range es2 {
		f.Add(uint8(i), true, e.Data)
	}
	f.Fuzz(func(t *testing.T, idx uint8, two bool, data []byte) {
		es, name, lnc := es1, "tiny-1", uint32(1)
		if two {
			es, name, lnc = es2, "tiny-2", 2
		}
		es = append([]Entry(nil), es...)
		es[int(idx)%len(es)].Data = data
		checkRead(t, packEntries(t, es, name, lnc))
	})
}
