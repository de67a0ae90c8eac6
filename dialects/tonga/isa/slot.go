package isa

import (
	"fmt"

	"ncc/arch"
	"ncc/dialects/tonga"
	"ncc/numerics"
)

// An access-pattern slot is 24 bytes read as a 192-bit little-endian bit
// string (bit i is bit i%8 of byte i/8):
//
//	bits     field
//	0-1      memory: 0 unused slot (all 192 bits 0), 1 sb, 2 psum, 3 pattern
//	2-4      ndims: 0 to 4 pairs
//	5-11     start partition, 0-127
//	12-18    partition count - 1 (1 to 128 partitions)
//	19-22    dtype code (dtypeCodes)
//	23       register offset present
//	24-27    register, 0-15
//	28-47    byte address, 0 to 2^20-1
//	48+36k   pair k (k < 4): step, 20 bits two's complement, then num - 1, 16 bits
//
// Pairs beyond ndims are 0. A pattern slot (iota's and affine_select's
// pattern) has memory 3, ndims and the pairs; its other fields are 0.

const (
	memNone    = 0
	memSB      = 1
	memPSUM    = 2
	memPattern = 3
)

// dtypeCodes numbers the dtypes in the slot's 4-bit dtype field (0 and
// 13-15 are invalid).
var dtypeCodes = []numerics.DType{
	numerics.InvalidDType, numerics.Float32, numerics.BFloat16, numerics.Float16, numerics.TFloat32,
	numerics.Float8E4M3, numerics.Float8E5M2, numerics.Int32, numerics.Int16, numerics.Int8,
	numerics.Uint32, numerics.Uint16, numerics.Uint8,
}

func dtypeCode(d numerics.DType) (uint64, bool) {
	for i, x := range dtypeCodes {
		if i > 0 && x == d {
			return uint64(i), true
		}
	}
	return 0, false
}

// bits reads and writes a slot's bit string.
type bits []byte

func (b bits) get(off, n int) uint64 {
	var v uint64
	for i := 0; i < n; i++ {
		if b[(off+i)/8]>>((off+i)%8)&1 != 0 {
			v |= 1 << i
		}
	}
	return v
}

func (b bits) put(off, n int, v uint64) {
	for i := 0; i < n; i++ {
		p := &b[(off+i)/8]
		if v>>i&1 != 0 {
			*p |= 1 << ((off + i) % 8)
		} else {
			*p &^= 1 << ((off + i) % 8)
		}
	}
}

const (
	bMem, nMem     = 0, 2
	bDims, nDims   = 2, 3
	bStart, nStart = 5, 7
	bCount, nCount = 12, 7
	bDType, nDType = 19, 4
	bHasReg        = 23
	bReg, nReg     = 24, 4
	bAddr, nAddr   = 28, 20
	bPairs         = 48
	nStep, nNum    = 20, 16
	pairBits       = nStep + nNum
)

// putPairs writes the pairs of an AP or a pattern.
func putPairs(b bits, ps [][2]int64) error {
	if len(ps) > tonga.MaxDims {
		return fmt.Errorf("%d pairs, more than the %d a slot holds", len(ps), tonga.MaxDims)
	}
	b.put(bDims, nDims, uint64(len(ps)))
	for k, p := range ps {
		if p[0] < tonga.MinStep || p[0] > tonga.MaxStep {
			return fmt.Errorf("pair %d step %d does not fit the 20-bit step field", k, p[0])
		}
		if p[1] < 1 || p[1] > tonga.MaxPairNum {
			return fmt.Errorf("pair %d num %d does not fit the 16-bit num-1 field (1 to %d)", k, p[1], tonga.MaxPairNum)
		}
		off := bPairs + k*pairBits
		b.put(off, nStep, uint64(p[0])&(1<<nStep-1))
		b.put(off+nStep, nNum, uint64(p[1]-1))
	}
	return nil
}

// getPairs reads the pairs of a slot and checks the unused ones are 0.
func getPairs(b bits) ([][2]int64, error) {
	n := int(b.get(bDims, nDims))
	if n > tonga.MaxDims {
		return nil, fmt.Errorf("ndims %d is more than %d", n, tonga.MaxDims)
	}
	ps := make([][2]int64, n)
	for k := 0; k < tonga.MaxDims; k++ {
		off := bPairs + k*pairBits
		if k >= n {
			if b.get(off, pairBits) != 0 {
				return nil, fmt.Errorf("pair %d is set beyond ndims %d", k, n)
			}
			continue
		}
		step := int64(b.get(off, nStep))
		if step >= 1<<(nStep-1) {
			step -= 1 << nStep
		}
		ps[k] = [2]int64{step, int64(b.get(off+nStep, nNum)) + 1}
	}
	return ps, nil
}

