// Fails when an entry file repeats a run of the SRD datasets' prose (our words must be ours):
// `node --import tsx packages/content/src/reference/copy-check.ts <file.json>...`
// Files of the second system (`entries/daggerheart/`) are held to the Daggerheart datasets
// with the shorter run length its short texts need.
import { readFileSync } from 'node:fs';

import {
  copiedRuns,
  daggerheartProseRuns,
  DH_COPY_RUN,
  referenceProseRuns,
  stringsOf,
} from './reference-data.ts';

const files = process.argv.slice(2);
const isDaggerheart = (file: string) => file.includes('/daggerheart/');
const runs = files.some((file) => !isDaggerheart(file)) ? referenceProseRuns() : new Set<string>();
const dhRuns = files.some(isDaggerheart) ? daggerheartProseRuns() : new Set<string>();
let failures = 0;
for (const file of files) {
  const strings = stringsOf(JSON.parse(readFileSync(file, 'utf8')));
  const copied = isDaggerheart(file)
    ? strings.flatMap((text) => copiedRuns(text, dhRuns, DH_COPY_RUN))
    : strings.flatMap((text) => copiedRuns(text, runs));
  if (copied.length > 0) {
    failures += 1;
    console.error(`${file}: repeats the reference's words: "${copied[0]}"`);
  }
}
console.log(failures === 0 ? 'no copied prose' : `${failures} file(s) repeat the reference`);
process.exit(failures === 0 ? 0 : 1);
