package layers

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// allowed is DESIGN.md's layer table: what each top folder's packages may
// import, transitively, of ncc's own packages (a folder always may import
// itself). tools/ and internal/ may import anything and are not listed; a
// layer may use an internal/ package only if it imports nothing the layer
// may not.
var allowed = map[string][]string{
	"numerics":  nil,
	"core":      {"numerics"},
	"rewrite":   {"core", "numerics"},
	"arch":      {"numerics"},
	"dialects":  {"core", "rewrite", "numerics", "arch"},
	"translate": {"core", "rewrite", "numerics", "arch", "dialects"},
	"lower":     {"core", "rewrite", "numerics", "arch", "dialects"},
	"interp":    {"core", "rewrite", "numerics", "arch", "dialects"},
	"neff":      {"core", "numerics", "arch", "dialects"},
	"sim":       {"core", "rewrite", "numerics", "arch", "dialects", "neff"},
}

type pkg struct {
	ImportPath string
	Deps       []string
}

// TestLayers checks every non-test package's transitive imports.
func TestLayers(t *testing.T) {
	cmd := exec.Command("go", "list", "-json=ImportPath,Deps", "./...")
	cmd.Dir = "../.."
	out, err := cmd.Output()
	require.NoError(t, err, "go list")
	dec := json.NewDecoder(strings.NewReader(string(out)))
	n := 0
	for dec.More() {
		var p pkg
		require.NoError(t, dec.Decode(&p))
		n++
		from := top(p.ImportPath)
		rules, ok := allowed[from]
		if !ok {
			continue
		}
		for _, d := range p.Deps {
			// Deps is transitive: what an internal/ package pulls in is
			// checked as a dependency of its own.
			if !strings.HasPrefix(d, "ncc/") || top(d) == "internal" {
				continue
			}
			to := top(d)
			if to != from && !contains(rules, to) {
				t.Errorf("%s imports %s: %s/ may import only %v (DESIGN.md, Layout)", p.ImportPath, d, from, rules)
			}
		}
	}
	assert.Greater(t, n, 10, "go list found too few packages")
}

func top(importPath string) string {
	rest := strings.TrimPrefix(importPath, "ncc/")
	if i := strings.IndexByte(rest, '/'); i >= 0 {
		return rest[:i]
	}
	return rest
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// outside matches what a line may not name: the shared/ folder beside the
// checkout, or an absolute path under a top-level folder of a Unix file
// system. The LLVM tools are found by ncc/internal/llvm, not named.
var outside = regexp.MustCompile(`\.\./shared\b|(^|[\s"'=:(\[,])/(usr|tmp|work|home|opt|etc|var|root|bin|sbin|lib|lib64|mnt|srv|dev|proc|sys|run|media|snap|nix)(/|\b)`)

// TestSelfContained checks that no test, lit config or Makefile line of
// the repository names a path outside it, so a clone runs anywhere.
func TestSelfContained(t *testing.T) {
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	checked := 0
	err = filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if name == ".git" || name == "bin" || name == "Output" || name == "testdata" && strings.Contains(path, "fuzz") {
				return filepath.SkipDir
			}
			return nil
		}
		if !(strings.HasSuffix(name, "_test.go") || strings.HasPrefix(name, "lit.cfg.") || name == "Makefile") {
			return nil
		}
		if path == filepath.Join(root, "internal/layers/layers_test.go") {
			return nil // this file names the patterns it looks for
		}
		checked++
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for line := 1; sc.Scan(); line++ {
			text := strings.TrimSpace(sc.Text())
			if strings.HasPrefix(text, "//") || strings.HasPrefix(text, "#") {
				continue // comments may mention /dev/null and the like
			}
			if outside.MatchString(text) {
				rel, _ := filepath.Rel(root, path)
				t.Errorf("%s:%d: names a path outside the repository: %s", rel, line, strings.TrimSpace(sc.Text()))
			}
		}
		return sc.Err()
	})
	require.NoError(t, err)
	assert.Greater(t, checked, 50, "too few files checked")
}
