package modelgen

// BERTConfig sizes a BERT encoder.
type BERTConfig struct {
	Layers, Seq, Hidden, Heads int
	Vocab                      int    // word embedding rows (BERT-base: 30522)
	Batch                      int    // 0: 1
	Intermediate               int    // MLP width; 0: 4 · Hidden
	Elem                       string // "": f32
}

// BERT returns a BERT encoder forward pass (BERT-base: BERT(12, 128, 768,
// 12)) with a 30522-row vocabulary, batch 1, f32; see BERTWith.
func BERT(layers, seq, hidden, heads int) string {
	return BERTWith(BERTConfig{Layers: layers, Seq: seq, Hidden: hidden, Heads: heads, Vocab: 30522})
}

// BERTWith returns a BERT encoder forward pass as @main, with every weight
// an argument (no large constants), in the order:
//
//	input_ids [B, S] i32, attention_mask [B, S] i32 (0 = padding),
//	word_embeddings [V, H], position_embeddings [S, H], token_type_embeddings [2, H],
//	embeddings LayerNorm gamma, beta [H],
//	then per layer: Wq bq Wk bk Wv bv [H, H] [H], Wo bo, LayerNorm gamma beta,
//	W1 [H, I] b1 [I], W2 [I, H] b2 [H], LayerNorm gamma beta.
//
// It computes the embedding gathers (ids wrapped into the vocabulary, see
// Builder.Wrap) plus positions and token type 0, LayerNorm, then per layer
// multi-head self-attention with the padding mask as an additive -10000
// bias, the output projection, residual + LayerNorm, an erf-GELU MLP,
// residual + LayerNorm; the result is the last hidden state [B, S, H].
func BERTWith(c BERTConfig) string { return bertFunc(c).Text() }

func bertFunc(c BERTConfig) *Func {
	if c.Batch == 0 {
		c.Batch = 1
	}
	if c.Intermediate == 0 {
		c.Intermediate = 4 * c.Hidden
	}
	if c.Elem == "" {
		c.Elem = "f32"
	}
	e, bs, s, h, in := c.Elem, c.Batch, c.Seq, c.Hidden, c.Intermediate
	f := NewFunc("main")
	ids := f.Arg(T("i32", bs, s))
	mask := f.Arg(T("i32", bs, s))
	word := f.Arg(T(e, c.Vocab, h))
	pos := f.Arg(T(e, s, h))
	typ := f.Arg(T(e, 2, h))
	lng, lnb := f.Arg(T(e, h)), f.Arg(T(e, h))
	type layer struct{ wq, bq, wk, bk, wv, bv, wo, bo, g1, b1, w1, bi1, w2, bi2, g2, b2 *Value }
	layers := make([]layer, c.Layers)
	for i := range layers {
		l := &layers[i]
		for _, p := range []**Value{&l.wq, &l.bq, &l.wk, &l.bk, &l.wv, &l.bv, &l.wo, &l.bo} {
			if p == &l.bq || p == &l.bk || p == &l.bv || p == &l.bo {
				*p = f.Arg(T(e, h))
			} else {
				*p = f.Arg(T(e, h, h))
			}
		}
		l.g1, l.b1 = f.Arg(T(e, h)), f.Arg(T(e, h))
		l.w1, l.bi1 = f.Arg(T(e, h, in)), f.Arg(T(e, in))
		l.w2, l.bi2 = f.Arg(T(e, in, h)), f.Arg(T(e, h))
		l.g2, l.b2 = f.Arg(T(e, h)), f.Arg(T(e, h))
	}
	b := f.Body()
	x := b.Embed(word, b.Wrap(ids, c.Vocab))          // [B, S, H]
	x = b.Add(x, b.Broadcast(pos, x.T.Shape, 1, 2))   // positions 0..S-1
	t0 := b.Slice(typ, []int{0, 0}, []int{1, h}, nil) // token type 0
	x = b.Add(x, b.Broadcast(b.Reshape(t0, h), x.T.Shape, 2))
	x = b.LayerNorm(x, lng, lnb, 1e-12)
	keep := b.Compare("NE", mask, b.Const(mask.T, 0))
	bias := b.Select(keep, b.Const(T(e, bs, s), 0), b.Const(T(e, bs, s), -10000))
	for _, l := range layers {
		a := b.mha(x, l.wq, l.wk, l.wv, l.wo, l.bq, l.bk, l.bv, l.bo, c.Heads, false, bias)
		x = b.LayerNorm(b.Add(x, a), l.g1, l.b1, 1e-12)
		m := b.Linear(b.GeluErf(b.Linear(x, l.w1, l.bi1)), l.w2, l.bi2)
		x = b.LayerNorm(b.Add(x, m), l.g2, l.b2, 1e-12)
	}
	f.Return(x)
	return f
}

// Decoder returns a decoder-only transformer block stack (pre-norm, RMSNorm,
// causal multi-head attention, tanh-GELU MLP) on embeddings x[B, S, D]: a
// GPT-style model without the vocabulary projection, weights as arguments.
func Decoder(elem string, layers, bs, s, heads, dh int) *Func {
	dm := heads * dh
	f := NewFunc("main")
	x := f.Arg(T(elem, bs, s, dm))
	type layer struct{ g1, wq, wk, wv, wo, g2, w1, w2 *Value }
	ls := make([]layer, layers)
	for i := range ls {
		l := &ls[i]
		l.g1 = f.Arg(T(elem, dm))
		l.wq, l.wk, l.wv, l.wo = f.Arg(T(elem, dm, dm)), f.Arg(T(elem, dm, dm)), f.Arg(T(elem, dm, dm)), f.Arg(T(elem, dm, dm))
		l.g2 = f.Arg(T(elem, dm))
		l.w1, l.w2 = f.Arg(T(elem, dm, 4*dm)), f.Arg(T(elem, 4*dm, dm))
	}
	gf := f.Arg(T(elem, dm))
	b := f.Body()
	for _, l := range ls {
		a := b.mha(b.RMSNorm(x, l.g1, 1e-6), l.wq, l.wk, l.wv, l.wo, nil, nil, nil, nil, heads, true, nil)
		x = b.Add(x, a)
		m := b.MatMul(b.GeluTanh(b.MatMul(b.RMSNorm(x, l.g2, 1e-6), l.w1)), l.w2)
		x = b.Add(x, m)
	}
	f.Return(b.RMSNorm(x, gf, 1e-6))
	return f
}
