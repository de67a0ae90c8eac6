package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/spf13/pflag"

	"ncc/arch"
	"ncc/interp"
	"ncc/interp/npy"
	"ncc/neff"
	"ncc/numerics"
	"ncc/sim"
	"ncc/sim/timed"
)

// neffRunOptions are ncc run's flags for a .neff input, which runs on the
// timed simulator (sim/timed).
type neffRunOptions struct {
	timeline   string
	statsJSON  string
	checkRaces bool
}

func addNEFFRunFlags(f *pflag.FlagSet, o *neffRunOptions) {
	f.StringVar(&o.timeline, "timeline", "", "for a .neff input: write the run's timeline (HTML) to FILE")
	f.StringVar(&o.statsJSON, "stats-json", "", "for a .neff input: write the modeled time and per-engine statistics (JSON) to FILE")
	f.BoolVar(&o.checkRaces, "check-races", false, "for a .neff input: check that the program has no data race")
}

// isNEFF reports whether src starts with a NEFF header: its header_size
// field (offset 8) says 1024 and its pkg_version (offset 0) is small.
func isNEFF(src []byte) bool {
	return len(src) >= neff.HeaderSize &&
		binary.LittleEndian.Uint64(src[8:16]) == neff.HeaderSize &&
		binary.LittleEndian.Uint64(src[0:8]) < 1<<16
}

// runNEFF is ncc run on a NEFF: it runs on the timed simulator with the
// inputs, writes the outputs as --output-dir/result<i>.npy (or prints
// them), and prints the modeled time and each engine's utilization.
func runNEFF(path string, src []byte, o runOptions, stdout, stderr io.Writer) int {
	fail := func(err error) int {
		fmt.Fprintf(stderr, "%s: error: %v\n", path, err)
		return 1
	}
	f, err := neff.Read(src)
	if err != nil {
		return fail(err)
	}
	if len(o.inputs) > 0 && o.random {
		return fail(fmt.Errorf("--inputs and --random-inputs exclude each other"))
	}
	if len(o.inputs) == 0 && !o.random {
		return fail(fmt.Errorf("no inputs: give --inputs a.npy,... or --random-inputs SEED"))
	}
	var target *arch.Target
	if o.targetSet {
		if target, err = arch.Lookup(o.target); err != nil {
			return fail(err)
		}
	}
	ins, err := neffInputs(f, o)
	if err != nil {
		return fail(err)
	}
	opts := timed.Options{Target: target, Races: o.checkRaces, Trace: o.timeline != ""}
	res, err := timed.Run(f, ins, opts)
	if err != nil {
		return fail(err)
	}
	outs := neffOutputs(f)
	if o.outputDir != "" {
		if err := os.MkdirAll(o.outputDir, 0o755); err != nil {
			return fail(fmt.Errorf("cannot create --output-dir: %v", err))
		}
		for i, b := range res.Outputs {
			a := &npy.Array{Descr: npyDescr(b.DType), Shape: b.Shape, Data: b.Data}
			if err := npy.WriteFile(filepath.Join(o.outputDir, "result"+strconv.Itoa(i)+".npy"), a); err != nil {
				return fail(fmt.Errorf("cannot write result #%d: %v", i, err))
			}
		}
	} else {
		for i, b := range res.Outputs {
			fmt.Fprintf(stdout, "%s = %s\n", outs[i].Name, formatBuffer(b))
		}
	}
	if err := writeReports(res, o.neffRunOptions); err != nil {
		return fail(err)
	}
	if o.checkRaces {
		fmt.Fprintln(stdout, "no data races")
	}
	timed.WriteSummary(stdout, res)
	return 0
}

// writeReports writes --stats-json and --timeline, each whole or not at
// all.
func writeReports(res *timed.Result, o neffRunOptions) error {
	for _, r := range []struct {
		path  string
		write func(io.Writer, *timed.Result) error
	}{{o.statsJSON, timed.WriteStatsJSON}, {o.timeline, timed.WriteTimeline}} {
		if r.path == "" {
			continue
		}
		var buf bytes.Buffer
		if err := r.write(&buf, res); err != nil {
			return err
		}
		if err := writeAtomic(r.path, buf.Bytes()); err != nil {
			return err
		}
	}
	return nil
}

func varsOfType(f *neff.File, typ string) []*neff.Var {
	var out []*neff.Var
	for i := range f.Def.Vars {
		if f.Def.Vars[i].Type == typ {
			out = append(out, &f.Def.Vars[i])
		}
	}
	slices.SortStableFunc(out, func(a, b *neff.Var) int { return a.ID - b.ID })
	return out
}

