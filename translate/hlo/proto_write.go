package hlo

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"

	"google.golang.org/protobuf/proto"

	"ncc/core"
	"ncc/numerics"
	"ncc/translate/hlo/proto/xlapb"
)

// MarshalProto serializes m as an HloModuleProto, as XLA would write the
// same module (HloModule::ToProto): ids are given in text order
// (computations from 1, instructions from 1 across the module), attributes
// go to their proto fields, literals to their typed arrays, sharding text
// to OpSharding. ReadProto of the result gives back m's program, so a
// module written as HLO text has a proto twin (the tests, the benchmark
// generator and the lit inputs are made this way). Elided constants and
// attributes the importer does not read (kept as raw text) cannot be
// written and are errors or dropped, respectively.
func MarshalProto(m *Module) ([]byte, error) {
	pm, err := ToProto(m)
	if err != nil {
		return nil, err
	}
	return proto.MarshalOptions{Deterministic: true}.Marshal(pm)
}

// ToProto converts m to an HloModuleProto (see MarshalProto).
func ToProto(m *Module) (*xlapb.HloModuleProto, error) {
	w := &protoWriter{ctx: core.NewContext(), compID: map[*Computation]int64{}, instrID: map[*Instruction]int64{}}
	pm := &xlapb.HloModuleProto{Name: m.Name}
	for i, c := range m.Computations {
		w.compID[c] = int64(i + 1)
		for _, in := range c.Instrs {
			w.next++
			w.instrID[in] = w.next
		}
	}
	if m.Entry == nil {
		return nil, fmt.Errorf("module '%s' has no entry computation", m.Name)
	}
	// XLA writes callees before their callers, the entry last.
	for _, c := range m.Computations {
		pc, err := w.computation(c)
		if err != nil {
			return nil, err
		}
		pm.Computations = append(pm.Computations, pc)
	}
	pm.EntryComputationName = m.Entry.Name
	pm.EntryComputationId = w.compID[m.Entry]
	if m.EntryLayout != nil {
		ps, err := programShapeProto(m.EntryLayout)
		if err != nil {
			return nil, err
		}
		pm.HostProgramShape = ps
	}
	if len(m.InputOutputAlias) > 0 {
		pm.InputOutputAlias = &xlapb.HloInputOutputAliasProto{}
		for _, a := range m.InputOutputAlias {
			kind := xlapb.Kind_MAY_ALIAS
			if a.Must {
				kind = xlapb.Kind_MUST_ALIAS
			}
			pm.InputOutputAlias.Entries = append(pm.InputOutputAlias.Entries, &xlapb.HloInputOutputAliasProto_AliasEntryProto{
				OutputShapeIndex: a.OutputIndex, ParameterNumber: a.Param, ParameterShapeIndex: a.ParamIndex, Kind: kind})
		}
	}
	if m.ReplicaCount > 0 || m.NumPartitions > 0 {
		pm.DeviceAssignment = &xlapb.DeviceAssignmentProto{ReplicaCount: int32(max(m.ReplicaCount, 1)), ComputationCount: int32(max(m.NumPartitions, 1))}
	}
	if len(m.Frontend) > 0 {
		pm.FrontendAttributes = frontendProto(m.Frontend)
	}
	return pm, nil
}

type protoWriter struct {
	ctx     *core.Context // for the element types of literals
	compID  map[*Computation]int64
	instrID map[*Instruction]int64
	next    int64
}

func frontendProto(kvs []KV) *xlapb.FrontendAttributes {
	f := &xlapb.FrontendAttributes{Map: map[string]string{}}
	for _, kv := range kvs {
		f.Map[kv.Key] = kv.Value
	}
	return f
}

func (w *protoWriter) computation(c *Computation) (*xlapb.HloComputationProto, error) {
	pc := &xlapb.HloComputationProto{Name: c.Name, Id: w.compID[c], RootId: w.instrID[c.Root], ExecutionThread: c.ExecutionThread}
	ps := &xlapb.ProgramShapeProto{}
	for _, p := range c.Params {
		if p == nil {
			return nil, fmt.Errorf("computation '%s' is missing a parameter", c.Name)
		}
		s, err := shapeProto(p.Shape)
		if err != nil {
			return nil, err
		}
		ps.Parameters = append(ps.Parameters, s)
		ps.ParameterNames = append(ps.ParameterNames, p.Name)
	}
	res, err := shapeProto(c.Root.Shape)
	if err != nil {
		return nil, err
	}
	ps.Result = res
	pc.ProgramShape = ps
	for _, in := range c.Instrs {
		pi, err := w.instruction(in)
		if err != nil {
			return nil, fmt.Errorf("instruction '%s' of computation '%s': %w", in.Name, c.Name, err)
		}
		pc.Instructions = append(pc.Instructions, pi)
	}
	return pc, nil
}

