package hlo

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"ncc/translate/hlo/proto/xlapb"
)

// ProtoError is a problem in an HloModuleProto: the file, and where the
// proto has it (the computation and the instruction, by name and id,
// when the problem is in one).
type ProtoError struct {
	File  string
	Comp  string // "" for a problem of the module
	Instr string // "" for a problem of the computation or module
	ID    int64  // the instruction's id
	Msg   string
}

func (e *ProtoError) Error() string {
	var b strings.Builder
	b.WriteString(e.File + ": ")
	switch {
	case e.Instr != "":
		fmt.Fprintf(&b, "instruction '%s' (id %d) of computation '%s': ", e.Instr, e.ID, e.Comp)
	case e.Comp != "":
		fmt.Fprintf(&b, "computation '%s': ", e.Comp)
	}
	b.WriteString(e.Msg)
	return b.String()
}

// IsProto reports whether src is a serialized HloModuleProto, or an
// HloProto or HloSnapshot holding one (what XLA's --xla_dump_hlo_as_proto
// writes): the bytes are well-formed protobuf wire format whose fields
// are those of the message, with at least one computation. It reads only
// the wire structure, so it is cheap; ReadProto decodes.
//
// A damaged proto (truncated, corrupted) whose start is still a module's
// is a proto too, so that tools report what is wrong with it rather than
// read it as MLIR: its first field is HloModuleProto's name or a
// computation and its first bytes are not text.
func IsProto(src []byte) bool {
	if len(src) == 0 || IsText(src) || bytes.HasPrefix(src, []byte("ML\xefR")) {
		return false
	}
	if isModuleWire(src) || isHloProtoWire(src, 0) {
		return true
	}
	num, typ, n := protowire.ConsumeTag(src)
	return n > 0 && typ == protowire.BytesType && (num == 1 || num == 3) && !looksLikeText(src)
}

// looksLikeText reports whether the first 4 KiB of src are UTF-8 text
// without control characters other than white space.
func looksLikeText(src []byte) bool {
	head := src[:min(len(src), 4096)]
	for i := 0; i < len(head); {
		r, size := utf8.DecodeRune(head[i:])
		if r == utf8.RuneError && size == 1 && i+utf8.UTFMax < len(head) {
			return false // invalid UTF-8 (not a rune cut by the 4 KiB window)
		}
		if r < 0x20 && r != '\n' && r != '\r' && r != '\t' && r != '\f' || r == 0x7f {
			return false
		}
		i += size
	}
	return true
}

// IsHLO reports whether src is HLO in any form: text (IsText), an
// HloModuleProto (IsProto) or one in protobuf text format (IsProtoText).
// Tools accept HLO wherever they accept MLIR by asking this, and read it
// with Import.
func IsHLO(src []byte) bool { return IsText(src) || IsProto(src) || IsProtoText(src) }

// moduleFields are HloModuleProto's field numbers and wire types.
var moduleFields = map[protowire.Number]protowire.Type{
	1: protowire.BytesType, 2: protowire.BytesType, 3: protowire.BytesType, 4: protowire.BytesType,
	5: protowire.VarintType, 6: protowire.VarintType, 7: protowire.BytesType, 8: protowire.BytesType,
	10: protowire.BytesType, 11: protowire.VarintType, 12: protowire.BytesType, 13: protowire.BytesType,
	14: protowire.BytesType, 15: protowire.BytesType, 16: protowire.VarintType, 17: protowire.BytesType,
	18: protowire.BytesType, 19: protowire.BytesType,
}

// walkWire calls f on each top-level field of b and reports whether b is
// well-formed wire format to its end and f accepted every field.
func walkWire(b []byte, f func(protowire.Number, protowire.Type, []byte) bool) bool {
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return false
		}
		b = b[n:]
		m := protowire.ConsumeFieldValue(num, typ, b)
		if m < 0 {
			return false
		}
		v := b[:m]
		if typ == protowire.BytesType {
			v, _ = protowire.ConsumeBytes(b)
		}
		if !f(num, typ, v) {
			return false
		}
		b = b[m:]
	}
	return true
}

func isModuleWire(b []byte) bool {
	comps := 0
	ok := walkWire(b, func(num protowire.Number, typ protowire.Type, _ []byte) bool {
		if num == 3 {
			comps++
		}
		want, known := moduleFields[num]
		return known && want == typ
	})
	return ok && comps > 0
}

// isHloProtoWire recognizes HloProto (hlo_module = 1, buffer_assignment =
// 3) and, at depth 0, HloSnapshot (hlo = 1, arguments = 2, result = 3,
// execution_platform = 4).
func isHloProtoWire(b []byte, depth int) bool {
	found := false
	ok := walkWire(b, func(num protowire.Number, typ protowire.Type, v []byte) bool {
		if typ != protowire.BytesType || num < 1 || num > 4 {
			return false
		}
		if num == 1 {
			if isModuleWire(v) || depth == 0 && isHloProtoWire(v, 1) {
				found = true
				return true
			}
			return false
		}
		return depth == 0 || num == 3
	})
	return ok && found
}

