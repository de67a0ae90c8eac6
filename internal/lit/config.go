package lit

import (
	"ncc/internal/llvm"

	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// ConfigName is the file that roots a suite: the nearest one above a test
// path decides how that test runs.
const ConfigName = "lit.cfg.json"

// Config is a suite configuration as written in lit.cfg.json. Strings may
// refer to parameters as ${name}; ${config_dir} is the config file's folder
// and ${llvm_tools_dir} the folder of LLVM's tools (ncc/internal/llvm).
// lit.cfg.py reads the same file, so LLVM's lit sees the same suite.
type Config struct {
	Name     string   `json:"name"`
	Suffixes []string `json:"suffixes"` // ".mlir": a test is a file with one of these
	Excludes []string `json:"excludes"` // base names of files and folders to skip
	// SourceRoot is where tests live, relative to the config file; default ".".
	SourceRoot string `json:"source_root,omitempty"`
	// ExecRoot mirrors SourceRoot for Output/ folders; empty: SourceRoot.
	ExecRoot string `json:"exec_root,omitempty"`

	Params map[string]Param `json:"params,omitempty"`
	// Path is prepended and PathAppend appended to PATH for RUN lines.
	Path        []string          `json:"path,omitempty"`
	PathAppend  []string          `json:"path_append,omitempty"`
	Environment map[string]string `json:"environment,omitempty"`

	// Tools are whole-word substitutions, as lit's ToolSubst makes them:
	// "FileCheck" is replaced where it stands alone, not inside
	// "/x/FileCheck", "FileCheck.py" or "not-FileCheck".
	Tools []Tool `json:"tools,omitempty"`
	// Substitutions are literal pattern → value rewrites ("%{opt}").
	Substitutions []Substitution `json:"substitutions,omitempty"`

	Features      []string `json:"features,omitempty"`
	FeatureProbes []Probe  `json:"feature_probes,omitempty"`

	// Shell is "internal" (default) or "sh" (bash if present, else /bin/sh).
	Shell    string `json:"shell,omitempty"`
	Pipefail *bool  `json:"pipefail,omitempty"`
	// RecursiveExpansionLimit, when set, expands substitutions until the
	// line stops changing, at most this many extra times (lit's
	// config.recursiveExpansionLimit).
	RecursiveExpansionLimit *int `json:"recursive_expansion_limit,omitempty"`
	// Unsupported marks every test of the suite UNSUPPORTED.
	Unsupported bool `json:"unsupported,omitempty"`
}

// Param is a suite parameter: -D name=value on the command line wins, then
// the environment variable Env, then Default. Path values are made absolute
// (a Default against the config folder, others against the working
// directory).
type Param struct {
	Env     string `json:"env,omitempty"`
	Default string `json:"default,omitempty"`
	Path    bool   `json:"path,omitempty"`
}

// Tool replaces the word Name with Command.
type Tool struct {
	Name    string `json:"name"`
	Command string `json:"command"`
}

// Substitution replaces the literal Pattern with Value.
type Substitution struct {
	Pattern string `json:"pattern"`
	Value   string `json:"value"`
}

// Probe adds Feature when the file File exists, the program Program is on
// the test PATH, or the environment variable Env is set and not "0".
type Probe struct {
	Feature string `json:"feature"`
	File    string `json:"file,omitempty"`
	Program string `json:"program,omitempty"`
	Env     string `json:"env,omitempty"`
}

// ParseConfig reads a config; unknown fields are errors so typos show.
func ParseConfig(data []byte) (*Config, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var c Config
	if err := dec.Decode(&c); err != nil {
		return nil, err
	}
	if c.Name == "" {
		return nil, fmt.Errorf("config has no \"name\"")
	}
	if len(c.Suffixes) == 0 {
		return nil, fmt.Errorf("config has no \"suffixes\"")
	}
	switch c.Shell {
	case "", "internal", "sh":
	default:
		return nil, fmt.Errorf("\"shell\" must be \"internal\" or \"sh\", not %q", c.Shell)
	}
	for _, t := range c.Tools {
		if !toolName.MatchString(t.Name) {
			return nil, fmt.Errorf("tool name %q must be a word: letters, digits, _, and - or . inside", t.Name)
		}
	}
	for _, s := range c.Substitutions {
		if s.Pattern == "" {
			return nil, fmt.Errorf("substitution with an empty pattern")
		}
	}
	return &c, nil
}

// toolName starts and ends with a word character, so lit's \b anchors mean
// "the neighbour is not a word character".
var toolName = regexp.MustCompile(`^[A-Za-z0-9_]([-A-Za-z0-9_.]*[A-Za-z0-9_])?$`)

// Suite is a loaded configuration with its parameters resolved.
type Suite struct {
	Name       string
	ConfigFile string
	SourceRoot string
	ExecRoot   string
	Config     *Config // as written
	Env        map[string]string
	Subst      []Subst // config substitutions, in the order applied
	Features   map[string]bool
	Params     map[string]string
}

// Subst is one substitution in application order. Word marks a tool
// substitution, which matches only a whole word.
type Subst struct {
	Pattern string
	Value   string
	Word    bool
}

// passEnv lists the variables lit passes from its own environment to tests
// (TestingConfig.fromdefaults); everything else comes from the config.
var passEnv = []string{
	"LIBRARY_PATH", "LD_LIBRARY_PATH", "TERM", "LD_PRELOAD", "TMPDIR", "TMP", "TEMP",
	"TEMPDIR", "FILECHECK_OPTS", "SOURCE_DATE_EPOCH", "HOME", "SSH_AUTH_SOCK",
	"LLVM_SYMBOLIZER_PATH", "LLVM_PROFILE_FILE", "ASAN_OPTIONS", "UBSAN_OPTIONS",
	"GOCOVERDIR", "GOTRACEBACK",
}

// LoadSuite reads the config file and resolves it with the given -D params.
func LoadSuite(configFile string, params map[string]string) (*Suite, error) {
	data, err := os.ReadFile(configFile)
	if err != nil {
		return nil, err
	}
	c, err := ParseConfig(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", configFile, err)
	}
	s, err := resolve(c, configFile, params)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", configFile, err)
	}
	return s, nil
}

