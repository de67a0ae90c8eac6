package asm_test

import "syscall"

// maxRSS returns a child's peak resident set in MB.
func maxRSS(u any) int64 {
	if r, ok := u.(*syscall.Rusage); ok {
		return r.Maxrss >> 10
	}
	return -1
}
