// A game player that serves: `llk stress --problem game --serve 'node game.js'`. Two lines per
// board: the number of linkable pairs, then "NO" or "YES s x1 y1 x2 y2 ..." (a clearing order).
// It keeps reading after each input's end marker "0 0"; console.log writes each answer as it
// comes. Fill in `pairs` and `clear`; the reading and the answering loop are done.
'use strict';

/** The number of unordered pairs of cells that link. Your engine goes here. */
function pairs(board) { return 0; }
/** "NO", or "YES s" and s removals that clear the board. Your engine goes here. */
function clear(board) { return 'NO'; }

const tokens = [];
let at = 0;  // the first token not yet used

/** Answers one board (or the end marker) if all of its tokens are in; false when not yet. */
function step() {
  if (tokens.length - at < 2) return false;
  const n = tokens[at], m = tokens[at + 1];
  if (n === 0 && m === 0) { at += 2; return true; }  // the end of one input
  if (tokens.length - at < 2 + n * m) return false;
  const board = [];
  for (let r = 0; r < n; r++) board.push(tokens.slice(at + 2 + r * m, at + 2 + (r + 1) * m));
  console.log(String(pairs(board)));
  console.log(clear(board));
  at += 2 + n * m;
  return true;
}

require('readline').createInterface({ input: process.stdin }).on('line', (line) => {
  for (const w of line.split(/\s+/)) if (w !== '') tokens.push(Number(w));
  while (step()) {}
});
