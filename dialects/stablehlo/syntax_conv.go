package stablehlo

import (
	"strconv"
	"strings"

	"ncc/core"
	"ncc/dialects/ods"
)

// Convolution syntax: dimension numbers written [b, 0, 1, f]x[0, 1, i, o]->[b,
// 0, 1, f] and the window {stride = [..], pad = [[..], ..], ...}.

// parseConvSide parses one bracketed list of dimension labels: spatial
// indices and each letter of allowed once. It returns the tensor dimension of
// each spatial index and of each letter.
func parseConvSide(p core.DialectParser, allowed string) ([]int64, map[byte]int64, error) {
	if err := p.ParsePunct("["); err != nil {
		return nil, nil, err
	}
	spatialAt := map[int64]int64{}
	letters := map[byte]int64{}
	maxSpatial := int64(-1)
	for index := int64(0); ; index++ {
		pos := p.Pos()
		v, isInt, err := p.ParseOptionalInteger()
		if err != nil {
			return nil, nil, err
		}
		if isInt {
			if v < 0 {
				return nil, nil, p.ErrorAt(pos, "Unexpected dimension %d", v)
			}
			if _, dup := spatialAt[v]; dup {
				return nil, nil, p.ErrorAt(pos, "Duplicate entries for spatial dimension %d", v)
			}
			spatialAt[v] = index
			maxSpatial = max(maxSpatial, v)
		} else {
			kw, err := p.ParseAnyKeyword()
			if err != nil {
				return nil, nil, err
			}
			remaining := remainingLetters(allowed, letters)
			if len(kw) != 1 || remaining == "" {
				return nil, nil, p.ErrorAt(pos, "Unexpected keyword %s", kw)
			}
			if !strings.Contains(remaining, kw) {
				return nil, nil, p.ErrorAt(pos, "Unexpected dimension %s, expecting %s", kw, commaLetters(remaining))
			}
			letters[kw[0]] = index
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if remaining := remainingLetters(allowed, letters); remaining != "" {
		return nil, nil, p.Errorf("Expected dimensions %s not specified", commaLetters(remaining))
	}
	if err := p.ParsePunct("]"); err != nil {
		return nil, nil, err
	}
	spatial := make([]int64, maxSpatial+1)
	var missing []string
	for d := int64(0); d <= maxSpatial; d++ {
		at, ok := spatialAt[d]
		if !ok {
			if len(missing) < 10 {
				missing = append(missing, strconv.FormatInt(d, 10))
			}
			continue
		}
		spatial[d] = at
	}
	if len(missing) > 0 {
		return nil, nil, p.Errorf("Expected spatial dimensions %s not specified", strings.Join(missing, ", "))
	}
	return spatial, letters, nil
}

// remainingLetters lists the letters of allowed not yet seen, in the order
// StableHLO reports them (its set sorts NonSpatialDim values descending).
func remainingLetters(allowed string, seen map[byte]int64) string {
	var s []byte
	for i := 0; i < len(allowed); i++ {
		if _, ok := seen[allowed[i]]; !ok {
			s = append(s, allowed[i])
		}
	}
	return string(s)
}

func commaLetters(s string) string {
	parts := strings.Split(s, "")
	return strings.Join(parts, ", ")
}

// parseConvDims parses the compact dimension numbers.
func parseConvDims(p core.DialectParser) (*ConvDims, error) {
	is, il, err := parseConvSide(p, "bf")
	if err != nil {
		return nil, err
	}
	if err := p.ParseKeyword("x"); err != nil {
		return nil, err
	}
	ks, kl, err := parseConvSide(p, "io")
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct("->"); err != nil {
		return nil, err
	}
	os, ol, err := parseConvSide(p, "bf")
	if err != nil {
		return nil, err
	}
	return NewConvDims(p.Context(), ConvDims{
		InputBatch: il['b'], InputFeature: il['f'], InputSpatial: is,
		KernelInputFeature: kl['i'], KernelOutputFeature: kl['o'], KernelSpatial: ks,
		OutputBatch: ol['b'], OutputFeature: ol['f'], OutputSpatial: os,
	}), nil
}

var convolutionDimensions = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		d, err := parseConvDims(p)
		args[0].Attr = d
		return err
	},
	Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		d, ok := args[0].Attr.(*ConvDims)
		if !ok {
			return
		}
		if s, ok := d.convDimsString(); ok {
			p.WriteString(s)
			return
		}
		// Not printable compactly; stablehlo-opt aborts here. Write the
		// attribute in full so nothing is lost.
		p.PrintAttribute(d)
	},
}

