//go:build !amd64

package engine

const hasAVX2 = false

func addProductsF64(row *float32, b *float64, a float64, n int) int { return 0 }

func addProductsF32(row *float32, b *float32, a float32, n int) int { return 0 }
