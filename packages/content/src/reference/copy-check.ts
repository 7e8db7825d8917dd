// Fails when an entry file repeats a run of the SRD datasets' prose (our words must be ours):
// `node --import tsx packages/content/src/reference/copy-check.ts <file.json>...`
import { readFileSync } from 'node:fs';

import { copiedRuns, referenceProseRuns, stringsOf } from './reference-data.ts';

const runs = referenceProseRuns();
let failures = 0;
for (const file of process.argv.slice(2)) {
  const copied = stringsOf(JSON.parse(readFileSync(file, 'utf8'))).flatMap((text) =>
    copiedRuns(text, runs),
  );
  if (copied.length > 0) {
    failures += 1;
    console.error(`${file}: repeats the reference's words: "${copied[0]}"`);
  }
}
console.log(failures === 0 ? 'no copied prose' : `${failures} file(s) repeat the reference`);
process.exit(failures === 0 ? 0 : 1);
