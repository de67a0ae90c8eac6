// Package layers holds the repository's structural checks, run by `make
// test`: that packages import only down DESIGN.md's layer table, and that
// no test, lit config or Makefile reaches outside the repository. It has
// no code of its own; the checks are its tests.
package layers
