// Outbox replay benchmark (issue 19): `node --import tsx bench/outbox-replay.ts`.
//
// A realistic session of 1000 edits on 3 characters (bursts of hit-point taps, conditions, spell
// slots, resource uses, with pauses between them) goes through the web app's own merge rules
// (apps/web/src/data/outbox/merge.ts) with the 500 ms character debounce simulated, as the outbox
// would queue it. The merged requests then go to a started server (embedded PGlite), one at a
// time in order as the runner sends them, each with its Idempotency-Key, its base values and the
// device. Prints the edits, the requests sent, the total time, the round trip and the server's
// CPU time per merged update, then checks the server's final state equals all 1000 edits applied
// (and that sending the last requests again under the same keys changes nothing).
// BENCH_OUTBOX_PORT picks the server's port (default: a free one); BENCH_OUTBOX_EDITS the count.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';

import type { Fields } from '../apps/web/src/data/outbox/merge.ts';
import { mergeEdits, withinDebounce } from '../apps/web/src/data/outbox/merge.ts';
import { createApiFixture } from './lib/api-fixture.ts';
import { freePort } from './lib/free-port.ts';
import { startServer } from './lib/server-process.ts';

const EDITS = Number(process.env.BENCH_OUTBOX_EDITS ?? 1000);
const CHARACTERS = 3;
/** Spec §7: character edits are sent this long after the last one. */
const DEBOUNCE_MS = 500;
const RESENT = 10;

/** What the session edits, per character: the live state a table changes. */
interface LiveState {
  hp: { current: number; max: number; max_mod: number; temp: number };
  conditions: string[];
  spell_slots: [number[], number[]];
  resources: Record<string, number>;
}
type Field = keyof LiveState;

interface Edit {
  at: number;
  characterId: string;
  body: Fields;
  base: Fields;
}

/** A fixed-seed generator (mulberry32): the same session on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONDITIONS = ['prone', 'poisoned', 'frightened', 'grappled', 'restrained', 'blinded'];
/** A level-1 wizard's slots: two of the first level. */
const SLOT_MAX = [2];
const RESOURCES = { 'second-wind': 2, 'action-surge': 1, 'superiority-dice': 4 };

const clone = <T>(value: T): T => structuredClone(value);

/**
 * One tap on a character: the change of one field, as useEditCharacter queues it (the field's
 * new value, and its value before the tap as the base).
 */
function tap(state: LiveState, roll: () => number, kind: number): Field {
  if (kind < 0.45) {
    const heal = roll() < 0.25;
    const hp = state.hp;
    hp.current = Math.max(0, Math.min(hp.max, hp.current + (heal ? 1 : -1)));
    if (!heal && hp.temp > 0 && roll() < 0.5) hp.temp -= 1;
    return 'hp';
  }
  if (kind < 0.55) {
    state.hp.temp = Math.floor(roll() * 6);
    return 'hp';
  }
  if (kind < 0.7) {
    const condition = CONDITIONS[Math.floor(roll() * CONDITIONS.length)]!;
    state.conditions = state.conditions.includes(condition)
      ? state.conditions.filter((each) => each !== condition)
      : [...state.conditions, condition];
    return 'conditions';
  }
  if (kind < 0.85) {
    const level = Math.floor(roll() * SLOT_MAX.length);
    const used = state.spell_slots[0][level]!;
    state.spell_slots[0][level] = used >= SLOT_MAX[level]! || roll() < 0.2 ? used - 1 : used + 1;
    if (state.spell_slots[0][level]! < 0) state.spell_slots[0][level] = 0;
    return 'spell_slots';
  }
  const keys = Object.keys(RESOURCES) as (keyof typeof RESOURCES)[];
  const key = keys[Math.floor(roll() * keys.length)]!;
  const used = state.resources[key] ?? 0;
  state.resources[key] = used >= RESOURCES[key] ? 0 : used + 1;
  return 'resources';
}

/**
 * The session: bursts of taps on one character (150–400 ms apart: a player tapping damage in),
 * then a pause of 2–30 s while the table plays on. Returns the edits and the final states.
 */
