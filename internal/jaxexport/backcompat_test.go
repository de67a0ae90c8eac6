package jaxexport_test

import (
	"bytes"
	"fmt"
	"math"
	"math/cmplx"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/internal/jaxexport"
	"ncc/interp"
	"ncc/translate/portable"
)

// dataDir holds JAX's export back-compatibility data (README.md there).
const dataDir = "testdata/export_back_compat_test_data"

// stage is how far an artifact gets. Every artifact not in knownFailures
// must reach passed.
type stage int

const (
	// deserialize: mlir_module_serialized reads as ncc-translate
	// --deserialize reads it (translate/portable) and verifies.
	deserialize stage = iota
	// parseText: mlir_module_text parses and verifies, as ncc-opt reads it.
	parseText
	// identical: the two modules print the same (no locations), but for
	// the knownDifferences.
	identical
	// interpret: both run in the reference interpreter on the entry's
	// inputs, with bit-identical results.
	interpret
	// expected: the results match JAX's expected_outputs within the
	// tolerances of JAX's back-compat test.
	expected
	passed
)

func (s stage) String() string {
	return [...]string{"deserialize", "parse text", "identical", "interpret", "expected", "passed"}[s]
}

// knownFailure is where an artifact stops and a substring of the error it
// stops with.
type knownFailure struct {
	stage  stage
	reason string
}

// multiDevice is where shard_maps over several devices stop: a Shardy
// sdy.manual_computation that is manual on a mesh axis of size > 1 needs
// the program partitioned across devices, and the interpreter runs the
// logical program on one.
var multiDevice = knownFailure{interpret, "manual on mesh axis"}

// customCall is the interpreter's error for a custom call target it does
// not run: LAPACK/BLAS FFI kernels of JAX's CPU runtime, cuSOLVER,
// hipSOLVER and cuSPARSE kernels, JAX's own GPU kernels (threefry, LU
// pivots), TPU library calls (ApproxTopK, Eigh, Qr, LuDecomposition). None
// of them is StableHLO: each is a kernel of one backend.
func customCall(target string) knownFailure {
	return knownFailure{interpret, "interpreter does not support custom call '" + target + "'"}
}

// dynamic is the interpreter's error for the shape-polymorphic
// artifacts, whose main takes tensor<?x...>: running them needs the
// arguments' shapes propagated first (stablehlo-refine-arguments and
// -refine-shapes, with their rewriting of shape_assertion and the
// stablehlo.dynamic_* custom calls), which ncc does not do yet.
var dynamic = knownFailure{interpret, "must have a static shape"}

// shapeAssertion is where the shape-polymorphic artifacts that check their
// shape constraints stop: jax.export's shape_assertion custom call, which
// stablehlo-refine-shapes folds away once the shapes are known (see
// dynamic).
var shapeAssertion = customCall("shape_assertion")

