package pass

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"

	"ncc/core"
)

// Reproducer configures crash reproducers: a file holding IR and the
// pipeline that fails on it, in MLIR's format (the IR followed by an
// external_resources section naming the pipeline), which
// `ncc-opt --run-reproducer FILE` (or mlir-opt's) replays.
type Reproducer struct {
	// Path is where to write a reproducer when the pipeline fails or a pass
	// panics (--mlir-pass-pipeline-crash-reproducer). When empty, only a
	// panic writes one, to a new file in the temporary directory.
	Path string
	// Local writes the IR before the failing pass and that pass alone,
	// instead of the input IR and the whole pipeline. It forces a
	// sequential run, as in MLIR.
	Local bool
	// Source is the text the op was parsed from, used as the IR of a
	// whole-pipeline reproducer instead of a printed snapshot.
	Source []byte
	// Print prints an op as reproducer IR; without it (and without Source)
	// no reproducer is written.
	Print func(w io.Writer, op *core.Operation) error
}

// crashState holds the snapshot and writes reproducers for one run.
type crashState struct {
	cfg      *Reproducer
	root     *Manager
	top      *core.Operation
	runCfg   *Config
	snapshot *core.Operation // IR at the start (or before the current pass when Local)
	mu       sync.Mutex
	written  bool
}

func newCrashState(r *Reproducer, root *Manager, top *core.Operation, runCfg *Config) *crashState {
	c := &crashState{cfg: r, root: root, top: top, runCfg: runCfg}
	if r != nil && len(r.Source) == 0 && r.Print != nil && !r.Local {
		c.snapshot = top.Clone(nil)
	}
	return c
}

// failure carries a pass failure up to Run with what a local reproducer
// needs; it unwraps to the diagnostics.
type failure struct {
	err      error
	inst     *Instance
	mgrPath  []string // anchors from the root to the pass's manager
	snapshot *core.Operation
	panicMsg string
}

func (f *failure) Error() string { return f.err.Error() }
func (f *failure) Unwrap() error { return f.err }

func (c *crashState) beforePass(inst *Instance, op *core.Operation) {
	if c.cfg != nil && c.cfg.Local && c.cfg.Print != nil {
		c.snapshot = c.top.Clone(nil)
	}
}

// panicked turns a recovered panic into an internal-error diagnostic.
func (c *crashState) panicked(st *State, r any) error {
	d := core.Errorf(st.op.Loc(), "internal error: pass '%s' panicked on '%s' op: %v",
		st.inst.Info.Arg, st.op.Name(), r)
	return &failure{err: core.Diagnostics{d}, inst: st.inst, mgrPath: managerPath(st),
		panicMsg: fmt.Sprintf("%s\n%s", d.Msg, debug.Stack()), snapshot: c.snapshot}
}

// wrap records the failing pass of a non-panic failure.
func (c *crashState) wrap(st *State, err error) error {
	var f *failure
	if errors.As(err, &f) {
		return err
	}
	return &failure{err: err, inst: st.inst, mgrPath: managerPath(st), snapshot: c.snapshot}
}

// managerPath returns the anchors of the managers leading to st's pass,
// outermost first: one per nesting level (parallel runs copy a scope, so
// levels are told apart by their op).
func managerPath(st *State) []string {
	var out []string
	var last *core.Operation
	for s := st.parent; s != nil; s = s.parent {
		if s.inst == nil && s.op != last {
			out = append([]string{s.mgr.anchorName()}, out...)
			last = s.op
		}
	}
	return out
}

// failed writes a reproducer if configured and adds a note saying where;
// it returns the diagnostics to report.
func (c *crashState) failed(err error, top *core.Operation) error {
	var f *failure
	if !errors.As(err, &f) {
		return err
	}
	ds := core.AsDiagnostics(f.err, top.Loc())
	if c.cfg == nil || (c.cfg.Path == "" && f.panicMsg == "") {
		return ds
	}
	path, werr := c.write(f)
	if werr != nil {
		return append(ds, core.Errorf(top.Loc(), "failed to write reproducer: %v", werr))
	}
	if path == "" {
		return ds
	}
	note := fmt.Sprintf("reproducer generated at `%s`", path)
	if len(ds) > 0 {
		ds[len(ds)-1].Note(nil, "%s", note)
	} else {
		// The failing pass reported its own diagnostics already.
		d := core.Errorf(top.Loc(), "Failures have been detected while processing an MLIR pass pipeline")
		ds = append(ds, d.Note(nil, "%s", note))
	}
	return ds
}

func (c *crashState) write(f *failure) (string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.written {
		return "", nil
	}
	c.written = true
	var ir bytes.Buffer
	pipeline := c.root.String()
	switch {
	case c.cfg.Local && f.snapshot != nil && c.cfg.Print != nil:
		if err := c.cfg.Print(&ir, f.snapshot); err != nil {
			return "", err
		}
		pipeline = nestedPipeline(f.mgrPath, f.inst)
	case len(c.cfg.Source) > 0:
		ir.Write(c.cfg.Source)
	case c.snapshot != nil && c.cfg.Print != nil:
		if err := c.cfg.Print(&ir, c.snapshot); err != nil {
			return "", err
		}
	default:
		return "", nil
	}
	var b bytes.Buffer
	if f.panicMsg != "" {
		for _, l := range strings.Split(strings.TrimRight(f.panicMsg, "\n"), "\n") {
			b.WriteString("// " + l + "\n")
		}
	}
	b.Write(ir.Bytes())
	if !bytes.HasSuffix(ir.Bytes(), []byte("\n")) {
		b.WriteByte('\n')
	}
	b.WriteString(ReproducerResource(pipeline, c.runCfg.threads() == 1 || c.cfg.Local, !c.runCfg.NoVerify))
	path := c.cfg.Path
	if path == "" {
		tf, err := os.CreateTemp("", "ncc-reproducer-*.mlir")
		if err != nil {
			return "", err
		}
		path = tf.Name()
		tf.Close()
	}
	return path, writeAtomic(path, b.Bytes())
}

