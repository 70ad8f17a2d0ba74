// A judge program for the link check (HDU 1175) that serves: `llk stress --serve 'node link.js'`.
// It keeps reading after each input's end marker "0 0"; console.log writes each answer as it
// comes. Fill in `link`; the reading and the answering loop are done.
'use strict';

/** Can (x1, y1) and (x2, y2) (1-based) be linked? Your solution goes here. */
function link(board, x1, y1, x2, y2) { return false; }

const tokens = [];
let at = 0;  // the first token not yet used

/** Answers one case (or the end marker) if all of its tokens are in; false when not yet. */
function step() {
  if (tokens.length - at < 2) return false;
  const n = tokens[at], m = tokens[at + 1];
  if (n === 0 && m === 0) { at += 2; return true; }  // the end of one input
  if (tokens.length - at < 3 + n * m) return false;
  const q = tokens[at + 2 + n * m];
  if (tokens.length - at < 3 + n * m + 4 * q) return false;
  const board = [];
  for (let r = 0; r < n; r++) board.push(tokens.slice(at + 2 + r * m, at + 2 + (r + 1) * m));
  let p = at + 3 + n * m;
  for (let i = 0; i < q; i++, p += 4)
    console.log(link(board, tokens[p], tokens[p + 1], tokens[p + 2], tokens[p + 3]) ? 'YES' : 'NO');
  at = p;
  return true;
}

require('readline').createInterface({ input: process.stdin }).on('line', (line) => {
  for (const w of line.split(/\s+/)) if (w !== '') tokens.push(Number(w));
  while (step()) {}
  if (at > 100000) { tokens.splice(0, at); at = 0; }
});
