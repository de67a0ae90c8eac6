package irgen

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Config tunes a random program.
type Config struct {
	Funcs        int  // functions per module
	OpsPerBlock  int  // straight-line ops per block
	Unregistered bool // add unregistered ops with attributes and regions
	Locations    bool // attach random loc(...) to some ops
	MaxDepth     int  // nesting depth of regions in unregistered ops
}

// DefaultConfig is a small program that still touches every feature.
var DefaultConfig = Config{Funcs: 3, OpsPerBlock: 8, Unregistered: true, Locations: true, MaxDepth: 2}

type value struct {
	name string
	typ  string
}

type gen struct {
	r     *rand.Rand
	cfg   Config
	b     strings.Builder
	n     int // fresh value counter
	ind   string
	alias bool // #alias_attr and !alias_type are defined
}

// Program returns a random module for seed.
func Program(seed uint64, cfg Config) string {
	g := &gen{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), cfg: cfg}
	if cfg.Unregistered && g.r.IntN(2) == 0 {
		g.alias = true
		g.b.WriteString("#alias_attr = {a = 1 : i32, b = \"x\"}\n!alias_type = tensor<4x?xf32>\n")
	}
	for i := 0; i < cfg.Funcs; i++ {
		g.function(i)
	}
	return g.b.String()
}

func (g *gen) pick(xs ...string) string { return xs[g.r.IntN(len(xs))] }

func (g *gen) fresh() string {
	g.n++
	return fmt.Sprintf("%%v%d", g.n)
}

