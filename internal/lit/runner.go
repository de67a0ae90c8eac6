package lit

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
)

// Options control a run of many tests.
type Options struct {
	Jobs      int           // parallel workers; 0: GOMAXPROCS
	Timeout   time.Duration // per test; 0: none
	Filter    *regexp.Regexp
	FilterOut *regexp.Regexp

	Verbose  bool // -v: print the output of failing tests
	ShowAll  bool // -a: print the output of every test
	Quiet    bool // -q: print only failures and the totals
	Succinct bool // -s: print result lines of failures only

	ShowUnsupported bool
	ShowXFail       bool
}

// Outcome pairs a test with its result.
type Outcome struct {
	Test   *Test
	Result Result
}

// Summary counts the outcomes of a run.
type Summary struct {
	Counts   map[Code]int
	Excluded int // removed by --filter/--filter-out
	Total    int // tests run
	Elapsed  time.Duration
}

// Passed counts PASS and FLAKYPASS; Failed counts FAIL, XPASS, UNRESOLVED
// and TIMEOUT; Skipped counts UNSUPPORTED and XFAIL: an expected failure is
// known-broken behaviour that was not verified, so it is reported as skipped
// rather than passed.
func (s Summary) Passed() int { return s.Counts[Pass] + s.Counts[FlakyPass] }

// Failed counts tests that make the run fail.
func (s Summary) Failed() int {
	return s.Counts[Fail] + s.Counts[XPass] + s.Counts[Unresolved] + s.Counts[Timeout]
}

// Skipped counts tests that did not run or were expected to fail.
func (s Summary) Skipped() int { return s.Counts[Unsupported] + s.Counts[XFail] }

// ClosingLine is the last line of a run: "N passed, N failed", with
// ", N skipped" when any were skipped.
func (s Summary) ClosingLine() string {
	line := fmt.Sprintf("%d passed, %d failed", s.Passed(), s.Failed())
	if k := s.Skipped(); k > 0 {
		line += fmt.Sprintf(", %d skipped", k)
	}
	return line
}

// Select applies the filters and returns the tests to run and how many were
// excluded. Filters match the full name "suite :: path", like lit's.
func Select(tests []*Test, opts Options) ([]*Test, int) {
	var sel []*Test
	for _, t := range tests {
		name := t.FullName()
		if opts.Filter != nil && !opts.Filter.MatchString(name) {
			continue
		}
		if opts.FilterOut != nil && opts.FilterOut.MatchString(name) {
			continue
		}
		sel = append(sel, t)
	}
	return sel, len(tests) - len(sel)
}

// RunAll runs the tests in parallel and reports to w as lit does: a result
// line per test as it finishes, failure output when asked, a summary, and
// the closing line.
func RunAll(ctx context.Context, tests []*Test, opts Options, w io.Writer) Summary {
	tests, excluded := Select(tests, opts)
	jobs := opts.Jobs
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	jobs = max(min(jobs, len(tests)), 1)
	start := time.Now()
	if !opts.Quiet {
		fmt.Fprintf(w, "-- Testing: %d tests, %d workers --\n", len(tests), jobs)
	}

	var mu sync.Mutex
	done := 0
	outcomes := make([]Outcome, len(tests))
	work := make(chan int)
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				r := tests[i].Run(ctx, RunOptions{Timeout: opts.Timeout})
				mu.Lock()
				done++
				outcomes[i] = Outcome{tests[i], r}
				printResult(w, tests[i], r, done, len(tests), opts)
				mu.Unlock()
			}
		}()
	}
	for i := range tests {
		work <- i
	}
	close(work)
	wg.Wait()

	sum := Summary{Counts: map[Code]int{}, Excluded: excluded, Total: len(tests), Elapsed: time.Since(start)}
	for _, o := range outcomes {
		sum.Counts[o.Result.Code]++
	}
	printSummary(w, outcomes, sum, opts)
	return sum
}

func printResult(w io.Writer, t *Test, r Result, i, n int, opts Options) {
	fail := r.Code.IsFailure()
	if (opts.Quiet || opts.Succinct) && !fail && !opts.ShowAll {
		return
	}
	extra := ""
	if r.Attempts > 1 {
		extra = fmt.Sprintf(", %d of %d attempts", r.Attempts, r.MaxAttempts)
	}
	fmt.Fprintf(w, "%s: %s (%d of %d%s)\n", r.Code, t.FullName(), i, n, extra)
	if fail && (opts.Verbose || opts.ShowAll) || opts.ShowAll {
		stars := strings.Repeat("*", 20)
		if fail {
			fmt.Fprintf(w, "%s TEST '%s' FAILED %s\n", stars, t.FullName(), stars)
		}
		fmt.Fprintln(w, r.Output)
		fmt.Fprintln(w, stars)
	}
}

var summaryLabels = map[Code]string{
	Pass: "Passed", FlakyPass: "Passed With Retry", XFail: "Expectedly Failed", Fail: "Failed",
	XPass: "Unexpectedly Passed", Unresolved: "Unresolved", Unsupported: "Unsupported", Timeout: "Timed Out",
}

// Order in which lit lists result groups.
var summaryOrder = []Code{Pass, FlakyPass, XFail, Unsupported, Unresolved, Timeout, XPass, Fail}

func printSummary(w io.Writer, outcomes []Outcome, sum Summary, opts Options) {
	byCode := map[Code][]string{}
	for _, o := range outcomes {
		byCode[o.Result.Code] = append(byCode[o.Result.Code], o.Test.FullName())
	}
	for _, c := range summaryOrder {
		names := byCode[c]
		show := c.IsFailure() || c == Unsupported && opts.ShowUnsupported || c == XFail && opts.ShowXFail
		if len(names) == 0 || !show {
			continue
		}
		sort.Strings(names)
		fmt.Fprintf(w, "%s\n%s Tests (%d):\n", strings.Repeat("*", 20), summaryLabels[c], len(names))
		for _, n := range names {
			fmt.Fprintf(w, "  %s\n", n)
		}
		fmt.Fprintln(w)
	}
	if !opts.Quiet {
		fmt.Fprintf(w, "\nTesting Time: %.2fs\n", sum.Elapsed.Seconds())
	}
	fmt.Fprintf(w, "\nTotal Discovered Tests: %d\n", sum.Total+sum.Excluded)
	type group struct {
		label string
		n     int
	}
	var groups []group
	if sum.Excluded > 0 && !opts.Quiet {
		groups = append(groups, group{"Excluded", sum.Excluded})
	}
	for _, c := range summaryOrder {
		if sum.Counts[c] > 0 && (!opts.Quiet || c.IsFailure()) {
			groups = append(groups, group{summaryLabels[c], sum.Counts[c]})
		}
	}
	width, nwidth := 0, 0
	for _, g := range groups {
		width = max(width, len(g.label))
		nwidth = max(nwidth, len(fmt.Sprint(g.n)))
	}
	total := sum.Total + sum.Excluded
	for _, g := range groups {
		fmt.Fprintf(w, "  %-*s: %*d (%.2f%%)\n", width, g.label, nwidth, g.n, float64(g.n)/float64(total)*100)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, sum.ClosingLine())
}
