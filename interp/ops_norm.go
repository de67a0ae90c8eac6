package interp

import (
	"math"
	"math/bits"

	"ncc/core"
)

// batch_norm_inference/training/grad (the spec's decompositions, computed
// in float64 and rounded once per result), rng and rng_bit_generator.

func init() {
	register(batchNorm, "stablehlo.batch_norm_inference", "stablehlo.batch_norm_training", "stablehlo.batch_norm_grad")
	register(rngBitGenerator, "stablehlo.rng_bit_generator")
	register(rngOp, "stablehlo.rng")
}

func batchNorm(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	a := ts[0]
	if a.F == nil {
		return nil, op.Errorf("operand must be a floating-point tensor")
	}
	fi, err := intAttr(op, "feature_index", 0)
	if err != nil {
		return nil, err
	}
	eps, err := floatAttr(op, "epsilon", 0)
	if err != nil {
		return nil, err
	}
	if fi < 0 || int(fi) >= a.Rank() {
		return nil, op.Errorf("feature_index is out of range")
	}
	nf := int(a.Shape[fi])
	for _, t := range ts[1:] {
		if t.F == nil || (t.Rank() == 1 && t.Len() != nf) {
			return nil, op.Errorf("scale, offset, mean and variance must be float vectors of the feature size")
		}
	}
	st := strides(a.Shape)
	feat := func(i int) int { return int((int64(i) / st[fi]) % a.Shape[fi]) }
	per := float64(a.Len()) / float64(max(nf, 1))
	sumBy := func(f func(i int) float64) []float64 {
		s := make([]float64, nf)
		for i := 0; i < a.Len(); i++ {
			s[feat(i)] += f(i)
		}
		return s
	}
	outs := make([]*Tensor, len(rt))
	for k := range rt {
		if outs[k], err = result(op, rt, k); err != nil {
			return nil, err
		}
		if outs[k].F == nil {
			return nil, op.Errorf("results must be floating-point tensors")
		}
	}
	switch op.Name() {
	case "stablehlo.batch_norm_inference":
		if len(ts) != 5 {
			return nil, op.Errorf("expects operand, scale, offset, mean and variance")
		}
		scale, offset, mean, variance := ts[1].F, ts[2].F, ts[3].F, ts[4].F
		for i, v := range a.F {
			f := feat(i)
			outs[0].F[i] = scale[f]*(v-mean[f])/math.Sqrt(variance[f]+eps) + offset[f]
		}
	case "stablehlo.batch_norm_training":
		if len(ts) != 3 || len(outs) != 3 {
			return nil, op.Errorf("expects operand, scale and offset, and three results")
		}
		scale, offset := ts[1].F, ts[2].F
		mean := sumBy(func(i int) float64 { return a.F[i] })
		for f := range mean {
			mean[f] /= per
		}
		variance := sumBy(func(i int) float64 { d := a.F[i] - mean[feat(i)]; return d * d })
		for f := range variance {
			variance[f] /= per
		}
		for i, v := range a.F {
			f := feat(i)
			outs[0].F[i] = scale[f]*(v-mean[f])/math.Sqrt(variance[f]+eps) + offset[f]
		}
		copy(outs[1].F, mean)
		copy(outs[2].F, variance)
	default: // batch_norm_grad
		if len(ts) != 5 || len(outs) != 3 {
			return nil, op.Errorf("expects operand, scale, mean, variance and grad_output, and three results")
		}
		scale, mean, variance, g := ts[1].F, ts[2].F, ts[3].F, ts[4].F
		if len(g) != a.Len() {
			return nil, op.Errorf("grad_output must have the operand's shape")
		}
		centered := func(i int) float64 { return a.F[i] - mean[feat(i)] }
		i2 := sumBy(func(i int) float64 { return g[i] })
		i3 := sumBy(func(i int) float64 { return g[i] * centered(i) })
		gs := sumBy(func(i int) float64 {
			return g[i] * centered(i) / math.Sqrt(variance[feat(i)]+eps)
		})
		for i := range a.F {
			f := feat(i)
			sd := math.Sqrt(variance[f] + eps)
			i6 := g[i]*per - i2[f] - i3[f]*centered(i)/(variance[f]+eps)
			outs[0].F[i] = scale[f] / sd / per * i6
		}
		copy(outs[1].F, gs)
		copy(outs[2].F, i2)
	}
	res := make([]Value, len(outs))
	for k, o := range outs {
		o.E.Round(o.F)
		res[k] = o
	}
	return res, nil
}

