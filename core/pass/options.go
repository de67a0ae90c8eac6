package pass

import (
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// Option describes one option of a pass, read from its struct tags.
type Option struct {
	Name    string   // `opt` tag: "max-iterations"
	Help    string   // `help` tag
	Default string   // `default` tag, as written on the command line
	Enum    []string // `enum` tag: the allowed names
	Type    string   // display type: bool, int, uint, string, number, enum, "list<string>" ...
	field   []int
	kind    reflect.Type
}

// StatInfo describes one statistic field of a pass.
type StatInfo struct {
	Name, Help string
	field      []int
}

// schema is the options and statistics of a pass type, found by reflection
// once per type.
type schema struct {
	opts  []*Option // sorted by name, as MLIR prints them
	stats []*StatInfo
}

var statType = reflect.TypeFor[Statistic]()

func schemaOf(p any) (*schema, error) {
	v := reflect.ValueOf(p)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return &schema{}, nil
	}
	t := v.Elem().Type()
	s := &schema{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if name, ok := f.Tag.Lookup("stat"); ok {
			if f.Type != statType {
				return nil, fmt.Errorf("pass %s: field %s has a stat tag but is not a pass.Statistic", t, f.Name)
			}
			s.stats = append(s.stats, &StatInfo{Name: name, Help: f.Tag.Get("help"), field: f.Index})
			continue
		}
		name, ok := f.Tag.Lookup("opt")
		if !ok {
			continue
		}
		if !f.IsExported() {
			return nil, fmt.Errorf("pass %s: option field %s must be exported", t, f.Name)
		}
		o := &Option{Name: name, Help: f.Tag.Get("help"), Default: f.Tag.Get("default"),
			field: f.Index, kind: f.Type}
		if e := f.Tag.Get("enum"); e != "" {
			o.Enum = strings.Split(e, ",")
		}
		typ, err := typeName(f.Type, o.Enum != nil)
		if err != nil {
			return nil, fmt.Errorf("pass %s: option %s: %v", t, name, err)
		}
		o.Type = typ
		s.opts = append(s.opts, o)
	}
	sort.SliceStable(s.opts, func(i, j int) bool { return s.opts[i].Name < s.opts[j].Name })
	return s, nil
}

func typeName(t reflect.Type, enum bool) (string, error) {
	if enum {
		switch t.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
			reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.String:
			return "enum", nil
		}
		return "", fmt.Errorf("enum options must be integers or strings, not %s", t)
	}
	switch t.Kind() {
	case reflect.Bool:
		return "bool", nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "int", nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "uint", nil
	case reflect.Float32, reflect.Float64:
		return "number", nil
	case reflect.String:
		return "string", nil
	case reflect.Slice:
		et, err := typeName(t.Elem(), false)
		if err != nil || t.Elem().Kind() == reflect.Slice {
			return "", fmt.Errorf("unsupported list element type %s", t.Elem())
		}
		return "list<" + et + ">", nil
	}
	return "", fmt.Errorf("unsupported option type %s", t)
}

// setValue parses text into the option field of v (the pass struct).
func (o *Option) set(v reflect.Value, text string) error {
	f := v.FieldByIndex(o.field)
	if f.Kind() == reflect.Slice {
		elems := splitList(text)
		if len(elems) == 1 && unquote(elems[0]) == "" {
			elems = nil // `x=''` is an empty list, as `x={}`
		}
		s := reflect.MakeSlice(f.Type(), 0, len(elems))
		for _, e := range elems {
			ev := reflect.New(f.Type().Elem()).Elem()
			if err := o.setScalar(ev, e); err != nil {
				return err
			}
			s = reflect.Append(s, ev)
		}
		f.Set(s)
		return nil
	}
	return o.setScalar(f, text)
}

