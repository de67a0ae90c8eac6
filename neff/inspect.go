package neff

import (
	"encoding/hex"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"ncc/arch"
)

// Inspect prints what `ncc neff inspect` shows: the header field by
// field, the archive's entries with their sizes, then the definition
// (target, DMA queue sets, variables) and per subgraph each engine's
// instruction and descriptor counts and the activation function sets. A
// file whose container is sound but whose contents are not gets the
// header and entries printed before the error is returned.
func Inspect(w io.Writer, data []byte, lim Limits) error {
	a, err := ReadArchive(data, lim)
	if err != nil {
		return fmt.Errorf("neff: %w", err)
	}
	printHeader(w, &a.Header)
	printListing(w, a)
	f, err := Decode(a.Entries)
	if err == nil {
		err = a.Header.agrees(f)
	}
	if err != nil {
		return fmt.Errorf("neff: %w", err)
	}
	printDef(w, f)
	printSubgraphs(w, f)
	return nil
}

func printHeader(w io.Writer, h *Header) {
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	fmt.Fprintln(w, "header:")
	row := func(k string, v any) { fmt.Fprintf(tw, "  %s\t%v\n", k, v) }
	row("pkg_version", h.PkgVersion)
	row("header_size", h.HeaderSize)
	row("data_size", h.DataSize)
	row("neff_version", fmt.Sprintf("%d.%d", h.VersionMajor, h.VersionMinor))
	row("neff_build_version", strconv.Quote(h.Build))
	row("num_tpb", h.NumTPB)
	row("hash", "sha256:"+hex.EncodeToString(h.Hash[:])+" (verified)")
	uuid := UUIDString(h.UUID)
	if DeriveUUID(h.Hash) == h.UUID {
		uuid += " (derived from the hash)"
	}
	row("uuid", uuid)
	row("name", strconv.Quote(h.Name))
	row("requested_tpb_count", h.RequestedTPBCount)
	var nodes []string
	for i, n := range h.TPBPerNode {
		if n != 0 {
			nodes = append(nodes, fmt.Sprintf("%d:%d", i, n))
		}
	}
	if nodes == nil {
		row("tpb_per_node", "all 0")
	} else {
		row("tpb_per_node", strings.Join(nodes, " "))
	}
	row("feature_bits", fmt.Sprintf("%#x", h.FeatureBits))
	row("lnc_size", h.LNCSize)
	tw.Flush()
}

func printListing(w io.Writer, a *Archive) {
	size := make(map[string]int, len(a.Entries))
	width, digits := 0, 1
	for _, e := range a.Entries {
		size[e.Path] = len(e.Data)
		digits = max(digits, len(strconv.Itoa(len(e.Data))))
	}
	for _, p := range a.Listing {
		width = max(width, len(p))
	}
	fmt.Fprintf(w, "archive: %d entries, %d bytes expanded\n", len(a.Listing), a.Expanded)
	for _, p := range a.Listing {
		if strings.HasSuffix(p, "/") {
			fmt.Fprintf(w, "  %s\n", p)
		} else {
			fmt.Fprintf(w, "  %-*s  %*d\n", width, p, digits, size[p])
		}
	}
}

