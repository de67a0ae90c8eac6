package filecheck

import "strings"

const npos = -1

// check is FileCheckString::Check over the input region [base, end). It
// returns the match position relative to base (npos on failure) and the
// length of the whole (possibly repeated) match.
func (r *run) check(cs *checkString, base, end int, labelScan bool) (int, int) {
	lastPos := 0
	var nots []*dagNot
	if !labelScan {
		lastPos = r.checkDag(cs, base, end, &nots)
		if lastPos == npos {
			return npos, 0
		}
	}
	p := cs.pat
	lastMatchEnd, firstMatchPos := lastPos, 0
	for i := 1; i <= p.ty.count; i++ {
		mb := base + lastMatchEnd
		m, err := p.match(r.in, mb, end)
		if r.reportMatchResult(true, cs.prefix, cs.loc, p, i, mb, end, m, err) {
			return npos, 0
		}
		if i == 1 {
			firstMatchPos = lastPos + m.pos
		}
		lastMatchEnd += m.pos + m.len
	}
	matchLen := lastMatchEnd - firstMatchPos
	if !labelScan {
		matchPos := firstMatchPos - lastPos
		skipped := [2]int{base + lastPos, base + lastPos + matchPos}
		if r.checkNext(cs, skipped) || r.checkSame(cs, skipped) {
			r.processMatchResult(mFoundButWrongLine, cs.loc, p.ty, base+lastPos, matchPos, matchLen, r.opts.Verbose)
			return npos, 0
		}
		if r.checkNot(skipped[0], skipped[1], nots) {
			return npos, 0
		}
	}
	return firstMatchPos, matchLen
}

func (r *run) checkNext(cs *checkString, sk [2]int) bool {
	k := cs.pat.ty.kind
	if k != checkNext && k != checkEmpty {
		return false
	}
	name := cs.prefix + "-NEXT"
	if k == checkEmpty {
		name = cs.prefix + "-EMPTY"
	}
	n, first := countNewlines(r.in.text()[sk[0]:sk[1]])
	if n == 0 {
		r.w.print(diag{at: cs.loc, kind: kError, msg: name + ": is on the same line as previous match"})
		r.w.print(diag{at: r.inLoc(sk[1]), kind: kNote, msg: "'next' match was here"})
		r.w.print(diag{at: r.inLoc(sk[0]), kind: kNote, msg: "previous match ended here"})
		return true
	}
	if n != 1 {
		r.w.print(diag{at: cs.loc, kind: kError, msg: name + ": is not on the line after the previous match"})
		r.w.print(diag{at: r.inLoc(sk[1]), kind: kNote, msg: "'next' match was here"})
		r.w.print(diag{at: r.inLoc(sk[0]), kind: kNote, msg: "previous match ended here"})
		r.w.print(diag{at: r.inLoc(sk[0] + first), kind: kNote, msg: "non-matching line after previous match is here"})
		return true
	}
	return false
}

func (r *run) checkSame(cs *checkString, sk [2]int) bool {
	if cs.pat.ty.kind != checkSame {
		return false
	}
	if n, _ := countNewlines(r.in.text()[sk[0]:sk[1]]); n != 0 {
		r.w.print(diag{at: cs.loc, kind: kError, msg: cs.prefix + "-SAME: is not on the same line as the previous match"})
		r.w.print(diag{at: r.inLoc(sk[1]), kind: kNote, msg: "'next' match was here"})
		r.w.print(diag{at: r.inLoc(sk[0]), kind: kNote, msg: "previous match ended here"})
		return true
	}
	return false
}

// checkNot reports any CHECK-NOT pattern found in [base, end).
func (r *run) checkNot(base, end int, nots []*dagNot) bool {
	fail := false
	for _, n := range nots {
		m, err := n.pat.match(r.in, base, end)
		if r.reportMatchResult(false, n.prefix, n.pat.loc, n.pat, 1, base, end, m, err) {
			fail = true
		}
	}
	return fail
}

type dagRange struct{ pos, end int }