func (g *gen) line(format string, args ...any) {
	g.b.WriteString(g.ind)
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

var intTypes = []string{"i1", "i8", "i16", "i32", "i64", "index"}
var floatTypes = []string{"f16", "bf16", "f32", "f64"}

func (g *gen) scalarType() string {
	if g.r.IntN(3) == 0 {
		return g.pick(floatTypes...)
	}
	return g.pick(intTypes...)
}

func isFloat(t string) bool { return t[0] == 'f' || t[0] == 'b' }

func (g *gen) function(idx int) {
	name := fmt.Sprintf("fn%d", idx)
	nargs := g.r.IntN(4)
	var args []value
	var sig []string
	for i := 0; i < nargs; i++ {
		t := g.scalarType()
		v := value{fmt.Sprintf("%%a%d_%d", idx, i), t}
		args = append(args, v)
		sig = append(sig, v.name+": "+t)
	}
	resT := g.scalarType()
	vis := ""
	if g.r.IntN(4) == 0 {
		vis = "private "
	}
	g.line("func.func %s@%s(%s) -> %s {", vis, name, strings.Join(sig, ", "), resT)
	g.ind = "  "
	scope := append([]value(nil), args...)
	if g.r.IntN(2) == 0 {
		g.body(scope, resT)
	} else {
		g.diamond(scope, resT)
	}
	g.ind = ""
	g.line("}")
}

// body emits straight-line ops and a return of type resT.
func (g *gen) body(scope []value, resT string) {
	scope = g.ops(scope, g.cfg.OpsPerBlock)
	g.line("return %s : %s", g.valueOf(&scope, resT).name, resT)
}

// diamond emits entry -> cond_br -> two blocks -> join block with an argument.
func (g *gen) diamond(scope []value, resT string) {
	scope = g.ops(scope, g.cfg.OpsPerBlock/2)
	cond := g.valueOf(&scope, "i1")
	a := g.valueOf(&scope, resT)
	g.line("cf.cond_br %s, ^bb1, ^bb2(%s : %s)", cond.name, a.name, resT)
	g.ind = ""
	g.line("^bb1:")
	g.ind = "  "
	s1 := g.ops(append([]value(nil), scope...), g.cfg.OpsPerBlock/2)
	x := g.valueOf(&s1, resT)
	g.line("cf.br ^bb3(%s : %s)", x.name, resT)
	g.ind = ""
	arg := g.fresh()
	g.line("^bb2(%s: %s):", arg, resT)
	g.ind = "  "
	s2 := g.ops(append(append([]value(nil), scope...), value{arg, resT}), g.cfg.OpsPerBlock/2)
	y := g.valueOf(&s2, resT)
	g.line("cf.br ^bb3(%s : %s)", y.name, resT)
	g.ind = ""
	j := g.fresh()
	g.line("^bb3(%s: %s):", j, resT)
	g.ind = "  "
	g.line("return %s : %s", j, resT)
}

// valueOf returns a value of type t from scope, creating a constant if none.
func (g *gen) valueOf(scope *[]value, t string) value {
	var cands []value
	for _, v := range *scope {
		if v.typ == t {
			cands = append(cands, v)
		}
	}
	if len(cands) > 0 && g.r.IntN(5) != 0 {
		return cands[g.r.IntN(len(cands))]
	}
	v := value{g.fresh(), t}
	if t == "i1" {
		g.line("%s = arith.constant %s%s", v.name, g.literal(t), g.loc())
	} else {
		g.line("%s = arith.constant %s : %s%s", v.name, g.literal(t), t, g.loc())
	}
	*scope = append(*scope, v)
	return v
}

func (g *gen) literal(t string) string {
	switch {
	case t == "i1":
		return g.pick("true", "false")
	case isFloat(t):
		return g.pick("0.0", "1.0", "-2.5", "3.14159", "1.0e+10", "0.1", "-0.0", "6.5e-3", "255.0")
	case t == "i8":
		return g.pick("0", "1", "-1", "127", "-128", "42")
	case t == "i16":
		return g.pick("0", "1", "-1", "32767", "-32768", "300")
	default:
		return g.pick("0", "1", "-1", "7", "1024", "-65536", "2147483647")
	}
}

func (g *gen) loc() string {
	if !g.cfg.Locations || g.r.IntN(4) != 0 {
		return ""
	}
	switch g.r.IntN(5) {
	case 0:
		return fmt.Sprintf(" loc(\"gen.mlir\":%d:%d)", g.r.IntN(100)+1, g.r.IntN(80)+1)
	case 1:
		return fmt.Sprintf(" loc(\"name%d\")", g.r.IntN(10))
	case 2:
		return " loc(unknown)"
	case 3:
		return fmt.Sprintf(" loc(fused[\"a.mlir\":1:%d, \"n\"])", g.r.IntN(9)+1)
	}
	return " loc(callsite(\"callee\" at \"caller.mlir\":3:4))"
}

var intBin = []string{"addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "shli", "divui", "remsi"}
var floatBin = []string{"addf", "subf", "mulf", "divf", "maximumf", "minnumf"}
var cmpPreds = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
var fcmpPreds = []string{"oeq", "ogt", "olt", "one", "ord", "ueq", "une", "uno", "true", "false"}

// ops emits n random ops using and extending scope.
func (g *gen) ops(scope []value, n int) []value {
	for i := 0; i < n; i++ {
		t := g.scalarType()
		switch k := g.r.IntN(10); {
		case k < 4:
			a, b := g.valueOf(&scope, t), g.valueOf(&scope, t)
			v := value{g.fresh(), t}
			if isFloat(t) {
				fm := ""
				if g.r.IntN(4) == 0 {
					fm = " fastmath<" + g.pick("fast", "nnan,ninf", "contract", "reassoc") + ">"
				}
				g.line("%s = arith.%s %s, %s%s : %s%s", v.name, g.pick(floatBin...), a.name, b.name, fm, t, g.loc())
			} else {
				op := g.pick(intBin...)
				flags := ""
				if (op == "addi" || op == "subi" || op == "muli" || op == "shli") && g.r.IntN(3) == 0 {
					flags = " overflow<" + g.pick("nsw", "nuw", "nsw, nuw") + ">"
				}
				g.line("%s = arith.%s %s, %s%s : %s%s", v.name, op, a.name, b.name, flags, t, g.loc())
			}
			scope = append(scope, v)
		case k < 6:
			a, b := g.valueOf(&scope, t), g.valueOf(&scope, t)
			v := value{g.fresh(), "i1"}
			if isFloat(t) {
				g.line("%s = arith.cmpf %s, %s, %s : %s", v.name, g.pick(fcmpPreds...), a.name, b.name, t)
			} else {
				g.line("%s = arith.cmpi %s, %s, %s : %s", v.name, g.pick(cmpPreds...), a.name, b.name, t)
			}
			scope = append(scope, v)
			c := g.valueOf(&scope, "i1")
			s := value{g.fresh(), t}
			g.line("%s = arith.select %s, %s, %s : %s", s.name, c.name, a.name, b.name, t)
			scope = append(scope, s)
		case k < 7:
			scope = g.cast(scope)
		case k < 9 && g.cfg.Unregistered:
			scope = g.unregistered(scope, 0)
		default:
			g.valueOf(&scope, t)
		}
	}
	return scope
}

func (g *gen) cast(scope []value) []value {
	switch g.r.IntN(4) {
	case 0:
		a := g.valueOf(&scope, "i8")
		v := value{g.fresh(), g.pick("i16", "i32", "i64")}
		g.line("%s = arith.%s %s : i8 to %s", v.name, g.pick("extsi", "extui"), a.name, v.typ)
		return append(scope, v)
	case 1:
		a := g.valueOf(&scope, "i64")
		v := value{g.fresh(), g.pick("i1", "i8", "i32")}
		g.line("%s = arith.trunci %s : i64 to %s", v.name, a.name, v.typ)
		return append(scope, v)
	case 2:
		a := g.valueOf(&scope, "i32")
		v := value{g.fresh(), g.pick("f32", "f64", "f16")}
		g.line("%s = arith.%s %s : i32 to %s", v.name, g.pick("sitofp", "uitofp"), a.name, v.typ)
		return append(scope, v)
	}
	a := g.valueOf(&scope, "index")
	v := value{g.fresh(), g.pick("i32", "i64")}
	g.line("%s = arith.%s %s : index to %s", v.name, g.pick("index_cast", "index_castui"), a.name, v.typ)
	return append(scope, v)
}

// unregistered emits a generic-form op of a made-up dialect with random
// attributes, result types and (below MaxDepth) a region.
func (g *gen) unregistered(scope []value, depth int) []value {
	nres := g.r.IntN(3)
	var res, rtypes []string
	for i := 0; i < nres; i++ {
		res = append(res, g.fresh())
		rtypes = append(rtypes, g.anyType(0))
	}
	var ops, otypes []string
	for i := g.r.IntN(3); i > 0; i-- {
		if len(scope) == 0 {
			break
		}
		v := scope[g.r.IntN(len(scope))]
		ops = append(ops, v.name)
		otypes = append(otypes, v.typ)
	}
	lhs := ""
	if nres > 0 {
		lhs = strings.Join(res, ", ") + " = "
	}
	attrs := ""
	if g.r.IntN(4) != 0 {
		var es []string
		for i := g.r.IntN(4) + 1; i > 0; i-- {
			es = append(es, fmt.Sprintf("at%d = %s", i, g.attr(0)))
		}
		attrs = " {" + strings.Join(es, ", ") + "}"
	}
	region := ""
	if depth < g.cfg.MaxDepth && g.r.IntN(3) == 0 {
		region = "region"
	}
	opName := fmt.Sprintf("\"xd%d.op%d\"", g.r.IntN(3), g.r.IntN(5))
	if region == "" {
		g.line("%s%s(%s)%s : (%s) -> (%s)%s", lhs, opName, strings.Join(ops, ", "), attrs,
			strings.Join(otypes, ", "), strings.Join(rtypes, ", "), g.loc())
	} else {
		g.line("%s%s(%s) ({", lhs, opName, strings.Join(ops, ", "))
		old := g.ind
		g.ind += "  "
		inner := g.unregistered(append([]value(nil), scope...), depth+1)
		_ = inner
		g.line("\"xd.yield\"() : () -> ()")
		g.ind = old
		g.line("})%s : (%s) -> (%s)", attrs, strings.Join(otypes, ", "), strings.Join(rtypes, ", "))
	}
	for i := range res {
		scope = append(scope, value{res[i], rtypes[i]})
	}
	return scope
}

func (g *gen) anyType(depth int) string {
	switch k := g.r.IntN(14); {
	case k < 4 || depth > 1:
		return g.pick("i1", "i4", "si8", "ui16", "i32", "index", "f16", "bf16", "f32", "f64", "tf32",
			"f8E4M3FN", "f8E5M2", "f4E2M1FN", "f6E3M2FN", "f8E8M0FNU", "none")
	case k == 4:
		return "tensor<" + g.pick("4x", "?x3x", "", "2x2x", "*x") + g.anyType(2) + ">"
	case k == 5:
		return "vector<" + g.pick("4x", "[4]x", "2x[8]x", "1x") + g.pick("f32", "i8", "index") + ">"
	case k == 6:
		return g.pick("memref<4xf32>", "memref<?x8xi64, 1>", "memref<f32>", "memref<*xf32>", "memref<4x8xf32, strided<[8, 1], offset: ?>>",
			"memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>>")
	case k == 7:
		return "tuple<" + g.anyType(depth+1) + ", " + g.anyType(depth+1) + ">"
	case k == 8:
		return "complex<" + g.pick("f32", "f64", "i32") + ">"
	case k == 9:
		return "(" + g.anyType(depth+1) + ") -> " + g.pick("i32", "(f32)", "(i1, i2)")
	case k == 10:
		return "!xd.ty<" + g.pick("\"x\"", "1, 2", "[a]") + ">"
	case k == 11:
		return "tensor<4xf32, " + g.pick("\"enc\"", "{a}", "#xd.enc") + ">"
	}
	return g.pick("i17", "si64", "ui1", "i128")
}

func (g *gen) attr(depth int) string {
	switch k := g.r.IntN(22); {
	case k == 0:
		return g.pick("0", "1", "-1", "42 : i8", "-128 : i8", "255 : ui8", "7 : index", "0x10 : i32", "true", "false", "12345678901234567890 : i128")
	case k == 1:
		return g.pick("1.0", "0.5 : f32", "-0.0 : f64", "1.0e-10 : f64", "0x7FC00000 : f32", "0x7F800000 : f32",
			"0xFF800000 : f32", "3.4028234663852886E+38 : f32", "1.5 : bf16", "0.1 : f16", "0.333333343 : f32", "2.0 : f8E4M3FN")
	case k == 2:
		return g.pick(`"str"`, `"with \"escape\" \n\t"`, `""`, `"\00\FF"`, `"unicode é"`)
	case k == 3:
		return "unit"
	case k == 4 && depth < 2:
		return "[" + g.attr(depth+1) + ", " + g.attr(depth+1) + "]"
	case k == 5:
		return g.pick("array<i64: 1, 2, 3>", "array<i32>", "array<i1: true, false>", "array<f32: 1.0, 2.5>", "array<i8: -1>")
	case k == 6 && depth < 2:
		return "{k = " + g.attr(depth+1) + ", a}"
	case k == 7:
		return g.anyType(1)
	case k == 8:
		return g.pick("@sym", "@outer::@inner", `@"quoted sym"`)
	case k == 9:
		return g.pick("dense<1> : tensor<4xi32>", "dense<[1, 2, 3]> : tensor<3xi64>", "dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>",
			"dense<true> : tensor<2xi1>", "dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>", "dense<> : tensor<0xi32>",
			"dense<\"0x0000803F00000040\"> : tensor<2xf32>", "dense<[0x7FC00000, 1.0]> : tensor<2xf32>", "dense<-1> : vector<4xi8>",
			"dense<[\"a\", \"b\"]> : tensor<2x!xd.str>")
	case k == 10:
		return g.pick("affine_map<(d0, d1) -> (d0 + d1)>", "affine_map<(d0)[s0] -> (d0 * 2 + s0, d0 mod 4)>", "affine_map<() -> (0)>",
			"affine_set<(d0) : (d0 - 1 >= 0, d0 == 0)>")
	case k == 11:
		return g.pick("#xd.attr", "#xd<\"opaque\">", "#xd.p<1, 2>")
	case k == 12:
		return g.pick("strided<[1, 4], offset: 0>", "strided<[?, 1], offset: ?>")
	case k == 14 && g.alias:
		return g.pick("#alias_attr", "!alias_type")
	case k == 13:
		return g.pick("1 : i64", "-9223372036854775808 : i64", "18446744073709551615 : ui64")
	}
	return g.pick("10 : i32", `"s"`, "1.0 : f32", "[]", "{}")
}