func programShapeProto(p *ProgramShape) (*xlapb.ProgramShapeProto, error) {
	out := &xlapb.ProgramShapeProto{}
	for _, s := range p.Params {
		ps, err := shapeProto(s)
		if err != nil {
			return nil, err
		}
		out.Parameters = append(out.Parameters, ps)
	}
	r, err := shapeProto(p.Result)
	if err != nil {
		return nil, err
	}
	out.Result = r
	return out, nil
}

func shapeProto(s *Shape) (*xlapb.ShapeProto, error) {
	if s.IsTuple() {
		p := &xlapb.ShapeProto{ElementType: xlapb.PrimitiveType_TUPLE}
		for _, e := range s.Tuple {
			ep, err := shapeProto(e)
			if err != nil {
				return nil, err
			}
			p.TupleShapes = append(p.TupleShapes, ep)
		}
		return p, nil
	}
	var et xlapb.PrimitiveType
	switch s.Elem {
	case "token":
		et = xlapb.PrimitiveType_TOKEN
	case "opaque":
		et = xlapb.PrimitiveType_OPAQUE_TYPE
	default:
		v, ok := xlapb.PrimitiveType_value[strings.ToUpper(s.Elem)]
		if !ok {
			return nil, fmt.Errorf("unknown element type %s", s.Elem)
		}
		et = xlapb.PrimitiveType(v)
	}
	p := &xlapb.ShapeProto{ElementType: et, Dimensions: make([]int64, len(s.Dims))}
	dynamic := false
	dyn := make([]bool, len(s.Dims))
	for i, d := range s.Dims {
		p.Dimensions[i] = d
		if d == Dynamic {
			p.Dimensions[i] = math.MinInt64
			dyn[i] = true
		}
		if s.Bounded != nil && i < len(s.Bounded) && s.Bounded[i] {
			dyn[i] = true
		}
		dynamic = dynamic || dyn[i]
	}
	if dynamic {
		p.IsDynamicDimension = dyn
	}
	if s.IsArray() {
		l := &xlapb.LayoutProto{}
		if s.Layout != nil && len(s.Layout.MinorToMajor) > 0 {
			l.MinorToMajor = s.Layout.MinorToMajor
		} else {
			for i := len(s.Dims) - 1; i >= 0; i-- {
				l.MinorToMajor = append(l.MinorToMajor, int64(i))
			}
		}
		p.Layout = l
	}
	return p, nil
}

// calledIDs orders the computations an instruction calls as
// called_computation_ids has them (see calledAttrNames).
func (w *protoWriter) calledIDs(in *Instruction) []int64 {
	byName := map[string][]*Computation{}
	var order []string
	for _, a := range in.Attrs {
		if len(a.Comps) > 0 {
			byName[a.Name] = a.Comps
			order = append(order, a.Name)
		}
	}
	switch in.Opcode {
	case "while":
		order = []string{"body", "condition"}
	case "select-and-scatter":
		order = []string{"select", "scatter"}
	case "conditional":
		if byName["branch_computations"] == nil {
			order = []string{"true_computation", "false_computation"}
		}
	}
	var ids []int64
	for _, n := range order {
		for _, c := range byName[n] {
			ids = append(ids, w.compID[c])
		}
	}
	return ids
}

