package hlo

import (
	"strconv"
	"strings"

	"ncc/core"
	"ncc/dialects/stablehlo"
)

// Channel types of #stablehlo.channel_handle, as XLA's ChannelHandle.
const (
	channelDeviceToDevice = 1
	channelDeviceToHost   = 2
	channelHostToDevice   = 3
)

// io imports infeed, outfeed, send, recv and their -done halves. An HLO
// send or recv is (data, context, token): the context has no StableHLO
// value; the -done halves pick the data and the token out.
func (im *importer) io(in *Instruction, ops []*val) (*val, error) {
	tok := stablehlo.Token(im.ctx)
	switch in.Opcode {
	case "infeed":
		if err := im.want(in, ops, 1); err != nil {
			return nil, err
		}
		if !in.Shape.IsTuple() || len(in.Shape.Tuple) != 2 {
			return nil, im.errf(in, "infeed '%s' must have shape (data, token[])", in.Name)
		}
		data := in.Shape.Tuple[0]
		ts, err := leafTypes(im.ctx, data)
		if err != nil {
			return nil, im.errf(in, "%v", err)
		}
		var layouts []core.Attribute
		for _, l := range data.Leaves() {
			var mtm []core.Attribute
			for _, d := range majorToMinor(l) {
				mtm = append([]core.Attribute{im.i64(d)}, mtm...)
			}
			layouts = append(layouts, core.Array(im.ctx, mtm))
		}
		cfg, _ := in.Attr("infeed_config").valString()
		op := im.create(in, "stablehlo.infeed", []core.Value{ops[0].v}, append(ts, tok), 0,
			named("infeed_config", core.String(im.ctx, cfg)), named("layout", core.Array(im.ctx, layouts)))
		d, _ := treeOf(data, op.Results())
		return tupleOf([]*val{d, leaf(op.Result(op.NumResults() - 1))}), nil
	case "outfeed":
		if err := im.want(in, ops, 2); err != nil {
			return nil, err
		}
		xs, err := im.leaves(in, ops[0])
		if err != nil {
			return nil, err
		}
		t, err := im.arr(in, ops, 1)
		if err != nil {
			return nil, err
		}
		cfg, _ := in.Attr("outfeed_config").valString()
		return leaf(im.create(in, "stablehlo.outfeed", append(xs, t), []core.Type{tok}, 0,
			named("outfeed_config", core.String(im.ctx, cfg))).Result(0)), nil
	case "send", "recv":
		id, err := im.intAttr(in, "channel_id", 0, true)
		if err != nil {
			return nil, err
		}
		host, err := im.boolAttr(in, "is_host_transfer")
		if err != nil {
			return nil, err
		}
		kind := int64(channelDeviceToDevice)
		if host && in.Opcode == "send" {
			kind = channelDeviceToHost
		} else if host {
			kind = channelHostToDevice
		}
		attrs := []core.NamedAttr{named("channel_handle", stablehlo.NewChannelHandle(im.ctx, id, kind)),
			named("is_host_transfer", core.Bool(im.ctx, host))}
		if !in.Shape.IsTuple() || len(in.Shape.Tuple) != 3 {
			return nil, im.errf(in, "'%s' (%s) must have shape (data, u32[], token[])", in.Name, in.Opcode)
		}
		if in.Opcode == "send" {
			if err := im.want(in, ops, 2); err != nil {
				return nil, err
			}
			xs, err := im.leaves(in, ops[0])
			if err != nil {
				return nil, err
			}
			t, err := im.arr(in, ops, 1)
			if err != nil {
				return nil, err
			}
			done := im.create(in, "stablehlo.send", append(xs, t), []core.Type{tok}, 0, attrs...).Result(0)
			return tupleOf([]*val{ops[0], leaf(nil), leaf(done)}), nil
		}
		if err := im.want(in, ops, 1); err != nil {
			return nil, err
		}
		data := in.Shape.Tuple[0]
		ts, err := leafTypes(im.ctx, data)
		if err != nil {
			return nil, im.errf(in, "%v", err)
		}
		op := im.create(in, "stablehlo.recv", []core.Value{ops[0].v}, append(ts, tok), 0, attrs...)
		d, _ := treeOf(data, op.Results())
		return tupleOf([]*val{d, leaf(nil), leaf(op.Result(op.NumResults() - 1))}), nil
	}
	// send-done, recv-done
	if err := im.want(in, ops, 1); err != nil {
		return nil, err
	}
	if !ops[0].isTuple() || len(ops[0].elems) != 3 {
		return nil, im.errf(in, "operand of '%s' must be the %s it completes", in.Name, strings.TrimSuffix(in.Opcode, "-done"))
	}
	if in.Opcode == "send-done" {
		return ops[0].elems[2], nil
	}
	v := tupleOf([]*val{ops[0].elems[0], ops[0].elems[2]})
	return v, im.checkShape(in, v)
}

// valString is a string attribute's value ("" when a is nil).
func (a *Attr) valString() (string, bool) {
	if a == nil {
		return "", false
	}
	s, ok := a.Val.(string)
	return s, ok
}

// composite imports a call marked is_composite=true as stablehlo.composite,
// its frontend attributes composite.name, composite.attributes and
// composite.version becoming the op's name, attributes and version.
func (im *importer) composite(in *Instruction, f *core.Operation, xs []core.Value, results []core.Type) (*val, error) {
	var name, attrs, version string
	var rest []KV
	for _, kv := range in.Frontend {
		switch kv.Key {
		case "composite.name":
			name = kv.Value
		case "composite.attributes":
			attrs = kv.Value
		case "composite.version":
			version = kv.Value
		default:
			rest = append(rest, kv)
		}
	}
	if name == "" {
		return nil, im.errf(in, "composite call '%s' needs frontend attributes composite.name, composite.attributes and composite.version", in.Name)
	}
	v, err := strconv.ParseInt(strings.TrimSpace(version), 10, 32)
	if version == "" {
		v, err = 0, nil
	}
	if err != nil {
		return nil, im.errf(in, "composite.version of '%s' is not a number: '%s'", in.Name, version)
	}
	dict, err := im.parseAttr(in, attrs, "composite.attributes")
	if err != nil {
		return nil, err
	}
	saved := in.Frontend
	in.Frontend = rest
	op := im.create(in, "stablehlo.composite", xs, results, 0,
		named("name", core.String(im.ctx, name)), named("composite_attributes", dict),
		named("decomposition", core.SymbolRef(im.ctx, f.Attr("sym_name").(*core.StringAttr).Value)),
		named("version", im.i32(v)))
	in.Frontend = saved
	r := im.results(in, op)
	return r, im.checkShape(in, r)
}
