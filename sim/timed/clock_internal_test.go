package timed

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"ncc/arch"
)

// TestDMAEndsAtClockResolution: late in a long run, a transfer with a
// few picoseconds of bytes left ends at a time the clock cannot tell from
// now. It must end there, or the simulation would step by zero forever
// (a while loop at tonga once spun here for hours).
func TestDMAEndsAtClockResolution(t *testing.T) {
	for _, c := range []struct {
		name            string
		left, latency   float64
		wantLeft, wantL float64
	}{
		{"bytes", 1.8e-7, 0, 0, 0},
		{"latency", 0, 1e-9, 0, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			xf := &xfer{p: &descPlan{hbm: true}, left: c.left, latency: c.latency}
			if c.left == 0 {
				xf.left = 100
			}
			x := &machine{t: arch.Trn1, now: 6.785854813560943e+07, res: &Result{},
				queues: []*queue{{n: 0, active: xf}}}
			dt := x.dmaNext()
			tNext := x.now + dt
			assert.Equal(t, x.now, tNext, "the phase ends within the clock's resolution")
			x.advanceDMA(tNext - x.now)
			if c.left != 0 {
				assert.Equal(t, c.wantLeft, xf.left, "the transfer's bytes are done")
			} else {
				assert.Equal(t, c.wantL, xf.latency, "the descriptor's overhead is done")
			}
		})
	}
}
