// Package jaxexport reads JAX's export back-compatibility test data: the
// Python files of jax/_src/internal_test_util/export_back_compat_test_data
// in which JAX keeps real jax.export artifacts, each a dict such as
//
//	data_2024_05_31["f32"] = dict(
//	    testdata_version=1,
//	    platform='cpu',
//	    custom_call_targets=['lapack_spotrf_ffi'],
//	    serialized_date=datetime.date(2024, 5, 31),
//	    inputs=(array([[1., 2.], [3., 4.]], dtype=float32),),
//	    expected_outputs=(array([...], dtype=float32),),
//	    mlir_module_text=r"""module @jit_f { ... }""",
//	    mlir_module_serialized=b"ML\xefR\x01StableHLO_v1.0.0\x00...",
//	    xla_call_module_version=9,
//	    nr_devices=1,
//	)
//
// Read evaluates the subset of Python these files are written in, without
// Python: module-level assignments (to a name or to name[key]...), imports
// (of numpy, datetime and ml_dtypes, which give their names; other imports
// are accepted and unused), expression statements (a docstring), dict(...)
// with keyword arguments, {}, [] and () displays, str and bytes literals in
// every quoting with Python's escapes (raw, triple-quoted, adjacent ones
// joined), int, float and imaginary literals, unary + and -, binary + and -
// (how numpy's repr writes complex numbers: 1.5 - 2j), True, False, None,
// nan and inf, numpy.array(obj, dtype=..., shape=...) (numpy's dtype
// inference when dtype is absent), numpy scalar constructors such as
// np.float32(1.5), and datetime.date(y, m, d). Mixed real and complex
// arithmetic follows Python 3.14 (and C): 0.5 - 0j keeps the negative zero
// imaginary part that numpy's repr printed.
//
// Every dict holding the key testdata_version, found by walking the
// module's variables through nested dicts and lists as JAX's
// load_testdata_nested does, is one Entry, named by the file's stem, the
// variable and the keys ("cpu_lu_lapack_getrf.data_2024_05_31.f32"); its
// fields are checked as JAX's CompatTestData checks them. Arrays come back
// typed: a DType, a shape and values converted as numpy converts Python
// numbers to the dtype.
//
// Errors are located, "file:line:col: error: message" (*Error); malformed
// input never panics (FuzzRead).
package jaxexport