func (w *protoWriter) instruction(in *Instruction) (*xlapb.HloInstructionProto, error) {
	sh, err := shapeProto(in.Shape)
	if err != nil {
		return nil, err
	}
	pi := &xlapb.HloInstructionProto{Name: in.Name, Opcode: in.Opcode, Shape: sh, Id: w.instrID[in]}
	for _, o := range in.Operands {
		pi.OperandIds = append(pi.OperandIds, w.instrID[o])
	}
	pi.CalledComputationIds = w.calledIDs(in)
	switch in.Opcode {
	case "parameter":
		pi.ParameterNumber = in.ParamNum
	case "constant":
		lit, err := literalProto(w.ctx, in.Literal, in.Shape)
		if err != nil {
			return nil, err
		}
		pi.Literal = lit
	}
	var gather = in.Opcode == "gather"
	dot := func() *xlapb.DotDimensionNumbers {
		if pi.DotDimensionNumbers == nil {
			pi.DotDimensionNumbers = &xlapb.DotDimensionNumbers{}
		}
		return pi.DotDimensionNumbers
	}
	gd := func() *xlapb.GatherDimensionNumbers {
		if pi.GatherDimensionNumbers == nil {
			pi.GatherDimensionNumbers = &xlapb.GatherDimensionNumbers{}
		}
		return pi.GatherDimensionNumbers
	}
	sd := func() *xlapb.ScatterDimensionNumbers {
		if pi.ScatterDimensionNumbers == nil {
			pi.ScatterDimensionNumbers = &xlapb.ScatterDimensionNumbers{}
		}
		return pi.ScatterDimensionNumbers
	}
	tso := func() *xlapb.TriangularSolveOptions {
		if pi.TriangularSolveOptions == nil {
			pi.TriangularSolveOptions = &xlapb.TriangularSolveOptions{TransposeA: xlapb.TriangularSolveOptions_NO_TRANSPOSE}
		}
		return pi.TriangularSolveOptions
	}
	for _, a := range in.Attrs {
		if len(a.Comps) > 0 {
			continue
		}
		bad := func(what string) error { return fmt.Errorf("attribute '%s' must be %s", a.Name, what) }
		ints, isInts := a.Val.([]int64)
		i64, isInt := a.Val.(int64)
		b, _ := a.Val.(bool)
		str, _ := a.Val.(string)
		switch a.Name {
		case "dimensions":
			if !isInts {
				return nil, bad("a list of integers")
			}
			pi.Dimensions = ints
		case "iota_dimension":
			if !isInt {
				return nil, bad("an integer")
			}
			pi.Dimensions = []int64{i64}
		case "index", "tuple_index":
			pi.TupleIndex = i64
		case "slice":
			sl, _ := a.Val.([]SliceDim)
			for _, d := range sl {
				pi.SliceDimensions = append(pi.SliceDimensions, &xlapb.HloInstructionProto_SliceDimensions{Start: d.Start, Limit: d.Limit, Stride: d.Stride})
			}
		case "dynamic_slice_sizes":
			pi.DynamicSliceSizes = ints
		case "padding":
			pads, _ := a.Val.([]PadDim)
			pc := &xlapb.PaddingConfig{}
			for _, p := range pads {
				pc.Dimensions = append(pc.Dimensions, &xlapb.PaddingConfig_PaddingConfigDimension{EdgePaddingLow: p.Low, EdgePaddingHigh: p.High, InteriorPadding: p.Interior})
			}
			pi.PaddingConfig = pc
		case "exponent_bits":
			pi.ExponentBits = int32(i64)
		case "mantissa_bits":
			pi.MantissaBits = int32(i64)
		case "window":
			win, _ := a.Val.(*Window)
			if win == nil {
				return nil, bad("a window")
			}
			pw := &xlapb.Window{}
			for _, d := range win.Dims {
				pw.Dimensions = append(pw.Dimensions, &xlapb.WindowDimension{Size: d.Size, Stride: d.Stride, PaddingLow: d.PadLow,
					PaddingHigh: d.PadHigh, BaseDilation: d.LhsDilate, WindowDilation: d.RhsDilate, WindowReversal: d.Reversal})
			}
			pi.Window = pw
		case "dim_labels":
			lhs, _, _ := strings.Cut(str, "_")
			cd, ok := convDims(str, len(lhs))
			if !ok {
				return nil, bad("dim labels like b01f_01io->b01f")
			}
			pi.ConvolutionDimensionNumbers = &xlapb.ConvolutionDimensionNumbers{
				InputBatchDimension: cd.InputBatch, InputFeatureDimension: cd.InputFeature, InputSpatialDimensions: cd.InputSpatial,
				KernelInputFeatureDimension: cd.KernelInputFeature, KernelOutputFeatureDimension: cd.KernelOutputFeature,
				KernelSpatialDimensions: cd.KernelSpatial, OutputBatchDimension: cd.OutputBatch,
				OutputFeatureDimension: cd.OutputFeature, OutputSpatialDimensions: cd.OutputSpatial}
		case "feature_group_count":
			pi.FeatureGroupCount = i64
		case "batch_group_count":
			pi.BatchGroupCount = i64
		case "operand_precision":
			ws, _ := a.Val.([]string)
			pc := &xlapb.PrecisionConfig{}
			for _, w := range ws {
				v, ok := xlapb.PrecisionConfig_Precision_value[strings.ToUpper(w)]
				if !ok {
					return nil, bad("a list of precisions")
				}
				pc.OperandPrecision = append(pc.OperandPrecision, xlapb.PrecisionConfig_Precision(v))
			}
			pi.PrecisionConfig = pc
		case "lhs_batch_dims":
			dot().LhsBatchDimensions = ints
		case "rhs_batch_dims":
			dot().RhsBatchDimensions = ints
		case "lhs_contracting_dims":
			dot().LhsContractingDimensions = ints
		case "rhs_contracting_dims":
			dot().RhsContractingDimensions = ints
		case "offset_dims":
			gd().OffsetDims = ints
		case "collapsed_slice_dims":
			gd().CollapsedSliceDims = ints
		case "start_index_map":
			gd().StartIndexMap = ints
		case "operand_batching_dims":
			gd().OperandBatchingDims = ints
		case "start_indices_batching_dims":
			gd().StartIndicesBatchingDims = ints
		case "slice_sizes":
			pi.GatherSliceSizes = ints
		case "update_window_dims":
			sd().UpdateWindowDims = ints
		case "inserted_window_dims":
			sd().InsertedWindowDims = ints
		case "scatter_dims_to_operand_dims":
			sd().ScatterDimsToOperandDims = ints
		case "input_batching_dims":
			sd().InputBatchingDims = ints
		case "scatter_indices_batching_dims":
			sd().ScatterIndicesBatchingDims = ints
		case "index_vector_dim":
			if gather {
				gd().IndexVectorDim = i64
			} else {
				sd().IndexVectorDim = i64
			}
		case "indices_are_sorted":
			pi.IndicesAreSorted = b
		case "unique_indices":
			pi.UniqueIndices = b
		case "direction":
			pi.ComparisonDirection = str
		case "type":
			pi.ComparisonType = str
		case "distribution":
			pi.Distribution = xlapb.RandomDistribution(xlapb.RandomDistribution_value[strings.ToUpper(str)])
		case "algorithm":
			pi.RngAlgorithm = xlapb.RandomAlgorithm(xlapb.RandomAlgorithm_value[strings.ToUpper(str)])
		case "epsilon":
			f, _ := a.Val.(float64)
			pi.Epsilon = float32(f)
		case "feature_index":
			pi.FeatureIndex = i64
		case "channel_id":
			pi.ChannelId = i64
		case "replica_groups":
			gs, _ := a.Val.([][]int64)
			dl := &xlapb.CollectiveDeviceListProto{}
			for _, g := range gs {
				dl.ReplicaGroups = append(dl.ReplicaGroups, &xlapb.ReplicaGroup{ReplicaIds: g})
			}
			pi.CollectiveDeviceList = dl
		case "source_target_pairs":
			gs, _ := a.Val.([][]int64)
			for _, g := range gs {
				if len(g) != 2 {
					return nil, bad("a list of {source,target} pairs")
				}
				pi.SourceTargetPairs = append(pi.SourceTargetPairs, &xlapb.SourceTarget{Source: g[0], Target: g[1]})
			}
		case "use_global_device_ids":
			pi.UseGlobalDeviceIds = b
		case "is_host_transfer":
			pi.IsHostTransfer = b
		case "is_stable":
			pi.IsStable = b
		case "constrain_layout":
			pi.ConstrainLayout = b
		case "is_composite":
			pi.IsComposite = b
		case "custom_call_target":
			pi.CustomCallTarget = str
		case "custom_call_has_side_effect":
			pi.CustomCallHasSideEffect = b
		case "api_version":
			v, ok := xlapb.CustomCallApiVersion_value[str]
			if !ok {
				return nil, bad("an API version")
			}
			pi.CustomCallApiVersion = xlapb.CustomCallApiVersion(v)
		case "schedule", "custom_call_schedule":
			pi.CustomCallSchedule = xlapb.CustomCallSchedule(xlapb.CustomCallSchedule_value[str])
		case "operand_layout_constraints":
			shapes, _ := a.Val.([]*Shape)
			for _, s := range shapes {
				ps, err := shapeProto(s)
				if err != nil {
					return nil, err
				}
				pi.OperandShapesWithLayout = append(pi.OperandShapesWithLayout, ps)
			}
			pi.ConstrainLayout = true
		case "literal":
			sl, _ := a.Val.(*shapedLiteral)
			if sl == nil {
				return nil, bad("a literal")
			}
			lit, err := literalProto(w.ctx, sl.Lit, sl.Shape)
			if err != nil {
				return nil, err
			}
			pi.Literal = lit
		case "fft_type":
			pi.FftType = xlapb.FftType(xlapb.FftType_value[str])
		case "fft_length":
			pi.FftLength = ints
		case "left_side":
			tso().LeftSide = b
		case "lower":
			if in.Opcode == "cholesky" {
				pi.CholeskyOptions = &xlapb.CholeskyOptions{Lower: b}
			} else {
				tso().Lower = b
			}
		case "unit_diagonal":
			tso().UnitDiagonal = b
		case "transpose_a":
			tso().TransposeA = xlapb.TriangularSolveOptions_Transpose(xlapb.TriangularSolveOptions_Transpose_value[str])
		case "infeed_config":
			pi.InfeedConfig = []byte(str)
		case "outfeed_config":
			pi.OutfeedConfig = []byte(str)
		case "outfeed_shape":
			s, _ := a.Val.(*Shape)
			if s != nil {
				ps, err := shapeProto(s)
				if err != nil {
					return nil, err
				}
				pi.OutfeedShape = ps
			}
		case "k":
			pi.K = i64
		case "largest":
			pi.Largest = b
		}
	}
	if in.Opcode == "custom-call" && in.Attr("api_version") == nil {
		pi.CustomCallApiVersion = xlapb.CustomCallApiVersion_API_VERSION_ORIGINAL
	}
	if in.Opcode == "triangular-solve" {
		tso()
	}
	if md := in.Metadata; md != nil {
		pi.Metadata = &xlapb.OpMetadata{OpType: md.OpType, OpName: md.OpName, SourceFile: md.SourceFile,
			SourceLine: int32(md.SourceLine), StackFrameId: int32(md.StackFrameID)}
	}
	if in.HasSharding {
		s, err := parseSharding(in.Sharding)
		if err != nil {
			return nil, fmt.Errorf("sharding %s: %v", in.Sharding, err)
		}
		pi.Sharding = s
	}
	if len(in.Frontend) > 0 {
		pi.FrontendAttributes = frontendProto(in.Frontend)
	}
	if in.HasBackend {
		pi.BackendConfig = []byte(in.BackendCfg)
	}
	return pi, nil
}

