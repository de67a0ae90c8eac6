package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"ncc/core"
	"ncc/dialects"
	"ncc/tools/internal/outfile"
)

func main() {
	dialect := flag.String("dialect", "", "name of the dialect to generate for (arith, func, ...)")
	out := flag.String("o", "ops_gen.go", "output file, in the dialect's package folder")
	check := flag.Bool("check", false, "write nothing; fail if the output file differs from what would be written")
	flag.Parse()
	if err := run(*dialect, *out, *check); err != nil {
		var ge *genError
		if errors.As(err, &ge) {
			fmt.Fprintln(os.Stderr, err)
		} else {
			fmt.Fprintln(os.Stderr, "ncc-opgen: error:", err)
		}
		os.Exit(1)
	}
}

// findDialect returns the registered dialect called name.
func findDialect(name string) (*core.Dialect, error) {
	var names []string
	for _, d := range dialects.All() {
		if d.Name == name {
			return d, nil
		}
		names = append(names, d.Name)
	}
	return nil, fmt.Errorf("no dialect %q (have %v)", name, names)
}

// render generates the file out for dialect name.
func render(name, out string) ([]byte, error) {
	d, err := findDialect(name)
	if err != nil {
		return nil, err
	}
	pkg, err := scanPackage(filepath.Dir(out), filepath.Base(out))
	if err != nil {
		return nil, err
	}
	return generate(d, pkg)
}

func run(name, out string, check bool) error {
	if name == "" {
		return fmt.Errorf("-dialect is required")
	}
	src, err := render(name, out)
	if err != nil {
		return err
	}
	if check {
		old, err := os.ReadFile(out)
		if err != nil || !bytes.Equal(old, src) {
			return fmt.Errorf("%s is out of date: run go generate in %s", out, filepath.Dir(out))
		}
		return nil
	}
	// Whole or not at all: a temporary file in the same folder, renamed.
	return outfile.WriteFile(out, src, 0o644)
}
