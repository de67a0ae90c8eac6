package hlo

import (
	"strconv"
)

type attrKind uint8

const (
	kRaw       attrKind = iota // kept as text, ignored by the importer
	kInt                       // 3
	kInts                      // {0,1}
	kBool                      // true
	kFloat                     // 0.001
	kStr                       // "text"
	kWord                      // GT, rng_uniform, API_VERSION_ORIGINAL
	kWords                     // {high,default}
	kComp                      // %computation
	kComps                     // {%a, %b}
	kWindow                    // {size=3x3 stride=1x1 pad=0_0x1_1}
	kPadding                   // 0_0x1_1_0
	kSlice                     // {[0:2:1], [0:4]}
	kDimLabels                 // b01f_01io->b01f
	kGroups                    // {{0,1},{2,3}} or [2,4]<=[8]
	kShape                     // f32[2]{0}
	kShapes                    // {f32[2]{0}, s32[]}
	kLiteral                   // s32[] 1
)

// compRef and compRefs are the parsed values of kComp and kComps
// attributes; Attr.Comps holds what they name once the module is read.
type (
	compRef  string
	compRefs []string
)

// attrKinds says how to read each instruction attribute XLA's printer
// writes (HloInstruction::ExtraAttributesToString and friends). Others are
// read as raw text.
var attrKinds = map[string]attrKind{
	"dimensions": kInts, "slice_sizes": kInts, "dynamic_slice_sizes": kInts, "fft_length": kInts,
	"lhs_batch_dims": kInts, "rhs_batch_dims": kInts, "lhs_contracting_dims": kInts, "rhs_contracting_dims": kInts,
	"offset_dims": kInts, "collapsed_slice_dims": kInts, "start_index_map": kInts,
	"operand_batching_dims": kInts, "start_indices_batching_dims": kInts,
	"update_window_dims": kInts, "inserted_window_dims": kInts, "scatter_dims_to_operand_dims": kInts,
	"input_batching_dims": kInts, "scatter_indices_batching_dims": kInts,

	"index": kInt, "iota_dimension": kInt, "index_vector_dim": kInt, "channel_id": kInt, "feature_index": kInt,
	"feature_group_count": kInt, "batch_group_count": kInt, "exponent_bits": kInt, "mantissa_bits": kInt,
	"k": kInt, "tuple_index": kInt,

	"indices_are_sorted": kBool, "unique_indices": kBool, "is_stable": kBool, "use_global_device_ids": kBool,
	"custom_call_has_side_effect": kBool, "is_host_transfer": kBool, "largest": kBool, "constrain_layout": kBool,
	"left_side": kBool, "lower": kBool, "unit_diagonal": kBool, "is_composite": kBool,

	"epsilon": kFloat,

	"custom_call_target": kStr, "infeed_config": kStr, "outfeed_config": kStr,

	"direction": kWord, "type": kWord, "distribution": kWord, "algorithm": kWord, "fft_type": kWord,
	"api_version": kWord, "schedule": kWord, "kind": kWord, "transpose_a": kWord, "custom_call_schedule": kWord,

	"operand_precision": kWords,

	"to_apply": kComp, "condition": kComp, "body": kComp, "calls": kComp, "select": kComp, "scatter": kComp,
	"true_computation": kComp, "false_computation": kComp,
	"branch_computations": kComps, "called_computations": kComps,

	"window": kWindow, "padding": kPadding, "slice": kSlice, "dim_labels": kDimLabels,
	"replica_groups": kGroups, "source_target_pairs": kGroups,
	"outfeed_shape": kShape, "operand_layout_constraints": kShapes, "literal": kLiteral,
}

func (p *parser) attribute(in *Instruction, seen map[string]bool) error {
	s := p.s
	name, off, err := s.needName("an attribute name")
	if err != nil {
		return err
	}
	if seen[name] {
		return s.errAt(off, "duplicate attribute '%s' on '%s'", name, in.Name)
	}
	seen[name] = true
	if err := s.expect('=', "after attribute '"+name+"'"); err != nil {
		return err
	}
	s.skip()
	valOff := s.off
	switch name {
	case "metadata":
		in.Metadata, err = p.metadata()
		return err
	case "sharding":
		if in.Sharding, _, err = s.balanced(); err != nil {
			return err
		}
		in.HasSharding = true
		return nil
	case "frontend_attributes":
		in.Frontend, err = p.kvList()
		return err
	case "backend_config":
		in.HasBackend = true
		if s.peek() == '"' {
			in.BackendCfg, _, err = s.str()
		} else {
			in.BackendCfg, _, err = s.rawValue()
		}
		return err
	}
	if name == "control-predecessors" {
		_, err := p.names()
		return err
	}
	v, err := p.attrValue(attrKinds[name], in)
	if err != nil {
		return err
	}
	in.Attrs = append(in.Attrs, &Attr{Name: name, Pos: s.pos(valOff), Val: v})
	return nil
}

