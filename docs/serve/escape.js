// A judge program for the timed escape (HDU 1010) that serves:
// `llk stress --problem escape --serve 'node escape.js'`. It keeps reading after each input's
// end marker "0 0 0"; console.log writes each answer as it comes. Fill in `escape`; the reading
// and the answering loop are done.
'use strict';

/** Can the walker stand on D at second t exactly? Your solution goes here. */
function escape(maze, t) { return false; }

const words = [];
let at = 0;  // the first word not yet used

/** Answers one maze (or the end marker) if all of its words are in; false when not yet. */
function step() {
  if (words.length - at < 3) return false;
  const [n, m, t] = words.slice(at, at + 3).map(Number);
  if (n === 0 && m === 0 && t === 0) { at += 3; return true; }  // the end of one input
  if (words.length - at < 3 + n) return false;
  console.log(escape(words.slice(at + 3, at + 3 + n), t) ? 'YES' : 'NO');
  at += 3 + n;
  return true;
}

require('readline').createInterface({ input: process.stdin }).on('line', (line) => {
  for (const w of line.split(/\s+/)) if (w !== '') words.push(w);
  while (step()) {}
});
