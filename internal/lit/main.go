package lit

import (
	"context"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"
)

const usage = `usage: ncc-lit [options] PATH...

Runs the lit tests under each PATH (test files or folders). A suite is rooted
at the nearest lit.cfg.json at or above a path.

options:
  -j N, --workers N     run N tests in parallel (default: GOMAXPROCS)
  -v, --verbose         show the output of failing tests
  -a, --show-all        show the output of every test
  -q, --quiet           show only failures and the totals
  -s, --succinct        show result lines of failures only
  --timeout SECONDS     fail a test that runs longer (0: no limit)
  --filter REGEX        run only tests whose "suite :: path" matches (env LIT_FILTER)
  --filter-out REGEX    skip tests whose name matches (env LIT_FILTER_OUT)
  -D NAME=VALUE, --param NAME=VALUE
                        set a suite parameter
  --show-unsupported    list unsupported tests in the summary
  --show-xfail          list expectedly failing tests in the summary
  -h, --help            show this help

The last line is "N passed, N failed", with ", N skipped" when tests were
UNSUPPORTED or XFAIL. Exit status: 0 if no test failed, 1 if any did, 2 on
usage errors or when no tests were found.
`

// Main is ncc-lit's command line; it returns the process exit status.
func Main(args []string, stdout, stderr io.Writer) int {
	opts, paths, params, err := parseArgs(args)
	if err == errHelp {
		fmt.Fprint(stdout, usage)
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "ncc-lit: error: %v\n%s", err, usage)
		return 2
	}
	if len(paths) == 0 {
		fmt.Fprintf(stderr, "ncc-lit: error: no test paths given\n%s", usage)
		return 2
	}
	tests, err := Discover(paths, params)
	if err != nil {
		fmt.Fprintf(stderr, "ncc-lit: error: %v\n", err)
		return 2
	}
	if len(tests) == 0 {
		fmt.Fprintf(stderr, "ncc-lit: error: did not discover any tests for provided path(s)\n")
		return 2
	}
	sum := RunAll(context.Background(), tests, opts, stdout)
	if sum.Failed() > 0 {
		return 1
	}
	return 0
}

var errHelp = fmt.Errorf("help")

func parseArgs(args []string) (opts Options, paths []string, params map[string]string, err error) {
	params = map[string]string{}
	filter, filterOut := os.Getenv("LIT_FILTER"), os.Getenv("LIT_FILTER_OUT")
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			paths = append(paths, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			paths = append(paths, a)
			continue
		}
		name, val, hasVal := a, "", false
		if strings.HasPrefix(a, "--") {
			name, val, hasVal = strings.Cut(a, "=")
		} else if len(a) > 2 && (a[1] == 'j' || a[1] == 'D') {
			name, val, hasVal = a[:2], a[2:], true
		}
		value := func() (string, error) {
			if hasVal {
				return val, nil
			}
			if i+1 >= len(args) {
				return "", fmt.Errorf("%s needs a value", name)
			}
			i++
			return args[i], nil
		}
		switch name {
		case "-h", "--help":
			return opts, nil, nil, errHelp
		case "-v", "--verbose":
			opts.Verbose = true
		case "-a", "--show-all":
			opts.ShowAll = true
		case "-q", "--quiet":
			opts.Quiet = true
		case "-s", "--succinct":
			opts.Succinct = true
		case "-vv", "-sv", "-vs":
			opts.Verbose = true
			opts.Succinct = name != "-vv"
		case "--show-unsupported":
			opts.ShowUnsupported = true
		case "--show-xfail":
			opts.ShowXFail = true
		case "--no-progress-bar", "--no-execute-internal":
			// Accepted for command-line compatibility with lit.
		case "-j", "--workers", "--threads":
			v, e := value()
			if e != nil {
				return opts, nil, nil, e
			}
			n, e := strconv.Atoi(v)
			if e != nil || n < 1 {
				return opts, nil, nil, fmt.Errorf("%s: want a positive number, got %q", name, v)
			}
			opts.Jobs = n
		case "--timeout":
			v, e := value()
			if e != nil {
				return opts, nil, nil, e
			}
			sec, e := strconv.ParseFloat(v, 64)
			if e != nil || sec < 0 {
				return opts, nil, nil, fmt.Errorf("--timeout: want seconds, got %q", v)
			}
			opts.Timeout = time.Duration(sec * float64(time.Second))
		case "--filter", "--filter-out":
			v, e := value()
			if e != nil {
				return opts, nil, nil, e
			}
			if name == "--filter" {
				filter = v
			} else {
				filterOut = v
			}
		case "-D", "--param":
			v, e := value()
			if e != nil {
				return opts, nil, nil, e
			}
			k, pv, _ := strings.Cut(v, "=")
			params[k] = pv
		default:
			return opts, nil, nil, fmt.Errorf("unknown option %s", a)
		}
	}
	if filter != "" {
		if opts.Filter, err = regexp.Compile(filter); err != nil {
			return opts, nil, nil, fmt.Errorf("--filter: %v", err)
		}
	}
	if filterOut != "" {
		if opts.FilterOut, err = regexp.Compile(filterOut); err != nil {
			return opts, nil, nil, fmt.Errorf("--filter-out: %v", err)
		}
	}
	return opts, paths, params, nil
}
