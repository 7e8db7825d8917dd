import type { FastifyInstance } from 'fastify';

import { generateName, generateTrinket } from '@hearth/contract';

import { randomName } from '../../generators/names.ts';
import { randomTrinket } from '../../generators/trinkets.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** Random names from name tables of our own per species, and trinkets from the SRD 5.2 trinket table in our words (spec §7 `gen/name`, `gen/trinket`). */
export async function generatorRoutes(app: FastifyInstance) {
  registerEndpoint(app, generateName, async ({ query }) => ({
    name: randomName(Math.random, query.species),
  }));
  registerEndpoint(app, generateTrinket, async () => ({ trinket: randomTrinket(Math.random) }));
}
