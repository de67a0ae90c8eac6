package timed

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"sort"
	"strconv"
	"strings"

	"ncc/arch"
)

// stats is the JSON WriteStatsJSON writes.
type stats struct {
	Target    string                 `json:"target"`
	ModeledNs float64                `json:"modeled_ns"`
	Engines   map[string]engineStats `json:"engines"`
	DMA       dmaStats               `json:"dma"`
}

type engineStats struct {
	BusyNs       float64 `json:"busy_ns"`
	Instructions int64   `json:"instructions"`
}

type dmaStats struct {
	Bytes  int64   `json:"bytes"`
	BusyNs float64 `json:"busy_ns"`
}

// WriteStatsJSON writes res's statistics as JSON: {"target", "modeled_ns",
// "engines": {"pe"|"act"|"dve"|"pool"|"sp": {"busy_ns", "instructions"}},
// "dma": {"bytes", "busy_ns"}}, where dma's busy_ns is the time at least
// one queue was transferring.
func WriteStatsJSON(w io.Writer, res *Result) error {
	s := stats{Target: res.Target, ModeledNs: round3(res.ModeledNs), Engines: map[string]engineStats{},
		DMA: dmaStats{Bytes: res.DMA.Bytes, BusyNs: round3(res.DMA.BusyNs)}}
	for e := range arch.NumEngines {
		st := res.Engines[e]
		s.Engines[e.String()] = engineStats{BusyNs: round3(st.BusyNs), Instructions: st.Instructions}
	}
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// round3 rounds to 1/1000 ns, so that printed figures do not carry
// floating-point noise.
func round3(v float64) float64 {
	f, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'f', 3, 64), 64)
	return f
}

// WriteSummary prints the modeled time and each engine's and the DMA's
// utilization, one line each.
func WriteSummary(w io.Writer, res *Result) {
	fmt.Fprintf(w, "modeled time: %.3f us on %s\n", res.ModeledNs/1e3, res.Target)
	util := func(busy float64) float64 {
		if res.ModeledNs <= 0 {
			return 0
		}
		return 100 * busy / res.ModeledNs
	}
	for e := range arch.NumEngines {
		st := res.Engines[e]
		fmt.Fprintf(w, "  %-4s %5.1f%% busy, %d instructions\n", e, util(st.BusyNs), st.Instructions)
	}
	fmt.Fprintf(w, "  dma  %5.1f%% busy, %d descriptors, %d bytes\n", util(res.DMA.BusyNs), res.DMA.Descriptors, res.DMA.Bytes)
}

// WriteTimeline writes a self-contained HTML page showing res.Trace as a
// Gantt chart: one lane per engine and per DMA queue used, zoom with the
// mouse wheel or the buttons, pan by dragging, the instruction on hover.
func WriteTimeline(w io.Writer, res *Result) error {
	lanes := []string{}
	for e := range arch.NumEngines {
		lanes = append(lanes, e.String())
	}
	var qs []int
	seen := map[string]bool{}
	for _, ev := range res.Trace {
		if strings.HasPrefix(ev.Lane, "q") && !seen[ev.Lane] {
			seen[ev.Lane] = true
			n, _ := strconv.Atoi(ev.Lane[1:])
			qs = append(qs, n)
		}
	}
	sort.Ints(qs)
	for _, q := range qs {
		lanes = append(lanes, "q"+strconv.Itoa(q))
	}
	laneIdx := map[string]int{}
	for i, l := range lanes {
		laneIdx[l] = i
	}
	type jev struct {
		L int     `json:"l"`
		S float64 `json:"s"`
		E float64 `json:"e"`
		N string  `json:"n"`
		T string  `json:"t"`
	}
	evs := make([]jev, 0, len(res.Trace))
	for _, ev := range res.Trace {
		evs = append(evs, jev{laneIdx[ev.Lane], round3(ev.Start), round3(ev.End), strings.TrimPrefix(ev.Name, "tonga."),
			fmt.Sprintf("#%d %s", ev.Index, ev.Text)})
	}
	var data bytes.Buffer
	enc := json.NewEncoder(&data)
	enc.SetEscapeHTML(false)
	err := enc.Encode(struct {
		Lanes  []string `json:"lanes"`
		Total  float64  `json:"total"`
		Events []jev    `json:"events"`
	}{lanes, round3(res.ModeledNs), evs})
	if err != nil {
		return err
	}
	// JSON inside <script>: keep "</" from closing it.
	js := strings.ReplaceAll(strings.TrimSpace(data.String()), "</", `<\/`)
	title := html.EscapeString(fmt.Sprintf("ncc timeline: %s, %.3f us", res.Target, res.ModeledNs/1e3))
	_, err = fmt.Fprintf(w, timelineHTML, title, title, js)
	return err
}