func (o *Option) setScalar(f reflect.Value, text string) error {
	text = unquote(text)
	if o.Enum != nil {
		idx := -1
		for i, e := range o.Enum {
			if e == text {
				idx = i
			}
		}
		if idx < 0 {
			return fmt.Errorf("Cannot find option named '%s'!", text)
		}
		if f.Kind() == reflect.String {
			f.SetString(text)
		} else if f.CanInt() {
			f.SetInt(int64(idx))
		} else {
			f.SetUint(uint64(idx))
		}
		return nil
	}
	switch f.Kind() {
	case reflect.Bool:
		switch text {
		case "", "true", "TRUE", "True", "1":
			f.SetBool(true)
		case "false", "FALSE", "False", "0":
			f.SetBool(false)
		default:
			return fmt.Errorf("'%s' is invalid value for boolean argument! Try 0 or 1", text)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(text, 0, f.Type().Bits())
		if err != nil {
			return fmt.Errorf("'%s' value invalid for integer argument!", text)
		}
		f.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, err := strconv.ParseUint(text, 0, f.Type().Bits())
		if err != nil {
			return fmt.Errorf("'%s' value invalid for uint argument!", text)
		}
		f.SetUint(n)
	case reflect.Float32, reflect.Float64:
		n, err := strconv.ParseFloat(text, f.Type().Bits())
		if err != nil {
			return fmt.Errorf("'%s' value invalid for floating point argument!", text)
		}
		f.SetFloat(n)
	case reflect.String:
		// Such a value could not be printed back in pipeline syntax.
		if strings.Contains(text, "\\") || strings.Contains(text, "'") && strings.Contains(text, "\"") {
			return fmt.Errorf("'%s' holds a backslash or both kinds of quotes, which pipelines cannot spell", text)
		}
		f.SetString(text)
	}
	return nil
}

// format prints the option's current value in v the way MLIR's
// PassOptions::print does: "name=value"; lists as "name={a,b}" and nothing
// at all when empty.
func (o *Option) format(v reflect.Value) string {
	f := v.FieldByIndex(o.field)
	if f.Kind() == reflect.Slice {
		if f.Len() == 0 {
			return ""
		}
		parts := make([]string, f.Len())
		for i := range parts {
			if e := f.Index(i); e.Kind() == reflect.String && o.Enum == nil {
				parts[i] = quoteValue(e.String(), true)
			} else {
				parts[i] = o.scalarString(e)
			}
		}
		return o.Name + "={" + strings.Join(parts, ",") + "}"
	}
	return o.Name + "=" + o.scalarString(f)
}

func (o *Option) scalarString(f reflect.Value) string {
	if o.Enum != nil {
		if f.Kind() == reflect.String {
			return f.String()
		}
		var i int
		if f.CanInt() {
			i = int(f.Int())
		} else {
			i = int(f.Uint())
		}
		if i >= 0 && i < len(o.Enum) {
			return o.Enum[i]
		}
		return strconv.Itoa(i)
	}
	switch f.Kind() {
	case reflect.Bool:
		return strconv.FormatBool(f.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(f.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.FormatUint(f.Uint(), 10)
	case reflect.Float32, reflect.Float64:
		return strconv.FormatFloat(f.Float(), 'g', -1, f.Type().Bits())
	case reflect.String:
		return quoteValue(f.String(), false)
	}
	return fmt.Sprint(f.Interface())
}

// applyDefaults sets every option that has a default tag.
func (s *schema) applyDefaults(p any) error {
	v := reflect.ValueOf(p)
	for _, o := range s.opts {
		if o.Default == "" {
			continue
		}
		if err := o.set(v.Elem(), o.Default); err != nil {
			return fmt.Errorf("default of option %s: %v", o.Name, err)
		}
	}
	return nil
}

func (s *schema) lookup(name string) *Option {
	for _, o := range s.opts {
		if o.Name == name {
			return o
		}
	}
	return nil
}

// optionError is an error at byte offset Off of an option string.
type optionError struct {
	Off int
	Msg string
}

func (e *optionError) Error() string { return e.Msg }

// parseOptions applies an option string "a=1 b={x,y} c" to p.
func (s *schema) parseOptions(p any, text string) error {
	v := reflect.ValueOf(p)
	for _, kv := range splitOptions(text) {
		o := s.lookup(kv.key)
		if o == nil {
			return &optionError{kv.off, "no such option " + kv.key}
		}
		val := kv.val
		if !kv.hasVal {
			if o.kind.Kind() != reflect.Bool {
				return &optionError{kv.off, fmt.Sprintf("option '%s' requires a value", kv.key)}
			}
			val = "true"
		}
		if err := o.set(v.Elem(), val); err != nil {
			return &optionError{kv.valOff, fmt.Sprintf("for the --%s option: %v", kv.key, err)}
		}
	}
	return nil
}

type keyVal struct {
	key, val    string
	hasVal      bool
	off, valOff int
}

// splitOptions splits "a=1 b={x y} c='q r'" at top-level blanks, keeping
// braces and quotes intact, as MLIR's pass option parser does.
func splitOptions(text string) []keyVal {
	var out []keyVal
	i := 0
	for i < len(text) {
		for i < len(text) && isBlank(text[i]) {
			i++
		}
		if i >= len(text) {
			break
		}
		start := i
		for i < len(text) && !isBlank(text[i]) && text[i] != '=' {
			i++
		}
		kv := keyVal{key: text[start:i], off: start}
		if i < len(text) && text[i] == '=' {
			i++
			kv.hasVal, kv.valOff = true, i
			vs := i
			i = skipValue(text, i)
			kv.val = text[vs:i]
		}
		out = append(out, kv)
	}
	return out
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// skipValue returns the end of the value starting at i: up to the next
// top-level blank, skipping balanced braces and quoted strings.
func skipValue(text string, i int) int {
	depth := 0
	for i < len(text) {
		switch c := text[i]; {
		case c == '{' || c == '(' || c == '[':
			depth++
		case c == '}' || c == ')' || c == ']':
			depth--
		case c == '"' || c == '\'':
			j := strings.IndexByte(text[i+1:], c)
			if j < 0 {
				return len(text)
			}
			i += j + 1
		case isBlank(c) && depth <= 0:
			return i
		}
		i++
	}
	return i
}

// splitList splits a list value "a,b" or "{a,b}" at top-level commas.
func splitList(text string) []string {
	text = trimBlanks(text)
	if len(text) >= 2 && text[0] == '{' && text[len(text)-1] == '}' {
		text = text[1 : len(text)-1]
	}
	if trimBlanks(text) == "" {
		return nil
	}
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(text); i++ {
		switch c := text[i]; c {
		case '{', '(', '[':
			depth++
		case '}', ')', ']':
			depth--
		case '"', '\'':
			if j := strings.IndexByte(text[i+1:], c); j >= 0 {
				i += j + 1
			}
		case ',':
			if depth == 0 {
				out = append(out, trimBlanks(text[start:i]))
				start = i + 1
			}
		}
	}
	return append(out, trimBlanks(text[start:]))
}

// trimBlanks trims the blanks the option splitter knows (isBlank).
func trimBlanks(s string) string { return strings.Trim(s, " \t\n\r") }

// unquote strips one level of matching quotes or braces around a value.
func unquote(s string) string {
	if len(s) >= 2 {
		if (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
			return s[1 : len(s)-1]
		}
		if s[0] == '{' && s[len(s)-1] == '}' {
			return s[1 : len(s)-1]
		}
	}
	return s
}

// optionsSchema reads the option tags of an options struct (a pipeline's).
func optionsSchema(p any) (*schema, error) { return schemaOf(p) }

// quoteValue writes a string option value so that it parses back whole:
// bare when it holds no blank, bracket or quote (nor comma, in a list);
// wrapped in braces when it only has blanks (as MLIR does for values with
// spaces); else in quotes.
func quoteValue(s string, inList bool) string {
	special := " \t\n\r{}()[]\"'\\"
	if inList {
		special += ","
	}
	if !strings.ContainsAny(s, special) {
		return s
	}
	if !strings.ContainsAny(s, "{}()[]\"'\\") {
		return "{" + s + "}"
	}
	if !strings.ContainsAny(s, "'") {
		return "'" + s + "'"
	}
	if !strings.ContainsAny(s, "\"\\") {
		return "\"" + s + "\""
	}
	return "{" + s + "}"
}
