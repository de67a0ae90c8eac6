package modelgen

import (
	"fmt"
	"slices"
)

// Program is one program of the corpus.
type Program struct {
	Name   string   // family/elem/shape, unique: "reduce-add/f32/200x300"
	Family string   // "reduce-add"
	Elem   string   // the element type the program is generated for
	Shape  string   // the size it is generated at, as in Name
	Tags   []string // "large" (skip under go test -short), "xl" (run only on request), "model"
	Text   string   // the module, as stablehlo-opt prints it
}

// Has reports whether p carries tag.
func (p Program) Has(tag string) bool { return slices.Contains(p.Tags, tag) }

// Floats are the float element types every float program is made in.
var Floats = []string{"f32", "bf16"}

type sized struct {
	shape []int
	large bool
}

func small(shape ...int) sized { return sized{shape: shape} }
func large(shape ...int) sized { return sized{shape: shape, large: true} }

var (
	rank2 = []sized{small(200, 300), small(257, 129), large(1024, 4096)}
	rank3 = []sized{small(5, 67, 300), small(3, 257, 129), large(16, 256, 1024)}
)

// family is a generator over (elem, shape).
type family struct {
	name   string
	elems  []string
	sizes  []sized
	gen    func(elem string, shape []int) *Func
	tags   []string
	nameOf func(shape []int) string // nil: shapeName
}

