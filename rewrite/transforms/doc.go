// Package transforms holds ncc's generic passes, registered with the pass
// registry (core/pass) at init: canonicalize, cse, inline, symbol-dce and
// sccp. They work on any dialect through op definitions, traits and
// interfaces, never by importing a dialect; dialects contribute
// canonicalization patterns through rewrite.RegisterCanonical.
//
// The output of each pass is meant to be byte-identical to mlir-opt 22's for
// the builtin, func, arith and cf dialects; differential tests check it.
package transforms
