package opt

import (
	"bytes"
)

// DefaultSplitMarker separates chunks for --split-input-file.
const DefaultSplitMarker = "// -----"

// Chunk is one piece of a split buffer. Line is the 0-based line in the whole
// buffer where the chunk starts, so diagnostics keep the file's line numbers.
type Chunk struct {
	Src  []byte
	Line int
}

// Split cuts src at every line that begins (after blanks) with marker, as
// mlir's splitAndProcessBuffer does. The marker lines belong to no chunk.
func Split(src []byte, marker string) []Chunk {
	var chunks []Chunk
	start, startLine, line := 0, 0, 0
	for off := 0; off < len(src); {
		end := bytes.IndexByte(src[off:], '\n')
		next := len(src)
		if end >= 0 {
			next = off + end + 1
		}
		text := bytes.TrimLeft(src[off:next], " \t")
		if bytes.HasPrefix(text, []byte(marker)) {
			chunks = append(chunks, Chunk{Src: src[start:off], Line: startLine})
			start, startLine = next, line+1
		}
		off = next
		line++
	}
	return append(chunks, Chunk{Src: src[start:], Line: startLine})
}
