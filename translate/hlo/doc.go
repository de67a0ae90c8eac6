// Package hlo reads XLA's HLO text, as JAX (jax.jit(...).lower().compile()
// .as_text(), XLA_FLAGS=--xla_dump_to) and PyTorch/XLA (the graphs torch-
// neuronx hands to neuronx-cc) write it, and imports it as StableHLO:
//
//	m, err := hlo.Parse("model.hlo", src, hlo.ParseOptions{})     // the text as a Module
//	module, err := hlo.ImportModule(ctx, m, hlo.Options{})         // func.func + stablehlo, verified
//	module, err := hlo.Import(ctx, "model.hlo", src, hlo.Options{}) // both steps
//
// ncc-translate --import-hlo FILE [-o out.mlir] prints the result.
//
// # Reading
//
// Parse follows XLA's hlo_parser.cc: `HloModule name, attrs` (entry_
// computation_layout, input_output_alias, replica_count, num_partitions and
// frontend_attributes are kept), computations with or without their
// `(p: shape) -> shape` signature, ENTRY (the last computation when none
// says so), ROOT (the last instruction when none says so), names with or
// without the '%' sigil, operands with or without their shapes (older XLA
// prints them), shapes with layouts (f32[2,3]{1,0}, tiles after ':'),
// bounded (<=N) and unbounded (?) dimensions, tuples and tokens, and /* */
// and // comments. Attributes are read by kind (attrKinds): integer lists,
// window={size=.. stride=.. pad=lo_hi.. lhs_dilate rhs_dilate
// rhs_reversal}, padding=lo_hi[_interior]x..., slice={[a:b:s]},
// dim_labels, replica groups (explicit or the iota form [n,s]<=[d]T(p)),
// computations (to_apply, condition, body, calls, true/false_computation,
// branch_computations, called_computations), metadata, sharding (kept as
// text), frontend_attributes and backend_config (a string or raw JSON).
// Attributes the importer has no use for are kept as raw text. Literals
// are nested braces of elements (inf, nan, true, (re, im)); `{...}`, the
// printer's elided constant, is an error naming the constant. Every
// problem is an *Error at a line and column.
//
// # Importing
//
// The mapping is XLA's own HLO -> StableHLO importer's
// (xla/hlo/translate/hlo_to_mhlo/hlo_function_importer.cc):
//
//   - The entry computation becomes public @main; a computation that call
//     uses becomes a private function named after it ('-' becomes '_').
//     Computations of ops that take regions (reduce, reduce-window,
//     select-and-scatter, scatter, sort, map, all-reduce, reduce-scatter,
//     while, conditional) become those regions; fusion is inlined.
//   - Tuple parameters and results are flattened; tuple and
//     get-tuple-element exist only while importing and fold away. while
//     over tuple state is a multi-value stablehlo.while; conditional is
//     stablehlo.if on a pred and stablehlo.case on an index, each branch
//     using its operand directly.
//   - custom-call is stablehlo.custom_call with call_target_name,
//     backend_config, api_version, has_side_effect, called_computations,
//     operand/result layouts and mhlo.literal; a tuple result stays a tuple
//     taken apart by get_tuple_element. torch-neuronx's targets
//     (AwsNeuronGelu, AwsNeuronGeluApprxTanh, AwsNeuronSoftmax,
//     AwsNeuronRmsNorm, AwsNeuronTransferWithStaticRing) are then rewritten
//     into their StableHLO meaning by LegalizeNeuronCustomCalls (see
//     neuron.go for the operand conventions), unless
//     Options.KeepNeuronCustomCalls.
//   - Collectives keep their replica groups (an i64 tensor, short groups
//     padded with -1), channel ids (#stablehlo.channel_handle) and
//     use_global_device_ids; the -start/-done pairs of the asynchronous
//     forms become the synchronous op.
//   - bitcast is the reshape it is in value terms (with transposes when
//     the layouts differ); copy, add-dependency and domain are the
//     identity; convert to pred is `!= 0`; add of pred is or; erf is
//     chlo.erf; call with is_composite is stablehlo.composite.
//   - Every other opcode with a StableHLO meaning maps to its op, with its
//     attributes (see import_*.go). An opcode without one is
//     `error: cannot import HLO opcode 'X'` at its line.
//   - metadata becomes locations as XLA's GenerateInstructionLocation
//     makes them: NameLoc(op_name) fused with
//     FileLineColLoc(source_file, source_line, 0), so verifier errors
//     point at the user's Python line; without a source file NameLoc
//     (op_name), without metadata NameLoc(instruction name). Where XLA's
//     NameLoc has no position, ncc nests the HLO text position in it.
//     Verifier errors carry a note at the HLO instruction.
//   - sharding becomes mhlo.sharding (split over flattened tuples),
//     frontend attributes mhlo.frontend_attributes, input_output_alias
//     the module's mhlo.input_output_alias and JAX's tf.aliasing_output
//     on the donated argument, a non-default entry layout
//     mhlo.xla_entry_computation_{parameter,result}_layout(s); the module
//     also gets mhlo.num_replicas/num_partitions and XLA's other module
//     attributes.
//
// Bad input (unknown opcodes, cycles in operands or calls, shapes that do
// not match their values, bad literals, truncated text) gives located
// diagnostics, never a panic (FuzzParse checks).
package hlo