// checkDag matches the CHECK-DAG groups before cs, collecting the CHECK-NOTs
// that still apply to the region before cs's own match. It returns the end
// of the last group relative to base, or npos.
func (r *run) checkDag(cs *checkString, base, end int, nots *[]*dagNot) int {
	if len(cs.dagNots) == 0 {
		return 0
	}
	startPos := 0
	var ranges []dagRange // sorted, non-overlapping matches of this group
	for idx := range cs.dagNots {
		dn := &cs.dagNots[idx]
		p := dn.pat
		if p.ty.kind == checkNot {
			*nots = append(*nots, dn)
			continue
		}
		matchLen, matchPos := 0, startPos
		mi := 0
		for {
			mb := base + matchPos
			m, err := p.match(r.in, mb, end)
			if err != nil || r.opts.VerboseVerbose {
				if r.reportMatchResult(true, dn.prefix, p.loc, p, 1, mb, end, m, err) {
					return npos
				}
			}
			matchLen = m.len
			matchPos += m.pos
			nm := dagRange{matchPos, matchPos + matchLen}
			if r.opts.AllowDeprecatedDAGOverlap {
				if len(ranges) == 0 {
					ranges = append(ranges, nm)
				} else {
					ranges[0].pos = min(ranges[0].pos, nm.pos)
					ranges[0].end = max(ranges[0].end, nm.end)
				}
				break
			}
			overlap := false
			for ; mi < len(ranges); mi++ {
				if nm.pos < ranges[mi].end {
					overlap = ranges[mi].pos < nm.end
					break
				}
			}
			if !overlap {
				ranges = append(ranges, dagRange{})
				copy(ranges[mi+1:], ranges[mi:])
				ranges[mi] = nm
				break
			}
			if r.opts.VerboseVerbose {
				if r.diags == nil {
					os, oe := base+ranges[mi].pos, base+ranges[mi].end
					r.w.print(diag{at: r.inLoc(os), kind: kNote, msg: "match discarded, overlaps earlier DAG match here", ranges: [][2]int{{os, oe}}})
				} else {
					ds := *r.diags
					last := ds[len(ds)-1].checkLoc
					for i := len(ds) - 1; i >= 0 && ds[i].checkLoc == last; i-- {
						ds[i].matchTy = mFoundButDiscarded
					}
				}
			}
			matchPos = ranges[mi].end
		}
		if !r.opts.VerboseVerbose {
			r.printMatch(true, dn.prefix, p.loc, p, 1, base, matchResult{matchPos, matchLen})
		}
		if idx+1 == len(cs.dagNots) || cs.dagNots[idx+1].pat.ty.kind == checkNot {
			if len(*nots) > 0 {
				if r.checkNot(base+startPos, base+ranges[0].pos, *nots) {
					return npos
				}
				*nots = (*nots)[:0]
			}
			startPos = ranges[len(ranges)-1].end
			ranges = ranges[:0]
		}
	}
	return startPos
}

// checkInput is FileCheck::checkInput: it reports whether the input matches.
func (r *run) checkInput() bool {
	failed := false
	checks := r.c.checks
	i, j, e := 0, 0, len(checks)
	base, end := 0, len(r.in.text())
	for {
		var regionBase, regionEnd int
		if j == e {
			regionBase, regionEnd = base, end
		} else {
			lbl := checks[j]
			if lbl.pat.ty.kind != checkLabel {
				j++
				continue
			}
			pos, n := r.check(lbl, base, end, true)
			if pos == npos {
				return false
			}
			regionBase, regionEnd = base, base+pos+n
			base = base + pos + n
			j++
		}
		if i != 0 && r.opts.EnableVarScope {
			r.c.ctx.clearLocalVars()
		}
		for ; i != j; i++ {
			pos, n := r.check(checks[i], regionBase, regionEnd, false)
			if pos == npos {
				failed = true
				i = j
				break
			}
			regionBase += pos + n
		}
		if j == e {
			break
		}
	}
	return !failed
}

// defineCmdlineVariables is FileCheckPatternContext::defineCmdlineVariables.
func (ctx *context) defineCmdlineVariables(defs []string) error {
	if len(defs) == 0 {
		return nil
	}
	var sb strings.Builder
	type span struct{ s, n int }
	var spans []span
	for i, d := range defs {
		pre := "Global define #" + itoa(i+1) + ": "
		eq := strings.IndexByte(d, '=')
		if eq < 0 {
			spans = append(spans, span{sb.Len(), 0})
			continue
		}
		if d[0] == '#' {
			sb.WriteString(pre + d + " (parsed as: [[")
			sub := d[:eq] + ":" + d[eq+1:]
			spans = append(spans, span{sb.Len(), len(sub)})
			sb.WriteString(sub + "]])\n")
		} else {
			sb.WriteString(pre)
			spans = append(spans, span{sb.Len(), len(d)})
			sb.WriteString(d + "\n")
		}
	}
	b := newBuffer("Global defines", sb.String())
	var errs error
	for _, sp := range spans {
		def := sref{b, sp.s, sp.s + sp.n}
		if def.empty() {
			errs = joinAny(errs, errAt(def, "missing equal sign in global definition"))
			continue
		}
		if def.at(0) == '#' {
			ex, v, err := ctx.parseNumericSubstitutionBlock(def.drop(1), false, 0)
			if err != nil {
				errs = joinAny(errs, err)
				continue
			}
			if ex.ast == nil || v == nil {
				continue
			}
			val, err := ex.ast.eval()
			if err != nil {
				errs = joinAny(errs, err)
				continue
			}
			v.value = val
			ctx.numVars[v.name] = v
			continue
		}
		eq := strings.IndexByte(def.str(), '=')
		name := def.take(eq)
		orig := name
		pv, err := parseVariable(&name)
		if err != nil {
			errs = joinAny(errs, err)
			continue
		}
		if pv.pseudo || !name.empty() {
			errs = joinAny(errs, errAt(orig, "invalid name in string variable definition '"+orig.str()+"'"))
			continue
		}
		if _, ok := ctx.numVars[pv.name.str()]; ok {
			errs = joinAny(errs, errAt(pv.name, "numeric variable with name '"+pv.name.str()+"' already exists"))
			continue
		}
		if _, ok := ctx.strVars[pv.name.str()]; !ok {
			ctx.strVars[pv.name.str()] = def.str()[eq+1:]
		}
		ctx.strDefined[pv.name.str()] = true
	}
	return errs
}

// joinAny joins located and plain errors, keeping order.
func joinAny(a, b error) error {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	return joinPlain(a, b)
}
