// Package pass runs passes over IR the way MLIR's pass manager does.
//
// A pass is a Go value implementing Pass. Its registered Info gives its
// command-line name (Arg, e.g. "cse"), display name ("CSE", used in IR dump
// headers and timing reports), summary, the op it is anchored on ("" for any
// op) and a factory. Options are exported struct fields of the pass tagged
//
//	MaxIterations int  `opt:"max-iterations" default:"10" help:"Max. iterations between applying patterns"`
//	Mode          int  `opt:"region-simplify" default:"normal" enum:"disabled,normal,aggressive" help:"..."`
//	Disable []string `opt:"disable-patterns" help:"..."`
//
// (bool, int/int64, uint/uint64, float64, string, []string, []int64 and
// enums: an integer field holding the index of a name in `enum`, or a string
// field restricted to those names). Statistics are fields of type Statistic
// tagged `stat:"num-cse'd" help:"Number of operations CSE'd"`.
//
// A Manager holds a list of passes and nested managers anchored on an op
// name (or "any"); the textual form is MLIR's:
//
//	builtin.module(func.func(cse,canonicalize{max-iterations=5 top-down=false}))
//
// Parse turns such a string into a Manager, Manager.String prints it back
// the way mlir-opt's --dump-pass-pipeline does. Running a Manager on an op
// runs its passes in order; a nested manager runs on every op one level
// below whose name matches, in parallel on sibling ops (which must be
// IsolatedFromAbove), with diagnostics and instrumentation output delivered
// in IR order whatever the thread count. The IR is verified after each pass
// unless disabled; the first failing pass stops the pipeline.
//
// Run is called concurrently on different ops with the same pass value: keep
// per-run state in locals, treat options as read-only, and count with
// Statistic (atomic). A pass that needs one-time setup (a frozen pattern
// set) implements Initializer.
//
// Instrumentations (IR printing, timing, statistics, diffs, the HTML view,
// crash reproducers) observe runs through the Instrumentation interface;
// CLI (cli.go) exposes them all as mlir-opt's flags for ncc-opt.
package pass