// knownFailures lists every artifact that does not pass, by name.
var knownFailures = map[string]knownFailure{
	"cpu_cholesky_lapack_potrf.data_2024_05_31.c128":          customCall("lapack_zpotrf_ffi"),
	"cpu_cholesky_lapack_potrf.data_2024_05_31.c64":           customCall("lapack_cpotrf_ffi"),
	"cpu_cholesky_lapack_potrf.data_2024_05_31.f32":           customCall("lapack_spotrf_ffi"),
	"cpu_cholesky_lapack_potrf.data_2024_05_31.f64":           customCall("lapack_dpotrf_ffi"),
	"cpu_eig_lapack_geev.data_2024_08_19.c128":                customCall("lapack_zgeev_ffi"),
	"cpu_eig_lapack_geev.data_2024_08_19.c64":                 customCall("lapack_cgeev_ffi"),
	"cpu_eig_lapack_geev.data_2024_08_19.f32":                 customCall("lapack_sgeev_ffi"),
	"cpu_eig_lapack_geev.data_2024_08_19.f64":                 customCall("lapack_dgeev_ffi"),
	"cpu_eigh_lapack_syev.data_2024_08_19.c128":               customCall("lapack_zheevd_ffi"),
	"cpu_eigh_lapack_syev.data_2024_08_19.c64":                customCall("lapack_cheevd_ffi"),
	"cpu_eigh_lapack_syev.data_2024_08_19.f32":                customCall("lapack_ssyevd_ffi"),
	"cpu_eigh_lapack_syev.data_2024_08_19.f64":                customCall("lapack_dsyevd_ffi"),
	"cpu_hessenberg_lapack_gehrd.data_2024_08_31.c128":        customCall("lapack_zgehrd_ffi"),
	"cpu_hessenberg_lapack_gehrd.data_2024_08_31.c64":         customCall("lapack_cgehrd_ffi"),
	"cpu_hessenberg_lapack_gehrd.data_2024_08_31.f32":         customCall("lapack_sgehrd_ffi"),
	"cpu_hessenberg_lapack_gehrd.data_2024_08_31.f64":         customCall("lapack_dgehrd_ffi"),
	"cpu_lu_lapack_getrf.data_2024_05_31.c128":                customCall("lapack_zgetrf_ffi"),
	"cpu_lu_lapack_getrf.data_2024_05_31.c64":                 customCall("lapack_cgetrf_ffi"),
	"cpu_lu_lapack_getrf.data_2024_05_31.f32":                 customCall("lapack_sgetrf_ffi"),
	"cpu_lu_lapack_getrf.data_2024_05_31.f64":                 customCall("lapack_dgetrf_ffi"),
	"cpu_qr_lapack_geqrf.data_2025_04_02.c128":                customCall("lapack_zgeqrf_ffi"),
	"cpu_qr_lapack_geqrf.data_2025_04_02.c64":                 customCall("lapack_cgeqrf_ffi"),
	"cpu_qr_lapack_geqrf.data_2025_04_02.f32":                 customCall("lapack_sgeqrf_ffi"),
	"cpu_qr_lapack_geqrf.data_2025_04_02.f64":                 customCall("lapack_dgeqrf_ffi"),
	"cpu_schur_lapack_gees.data_2024_11_29.c128":              customCall("lapack_zgees_ffi"),
	"cpu_schur_lapack_gees.data_2024_11_29.c64":               customCall("lapack_cgees_ffi"),
	"cpu_schur_lapack_gees.data_2024_11_29.f32":               customCall("lapack_sgees_ffi"),
	"cpu_schur_lapack_gees.data_2024_11_29.f64":               customCall("lapack_dgees_ffi"),
	"cpu_svd_lapack_gesdd.data_2024_08_13.c128":               customCall("lapack_zgesdd_ffi"),
	"cpu_svd_lapack_gesdd.data_2024_08_13.c64":                customCall("lapack_cgesdd_ffi"),
	"cpu_svd_lapack_gesdd.data_2024_08_13.f32":                customCall("lapack_sgesdd_ffi"),
	"cpu_svd_lapack_gesdd.data_2024_08_13.f64":                customCall("lapack_dgesdd_ffi"),
	"cpu_triangular_solve_blas_trsm.data_2025_10_20.c128":     customCall("lapack_ztrsm_ffi"),
	"cpu_triangular_solve_blas_trsm.data_2025_10_20.c64":      customCall("lapack_ctrsm_ffi"),
	"cpu_triangular_solve_blas_trsm.data_2025_10_20.f32":      customCall("lapack_strsm_ffi"),
	"cpu_triangular_solve_blas_trsm.data_2025_10_20.f64":      customCall("lapack_dtrsm_ffi"),
	"cpu_tridiagonal_lapack_sytrd_hetrd.data_2024_12_01.c128": customCall("lapack_zhetrd_ffi"),
	"cpu_tridiagonal_lapack_sytrd_hetrd.data_2024_12_01.c64":  customCall("lapack_chetrd_ffi"),
	"cpu_tridiagonal_lapack_sytrd_hetrd.data_2024_12_01.f32":  customCall("lapack_ssytrd_ffi"),
	"cpu_tridiagonal_lapack_sytrd_hetrd.data_2024_12_01.f64":  customCall("lapack_dsytrd_ffi"),
	"cpu_tridiagonal_solve_lapack_gtsv.data_2025_01_09.c128":  customCall("lapack_zgtsv_ffi"),
	"cpu_tridiagonal_solve_lapack_gtsv.data_2025_01_09.c64":   customCall("lapack_cgtsv_ffi"),
	"cpu_tridiagonal_solve_lapack_gtsv.data_2025_01_09.f32":   customCall("lapack_sgtsv_ffi"),
	"cpu_tridiagonal_solve_lapack_gtsv.data_2025_01_09.f64":   customCall("lapack_dgtsv_ffi"),

	"cuda_cholesky_solver_potrf.data_2025_10_15.c128":       customCall("cusolver_potrf_ffi"),
	"cuda_cholesky_solver_potrf.data_2025_10_15.c64":        customCall("cusolver_potrf_ffi"),
	"cuda_cholesky_solver_potrf.data_2025_10_15.f32":        customCall("cusolver_potrf_ffi"),
	"cuda_cholesky_solver_potrf.data_2025_10_15.f64":        customCall("cusolver_potrf_ffi"),
	"cuda_eigh_cusolver_syev.data_2024_09_30.c128":          customCall("cusolver_syevd_ffi"),
	"cuda_eigh_cusolver_syev.data_2024_09_30.c64":           customCall("cusolver_syevd_ffi"),
	"cuda_eigh_cusolver_syev.data_2024_09_30.f32":           customCall("cusolver_syevd_ffi"),
	"cuda_eigh_cusolver_syev.data_2024_09_30.f64":           customCall("cusolver_syevd_ffi"),
	"cuda_lu_cusolver_getrf.data_2024_08_19.c128":           customCall("cusolver_getrf_ffi"),
	"cuda_lu_cusolver_getrf.data_2024_08_19.c64":            customCall("cusolver_getrf_ffi"),
	"cuda_lu_cusolver_getrf.data_2024_08_19.f32":            customCall("cusolver_getrf_ffi"),
	"cuda_lu_cusolver_getrf.data_2024_08_19.f64":            customCall("cusolver_getrf_ffi"),
	"cuda_lu_pivots_to_permutation.data_2025_04_01":         customCall("cu_lu_pivots_to_permutation"),
	"cuda_qr_cusolver_geqrf.data_2024_09_26.c128":           customCall("cusolver_geqrf_ffi"),
	"cuda_qr_cusolver_geqrf.data_2024_09_26.c64":            customCall("cusolver_geqrf_ffi"),
	"cuda_qr_cusolver_geqrf.data_2024_09_26.f32":            customCall("cusolver_geqrf_ffi"),
	"cuda_qr_cusolver_geqrf.data_2024_09_26.f64":            customCall("cusolver_geqrf_ffi"),
	"cuda_svd_cusolver_gesvd.data_2024_10_08.jacobi.c128":   customCall("cusolver_gesvdj_ffi"),
	"cuda_svd_cusolver_gesvd.data_2024_10_08.jacobi.c64":    customCall("cusolver_gesvdj_ffi"),
	"cuda_svd_cusolver_gesvd.data_2024_10_08.jacobi.f32":    customCall("cusolver_gesvdj_ffi"),
	"cuda_svd_cusolver_gesvd.data_2024_10_08.jacobi.f64":    customCall("cusolver_gesvdj_ffi"),
	"cuda_svd_cusolver_gesvd.data_2024_10_08.qr.c128":       customCall("cusolver_gesvd_ffi"),
	"cuda_svd_cusolver_gesvd.data_2024_10_08.qr.c64":        customCall("cusolver_gesvd_ffi"),
	"cuda_svd_cusolver_gesvd.data_2024_10_08.qr.f32":        customCall("cusolver_gesvd_ffi"),
	"cuda_svd_cusolver_gesvd.data_2024_10_08.qr.f64":        customCall("cusolver_gesvd_ffi"),
	"cuda_threefry2x32.data_2024_07_30":                     customCall("cu_threefry2x32_ffi"),
	"cuda_tridiagonal_cusolver_sytrd.data_2025_01_09.c128":  customCall("cusolver_sytrd_ffi"),
	"cuda_tridiagonal_cusolver_sytrd.data_2025_01_09.c64":   customCall("cusolver_sytrd_ffi"),
	"cuda_tridiagonal_cusolver_sytrd.data_2025_01_09.f32":   customCall("cusolver_sytrd_ffi"),
	"cuda_tridiagonal_cusolver_sytrd.data_2025_01_09.f64":   customCall("cusolver_sytrd_ffi"),
	"cuda_tridiagonal_solve.data_2025_06_16.f32":            customCall("cusparse_gtsv2_ffi"),
	"cuda_tridiagonal_solve.data_2025_06_16.f64":            customCall("cusparse_gtsv2_ffi"),
	"gpu_eigh_solver_syev.data_2026_02_16.c128":             customCall("hipsolver_syevd_ffi"),
	"gpu_eigh_solver_syev.data_2026_02_16.c64":              customCall("hipsolver_syevd_ffi"),
	"gpu_eigh_solver_syev.data_2026_02_16.f32":              customCall("hipsolver_syevd_ffi"),
	"gpu_eigh_solver_syev.data_2026_02_16.f64":              customCall("hipsolver_syevd_ffi"),
	"rocm_cholesky_solver_potrf.data_2026_02_05.c128":       customCall("hipsolver_potrf_ffi"),
	"rocm_cholesky_solver_potrf.data_2026_02_05.c64":        customCall("hipsolver_potrf_ffi"),
	"rocm_cholesky_solver_potrf.data_2026_02_05.f32":        customCall("hipsolver_potrf_ffi"),
	"rocm_cholesky_solver_potrf.data_2026_02_05.f64":        customCall("hipsolver_potrf_ffi"),
	"rocm_eigh_hipsolver_syev.data_2024_08_05.f32_syevd":    customCall("hipsolver_syevd"),
	"rocm_eigh_hipsolver_syev.data_2024_08_05.f32_syevj":    customCall("hipsolver_syevj"),
	"rocm_eigh_hipsolver_syev.data_2024_08_05.f64_syevd":    customCall("hipsolver_syevd"),
	"rocm_eigh_hipsolver_syev.data_2024_08_05.f64_syevj":    customCall("hipsolver_syevj"),
	"rocm_lu_pivots_to_permutation.data_2026_02_04":         customCall("hip_lu_pivots_to_permutation"),
	"rocm_lu_rocsolver_getrf.data_2026_02_04.c128":          customCall("hipsolver_getrf_ffi"),
	"rocm_lu_rocsolver_getrf.data_2026_02_04.c64":           customCall("hipsolver_getrf_ffi"),
	"rocm_lu_rocsolver_getrf.data_2026_02_04.f32":           customCall("hipsolver_getrf_ffi"),
	"rocm_lu_rocsolver_getrf.data_2026_02_04.f64":           customCall("hipsolver_getrf_ffi"),
	"rocm_qr_hipsolver_geqrf.data_2026_02_04.c128":          customCall("hipsolver_geqrf_ffi"),
	"rocm_qr_hipsolver_geqrf.data_2026_02_04.c64":           customCall("hipsolver_geqrf_ffi"),
	"rocm_qr_hipsolver_geqrf.data_2026_02_04.f32":           customCall("hipsolver_geqrf_ffi"),
	"rocm_qr_hipsolver_geqrf.data_2026_02_04.f64":           customCall("hipsolver_geqrf_ffi"),
	"rocm_svd_hipsolver_gesvd.data_2026_02_04.gesdd.f32":    customCall("hipsolver_gesdd_ffi"),
	"rocm_svd_hipsolver_gesvd.data_2026_02_04.jacobi.c128":  customCall("hipsolver_gesvdj_ffi"),
	"rocm_svd_hipsolver_gesvd.data_2026_02_04.jacobi.c64":   customCall("hipsolver_gesvdj_ffi"),
	"rocm_svd_hipsolver_gesvd.data_2026_02_04.jacobi.f32":   customCall("hipsolver_gesvdj_ffi"),
	"rocm_svd_hipsolver_gesvd.data_2026_02_04.jacobi.f64":   customCall("hipsolver_gesvdj_ffi"),
	"rocm_svd_hipsolver_gesvd.data_2026_02_04.qr.c128":      customCall("hipsolver_gesvd_ffi"),
	"rocm_svd_hipsolver_gesvd.data_2026_02_04.qr.c64":       customCall("hipsolver_gesvd_ffi"),
	"rocm_svd_hipsolver_gesvd.data_2026_02_04.qr.f32":       customCall("hipsolver_gesvd_ffi"),
	"rocm_svd_hipsolver_gesvd.data_2026_02_04.qr.f64":       customCall("hipsolver_gesvd_ffi"),
	"rocm_threefry2x32.data_2026_02_05":                     customCall("hip_threefry2x32_ffi"),
	"rocm_tridiagonal_hipsolver_sytrd.data_2026_02_04.c128": customCall("hipsolver_sytrd_ffi"),
	"rocm_tridiagonal_hipsolver_sytrd.data_2026_02_04.c64":  customCall("hipsolver_sytrd_ffi"),
	"rocm_tridiagonal_hipsolver_sytrd.data_2026_02_04.f32":  customCall("hipsolver_sytrd_ffi"),
	"rocm_tridiagonal_hipsolver_sytrd.data_2026_02_04.f64":  customCall("hipsolver_sytrd_ffi"),

	"shardy_sharding_ops_with_different_meshes.data_2025_06_30": multiDevice,
	"stablehlo_dynamic_approx_top_k.data_2024_05_30":            shapeAssertion,
	"stablehlo_dynamic_rng_bit_generator.data_2023_06_17":       dynamic,
	"stablehlo_dynamic_top_k.data_2023_07_16":                   dynamic,
	"stablehlo_dynamic_top_k.data_2023_08_11":                   shapeAssertion,
	"tpu_ApproxTopK.data_2023_04_17":                            customCall("ApproxTopK"),
	"tpu_ApproxTopK.data_2023_05_16":                            customCall("ApproxTopK"),
	"tpu_Eigh.data":                                             customCall("Eigh"),
	"tpu_Lu.data_2023_03_21":                                    customCall("LuDecomposition"),
	"tpu_Qr.data_2023_03_17":                                    customCall("Qr"),
	// A shard_map over two devices: SPMDFullToShardShape and
	// SPMDShardToFullShape split and join the value across the
	// partitions, which needs XLA's SPMD partitioner (the interpreter
	// runs the logical, unpartitioned program).
	"tpu_Sharding.data_2025_06_30.gspmd":                           customCall("SPMDFullToShardShape"),
	"tpu_Sharding.data_2025_06_30.shardy":                          multiDevice,
	"tpu_stablehlo_dynamic_reduce_window.data_unary_2023_06_17":    dynamic,
	"tpu_stablehlo_dynamic_reduce_window.data_variadic_2023_06_17": dynamic,
}