// builtins returns the built-in values every config may use.
func builtins(vals map[string]string) map[string]string {
	return map[string]string{"config_dir": vals["config_dir"], "llvm_tools_dir": vals["llvm_tools_dir"]}
}

func resolve(c *Config, configFile string, params map[string]string) (*Suite, error) {
	dir, err := filepath.Abs(filepath.Dir(configFile))
	if err != nil {
		return nil, err
	}
	vals := map[string]string{"config_dir": dir, "llvm_tools_dir": llvm.BinDir()}
	for name, p := range c.Params {
		v, fromDefault := params[name], false
		if _, ok := params[name]; !ok {
			if p.Env != "" && os.Getenv(p.Env) != "" {
				v = os.Getenv(p.Env)
			} else {
				// A default may name the built-in ${config_dir} and
				// ${llvm_tools_dir}, so configs spell no machine path.
				if v, err = expandParams(p.Default, builtins(vals)); err != nil {
					return nil, fmt.Errorf("param %s: %w", name, err)
				}
				fromDefault = true
			}
		}
		if p.Path && v != "" {
			if fromDefault && !filepath.IsAbs(v) {
				v = filepath.Join(dir, v)
			} else if v, err = filepath.Abs(v); err != nil {
				return nil, err
			}
		}
		vals[name] = v
	}
	// Unknown -D params are allowed, as in lit; they are visible too.
	for k, v := range params {
		if _, ok := vals[k]; !ok {
			vals[k] = v
		}
	}
	var firstErr error
	expand := func(s string) string {
		out, err := expandParams(s, vals)
		if err != nil && firstErr == nil {
			firstErr = err
		}
		return out
	}
	s := &Suite{Name: c.Name, ConfigFile: configFile, Config: c, Params: vals, Features: map[string]bool{}}
	s.SourceRoot = filepath.Join(dir, expand(c.SourceRoot))
	s.ExecRoot = s.SourceRoot
	if er := expand(c.ExecRoot); er != "" {
		if !filepath.IsAbs(er) {
			er = filepath.Join(dir, er)
		}
		s.ExecRoot = er
	}

	env := map[string]string{"LLVM_DISABLE_CRASH_REPORT": "1"}
	for _, k := range passEnv {
		if v := os.Getenv(k); v != "" {
			env[k] = v
		}
	}
	var path []string
	for _, p := range c.Path {
		if p = expand(p); p != "" {
			path = append(path, p)
		}
	}
	path = append(path, os.Getenv("PATH"))
	for _, p := range c.PathAppend {
		if p = expand(p); p != "" {
			path = append(path, p)
		}
	}
	env["PATH"] = strings.Join(path, string(os.PathListSeparator))
	for k, v := range c.Environment {
		env[k] = expand(v)
	}
	s.Env = env

	// Literal substitutions, longest pattern first so "%{opt}-x" is tried
	// before "%{opt}"; then the tool words. lit.cfg.py orders them the same.
	subs := append([]Substitution(nil), c.Substitutions...)
	sort.SliceStable(subs, func(i, j int) bool { return len(subs[i].Pattern) > len(subs[j].Pattern) })
	for _, sub := range subs {
		s.Subst = append(s.Subst, Subst{Pattern: sub.Pattern, Value: expand(sub.Value)})
	}
	tools := append([]Tool(nil), c.Tools...)
	sort.SliceStable(tools, func(i, j int) bool { return len(tools[i].Name) > len(tools[j].Name) })
	for _, t := range tools {
		s.Subst = append(s.Subst, Subst{Pattern: t.Name, Value: expand(t.Command), Word: true})
	}

	for _, f := range c.Features {
		s.Features[f] = true
	}
	for _, p := range c.FeatureProbes {
		if probe(p, expand, env["PATH"]) {
			s.Features[p.Feature] = true
		}
	}
	if firstErr != nil {
		return nil, firstErr
	}
	return s, nil
}

