package pass

import (
	"fmt"
	"io"
	"reflect"
	"sort"
	"strings"
	"sync"
)

// PipelineInfo describes a registered named pipeline (MLIR's
// PassPipelineRegistration): a name that expands to passes.
type PipelineInfo struct {
	Arg         string
	Summary     string
	Description string
	// Options, when set, returns a pointer to a fresh options struct (same
	// tags as pass options); Build receives it filled in.
	Options func() any
	// Build appends the pipeline's passes to m.
	Build func(m *Manager, options any) error
}

// Registry holds pass and pipeline registrations. Most code uses the
// process-wide Default registry through Register and Lookup.
type Registry struct {
	mu        sync.RWMutex
	passes    map[string]*Info
	pipelines map[string]*PipelineInfo
	byType    map[reflect.Type]*Info
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{passes: map[string]*Info{}, pipelines: map[string]*PipelineInfo{},
		byType: map[reflect.Type]*Info{}}
}

// Default is the registry ncc-opt and the pipeline parser use.
var Default = NewRegistry()

// Register adds a pass to Default; it panics on a malformed or duplicate
// registration, which is a programming error found at init time.
func Register(in Info) { Default.MustRegister(in) }

// RegisterPipeline adds a named pipeline to Default.
func RegisterPipeline(pi PipelineInfo) { Default.MustRegisterPipeline(pi) }

// Lookup finds a pass in Default.
func Lookup(arg string) *Info { return Default.Lookup(arg) }

// MustRegister adds a pass, panicking on a bad registration.
func (r *Registry) MustRegister(in Info) {
	if err := r.Register(in); err != nil {
		panic(err)
	}
}

// Register adds a pass. It checks the pass's option tags once, here.
func (r *Registry) Register(in Info) error {
	if in.Arg == "" || in.New == nil {
		return fmt.Errorf("pass registration needs Arg and New")
	}
	p := in.New()
	s, err := schemaOf(p)
	if err != nil {
		return err
	}
	if err := s.applyDefaults(p); err != nil {
		return fmt.Errorf("pass %s: %v", in.Arg, err)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.passes[in.Arg]; dup {
		return fmt.Errorf("pass %q registered twice", in.Arg)
	}
	if _, dup := r.pipelines[in.Arg]; dup {
		return fmt.Errorf("pass %q has the name of a pipeline", in.Arg)
	}
	info := in
	r.passes[in.Arg] = &info
	r.byType[reflect.TypeOf(p)] = &info
	return nil
}

// MustRegisterPipeline adds a pipeline, panicking on a bad registration.
func (r *Registry) MustRegisterPipeline(pi PipelineInfo) {
	if err := r.RegisterPipeline(pi); err != nil {
		panic(err)
	}
}

// RegisterPipeline adds a named pipeline.
func (r *Registry) RegisterPipeline(pi PipelineInfo) error {
	if pi.Arg == "" || pi.Build == nil {
		return fmt.Errorf("pipeline registration needs Arg and Build")
	}
	if pi.Options != nil {
		if _, err := optionsSchema(pi.Options()); err != nil {
			return err
		}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.pipelines[pi.Arg]; dup {
		return fmt.Errorf("pipeline %q registered twice", pi.Arg)
	}
	if _, dup := r.passes[pi.Arg]; dup {
		return fmt.Errorf("pipeline %q has the name of a pass", pi.Arg)
	}
	p := pi
	r.pipelines[pi.Arg] = &p
	return nil
}

// Lookup returns the pass registered as arg, or nil.
func (r *Registry) Lookup(arg string) *Info {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.passes[arg]
}

// LookupPipeline returns the pipeline registered as arg, or nil.
func (r *Registry) LookupPipeline(arg string) *PipelineInfo {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.pipelines[arg]
}

// infoFor returns the registration of a pass value's type, or nil.
func (r *Registry) infoFor(p Pass) *Info {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.byType[reflect.TypeOf(p)]
}

// Passes returns the registered passes sorted by Arg.
func (r *Registry) Passes() []*Info {
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make([]*Info, 0, len(r.passes))
	for _, in := range r.passes {
		out = append(out, in)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Arg < out[j].Arg })
	return out
}

// Pipelines returns the registered pipelines sorted by Arg.
func (r *Registry) Pipelines() []*PipelineInfo {
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make([]*PipelineInfo, 0, len(r.pipelines))
	for _, p := range r.pipelines {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Arg < out[j].Arg })
	return out
}

// Options returns the options a registered pass declares, sorted by name.
func (in *Info) Options() []*Option {
	s, err := schemaOf(in.New())
	if err != nil {
		return nil
	}
	return s.opts
}

// Suggest returns the registered pass or pipeline name closest to name by
// edit distance, or "" when nothing is reasonably close.
func (r *Registry) Suggest(name string) string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	best, bestD := "", len(name)/2+2
	try := func(c string) {
		if d := editDistance(name, c); d < bestD || (d == bestD && c < best) {
			best, bestD = c, d
		}
	}
	for c := range r.passes {
		try(c)
	}
	for c := range r.pipelines {
		try(c)
	}
	return best
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// WriteList prints the registered passes and pipelines with their options,
// laid out like the pass list of mlir-opt --help:
//
//	Passes:
//	  --canonicalize   -   Canonicalize operations
//	    --max-iterations=<int>   - Max. iterations between applying patterns ...
func (r *Registry) WriteList(w io.Writer) {
	type row struct{ left, right string }
	var rows []row
	optRows := func(opts []*Option) {
		for _, o := range opts {
			left := "    --" + o.Name + "=<" + o.Type + ">"
			if o.Type == "bool" {
				left = "    --" + o.Name
			}
			help := o.Help
			if o.Default != "" {
				help += " (default: " + o.Default + ")"
			}
			rows = append(rows, row{left, help})
			if o.Enum != nil {
				for _, e := range o.Enum {
					rows = append(rows, row{"      =" + e, ""})
				}
			}
		}
	}
	rows = append(rows, row{"Passes:", "\x00"})
	for _, in := range r.Passes() {
		rows = append(rows, row{"  --" + in.Arg, in.Summary})
		optRows(in.Options())
	}
	if ps := r.Pipelines(); len(ps) > 0 {
		rows = append(rows, row{"Pass Pipelines:", "\x00"})
		for _, p := range ps {
			rows = append(rows, row{"  --" + p.Arg, p.Summary})
			if p.Options != nil {
				if s, err := optionsSchema(p.Options()); err == nil {
					optRows(s.opts)
				}
			}
		}
	}
	width := 0
	for _, rw := range rows {
		if rw.right != "\x00" {
			width = max(width, len(rw.left))
		}
	}
	var b strings.Builder
	for _, rw := range rows {
		if rw.right == "\x00" {
			b.WriteString(rw.left + "\n")
			continue
		}
		fmt.Fprintf(&b, "%-*s - %s\n", width, rw.left, rw.right)
	}
	io.WriteString(w, b.String())
}