// knownDifference is a difference between the deserialized module and its
// text twin: the deserialized print has want where the text twin's has
// text.
type knownDifference struct {
	text, want, why string
}

var knownDifferences = map[string][]knownDifference{
	"tpu_Sharding.data_2025_06_30.gspmd": {{
		text: "channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>",
		want: "channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>",
		why: "VHLO's collective_permute_v1 keeps the channel handle, not its type, " +
			"and upstream VhloLegalizeToStablehlo rebuilds it with type 0, as translate/portable does",
	}},
}

// tolerance is JAX's: run_one_test's rtol 1e-7 unless a test gives its
// own, and per-dtype atol (public_test_util._default_tolerance), compared
// as numpy.testing.assert_allclose does.
const defaultRtol = 1e-7

func atol(dt jaxexport.DType) float64 {
	switch dt {
	case jaxexport.Float16:
		return 1e-3
	case jaxexport.BFloat16:
		return 1e-2
	case jaxexport.Float32, jaxexport.Complex64:
		return 1e-6
	case jaxexport.Float64, jaxexport.Complex128:
		return 1e-15
	}
	return 0
}

// outcome is what happened to one artifact.
type outcome struct {
	reached stage
	err     string
}

func TestBackCompat(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(dataDir, "*.py"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	var entries []*jaxexport.Entry
	for _, f := range files {
		es, err := jaxexport.ReadFile(f)
		require.NoError(t, err)
		entries = append(entries, es...)
	}
	counts := make([]int, passed+1)
	seen := map[string]bool{}
	for _, e := range entries {
		require.False(t, seen[e.Name], "duplicate entry %s", e.Name)
		seen[e.Name] = true
		t.Run(e.Name, func(t *testing.T) {
			o := run(t, e)
			for s := deserialize; s <= o.reached; s++ {
				counts[s]++
			}
			k, isKnown := knownFailures[e.Name]
			switch {
			case !isKnown && o.reached != passed:
				t.Errorf("stops at %v: %s", o.reached, o.err)
			case isKnown && o.reached > k.stage:
				t.Errorf("now passes %v (known to stop there: %s): update knownFailures (it stops at %v: %s)", k.stage, k.reason, o.reached, o.err)
			case isKnown && o.reached < k.stage:
				t.Errorf("regressed: stops at %v, known to stop at %v: %s", o.reached, k.stage, o.err)
			case isKnown && !strings.Contains(o.err, k.reason):
				t.Errorf("stops at %v for another reason than %q: %s", o.reached, k.reason, o.err)
			}
		})
	}
	for name := range knownFailures {
		assert.True(t, seen[name], "knownFailures names %s, which is not an artifact", name)
	}
	for name := range knownDifferences {
		assert.True(t, seen[name], "knownDifferences names %s, which is not an artifact", name)
	}
	// counts[s] is the number of artifacts that got to s, i.e. passed
	// every stage before it.
	t.Logf("artifacts %d, deserialized %d, identical to text twin %d (%d up to a known difference), interpreted %d, matching expected outputs %d",
		len(entries), counts[parseText], counts[interpret], len(knownDifferences), counts[expected], counts[passed])
}

func TestAllClose(t *testing.T) {
	tests := []struct {
		got, want, atol float64
		ok              bool
	}{
		{1, 1, 0, true},
		{1 + 5e-8, 1, 0, true},    // within rtol 1e-7
		{1 + 3e-7, 1, 0, false},   // beyond rtol
		{1 + 3e-7, 1, 1e-6, true}, // float32's atol
		{0, 1e-16, 1e-15, true},
		{math.NaN(), math.NaN(), 0, true},
		{math.NaN(), 1, 1e-6, false},
		{math.Inf(1), math.Inf(1), 0, true},
		{math.Inf(1), math.Inf(-1), 1e-6, false},
		{math.Inf(1), 1e300, 1e-6, false},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.ok, allClose(tc.got, tc.want, tc.atol, defaultRtol), "%v vs %v (atol %v)", tc.got, tc.want, tc.atol)
	}
	assert.Equal(t, 1e-6, atol(jaxexport.Float32))
	assert.Equal(t, 0.0, atol(jaxexport.Int32))
}

