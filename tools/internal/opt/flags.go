package opt

import "strings"

// NormalizeArgs rewrites LLVM-style single-dash long options (-split-input-file,
// -o=x stays) into the double-dash form pflag expects, so that every long
// option works with one dash or two. shorts lists the one-letter flags.
func NormalizeArgs(args []string, shorts string) []string {
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) > 2 && a[0] == '-' && a[1] != '-' && !(strings.ContainsRune(shorts, rune(a[1])) && (len(a) == 2 || a[2] == '=')) {
			a = "-" + a
		}
		out = append(out, a)
	}
	return out
}
