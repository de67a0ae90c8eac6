package neff

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hostile is one malformed or hostile file and the message it must get.
type hostile struct {
	name string
	data func(t *testing.T) []byte
	want string
	lim  *Limits // nil: DefaultLimits
}

// containerCases break the header, hash, gzip or tar level.
func containerCases() []hostile {
	valid := func(t *testing.T) []byte { return marshalT(t, sample(1)) }
	patch := func(off int, v uint64) func(t *testing.T) []byte {
		return func(t *testing.T) []byte {
			d := valid(t)
			binary.LittleEndian.PutUint64(d[off:], v)
			return d
		}
	}
	patch32 := func(off int, v uint32) func(t *testing.T) []byte {
		return func(t *testing.T) []byte {
			d := valid(t)
			binary.LittleEndian.PutUint32(d[off:], v)
			return d
		}
	}
	tarNEFF := func(tarBytes []byte) func(t *testing.T) []byte {
		return func(t *testing.T) []byte { return wrap(gz(tarBytes), "x", 1, nil) }
	}
	small := &Limits{MaxExpanded: 1 << 20, MaxEntries: 10}
	return []hostile{
		{"empty", func(t *testing.T) []byte { return nil }, "header: truncated: file has 0 bytes, the header alone needs 1024", nil},
		{"short-header", func(t *testing.T) []byte { return valid(t)[:1000] }, "header: truncated: file has 1000 bytes", nil},
		{"truncated-payload", func(t *testing.T) []byte { d := valid(t); return d[:len(d)-10] }, "header: data_size (offset 16) says", nil},
		{"trailing-bytes", func(t *testing.T) []byte { return append(valid(t), 0) }, "bytes of payload, but", nil},
		{"data-size-huge", patch(16, 1<<63), "data_size (offset 16) says 9223372036854775808 bytes", nil},
		{"pkg-version", patch(0, 7), "header: pkg_version (offset 0) is 7; ncc reads 1", nil},
		{"header-size", patch(8, 512), "header: header_size (offset 8) is 512, want 1024", nil},
		{"version", patch(24, 3), "header: neff_version 3.0 (offset 24) is not supported", nil},
		{"lnc-size", patch32(552, 3), "header: lnc_size (offset 552) is 3, want 1 or 2", nil},
		{"lnc-size-zero", patch32(552, 0), "header: lnc_size (offset 552) is 0", nil},
		{"num-tpb", patch32(168, 4), "header: num_tpb (offset 168) is 4 but lnc_size is 1", nil},
		{"name-unterminated", func(t *testing.T) []byte {
			d := valid(t)
			copy(d[220:476], bytes.Repeat([]byte("n"), 256))
			return d
		}, "header: name (offset 220): no terminating NUL in 256 bytes", nil},
		{"name-garbage-after-nul", func(t *testing.T) []byte { d := valid(t); d[400] = 'x'; return d }, "header: name (offset 220): nonzero byte after the terminating NUL at offset 400", nil},
		{"name-utf8", func(t *testing.T) []byte { d := valid(t); d[220] = 0xff; return d }, "header: name (offset 220): not valid UTF-8", nil},
		{"build-unterminated", func(t *testing.T) []byte {
			d := valid(t)
			copy(d[40:168], bytes.Repeat([]byte("b"), 128))
			return d
		}, "header: neff_build_version (offset 40): no terminating NUL", nil},
		{"hash", func(t *testing.T) []byte { d := valid(t); d[len(d)-20] ^= 0x40; return d }, "header: hash (offset 172)", nil},
		{"hash-field", func(t *testing.T) []byte { d := valid(t); d[172] ^= 1; return d }, "does not match the payload's SHA-256", nil},
		{"not-gzip", func(t *testing.T) []byte { return wrap([]byte("PK\x03\x04 a zip?"), "x", 1, nil) }, "payload (offset 1024): not gzip data", nil},
		{"empty-payload", func(t *testing.T) []byte { return wrap(nil, "x", 1, nil) }, "not gzip data", nil},
		{"gzip-header", func(t *testing.T) []byte { return wrap([]byte{0x1f, 0x8b, 9, 9}, "x", 1, nil) }, "payload: gzip:", nil},
		{"gzip-crc", func(t *testing.T) []byte {
			z := gz(rawTar(rawEntry("a", '0', []byte("abc"), "")))
			z[len(z)-8] ^= 0xff // the CRC-32 in the gzip trailer
			return wrap(z, "x", 1, nil)
		}, "archive: after the last entry: gzip: invalid checksum (the compressed data is corrupted)", nil},
		{"gzip-truncated", func(t *testing.T) []byte {
			z := gz(rawTar(rawEntry("a", '0', bytes.Repeat([]byte("abc"), 1000), "")))
			return wrap(z[:len(z)/2], "x", 1, nil)
		}, "truncated archive", nil},
		{"absolute", tarNEFF(rawTar(rawEntry("/outside/secret", '0', []byte("x"), ""))), `archive: entry "/outside/secret": absolute path`, nil},
		{"dotdot", tarNEFF(rawTar(rawEntry("../evil", '0', []byte("x"), ""))), `archive: entry "../evil": ".." path component`, nil},
		{"dotdot-inner", tarNEFF(rawTar(rawEntry("sg00/../../evil", '0', []byte("x"), ""))), `entry "sg00/../../evil": ".." path component`, nil},
		{"dot", tarNEFF(rawTar(rawEntry("a/./b", '0', nil, ""))), `entry "a/./b": "." path component`, nil},
		{"empty-component", tarNEFF(rawTar(rawEntry("a//b", '0', nil, ""))), `entry "a//b": empty path component`, nil},
		{"backslash", tarNEFF(rawTar(rawEntry(`..\evil`, '0', nil, ""))), `byte '\\' is not allowed in a path`, nil},
		{"empty-name", tarNEFF(rawTar(rawEntry("./", '5', nil, ""))), `entry "./": empty path`, nil},
		{"symlink", tarNEFF(rawTar(rawEntry("def.json", '2', nil, "/outside/secret"))), `entry "def.json": links are not allowed (symlink to "/outside/secret")`, nil},
		{"hardlink", tarNEFF(rawTar(rawEntry("a", '0', []byte("x"), ""), rawEntry("b", '1', nil, "a"))), `entry "b": links are not allowed (hard link to "a")`, nil},
		{"chardev", tarNEFF(rawTar(rawEntry("null", '3', nil, ""))), `entry "null": character device entries are not allowed`, nil},
		{"fifo", tarNEFF(rawTar(rawEntry("pipe", '6', nil, ""))), `entry "pipe": fifo entries are not allowed`, nil},
		{"sparse", tarNEFF(rawTar(rawEntry("sparse", 'S', nil, ""))), `entry "sparse": sparse file entries are not allowed`, nil},
		{"duplicate", tarNEFF(rawTar(rawEntry("a", '0', []byte("1"), ""), rawEntry("a", '0', []byte("2"), ""))), `entry "a": duplicate entry`, nil},
		{"duplicate-dotslash", tarNEFF(rawTar(rawEntry("a", '0', []byte("1"), ""), rawEntry("./a", '0', []byte("2"), ""))), `entry "./a": duplicate entry`, nil},
		{"dir-and-file", tarNEFF(rawTar(rawEntry("a/", '5', nil, ""), rawEntry("a", '0', nil, ""))), `entry "a": duplicate entry`, nil},
		{"file-as-parent", tarNEFF(rawTar(rawEntry("a", '0', []byte("1"), ""), rawEntry("a/b", '0', []byte("2"), ""))), `entry "a/b": its parent "a" is a file`, nil},
		{"size-lies", func(t *testing.T) []byte {
			// A header claiming 4096 bytes followed by 512 and the end.
			b := append(rawHeader("big", '0', 4096, ""), make([]byte, 512)...)
			return wrap(gz(b), "x", 1, nil)
		}, `entry "big": truncated archive`, nil},
		{"bad-tar-checksum", func(t *testing.T) []byte {
			b := rawTar(rawEntry("a", '0', []byte("x"), ""))
			b[0] = 'b'
			return wrap(gz(b), "x", 1, nil)
		}, "archive: entry 1: archive/tar: invalid tar header", nil},
		{"entry-over-limit", tarNEFF(rawTar(rawHeader("huge", '0', 5<<30, ""))), `entry "huge": size 5368709120 exceeds the expanded size limit of 4294967296 bytes`, nil},
		{"bomb-entry", func(t *testing.T) []byte {
			return wrap(gz(rawTar(rawEntry("zeros", '0', make([]byte, 4<<20), ""))), "x", 1, nil)
		}, `entry "zeros": size 4194304 exceeds the expanded size limit of 1048576 bytes`, small},
		{"bomb-after-tar", func(t *testing.T) []byte {
			b := append(rawTar(rawEntry("a", '0', []byte("x"), "")), make([]byte, 4<<20)...)
			return wrap(gz(b), "x", 1, nil)
		}, "the archive expands beyond the limit of 1048576 bytes (a decompression bomb?)", small},
		{"many-entries", func(t *testing.T) []byte {
			var es [][]byte
			for i := range 20 {
				es = append(es, rawEntry(strings.Repeat("f", i+1), '0', nil, ""))
			}
			return wrap(gz(rawTar(es...)), "x", 1, nil)
		}, "archive: more than 10 entries (limit)", small},
		{"multistream", func(t *testing.T) []byte {
			// A second gzip member is not read (so not a way around the limit).
			return wrap(append(gz(rawTar(rawEntry("a", '0', nil, ""))), gz(make([]byte, 8<<20))...), "x", 1, nil)
		}, `the graph definition "def.json" is missing`, small},
	}
}

