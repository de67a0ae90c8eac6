package shell

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// slot is where one standard descriptor points while redirections are
// applied: one of the three defaults, or a file.
type slot struct {
	std  int // 0, 1, 2 for the defaults; -1 for a file
	name string
	flag int
}

// redirect applies st's redirections in order, as lit's processRedirects
// does, and returns the files it opened.
func (sh *Shell) redirect(st *stage) ([]io.Closer, error) {
	if len(st.cmd.Redirects) == 0 {
		return nil, nil
	}
	fail := func(format string, a ...any) ([]io.Closer, error) {
		return nil, &Error{Args: st.cmd.ArgStrings(), Msg: fmt.Sprintf(format, a...)}
	}
	defaults := [3]*slot{{std: 0}, {std: 1}, {std: 2}}
	slots := defaults
	for _, r := range st.cmd.Redirects {
		names := sh.expand([]Word{r.Target})
		if len(names) != 1 {
			return fail("Unsupported: glob in redirect expanded to multiple files")
		}
		name, fd := names[0], r.FD
		const w, a = os.O_WRONLY | os.O_CREATE | os.O_TRUNC, os.O_WRONLY | os.O_CREATE | os.O_APPEND
		switch r.Op {
		case ">", ">>":
			if fd == -1 {
				fd = 1
			}
			if fd != 1 && fd != 2 {
				return fail("Unsupported redirect: %d%s", fd, r.Op)
			}
			flag := w
			if r.Op == ">>" {
				flag = a
			}
			slots[fd] = &slot{std: -1, name: name, flag: flag}
		case "<":
			if fd != -1 && fd != 0 {
				return fail("Unsupported redirect: %d<", fd)
			}
			slots[0] = &slot{std: -1, name: name, flag: os.O_RDONLY}
		case ">&":
			if name == "0" || name == "1" || name == "2" {
				if fd == -1 {
					fd = 1
				}
				if fd != 1 && fd != 2 {
					return fail("Unsupported redirect: %d>&%s", fd, name)
				}
				slots[fd] = slots[name[0]-'0']
				continue
			}
			if fd != -1 {
				return fail("Unsupported redirect: %d>&%s", fd, name)
			}
			s := &slot{std: -1, name: name, flag: w} // ">&file" is "&>file"
			slots[1], slots[2] = s, s
		case "&>":
			s := &slot{std: -1, name: name, flag: w}
			slots[1], slots[2] = s, s
		default:
			return fail("Unsupported redirect: %s", r.Op)
		}
	}

	var opened []io.Closer
	files := map[*slot]*os.File{}
	orig := [3]any{st.stdin, st.stdout, st.stderr}
	resolve := func(s *slot) (any, error) {
		if s.std >= 0 {
			return orig[s.std], nil
		}
		if f, ok := files[s]; ok {
			return f, nil
		}
		path := sh.abs(s.name)
		f, err := os.OpenFile(path, s.flag, 0o666)
		if err != nil {
			return nil, err
		}
		files[s] = f
		opened = append(opened, f)
		if s.flag != os.O_RDONLY {
			st.written = append(st.written, filepath.Clean(path))
		}
		return f, nil
	}
	var res [3]any
	for i, s := range slots {
		if i == 0 && s.std > 0 {
			return fail("Unsupported redirect for stdin")
		}
		if i > 0 && s.std == 0 {
			return fail("Unsupported redirect on stdout")
		}
		v, err := resolve(s)
		if err != nil {
			for _, c := range opened {
				c.Close()
			}
			return fail("%v", err)
		}
		res[i] = v
	}
	if r, ok := res[0].(io.Reader); ok {
		st.stdin = r
	} else {
		st.stdin = nil
	}
	st.stdout = res[1].(io.Writer)
	st.stderr = res[2].(io.Writer)
	return opened, nil
}

// readFiles returns the contents of files a failing command wrote, cut to
// 1 KiB each like lit's report.
func readFiles(paths []string) []File {
	var out []File
	seen := map[string]bool{}
	for _, p := range paths {
		if seen[p] || p == os.DevNull {
			continue
		}
		seen[p] = true
		data, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		if len(data) > 1024 {
			data = append(data[:1024:1024], "\n...\n"...)
		}
		out = append(out, File{Name: p, Data: string(data)})
	}
	return out
}
