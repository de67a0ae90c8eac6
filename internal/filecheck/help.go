package filecheck

import (
	"io"
	"slices"
	"strings"
)

// HelpMode is which of llvm::cl's option listings was asked for.
type HelpMode int

const (
	HelpNone              HelpMode = iota
	HelpCategorized                // --help, -h: options by category
	HelpCategorizedHidden          // --help-hidden: by category, hidden ones too
	HelpList                       // --help-list: one sorted list
	HelpListHidden                 // --help-list-hidden: one list, hidden ones too
)

// helpModes maps the options that print a listing (and exit 0 as soon as
// they are read, as llvm::cl's HelpPrinter does) to what they print.
var helpModes = map[string]HelpMode{
	"help": HelpCategorized, "h": HelpCategorized, "help-hidden": HelpCategorizedHidden,
	"help-list": HelpList, "help-list-hidden": HelpListHidden,
}

// Option categories, in the order llvm::cl prints them (sorted by name).
const (
	catColor = iota
	catGeneral
	catGeneric
)

var categoryNames = [...]string{"Color Options", "General options", "Generic Options"}

// helpOpt is one option as LLVM FileCheck 22's --help lists it. The
// descriptions are wrapped where LLVM's are: llvm::cl does not wrap, the
// strings in FileCheck.cpp and CommandLine.cpp hold the line breaks.
type helpOpt struct {
	name   string   // llvm::cl's ArgStr, the sort key
	arg    string   // as printed: dashes, name, =<value description>
	desc   []string // description lines
	values [][2]string
	cat    int
	hidden bool // only in --help-hidden and --help-list-hidden
	// notInList: shown by --help but left out of --help-list (its own
	// entry; --help-list-hidden lists it).
	notInList bool
}

