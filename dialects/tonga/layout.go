package tonga

import (
	"fmt"

	"ncc/core"
)

// Branch targets are word offsets, so a pass that inserts or removes
// instructions between a branch and its target must fix the offset. The
// pattern: record the targets as ops, edit, set them again.
//
//	targets, err := tonga.BranchTargets(stream)
//	... insert a wait before the loop's first instruction ...
//	err = tonga.SetBranchTargets(stream, targets)

// Layout returns the word address of each instruction of a tonga.stream
// and the stream's length in words.
func Layout(stream *core.Operation) (map[*core.Operation]int64, int64) {
	at := map[*core.Operation]int64{}
	var n int64
	for _, op := range Instructions(stream) {
		at[op] = n
		n += int64(Words(op))
	}
	return at, n
}

// BranchTargets returns, for each branch, branch_if and iterate of a
// tonga.stream, the instruction it jumps to.
func BranchTargets(stream *core.Operation) (map[*core.Operation]*core.Operation, error) {
	at, _ := Layout(stream)
	byAddr := map[int64]*core.Operation{}
	for op, a := range at {
		byAddr[a] = op
	}
	out := map[*core.Operation]*core.Operation{}
	for _, op := range Instructions(stream) {
		off, ok := BranchTarget(op)
		if !ok {
			continue
		}
		to := byAddr[at[op]+off]
		if to == nil {
			return nil, fmt.Errorf("%s at word %d jumps to word %d, which starts no instruction", op.Name(), at[op], at[op]+off)
		}
		out[op] = to
	}
	return out, nil
}

// SetBranchTargets sets the offset of every branch in targets so that it
// jumps to its target instruction, which must be in the same stream.
func SetBranchTargets(stream *core.Operation, targets map[*core.Operation]*core.Operation) error {
	at, _ := Layout(stream)
	for br, to := range targets {
		a, ok1 := at[br]
		b, ok2 := at[to]
		if !ok1 || !ok2 {
			return fmt.Errorf("%s and its target must both be instructions of the stream", br.Name())
		}
		br.SetAttr("target", I64Attr(br.Context(), b-a))
	}
	return nil
}