// ReadProto decodes a serialized HloModuleProto (or an HloProto or
// HloSnapshot holding one) into the Module the text parser would give
// for the same program, so that one importer serves both. Problems are
// *ProtoError, naming the computation and instruction (name and id).
func ReadProto(file string, src []byte) (*Module, error) {
	pm := &xlapb.HloModuleProto{}
	err := proto.Unmarshal(src, pm)
	if err != nil || len(pm.GetComputations()) == 0 {
		// XLA's dumps (--xla_dump_hlo_as_proto) wrap the module in an
		// HloProto, replay files in an HloSnapshot.
		hp := &xlapb.HloProto{}
		if proto.Unmarshal(src, hp) == nil && len(hp.GetHloModule().GetComputations()) > 0 {
			pm, err = hp.GetHloModule(), nil
		} else {
			hs := &xlapb.HloSnapshot{}
			if proto.Unmarshal(src, hs) == nil && len(hs.GetHlo().GetHloModule().GetComputations()) > 0 {
				pm, err = hs.GetHlo().GetHloModule(), nil
			}
		}
	}
	if err != nil {
		// protobuf-go words its errors "proto:" and a space it varies.
		msg := strings.TrimLeft(strings.TrimPrefix(err.Error(), "proto:"), " \u00a0")
		return nil, &ProtoError{File: file, Msg: "not a valid HloModuleProto (truncated or corrupted?): " + msg}
	}
	return FromProto(file, pm)
}

// FromProto converts a decoded HloModuleProto to a Module (see ReadProto).
func FromProto(file string, pm *xlapb.HloModuleProto) (*Module, error) {
	r := &protoReader{file: file, m: &Module{Name: pm.GetName(), File: file, Proto: true}}
	if err := r.module(pm); err != nil {
		return nil, err
	}
	return r.m, nil
}

type protoReader struct {
	file  string
	m     *Module
	comps map[int64]*Computation
	byPM  map[*Computation]*xlapb.HloComputationProto
}

func (r *protoReader) errf(format string, args ...any) error {
	return &ProtoError{File: r.file, Msg: fmt.Sprintf(format, args...)}
}

func (r *protoReader) compErr(c *Computation, format string, args ...any) error {
	return &ProtoError{File: r.file, Comp: c.Name, Msg: fmt.Sprintf(format, args...)}
}

func (r *protoReader) instrErr(in *Instruction, format string, args ...any) error {
	return &ProtoError{File: r.file, Comp: in.Comp.Name, Instr: in.Name, ID: in.ID, Msg: fmt.Sprintf(format, args...)}
}

func (r *protoReader) module(pm *xlapb.HloModuleProto) error {
	m := r.m
	if m.Name == "" {
		m.Name = "module"
	}
	if len(pm.GetComputations()) == 0 {
		return r.errf("HloModule '%s' has no computations", m.Name)
	}
	r.comps = map[int64]*Computation{}
	r.byPM = map[*Computation]*xlapb.HloComputationProto{}
	names := map[string]bool{}
	for i, pc := range pm.GetComputations() {
		c := &Computation{Name: pc.GetName(), ID: pc.GetId(), ExecutionThread: pc.GetExecutionThread()}
		if c.Name == "" {
			c.Name = "computation." + strconv.Itoa(i)
		}
		if names[c.Name] {
			return r.errf("computation '%s' is defined twice", c.Name)
		}
		names[c.Name] = true
		if prev := r.comps[c.ID]; prev != nil {
			return r.errf("computations '%s' and '%s' have the same id %d", prev.Name, c.Name, c.ID)
		}
		r.comps[c.ID] = c
		r.byPM[c] = pc
		m.Computations = append(m.Computations, c)
	}
	// The entry: by id, else by name, else (as XLA's parser) the last.
	id, name := pm.GetEntryComputationId(), pm.GetEntryComputationName()
	if c := r.comps[id]; c != nil && (id != 0 || name == "" || c.Name == name) {
		m.Entry = c
	}
	if m.Entry == nil && name != "" {
		for _, c := range m.Computations {
			if c.Name == name {
				m.Entry = c
			}
		}
		if m.Entry == nil {
			return r.errf("entry computation '%s' does not exist", name)
		}
	}
	if m.Entry == nil {
		if id != 0 {
			return r.errf("entry computation id %d does not exist", id)
		}
		m.Entry = m.Computations[len(m.Computations)-1]
	}
	m.Entry.IsEntry = true
	for _, c := range m.Computations {
		if err := r.computation(c, r.byPM[c]); err != nil {
			return err
		}
	}
	if ps := pm.GetHostProgramShape(); ps != nil {
		p, err := r.programShape(ps)
		if err != nil {
			return r.errf("host_program_shape: %v", err)
		}
		m.EntryLayout = p
	}
	for _, e := range pm.GetInputOutputAlias().GetEntries() {
		m.InputOutputAlias = append(m.InputOutputAlias, Alias{
			OutputIndex: nonNil(e.GetOutputShapeIndex()), Param: e.GetParameterNumber(),
			ParamIndex: nonNil(e.GetParameterShapeIndex()), Must: e.GetKind() == xlapb.Kind_MUST_ALIAS})
	}
	if da := pm.GetDeviceAssignment(); da != nil {
		if n := int64(da.GetReplicaCount()); n > 0 && n <= 1<<20 {
			m.ReplicaCount = n
		}
		if n := int64(da.GetComputationCount()); n > 0 && n <= 1<<20 {
			m.NumPartitions = n
		}
	}
	m.Frontend = sortedKVs(pm.GetFrontendAttributes().GetMap())
	return nil
}

func nonNil(v []int64) []int64 {
	if v == nil {
		return []int64{}
	}
	return v
}

func sortedKVs(m map[string]string) []KV {
	if len(m) == 0 {
		return nil
	}
	out := make([]KV, 0, len(m))
	for k, v := range m {
		out = append(out, KV{k, v})
	}
	slices.SortFunc(out, func(a, b KV) int { return strings.Compare(a.Key, b.Key) })
	return out
}

