// Package function defines MLIR's func dialect: func.func (a function: a
// symbol with a FunctionType, per-argument and per-result attribute
// dictionaries, and a body region, absent for declarations), func.return,
// func.call, func.call_indirect and func.constant.
//
// func.func's syntax is hand-written (syntax.go) because it is MLIR's
// function_interface_impl syntax, which no declarative format can say:
//
//	func.func private @d(i32 {a.b}, f32) -> (i32 {r.x = 1 : i64})
//	func.func @f(%arg0: i32) -> i32 attributes {foo} { ... }
//
// Inside a func.func the default dialect is func, so `return` and `call`
// print and parse without their prefix, as mlir-opt writes them.
//
// The folder is dialects/func; the package is named function because func
// is a Go keyword.
package function