// encodeAP writes ap into the 24-byte slot b.
func encodeAP(b bits, ap tonga.AP) error {
	switch ap.Memory {
	case arch.SBUF:
		b.put(bMem, nMem, memSB)
	case arch.PSUM:
		b.put(bMem, nMem, memPSUM)
	default:
		return fmt.Errorf("memory %s is not sb or psum", ap.Memory)
	}
	if ap.StartPartition < 0 || ap.StartPartition >= tonga.MaxPartition {
		return fmt.Errorf("start partition %d does not fit the 7-bit field", ap.StartPartition)
	}
	if ap.NumPartitions < 1 || ap.NumPartitions > tonga.MaxPartition {
		return fmt.Errorf("partition count %d does not fit the 7-bit count-1 field (1 to %d)", ap.NumPartitions, tonga.MaxPartition)
	}
	b.put(bStart, nStart, uint64(ap.StartPartition))
	b.put(bCount, nCount, uint64(ap.NumPartitions-1))
	code, ok := dtypeCode(ap.DType)
	if !ok {
		return fmt.Errorf("dtype %s has no code", ap.DType)
	}
	b.put(bDType, nDType, code)
	if ap.Reg != tonga.NoReg {
		if ap.Reg < 0 || ap.Reg >= tonga.NumRegisters {
			return fmt.Errorf("register r%d does not fit the 4-bit register field", ap.Reg)
		}
		b.put(bHasReg, 1, 1)
		b.put(bReg, nReg, uint64(ap.Reg))
	}
	if ap.Addr < 0 || ap.Addr > tonga.MaxAddr {
		return fmt.Errorf("address %d does not fit the 20-bit address field", ap.Addr)
	}
	b.put(bAddr, nAddr, uint64(ap.Addr))
	return putPairs(b, ap.Pairs)
}

// decodeAP reads a slot holding an access pattern (memory sb or psum).
func decodeAP(b bits) (tonga.AP, error) {
	ap := tonga.AP{Reg: tonga.NoReg}
	switch b.get(bMem, nMem) {
	case memSB:
		ap.Memory = arch.SBUF
	case memPSUM:
		ap.Memory = arch.PSUM
	default:
		return ap, fmt.Errorf("memory %d is not sb (1) or psum (2)", b.get(bMem, nMem))
	}
	ap.StartPartition = int(b.get(bStart, nStart))
	ap.NumPartitions = int(b.get(bCount, nCount)) + 1
	code := b.get(bDType, nDType)
	if code == 0 || code >= uint64(len(dtypeCodes)) {
		return ap, fmt.Errorf("dtype code %d is not a dtype", code)
	}
	ap.DType = dtypeCodes[code]
	if b.get(bHasReg, 1) != 0 {
		ap.Reg = int(b.get(bReg, nReg))
	} else if b.get(bReg, nReg) != 0 {
		return ap, fmt.Errorf("register field %d is set without its presence bit", b.get(bReg, nReg))
	}
	ap.Addr = int64(b.get(bAddr, nAddr))
	ps, err := getPairs(b)
	ap.Pairs = ps
	return ap, err
}

// encodePattern writes a pattern slot.
func encodePattern(b bits, ps [][2]int64) error {
	b.put(bMem, nMem, memPattern)
	return putPairs(b, ps)
}

// decodePattern reads a pattern slot.
func decodePattern(b bits) ([][2]int64, error) {
	if m := b.get(bMem, nMem); m != memPattern {
		return nil, fmt.Errorf("memory %d is not pattern (3)", m)
	}
	if b.get(nMem+nDims, bPairs-nMem-nDims) != 0 {
		return nil, fmt.Errorf("a pattern slot has only ndims and pairs set")
	}
	return getPairs(b)
}

// emptySlot reports whether the slot is unused (all zero).
func emptySlot(b bits) bool {
	for _, x := range b {
		if x != 0 {
			return false
		}
	}
	return true
}