func (r *protoReader) computation(c *Computation, pc *xlapb.HloComputationProto) error {
	pis := pc.GetInstructions()
	if len(pis) == 0 {
		return r.compErr(c, "computation has no instructions")
	}
	byID := make(map[int64]*Instruction, len(pis))
	names := make(map[string]*Instruction, len(pis))
	c.Instrs = make([]*Instruction, len(pis))
	for i, pi := range pis {
		in := &Instruction{Name: pi.GetName(), ID: pi.GetId(), Opcode: pi.GetOpcode(), Comp: c}
		if in.Name == "" {
			in.Name = "instruction." + strconv.FormatInt(in.ID, 10)
		}
		if prev := names[in.Name]; prev != nil {
			return r.instrErr(in, "the name is used twice in the computation (ids %d and %d)", prev.ID, in.ID)
		}
		names[in.Name] = in
		if prev := byID[in.ID]; prev != nil {
			return r.instrErr(in, "id %d is also the id of '%s'", in.ID, prev.Name)
		}
		byID[in.ID] = in
		c.Instrs[i] = in
	}
	var params []*Instruction
	for i, pi := range pis {
		in := c.Instrs[i]
		if err := r.instruction(in, pi, byID); err != nil {
			return err
		}
		if in.Opcode == "parameter" {
			params = append(params, in)
		}
	}
	c.Root = byID[pc.GetRootId()]
	if c.Root == nil {
		return r.compErr(c, "root id %d is not an instruction of the computation", pc.GetRootId())
	}
	c.Root.Root = true
	c.Params = make([]*Instruction, len(params))
	for _, in := range params {
		n := in.ParamNum
		if n < 0 || n >= int64(len(params)) {
			return r.instrErr(in, "parameter number %d is out of range: the computation has %d parameters", n, len(params))
		}
		if c.Params[n] != nil {
			return r.instrErr(in, "parameter %d is also '%s'", n, c.Params[n].Name)
		}
		c.Params[n] = in
	}
	if ps := pc.GetProgramShape(); ps != nil {
		sig, err := r.programShape(ps)
		if err != nil {
			return r.compErr(c, "program_shape: %v", err)
		}
		c.Signature = sig
	}
	return nil
}

func (r *protoReader) programShape(ps *xlapb.ProgramShapeProto) (*ProgramShape, error) {
	out := &ProgramShape{}
	for _, p := range ps.GetParameters() {
		s, err := shapeFromProto(p, 0)
		if err != nil {
			return nil, err
		}
		out.Params = append(out.Params, s)
	}
	if ps.GetResult() == nil {
		return nil, fmt.Errorf("no result shape")
	}
	res, err := shapeFromProto(ps.GetResult(), 0)
	if err != nil {
		return nil, err
	}
	out.Result = res
	return out, nil
}

// primitiveName is HLO's name of a PrimitiveType, as the printer writes it.
func primitiveName(t xlapb.PrimitiveType) (string, bool) {
	switch t {
	case xlapb.PrimitiveType_TUPLE:
		return "tuple", true
	case xlapb.PrimitiveType_TOKEN:
		return "token", true
	case xlapb.PrimitiveType_OPAQUE_TYPE:
		return "opaque", true
	case xlapb.PrimitiveType_PRIMITIVE_TYPE_INVALID:
		return "", false
	}
	n, ok := xlapb.PrimitiveType_name[int32(t)]
	if !ok {
		return "", false
	}
	n = strings.ToLower(n)
	_, ok = primitiveTypes[n]
	return n, ok
}

// shapeFromProto converts a ShapeProto, with the text parser's limits on
// rank, dimension sizes, element counts and nesting.
func shapeFromProto(p *xlapb.ShapeProto, depth int) (*Shape, error) {
	if depth > maxNesting {
		return nil, fmt.Errorf("shape nested too deeply")
	}
	if p == nil {
		return nil, fmt.Errorf("missing shape")
	}
	name, ok := primitiveName(p.GetElementType())
	if !ok {
		return nil, fmt.Errorf("unknown element type %d", int32(p.GetElementType()))
	}
	if name == "tuple" {
		sh := &Shape{Elem: "tuple", Tuple: make([]*Shape, 0, len(p.GetTupleShapes()))}
		for _, e := range p.GetTupleShapes() {
			es, err := shapeFromProto(e, depth+1)
			if err != nil {
				return nil, err
			}
			sh.Tuple = append(sh.Tuple, es)
		}
		return sh, nil
	}
	dims := p.GetDimensions()
	if len(dims) > 64 {
		return nil, fmt.Errorf("shape has more than 64 dimensions")
	}
	if (name == "token" || name == "opaque") && len(dims) > 0 {
		return nil, fmt.Errorf("%s shape cannot have dimensions", name)
	}
	sh := &Shape{Elem: name, Dims: make([]int64, len(dims))}
	dyn := p.GetIsDynamicDimension()
	if len(dyn) != 0 && len(dyn) != len(dims) {
		return nil, fmt.Errorf("shape has %d dimensions and %d is_dynamic_dimension entries", len(dims), len(dyn))
	}
	total := int64(1)
	for i, d := range dims {
		if d == math.MinInt64 && i < len(dyn) && dyn[i] {
			// XLA's unbounded dynamic size (Shape::kUnboundedSize).
			sh.Dims[i] = Dynamic
			sh.Bounded = appendBounded(sh.Bounded, i, false)
			continue
		}
		if d < 0 || d > maxDim {
			return nil, fmt.Errorf("dimension size %d is out of range", d)
		}
		if total = total * max(d, 1); total > maxElems {
			return nil, fmt.Errorf("shape has more than %d elements", maxElems)
		}
		sh.Dims[i] = d
		if i < len(dyn) && dyn[i] || sh.Bounded != nil {
			sh.Bounded = appendBounded(sh.Bounded, i, i < len(dyn) && dyn[i])
		}
	}
	if l := p.GetLayout(); l != nil && sh.IsArray() {
		lay := &Layout{MinorToMajor: make([]int64, 0, len(l.GetMinorToMajor()))}
		seen := make([]bool, len(dims))
		for _, d := range l.GetMinorToMajor() {
			if d < 0 || d >= int64(len(dims)) || seen[d] {
				return nil, fmt.Errorf("layout dimension %d is out of range or repeated for rank %d", d, len(dims))
			}
			seen[d] = true
			lay.MinorToMajor = append(lay.MinorToMajor, d)
		}
		if n := len(lay.MinorToMajor); n != 0 && n != len(dims) {
			return nil, fmt.Errorf("layout has %d dimensions, shape has %d", n, len(dims))
		}
		var extra []string
		if ts := l.GetTiles(); len(ts) > 0 {
			var b strings.Builder
			b.WriteString("T")
			for _, t := range ts {
				b.WriteString("(" + joinInts(t.GetDimensions(), ",") + ")")
			}
			extra = append(extra, b.String())
		}
		if ms := l.GetMemorySpace(); ms != 0 {
			extra = append(extra, "S("+strconv.FormatInt(ms, 10)+")")
		}
		lay.Extra = strings.Join(extra, "")
		sh.Layout = lay
	}
	return sh, nil
}

