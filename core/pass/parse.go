package pass

import (
	"errors"
	"fmt"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The textual pipeline grammar (MLIR's, see mlir/docs/PassManagement.md):
//
//	pipeline ::= element (',' element)*
//	element  ::= name ('(' pipeline? ')' | '{' options '}')?
//
// A name followed by parentheses is a nested manager anchored on that op
// (or `any`); otherwise it is a registered pass or pipeline, with an option
// block whose text is kept raw (balanced braces, quoted strings) for the
// pass's option parser.

var pipelineLexer = lexer.MustStateful(lexer.Rules{
	"Root": {
		{Name: "Ident", Pattern: `[A-Za-z_$][A-Za-z0-9_$.\-]*`},
		{Name: "Punct", Pattern: `[(),]`},
		{Name: "Open", Pattern: `\{`, Action: lexer.Push("Options")},
		{Name: "ws", Pattern: `[ \t\r\n]+`},
	},
	"Options": {
		{Name: "Open", Pattern: `\{`, Action: lexer.Push("Options")},
		{Name: "Close", Pattern: `\}`, Action: lexer.Pop()},
		{Name: "String", Pattern: `"(\\.|[^"\\])*"|'[^']*'`},
		{Name: "Text", Pattern: `[^{}"']+`},
	},
})

type pipelineAST struct {
	Elems []*elemAST `parser:"@@ ( \",\" @@ )*"`
}

type elemAST struct {
	Pos     lexer.Position
	Name    string      `parser:"@Ident"`
	Options *optionsAST `parser:"( @@"`
	Nested  *nestedAST  `parser:"| @@ )?"`
}

type nestedAST struct {
	Open   string       `parser:"@\"(\""`
	Inner  *pipelineAST `parser:"@@?"`
	EndPos lexer.Position
	Close  string `parser:"@\")\""`
}

type optionsAST struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Parts  []*optionsPart `parser:"\"{\" @@* \"}\""`
}

type optionsPart struct {
	Text   string      `parser:"  @(Text | String)"`
	Nested *optionsAST `parser:"| @@"`
}

var pipelineParser = participle.MustBuild[pipelineAST](
	participle.Lexer(pipelineLexer),
	participle.Elide("ws"),
	participle.UseLookahead(2),
)

// PipelineError is an error located in a pipeline string; Error renders it
// as MLIR does, with the text and a caret under the offending column.
type PipelineError struct {
	Text string // the whole pipeline string
	Off  int    // byte offset of the error
	Msg  string
}

func (e *PipelineError) Error() string {
	line, col, lineText := locate(e.Text, e.Off)
	return fmt.Sprintf("MLIR Textual PassPipeline Parser:%d:%d: error: %s\n%s\n%s^\n",
		line, col, e.Msg, lineText, strings.Repeat(" ", col-1))
}

func locate(text string, off int) (line, col int, lineText string) {
	off = max(0, min(off, len(text)))
	start := strings.LastIndexByte(text[:off], '\n') + 1
	end := strings.IndexByte(text[off:], '\n')
	if end < 0 {
		end = len(text)
	} else {
		end += off
	}
	return strings.Count(text[:off], "\n") + 1, off - start + 1, text[start:end]
}

// Parse parses an anchored pipeline, "builtin.module(...)", into a Manager
// using the Default registry.
func Parse(text string) (*Manager, error) { return Default.Parse(text) }

// Parse parses an anchored pipeline with the passes of r.
func (r *Registry) Parse(text string) (*Manager, error) {
	ast, err := parseAST(text)
	if err != nil {
		return nil, err
	}
	if len(ast.Elems) != 1 || ast.Elems[0].Nested == nil {
		return nil, errors.New("expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'")
	}
	e := ast.Elems[0]
	m := NewIn(r, e.Name)
	if e.Nested.Inner != nil {
		if err := m.build(text, e.Nested.Inner); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// ParseInto appends the elements of an unanchored pipeline text
// ("func.func(cse),symbol-dce") to m, as MLIR's parsePassPipeline(text, pm).
func (m *Manager) ParseInto(text string) error {
	if strings.TrimSpace(text) == "" {
		return nil
	}
	ast, err := parseAST(text)
	if err != nil {
		return err
	}
	return m.build(text, ast)
}

func parseAST(text string) (*pipelineAST, error) {
	if err := checkBalance(text); err != nil {
		return nil, err
	}
	ast, err := pipelineParser.ParseString("", text)
	if err != nil {
		var pe participle.Error
		off := len(text)
		msg := err.Error()
		if errors.As(err, &pe) {
			off = pe.Position().Offset
			msg = pe.Message()
		}
		return nil, &PipelineError{Text: text, Off: off, Msg: friendlier(msg)}
	}
	return ast, nil
}

// friendlier rewords participle's messages in the pipeline's terms.
func friendlier(msg string) string {
	switch {
	case strings.Contains(msg, "unexpected token"):
		// A missing name: MLIR looks up the empty name.
		return "'' does not refer to a registered pass or pass pipeline"
	}
	return msg
}

// checkBalance reports unbalanced parentheses and braces with MLIR's words.
func checkBalance(text string) error {
	var stack []int
	inQuote := byte(0)
	braces, braceOpen := 0, 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if inQuote != 0 {
			if c == inQuote {
				inQuote = 0
			}
			continue
		}
		switch {
		case braces > 0 && (c == '"' || c == '\''):
			inQuote = c
		case c == '{':
			if braces == 0 {
				braceOpen = i
			}
			braces++
		case c == '}':
			braces--
			if braces < 0 {
				return &PipelineError{text, i, "encountered extra closing '}' creating unbalanced braces while parsing pipeline"}
			}
		case braces > 0:
		case c == '(':
			stack = append(stack, i)
		case c == ')':
			if len(stack) == 0 {
				return &PipelineError{text, i, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline"}
			}
			stack = stack[:len(stack)-1]
		}
	}
	if braces > 0 {
		return &PipelineError{text, braceOpen, "missing closing '}' while processing pass options"}
	}
	if len(stack) > 0 {
		return &PipelineError{text, stack[len(stack)-1], "encountered unbalanced parentheses while parsing pipeline"}
	}
	return nil
}

func (m *Manager) build(text string, ast *pipelineAST) error {
	for _, e := range ast.Elems {
		if e.Nested != nil {
			if e.Nested.Inner == nil {
				return &PipelineError{Text: text, Off: e.Nested.EndPos.Offset - 1,
					Msg: "'' does not refer to a registered pass or pass pipeline"}
			}
			if err := m.Nest(e.Name).build(text, e.Nested.Inner); err != nil {
				return err
			}
			continue
		}
		var opts string
		optOff := 0
		if e.Options != nil {
			optOff = e.Options.Pos.Offset + 1
			opts = text[optOff : e.Options.EndPos.Offset-1]
		}
		if err := m.AddNamed(e.Name, opts); err != nil {
			off := e.Pos.Offset
			var oe *optionError
			if errors.As(err, &oe) {
				off = optOff + oe.Off
			}
			return &PipelineError{Text: text, Off: off, Msg: err.Error()}
		}
	}
	return nil
}
