package hlotopenguin_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"ncc/internal/modelgen"
)

// TestBERTBaseLowers lowers the 12-layer BERT-base-sized encoder (seq 128,
// hidden 768, 12 heads) to penguin that verifies.
func TestBERTBaseLowers(t *testing.T) {
	if testing.Short() {
		t.Skip("BERT-base: skipped under -short")
	}
	text := modelgen.BERT(12, 128, 768, 12)
	start := time.Now()
	_, err := lowerText(t, "bert.mlir", text)
	require.NoError(t, err)
	t.Logf("stablehlo → penguin: %v", time.Since(start))
}
