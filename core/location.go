package core

import (
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
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

// fileLocTable uniques the file locations of one file. The parser makes one
// location per op, so this is a hot path. Locations are found by line in
// pages of lines, each with its own lock (parsers running in parallel work
// on different functions, so on different pages): a line's first location
// sits in an array slot, further ones (other columns, ranges) in a map.
// Locations are carved from slabs rather than allocated one by one.
type fileLocTable struct {
	file  string
	mu    sync.Mutex // serializes growing pages
	pages atomic.Pointer[[]*fileLocPage]
}

const fileLocPageLines = 512

type fileLocPage struct {
	mu    sync.Mutex
	first [fileLocPageLines]*FileLineColLoc
	more  map[FileLineColLoc]*FileLineColLoc
	slab  []FileLineColLoc
}

// page returns the page holding line, creating it if needed.
func (t *fileLocTable) page(line int) *fileLocPage {
	i := line / fileLocPageLines
	if ps := t.pages.Load(); ps != nil && i < len(*ps) && (*ps)[i] != nil {
		return (*ps)[i]
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	var ps []*fileLocPage
	if p := t.pages.Load(); p != nil {
		ps = *p
	}
	if i < len(ps) && ps[i] != nil {
		return ps[i]
	}
	// Copy on growth, so readers never see a slice being written.
	grown := make([]*fileLocPage, max(len(ps), 2*i+1))
	copy(grown, ps)
	grown[i] = &fileLocPage{}
	t.pages.Store(&grown)
	return grown[i]
}

// intern returns the table's location equal to k, adding a copy of k if
// there is none.
func (t *fileLocTable) intern(k *FileLineColLoc) *FileLineColLoc {
	line := k.Line
	if line < 0 {
		line = 0
	}
	pg := t.page(line)
	pg.mu.Lock()
	defer pg.mu.Unlock()
	slot := &pg.first[line%fileLocPageLines]
	if l := *slot; l != nil && *l == *k {
		return l
	}
	if l := pg.more[*k]; l != nil {
		return l
	}
	if len(pg.slab) == 0 {
		pg.slab = make([]FileLineColLoc, 64)
	}
	l := &pg.slab[0]
	pg.slab = pg.slab[1:]
	*l = *k
	if *slot == nil {
		*slot = l
	} else {
		if pg.more == nil {
			pg.more = map[FileLineColLoc]*FileLineColLoc{}
		}
		pg.more[*k] = l
	}
	return l
}

// internFileLoc uniques file locations in per-file tables rather than by
// Key: building a string key per op was a large part of parsing time.
// Always build them with FileLineCol or FileRange (InternAttr on a
// FileLineColLoc would not find these).
func internFileLoc(c *Context, k FileLineColLoc) *FileLineColLoc {
	return c.fileLocTable(k.File).intern(&k)
}

// fileLocTable returns the location table of file, creating it on first use.
func (c *Context) fileLocTable(file string) *fileLocTable {
	// Nearly every call names the file of the previous one.
	if t := c.lastFileLocs.Load(); t != nil && t.file == file {
		return t
	}
	c.mu.RLock()
	t := c.fileLocs[file]
	c.mu.RUnlock()
	if t == nil {
		c.mu.Lock()
		if t = c.fileLocs[file]; t == nil {
			if c.fileLocs == nil {
				c.fileLocs = map[string]*fileLocTable{}
			}
			t = &fileLocTable{file: file}
			c.fileLocs[file] = t
		}
		c.mu.Unlock()
	}
	c.lastFileLocs.Store(t)
	return t
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