func neffOutputs(f *neff.File) []*neff.Var { return varsOfType(f, neff.VarOutput) }

// neffInputs reads or generates the input variables' buffers, in var_id
// order.
func neffInputs(f *neff.File, o runOptions) ([]sim.Buffer, error) {
	vars := varsOfType(f, neff.VarInput)
	if !o.random && len(o.inputs) != len(vars) {
		return nil, fmt.Errorf("incorrect number of arguments specified, provided %d inputs but the NEFF takes %d", len(o.inputs), len(vars))
	}
	rng := interp.NewRand(uint64(o.randomSeed))
	out := make([]sim.Buffer, len(vars))
	for i, v := range vars {
		dt, ok := timed.DType(v.DType)
		if !ok {
			return nil, fmt.Errorf("input %d (var %q): dtype %q cannot be simulated", i, v.Name, v.DType)
		}
		b := sim.Buffer{Shape: slices.Clone(v.Shape), DType: dt}
		if o.random {
			b.Data = randomData(dt, int(v.Size)/dt.Size(), rng)
			out[i] = b
			continue
		}
		data, err := os.ReadFile(o.inputs[i])
		if err != nil {
			return nil, fmt.Errorf("input #%d: %v", i, err)
		}
		a, err := npy.Read(data)
		if err != nil {
			return nil, fmt.Errorf("input #%d: %s: %w", i, o.inputs[i], err)
		}
		if want := npyDescr(dt); !descrMatches(a.Descr, want) || a.Fortran {
			return nil, fmt.Errorf("input #%d: %s: dtype %s does not match var %q's %s (want %s, C order)", i, o.inputs[i], a.Descr, v.Name, v.DType, want)
		}
		if !slices.Equal(a.Shape, v.Shape) && !(len(a.Shape) == 0 && len(v.Shape) == 0) {
			return nil, fmt.Errorf("input #%d: %s: shape %v, but var %q is %v", i, o.inputs[i], a.Shape, v.Name, v.Shape)
		}
		if a.Descr[0] == '>' && dt.Size() > 1 {
			return nil, fmt.Errorf("input #%d: %s: big-endian data", i, o.inputs[i])
		}
		b.Data = a.Data
		out[i] = b
	}
	return out, nil
}

// randomData fills n elements of dt as --random-inputs does for programs:
// floats uniform in [-1, 1) rounded to dt, signed integers in [-8, 8),
// unsigned in [0, 16).
func randomData(dt numerics.DType, n int, rng *rand.Rand) []byte {
	out := make([]byte, n*dt.Size())
	vals := make([]float32, n)
	for i := range vals {
		switch {
		case dt.IsFloat():
			vals[i] = float32(rng.Float64()*2 - 1)
		case dt.Int().Signed:
			vals[i] = float32(rng.IntN(16) - 8)
		default:
			vals[i] = float32(rng.IntN(16))
		}
	}
	dt.Store(out, vals)
	return out
}

// npyDescr is the .npy dtype ncc stores dt as (bfloat16 and fp8 as
// unsigned bit patterns, as interp.NPYDescr does).
func npyDescr(dt numerics.DType) string {
	switch dt {
	case numerics.Float32:
		return "<f4"
	case numerics.Float16:
		return "<f2"
	case numerics.BFloat16, numerics.Uint16:
		return "<u2"
	case numerics.Float8E4M3, numerics.Float8E5M2, numerics.Uint8:
		return "|u1"
	case numerics.Int32:
		return "<i4"
	case numerics.Int16:
		return "<i2"
	case numerics.Int8:
		return "|i1"
	case numerics.Uint32:
		return "<u4"
	}
	return "|V" + strconv.Itoa(dt.Size())
}

// formatBuffer prints a result briefly: its type and first elements.
func formatBuffer(b sim.Buffer) string {
	n := int(b.NumElements())
	vals := make([]float32, n)
	b.DType.Load(vals, b.Data)
	s := fmt.Sprintf("%v %s [", b.Shape, b.DType)
	for i, v := range vals {
		if i == 8 {
			s += fmt.Sprintf(" ... (%d elements)", n)
			break
		}
		if i > 0 {
			s += " "
		}
		s += strconv.FormatFloat(float64(v), 'g', -1, 32)
	}
	return s + "]"
}
