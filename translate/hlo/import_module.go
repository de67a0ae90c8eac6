package hlo

import (
	"strings"

	"ncc/core"
	"ncc/dialects/ods"
)

// moduleAttrs sets the module attributes XLA's HloModuleImporter sets:
// mhlo.cross_program_prefetches, mhlo.input_output_alias, mhlo.is_dynamic
// and mhlo.use_auto_spmd_partitioning always; mhlo.num_replicas and
// mhlo.num_partitions when not 1; mhlo.frontend_attributes; and the entry
// computation's layouts when they are not the default major-to-minor.
func (im *importer) moduleAttrs() {
	c, m := im.ctx, im.m
	set := im.module.SetAttr
	set("mhlo.cross_program_prefetches", core.Array(c, nil))
	set("mhlo.input_output_alias", im.aliasAttr())
	set("mhlo.is_dynamic", core.Bool(c, false))
	set("mhlo.use_auto_spmd_partitioning", core.Bool(c, false))
	if m.ReplicaCount > 1 {
		set("mhlo.num_replicas", im.i32(m.ReplicaCount))
	}
	if m.NumPartitions > 1 {
		set("mhlo.num_partitions", im.i32(m.NumPartitions))
	}
	if len(m.Frontend) > 0 {
		set("mhlo.frontend_attributes", im.kvDict(m.Frontend))
	}
	if l := m.EntryLayout; l != nil {
		var params []*Shape
		for _, p := range l.Params {
			params = append(params, p.Leaves()...)
		}
		if !allDefault(params) {
			set("mhlo.xla_entry_computation_parameter_layouts", im.layouts(params))
			set("mhlo.xla_entry_computation_parameter_tiles", emptyTiles(c, len(params)))
		}
		if res := l.Result.Leaves(); !allDefault(res) {
			set("mhlo.xla_entry_computation_result_layout", im.layouts(res))
			set("mhlo.xla_entry_computation_result_tiles", emptyTiles(c, len(res)))
		}
	}
}

func allDefault(ss []*Shape) bool {
	for _, s := range ss {
		if s.IsArray() && !s.HasDefaultLayout() {
			return false
		}
	}
	return true
}

func emptyTiles(c *core.Context, n int) core.Attribute {
	es := make([]core.Attribute, n)
	for i := range es {
		es[i] = core.Array(c, nil)
	}
	return core.Array(c, es)
}

// aliasAttr is XLA's ConvertInputOutputAlias.
func (im *importer) aliasAttr() core.Attribute {
	c := im.ctx
	var es []core.Attribute
	for _, a := range im.m.InputOutputAlias {
		kind := "may_alias"
		if a.Must {
			kind = "must_alias"
		}
		alias := core.Dict(c, []core.NamedAttr{
			named("parameter_index", ods.DenseI64Array(c, a.ParamIndex)),
			named("parameter_number", im.i64(a.Param)),
			named("kind", core.String(c, kind)),
		})
		es = append(es, core.Dict(c, []core.NamedAttr{
			named("output_index", ods.DenseI64Array(c, a.OutputIndex)),
			named("alias", alias),
		}))
	}
	return core.Array(c, es)
}

// leafIndex is the position, among sh's leaves, of the subshape at path.
func leafIndex(sh *Shape, path []int64) (int, bool) {
	n := 0
	for _, i := range path {
		if !sh.IsTuple() || i < 0 || i >= int64(len(sh.Tuple)) {
			return 0, false
		}
		for _, e := range sh.Tuple[:i] {
			n += len(e.Leaves())
		}
		sh = sh.Tuple[i]
	}
	if sh.IsTuple() {
		return 0, false
	}
	return n, true
}

// splitSharding splits a tuple sharding {{a}, {b}} into its elements;
// others are one sharding.
func splitSharding(s string) []string {
	t := strings.TrimSpace(s)
	if len(t) < 2 || t[0] != '{' || !strings.HasPrefix(strings.TrimSpace(t[1:]), "{") {
		return []string{t}
	}
	body := t[1 : len(t)-1]
	var out []string
	depth, start := 0, 0
	inStr := false
	for i := 0; i < len(body); i++ {
		switch c := body[i]; {
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '{' || c == '[' || c == '(':
			depth++
		case c == '}' || c == ']' || c == ')':
			depth--
		case c == ',' && depth == 0:
			out = append(out, strings.TrimSpace(body[start:i]))
			start = i + 1
		}
	}
	return append(out, strings.TrimSpace(body[start:]))
}

// leafShardings are the shardings of sh's leaves (nil when there is none
// or it does not fit).
func leafShardings(in *Instruction, sh *Shape) []string {
	if !in.HasSharding {
		return nil
	}
	n := len(sh.Leaves())
	parts := splitSharding(in.Sharding)
	if sh.IsTuple() && len(parts) == n {
		return parts
	}
	if len(parts) == 1 {
		out := make([]string, n)
		for i := range out {
			out[i] = parts[0]
		}
		return out
	}
	return nil
}

// argAttrs are the entry's (or a function's) argument attributes:
// mhlo.sharding, mhlo.frontend_attributes and, for donated entry
// parameters, tf.aliasing_output as JAX writes it.
func (im *importer) argAttrs(c *Computation, main bool, n int) core.Attribute {
	dicts := make([][]core.NamedAttr, n)
	offsets := make([]int, len(c.Params))
	i := 0
	for pi, p := range c.Params {
		offsets[pi] = i
		leaves := len(p.Shape.Leaves())
		sh := leafShardings(p, p.Shape)
		for k := 0; k < leaves && i+k < n; k++ {
			if sh != nil {
				dicts[i+k] = append(dicts[i+k], named("mhlo.sharding", core.String(im.ctx, sh[k])))
			}
			if len(p.Frontend) > 0 && leaves == 1 {
				dicts[i+k] = append(dicts[i+k], named("mhlo.frontend_attributes", im.kvDict(p.Frontend)))
			}
		}
		i += leaves
	}
	if main {
		for _, a := range im.m.InputOutputAlias {
			if a.Param < 0 || a.Param >= int64(len(c.Params)) {
				continue
			}
			pl, ok1 := leafIndex(c.Params[a.Param].Shape, a.ParamIndex)
			ol, ok2 := leafIndex(c.Root.Shape, a.OutputIndex)
			if ok1 && ok2 && offsets[a.Param]+pl < n {
				k := offsets[a.Param] + pl
				dicts[k] = append(dicts[k], named("tf.aliasing_output", im.i32(int64(ol))))
			}
		}
	}
	return im.dictArray(dicts)
}

func (im *importer) resAttrs(c *Computation, n int) core.Attribute {
	sh := leafShardings(c.Root, c.Root.Shape)
	if sh == nil || len(sh) != n {
		return nil
	}
	dicts := make([][]core.NamedAttr, n)
	for i := range dicts {
		dicts[i] = []core.NamedAttr{named("mhlo.sharding", core.String(im.ctx, sh[i]))}
	}
	return im.dictArray(dicts)
}

// dictArray is an array of dictionaries, nil when all are empty.
func (im *importer) dictArray(dicts [][]core.NamedAttr) core.Attribute {
	any := false
	es := make([]core.Attribute, len(dicts))
	for i, d := range dicts {
		any = any || len(d) > 0
		es[i] = core.Dict(im.ctx, d)
	}
	if !any {
		return nil
	}
	return core.Array(im.ctx, es)
}
