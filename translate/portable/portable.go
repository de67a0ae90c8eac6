package portable

import (
	"fmt"
	"io"
	"strings"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/dialects/vhlo"
	"ncc/rewrite/transforms/stripdebuginfo"
	"ncc/translate/bytecode"
)

// Options configure Serialize.
type Options struct {
	// Target is the VHLO version to write ("current" or "#.#.#").
	Target string
	// AllowOtherDialects keeps ops of dialects other than stablehlo, func
	// and builtin (--allow-other-dialects).
	AllowOtherDialects bool
	// StripDebugInfo writes every location as unknown (--strip-debuginfo).
	StripDebugInfo bool
}

// Serialize writes module (StableHLO) as a portable artifact: it is
// legalized to VHLO, converted to the target version and written as MLIR
// bytecode of the version that target implies, with the producer
// "StableHLO_vX.Y.Z" (stablehlo-translate --serialize). module is
// changed in place.
func Serialize(w io.Writer, module *core.Operation, opts Options) error {
	target, err := vhlo.ParseTarget(opts.Target)
	if err != nil {
		return err
	}
	bcv, ok := target.BytecodeVersion()
	if !ok {
		return fmt.Errorf("target version %s is not in the supported range [%s, %s]", target, vhlo.Minimum, vhlo.Current)
	}
	if opts.StripDebugInfo {
		stripdebuginfo.Strip(module)
	}
	if err := vhlo.LegalizeToVhlo(module, opts.AllowOtherDialects); err != nil {
		return err
	}
	if err := vhlo.ToVersion(module, target); err != nil {
		return err
	}
	return bytecode.Write(w, module, &bytecode.Options{Version: bcv, Producer: vhlo.ProducerString(target)})
}

// Deserialize reads a portable artifact (or any MLIR bytecode, or MLIR
// text, as stablehlo-translate does) into the
// builtin.module of StableHLO it holds: VHLO is upgraded to the current
// version and legalized back (stablehlo-translate --deserialize).
func Deserialize(ctx *core.Context, name string, data []byte) (*core.Operation, error) {
	dialects.LoadAll(ctx)
	var blk *core.Block
	var err error
	if bytecode.IsBytecode(data) {
		blk, err = bytecode.Read(ctx, name, data)
	} else {
		// deserializePortableArtifact parses text as well.
		blk, err = asm.Parse(ctx, data, asm.ParseOptions{Filename: name})
	}
	if err != nil {
		// Serialization.cpp adds this error, at an unknown location,
		// after the reader's.
		return nil, append(core.AsDiagnostics(err, core.FileLineCol(ctx, name, 0, 0)),
			core.Errorf(core.Unknown(ctx), "failed to deserialize portable artifact using StableHLO_v%s", vhlo.Current))
	}
	module := builtin.WrapInModule(ctx, blk)
	// Parsing verifies, as parseSourceString does: an op the artifact's
	// newer VHLO has and ours lacks is reported here. The bytecode reader's
	// diagnostic handler adds the artifact's version and producer to what
	// it reports.
	if err := core.Verify(module); err != nil {
		ds := core.AsDiagnostics(err, core.FileLineCol(ctx, name, 0, 0))
		if v, producer, ok := bytecodeHeader(data); ok {
			for _, d := range ds {
				d.Note(d.Loc, "in bytecode version %d produced by: %s", v, producer)
			}
		}
		return nil, append(ds, core.Errorf(core.Unknown(ctx), "failed to deserialize portable artifact using StableHLO_v%s", vhlo.Current))
	}
	if err := vhlo.ToVersion(module, vhlo.Current); err != nil {
		return nil, err
	}
	if err := vhlo.LegalizeToStablehlo(module); err != nil {
		return nil, err
	}
	return module, nil
}

// bytecodeHeader returns a bytecode file's version and producer.
func bytecodeHeader(data []byte) (uint64, string, bool) {
	if !bytecode.IsBytecode(data) {
		return 0, "", false
	}
	rest := data[len(bytecode.Magic):]
	v, n := binaryVarInt(rest)
	if n == 0 {
		return 0, "", false
	}
	rest = rest[n:]
	end := strings.IndexByte(string(rest), 0)
	if end < 0 {
		return 0, "", false
	}
	return v, string(rest[:end]), true
}

// binaryVarInt decodes MLIR bytecode's prefix varint (the count of
// trailing zero bits of the first byte, plus one, is its length in bytes).
func binaryVarInt(b []byte) (uint64, int) {
	if len(b) == 0 {
		return 0, 0
	}
	if b[0] == 0 { // 9 bytes: the value is the next 8
		if len(b) < 9 {
			return 0, 0
		}
		var v uint64
		for i := 8; i >= 1; i-- {
			v = v<<8 | uint64(b[i])
		}
		return v, 9
	}
	n := 1
	for b[0]>>(n-1)&1 == 0 {
		n++
	}
	if len(b) < n {
		return 0, 0
	}
	var v uint64
	for i := n - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v >> n, n
}

// ArtifactVersion returns the StableHLO version a portable artifact's
// producer string names ("StableHLO_v1.1.0" → 1.1.0), as
// stablehlo-translate --print-stablehlo-version reads it.
func ArtifactVersion(data []byte) (vhlo.Version, bool) {
	if !bytecode.IsBytecode(data) {
		return vhlo.Version{}, false
	}
	rest := data[len(bytecode.Magic):]
	// Skip the version varint (one byte for the versions in use).
	if len(rest) < 1 {
		return vhlo.Version{}, false
	}
	rest = rest[1:]
	end := strings.IndexByte(string(rest), 0)
	if end < 0 {
		return vhlo.Version{}, false
	}
	p := string(rest[:end])
	if !strings.HasPrefix(p, "StableHLO_v") {
		return vhlo.Version{}, false
	}
	v, err := vhlo.ParseVersion(strings.TrimPrefix(p, "StableHLO_v"))
	return v, err == nil
}