const timelineHTML = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>%s</title>
<style>
body{font:13px sans-serif;margin:8px}
#bar button{margin-right:4px}
canvas{border:1px solid #ccc;cursor:grab;display:block;margin-top:6px}
#tip{position:fixed;pointer-events:none;background:#ffe;border:1px solid #999;padding:3px 6px;font:12px monospace;display:none;max-width:70em;white-space:pre-wrap}
</style></head><body>
<div id="bar"><b>%s</b> &nbsp; <button id="zin">zoom +</button><button id="zout">zoom &minus;</button><button id="fit">fit</button> <span id="info"></span></div>
<canvas id="c"></canvas><div id="tip"></div>
<script>
const D=%s;
const c=document.getElementById('c'),g=c.getContext('2d'),tip=document.getElementById('tip');
const LW=60,LH=22,TH=20;
let W=0,t0=0,t1=Math.max(D.total,1e-3);
const col={};const pal=['#4e79a7','#f28e2b','#e15759','#76b7b2','#59a14f','#edc948','#b07aa1','#ff9da7','#9c755f','#bab0ac'];
function color(n){if(!(n in col))col[n]=pal[Object.keys(col).length%%pal.length];return col[n];}
function size(){W=Math.max(400,window.innerWidth-30);c.width=W;c.height=TH+LH*D.lanes.length+4;draw();}
function x(t){return LW+(t-t0)/(t1-t0)*(W-LW);}
function draw(){
 g.clearRect(0,0,c.width,c.height);g.font='11px sans-serif';
 const step=Math.pow(10,Math.floor(Math.log10((t1-t0)/5)));
 g.fillStyle='#666';g.strokeStyle='#eee';
 for(let t=Math.ceil(t0/step)*step;t<=t1;t+=step){const px=x(t);g.beginPath();g.moveTo(px,TH);g.lineTo(px,c.height);g.stroke();g.fillText(+t.toFixed(3)+' ns',px+2,12);}
 D.lanes.forEach((l,i)=>{g.fillStyle='#000';g.fillText(l,4,TH+i*LH+15);});
 for(const e of D.events){if(e.e<t0||e.s>t1)continue;const a=Math.max(x(e.s),LW),b=Math.min(x(e.e),W);
  g.fillStyle=color(e.n);g.fillRect(a,TH+e.l*LH+3,Math.max(b-a,1),LH-6);}
 document.getElementById('info').textContent=(+t0.toFixed(3))+' .. '+(+t1.toFixed(3))+' ns of '+D.total+' ns, '+D.events.length+' events';
}
function zoom(f,at){const m=at===undefined?(t0+t1)/2:at;t0=m-(m-t0)*f;t1=m+(t1-m)*f;if(t1-t0<1e-3)t1=t0+1e-3;draw();}
document.getElementById('zin').onclick=()=>zoom(0.5);
document.getElementById('zout').onclick=()=>zoom(2);
document.getElementById('fit').onclick=()=>{t0=0;t1=Math.max(D.total,1e-3);draw();};
c.addEventListener('wheel',ev=>{ev.preventDefault();const r=c.getBoundingClientRect();const px=ev.clientX-r.left;
 const at=t0+(px-LW)/(W-LW)*(t1-t0);zoom(ev.deltaY<0?0.8:1.25,at);});
let drag=null;
c.addEventListener('mousedown',ev=>{drag={x:ev.clientX,t0,t1};c.style.cursor='grabbing';});
window.addEventListener('mouseup',()=>{drag=null;c.style.cursor='grab';});
c.addEventListener('mousemove',ev=>{const r=c.getBoundingClientRect();
 if(drag){const dt=(ev.clientX-drag.x)/(W-LW)*(drag.t1-drag.t0);t0=drag.t0-dt;t1=drag.t1-dt;draw();return;}
 const px=ev.clientX-r.left,py=ev.clientY-r.top,l=Math.floor((py-TH)/LH),t=t0+(px-LW)/(W-LW)*(t1-t0);
 const tol=(t1-t0)/(W-LW)*2;let hit=null;
 for(const e of D.events){if(e.l===l&&e.s-tol<=t&&t<=e.e+tol){hit=e;break;}}
 if(hit){tip.style.display='block';tip.style.left=(ev.clientX+12)+'px';tip.style.top=(ev.clientY+12)+'px';
  tip.textContent=D.lanes[hit.l]+' '+hit.n+'  '+hit.s+' .. '+hit.e+' ns ('+(+(hit.e-hit.s).toFixed(3))+' ns)\n'+hit.t;}
 else tip.style.display='none';});
c.addEventListener('mouseleave',()=>tip.style.display='none');
window.addEventListener('resize',size);size();
</script></body></html>
`
