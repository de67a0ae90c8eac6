package neff

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"fmt"
	"io"
	"sort"

	"ncc/arch"
)

// Write writes f as a NEFF: the 1024-byte header, then the gzip-compressed
// tar. It validates f first and writes nothing if f is invalid. The output
// depends only on f: the same File gives the same bytes (fixed entry
// order, times, modes and gzip header; the UUID is derived from the
// payload).
func Write(w io.Writer, f *File) error {
	b, err := Marshal(f)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// Marshal returns the bytes Write writes.
func Marshal(f *File) ([]byte, error) {
	if err := f.Validate(); err != nil {
		return nil, fmt.Errorf("neff: %w", err)
	}
	entries, err := f.entries()
	if err != nil {
		return nil, fmt.Errorf("neff: %w", err)
	}
	payload, err := writeTarGz(entries, gzip.BestSpeed)
	if err != nil {
		return nil, fmt.Errorf("neff: %w", err)
	}
	h := Header{
		PkgVersion:        PkgVersion,
		HeaderSize:        HeaderSize,
		DataSize:          uint64(len(payload)),
		VersionMajor:      VersionMajor,
		VersionMinor:      VersionMinor,
		Build:             f.Build,
		NumTPB:            uint32(len(f.Subgraphs)),
		Hash:              sha256.Sum256(payload),
		Name:              f.Name,
		RequestedTPBCount: uint32(len(f.Subgraphs)),
		FeatureBits:       f.FeatureBits,
		LNCSize:           uint32(len(f.Subgraphs)),
	}
	if h.Build == "" {
		h.Build = DefaultBuild
	}
	h.UUID = DeriveUUID(h.Hash)
	var out bytes.Buffer
	out.Grow(HeaderSize + len(payload))
	out.Write(h.encode())
	out.Write(payload)
	return out.Bytes(), nil
}

// Paths of the files in the archive (docs/neff.md, "Archive").
const defPath = "def.json"

func engineJSONPath(sg int, e arch.Engine) string {
	return SubgraphName(sg) + "/" + engineStems[e] + ".json"
}

func engineBinPath(sg int, e arch.Engine) string {
	return SubgraphName(sg) + "/" + engineStems[e] + ".bin"
}

func actSetPath(sg int, name string) string {
	return SubgraphName(sg) + "/act/" + name + ".bin"
}

// constPath is where a file variable's .npy goes: in the first subgraph's
// folder (the public layout places constants "directly in the subgraph
// directory"; at LNC 2 both cores share the one HBM copy).
func constPath(name string) string {
	return SubgraphName(0) + "/" + name + ".npy"
}

// entries lays f out as archive files in their fixed order: def.json,
// then each subgraph's engine JSONs and streams, activation function sets
// and (in sg00) constants, then the extra files sorted by path.
func (f *File) entries() ([]Entry, error) {
	def := defJSON{
		Name:     f.Name,
		Target:   f.Def.Target,
		DMAQueue: map[string]Queue{},
		Var:      map[string]varJSON{},
	}
	for _, q := range f.Def.Queues {
		def.DMAQueue[q.Name] = q
	}
	for _, v := range f.Def.Vars {
		j := varJSON{Type: v.Type, VarID: v.ID, Size: v.Size, Alignment: v.Alignment, DType: v.DType, Shape: v.Shape}
		if v.Type == VarFile {
			j.FileName = constPath(v.Name)
		}
		def.Var[v.Name] = j
	}
	var rest []Entry
	for i := range f.Subgraphs {
		sg := &f.Subgraphs[i]
		sj := subgraphJSON{Name: SubgraphName(i), Engines: map[string]engineRef{}}
		for e := range arch.NumEngines {
			st := &sg.Streams[e]
			sj.Engines[e.String()] = engineRef{JSON: engineJSONPath(i, e), Instr: engineBinPath(i, e)}
			ej := engineJSON{DMA: st.DMA}
			if ej.DMA == nil {
				ej.DMA = []Descriptor{}
			}
			if e == arch.ACT {
				for _, a := range sg.ActFuncSets {
					ej.ActFuncSets = append(ej.ActFuncSets, a.Name)
				}
			}
			b, err := marshal(ej)
			if err != nil {
				return nil, err
			}
			rest = append(rest, Entry{engineJSONPath(i, e), b}, Entry{engineBinPath(i, e), st.Instr})
		}
		for _, a := range sg.ActFuncSets {
			rest = append(rest, Entry{actSetPath(i, a.Name), a.Data})
		}
		if i == 0 {
			for _, v := range f.Def.Vars {
				if v.Type == VarFile {
					d, _ := lookupDType(v.DType)
					rest = append(rest, Entry{constPath(v.Name), encodeNPY(d.descr, v.Shape, v.Data)})
				}
			}
		}
		def.Subgraphs = append(def.Subgraphs, sj)
	}
	b, err := marshal(def)
	if err != nil {
		return nil, err
	}
	out := append([]Entry{{defPath, b}}, rest...)
	extra := append([]Entry(nil), f.Extra...)
	sort.SliceStable(extra, func(i, j int) bool { return extra[i].Path < extra[j].Path })
	out = append(out, extra...)
	// No path twice, and no file where a folder is needed.
	seen := map[string]bool{}
	for _, e := range out {
		if seen[e.Path] {
			return nil, fmt.Errorf("file %q would be written twice (an extra file collides with a generated one?)", e.Path)
		}
		seen[e.Path] = true
	}
	for _, e := range out {
		for p := parent(e.Path); p != ""; p = parent(p) {
			if seen[p] {
				return nil, fmt.Errorf("file %q is inside %q, which is a file", e.Path, p)
			}
		}
	}
	return out, nil
}
