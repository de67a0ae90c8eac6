# -*- Python -*-
# LLVM lit's view of an ncc lit suite.
#
# Every setting lives in lit.cfg.json, which ncc-lit (internal/lit) reads as
# well; this file only translates it for LLVM's lit, so both runners see the
# same suite. Another suite can reuse this file from its own lit.cfg.py:
#
#   config.ncc_json = os.path.join(os.path.dirname(__file__), "lit.cfg.json")
#   lit_config.load_config(config, "<path to>/lit/lit.cfg.py")
#
# Run: lit -sv --param bin_dir=/path/to/bin lit/

import json
import os
import re
import sys

import lit.formats
import lit.util

json_path = getattr(config, "ncc_json", None) or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "lit.cfg.json"
)
cfg_dir = os.path.dirname(os.path.abspath(json_path))
with open(json_path) as f:
    c = json.load(f)



def llvm_tools_dir():
    """The folder of LLVM's tools, found as ncc/internal/llvm finds it."""
    if os.environ.get("NCC_LLVM_BIN_DIR"):
        return os.environ["NCC_LLVM_BIN_DIR"]
    try:
        import subprocess

        out = subprocess.run(["llvm-config-22", "--bindir"], capture_output=True, text=True)
        if out.returncode == 0 and out.stdout.strip():
            return out.stdout.strip()
    except OSError:
        pass
    # The lit running this file is LLVM's own: its folder holds the tools.
    return os.path.dirname(os.path.realpath(sys.argv[0]))


# Parameters: --param NAME=VALUE, then the variable "env", then "default"
# (which may name the built-ins ${config_dir} and ${llvm_tools_dir}).
vals = {"config_dir": cfg_dir, "llvm_tools_dir": llvm_tools_dir()}
builtins = dict(vals)
for name, p in (c.get("params") or {}).items():
    from_default = False
    if name in lit_config.params:
        v = lit_config.params[name]
    elif p.get("env") and os.environ.get(p["env"]):
        v = os.environ[p["env"]]
    else:
        v, from_default = re.sub(r"\$\{(config_dir|llvm_tools_dir)\}", lambda m: builtins[m.group(1)], p.get("default", "")), True
    if p.get("path") and v:
        if from_default and not os.path.isabs(v):
            v = os.path.join(cfg_dir, v)
        v = os.path.normpath(os.path.abspath(v))
    vals[name] = v
for name, v in lit_config.params.items():
    vals.setdefault(name, v)


def expand(s):
    def rep(m):
        if m.group(0) == "$$":
            return "$"
        if m.group(1) not in vals:
            lit_config.fatal("%s: unknown parameter ${%s} in %r" % (json_path, m.group(1), s))
        return vals[m.group(1)]

    return re.sub(r"\$\$|\$\{([^}]*)\}", rep, s)


config.name = c["name"]
config.suffixes = c["suffixes"]
config.excludes = c.get("excludes", [])
config.test_source_root = os.path.normpath(os.path.join(cfg_dir, expand(c.get("source_root", "."))))
exec_root = expand(c.get("exec_root", ""))
config.test_exec_root = (
    os.path.normpath(os.path.join(cfg_dir, exec_root)) if exec_root else config.test_source_root
)
config.test_format = lit.formats.ShTest(execute_external=c.get("shell") == "sh")
config.pipefail = c.get("pipefail", True)
if c.get("recursive_expansion_limit") is not None:
    config.recursiveExpansionLimit = c["recursive_expansion_limit"]
if c.get("unsupported"):
    config.unsupported = True

# Environment: ncc-lit passes the same variables as lit, plus these.
for var in ("GOCOVERDIR", "GOTRACEBACK"):
    if os.environ.get(var):
        config.environment[var] = os.environ[var]
path = [expand(p) for p in c.get("path", [])]
path_append = [expand(p) for p in c.get("path_append", [])]
config.environment["PATH"] = os.pathsep.join(
    [p for p in path if p] + [config.environment["PATH"]] + [p for p in path_append if p]
)
for k, v in (c.get("environment") or {}).items():
    config.environment[k] = expand(v)

# Substitutions: literal patterns longest first, then tool words with
# ToolSubst's boundaries. ncc-lit applies them in the same order.
subs = sorted(c.get("substitutions", []), key=lambda s: -len(s["pattern"]))
for s in subs:
    config.substitutions.append((re.escape(s["pattern"]), expand(s["value"])))
tools = sorted(c.get("tools", []), key=lambda t: -len(t["name"]))
for t in tools:
    regex = r"(?<![.\-^/\\<])\b" + re.escape(t["name"]) + r"\b(?![-.])"
    config.substitutions.append((regex, expand(t["command"])))

config.available_features.update(c.get("features", []))
for p in c.get("feature_probes", []):
    if p.get("file"):
        found = os.path.exists(expand(p["file"]))
    elif p.get("program"):
        found = lit.util.which(p["program"], config.environment["PATH"]) is not None
    elif p.get("env"):
        found = os.environ.get(p["env"], "") not in ("", "0")
    else:
        found = False
    if found:
        config.available_features.add(p["feature"])