func joinInts(vs []int64, sep string) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = strconv.FormatInt(v, 10)
	}
	return strings.Join(parts, sep)
}

// calledAttrNames names the computation-valued attributes of an opcode as
// XLA's printer names them, in the order of called_computation_ids.
func calledAttrNames(opcode string, n int) []string {
	switch opcode {
	case "while":
		return []string{"body", "condition"} // HloWhileInstruction: body first
	case "select-and-scatter":
		return []string{"select", "scatter"}
	case "conditional":
		return []string{"branch_computations"}
	case "fusion", "async-start", "async-update", "async-done":
		return []string{"calls"}
	case "custom-call":
		return []string{"called_computations"}
	}
	if n == 1 {
		return []string{"to_apply"}
	}
	return []string{"called_computations"}
}

// dimsOpcodes print dimensions={...} even when it is empty.
var dimsOpcodes = map[string]bool{
	"broadcast": true, "transpose": true, "reverse": true, "reduce": true, "concatenate": true,
	"sort": true, "map": true, "all-gather": true, "all-gather-start": true, "reduce-scatter": true,
	"get-dimension-size": true, "set-dimension-size": true,
}

// collectiveOpcodes take replica groups.
var collectiveOpcodes = map[string]bool{
	"all-reduce": true, "all-reduce-start": true, "all-gather": true, "all-gather-start": true,
	"reduce-scatter": true, "all-to-all": true, "collective-broadcast": true, "ragged-all-to-all": true,
}

