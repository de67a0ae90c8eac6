package core

import (
	"strconv"
	"strings"
)

// Location says where an operation came from. Locations are attributes, as in
// MLIR, so they can appear inside fused-location metadata and aliases.
type Location interface {
	Attribute
	isLocation()
}

// UnknownLoc is loc(unknown).
type UnknownLoc struct{}

// FileLineColLoc is loc("file":line:col), or a range "file":l:c to l2:c2 when
// EndLine > 0 (EndLine equal to Line prints as `to :c2`).
type FileLineColLoc struct {
	File            string
	Line, Col       int
	EndLine, EndCol int
}

// NameLoc is loc("name"(child)); Child is nil when absent.
type NameLoc struct {
	Name  string
	Child Location
}

// CallSiteLoc is loc(callsite(callee at caller)).
type CallSiteLoc struct{ Callee, Caller Location }

// FusedLoc is loc(fused<metadata>[a, b]); Metadata may be nil.
type FusedLoc struct {
	Locs     []Location
	Metadata Attribute
}

func (*UnknownLoc) isLocation()     {}
func (*FileLineColLoc) isLocation() {}
func (*NameLoc) isLocation()        {}
func (*CallSiteLoc) isLocation()    {}
func (*FusedLoc) isLocation()       {}

func (*UnknownLoc) Key() string { return "loc(unknown)" }
func (l *FileLineColLoc) Key() string {
	return "loc(" + strconv.Quote(l.File) + ":" + strconv.Itoa(l.Line) + ":" + strconv.Itoa(l.Col) +
		"-" + strconv.Itoa(l.EndLine) + ":" + strconv.Itoa(l.EndCol) + ")"
}
func (l *NameLoc) Key() string {
	k := "loc(" + strconv.Quote(l.Name)
	if l.Child != nil {
		k += "(" + l.Child.Key() + ")"
	}
	return k + ")"
}
func (l *CallSiteLoc) Key() string {
	return "loc(callsite(" + l.Callee.Key() + " at " + l.Caller.Key() + "))"
}
func (l *FusedLoc) Key() string {
	var b strings.Builder
	b.WriteString("loc(fused")
	if l.Metadata != nil {
		b.WriteString("<" + l.Metadata.Key() + ">")
	}
	b.WriteString("[")
	for i, x := range l.Locs {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(x.Key())
	}
	b.WriteString("])")
	return b.String()
}

func Unknown(c *Context) *UnknownLoc { return c.unknownLoc }
func FileLineCol(c *Context, file string, line, col int) *FileLineColLoc {
	return internFileLoc(c, FileLineColLoc{File: file, Line: line, Col: col})
}
func FileRange(c *Context, file string, line, col, endLine, endCol int) *FileLineColLoc {
	return internFileLoc(c, FileLineColLoc{File: file, Line: line, Col: col, EndLine: endLine, EndCol: endCol})
}

// internFileLoc uniques file locations in their own struct-keyed map rather
// than by Key: the parser makes one per op, and building a string key for
// each was a large part of parsing time. Always build them with FileLineCol
// or FileRange (InternAttr on a FileLineColLoc would not find these).
func internFileLoc(c *Context, k FileLineColLoc) *FileLineColLoc {
	c.mu.RLock()
	l := c.fileLocs[k]
	c.mu.RUnlock()
	if l != nil {
		return l
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if l := c.fileLocs[k]; l != nil {
		return l
	}
	if c.fileLocs == nil {
		c.fileLocs = map[FileLineColLoc]*FileLineColLoc{}
	}
	l = &k
	c.fileLocs[k] = l
	return l
}
func Name(c *Context, name string, child Location) *NameLoc {
	return InternAttr(c, &NameLoc{Name: name, Child: child})
}
func CallSite(c *Context, callee, caller Location) *CallSiteLoc {
	return InternAttr(c, &CallSiteLoc{Callee: callee, Caller: caller})
}

// Fused returns the fusion of locs as MLIR's FusedLoc::get does: nested fused
// locations without metadata are flattened, unknowns and duplicates dropped, and
// a single remaining location without metadata is returned alone.
func Fused(c *Context, locs []Location, metadata Attribute) Location {
	var out []Location
	seen := map[Location]bool{}
	add := func(l Location) {
		if _, ok := l.(*UnknownLoc); ok || seen[l] {
			return
		}
		seen[l] = true
		out = append(out, l)
	}
	for _, l := range locs {
		if f, ok := l.(*FusedLoc); ok && f.Metadata == metadata {
			for _, x := range f.Locs {
				add(x)
			}
			continue
		}
		add(l)
	}
	if metadata == nil {
		switch len(out) {
		case 0:
			return Unknown(c)
		case 1:
			return out[0]
		}
	}
	return InternAttr(c, &FusedLoc{Locs: out, Metadata: metadata})
}

// FileLineColOf returns the first file:line:col found inside l, for diagnostics.
func FileLineColOf(l Location) (*FileLineColLoc, bool) {
	switch l := l.(type) {
	case *FileLineColLoc:
		return l, true
	case *NameLoc:
		if l.Child != nil {
			return FileLineColOf(l.Child)
		}
	case *CallSiteLoc:
		return FileLineColOf(l.Callee)
	case *FusedLoc:
		for _, x := range l.Locs {
			if f, ok := FileLineColOf(x); ok {
				return f, true
			}
		}
	}
	return nil, false
}