// run takes one artifact as far as it goes.
func run(t *testing.T, e *jaxexport.Entry) outcome {
	// (a) The portable artifact, as ncc-translate --deserialize reads it.
	dctx := core.NewContext()
	dm, err := portable.Deserialize(dctx, e.Name+".mlir.bc", e.Serialized)
	if err == nil {
		err = core.Verify(dm)
	}
	if err != nil {
		return outcome{deserialize, err.Error()}
	}
	// (b) Its text twin, as ncc-opt reads it.
	tctx := core.NewContext()
	dialects.LoadAll(tctx)
	blk, err := asm.Parse(tctx, []byte(e.MLIRText), asm.ParseOptions{Filename: e.Name + ".mlir"})
	var tm *core.Operation
	if err == nil {
		tm = builtin.WrapInModule(tctx, blk)
		err = core.Verify(tm)
	}
	if err != nil {
		return outcome{parseText, err.Error()}
	}
	// (c) The same module, but for the known differences.
	dtext, err := printModule(dm)
	if err != nil {
		return outcome{identical, err.Error()}
	}
	ttext, err := printModule(tm)
	if err != nil {
		return outcome{identical, err.Error()}
	}
	for _, d := range knownDifferences[e.Name] {
		if !strings.Contains(ttext, d.text) || !strings.Contains(dtext, d.want) {
			return outcome{identical, fmt.Sprintf("known difference %q -> %q no longer seen: update knownDifferences", d.text, d.want)}
		}
		ttext = strings.ReplaceAll(ttext, d.text, d.want)
	}
	if dtext != ttext {
		return outcome{identical, "deserialized module differs from its text twin:\n" + firstDiff(ttext, dtext)}
	}
	// (d) Both run, to the same bits.
	dres, err := runModule(dm, e.Inputs)
	if err != nil {
		return outcome{interpret, err.Error()}
	}
	tres, err := runModule(tm, e.Inputs)
	if err != nil {
		return outcome{interpret, "text twin: " + err.Error()}
	}
	if err := sameBits(dres, tres); err != nil {
		return outcome{interpret, "deserialized and text twin results differ: " + err.Error()}
	}
	if err := matchExpected(dres, e.ExpectedOutputs); err != nil {
		return outcome{expected, err.Error()}
	}
	return outcome{reached: passed}
}