func printDef(w io.Writer, f *File) {
	target := f.Def.Target
	if target == "" {
		target = "(unspecified)"
	}
	fmt.Fprintf(w, "target: %s\n", target)
	fmt.Fprintf(w, "dma_queue: %d\n", len(f.Def.Queues))
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	for _, q := range f.Def.Queues {
		fmt.Fprintf(tw, "  %s\ttype %s\tnum_queues %d", q.Name, q.Type, max(q.NumQueues, 1))
		if q.Owner != "" {
			fmt.Fprintf(tw, "\towner %s", q.Owner)
		}
		if q.Semaphore != nil {
			fmt.Fprintf(tw, "\tsemaphore %d", *q.Semaphore)
		}
		if q.SemaphoreSet != nil {
			fmt.Fprintf(tw, "\tsemaphore_set %v", q.SemaphoreSet)
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
	fmt.Fprintf(w, "var: %d\n", len(f.Def.Vars))
	tw = tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	if len(f.Def.Vars) > 0 {
		fmt.Fprintln(tw, "  id\tname\ttype\tdtype\tshape\tsize\talign\tfile")
	}
	for _, v := range f.Def.Vars {
		dt, shape, file, align := "-", "-", "-", "-"
		if v.DType != "" {
			dt, shape = v.DType, shapeString(v.Shape)
		}
		if v.Type == VarFile {
			file = constPath(v.Name)
		}
		if v.Alignment != 0 {
			align = strconv.FormatInt(v.Alignment, 10)
		}
		fmt.Fprintf(tw, "  %d\t%s\t%s\t%s\t%s\t%d\t%s\t%s\n", v.ID, v.Name, v.Type, dt, shape, v.Size, align, file)
	}
	tw.Flush()
}

func shapeString(s []int64) string {
	parts := make([]string, len(s))
	for i, d := range s {
		parts[i] = strconv.FormatInt(d, 10)
	}
	return "[" + strings.Join(parts, "x") + "]"
}

func printSubgraphs(w io.Writer, f *File) {
	for i := range f.Subgraphs {
		sg := &f.Subgraphs[i]
		fmt.Fprintf(w, "%s:\n", SubgraphName(i))
		tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
		fmt.Fprintln(tw, "  engine\tinstructions\tdma")
		total := 0
		for e := range arch.NumEngines {
			st := &sg.Streams[e]
			total += st.NumInstr()
			fmt.Fprintf(tw, "  %s\t%d\t%d\n", e, st.NumInstr(), len(st.DMA))
		}
		fmt.Fprintf(tw, "  total\t%d\n", total)
		tw.Flush()
		if len(sg.ActFuncSets) > 0 {
			var sets []string
			for _, a := range sg.ActFuncSets {
				sets = append(sets, fmt.Sprintf("%s (%d bytes)", a.Name, len(a.Data)))
			}
			fmt.Fprintf(w, "  activation function sets: %s\n", strings.Join(sets, ", "))
		}
	}
	if len(f.Extra) > 0 {
		var names []string
		for _, e := range f.Extra {
			names = append(names, e.Path)
		}
		fmt.Fprintf(w, "extra files: %s\n", strings.Join(names, ", "))
	}
}

// Disassembler renders the instruction of engine e at the start of code
// as text and says how many bytes it takes (a multiple of InstrSize: an
// instruction may have extension words). tools/ncc plugs tonga's
// disassembler in; HexWords renders one word at a time.
type Disassembler func(e arch.Engine, code []byte) (text string, n int, err error)

// HexWords renders an instruction as its bytes in hex, in eight groups
// of eight as they are stored.
func HexWords(_ arch.Engine, code []byte) (string, int, error) {
	word := code[:min(len(code), InstrSize)]
	var b strings.Builder
	for i := 0; i < len(word); i += 8 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(hex.EncodeToString(word[i:min(i+8, len(word))]))
	}
	return b.String(), len(word), nil
}

// Disasm prints every engine stream of every subgraph, one instruction a
// line with its index and byte offset. An instruction d cannot render is
// printed in hex with d's error, and printing goes on.
func Disasm(w io.Writer, f *File, d Disassembler) error {
	if d == nil {
		d = HexWords
	}
	for i := range f.Subgraphs {
		for e := range arch.NumEngines {
			st := &f.Subgraphs[i].Streams[e]
			fmt.Fprintf(w, "%s %s: %d words\n", SubgraphName(i), e, st.NumInstr())
			for off, k := 0, 0; off < len(st.Instr); k++ {
				text, n, err := d(e, st.Instr[off:])
				if err != nil || n < InstrSize || n%InstrSize != 0 || off+n > len(st.Instr) {
					h, _, _ := HexWords(e, st.Instr[off:])
					msg := "bad length"
					if err != nil {
						msg = err.Error()
					}
					text, n = h+"  ; cannot disassemble: "+msg, InstrSize
				}
				if _, err := fmt.Fprintf(w, "  %5d  0x%04x  %s\n", k, off, text); err != nil {
					return err
				}
				off += n
			}
		}
	}
	return nil
}
