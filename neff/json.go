package neff

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// defJSON is def.json. dma_queue and var are objects keyed by name, as
// in the public layout; name, target and subgraphs are ours (the public
// def.json "will point the runtime to the engine JSONs and the engine
// binaries" without saying how).
type defJSON struct {
	Name      string             `json:"name"`
	Target    string             `json:"target,omitempty"`
	DMAQueue  map[string]Queue   `json:"dma_queue"`
	Var       map[string]varJSON `json:"var"`
	Subgraphs []subgraphJSON     `json:"subgraphs"`
}

// varJSON is one def.json "var" entry: the public keys type, var_id,
// size, alignment and file_name, and our dtype and shape.
type varJSON struct {
	Type      string  `json:"type"`
	VarID     int     `json:"var_id"`
	Size      int64   `json:"size"`
	Alignment int64   `json:"alignment,omitempty"`
	FileName  string  `json:"file_name,omitempty"`
	DType     string  `json:"dtype,omitempty"`
	Shape     []int64 `json:"shape,omitempty"`
}

type subgraphJSON struct {
	Name    string               `json:"name"`
	Engines map[string]engineRef `json:"engines"`
}

// engineRef names an engine's JSON and instruction stream in the archive.
type engineRef struct {
	JSON  string `json:"json"`
	Instr string `json:"instr"`
}

// engineJSON is an engine's JSON file: its DMA descriptors ("dma") and,
// for the Activation engine, the function sets it uses.
type engineJSON struct {
	DMA         []Descriptor `json:"dma"`
	ActFuncSets []string     `json:"activation_function_sets,omitempty"`
}

// marshal writes v as indented JSON with a final newline; map keys come
// out sorted, so the bytes depend only on v.
func marshal(v any) ([]byte, error) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// unmarshalStrict decodes one JSON value into v, refusing unknown fields,
// repeated object keys (which encoding/json would silently merge) and
// anything after the value.
func unmarshalStrict(data []byte, v any) error {
	if err := checkDuplicateKeys(data); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return jsonErr(err, data)
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("data after the JSON value")
	}
	return nil
}

// jsonErr adds a line and column to encoding/json's errors where it gives
// an offset.
func jsonErr(err error, data []byte) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("%s: %v", lineCol(data, syn.Offset), err)
	case errors.As(err, &typ):
		return fmt.Errorf("%s: %v", lineCol(data, typ.Offset), err)
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return errors.New("truncated JSON")
	}
	return err
}

func lineCol(data []byte, off int64) string {
	off = min(max(off, 0), int64(len(data)))
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	col := off - int64(bytes.LastIndexByte(data[:off], '\n'))
	return fmt.Sprintf("line %d col %d", line, col)
}

// checkDuplicateKeys walks data's tokens and reports an object key that
// appears twice in one object.
func checkDuplicateKeys(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	type frame struct {
		obj    bool
		keys   map[string]bool
		expect bool // next string token is a key
	}
	var stack []*frame
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return jsonErr(err, data)
		}
		var top *frame
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		if d, ok := tok.(json.Delim); ok {
			switch d {
			case '{', '[':
				if top != nil && top.obj {
					top.expect = true // the value is done once it closes
				}
				if len(stack) >= 64 {
					return errors.New("JSON nested deeper than 64 levels")
				}
				stack = append(stack, &frame{obj: d == '{', keys: map[string]bool{}, expect: d == '{'})
			case '}', ']':
				stack = stack[:len(stack)-1]
			}
			continue
		}
		if top == nil || !top.obj {
			continue
		}
		if top.expect {
			k, _ := tok.(string)
			if top.keys[k] {
				return fmt.Errorf("%s: key %q appears twice in one object", lineCol(data, dec.InputOffset()), k)
			}
			top.keys[k] = true
			top.expect = false
		} else {
			top.expect = true
		}
	}
}