// windowAttributes prints the convolution window: (window_strides, padding,
// lhs_dilation, rhs_dilation, window_reversal), each only when present.
var windowAttributes = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		allowed := map[string]int{"stride": 0, "pad": 1, "lhs_dilate": 2, "rhs_dilate": 3, "reverse": 4}
		ctx := p.Context()
		for {
			pos := p.Pos()
			name, ok := p.ParseOptionalAnyKeyword()
			if !ok {
				return nil
			}
			slot, ok := allowed[name]
			if !ok {
				return p.ErrorAt(pos, "Unexpected keyword %s", name)
			}
			delete(allowed, name)
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			var vals []int64
			intParser := func() error {
				// reverse prints as booleans; integers are accepted too.
				if p.ParseOptionalKeyword("true") {
					vals = append(vals, 1)
					return nil
				}
				if p.ParseOptionalKeyword("false") {
					vals = append(vals, 0)
					return nil
				}
				v, err := p.ParseInteger()
				vals = append(vals, v)
				return err
			}
			if name == "pad" {
				err := p.ParseCommaSeparatedList("[]", func() error {
					before := len(vals)
					if err := p.ParseCommaSeparatedList("[]", intParser); err != nil {
						return err
					}
					if n := len(vals) - before; n != 2 {
						return p.Errorf("Expected array with 2 elements, got %d elements instead", n)
					}
					return nil
				})
				if err != nil {
					return err
				}
				args[slot].Attr = ods.DenseI64Elements(ctx, []int64{int64(len(vals) / 2), 2}, vals)
			} else {
				if err := p.ParseCommaSeparatedList("[]", intParser); err != nil {
					return err
				}
				if name == "reverse" {
					bs := make([]bool, len(vals))
					for i, v := range vals {
						bs[i] = v != 0
					}
					args[slot].Attr = ods.DenseBoolArray(ctx, bs)
				} else {
					args[slot].Attr = ods.DenseI64Array(ctx, vals)
				}
			}
			if !p.ParseOptionalPunct(",") {
				return nil
			}
		}
	},
	Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		names := []string{"stride", "pad", "lhs_dilate", "rhs_dilate", "reverse"}
		first := true
		for i, a := range args {
			if a.Attr == nil || i >= len(names) {
				continue
			}
			if !first {
				p.WriteString(", ")
			}
			first = false
			p.WriteString(names[i] + " = [")
			switch v := a.Attr.(type) {
			case *core.DenseAttr:
				vs := ods.DenseInts(v)
				var parts []string
				for j := 0; j+1 < len(vs); j += 2 {
					parts = append(parts, "["+strconv.FormatInt(vs[j], 10)+", "+strconv.FormatInt(vs[j+1], 10)+"]")
				}
				p.WriteString(strings.Join(parts, ", "))
			case *core.DenseArrayAttr:
				if ods.IsDenseArrayOf(v, 1) {
					var parts []string
					for _, b := range ods.Bools(v) {
						parts = append(parts, strconv.FormatBool(b))
					}
					p.WriteString(strings.Join(parts, ", "))
				} else {
					p.WriteString(trimBrackets(ods.FormatInts(ods.I64s(v))))
				}
			}
			p.WriteString("]")
		}
	},
}
