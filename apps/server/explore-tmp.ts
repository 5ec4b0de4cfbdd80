import { readFileSync } from "node:fs";
import { parseFountain, analyzeScreenplay } from "@twl/screenplay";
for (const f of ["feature", "pilot", "short", "dual", "numbered"]) {
const src = readFileSync(`/work/main/packages/screenplay/corpus/${f}.fountain`, "utf8");
const m = parseFountain(src); const s = analyzeScreenplay(m);
const t = s.scenes.list.map(x => x.tempo); const mean = t.reduce((a,b)=>a+b,0)/t.length; const sd = Math.sqrt(t.reduce((a,b)=>a+(b-mean)**2,0)/t.length);
const len = s.scenes.list.map(x => x.lengthEighths); const lm = len.reduce((a,b)=>a+b,0)/len.length; const lsd = Math.sqrt(len.reduce((a,b)=>a+(b-lm)**2,0)/len.length);
const pt = s.tempo.perPage.map(p => p.value).sort();
const ds = s.dialogue.perPage.map(p => p.dialogueShare);
let paren = 0; for (const sc of m.scenes) for (const e of sc.elements) if (e.kind === "parenthetical") paren++;
const sp = s.characters.reduce((a,c)=>a+c.speeches,0);
const ex = s.interactions.reduce((a,i)=>a+i.exchanges,0);
console.log(f, { pages: s.pages, scenes: s.scenes.count, share: s.dialogue.dialogueShare, tMean: mean.toFixed(3), tSd: sd.toFixed(3), lenCV: (lsd/lm).toFixed(2), pt10: pt[Math.floor(pt.length*0.1)], pt50: pt[Math.floor(pt.length*0.5)], ds: ds.map(d=>d.toFixed(1)).join(" "), paren: (paren/sp).toFixed(2), exch: (ex/sp).toFixed(2), flesch: s.readability.dialogue.fleschReadingEase, chars: s.characters.length, locs: s.locations.length, mono: s.monologues.length, words: (s.characters.reduce((a,c)=>a+c.words,0)/sp).toFixed(1), longest: s.scenes.longest?.lengthEighths });
}