func (r *protoReader) instruction(in *Instruction, pi *xlapb.HloInstructionProto, byID map[int64]*Instruction) error {
	if in.Opcode == "" {
		return r.instrErr(in, "instruction has no opcode")
	}
	sh, err := shapeFromProto(pi.GetShape(), 0)
	if err != nil {
		return r.instrErr(in, "%v", err)
	}
	in.Shape = sh
	if len(pi.GetOperandIds()) > 1<<16 {
		return r.instrErr(in, "too many operands")
	}
	in.Operands = make([]*Instruction, len(pi.GetOperandIds()))
	for i, id := range pi.GetOperandIds() {
		op := byID[id]
		if op == nil {
			return r.instrErr(in, "operand %d has id %d, which is no instruction of the computation", i, id)
		}
		in.Operands[i] = op
	}
	add := func(name string, v any) { in.Attrs = append(in.Attrs, &Attr{Name: name, Val: v}) }
	addBool := func(name string, v bool) {
		if v {
			add(name, true)
		}
	}
	op := in.Opcode
	switch op {
	case "parameter":
		in.ParamNum = pi.GetParameterNumber()
	case "constant":
		if pi.GetLiteral() == nil {
			return r.instrErr(in, "constant has no literal")
		}
		lit, err := literalFromProto(pi.GetLiteral(), sh, 0)
		if err != nil {
			return r.instrErr(in, "bad literal: %v", err)
		}
		in.Literal = lit
	case "iota":
		d := int64(0)
		if ds := pi.GetDimensions(); len(ds) > 0 {
			d = ds[0]
		}
		add("iota_dimension", d)
	case "get-tuple-element":
		add("index", pi.GetTupleIndex())
	}
	if op != "iota" && (len(pi.GetDimensions()) > 0 || dimsOpcodes[op]) {
		add("dimensions", nonNil(pi.GetDimensions()))
	}
	if sd := pi.GetSliceDimensions(); len(sd) > 0 || op == "slice" {
		sl := make([]SliceDim, len(sd))
		for i, d := range sd {
			sl[i] = SliceDim{d.GetStart(), d.GetLimit(), d.GetStride()}
		}
		add("slice", sl)
	}
	if ds := pi.GetDynamicSliceSizes(); len(ds) > 0 || op == "dynamic-slice" {
		add("dynamic_slice_sizes", nonNil(ds))
	}
	if pc := pi.GetPaddingConfig(); pc != nil {
		pads := make([]PadDim, len(pc.GetDimensions()))
		for i, d := range pc.GetDimensions() {
			pads[i] = PadDim{d.GetEdgePaddingLow(), d.GetEdgePaddingHigh(), d.GetInteriorPadding()}
		}
		add("padding", pads)
	}
	if op == "reduce-precision" {
		add("exponent_bits", int64(pi.GetExponentBits()))
		add("mantissa_bits", int64(pi.GetMantissaBits()))
	}
	if w := pi.GetWindow(); w != nil {
		win, err := windowFromProto(w)
		if err != nil {
			return r.instrErr(in, "%v", err)
		}
		add("window", win)
	}
	if cd := pi.GetConvolutionDimensionNumbers(); cd != nil {
		labels, err := convLabels(cd)
		if err != nil {
			return r.instrErr(in, "convolution_dimension_numbers: %v", err)
		}
		add("dim_labels", labels)
	}
	if n := pi.GetFeatureGroupCount(); n != 0 && n != 1 {
		add("feature_group_count", n)
	}
	if n := pi.GetBatchGroupCount(); n != 0 && n != 1 {
		add("batch_group_count", n)
	}
	if pc := pi.GetPrecisionConfig(); pc != nil {
		ws := make([]string, len(pc.GetOperandPrecision()))
		nonDefault := false
		for i, p := range pc.GetOperandPrecision() {
			ws[i] = strings.ToLower(p.String())
			nonDefault = nonDefault || p != xlapb.PrecisionConfig_DEFAULT
		}
		if nonDefault {
			add("operand_precision", ws)
		}
	}
	if dd := pi.GetDotDimensionNumbers(); dd != nil {
		for _, f := range []struct {
			name string
			v    []int64
		}{{"lhs_batch_dims", dd.GetLhsBatchDimensions()}, {"lhs_contracting_dims", dd.GetLhsContractingDimensions()},
			{"rhs_batch_dims", dd.GetRhsBatchDimensions()}, {"rhs_contracting_dims", dd.GetRhsContractingDimensions()}} {
			if len(f.v) > 0 {
				add(f.name, f.v)
			}
		}
	}
	if gd := pi.GetGatherDimensionNumbers(); gd != nil {
		add("offset_dims", nonNil(gd.GetOffsetDims()))
		add("collapsed_slice_dims", nonNil(gd.GetCollapsedSliceDims()))
		add("start_index_map", nonNil(gd.GetStartIndexMap()))
		if len(gd.GetOperandBatchingDims()) > 0 || len(gd.GetStartIndicesBatchingDims()) > 0 {
			add("operand_batching_dims", nonNil(gd.GetOperandBatchingDims()))
			add("start_indices_batching_dims", nonNil(gd.GetStartIndicesBatchingDims()))
		}
		add("index_vector_dim", gd.GetIndexVectorDim())
	}
	if ss := pi.GetGatherSliceSizes(); len(ss) > 0 || op == "gather" {
		add("slice_sizes", nonNil(ss))
	}
	if sd := pi.GetScatterDimensionNumbers(); sd != nil {
		add("update_window_dims", nonNil(sd.GetUpdateWindowDims()))
		add("inserted_window_dims", nonNil(sd.GetInsertedWindowDims()))
		add("scatter_dims_to_operand_dims", nonNil(sd.GetScatterDimsToOperandDims()))
		if len(sd.GetInputBatchingDims()) > 0 || len(sd.GetScatterIndicesBatchingDims()) > 0 {
			add("input_batching_dims", nonNil(sd.GetInputBatchingDims()))
			add("scatter_indices_batching_dims", nonNil(sd.GetScatterIndicesBatchingDims()))
		}
		add("index_vector_dim", sd.GetIndexVectorDim())
	}
	addBool("indices_are_sorted", pi.GetIndicesAreSorted())
	addBool("unique_indices", pi.GetUniqueIndices())
	if d := pi.GetComparisonDirection(); d != "" {
		add("direction", d)
	}
	if t := pi.GetComparisonType(); t != "" {
		add("type", t)
	}
	if op == "rng" {
		add("distribution", strings.ToLower(pi.GetDistribution().String()))
	}
	if op == "rng-bit-generator" {
		add("algorithm", strings.ToLower(pi.GetRngAlgorithm().String()))
	}
	if strings.HasPrefix(op, "batch-norm") {
		add("epsilon", float64(pi.GetEpsilon()))
		add("feature_index", pi.GetFeatureIndex())
	}
	if id := pi.GetChannelId(); id > 0 {
		add("channel_id", id)
	}
	if collectiveOpcodes[op] {
		gs, err := replicaGroups(pi)
		if err != nil {
			return r.instrErr(in, "%v", err)
		}
		add("replica_groups", gs)
	}
	if stp := pi.GetSourceTargetPairs(); len(stp) > 0 || strings.HasPrefix(op, "collective-permute") && op != "collective-permute-done" {
		gs := make([][]int64, len(stp))
		for i, p := range stp {
			gs[i] = []int64{p.GetSource(), p.GetTarget()}
		}
		add("source_target_pairs", gs)
	}
	addBool("use_global_device_ids", pi.GetUseGlobalDeviceIds())
	addBool("is_host_transfer", pi.GetIsHostTransfer())
	addBool("is_stable", pi.GetIsStable())
	addBool("constrain_layout", pi.GetConstrainLayout())
	addBool("is_composite", pi.GetIsComposite())
	if op == "custom-call" {
		add("custom_call_target", pi.GetCustomCallTarget())
		addBool("custom_call_has_side_effect", pi.GetCustomCallHasSideEffect())
		if v := pi.GetCustomCallApiVersion(); v != xlapb.CustomCallApiVersion_API_VERSION_ORIGINAL {
			// As HloCustomCallInstruction: 0 (unset) is UNSPECIFIED.
			add("api_version", v.String())
		}
		if s := pi.GetCustomCallSchedule(); s != xlapb.CustomCallSchedule_SCHEDULE_NONE {
			add("schedule", s.String())
		}
		if ls := pi.GetOperandShapesWithLayout(); len(ls) > 0 {
			shapes := make([]*Shape, len(ls))
			for i, l := range ls {
				if shapes[i], err = shapeFromProto(l, 0); err != nil {
					return r.instrErr(in, "operand_shapes_with_layout: %v", err)
				}
			}
			add("operand_layout_constraints", shapes)
		}
		if l := pi.GetLiteral(); l != nil {
			ls, err := shapeFromProto(l.GetShape(), 0)
			if err != nil {
				return r.instrErr(in, "literal: %v", err)
			}
			lit, err := literalFromProto(l, ls, 0)
			if err != nil {
				return r.instrErr(in, "bad literal: %v", err)
			}
			add("literal", &shapedLiteral{ls, lit})
		}
	}
	if op == "fft" {
		add("fft_type", pi.GetFftType().String())
		add("fft_length", nonNil(pi.GetFftLength()))
	}
	if o := pi.GetTriangularSolveOptions(); o != nil || op == "triangular-solve" {
		addBool("left_side", o.GetLeftSide())
		addBool("lower", o.GetLower())
		addBool("unit_diagonal", o.GetUnitDiagonal())
		if t := o.GetTransposeA(); t != xlapb.TriangularSolveOptions_TRANSPOSE_INVALID {
			add("transpose_a", t.String())
		}
	}
	if o := pi.GetCholeskyOptions(); o != nil {
		addBool("lower", o.GetLower())
	}
	if op == "infeed" {
		add("infeed_config", string(pi.GetInfeedConfig()))
	}
	if op == "outfeed" {
		add("outfeed_config", string(pi.GetOutfeedConfig()))
		if os := pi.GetOutfeedShape(); os != nil {
			s, err := shapeFromProto(os, 0)
			if err != nil {
				return r.instrErr(in, "outfeed_shape: %v", err)
			}
			add("outfeed_shape", s)
		}
	}
	if op == "topk" {
		add("k", pi.GetK())
		addBool("largest", pi.GetLargest())
	}
	if ids := pi.GetCalledComputationIds(); len(ids) > 0 {
		comps := make([]*Computation, len(ids))
		for i, id := range ids {
			c := r.comps[id]
			if c == nil {
				return r.instrErr(in, "called computation id %d does not exist", id)
			}
			if c.IsEntry {
				return r.instrErr(in, "calls the entry computation '%s'", c.Name)
			}
			comps[i] = c
		}
		names := calledAttrNames(op, len(comps))
		if len(names) == 1 {
			in.Attrs = append(in.Attrs, &Attr{Name: names[0], Comps: comps})
		} else {
			if len(comps) != len(names) {
				return r.instrErr(in, "%s calls %d computations, not %d", op, len(comps), len(names))
			}
			for i, n := range names {
				in.Attrs = append(in.Attrs, &Attr{Name: n, Comps: comps[i : i+1]})
			}
		}
	}
	if md := pi.GetMetadata(); md != nil {
		in.Metadata = &Metadata{OpType: md.GetOpType(), OpName: md.GetOpName(), SourceFile: md.GetSourceFile(),
			SourceLine: int64(md.GetSourceLine()), StackFrameID: int64(md.GetStackFrameId())}
	}
	if s := pi.GetSharding(); s != nil {
		text, err := shardingText(s, 0)
		if err != nil {
			return r.instrErr(in, "sharding: %v", err)
		}
		in.Sharding, in.HasSharding = text, true
	}
	in.Frontend = sortedKVs(pi.GetFrontendAttributes().GetMap())
	if bc := pi.GetBackendConfig(); len(bc) > 0 {
		in.BackendCfg, in.HasBackend = string(bc), true
	}
	return nil
}

