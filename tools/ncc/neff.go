package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects"
	"ncc/dialects/tonga/isa"
	"ncc/neff"
	"ncc/tools/internal/outfile"
)

// neffDisassembler renders instructions for `ncc neff disasm`: tonga's
// disassembler (dialects/tonga/isa), stepping by each instruction's length.
var neffDisassembler neff.Disassembler = func(e arch.Engine, code []byte) (string, int, error) {
	disasmCtxOnce.Do(func() {
		disasmCtx = core.NewContext()
		dialects.LoadAll(disasmCtx)
	})
	return isa.Line(disasmCtx, e, code)
}

var (
	disasmCtxOnce sync.Once
	disasmCtx     *core.Context
)

// neffCommand is the `ncc neff` group: look inside NEFF files.
func neffCommand(code *int, stdout, stderr io.Writer) *cobra.Command {
	lim := neff.DefaultLimits
	group := &cobra.Command{
		Use:   "neff",
		Short: "Inspect, unpack, pack and disassemble NEFF files",
		Long: "A NEFF is a 1024-byte header followed by a gzip-compressed tar (docs/neff.md).\n" +
			"Every command checks the header, the SHA-256 of the payload and every archive entry first, and\n" +
			"refuses truncated, corrupted and hostile files with an error saying where the problem is.",
	}
	pf := group.PersistentFlags()
	pf.Int64Var(&lim.MaxExpanded, "max-expanded", lim.MaxExpanded, "refuse archives that expand to more than this many bytes")
	pf.IntVar(&lim.MaxEntries, "max-entries", lim.MaxEntries, "refuse archives with more than this many entries")

	// fail reports err located at path and sets the exit code.
	fail := func(path string, err error) {
		fmt.Fprintf(stderr, "%s: error: %s\n", path, strings.TrimPrefix(err.Error(), "neff: "))
		*code = 1
	}
	read := func(path string) ([]byte, bool) {
		data, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintf(stderr, "ncc: error: cannot open input file: %v\n", err)
			*code = 1
			return nil, false
		}
		return data, true
	}

	group.AddCommand(&cobra.Command{
		Use:   "inspect FILE.neff",
		Short: "Print the header, the archive's entries and sizes, the variables and the instruction counts",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			data, ok := read(args[0])
			if !ok {
				return nil
			}
			var out bytes.Buffer
			fmt.Fprintf(&out, "file: %s (%d bytes)\n", filepath.Base(args[0]), len(data))
			err := neff.Inspect(&out, data, lim)
			stdout.Write(out.Bytes())
			if err != nil {
				fail(args[0], err)
			}
			return nil
		},
	})

	group.AddCommand(&cobra.Command{
		Use:   "unpack FILE.neff DIR",
		Short: "Write the archive's files into DIR, a new or empty folder, after checking every entry",
		Long: "Like neuron-packager unpack: strips the header and extracts the tar into DIR. Nothing is written\n" +
			"unless the whole file passes the checks: absolute and '..' paths, links, devices, duplicate\n" +
			"entries, sizes that lie and archives expanding beyond --max-expanded are refused.",
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			data, ok := read(args[0])
			if !ok {
				return nil
			}
			a, err := neff.Unpack(data, args[1], lim)
			if err != nil {
				fail(args[0], err)
				return nil
			}
			fmt.Fprintf(stdout, "unpacked %d files (%d bytes) into %s\n", len(a.Entries), a.Expanded, args[1])
			return nil
		},
	})

	group.AddCommand(&cobra.Command{
		Use:   "pack DIR FILE.neff",
		Short: "Write the NEFF an unpacked folder holds (the inverse of unpack)",
		Long: "Reads DIR as unpack writes it, checks it as a NEFF's contents are checked, and writes FILE.\n" +
			"Packing what unpack wrote gives back the same bytes.",
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := neff.Pack(args[0], lim)
			if err != nil {
				fail(args[0], err)
				return nil
			}
			data, err := neff.Marshal(f)
			if err == nil {
				err = neffWriteFile(args[1], data)
			}
			if err != nil {
				fail(args[1], err)
			}
			return nil
		},
	})

	group.AddCommand(&cobra.Command{
		Use:   "disasm FILE.neff",
		Short: "Print every engine's instruction stream, subgraph by subgraph",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			data, ok := read(args[0])
			if !ok {
				return nil
			}
			f, err := neff.ReadLimited(data, lim)
			if err != nil {
				fail(args[0], err)
				return nil
			}
			var out bytes.Buffer
			if err := neff.Disasm(&out, f, neffDisassembler); err != nil {
				fail(args[0], err)
			}
			stdout.Write(out.Bytes())
			return nil
		},
	})
	return group
}

// neffWriteFile writes data to path whole or not at all (a NEFF is 0644
// less the umask, or keeps the mode of the file it replaces).
func neffWriteFile(path string, data []byte) error {
	return outfile.WriteFile(path, data, 0o644)
}