// literalProto writes a literal of shape sh in LiteralProto's typed
// arrays, as Literal::ToProto does.
func literalProto(ctx *core.Context, lit *Literal, sh *Shape) (*xlapb.LiteralProto, error) {
	if lit == nil {
		return nil, fmt.Errorf("constant has no literal")
	}
	ps, err := shapeProto(sh)
	if err != nil {
		return nil, err
	}
	p := &xlapb.LiteralProto{Shape: ps}
	if sh.IsTuple() {
		if len(lit.Tuple) != len(sh.Tuple) {
			return nil, fmt.Errorf("tuple literal has %d elements, shape %s has %d", len(lit.Tuple), sh, len(sh.Tuple))
		}
		for i, e := range lit.Tuple {
			ep, err := literalProto(ctx, e, sh.Tuple[i])
			if err != nil {
				return nil, err
			}
			p.TupleLiterals = append(p.TupleLiterals, ep)
		}
		return p, nil
	}
	if lit.Elided {
		return nil, fmt.Errorf("the constant is elided ({...})")
	}
	elemFn, ok := primitiveTypes[sh.Elem]
	if !ok {
		return nil, fmt.Errorf("literals of %s are not supported", sh.Elem)
	}
	elem := elemFn(ctx)
	n := len(lit.Elems)
	if lit.Ints != nil {
		n = len(lit.Ints)
	}
	intAt := func(i int) (int64, error) {
		if lit.Ints != nil {
			return lit.Ints[i], nil
		}
		it, ok := elem.(*core.IntType)
		if !ok {
			return 0, fmt.Errorf("integer literal for %s", sh.Elem)
		}
		return parseIntText(lit.Elems[i].Text, it)
	}
	if it, ok := elem.(*core.IntType); ok {
		if lit.Raw != nil {
			return nil, fmt.Errorf("raw data for an integer literal")
		}
		var bs []byte
		for i := range n {
			v, err := intAt(i)
			if err != nil {
				return nil, err
			}
			switch {
			case sh.Elem == "pred":
				p.Preds = append(p.Preds, v != 0)
			case it.Width <= 8:
				bs = append(bs, byte(v))
			case it.Width == 16:
				bs = binary.LittleEndian.AppendUint16(bs, uint16(v))
			case sh.Elem == "s32":
				p.S32S = append(p.S32S, int32(v))
			case sh.Elem == "u32":
				p.U32S = append(p.U32S, uint32(v))
			case sh.Elem == "s64":
				p.S64S = append(p.S64S, v)
			case sh.Elem == "u64":
				p.U64S = append(p.U64S, uint64(v))
			}
		}
		switch sh.Elem {
		case "s1":
			p.S1S = bs
		case "s2":
			p.S2S = bs
		case "s4":
			p.S4S = bs
		case "s8":
			p.S8S = bs
		case "u1":
			p.U1S = bs
		case "u2":
			p.U2S = bs
		case "u4":
			p.U4S = bs
		case "u8":
			p.U8S = bs
		case "s16":
			p.S16S = bs
		case "u16":
			p.U16S = bs
		}
		return p, nil
	}
	// Floating-point and complex: the element bytes, then the typed field.
	raw := lit.Raw
	if raw == nil {
		raw = []byte{}
		var f *numerics.Format
		var width int
		comp := false
		switch t := elem.(type) {
		case *core.FloatType:
			f, ok = numerics.FormatByName(t.Name)
			width = core.ElementBytes(t)
		case *core.ComplexType:
			ft := t.Elem.(*core.FloatType)
			f, ok = numerics.FormatByName(ft.Name)
			width = core.ElementBytes(ft)
			comp = true
		}
		if !ok {
			return nil, fmt.Errorf("literals of %s are not supported", sh.Elem)
		}
		for _, e := range lit.Elems {
			parts := []string{e.Text}
			if comp {
				im := e.Imag
				if im == "" {
					im = "0"
				}
				parts = append(parts, im)
			} else if e.Imag != "" {
				return nil, fmt.Errorf("complex element for %s", sh.Elem)
			}
			for _, s := range parts {
				v, err := parseFloatText(s)
				if err != nil {
					return nil, err
				}
				raw = appendLE(raw, f.FromFloat64(v), width)
			}
		}
	}
	switch sh.Elem {
	case "f32", "c64":
		vs := make([]float32, len(raw)/4)
		for i := range vs {
			vs[i] = math.Float32frombits(binary.LittleEndian.Uint32(raw[4*i:]))
		}
		if sh.Elem == "f32" {
			p.F32S = vs
		} else {
			p.C64S = vs
		}
	case "f64", "c128":
		vs := make([]float64, len(raw)/8)
		for i := range vs {
			vs[i] = math.Float64frombits(binary.LittleEndian.Uint64(raw[8*i:]))
		}
		if sh.Elem == "f64" {
			p.F64S = vs
		} else {
			p.C128S = vs
		}
	case "f16":
		p.F16S = raw
	case "bf16":
		p.Bf16S = raw
	case "f4e2m1fn":
		p.F4E2M1Fns = raw
	case "f8e3m4":
		p.F8E3M4S = raw
	case "f8e4m3b11fnuz":
		p.F8E4M3B11Fnuzs = raw
	case "f8e4m3fn":
		p.F8E4M3Fns = raw
	case "f8e4m3fnuz":
		p.F8E4M3Fnuzs = raw
	case "f8e4m3":
		p.F8E4M3S = raw
	case "f8e5m2fnuz":
		p.F8E5M2Fnuzs = raw
	case "f8e5m2":
		p.F8E5M2S = raw
	case "f8e8m0fnu":
		p.F8E8M0Fnus = raw
	default:
		return nil, fmt.Errorf("literals of %s are not supported", sh.Elem)
	}
	return p, nil
}

