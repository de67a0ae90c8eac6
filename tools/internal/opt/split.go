package opt

import (
	"bytes"
)

// DefaultSplitMarker separates chunks for --split-input-file.
const DefaultSplitMarker = "// -----"

// Chunk is one piece of a split buffer. Line is the number of lines of the
// whole buffer before the chunk's first line, so diagnostics keep the file's
// line numbers.
type Chunk struct {
	Src  []byte
	Line int
}

// Split cuts src at every occurrence of marker, as MLIR's
// splitAndProcessBuffer does: the marker may stand anywhere on its line
// (`// // -----` splits too), and what follows it on that line begins the
// next chunk.
func Split(src []byte, marker string) []Chunk {
	var chunks []Chunk
	start, startLine := 0, 0
	m := []byte(marker)
	for {
		i := bytes.Index(src[start:], m)
		if i < 0 {
			break
		}
		end := start + i
		chunks = append(chunks, Chunk{Src: src[start:end], Line: startLine})
		startLine += bytes.Count(src[start:end], []byte{'\n'})
		start = end + len(m)
	}
	return append(chunks, Chunk{Src: src[start:], Line: startLine})
}
