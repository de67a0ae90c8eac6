package lower

import (
	"fmt"
	"strings"

	"ncc/arch"
	_ "ncc/dialects/penguin/transforms"
	_ "ncc/lower/autocast"      // registers stablehlo-auto-cast
	_ "ncc/lower/birtotonga"    // registers convert-bir-to-tonga
	_ "ncc/lower/cftostablehlo" // registers lift-cf-to-stablehlo-while
	_ "ncc/lower/hlotopenguin"  // registers convert-stablehlo-to-penguin
	_ "ncc/lower/penguintobir"  // registers convert-penguin-to-bir
	_ "ncc/rewrite/transforms"  // canonicalize, cse, inline, symbol-dce
)

// Stage is a level of the descent a pipeline stops at.
type Stage string

const (
	StableHLO Stage = "stablehlo" // prepared StableHLO, still interpretable
	Penguin   Stage = "penguin"   // tiles and loops
	BIR       Stage = "bir"       // engine instructions over allocations
	Tonga     Stage = "tonga"     // per-engine streams with addresses and semaphores
)

// Stages lists the stages in descent order.
var Stages = []Stage{StableHLO, Penguin, BIR, Tonga}

// ParseStage reads a --stop-at value.
func ParseStage(s string) (Stage, error) {
	for _, st := range Stages {
		if string(st) == s {
			return st, nil
		}
	}
	names := make([]string, len(Stages))
	for i, st := range Stages {
		names[i] = string(st)
	}
	return "", fmt.Errorf("unknown stage %q (known: %s)", s, strings.Join(names, ", "))
}

// Options are the compiler flags the pipelines read (neuronx-cc's names).
type Options struct {
	Target       *arch.Target // nil: arch.Default
	AutoCast     string       // none, matmult (default), all
	AutoCastType string       // bf16 (default), fp16, tf32, fp8_e4m3
}

func (o Options) targetName() string {
	if o.Target == nil {
		return arch.Default
	}
	return o.Target.Name
}

// StagePipelines returns, for each stage up to stop, the pipeline that
// takes the module from the previous stage to it (anchored on
// builtin.module), so a driver can run, time and save each stage alone.
func StagePipelines(stop Stage, o Options) ([]Stage, []string) {
	autoCast, castType := o.AutoCast, o.AutoCastType
	if autoCast == "" {
		autoCast = "matmult"
	}
	if castType == "" {
		castType = "bf16"
	}
	all := []struct {
		stage Stage
		pipe  string
	}{
		{StableHLO, "builtin.module(inline,lift-cf-to-stablehlo-while,chlo-legalize-to-stablehlo,stablehlo-unfuse-batch-norm,stablehlo-simplify,symbol-dce," +
			"stablehlo-auto-cast{mode=" + autoCast + " type=" + castType + "},canonicalize,cse)"},
		{Penguin, "builtin.module(convert-stablehlo-to-penguin{target=" + o.targetName() + "}," +
			"penguin-tile,penguin-fuse,penguin-schedule,canonicalize,cse)"},
		{BIR, "builtin.module(convert-penguin-to-bir,canonicalize)"},
		{Tonga, "builtin.module(convert-bir-to-tonga)"},
	}
	var stages []Stage
	var pipes []string
	for _, s := range all {
		stages = append(stages, s.stage)
		pipes = append(pipes, s.pipe)
		if s.stage == stop {
			break
		}
	}
	return stages, pipes
}
