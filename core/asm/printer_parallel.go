package asm

import (
	"maps"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"ncc/core"
)

// Parallel printing. Value and block names are all assigned before printing
// starts (nameState) and aliases are collected up front, so the text of an
// op depends on nothing printed before it except the numbering of distinct
// attributes and the order of dense_resource handles. The ops of a large
// block (the module body) are therefore printed in chunks on GOMAXPROCS
// workers into separate buffers and written in order. A chunk that meets a
// distinct attribute not numbered yet stops the parallel run: from that
// chunk on the block is printed sequentially, so the output is always the
// sequential printer's.

// parallelPrintMinOps is the op count from which Print prints in parallel.
// Tests lower it.
var parallelPrintMinOps = 20000

// printOpsParallel prints the ops of b (but its last when skipLast) as
// printBlock's loop does. It reports false, having printed nothing, when
// the block is too small to be worth it.
func (pr *printer) printOpsParallel(b *core.Block, skipLast bool) bool {
	var ops []*core.Operation
	for op := b.First(); op != nil; op = op.Next() {
		if skipLast && op == b.Last() {
			break
		}
		ops = append(ops, op)
	}
	workers := runtime.GOMAXPROCS(0)
	if len(ops) < 2 || workers < 2 {
		return false
	}
	pr.parallel = false // nested blocks print sequentially
	pr.dialectList()    // computed once, not per worker

	// Several chunks per worker even out functions of different sizes.
	nChunks := min(len(ops), 8*workers)
	chunks := make([]*printer, nChunks)
	done := make([]chan struct{}, nChunks)
	for i := range done {
		done[i] = make(chan struct{})
	}
	bounds := func(i int) (int, int) { return i * len(ops) / nChunks, (i + 1) * len(ops) / nChunks }
	// Workers copy this snapshot, not pr, whose buffer the loop below writes.
	tmpl := *pr
	var next atomic.Int64
	var stop atomic.Bool
	var wg sync.WaitGroup
	// ahead bounds the chunks printed but not yet written, and so memory;
	// their buffers are recycled through free.
	ahead := make(chan struct{}, 2*workers)
	free := make(chan []byte, 2*workers+1)
	for range min(workers, nChunks) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
				ahead <- struct{}{}
				i := int(next.Add(1) - 1)
				if i >= nChunks {
					return
				}
				c := tmpl.clone()
				select {
				case c.buf = <-free:
				default:
					c.buf = make([]byte, 0, 256<<10)
				}
				from, to := bounds(i)
				for _, op := range ops[from:to] {
					c.printFullOp(op)
					c.newline()
				}
				chunks[i] = c
				close(done[i])
			}
		}()
	}
	i := 0
	for ; i < nChunks; i++ {
		<-done[i]
		c := chunks[i]
		if len(c.distinctIDs) != len(pr.distinctIDs) {
			break // numbered a distinct attribute: continue sequentially
		}
		if pr.w != nil {
			// Write the chunk as is rather than copying it into pr.buf.
			pr.flush()
			if pr.err == nil {
				_, pr.err = pr.w.Write(c.buf)
			}
		} else {
			pr.buf = append(pr.buf, c.buf...)
		}
		for _, h := range c.resources {
			pr.noteResource(h)
		}
		chunks[i] = nil
		select {
		case free <- c.buf[:0]:
		default:
		}
		<-ahead
	}
	stop.Store(true)
	for range cap(ahead) { // unblock workers waiting for room
		select {
		case <-ahead:
		default:
		}
	}
	wg.Wait()
	if i < nChunks {
		from, _ := bounds(i)
		for _, op := range ops[from:] {
			pr.printFullOp(op)
			pr.newline()
		}
	}
	return true
}

// clone returns a printer with pr's state that writes to its own buffer;
// the state it may change is copied.
func (pr *printer) clone() *printer {
	c := *pr
	c.w, c.buf, c.parallel = nil, nil, false
	c.defaultDialect = slices.Clone(pr.defaultDialect)
	c.shadow = maps.Clone(pr.shadow)
	c.distinctIDs = maps.Clone(pr.distinctIDs)
	c.resources, c.resSeen = nil, nil
	return &c
}