func probe(p Probe, expand func(string) string, path string) bool {
	switch {
	case p.File != "":
		_, err := os.Stat(expand(p.File))
		return err == nil
	case p.Program != "":
		for _, dir := range filepath.SplitList(path) {
			if fi, err := os.Stat(filepath.Join(dir, p.Program)); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
				return true
			}
		}
		return false
	case p.Env != "":
		v := os.Getenv(p.Env)
		return v != "" && v != "0"
	}
	return false
}

// expandParams replaces ${name} with the parameter's value; "$$" is "$".
func expandParams(s string, vals map[string]string) (string, error) {
	if !strings.Contains(s, "$") {
		return s, nil
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '$' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		switch s[i+1] {
		case '$':
			b.WriteByte('$')
			i++
		case '{':
			end := strings.IndexByte(s[i:], '}')
			if end < 0 {
				return s, fmt.Errorf("unterminated ${ in %q", s)
			}
			name := s[i+2 : i+end]
			v, ok := vals[name]
			if !ok {
				return s, fmt.Errorf("unknown parameter ${%s} in %q", name, s)
			}
			b.WriteString(v)
			i += end
		default:
			b.WriteByte('$')
		}
	}
	return b.String(), nil
}

// FindConfig returns the nearest config file in path's folder or above.
func FindConfig(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	dir := abs
	if fi, err := os.Stat(abs); err != nil {
		return "", err
	} else if !fi.IsDir() {
		dir = filepath.Dir(abs)
	}
	for {
		c := filepath.Join(dir, ConfigName)
		if _, err := os.Stat(c); err == nil {
			return c, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("%s: no %s found in it or any folder above", path, ConfigName)
		}
		dir = parent
	}
}