// parseSharding reads sharding text (HloSharding::ToString's forms) into
// an OpSharding.
func parseSharding(text string) (*xlapb.OpSharding, error) {
	t := strings.TrimSpace(text)
	if len(t) < 2 || t[0] != '{' || t[len(t)-1] != '}' {
		return nil, fmt.Errorf("expected {...}")
	}
	inner := strings.TrimSpace(t[1 : len(t)-1])
	if inner == "" || inner[0] == '{' {
		s := &xlapb.OpSharding{Type: xlapb.OpSharding_TUPLE}
		if inner == "" {
			return s, nil
		}
		for _, part := range splitSharding(t) {
			e, err := parseSharding(part)
			if err != nil {
				return nil, err
			}
			s.TupleShardings = append(s.TupleShardings, e)
		}
		return s, nil
	}
	// Metadata and shard groups do not change the value.
	if i := strings.Index(inner, " metadata="); i >= 0 {
		inner = inner[:i]
	}
	fields := strings.Fields(inner)
	switch fields[0] {
	case "replicated":
		return &xlapb.OpSharding{Type: xlapb.OpSharding_REPLICATED}, nil
	case "manual":
		return &xlapb.OpSharding{Type: xlapb.OpSharding_MANUAL}, nil
	case "unknown":
		return &xlapb.OpSharding{Type: xlapb.OpSharding_UNKNOWN}, nil
	case "maximal":
		if len(fields) < 2 || !strings.HasPrefix(fields[1], "device=") {
			return nil, fmt.Errorf("maximal sharding needs device=N")
		}
		d, err := strconv.ParseInt(strings.TrimPrefix(fields[1], "device="), 10, 64)
		if err != nil {
			return nil, err
		}
		return &xlapb.OpSharding{Type: xlapb.OpSharding_MAXIMAL, TileAssignmentDevices: []int64{d}, TileAssignmentDimensions: []int64{1}}, nil
	}
	if !strings.HasPrefix(inner, "devices=[") {
		return nil, fmt.Errorf("unknown sharding")
	}
	rest := inner[len("devices=["):]
	end := strings.IndexByte(rest, ']')
	if end < 0 {
		return nil, fmt.Errorf("missing ']'")
	}
	s := &xlapb.OpSharding{Type: xlapb.OpSharding_OTHER}
	var err error
	if s.TileAssignmentDimensions, err = parseIntList(rest[:end]); err != nil {
		return nil, err
	}
	rest = rest[end+1:]
	tail := ""
	if i := strings.IndexByte(rest, ' '); i >= 0 {
		rest, tail = rest[:i], rest[i+1:]
	}
	if strings.HasPrefix(rest, "<=[") {
		e := strings.IndexByte(rest, ']')
		if e < 0 {
			return nil, fmt.Errorf("missing ']'")
		}
		if s.IotaReshapeDims, err = parseIntList(rest[3:e]); err != nil {
			return nil, err
		}
		if perm := rest[e+1:]; perm != "" {
			if !strings.HasPrefix(perm, "T(") || !strings.HasSuffix(perm, ")") {
				return nil, fmt.Errorf("bad transpose %s", perm)
			}
			ps, err := parseIntList(perm[2 : len(perm)-1])
			if err != nil {
				return nil, err
			}
			for _, p := range ps {
				s.IotaTransposePerm = append(s.IotaTransposePerm, int32(p))
			}
		}
	} else if s.TileAssignmentDevices, err = parseIntList(rest); err != nil {
		return nil, err
	}
	for tail != "" {
		tail = strings.TrimSpace(tail)
		switch {
		case strings.HasPrefix(tail, "last_tile_dim_replicate"):
			s.ReplicateOnLastTileDim = true
			tail = tail[len("last_tile_dim_replicate"):]
		case strings.HasPrefix(tail, "last_tile_dims={"):
			e := strings.IndexByte(tail, '}')
			if e < 0 {
				return nil, fmt.Errorf("missing '}'")
			}
			for _, w := range strings.Split(tail[len("last_tile_dims={"):e], ",") {
				v, ok := xlapb.OpSharding_Type_value[strings.ToUpper(strings.TrimSpace(w))]
				if !ok {
					return nil, fmt.Errorf("unknown last tile dim %s", w)
				}
				s.LastTileDims = append(s.LastTileDims, xlapb.OpSharding_Type(v))
			}
			tail = tail[e+1:]
		default:
			tail = "" // shard groups and the like
		}
	}
	return s, nil
}

func parseIntList(s string) ([]int64, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var out []int64
	for _, f := range strings.Split(s, ",") {
		v, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}
