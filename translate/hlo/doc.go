// Package hlo reads XLA's HLO, as JAX (jax.jit(...).lower().compile()
// .as_text(), XLA_FLAGS=--xla_dump_to) and PyTorch/XLA (the graphs
// torch-neuronx hands to neuronx-cc, `neuronx-cc compile --framework XLA
// model.pb`) write it, as text or as a serialized HloModuleProto, and
// imports it as StableHLO. Both forms become the same Module, so one
// importer serves both:
//
//	m, err := hlo.Parse("model.hlo", src, hlo.ParseOptions{})     // text as a Module
//	m, err := hlo.ReadProto("model.pb", src)                       // HloModuleProto as a Module
//	module, err := hlo.ImportModule(ctx, m, hlo.Options{})         // func.func + stablehlo, verified
//	module, err := hlo.Import(ctx, "model.pb", src, hlo.Options{})  // either form, told by content
//
// # One way in
//
// IsText, IsProto and IsHLO tell the forms apart by content, never by file
// name, and Import reads either. The tools ask IsHLO wherever they read
// MLIR and call Import: ncc-opt (tools/internal/opt), ncc-translate
// --import-hlo and --interpret, and ncc run. ncc-translate --import-hlo
// FILE [-o out.mlir] prints the result.
//
// # HloModuleProto
//
// The schema is XLA's own: proto/ vendors xla/xla_data.proto and
// xla/service/hlo.proto (and metrics.proto, which it imports) from
// openxla/xla with their license and origin, and proto/xlapb is the Go
// code protoc-gen-go generates from them (proto/gen.sh, `go generate
// ./translate/hlo/proto`). IsProto recognizes the wire structure of an
// HloModuleProto, or of the HloProto and HloSnapshot that XLA's
// --xla_dump_hlo_as_proto and replay files wrap it in; a proto whose start
// is a module's but that is truncated or corrupted still counts, so that
// the tools report what is wrong with it. ReadProto maps the proto to the
// Module the text parser would give (proto_read.go): operands and called
// computations by id, attributes from their proto fields under the names
// the printer gives them (dimensions, slice, padding, window, dim_labels
// from ConvolutionDimensionNumbers, dot/gather/scatter dimension numbers,
// replica groups, explicit or iota, from collective_device_list or the
// older field, ...), sharding as HloSharding::ToString writes it,
// literals from their typed arrays without going through text. Its
// problems are *ProtoError naming the computation and the instruction by
// name and id: truncated or corrupted bytes, unknown element types, ids
// that do not exist or repeat, dimensions, layouts and literal sizes that
// lie; Import reports them, and the importer's own errors about a proto
// instruction, at line 0 of the file with the instruction's name, id and
// computation. MarshalProto (proto_write.go) is the inverse, as
// HloModule::ToProto writes a module: the tests, the lit inputs and the
// benchmark make the proto twins of text programs with it.
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
//     (AwsNeuronGelu, AwsNeuronGeluApprxTanh, AwsNeuronGeluBackward,
//     AwsNeuronSoftmax, AwsNeuronSoftmaxBackward, AwsNeuronRmsNorm,
//     AwsNeuronTransferWithStaticRing) are then rewritten into their
//     StableHLO meaning by LegalizeNeuronCustomCalls (see neuron.go for the
//     operand conventions, from torch_neuronx/xla_impl/ops.py:
//     GeluBackward(x) is GELU's derivative, which Gelu.backward multiplies
//     by the gradient; SoftmaxBackward(grad, output) is
//     y·(g − Σ g·y) along backend_config's dimension), unless
//     Options.KeepNeuronCustomCalls.
//   - Collectives keep their replica groups (an i64 tensor, short groups
//     padded with -1), channel ids (#stablehlo.channel_handle) and
//     use_global_device_ids; the -start/-done pairs of the asynchronous
//     forms become the synchronous op, and so does the generic wrapper
//     async-start/async-update/async-done: the wrapped computation (calls=)
//     inlined on the operands. An all-gather or reduce-scatter over
//     several operands passes its rank-0 ones through: they are the
//     pseudo-token (a numeric zero that orders collectives) that
//     torch-neuronx's torch_xla adds to each collective, which today's XLA
//     rejects there; the rest become one variadic all_gather or one
//     reduce_scatter each (StableHLO's takes one operand).
//   - topk is chlo.top_k (largest=false: of the negated operand, negated
//     back), as XLA's importer makes it; --chlo-legalize-to-stablehlo
//     turns it into the sort the interpreter runs. stochastic-convert and
//     the ragged ops (ragged-all-to-all, ragged-dot) are still refused.
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
// not match their values, bad literals, truncated text or protos) gives
// located diagnostics, never a panic (FuzzParse and FuzzProto check).
//
// # Tests and benchmark
//
// TestTwins interprets each testdata program three ways, as HLO text, as
// its proto twin and as a StableHLO twin written op for op, on the same random
// arguments, and requires bit-identical results; the programs are shaped
// as the frameworks emit them (a BertLayer and a tensor-parallel Llama
// block with sharding and all-reduce from PyTorch/XLA, a GPT-2 block from
// jax.jit, a training step with torch-neuronx's forward and backward
// custom calls, and smaller ones). hlogen writes BERT-base (12 layers,
// seq 128, hidden 768, 12 heads) as PyTorch/XLA traces it;
// BenchmarkImportBERTBaseProto and tools/ncc-bench-hlo (make bench) time
// importing its proto against a 0.5 s target.
//
// TestPyTorchXLADumps runs real dumps (testdata/pytorch-xla, from
// torch-neuronx, neuronx-distributed and transformers-neuronx: BERT and
// Llama-2 training steps at tensor, data and pipeline parallelism, GPT-2
// inference, SPMD-sharded models) on the process grid their replica groups
// name; TestPyTorchXLATensorParallel checks their collectives against the
// model on one core: GPT-2 compiled for 2 and 8 NeuronCores (and a
// Llama-7B-shaped layer for 2, with NCC_E2E_XL=1), given shards of the same
// weights, gives the one-core graph's logits and caches. TestJAXJitDump
// runs a real jax.jit dump (testdata/jax: nanoGPT, its printer's elided
// constants filled by Options.FillElidedConstants).
package hlo
