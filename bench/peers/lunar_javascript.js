// The same work as najia-cli, done by lunar-javascript (npm, installed outside the project), for
// bench/compare-peers.sh. Usage:
//   node lunar_javascript.js DIR pillars < lines   (YYYY-MM-DD HH:MM[:SS] per line → 4 pillars, 旬空)
//   node lunar_javascript.js DIR jieqi YEAR        (the year's solar terms)
const path = require('path');
const { Solar } = require(path.join(process.argv[2], 'node_modules', 'lunar-javascript'));
const mode = process.argv[3];
if (mode === 'jieqi') {
  const year = Number(process.argv[4]);
  const table = Solar.fromYmd(year, 6, 1).getLunar().getJieQiTable();
  const out = [];
  for (const name of Object.keys(table)) out.push(name + '\t' + table[name].toYmdHms());
  process.stdout.write(out.join('\n') + '\n');
} else {
  const lines = require('fs').readFileSync(0, 'utf8').split('\n');
  const out = [];
  for (const line of lines) {
    const m = /^(\d+)-(\d+)-(\d+) (\d+):(\d+)(?::(\d+))?/.exec(line);
    if (!m) continue;
    const ec = Solar.fromYmdHms(+m[1], +m[2], +m[3], +m[4], +m[5], +(m[6] || 0)).getLunar().getEightChar();
    out.push([line, ec.getYear(), ec.getMonth(), ec.getDay(), ec.getTime(), ec.getDayXunKong()].join('\t'));
  }
  process.stdout.write(out.join('\n') + '\n');
}
