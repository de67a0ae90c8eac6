package hlogen_test

import (
	"testing"

	"ncc/core"
	"ncc/dialects"
	"ncc/translate/hlo"
	"ncc/translate/hlo/hlogen"
)

// BenchmarkImportBERTBaseProto imports the 12-layer BERT-base encoder
// (seq 128, hidden 768, 12 heads) from its HloModuleProto, verified, as
// ncc-translate --import-hlo does (target: 0.5 s; tools/ncc-bench-hlo
// prints the ratio).
func BenchmarkImportBERTBaseProto(b *testing.B) {
	m, err := hlo.Parse("bert.hlo", []byte(hlogen.BERT(hlogen.BERTBase)), hlo.ParseOptions{})
	if err != nil {
		b.Fatal(err)
	}
	pb, err := hlo.MarshalProto(m)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(pb)))
	b.ResetTimer()
	for b.Loop() {
		ctx := core.NewContext()
		dialects.LoadAll(ctx)
		if _, err := hlo.Import(ctx, "bert.pb", pb, hlo.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