function session(
  initial: Record<string, LiveState>,
  count: number,
): { edits: Edit[]; finals: Record<string, LiveState> } {
  const roll = random(19);
  const states = clone(initial);
  const ids = Object.keys(states);
  const edits: Edit[] = [];
  let at = 0;
  while (edits.length < count) {
    const characterId = ids[Math.floor(roll() * ids.length)]!;
    const kind = roll();
    const taps = kind < 0.45 ? 1 + Math.floor(roll() * 8) : 1 + Math.floor(roll() * 2);
    for (let index = 0; index < taps && edits.length < count; index += 1) {
      const state = states[characterId]!;
      const before = clone(state);
      const field = tap(state, roll, kind);
      edits.push({
        at,
        characterId,
        body: { [field]: clone(state[field]) },
        base: { [field]: before[field] },
      });
      at += 150 + Math.floor(roll() * 250);
    }
    at += 2000 + Math.floor(roll() * 28_000);
  }
  return { edits, finals: states };
}

interface Request {
  characterId: string;
  body: Fields;
  base?: Fields;
  /** When the runner would send it: its debounce ended. */
  dueAt: number;
}

/**
 * The outbox's merging: an edit joins its character's waiting entry until that falls due (its
 * debounce over, the runner sends it); offline (`Infinity`) nothing falls due until the end.
 */
function mergeSession(edits: Edit[], debounceMs: number): Request[] {
  const waiting = new Map<string, { body: Fields; base?: Fields; updatedAt: number }>();
  const requests: Request[] = [];
  const send = (characterId: string) => {
    const entry = waiting.get(characterId);
    if (!entry) return;
    requests.push({
      characterId,
      body: entry.body,
      ...(entry.base ? { base: entry.base } : {}),
      dueAt: entry.updatedAt + Math.min(debounceMs, DEBOUNCE_MS),
    });
    waiting.delete(characterId);
  };
  for (const edit of edits) {
    const entry = waiting.get(edit.characterId);
    if (entry && !withinDebounce(entry.updatedAt, edit.at, debounceMs)) send(edit.characterId);
    const current = waiting.get(edit.characterId);
    const merged = current ? mergeEdits(current, edit) : { body: edit.body, base: edit.base };
    waiting.set(edit.characterId, { ...merged, updatedAt: edit.at });
  }
  for (const characterId of [...waiting.keys()]) send(characterId);
  return requests.sort((a, b) => a.dueAt - b.dueAt);
}

