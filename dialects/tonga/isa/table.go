package isa

import (
	"fmt"
	"sort"
	"strings"
)

// Tables renders the optab as the Markdown tables of docs/tonga-isa.md:
// one per opcode, its fields by byte offset (byte.bit for flags). Bytes
// 0-15 (the header) and 64-67 (the extension header) are every opcode's
// and are in the document's header tables.
func Tables() string {
	var b strings.Builder
	for _, o := range Opcodes() {
		f := forms[o]
		engines := make([]string, len(f.info.Engines))
		for i, e := range f.info.Engines {
			engines[i] = e.String()
		}
		words := "1 word"
		if f.info.Words == 2 {
			words = "2 words"
		}
		fmt.Fprintf(&b, "### 0x%02x `%s`\n\n%s; %s.\n\n", o, f.info.Name, words, strings.Join(engines, ", "))
		fs := append([]field(nil), f.fields...)
		sort.SliceStable(fs, func(i, j int) bool {
			if fs[i].at != fs[j].at {
				return fs[i].at < fs[j].at
			}
			return fs[i].bit < fs[j].bit
		})
		if len(fs) == 0 {
			b.WriteString("No fields beyond the header.\n\n")
			continue
		}
		b.WriteString("| bytes | field | stored as |\n|---|---|---|\n")
		for _, fd := range fs {
			fmt.Fprintf(&b, "| %s | %s | %s |\n", fieldBytes(fd), fieldName(fd), fieldKind(fd))
		}
		b.WriteString("\n")
	}
	return b.String()
}

func fieldBytes(fd field) string {
	switch {
	case fd.kind == kFlag:
		return fmt.Sprintf("%d.%d", fd.at, fd.bit)
	case fd.size() == 1:
		return fmt.Sprint(fd.at)
	}
	return fmt.Sprintf("%d-%d", fd.at, fd.at+fd.size()-1)
}

func fieldName(fd field) string {
	l := fd.label()
	switch fd.kind {
	case kAP, kOptAP, kPattern:
		return fmt.Sprintf("%s (slot %d)", l, slotOf(fd.at))
	}
	return l
}

func slotOf(at int) int {
	switch at {
	case offSlot0:
		return 0
	case offSlot1:
		return 1
	case offSlot2:
		return 2
	}
	return 3
}

func fieldKind(fd field) string {
	switch fd.kind {
	case kOptF32:
		return fmt.Sprintf("f32; present when bit %d.%d is set", fd.pres[0], fd.pres[1])
	case kU8, kU16, kU32:
		if fd.lo != 0 {
			return fmt.Sprintf("%s, at least %d", fd.kind, fd.lo)
		}
	case kOptAP:
		return "access pattern, or all zero when absent"
	}
	return fd.kind.String()
}