func printModule(m *core.Operation) (string, error) {
	var b bytes.Buffer
	err := asm.Print(&b, m, asm.PrintOptions{})
	return b.String(), err
}

// firstDiff shows the first differing line of two prints.
func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d:\n  text:         %s\n  deserialized: %s", i+1, w, g)
		}
	}
	return ""
}

// runModule runs module's entry function on inputs.
func runModule(module *core.Operation, inputs []*jaxexport.Array) ([]*interp.Tensor, error) {
	it := interp.New(module)
	it.MaxSteps = 1 << 24
	fn, err := it.Main()
	if err != nil {
		return nil, err
	}
	if fn == nil {
		return nil, fmt.Errorf("module has no function")
	}
	entry := fn.Region(0).First()
	if entry == nil {
		return nil, fmt.Errorf("main has no body")
	}
	if entry.NumArgs() != len(inputs) {
		return nil, fmt.Errorf("main takes %d arguments, the entry has %d inputs", entry.NumArgs(), len(inputs))
	}
	args := make([]interp.Value, len(inputs))
	for i, in := range inputs {
		tt, ok := entry.Arg(i).Type().(*core.TensorType)
		if !ok {
			return nil, fmt.Errorf("argument #%d is not a ranked tensor", i)
		}
		t, err := toTensor(module.Context(), tt, in)
		if err != nil {
			return nil, fmt.Errorf("argument #%d: %w", i, err)
		}
		args[i] = t
	}
	res, err := it.Call(fn, args)
	if err != nil {
		return nil, err
	}
	out := make([]*interp.Tensor, len(res))
	for i, r := range res {
		t, ok := r.(*interp.Tensor)
		if !ok {
			return nil, fmt.Errorf("result #%d is not a tensor", i)
		}
		out[i] = t
	}
	return out, nil
}