/** CPU time a process has used (user + system), in µs, from /proc (Linux); null elsewhere. */
function cpuTimeUs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/** JSON with object keys and set elements sorted: the order of keys and conditions is not state. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (Array.isArray(inner) && inner.every((each) => typeof each === 'string')) {
      return [...(inner as string[])].sort();
    }
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      return Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)));
    }
    return inner;
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Level-1 wizards, as the creation wizard makes them: casters, so their slots can be spent. */
async function createWizards(baseUrl: string, token: string): Promise<string[]> {
  const draft = suggestedDraft(rulesCatalogueOf(loadCatalogue()), {
    classId: 'wizard',
    backgroundId: 'sage',
    speciesId: 'human',
    method: ABILITY_METHODS.pointBuy,
    name: 'Elminster',
  });
  const ids: string[] = [];
  for (let index = 0; index < CHARACTERS; index += 1) {
    const response = await fetch(`${baseUrl}/api/characters`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: `${draft.name} ${index + 1}`,
        specie: 'human',
        background: 'sage',
        classes: [{ id: 'wizard', level: 1 }],
        attributes: draft.attributes,
        options: draft.options,
        hp: draft.hp,
        presets: draft.presets,
        settings: { abilityType: ABILITY_METHODS.pointBuy },
      }),
    });
    if (!response.ok) throw new Error(`create: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  return ids;
}

interface Api {
  url: string;
  headers: Record<string, string>;
  pid: number | undefined;
}

async function readCharacter(api: Api, id: string): Promise<LiveState> {
  const response = await fetch(`${api.url}/api/characters/${id}`, { headers: api.headers });
  return ((await response.json()) as { data: LiveState }).data;
}

/** Full hit points, no conditions, nothing spent: the state the session starts from. */
async function resetCharacters(api: Api, ids: string[]): Promise<Record<string, LiveState>> {
  const initial: Record<string, LiveState> = {};
  for (const id of ids) {
    const character = await readCharacter(api, id);
    initial[id] = {
      hp: { ...character.hp, current: character.hp.max, temp: 0 },
      conditions: [],
      spell_slots: [[0], []],
      resources: {},
    };
    const reset = await fetch(`${api.url}/api/characters/${id}`, {
      method: 'POST',
      headers: api.headers,
      body: JSON.stringify(initial[id]),
    });
    if (!reset.ok) throw new Error(`reset ${id}: ${reset.status} ${await reset.text()}`);
  }
  return initial;
}

/**
 * Replays one scenario on fresh characters: the session merged as the outbox would (`offline`:
 * queued with no connection, so every edit merges into its character's waiting entry), sent one
 * request at a time in order. Returns whether it met the target.
 */
async function replay(api: Api, label: string, ids: string[], offline: boolean): Promise<boolean> {
  const initial = await resetCharacters(api, ids);
  const { edits, finals } = session(initial, EDITS);
  const requests = mergeSession(edits, offline ? Infinity : DEBOUNCE_MS);
  const device = { id: 'bench-device', label: 'Bench replay' };
  const sent: { characterId: string; key: string; payload: string }[] = [];
  const roundTrips: number[] = [];
  const cpuBefore = cpuTimeUs(api.pid);
  const started = performance.now();
  for (const request of requests) {
    const key = randomUUID();
    const payload = JSON.stringify({
      ...request.body,
      ...(request.base ? { base: request.base } : {}),
      device,
    });
    const sentAt = performance.now();
    const response = await fetch(`${api.url}/api/characters/${request.characterId}`, {
      method: 'POST',
      headers: { ...api.headers, 'idempotency-key': key },
      body: payload,
    });
    const body = await response.arrayBuffer();
    roundTrips.push(performance.now() - sentAt);
    if (!response.ok) {
      const answer = new TextDecoder().decode(body);
      throw new Error(`update refused: ${response.status} ${answer} ${payload}`);
    }
    sent.push({ characterId: request.characterId, key, payload });
  }
  const totalMs = performance.now() - started;
  const cpuAfter = cpuTimeUs(api.pid);

  // A lost answer: the runner sends the same entries again under the same keys.
  for (const again of sent.slice(-RESENT)) {
    const response = await fetch(`${api.url}/api/characters/${again.characterId}`, {
      method: 'POST',
      headers: { ...api.headers, 'idempotency-key': again.key },
      body: again.payload,
    });
    await response.arrayBuffer();
  }

  const sorted = [...roundTrips].sort((a, b) => a - b);
  const minutes = (edits.at(-1)?.at ?? 0) / 60_000;
  const share = ((requests.length / edits.length) * 100).toFixed(1);
  console.log(`\n-- ${label}`);
  console.log(
    `edits:                 ${edits.length} on ${ids.length} characters over ${minutes.toFixed(0)} min`,
  );
  console.log(`requests sent:         ${requests.length} (${share} % of the edits)`);
  console.log(`total time (sending):  ${totalMs.toFixed(0)} ms`);
  console.log(
    `per merged update:     round trip p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`,
  );
  if (cpuBefore !== null && cpuAfter !== null) {
    const perUpdate = (cpuAfter - cpuBefore) / requests.length;
    console.log(`server CPU per update: ${perUpdate.toFixed(0)} µs`);
  }
  let mismatches = 0;
  for (const id of ids) {
    const stored = await readCharacter(api, id);
    for (const field of ['hp', 'conditions', 'spell_slots', 'resources'] as Field[]) {
      const want = canonical(finals[id]![field]);
      const got = canonical(stored[field]);
      if (want === got) continue;
      mismatches += 1;
      console.log(`MISMATCH ${id} ${field}: expected ${want}, server has ${got}`);
    }
  }
  console.log(
    mismatches === 0
      ? `final state:           all ${edits.length} edits applied, once (last ${RESENT} requests sent twice)`
      : `final state:           ${mismatches} field(s) differ`,
  );
  return mismatches === 0 && requests.length < edits.length;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-outbox-'));
  const port = process.env.BENCH_OUTBOX_PORT ?? String(await freePort());
  const server = await startServer({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: '' });
  let met = true;
  try {
    const fixture = await createApiFixture(server.url, dataDir, 1);
    const api: Api = {
      url: server.url,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fixture.token}` },
      pid: server.process.pid,
    };
    const online = await createWizards(server.url, fixture.token);
    const offline = await createWizards(server.url, fixture.token);
    met =
      (await replay(api, 'online: sent as edits pause (500 ms debounce)', online, false)) && met;
    met =
      (await replay(api, 'offline: all queued, sent when the connection returns', offline, true)) &&
      met;
    console.log(
      `\ntarget: fewer requests than edits, final state exact — ${met ? 'met' : 'MISSED'}`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!met) process.exit(1);
}

await main();
