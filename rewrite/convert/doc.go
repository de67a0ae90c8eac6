// Package convert is ncc's dialect conversion: a Target saying which ops
// and dialects are legal, illegal or dynamically legal (and which ops make
// their regions legal), a TypeConverter (1:1 and 1:N, bridged by
// builtin.unrealized_conversion_cast materializations), and conversion
// Patterns that receive their op's operands already converted (an Adaptor).
//
// Conversion is one-shot, with no rollback, unlike MLIR's: ops are visited
// once in pre-order (not entering recursively legal ops), each illegal or
// unknown op is offered to its patterns by decreasing benefit, and ops a
// pattern creates are legalized in turn (those the target statically
// marks legal need nothing and are not queued). The Adaptor a pattern
// gets is valid only during that call: the driver reuses its storage. A
// pattern must decide before it
// changes anything: once it has touched the IR it must return true. The
// driver watches the rewriter and reports a pattern that returns false
// after a change as an error naming it, since there is nothing to undo.
//
// Values whose type a pattern changes are bridged: old users get a source
// materialization (a cast back to the old type) and later patterns see
// through it in their Adaptor; operands of a type the TypeConverter
// changes get a target materialization. Materializations left unused at
// the end are erased; the rest remain for a later pass to reconcile.
//
// Modes: Partial (only explicitly illegal leftovers are errors), Full
// (every op must end legal) and Analysis (converts a clone and returns the
// ops that could be legalized, leaving the input untouched). A failure is
// reported at the op's location as "failed to legalize operation 'x' that
// was explicitly marked illegal", with a note naming the patterns tried.
package convert
