// Package proto holds XLA's HloModuleProto schema, vendored from
// openxla/xla (see ORIGIN and LICENSE), and the generator of its Go code
// in xlapb. translate/hlo reads HloModuleProto files with xlapb.
package proto

//go:generate ./gen.sh