// toTensor makes an interpreter tensor of type tt from a numpy array, whose
// dtype and shape must be tt's.
func toTensor(ctx *core.Context, tt *core.TensorType, a *jaxexport.Array) (*interp.Tensor, error) {
	if el := core.TypeString(tt.Elem); el != a.DType.MLIR() {
		return nil, fmt.Errorf("element type %s, input is %v", el, a.DType)
	}
	if len(tt.Dims) != len(a.Shape) {
		return nil, fmt.Errorf("type %s, input has shape %v", core.TypeString(tt), a.Shape)
	}
	dims := make([]int64, len(a.Shape))
	for i, d := range tt.Dims {
		// A dynamic dimension (a shape-polymorphic export) takes the
		// input's size, as jax.export's call does.
		if d != core.Dynamic && d != int64(a.Shape[i]) {
			return nil, fmt.Errorf("type %s, input has shape %v", core.TypeString(tt), a.Shape)
		}
		dims[i] = int64(a.Shape[i])
	}
	if !sameShape(tt.Dims, a.Shape) {
		tt = core.RankedTensor(ctx, dims, tt.Elem, tt.Encoding)
	}
	t, err := interp.NewTensor(tt)
	if err != nil {
		return nil, err
	}
	switch {
	case t.I != nil:
		copy(t.I, a.Ints)
	case t.F != nil:
		copy(t.F, a.Floats)
	case t.C != nil:
		copy(t.C, a.Complex)
	}
	return t, nil
}