// helpOptions are the options of LLVM FileCheck 22 (FileCheck.cpp, plus the
// ones every LLVM tool links in from CommandLine.cpp, Signals.cpp,
// DebugCounter.cpp, Statistic.cpp, Timer.cpp, RandomNumberGenerator.cpp),
// listed as `FileCheck --help-hidden` lists them. Those this filecheck does
// not implement are listed all the same, so that --help prints what LLVM's
// does: see unimplementedOptions.
var helpOptions = []helpOpt{
	{name: "color", arg: "--color", cat: catColor,
		desc: []string{"Use colors in output (default=autodetect)"}},

	{name: "D", arg: "-D <VAR=VALUE>", cat: catGeneral,
		desc: []string{"Define a variable to be used in capture patterns."}},
	{name: "allow-deprecated-dag-overlap", arg: "--allow-deprecated-dag-overlap", cat: catGeneral,
		desc: []string{
			"Enable overlapping among matches in a group of consecutive",
			"CHECK-DAG directives.  This option is deprecated and is only",
			"provided for convenience as old tests are migrated to the new",
			"non-overlapping CHECK-DAG implementation.",
		}},
	{name: "allow-empty", arg: "--allow-empty", cat: catGeneral,
		desc: []string{
			"Allow the input file to be empty. This is useful when making",
			"checks that some error message does not occur, for example.",
		}},
	{name: "allow-unused-prefixes", arg: "--allow-unused-prefixes", cat: catGeneral,
		desc: []string{"Allow prefixes to be specified but not appear in the test."}},
	{name: "check-prefix", arg: "--check-prefix=<string>", cat: catGeneral,
		desc: []string{"Prefix to use from check file (defaults to 'CHECK')"}},
	{name: "check-prefixes", arg: "--check-prefixes", cat: catGeneral,
		desc: []string{"Alias for -check-prefix permitting multiple comma separated values"}},
	{name: "comment-prefixes", arg: "--comment-prefixes=<string>", cat: catGeneral, hidden: true,
		desc: []string{
			"Comma-separated list of comment prefixes to use from check file",
			"(defaults to 'COM,RUN'). Please avoid using this feature in",
			"LLVM's LIT-based test suites, which should be easier to",
			"maintain if they all follow a consistent comment style. This",
			"feature is meant for non-LIT test suites using FileCheck.",
		}},
	{name: "crash-diagnostics-dir", arg: "--crash-diagnostics-dir=<directory>", cat: catGeneral, hidden: true,
		desc: []string{"Directory for crash diagnostic files."}},
	{name: "debug-counter", arg: "-debug-counter", cat: catGeneral, hidden: true,
		desc: []string{"Comma separated list of debug counter skip and count"}},
	{name: "debug-counter-break-on-last", arg: "--debug-counter-break-on-last", cat: catGeneral, hidden: true,
		desc: []string{"Insert a break point on the last enabled count of a chunks list"}},
	{name: "disable-symbolication", arg: "--disable-symbolication", cat: catGeneral, hidden: true,
		desc: []string{"Disable symbolizing crash backtraces."}},
	{name: "dump-input", arg: "--dump-input=<value>", cat: catGeneral,
		desc: []string{
			"Dump input to stderr, adding annotations representing",
			"currently enabled diagnostics.  When there are multiple",
			"occurrences of this option, the <value> that appears earliest",
			"in the list below has precedence.  The default is 'fail'.",
		},
		values: [][2]string{
			{"help", "Explain input dump and quit"},
			{"always", "Always dump input"},
			{"fail", "Dump input on failure"},
			{"never", "Never dump input"},
		}},
	{name: "dump-input-context", arg: "--dump-input-context=<N>", cat: catGeneral,
		desc: []string{
			"In the dump requested by -dump-input, print <N> input lines",
			"before and <N> input lines after any lines specified by",
			"-dump-input-filter.  When there are multiple occurrences of",
			"this option, the largest specified <N> has precedence.  The",
			"default is 5.",
		}},
	{name: "dump-input-filter", arg: "--dump-input-filter=<value>", cat: catGeneral,
		desc: []string{
			"In the dump requested by -dump-input, print only input lines of",
			"kind <value> plus any context specified by -dump-input-context.",
			"When there are multiple occurrences of this option, the <value>",
			"that appears earliest in the list below has precedence.  The",
			"default is 'error' when -dump-input=fail, and it's 'all' when",
			"-dump-input=always.",
		},
		values: [][2]string{
			{"all", "All input lines"},
			{"annotation-full", "Input lines with annotations"},
			{"annotation", "Input lines with starting points of annotations"},
			{"error", "Input lines with starting points of error annotations"},
		}},
	{name: "enable-var-scope", arg: "--enable-var-scope", cat: catGeneral,
		desc: []string{
			"Enables scope for regex variables. Variables with names that",
			"do not start with '$' will be reset at the beginning of",
			"each CHECK-LABEL block.",
		}},
	{name: "ignore-case", arg: "--ignore-case", cat: catGeneral,
		desc: []string{"Use case-insensitive matching"}},
	{name: "implicit-check-not", arg: "--implicit-check-not=<pattern>", cat: catGeneral,
		desc: []string{
			"Add an implicit negative check with this pattern to every",
			"positive check. This can be used to ensure that no instances of",
			"this pattern occur which are not matched by a positive pattern",
		}},
	{name: "info-output-file", arg: "--info-output-file=<filename>", cat: catGeneral, hidden: true,
		desc: []string{"File to append -stats and -timer output to"}},
	{name: "input-file", arg: "--input-file=<filename>", cat: catGeneral,
		desc: []string{"File to check (defaults to stdin)"}},
	{name: "match-full-lines", arg: "--match-full-lines", cat: catGeneral,
		desc: []string{
			"Require all positive matches to cover an entire input line.",
			"Allows leading and trailing whitespace if --strict-whitespace",
			"is not also passed.",
		}},
	{name: "print-debug-counter", arg: "--print-debug-counter", cat: catGeneral, hidden: true,
		desc: []string{"Print out debug counter info after all counters accumulated"}},
	{name: "print-debug-counter-queries", arg: "--print-debug-counter-queries", cat: catGeneral, hidden: true,
		desc: []string{"Print out each query of an enabled debug counter"}},
	{name: "rng-seed", arg: "--rng-seed=<seed>", cat: catGeneral, hidden: true,
		desc: []string{"Seed for the random number generator"}},
	{name: "sort-timers", arg: "--sort-timers", cat: catGeneral, hidden: true,
		desc: []string{"In the report, sort the timers in each group in wall clock time order"}},
	{name: "stats", arg: "--stats", cat: catGeneral, hidden: true,
		desc: []string{"Enable statistics output from program (available with Asserts)"}},
	{name: "stats-json", arg: "--stats-json", cat: catGeneral, hidden: true,
		desc: []string{"Display statistics as json data"}},
	{name: "strict-whitespace", arg: "--strict-whitespace", cat: catGeneral,
		desc: []string{"Do not treat all horizontal whitespace as equivalent"}},
	{name: "track-memory", arg: "--track-memory", cat: catGeneral, hidden: true,
		desc: []string{"Enable -time-passes memory tracking (this may be slow)"}},
	{name: "v", arg: "-v", cat: catGeneral,
		desc: []string{
			"Print directive pattern matches, or add them to the input dump",
			"if enabled.",
		}},
	{name: "vv", arg: "--vv", cat: catGeneral,
		desc: []string{
			"Print information helpful in diagnosing internal FileCheck",
			"issues, or add it to the input dump if enabled.  Implies",
			"-v.",
		}},

	{name: "h", arg: "-h", cat: catGeneric, hidden: true,
		desc: []string{"Alias for --help"}},
	{name: "help", arg: "--help", cat: catGeneric,
		desc: []string{"Display available options (--help-hidden for more)"}},
	{name: "help-hidden", arg: "--help-hidden", cat: catGeneric, hidden: true,
		desc: []string{"Display all available options"}},
	{name: "help-list", arg: "--help-list", cat: catGeneric, notInList: true,
		desc: []string{"Display list of available options (--help-list-hidden for more)"}},
	{name: "help-list-hidden", arg: "--help-list-hidden", cat: catGeneric, hidden: true,
		desc: []string{"Display list of all available options"}},
	{name: "print-all-options", arg: "--print-all-options", cat: catGeneric, hidden: true,
		desc: []string{"Print all option values after command line parsing"}},
	{name: "print-options", arg: "--print-options", cat: catGeneric, hidden: true,
		desc: []string{"Print non-default options after command line parsing"}},
	{name: "version", arg: "--version", cat: catGeneric,
		desc: []string{"Display the version of this program"}},
}