// replicaGroups reads collective_device_list (explicit or iota groups),
// or the older replica_groups field.
func replicaGroups(pi *xlapb.HloInstructionProto) ([][]int64, error) {
	list := pi.GetCollectiveDeviceList()
	if iota := list.GetIotaReplicaGroupList(); iota != nil {
		dims := iota.GetIotaReshapeDims()
		perm := make([]int64, len(iota.GetIotaTransposePerm()))
		for i, p := range iota.GetIotaTransposePerm() {
			perm[i] = int64(p)
		}
		if len(perm) == 0 {
			perm = nil
		}
		n, size := iota.GetNumReplicaGroups(), iota.GetNumDevicesPerGroup()
		if len(dims) == 0 {
			dims = []int64{n * size}
		}
		ok := n > 0 && size > 0 && n <= 1<<20 && size <= 1<<20
		for _, d := range dims {
			ok = ok && d > 0 && d <= 1<<20
		}
		var gs [][]int64
		if ok {
			gs, ok = expandIota(n, size, dims, perm)
		}
		if !ok {
			return nil, fmt.Errorf("bad iota replica groups [%d,%d]<=[%s]", n, size, joinInts(dims, ","))
		}
		return gs, nil
	}
	src := pi.GetReplicaGroups()
	if list != nil && len(list.GetReplicaGroups()) > 0 {
		src = list.GetReplicaGroups()
	}
	gs := make([][]int64, len(src))
	for i, g := range src {
		gs[i] = nonNil(g.GetReplicaIds())
	}
	return gs, nil
}

