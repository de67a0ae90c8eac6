#include "textflag.h"

// AVX2 kernels of matmulRange (pe.go); kernel_amd64.go says when they run.

// func addProductsF64(row *float32, b *float64, a float64, n int) int
//
// For i = 0, 4, 8, ... while i+4 <= n: s = float64(row[i:i+4]) + a·b[i:i+4]
// in float64 (the product of two fp32 values is exact there), and
// row[i:i+4] = float32(s), unless some lane of s is an fp32 rounding
// midpoint or below 2^-126: then it stops before that group. Returns the
// number of elements done.
TEXT ·addProductsF64(SB), NOSPLIT, $0-40
	MOVQ row+0(FP), DI
	MOVQ b+8(FP), SI
	MOVQ n+24(FP), CX
	// Constants, broadcast with VEX moves only (no legacy SSE after the
	// first 256-bit op: that would cost a state transition).
	MOVQ $0x1FFFFFFF, AX
	VMOVQ AX, X1
	VPBROADCASTQ X1, Y1 // the 29 bits below an fp32 mantissa
	MOVQ $0x10000000, AX
	VMOVQ AX, X2
	VPBROADCASTQ X2, Y2 // a midpoint's pattern in them
	MOVQ $0x7FFFFFFFFFFFFFFF, AX
	VMOVQ AX, X3
	VPBROADCASTQ X3, Y3 // |s|
	MOVQ $0x3810000000000000, AX
	VMOVQ AX, X4
	VPBROADCASTQ X4, Y4 // 2^-126
	VBROADCASTSD a+16(FP), Y0
	XORQ BX, BX
	SUBQ $4, CX

f64loop:
	CMPQ BX, CX
	JGT f64done
	VCVTPS2PD (DI)(BX*4), Y5
	VMULPD (SI)(BX*8), Y0, Y6
	VADDPD Y6, Y5, Y5
	VPAND Y5, Y1, Y7
	VPCMPEQQ Y2, Y7, Y7 // midpoint lanes
	VPAND Y5, Y3, Y8
	VPCMPGTQ Y8, Y4, Y9 // lanes below 2^-126
	VPOR Y7, Y9, Y7
	VPTEST Y7, Y7
	JNZ f64done
	VCVTPD2PSY Y5, X5
	VMOVUPS X5, (DI)(BX*4)
	ADDQ $4, BX
	JMP f64loop

f64done:
	VZEROUPPER
	MOVQ BX, ret+32(FP)
	RET

// func addProductsF32(row *float32, b *float32, a float32, n int) int
//
// For i = 0, 8, 16, ... while i+8 <= n: row[i:i+8] += a·b[i:i+8] in fp32,
// the caller having checked that every product is exact. Returns the
// number of elements done.
TEXT ·addProductsF32(SB), NOSPLIT, $0-40
	MOVQ row+0(FP), DI
	MOVQ b+8(FP), SI
	MOVQ n+24(FP), CX
	VBROADCASTSS a+16(FP), Y0
	XORQ BX, BX
	SUBQ $8, CX

f32loop:
	CMPQ BX, CX
	JGT f32done
	VMULPS (SI)(BX*4), Y0, Y1
	VADDPS (DI)(BX*4), Y1, Y1
	VMOVUPS Y1, (DI)(BX*4)
	ADDQ $8, BX
	JMP f32loop

f32done:
	VZEROUPPER
	MOVQ BX, ret+32(FP)
	RET

// func cpuid(leaf, sub uint32) (eax, ebx, ecx, edx uint32)
TEXT ·cpuid(SB), NOSPLIT, $0-24
	MOVL leaf+0(FP), AX
	MOVL sub+4(FP), CX
	CPUID
	MOVL AX, eax+8(FP)
	MOVL BX, ebx+12(FP)
	MOVL CX, ecx+16(FP)
	MOVL DX, edx+20(FP)
	RET

// func xgetbv() (eax uint32)
TEXT ·xgetbv(SB), NOSPLIT, $0-4
	MOVL $0, CX
	XGETBV
	MOVL AX, eax+0(FP)
	RET
