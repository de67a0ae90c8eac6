# LLVM lit reads the same lit.cfg.json through the suite's lit.cfg.py.
import os

config.ncc_json = os.path.join(os.path.dirname(__file__), "lit.cfg.json")
lit_config.load_config(config, os.path.join(os.path.dirname(__file__), "..", "..", "..", "lit.cfg.py"))
