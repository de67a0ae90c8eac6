package lit

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Discover finds the tests under paths (files or folders). Each path belongs
// to the suite of the nearest lit.cfg.json at or above it; a folder with its
// own lit.cfg.json inside a suite starts a nested suite, as in lit. Folders
// named Output, .git and the config's excludes are skipped. A file named
// explicitly is a test whatever its suffix. params are the -D values.
func Discover(paths []string, params map[string]string) ([]*Test, error) {
	d := discoverer{suites: map[string]*Suite{}, params: params, seen: map[string]bool{}}
	for _, p := range paths {
		if err := d.path(p); err != nil {
			return nil, err
		}
	}
	sort.SliceStable(d.tests, func(i, j int) bool { return d.tests[i].FullName() < d.tests[j].FullName() })
	return d.tests, nil
}

type discoverer struct {
	suites map[string]*Suite // by config file
	params map[string]string
	tests  []*Test
	seen   map[string]bool
}

func (d *discoverer) suite(configFile string) (*Suite, error) {
	if s, ok := d.suites[configFile]; ok {
		return s, nil
	}
	s, err := LoadSuite(configFile, d.params)
	if err != nil {
		return nil, err
	}
	d.suites[configFile] = s
	return s, nil
}

func (d *discoverer) path(p string) error {
	cfg, err := FindConfig(p)
	if err != nil {
		return err
	}
	s, err := d.suite(cfg)
	if err != nil {
		return err
	}
	abs, err := filepath.Abs(p)
	if err != nil {
		return err
	}
	fi, err := os.Stat(abs)
	if err != nil {
		return err
	}
	// The config's own folder stands for its source root, which may be
	// elsewhere (a suite kept outside the tree).
	if fi.IsDir() && abs == filepath.Dir(cfg) {
		abs = s.SourceRoot
	}
	rel, err := filepath.Rel(s.SourceRoot, abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return fmt.Errorf("%s: not inside the source root %s of suite %q", p, s.SourceRoot, s.Name)
	}
	if !fi.IsDir() {
		d.add(s, rel)
		return nil
	}
	return d.walk(s, abs, rel)
}

func (d *discoverer) add(s *Suite, rel string) {
	t := &Test{Suite: s, Path: filepath.ToSlash(filepath.Clean(rel))}
	key := t.SourcePath() + "\x00" + s.ConfigFile
	if !d.seen[key] {
		d.seen[key] = true
		d.tests = append(d.tests, t)
	}
}

func (d *discoverer) walk(s *Suite, dir, rel string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	excluded := map[string]bool{"Output": true, ".git": true, ".svn": true}
	for _, e := range s.Config.Excludes {
		excluded[e] = true
	}
	for _, e := range entries {
		name := e.Name()
		if excluded[name] || strings.HasPrefix(name, ".") {
			continue
		}
		full := filepath.Join(dir, name)
		if e.IsDir() {
			if _, err := os.Stat(filepath.Join(full, ConfigName)); err == nil {
				if err := d.path(full); err != nil {
					return err
				}
				continue
			}
			if err := d.walk(s, full, filepath.Join(rel, name)); err != nil {
				return err
			}
			continue
		}
		if name == ConfigName || !hasSuffix(name, s.Config.Suffixes) {
			continue
		}
		d.add(s, filepath.Join(rel, name))
	}
	return nil
}

// hasSuffix matches lit: the extension (from the last dot) must be listed.
func hasSuffix(name string, suffixes []string) bool {
	ext := filepath.Ext(name)
	for _, s := range suffixes {
		if s == ext || s == name {
			return true
		}
	}
	return false
}
