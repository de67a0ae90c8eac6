package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// nestedModules are files of builtin.module ops nested in one another,
// named and unnamed, with attributes, written without their `builtin.`
// prefix where mlir-opt accepts that (inside a module, whose default
// dialect is builtin, and in regions of generic-form ops there) and with it
// where mlir-opt requires it (inside func.func, whose default dialect is
// func). want is mlir-opt 22's pretty output, so the test guards the
// behaviour where mlir-opt is not installed too.
var nestedModules = []struct {
	name, src, want string
}{
	{
		name: "issue",
		src:  "module { module @inner { } }",
		want: "module {\n  module @inner {\n  }\n}\n\n",
	},
	{
		name: "attributes",
		src: `module @m attributes {test.a} {
  module attributes {test.b = 1 : i32} {
    module @deep attributes {test.c, sym_visibility = "private"} {
      module {
      }
    }
  }
}`,
		want: `module @m attributes {test.a} {
  module attributes {test.b = 1 : i32} {
    module @deep attributes {sym_visibility = "private", test.c} {
      module {
      }
    }
  }
}

`,
	},
	{
		name: "default-dialects",
		src: `module {
  %0 = unrealized_conversion_cast to i32
  func.func @f() {
    builtin.module attributes {test.in_func} {
      module @back {
        %1 = builtin.unrealized_conversion_cast to i64
      }
    }
    "test.region"() ({
      builtin.module {
      }
    }) : () -> ()
    return
  }
  "test.region"() ({
    module @in_generic {
    }
  }) : () -> ()
}`,
		want: `module {
  %0 = unrealized_conversion_cast to i32
  func.func @f() {
    builtin.module attributes {test.in_func} {
      module @back {
        %1 = unrealized_conversion_cast to i64
      }
    }
    "test.region"() ({
      builtin.module {
      }
    }) : () -> ()
    return
  }
  "test.region"() ({
    builtin.module @in_generic {
    }
  }) : () -> ()
}

`,
	},
}

// nestedModuleErrors are files mlir-opt rejects: builtin is not tried for
// an unprefixed name inside func.func.
var nestedModuleErrors = []struct {
	name, src, want string
}{
	{
		name: "module-in-func",
		src: `func.func @g() {
  module {
  }
  return
}`,
		want: "in.mlir:2:3: error: custom op 'module' is unknown (tried 'func.module' as well)\n" +
			"  module {\n  ^\n",
	},
}

// TestNestedModules checks nested modules against the expected text and,
// when mlir-opt 22 is installed, against mlir-opt's output byte for byte in
// pretty, generic and debug-info form.
func TestNestedModules(t *testing.T) {
	_, err := os.Stat(mlirOpt)
	haveMlirOpt := err == nil
	if !haveMlirOpt {
		t.Logf("SKIP comparison with mlir-opt: %s not found; expected text checked only", mlirOpt)
	}
	modes := [][]string{nil, {"--mlir-print-op-generic"}, {"--mlir-print-debuginfo"}, {"--mlir-print-local-scope", "--mlir-print-debuginfo"}}
	for _, tc := range nestedModules {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			file := filepath.Join(dir, "in.mlir")
			require.NoError(t, os.WriteFile(file, []byte(tc.src), 0o644))
			out, errs, code := runNcc("--allow-unregistered-dialect", file)
			require.Equal(t, 0, code, errs)
			assert.Equal(t, tc.want, out)
			if !haveMlirOpt {
				return
			}
			for _, mode := range modes {
				args := append([]string{"--allow-unregistered-dialect", file}, mode...)
				mOut, mErr, mCode := runMlir(t, args...)
				require.Equal(t, 0, mCode, mErr)
				nOut, nErr, nCode := runNcc(args...)
				require.Equal(t, 0, nCode, nErr)
				assert.Equal(t, mOut, nOut, "%v", mode)
			}
		})
	}
	for _, tc := range nestedModuleErrors {
		t.Run(tc.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "in.mlir")
			require.NoError(t, os.WriteFile(file, []byte(tc.src), 0o644))
			_, errs, code := runNcc(file)
			assert.Equal(t, 1, code)
			assert.Equal(t, strings.ReplaceAll(tc.want, "in.mlir:", file+":"), errs)
			if haveMlirOpt {
				_, mErr, mCode := runMlir(t, file)
				assert.Equal(t, 1, mCode)
				assert.Equal(t, mErr, errs)
			}
		})
	}
}

// TestNestedModuleStdin is the report's reproducer: the module read from
// standard input.
func TestNestedModuleStdin(t *testing.T) {
	var o, e strings.Builder
	code := run(nil, strings.NewReader(nestedModules[0].src), &o, &e)
	require.Equal(t, 0, code, e.String())
	assert.Equal(t, nestedModules[0].want, o.String())
}
