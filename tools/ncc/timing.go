package main

import (
	"fmt"
	"io"
	"time"
)

// stageTimer collects the wall time of each stage for --timing.
type stageTimer struct {
	names []string
	times []time.Duration
}

func newStageTimer() *stageTimer { return &stageTimer{} }

func (t *stageTimer) add(name string, d time.Duration) {
	t.names = append(t.names, name)
	t.times = append(t.times, d)
}

func (t *stageTimer) print(w io.Writer) {
	var total time.Duration
	for _, d := range t.times {
		total += d
	}
	fmt.Fprintf(w, "%-24s %10s %7s\n", "stage", "wall", "share")
	for i, n := range t.names {
		share := 0.0
		if total > 0 {
			share = 100 * float64(t.times[i]) / float64(total)
		}
		fmt.Fprintf(w, "%-24s %10.3fms %6.1f%%\n", n, float64(t.times[i].Microseconds())/1000, share)
	}
	fmt.Fprintf(w, "%-24s %10.3fms\n", "total", float64(total.Microseconds())/1000)
}
