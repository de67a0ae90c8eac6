package neff

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"ncc/arch"
)

// Read parses a NEFF with DefaultLimits. Every problem is an error naming
// where it is (a header field and offset, an archive entry, a JSON file
// and key); no input makes it panic or hang.
func Read(data []byte) (*File, error) {
	return ReadLimited(data, DefaultLimits)
}

// ReadLimited is Read with explicit limits on the expanded archive.
func ReadLimited(data []byte, lim Limits) (*File, error) {
	a, err := ReadArchive(data, lim)
	if err != nil {
		return nil, fmt.Errorf("neff: %w", err)
	}
	f, err := Decode(a.Entries)
	if err != nil {
		return nil, fmt.Errorf("neff: %w", err)
	}
	h := a.Header
	if err := h.agrees(f); err != nil {
		return nil, fmt.Errorf("neff: %w", err)
	}
	f.Build = h.Build
	f.FeatureBits = h.FeatureBits
	f.Header = h
	return f, nil
}

// agrees checks the header fields def.json repeats.
func (h *Header) agrees(f *File) error {
	if h.Name != f.Name {
		return fmt.Errorf("header name %q differs from def.json's name %q", h.Name, f.Name)
	}
	if int(h.LNCSize) != len(f.Subgraphs) {
		return fmt.Errorf("header lnc_size is %d but def.json lists %d subgraphs", h.LNCSize, len(f.Subgraphs))
	}
	return nil
}

// Decode interprets archive files (as ReadArchive returns them, or as
// read from an unpacked folder) as a File. The header fields are left
// for the caller; Name comes from def.json.
func Decode(entries []Entry) (*File, error) {
	files := make(map[string][]byte, len(entries))
	for _, e := range entries {
		if _, dup := files[e.Path]; dup {
			return nil, fmt.Errorf("archive: duplicate entry %q", e.Path)
		}
		files[e.Path] = e.Data
	}
	used := map[string]bool{}
	get := func(path, what string) ([]byte, error) {
		b, ok := files[path]
		if !ok {
			return nil, fmt.Errorf("%s %q is missing from the archive", what, path)
		}
		used[path] = true
		return b, nil
	}
	raw, err := get(defPath, "the graph definition")
	if err != nil {
		return nil, err
	}
	var def defJSON
	if err := unmarshalStrict(raw, &def); err != nil {
		return nil, fmt.Errorf("%s: %v", defPath, err)
	}
	f := &File{Name: def.Name, Def: Def{Target: def.Target}}
	if err := decodeDef(f, &def, get); err != nil {
		return nil, err
	}
	if len(def.Subgraphs) < 1 || len(def.Subgraphs) > MaxLNC {
		return nil, fmt.Errorf("%s: subgraphs: %d listed, want 1, or 2 at LNC 2", defPath, len(def.Subgraphs))
	}
	for i := range def.Subgraphs {
		sg, err := decodeSubgraph(i, &def.Subgraphs[i], get)
		if err != nil {
			return nil, err
		}
		f.Subgraphs = append(f.Subgraphs, sg)
	}
	for _, e := range entries {
		if !used[e.Path] {
			f.Extra = append(f.Extra, e)
		}
	}
	if err := f.Validate(); err != nil {
		return nil, err
	}
	return f, nil
}

type getter func(path, what string) ([]byte, error)

func decodeDef(f *File, def *defJSON, get getter) error {
	for name, q := range def.DMAQueue {
		q.Name = name
		f.Def.Queues = append(f.Def.Queues, q)
	}
	sort.Slice(f.Def.Queues, func(i, j int) bool { return f.Def.Queues[i].Name < f.Def.Queues[j].Name })
	for name, j := range def.Var {
		v := Var{Name: name, Type: j.Type, ID: j.VarID, Size: j.Size, Alignment: j.Alignment, DType: j.DType, Shape: j.Shape}
		if v.DType != "" && v.Shape == nil {
			v.Shape = []int64{} // a scalar: "shape" is omitted when empty
		}
		f.Def.Vars = append(f.Def.Vars, v)
	}
	// Sort by var_id (then name, so that a duplicate id is reported the
	// same way every time).
	sort.Slice(f.Def.Vars, func(a, b int) bool {
		x, y := &f.Def.Vars[a], &f.Def.Vars[b]
		return x.ID < y.ID || x.ID == y.ID && x.Name < y.Name
	})
	for i := range f.Def.Vars {
		v := &f.Def.Vars[i]
		fileName := def.Var[v.Name].FileName
		if v.Type != VarFile {
			if fileName != "" {
				return fmt.Errorf("%s: var %q: file_name is only for file variables, not %s", defPath, v.Name, v.Type)
			}
			continue
		}
		if fileName == "" {
			return fmt.Errorf("%s: var %q: a file variable needs a file_name", defPath, v.Name)
		}
		if fileName != constPath(v.Name) {
			return fmt.Errorf("%s: var %q: file_name %q, want %q", defPath, v.Name, fileName, constPath(v.Name))
		}
		raw, err := get(fileName, fmt.Sprintf("var %q's file", v.Name))
		if err != nil {
			return fmt.Errorf("%s: %v", defPath, err)
		}
		if v.Data, err = constData(v, fileName, raw); err != nil {
			return err
		}
	}
	return nil
}

