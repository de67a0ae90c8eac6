package numerics

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDTypeRoundTrip(t *testing.T) {
	vals := []float32{0, 1, -2, 3, 12, -128}
	for _, d := range DTypes() {
		n, ok := DTypeByName(d.String())
		assert.True(t, ok, d.String())
		assert.Equal(t, d, n)
		mem := make([]byte, d.Size()*len(vals))
		d.Store(mem, vals)
		got := make([]float32, len(vals))
		d.Load(got, mem)
		for i, v := range vals {
			if !d.IsFloat() && !d.Int().Signed && v < 0 {
				assert.Equal(t, float32(0), got[i], "%s saturates %v", d, v)
				continue
			}
			assert.Equal(t, v, got[i], "%s %v", d, v)
		}
	}
	assert.False(t, InvalidDType.Valid())
	assert.Equal(t, 0, InvalidDType.Size())
	d, ok := DTypeOfInt(Int{Width: 1})
	assert.True(t, ok)
	assert.Equal(t, Uint8, d)
	d, ok = DTypeOfFormat(BF16)
	assert.True(t, ok)
	assert.Equal(t, BFloat16, d)
}