func TestHostileContainer(t *testing.T) {
	for _, tc := range containerCases() {
		t.Run(tc.name, func(t *testing.T) {
			lim := DefaultLimits
			if tc.lim != nil {
				lim = *tc.lim
			}
			_, err := ReadLimited(tc.data(t), lim)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.True(t, strings.HasPrefix(err.Error(), "neff: "), err.Error())
		})
	}
}

// contentCases have a sound container and broken contents.
func contentCases(t *testing.T) []hostile {
	es := fileEntries(t, sample(1))
	get := func(p string) string {
		for _, e := range es {
			if e.Path == p {
				return string(e.Data)
			}
		}
		t.Fatalf("no %s", p)
		return ""
	}
	def := get("def.json")
	with := func(path, data string) func(t *testing.T) []byte {
		return func(t *testing.T) []byte {
			if data == "" {
				return packEntries(t, edit(es, path, nil), "tiny-1", 1)
			}
			return packEntries(t, edit(es, path, []byte(data)), "tiny-1", 1)
		}
	}
	defWith := func(old, new string) func(t *testing.T) []byte {
		require.Contains(t, def, old)
		return with("def.json", strings.Replace(def, old, new, 1))
	}
	sp := get("sg00/SP.json")
	spWith := func(old, new string) func(t *testing.T) []byte {
		require.Contains(t, sp, old)
		return with("sg00/SP.json", strings.Replace(sp, old, new, 1))
	}
	npy := get("sg00/w.npy")
	return []hostile{
		{"no-def", with("def.json", ""), `the graph definition "def.json" is missing from the archive`, nil},
		{"def-syntax", with("def.json", "{\n  \"name\": \"tiny-1\",\n  oops\n}"), "def.json: line 3 col 3: invalid character 'o'", nil},
		{"def-truncated", with("def.json", def[:len(def)/2]), "def.json: truncated JSON", nil},
		{"def-trailing", with("def.json", def+"{}"), "def.json: data after the JSON value", nil},
		{"def-not-object", with("def.json", "[1, 2]"), "def.json: line 1 col 2: json: cannot unmarshal array", nil},
		{"def-unknown-key", defWith(`"name": "tiny-1"`, `"name": "tiny-1", "nmae": 1`), `def.json: json: unknown field "nmae"`, nil},
		{"def-duplicate-key", defWith(`"name": "tiny-1"`, `"name": "tiny-1", "name": "evil"`), `def.json: line 2 col 27: key "name" appears twice in one object`, nil},
		{"def-duplicate-var", defWith(`"var": {`, `"var": {"x": {"type": "tmp-buf", "var_id": 9, "size": 1},`), `key "x" appears twice in one object`, nil},
		{"def-deep", with("def.json", strings.Repeat("[", 100)+strings.Repeat("]", 100)), "def.json: JSON nested deeper than 64 levels", nil},
		{"def-name-mismatch", defWith(`"name": "tiny-1"`, `"name": "other"`), `header name "tiny-1" differs from def.json's name "other"`, nil},
		{"def-size-type", defWith(`"size": 32,`, `"size": "32",`), "cannot unmarshal string into Go struct field varJSON.var.size of type int64", nil},
		{"def-size-overflow", defWith(`"size": 32,`, `"size": 1e30,`), "cannot unmarshal number 1e30", nil},
		{"var-size-lies", defWith(`"size": 16,`, `"size": 17,`), `def.json: var "y": size 17 but shape [2 4] of bfloat16 is 16 bytes`, nil},
		{"var-id-dup", defWith(`"var_id": 1`, `"var_id": 0`), `def.json: var "y": var_id 0 is also var "x"'s`, nil},
		{"var-file-missing", with("sg00/w.npy", ""), `def.json: var "w"'s file "sg00/w.npy" is missing from the archive`, nil},
		{"var-file-on-input", defWith(`"type": "input",`, `"type": "input", "file_name": "sg00/w.npy",`), `def.json: var "x": file_name is only for file variables, not input`, nil},
		{"var-file-no-name", defWith(`"file_name": "sg00/w.npy",`, ``), `def.json: var "w": a file variable needs a file_name`, nil},
		{"var-file-name", defWith(`"file_name": "sg00/w.npy"`, `"file_name": "/outside/secret"`), `def.json: var "w": file_name "/outside/secret", want "sg00/w.npy"`, nil},
		{"npy-magic", with("sg00/w.npy", "NUMPY"+npy[6:]), "sg00/w.npy: not a .npy file (bad magic)", nil},
		{"npy-dtype", with("sg00/w.npy", strings.Replace(npy, "<f4", "<i4", 1)), `sg00/w.npy: dtype <i4 does not match var "w"'s float32 (want <f4)`, nil},
		{"npy-shape", with("sg00/w.npy", strings.Replace(npy, "(4, 2)", "(2, 4)", 1)), `sg00/w.npy: shape [2 4] does not match var "w"'s [4 2]`, nil},
		{"npy-fortran", with("sg00/w.npy", strings.Replace(npy, "False", "True ", 1)), "sg00/w.npy: .npy data in Fortran order is not supported", nil},
		{"npy-short", with("sg00/w.npy", npy[:len(npy)-4]), `sg00/w.npy: holds 28 data bytes but var "w" has size 32`, nil},
		{"npy-long", with("sg00/w.npy", npy+"xxxx"), `sg00/w.npy: holds 36 data bytes but var "w" has size 32`, nil},
		{"npy-header-len", with("sg00/w.npy", npy[:8]+"\xff\xff"+npy[10:]), "sg00/w.npy: .npy header truncated", nil},
		{"no-subgraphs", defWith(`"subgraphs": [`, `"subgraphs": [], "x": [`), `unknown field "x"`, nil},
		{"subgraph-name", defWith(`"name": "sg00"`, `"name": "sg07"`), `def.json: subgraphs[0]: name "sg07", want "sg00"`, nil},
		{"engine-unknown", defWith(`"engines": {`, `"engines": {"gpu": {"json": "a", "instr": "b"},`), `def.json: subgraphs[0]: "gpu" is not an engine`, nil},
		{"engine-missing", defWith(`"pool": {
          "json": "sg00/Pool.json",
          "instr": "sg00/Pool.bin"
        },`, ``), "def.json: subgraphs[0]: engine pool is missing", nil},
		{"engine-path", defWith(`"instr": "sg00/PE.bin"`, `"instr": "/outside/secret"`), `def.json: subgraphs[0]: engine pe: files "sg00/PE.json" and "/outside/secret", want "sg00/PE.json" and "sg00/PE.bin"`, nil},
		{"engine-json-missing", with("sg00/DVE.json", ""), `engine JSON "sg00/DVE.json" is missing from the archive`, nil},
		{"engine-bin-missing", with("sg00/PE.bin", ""), `instruction stream "sg00/PE.bin" is missing from the archive`, nil},
		{"engine-bin-partial", with("sg00/PE.bin", strings.Repeat("i", 100)), "sg00/PE.bin: 100 bytes is not a whole number of 64-byte instructions", nil},
		{"engine-no-dma", with("sg00/DVE.json", "{}"), `sg00/DVE.json: the "dma" list is missing`, nil},
		{"engine-act-sets", with("sg00/DVE.json", `{"dma": [], "activation_function_sets": ["x"]}`), "sg00/DVE.json: only the Activation engine has activation_function_sets", nil},
		{"act-set-missing", with("sg00/act/exp_and_others.bin", ""), `sg00/Activation.json: activation function set "exp_and_others" "sg00/act/exp_and_others.bin" is missing`, nil},
		{"act-set-name", with("sg00/Activation.json", `{"dma": [], "activation_function_sets": ["../../outside/secret"]}`), `sg00/Activation.json: activation function set "../../outside/secret": byte '/' is not allowed`, nil},
		{"desc-queue", spWith(`"queue": "q_out"`, `"queue": "q_nope"`), `sg00/SP.json: dma[1]: queue "q_nope" is not a dma_queue of def.json`, nil},
		{"desc-var", spWith(`"from": "x"`, `"from": "secret"`), `sg00/SP.json: dma[0]: from "secret" is not a var of def.json`, nil},
		{"desc-dims", spWith(`"from_sizes": [
          16,
          2
        ]`, `"from_sizes": [1, 2, 3, 4, 5]`), "sg00/SP.json: dma[0]: from_steps and from_sizes must have the same length, 1 to 4 (have 2 and 5)", nil},
		{"desc-unknown-key", spWith(`"id": 1,`, `"id": 1, "ids": 2,`), `sg00/SP.json: json: unknown field "ids"`, nil},
		{"desc-negative-sem", spWith(`"semaphore": 0,`, `"semaphore": -1,`), "sg00/SP.json: dma[0]: semaphore -1 is negative", nil},
		{"lnc-mismatch", func(t *testing.T) []byte {
			return packEntries(t, fileEntries(t, sample(2)), "tiny-2", 1)
		}, "neff: header lnc_size is 1 but def.json lists 2 subgraphs", nil},
	}
}

func TestHostileContent(t *testing.T) {
	for _, tc := range contentCases(t) {
		t.Run(tc.name, func(t *testing.T) {
			data := tc.data(t)
			_, err := Read(data)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			// The container itself is sound: ReadArchive (and unpack) accept it.
			_, err = ReadArchive(data, DefaultLimits)
			assert.NoError(t, err)
		})
	}
}

// TestGzipWriterHeader pins the gzip header Write emits: no name, no
// time, no extra fields, "unknown" OS.
func TestGzipWriterHeader(t *testing.T) {
	data := marshalT(t, sample(1))
	zr, err := gzip.NewReader(bytes.NewReader(data[HeaderSize:]))
	require.NoError(t, err)
	assert.Equal(t, "", zr.Name)
	assert.True(t, zr.ModTime.IsZero())
	assert.Equal(t, byte(255), zr.OS)
	assert.Equal(t, []byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0}, data[HeaderSize:HeaderSize+8])
}
