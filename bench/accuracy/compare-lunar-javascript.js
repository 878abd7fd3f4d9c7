// Opt-in accuracy check (not part of ctest): compares najia-cli with the independent npm package
// lunar-javascript over 1900–2100. Run through compare-lunar-javascript.sh.
'use strict';
const fs = require('fs');
const path = process.argv[2];           // lunar-javascript's install dir (node_modules parent)
const mode = process.argv[3];           // "terms" or "lunar"
const input = fs.readFileSync(0, 'utf8').trim().split('\n');
const { Solar, Lunar, ShouXingUtil } = require(path + '/node_modules/lunar-javascript');

if (mode === 'terms') {
  // input lines: YEAR \t INDEX (0 = 小寒) \t najia-cli jieqi's line at --utc-offset +00:00
  const diffs = [];
  for (const line of input) {
    const f = line.split('\t');
    const y = Number(f[0]), i = Number(f[1]);
    const t = Date.parse(f[4].replace(' ', 'T').replace('+00:00', 'Z')) / 1000;
    // lunar-javascript's 寿星 high-accuracy term: qiAccurate(w) in days from J2000 at UTC+8,
    // w the apparent longitude in radians counted from the 1999 spring equinox.
    const lon = (285 + 15 * i) % 360;
    const w = 2 * Math.PI * (i <= 4 ? y - 2000 : y - 1999) + lon * Math.PI / 180;
    const jdBj = ShouXingUtil.qiAccurate(w) + 2451545;          // JD at UTC+8
    const theirs = (jdBj - 2440587.5) * 86400 - 8 * 3600;
    diffs.push({ y, i, d: t - theirs });
  }
  const bucket = {};
  for (const { y, d } of diffs) {
    const k = y < 1950 ? '1900-1949' : y < 2000 ? '1950-1999' : y < 2030 ? '2000-2029' : y < 2070 ? '2030-2069' : '2070-2100';
    bucket[k] = bucket[k] || []; bucket[k].push(d);
  }
  for (const k of Object.keys(bucket).sort()) {
    const a = bucket[k]; const abs = a.map(Math.abs);
    const mean = a.reduce((s, x) => s + x, 0) / a.length;
    console.log(`${k}\tterms ${a.length}\tmean ${mean.toFixed(2)} s\tmax |Δ| ${Math.max(...abs).toFixed(2)} s`);
  }
} else {
  let bad = 0, n = 0;
  for (const line of input) {
    const f = line.split('\t');
    const [y, m, d] = f[0].split('-').map(Number);
    const l = Solar.fromYmd(y, m, d).getLunar();
    const month = l.getMonth();
    const theirs = `${l.getYear()}\t${Math.abs(month)}\t${month < 0 ? 1 : 0}\t${l.getDay()}`;
    const ours = f.slice(4, 8).join('\t');
    n++;
    if (theirs !== ours) { bad++; if (bad <= 40) console.log(`differs ${f[0]}: najia ${ours} / lunar-javascript ${theirs}`); }
  }
  console.log(`lunar dates: ${n} days, ${bad} differ`);
}
