// Package hlogen writes HLO programs shaped as the frameworks emit them,
// for benchmarks and tests: BERT returns a BERT encoder as PyTorch/XLA
// traces it for torch-neuronx (HLO text; hlo.Parse and hlo.MarshalProto
// turn it into the HloModuleProto neuronx-cc is handed).
package hlogen

import (
	"fmt"
	"math"
	"strings"
)

// BERTConfig sizes the encoder.
type BERTConfig struct {
	Layers, Seq, Hidden, Heads, Intermediate, Vocab, Batch int
}

// BERTBase is bert-base-uncased at sequence length 128, batch 1.
var BERTBase = BERTConfig{Layers: 12, Seq: 128, Hidden: 768, Heads: 12, Intermediate: 3072, Vocab: 30522, Batch: 1}

type gen struct {
	b      strings.Builder
	n      int
	params []string // "name: shape" in parameter order
	src    string
}

type val struct {
	name  string
	dims  []int
	dtype string
}

func shapeOf(dt string, dims []int) string {
	var s strings.Builder
	s.WriteString(dt + "[")
	for i, d := range dims {
		if i > 0 {
			s.WriteByte(',')
		}
		fmt.Fprint(&s, d)
	}
	s.WriteString("]")
	if len(dims) > 0 {
		s.WriteByte('{')
		for i := len(dims) - 1; i >= 0; i-- {
			fmt.Fprint(&s, i)
			if i > 0 {
				s.WriteByte(',')
			}
		}
		s.WriteByte('}')
	} else {
		s.WriteString("{}")
	}
	return s.String()
}

func (v val) shape() string { return shapeOf(v.dtype, v.dims) }
func (v val) ref() string   { return v.shape() + " %" + v.name }

func ints(vs ...int) string {
	p := make([]string, len(vs))
	for i, v := range vs {
		p[i] = fmt.Sprint(v)
	}
	return strings.Join(p, ",")
}

func (g *gen) op(dt string, dims []int, opcode, args, attrs, opType string, line int) val {
	g.n++
	v := val{fmt.Sprintf("%s.%d", opcode, g.n), dims, dt}
	fmt.Fprintf(&g.b, "  %%%s = %s %s(%s)%s, metadata={op_type=%q op_name=%q source_file=%q source_line=%d}\n",
		v.name, v.shape(), opcode, args, attrs, opType, opType, g.src, line)
	return v
}

func (g *gen) param(dt string, dims ...int) val {
	i := len(g.params)
	g.n++
	v := val{fmt.Sprintf("p%d.%d", i, g.n), dims, dt}
	g.params = append(g.params, v.name+": "+shapeOf(dt, dims))
	fmt.Fprintf(&g.b, "  %%%s = %s parameter(%d), frontend_attributes={neff_input_names=\"input%d\"}\n", v.name, v.shape(), i, i)
	return v
}

func (g *gen) constant(x float64) val {
	g.n++
	v := val{fmt.Sprintf("constant.%d", g.n), nil, "f32"}
	txt := "-inf"
	if !math.IsInf(x, -1) {
		txt = fmt.Sprint(x)
	}
	fmt.Fprintf(&g.b, "  %%%s = f32[] constant(%s)\n", v.name, txt)
	return v
}

func (g *gen) bin(opcode string, a, b val, line int) val {
	return g.op(a.dtype, a.dims, opcode, a.ref()+", "+b.ref(), "", "aten__"+opcode, line)
}

func (g *gen) bcast(x val, dims []int, bd []int, line int) val {
	return g.op(x.dtype, dims, "broadcast", x.ref(), ", dimensions={"+ints(bd...)+"}", "aten__expand", line)
}

func (g *gen) reshape(x val, dims []int, line int) val {
	return g.op(x.dtype, dims, "reshape", x.ref(), "", "aten__view", line)
}

func (g *gen) transpose(x val, perm []int, line int) val {
	dims := make([]int, len(perm))
	for i, p := range perm {
		dims[i] = x.dims[p]
	}
	return g.op(x.dtype, dims, "transpose", x.ref(), ", dimensions={"+ints(perm...)+"}", "aten__permute", line)
}

func (g *gen) reduce(x val, dim int, comp string, init val, line int) val {
	var dims []int
	for i, d := range x.dims {
		if i != dim {
			dims = append(dims, d)
		}
	}
	return g.op(x.dtype, dims, "reduce", x.ref()+", "+init.ref(), fmt.Sprintf(", dimensions={%d}, to_apply=%%%s", dim, comp), "aten__sum", line)
}