// windowFromProto converts a Window; stride and dilations of 0 (unset)
// mean 1.
func windowFromProto(w *xlapb.Window) (*Window, error) {
	out := &Window{Dims: make([]WindowDim, len(w.GetDimensions()))}
	one := func(v int64) int64 {
		if v == 0 {
			return 1
		}
		return v
	}
	for i, d := range w.GetDimensions() {
		wd := WindowDim{Size: d.GetSize(), Stride: one(d.GetStride()), PadLow: d.GetPaddingLow(), PadHigh: d.GetPaddingHigh(),
			LhsDilate: one(d.GetBaseDilation()), RhsDilate: one(d.GetWindowDilation()), Reversal: d.GetWindowReversal()}
		if wd.Size < 1 || wd.Stride < 1 || wd.LhsDilate < 1 || wd.RhsDilate < 1 {
			return nil, fmt.Errorf("bad window dimension %d (size %d, stride %d, dilations %d and %d)", i, wd.Size, wd.Stride, wd.LhsDilate, wd.RhsDilate)
		}
		out.Dims[i] = wd
	}
	return out, nil
}

// convLabels writes convolution dimension numbers as the printer's
// dim_labels (b01f_01io->b01f).
func convLabels(cd *xlapb.ConvolutionDimensionNumbers) (string, error) {
	side := func(n int, named map[int64]byte, spatial []int64) (string, error) {
		if n > 64 {
			return "", fmt.Errorf("too many spatial dimensions")
		}
		b := make([]byte, n)
		for i := range b {
			b[i] = '?'
		}
		set := func(d int64, c byte) error {
			if d < 0 || d >= int64(n) || b[d] != '?' {
				return fmt.Errorf("dimension %d is out of range or used twice", d)
			}
			b[d] = c
			return nil
		}
		for d, c := range named {
			if err := set(d, c); err != nil {
				return "", err
			}
		}
		for i, d := range spatial {
			if i > 9 {
				return "", fmt.Errorf("more than 10 spatial dimensions")
			}
			if err := set(d, byte('0'+i)); err != nil {
				return "", err
			}
		}
		return string(b), nil
	}
	ns := len(cd.GetInputSpatialDimensions())
	if len(cd.GetKernelSpatialDimensions()) != ns || len(cd.GetOutputSpatialDimensions()) != ns {
		return "", fmt.Errorf("input, kernel and output have different numbers of spatial dimensions")
	}
	if cd.GetInputBatchDimension() == cd.GetInputFeatureDimension() || cd.GetKernelInputFeatureDimension() == cd.GetKernelOutputFeatureDimension() ||
		cd.GetOutputBatchDimension() == cd.GetOutputFeatureDimension() {
		return "", fmt.Errorf("a dimension is used twice")
	}
	lhs, err := side(ns+2, map[int64]byte{cd.GetInputBatchDimension(): 'b', cd.GetInputFeatureDimension(): 'f'}, cd.GetInputSpatialDimensions())
	if err != nil {
		return "", err
	}
	rhs, err := side(ns+2, map[int64]byte{cd.GetKernelInputFeatureDimension(): 'i', cd.GetKernelOutputFeatureDimension(): 'o'}, cd.GetKernelSpatialDimensions())
	if err != nil {
		return "", err
	}
	out, err := side(ns+2, map[int64]byte{cd.GetOutputBatchDimension(): 'b', cd.GetOutputFeatureDimension(): 'f'}, cd.GetOutputSpatialDimensions())
	if err != nil {
		return "", err
	}
	return lhs + "_" + rhs + "->" + out, nil
}

// shardingText prints an OpSharding as HloSharding::ToString does.
func shardingText(s *xlapb.OpSharding, depth int) (string, error) {
	if depth > maxNesting {
		return "", fmt.Errorf("nested too deeply")
	}
	switch s.GetType() {
	case xlapb.OpSharding_REPLICATED:
		return "{replicated}", nil
	case xlapb.OpSharding_MANUAL:
		return "{manual}", nil
	case xlapb.OpSharding_UNKNOWN:
		return "{unknown}", nil
	case xlapb.OpSharding_MAXIMAL:
		devs := s.GetTileAssignmentDevices()
		if len(devs) != 1 {
			return "", fmt.Errorf("maximal sharding needs one device, found %d", len(devs))
		}
		return "{maximal device=" + strconv.FormatInt(devs[0], 10) + "}", nil
	case xlapb.OpSharding_TUPLE:
		parts := make([]string, len(s.GetTupleShardings()))
		for i, e := range s.GetTupleShardings() {
			t, err := shardingText(e, depth+1)
			if err != nil {
				return "", err
			}
			parts[i] = t
		}
		return "{" + strings.Join(parts, ", ") + "}", nil
	case xlapb.OpSharding_OTHER:
		dims := s.GetTileAssignmentDimensions()
		if len(dims) == 0 {
			return "", fmt.Errorf("tiled sharding without tile_assignment_dimensions")
		}
		var b strings.Builder
		b.WriteString("{devices=[" + joinInts(dims, ",") + "]")
		if rd := s.GetIotaReshapeDims(); len(rd) > 0 {
			b.WriteString("<=[" + joinInts(rd, ",") + "]")
			if p := s.GetIotaTransposePerm(); len(p) > 0 {
				ps := make([]int64, len(p))
				for i, v := range p {
					ps[i] = int64(v)
				}
				b.WriteString("T(" + joinInts(ps, ",") + ")")
			}
		} else {
			b.WriteString(joinInts(s.GetTileAssignmentDevices(), ","))
		}
		if s.GetReplicateOnLastTileDim() {
			b.WriteString(" last_tile_dim_replicate")
		}
		if ltd := s.GetLastTileDims(); len(ltd) > 0 {
			ws := make([]string, len(ltd))
			for i, t := range ltd {
				ws[i] = strings.ToLower(t.String())
			}
			b.WriteString(" last_tile_dims={" + strings.Join(ws, ", ") + "}")
		}
		b.WriteString("}")
		return b.String(), nil
	}
	return "", fmt.Errorf("unknown sharding type %d", int32(s.GetType()))
}