func sameShape(dims []int64, shape []int) bool {
	if len(dims) != len(shape) {
		return false
	}
	for i := range dims {
		if dims[i] != int64(shape[i]) {
			return false
		}
	}
	return true
}

// sameBits requires equal types and bit-identical elements.
func sameBits(a, b []*interp.Tensor) error {
	if len(a) != len(b) {
		return fmt.Errorf("%d and %d results", len(a), len(b))
	}
	for i := range a {
		x, y := a[i], b[i]
		if core.TypeString(x.Type) != core.TypeString(y.Type) {
			return fmt.Errorf("result #%d: types %s and %s", i, core.TypeString(x.Type), core.TypeString(y.Type))
		}
		for k := range x.I {
			if x.I[k] != y.I[k] {
				return fmt.Errorf("result #%d element %d: %d and %d", i, k, x.I[k], y.I[k])
			}
		}
		for k := range x.F {
			if math.Float64bits(x.F[k]) != math.Float64bits(y.F[k]) {
				return fmt.Errorf("result #%d element %d: %v and %v", i, k, x.F[k], y.F[k])
			}
		}
		for k := range x.C {
			if math.Float64bits(real(x.C[k])) != math.Float64bits(real(y.C[k])) || math.Float64bits(imag(x.C[k])) != math.Float64bits(imag(y.C[k])) {
				return fmt.Errorf("result #%d element %d: %v and %v", i, k, x.C[k], y.C[k])
			}
		}
	}
	return nil
}