func families() []family {
	var fs []family
	add := func(f family) { fs = append(fs, f) }
	both := append(append([]sized(nil), rank2...), rank3...)
	add(family{name: "unary", elems: Floats, sizes: rank2, gen: Unary})
	add(family{name: "binary-broadcast", elems: Floats, sizes: rank2, gen: Binary})
	for _, op := range []string{"add", "maximum", "minimum", "multiply"} {
		add(family{name: "reduce-" + op, elems: Floats, sizes: both, gen: func(e string, s []int) *Func { return ReduceProgram(op, e, s) }})
	}
	add(family{name: "reduce-and-or", elems: Floats, sizes: both, gen: ReduceBool})
	add(family{name: "shape-ops", elems: Floats, sizes: both, gen: ShapeOps})
	add(family{name: "convert", elems: Floats, sizes: rank2, gen: ConvertProgram})
	add(family{name: "masks", elems: Floats, sizes: rank2, gen: Masks})
	add(family{name: "int-arith", elems: []string{"i32"}, sizes: both, gen: func(_ string, s []int) *Func { return IntArith(s) }})
	add(family{name: "matmul", elems: Floats,
		sizes: []sized{small(200, 300, 129), small(257, 129, 200), large(1024, 4096, 256)},
		gen:   func(e string, s []int) *Func { return MatMulProgram(e, s[0], s[1], s[2]) }})
	add(family{name: "batch-matmul", elems: Floats,
		sizes: []sized{small(3, 200, 300, 129), small(5, 129, 257, 67), large(8, 256, 1024, 256)},
		gen:   func(e string, s []int) *Func { return BatchMatMul(e, s[0], s[1], s[2], s[3]) }})
	add(family{name: "gather", elems: Floats,
		sizes: []sized{small(1000, 300, 200), small(257, 129, 67), large(8192, 1024, 1024)},
		gen:   func(e string, s []int) *Func { return GatherProgram(e, s[0], s[1], s[2]) }})
	add(family{name: "dynamic-slice", elems: Floats, sizes: rank2, gen: DynamicSlices})
	convs := []struct {
		name string
		c    Conv
		dw   bool // depthwise: out = channels
	}{
		{"conv-nchw", Conv{Layout: "NCHW", Stride: [2]int{1, 1}, Pad: [2][2]int{{1, 1}, {1, 1}}, Dilation: [2]int{1, 1}, Groups: 1}, false},
		{"conv-nchw-stride2-dilate2", Conv{Layout: "NCHW", Stride: [2]int{2, 2}, Pad: [2][2]int{{0, 1}, {2, 0}}, Dilation: [2]int{2, 2}, Groups: 1}, false},
		{"conv-nchw-groups2", Conv{Layout: "NCHW", Stride: [2]int{1, 2}, Pad: [2][2]int{{1, 1}, {1, 1}}, Dilation: [2]int{1, 1}, Groups: 2}, false},
		{"conv-nhwc", Conv{Layout: "NHWC", Stride: [2]int{1, 1}, Pad: [2][2]int{{1, 1}, {1, 1}}, Dilation: [2]int{1, 1}, Groups: 1}, false},
		{"conv-nhwc-depthwise", Conv{Layout: "NHWC", Stride: [2]int{2, 2}, Pad: [2][2]int{{1, 1}, {1, 1}}, Dilation: [2]int{1, 1}, Groups: 0}, true},
	}
	for _, cv := range convs {
		// n, c, h, w, out
		add(family{name: cv.name, elems: Floats,
			sizes: []sized{small(2, 6, 17, 17, 10), small(1, 4, 33, 29, 8), large(1, 32, 64, 64, 32)},
			gen: func(e string, s []int) *Func {
				c := cv.c
				out := s[4]
				if cv.dw {
					c.Groups, out = s[1], s[1]
				}
				return ConvNet(e, c, s[0], s[1], s[2], s[3], out, 3)
			}})
	}
	add(family{name: "softmax", elems: Floats, sizes: append(append([]sized(nil), rank2...), small(4, 67, 129)), gen: SoftmaxProgram})
	add(family{name: "norms", elems: Floats, sizes: append(append([]sized(nil), rank2...), small(4, 67, 129)), gen: NormProgram})
	for _, g := range []string{"erf", "tanh"} {
		add(family{name: "mlp-gelu-" + g, elems: Floats,
			sizes: []sized{small(200, 300, 257), small(67, 129, 513), large(512, 512, 2048)},
			gen:   func(e string, s []int) *Func { return MLP(e, g, s[0], s[1], s[2]) }})
	}
	add(family{name: "attention", elems: Floats,
		sizes: []sized{small(200, 64), small(257, 129), large(1024, 128)},
		gen:   func(e string, s []int) *Func { return Attention(e, s[0], s[1]) }})
	add(family{name: "mha-causal", elems: Floats,
		sizes: []sized{small(2, 67, 3, 40), small(1, 200, 4, 33), large(2, 512, 8, 64)},
		gen:   func(e string, s []int) *Func { return MultiHeadAttention(e, s[0], s[1], s[2], s[3]) }})
	add(family{name: "while-case", elems: Floats, sizes: rank2, gen: WhileCase})
	add(family{name: "decoder", elems: Floats, tags: []string{"model"},
		sizes: []sized{small(2, 1, 67, 4, 16), large(2, 1, 256, 8, 64)},
		gen:   func(e string, s []int) *Func { return Decoder(e, s[0], s[1], s[2], s[3], s[4]) }})
	// kan's large size is efficient-KAN's MNIST example, 784 → 64 → 10.
	add(family{name: "kan", elems: Floats, tags: []string{"model"},
		sizes: []sized{small(200, 17, 33, 5), small(67, 64, 129, 10), large(256, 784, 64, 10)},
		gen:   func(e string, s []int) *Func { return KAN(e, s[0], s[1], s[2], s[3]) }})
	add(family{name: "bert", elems: Floats, tags: []string{"model"},
		sizes: []sized{small(2, 67, 96, 4, 1000), large(2, 128, 768, 12, 30522)},
		gen: func(e string, s []int) *Func {
			return bertFunc(BERTConfig{Layers: s[0], Seq: s[1], Hidden: s[2], Heads: s[3], Vocab: s[4], Elem: e})
		},
		nameOf: func(s []int) string { return fmt.Sprintf("L%d-S%d-H%d-A%d-V%d", s[0], s[1], s[2], s[3], s[4]) }})
	return fs
}

// Corpus returns every program: each family at each of its sizes (two
// or more that are not multiples of 128, and a large one tagged "large")
// in each of its element types, plus BERT-base (12 layers, tagged "xl").
func Corpus() []Program {
	var out []Program
	for _, f := range families() {
		for _, s := range f.sizes {
			for _, e := range f.elems {
				name := shapeName(s.shape)
				if f.nameOf != nil {
					name = f.nameOf(s.shape)
				}
				tags := append([]string(nil), f.tags...)
				if s.large {
					tags = append(tags, "large")
				}
				out = append(out, Program{
					Name: f.name + "/" + e + "/" + name, Family: f.name, Elem: e, Shape: name, Tags: tags,
					Text: f.gen(e, s.shape).Text(),
				})
			}
		}
	}
	out = append(out, Program{Name: "bert/f32/base-L12-S128-H768-A12", Family: "bert", Elem: "f32",
		Shape: "base-L12-S128-H768-A12", Tags: []string{"model", "large", "xl"}, Text: BERT(12, 128, 768, 12)})
	return out
}