func (g *gen) dot(a, b val, lb, rb, lc, rc []int, dims []int, line int) val {
	attrs := ""
	if len(lb) > 0 {
		attrs += ", lhs_batch_dims={" + ints(lb...) + "}"
	}
	attrs += ", lhs_contracting_dims={" + ints(lc...) + "}"
	if len(rb) > 0 {
		attrs += ", rhs_batch_dims={" + ints(rb...) + "}"
	}
	attrs += ", rhs_contracting_dims={" + ints(rc...) + "}"
	return g.op(a.dtype, dims, "dot", a.ref()+", "+b.ref(), attrs, "aten__matmul", line)
}

func upTo(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// linear is nn.Linear as PyTorch/XLA lowers it: view, permute the
// [out, in] weight, dot, view back, add the broadcast bias.
func (g *gen) linear(x, w, b val, line int) val {
	B, S, K, O := x.dims[0], x.dims[1], x.dims[2], w.dims[0]
	x2 := g.reshape(x, []int{B * S, K}, line)
	wt := g.transpose(w, []int{1, 0}, line)
	d := g.reshape(g.dot(x2, wt, nil, nil, []int{1}, []int{0}, []int{B * S, O}, line), []int{B, S, O}, line)
	return g.bin("add", d, g.bcast(b, d.dims, []int{2}, line), line)
}

func (g *gen) layerNorm(x, w, b val, line int) val {
	last := len(x.dims) - 1
	keep := upTo(last)
	zero := g.constant(0)
	s := g.reduce(x, last, "AddComputation", zero, line)
	n := g.bcast(g.constant(float64(x.dims[last])), s.dims, nil, line)
	mean := g.bin("divide", s, n, line)
	c := g.bin("subtract", x, g.bcast(mean, x.dims, keep, line), line)
	v := g.bin("divide", g.reduce(g.bin("multiply", c, c, line), last, "AddComputation", zero, line), n, line)
	r := g.op("f32", v.dims, "rsqrt", g.bin("add", v, g.bcast(g.constant(1e-12), v.dims, nil, line), line).ref(), "", "aten__native_layer_norm", line)
	y := g.bin("multiply", g.bin("multiply", c, g.bcast(r, x.dims, keep, line), line), g.bcast(w, x.dims, []int{last}, line), line)
	return g.bin("add", y, g.bcast(b, x.dims, []int{last}, line), line)
}

// BERT writes the encoder (embeddings, Layers BertLayers, pooler) as
// HLO text in PyTorch/XLA's form: parameters for the inputs and every
// weight, operands with their shapes, metadata on every instruction,
// GELU as torch-neuronx's AwsNeuronGelu custom call, softmax decomposed.
func BERT(c BERTConfig) string {
	g := &gen{src: "/usr/lib/python3.10/site-packages/transformers/models/bert/modeling_bert.py"}
	B, S, H, NH, F := c.Batch, c.Seq, c.Hidden, c.Heads, c.Intermediate
	D := H / NH
	ids := g.param("s32", B, S)
	mask := g.param("f32", B, S)
	wordEmb := g.param("f32", c.Vocab, H)
	posEmb := g.param("f32", 512, H)
	typeEmb := g.param("f32", 2, H)
	embLnW, embLnB := g.param("f32", H), g.param("f32", H)
	// Embeddings: a gather of word rows, position rows sliced, token type 0.
	flat := g.reshape(ids, []int{B * S}, 210)
	words := g.op("f32", []int{B * S, H}, "gather", wordEmb.ref()+", "+flat.ref(),
		fmt.Sprintf(", offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,%d}", H), "aten__index_select", 210)
	words = g.reshape(words, []int{B, S, H}, 210)
	pos := g.op("f32", []int{S, H}, "slice", posEmb.ref(), fmt.Sprintf(", slice={[0:%d], [0:%d]}", S, H), "aten__slice", 214)
	typ := g.op("f32", []int{1, H}, "slice", typeEmb.ref(), fmt.Sprintf(", slice={[0:1], [0:%d]}", H), "aten__slice", 215)
	e := g.bin("add", words, g.bcast(typ, []int{B, S, H}, []int{1, 2}, 216), 216)
	e = g.bin("add", e, g.bcast(pos, []int{B, S, H}, []int{1, 2}, 218), 218)
	x := g.layerNorm(e, embLnW, embLnB, 220)
	// The extended attention mask: (1 - mask) * -10000.
	one := g.bcast(g.constant(1), mask.dims, nil, 990)
	addMask := g.bin("multiply", g.bin("subtract", one, mask, 990), g.bcast(g.constant(-10000), mask.dims, nil, 990), 990)
	maskB := g.bcast(addMask, []int{B, NH, S, S}, []int{0, 3}, 353)
	scale := g.bcast(g.constant(math.Sqrt(float64(D))), []int{B, NH, S, S}, nil, 350)
	heads := func(t val, line int) val {
		return g.transpose(g.reshape(t, []int{B, S, NH, D}, line), []int{0, 2, 1, 3}, line)
	}
	for range c.Layers {
		w := make([]val, 16)
		for i, dims := range [][]int{{H, H}, {H}, {H, H}, {H}, {H, H}, {H}, {H, H}, {H}, {H}, {H}, {F, H}, {F}, {H, F}, {H}, {H}, {H}} {
			w[i] = g.param("f32", dims...)
		}
		q := heads(g.linear(x, w[0], w[1], 250), 275)
		k := heads(g.linear(x, w[2], w[3], 251), 275)
		v := heads(g.linear(x, w[4], w[5], 252), 275)
		sc := g.dot(q, g.transpose(k, []int{0, 1, 3, 2}, 326), []int{0, 1}, []int{0, 1}, []int{3}, []int{2}, []int{B, NH, S, S}, 326)
		sc = g.bin("add", g.bin("divide", sc, scale, 350), maskB, 353)
		m := g.reduce(sc, 3, "MaxComputation", g.constant(math.Inf(-1)), 356)
		ex := g.op("f32", sc.dims, "exponential", g.bin("subtract", sc, g.bcast(m, sc.dims, []int{0, 1, 2}, 356), 356).ref(), "", "aten__softmax", 356)
		sum := g.reduce(ex, 3, "AddComputation", g.constant(0), 356)
		p := g.bin("divide", ex, g.bcast(sum, sc.dims, []int{0, 1, 2}, 356), 356)
		ctx := g.dot(p, v, []int{0, 1}, []int{0, 1}, []int{3}, []int{2}, []int{B, NH, S, D}, 366)
		ctx = g.reshape(g.transpose(ctx, []int{0, 2, 1, 3}, 368), []int{B, S, H}, 370)
		h1 := g.layerNorm(g.bin("add", g.linear(ctx, w[6], w[7], 393), x, 395), w[8], w[9], 395)
		f := g.linear(h1, w[10], w[11], 467)
		g.n++
		gelu := val{fmt.Sprintf("custom-call.%d", g.n), f.dims, "f32"}
		fmt.Fprintf(&g.b, "  %%%s = %s custom-call(%s), custom_call_target=\"AwsNeuronGelu\", api_version=API_VERSION_UNSPECIFIED, metadata={op_type=\"xla___op_GeluForwardImpl\" op_name=\"xla___op_GeluForwardImpl\" source_file=\"/usr/lib/python3.10/site-packages/torch_xla/core/xla_op_registry.py\" source_line=44}\n",
			gelu.name, gelu.shape(), f.ref())
		x = g.layerNorm(g.bin("add", g.linear(gelu, w[12], w[13], 480), h1, 482), w[14], w[15], 482)
	}
	// Pooler: tanh(dense(x[:, 0])).
	pw, pb := g.param("f32", H, H), g.param("f32", H)
	first := g.reshape(g.op("f32", []int{B, 1, H}, "slice", x.ref(), fmt.Sprintf(", slice={[0:%d], [0:1], [0:%d]}", B, H), "aten__select", 660), []int{B, H}, 660)
	pd := g.dot(first, g.transpose(pw, []int{1, 0}, 661), nil, nil, []int{1}, []int{0}, []int{B, H}, 661)
	pooled := g.op("f32", []int{B, H}, "tanh", g.bin("add", pd, g.bcast(pb, []int{B, H}, []int{1}, 661), 661).ref(), "", "aten__tanh", 662)
	g.n++
	body := g.b.String()
	var out strings.Builder
	fmt.Fprintf(&out, "HloModule SyncTensorsGraph.%d\n\n", g.n)
	out.WriteString("%AddComputation (x: f32[], y: f32[]) -> f32[] {\n  %x = f32[] parameter(0)\n  %y = f32[] parameter(1)\n  ROOT %add = f32[] add(f32[] %x, f32[] %y)\n}\n\n")
	out.WriteString("%MaxComputation (x: f32[], y: f32[]) -> f32[] {\n  %x = f32[] parameter(0)\n  %y = f32[] parameter(1)\n  ROOT %maximum = f32[] maximum(f32[] %x, f32[] %y)\n}\n\n")
	fmt.Fprintf(&out, "ENTRY %%SyncTensorsGraph.%d (%s) -> (%s, %s) {\n", g.n, strings.Join(g.params, ", "), x.shape(), pooled.shape())
	out.WriteString(body)
	fmt.Fprintf(&out, "  ROOT %%tuple.%d = (%s, %s) tuple(%s, %s)\n}\n", g.n, x.shape(), pooled.shape(), x.ref(), pooled.ref())
	return out.String()
}