// unimplementedOptions are the options --help-hidden lists that this
// filecheck rejects as unknown: they belong to LLVM's support library
// (crash handling, debug counters, statistics, timers), not to FileCheck.
var unimplementedOptions = []string{
	"crash-diagnostics-dir", "debug-counter", "debug-counter-break-on-last",
	"disable-symbolication", "info-output-file", "print-all-options",
	"print-debug-counter", "print-debug-counter-queries", "print-options",
	"rng-seed", "sort-timers", "stats", "stats-json", "track-memory",
}

// helpOverview is FileCheck's cl::ParseCommandLineOptions overview, which
// llvm::cl prints after the options.
const helpOverview = "Options are parsed from the environment variable FILECHECK_OPTS and\nfrom the command line.\n"

// WriteHelp prints the listing mode asks for, byte for byte as LLVM
// FileCheck 22 prints it; prog is the program name (llvm::cl prints the
// base name of argv[0]).
func WriteHelp(w io.Writer, prog string, mode HelpMode) {
	hidden := mode == HelpCategorizedHidden || mode == HelpListHidden
	list := mode == HelpList || mode == HelpListHidden
	var shown []*helpOpt
	for i := range helpOptions {
		o := &helpOptions[i]
		if (o.hidden && !hidden) || (o.notInList && list && !hidden) {
			continue
		}
		shown = append(shown, o)
	}
	// llvm::cl sorts by option name (a byte-wise compare, so -D comes
	// first) and pads every name to the widest shown.
	slices.SortFunc(shown, func(a, b *helpOpt) int { return strings.Compare(a.name, b.name) })
	width := 0
	for _, o := range shown {
		width = max(width, 2+len(o.arg))
		for _, v := range o.values {
			width = max(width, 5+len(v[0]))
		}
	}
	var b strings.Builder
	b.WriteString("USAGE: " + prog + " [options] <check-file>\n\nOPTIONS:\n")
	if list {
		for _, o := range shown {
			writeOpt(&b, o, width)
		}
	} else {
		for cat, name := range categoryNames {
			header := false
			for _, o := range shown {
				if o.cat != cat {
					continue
				}
				if !header {
					b.WriteString("\n" + name + ":\n\n")
					header = true
				}
				writeOpt(&b, o, width)
			}
		}
	}
	b.WriteString("\n" + helpOverview)
	io.WriteString(w, b.String())
}

// writeOpt prints one option as llvm::cl's printOptionInfo: the name
// padded to width, " - ", the description with its later lines indented
// under the first; then the values of an enum option.
func writeOpt(b *strings.Builder, o *helpOpt, width int) {
	line := func(name, sep string, desc []string) {
		b.WriteString(name)
		b.WriteString(strings.Repeat(" ", width-len(name)))
		b.WriteString(sep + desc[0] + "\n")
		for _, d := range desc[1:] {
			b.WriteString(strings.Repeat(" ", width+3) + d + "\n")
		}
	}
	line("  "+o.arg, " - ", o.desc)
	for _, v := range o.values {
		line("    ="+v[0], " -   ", []string{v[1]})
	}
}