// literalFromProto converts a LiteralProto of shape sh: its elements go
// to Literal.Raw (floating-point and complex, little-endian) or
// Literal.Ints (integers and pred); denseOf checks the count.
func literalFromProto(p *xlapb.LiteralProto, sh *Shape, depth int) (*Literal, error) {
	if depth > maxNesting {
		return nil, fmt.Errorf("literal nested too deeply")
	}
	if sh.IsTuple() {
		if len(p.GetTupleLiterals()) != len(sh.Tuple) {
			return nil, fmt.Errorf("tuple literal has %d elements, shape %s has %d", len(p.GetTupleLiterals()), sh, len(sh.Tuple))
		}
		lit := &Literal{Tuple: make([]*Literal, len(sh.Tuple))}
		for i, e := range p.GetTupleLiterals() {
			sub, err := literalFromProto(e, sh.Tuple[i], depth+1)
			if err != nil {
				return nil, err
			}
			lit.Tuple[i] = sub
		}
		return lit, nil
	}
	if !sh.IsArray() {
		return nil, fmt.Errorf("a literal cannot have shape %s", sh)
	}
	if ps := p.GetShape(); ps != nil {
		if n, ok := primitiveName(ps.GetElementType()); !ok || n != sh.Elem {
			return nil, fmt.Errorf("literal of element type %s for shape %s", strings.ToLower(ps.GetElementType().String()), sh)
		}
	}
	for _, d := range sh.Dims {
		if d == Dynamic || sh.Bounded != nil {
			return nil, fmt.Errorf("a literal cannot have dynamic shape %s", sh)
		}
	}
	lit := &Literal{}
	ints := func(n int, at func(int) int64) {
		lit.Ints = make([]int64, n)
		for i := range lit.Ints {
			lit.Ints[i] = at(i)
		}
	}
	switch sh.Elem {
	case "pred":
		v := p.GetPreds()
		ints(len(v), func(i int) int64 {
			if v[i] {
				return 1
			}
			return 0
		})
	case "s1", "s2", "s4", "s8":
		v := map[string][]byte{"s1": p.GetS1S(), "s2": p.GetS2S(), "s4": p.GetS4S(), "s8": p.GetS8S()}[sh.Elem]
		ints(len(v), func(i int) int64 { return int64(int8(v[i])) })
	case "u1", "u2", "u4", "u8":
		v := map[string][]byte{"u1": p.GetU1S(), "u2": p.GetU2S(), "u4": p.GetU4S(), "u8": p.GetU8S()}[sh.Elem]
		ints(len(v), func(i int) int64 { return int64(v[i]) })
	case "s16":
		v := p.GetS16S()
		ints(len(v)/2, func(i int) int64 { return int64(int16(binary.LittleEndian.Uint16(v[2*i:]))) })
		if len(v)%2 != 0 {
			return nil, fmt.Errorf("s16 data has an odd number of bytes")
		}
	case "u16":
		v := p.GetU16S()
		ints(len(v)/2, func(i int) int64 { return int64(binary.LittleEndian.Uint16(v[2*i:])) })
		if len(v)%2 != 0 {
			return nil, fmt.Errorf("u16 data has an odd number of bytes")
		}
	case "s32":
		v := p.GetS32S()
		ints(len(v), func(i int) int64 { return int64(v[i]) })
	case "s64":
		v := p.GetS64S()
		ints(len(v), func(i int) int64 { return v[i] })
	case "u32":
		v := p.GetU32S()
		ints(len(v), func(i int) int64 { return int64(v[i]) })
	case "u64":
		v := p.GetU64S()
		ints(len(v), func(i int) int64 { return int64(v[i]) })
	case "f32":
		v := p.GetF32S()
		lit.Raw = make([]byte, 4*len(v))
		for i, x := range v {
			binary.LittleEndian.PutUint32(lit.Raw[4*i:], math.Float32bits(x))
		}
	case "f64":
		v := p.GetF64S()
		lit.Raw = make([]byte, 8*len(v))
		for i, x := range v {
			binary.LittleEndian.PutUint64(lit.Raw[8*i:], math.Float64bits(x))
		}
	case "c64":
		v := p.GetC64S()
		lit.Raw = make([]byte, 4*len(v))
		for i, x := range v {
			binary.LittleEndian.PutUint32(lit.Raw[4*i:], math.Float32bits(x))
		}
	case "c128":
		v := p.GetC128S()
		lit.Raw = make([]byte, 8*len(v))
		for i, x := range v {
			binary.LittleEndian.PutUint64(lit.Raw[8*i:], math.Float64bits(x))
		}
	default:
		raw, ok := map[string][]byte{"f16": p.GetF16S(), "bf16": p.GetBf16S(), "f4e2m1fn": p.GetF4E2M1Fns(),
			"f8e3m4": p.GetF8E3M4S(), "f8e4m3b11fnuz": p.GetF8E4M3B11Fnuzs(), "f8e4m3fn": p.GetF8E4M3Fns(),
			"f8e4m3fnuz": p.GetF8E4M3Fnuzs(), "f8e4m3": p.GetF8E4M3S(), "f8e5m2fnuz": p.GetF8E5M2Fnuzs(),
			"f8e5m2": p.GetF8E5M2S(), "f8e8m0fnu": p.GetF8E8M0Fnus()}[sh.Elem]
		if !ok {
			return nil, fmt.Errorf("literals of element type %s are not supported", sh.Elem)
		}
		lit.Raw = slices.Clone(raw)
		if lit.Raw == nil {
			lit.Raw = []byte{}
		}
	}
	if lit.Raw == nil && lit.Ints == nil {
		lit.Ints = []int64{}
	}
	return lit, nil
}
