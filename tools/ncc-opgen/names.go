package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"

	"ncc/core"
)

// pkgInfo is what the generator needs to know about the package it writes
// into, read from the package's Go files (never from the generated file).
type pkgInfo struct {
	Name string // package clause: "function" for dialects/func
	// Decls maps every package-level identifier declared by hand (test
	// files of the same package included) to where it is declared.
	Decls map[string]string
	// OpVars are the exported package-level variables, candidates for the
	// variable holding an op's definition, whose spelling names its type.
	OpVars []string
}

// scanPackage reads the package in dir, skipping the file skip (the
// generated file, which may be stale or absent).
func scanPackage(dir, skip string) (*pkgInfo, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	info := &pkgInfo{Decls: map[string]string{}}
	type parsed struct {
		path string
		f    *ast.File
	}
	var files []parsed
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || n == skip {
			continue
		}
		path := filepath.Join(dir, n)
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, parsed{path, f})
		if !strings.HasSuffix(n, "_test.go") {
			if info.Name != "" && info.Name != f.Name.Name {
				return nil, fmt.Errorf("%s: package %s, but %s elsewhere in %s", path, f.Name.Name, info.Name, dir)
			}
			info.Name = f.Name.Name
		}
	}
	if info.Name == "" {
		return nil, fmt.Errorf("%s: no Go package here to generate into", dir)
	}
	declare := func(id *ast.Ident) {
		if id.Name != "_" {
			info.Decls[id.Name] = fset.Position(id.Pos()).String()
		}
	}
	for _, p := range files {
		if p.f.Name.Name != info.Name {
			continue // an external test package (name_test)
		}
		// Tests may not rename the ops: only non-test variables are hints.
		hints := !strings.HasSuffix(p.path, "_test.go")
		for _, d := range p.f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					declare(d.Name)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						declare(s.Name)
					case *ast.ValueSpec:
						for _, id := range s.Names {
							declare(id)
							if hints && d.Tok == token.VAR && id.IsExported() {
								info.OpVars = append(info.OpVars, id.Name)
							}
						}
					}
				}
			}
		}
	}
	sort.Strings(info.OpVars)
	return info, nil
}

// camel turns a slot or op name into an exported Go name: "sym_name" is
// SymName, "trueDestOperands" TrueDestOperands. It returns "" when the
// result is not an identifier.
func camel(s string) string {
	var b strings.Builder
	up := true
	for _, r := range s {
		switch {
		case r == '_' || r == '.' || r == '-':
			up = true
			continue
		case up:
			b.WriteString(strings.ToUpper(string(r)))
			up = false
		default:
			b.WriteRune(r)
		}
	}
	n := b.String()
	if !token.IsIdentifier(n) || !token.IsExported(n) {
		return ""
	}
	return n
}

// fold is the spelling-insensitive form under which an op's mnemonic and
// the variable holding its definition are matched.
func fold(s string) string {
	return strings.ToLower(strings.NewReplacer("_", "", ".", "", "-", "").Replace(s))
}

// opBaseName names the Go type of op d: the spelling of the one exported
// variable whose name matches the mnemonic ("AddI" for arith.addi, from
// `var AddI = ...`), so the names read as MLIR's C++ classes do; otherwise
// the mnemonic in camel case ("CallIndirect").
func opBaseName(d *core.OpDef, vars []string) string {
	_, mnemonic, _ := strings.Cut(d.Name, ".")
	var match []string
	for _, v := range vars {
		if fold(v) == fold(mnemonic) {
			match = append(match, v)
		}
	}
	if len(match) == 1 {
		return match[0]
	}
	return camel(mnemonic)
}

// operationMethods are the methods a wrapper type inherits from its embedded
// *core.Operation (and the embedded field itself): an accessor with one of
// these names would hide them.
var operationMethods = func() map[string]bool {
	m := map[string]bool{"Operation": true}
	t := reflect.TypeOf((*core.Operation)(nil))
	for i := 0; i < t.NumMethod(); i++ {
		m[t.Method(i).Name] = true
	}
	return m
}()