// matchExpected compares results with JAX's expected outputs as JAX's
// assertAllClose does: same dtype and shape, and element-wise
// |got - want| <= atol + rtol*|want| (numpy.testing.assert_allclose; NaN
// matches NaN, an infinity only itself).
func matchExpected(got []*interp.Tensor, want []*jaxexport.Array) error {
	if len(got) != len(want) {
		return fmt.Errorf("%d results, %d expected outputs", len(got), len(want))
	}
	for i, w := range want {
		g := got[i]
		if el := core.TypeString(g.Type.Elem); el != w.DType.MLIR() {
			return fmt.Errorf("result #%d: element type %s, expected dtype %v", i, el, w.DType)
		}
		if !sameShape(g.Shape, w.Shape) {
			return fmt.Errorf("result #%d: shape %v, expected %v", i, g.Shape, w.Shape)
		}
		at, rt := atol(w.DType), defaultRtol
		var bad []string
		for k := 0; k < w.Len(); k++ {
			var ok bool
			var gs, ws string
			switch {
			case w.Ints != nil:
				ok = allClose(float64(g.I[k]), float64(w.Ints[k]), at, rt)
				gs, ws = fmt.Sprint(g.I[k]), fmt.Sprint(w.Ints[k])
			case w.Floats != nil:
				ok = allClose(g.F[k], w.Floats[k], at, rt)
				gs, ws = fmt.Sprint(g.F[k]), fmt.Sprint(w.Floats[k])
			default:
				gc, wc := g.C[k], w.Complex[k]
				switch {
				case cmplx.IsNaN(gc) || cmplx.IsNaN(wc):
					ok = cmplx.IsNaN(gc) && cmplx.IsNaN(wc)
				case cmplx.IsInf(gc) || cmplx.IsInf(wc):
					ok = gc == wc
				default:
					ok = cmplx.Abs(gc-wc) <= at+rt*cmplx.Abs(wc)
				}
				gs, ws = fmt.Sprint(gc), fmt.Sprint(wc)
			}
			if !ok {
				bad = append(bad, fmt.Sprintf("[%d] %s, expected %s", k, gs, ws))
			}
		}
		if len(bad) > 0 {
			sort.Strings(bad)
			return fmt.Errorf("result #%d: %d of %d elements differ beyond atol %g, rtol %g: %s", i, len(bad), w.Len(), at, rt, strings.Join(bad[:min(len(bad), 5)], "; "))
		}
	}
	return nil
}

func allClose(got, want, atol, rtol float64) bool {
	switch {
	case math.IsNaN(got) || math.IsNaN(want):
		return math.IsNaN(got) && math.IsNaN(want)
	case math.IsInf(got, 0) || math.IsInf(want, 0):
		return got == want
	}
	return math.Abs(got-want) <= atol+rtol*math.Abs(want)
}