// nestedPipeline wraps one pass in the anchors leading to it:
// builtin.module(func.func(cse)).
func nestedPipeline(anchors []string, inst *Instance) string {
	s := inst.String()
	for i := len(anchors) - 1; i >= 0; i-- {
		s = anchors[i] + "(" + s + ")"
	}
	return s
}

// ReproducerResource is the external_resources section MLIR writes at the
// end of a reproducer.
func ReproducerResource(pipeline string, disableThreading, verifyEach bool) string {
	return fmt.Sprintf("\n{-#\n  external_resources: {\n    mlir_reproducer: {\n      pipeline: %s,\n      disable_threading: %t,\n      verify_each: %t\n    }\n  }\n#-}\n",
		quoteMLIR(pipeline), disableThreading, verifyEach)
}

// quoteMLIR quotes s as an MLIR string literal.
func quoteMLIR(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 0x20 || c >= 0x7f:
			fmt.Fprintf(&b, "\\%02X", c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// ReproducerConfig is what a reproducer file asks for.
type ReproducerConfig struct {
	Pipeline         string
	DisableThreading bool
	VerifyEach       bool
}

// ParseReproducer finds the mlir_reproducer entry in the `{-# ... #-}`
// sections of src. The last entry wins.
func ParseReproducer(src []byte) (ReproducerConfig, error) {
	var cfg ReproducerConfig
	text := string(src)
	found := false
	for {
		i := strings.Index(text, "mlir_reproducer")
		if i < 0 {
			break
		}
		text = text[i+len("mlir_reproducer"):]
		body, rest, ok := braceBody(text)
		if !ok {
			return cfg, fmt.Errorf("malformed mlir_reproducer resource")
		}
		text = rest
		c := ReproducerConfig{VerifyEach: true}
		for _, kv := range splitTopLevel(body) {
			k, v, ok := strings.Cut(kv, ":")
			if !ok {
				continue
			}
			k, v = strings.TrimSpace(k), strings.TrimSpace(v)
			switch k {
			case "pipeline":
				s, err := unquoteMLIR(v)
				if err != nil {
					return cfg, fmt.Errorf("mlir_reproducer pipeline: %v", err)
				}
				c.Pipeline = s
			case "disable_threading":
				c.DisableThreading = v == "true"
			case "verify_each":
				c.VerifyEach = v == "true"
			}
		}
		cfg, found = c, true
	}
	if !found || cfg.Pipeline == "" {
		return cfg, fmt.Errorf("expected a pipeline in the mlir_reproducer resource")
	}
	return cfg, nil
}

// braceBody returns the text inside the first {...} of s (after a colon).
func braceBody(s string) (body, rest string, ok bool) {
	i := strings.IndexByte(s, '{')
	if i < 0 {
		return "", "", false
	}
	depth, inStr := 0, false
	for j := i; j < len(s); j++ {
		c := s[j]
		switch {
		case inStr && c == '\\':
			j++
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '{':
			depth++
		case c == '}':
			depth--
			if depth == 0 {
				return s[i+1 : j], s[j+1:], true
			}
		}
	}
	return "", "", false
}

func splitTopLevel(s string) []string {
	var out []string
	depth, inStr, start := 0, false, 0
	for j := 0; j < len(s); j++ {
		c := s[j]
		switch {
		case inStr && c == '\\':
			j++
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '{':
			depth++
		case c == '}':
			depth--
		case c == ',' && depth == 0:
			out = append(out, s[start:j])
			start = j + 1
		}
	}
	return append(out, s[start:])
}

func unquoteMLIR(v string) (string, error) {
	if len(v) < 2 || v[0] != '"' || v[len(v)-1] != '"' {
		return "", fmt.Errorf("expected a string, found %s", v)
	}
	v = v[1 : len(v)-1]
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		c := v[i]
		if c != '\\' {
			b.WriteByte(c)
			continue
		}
		i++
		if i >= len(v) {
			return "", fmt.Errorf("bad escape")
		}
		switch v[i] {
		case '"', '\\':
			b.WriteByte(v[i])
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		default:
			if i+1 >= len(v) {
				return "", fmt.Errorf("bad escape")
			}
			n, err := strconv.ParseUint(v[i:i+2], 16, 8)
			if err != nil {
				return "", fmt.Errorf("bad escape \\%s", v[i:i+2])
			}
			b.WriteByte(byte(n))
			i++
		}
	}
	return b.String(), nil
}

// writeAtomic writes data to path through a temporary file and a rename.
func writeAtomic(path string, data []byte) error {
	dir, base := ".", path
	if i := strings.LastIndexByte(path, '/'); i >= 0 {
		dir, base = path[:i+1], path[i+1:]
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	// CreateTemp makes the file private; output files are ordinary files.
	if err := os.Chmod(tmp, 0o644); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}
