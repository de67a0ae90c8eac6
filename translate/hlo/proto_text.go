package hlo

import (
	"regexp"
	"strconv"
	"strings"

	"google.golang.org/protobuf/encoding/prototext"
	"google.golang.org/protobuf/proto"

	"ncc/translate/hlo/proto/xlapb"
)

// HLO protos also come in protobuf's text format: XLA's own tests hold
// HloProtos so (`hlo_module { name: "main" computations { ... } }`, after
// `#` comment lines), and --xla_dump_hlo_as_text_proto writes them. The
// message is told by its first field: hlo_module for an HloProto, hlo for
// an HloSnapshot, else one of HloModuleProto's own.

// protoTextRoots maps a first field to the message that starts with it.
var protoTextRoots = map[string]func() proto.Message{
	"hlo_module": func() proto.Message { return &xlapb.HloProto{} },
	"hlo":        func() proto.Message { return &xlapb.HloSnapshot{} },
}

// moduleTextFields are the HloModuleProto fields a module in text format
// starts with.
var moduleTextFields = map[string]bool{
	"name": true, "entry_computation_name": true, "entry_computation_id": true,
	"computations": true, "host_program_shape": true, "id": true,
}

// firstProtoTextField returns the first field name of src read as
// protobuf text format ("" when src does not start as a field does: a
// name, then ':' or '{'), skipping whitespace and '#' comments.
func firstProtoTextField(src []byte) string {
	i := 0
	for i < len(src) {
		switch c := src[i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f':
			i++
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		default:
			start := i
			for i < len(src) && (src[i] == '_' || src[i] >= 'a' && src[i] <= 'z' || src[i] >= 'A' && src[i] <= 'Z' || i > start && src[i] >= '0' && src[i] <= '9') {
				i++
			}
			name := string(src[start:i])
			for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
				i++
			}
			if name == "" || i >= len(src) || src[i] != ':' && src[i] != '{' {
				return ""
			}
			return name
		}
	}
	return ""
}

// IsProtoText reports whether src is an HloProto, HloSnapshot or
// HloModuleProto in protobuf text format (by its first field; ReadProto
// decodes it).
func IsProtoText(src []byte) bool {
	f := firstProtoTextField(src)
	return protoTextRoots[f] != nil || moduleTextFields[f]
}

// protoTextPos finds the "(line L:C)" protobuf-go puts in its text-format
// errors.
var protoTextPos = regexp.MustCompile(`\(line (\d+):(\d+)\)`)

// readProtoText decodes an HLO proto in text format. Its errors are *Error,
// at the line and column protobuf's parser reports.
func readProtoText(file string, src []byte) (*Module, error) {
	var msg proto.Message = &xlapb.HloModuleProto{}
	if root := protoTextRoots[firstProtoTextField(src)]; root != nil {
		msg = root()
	}
	if err := prototext.Unmarshal(src, msg); err != nil {
		e := &Error{File: file, Msg: "not a valid HLO proto in text format: " + protoTextMessage(err)}
		if m := protoTextPos.FindStringSubmatch(err.Error()); m != nil {
			e.Line, _ = strconv.Atoi(m[1])
			e.Col, _ = strconv.Atoi(m[2])
		}
		return nil, e
	}
	var pm *xlapb.HloModuleProto
	switch m := msg.(type) {
	case *xlapb.HloProto:
		pm = m.GetHloModule()
	case *xlapb.HloSnapshot:
		pm = m.GetHlo().GetHloModule()
	case *xlapb.HloModuleProto:
		pm = m
	}
	if len(pm.GetComputations()) == 0 {
		return nil, &Error{File: file, Line: 1, Col: 1, Msg: "the HLO proto in text format has no computations"}
	}
	return FromProto(file, pm)
}

// protoTextMessage is a protobuf-go text-format error without its
// "proto:" prefix and position.
func protoTextMessage(err error) string {
	s := strings.TrimLeft(strings.TrimPrefix(err.Error(), "proto:"), " \u00a0")
	s = protoTextPos.ReplaceAllString(s, "")
	return strings.TrimLeft(strings.TrimPrefix(strings.TrimSpace(s), ":"), " ")
}
