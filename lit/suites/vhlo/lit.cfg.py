# -*- Python -*-
# LLVM lit's view of the vhlo suite: lit.cfg.json says it all.
import os

config.ncc_json = os.path.join(os.path.dirname(os.path.abspath(__file__)), "lit.cfg.json")
lit_config.load_config(config, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lit.cfg.py"))
