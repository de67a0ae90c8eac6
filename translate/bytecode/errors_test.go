package bytecode

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
)

// A hand-built file: the sections of an empty module, each replaceable.
type fileParts struct {
	version  uint64
	strings  []string
	dialect  []byte
	attrs    []byte // attribute/type entries
	offsets  []byte
	ir       []byte
	props    []byte
	resource []byte // resource and offset sections, when both set
	resOffs  []byte
}

func varints(vs ...uint64) []byte {
	e := &emitter{}
	for _, v := range vs {
		e.varint(v)
	}
	return e.buf
}

func cat(bs ...[]byte) []byte { return bytes.Join(bs, nil) }

// emptyModule: strings builtin, module; one attribute, loc(unknown).
func emptyModule() fileParts {
	region := varints(1, 0, 0) // 1 block, 0 values, block: 0 ops, no args
	irEmit := &emitter{}
	irEmit.varint(1 << 1)                                              // one op, no args
	irEmit.buf = append(irEmit.buf, 0<<1|1, maskInlineRegions, 0<<1|1) // op name 0, mask, loc attr 0
	irEmit.varint(1<<1 | 1)                                            // one region, isolated
	irEmit.section(secIR, &emitter{buf: region})
	return fileParts{
		version: Version,
		strings: []string{"builtin", "module"},
		dialect: varints(1, 0<<1, 1, 0, 1, 1<<1|1), // 1 dialect: "builtin"; 1 op name: group 0, 1 entry, "module" registered
		attrs:   varints(acUnknownLoc),
		offsets: varints(1, 0, 0, 1, 1<<1|1), // 1 attr, 0 types; group: dialect 0, 1 entry of 1 byte, custom
		ir:      irEmit.buf,
		props:   varints(0),
	}
}

func (f fileParts) bytes() []byte {
	e := &emitter{}
	e.buf = append(e.buf, Magic...)
	e.varint(f.version)
	e.cstring("test")
	e.section(secDialect, &emitter{buf: f.dialect})
	e.section(secAttrTypeOffset, &emitter{buf: f.offsets})
	e.section(secAttrType, &emitter{buf: f.attrs})
	e.section(secIR, &emitter{buf: f.ir})
	if f.resource != nil {
		e.section(secResourceOffset, &emitter{buf: f.resOffs})
		e.section(secResource, &emitter{buf: f.resource})
	}
	s := &emitter{}
	s.varint(uint64(len(f.strings)))
	for i := len(f.strings) - 1; i >= 0; i-- {
		s.varint(uint64(len(f.strings[i]) + 1))
	}
	for _, x := range f.strings {
		s.cstring(x)
	}
	e.section(secString, s)
	if f.props != nil {
		e.section(secProperties, &emitter{buf: f.props})
	}
	return e.buf
}

func TestHandBuiltModule(t *testing.T) {
	m, err := readBytecode("x.bc", emptyModule().bytes())
	require.NoError(t, err)
	assert.Equal(t, "builtin.module", m.Name())
}