// constData checks a constant's .npy file against its variable and
// returns the element bytes.
func constData(v *Var, path string, raw []byte) ([]byte, error) {
	descr, shape, data, err := decodeNPY(raw)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	d, ok := lookupDType(v.DType)
	if !ok {
		return nil, fmt.Errorf("%s: var %q: dtype %q is not one of %s", defPath, v.Name, v.DType, strings.Join(DTypes(), ", "))
	}
	if descr != d.descr {
		return nil, fmt.Errorf("%s: dtype %s does not match var %q's %s (want %s)", path, descr, v.Name, v.DType, d.descr)
	}
	if !slices.Equal(shape, v.Shape) {
		return nil, fmt.Errorf("%s: shape %v does not match var %q's %v", path, shape, v.Name, v.Shape)
	}
	if int64(len(data)) != v.Size {
		return nil, fmt.Errorf("%s: holds %d data bytes but var %q has size %d", path, len(data), v.Name, v.Size)
	}
	if len(data) == 0 {
		return nil, nil
	}
	return data, nil
}

func decodeSubgraph(i int, sj *subgraphJSON, get getter) (Subgraph, error) {
	var sg Subgraph
	name := SubgraphName(i)
	where := fmt.Sprintf("%s: subgraphs[%d]", defPath, i)
	if sj.Name != name {
		return sg, fmt.Errorf("%s: name %q, want %q", where, sj.Name, name)
	}
	for k := range sj.Engines {
		if _, ok := arch.EngineByName(k); !ok {
			return sg, fmt.Errorf("%s: %q is not an engine (pe, act, dve, pool, sp)", where, k)
		}
	}
	for e := range arch.NumEngines {
		ref, ok := sj.Engines[e.String()]
		if !ok {
			return sg, fmt.Errorf("%s: engine %s is missing", where, e)
		}
		if ref.JSON != engineJSONPath(i, e) || ref.Instr != engineBinPath(i, e) {
			return sg, fmt.Errorf("%s: engine %s: files %q and %q, want %q and %q", where, e, ref.JSON, ref.Instr, engineJSONPath(i, e), engineBinPath(i, e))
		}
		raw, err := get(ref.JSON, "engine JSON")
		if err != nil {
			return sg, err
		}
		var ej engineJSON
		if err := unmarshalStrict(raw, &ej); err != nil {
			return sg, fmt.Errorf("%s: %v", ref.JSON, err)
		}
		if ej.DMA == nil {
			return sg, fmt.Errorf("%s: the \"dma\" list is missing", ref.JSON)
		}
		st := &sg.Streams[e]
		if len(ej.DMA) > 0 {
			st.DMA = ej.DMA
		}
		if st.Instr, err = get(ref.Instr, "instruction stream"); err != nil {
			return sg, err
		}
		if len(ej.ActFuncSets) > 0 && e != arch.ACT {
			return sg, fmt.Errorf("%s: only the Activation engine has activation_function_sets", ref.JSON)
		}
		for _, a := range ej.ActFuncSets {
			if err := checkName(a); err != nil {
				return sg, fmt.Errorf("%s: activation function set %q: %v", ref.JSON, a, err)
			}
			data, err := get(actSetPath(i, a), fmt.Sprintf("activation function set %q", a))
			if err != nil {
				return sg, fmt.Errorf("%s: %v", ref.JSON, err)
			}
			sg.ActFuncSets = append(sg.ActFuncSets, ActFuncSet{Name: a, Data: data})
		}
	}
	return sg, nil
}
