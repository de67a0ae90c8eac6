package vhlo

import (
	"ncc/core"
	"ncc/core/pass"
)

// The passes of StableHLO's VHLO pipeline, by stablehlo-opt's names.

// LegalizeToVhloPass is --stablehlo-legalize-to-vhlo.
type LegalizeToVhloPass struct {
	AllowOtherDialects bool `opt:"allow-other-dialects" default:"false" help:"Allow serialization to use other (potentially unstable) dialects, inserts unrealized casts between dialects."`
}

func (p *LegalizeToVhloPass) Run(op *core.Operation, st *pass.State) error {
	return LegalizeToVhlo(op, p.AllowOtherDialects)
}

// LegalizeToStablehloPass is --vhlo-legalize-to-stablehlo.
type LegalizeToStablehloPass struct{}

func (p *LegalizeToStablehloPass) Run(op *core.Operation, st *pass.State) error {
	return LegalizeToStablehlo(op)
}

// ToVersionPass is --vhlo-to-version{target=X.Y.Z}.
type ToVersionPass struct {
	Target string `opt:"target" help:"The target version. Must be a version of the form #.#.# ."`
}

func (p *ToVersionPass) Run(op *core.Operation, st *pass.State) error {
	v, err := ParseTarget(p.Target)
	if err != nil {
		return op.Errorf("%s", err.Error())
	}
	return ToVersion(op, v)
}

func init() {
	pass.Register(pass.Info{
		Arg:      "stablehlo-legalize-to-vhlo",
		Name:     "StablehloLegalizeToVhloPass",
		Summary:  "Legalize StableHLO to VHLO.",
		Dialects: []string{"vhlo"},
		New:      func() pass.Pass { return &LegalizeToVhloPass{} },
	})
	pass.Register(pass.Info{
		Arg:      "vhlo-legalize-to-stablehlo",
		Name:     "VhloLegalizeToStablehloPass",
		Summary:  "Legalize VHLO to StableHLO.",
		Dialects: []string{"stablehlo", "func"},
		New:      func() pass.Pass { return &LegalizeToStablehloPass{} },
	})
	pass.Register(pass.Info{
		Arg:      "vhlo-to-version",
		Name:     "VhloToVersionPass",
		Summary:  "Convert between versions of VHLO.",
		Dialects: []string{"vhlo"},
		New:      func() pass.Pass { return &ToVersionPass{} },
	})
	// stablehlo-deserialize is PassPipelines.cpp's: VHLO of any version to
	// the current one, then to StableHLO.
	pass.RegisterPipeline(pass.PipelineInfo{
		Arg:     "stablehlo-deserialize",
		Summary: "Run an example pipeline.",
		Build: func(m *pass.Manager, _ any) error {
			return m.ParseInto("vhlo-to-version{target=current},vhlo-legalize-to-stablehlo")
		},
	})
}