// philox4x32 is the Philox-4x32-10 block function (Salmon et al. 2011).
func philox4x32(ctr [4]uint32, key [2]uint32) [4]uint32 {
	const m0, m1, w0, w1 = 0xD2511F53, 0xCD9E8D57, 0x9E3779B9, 0xBB67AE85
	for r := 0; r < 10; r++ {
		hi0, lo0 := bits.Mul32(m0, ctr[0])
		hi1, lo1 := bits.Mul32(m1, ctr[2])
		ctr = [4]uint32{hi1 ^ ctr[1] ^ key[0], lo1, hi0 ^ ctr[3] ^ key[1], lo0}
		key[0] += w0
		key[1] += w1
	}
	return ctr
}

// rngBitGenerator fills the output with Philox-4x32-10 bits keyed by the
// state's first word, counting from its second; the new state advances the
// counter (the spec leaves the algorithms implementation-defined).
func rngBitGenerator(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	s := ts[0]
	if s.I == nil || s.Len() < 2 {
		return nil, op.Errorf("initial_state must hold at least two 64-bit words")
	}
	newState := s.Clone()
	if tt, ok := rt[0].(*core.TensorType); ok {
		newState = newState.withType(tt)
	}
	out, err := result(op, rt, 1)
	if err != nil {
		return nil, err
	}
	key := uint64(s.I[0])
	ctr := uint64(s.I[1])
	var buf []uint32
	next := func() uint32 {
		if len(buf) == 0 {
			r := philox4x32([4]uint32{uint32(ctr), uint32(ctr >> 32), 0, 0}, [2]uint32{uint32(key), uint32(key >> 32)})
			ctr++
			buf = r[:]
		}
		v := buf[0]
		buf = buf[1:]
		return v
	}
	w := storageBits(out.E)
	for i := 0; i < out.Len(); i++ {
		v := uint64(next())
		if w > 32 {
			v |= uint64(next()) << 32
		}
		setFromBits(out, i, v, uint64(next()))
	}
	newState.I[1] = int64(ctr)
	return []Value{newState, out}, nil
}

// rngOp draws uniform values in [a, b) or normal values with mean a and
// standard deviation b from a generator seeded by the op's location, so
// runs are reproducible.
func rngOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	if len(ts) != 3 || ts[0].Len() != 1 || ts[1].Len() != 1 || ts[2].I == nil {
		return nil, op.Errorf("expects scalar a and b and a shape")
	}
	out, err := shapedResult(op, rt, 0, ts[2].I)
	if err != nil {
		return nil, err
	}
	lo, hi := ts[0].floatAt(0), ts[1].floatAt(0)
	normal := enumAttr(op, "rng_distribution", "UNIFORM") == "NORMAL"
	ctr := uint64(0)
	unit := func() float64 {
		r := philox4x32([4]uint32{uint32(ctr), uint32(ctr >> 32), 0x5EED, 0}, [2]uint32{1, 2})
		ctr++
		return (float64(uint64(r[0])<<21^uint64(r[1])>>11) + 0.5) / (1 << 53)
	}
	for i := 0; i < out.Len(); i++ {
		var v float64
		if normal {
			v = lo + hi*math.Sqrt(-2*math.Log(unit()))*math.Cos(2*math.Pi*unit())
		} else {
			v = lo + (hi-lo)*unit()
		}
		switch {
		case out.F != nil:
			out.F[i] = out.E.RoundF(v)
		case out.I != nil:
			out.I[i] = out.E.Wrap(int64(math.Floor(v)))
		}
	}
	return []Value{out}, nil
}
