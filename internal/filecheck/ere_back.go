package filecheck

// A backtracking matcher for the regex trees RE2 cannot run: back-references,
// word boundaries and bytes outside ASCII in bracket expressions. It explores
// every way to match from each start position and keeps the longest, which is
// POSIX's leftmost-longest rule for the overall match. Such patterns are rare
// in check files, so simplicity wins over speed; a step budget bounds
// pathological cases (which then count as no match).

const backtrackBudget = 2_000_000

type backtracker struct {
	in       string
	caps     []int
	best     int
	bestCaps []int
	steps    int
}

func isWordByte(c byte) bool { return isAlphaByte(c) || isDigit(c) || c == '_' }

func backtrackFind(tree *reNode, nsub int, in string) []int {
	m := &backtracker{in: in, caps: make([]int, 2*(nsub+1))}
	for start := 0; start <= len(in); start++ {
		for i := range m.caps {
			m.caps[i] = -1
		}
		m.best = -1
		m.match(tree, start, func(end int) bool {
			if end > m.best {
				m.best = end
				m.bestCaps = append(m.bestCaps[:0], m.caps...)
			}
			return end == len(in) || m.steps > backtrackBudget
		})
		if m.steps > backtrackBudget {
			return nil
		}
		if m.best >= 0 {
			res := append([]int(nil), m.bestCaps...)
			res[0], res[1] = start, m.best
			return res
		}
	}
	return nil
}

// match tries n at i and calls k with each end position; k returns true to
// stop the search.
func (m *backtracker) match(n *reNode, i int, k func(int) bool) bool {
	m.steps++
	if m.steps > backtrackBudget {
		return true
	}
	in := m.in
	switch n.kind {
	case reLit:
		if i < len(in) && in[i] == n.c {
			return k(i + 1)
		}
	case reSet:
		if i < len(in) && n.set[in[i]] {
			return k(i + 1)
		}
	case reAny:
		if i < len(in) && in[i] != '\n' {
			return k(i + 1)
		}
	case reBOL:
		if i == 0 || in[i-1] == '\n' {
			return k(i)
		}
	case reEOL:
		if i == len(in) || in[i] == '\n' {
			return k(i)
		}
	case reBOW:
		if (i == 0 || !isWordByte(in[i-1])) && i < len(in) && isWordByte(in[i]) {
			return k(i)
		}
	case reEOW:
		if i > 0 && isWordByte(in[i-1]) && (i == len(in) || !isWordByte(in[i])) {
			return k(i)
		}
	case reEmpty:
		return k(i)
	case reBack:
		s, e := m.caps[2*n.n], m.caps[2*n.n+1]
		if s < 0 || e < 0 {
			return false
		}
		if l := e - s; i+l <= len(in) && in[i:i+l] == in[s:e] {
			return k(i + l)
		}
	case reGroup:
		os, oe := m.caps[2*n.n], m.caps[2*n.n+1]
		m.caps[2*n.n] = i
		stop := m.match(n.subs[0], i, func(j int) bool {
			pe := m.caps[2*n.n+1]
			m.caps[2*n.n+1] = j
			r := k(j)
			m.caps[2*n.n+1] = pe
			return r
		})
		m.caps[2*n.n], m.caps[2*n.n+1] = os, oe
		return stop
	case reCat:
		return m.cat(n.subs, i, k)
	case reAlt:
		for _, s := range n.subs {
			if m.match(s, i, k) {
				return true
			}
		}
	case reRep:
		return m.rep(n, 0, i, k)
	}
	return false
}

func (m *backtracker) cat(subs []*reNode, i int, k func(int) bool) bool {
	if len(subs) == 0 {
		return k(i)
	}
	return m.match(subs[0], i, func(j int) bool { return m.cat(subs[1:], j, k) })
}

func (m *backtracker) rep(n *reNode, count, i int, k func(int) bool) bool {
	if n.max < 0 || count < n.max {
		stop := m.match(n.subs[0], i, func(j int) bool {
			if j == i && count >= n.min {
				return false // an empty iteration adds nothing
			}
			return m.rep(n, count+1, j, k)
		})
		if stop {
			return true
		}
	}
	if count >= n.min {
		return k(i)
	}
	return false
}