func (p *parser) attrValue(k attrKind, in *Instruction) (any, error) {
	s := p.s
	switch k {
	case kInt:
		v, _, err := s.int("an integer")
		return v, err
	case kInts:
		return p.intList()
	case kBool:
		w, off := s.word()
		switch w {
		case "true":
			return true, nil
		case "false":
			return false, nil
		}
		return nil, s.errAt(off, "expected true or false, found '%s'", w)
	case kFloat:
		w, off := s.word()
		v, err := strconv.ParseFloat(w, 64)
		if err != nil {
			return nil, s.errAt(off, "expected a number, found '%s'", w)
		}
		return v, nil
	case kStr:
		v, _, err := s.str()
		return v, err
	case kWord:
		w, off := s.word()
		if w == "" {
			return nil, s.errAt(off, "expected a value, found %s", s.describe())
		}
		return w, nil
	case kWords:
		return p.wordList()
	case kComp:
		n, _, err := s.needName("a computation name")
		return compRef(n), err
	case kComps:
		ns, err := p.names()
		return compRefs(ns), err
	case kWindow:
		return p.window()
	case kPadding:
		return p.padding()
	case kSlice:
		return p.slices()
	case kDimLabels:
		w, off := s.word()
		if w == "" {
			return nil, s.errAt(off, "expected dim labels, found %s", s.describe())
		}
		return w, nil
	case kGroups:
		return p.groups()
	case kShape:
		return p.shape()
	case kShapes:
		if err := s.expect('{', "before a list of shapes"); err != nil {
			return nil, err
		}
		var out []*Shape
		for !s.eat('}') {
			if len(out) > 0 {
				if err := s.expect(',', "or '}' in list of shapes"); err != nil {
					return nil, err
				}
			}
			sh, err := p.shape()
			if err != nil {
				return nil, err
			}
			out = append(out, sh)
		}
		return out, nil
	case kLiteral:
		sh, err := p.shape()
		if err != nil {
			return nil, err
		}
		lit, err := p.literal(sh)
		if err != nil {
			return nil, err
		}
		return &shapedLiteral{sh, lit}, nil
	}
	v, _, err := s.rawValue()
	return v, err
}

// shapedLiteral is the value of custom-call's literal=.
type shapedLiteral struct {
	Shape *Shape
	Lit   *Literal
}

// intList reads {1,2,3} (or {}).
func (p *parser) intList() ([]int64, error) {
	s := p.s
	if err := s.expect('{', "before a list of integers"); err != nil {
		return nil, err
	}
	out := []int64{}
	for !s.eat('}') {
		if len(out) > 0 {
			if err := s.expect(',', "or '}' in list of integers"); err != nil {
				return nil, err
			}
		}
		if len(out) >= 1<<20 {
			return nil, s.errAt(s.off, "list too long")
		}
		v, _, err := s.int("an integer")
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// wordList reads {a,b}.
func (p *parser) wordList() ([]string, error) {
	s := p.s
	if err := s.expect('{', "before a list"); err != nil {
		return nil, err
	}
	var out []string
	for !s.eat('}') {
		if len(out) > 0 {
			if err := s.expect(',', "or '}' in list"); err != nil {
				return nil, err
			}
		}
		w, off := s.word()
		if w == "" {
			return nil, s.errAt(off, "expected a value, found %s", s.describe())
		}
		out = append(out, w)
	}
	return out, nil
}

// names reads {%a, %b} (or {}).
func (p *parser) names() ([]string, error) {
	s := p.s
	if err := s.expect('{', "before a list of names"); err != nil {
		return nil, err
	}
	out := []string{}
	for !s.eat('}') {
		if len(out) > 0 {
			if err := s.expect(',', "or '}' in list of names"); err != nil {
				return nil, err
			}
		}
		n, _, err := s.needName("a name")
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}

// kvList reads {key="value", key2=word} (frontend_attributes).
func (p *parser) kvList() ([]KV, error) {
	s := p.s
	if err := s.expect('{', "before attributes"); err != nil {
		return nil, err
	}
	var out []KV
	for !s.eat('}') {
		if len(out) > 0 {
			if err := s.expect(',', "or '}' in attributes"); err != nil {
				return nil, err
			}
		}
		var k string
		var err error
		if s.peek() == '"' {
			k, _, err = s.str()
		} else {
			k, _, err = s.needName("an attribute name")
		}
		if err != nil {
			return nil, err
		}
		if err := s.expect('=', "after attribute name"); err != nil {
			return nil, err
		}
		var v string
		if s.peek() == '"' {
			v, _, err = s.str()
		} else {
			v, _, err = s.rawValue()
		}
		if err != nil {
			return nil, err
		}
		out = append(out, KV{k, v})
	}
	return out, nil
}

// metadata reads {op_type="..." op_name="..." source_file="..." source_line=N}.
func (p *parser) metadata() (*Metadata, error) {
	s := p.s
	if err := s.expect('{', "before metadata"); err != nil {
		return nil, err
	}
	md := &Metadata{}
	for !s.eat('}') {
		s.eat(',')
		k, _, err := s.needName("a metadata field")
		if err != nil {
			return nil, err
		}
		if err := s.expect('=', "after metadata field '"+k+"'"); err != nil {
			return nil, err
		}
		var sv string
		var iv int64
		switch s.peek() {
		case '"':
			sv, _, err = s.str()
		case '{', '(', '[':
			_, _, err = s.balanced()
		default:
			var w string
			var off int
			w, off = s.word()
			if iv, err = strconv.ParseInt(w, 10, 64); err != nil {
				if k == "source_line" || k == "source_column" || k == "stack_frame_id" {
					return nil, s.errAt(off, "expected an integer for %s, found '%s'", k, w)
				}
				err = nil
			}
		}
		if err != nil {
			return nil, err
		}
		switch k {
		case "op_type":
			md.OpType = sv
		case "op_name":
			md.OpName = sv
		case "source_file":
			md.SourceFile = sv
		case "source_line":
			md.SourceLine = iv
		case "source_column":
			md.SourceColumn = iv
		case "stack_frame_id":
			md.StackFrameID = iv
		}
	}
	return md, nil
}
