// Package check defines the check dialect of StableHLO's interpreter tests
// (stablehlo/tests/CheckOps.td): ops that assert a tensor's value when the
// interpreter runs them.
//
//	check.expect_eq %a, %b : tensor<2xi32>                      exactly equal
//	check.expect_eq_const %a, dense<[1, 2]> : tensor<2xi32>
//	check.expect_almost_eq %a, %b, tolerance = 0.001 : tensor<2xf32>
//	check.expect_almost_eq_const %a, dense<[1.0, 2.0]> : tensor<2xf32>
//	check.expect_close %a, %b, max_ulp_difference = 3 : tensor<2xf32>, tensor<2xf32>
//	check.expect_serialized_eq %a, probe_id = "p0", iter = 1 : tensor<2xi32>
//
// The ops only declare syntax and types; their meaning lives in the
// interpreter (package interp), which compares values: floats within
// tolerance (default 1e-4), or within a window of units in the last place
// for expect_close.
package check