// TestReadErrors: malformed files are located errors, with MLIR's words
// where MLIR has an error for the case.
func TestReadErrors(t *testing.T) {
	deep := emptyModule()
	// Attribute i is an array holding attribute i+1: nesting deeper than
	// maxNesting. The location is attribute 0.
	n := maxNesting + 10
	var data, offs []byte
	offs = varints(uint64(n+1), 0, 0, uint64(n+1))
	for i := 0; i < n; i++ {
		entry := varints(acArray, 1, uint64(i+1))
		data = append(data, entry...)
		offs = append(offs, varints(uint64(len(entry))<<1|1)...)
	}
	data = append(data, varints(acUnknownLoc)...)
	offs = append(offs, varints(1<<1|1)...)
	deep.attrs, deep.offsets = data, offs

	cases := []struct {
		name string
		edit func(f *fileParts)
		raw  []byte
		want string
	}{
		{name: "not bytecode", raw: []byte("module {}"), want: "input buffer is not an MLIR bytecode file"},
		{name: "newer version", edit: func(f *fileParts) { f.version = 9 }, want: "bytecode version 9 is newer than the current version 6"},
		{name: "no producer", raw: []byte("ML\xefR\x0d"), want: "malformed null-terminated string"},
		{name: "bad section id", raw: []byte("ML\xefR\x0dx\x00\x1f\x01"), want: "invalid section ID: 31"},
		{name: "missing section", raw: []byte("ML\xefR\x0dx\x00"), want: "missing data for top-level section: String (0)"},
		{name: "section too long", raw: []byte("ML\xefR\x0dx\x00\x00\x81"), want: "attempting to parse 64 bytes when only 0 remain"},
		{name: "string count lies", edit: func(f *fileParts) { f.strings = nil; f.dialect = varints(1 << 40) }, want: "dialect count 1099511627776 exceeds"},
		{name: "self reference", edit: func(f *fileParts) {
			f.attrs = varints(acArray, 1, 0)
			f.offsets = varints(1, 0, 0, 1, 3<<1|1)
		}, want: "Attribute 0 refers to itself"},
		{name: "cycle", edit: func(f *fileParts) {
			f.attrs = varints(acNameLoc, 1, 0)
			f.offsets = varints(2, 0, 0, 2, 3<<1|1, 3<<1|1)
			f.attrs = append(f.attrs, varints(acNameLoc, 0, 1)...)
		}, want: "Attribute 0 refers to itself"},
		{name: "too deep", edit: func(f *fileParts) { *f = deep }, want: "attributes and types nest too deeply"},
		{name: "attribute index", edit: func(f *fileParts) { f.ir[3] = 9<<1 | 1 }, want: "invalid Attribute index: 9"},
		{name: "op name index", edit: func(f *fileParts) { f.ir[1] = 5<<1 | 1 }, want: "invalid operation name index: 5"},
		{name: "unknown attribute code", edit: func(f *fileParts) { f.attrs = varints(99) }, want: "unknown attribute code: 99"},
		{name: "entry past end", edit: func(f *fileParts) { f.offsets = varints(1, 0, 0, 1, 7<<1|1) }, want: "offset points past the end of section"},
		{name: "text attribute", edit: func(f *fileParts) {
			f.attrs = []byte("loc(\x00")
			f.offsets = varints(1, 0, 0, 1, 5<<1)
		}, want: "cannot parse attribute 'loc('"},
		{name: "unknown dialect", edit: func(f *fileParts) { f.strings[0] = "nope" }, want: "dialect 'nope' does not implement the bytecode interface"},
		{name: "value count lies", edit: func(f *fileParts) {
			f.ir = cat(varints(1<<1), []byte{1, maskInlineRegions, 1}, varints(1<<1), varints(1, 1<<40, 0))
		}, want: "region value count 1099511627776 exceeds"},
		{name: "undefined value", edit: func(f *fileParts) {
			// A module whose block holds one op using value 0 of a
			// region declaring one value that no op defines.
			f.strings = append(f.strings, "foo", "use")
			f.dialect = varints(2, 0<<1, 2<<1, 2, 0, 1, 1<<1|1, 1, 1, 3<<1)
			f.ir = cat(varints(1<<1), []byte{1, maskInlineRegions, 1}, varints(1<<1),
				varints(1, 1, 1<<1), []byte{3, maskOperands, 1}, varints(1, 0))
		}, want: "use of value 0, which its region never defines"},
		{name: "properties index", edit: func(f *fileParts) {
			f.ir = cat(varints(1<<1), []byte{1, maskInlineRegions | maskProperties, 1}, varints(3), varints(1<<1|1), []byte{secIR, 3}, varints(1, 0, 0))
		}, want: "Properties idx out-of-bound for builtin.module"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := c.raw
			if data == nil {
				f := emptyModule()
				c.edit(&f)
				data = f.bytes()
			}
			_, err := Read(newCtx(), "bad.bc", data)
			require.Error(t, err)
			var e *Error
			require.True(t, errors.As(err, &e), "%T", err)
			assert.Contains(t, e.Msg, c.want)
			assert.True(t, e.Offset >= 0 && e.Offset <= len(data), "offset %d of %d", e.Offset, len(data))
			ds := core.AsDiagnostics(err, nil)
			require.Len(t, ds, 1)
			assert.True(t, strings.HasPrefix(ds[0].Msg, "at byte "), ds[0].Msg)
		})
	}
}

// TestTruncatedAndCorrupted reads every prefix of valid files, and the files
// with each byte changed: errors or IR, never a panic.
func TestTruncatedAndCorrupted(t *testing.T) {
	var files [][]byte
	for _, cf := range diffCorpus(t, 1) {
		m, err := parseText(cf.name, cf.src)
		require.NoError(t, err)
		files = append(files, encode(t, m, nil))
	}
	reads := 0
	for _, data := range files {
		ctx := newCtx() // shared by the reads of one file, to keep this quick
		for n := 0; n < len(data); n++ {
			_, err := Read(ctx, "cut.bc", data[:n])
			if n > 0 {
				require.Error(t, err, "a prefix of %d of %d bytes", n, len(data))
			}
			reads++
		}
		if testing.Short() {
			continue
		}
		buf := append([]byte(nil), data...)
		for i := len(Magic); i < len(buf); i++ {
			for _, x := range []byte{0xFF, buf[i] ^ 0x01} {
				old := buf[i]
				buf[i] = x
				Read(ctx, "flip.bc", buf)
				buf[i] = old
				reads++
			}
		}
	}
	t.Logf("%d reads of truncated or corrupted files", reads)
}
